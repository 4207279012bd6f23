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

bit_set_ops!(BuildingSet, Building, building_of_bit);

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

// A building's questions that a set of the catalogue answers, here with the sets (the
// catalogue, `cards.rs`, knows no sets).
impl Building {
    /// True for an event card (the Events), which is no building.
    #[inline]
    pub const fn is_event(self) -> bool {
        masks::EVENT.contains(self)
    }
    /// True for every violet building.
    #[inline]
    pub const fn is_violet(self) -> bool {
        // A bit test rather than a match on the kind: no branch in the builder's checks.
        masks::VIOLET.contains(self)
    }
}

/// The building of a set's bit `bit` (0..64): a set holds only the catalogue's bits, so
/// this never fails and a set's iteration tests nothing more than its mask.
#[inline]
const fn building_of_bit(bit: usize) -> Option<Building> {
    Some(BY_SET_BIT[bit & 63])
}

/// [`Building::ALL`] padded to a `u64`'s 64 bits (the padding is never read: no set has
/// those bits).
const BY_SET_BIT: [Building; 64] = {
    let mut t = [Building::IndigoPlant; 64];
    let mut i = 0;
    while i < BUILDING_COUNT {
        t[i] = Building::ALL[i];
        i += 1;
    }
    t
};

/// Sets of buildings read off the catalogue: the violet buildings, the monuments, and
/// per cost `k` (0..=6) the buildings costing at most `k`.
pub mod masks {
    use super::BuildingSet;
    use crate::rules::cards::{BUILDING_COUNT, CATALOGUE, Kind, MAX_COST};

    /// The set of the catalogue's buildings for which `$test` holds, `$card` being the
    /// building's catalogue entry. A macro because const fns cannot take a closure.
    macro_rules! mask_where {
        (|$card:ident| $test:expr) => {{
            let mut m = 0u64;
            let mut i = 0;
            while i < BUILDING_COUNT {
                let $card = &CATALOGUE[i];
                if $test {
                    m |= 1 << i;
                }
                i += 1;
            }
            BuildingSet::from_bits(m)
        }};
    }

    /// Every violet building (monuments and six-cost buildings included).
    pub const VIOLET: BuildingSet = mask_where!(|card| card.kind.is_violet());

    /// The monuments (statue, victory column, hero).
    pub const MONUMENT: BuildingSet = mask_where!(|card| matches!(card.kind, Kind::Monument));

    /// `COST_AT_MOST[k]`: the buildings whose printed cost is at most `k`.
    pub const COST_AT_MOST: [BuildingSet; MAX_COST as usize + 1] = {
        let mut t = [BuildingSet::EMPTY; MAX_COST as usize + 1];
        let mut k = 0;
        while k <= MAX_COST as usize {
            t[k] = mask_where!(|card| card.cost as usize <= k);
            k += 1;
        }
        t
    };

    /// The buildings costing at most `k` cards (any `k`; `MAX_COST`, the dearest
    /// building's cost, and above is every building).
    #[inline]
    pub const fn cost_at_most(k: u8) -> BuildingSet {
        COST_AT_MOST[if k > MAX_COST { MAX_COST as usize } else { k as usize }]
    }

    /// The event cards (the Events).
    pub const EVENT: BuildingSet = mask_where!(|card| matches!(card.kind, Kind::Event));

    /// The 6-cost buildings (the Cathedral counts them in opponents' cities).
    pub const SIX_COST: BuildingSet = mask_where!(|card| matches!(card.kind, Kind::SixCost));
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
