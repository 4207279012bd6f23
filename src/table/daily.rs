//! Today's deal: the same deal for everyone on a UTC day, one counted try a day, and
//! the days played and won kept in this browser.
//!
//! The day is the number of whole days since 1970-01-01 in UTC ([`Day`]): the browser's
//! clock in milliseconds since the epoch, whatever its time zone, gives the same day
//! everywhere at the same moment. The deal's seed comes from the day alone
//! ([`Day::seed`]), its table is fixed ([`daily_game`]): so two persons who play today's
//! deal play the same game against the same bots.
//!
//! The first try started on a day counts ([`DailyStats::start`]); a later game of the
//! same deal is practice, and says so. A counted try's result is kept when the game ends
//! ([`DailyStats::finish`]). Pure Rust, so native tests check all of it.

use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

use super::protocol::BotLevel;
use super::setup::NewGame;
use crate::rules::Options;

/// Milliseconds in a day.
const DAY_MILLIS: f64 = 86_400_000.0;
/// Mixed into the day before it seeds the deal, so that today's deal is not the game of
/// a seed a person types ("DAILY").
const DAILY_SALT: u64 = 0x0044_4149_4C59;

/// Players at today's deal: the person and [`DAILY_BOTS`].
pub const DAILY_PLAYERS: u8 = 3;
/// The bots of today's deal, in seat order after the person.
pub const DAILY_BOTS: [BotLevel; 2] = [BotLevel::Hard, BotLevel::Hard];

/// A UTC day: whole days since 1970-01-01 (day 0).
///
/// JSON: the number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Day(pub u32);

impl Day {
    /// The UTC day of a moment given in milliseconds since 1970-01-01T00:00Z (what
    /// JavaScript's `Date.now()` gives); `None` before 1970 or for no number.
    pub fn from_unix_millis(millis: f64) -> Option<Day> {
        let days = (millis / DAY_MILLIS).floor();
        (days.is_finite() && (0.0..=f64::from(u32::MAX)).contains(&days)).then_some(Day(days as u32))
    }

    /// The calendar date of the day: (year, month 1–12, day of the month 1–31), in the
    /// proleptic Gregorian calendar (Howard Hinnant's `civil_from_days`).
    pub fn date(self) -> (i64, u32, u32) {
        let z = i64::from(self.0) + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        (yoe + era * 400 + i64::from(month <= 2), month, day)
    }

    /// The date as ISO 8601 writes it: "2026-11-29".
    pub fn iso(self) -> String {
        let (y, m, d) = self.date();
        format!("{y:04}-{m:02}-{d:02}")
    }

    /// The seed of the day's deal: drawn from the day alone (a permuted congruential
    /// generator seeded with it), in the range a person may type into the seed field.
    pub fn seed(self) -> u64 {
        let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(DAILY_SALT ^ u64::from(self.0));
        u64::from(rng.random::<u32>())
    }

    /// The day after.
    fn next(self) -> Day {
        Day(self.0.saturating_add(1))
    }
}

/// The new-game choices of `day`'s deal for the person named `name`: [`DAILY_PLAYERS`]
/// players, the person against [`DAILY_BOTS`], the 1st edition without expansions, no
/// hints, the day's seed.
pub fn daily_game(day: Day, name: &str) -> NewGame {
    let mut new = NewGame::against(name, &DAILY_BOTS);
    new.options = Options::for_players(DAILY_PLAYERS);
    new.no_hints = true;
    new.seed = day.seed();
    new
}

/// A game of today's deal: its day, and whether it is the day's counted try (else
/// practice). Kept with the game's save.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DailyTry {
    /// The deal's day.
    pub day: Day,
    /// The day's counted try; a later game of the same deal is practice.
    pub counted: bool,
}

/// Today's deals in this browser: the days whose counted try was played to the end, how
/// many of them were won, the streak of days in a row.
///
/// JSON: `{"tried", "played", "won", "last_played", "streak", "best_streak"}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct DailyStats {
    /// The last day whose counted try was started (it need not be finished).
    pub tried: Option<Day>,
    /// Days whose counted try was played to the end.
    pub played: u32,
    /// Of those, days won (a shared win counts).
    pub won: u32,
    /// The last day whose counted try was played to the end.
    pub last_played: Option<Day>,
    /// Days in a row, up to [`DailyStats::last_played`], whose counted try was played to
    /// the end.
    pub streak: u32,
    /// The longest such streak.
    pub best_streak: u32,
}

impl DailyStats {
    /// A game of `day`'s deal starts: the day's counted try if none was started that
    /// day (it is taken now, finished or not), else practice.
    pub fn start(&mut self, day: Day) -> DailyTry {
        let counted = self.tried.is_none_or(|t| t < day);
        if counted {
            self.tried = Some(day);
        }
        DailyTry { day, counted }
    }

    /// Whether `day`'s counted try was started already (a game of it now is practice).
    pub fn tried_on(&self, day: Day) -> bool {
        self.tried.is_some_and(|t| t >= day)
    }

    /// A game of today's deal ended: a counted try counts once (practice does not).
    pub fn finish(&mut self, game: DailyTry, won: bool) {
        if !game.counted || self.last_played.is_some_and(|d| d >= game.day) {
            return;
        }
        self.streak = if self.last_played.is_some_and(|d| d.next() == game.day) { self.streak + 1 } else { 1 };
        self.best_streak = self.best_streak.max(self.streak);
        self.played += 1;
        self.won += u32::from(won);
        self.last_played = Some(game.day);
    }

    /// The streak as of `today`: kept while yesterday's or today's counted try was
    /// played, else over (0).
    pub fn current_streak(&self, today: Day) -> u32 {
        match self.last_played {
            Some(d) if d == today || d.next() == today => self.streak,
            _ => 0,
        }
    }

    /// The text to store.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads [`DailyStats::encode`]'s text: a field that is missing or no count reads as
    /// none; text that is no JSON object, as nothing kept. Read through a JSON value, not
    /// a derived deserializer, which would cost the page's first load some 2 KB.
    pub fn decode(text: &str) -> DailyStats {
        let value: serde_json::Value = serde_json::from_str(text).unwrap_or_default();
        let count = |key: &str| super::json::count(&value, key);
        DailyStats {
            tried: count("tried").map(Day),
            played: count("played").unwrap_or(0),
            won: count("won").unwrap_or(0),
            last_played: count("last_played").map(Day),
            streak: count("streak").unwrap_or(0),
            best_streak: count("best_streak").unwrap_or(0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-29T00:00Z, in milliseconds.
    const NOV_29: f64 = 1_795_910_400_000.0;

    #[test]
    fn a_moment_gives_its_utc_day_whatever_the_time_zone_it_is_read_in() {
        let day = Day::from_unix_millis(NOV_29).unwrap();
        assert_eq!(day.iso(), "2026-11-29");
        // The same UTC day from its first to its last millisecond: a browser in Tokyo
        // (already the 30th there at 15:00Z) and one in Honolulu (still the 28th at
        // 09:59Z) both count the 29th.
        assert_eq!(Day::from_unix_millis(NOV_29 + DAY_MILLIS - 1.0), Some(day));
        assert_eq!(Day::from_unix_millis(NOV_29 + 15.0 * 3_600_000.0), Some(day));
        assert_eq!(Day::from_unix_millis(NOV_29 - 1.0).map(Day::iso).as_deref(), Some("2026-11-28"));
        assert_eq!(Day::from_unix_millis(-1.0), None);
        assert_eq!(Day::from_unix_millis(f64::NAN), None);
    }

    #[test]
    fn dates_are_the_calendars() {
        assert_eq!(Day(0).iso(), "1970-01-01");
        assert_eq!(Day(59).iso(), "1970-03-01");
        assert_eq!(Day(11_016).iso(), "2000-02-29");
        assert_eq!(Day(20_513).iso(), "2026-03-01");
        assert_eq!(Day(20_786).iso(), "2026-11-29");
    }

    #[test]
    fn the_days_seed_is_pinned_and_differs_from_day_to_day() {
        // Pinned: a change here changes every person's deal of the day.
        assert_eq!(Day(20_786).seed(), 1_089_542_757);
        let seeds: std::collections::BTreeSet<u64> = (20_000..20_400).map(|d| Day(d).seed()).collect();
        assert_eq!(seeds.len(), 400);
        assert!(seeds.iter().all(|&s| s <= u64::from(u32::MAX)));
    }

    #[test]
    fn the_daily_game_is_the_fixed_table_with_the_days_seed() {
        let new = daily_game(Day(20_786), "Ana");
        assert_eq!(new.options, Options::for_players(3));
        assert_eq!(new.seats().len(), 3);
        assert_eq!(
            new.seats()[1..].iter().map(|s| s.kind).collect::<Vec<_>>(),
            vec![super::super::setup::SeatKind::Bot(BotLevel::Hard); 2]
        );
        assert!(new.no_hints);
        assert_eq!(new.seed, Day(20_786).seed());
        assert!(new.validate().is_ok());
    }

    #[test]
    fn one_try_a_day_counts() {
        let mut stats = DailyStats::default();
        let first = stats.start(Day(10));
        let again = stats.start(Day(10));
        assert!(first.counted && !again.counted);
        assert!(stats.tried_on(Day(10)) && !stats.tried_on(Day(11)));
        stats.finish(again, true);
        assert_eq!((stats.played, stats.won), (0, 0), "practice does not count");
        stats.finish(first, false);
        stats.finish(first, true);
        assert_eq!((stats.played, stats.won, stats.streak), (1, 0, 1), "the counted try counts once");
    }

    #[test]
    fn the_streak_counts_days_in_a_row_and_ends_after_a_day_missed() {
        let mut stats = DailyStats::default();
        for day in [10, 11, 12] {
            let t = stats.start(Day(day));
            stats.finish(t, day == 11);
        }
        assert_eq!((stats.played, stats.won, stats.streak, stats.best_streak), (3, 1, 3, 3));
        assert_eq!(stats.current_streak(Day(12)), 3);
        assert_eq!(stats.current_streak(Day(13)), 3, "today's try may still come");
        assert_eq!(stats.current_streak(Day(14)), 0);
        let t = stats.start(Day(14));
        stats.finish(t, true);
        assert_eq!((stats.streak, stats.best_streak), (1, 3));
        // A try started but never finished does not count, nor keep the streak.
        stats.start(Day(15));
        assert_eq!(stats.current_streak(Day(17)), 0);
    }

    #[test]
    fn the_stats_read_back_and_bad_text_reads_as_none() {
        let mut stats = DailyStats::default();
        let t = stats.start(Day(3));
        stats.finish(t, true);
        assert_eq!(DailyStats::decode(&stats.encode()), stats);
        assert_eq!(DailyStats::decode("{not json"), DailyStats::default());
        assert_eq!(DailyStats::decode("{\"played\":2}").played, 2);
    }
}
