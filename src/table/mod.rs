#![warn(missing_docs)]
//! The browser table's model in pure Rust: who sits where, the live game, saves and
//! replays. No web or Yew dependency, so it builds native and wasm32 and `cargo test`
//! checks it; the browser code (`ui`, wasm32 only) renders it and does the I/O.
//!
//! - [`protocol`]: the messages between the page and the bot worker, and the bots' levels.
//! - [`setup`]: the new-game choices, seats, bot names, the bots' pace.
//! - [`saved`]: the saved game and statistics, and the save file's text (a leaf).
//!
//! One file per concept, each importing only the ones listed before it, so there are no
//! import cycles between them.

pub mod protocol;
pub mod saved;
pub mod setup;
