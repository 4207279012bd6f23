//! Your rating: an estimate of a person's strength on one scale with the bots, updated
//! after each finished game against bots, with its uncertainty.
//!
//! The scale is Elo's (400 points between two players: the stronger wins ten games to
//! one), anchored at the medium bot's 1,500. Each bot's rating is fixed from the arena's
//! results ([`bot_rating`]; docs/BOTS.md "Ratings" gives the games and the commands).
//! A person's rating is Mark Glickman's Glicko (1999): a rating and a deviation, the
//! deviation shrinking as games are played and growing back a little before each game
//! ([`DRIFT`]), so the rating keeps following a person who gets better. A game of several
//! players counts as one result against each other seat: a win against a seat that
//! finished below, half against a seat sharing the win or the same points, a loss
//! against a seat above ([`results`]).
//!
//! A guided game, or a game in which a hint was taken, does not move the rating: it is
//! counted apart ([`PersonRating::apart`]), and the new-game screen says so. Pure Rust;
//! native tests check the update against the formula.

use std::f64::consts::{LN_10, PI};

use serde::Serialize;
use serde_json::Value;

use super::protocol::BotLevel;
use super::setup::{Seat, SeatKind};
use crate::rules::FinalScore;

/// A rating and its uncertainty: the strength is within about two deviations of the
/// rating, 95 times in 100.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Rating {
    /// The estimate, on Elo's scale (the medium bot: 1,500).
    pub rating: f64,
    /// Its standard deviation, in the same points.
    pub deviation: f64,
}

/// A person who has played no rated game: the medium bot's rating, as uncertain as Glicko
/// allows.
pub const NEW_PERSON: Rating = Rating { rating: 1500.0, deviation: MAX_DEVIATION };
/// The largest deviation (Glicko's for an unknown player).
pub const MAX_DEVIATION: f64 = 350.0;
/// How much a person's deviation grows before each game (Glicko's `c` for a rating
/// period of one game): after some 300 games without one, a rating is as unknown as new.
pub const DRIFT: f64 = 20.0;
/// How many ratings a person's history keeps (the chart's points), the latest last.
pub const HISTORY_KEPT: usize = 60;

/// A bot's rating, fixed from the arena's results (docs/BOTS.md "Ratings": each from a
/// win rate `p` between two bots at 2 players, `400·log10(p / (1 − p))` apart); its
/// deviation is what those games leave uncertain.
pub fn bot_rating(level: BotLevel) -> Rating {
    let (rating, deviation) = match level {
        // The rating that best explains its games against Medium and the rivals (a test
        // below fits it): Medium's own games alone would put it lower, since the policy
        // beats its own drawn answers more surely than other players do.
        BotLevel::Easy => (725.0, 80.0),
        BotLevel::Medium => (1500.0, 10.0),
        BotLevel::Hard => (HARD_RATING, 60.0),
        BotLevel::Expert => (HARD_RATING + 55.0, 70.0),
        // The rivals: each against Medium on 400 games (docs/BOTS.md "The rivals").
        BotLevel::Producer => (1177.0, 40.0),
        BotLevel::Architect => (1212.0, 40.0),
        BotLevel::ChapelKeeper => (1102.0, 40.0),
        BotLevel::Rusher => (1215.0, 40.0),
    };
    Rating { rating, deviation }
}

/// The hard bot's rating (see [`bot_rating`]).
const HARD_RATING: f64 = 1667.0;

/// Glicko's `q`.
const Q: f64 = LN_10 / 400.0;

/// Glicko's `g`: how much a result against an opponent of this deviation says.
fn g(deviation: f64) -> f64 {
    1.0 / (1.0 + 3.0 * Q * Q * deviation * deviation / (PI * PI)).sqrt()
}

/// The expected score of `player` against `opponent` (0 to 1).
pub fn expected(player: f64, opponent: Rating) -> f64 {
    // 10^(−g·Δ/400), as e^(−g·q·Δ) (q = ln 10 / 400).
    1.0 / (1.0 + (-g(opponent.deviation) * Q * (player - opponent.rating)).exp())
}

/// `player`'s rating after one game's `results`: (the opponent's rating, the score
/// against him: 1 won, ½ shared, 0 lost). Glicko's update for one rating period, after
/// the deviation's [`DRIFT`]; no results: only the drift.
pub fn update(player: Rating, results: &[(Rating, f64)]) -> Rating {
    let deviation = (player.deviation.powi(2) + DRIFT * DRIFT).sqrt().min(MAX_DEVIATION);
    if results.is_empty() {
        return Rating { deviation, ..player };
    }
    let mut information = 0.0;
    let mut surprise = 0.0;
    for &(opponent, score) in results {
        let (gj, e) = (g(opponent.deviation), expected(player.rating, opponent));
        information += gj * gj * e * (1.0 - e);
        surprise += gj * (score - e);
    }
    let d2_inverse = Q * Q * information;
    let precision = 1.0 / (deviation * deviation) + d2_inverse;
    Rating { rating: player.rating + Q / precision * surprise, deviation: (1.0 / precision).sqrt() }
}

/// Seat `seat`'s results in a finished game against every other seat: (that seat, the
/// score against it). Sharing the win, or neither winning with the same points, is a
/// half.
pub fn results(score: &FinalScore, seat: u8) -> Vec<(u8, f64)> {
    let won = |s: u8| score.winners.contains(&s);
    let points = |s: u8| score.players.get(usize::from(s)).map_or(0, |p| p.total);
    (0..score.players.len() as u8)
        .filter(|&other| other != seat)
        .map(|other| {
            let result = match (won(seat), won(other)) {
                (true, false) => 1.0,
                (false, true) => 0.0,
                _ => match points(seat).cmp(&points(other)) {
                    std::cmp::Ordering::Greater => 1.0,
                    std::cmp::Ordering::Equal => 0.5,
                    std::cmp::Ordering::Less => 0.0,
                },
            };
            (other, result)
        })
        .collect()
}

/// One person's rating in this browser.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PersonRating {
    /// The rating now.
    pub now: Rating,
    /// Rated games played.
    pub games: u32,
    /// The rating after each of the last [`HISTORY_KEPT`] rated games, the latest last.
    pub history: Vec<Rating>,
    /// Games played to the end that did not count: guided, or with a hint taken.
    pub apart: u32,
}

impl Default for PersonRating {
    fn default() -> Self {
        PersonRating { now: NEW_PERSON, games: 0, history: Vec::new(), apart: 0 }
    }
}

/// Whether a finished game moves its persons' ratings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counts {
    /// It does.
    Rated,
    /// It is counted apart: a guided game, or one in which a hint was taken.
    Apart,
}

/// Every person's rating in this browser, by name (pass-and-play: each person has his
/// own), in the order they first played. JSON: `[["Ana", {"now": {"rating",
/// "deviation"}, "games", "history", "apart"}]]`. A list, not a map: a browser holds a
/// few persons, and the page's bundle carries no second map type for them.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[serde(transparent)]
pub struct Ratings(pub Vec<(String, PersonRating)>);

impl Ratings {
    /// The rating of the person named `name` (a new person's when he has none).
    pub fn of(&self, name: &str) -> PersonRating {
        self.0.iter().find(|(n, _)| n == name).map(|(_, r)| r.clone()).unwrap_or_default()
    }

    /// A game of these `seats` ended with `score`: every person's rating moves by his
    /// results against every other seat (a bot at its fixed rating, another person at
    /// his rating before this game), or, when the game counts apart, his games apart
    /// count one more. A game with no bot moves no rating: the scale is the bots'.
    pub fn record(&mut self, seats: &[Seat], score: &FinalScore, counts: Counts) {
        if !seats.iter().any(|s| matches!(s.kind, SeatKind::Bot(_))) {
            return;
        }
        let before = self.clone();
        let rating_of = |seat: &Seat| match seat.kind {
            SeatKind::Bot(level) => bot_rating(level),
            SeatKind::Human => before.of(&seat.name).now,
        };
        for (i, person) in seats.iter().enumerate().filter(|(_, s)| s.is_person()) {
            let at = match self.0.iter().position(|(n, _)| *n == person.name) {
                Some(at) => at,
                None => {
                    self.0.push((person.name.clone(), PersonRating::default()));
                    self.0.len() - 1
                }
            };
            let entry = &mut self.0[at].1;
            if counts == Counts::Apart {
                entry.apart += 1;
                continue;
            }
            let against: Vec<(Rating, f64)> = results(score, i as u8)
                .into_iter()
                .filter_map(|(other, s)| seats.get(usize::from(other)).map(|o| (rating_of(o), s)))
                .collect();
            entry.now = update(entry.now, &against);
            entry.games += 1;
            entry.history.push(entry.now);
            let extra = entry.history.len().saturating_sub(HISTORY_KEPT);
            entry.history.drain(..extra);
        }
    }

    /// The text to store.
    pub fn encode(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Reads [`Ratings::encode`]'s text: none when it does not read back, and a rating
    /// that is no number (a tampered store) starts again.
    ///
    /// Read through a JSON value, not derived deserializers, which would cost the page's
    /// first load some 2 KB.
    pub fn decode(text: &str) -> Ratings {
        let value: Value = serde_json::from_str(text).unwrap_or_default();
        let persons = value.as_array().map(Vec::as_slice).unwrap_or_default();
        Ratings(persons.iter().filter_map(|p| Some((p.get(0)?.as_str()?.to_string(), PersonRating::read(p.get(1)?)?))).collect())
    }
}

impl Rating {
    /// `{"rating", "deviation"}`; none unless both are numbers and the deviation is
    /// above 0 (a tampered store).
    fn read(value: &Value) -> Option<Rating> {
        let (rating, deviation) = (value.get("rating")?.as_f64()?, value.get("deviation")?.as_f64()?);
        (deviation > 0.0).then_some(Rating { rating, deviation })
    }
}

impl PersonRating {
    /// `{"now", "games", "history", "apart"}` (a missing count: 0, a missing history:
    /// empty); none when a rating in it does not read.
    fn read(value: &Value) -> Option<PersonRating> {
        let count = |key: &str| super::json::count(value, key).unwrap_or(0);
        let history = match value.get("history") {
            Some(list) => list.as_array()?.iter().map(Rating::read).collect::<Option<Vec<Rating>>>()?,
            None => Vec::new(),
        };
        Some(PersonRating { now: Rating::read(value.get("now")?)?, games: count("games"), history, apart: count("apart") })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::ScoreBreakdown;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    /// Glickman's worked example ("The Glicko system", 1999): a player of 1500 (RD 200)
    /// against 1400 (30), 1550 (100) and 1700 (300), winning the first and losing the
    /// others, ends at 1464 (RD 151.4) — without the drift, which the example has none of.
    #[test]
    fn the_update_is_glickmans_worked_example() {
        let player = Rating { rating: 1500.0, deviation: (200.0f64 * 200.0 - DRIFT * DRIFT).sqrt() };
        let results = [
            (Rating { rating: 1400.0, deviation: 30.0 }, 1.0),
            (Rating { rating: 1550.0, deviation: 100.0 }, 0.0),
            (Rating { rating: 1700.0, deviation: 300.0 }, 0.0),
        ];
        let after = update(player, &results);
        assert!(close(after.rating, 1464.1, 0.2), "{after:?}");
        assert!(close(after.deviation, 151.4, 0.2), "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_the_deviation_shrinks() {
        let medium = bot_rating(BotLevel::Medium);
        let won = update(NEW_PERSON, &[(medium, 1.0)]);
        let lost = update(NEW_PERSON, &[(medium, 0.0)]);
        assert!(won.rating > 1500.0 && lost.rating < 1500.0);
        assert!(close(won.rating - 1500.0, 1500.0 - lost.rating, 1e-9), "an even match moves both ways alike");
        assert!(won.deviation < MAX_DEVIATION);
        // Beating a stronger bot gains more than beating a weaker one.
        let beat_hard = update(NEW_PERSON, &[(bot_rating(BotLevel::Hard), 1.0)]);
        let beat_easy = update(NEW_PERSON, &[(bot_rating(BotLevel::Easy), 1.0)]);
        assert!(beat_hard.rating > won.rating && won.rating > beat_easy.rating);
        assert_eq!(update(won, &[]).rating, won.rating);
        assert!(update(won, &[]).deviation > won.deviation);
    }

    #[test]
    fn the_bots_ratings_are_in_the_order_of_their_strength() {
        let levels = [BotLevel::Easy, BotLevel::Medium, BotLevel::Hard, BotLevel::Expert];
        let r: Vec<f64> = levels.iter().map(|&l| bot_rating(l).rating).collect();
        assert!(r.windows(2).all(|w| w[0] < w[1]), "{r:?}");
        // Every rival between Easy and Medium, as measured.
        let rivals = [BotLevel::Producer, BotLevel::Architect, BotLevel::ChapelKeeper, BotLevel::Rusher];
        assert!(rivals.iter().all(|&l| (r[0]..r[1]).contains(&bot_rating(l).rating)));
    }

    /// The easy level's rating is the one most likely to give its 2-player games measured
    /// in docs/BOTS.md ("Ratings"): against Medium (2,000 games) and each rival (400), those
    /// bots' ratings fixed.
    #[test]
    fn the_easy_rating_is_the_fit_of_its_measured_games() {
        let level = |l| bot_rating(l).rating;
        // (the other bot's rating, easy's share of the games, the games)
        let games = [
            (level(BotLevel::Medium), 0.004, 2000.0),
            (level(BotLevel::Producer), 0.082, 400.0),
            (level(BotLevel::Architect), 0.054, 400.0),
            (level(BotLevel::ChapelKeeper), 0.084, 400.0),
            (level(BotLevel::Rusher), 0.102, 400.0),
        ];
        let log_likelihood = |r: f64| -> f64 {
            let expected = |other: f64| 1.0 / (1.0 + 10f64.powf((other - r) / 400.0));
            games.iter().map(|&(o, p, n)| n * (p * expected(o).ln() + (1.0 - p) * (1.0 - expected(o)).ln())).sum()
        };
        let best = (0..=1500).map(f64::from).max_by(|&a, &b| log_likelihood(a).total_cmp(&log_likelihood(b))).unwrap();
        assert!(close(best, level(BotLevel::Easy), 1.0), "the fit gives {best}");
    }

    fn score(points: &[u16], winners: &[u8]) -> FinalScore {
        let players = points.iter().map(|&total| ScoreBreakdown { total, ..ScoreBreakdown::default() }).collect();
        FinalScore { players, winners: winners.to_vec(), tie_break_used: false }
    }

    #[test]
    fn a_game_is_a_result_against_each_other_seat() {
        let s = score(&[30, 34, 30, 22], &[1]);
        assert_eq!(results(&s, 0), vec![(1, 0.0), (2, 0.5), (3, 1.0)]);
        assert_eq!(results(&s, 1), vec![(0, 1.0), (2, 1.0), (3, 1.0)]);
        let shared = score(&[30, 30], &[0, 1]);
        assert_eq!(results(&shared, 0), vec![(1, 0.5)]);
        // The tie-break decided: the winner won, whatever the points.
        assert_eq!(results(&score(&[30, 30], &[1]), 0), vec![(1, 0.0)]);
    }

    fn seats(kinds: &[(&str, SeatKind)]) -> Vec<Seat> {
        kinds.iter().map(|(n, k)| Seat { name: n.to_string(), kind: *k }).collect()
    }

    #[test]
    fn each_person_gets_his_own_rating_and_games_apart_do_not_move_it() {
        let table = seats(&[("Ana", SeatKind::Human), ("Bruno", SeatKind::Bot(BotLevel::Hard)), ("Eva", SeatKind::Human)]);
        let mut ratings = Ratings::default();
        ratings.record(&table, &score(&[40, 30, 20], &[0]), Counts::Rated);
        let (ana, eva) = (ratings.of("Ana"), ratings.of("Eva"));
        assert!(ana.now.rating > 1500.0 && eva.now.rating < 1500.0);
        assert_eq!((ana.games, ana.history.len()), (1, 1));
        // Ana's update is Glicko's against the hard bot and Eva as she was (a new person).
        let expected = update(NEW_PERSON, &[(bot_rating(BotLevel::Hard), 1.0), (NEW_PERSON, 1.0)]);
        assert_eq!(ana.now, expected);
        ratings.record(&table, &score(&[10, 30, 20], &[1]), Counts::Apart);
        assert_eq!(ratings.of("Ana").now, ana.now);
        assert_eq!(ratings.of("Ana").apart, 1);
        // Persons alone: no bot, no scale, no change.
        let persons = seats(&[("Ana", SeatKind::Human), ("Eva", SeatKind::Human)]);
        ratings.record(&persons, &score(&[10, 30], &[1]), Counts::Rated);
        assert_eq!(ratings.of("Ana").games, 1);
    }

    #[test]
    fn the_history_keeps_the_last_ratings_and_reads_back() {
        let table = seats(&[("Ana", SeatKind::Human), ("Bruno", SeatKind::Bot(BotLevel::Medium))]);
        let mut ratings = Ratings::default();
        for i in 0..(HISTORY_KEPT + 5) {
            let s = if i % 3 == 0 { score(&[20, 30], &[1]) } else { score(&[30, 20], &[0]) };
            ratings.record(&table, &s, Counts::Rated);
        }
        let ana = ratings.of("Ana");
        assert_eq!((ana.games as usize, ana.history.len()), (HISTORY_KEPT + 5, HISTORY_KEPT));
        assert_eq!(ana.history.last(), Some(&ana.now));
        let read = Ratings::decode(&ratings.encode()).of("Ana");
        assert_eq!((read.games, read.history.len()), (ana.games, ana.history.len()));
        assert!(
            read.history.iter().zip(&ana.history).all(|(a, b)| close(a.rating, b.rating, 1e-6) && close(a.deviation, b.deviation, 1e-6))
        );
        assert_eq!(Ratings::decode("[1,2"), Ratings::default());
        let tampered = r#"[["Ana",{"now":{"rating":1500,"deviation":-5}}],["Eva",{"now":{"rating":1600,"deviation":80}}]]"#;
        let read = Ratings::decode(tampered);
        assert_eq!(read.of("Eva").now.rating, 1600.0);
        assert_eq!(read.of("Ana"), PersonRating::default());
    }
}
