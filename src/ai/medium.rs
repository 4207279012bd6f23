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
use super::facts::Facts;
use super::full_table::FullTablePlan;
use super::heuristic::{Style, action_value, best_action};
use super::view::View;
use super::zoo::{ChapelPlan, Plan, ProductionPlan, RoleGain, VioletPlan, choose};
use crate::rules::{Action, Building, GameRng, Observation, Role};
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

/// How the medium bot leans between the plans. Tuned by self-play against the zoo
/// (`examples/tune.rs`).
#[derive(Clone, Copy, Debug)]
pub struct MediumPlan {
    /// Lean towards the violet plan with nothing in the city or hand yet.
    pub violet: f32,
    /// ... towards the production plan.
    pub production: f32,
    /// ... towards the chapel plan.
    pub chapel: f32,
    /// More lean to production per production building in the city.
    pub per_production: f32,
    /// More lean to violet per violet building in the city.
    pub per_violet: f32,
    /// More lean to a plan when its 6-cost building (guild hall; city hall or arch) is in
    /// the city or hand, or (chapel) the chapel is in the city.
    pub key_card: f32,
    /// Scales what the chosen role gives the others, against what it gives me.
    pub envy: f32,
    /// Role weights: builder, producer, trader, councillor, prospector (and the 5–8
    /// player roles that draw cards like it).
    pub roles: [f32; 5],
}

impl MediumPlan {
    /// The medium bot's weights.
    pub const TUNED: MediumPlan = MediumPlan {
        violet: 1.05,
        production: 0.62,
        chapel: 0.14,
        per_production: 0.095,
        per_violet: 0.16,
        key_card: 0.68,
        envy: 1.33,
        roles: [0.74, 0.94, 0.94, 1.0, 1.4],
    };

    /// The plan its city and hand lean to most: violet, production or chapel (the last of
    /// equals).
    fn leaning(&self, f: &Facts) -> &'static dyn Plan {
        let holds = |b: Building| f.me.owns(b) || f.v.hand.contains(b);
        let lean = [
            self.violet
                + self.per_violet * f.violets() as f32
                + if holds(Building::CityHall) || holds(Building::TriumphalArch) { self.key_card } else { 0.0 },
            self.production
                + self.per_production * f32::from(f.me.production_count())
                + if holds(Building::GuildHall) { self.key_card } else { 0.0 },
            self.chapel + if f.me.owns(Building::Chapel) { self.key_card } else { 0.0 },
        ];
        let plans: [&'static dyn Plan; 3] = [&VioletPlan, &ProductionPlan, &ChapelPlan];
        let top = (0..3).max_by(|a, b| lean[*a].total_cmp(&lean[*b])).unwrap_or(0);
        plans[top]
    }
}

impl Plan for MediumPlan {
    fn want(&self, f: &Facts, b: Building) -> f32 {
        self.leaning(f).want(f, b)
    }
    fn role(&self, f: &Facts, role: Role, library: bool) -> f32 {
        let plan = self.leaning(f).role(f, role, library);
        let weight = match role {
            Role::Builder => self.roles[0],
            Role::Producer => self.roles[1],
            Role::Trader | Role::Captain => self.roles[2],
            Role::Councillor | Role::Explorer => self.roles[3],
            Role::Prospector | Role::GoldDigger | Role::Viceroy => self.roles[4],
        };
        // The plan counts the others' gain once; `envy` scales it further.
        plan * weight - (self.envy - 1.0) * RoleGain::theirs(f, role) / f.others().count().max(1) as f32
    }
    fn tuck(&self, f: &Facts, keep: f32) -> bool {
        // The chapel plan leads only with a chapel in play.
        self.leaning(f).tuck(f, keep)
    }
    fn build_threshold(&self, f: &Facts) -> f32 {
        self.leaning(f).build_threshold(f)
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
