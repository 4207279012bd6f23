//! The game log's lines as data: what happened (the engine's [`Happening`] and what the
//! state right after it adds), so that [`super::text::log_line`] writes it in the
//! language shown now. A language change re-renders the whole log; nothing in the log
//! (or in a save) depends on a language.
//!
//! Its own small file so that the texts and the game model both use it and neither
//! imports the other: the game makes the entries, the texts say them.

use crate::rules::{Building, CITY_LIMIT, DrawReason, GameState, Happening};

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
    /// The seat whose action wrote it (it may be about another seat: a role chosen
    /// makes every seat produce); `None` for the game's setup.
    pub by: Option<u8>,
}

impl LogEntry {
    /// The log entry for a happening the human's seat may see, or `None` for happenings
    /// that add nothing a person needs (the sale's draw, already in "sold for N cards").
    /// `after` is the state right after the action of seat `by` that caused it (`None`
    /// for the game's setup).
    pub fn of(ev: &Happening, after: &GameState, by: Option<u8>) -> Option<LogEntry> {
        let (kind, detail) = match *ev {
            Happening::TileReturned | Happening::Drew { reason: DrawReason::Sale, .. } => return None,
            Happening::GameStarted { .. } | Happening::RoundStarted { .. } => (LogKind::Round, LogDetail::None),
            Happening::RoleChosen { .. } | Happening::EventSetOff { .. } | Happening::VisitedRole { .. } => {
                (LogKind::Role, LogDetail::None)
            }
            Happening::Councilled { player, discarded, .. } if discarded > 0 && after.player(player).owns(Building::Archive) => {
                (LogKind::Plain, LogDetail::Archive)
            }
            Happening::GameEnded => {
                let who = (0..after.players()).filter(|&p| after.player(p).building_count() >= CITY_LIMIT).collect();
                (LogKind::End, LogDetail::Finishers(who))
            }
            _ => (LogKind::Plain, LogDetail::None),
        };
        Some(LogEntry { round: after.table().round, kind, happening: *ev, detail, by })
    }

    /// The log lines of `happenings` (of the setup, `by` `None`, or of an action of seat
    /// `by`) that seat `human` may see: [`LogEntry::of`] of each it may see, in order. The
    /// game's log and the announcer's turns are both written so.
    pub fn written<'a>(
        happenings: &'a [Happening],
        after: &'a GameState,
        human: u8,
        by: Option<u8>,
    ) -> impl Iterator<Item = LogEntry> + 'a {
        happenings.iter().filter(move |h| h.visible_to(human)).filter_map(move |h| LogEntry::of(h, after, by))
    }
}
