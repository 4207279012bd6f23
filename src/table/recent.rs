//! The last finished games kept in this browser, so that any of them can be replayed and
//! reviewed later (`ReviewMsg::Recent`), not only the game just finished.
//!
//! Each is kept as its exported record (`Game::export_record`: the names and who played
//! each seat), newest first, at most [`RECENT_KEPT`]. Stored as a JSON list of record
//! texts, each in the record's own format, so that reading one back checks it as an
//! imported record is checked (`GameRecord::from_json`).

use crate::rules::GameRecord;

use super::game::PERSON;

/// How many finished games are kept.
pub const RECENT_KEPT: usize = 5;

/// The finished games kept, newest first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RecentGames(pub Vec<GameRecord>);

impl RecentGames {
    /// Keeps `record` first; the oldest beyond [`RECENT_KEPT`] drop out. The same game (its
    /// seed, options and actions) is kept once.
    pub fn add(&mut self, record: GameRecord) {
        self.0.retain(|r| (r.seed, r.options, &r.actions) != (record.seed, record.options, &record.actions));
        self.0.insert(0, record);
        self.0.truncate(RECENT_KEPT);
    }

    /// The text to store: a JSON list of the records' texts.
    pub fn encode(&self) -> String {
        let texts: Vec<String> = self.0.iter().map(GameRecord::to_json).collect();
        serde_json::to_string(&texts).unwrap_or_default()
    }

    /// The games read back from [`RecentGames::encode`]'s text. A record that does not
    /// read or replay is left out (the others are kept); a text that is no list at all
    /// reads as none.
    pub fn decode(text: &str) -> RecentGames {
        let texts: Vec<String> = serde_json::from_str(text).unwrap_or_default();
        let records = texts
            .iter()
            .filter_map(|t| GameRecord::from_json(t).ok())
            .filter(|r| r.replay().is_ok_and(|state| state.is_over()))
            .take(RECENT_KEPT);
        RecentGames(records.collect())
    }
}

/// The seat a review of `record` looks at by default: the first a person played (0 if
/// the record does not say).
pub fn persons_seat(record: &GameRecord) -> u8 {
    record.players.iter().position(|p| p == PERSON).unwrap_or(0) as u8
}
