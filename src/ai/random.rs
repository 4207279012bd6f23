//! The random bot: uniform over the legal actions. A baseline and a fuzzer.

use super::Bot;
use crate::rules::{Action, GameRng, Observation};
use rand::{RngExt, SeedableRng};

/// Picks uniformly among the legal actions, from its own seeded RNG.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random bot whose choices follow from `seed`.
    pub fn new(seed: u64) -> RandomBot {
        RandomBot { rng: GameRng::seed_from_u64(seed) }
    }
}

impl Bot for RandomBot {
    fn name(&self) -> &'static str {
        "random"
    }
    fn choose(&mut self, obs: &Observation) -> Option<Action> {
        let actions = obs.legal_actions();
        if actions.is_empty() {
            return None;
        }
        Some(actions[self.rng.random_range(0..actions.len())])
    }
}
