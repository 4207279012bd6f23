//! The game log's lines as data: what [`super::text`] writes for a happening and the
//! table shows.
//!
//! Its own small file so that the texts and the game model both use it without
//! importing each other in a cycle (the game model calls the texts, never the reverse).

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

/// One line of the game log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    /// The round it happened in.
    pub round: u16,
    /// The line, in plain words.
    pub text: String,
    /// What it is about.
    pub kind: LogKind,
}
