//! A multiset of cards counted by building: hands, the discard stack, cards set aside.
//!
//! Copies of a building are indistinguishable (`cards.rs`), so a face-down pile whose
//! order does not matter is a count per building.

use super::building_set::BuildingSet;
use super::cards::{BUILDING_COUNT, Building};
use serde::{Deserialize, Serialize};

/// Bytes of a [`CardCounts`] read eight at a time by [`CardCounts::set`].
const PADDED: usize = BUILDING_COUNT.next_multiple_of(8);

/// A multiset of cards counted by building: a hand, the discard stack, cards set aside.
///
/// Shape: one `u8` count per building ([`BUILDING_COUNT`] bytes); no building has more
/// than 20 copies in any deck (10 indigo plants twice), so a count never overflows.
/// Copies of a card are identical, so this is the whole truth about a face-down pile
/// whose order does not matter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardCounts(pub [u8; BUILDING_COUNT]);

impl Default for CardCounts {
    fn default() -> Self {
        CardCounts::EMPTY
    }
}

/// As a sequence of [`BUILDING_COUNT`] counts (serde derives arrays only up to 32).
impl Serialize for CardCounts {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeTuple;
        let mut t = serializer.serialize_tuple(BUILDING_COUNT)?;
        for c in &self.0 {
            t.serialize_element(c)?;
        }
        t.end()
    }
}

impl<'de> Deserialize<'de> for CardCounts {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Counts;
        impl<'de> serde::de::Visitor<'de> for Counts {
            type Value = CardCounts;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                write!(f, "{BUILDING_COUNT} card counts")
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<CardCounts, A::Error> {
                let mut out = CardCounts::EMPTY;
                for (i, c) in out.0.iter_mut().enumerate() {
                    *c = seq.next_element()?.ok_or_else(|| serde::de::Error::invalid_length(i, &self))?;
                }
                Ok(out)
            }
        }
        deserializer.deserialize_tuple(BUILDING_COUNT, Counts)
    }
}

impl CardCounts {
    /// The empty multiset.
    pub const EMPTY: CardCounts = CardCounts([0; BUILDING_COUNT]);

    /// Copies of `b`.
    #[inline]
    pub fn count(&self, b: Building) -> u8 {
        self.0[b as usize]
    }
    /// Whether at least one `b` is present.
    #[inline]
    pub fn contains(&self, b: Building) -> bool {
        self.0[b as usize] > 0
    }
    /// Adds one `b`.
    #[inline]
    pub fn add(&mut self, b: Building) {
        self.0[b as usize] += 1;
    }
    /// Removes one copy; returns false (and changes nothing) if there is none.
    #[inline]
    pub fn remove(&mut self, b: Building) -> bool {
        let c = &mut self.0[b as usize];
        if *c == 0 {
            return false;
        }
        *c -= 1;
        true
    }
    /// Total number of cards.
    pub fn total(&self) -> usize {
        self.0.iter().map(|&c| c as usize).sum()
    }
    /// True when there is no card.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&c| c == 0)
    }
    /// The distinct buildings present.
    #[inline]
    pub fn set(&self) -> BuildingSet {
        // Eight counts at a time (this runs for every hand at every decision): a byte's
        // top bit says "nonzero", and one multiply gathers the eight top bits.
        let mut bytes = [0u8; PADDED];
        bytes[..BUILDING_COUNT].copy_from_slice(&self.0);
        let mut m = 0u64;
        for (k, chunk) in bytes.chunks_exact(8).enumerate() {
            let w = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
            let nonzero = (((w & 0x7f7f_7f7f_7f7f_7f7f) + 0x7f7f_7f7f_7f7f_7f7f) | w) & 0x8080_8080_8080_8080;
            let bits = (nonzero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56;
            m |= bits << (8 * k);
        }
        BuildingSet::from_bits(m)
    }
    /// The distinct buildings present, in catalogue order.
    #[inline]
    pub fn distinct(&self) -> impl Iterator<Item = Building> + use<> {
        self.set().iter()
    }
    /// Every card, copies repeated, in catalogue order.
    pub fn iter(&self) -> impl Iterator<Item = Building> + '_ {
        Building::ALL.into_iter().flat_map(|b| std::iter::repeat_n(b, self.count(b) as usize))
    }
    /// Adds every card of `other`.
    pub fn add_all(&mut self, other: &CardCounts) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a += *b;
        }
    }
    /// Removes every card of `other`; `None` if `other` is not a sub-multiset.
    pub fn minus(&self, other: &CardCounts) -> Option<CardCounts> {
        let mut out = *self;
        for (a, b) in out.0.iter_mut().zip(other.0.iter()) {
            *a = a.checked_sub(*b)?;
        }
        Some(out)
    }
}

impl FromIterator<Building> for CardCounts {
    fn from_iter<T: IntoIterator<Item = Building>>(iter: T) -> Self {
        let mut c = CardCounts::EMPTY;
        for b in iter {
            c.add(b);
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::building_set::masks;
    use crate::rules::cards::Kind;

    #[test]
    fn the_set_of_a_multiset_marks_exactly_the_buildings_present() {
        // Every count a byte can hold, at every position (the fast mask reads 8 at a time).
        for i in 0..BUILDING_COUNT {
            let (b, other) = (Building::ALL[i], Building::ALL[(i + 7) % BUILDING_COUNT]);
            for count in [1u8, 2, 10, 127, 128, 200, 255] {
                let mut c = CardCounts::EMPTY;
                c.0[i] = count;
                assert_eq!(c.set(), BuildingSet::of(b), "building {i} count {count}");
                c.0[other as usize] = 1;
                assert_eq!(c.set(), BuildingSet::of(b) | BuildingSet::of(other));
            }
        }
        assert_eq!(CardCounts::EMPTY.set(), BuildingSet::EMPTY);
        for b in Building::ALL {
            assert_eq!(masks::VIOLET.contains(b), b.is_violet());
            assert_eq!(masks::MONUMENT.contains(b), b.kind() == Kind::Monument);
            for k in 0..=9u8 {
                assert_eq!(masks::cost_at_most(k).contains(b), b.cost() <= k, "{b:?} at most {k}");
            }
        }
        let all: CardCounts = Building::ALL.into_iter().collect();
        assert_eq!(all.set(), BuildingSet::ALL);
    }
}
