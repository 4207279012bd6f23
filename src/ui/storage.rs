//! The game in progress, saved in the browser's localStorage after every action, so a
//! reload resumes it.
//!
//! The save is versioned JSON: `{"format":"san-juan-save","version":1,"game":{...}}`
//! where `game` is a [`SavedGame`]. Nothing here panics or logs: a storage the browser
//! refuses (private mode, quota) just means no save; a save that does not read back is
//! reported to the caller, raw text included, and moved aside.

use serde::{Deserialize, Serialize};

use super::state::{PlayerStats, SavedGame};

/// localStorage key of the current game's save.
pub const SAVE_KEY: &str = "san-juan.save";
/// localStorage key where a save that could not be read is kept (for download).
pub const DAMAGED_KEY: &str = "san-juan.save.damaged";
/// localStorage key of the person's [`PlayerStats`].
pub const STATS_KEY: &str = "san-juan.stats";
/// The save's `format` field.
pub const SAVE_FORMAT: &str = "san-juan-save";
/// The save's `version` field this build writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// The save as stored.
#[derive(Serialize, Deserialize)]
struct SaveFile {
    format: String,
    version: u32,
    game: SavedGame,
}

/// Just the header, to tell "another version" from "damaged".
#[derive(Deserialize)]
struct Header {
    format: Option<String>,
    version: Option<serde_json::Value>,
}

/// A save that was found but cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedSave {
    /// Why, in words.
    pub message: String,
    /// The stored text, as it was.
    pub raw: String,
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The stored text under `key`, if any (and if storage is available).
pub fn read_raw(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Stores `text` under `key`; false when the browser refused.
pub fn write_raw(key: &str, text: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, text).is_ok())
}

/// Removes `key` (nothing happens when storage is unavailable).
pub fn remove(key: &str) {
    if let Some(s) = storage() {
        let _ = s.remove_item(key);
    }
}

/// The save's text for `game`.
pub fn encode(game: &SavedGame) -> String {
    let file = SaveFile { format: SAVE_FORMAT.to_string(), version: SAVE_VERSION, game: game.clone() };
    // Plain data (strings, numbers, enums): serialization cannot fail; an empty text
    // would read back as damaged, never crash.
    serde_json::to_string(&file).unwrap_or_default()
}

/// Reads a save's text: the game, or why it cannot be used.
pub fn decode(text: &str) -> Result<SavedGame, String> {
    let header: Header = serde_json::from_str(text).map_err(|e| format!("the save is not valid JSON ({e})"))?;
    if header.format.as_deref() != Some(SAVE_FORMAT) {
        return Err("the save is not a San Juan save".to_string());
    }
    match header.version.as_ref().and_then(|v| v.as_u64()) {
        Some(v) if v == u64::from(SAVE_VERSION) => {}
        Some(v) => return Err(format!("the save is from another version of the game (save version {v}, this game reads version {SAVE_VERSION})")),
        None => return Err("the save has no version".to_string()),
    }
    let file: SaveFile = serde_json::from_str(text).map_err(|e| format!("the save is damaged ({e})"))?;
    Ok(file.game)
}

/// Saves `game` as the current game; false when the browser refused.
pub fn save(game: &SavedGame) -> bool {
    write_raw(SAVE_KEY, &encode(game))
}

/// Moves an unusable save aside (to [`DAMAGED_KEY`]) so the next load starts fresh.
pub fn set_aside(raw: &str) {
    write_raw(DAMAGED_KEY, raw);
    remove(SAVE_KEY);
}

/// The stored statistics (zero when none, or when they do not read back).
pub fn load_stats() -> PlayerStats {
    read_raw(STATS_KEY).and_then(|t| serde_json::from_str(&t).ok()).unwrap_or_default()
}

/// Stores the statistics; false when the browser refused.
pub fn save_stats(stats: &PlayerStats) -> bool {
    serde_json::to_string(stats).is_ok_and(|t| write_raw(STATS_KEY, &t))
}
