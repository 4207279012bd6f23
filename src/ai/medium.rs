//! The medium and easy bots: one-ply judgement by [`heuristic`](super::heuristic) values.

use super::heuristic::{Style, action_value, best_action};
use super::view::View;
use super::Bot;
use crate::rules::{Action, GameRng, Observation};
use rand::{RngExt, SeedableRng};

/// Plays the way a decent player does: the legal action of highest heuristic value.
#[derive(Clone, Debug)]
pub struct MediumBot;

impl Bot for MediumBot {
    fn name(&self) -> &'static str {
        "medium"
    }
    fn choose(&mut self, obs: &Observation) -> Option<Action> {
        best_action(&View::of_observation(obs), &Style::MEDIUM, &obs.legal_actions())
    }
}

/// A beginner: ignores what roles give the opponents, does not plan 6-cost buildings,
/// and one time in four takes a plausible but not the best action.
#[derive(Clone, Debug)]
pub struct EasyBot {
    rng: GameRng,
}

impl EasyBot {
    /// An easy bot whose slips follow from `seed`.
    pub fn new(seed: u64) -> EasyBot {
        EasyBot { rng: GameRng::seed_from_u64(seed) }
    }
}

impl Bot for EasyBot {
    fn name(&self) -> &'static str {
        "easy"
    }
    fn choose(&mut self, obs: &Observation) -> Option<Action> {
        let view = View::of_observation(obs);
        let legal = obs.legal_actions();
        if legal.len() > 1 && self.rng.random_range(0..4) == 0 {
            // Not absurd: pick among the better half.
            let mut scored: Vec<(f32, usize)> =
                legal.iter().enumerate().map(|(i, a)| (action_value(&view, &Style::EASY, *a), i)).collect();
            scored.sort_by(|a, b| b.0.total_cmp(&a.0));
            let half = scored.len().div_ceil(2);
            return Some(legal[scored[self.rng.random_range(0..half)].1]);
        }
        best_action(&view, &Style::EASY, &legal)
    }
}
