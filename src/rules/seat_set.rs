//! A set of seats: the players who did something that works once per round, phase or
//! game (used the library, the bank, the harbor, the gold mine; built a tavern).
//!
//! Shape: a `u8`, bit `i` for seat `i` (`public_table.rs` checks that `MAX_PLAYERS` seats
//! fit). Serialized as that number (the shape the table's fields had before they were
//! sets), e.g. `5` for seats 0 and 2.

use super::bit_set::bit_set_ops;
use serde::{Deserialize, Serialize};

/// A set of seats, 0-based.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SeatSet(u8);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);
}

bit_set_ops!(SeatSet, u8, |i: usize| u8::try_from(i).ok());

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_set_lists_its_seats_in_order_and_reads_back_as_the_number_it_was() {
        let mut s: SeatSet = [2, 0].into_iter().collect();
        assert!(s.contains(0) && s.contains(2) && !s.contains(1));
        assert_eq!(s.iter().collect::<Vec<_>>(), [0, 2]);
        assert_eq!(serde_json::to_string(&s).unwrap(), "5");
        assert_eq!(serde_json::from_str::<SeatSet>("5").unwrap(), s);
        assert_eq!(bincode::serialize(&s).unwrap(), bincode::serialize(&5u8).unwrap());
        s.insert(7);
        s.remove(0);
        assert_eq!((s.len(), s.iter().collect::<Vec<_>>()), (2, vec![2, 7]));
    }
}
