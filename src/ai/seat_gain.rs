//! What a role's phase gives one seat, in about cards, judged from the public table: the
//! others' hands are unseen, so a build is guessed from the hand's size, goods from the
//! production buildings and the next trading-house tile's prices. With or without the
//! privilege, so a bot can weigh a role's privilege against what everyone gets from it.
//! Rulebook: "The roles" (each role's action for everyone and its privilege).

use super::facts::{Facts, goods_by_kind};
use crate::rules::{Building, CITY_LIMIT, PublicPlayer, Role, role_gives};

/// A build with the cards in hand, before what they can buy: the VP and function of a
/// cheap building.
const BUILD_BASE: f32 = 1.0;
/// A build's worth per card the hand can spend on it (a dearer building, more VP).
const BUILD_PER_CARD: f32 = 0.3;
/// A card off the cost of a build, for a seat holding cards to build with.
const DISCOUNT: f32 = 0.9;

/// What `role`'s phase gives seat `p` (`privilege`: 0 for everyone, 1 the chooser, 2 the
/// chooser with his library), in about cards; the prices are the next tile's from `f`.
pub fn public_gain(f: &Facts, p: &PublicPlayer, role: Role, privilege: u8) -> f32 {
    let gives = role_gives(role, privilege, p.owned());
    match role {
        Role::Builder => {
            if p.hand_len == 0 || p.building_count() >= CITY_LIMIT {
                return 0.0;
            }
            let spend = f32::from(p.hand_len - 1 + gives.discount).min(6.0);
            BUILD_BASE + BUILD_PER_CARD * spend + DISCOUNT * f32::from(gives.discount)
        }
        Role::Producer => 0.7 * f.sale(goods_by_kind(p, false), gives.produce),
        Role::Trader => {
            let hall = if p.owns(Building::MarketHall) && p.goods_count() > 0 { 1.0 } else { 0.0 };
            f.sale(goods_by_kind(p, true), gives.sell) + hall
        }
        // The councillor chooses the best of five; everyone else keeps one of two.
        Role::Councillor => f32::from(gives.keep) * if privilege > 0 { 1.3 } else { 0.9 } + 0.2 * f32::from(privilege),
        Role::Prospector | Role::GoldDigger => f32::from(gives.draw),
        Role::Explorer => f32::from(gives.keep) + 0.3 * f32::from(privilege.min(1)),
        Role::Captain => {
            let vp = 1.5 - f.future();
            (f32::from(p.goods_count().min(2)) * 0.5 + f32::from(gives.ship)) * vp
        }
        Role::Viceroy => 0.5 * f32::from(privilege.min(1)),
    }
}

/// What a trader phase gives seat `p` (`privilege` as in [`public_gain`]) once a producer
/// phase earlier in the round has filled up to `produced` of its empty production
/// buildings, the dearest goods first.
pub fn trade_after_production(f: &Facts, p: &PublicPlayer, privilege: u8, produced: u8) -> f32 {
    let mut full = goods_by_kind(p, true);
    let empty = goods_by_kind(p, false);
    let mut left = produced;
    let mut order = crate::rules::Good::ALL;
    order.sort_by(|a, b| f.prices[*b as usize].total_cmp(&f.prices[*a as usize]));
    for g in order {
        let k = empty[g as usize].min(left);
        full[g as usize] += k;
        left -= k;
    }
    let hall = if p.owns(Building::MarketHall) && full.iter().any(|k| *k > 0) { 1.0 } else { 0.0 };
    f.sale(full, role_gives(Role::Trader, privilege, p.owned()).sell) + hall
}

/// The privilege `seat` would choose `role` with: 2 with a library (once a round at 2
/// players, always at more), else 1.
pub fn privilege_of(p: &PublicPlayer) -> u8 {
    if p.owns(Building::Library) { 2 } else { 1 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::View;
    use crate::rules::{GameState, NoHappenings, Options};

    #[test]
    fn the_privilege_adds_to_what_everyone_gets() {
        let s = GameState::new(Options::for_players(4), 3).unwrap();
        let f = Facts::of(View::of_state(&s, 0));
        let p = s.player(1);
        for role in [Role::Builder, Role::Councillor, Role::Prospector] {
            assert!(public_gain(&f, p, role, 1) > public_gain(&f, p, role, 0), "{role:?}");
        }
        // Only the prospector draws.
        assert_eq!(public_gain(&f, p, Role::Prospector, 0), 0.0);
    }

    #[test]
    fn goods_count_for_the_trader_and_empty_buildings_for_the_producer() {
        let mut s = GameState::new(Options::for_players(4), 3).unwrap();
        s.place_building(1, Building::CoffeeRoaster, None, &mut NoHappenings);
        let f = Facts::of(View::of_state(&s, 0));
        let before = public_gain(&f, s.player(1), Role::Producer, 0);
        let seat2 = public_gain(&f, s.player(2), Role::Producer, 0);
        // Seat 1 has the indigo plant and a coffee roaster: one good, the dearer.
        assert!(before > seat2, "{before} vs {seat2}");
        assert_eq!(public_gain(&f, s.player(1), Role::Trader, 1), 0.0);
    }

    #[test]
    fn a_trader_after_a_producer_sells_the_goods_just_made() {
        let s = GameState::new(Options::for_players(4), 3).unwrap();
        let f = Facts::of(View::of_state(&s, 0));
        let p = s.player(1);
        // The indigo plant dealt is empty: nothing to sell before a producer phase.
        assert_eq!(public_gain(&f, p, Role::Trader, 0), 0.0);
        assert_eq!(trade_after_production(&f, p, 0, 0), 0.0);
        assert!(trade_after_production(&f, p, 0, 1) > 0.0);
    }
}
