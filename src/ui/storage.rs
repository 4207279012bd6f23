//! The game in progress, saved in the browser's localStorage after every action, so a
//! reload resumes it; and the person's statistics.
//!
//! Only the browser I/O is here: the texts are made and read by
//! [`crate::table::saved`] (pure Rust, tested natively). Nothing here panics or logs: a
//! storage the browser refuses (private mode, quota) just means no save; a save that
//! does not read back is reported to the caller, raw text included, and moved aside.

use crate::table::kept::Part;
use crate::table::saved::{self, PersonStats, PlayerStats, SavedGame};
use crate::table::setup::RememberedNames;

/// localStorage key of the current game's save.
pub const SAVE_KEY: &str = "san-juan.save";
/// localStorage key where a save that could not be read is kept (for download).
pub const DAMAGED_KEY: &str = "san-juan.save.damaged";
/// localStorage key of the person's [`PlayerStats`].
pub const STATS_KEY: &str = "san-juan.stats";
/// localStorage key of every person's results by name ([`PersonStats`]).
pub const PERSON_STATS_KEY: &str = "san-juan.stats.persons";
/// localStorage key of today's deals played ([`crate::table::daily::DailyStats`]).
pub const DAILY_KEY: &str = "san-juan.daily";
/// localStorage key of every person's rating ([`crate::table::rating::Ratings`]).
pub const RATINGS_KEY: &str = "san-juan.ratings";
/// localStorage key of the persons' names of the last new game ([`RememberedNames`]).
pub const NAMES_KEY: &str = "san-juan.names";
/// localStorage key of the tip about a card's full text: "seen" once the person has seen
/// it (it is not shown again), before that the person's actions under it
/// (`table::model::tip_from_storage`).
pub const TIP_KEY: &str = "san-juan.tip.details";
/// localStorage key of the expansions whose first-time guide was seen (`Model::guides_seen`).
pub const GUIDES_SEEN_KEY: &str = "san-juan.guides.seen";
/// localStorage key of the guided first games played to the end (`Model::guided_finished`).
pub const GUIDED_KEY: &str = "san-juan.stats.guided";

/// The key each part of what the browser keeps ([`Kept`](crate::table::kept::Kept)) is
/// stored under.
pub fn kept_key(part: Part) -> &'static str {
    match part {
        Part::Stats => STATS_KEY,
        Part::Persons => PERSON_STATS_KEY,
        Part::Ratings => RATINGS_KEY,
        Part::Daily => DAILY_KEY,
        Part::Names => NAMES_KEY,
        Part::Tip => TIP_KEY,
        Part::GuidesSeen => GUIDES_SEEN_KEY,
        Part::GuidedFinished => GUIDED_KEY,
    }
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

/// Saves `game` as the current game; false when the browser refused.
pub fn save(game: &SavedGame) -> bool {
    write_raw(SAVE_KEY, &saved::encode(game))
}

/// Moves an unusable save aside (to [`DAMAGED_KEY`]) so the next load starts fresh.
pub fn set_aside(raw: &str) {
    write_raw(DAMAGED_KEY, raw);
    remove(SAVE_KEY);
}

/// The stored statistics (zero when none, or when they do not read back).
pub fn load_stats() -> PlayerStats {
    read_raw(STATS_KEY).map(|t| saved::decode_stats(&t)).unwrap_or_default()
}

/// Every person's stored results by name (none when none, or when they do not read back).
pub fn load_person_stats() -> PersonStats {
    read_raw(PERSON_STATS_KEY).map(|t| saved::decode_person_stats(&t)).unwrap_or_default()
}

/// The persons' names of the last new game (none when none, or when they do not read
/// back).
pub fn load_names() -> RememberedNames {
    read_raw(NAMES_KEY).and_then(|t| crate::table::json::read(&t).ok()).unwrap_or_default()
}
