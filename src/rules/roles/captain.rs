//! Captain phase (7 and 8 players). Czech rulebook, "Hra pre 5 - 8 hráčov", 7 players:
//! the captain names a kind of good; every player may ship all his goods of that kind
//! (all or none), face down under the production building they lie on, 1 VP each at the
//! end (like the chapel's cards). Privilege: the captain ships one good of another kind;
//! with his library one more of a third kind (all three different).
//!
//! Settled (docs/RULES.md, `CARDS.md`, "Captain"): the captain names a kind, then ships
//! all his goods of it or none, like everyone else ("Ak však naloďuje, musí nalodiť
//! všetky karty daného druhu tovaru!"); game records of version 2 and before replay the
//! old reading, where naming a kind shipped all his goods of it. Shipped goods are no
//! longer goods (no black market, market stand, harbor or tie-break counts them).

use crate::rules::action::{Action, Decision, Role};
use crate::rules::cards::Good;
use crate::rules::happening::{Happening, HappeningSink};
use crate::rules::public_table::{Under, UnderSlot, seat_index};
use crate::rules::state::GameState;
use crate::rules::step::Step;

/// Number of `p`'s goods of kind `good`.
fn goods_of(s: &GameState, p: u8, good: Good) -> u8 {
    s.table.players[seat_index(p)].goods_of(good)
}

/// Ships up to `max` of `p`'s goods of kind `good`; returns how many.
fn ship<E: HappeningSink>(s: &mut GameState, p: u8, good: Good, max: u8, happened: &mut E) -> u8 {
    let mut shipped = 0;
    while shipped < max {
        let Some(slot) = s.table.players[seat_index(p)].find_slot(good, true, None) else { break };
        let card = s.take_good(p, slot).expect("a good on that slot");
        s.vault_cards.add(card);
        let here = |u: &&mut UnderSlot| u.seat == p && usize::from(u.slot) == slot && matches!(u.lies, Under::Shipped(_));
        match s.table.under_slots.iter_mut().find(here) {
            Some(UnderSlot { lies: Under::Shipped(n), .. }) => *n += 1,
            _ => s.table.under_slots.push(UnderSlot { seat: p, slot: slot as u8, lies: Under::Shipped(1) }),
        }
        shipped += 1;
    }
    happened.push(Happening::Shipped { player: p, good, goods: shipped });
    shipped
}

/// The captain names a kind; every other player with goods of it is asked.
pub(crate) fn begin(s: &mut GameState, p: u8) -> bool {
    if p == s.table.chooser {
        s.table.step = Step::new(p, Decision::Captain);
        return true;
    }
    match s.table.captain_good {
        Some(good) if goods_of(s, p, good) > 0 => {
            s.table.step = Step::new(p, Decision::Ship { good });
            true
        }
        _ => false,
    }
}

pub(crate) fn legal(s: &GameState, out: &mut Vec<Action>) {
    let player = s.table.step.player;
    match s.table.step.ask {
        Decision::Captain => out.extend(Good::ALL.map(Action::Ship)),
        Decision::ShipOne { kinds, .. } => {
            out.extend(Good::ALL.into_iter().filter(|g| kinds & (1 << *g as u8) == 0 && goods_of(s, player, *g) > 0).map(Action::Ship));
            out.push(Action::Pass);
        }
        Decision::Ship { good } => out.extend([Action::Ship(good), Action::Pass]),
        _ => {}
    }
}

pub(crate) fn check(s: &GameState, a: Action) -> Result<(), &'static str> {
    let player = s.table.step.player;
    match (s.table.step.ask, a) {
        (Decision::Captain, Action::Ship(_)) => Ok(()),
        (Decision::ShipOne { .. } | Decision::Ship { .. }, Action::Pass) => Ok(()),
        (Decision::ShipOne { kinds, .. }, Action::Ship(g)) => {
            if kinds & (1 << g as u8) != 0 {
                Err("the privilege ships a kind of good not shipped yet in this phase")
            } else if goods_of(s, player, g) == 0 {
                Err("no good of that kind to ship")
            } else {
                Ok(())
            }
        }
        (Decision::Ship { good }, Action::Ship(g)) if g == good => Ok(()),
        (Decision::Ship { .. }, Action::Ship(_)) => Err("only the kind of good the captain named is shipped"),
        _ => Err("this action does not answer the decision asked"),
    }
}

/// Applies an answer; `true` once the player's part is over.
pub(crate) fn act<E: HappeningSink>(s: &mut GameState, a: Action, happened: &mut E) -> bool {
    let player = s.table.step.player;
    match (s.table.step.ask, a) {
        (Decision::Captain, Action::Ship(good)) => {
            s.table.captain_good = Some(good);
            happened.push(Happening::CaptainNamed { player, good });
            if !s.table.rules_before_version_3 && goods_of(s, player, good) > 0 {
                // He ships all of his own or none, asked like everyone else.
                s.table.step = Step::new(player, Decision::Ship { good });
                return false;
            }
            if s.table.rules_before_version_3 {
                ship(s, player, good, u8::MAX, happened);
            }
            captain_privilege(s, player, good)
        }
        (Decision::ShipOne { remaining, kinds }, Action::Ship(good)) => {
            ship(s, player, good, 1, happened);
            ask_privilege(s, player, remaining - 1, kinds | 1 << good as u8)
        }
        (Decision::Ship { good }, Action::Ship(_)) => {
            ship(s, player, good, u8::MAX, happened);
            player != s.table.chooser || captain_privilege(s, player, good)
        }
        (Decision::Ship { good }, _) => {
            happened.push(Happening::Passed { player, role: Role::Captain });
            player != s.table.chooser || captain_privilege(s, player, good)
        }
        (Decision::ShipOne { .. }, _) => {
            happened.push(Happening::Passed { player, role: Role::Captain });
            true
        }
        _ => unreachable!("checked"),
    }
}

/// After the captain's own part in the named kind `good`: his privilege, one good of
/// another kind (more with a library).
fn captain_privilege(s: &mut GameState, p: u8, good: Good) -> bool {
    let remaining = s.gives(p, Role::Captain).ship;
    ask_privilege(s, p, remaining, 1 << good as u8)
}

/// The captain's privilege: one good of a kind not yet shipped, `remaining` times, while
/// he has such a good.
fn ask_privilege(s: &mut GameState, p: u8, remaining: u8, kinds: u8) -> bool {
    let any = Good::ALL.into_iter().any(|g| kinds & (1 << g as u8) == 0 && goods_of(s, p, g) > 0);
    if remaining == 0 || !any {
        return true;
    }
    s.table.step = Step::new(p, Decision::ShipOne { remaining, kinds });
    false
}
