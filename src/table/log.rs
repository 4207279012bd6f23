//! The game log's lines as data: what happened (the engine's [`Happening`] and what the
//! state right after it adds), so that [`super::text::log_line`] writes it in the
//! language shown now. A language change re-renders the whole log; nothing in the log
//! (or in a save) depends on a language.
//!
//! Its own small file so that the texts and the game model both use it without
//! importing each other in a cycle (the game model calls the texts, never the reverse).

use crate::rules::Happening;

/// What a log line is about (for its style).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogKind {
    /// A new round begins.
    Round,
    /// A role was chosen.
    Role,
    /// Anything else.
    Plain,
    /// The game ended.
    End,
}

/// What the state right after a happening tells about it, for its line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogDetail {
    /// Nothing more.
    None,
    /// A councillor with an archive: the discards came from the whole hand.
    Archive,
    /// The game ended: the seats that reached the city limit.
    Finishers(Vec<u8>),
}

/// One line of the game log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// The round it happened in.
    pub round: u16,
    /// What it is about.
    pub kind: LogKind,
    /// What happened.
    pub happening: Happening,
    /// What the state after it adds.
    pub detail: LogDetail,
}
