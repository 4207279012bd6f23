//! Producer phase. Rulebook: "Producer", "Aqueduct", "Well", "Library".

use crate::rules::action::{Action, Decision, Role};
use crate::rules::cards::{Building, Good};
use crate::rules::happening::{DrawReason, Happening, HappeningSink};
use crate::rules::public_table::seat_index;
use crate::rules::state::GameState;
use crate::rules::step::{Step, Tally};

/// Sets up `p`'s production: what the role gives him (`role_gives`), at most one per
/// empty production building.
pub(crate) fn begin<E: HappeningSink>(s: &mut GameState, p: u8, happened: &mut E) -> bool {
    let cap = s.gives(p, Role::Producer).produce;
    let remaining = cap.min(s.table.players[seat_index(p)].empty_production());
    if remaining == 0 {
        happened.push(Happening::Passed { player: p, role: Role::Producer });
        return false;
    }
    s.table.step = Step::new(p, Decision::Produce { remaining });
    true
}

pub(crate) fn legal(s: &GameState, p: u8, out: &mut Vec<Action>) {
    let pl = &s.table.players[seat_index(p)];
    out.extend(Good::in_mask(pl.goods_with_slot(false, None)).map(Action::Produce));
    out.push(Action::Pass);
}

pub(crate) fn check(s: &GameState, p: u8, good: Good) -> Result<(), &'static str> {
    match s.table.players[seat_index(p)].find_slot(good, false, None) {
        Some(_) => Ok(()),
        None => Err("no empty production building for that good"),
    }
}

/// `Produce` a good (the top supply card, face down) or `Pass`.
pub(crate) fn act<E: HappeningSink>(s: &mut GameState, a: Action, happened: &mut E) -> bool {
    let Step { player: p, ask: Decision::Produce { remaining }, tally: Tally { goods: produced, .. } } = s.table.step else {
        unreachable!()
    };
    let Action::Produce(good) = a else {
        return finish(s, p, produced, happened);
    };
    let slot = s.table.players[seat_index(p)].find_slot(good, false, None).expect("checked");
    let Some(card) = s.draw_face_down(p, happened) else {
        // Supply and discard stack are empty: nothing more can be produced.
        return finish(s, p, produced, happened);
    };
    s.set_good(p, slot, card);
    happened.push(Happening::Produced { player: p, good });
    let produced = produced + 1;
    if remaining == 1 || s.table.players[seat_index(p)].empty_production() == 0 {
        return finish(s, p, produced, happened);
    }
    s.table.step.ask = Decision::Produce { remaining: remaining - 1 };
    s.table.step.tally.goods = produced;
    false
}

fn finish<E: HappeningSink>(s: &mut GameState, p: u8, produced: u8, happened: &mut E) -> bool {
    if produced == 0 {
        happened.push(Happening::Passed { player: p, role: Role::Producer });
    }
    if produced >= 2 && s.table.players[seat_index(p)].owns(Building::Well) {
        s.draw_to_hand(p, 1, DrawReason::Well, happened);
    }
    true
}
