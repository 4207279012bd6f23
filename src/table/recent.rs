//! The last finished games kept in this browser, so that any of them can be replayed and
//! reviewed later (`ReviewMsg::Recent`), not only the game just finished.
//!
//! Each is kept as its exported record (`Game::export_record`: the names and who played
//! each seat) beside its final score, newest first, at most [`RECENT_KEPT`]. The score
//! is worked out once, when the game is kept or read back, not at each render of the
//! list. Stored as a JSON list of record texts, each in the record's own format, so that
//! reading one back checks it as an imported record is checked (`GameRecord::from_json`);
//! the score is not stored: the replay that checks a record read back gives it.

use crate::rules::{FinalScore, GameRecord, GameState};

use super::game::{Game, PERSON};

/// How many finished games are kept.
pub const RECENT_KEPT: usize = 5;

/// One finished game kept.
#[derive(Clone, Debug, PartialEq)]
pub struct RecentGame {
    /// Its exported record.
    pub record: GameRecord,
    /// Its final score (each seat's points, in seat order, and the winners).
    pub score: FinalScore,
}

impl RecentGame {
    /// The finished `game` at the table: its exported record and its final score (no
    /// replay).
    pub fn of(game: &Game) -> RecentGame {
        RecentGame { record: game.export_record(), score: game.state.final_score() }
    }

    /// A record read back: kept only when it replays to the game's end, with the final
    /// score of that replay.
    fn read(record: GameRecord) -> Option<RecentGame> {
        let state = record.replay().ok().filter(GameState::is_over)?;
        Some(RecentGame { score: state.final_score(), record })
    }
}

/// The finished games kept, newest first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RecentGames(pub Vec<RecentGame>);

impl RecentGames {
    /// Keeps `game` first; the oldest beyond [`RECENT_KEPT`] drop out. The same game (its
    /// seed, options and actions) is kept once.
    pub fn add(&mut self, game: RecentGame) {
        let same = |r: &GameRecord| (r.seed, r.options, &r.actions) == (game.record.seed, game.record.options, &game.record.actions);
        self.0.retain(|g| !same(&g.record));
        self.0.insert(0, game);
        self.0.truncate(RECENT_KEPT);
    }

    /// The text to store: a JSON list of the records' texts.
    pub fn encode(&self) -> String {
        let texts: Vec<String> = self.0.iter().map(|g| g.record.to_json()).collect();
        serde_json::to_string(&texts).unwrap_or_default()
    }

    /// The games read back from [`RecentGames::encode`]'s text, each replayed once for
    /// its score. A record that does not read or replay to its end is left out (the
    /// others are kept); a text that is no list at all reads as none.
    pub fn decode(text: &str) -> RecentGames {
        let texts: Vec<String> = crate::table::json::read(text).unwrap_or_default();
        let games = texts.iter().filter_map(|t| GameRecord::from_json(t).ok()).filter_map(RecentGame::read).take(RECENT_KEPT);
        RecentGames(games.collect())
    }
}

/// The seat a review of `record` looks at by default: the first a person played (0 if
/// the record does not say).
pub fn persons_seat(record: &GameRecord) -> u8 {
    record.players.iter().position(|p| p == PERSON).unwrap_or(0) as u8
}
