//! The medium bot at a full table (3 players and more, the round starting with the
//! governor). At 2 players the governor chooses twice and a role not chosen rarely
//! happens; at 4 players four of the five roles happen every round, so a role chosen is
//! mostly its privilege, and the choice that matters is which role is left for the
//! others and which is left over. So a role is worth what the 2-player medium counts
//! ([`MediumPlan::role`]) and what the rest of the round then brings: the roles the
//! later choosers will likely take ([`super::round_picks`]), each worth its action to
//! this seat less what it gives the others, their chooser's privilege included.

use super::facts::Facts;
use super::medium_plan::MediumPlan;
use super::round_picks::likely_picks;
use super::seat_gain::{privilege_of, public_gain, trade_after_production};
use super::zoo::Plan;
use crate::rules::{Building, Decision, Kind, PublicPlayer, Role, role_gives};

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
    /// The most a build must be worth to be built rather than saving the cards: a cap on
    /// the plan's saving for a 6-cost building, since builder phases come every round.
    pub threshold: f32,
    /// More want for a production building, per its good's next price and share of the
    /// game to come: the others' producers and traders make it pay.
    pub goods: f32,
    /// In a build decision, less want per card of a building's cost above 3 (more below):
    /// at a full table the game is shorter, and cards spent on one dear building are
    /// builds lost.
    pub cost: f32,
    /// Less want for a monument: VP only, at a price the others' production buildings
    /// beat at a full table.
    pub monument: f32,
    /// More want for a 6-cost building: its bonus counts at a table where the others'
    /// plans race for the same ones.
    pub six: f32,
    /// A chapel takes any card worth less than `tuck_keep` from a hand of `tuck_hand`.
    pub tuck_keep: f32,
    /// See `tuck_keep`.
    pub tuck_hand: u8,
}

impl FullTablePlan {
    /// The weights of the medium bot at 3 players and more.
    pub const TUNED: FullTablePlan = FullTablePlan {
        lean: MediumPlan {
            violet: 1.12,
            production: 0.10,
            chapel: 0.34,
            per_production: 0.16,
            per_violet: 0.29,
            key_card: 0.37,
            envy: 0.74,
            roles: [0.66, 0.83, 0.82, 0.71, 1.4],
        },
        later: 0.34,
        envy: 1.25,
        threshold: 1.38,
        goods: 0.61,
        cost: 0.25,
        monument: 1.2,
        six: 0.04,
        tuck_keep: 2.06,
        tuck_hand: 5,
    };

    /// What the rest of the round brings this seat, less what it gives the others, once
    /// this seat has chosen `pick`.
    fn rest_of_round(&self, f: &Facts, pick: Role) -> f32 {
        let t = f.v.table;
        let mut offer = t.roles.without(t.roles_taken);
        offer.remove(pick);
        let (picks, made) = likely_picks(f, offer);
        let others = f.others().count().max(1) as f32;
        // Who chose a producer phase before the trader's, if one comes: its goods sell.
        let mut producer = (pick == Role::Producer).then_some(f.v.seat);
        let mut sum = 0.0;
        for &(chooser, role) in &picks[..made] {
            let gain = |i: usize, p: &PublicPlayer| {
                let privilege = if i == usize::from(chooser) { privilege_of(p) } else { 0 };
                match (role, producer) {
                    (Role::Trader, Some(by)) => {
                        let produce_privilege = if i == usize::from(by) { privilege_of(p) } else { 0 };
                        trade_after_production(f, p, privilege, role_gives(Role::Producer, produce_privilege, p.owned()).produce)
                    }
                    _ => public_gain(f, p, role, privilege),
                }
            };
            let seats = t.seats().iter().enumerate();
            let theirs: f32 = seats.clone().filter(|(i, _)| *i != usize::from(f.v.seat)).map(|(i, p)| gain(i, p)).sum();
            let mine = if role == Role::Trader && producer.is_some() { gain(usize::from(f.v.seat), f.me) } else { self.my_gain(f, role) };
            sum += mine - self.envy * theirs / others;
            if role == Role::Producer {
                producer = Some(chooser);
            }
        }
        sum
    }

    /// What `role` chosen by another seat gives this seat: the builder's best build at
    /// full cost from its own hand, and otherwise the public gain without privilege.
    fn my_gain(&self, f: &Facts, role: Role) -> f32 {
        if role != Role::Builder {
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
    fn want(&self, f: &Facts, b: Building) -> f32 {
        let by_kind = match b.kind() {
            Kind::Production(g) => self.goods * f.future() * f.prices[g as usize],
            Kind::Monument => -self.monument,
            Kind::SixCost => self.six,
            _ => 0.0,
        };
        // Among the builds on offer, the cheaper ones count a little more (and a build
        // against passing about as before: the cost is counted from a middling 3).
        let building = matches!(f.v.table.decision(), Decision::Build { .. });
        let cost = if building { self.cost * (f32::from(b.cost()) - 3.0) } else { 0.0 };
        self.lean.want(f, b) + by_kind - cost
    }
    fn role(&self, f: &Facts, role: Role, library: bool) -> f32 {
        self.lean.role(f, role, library) + self.later * self.rest_of_round(f, role)
    }
    fn tuck(&self, f: &Facts, keep: f32) -> bool {
        self.lean.tuck(f, keep) || (f.me.hand_len >= self.tuck_hand && keep < self.tuck_keep)
    }
    fn build_threshold(&self, f: &Facts) -> f32 {
        self.lean.build_threshold(f).min(self.threshold)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::View;
    use crate::rules::{Action, GameState, Options};

    /// Plays the first legal action until a role is to be chosen.
    fn to_role_choice(s: &mut GameState) {
        while !s.table().choosing_role() {
            let a = s.legal_actions()[0];
            s.apply(a).unwrap();
        }
    }

    #[test]
    fn the_last_chooser_of_a_round_weighs_a_role_as_the_two_player_medium_does() {
        let mut s = GameState::new(Options::for_players(4), 21).unwrap();
        for role in [Role::Prospector, Role::Councillor, Role::Builder] {
            to_role_choice(&mut s);
            s.apply(Action::ChooseRole { role, library: false }).unwrap();
        }
        to_role_choice(&mut s);
        let seat = s.to_move().unwrap();
        let f = Facts::of(View::of_state(&s, seat));
        let plan = FullTablePlan::TUNED;
        for role in [Role::Producer, Role::Trader] {
            assert_eq!(plan.rest_of_round(&f, role), 0.0);
            assert_eq!(plan.role(&f, role, false), plan.lean.role(&f, role, false));
        }
    }

    #[test]
    fn the_governor_counts_the_roles_the_others_will_take() {
        let mut s = GameState::new(Options::for_players(4), 21).unwrap();
        to_role_choice(&mut s);
        let f = Facts::of(View::of_state(&s, s.to_move().unwrap()));
        let plan = FullTablePlan::TUNED;
        // Three roles follow whatever he takes; what they bring differs by what is left.
        let rest: Vec<f32> = Role::BASE.iter().map(|r| plan.rest_of_round(&f, *r)).collect();
        assert!(rest.iter().any(|x| *x != 0.0), "{rest:?}");
        assert!(rest.iter().any(|x| (x - rest[0]).abs() > 1e-4), "{rest:?}");
    }
}
