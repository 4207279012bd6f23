//! The violet plan: few production buildings, many violet ones, and the city hall and
//! triumphal arch to score them. Strategy advice: the quarry and carpenter first (the
//! quarry makes every violet building cheaper, the carpenter pays a card back for each),
//! the prefecture and library for cards, monuments for the arch, then the city hall;
//! production only for a little income (the indigo plant dealt, a sugar mill).

use super::{Plan, RoleGain, cathedral_worth, residence_worth};
use crate::ai::facts::Facts;
use crate::rules::{Building, Kind, Role};

/// The violet / city-hall plan.
pub struct VioletPlan;

impl Plan for VioletPlan {
    fn want(&self, f: &Facts, b: Building) -> f32 {
        let vp = f32::from(b.vp());
        let future = f.future();
        let city_hall = f.me.owns(Building::CityHall) || f.v.hand.contains(Building::CityHall);
        let arch = f.me.owns(Building::TriumphalArch) || f.v.hand.contains(Building::TriumphalArch);
        // Each violet building is one more VP with the city hall.
        let hall_bonus = if city_hall { 1.0 } else { 0.4 };
        // The crane builds over a park for 6 less.
        let crane = f.me.owns(Building::Crane) || f.v.hand.contains(Building::Crane);
        match b.kind() {
            Kind::Production(g) => {
                // A little income: two production buildings are enough.
                let have = f.me.production_count();
                vp + if have < 2 { 2.0 * future + (g as usize as f32) * 0.3 } else { 0.2 }
            }
            Kind::SixCost => match b {
                Building::CityHall => 4.0 + f.violets() as f32 * 1.1 + 3.0 * future,
                Building::TriumphalArch => {
                    let m = f.monuments() + f.v.hand.iter().filter(|c| c.kind() == Kind::Monument).count().min(2);
                    [2.5, 4.0, 6.0, 8.0][m.min(3)] + 1.0 + hall_bonus
                }
                Building::Palace => 5.0 + hall_bonus,
                Building::GuildHall => f32::from(f.me.production_count()) * 1.2 + hall_bonus,
                Building::Residence => residence_worth(f) + hall_bonus,
                _ => 3.5 + hall_bonus,
            },
            Kind::Monument => vp + hall_bonus + if arch { 2.0 } else { 0.8 },
            Kind::Violet => {
                let function = match b {
                    Building::Quarry => 5.0,
                    Building::Carpenter => 4.5,
                    Building::Prefecture => 3.5,
                    Building::Library => 4.5,
                    Building::Archive => 1.0,
                    Building::Smithy => 0.2,
                    Building::Crane => 1.5,
                    Building::Tower => 1.0,
                    Building::Chapel => 1.5,
                    Building::PoorHouse => 1.5,
                    Building::Well | Building::MarketStand | Building::Aqueduct => 0.8,
                    Building::MarketHall | Building::TradingPost => 0.8,
                    // The New Buildings: the ones that bring or better cards fit the plan.
                    Building::Goldsmith => 2.0,
                    Building::OfficeBuilding => 2.0,
                    Building::GuardRoom => 1.5,
                    Building::Tavern => 1.5,
                    Building::CustomsOffice => 1.5,
                    Building::Park if crane => 3.0,
                    Building::Park => 1.0,
                    Building::Hut | Building::Harbor => 0.5,
                    Building::Cathedral => return cathedral_worth(f) + hall_bonus,
                    _ => 1.0,
                };
                vp + hall_bonus + function * future
            }
            Kind::Event => 0.0,
        }
    }

    fn role(&self, f: &Facts, role: Role, library: bool) -> f32 {
        let gain = RoleGain::of(self, f, role, library);
        // Builds and the cards to find violet buildings are the plan's engine.
        let weight = match role {
            Role::Builder => 1.3,
            Role::Councillor | Role::Prospector | Role::GoldDigger | Role::Explorer => 1.2,
            Role::Producer => 0.9,
            _ => 1.0,
        };
        RoleGain { mine: gain.mine * weight, ..gain }.net(f, 1.0)
    }

    fn build_threshold(&self, f: &Facts) -> f32 {
        // Saving for a 6-cost building in hand: only a good build beats saving.
        let saving =
            [Building::CityHall, Building::TriumphalArch, Building::Palace].iter().any(|b| f.v.hand.contains(*b) && !f.me.owns(*b));
        if saving && f.me.hand_len < 7 { 3.5 } else { 0.5 }
    }
}
