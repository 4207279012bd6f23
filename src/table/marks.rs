//! What the other players did since the person's last decision, marked on the table
//! until his next one: the buildings they built (a "New" tag) and the cards they drew
//! (a count beside their hand). The role placards say who took them already.
//!
//! Kept from the [`Motion`]s of each applied action (see [`super::game::Game::play`]),
//! so a resumed game marks the same.

use super::motion::{Motion, Piece, Spot};
use crate::rules::MAX_PLAYERS;

/// The marks on the other seats' cities and hands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Buildings built: seat and city slot.
    built: Vec<(u8, u8)>,
    /// Cards drawn, per seat.
    drew: [u16; MAX_PLAYERS],
}

impl Marks {
    /// No marks.
    pub fn clear(&mut self) {
        *self = Marks::default();
    }

    /// Adds what `motions` did to the seats other than `human`'s.
    pub fn note(&mut self, motions: &[Motion], human: u8) {
        for m in motions {
            match (m.piece, m.from, m.to) {
                (Piece::Building(_), _, Spot::City(p, slot)) if p != human && !self.built.contains(&(p, slot)) => {
                    self.built.push((p, slot));
                }
                // The earthquake: the slots after the fallen building move up one.
                (Piece::Building(_), Spot::City(p, slot), Spot::Discard) => {
                    self.built.retain(|&b| b != (p, slot));
                    for b in self.built.iter_mut().filter(|b| b.0 == p && b.1 > slot) {
                        b.1 -= 1;
                    }
                }
                (Piece::Cards(n), _, Spot::Hand(p)) if p != human => {
                    if let Some(d) = self.drew.get_mut(usize::from(p)) {
                        *d = d.saturating_add(u16::from(n));
                    }
                }
                _ => {}
            }
        }
    }

    /// Whether the building in `seat`'s city slot `slot` was just built.
    pub fn built(&self, seat: u8, slot: usize) -> bool {
        self.built.iter().any(|&(p, s)| p == seat && usize::from(s) == slot)
    }

    /// The city slots of `seat` whose building was just built.
    pub fn built_in(&self, seat: u8) -> Vec<usize> {
        self.built.iter().filter(|b| b.0 == seat).map(|b| usize::from(b.1)).collect()
    }

    /// The cards `seat` just drew.
    pub fn drew(&self, seat: u8) -> u16 {
        self.drew.get(usize::from(seat)).copied().unwrap_or(0)
    }

    /// No mark at all.
    pub fn is_empty(&self) -> bool {
        self.built.is_empty() && self.drew.iter().all(|d| *d == 0)
    }
}
