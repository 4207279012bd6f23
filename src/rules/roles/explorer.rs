//! Explorer phase (6 to 8 players). Czech rulebook, "Hra pre 5 - 8 hráčov", 6 players:
//! the explorer turns over as many supply cards as there are players; from him
//! clockwise, each player takes one into his hand. Privilege: with his library the
//! explorer takes one more, at once (so the last player may get none).
//! Cards nobody took go to the discard stack.

use crate::rules::action::{Action, Decision, Role};
use crate::rules::happening::{Happening, HappeningSink};
use crate::rules::state::GameState;
use crate::rules::step::Step;

/// The explorer's reveal, when he chooses the role: as many cards as players (fewer if
/// supply and discard stack run out), face up (an event among them is laid out and
/// replaced).
pub(crate) fn reveal<E: HappeningSink>(s: &mut GameState, p: u8, happened: &mut E) {
    let n = s.players();
    let got = s.draw_pending(p, n, happened);
    happened.push(Happening::ExplorerRevealed { player: p, cards: got });
}

/// Seat `p` takes his card(s), while any are left.
pub(crate) fn begin(s: &mut GameState, p: u8) -> bool {
    if s.table.pending_len == 0 {
        return false;
    }
    let take = s.gives(p, Role::Explorer).keep;
    s.table.step = Step::new(p, Decision::Explorer { remaining: take });
    true
}

/// Takes `card` into the hand; the last player's turn ends the phase's taking, and
/// what is left goes to the discard stack.
pub(crate) fn take<E: HappeningSink>(s: &mut GameState, a: Action, happened: &mut E) -> bool {
    let (Step { player: p, ask: Decision::Explorer { remaining }, .. }, Action::Keep(card)) = (s.table.step, a) else { unreachable!() };
    s.pending_to_hand(p, card);
    happened.push(Happening::ExplorerTook { player: p, card });
    if remaining > 1 && s.table.pending_len > 0 {
        s.table.step.ask = Decision::Explorer { remaining: remaining - 1 };
        return false;
    }
    true
}

/// After everyone's turn: the cards left over are discarded.
pub(crate) fn finish(s: &mut GameState) {
    s.discard_pending();
}
