//! The medium bot, a sound rule-based player, and the easy bot, a beginner.
//!
//! Medium plays the strategy zoo's plans ([`super::zoo`]) as one player would: the plan
//! is not fixed but read, at every decision, from what its city and hand lean towards
//! (a guild hall and production buildings, a city hall or triumphal arch and violet
//! buildings, a chapel in play), so it starts from the opening hand and follows what it
//! draws. Every card, role and build is valued by the plan it leans to most, with what a
//! role gives the others counted against it (a third more than the zoo counts it) and
//! the next trading-house tile's prices known from the tiles seen
//! ([`super::next_tile_prices`]).

use super::Bot;
use super::full_table::FullTablePlan;
use super::heuristic::{Style, action_value, best_action};
use super::medium_plan::MediumPlan;
use super::view::View;
use super::zoo::choose;
use crate::rules::{Action, GameRng, Observation};
use rand::{RngExt, SeedableRng};

/// Plays the way a decent player does: at each decision, the strategy zoo's plan that its
/// city and hand lean towards most ([`MediumPlan`]).
#[derive(Clone, Debug)]
pub struct MediumBot;

impl Bot for MediumBot {
    fn name(&self) -> &'static str {
        "medium"
    }
    fn choose(&mut self, obs: &Observation) -> Option<Action> {
        let view = View::of_observation(obs);
        if obs.table.options.players > 2 {
            return choose(&FullTablePlan::TUNED, &view, &obs.legal_actions());
        }
        choose(&MediumPlan::TUNED, &view, &obs.legal_actions())
    }
}

/// The one-ply heuristic ([`super::heuristic`]) that was the medium bot until the
/// strategy zoo came: the legal action of highest heuristic value. Kept as a yardstick
/// (the arena's `heuristic`) and as the hard bot's fast playout policy.
#[derive(Clone, Debug)]
pub struct HeuristicBot;

impl Bot for HeuristicBot {
    fn name(&self) -> &'static str {
        "heuristic"
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
            let mut scored: Vec<(f32, usize)> = legal.iter().enumerate().map(|(i, a)| (action_value(&view, &Style::EASY, *a), i)).collect();
            scored.sort_by(|a, b| b.0.total_cmp(&a.0));
            let half = scored.len().div_ceil(2);
            return Some(legal[scored[self.rng.random_range(0..half)].1]);
        }
        best_action(&view, &Style::EASY, &legal)
    }
}
