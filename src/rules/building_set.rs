//! A set of buildings (by kind, not by copy): the buildings a player owns, the distinct
//! cards in a hand, the catalogue's violet buildings. One bit per catalogue row.
//!
//! Shape: a `u64`, so the catalogue may grow to 64 kinds of card (the base game has 29;
//! the New Buildings, the Cathedral and the Events bring it to 46) without a set
//! silently dropping one: [`BUILDING_COUNT`] is checked against it at compile time.

use super::bit_set::bit_set_ops;
use super::cards::{BUILDING_COUNT, Building};
use serde::{Deserialize, Serialize};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// A set of buildings of the catalogue.
///
/// Read back from a `u64` (saves, the worker's messages) through
/// [`BuildingSet::from_bits`], so that no set ever holds a bit past the catalogue.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "u64", from = "u64")]
pub struct BuildingSet(u64);

impl From<u64> for BuildingSet {
    fn from(bits: u64) -> BuildingSet {
        BuildingSet::from_bits(bits)
    }
}

impl From<BuildingSet> for u64 {
    fn from(set: BuildingSet) -> u64 {
        set.0
    }
}

const _: () = assert!(BUILDING_COUNT <= 64, "a BuildingSet holds at most 64 kinds of card");

impl BuildingSet {
    /// No building.
    pub const EMPTY: BuildingSet = BuildingSet(0);
    /// Every building of the catalogue.
    pub const ALL: BuildingSet = BuildingSet(if BUILDING_COUNT == 64 { u64::MAX } else { (1 << BUILDING_COUNT) - 1 });

    /// The set holding only `b`.
    #[inline]
    pub const fn of(b: Building) -> BuildingSet {
        BuildingSet(1 << (b as u32))
    }
    /// The set whose bit `i` stands for catalogue row `i` (bits past the catalogue are dropped).
    #[inline]
    pub const fn from_bits(bits: u64) -> BuildingSet {
        BuildingSet(bits & BuildingSet::ALL.0)
    }
    /// Bit `i` set when catalogue row `i` is in the set.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }
}

bit_set_ops!(BuildingSet, Building, Building::from_set_bit);

impl BitOr for BuildingSet {
    type Output = BuildingSet;
    #[inline]
    fn bitor(self, rhs: BuildingSet) -> BuildingSet {
        self.or(rhs)
    }
}

impl BitOrAssign for BuildingSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: BuildingSet) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for BuildingSet {
    type Output = BuildingSet;
    #[inline]
    fn bitand(self, rhs: BuildingSet) -> BuildingSet {
        self.and(rhs)
    }
}

impl BitAndAssign for BuildingSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: BuildingSet) {
        self.0 &= rhs.0;
    }
}

/// The complement within the catalogue.
impl Not for BuildingSet {
    type Output = BuildingSet;
    #[inline]
    fn not(self) -> BuildingSet {
        BuildingSet(!self.0 & BuildingSet::ALL.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_set_holds_every_building_of_the_catalogue_and_nothing_past_it() {
        let all: BuildingSet = Building::ALL.into_iter().collect();
        assert_eq!(all, BuildingSet::ALL);
        assert_eq!(all.len() as usize, BUILDING_COUNT);
        assert_eq!(all.iter().collect::<Vec<_>>(), Building::ALL.to_vec());
        assert_eq!(!BuildingSet::EMPTY, BuildingSet::ALL);
        assert_eq!(!BuildingSet::ALL, BuildingSet::EMPTY);
        assert_eq!(BuildingSet::from_bits(u64::MAX), BuildingSet::ALL);
        let last = Building::ALL[BUILDING_COUNT - 1];
        let mut s = BuildingSet::of(last);
        assert!(s.contains(last) && !s.contains(Building::ALL[0]));
        s.insert(Building::ALL[0]);
        s.remove(last);
        assert_eq!(s, BuildingSet::of(Building::ALL[0]));
    }
}
