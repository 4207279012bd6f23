//! What a role gives one player: the one place that turns the role, the privilege (none,
//! the chooser's, or doubled by his library) and the player's buildings into cards drawn
//! and kept, goods produced and sold, and the builder's discount. The role phases, the
//! bots, and later buildings and events read it from here.
//!
//! Rulebook: "The roles" (builder, producer, trader, councillor, prospector), "Library",
//! and the buildings that change a role's reach: aqueduct, trading post, prefecture.

use super::action::Role;
use super::building_set::BuildingSet;
use super::cards::Building;

/// What one role gives one player in its phase. Shapes: counts of cards or goods.
///
/// Buildings whose effect depends on what happens in the phase (the smithy and quarry on
/// the building chosen, the well, market stand and hall on what was produced or sold,
/// the archive on where the cards go) are applied by the phase itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RoleGives {
    /// Builder: cards off the cost of his build (the privilege: 1, with a library 2).
    pub discount: u8,
    /// Producer: goods he may produce at most (1, the producer +1 or +2, aqueduct +1).
    pub produce: u8,
    /// Trader: goods he may sell at most (1, the trader +1 or +2, trading post +1).
    pub sell: u8,
    /// Councillor: cards drawn (2, the councillor 5, with a library 8); prospector: the
    /// cards his privilege draws (1, with a library 2).
    pub draw: u8,
    /// Councillor: of the cards drawn, how many he keeps (1, with a prefecture 2);
    /// prospector and gold digger: as many as he draws; explorer: cards he takes of those
    /// turned over (1, the explorer with a library 2).
    pub keep: u8,
    /// Captain: goods of other kinds his privilege ships, one of each (1, with a library 2).
    pub ship: u8,
}

/// What `role` gives a player with `privilege` (0: not the chooser; 1: the chooser; 2:
/// the chooser doubling it with his library) who owns `owned`.
#[inline]
pub fn role_gives(role: Role, privilege: u8, owned: BuildingSet) -> RoleGives {
    let none = RoleGives::default();
    match role {
        Role::Builder => RoleGives { discount: privilege, ..none },
        Role::Producer => RoleGives { produce: 1 + privilege + u8::from(owned.contains(Building::Aqueduct)), ..none },
        Role::Trader => RoleGives { sell: 1 + privilege + u8::from(owned.contains(Building::TradingPost)), ..none },
        Role::Councillor => {
            let draw = 2 + 3 * privilege;
            RoleGives { draw, keep: 1 + u8::from(owned.contains(Building::Prefecture)), ..none }
        }
        Role::Prospector | Role::GoldDigger => RoleGives { draw: privilege, keep: privilege, ..none },
        // The explorer's privilege is his library's extra card; being first to take is
        // the action's order.
        Role::Explorer => RoleGives { keep: 1 + u8::from(privilege >= 2), ..none },
        Role::Captain => RoleGives { ship: privilege, ..none },
        // The viceroy's privilege is the next round's first turn.
        Role::Viceroy => none,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_library_doubles_exactly_the_privilege() {
        let nothing = BuildingSet::EMPTY;
        let at = |role, privilege| role_gives(role, privilege, nothing);
        assert_eq!([0, 1, 2].map(|p| at(Role::Builder, p).discount), [0, 1, 2]);
        assert_eq!([0, 1, 2].map(|p| at(Role::Producer, p).produce), [1, 2, 3]);
        assert_eq!([0, 1, 2].map(|p| at(Role::Trader, p).sell), [1, 2, 3]);
        assert_eq!([0, 1, 2].map(|p| at(Role::Councillor, p).draw), [2, 5, 8]);
        assert_eq!([0, 1, 2].map(|p| at(Role::Prospector, p).draw), [0, 1, 2]);
        assert_eq!([0, 1, 2].map(|p| at(Role::GoldDigger, p).draw), [0, 1, 2]);
        assert_eq!([0, 1, 2].map(|p| at(Role::Explorer, p).keep), [1, 1, 2]);
        assert_eq!([0, 1, 2].map(|p| at(Role::Captain, p).ship), [0, 1, 2]);
        assert_eq!(at(Role::Viceroy, 2), RoleGives::default());
    }

    #[test]
    fn aqueduct_trading_post_and_prefecture_add_one_each() {
        let owned: BuildingSet = [Building::Aqueduct, Building::TradingPost, Building::Prefecture].into_iter().collect();
        assert_eq!(role_gives(Role::Producer, 0, owned).produce, 2);
        assert_eq!(role_gives(Role::Trader, 1, owned).sell, 3);
        assert_eq!(role_gives(Role::Councillor, 0, owned).keep, 2);
        assert_eq!(role_gives(Role::Councillor, 0, BuildingSet::EMPTY).keep, 1);
    }
}
