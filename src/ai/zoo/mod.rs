//! The strategy zoo: bots that each play one published San Juan plan, the yardstick the
//! medium and hard bots are measured against.
//!
//! Each plan ([`Plan`]) says what it wants built, which role it takes when, and how
//! readily it tucks cards under a chapel; [`PlanBot`] turns that into an answer to every
//! decision of the game (payments, keeps, discards, goods, events, the 5–8 player roles)
//! by the same plain rules: pay and discard the cards the plan wants least, keep those
//! it wants most, produce and sell the dearest goods at the next tile's prices. The
//! plans are written from the strategy advice they are named after, not from the medium
//! bot's judgement.

mod chapel;
mod production;
mod rush;
mod violet;

use super::Bot;
use super::facts::{Facts, goods_by_kind};
use super::heuristic::best_by;
use super::view::View;
use crate::rules::{Action, Building, Decision, Observation, Role, cathedral_vp, residence_vp};

pub use chapel::ChapelPlan;
pub use production::ProductionPlan;
pub use rush::RushPlan;
pub use violet::VioletPlan;

/// One strategy: what it wants, which roles it takes.
pub trait Plan {
    /// How much the plan wants building `b` in this seat's city now, in about victory
    /// points (VP and what its function will bring); 0 for a card that is only money.
    fn want(&self, f: &Facts, b: Building) -> f32;

    /// How much the plan wants to choose `role` now (`library`: with the doubled
    /// privilege); the highest of the roles on offer is chosen. The same scale as
    /// [`Plan::want`], so a role can be weighed against setting off an event.
    fn role(&self, f: &Facts, role: Role, library: bool) -> f32;

    /// Whether the plan tucks a hand card worth `keep` to it under its chapel now (the
    /// card worth least is the one offered first).
    /// By default only a card worth no more than money, from a hand of 5 or more.
    fn tuck(&self, f: &Facts, keep: f32) -> bool {
        keep < 1.3 && f.me.hand_len >= 5
    }

    /// The least a build must be worth to the plan for it to build rather than pass.
    fn build_threshold(&self, _f: &Facts) -> f32 {
        0.5
    }
}

/// A bot playing one [`Plan`]. Stateless: everything comes from the observation.
pub struct PlanBot {
    name: &'static str,
    plan: &'static (dyn Plan + Sync),
}

impl PlanBot {
    /// A bot playing `plan`, called `name` (its roster key: `ai::roster`).
    pub fn new(name: &'static str, plan: &'static (dyn Plan + Sync)) -> PlanBot {
        PlanBot { name, plan }
    }
}

impl Bot for PlanBot {
    fn name(&self) -> &'static str {
        self.name
    }
    fn choose(&mut self, obs: &Observation) -> Option<Action> {
        let legal = obs.legal_actions();
        choose(self.plan, &View::of_observation(obs), &legal)
    }
}

/// The plan's answer among `legal` from view `v` (the first of equals).
pub fn choose(plan: &dyn Plan, v: &View, legal: &[Action]) -> Option<Action> {
    if legal.len() <= 1 {
        return legal.first().copied();
    }
    let f = Facts::of(*v);
    best_by(legal, |a| score(plan, &f, a))
}

/// What a hand card is worth keeping to the plan: 1 as money, and a share of how much
/// the plan wants it built (more when it can soon be paid for).
pub fn keep(plan: &dyn Plan, f: &Facts, b: Building) -> f32 {
    if b.is_event() {
        return 0.0;
    }
    let soon = if f.cost(b, 1) <= f.me.hand_len + 1 { 0.5 } else { 0.3 };
    // A second copy of a violet building can only be money.
    let second = b.is_violet() && f.v.hand.count(b) > 1;
    1.0 + if second { 0.0 } else { soon * plan.want(f, b) }
}

/// What the Cathedral is worth to any plan: its VP for the opponents' 6-cost buildings
/// now and for those they may still build (about 0.8 each in a whole game), between the
/// rulebook's steps. Rulebook (Ukrainian, New Buildings): "Cathedral".
pub fn cathedral_worth(f: &Facts) -> f32 {
    let expected = f.their_six_cost() as f32 + f.others().count() as f32 * 0.8 * f.future();
    let below = expected.floor();
    let step = |n: f32| f32::from(cathedral_vp(n as usize));
    step(below) + (expected - below) * (step(below + 1.0) - step(below))
}

/// What the Residence is worth to any plan: its VP for the city as it stands, or 60% of
/// what the city and the hand together would make (the hand is not built yet), and a
/// share for the sets the buildings still to come may complete. Rulebook (Ukrainian, New
/// Buildings): "Residence".
pub fn residence_worth(f: &Facts) -> f32 {
    let city = f.me.city();
    let mut with_hand: Vec<Building> = city.to_vec();
    with_hand.extend(f.v.hand.iter().filter(|b| !b.is_event() && *b != Building::Residence));
    let now = f32::from(residence_vp(city));
    let hoped = 0.6 * f32::from(residence_vp(&with_hand));
    now.max(hoped) + 2.0 * f.future()
}

/// Worth of the building on own city slot `slot`, to the plan that built it.
fn slot_worth(plan: &dyn Plan, f: &Facts, slot: u8) -> f32 {
    let Some(&b) = f.me.city().get(usize::from(slot)) else { return 0.0 };
    let good = if f.me.has_good(usize::from(slot)) { 1.5 } else { 0.0 };
    let under = if matches!(b, Building::Chapel | Building::Bank | Building::Harbor) { 3.0 } else { 0.0 };
    f32::from(b.vp()) + 0.5 * plan.want(f, b).max(f32::from(b.vp())) + good + under
}

/// The value of one action to the plan; the highest legal one is taken.
fn score(plan: &dyn Plan, f: &Facts, a: Action) -> f32 {
    let decision = f.v.table.decision();
    match a {
        Action::ChooseRole { role, library } => plan.role(f, role, library),
        Action::SetOff(event) => event_worth(plan, f, event),
        // A construction builds for free.
        Action::Build { building, .. } if matches!(decision, Decision::Construction) => plan.want(f, building),
        Action::Build { building, over } => {
            let discount = match decision {
                Decision::Build { discount } => discount,
                _ => 0,
            };
            let spent = f32::from(f.cost(building, discount));
            let mut value = plan.want(f, building) - 0.25 * spent;
            if let Some(slot) = over {
                value -= slot_worth(plan, f, slot) + 0.5;
            }
            value - plan.build_threshold(f)
        }
        Action::PayCard(b) => -keep(plan, f, b),
        Action::PayGood(g) => -f.prices[g as usize],
        Action::PayCustomsGood => -2.0,
        Action::Produce(g) => 1.0 + f.prices[g as usize],
        Action::Sell(g) => 1.0 + f.prices[g as usize],
        Action::SellCustomsGood => 3.0,
        Action::Keep(b) => keep(plan, f, b),
        // Exchanges (office building, amnesty): give up what is worth less than a new card.
        Action::Discard(b) if matches!(decision, Decision::Office { .. } | Decision::Amnesty { .. }) => 1.2 - keep(plan, f, b),
        Action::Discard(b) => -keep(plan, f, b),
        // Bank, once per game: in the last rounds, turn spare cards into VP.
        Action::Tuck(b) if matches!(decision, Decision::Bank { .. }) => {
            if f.left <= 1.0 && f.me.hand_len > 2 {
                1.5 - keep(plan, f, b)
            } else {
                -1.0
            }
        }
        Action::Tuck(b) => {
            let k = keep(plan, f, b);
            if plan.tuck(f, k) { 5.0 - k } else { -1.0 }
        }
        Action::Ship(g) => {
            let mine = f32::from(f.me.goods_of(g));
            // A shipped good is 1 VP; sold, it would be about its price in cards.
            let worth = 1.0 - 0.5 * f.future() * f.prices[g as usize];
            match decision {
                Decision::Captain => mine,
                Decision::ShipOne { .. } => worth,
                _ => mine * worth,
            }
        }
        // Earthquake: give up the building worth least.
        Action::DiscardBuilding(slot) => -slot_worth(plan, f, slot),
        Action::Pass => 0.0,
    }
}

/// What setting off `event` instead of choosing a role is worth to the plan, on the
/// scale of [`Plan::role`]. Rulebook (Ukrainian, "Events"): each event at a glance.
fn event_worth(plan: &dyn Plan, f: &Facts, event: Building) -> f32 {
    let opponents = f.others().count().max(1) as f32;
    match event {
        // Everyone fills his hand to 3 (me too): worth it with an empty hand.
        Building::DebtRelief => {
            let mine = f32::from(3u8.saturating_sub(f.me.hand_len));
            let theirs: f32 = f.others().map(|p| f32::from(3u8.saturating_sub(p.hand_len))).sum();
            mine - theirs / opponents
        }
        // Every opponent with cards gives one up: as good as a card drawn for me against
        // each of them, and better against full hands, which lose a card they wanted.
        Building::Taxes => {
            f.others()
                .map(|p| {
                    if p.hand_len >= 5 {
                        1.8
                    } else if p.hand_len > 0 {
                        1.3
                    } else {
                        0.0
                    }
                })
                .sum::<f32>()
                / opponents
        }
        Building::Amnesty => 0.3,
        // A free building of cost 1 to 4 from hand (the others build too).
        Building::Construction => {
            let best = f.v.hand.distinct().filter(|b| (1..=4).contains(&b.cost()) && !(b.is_violet() && f.me.owns(*b)));
            best.map(|b| plan.want(f, b)).fold(0.0, f32::max) - 1.5
        }
        Building::Earthquake => -2.0,
        Building::GovernorsVisit => f.v.table.roles_taken.iter().map(|r| plan.role(f, r, false)).fold(f32::MIN, f32::max),
        _ => f32::MIN,
    }
}

/// What a role gives, in about cards: to this seat as its chooser, and to the others.
/// Every plan reads these the same way and weighs them by its own rules of thumb.
pub struct RoleGain {
    /// What the chooser gets: the builder's discount and the worth of building now, the
    /// goods produced or sold, the cards drawn, the goods shipped.
    pub mine: f32,
    /// What the opponents get from the same phase, summed.
    pub theirs: f32,
}

impl RoleGain {
    /// What `role` (with `library`) gives this seat and the others, for `plan`.
    pub fn of(plan: &dyn Plan, f: &Facts, role: Role, library: bool) -> RoleGain {
        let gives = f.gives(role, library);
        let mine = match role {
            Role::Builder => {
                // The best build the plan wants, and whether the privilege makes it possible.
                let mut best = 0.0f32;
                for b in f.v.hand.distinct().filter(|b| f.affordable(*b, gives.discount)) {
                    let want = plan.want(f, b) - plan.build_threshold(f);
                    let only_now = !f.affordable(b, 0);
                    best = best.max(0.25 * want + f32::from(gives.discount.min(f.cost(b, 0))) + if only_now { 0.5 } else { 0.0 });
                }
                // A full hand loses cards to the hand limit at the next round's start:
                // spending them is worth more, and it keeps a table of savers moving.
                let full = if best > 0.0 { 0.5 * f32::from(f.me.hand_len.saturating_sub(5)) } else { 0.0 };
                best + full
            }
            Role::Producer => 0.7 * f.sale(goods_by_kind(f.me, false), gives.produce),
            Role::Trader => {
                let hall = if f.me.owns(Building::MarketHall) && f.me.goods_count() > 0 { 1.0 } else { 0.0 };
                f.sale(goods_by_kind(f.me, true), gives.sell) + hall
            }
            Role::Councillor => f32::from(gives.keep) + 0.6,
            Role::Prospector | Role::GoldDigger => f32::from(gives.draw),
            Role::Explorer => f32::from(gives.keep) + 0.3,
            Role::Captain => {
                let full = goods_by_kind(f.me, true);
                let best = full.iter().copied().max().unwrap_or(0);
                let extra = gives.ship.min(full.iter().filter(|k| **k > 0).count().saturating_sub(1) as u8);
                f32::from(best + extra) * (1.5 - f.future())
            }
            Role::Viceroy => 0.5,
        };
        RoleGain { mine, theirs: RoleGain::theirs(f, role) }
    }

    /// What the opponents get from `role`'s phase, summed: the same whatever the chooser's
    /// plan (the medium bot weighs it apart).
    pub fn theirs(f: &Facts, role: Role) -> f32 {
        let others = f.others();
        match role {
            Role::Builder => others.filter(|p| p.hand_len >= 3).count() as f32 * 0.8,
            Role::Producer => others.map(|p| 0.7 * f.sale(goods_by_kind(p, false), 1)).sum(),
            Role::Trader => others.map(|p| f.sale(goods_by_kind(p, true), 1)).sum(),
            Role::Councillor => others.map(|p| if p.owns(Building::Prefecture) { 1.6 } else { 0.9 }).sum(),
            Role::Prospector | Role::GoldDigger | Role::Viceroy => 0.0,
            Role::Explorer => others.count() as f32,
            Role::Captain => {
                let vp = 1.5 - f.future();
                others.map(|p| f32::from(p.goods_count().min(2)) * 0.5 * vp).sum()
            }
        }
    }

    /// The plain worth of the role: mine less `envy` of what the average opponent gets.
    pub fn net(&self, f: &Facts, envy: f32) -> f32 {
        self.mine - envy * self.theirs / f.others().count().max(1) as f32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameState, NoHappenings, Options};

    fn new_buildings_game() -> GameState {
        GameState::new(Options { new_buildings: true, ..Options::for_players(2) }, 11).unwrap()
    }

    #[test]
    fn the_cathedral_is_worth_more_for_each_six_cost_building_of_the_others_only() {
        let mut s = new_buildings_game();
        let worth = |s: &GameState| cathedral_worth(&Facts::of(View::of_state(s, 0)));
        let before = worth(&s);
        // Seat 0's own 6-cost building scores nothing for its Cathedral.
        s.place_building(0, Building::Palace, None, &mut NoHappenings);
        let own = worth(&s);
        assert!(own <= before, "{own} > {before}");
        s.place_building(1, Building::GuildHall, None, &mut NoHappenings);
        s.place_building(1, Building::Residence, None, &mut NoHappenings);
        let after = worth(&s);
        // Two of the others' 6-cost buildings: at least the rulebook's 7 VP.
        assert!(after >= f32::from(cathedral_vp(2)), "{after}");
        assert!(after > own + 3.0, "{after} vs {own}");
    }

    #[test]
    fn the_residence_is_worth_at_least_the_sets_the_city_makes() {
        let mut s = new_buildings_game();
        // The indigo plant, the guard room and the hut: three different buildings of cost 1.
        s.place_building(0, Building::GuardRoom, None, &mut NoHappenings);
        s.place_building(0, Building::Hut, None, &mut NoHappenings);
        let f = Facts::of(View::of_state(&s, 0));
        assert_eq!(residence_vp(f.me.city()), 4);
        assert!(residence_worth(&f) >= 4.0 + 2.0 * f.future() - 1e-4, "{}", residence_worth(&f));
        // Another seat's city makes no set for seat 0.
        let other = Facts::of(View::of_state(&s, 1));
        assert!(residence_worth(&other) < residence_worth(&f));
    }
}
