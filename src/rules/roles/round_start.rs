//! The start of the game and of each round: the starting-hand variant, then in this
//! order the office building, the chapel and the bank, and the hand limit (tower, guard
//! room). Rulebook: "A new round", "Chapel", "Tower", "Variant"; the New Buildings' office
//! building, bank and guard room (`uk-2nd-edition-new-buildings-events.md`, and
//! `CARDS.md`'s order of the round start).

use crate::rules::action::{Action, Decision};
use crate::rules::cards::Building;
use crate::rules::happening::{Happening, HappeningSink};
use crate::rules::public_table::seat_index;
use crate::rules::state::{GameState, HAND_LIMIT, TOWER_HAND_LIMIT};
use crate::rules::step::{Step, Tally};

/// Starting-hand variant: cards to keep.
const STARTING_HAND: u8 = 4;

pub(crate) fn begin_starting_hand(s: &mut GameState, p: u8) -> bool {
    let len = s.table.players[seat_index(p)].hand_len;
    if len <= STARTING_HAND {
        return false;
    }
    s.table.step = Step::new(p, Decision::StartingHand { remaining: len - STARTING_HAND });
    true
}

pub(crate) fn starting_hand_discard<E: HappeningSink>(s: &mut GameState, b: Building, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::StartingHand { remaining }, .. } = s.table.step else { unreachable!() };
    s.hand_remove(p, b);
    s.put_on_discard_stack(b);
    if remaining > 1 {
        s.table.step.ask = Decision::StartingHand { remaining: remaining - 1 };
        return false;
    }
    // The k-th player from the governor drew 5 + k cards and so discarded 1 + k.
    let n = s.players();
    let discarded = 1 + (p + n - s.table.governor) % n;
    happened.push(Happening::StartingHandKept { player: p, discarded });
    true
}

/// Office building: its owner, with cards in hand, may discard 1 or 2 and draw as many.
pub(crate) fn begin_office(s: &mut GameState, p: u8) -> bool {
    let pl = &s.table.players[seat_index(p)];
    if !pl.owns(Building::OfficeBuilding) || pl.hand_len == 0 {
        return false;
    }
    s.table.step = Step::new(p, Decision::Office { discarded: 0 });
    true
}

/// Most cards an office building exchanges.
pub(crate) const OFFICE_EXCHANGE: u8 = 2;

/// `Discard` one more card (the second ends the exchange) or `Pass`; then as many cards
/// are drawn as were discarded.
pub(crate) fn office<E: HappeningSink>(s: &mut GameState, a: Action, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::Office { discarded }, .. } = s.table.step else { unreachable!() };
    let discarded = match a {
        Action::Discard(b) => {
            s.hand_remove(p, b);
            s.put_on_discard_stack(b);
            discarded + 1
        }
        _ => discarded,
    };
    if matches!(a, Action::Discard(_)) && discarded < OFFICE_EXCHANGE && s.table.players[seat_index(p)].hand_len > 0 {
        s.table.step.ask = Decision::Office { discarded };
        return false;
    }
    if discarded > 0 {
        let got = s.draw_into_hand(p, discarded, happened);
        happened.push(Happening::OfficeExchanged { player: p, cards: got });
    }
    true
}

/// Whether `p` may still use his bank now: he owns one, has not used it, holds cards.
fn bank_open(s: &GameState, p: u8) -> bool {
    let pl = &s.table.players[seat_index(p)];
    pl.owns(Building::Bank) && !s.table.bank_used.contains(p) && pl.hand_len > 0
}

/// A chapel owner with cards in hand may tuck one; then a bank owner who has not used it
/// may tuck any number. A covered chapel or bank does nothing more.
pub(crate) fn begin_chapel(s: &mut GameState, p: u8) -> bool {
    let pl = &s.table.players[seat_index(p)];
    if pl.owns(Building::Chapel) && pl.hand_len > 0 {
        s.table.step = Step::new(p, Decision::Chapel);
        return true;
    }
    begin_bank(s, p)
}

fn begin_bank(s: &mut GameState, p: u8) -> bool {
    if !bank_open(s, p) {
        return false;
    }
    s.table.step = Step::new(p, Decision::Bank { tucked: 0 });
    true
}

pub(crate) fn chapel<E: HappeningSink>(s: &mut GameState, p: u8, a: Action, happened: &mut E) -> bool {
    if let Action::Tuck(b) = a {
        s.hand_remove(p, b);
        s.chapel_cards.add(b);
        s.chapels[seat_index(p)] += 1;
        happened.push(Happening::Tucked { player: p });
    }
    !begin_bank(s, p)
}

/// `Tuck` one more card under the bank, or `Pass` to end. Once a card lies under it, the
/// bank has been used (once per game).
pub(crate) fn bank<E: HappeningSink>(s: &mut GameState, a: Action, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::Bank { tucked }, .. } = s.table.step else { unreachable!() };
    if let Action::Tuck(b) = a {
        s.hand_remove(p, b);
        s.vault_cards.add(b);
        s.banks[seat_index(p)] += 1;
        s.table.bank_used.insert(p);
        if s.table.players[seat_index(p)].hand_len > 0 {
            s.table.step.ask = Decision::Bank { tucked: tucked + 1 };
            return false;
        }
        happened.push(Happening::BankTucked { player: p, cards: tucked + 1 });
        return true;
    }
    if tucked > 0 {
        happened.push(Happening::BankTucked { player: p, cards: tucked });
    }
    true
}

/// Hand limit of a player without a guard room in a game with the New Buildings.
pub const NO_GUARD_ROOM_HAND_LIMIT: u8 = 6;

/// The hand limit: 7, or 12 with a tower; with the New Buildings 6 without a guard room
/// (a tower still 12). The player chooses the discards.
pub fn hand_limit(s: &GameState, p: u8) -> u8 {
    let pl = &s.table.players[p as usize];
    if pl.owns(Building::Tower) {
        TOWER_HAND_LIMIT
    } else if s.table.options.new_buildings && !pl.owns(Building::GuardRoom) {
        NO_GUARD_ROOM_HAND_LIMIT
    } else {
        HAND_LIMIT
    }
}

pub(crate) fn begin_hand_limit(s: &mut GameState, p: u8) -> bool {
    let len = s.table.players[seat_index(p)].hand_len;
    let limit = hand_limit(s, p);
    if len <= limit {
        return false;
    }
    s.table.step = Step::new(p, Decision::HandLimit { remaining: len - limit });
    true
}

pub(crate) fn hand_limit_discard<E: HappeningSink>(s: &mut GameState, b: Building, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::HandLimit { remaining }, tally: Tally { cards: discarded, .. } } = s.table.step else {
        unreachable!()
    };
    s.hand_remove(p, b);
    s.put_on_discard_stack(b);
    if remaining > 1 {
        s.table.step.ask = Decision::HandLimit { remaining: remaining - 1 };
        s.table.step.tally.cards = discarded + 1;
        return false;
    }
    happened.push(Happening::HandLimitDiscarded { player: p, cards: discarded + 1 });
    true
}
