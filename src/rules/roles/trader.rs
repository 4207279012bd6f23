//! Trader phase. Rulebook: "Trader", "Trading post", "Market stand", "Market hall",
//! "Library"; the New Buildings' customs office (its good sells for 2), harbor and hut.

use crate::rules::action::{Action, Decision, Role};
use crate::rules::cards::{Building, Good};
use crate::rules::happening::{DrawReason, Happening, HappeningSink};
use crate::rules::public_table::seat_index;
use crate::rules::roles::builder::customs_good_slot;
use crate::rules::state::GameState;
use crate::rules::step::{Step, Tally};

/// Sets up `p`'s sale: what the role gives him (`role_gives`), at most the goods he has.
pub(crate) fn begin<E: HappeningSink>(s: &mut GameState, p: u8, happened: &mut E) -> bool {
    let cap = s.gives(p, Role::Trader).sell;
    let remaining = cap.min(s.table.players[seat_index(p)].goods_count());
    if remaining == 0 {
        happened.push(Happening::Passed { player: p, role: Role::Trader });
        return false;
    }
    s.table.step = Step::new(p, Decision::Sell { remaining });
    true
}

pub(crate) fn legal(s: &GameState, p: u8, out: &mut Vec<Action>) {
    let pl = &s.table.players[seat_index(p)];
    out.extend(Good::in_mask(pl.goods_with_slot(true, None)).map(Action::Sell));
    if customs_good_slot(s, p, None).is_some() {
        out.push(Action::SellCustomsGood);
    }
    out.push(Action::Pass);
}

pub(crate) fn check_customs(s: &GameState, p: u8) -> Result<(), &'static str> {
    match customs_good_slot(s, p, None) {
        Some(_) => Ok(()),
        None => Err("no good on the customs office"),
    }
}

/// What the customs office's good sells for, whatever the tile. Rulebook: "Customs office".
const CUSTOMS_PRICE: u8 = 2;

pub(crate) fn check(s: &GameState, p: u8, good: Good) -> Result<(), &'static str> {
    match s.table.players[seat_index(p)].find_slot(good, true, None) {
        Some(_) => Ok(()),
        None => Err("no such good to sell"),
    }
}

/// `Sell` a good (its card goes to the discard stack unseen) or `Pass`. The cards for
/// the sale are drawn when the player is done selling.
pub(crate) fn act<E: HappeningSink>(s: &mut GameState, a: Action, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::Sell { remaining }, tally: Tally { goods: sold, cards: proceeds } } = s.table.step else {
        unreachable!()
    };
    let (slot, price) = match a {
        Action::Sell(good) => {
            let price = s.price(good);
            happened.push(Happening::Sold { player: p, good, price });
            (s.table.players[seat_index(p)].find_slot(good, true, None).expect("checked"), price)
        }
        Action::SellCustomsGood => {
            happened.push(Happening::SoldCustomsGood { player: p, price: CUSTOMS_PRICE });
            (customs_good_slot(s, p, None).expect("checked"), CUSTOMS_PRICE)
        }
        _ => return finish(s, p, sold, proceeds, happened),
    };
    if let Some(card) = s.take_good(p, slot) {
        // Harbor: the first good its owner sells in a trader phase goes under it (a VP
        // that can never hurt him, so taken without asking; the faces are unseen).
        if s.table.players[seat_index(p)].owns(Building::Harbor) && !s.table.harbor_used.contains(p) {
            s.table.harbor_used.insert(p);
            s.vault_cards.add(card);
            s.harbors[seat_index(p)] += 1;
            happened.push(Happening::HarborTookGood { player: p });
        } else {
            s.put_on_discard_stack(card);
        }
    }
    s.table.sales = s.table.sales.saturating_add(1);
    let (sold, proceeds) = (sold + 1, proceeds + price);
    if remaining == 1 || s.table.players[seat_index(p)].goods_count() == 0 {
        return finish(s, p, sold, proceeds, happened);
    }
    s.table.step.ask = Decision::Sell { remaining: remaining - 1 };
    s.table.step.tally = Tally { goods: sold, cards: proceeds };
    false
}

fn finish<E: HappeningSink>(s: &mut GameState, p: u8, sold: u8, proceeds: u8, happened: &mut E) -> bool {
    if sold == 0 {
        happened.push(Happening::Passed { player: p, role: Role::Trader });
        return true;
    }
    s.draw_to_hand(p, proceeds, DrawReason::Sale, happened);
    let pl = &s.table.players[seat_index(p)];
    let (stand, hall) = (pl.owns(Building::MarketStand), pl.owns(Building::MarketHall));
    if sold >= 2 && stand {
        s.draw_to_hand(p, 1, DrawReason::MarketStand, happened);
    }
    if hall {
        s.draw_to_hand(p, 1, DrawReason::MarketHall, happened);
    }
    true
}

/// Hut: when a trader phase ends without a single good sold, every hut owner draws 1
/// card, in turn order from the trader. Rulebook (New Buildings): "Hut".
pub(crate) fn huts<E: HappeningSink>(s: &mut GameState, happened: &mut E) {
    if s.table.sales > 0 {
        return;
    }
    for p in s.seats_from(s.table.chooser) {
        if s.table.players[seat_index(p)].owns(Building::Hut) {
            s.draw_to_hand(p, 1, DrawReason::Hut, happened);
        }
    }
}
