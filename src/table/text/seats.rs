//! Who sits at the table, in words: the seats' names as the language writes them, the
//! bots' levels and paces.

use crate::table::i18n::{Texts, num, text};
use crate::table::protocol::BotLevel;
use crate::table::setup::{DEFAULT_NAME, SEAT_NAMES, SPARE_NAMES, Seat, SeatKind, Speed};

/// The name a seat shows: the person's own name, or the word for "you" when it was left
/// empty; the bots' names as the language writes them. Stored names never change (saves
/// and records stay language-free); only what is shown does.
pub fn seat_name(tr: &Texts, seat: &Seat) -> String {
    if seat.kind == SeatKind::Human {
        return if seat.name == DEFAULT_NAME { tr.t("you-name") } else { seat.name.clone() };
    }
    let stored = seat.name.as_str();
    let fixed = SEAT_NAMES.iter().chain(&SPARE_NAMES).zip(NAME_IDS).find(|(n, _)| **n == stored);
    match fixed {
        Some((_, id)) => tr.t(id),
        None => rival_name(tr, seat, stored).unwrap_or_else(|| stored.to_string()),
    }
}

/// The messages of the bots' names, in the order of [`SEAT_NAMES`] then [`SPARE_NAMES`].
const NAME_IDS: [&str; 10] = [
    "name-bruno",
    "name-carmen",
    "name-diego",
    "name-hugo",
    "name-ines",
    "name-jorge",
    "name-lucia",
    "name-elena",
    "name-felipe",
    "name-gloria",
];

/// A rival's seat name in the language, when `stored` is the rival's stored name
/// ("Producer", or "Producer 2" for a second one at the table).
fn rival_name(tr: &Texts, seat: &Seat, stored: &str) -> Option<String> {
    let SeatKind::Bot(level) = seat.kind else { return None };
    let rival = level.offered().rival?;
    let rest = stored.strip_prefix(rival.stored)?;
    Some(format!("{}{rest}", tr.t(rival.seat)))
}

/// What the select of a seat calls a bot: a level's name ("Hard"), or a rival's with
/// its style in a few words ("The Producer: goods, trading and the guild hall").
pub fn level_label(tr: &Texts, level: BotLevel) -> String {
    tr.t(level.offered().name)
}

/// A rival's line on how it plays and how strong it is (its measured win rate against
/// Medium); `None` for a level.
pub fn rival_style(tr: &Texts, level: BotLevel) -> Option<String> {
    let rival = level.offered().rival?;
    Some(tr.f(rival.style, &[("wins", num(u32::from(rival.wins)))]))
}

/// Who plays a bot's seat, under its name at the table ("Hard bot", "Rival bot");
/// `in_page` when the bots play in the page because the workers failed.
pub fn who_bot(tr: &Texts, level: BotLevel, in_page: bool) -> String {
    let kind = if level.is_rival() { "rival" } else { level.key() };
    tr.f(if in_page { "who-bot-in-page" } else { "who-bot" }, &[("level", text(kind))])
}

/// A bot pace's name ("Instant").
pub fn speed_label(tr: &Texts, speed: Speed) -> String {
    match speed {
        Speed::Instant => tr.t("speed-instant"),
        Speed::Normal => tr.t("speed-normal"),
        Speed::Slow => tr.t("speed-slow"),
    }
}
