//! One file per phase: what each player may do in it, and what doing it changes.
//!
//! Each module has `begin` (set up a player's part of the phase; `false` when he has
//! nothing to decide), `candidates`/`check` (what he may do) and the functions that
//! apply his answers, returning `true` once his part of the phase is over.
pub(crate) mod builder;
pub(crate) mod captain;
pub(crate) mod councillor;
pub(crate) mod events;
pub(crate) mod explorer;
pub(crate) mod producer;
pub(crate) mod prospector;
pub(crate) mod round_start;
pub(crate) mod trader;
