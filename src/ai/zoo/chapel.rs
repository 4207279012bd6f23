//! The chapel plan: a chapel early and a card under it every round, the roles that bring
//! cards (councillor, prospector), and buildings bought with the cards that are left.
//! Strategy advice: the chapel is worth most when built first, since each round it is
//! in play turns a spare card into a victory point; the tower (a larger hand limit), the
//! archive and prefecture keep the cards flowing; the palace adds a quarter at the end.

use super::{Plan, RoleGain};
use crate::ai::facts::Facts;
use crate::rules::{Building, Kind, Role};

/// The chapel plan.
pub struct ChapelPlan;

impl Plan for ChapelPlan {
    fn name(&self) -> &'static str {
        "chapel"
    }

    fn want(&self, f: &Facts, b: Building) -> f32 {
        let vp = f32::from(b.vp());
        let future = f.future();
        match b.kind() {
            // Production pays for the buildings the cards under the chapel do not.
            Kind::Production(_) => super::ProductionPlan.want(f, b),
            Kind::SixCost => match b {
                Building::Palace => 6.0,
                Building::GuildHall => super::ProductionPlan.want(f, b),
                Building::CityHall => f.violets() as f32 + 1.0,
                Building::TriumphalArch => 2.0 + 2.0 * f.monuments() as f32,
                _ => 3.5,
            },
            Kind::Monument => vp,
            Kind::Violet => {
                let function = match b {
                    // One card a round becomes 1 VP.
                    Building::Chapel => 10.0,
                    Building::Tower => 3.0,
                    Building::Prefecture => 3.5,
                    Building::Archive => 2.5,
                    Building::Library => 4.0,
                    Building::PoorHouse => 2.0,
                    Building::GoldMine => 1.0,
                    Building::Bank => 2.0,
                    Building::Quarry => 1.5,
                    Building::Smithy => 1.5,
                    Building::Well | Building::MarketStand => 1.0,
                    Building::Cathedral => return 3.0,
                    _ => 0.5,
                };
                vp + function * future
            }
            Kind::Event => 0.0,
        }
    }

    fn role(&self, f: &Facts, role: Role, library: bool) -> f32 {
        let gain = RoleGain::of(self, f, role, library);
        // With a chapel every card is money or a VP: the roles that bring cards first,
        // the councillor to find the chapel.
        let has = f.me.owns(Building::Chapel) || f.v.hand.contains(Building::Chapel);
        let weight = match role {
            Role::Councillor | Role::Prospector | Role::GoldDigger | Role::Explorer => if has { 1.6 } else { 1.2 },
            Role::Builder => 1.4,
            _ => 1.0,
        };
        RoleGain { mine: gain.mine * weight, ..gain }.net(f, 1.0)
    }

    fn tuck(&self, f: &Facts, keep: f32) -> bool {
        // Every round, the card worth least, while two are left to pay with.
        f.me.hand_len >= 5 && keep < 2.5
    }
}
