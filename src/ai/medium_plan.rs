//! The medium bot's judgement at 2 players ([`MediumPlan`]): which of the strategy zoo's
//! plans its city and hand lean to, and what a role gives it against the others. The
//! bots that play it are in `medium.rs`; at a full table `full_table.rs` builds on it.

use super::facts::Facts;
use super::zoo::{ChapelPlan, Plan, ProductionPlan, RoleGain, VioletPlan};
use crate::rules::{Building, Role};

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
