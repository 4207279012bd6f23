//! Everything the table says in words, in the language of a [`Texts`], one file per
//! subject:
//! - `cards`: the cards, their kinds, the roles and their placards, the trading-house
//!   tiles (texts written for this project, in our own words);
//! - `log`: the game log's lines, rendered from the engine's happenings;
//! - `announce`: what a screen reader is told of the others' turns and of the end;
//! - `prompt`: the turn: the round's line, what is being decided, the buttons' words, the
//!   hint;
//! - `notices`: the notices and why a save cannot be used;
//! - `seats`: the seats' names, the bots' levels and paces;
//! - `review`: a game review's summary, marks and comparisons.
//! - `daily`: today's deal (its terms, the days played, the result to share) and the
//!   rating;
//! - `guide`: the guides' callouts (Learn to play, the expansions' first-time guides).
//!
//! Here: what they share, the seats' names as shown ([`Names`]) and the language's
//! lists and numbers. Read-only helpers over the engine's public API and the message
//! files (`assets/i18n/*.ftl`, see [`super::i18n`]); the log's data is in
//! [`super::log`], the CSS class names and stable keys in [`super::keys`].
//!
//! Pure string formatting (no web dependency), so native tests read the words.

mod announce;
mod cards;
mod daily;
mod guide;
mod log;
mod notices;
mod prompt;
pub mod review;
mod seats;

pub use announce::{Turn, end_said, turn_said, turns_since_decision, verdict};
pub use cards::{
    SECOND_EDITION_TEXTS, card_full, card_info_label, card_said, card_short, card_text_id, card_tooltip, event_set_off_label, kind_label,
    placard_status, role_action, role_help, role_privilege, tile_words,
};
pub use daily::{building_symbol, daily_badge, daily_share, daily_stats_line, daily_terms, rating_line};
pub use guide::{also_line, lesson_text, step_line, suggested_line};
pub use log::log_line;
pub use notices::{notice_text, save_problem_text};
pub use prompt::{action_words, build_verb, decision_line, hint_text, pass_label, round_line};
pub use seats::{level_label, rival_style, seat_name, speed_label, who_bot};

use super::i18n::{Arg, Lang, Texts, text};
use super::setup::{DEFAULT_NAME, Seat, SeatKind};

/// The seats' names as shown, and which of them is "you" (the person who left the name
/// empty: messages say that seat in the second person, `$you`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    shown: Vec<String>,
    you: Vec<bool>,
}

impl Names {
    /// The names of `seats` in `tr`'s language.
    pub fn new(tr: &Texts, seats: &[Seat]) -> Names {
        Names {
            shown: seats.iter().map(|s| seat_name(tr, s)).collect(),
            you: seats.iter().map(|s| s.kind == SeatKind::Human && s.name == DEFAULT_NAME).collect(),
        }
    }

    /// Seat `p`'s name as shown ("?" for a seat the game does not have).
    pub fn name(&self, p: u8) -> &str {
        self.shown.get(p as usize).map_or("?", String::as_str)
    }

    /// Every name, in seat order.
    pub fn all(&self) -> &[String] {
        &self.shown
    }

    /// Seat `p` is shown as "you".
    pub fn is_you(&self, p: u8) -> bool {
        self.you.get(p as usize).copied().unwrap_or(false)
    }

    /// The `$name` and `$you` arguments of seat `p`; `you` forces the second person (the
    /// person's own hand, city...).
    pub fn args(&self, p: u8, you: bool) -> [(&'static str, Arg<'_>); 2] {
        let you = you || self.is_you(p);
        [("name", text(self.name(p))), ("you", text(if you { "yes" } else { "no" }))]
    }
}

/// "A", "A and B", "A, B and C" in the language (`list-comma` between the names before
/// the last, `list-and` before the last).
pub fn and_list(tr: &Texts, names: &[&str]) -> String {
    let Some((last, before)) = names.split_last() else { return String::new() };
    let mut it = before.iter();
    let Some(first) = it.next() else { return last.to_string() };
    let head = it.fold(first.to_string(), |acc, s| tr.f("list-comma", &[("first", text(acc)), ("second", text(*s))]));
    tr.f("list-and", &[("first", text(head)), ("second", text(*last))])
}

/// `s` without the soft hyphens a long word of a card name carries (the message files'
/// `{"\u00AD"}`: where a narrow card may break the word), for words that are never laid
/// out in a card's box: what is said, a tooltip, a label.
pub fn unhyphenated(s: &str) -> String {
    s.replace('\u{AD}', "")
}

/// `x` rounded to one decimal, written with a point ("-12.5"), for data attributes.
/// Integer arithmetic, not the standard library's float formatting, which the page would
/// otherwise carry for this alone.
pub fn tenths(x: f64) -> String {
    let t = (x * 10.0).round() as i64;
    let sign = if t < 0 { "-" } else { "" };
    format!("{sign}{}.{}", t.abs() / 10, t.abs() % 10)
}

/// A number with one decimal, as the language writes it ("12.5", "12,5").
pub fn decimal(tr: &Texts, x: f64) -> String {
    let s = tenths(x);
    match tr.lang() {
        Lang::Ru | Lang::Uk | Lang::Cs => s.replace('.', ","),
        Lang::En | Lang::ZhHant => s,
    }
}
