//! The production plan: many production buildings of every kind, goods sold every
//! round or two, and the guild hall to score them. Strategy advice: build the dearer
//! production buildings early (the tobacco storage and up), one of each good, the well,
//! aqueduct, market stand and hall and the trading post to make each producer and
//! trader phase pay more; the library doubles both; end with the guild hall.

use super::{Plan, RoleGain, cathedral_worth, residence_worth};
use crate::ai::facts::Facts;
use crate::rules::{Building, Edition, Kind, Role};

/// The production / guild-hall plan.
pub struct ProductionPlan;

/// Goods a production building will bring per round left, about, by good.
const GOOD_WORTH: [f32; 5] = [0.9, 1.2, 1.5, 1.8, 2.1];

impl Plan for ProductionPlan {
    fn want(&self, f: &Facts, b: Building) -> f32 {
        let vp = f32::from(b.vp());
        let future = f.future();
        let guild = f.me.owns(Building::GuildHall) || f.v.hand.contains(Building::GuildHall);
        let second = f.v.table.options.edition == Edition::Second;
        match b.kind() {
            Kind::Production(g) => {
                let new_kind = !f.me.produces(g);
                let guild_bonus = match (guild, second) {
                    (false, _) => 0.0,
                    (true, false) => 2.0,
                    (true, true) => 1.0 + if new_kind { 1.0 } else { 0.0 },
                };
                vp + GOOD_WORTH[g as usize] * 1.5 * future + if new_kind { 1.5 } else { 0.0 } + guild_bonus
            }
            Kind::SixCost => match b {
                Building::GuildHall => {
                    let count = f32::from(f.me.production_count());
                    let kinds = f32::from(f.me.production_kinds());
                    // 1st edition: 2 VP per production building; 2nd: 1, and 1 per kind.
                    let now = if second { count + kinds } else { 2.0 * count };
                    // And the production buildings still to come.
                    now + 4.0 * future + 2.0
                }
                Building::Palace => 4.0,
                Building::CityHall => f.violets() as f32 * 0.8 + 1.0,
                Building::TriumphalArch => 2.0 + 2.0 * f.monuments() as f32,
                Building::Residence => residence_worth(f),
                _ => 3.0,
            },
            Kind::Monument => vp * 0.8,
            Kind::Violet => {
                let function = match b {
                    Building::Well => 3.0,
                    Building::Aqueduct => 3.5,
                    Building::MarketStand => 2.5,
                    Building::MarketHall => 3.5,
                    Building::TradingPost => 3.0,
                    Building::Library => 5.0,
                    Building::Smithy => 3.0,
                    Building::CustomsOffice => 3.0,
                    Building::Harbor => 2.5,
                    Building::Crane => 1.0,
                    Building::Quarry => 1.0,
                    Building::Chapel => 1.0,
                    Building::Prefecture => 1.5,
                    // The New Buildings: cards for the next production building; the hut
                    // pays only when nobody sells, which this plan rarely lets happen.
                    Building::Goldsmith => 1.0,
                    Building::OfficeBuilding => 1.0,
                    Building::GuardRoom | Building::Tavern => 0.5,
                    Building::Hut => 0.0,
                    Building::Cathedral => return cathedral_worth(f),
                    _ => 0.3,
                };
                vp + function * future
            }
            Kind::Event => 0.0,
        }
    }

    fn role(&self, f: &Facts, role: Role, library: bool) -> f32 {
        let gain = RoleGain::of(self, f, role, library);
        // Goods are the plan's engine: producing and selling count a little more.
        let weight = match role {
            Role::Producer => 0.9,
            Role::Trader => 1.3,
            Role::Builder => 1.7,
            _ => 1.0,
        };
        // No guild hall yet: dig for one while the game is young.
        let guild = f.me.owns(Building::GuildHall) || f.v.hand.contains(Building::GuildHall);
        let dig = match role {
            Role::Councillor | Role::Prospector | Role::GoldDigger | Role::Explorer if !guild => 1.0 * f.future(),
            _ => 0.0,
        };
        RoleGain { mine: gain.mine * weight + dig, ..gain }.net(f, 1.3)
    }

    fn build_threshold(&self, f: &Facts) -> f32 {
        // The guild hall in hand and production enough to make it pay: save for it.
        let saving = f.v.hand.contains(Building::GuildHall) && !f.me.owns(Building::GuildHall);
        if saving && f.me.production_count() >= 3 && f.me.hand_len < 7 { 4.0 } else { 0.5 }
    }
}
