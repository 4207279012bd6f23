//! Which rules a game follows: those of its game-record version. A game started today
//! plays by [`RECORD_VERSION`]'s; a record or a save made earlier replays by the rules of
//! its own version, down to [`OLDEST_RECORD_VERSION`] (the table's flags that differ:
//! `Table::at_setup`). The record (`record.rs`) writes and checks the number; the state
//! (`state.rs`) sets a game up by it.

/// The record format's version written today. Version 1 records (before the supply was
/// reshuffled as soon as its last card was drawn) and version 2 records (before the crane
/// could build over the Cathedral and the captain could keep his goods of the kind he
/// named) still replay, with the rules they were played with; a
/// record of any other version is refused.
pub const RECORD_VERSION: u32 = 3;
/// The oldest record version that still replays.
pub const OLDEST_RECORD_VERSION: u32 = 1;
