//! Game records: options, seed and actions as versioned JSON. Replaying a record
//! reproduces the game exactly, because the state owns its seeded RNG.

use super::action::{Action, ActionError};
use super::happening::{Happening, HappeningSink};
use super::options::{Options, OptionsError};
use super::state::GameState;
use super::version::{OLDEST_RECORD_VERSION, RECORD_VERSION};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

/// The `format` field every record carries.
const FORMAT: &str = "san-juan-record";

/// A whole game as JSON: `{"format":"san-juan-record","version":3,"options":{…},
/// "seed":42,"actions":[…]}`, and optionally `"names":["Ana","Bruno"]` and
/// `"players":["person","hard"]` (one per seat, for people reading the record: who sat
/// there, a person or a bot's level; the game does not depend on them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// Always "san-juan-record".
    pub format: String,
    /// [`RECORD_VERSION`].
    pub version: u32,
    /// The game's options.
    pub options: Options,
    /// The seed of the game's RNG.
    pub seed: u64,
    /// Every action, in order.
    pub actions: Vec<Action>,
    /// The players' names, seat by seat, or none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
    /// Who played each seat, seat by seat, or none: "person", or the bot's level
    /// ("easy", "medium", "hard"; any word up to [`NAME_LIMIT`] characters reads, so a
    /// level added later does not make a record unreadable).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub players: Vec<String>,
}

/// Longest seat name a record may carry, in characters.
pub const NAME_LIMIT: usize = 40;

/// Why a record could not be read or replayed.
#[derive(Clone, Debug, PartialEq, Eq)]
// Variant fields are named in the variant's doc comment.
#[allow(missing_docs)]
pub enum RecordError {
    /// Not JSON, or not a record's shape.
    Json(String),
    /// Not a San Juan record.
    Format(String),
    /// A record of an unsupported version.
    Version { found: u32, supported: u32 },
    /// The options cannot start a game.
    Options(OptionsError),
    /// The names are not one per seat, or one is empty or longer than [`NAME_LIMIT`].
    Names(String),
    /// Action number `step` (0-based) is not an action at all.
    Unreadable { step: usize, message: String },
    /// Action number `step` (0-based) is not legal at that point of the game.
    Step { step: usize, action: Action, error: ActionError },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Json(e) => write!(f, "not a readable game record: {e}"),
            RecordError::Format(found) => write!(f, "not a San Juan game record (format {found:?})"),
            RecordError::Version { found, supported } => {
                write!(f, "game record version {found} is not supported (this version reads {OLDEST_RECORD_VERSION} to {supported})")
            }
            RecordError::Options(e) => write!(f, "the record's options are invalid: {e}"),
            RecordError::Names(e) => write!(f, "the record's names are invalid: {e}"),
            RecordError::Unreadable { step, message } => {
                write!(f, "the record's step {} is not an action: {message}", step + 1)
            }
            RecordError::Step { step, action, error } => {
                write!(f, "the record does not replay at step {}: {action:?}: {error}", step + 1)
            }
        }
    }
}

impl std::error::Error for RecordError {}

/// The `format` and `version` at the head of a JSON file of ours (a game record, a save),
/// read before the rest so that another program's JSON or another version is told apart
/// from a damaged file. Each is `None` when missing or not a string (the format) or a
/// whole number (the version).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileHeader<'a> {
    /// The file's `format`, e.g. `"san-juan-record"` for a game record.
    pub format: Option<&'a str>,
    /// The file's `version`.
    pub version: Option<u64>,
}

impl<'a> FileHeader<'a> {
    /// The header of the JSON object `value` (nothing of either for any other value).
    pub fn of(value: &'a Value) -> FileHeader<'a> {
        FileHeader { format: value.get("format").and_then(Value::as_str), version: value.get("version").and_then(Value::as_u64) }
    }
}

/// A record whose actions are read one by one, so a bad one is named by its step.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LooseRecord {
    format: String,
    version: u32,
    options: Options,
    seed: u64,
    actions: Vec<serde_json::Value>,
    #[serde(default)]
    names: Vec<String>,
    #[serde(default)]
    players: Vec<String>,
}

/// Names (and who played each seat) are optional; when present, one per seat, each 1 to
/// [`NAME_LIMIT`] characters.
fn check_names(names: &[String], players: u8) -> Result<(), RecordError> {
    if names.is_empty() {
        return Ok(());
    }
    if names.len() != players as usize {
        return Err(RecordError::Names(format!("{} names for {players} players", names.len())));
    }
    match names.iter().position(|n| n.trim().is_empty() || n.chars().count() > NAME_LIMIT) {
        Some(i) => Err(RecordError::Names(format!("the name of seat {} is empty or longer than {NAME_LIMIT} characters", i + 1))),
        None => Ok(()),
    }
}

impl GameRecord {
    /// An empty record for a game about to start.
    pub fn new(options: Options, seed: u64) -> GameRecord {
        GameRecord {
            format: FORMAT.to_string(),
            version: RECORD_VERSION,
            options,
            seed,
            actions: Vec::new(),
            names: Vec::new(),
            players: Vec::new(),
        }
    }

    /// A record made by hand or read without [`GameRecord::from_json`] (a save holds one)
    /// may carry any version: only those this engine replays pass.
    fn check_version(&self) -> Result<(), RecordError> {
        if (OLDEST_RECORD_VERSION..=RECORD_VERSION).contains(&self.version) {
            Ok(())
        } else {
            Err(RecordError::Version { found: self.version, supported: RECORD_VERSION })
        }
    }

    /// Pretty JSON.
    ///
    /// Written compact, then pretty through a JSON value (serde_json's `preserve_order`
    /// keeps the fields' order): the page's bundle then holds one writer of the record's
    /// types, the compact one its saves use, not a second, pretty one.
    pub fn to_json(&self) -> String {
        let compact = serde_json::to_string(self).expect("a record always serializes");
        let value: Value = serde_json::from_str(&compact).expect("a record's JSON reads back");
        serde_json::to_string_pretty(&value).expect("a JSON value always serializes")
    }

    /// Reads a record, checking its format and version first.
    ///
    /// Errors: [`RecordError::Json`], [`RecordError::Format`], [`RecordError::Version`],
    /// [`RecordError::Names`], [`RecordError::Unreadable`] naming the step.
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        let value: Value = serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))?;
        GameRecord::from_value(value)
    }

    /// [`GameRecord::from_json`] of a JSON value already parsed (a save's record is one).
    ///
    /// Errors: as [`GameRecord::from_json`].
    pub fn from_value(value: Value) -> Result<GameRecord, RecordError> {
        let header = FileHeader::of(&value);
        if header.format != Some(FORMAT) {
            return Err(RecordError::Format(header.format.unwrap_or_default().to_string()));
        }
        match header.version.map(|v| u32::try_from(v).unwrap_or(u32::MAX)) {
            Some(OLDEST_RECORD_VERSION..=RECORD_VERSION) => {}
            found => return Err(RecordError::Version { found: found.unwrap_or(0), supported: RECORD_VERSION }),
        }
        let loose: LooseRecord = serde_json::from_value(value).map_err(|e| RecordError::Json(e.to_string()))?;
        let actions = loose
            .actions
            .into_iter()
            .enumerate()
            .map(|(step, v)| serde_json::from_value(v).map_err(|e| RecordError::Unreadable { step, message: e.to_string() }))
            .collect::<Result<Vec<Action>, RecordError>>()?;
        check_names(&loose.names, loose.options.players)?;
        check_names(&loose.players, loose.options.players)?;
        let LooseRecord { format, version, options, seed, names, players, .. } = loose;
        Ok(GameRecord { format, version, options, seed, actions, names, players })
    }

    /// The state after the first `steps` actions (all of them when `steps` exceeds the
    /// count), reporting every happening into `happened`.
    ///
    /// Errors: [`RecordError::Options`], or [`RecordError::Step`] naming the first
    /// action that does not apply.
    pub fn replay_to<E: HappeningSink>(&self, steps: usize, happened: &mut E) -> Result<GameState, RecordError> {
        self.check_version()?;
        let mut state = GameState::new_for_record_version(self.options, self.seed, self.version, happened).map_err(RecordError::Options)?;
        for (step, &action) in self.actions.iter().enumerate().take(steps) {
            state.apply_with(action, happened).map_err(|error| RecordError::Step { step, action, error })?;
        }
        Ok(state)
    }

    /// The final state of the whole record. Errors: as [`GameRecord::replay_to`].
    pub fn replay(&self) -> Result<GameState, RecordError> {
        // Happenings collected and dropped, not `NoHappenings`: the page then holds one
        // copy of the engine's code (its own replays collect them), not two.
        self.replay_to(usize::MAX, &mut Vec::<Happening>::new())
    }

    /// The whole record's happenings, grouped per action (index 0: setup).
    pub fn replay_happenings(&self) -> Result<Vec<Vec<Happening>>, RecordError> {
        self.check_version()?;
        let mut setup = Vec::new();
        let mut state =
            GameState::new_for_record_version(self.options, self.seed, self.version, &mut setup).map_err(RecordError::Options)?;
        let mut out = vec![setup];
        for (step, &action) in self.actions.iter().enumerate() {
            let happenings = state.apply(action).map_err(|error| RecordError::Step { step, action, error })?;
            out.push(happenings);
        }
        Ok(out)
    }
}
