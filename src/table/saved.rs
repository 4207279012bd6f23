//! The saved game and the person's statistics as data, and the save file's text: its
//! format, version, [`encode`] and [`decode`].
//!
//! A leaf: it stores the engine's [`GameRecord`] and the table's [`Seat`]s and imports
//! nothing else from the table, so the game model, the replay and the browser's storage
//! all use it without a cycle between them. Pure Rust (no web dependency): the browser
//! only reads and writes these texts in localStorage (`ui::storage`), and native tests
//! check them.
//!
//! The save is versioned JSON: `{"format":"san-juan-save","version":1,"game":{...}}`
//! where `game` is a [`SavedGame`]. Nothing here panics: a save that does not read back
//! is a [`SaveProblem`] (the page says it in its language; `Display` gives English).

use serde::{Deserialize, Serialize};

use super::daily::{DailyTry, Day};
use super::setup::{Seat, Speed};
use crate::rules::{Action, FileHeader, GameRecord};

/// The save's `format` field.
pub const SAVE_FORMAT: &str = "san-juan-save";
/// The save's `version` field this build writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// Everything that describes a game in progress or finished: the engine's record
/// (options, seed, actions) and who sits where. What a save or an export holds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// Options, seed and every action so far (read as a record file is:
    /// [`GameRecord::from_value`]).
    #[serde(deserialize_with = "record_from_value")]
    pub record: GameRecord,
    /// Seat by seat, in seat order.
    pub seats: Vec<Seat>,
    /// The bots' pace the game was played at (saves made before it was kept read as
    /// [`Speed::Normal`]; a game record has none).
    #[serde(default)]
    pub speed: Speed,
    /// No hints in this game ("What would the hard bot do?" is not offered). Saves made
    /// before the switch read as hints on; a save with hints on does not write it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_hints: bool,
    /// A game of today's deal: its day and whether it is the day's counted try (saves of
    /// other games do not write it).
    #[serde(default, skip_serializing_if = "Option::is_none", deserialize_with = "daily_from_value")]
    pub daily: Option<DailyTry>,
    /// Hints the person took in this game (such a game does not move his rating; saves
    /// without one do not write it).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub hints_taken: u32,
}

/// Whether a count is zero (left out of the save).
fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// A save's record, read as a record file is ([`GameRecord::from_value`]): the page then
/// holds one reader of records, not two.
fn record_from_value<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<GameRecord, D::Error> {
    GameRecord::from_value(serde_json::Value::deserialize(deserializer)?).map_err(serde::de::Error::custom)
}

/// A save's game of today's deal, `{"day", "counted"}`, read from a JSON value (the page
/// then carries no reader of its own for it); anything else reads as no daily game.
fn daily_from_value<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Option<DailyTry>, D::Error> {
    let value = serde_json::Value::deserialize(deserializer)?;
    let day = super::json::count(&value, "day");
    let counted = value.get("counted").and_then(serde_json::Value::as_bool);
    Ok(day.zip(counted).map(|(day, counted)| DailyTry { day: Day(day), counted }))
}

/// The person's results, kept in this browser (shown on the new-game screen).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerStats {
    /// Games played to the end.
    pub played: u32,
    /// Of those, games won (a shared win counts).
    pub won: u32,
    /// The person's final scores, summed.
    pub total_score: u64,
}

impl PlayerStats {
    /// Counts one more game played to the end: whether it was won, the final score.
    pub fn add(&mut self, won: bool, score: u16) {
        self.played += 1;
        self.won += u32::from(won);
        self.total_score += u64::from(score);
    }

    /// The average final score, if a game was played.
    pub fn average(&self) -> Option<f64> {
        (self.played > 0).then(|| self.total_score as f64 / f64::from(self.played))
    }
}

/// Each person's results by name, kept in this browser (pass-and-play: every person
/// of every game counts under his name). JSON: `{"Ana": {"played": 2, ...}, ...}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PersonStats(pub std::collections::BTreeMap<String, PlayerStats>);

impl PersonStats {
    /// Counts one more game of the person named `name`.
    pub fn add(&mut self, name: &str, won: bool, score: u16) {
        self.0.entry(name.to_string()).or_default().add(won, score);
    }
}

/// The persons' statistics' text.
pub fn encode_person_stats(stats: &PersonStats) -> Option<String> {
    serde_json::to_string(stats).ok()
}

/// Reads the persons' statistics' text (none when it does not read back).
pub fn decode_person_stats(text: &str) -> PersonStats {
    crate::table::json::read(text).unwrap_or_default()
}

/// Why a save cannot be used. Details (`String`s) are the JSON reader's or the
/// engine's words, kept as they were given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveProblem {
    /// Not JSON at all.
    NotJson(String),
    /// JSON, but not a San Juan save.
    NotOurs,
    /// A save of another version.
    OtherVersion(u64),
    /// A save without a version.
    NoVersion,
    /// A save of this version whose content does not read.
    Damaged(String),
    /// A save that reads but whose game does not resume (a record that does not replay,
    /// seats that do not match): why.
    DoesNotResume(String),
}

impl SaveProblem {
    /// The technical detail the parser or the engine gave (in English, as it is), if
    /// any: for whoever looks into the save, not the words the page says it in.
    pub fn detail(&self) -> Option<&str> {
        match self {
            SaveProblem::NotJson(d) | SaveProblem::Damaged(d) | SaveProblem::DoesNotResume(d) => Some(d),
            SaveProblem::NotOurs | SaveProblem::OtherVersion(_) | SaveProblem::NoVersion => None,
        }
    }
}

impl std::fmt::Display for SaveProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SaveProblem::NotJson(e) => write!(f, "the save is not valid JSON ({e})"),
            SaveProblem::NotOurs => write!(f, "the save is not a San Juan save"),
            SaveProblem::OtherVersion(v) => {
                write!(f, "the save is from another version of the game (save version {v}, this game reads version {SAVE_VERSION})")
            }
            SaveProblem::NoVersion => write!(f, "the save has no version"),
            SaveProblem::Damaged(e) => write!(f, "the save is damaged ({e})"),
            SaveProblem::DoesNotResume(e) => write!(f, "{e}"),
        }
    }
}

/// A save that was found but cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedSave {
    /// Why.
    pub problem: SaveProblem,
    /// The stored text, as it was.
    pub raw: String,
}

/// Which guide a game shows (`table::guide` says what each one is).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GuideName {
    /// "Learn to play": the guided first game against the easy bot.
    FirstGame,
    /// The short guides of the expansions played for the first time: bit 0 the 2nd
    /// edition, 1 the New Buildings, 2 the Events, 3 five to eight players
    /// (`table::guide::Expansion`).
    Tour {
        /// The expansions' bits (never 0: a tour of nothing is no guide).
        expansions: u8,
    },
}

/// Where a guide stands: saved with its game, so a reload resumes at the same callout.
/// In the save it is a short text ([`encode_guide`]), not an object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guide {
    /// Which guide.
    pub name: GuideName,
    /// Bit `i` set: the guide's callout `i` was answered or read.
    pub done: u32,
    /// The person answered the last callout otherwise than it suggested: his action
    /// ("that works too", said by the next callout).
    pub also: Option<Action>,
    /// Closed (Escape): the game goes on without it.
    pub closed: bool,
}

/// The guide's text in the save: `"<name>.<done>.<closed>.<also>"`, four decimal
/// integers: `name` 0 for the guided first game, else the tour's expansions' bits;
/// `done` the lessons' bits; `closed` 0 or 1; `also` 0 for none, else 1 + the index in
/// `record`'s actions of the last action equal to it (the person's answer is always in
/// the record; one undone since reads as none).
pub fn encode_guide(guide: &Guide, record: &GameRecord) -> String {
    let name = match guide.name {
        GuideName::FirstGame => 0,
        GuideName::Tour { expansions } => expansions,
    };
    let also = guide.also.and_then(|a| record.actions.iter().rposition(|b| *b == a)).map_or(0, |i| i + 1);
    format!("{name}.{}.{}.{also}", guide.done, u8::from(guide.closed))
}

/// Reads [`encode_guide`]'s text against the game's `record`: none when it does not
/// read (the game then resumes without its guide).
pub fn decode_guide(text: &str, record: &GameRecord) -> Option<Guide> {
    let mut parts = text.split('.');
    let mut next = || parts.next().and_then(|p| p.parse::<u32>().ok());
    let (name, done, closed, also) = (next()?, next()?, next()?, next()?);
    let name = match u8::try_from(name).ok()? {
        0 => GuideName::FirstGame,
        expansions => GuideName::Tour { expansions },
    };
    let also = usize::try_from(also).ok().and_then(|i| i.checked_sub(1)).and_then(|i| record.actions.get(i).copied());
    Some(Guide { name, done, also, closed: closed != 0 })
}

/// The save as stored.
#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: String,
    version: u32,
    game: SavedGame,
    /// The guide of this game as [`encode_guide`]'s text, if it has one (saves without
    /// it read as none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    guide: Option<String>,
}

/// The save's text for `game`.
pub fn encode(game: &SavedGame) -> String {
    encode_guided(game, None)
}

/// The save's text for `game` with its guide's progress, if it has a guide.
pub fn encode_guided(game: &SavedGame, guide: Option<&Guide>) -> String {
    let guide = guide.map(|g| encode_guide(g, &game.record));
    let file = SaveFile { format: SAVE_FORMAT.to_string(), version: SAVE_VERSION, game: game.clone(), guide };
    // Plain data (strings, numbers, enums): serialization cannot fail; an empty text
    // would read back as damaged, never crash.
    serde_json::to_string(&file).unwrap_or_default()
}

/// Reads a save's text: the game, or why it cannot be used.
pub fn decode(text: &str) -> Result<SavedGame, SaveProblem> {
    decode_guided(text).map(|(game, _)| game)
}

/// Reads a save's text: the game and its guide's progress (none when the save has no
/// guide), or why it cannot be used.
pub fn decode_guided(text: &str) -> Result<(SavedGame, Option<Guide>), SaveProblem> {
    // Parsed once; the format and version are looked at first, so that another
    // program's JSON or another version is told apart from a damaged save.
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| SaveProblem::NotJson(e.to_string()))?;
    let header = FileHeader::of(&value);
    if header.format != Some(SAVE_FORMAT) {
        return Err(SaveProblem::NotOurs);
    }
    match header.version {
        Some(v) if v == u64::from(SAVE_VERSION) => {}
        Some(v) => return Err(SaveProblem::OtherVersion(v)),
        None => return Err(SaveProblem::NoVersion),
    }
    let file: SaveFile = serde_json::from_value(value).map_err(|e| SaveProblem::Damaged(e.to_string()))?;
    let guide = file.guide.and_then(|t| decode_guide(&t, &file.game.record));
    Ok((file.game, guide))
}

/// The statistics' text (`None` only if serialization failed, which plain numbers cannot).
pub fn encode_stats(stats: &PlayerStats) -> Option<String> {
    serde_json::to_string(stats).ok()
}

/// Reads the statistics' text (zero when it does not read back).
pub fn decode_stats(text: &str) -> PlayerStats {
    crate::table::json::read(text).unwrap_or_default()
}
