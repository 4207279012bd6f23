//! The public table: what every player may know of a game (the round, the governor, the
//! roles, each seat's city and how many cards it holds), and the sizes it is laid out in.
//!
//! Kept apart from [`GameState`](super::GameState), which owns a [`Table`] beside the hidden
//! cards; an [`Observation`](super::Observation) hands it to a seat whole. Named
//! `public_table`, not `table`, so that it is not taken for `crate::table`, the browser
//! table's model.

use super::action::{Decision, ROLE_COUNT, Role};
use super::building_set::BuildingSet;
use super::card_counts::CardCounts;
use super::cards::{Building, Good};
use super::deck::MAX_TILES;
use super::options::Options;
use super::role_set::RoleSet;
use super::seat_set::SeatSet;
use super::step::{InPlay, Phase, Step};
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
    /// Where the round is (the engine's: [`Table::in_play`] and [`Table::choosing_role`]
    /// say it outside).
    pub(in crate::rules) phase: Phase,
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
    /// [`GameState::new_for_record_version`](super::GameState::new_for_record_version)).
    pub(super) fn at_setup(options: Options, governor: u8, supply_len: u16, tile_count: u8, version: u32) -> Table {
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

    /// The role or event being played now: `None` at a round's start, while a role is
    /// chosen, and once the game is over.
    pub fn in_play(&self) -> Option<InPlay> {
        match self.phase {
            _ if self.is_over() => None,
            Phase::Role(r) => Some(InPlay::Role(r)),
            Phase::Event(e) => Some(InPlay::Event(e)),
            Phase::StartingHand | Phase::Office | Phase::Chapel | Phase::HandLimit | Phase::ChooseRole => None,
        }
    }

    /// Whether a role is being chosen now (after the round's start, before its roles are
    /// played: the governor's first choice and each after a role's phase).
    pub fn choosing_role(&self) -> bool {
        self.phase == Phase::ChooseRole && !self.is_over()
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
        self.under_slots.iter().filter(|u| u.seat == p).map(|u| if let Under::Shipped(n) = u.lies { n } else { 0 }).sum()
    }
    /// 6-cost buildings (Residences included) in the cities of every seat but `p`: what
    /// `p`'s Cathedral scores against (public). Rulebook (Ukrainian, New Buildings):
    /// "Cathedral".
    pub fn six_cost_of_others(&self, p: u8) -> usize {
        self.seats()
            .iter()
            .enumerate()
            .filter(|(q, _)| *q != usize::from(p))
            .map(|(_, other)| other.city().iter().filter(|b| super::building_set::masks::SIX_COST.contains(**b)).count())
            .sum()
    }
    /// Whether `role` was chosen this round (the one-deck game's prospector: at least once).
    pub fn role_chosen(&self, role: Role) -> bool {
        self.role_taken_by[role as usize].is_some()
    }
}
