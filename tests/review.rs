//! The review orders the bots: the same seat played by `random`, `easy`, `medium` and
//! `hard` against the same opponents gets a higher per-game accuracy at each step, each
//! step beyond its 95% confidence interval.
//!
//! The full measurement (docs/REVIEW.md, "Ordering"):
//!   cargo test --release --test review -- --ignored --nocapture   (REVIEW_GAMES=30)
//! (`REVIEW_PLAYOUTS=N` playouts per answer, default 200; `REVIEW_HARD=hard:N` a
//! smaller hard bot). The fast version in CI: random against hard:300 over 3 games.

use san_juan::ai::review::review_threads;
use san_juan::ai::{make_bot, play_game};
use san_juan::rules::Options;

/// The opponent at the other seat in every game.
const OPPONENT: &str = "medium";

/// The per-game accuracies of seat 0 played by `bot` against [`OPPONENT`] in `games` 2-player
/// games (seeds 0, 1, ...), each reviewed with `playouts` per answer; the games on every
/// core.
fn accuracies(bot: &str, games: u64, playouts: u32) -> Vec<f64> {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let one = |seed: u64| {
        let mut bots = vec![make_bot(bot, seed).expect("a bot"), make_bot(OPPONENT, seed + 1000).expect("a bot")];
        let (_, record) = play_game(Options::for_players(2), seed, &mut bots, 20_000).expect("a game");
        f64::from(review_threads(&record, 0, playouts, 1).expect("a review").accuracy)
    };
    std::thread::scope(|scope| {
        let handles: Vec<_> =
            (0..threads).map(|t| scope.spawn(move || (t..games).step_by(threads as usize).map(one).collect::<Vec<_>>())).collect();
        handles.into_iter().flat_map(|h| h.join().expect("a thread")).collect()
    })
}

/// Mean and its standard error.
fn mean_and_error(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, (var / n).sqrt())
}

/// Whether `better`'s mean accuracy exceeds `worse`'s by more than 1.96 standard errors
/// of the difference; prints both.
fn beyond_interval(worse: (&str, &[f64]), better: (&str, &[f64])) -> bool {
    let (m0, e0) = mean_and_error(worse.1);
    let (m1, e1) = mean_and_error(better.1);
    let margin = 1.96 * (e0 * e0 + e1 * e1).sqrt();
    eprintln!(
        "{} {m0:.2} ± {:.2}  <  {} {m1:.2} ± {:.2}: difference {:.2}, 95% margin {margin:.2}",
        worse.0,
        1.96 * e0,
        better.0,
        1.96 * e1,
        m1 - m0
    );
    m1 - m0 > margin
}

#[test]
fn random_play_reviews_worse_than_the_hard_bot() {
    let random = accuracies("random", 3, 200);
    let hard = accuracies("hard:300", 3, 200);
    assert!(beyond_interval(("random", &random), ("hard:300", &hard)));
}

#[test]
#[ignore = "heavy: cargo test --release --test review -- --ignored --nocapture"]
fn the_review_orders_random_easy_medium_hard() {
    let games = std::env::var("REVIEW_GAMES").ok().and_then(|g| g.parse().ok()).unwrap_or(30);
    let playouts = std::env::var("REVIEW_PLAYOUTS").ok().and_then(|g| g.parse().ok()).unwrap_or(san_juan::ai::review::MIN_PLAYOUTS);
    let hard = std::env::var("REVIEW_HARD").unwrap_or_else(|_| "hard".to_string());
    let levels = ["random", "easy", "medium", hard.as_str()];
    let figures: Vec<Vec<f64>> = levels.iter().map(|l| accuracies(l, games, playouts)).collect();
    let ordered: Vec<bool> =
        (1..levels.len()).map(|i| beyond_interval((levels[i - 1], &figures[i - 1]), (levels[i], &figures[i]))).collect();
    assert!(ordered.iter().all(|&o| o), "each step beyond its interval: {ordered:?}");
}
