//! The medium bot at a full table (3 players and more, the round starting with the
//! governor). At 2 players the governor chooses twice and a role not chosen rarely
//! happens; at 4 players four of the five roles happen every round, so a role chosen is
//! mostly its privilege, and the choice that matters is which role is left for the
//! others and which is left over. So a role is worth what the 2-player medium counts
//! ([`MediumPlan::role`]) and what the rest of the round then brings: the roles the
//! later choosers will likely take ([`super::round_picks`]), each worth its action to
//! this seat less what it gives the others, their chooser's privilege included.

use super::facts::Facts;
use super::medium::MediumPlan;
use super::round_picks::likely_picks;
use super::seat_gain::{privilege_of, public_gain};
use super::zoo::Plan;
use crate::rules::{Building, Decision, Kind, Role};

/// The medium bot's plan at a full table: [`MediumPlan`]'s judgement of cards and of the
/// role it chooses, and the rest of the round its choice leaves.
#[derive(Clone, Copy, Debug)]
pub struct FullTablePlan {
    /// The 2-player medium's weights: which plan it leans to, and what a role gives.
    pub lean: MediumPlan,
    /// Weight of the rest of the round against the role chosen.
    pub later: f32,
    /// What the later roles give the others, against what they give this seat.
    pub envy: f32,
    /// The most a build must be worth to be built rather than saving the cards.
    pub threshold: f32,
    /// More want for a production building, per its good's next price and share of the
    /// game to come: the others' producers and traders make it pay.
    pub goods: f32,
    /// Less want per card of a building's cost: at a full table the game is shorter,
    /// and cards spent on one dear building are builds lost.
    pub cost: f32,
    /// Whether this seat's build in another's builder phase is judged like the others'
    /// (from the hand's size) instead of by the plan's best build.
    pub public_build: bool,
    /// Less want for a monument: VP only, at a price the others' production buildings
    /// beat at a full table.
    pub monument: f32,
}

impl FullTablePlan {
    /// The weights of the medium bot at 3 players and more.
    pub const TUNED: FullTablePlan = FullTablePlan {
        lean: MediumPlan {
            production: 0.55,
            chapel: 0.05,
            per_production: 0.14,
            per_violet: 0.18,
            key_card: 0.76,
            envy: 1.5,
            roles: [0.66, 0.86, 0.85, 1.0, 1.4],
            ..MediumPlan::TUNED
        },
        later: 0.4,
        envy: 1.27,
        threshold: 1.42,
        goods: 0.42,
        cost: 0.085,
        public_build: false,
        monument: 1.5,
    };

    /// What the rest of the round brings this seat, less what it gives the others, once
    /// this seat has chosen `pick`.
    fn rest_of_round(&self, f: &Facts, pick: Role) -> f32 {
        let t = f.v.table;
        let mut offer = t.roles.without(t.roles_taken);
        offer.remove(pick);
        let (picks, made) = likely_picks(f, offer);
        let others = f.others().count().max(1) as f32;
        let mut sum = 0.0;
        for &(chooser, role) in &picks[..made] {
            let theirs: f32 = t
                .seats()
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != usize::from(f.v.seat))
                .map(|(i, p)| public_gain(f, p, role, if i == usize::from(chooser) { privilege_of(p) } else { 0 }))
                .sum();
            sum += self.my_gain(f, role) - self.envy * theirs / others;
        }
        sum
    }

    /// What `role` chosen by another seat gives this seat: the builder's best build at
    /// full cost from its own hand, and otherwise the public gain without privilege.
    fn my_gain(&self, f: &Facts, role: Role) -> f32 {
        if role != Role::Builder || self.public_build {
            return public_gain(f, f.me, role, 0);
        }
        let mut best = 0.0f32;
        for b in f.v.hand.distinct().filter(|b| f.affordable(*b, 0)) {
            best = best.max(0.25 * (self.lean.want(f, b) - self.lean.build_threshold(f)));
        }
        let full = if best > 0.0 { 0.5 * f32::from(f.me.hand_len.saturating_sub(5)) } else { 0.0 };
        best + full
    }
}

impl Plan for FullTablePlan {
    fn name(&self) -> &'static str {
        "medium"
    }
    fn want(&self, f: &Facts, b: Building) -> f32 {
        let goods = match b.kind() {
            Kind::Production(g) => self.goods * f.future() * f.prices[g as usize],
            Kind::Monument => -self.monument,
            _ => 0.0,
        };
        let building = matches!(f.v.table.decision(), Decision::Build { .. });
        let cost = if building { self.cost * (f32::from(b.cost()) - 3.0) } else { 0.0 };
        self.lean.want(f, b) + goods - cost
    }
    fn role(&self, f: &Facts, role: Role, library: bool) -> f32 {
        self.lean.role(f, role, library) + self.later * self.rest_of_round(f, role)
    }
    fn tuck(&self, f: &Facts, keep: f32) -> bool {
        self.lean.tuck(f, keep)
    }
    fn build_threshold(&self, f: &Facts) -> f32 {
        self.lean.build_threshold(f).min(self.threshold)
    }
}

