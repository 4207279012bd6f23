//! Councillor phase. Rulebook: "Councillor", "Prefecture", "Archive", "Library"; the New
//! Buildings' customs office.

use crate::rules::action::{Decision, Role};
use crate::rules::cards::Building;
use crate::rules::happening::{Happening, HappeningSink};
use crate::rules::public_table::seat_index;
use crate::rules::role_gives::RoleGives;
use crate::rules::state::GameState;
use crate::rules::step::{Step, Tally};

/// Draws `p`'s cards and asks which to keep, as the role gives them (`role_gives`: 2
/// and 1; the councillor draws 5, with the library 8; a prefecture keeps 2). With an
/// archive the drawn cards join the hand and the discards come from the whole hand.
/// Nothing is asked when every card is kept.
pub(crate) fn begin<E: HappeningSink>(s: &mut GameState, p: u8, happened: &mut E) -> bool {
    customs_office(s, p, happened);
    let RoleGives { draw, keep, .. } = s.gives(p, Role::Councillor);
    let archive = s.table.players[seat_index(p)].owns(Building::Archive);
    let drew = s.draw_pending(p, draw, happened);
    let kept = keep.min(drew);
    let tally = Tally { cards: drew, goods: 0 };
    if archive {
        s.pending_all_to_hand(p);
        if drew > kept {
            s.table.step = Step { player: p, ask: Decision::CouncillorDiscard { remaining: drew - kept }, tally };
            return true;
        }
    } else if drew > kept {
        s.table.step = Step { player: p, ask: Decision::Keep { remaining: kept }, tally };
        return true;
    } else {
        s.pending_all_to_hand(p);
    }
    happened.push(Happening::Councilled { player: p, drew, kept, discarded: 0 });
    false
}

/// Keeps one drawn card; after the last keep the rest are discarded.
pub(crate) fn keep<E: HappeningSink>(s: &mut GameState, b: Building, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::Keep { remaining }, tally: Tally { cards: drew, .. } } = s.table.step else { unreachable!() };
    s.pending_to_hand(p, b);
    if remaining > 1 {
        s.table.step.ask = Decision::Keep { remaining: remaining - 1 };
        return false;
    }
    let discarded = s.discard_pending();
    happened.push(Happening::Councilled { player: p, drew, kept: drew - discarded, discarded });
    true
}

/// Archive: discards one card from the whole hand.
pub(crate) fn discard<E: HappeningSink>(s: &mut GameState, b: Building, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::CouncillorDiscard { remaining }, tally: Tally { cards: drew, .. } } = s.table.step else {
        unreachable!()
    };
    s.hand_remove(p, b);
    s.put_on_discard_stack(b);
    if remaining > 1 {
        s.table.step.ask = Decision::CouncillorDiscard { remaining: remaining - 1 };
        return false;
    }
    // The discards equal the cards drawn beyond those kept.
    let keep = s.gives(p, Role::Councillor).keep;
    let kept = keep.min(drew);
    happened.push(Happening::Councilled { player: p, drew, kept, discarded: drew - kept });
    true
}

/// Customs office, for every owner in the councillor phase: if no good lies on it, the top
/// supply card goes on it face down as a good. Rulebook (New Buildings): "Customs office".
fn customs_office<E: HappeningSink>(s: &mut GameState, p: u8, happened: &mut E) {
    let pl = &s.table.players[seat_index(p)];
    let Some(slot) = pl.slot_of(Building::CustomsOffice) else { return };
    if pl.has_good(slot) {
        return;
    }
    if let Some(card) = s.draw_face_down(p, happened) {
        s.set_good(p, slot, card);
        happened.push(Happening::CustomsGoodPlaced { player: p });
    }
}
