#![warn(missing_docs)]
//! The rules of San Juan (1st or 2nd edition, the New Buildings, the Events, 2–8
//! players) as a pure Rust module.
//!
//! Shaped like an OpenSpiel game: a [`GameState`] made from [`Options`] and a seed owns
//! its RNG; [`GameState::to_move`] and [`GameState::decision`] say who decides what;
//! [`GameState::legal_actions`] lists the answers; [`GameState::apply`] returns
//! [`Happening`]s or an [`ActionError`] (state unchanged). [`Observation`] is what one seat
//! may know, and [`Observation::sample_state`] makes a full state consistent with it for
//! bots that search. [`GameRecord`] replays a game from its options, seed and actions.
//!
//! Settled points (see `shared/reference/CARDS.md`): optional functions that can never
//! hurt their owner (smithy, quarry, well, market stand, market hall, carpenter, poor
//! house, gold mine's reveal, the councillor's draw) are applied automatically; a
//! player may decline building, producing, selling, the chapel and the library.
//!
//! Where things go (see also docs/CODE.md): a card's numbers and copies per
//! source in `cards.rs` (a pile counted by building in `card_counts.rs`); what the
//! options make of a game (deck, tiles, roles in play) in `deck.rs` and `options.rs`;
//! what a role gives a player in `role_gives.rs`; a phase's steps in `roles/`; the order
//! of play in `flow.rs`.

mod action;
mod bit_set;
mod building_set;
mod card_counts;
mod cards;
mod city;
mod deck;
mod flow;
mod happening;
mod observation;
mod options;
mod public_table;
mod record;
mod role_gives;
mod role_set;
mod roles;
mod scoring;
mod seat_set;
mod state;
mod step;
#[cfg(test)]
pub(crate) mod tests;
mod version;

pub use action::{Action, ActionError, Decision, ROLE_COUNT, Role};
pub use building_set::{BuildingSet, masks};
pub use card_counts::CardCounts;
pub use cards::{BUILDING_COUNT, Building, CATALOGUE, CardSpec, Copies, Good, Kind, TRADING_HOUSE_TILES};
pub use deck::{MAX_DECK, MAX_TILES, Tiles};
pub use happening::{DrawReason, Happening, HappeningSink, NoHappenings};
pub use observation::{Observation, ObservationError, PlayerView};
pub use options::{Edition, ExtraRoles, Options, OptionsError, PLAYER_RANGE};
pub use public_table::{CITY_LIMIT, MAX_PLAYERS, PublicPlayer, Table, Under, UnderSlot};
pub use record::{FileHeader, GameRecord, NAME_LIMIT, RecordError};
pub use role_gives::{RoleGives, role_gives};
pub use role_set::RoleSet;
pub use roles::round_start::hand_limit;
pub use scoring::{FinalScore, ScoreBreakdown, cathedral_vp, residence_vp};
pub use seat_set::SeatSet;
pub use state::{Buried, GameRng, GameState, HAND_LIMIT, TOWER_HAND_LIMIT};
pub use step::{InPlay, Step, Tally};
pub use version::{OLDEST_RECORD_VERSION, RECORD_VERSION};
// The engine's own, read by the rules' tests; the rest asks the table
// (`Table::in_play`, `Table::choosing_role`).
#[cfg(test)]
pub(in crate::rules) use step::Phase;
