//! What the options put on the table: the deck and the trading-house tiles. This is the
//! only place that knows the composition; everything that counts "all cards" (the
//! supply's size, the census, the unseen cards a bot samples) asks here.
//!
//! Rulebook: "Preparation"; the New Buildings and the 5–8 player game from
//! `shared/reference/CARDS.md` (the copies per source are the catalogue's columns).

use super::card_counts::CardCounts;
use super::cards::{BUILDING_COUNT, CATALOGUE, TRADING_HOUSE_TILES};
use super::options::Options;

/// The most cards any options put in the deck: the supply's capacity. Read off the
/// catalogue (base game, New Buildings, Events, and the whole second copy at 8 players).
pub const MAX_DECK: usize = {
    let mut n = 0;
    let mut i = 0;
    while i < BUILDING_COUNT {
        let c = &CATALOGUE[i].copies;
        n += c.base as usize + c.new_buildings as usize + c.events as usize + c.second_copy[3] as usize;
        i += 1;
    }
    n
};

/// The most trading-house tiles in a game: the base game's 5 and a second copy's 5.
pub const MAX_TILES: usize = 10;

/// The trading-house tiles of a game, by index into [`TRADING_HOUSE_TILES`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tiles {
    /// The tiles; only the first `len` are in the game.
    pub tiles: [u8; MAX_TILES],
    /// How many tiles the game has (5 to 10).
    pub len: u8,
}

impl Tiles {
    /// The tiles in the game.
    pub fn as_slice(&self) -> &[u8] {
        &self.tiles[..self.len as usize]
    }
}

/// Tiles a second copy adds at 5, 6, 7 and 8 players (`CARDS.md`): `1 1 2 2 2` and
/// `1 2 2 2 3`; then `1 1 2 2 3`; then `1 2 2 3 3`; then `1 1 1 2 2`.
const SECOND_COPY_TILES: [u8; 5] = [1, 3, 2, 4, 0];

impl Options {
    /// The second copy's column in the catalogue for this player count, if any.
    fn second_copy_column(&self) -> Option<usize> {
        (self.players >= 5 && !self.one_deck).then(|| (self.players.min(8) - 5) as usize)
    }

    /// Every card of a game with these options, counted by building, before the deal:
    /// the base game (either edition), the New Buildings and the Events if chosen, a
    /// second copy's cards for 5–8 players.
    pub fn deck(&self) -> CardCounts {
        let second = self.second_copy_column();
        let mut deck = CardCounts::EMPTY;
        for (count, spec) in deck.0.iter_mut().zip(CATALOGUE.iter()) {
            let c = &spec.copies;
            *count = c.base
                + if self.new_buildings { c.new_buildings } else { 0 }
                + if self.events { c.events } else { 0 }
                + second.map_or(0, |i| c.second_copy[i]);
        }
        deck
    }

    /// Number of cards in [`Options::deck`].
    pub fn deck_size(&self) -> usize {
        self.deck().total()
    }

    /// Every card of the game: the deck, and with the New Buildings the Cathedral, which
    /// lies beside the roles and never joins the supply.
    pub fn cards(&self) -> CardCounts {
        let mut cards = self.deck();
        if self.new_buildings {
            cards.add(super::cards::Building::Cathedral);
        }
        cards
    }

    /// The trading-house tiles: the base game's five, and with a second copy 2 to 5 more.
    pub fn tiles(&self) -> Tiles {
        let mut tiles = [0u8; MAX_TILES];
        let mut len = 0;
        for i in 0..TRADING_HOUSE_TILES.len() as u8 {
            tiles[len] = i;
            len += 1;
        }
        let extra = match self.second_copy_column() {
            Some(i) => i + 2,
            None => 0,
        };
        for &t in &SECOND_COPY_TILES[..extra] {
            tiles[len] = t;
            len += 1;
        }
        Tiles { tiles, len: len as u8 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Building, Edition, ExtraRoles, RoleSet};

    /// Every option set the engine accepts, and the ones still to come.
    fn option_sets() -> Vec<Options> {
        let mut out = Vec::new();
        for players in 2..=8u8 {
            for edition in [Edition::First, Edition::Second] {
                for new_buildings in [false, true] {
                    for events in [false, true] {
                        for starting_hand_variant in [false, true] {
                            out.push(Options { players, edition, new_buildings, events, starting_hand_variant, ..Options::default() });
                        }
                    }
                }
            }
        }
        out.push(Options { players: 5, one_deck: true, ..Options::default() });
        out
    }

    #[test]
    fn the_deck_for_each_option_set_has_the_rulebooks_card_count() {
        for o in option_sets() {
            let base = 110;
            let new = if o.new_buildings { 33 } else { 0 }; // 29 violet + 4 production; the Cathedral lies beside the roles
            let events = if o.events { 6 } else { 0 };
            let second = match (o.players, o.one_deck) {
                (5, false) => 35,
                (6, _) => 66,
                (7, _) => 100,
                (8, _) => 110,
                _ => 0,
            };
            assert_eq!(o.deck_size(), base + new + events + second, "{o:?}");
            assert!(o.deck_size() <= MAX_DECK);
            assert_eq!(o.deck().total(), o.deck().iter().count());
        }
        // The playable option sets today: the 1st-edition base game for 2–4 players.
        for players in 2..=4 {
            let o = Options::for_players(players);
            assert!(o.validate().is_ok());
            assert_eq!(o.deck_size(), 110);
            assert_eq!(o.deck().count(Building::IndigoPlant), 10);
        }
        assert_eq!(Options { players: 6, extra_roles: ExtraRoles::Chosen(RoleSet::EMPTY), ..Options::default() }.deck_size(), 176);
    }

    #[test]
    fn the_tiles_are_five_and_a_second_copy_adds_two_to_five() {
        assert_eq!(Options::for_players(4).tiles().as_slice(), [0, 1, 2, 3, 4]);
        let lens: Vec<u8> = (5..=8).map(|n| Options::for_players(n).tiles().len).collect();
        assert_eq!(lens, [7, 8, 9, 10]);
        let mut eight = Options::for_players(8).tiles().as_slice().to_vec();
        eight.sort();
        assert_eq!(eight, [0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
        assert_eq!(Options::for_players(5).tiles().as_slice(), [0, 1, 2, 3, 4, 1, 3]);
        assert_eq!(Options { players: 5, one_deck: true, ..Options::default() }.tiles().len, 5);
    }
}
