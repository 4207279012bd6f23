//! The game state: the public table and the hidden cards, with the seeded RNG that
//! resolves every chance outcome (shuffles, draws). The public table itself ([`Table`],
//! [`PublicPlayer`]) is in `public_table.rs`, where a phase stands ([`Step`](super::Step)) in
//! `step.rs`.
//!
//! Rulebook: "Preparation". Shape: everything is fixed-size (card counts per building,
//! cities of at most 12 buildings, [`MAX_PLAYERS`] seats, a supply of at most
//! [`MAX_DECK`] cards), so cloning a state is one small memory copy and no action
//! allocates. The options decide how much of it a game uses.

use super::action::Decision;
use super::building_set::BuildingSet;
use super::card_counts::CardCounts;
use super::cards::{BUILDING_COUNT, Building, CATALOGUE, Good, TRADING_HOUSE_TILES};
use super::deck::{MAX_DECK, MAX_TILES};
use super::happening::{Happening, HappeningSink};
use super::options::{Options, OptionsError};
use super::public_table::{CITY_LIMIT, MAX_PLAYERS, PublicPlayer, Table, seat_index};
use super::step::Phase;
use super::version::RECORD_VERSION;
use rand::RngExt;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

/// Hand limit at the start of a round; with a tower [`TOWER_HAND_LIMIT`].
pub const HAND_LIMIT: u8 = 7;
/// Hand limit of a tower's owner.
pub const TOWER_HAND_LIMIT: u8 = 12;

/// Most copies of one building in any deck (the indigo plants of two base games).
const MAX_COPIES: usize = {
    let mut most = 0;
    let mut i = 0;
    while i < BUILDING_COUNT {
        let c = &CATALOGUE[i].copies;
        let n = c.base as usize + c.new_buildings as usize + c.events as usize + c.second_copy[3] as usize;
        if n > most {
            most = n;
        }
        i += 1;
    }
    most
};

/// Lays `cards` out at the start of `supply` in catalogue order, each building's copies
/// together (the order of [`CardCounts::iter`], which a shuffle starts from); returns
/// how many. Each building writes [`MAX_COPIES`] cards and keeps its count of them, so
/// the loop has no branch on how many there are (a setup and every reshuffle run it).
fn lay_out(cards: &CardCounts, supply: &mut [Building; MAX_DECK]) -> usize {
    let mut room = [Building::IndigoPlant; MAX_DECK + MAX_COPIES];
    let mut len = 0;
    for (b, &count) in Building::ALL.iter().zip(cards.0.iter()) {
        room[len..len + MAX_COPIES].fill(*b);
        len = (len + count as usize).min(MAX_DECK);
    }
    supply[..len].copy_from_slice(&room[..len]);
    len
}

/// The random number generator a game owns: a named algorithm, so a seed means the same
/// game on every platform and every version of `rand`.
pub type GameRng = Pcg64Mcg;

/// A whole game: the table, the hidden cards and the RNG.
///
/// Made by [`GameState::new`]; changed only by `apply`. Same options, seed and actions
/// give the same game.
#[derive(Clone, Debug)]
pub struct GameState {
    pub(crate) table: Table,
    pub(crate) rng: GameRng,
    /// The supply; the top card is `supply[supply_len - 1]`.
    pub(crate) supply: [Building; MAX_DECK],
    pub(crate) discard: CardCounts,
    pub(crate) hands: [CardCounts; MAX_PLAYERS],
    /// Per seat: the distinct buildings in hand, kept in step with `hands` (legal
    /// actions are read off it at most decisions).
    pub(crate) hand_masks: [BuildingSet; MAX_PLAYERS],
    /// The card lying face down as a good on each city slot.
    pub(crate) goods: [[Option<Building>; CITY_LIMIT]; MAX_PLAYERS],
    /// Cards under each player's chapel (the count is hidden from opponents).
    pub(crate) chapels: [u16; MAX_PLAYERS],
    pub(crate) chapel_cards: CardCounts,
    /// Cards under each player's bank and harbor (hidden like the chapel's).
    pub(crate) banks: [u16; MAX_PLAYERS],
    pub(crate) harbors: [u16; MAX_PLAYERS],
    /// The cards under every bank and every harbor, and the goods shipped by captains
    /// (face down, nobody knows them).
    pub(crate) vault_cards: CardCounts,
    pub(crate) pending: CardCounts,
    /// Trading-house tile order after the setup shuffle (the first `tile_count`).
    pub(crate) tiles: [u8; MAX_TILES],
    /// Of the counts in `chapels`, `banks` and `harbors`, those a crane covered with their
    /// building (record version 3): they lie under that city slot, not under the building
    /// of that kind in play, and go with the slot in an Earthquake. Hidden like the counts;
    /// empty in most games, so a clone copies one empty vector.
    pub(crate) buried: Vec<Buried>,
}

/// Cards under a city slot that a crane covered a chapel, bank or harbor on: see
/// [`GameState`]'s `buried`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Buried {
    /// The seat whose city it is in.
    pub seat: u8,
    /// The city slot they lie under.
    pub slot: u8,
    /// The building they were tucked under: chapel, bank or harbor.
    pub under: Building,
    /// How many cards.
    pub cards: u16,
}

impl GameState {
    /// Sets up a game. Rulebook: "Preparation" (and "Variant" for the starting hands).
    ///
    /// Errors: [`OptionsError`] for options this engine cannot play.
    pub fn new(options: Options, seed: u64) -> Result<GameState, OptionsError> {
        // Collected and dropped, not `NoHappenings`: one copy of the setup's code in the
        // page, whose other setups collect them.
        GameState::new_with(options, seed, &mut Vec::<Happening>::new())
    }

    /// As [`GameState::new`], reporting the happenings of setup and of anything that happens
    /// before the first decision.
    pub fn new_with<E: HappeningSink>(options: Options, seed: u64, happened: &mut E) -> Result<GameState, OptionsError> {
        GameState::new_for_record_version(options, seed, RECORD_VERSION, happened)
    }

    /// As [`GameState::new_with`], following the rules' timing as of game-record version
    /// `version`, so that a record or a save made then replays the same game: version 1
    /// turned the discard stack into a new supply only when a draw found the supply
    /// empty; from version 2 that happens as soon as the last supply card is drawn.
    /// Versions 1 and 2 refused the crane over the Cathedral, shipped all the captain's
    /// goods of the kind he named and kept a player's chapel cards as one pile; version 3
    /// allows the first, asks the second and keeps covered cards with their slot.
    pub(crate) fn new_for_record_version<E: HappeningSink>(
        options: Options,
        seed: u64,
        version: u32,
        happened: &mut E,
    ) -> Result<GameState, OptionsError> {
        options.validate()?;
        let n = options.players;
        let mut rng = GameRng::seed_from_u64(seed);
        let governor = match options.governor {
            Some(g) => g,
            None => rng.random_range(0..n),
        };
        let tile_set = options.tiles();
        let mut tiles = tile_set.tiles;
        tiles[..tile_set.len as usize].shuffle(&mut rng);

        // One indigo plant per player is dealt face up as his first building.
        let mut deck = options.deck();
        deck.0[Building::IndigoPlant as usize] -= n;
        let mut supply = [Building::IndigoPlant; MAX_DECK];
        let len = lay_out(&deck, &mut supply);
        supply[..len].shuffle(&mut rng);

        let table = Table::at_setup(options, governor, len as u16, tile_set.len, version);
        let mut s = GameState {
            table,
            rng,
            supply,
            discard: CardCounts::EMPTY,
            hands: [CardCounts::EMPTY; MAX_PLAYERS],
            hand_masks: [BuildingSet::EMPTY; MAX_PLAYERS],
            goods: [[None; CITY_LIMIT]; MAX_PLAYERS],
            chapels: [0; MAX_PLAYERS],
            chapel_cards: CardCounts::EMPTY,
            banks: [0; MAX_PLAYERS],
            harbors: [0; MAX_PLAYERS],
            vault_cards: CardCounts::EMPTY,
            pending: CardCounts::EMPTY,
            tiles,
            buried: Vec::new(),
        };
        for k in 0..n {
            let p = (governor + k) % n;
            let cards = if options.starting_hand_variant { 5 + k } else { 4 };
            for _ in 0..cards {
                if let Some(c) = s.draw(p, happened) {
                    s.hand_add(p, c);
                }
            }
        }
        happened.push(Happening::GameStarted { governor });
        if !options.starting_hand_variant {
            s.table.phase = Phase::ChooseRole;
            happened.push(Happening::RoundStarted { round: 1, governor });
        }
        s.advance(happened);
        Ok(s)
    }

    /// The public table.
    #[inline]
    pub fn table(&self) -> &Table {
        &self.table
    }
    /// The options the game was set up with.
    pub fn options(&self) -> &Options {
        &self.table.options
    }
    /// Number of players.
    #[inline]
    pub fn players(&self) -> u8 {
        self.table.options.players
    }
    /// The seat asked to decide now, `None` once the game is over.
    #[inline]
    pub fn to_move(&self) -> Option<u8> {
        self.table.to_move()
    }
    /// True once the game has ended ([`Decision::GameOver`]).
    #[inline]
    pub fn is_over(&self) -> bool {
        self.table.is_over()
    }
    /// The public view of seat `p`. Panics if `p` is not below [`MAX_PLAYERS`].
    pub fn player(&self, p: u8) -> &PublicPlayer {
        &self.table.players[p as usize]
    }
    /// Every seat in turn order (clockwise) starting with `first`.
    #[inline]
    pub(crate) fn seats_from(&self, first: u8) -> impl Iterator<Item = u8> + use<> {
        let n = self.players();
        (0..n).map(move |k| (first + k) % n)
    }
    /// The hand of seat `p` (hidden from the others).
    pub fn hand(&self, p: u8) -> &CardCounts {
        &self.hands[p as usize]
    }
    /// Cards under seat `p`'s chapel (hidden from the others).
    pub fn chapel_count(&self, p: u8) -> u16 {
        self.chapels[p as usize]
    }
    /// Cards under seat `p`'s bank (hidden from the others).
    pub fn bank_count(&self, p: u8) -> u16 {
        self.banks[p as usize]
    }
    /// Cards under seat `p`'s harbor (hidden from the others).
    pub fn harbor_count(&self, p: u8) -> u16 {
        self.harbors[p as usize]
    }
    /// The face of the good on city slot `slot` of seat `p` (hidden from everyone).
    pub fn good_card(&self, p: u8, slot: usize) -> Option<Building> {
        self.goods.get(p as usize)?.get(slot).copied().flatten()
    }
    /// Cards drawn and awaiting a keep (councillor: hidden from the others; gold mine: public).
    pub fn pending(&self) -> &CardCounts {
        &self.pending
    }
    /// The trading-house tile turned over during this trader phase.
    pub fn current_tile(&self) -> Option<[u8; 5]> {
        self.table.current_tile
    }

    /// Every card of the game counted by building, wherever it lies: supply, discard
    /// stack, hands, cities, covered buildings, goods, chapels, banks, harbors, drawn cards
    /// pending, a building being paid for, the Cathedral beside the roles and the event
    /// cards face up or set off. Always equals
    /// [`Options::cards`]; the property tests check it.
    pub fn census(&self) -> CardCounts {
        let mut c = self.discard;
        for b in &self.supply[..self.table.supply_len as usize] {
            c.add(*b);
        }
        for p in 0..self.players() as usize {
            c.add_all(&self.hands[p]);
            for (slot, b) in self.table.players[p].city().iter().enumerate() {
                c.add(*b);
                if let Some(g) = self.goods[p][slot] {
                    c.add(g);
                }
            }
        }
        c.add_all(&self.table.covered);
        c.add_all(&self.chapel_cards);
        c.add_all(&self.vault_cards);
        c.add_all(&self.pending);
        if self.table.cathedral_available {
            c.add(Building::Cathedral);
        }
        for e in (self.table.events_face_up | self.table.events_gone).iter() {
            c.add(e);
        }
        if let Decision::Pay { building, .. } = self.table.step.ask {
            c.add(building);
        }
        c
    }

    /// The decision asked now. See [`Decision`].
    #[inline]
    pub fn decision(&self) -> Decision {
        self.table.decision()
    }

    // ---- card movements (each keeps the public counts in step) ----

    #[inline]
    pub(crate) fn hand_add(&mut self, p: u8, b: Building) {
        self.hands[seat_index(p)].add(b);
        self.hand_masks[seat_index(p)].insert(b);
        self.table.players[seat_index(p)].hand_len += 1;
    }
    #[inline]
    pub(crate) fn hand_remove(&mut self, p: u8, b: Building) -> bool {
        if self.hands[seat_index(p)].remove(b) {
            if !self.hands[seat_index(p)].contains(b) {
                self.hand_masks[seat_index(p)].remove(b);
            }
            self.table.players[seat_index(p)].hand_len -= 1;
            true
        } else {
            false
        }
    }
    /// The distinct buildings in seat `p`'s hand.
    #[inline]
    pub(crate) fn hand_mask(&self, p: u8) -> BuildingSet {
        self.hand_masks[seat_index(p)]
    }
    /// Recomputes the hand masks after the hands were set wholesale.
    pub(crate) fn sync_hand_masks(&mut self) {
        self.hand_masks = self.hands.map(|h| h.set());
    }
    /// Puts card `b` face down on the discard stack.
    #[inline]
    pub(crate) fn put_on_discard_stack(&mut self, b: Building) {
        self.discard.add(b);
        self.table.discard_len += 1;
    }

    /// Draws the top card of the supply face up (into a hand, a councillor's draw, a gold
    /// mine's or a goldsmith's reveal): an event card seen so is laid face up beside the
    /// roles and the next card drawn in its place. `None` when supply and discard stack
    /// are both empty: the draw is skipped.
    ///
    /// Rulebook (the Events): "whenever an event card appears ... it is laid beside the
    /// role cards at once and another card is drawn to replace it".
    #[inline]
    pub(crate) fn draw<E: HappeningSink>(&mut self, p: u8, happened: &mut E) -> Option<Building> {
        loop {
            let card = self.draw_face_down(p, happened)?;
            if !card.is_event() {
                return Some(card);
            }
            self.table.events_face_up.insert(card);
            happened.push(Happening::EventTurnedUp { player: p, event: card });
        }
    }

    /// Draws the top card of the supply without looking at it (a good, the customs
    /// office's good), shuffling the discard stack into a new supply when it is empty.
    /// `None` when both are empty: the draw is skipped.
    ///
    /// Rulebook: "When the card supply is exhausted, shuffle the discard stack and place
    /// it face down as the new card supply": as soon as the last card is drawn. If the
    /// discard stack is empty then, the next draw shuffles whatever was discarded since.
    #[inline]
    pub(crate) fn draw_face_down<E: HappeningSink>(&mut self, p: u8, happened: &mut E) -> Option<Building> {
        if self.table.supply_len == 0 && !self.reshuffle(happened) {
            happened.push(Happening::DrawSkipped { player: p });
            return None;
        }
        self.table.supply_len -= 1;
        let card = self.supply[self.table.supply_len as usize];
        if self.table.supply_len == 0 && !self.table.reshuffle_on_empty_draw {
            self.reshuffle(happened);
        }
        Some(card)
    }

    /// The supply is empty: the discard stack, shuffled, becomes the new supply. `false`
    /// when the discard stack is empty too.
    #[cold]
    fn reshuffle<E: HappeningSink>(&mut self, happened: &mut E) -> bool {
        if self.table.discard_len == 0 {
            return false;
        }
        let len = lay_out(&self.discard, &mut self.supply);
        self.supply[..len].shuffle(&mut self.rng);
        self.discard = CardCounts::EMPTY;
        self.table.discard_len = 0;
        self.table.supply_len = len as u16;
        happened.push(Happening::SupplyReshuffled { cards: len as u16 });
        true
    }

    /// Draws up to `n` cards into `p`'s hand; reports them; returns how many came.
    pub(crate) fn draw_to_hand<E: HappeningSink>(&mut self, p: u8, n: u8, reason: super::happening::DrawReason, happened: &mut E) -> u8 {
        let got = self.draw_into_hand(p, n, happened);
        if got > 0 {
            happened.push(Happening::Drew { player: p, cards: got, reason });
        }
        got
    }

    /// Draws up to `n` cards into `p`'s hand without saying why (the caller reports it);
    /// returns how many came.
    pub(crate) fn draw_into_hand<E: HappeningSink>(&mut self, p: u8, n: u8, happened: &mut E) -> u8 {
        let mut got = 0;
        for _ in 0..n {
            match self.draw(p, happened) {
                Some(c) => {
                    self.hand_add(p, c);
                    got += 1;
                }
                None => break,
            }
        }
        got
    }

    /// Draws up to `n` cards into the pending pile; returns how many came.
    pub(crate) fn draw_pending<E: HappeningSink>(&mut self, p: u8, n: u8, happened: &mut E) -> u8 {
        let mut got = 0;
        for _ in 0..n {
            match self.draw(p, happened) {
                Some(c) => {
                    self.pending.add(c);
                    got += 1;
                }
                None => break,
            }
        }
        self.table.pending_len = got;
        got
    }

    /// Moves one pending card to `p`'s hand.
    pub(crate) fn pending_to_hand(&mut self, p: u8, b: Building) -> bool {
        if self.pending.remove(b) {
            self.table.pending_len -= 1;
            self.hand_add(p, b);
            true
        } else {
            false
        }
    }

    /// Moves every pending card to `p`'s hand.
    pub(crate) fn pending_all_to_hand(&mut self, p: u8) {
        let pending = std::mem::take(&mut self.pending);
        self.hands[seat_index(p)].add_all(&pending);
        self.hand_masks[seat_index(p)] |= pending.set();
        self.table.players[seat_index(p)].hand_len += self.table.pending_len;
        self.table.pending_len = 0;
    }

    /// Discards every pending card; returns how many.
    pub(crate) fn discard_pending(&mut self) -> u8 {
        let n = self.table.pending_len;
        let pending = std::mem::take(&mut self.pending);
        self.discard.add_all(&pending);
        self.table.discard_len += u16::from(n);
        self.table.pending_len = 0;
        n
    }

    /// Puts the card `card` face down as a good on `p`'s city slot `slot`.
    pub(crate) fn set_good(&mut self, p: u8, slot: usize, card: Building) {
        self.goods[seat_index(p)][slot] = Some(card);
        self.table.players[seat_index(p)].goods_mask |= 1 << slot;
    }

    /// Takes the good off `p`'s city slot `slot` (it is sold, spent or lost).
    pub(crate) fn take_good(&mut self, p: u8, slot: usize) -> Option<Building> {
        self.table.players[seat_index(p)].goods_mask &= !(1 << slot);
        self.goods[seat_index(p)][slot].take()
    }

    /// Price in cards of `good` on the trading-house tile face up now.
    pub(crate) fn price(&self, good: Good) -> u8 {
        self.table.current_tile.map_or(0, |t| t[good as usize])
    }

    /// Turns over the next trading-house tile.
    pub(crate) fn reveal_tile<E: HappeningSink>(&mut self, happened: &mut E) {
        let k = (self.table.tile_draws % u16::from(self.table.tile_count)) as usize;
        let idx = self.tiles[k];
        if self.table.tile_draws < u16::from(self.table.tile_count) {
            self.table.known_tiles[k] = idx;
        }
        self.table.tile_draws = self.table.tile_draws.wrapping_add(1);
        let tile = TRADING_HOUSE_TILES[idx as usize];
        self.table.current_tile = Some(tile);
        happened.push(Happening::TileRevealed { tile });
    }
}
