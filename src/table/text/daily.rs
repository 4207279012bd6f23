//! Today's deal and the rating in words: what the deal's button says, the days played,
//! the result to share, a person's rating.

use super::super::daily::{DAILY_BOTS, DAILY_PLAYERS, DailyStats, DailyTry, Day};
use super::super::i18n::{Texts, num, text};
use super::super::rating::PersonRating;
use crate::rules::{Building, Good};

/// What today's deal is, as its button states it: "3 players: you against two hard
/// bots, 1st edition, no hints".
pub fn daily_terms(tr: &Texts) -> String {
    tr.f("daily-terms", &[("players", num(DAILY_PLAYERS)), ("bots", num(DAILY_BOTS.len() as u32))])
}

/// The days of today's deal played in this browser, won, and the streak as of `today`.
pub fn daily_stats_line(tr: &Texts, stats: &DailyStats, today: Day) -> String {
    let args = [
        ("played", num(stats.played)),
        ("won", num(stats.won)),
        ("streak", num(stats.current_streak(today))),
        ("best", num(stats.best_streak)),
    ];
    tr.f("daily-stats", &args)
}

/// The line that marks a game of today's deal at the table: its date, and "practice"
/// when it is not the day's counted try.
pub fn daily_badge(tr: &Texts, game: DailyTry) -> String {
    tr.f("daily-badge", &[("date", text(game.day.iso())), ("practice", text(if game.counted { "no" } else { "yes" }))])
}

/// A building as one symbol of the shared line: its good's colour for a production
/// building, a violet square for a violet building, a column for one worth 6 to build
/// (those that score at the end); never its name, so the line gives nothing of the
/// deal away but the city's shape.
pub fn building_symbol(b: Building) -> &'static str {
    match b.good() {
        Some(Good::Indigo) => "🟦",
        Some(Good::Sugar) => "⬜",
        Some(Good::Tobacco) => "🟫",
        Some(Good::Coffee) => "⬛",
        Some(Good::Silver) => "🔘",
        None if b.cost() >= 6 => "🏛️",
        None => "🟪",
    }
}

/// The result to share: the deal's date, practice or not, won or not, the VP, and the
/// city as a line of symbols (in the order built). Two lines; no card's name.
pub fn daily_share(tr: &Texts, game: DailyTry, won: bool, vp: u16, city: &[Building]) -> String {
    let args = [
        ("date", text(game.day.iso())),
        ("result", text(if won { "won" } else { "lost" })),
        ("vp", num(vp)),
        ("practice", text(if game.counted { "no" } else { "yes" })),
    ];
    let symbols: String = city.iter().map(|&b| building_symbol(b)).collect();
    format!("{}\n{symbols}", tr.f("daily-share", &args))
}

/// A person's rating in words: the rating, its margin (two deviations: the strength is
/// within it 95 times in 100) and the rated games.
pub fn rating_line(tr: &Texts, person: &PersonRating) -> String {
    let args =
        [("rating", num(person.now.rating.round())), ("margin", num((2.0 * person.now.deviation).round())), ("games", num(person.games))];
    tr.f("rating-line", &args)
}
