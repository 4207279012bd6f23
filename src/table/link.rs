//! A link to a moment of a game: the game's record, the step shown and whose view, in the
//! address's fragment (`…/#game=<payload>`), never sent to a server.
//!
//! The payload is URL-safe base64 (no padding) of the raw-deflated compact JSON of a
//! [`Moment`]: `{"format":"san-juan-link","version":1,"step":12,"seen_by":0,"record":{…}}`.
//! The record inside is a game record as `rules::record` writes it, so a link reads as
//! long as its record's version does (docs/MEASUREMENTS.md gives a link's length).
//!
//! The work is split where the bundles are: the page writes and reads the JSON
//! ([`Moment::to_json`], [`Moment::from_json`]: it reads records anyway), and the bot
//! worker's bundle, which the page asks (`ui::link`), compresses it ([`pack`],
//! [`unpack`]), so neither the page's first load carries a compressor nor the worker a
//! JSON reader.
//!
//! A link holds the whole record, seed included: it is for showing a game, not a secret.
//! A link of a game in progress names one seat ([`Moment::seen_by`]), and the replay it
//! opens shows only that seat's view.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

use crate::rules::{GameRecord, RecordError};

/// What a link's fragment starts with, after the `#`.
pub const FRAGMENT_KEY: &str = "game=";

/// A link's fragment as the address gives it (`location.hash`): `#` and [`FRAGMENT_KEY`].
pub const LINK_FRAGMENT: &str = "#game=";

/// The `format` field of a link's JSON.
const FORMAT: &str = "san-juan-link";

/// The version of a link's JSON this code writes and reads.
const VERSION: u32 = 1;

/// Most bytes a payload may inflate to: far more than an 8-player game's record (about
/// 25 KB), far less than what would strain the worker.
const INFLATED_LIMIT: usize = 1 << 20;

/// Longest payload read, in characters: a link past it is not ours.
const PAYLOAD_LIMIT: usize = 200_000;

/// One moment of a game: its record, the actions applied (the step shown) and whose view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    /// The game, up to where the sender had played it (a game in progress) or whole.
    pub record: GameRecord,
    /// Actions applied at the moment shown, 0 to the record's length.
    pub step: usize,
    /// The seat (0-based) whose view the replay shows and keeps; `None`: every seat's,
    /// as the viewer picks (only for a finished game).
    pub seen_by: Option<u8>,
}

/// A moment as a link's JSON is read (the record as a JSON value, read by the record's
/// own reader, [`GameRecord::from_value`]).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LinkJson {
    format: String,
    version: u32,
    step: usize,
    seen_by: Option<u8>,
    record: Value,
}

/// A moment as a link's JSON is written (the record by its own writer).
#[derive(Serialize)]
struct LinkJsonOut<'a> {
    format: &'a str,
    version: u32,
    step: usize,
    seen_by: Option<u8>,
    record: &'a GameRecord,
}

/// Why a link does not open.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Nothing after `#game=`, or far too much to be a game.
    NotALink,
    /// The payload is not base64 or does not inflate (cut short or changed), or inflates
    /// past the limit.
    Damaged,
    /// The inflated payload is not a link's JSON: serde_json's message.
    Json(String),
    /// Another format, or a link version this code does not read: the format and version.
    Foreign(String, u32),
    /// The record inside is not a record that replays.
    Record(RecordError),
    /// The step is past the record's end: (step, actions).
    Step(usize, usize),
    /// The seat is not one of the game's: (seat, players).
    Seat(u8, u8),
    /// A game in progress shown to every seat: a link of one names its seat.
    InProgress,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NotALink => write!(f, "not a link to a San Juan game"),
            LinkError::Damaged => write!(f, "the link is damaged (cut short or changed)"),
            LinkError::Json(e) => write!(f, "the link's game is unreadable: {e}"),
            LinkError::Foreign(format, version) => write!(f, "a link of another kind ({format:?}, version {version})"),
            LinkError::Record(e) => write!(f, "{e}"),
            LinkError::Step(step, total) => write!(f, "the link's step {step} is past the game's {total} actions"),
            LinkError::Seat(seat, players) => write!(f, "the link's seat {} is not one of the game's {players}", u32::from(*seat) + 1),
            LinkError::InProgress => write!(f, "the link shows a game in progress to every seat"),
        }
    }
}

impl std::error::Error for LinkError {}

/// The link made of `json` (a [`Moment::to_json`]) for the page at `address` (its own
/// fragment, if any, left out): the address, [`LINK_FRAGMENT`] and the payload.
pub fn pack(json: &str, address: &str) -> String {
    let page = address.split('#').next().unwrap_or_default();
    let payload = URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(json.as_bytes(), 10));
    format!("{page}{LINK_FRAGMENT}{payload}")
}

/// The JSON a link holds: `link` is a whole address, its fragment (`#game=…`) or the
/// payload alone. [`Moment::from_json`] reads what it gives.
///
/// Errors: [`LinkError::NotALink`] (nothing there, or far too much), [`LinkError::Damaged`]
/// (not base64, does not inflate, inflates past its limit, or is not text).
pub fn unpack(link: &str) -> Result<String, LinkError> {
    let payload = link.rsplit_once(FRAGMENT_KEY).map_or(link, |(_, p)| p).trim();
    if payload.is_empty() || payload.len() > PAYLOAD_LIMIT {
        return Err(LinkError::NotALink);
    }
    let bytes = URL_SAFE_NO_PAD.decode(payload).map_err(|_| LinkError::Damaged)?;
    let text = miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes, INFLATED_LIMIT).map_err(|_| LinkError::Damaged)?;
    String::from_utf8(text).map_err(|_| LinkError::Damaged)
}

impl Moment {
    /// The link's JSON (compact), for [`pack`].
    pub fn to_json(&self) -> String {
        let json = LinkJsonOut { format: FORMAT, version: VERSION, step: self.step, seen_by: self.seen_by, record: &self.record };
        serde_json::to_string(&json).expect("a record always serializes")
    }

    /// Reads a link's JSON (what [`unpack`] gives).
    ///
    /// Checks everything the replay needs: the record's format, version, names and every
    /// action (it replays to the end), the step within it, the seat one of the game's, and
    /// that a game in progress names its seat.
    ///
    /// Errors: [`LinkError`], naming what is wrong.
    pub fn from_json(text: &str) -> Result<Moment, LinkError> {
        let json: LinkJson = crate::table::json::read(text).map_err(|e| LinkError::Json(e.to_string()))?;
        if json.format != FORMAT || json.version != VERSION {
            return Err(LinkError::Foreign(json.format, json.version));
        }
        let record = GameRecord::from_value(json.record).map_err(LinkError::Record)?;
        let state = record.replay().map_err(LinkError::Record)?;
        let moment = Moment { step: json.step, seen_by: json.seen_by, record };
        moment.check(state.is_over())?;
        Ok(moment)
    }

    /// The link to this moment for the page at `address`: [`pack`] of [`Moment::to_json`].
    pub fn link(&self, address: &str) -> String {
        pack(&self.to_json(), address)
    }

    /// The moment `link` is to: [`Moment::from_json`] of [`unpack`].
    ///
    /// Errors: as those two.
    pub fn decode(link: &str) -> Result<Moment, LinkError> {
        Moment::from_json(&unpack(link)?)
    }

    /// The step and seat fit the record; `over`: whether its game is finished.
    fn check(&self, over: bool) -> Result<(), LinkError> {
        let (total, players) = (self.record.actions.len(), self.record.options.players);
        if self.step > total {
            return Err(LinkError::Step(self.step, total));
        }
        match self.seen_by {
            Some(seat) if seat >= players => Err(LinkError::Seat(seat, players)),
            None if !over => Err(LinkError::InProgress),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Options;

    /// A 3-player game played by the first legal action to `steps` actions.
    fn game(steps: usize) -> GameRecord {
        let mut record = GameRecord::new(Options::for_players(3), 11);
        let mut state = record.replay().unwrap();
        while record.actions.len() < steps && !state.is_over() {
            let action = state.legal_actions()[0];
            state.apply_quiet(action).unwrap();
            record.actions.push(action);
        }
        record.names = vec!["Ana".into(), "Bruno".into(), "Chloé".into()];
        record
    }

    fn finished() -> GameRecord {
        game(usize::MAX)
    }

    #[test]
    fn a_moment_comes_back_from_its_link_whole() {
        let record = finished();
        for (step, seen_by) in [(0, None), (17, Some(2)), (record.actions.len(), Some(0))] {
            let moment = Moment { record: record.clone(), step, seen_by };
            let link = moment.link("https://example.org/sj/#game=old");
            let payload = link.strip_prefix("https://example.org/sj/#game=").expect("the page's address, then the fragment");
            assert!(payload.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "not URL-safe: {payload}");
            assert_eq!(Moment::decode(payload), Ok(moment.clone()));
            assert_eq!(Moment::decode(&link), Ok(moment.clone()));
            assert_eq!(Moment::from_json(&unpack(&link).unwrap()), Ok(moment));
        }
    }

    #[test]
    fn a_game_in_progress_opens_only_with_its_seat() {
        let record = game(40);
        let seat = Moment { record: record.clone(), step: 40, seen_by: Some(1) };
        assert_eq!(Moment::decode(&seat.link("")), Ok(seat));
        let every = Moment { record, step: 40, seen_by: None };
        assert_eq!(Moment::decode(&every.link("")), Err(LinkError::InProgress));
    }

    #[test]
    fn a_step_or_seat_the_game_lacks_is_refused() {
        let record = finished();
        let total = record.actions.len();
        let past = Moment { record: record.clone(), step: total + 1, seen_by: None };
        assert_eq!(Moment::decode(&past.link("")), Err(LinkError::Step(total + 1, total)));
        let seat = Moment { record, step: 0, seen_by: Some(3) };
        assert_eq!(Moment::decode(&seat.link("")), Err(LinkError::Seat(3, 3)));
    }

    #[test]
    fn a_damaged_or_foreign_link_says_what_is_wrong() {
        let payload = Moment { record: finished(), step: 5, seen_by: None }.link("");
        assert_eq!(Moment::decode(""), Err(LinkError::NotALink));
        assert_eq!(Moment::decode("#game="), Err(LinkError::NotALink));
        assert_eq!(Moment::decode("#game=not base64!"), Err(LinkError::Damaged));
        for cut in [payload.len() / 2, payload.len() / 4 * 4 - 8] {
            assert_eq!(Moment::decode(&payload[..cut]), Err(LinkError::Damaged), "cut at {cut}");
        }
        let other = URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(br#"{"hello":1}"#, 10));
        assert!(matches!(Moment::decode(&other), Err(LinkError::Json(_))));
        let later = serde_json::json!({"format": FORMAT, "version": 2, "step": 0, "seen_by": null, "record": {}});
        let later = URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(later.to_string().as_bytes(), 10));
        assert_eq!(Moment::decode(&later), Err(LinkError::Foreign(FORMAT.into(), 2)));
        assert!(Moment::decode(&later).unwrap_err().to_string().contains("version 2"));
    }

    #[test]
    fn a_record_that_does_not_replay_is_refused_naming_its_step() {
        let mut record = finished();
        record.actions.swap(3, 4);
        let moment = Moment { record, step: 0, seen_by: None };
        assert!(matches!(Moment::decode(&moment.link("")), Err(LinkError::Record(RecordError::Step { .. }))));
    }

    #[test]
    fn a_payload_that_inflates_past_the_limit_is_damaged() {
        let zeros = vec![b' '; INFLATED_LIMIT + 1];
        let bomb = URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(&zeros, 10));
        assert_eq!(Moment::decode(&bomb), Err(LinkError::Damaged));
    }
}
