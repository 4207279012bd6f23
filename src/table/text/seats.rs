//! Who sits at the table, in words: the seats' names as the language writes them, the
//! bots' levels and paces.

use crate::table::i18n::Texts;
use crate::table::protocol::BotLevel;
use crate::table::setup::{DEFAULT_NAME, SEAT_NAMES, SPARE_NAMES, Seat, SeatKind, Speed};

/// The name a seat shows: the person's own name, or the word for "you" when it was left
/// empty; the bots' names as the language writes them. Stored names never change (saves
/// and records stay language-free); only what is shown does.
pub fn seat_name(tr: &Texts, seat: &Seat) -> String {
    if seat.kind == SeatKind::Human {
        return if seat.name == DEFAULT_NAME { tr.t("you-name") } else { seat.name.clone() };
    }
    match seat.name.as_str() {
        n if n == SEAT_NAMES[0] => tr.t("name-bruno"),
        n if n == SEAT_NAMES[1] => tr.t("name-carmen"),
        n if n == SEAT_NAMES[2] => tr.t("name-diego"),
        n if n == SEAT_NAMES[3] => tr.t("name-hugo"),
        n if n == SEAT_NAMES[4] => tr.t("name-ines"),
        n if n == SEAT_NAMES[5] => tr.t("name-jorge"),
        n if n == SEAT_NAMES[6] => tr.t("name-lucia"),
        n if n == SPARE_NAMES[0] => tr.t("name-elena"),
        n if n == SPARE_NAMES[1] => tr.t("name-felipe"),
        n if n == SPARE_NAMES[2] => tr.t("name-gloria"),
        other => other.to_string(),
    }
}

/// A bot level's name ("Hard").
pub fn level_label(tr: &Texts, level: BotLevel) -> String {
    match level {
        BotLevel::Easy => tr.t("level-easy"),
        BotLevel::Medium => tr.t("level-medium"),
        BotLevel::Hard => tr.t("level-hard"),
        BotLevel::Expert => tr.t("level-expert"),
    }
}

/// A bot pace's name ("Instant").
pub fn speed_label(tr: &Texts, speed: Speed) -> String {
    match speed {
        Speed::Instant => tr.t("speed-instant"),
        Speed::Normal => tr.t("speed-normal"),
        Speed::Slow => tr.t("speed-slow"),
    }
}
