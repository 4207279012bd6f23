//! Playing a game to its end with uniformly random actions: the benchmark's workload,
//! the property tests' fuzzer and the rollouts of tree search.

use crate::rules::{Action, GameState};
use rand::{Rng, RngExt};

/// Applies uniformly random legal actions until the game is over, or `max_actions`
/// have been applied. `buf` is scratch space, reused so that no action allocates.
/// Returns the number of actions applied.
pub fn random_playout<R: Rng + ?Sized>(state: &mut GameState, rng: &mut R, buf: &mut Vec<Action>, max_actions: usize) -> usize {
    let mut applied = 0;
    while !state.is_over() && applied < max_actions {
        state.legal_actions_into(buf);
        if buf.is_empty() {
            break;
        }
        let a = buf[rng.random_range(0..buf.len())];
        state.apply_legal(a);
        applied += 1;
    }
    applied
}
