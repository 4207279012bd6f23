//! The rush: twelve buildings as fast as possible, ending the game before the others'
//! plans pay. Strategy advice: build every round, the cheapest buildings first; the
//! smithy and quarry cut costs, the carpenter pays a card back for each violet building,
//! the poor house refills an empty hand; once twelve are in sight, only the count
//! matters.

use super::{Plan, RoleGain, cathedral_worth, residence_worth};
use crate::ai::facts::Facts;
use crate::rules::{Building, Kind, Role};

/// The fast 12-building rush.
pub struct RushPlan;

impl Plan for RushPlan {
    fn want(&self, f: &Facts, b: Building) -> f32 {
        let vp = f32::from(b.vp());
        let future = f.future();
        // A building is one step to twelve; a cheap one is a cheap step.
        let step = 4.0 - 0.5 * f32::from(b.cost());
        match b.kind() {
            Kind::Production(g) => step + vp + if f.me.produces(g) { 0.0 } else { 0.5 } + 0.8 * future,
            Kind::SixCost => match b {
                Building::CityHall => f.violets() as f32 + 2.0,
                Building::Palace => 4.0,
                Building::GuildHall => 2.0 * f32::from(f.me.production_count()),
                Building::TriumphalArch => 2.0 + 2.0 * f.monuments() as f32,
                // Cheap buildings of one cost make the Residence's sets.
                Building::Residence => residence_worth(f),
                _ => 3.0,
            },
            Kind::Monument => step + vp,
            Kind::Violet => {
                let function = match b {
                    Building::Smithy => 3.0,
                    Building::Quarry => 3.0,
                    Building::Carpenter => 3.5,
                    Building::PoorHouse => 2.5,
                    Building::Well => 1.0,
                    Building::MarketStand => 1.0,
                    Building::Library => 2.0,
                    Building::Hut | Building::GuardRoom => 1.0,
                    Building::OfficeBuilding => 1.0,
                    Building::Goldsmith => 1.0,
                    Building::CustomsOffice => 0.5,
                    // The tavern draws for the smallest city, which a rush rarely is.
                    Building::Tavern => 0.2,
                    // Seven cards for one step: only for its VP, and at half.
                    Building::Cathedral => return 0.5 * cathedral_worth(f),
                    _ => 0.3,
                };
                step + vp + function * future
            }
            Kind::Event => 0.0,
        }
    }

    fn role(&self, f: &Facts, role: Role, library: bool) -> f32 {
        let gain = RoleGain::of(self, f, role, library);
        // Build whenever there is anything to build; what the others build matters less
        // than the count.
        match role {
            Role::Builder if gain.mine > 0.0 => 1.0 + gain.mine * 1.5,
            _ => gain.net(f, 0.9),
        }
    }

    fn build_threshold(&self, _f: &Facts) -> f32 {
        -5.0
    }
}
