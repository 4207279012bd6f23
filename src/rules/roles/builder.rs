//! Builder phase. Rulebook: "Builder", and the smithy, quarry, crane, black market,
//! carpenter, poor house and library.

use crate::rules::action::{Action, Role};
use crate::rules::cards::Building;
use crate::rules::event::{DrawReason, Event, EventSink};
use crate::rules::state::{CITY_LIMIT, GameState, Step};

/// Sets up `p`'s build; `false` (and a pass) when he can afford nothing.
pub(crate) fn begin<E: EventSink>(s: &mut GameState, p: u8, ev: &mut E) -> bool {
    let discount = s.privilege(p);
    s.t.step = Step::Build { player: p, discount };
    let can_build = builds(s, p, discount).next().is_some();
    if !can_build {
        ev.push(Event::Passed { player: p, role: Role::Builder });
    }
    can_build
}

/// The legal builds: every affordable building in hand, in a new slot or over an own
/// building (with a crane), then `Pass`.
pub(crate) fn legal(s: &GameState, p: u8, discount: u8, out: &mut Vec<Action>) {
    out.extend(builds(s, p, discount));
    out.push(Action::Pass);
}

/// Every legal `Build` for `p`, lazily (so `begin` stops at the first).
fn builds(s: &GameState, p: u8, discount: u8) -> impl Iterator<Item = Action> + '_ {
    let pl = &s.t.players[p as usize];
    let overs = if pl.owns(Building::Crane) { pl.building_count() } else { 0 };
    s.hands[p as usize].distinct().flat_map(move |building| {
        std::iter::once(None)
            .chain((0..overs).map(|slot| Some(slot as u8)))
            .filter(move |&over| check_build(s, p, discount, building, over).is_ok())
            .map(move |over| Action::Build { building, over })
    })
}

/// Whether `p` owns building `b` in play, not counting the one he is building over:
/// a covered building loses its function at once. Rulebook: "Crane".
fn owns_besides(s: &GameState, p: u8, b: Building, over: Option<u8>) -> bool {
    let pl = &s.t.players[p as usize];
    pl.owns(b) && over.is_none_or(|slot| pl.city()[slot as usize] != b)
}

/// The number of cards `p` must pay to build `b` (over `over`), never below 0.
/// Rulebook: "Builder" (privilege), "Smithy", "Quarry", "Crane", "Library".
pub(crate) fn cost(s: &GameState, p: u8, discount: u8, b: Building, over: Option<u8>) -> u8 {
    let mut reduction = discount;
    let smithy_or_quarry = if b.is_violet() { Building::Quarry } else { Building::Smithy };
    if owns_besides(s, p, smithy_or_quarry, over) {
        reduction += 1;
    }
    if let Some(slot) = over {
        reduction += s.t.players[p as usize].city()[slot as usize].cost();
    }
    b.cost().saturating_sub(reduction)
}

/// Goods `p` may spend on this build with a black market: up to 2, not counting the
/// good on the building covered (it is lost). Rulebook: "Black market".
fn goods_allowed(s: &GameState, p: u8, over: Option<u8>) -> u8 {
    if !owns_besides(s, p, Building::BlackMarket, over) {
        return 0;
    }
    let pl = &s.t.players[p as usize];
    let mut goods = pl.goods_count();
    if let Some(slot) = over {
        if pl.has_good(slot as usize) {
            goods -= 1;
        }
    }
    goods.min(2)
}

pub(crate) fn check_build(s: &GameState, p: u8, discount: u8, b: Building, over: Option<u8>) -> Result<(), &'static str> {
    let pl = &s.t.players[p as usize];
    if !s.hands[p as usize].contains(b) {
        return Err("that building is not in the hand");
    }
    match over {
        None => {
            if pl.building_count() >= CITY_LIMIT {
                return Err("the city already has 12 buildings");
            }
        }
        Some(slot) => {
            if !pl.owns(Building::Crane) {
                return Err("only the owner of a crane can build over a building");
            }
            let Some(&old) = pl.city().get(slot as usize) else {
                return Err("there is no building in that place");
            };
            if old == Building::Crane {
                return Err("the crane cannot be built over");
            }
            if old == b {
                return Err("a building cannot be built over with the same building");
            }
        }
    }
    if b.is_violet() && pl.owns(b) {
        return Err("a player may have only one of each violet building");
    }
    let cost = cost(s, p, discount, b, over);
    let hand_after = pl.hand_len - 1;
    if hand_after + goods_allowed(s, p, over) < cost {
        return Err("not enough cards to pay for it");
    }
    Ok(())
}

/// `Build` or `Pass`. The building leaves the hand at once; the payment follows.
pub(crate) fn build<E: EventSink>(s: &mut GameState, p: u8, discount: u8, a: Action, ev: &mut E) -> bool {
    let Action::Build { building, over } = a else {
        ev.push(Event::Passed { player: p, role: Role::Builder });
        return true;
    };
    let remaining = cost(s, p, discount, building, over);
    let goods_allowed = goods_allowed(s, p, over);
    s.hand_remove(p, building);
    s.t.step = Step::Pay { player: p, building, over, remaining, goods_allowed, cards: 0, goods: 0 };
    if remaining == 0 { complete(s, ev) } else { false }
}

/// The hand cards, then the goods a black market may still spend.
pub(crate) fn legal_pay(s: &GameState, p: u8, over: Option<u8>, goods_allowed: u8, goods_paid: u8, out: &mut Vec<Action>) {
    out.extend(s.hands[p as usize].distinct().map(Action::PayCard));
    if goods_paid < goods_allowed {
        let pl = &s.t.players[p as usize];
        for good in crate::rules::cards::Good::ALL {
            if pl.find_slot(good, true, over).is_some() {
                out.push(Action::PayGood(good));
            }
        }
    }
}

pub(crate) fn check_pay_good(
    s: &GameState,
    p: u8,
    over: Option<u8>,
    goods_allowed: u8,
    goods_paid: u8,
    good: crate::rules::cards::Good,
) -> Result<(), &'static str> {
    if goods_paid >= goods_allowed {
        return Err("no more goods may be spent on this building");
    }
    match s.t.players[p as usize].find_slot(good, true, over) {
        Some(_) => Ok(()),
        None => Err("no such good to spend"),
    }
}

/// One card or good of the payment; the build completes with the last one.
pub(crate) fn pay<E: EventSink>(s: &mut GameState, a: Action, ev: &mut E) -> bool {
    let Step::Pay { player: p, over, remaining, cards, goods, .. } = s.t.step else {
        unreachable!("pay() runs only in a Pay step")
    };
    let (cards, goods) = match a {
        Action::PayCard(b) => {
            s.hand_remove(p, b);
            s.to_discard(b);
            (cards + 1, goods)
        }
        Action::PayGood(g) => {
            let slot = s.t.players[p as usize].find_slot(g, true, over).expect("checked");
            if let Some(card) = s.take_good(p, slot) {
                s.to_discard(card);
            }
            (cards, goods + 1)
        }
        _ => unreachable!("check() accepted only payments"),
    };
    if let Step::Pay { remaining: r, cards: c, goods: g, .. } = &mut s.t.step {
        *r = remaining - 1;
        *c = cards;
        *g = goods;
    }
    if remaining == 1 { complete(s, ev) } else { false }
}

/// The building stands: cover with the crane, then the carpenter's and the poor
/// house's draws. Rulebook: "Carpenter", "Poor house" (carpenter first).
fn complete<E: EventSink>(s: &mut GameState, ev: &mut E) -> bool {
    let Step::Pay { player: p, building, over, cards, goods, .. } = s.t.step else {
        unreachable!("complete() runs only in a Pay step")
    };
    // Leave the Pay step first so the census never counts the building twice.
    s.t.step = Step::Build { player: p, discount: 0 };
    let covered = s.place_building(p, building, over, ev);
    ev.push(Event::Built { player: p, building, over: covered, cards, goods });
    let pl = &s.t.players[p as usize];
    if building.is_violet() && building != Building::Carpenter && pl.owns(Building::Carpenter) {
        s.draw_to_hand(p, 1, DrawReason::Carpenter, ev);
    }
    let pl = &s.t.players[p as usize];
    if building != Building::PoorHouse && pl.owns(Building::PoorHouse) && pl.hand_len <= 1 {
        s.draw_to_hand(p, 1, DrawReason::PoorHouse, ev);
    }
    true
}
