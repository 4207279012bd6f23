#![warn(missing_docs)]
//! The browser table's model in pure Rust: who sits where, the live game, its log and
//! texts, saves and replays, and the reducer that changes them. No web or Yew
//! dependency, so it builds native and wasm32 and `cargo test` checks it; the browser
//! code (`ui`, wasm32 only) renders it and does the I/O (localStorage, the bot worker).
//!
//! One file per concept; each imports only the ones listed before it here, so there is
//! no import cycle between them:
//! - [`link`]: a link to a moment of a game (its record in the address's fragment),
//!   its JSON written and read by the page, compressed by the bot worker.
//! - [`protocol`]: the messages between the page and the bot worker, the bots' levels.
//! - [`hard_bots`]: the hard bots the worker keeps between requests, one per seat.
//! - [`pool`]: one request to every bot worker of the pool, their answers merged.
//! - [`hint`]: the hard bot's suggestion for the person's decision, as data.
//! - [`setup`]: the new-game choices, seats, bot names, the bots' pace.
//! - [`saved`]: the saved game and statistics, and the save file's text (a leaf: only
//!   the seats and the engine's record, which it stores).
//! - [`i18n`]: the languages and their message files (Project Fluent); [`notice`]: the
//!   messages shown once, as data; [`log`]: the game log's lines, as data;
//!   [`keys`]: the CSS class names and stable keys the page's code reads.
//! - [`text`]: everything in words, in the language shown, a file per subject: cards
//!   and roles, log lines, the turn's prompt and hint, notices, seats.
//! - [`choices`]: what the person may do now, as the table's components receive it.
//! - [`motion`]: what moved where in one action, for the animations; [`marks`]: what
//!   the other players did since the person's last decision.
//! - [`undo`]: which of the person's actions may be taken back (what an action revealed).
//! - [`game`]: the live game ([`game::Game`]), changed only by `Game::play` and
//!   `Game::undo`.
//! - [`guide`]: Learn to play and the expansions' first-time guides, as data (after
//!   [`game`]; its saved progress is a leaf type of [`saved`]).
//! - [`hand_over`]: pass-and-play's hand-over screen: when it covers the table, and
//!   what "I am Ana" turns the table to.
//! - [`replay`]: an imported record viewed step by step.
//! - [`review`]: a game review being made (its requests, its weighed decisions) and the
//!   reviews kept in this browser.
//! - [`model`]: the whole table's state ([`model::Model`]) and its reducer.
//! - `follow` (tests and the `test-drivers` feature only): the guided game played by a
//!   person who follows every suggestion.
//! - [`pictures`]: where each card's picture is (a leaf but for [`keys`]' card keys).
//! - [`vp_by_round`]: each player's VP round by round, read off a game's record (the
//!   chart on the score pad).

pub mod choices;
pub mod daily;
#[cfg(any(test, feature = "test-drivers"))]
pub mod follow;
pub mod game;
pub mod guide;
pub mod hand_over;
pub mod hard_bots;
pub mod hint;
pub mod i18n;
#[cfg(test)]
mod i18n_tests;
pub mod json;
pub mod kept;
pub mod keys;
pub mod link;
pub mod log;
pub mod marks;
pub mod model;
pub mod motion;
#[cfg(test)]
mod motion_tests;
pub mod notice;
pub mod pictures;
pub mod pool;
pub mod protocol;
pub mod rating;
pub mod recent;
pub mod replay;
pub mod review;
pub mod saved;
pub mod setup;
#[cfg(test)]
mod tests;
pub mod text;
pub mod undo;
pub mod vp_by_round;
