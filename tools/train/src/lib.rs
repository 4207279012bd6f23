//! Trains San Juan's learned evaluation from self-play data (`san-juan selfplay`): the
//! value and policy heads of `san_juan::ai::net`, with candle (docs/BOTS.md, "The learned
//! evaluation"). A workspace member of its own, so the game's builds never compile the
//! ML library.
//!
//! `data` reads the games into positions, `model` trains, `export` writes the weights
//! file the bots read, `eval` measures it on the held-out games through the bots' own
//! forward pass.

pub mod data;
pub mod eval;
pub mod export;
pub mod model;
