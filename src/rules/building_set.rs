//! A set of buildings (by kind, not by copy): the buildings a player owns, the distinct
//! cards in a hand, the catalogue's violet buildings. One bit per catalogue row.
//!
//! Shape: a `u64`, so the catalogue may grow to 64 kinds of card (the base game has 29;
//! the New Buildings, the Cathedral and the Events bring it to 46) without a set
//! silently dropping one: [`BUILDING_COUNT`] is checked against it at compile time.

use super::cards::{BUILDING_COUNT, Building};
use serde::{Deserialize, Serialize};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// A set of buildings of the catalogue.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct BuildingSet(u64);

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
    /// Whether `b` is in the set.
    #[inline]
    pub const fn contains(self, b: Building) -> bool {
        self.0 & (1 << (b as u32)) != 0
    }
    /// Adds `b`.
    #[inline]
    pub fn insert(&mut self, b: Building) {
        self.0 |= 1 << (b as u32);
    }
    /// Removes `b`.
    #[inline]
    pub fn remove(&mut self, b: Building) {
        self.0 &= !(1 << (b as u32));
    }
    /// The buildings in both sets.
    #[inline]
    pub const fn and(self, other: BuildingSet) -> BuildingSet {
        BuildingSet(self.0 & other.0)
    }
    /// The buildings in either set.
    #[inline]
    pub const fn or(self, other: BuildingSet) -> BuildingSet {
        BuildingSet(self.0 | other.0)
    }
    /// The buildings of `self` not in `other`.
    #[inline]
    pub const fn without(self, other: BuildingSet) -> BuildingSet {
        BuildingSet(self.0 & !other.0)
    }
    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Number of buildings in the set.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }
    /// The buildings of the set, in catalogue order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = Building> {
        let mut m = self.0;
        std::iter::from_fn(move || {
            if m == 0 {
                return None;
            }
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            Building::from_index(i)
        })
    }
}

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

impl FromIterator<Building> for BuildingSet {
    fn from_iter<T: IntoIterator<Item = Building>>(iter: T) -> Self {
        let mut s = BuildingSet::EMPTY;
        for b in iter {
            s.insert(b);
        }
        s
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
