//! The start of the game and of each round: the starting-hand variant, the chapel and
//! the hand limit. Rulebook: "A new round", "Chapel", "Tower", "Variant".

use crate::rules::action::Action;
use crate::rules::cards::Building;
use crate::rules::happening::{Happening, HappeningSink};
use crate::rules::state::{GameState, HAND_LIMIT, Step, TOWER_HAND_LIMIT};

/// Starting-hand variant: cards to keep.
const STARTING_HAND: u8 = 4;

pub(crate) fn begin_starting_hand(s: &mut GameState, p: u8) -> bool {
    let len = s.t.players[p as usize].hand_len;
    if len <= STARTING_HAND {
        return false;
    }
    s.t.step = Step::StartingHand { player: p, remaining: len - STARTING_HAND };
    true
}

pub(crate) fn starting_hand_discard<E: HappeningSink>(s: &mut GameState, b: Building, happened: &mut E) -> bool {
    let Step::StartingHand { player: p, remaining } = s.t.step else { unreachable!() };
    s.hand_remove(p, b);
    s.put_on_discard_stack(b);
    if remaining > 1 {
        s.t.step = Step::StartingHand { player: p, remaining: remaining - 1 };
        return false;
    }
    // The k-th player from the governor drew 5 + k cards and so discarded 1 + k.
    let n = s.players();
    let discarded = 1 + (p + n - s.t.governor) % n;
    happened.push(Happening::StartingHandKept { player: p, discarded });
    true
}

/// A chapel owner with cards in hand may tuck one. A covered chapel does nothing more.
pub(crate) fn begin_chapel(s: &mut GameState, p: u8) -> bool {
    let pl = &s.t.players[p as usize];
    if !pl.owns(Building::Chapel) || pl.hand_len == 0 {
        return false;
    }
    s.t.step = Step::Chapel { player: p };
    true
}

pub(crate) fn chapel<E: HappeningSink>(s: &mut GameState, p: u8, a: Action, happened: &mut E) -> bool {
    if let Action::Tuck(b) = a {
        s.hand_remove(p, b);
        s.chapel_cards.add(b);
        s.chapels[p as usize] += 1;
        happened.push(Happening::Tucked { player: p });
    }
    true
}

/// The hand limit: 7, or 12 with a tower. The player chooses the discards.
pub fn hand_limit(s: &GameState, p: u8) -> u8 {
    if s.t.players[p as usize].owns(Building::Tower) { TOWER_HAND_LIMIT } else { HAND_LIMIT }
}

pub(crate) fn begin_hand_limit(s: &mut GameState, p: u8) -> bool {
    let len = s.t.players[p as usize].hand_len;
    let limit = hand_limit(s, p);
    if len <= limit {
        return false;
    }
    s.t.step = Step::HandLimit { player: p, remaining: len - limit, discarded: 0 };
    true
}

pub(crate) fn hand_limit_discard<E: HappeningSink>(s: &mut GameState, b: Building, happened: &mut E) -> bool {
    let Step::HandLimit { player: p, remaining, discarded } = s.t.step else { unreachable!() };
    s.hand_remove(p, b);
    s.put_on_discard_stack(b);
    if remaining > 1 {
        s.t.step = Step::HandLimit { player: p, remaining: remaining - 1, discarded: discarded + 1 };
        return false;
    }
    happened.push(Happening::HandLimitDiscarded { player: p, cards: discarded + 1 });
    true
}
