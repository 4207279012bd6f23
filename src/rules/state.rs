//! The game state: the public table and the hidden cards, with the seeded RNG that
//! resolves every chance outcome (shuffles, draws).
//!
//! Rulebook: "Preparation". Shape: everything is fixed-size (card counts per building,
//! cities of at most 12 buildings, [`MAX_PLAYERS`] seats, a supply of at most
//! [`MAX_DECK`] cards), so cloning a state is one small memory copy and no action
//! allocates. The options decide how much of it a game uses.

use super::action::{Decision, ROLE_COUNT, Role};
use super::building_set::BuildingSet;
use super::cards::{BUILDING_COUNT, Building, CATALOGUE, CardCounts, Good, TRADING_HOUSE_TILES};
use super::deck::{MAX_DECK, MAX_TILES};
use super::role_set::RoleSet;
use super::seat_set::SeatSet;
pub use super::step::{Phase, Step, Tally};
use super::happening::{Happening, HappeningSink, NoHappenings};
use super::options::{Options, OptionsError};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand::RngExt;
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};

/// Most players in one game (the types' size; [`Options::validate`] says which counts
/// are playable).
pub const MAX_PLAYERS: usize = 8;

/// The index of seat `p` into the per-seat arrays. Every seat the engine holds is below
/// [`MAX_PLAYERS`] (it comes from the options, the step or a checked action): the
/// remainder only lets the compiler drop the bounds check on the hot path.
#[inline]
pub(crate) const fn seat_index(p: u8) -> usize {
    p as usize % MAX_PLAYERS
}

/// A [`SeatSet`] (a `u8`) holds every seat.
const _: () = assert!(MAX_PLAYERS <= 8, "a SeatSet holds at most 8 seats");

/// Buildings that end the game; no city holds more.
pub const CITY_LIMIT: usize = 12;
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

/// What everyone at the table can see of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PublicPlayer {
    /// Cards in hand (the number is public, the faces are not).
    pub hand_len: u8,
    pub(super) city: [Building; CITY_LIMIT],
    pub(super) city_len: u8,
    /// Bit `i`: city slot `i` holds a good (face down).
    pub(super) goods_mask: u16,
    /// The buildings in the city, covered ones not.
    owned: BuildingSet,
    /// Per good: bit `i` set when city slot `i` is a production building of that good.
    by_good: [u16; 5],
}

impl PublicPlayer {
    fn new() -> PublicPlayer {
        PublicPlayer {
            hand_len: 0,
            city: [Building::IndigoPlant; CITY_LIMIT],
            city_len: 1,
            goods_mask: 0,
            owned: BuildingSet::of(Building::IndigoPlant),
            by_good: [1, 0, 0, 0, 0],
        }
    }
    /// The buildings in play, in the order built (a crane's building takes the covered
    /// building's slot). Covered buildings are not in it.
    #[inline]
    pub fn city(&self) -> &[Building] {
        &self.city[..self.city_len as usize]
    }
    /// Number of buildings counting toward the 12 that end the game.
    #[inline]
    pub fn building_count(&self) -> usize {
        self.city_len as usize
    }
    /// Whether a building of this kind is in play (not covered).
    #[inline]
    pub fn owns(&self, b: Building) -> bool {
        self.owned.contains(b)
    }
    /// The buildings in play (not covered).
    #[inline]
    pub fn owned(&self) -> BuildingSet {
        self.owned
    }
    /// The city slot of building `b`, if it is in play (a violet building is there once).
    #[inline]
    pub fn slot_of(&self, b: Building) -> Option<usize> {
        if !self.owns(b) {
            return None;
        }
        self.city().iter().position(|x| *x == b)
    }
    /// Whether city slot `slot` holds a good.
    #[inline]
    pub fn has_good(&self, slot: usize) -> bool {
        self.goods_mask & (1 << slot) != 0
    }
    /// Number of goods on production buildings.
    #[inline]
    pub fn goods_count(&self) -> u8 {
        self.goods_mask.count_ones() as u8
    }
    /// First slot of a `good` production building that is empty (`want_good` false) or
    /// holds a good (`want_good` true), skipping `except`.
    #[inline]
    pub(crate) fn find_slot(&self, good: Good, want_good: bool, except: Option<u8>) -> Option<usize> {
        let goods = if want_good { self.goods_mask } else { !self.goods_mask };
        let except = except.map_or(0, |s| 1u16 << s);
        let m = self.by_good[good as usize] & goods & !except;
        (m != 0).then(|| m.trailing_zeros() as usize)
    }
    /// The goods (bit `g` for `Good` `g`, in [`Good::ALL`] order) for which
    /// [`find_slot`](PublicPlayer::find_slot) finds a slot, skipping `except`: one mask
    /// without a branch per good, so that listing them mispredicts once, not per good.
    #[inline]
    pub(crate) fn goods_with_slot(&self, want_good: bool, except: Option<u8>) -> u8 {
        let goods = if want_good { self.goods_mask } else { !self.goods_mask };
        let except = except.map_or(0, |s| 1u16 << s);
        let mut m = 0u8;
        for (g, slots) in self.by_good.iter().enumerate() {
            m |= u8::from(slots & goods & !except != 0) << g;
        }
        m
    }
    /// Number of production buildings in the city (covered ones not counted).
    #[inline]
    pub fn production_count(&self) -> u8 {
        self.by_good.iter().fold(0, |m, g| m | g).count_ones() as u8
    }
    /// Number of different goods the city's production buildings produce.
    #[inline]
    pub fn production_kinds(&self) -> u8 {
        self.by_good.iter().filter(|g| **g != 0).count() as u8
    }
    /// Number of goods of kind `good` on the city's production buildings.
    #[inline]
    pub fn goods_of(&self, good: Good) -> u8 {
        (self.by_good[good as usize] & self.goods_mask).count_ones() as u8
    }
    /// Whether the city has a production building of `good`.
    #[inline]
    pub fn produces(&self, good: Good) -> bool {
        self.by_good[good as usize] != 0
    }
    /// Number of production buildings with no good.
    #[inline]
    pub(crate) fn empty_production(&self) -> u8 {
        let production = self.by_good.iter().fold(0, |m, g| m | g);
        (production & !self.goods_mask).count_ones() as u8
    }
    /// Builds `b` in a new slot (the city has room): what it owns grows by that one.
    #[inline]
    pub(super) fn push_building(&mut self, b: Building) {
        let slot = self.city_len as usize;
        self.city[slot] = b;
        self.city_len += 1;
        self.owned.insert(b);
        if let Some(g) = b.good() {
            self.by_good[g as usize] |= 1 << slot;
        }
    }
    pub(super) fn recompute_owned(&mut self) {
        self.owned = BuildingSet::EMPTY;
        self.by_good = [0; 5];
        for (i, b) in self.city[..self.city_len as usize].iter().enumerate() {
            self.owned.insert(*b);
            if let Some(g) = b.good() {
                self.by_good[g as usize] |= 1 << i;
            }
        }
    }
}

/// Everything on the table that every player may know.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Table {
    /// The options the game was set up with.
    pub options: Options,
    /// Round number, from 1.
    pub round: u16,
    /// Seat holding the governor placard.
    pub governor: u8,
    /// Where the round is.
    pub phase: Phase,
    /// The decision asked now: of whom, what, and what he has done in it so far.
    pub step: Step,
    /// Seat the current phase's turn order starts from, and how far it has gone.
    pub(crate) base: u8,
    pub(crate) offset: u8,
    /// Role choices made this round.
    pub(crate) turn: u8,
    /// Who chose the role being played, and whether his library doubles its privilege.
    pub chooser: u8,
    /// Whether the chooser doubles the privilege with his library.
    pub library_active: bool,
    /// The role placards in play (from the options).
    pub roles: RoleSet,
    /// The role placards chosen this round.
    pub roles_taken: RoleSet,
    /// Per role (in `Role::ALL` order): the seat that took it this round.
    pub role_taken_by: [Option<u8>; ROLE_COUNT],
    /// The seats that used the library this round (2 players: once per round).
    pub(crate) library_used: SeatSet,
    /// Per seat (only the first `options.players` are in play).
    pub players: [PublicPlayer; MAX_PLAYERS],
    /// Cards in the supply.
    pub supply_len: u16,
    /// Cards in the discard stack.
    pub discard_len: u16,
    /// Cards drawn and not yet kept or discarded (councillor, gold mine).
    pub pending_len: u8,
    /// Gold mine: the cards turned over, face up.
    pub revealed: [Option<Building>; 4],
    /// Trading-house tiles turned over so far (they come back in the same order).
    pub tile_draws: u16,
    /// Trading-house tiles in the game (5; more with a second copy).
    pub tile_count: u8,
    /// The tiles turned over in the first pass through the stack, by index into
    /// `TRADING_HOUSE_TILES` (the first `tile_count` entries once all were seen).
    pub known_tiles: [u8; MAX_TILES],
    /// The tile face up during a trader phase.
    pub current_tile: Option<[u8; 5]>,
    /// Game-record version 1's timing: the discard stack became the new supply only when
    /// a draw found the supply empty (kept for the records and saves made then).
    #[serde(default)]
    pub reshuffle_on_empty_draw: bool,
    /// Game-record versions 1 and 2 (kept for the records and saves made then): the crane
    /// could not build over the Cathedral, the captain shipped all his goods of the kind
    /// he named, and the cards under a player's chapels (banks, harbors) were one pile
    /// that went whole with a fallen one. From version 3 the crane may, the captain ships
    /// all or none, and the cards under a covered building stay with its slot
    /// (`GameState::buried`).
    #[serde(default)]
    pub rules_before_version_3: bool,
    /// New Buildings: the Cathedral still lies beside the roles (nobody has built it).
    #[serde(default)]
    pub cathedral_available: bool,
    /// The seats that have used their bank (once per game).
    #[serde(default)]
    pub bank_used: SeatSet,
    /// Goods sold in the trader phase being played (the hut asks whether any was).
    #[serde(default)]
    pub sales: u8,
    /// The seats whose harbor took a sold good in this trader phase.
    #[serde(default)]
    pub harbor_used: SeatSet,
    /// The seats that built a tavern in this builder phase (it works from the next one).
    #[serde(default)]
    pub tavern_built: SeatSet,
    /// Buildings covered by a crane (out of play, public). In the 2nd edition a covered
    /// building goes to the discard stack instead, so this stays empty.
    pub covered: CardCounts,
    /// What lies under city slots besides a chapel's, bank's or harbor's cards: the
    /// buildings a 1st-edition crane covered (kept only in a game with the Events) and the
    /// goods a captain shipped, with their seat and slot (an earthquake that takes a slot
    /// takes what lies under it). Empty in most games: one list, so that cloning a state
    /// copies one empty vector.
    #[serde(default)]
    pub under_slots: Vec<UnderSlot>,
    /// The Events: event cards lying face up beside the roles, ready to be set off.
    #[serde(default)]
    pub events_face_up: BuildingSet,
    /// The Events: event cards set off; they have left the game (no event happens twice).
    #[serde(default)]
    pub events_gone: BuildingSet,
    /// 5 players with one deck: the prospector was chosen once this round (it may be
    /// chosen once more).
    #[serde(default)]
    pub prospector_once: bool,
    /// The seats whose gold mine worked this round (the one-deck variant's limit).
    #[serde(default)]
    pub gold_mine_used: SeatSet,
    /// The viceroy of this round: he takes the first turn of the next.
    #[serde(default)]
    pub viceroy: Option<u8>,
    /// The seat taking this round's first turn before the governor (last round's viceroy).
    #[serde(default)]
    pub first_turn: Option<u8>,
    /// Captain phase: the kind of good the captain named.
    #[serde(default)]
    pub captain_good: Option<Good>,
}

/// Something lying under a city slot: see [`Table::under_slots`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct UnderSlot {
    /// The seat whose city it is in.
    pub seat: u8,
    /// The city slot it lies under.
    pub slot: u8,
    /// What lies there.
    pub lies: Under,
}

/// What lies under a city slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Under {
    /// A building covered by a crane in the 1st edition (public).
    Covered(Building),
    /// Goods shipped by the captain's role under this production building, 1 VP each
    /// (their number is public, their faces unknown to all).
    Shipped(u16),
}

impl Table {
    /// The table before the first card is dealt: `governor` holds the placard, the supply
    /// holds `supply_len` cards, `tile_count` trading-house tiles lie face down, the
    /// rules follow those of game-record `version` (see
    /// [`GameState::new_for_record_version`]).
    fn at_setup(options: Options, governor: u8, supply_len: u16, tile_count: u8, version: u32) -> Table {
        Table {
            options,
            round: 1,
            governor,
            phase: Phase::StartingHand,
            // Set by `GameState::advance` once the cards are dealt.
            step: Step::new(governor, Decision::ChooseRole),
            base: governor,
            offset: 0,
            turn: 0,
            chooser: governor,
            library_active: false,
            roles: options.roles(),
            roles_taken: RoleSet::EMPTY,
            role_taken_by: [None; ROLE_COUNT],
            library_used: SeatSet::EMPTY,
            players: [PublicPlayer::new(); MAX_PLAYERS],
            supply_len,
            discard_len: 0,
            pending_len: 0,
            revealed: [None; 4],
            tile_draws: 0,
            tile_count,
            reshuffle_on_empty_draw: version < 2,
            rules_before_version_3: version < 3,
            cathedral_available: options.new_buildings,
            bank_used: SeatSet::EMPTY,
            sales: 0,
            harbor_used: SeatSet::EMPTY,
            tavern_built: SeatSet::EMPTY,
            known_tiles: [0; MAX_TILES],
            current_tile: None,
            covered: CardCounts::EMPTY,
            under_slots: Vec::new(),
            events_face_up: BuildingSet::EMPTY,
            events_gone: BuildingSet::EMPTY,
            prospector_once: false,
            gold_mine_used: SeatSet::EMPTY,
            viceroy: None,
            first_turn: None,
            captain_good: None,
        }
    }

    /// The decision asked now. Rulebook section per variant: see [`Decision`].
    #[inline]
    pub fn decision(&self) -> Decision {
        self.step.ask
    }

    /// The seat asked to decide now, `None` once the game is over.
    #[inline]
    pub fn to_move(&self) -> Option<u8> {
        match self.step.ask {
            Decision::GameOver => None,
            _ => Some(self.step.player),
        }
    }
    /// True once the game has ended.
    #[inline]
    pub fn is_over(&self) -> bool {
        matches!(self.step.ask, Decision::GameOver)
    }
    /// Whether `seat` may see the drawn cards awaiting a keep: its own councillor draw,
    /// or any gold mine's face-up cards.
    pub fn pending_visible_to(&self, seat: u8) -> bool {
        match self.step.ask {
            Decision::GoldMine | Decision::Explorer { .. } => true,
            Decision::Keep { .. } => self.step.player == seat,
            _ => false,
        }
    }
    /// The public view of the seats in play.
    pub fn seats(&self) -> &[PublicPlayer] {
        // Validated options hold at most MAX_PLAYERS seats; the `min` spares a bounds check.
        &self.players[..(self.options.players as usize).min(MAX_PLAYERS)]
    }
    /// Goods seat `p` shipped with the captain (1 VP each at the end; public).
    pub fn shipped_count(&self, p: u8) -> u16 {
        self.under_slots
            .iter()
            .filter(|u| u.seat == p)
            .map(|u| if let Under::Shipped(n) = u.lies { n } else { 0 })
            .sum()
    }
    /// 6-cost buildings (Residences included) in the cities of every seat but `p`: what
    /// `p`'s Cathedral scores against (public). Rulebook (Ukrainian, New Buildings):
    /// "Cathedral".
    pub fn six_cost_of_others(&self, p: u8) -> usize {
        self.seats()
            .iter()
            .enumerate()
            .filter(|(q, _)| *q != usize::from(p))
            .map(|(_, other)| other.city().iter().filter(|b| super::cards::masks::SIX_COST.contains(**b)).count())
            .sum()
    }
    /// Whether `role` was chosen this round (the one-deck game's prospector: at least once).
    pub fn role_chosen(&self, role: Role) -> bool {
        self.role_taken_by[role as usize].is_some()
    }
}

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
        GameState::new_with(options, seed, &mut NoHappenings)
    }

    /// As [`GameState::new`], reporting the happenings of setup and of anything that happens
    /// before the first decision.
    pub fn new_with<E: HappeningSink>(options: Options, seed: u64, happened: &mut E) -> Result<GameState, OptionsError> {
        GameState::new_for_record_version(options, seed, super::record::RECORD_VERSION, happened)
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
