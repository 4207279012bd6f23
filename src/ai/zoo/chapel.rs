//! The chapel plan: a chapel early and a card under it every round, the roles that bring
//! cards (councillor, prospector), and buildings bought with the cards that are left.
//! Strategy advice: the chapel is worth most when built first, since each round it is
//! in play turns a spare card into a victory point; the tower (a larger hand limit), the
//! archive and prefecture keep the cards flowing; the palace adds a quarter at the end;
//! the rest of the city is violet buildings (see the violet plan).

use super::VioletPlan;
use super::{Plan, RoleGain};
use crate::ai::facts::Facts;
use crate::rules::{Building, Role};

/// The chapel plan.
pub struct ChapelPlan;

impl Plan for ChapelPlan {
    fn want(&self, f: &Facts, b: Building) -> f32 {
        let future = f.future();
        match b {
            // One card a round becomes 1 VP.
            Building::Chapel => 2.0 + 10.0 * future,
            // The cards that keep the chapel fed: a larger hand, better draws.
            Building::Tower => 2.0 + 3.0 * future,
            Building::Prefecture => 2.0 + 3.5 * future,
            Building::Archive => 1.0 + 2.5 * future,
            Building::Palace => 6.0,
            // The New Buildings that feed the chapel: the guard room keeps the hand at
            // seven while the others' is six; the office building swaps the cards worth
            // least. (The bank, valued as a chapel for one round, measured worse: the
            // plan keeps the violet plan's value for it.)
            Building::GuardRoom => 1.0 + 2.5 * future,
            Building::OfficeBuilding => 1.0 + 2.0 * future,
            // Around the chapel, a city of violet buildings: the cards in hand are spent
            // on them, not on goods.
            _ => VioletPlan.want(f, b),
        }
    }

    fn role(&self, f: &Facts, role: Role, library: bool) -> f32 {
        let gain = RoleGain::of(self, f, role, library);
        // With a chapel every card is money or a VP: the roles that bring cards first,
        // the councillor to find the chapel.
        let has = f.me.owns(Building::Chapel) || f.v.hand.contains(Building::Chapel);
        let weight = match role {
            Role::Councillor | Role::Prospector | Role::GoldDigger | Role::Explorer => {
                if has {
                    1.4
                } else {
                    1.2
                }
            }
            Role::Builder => 1.3,
            _ => 1.0,
        };
        RoleGain { mine: gain.mine * weight, ..gain }.net(f, 1.0)
    }

    fn tuck(&self, f: &Facts, keep: f32) -> bool {
        // Every round, the card worth least, while two are left to pay with.
        f.me.hand_len >= 5 && keep < 2.5
    }
}
