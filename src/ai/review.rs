//! A game review: every decision of one seat weighed by the hard bot.
//!
//! The record is replayed; at each decision of the reviewed seat that the hard bot
//! searches (`HardBot::searches`: roles, builds, cards kept, the Events' set-off and
//! choices, the explorer's pick, the captain's kind, ...), the hard bot weighs every
//! legal answer from that seat's observation at that moment, never the full state
//! (`HardBot::weigh`: each answer gets the same number of playouts of its own, the tree
//! searched below it). An answer's share is the share of its playouts the seat won.
//! The loss of the played answer is the best answer's share minus its own, in points
//! (hundredths); it is marked (inaccuracy, mistake, blunder) only where it is larger than
//! [`SIGNIFICANCE`] times its standard error, so noise is not called a mistake.
//!
//! A review is deterministic for a record, a seat and a budget: each decision's search is
//! seeded from the record's seed, the seat and the step ([`decision_seed`]), so the
//! decisions can be weighed in any order, on any number of workers.
//!
//! The thresholds and the per-game figure: docs/REVIEW.md.

use super::Budget;
use super::HardBot;
use crate::rules::{Action, GameRecord, GameState, Observation, RecordError};
use serde::{Deserialize, Serialize};

/// The loss, in points, from which a decision is marked, worst first.
pub const MARKS: [(Mark, f32); 3] = [(Mark::Blunder, 20.0), (Mark::Mistake, 10.0), (Mark::Inaccuracy, 5.0)];
/// A loss is marked only when it exceeds this many standard errors of the difference of
/// the two shares.
pub const SIGNIFICANCE: f32 = 2.0;
/// The fewest playouts per answer a review may ask for.
pub const MIN_PLAYOUTS: u32 = 200;
/// The review budget of the browser and the command line: playouts per legal answer.
pub const DEFAULT_PLAYOUTS: u32 = 1000;

/// How bad a decision was, in the terms chess players use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    /// A loss of at least 5 points (see [`MARKS`]).
    Inaccuracy,
    /// A loss of at least 10 points.
    Mistake,
    /// A loss of at least 20 points.
    Blunder,
}

/// One legal answer's playouts and share.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct AnswerShare {
    /// The answer.
    pub action: Action,
    /// Playouts after it.
    pub playouts: u32,
    /// The share of them the seat won, 0 to 1.
    pub share: f32,
}

/// One reviewed decision.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WeighedDecision {
    /// The action's index in the record.
    pub step: usize,
    /// The round it was taken in.
    pub round: u16,
    /// The answer the seat played.
    pub played: Action,
    /// The answer with the highest share.
    pub best: Action,
    /// The played answer's share, 0 to 1.
    pub played_share: f32,
    /// The best answer's share, 0 to 1.
    pub best_share: f32,
    /// `best_share − played_share`, in points (0 to 100).
    pub loss: f32,
    /// The standard error of that difference, in points.
    pub error: f32,
    /// The mark, when the loss is large enough and beyond the noise.
    pub mark: Option<Mark>,
    /// Every legal answer, in the engine's order.
    pub answers: Vec<AnswerShare>,
}

/// A whole review of one seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    /// The reviewed seat.
    pub seat: u8,
    /// Playouts per legal answer.
    pub playouts: u32,
    /// The per-game figure, 0 to 100: see [`accuracy`].
    pub accuracy: f32,
    /// The mean loss per reviewed decision, in points.
    pub mean_loss: f32,
    /// The reviewed decisions, in the record's order.
    pub decisions: Vec<WeighedDecision>,
}

/// Why a review could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// The record does not replay.
    Record(RecordError),
    /// The seat is not at the table (the seat, the players).
    Seat(u8, u8),
    /// Fewer playouts per answer than [`MIN_PLAYOUTS`].
    Budget(u32),
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewError::Record(e) => e.fmt(f),
            ReviewError::Seat(seat, players) => {
                write!(f, "seat {seat} is not at a table of {players} players (seats 0 to {})", players - 1)
            }
            ReviewError::Budget(n) => write!(f, "{n} playouts per answer is fewer than the review's {MIN_PLAYOUTS}"),
        }
    }
}

impl std::error::Error for ReviewError {}

/// One decision to weigh: the seat's observation before its answer, and the answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asked {
    /// The action's index in the record.
    pub step: usize,
    /// What the seat saw.
    pub observation: Observation,
    /// What it played.
    pub played: Action,
}

/// The seed of the search of the decision at `step` (from the game's seed and the seat).
pub fn decision_seed(game_seed: u64, seat: u8, step: usize) -> u64 {
    let mut x = game_seed ^ (u64::from(seat) << 56) ^ (step as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    // splitmix64's finaliser, so neighbouring steps get unrelated seeds.
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The decisions of `seat` a review weighs, from `start` through `actions`: those the
/// hard bot searches. Errors: [`ReviewError::Record`] naming a step that does not apply.
pub fn asked_from(mut state: GameState, actions: &[Action], seat: u8) -> Result<Vec<Asked>, ReviewError> {
    let mut out = Vec::new();
    for (step, &action) in actions.iter().enumerate() {
        if state.to_move() == Some(seat) {
            let observation = state.observation(seat);
            if HardBot::searches(&observation) {
                out.push(Asked { step, observation, played: action });
            }
        }
        state.apply_quiet(action).map_err(|error| ReviewError::Record(RecordError::Step { step, action, error }))?;
    }
    Ok(out)
}

/// The decisions of `seat` in `record` a review weighs. Errors: as [`asked_from`], and
/// [`ReviewError::Seat`].
pub fn asked(record: &GameRecord, seat: u8) -> Result<Vec<Asked>, ReviewError> {
    if seat >= record.options.players {
        return Err(ReviewError::Seat(seat, record.options.players));
    }
    let start = record.replay_to(0, &mut crate::rules::NoHappenings).map_err(ReviewError::Record)?;
    asked_from(start, &record.actions, seat)
}

/// Weighs one decision with `playouts` per legal answer, the search seeded by `seed`
/// (see [`decision_seed`]).
pub fn weigh(asked: &Asked, playouts: u32, seed: u64) -> WeighedDecision {
    let mut bot = HardBot::new(seed, Budget::Iterations(0));
    let stats = bot.weigh(&asked.observation, playouts);
    let answers: Vec<AnswerShare> = stats
        .children
        .iter()
        .map(|c| AnswerShare { action: c.action, playouts: c.visits, share: c.won / c.visits.max(1) as f32 })
        .collect();
    judge(asked.step, asked.observation.table.round, asked.played, answers)
}

/// The verdict on `played` among `answers`: the best share, the loss, its standard error
/// (each share's binomial variance, an upper bound for results between 0 and 1) and the
/// mark.
pub fn judge(step: usize, round: u16, played: Action, answers: Vec<AnswerShare>) -> WeighedDecision {
    let best = answers.iter().copied().fold(None::<AnswerShare>, |b, a| match b {
        Some(b) if b.share >= a.share => Some(b),
        _ => Some(a),
    });
    let mine = answers.iter().copied().find(|a| a.action == played);
    let (best, mine) = match (best, mine) {
        (Some(b), Some(m)) => (b, m),
        // No sample could be drawn: nothing to say against the answer.
        _ => {
            let none = AnswerShare { action: played, playouts: 0, share: 0.0 };
            (none, none)
        }
    };
    let variance = |a: AnswerShare| f64::from(a.share * (1.0 - a.share)) / f64::from(a.playouts.max(1));
    let error = if best.action == mine.action { 0.0 } else { (100.0 * (variance(best) + variance(mine)).sqrt()) as f32 };
    let loss = 100.0 * (best.share - mine.share);
    WeighedDecision {
        step,
        round,
        played,
        best: best.action,
        played_share: mine.share,
        best_share: best.share,
        loss,
        error,
        mark: mark(loss, error),
        answers,
    }
}

/// The mark a `loss` of standard error `error` (both in points) earns, if any.
pub fn mark(loss: f32, error: f32) -> Option<Mark> {
    if loss <= SIGNIFICANCE * error {
        return None;
    }
    MARKS.iter().find(|(_, from)| loss >= *from).map(|(m, _)| *m)
}

/// A decision counts in [`accuracy`] when its answers' shares differ by at least this
/// many points (best minus worst): where every answer wins about as often, there was
/// nothing to get right.
pub const CONTESTED: f32 = 5.0;

/// The per-game figure, 0 to 100: over the contested decisions (see [`CONTESTED`]), how
/// near the played answer's share was to the best answer's (100) rather than to the worst
/// answer's (0), on average; 100 when no decision was contested. A loss weighs by what
/// was at stake at that decision, so a seat already lost (every answer near 0) neither
/// gains nor loses accuracy there.
pub fn accuracy(decisions: &[WeighedDecision]) -> f32 {
    let relative: Vec<f32> = decisions
        .iter()
        .filter_map(|d| {
            let worst = d.answers.iter().map(|a| a.share).fold(f32::MAX, f32::min);
            let spread = 100.0 * (d.best_share - worst);
            (spread >= CONTESTED).then(|| (d.loss / spread).clamp(0.0, 1.0))
        })
        .collect();
    if relative.is_empty() {
        return 100.0;
    }
    100.0 * (1.0 - relative.iter().sum::<f32>() / relative.len() as f32)
}

/// The mean loss per decision, in points (0 for no decision).
pub fn mean_loss(decisions: &[WeighedDecision]) -> f32 {
    if decisions.is_empty() {
        return 0.0;
    }
    decisions.iter().map(|d| d.loss).sum::<f32>() / decisions.len() as f32
}

/// Gathers weighed decisions, in the record's order, into a review of `seat`.
pub fn gather(seat: u8, playouts: u32, decisions: Vec<WeighedDecision>) -> Review {
    Review { seat, playouts, accuracy: accuracy(&decisions), mean_loss: mean_loss(&decisions), decisions }
}

/// Reviews `seat` of `record` with `playouts` per legal answer, calling `progress(done,
/// total)` after each decision. Errors: [`ReviewError`].
pub fn review(record: &GameRecord, seat: u8, playouts: u32, progress: impl FnMut(usize, usize)) -> Result<Review, ReviewError> {
    let asked = asked(record, seat)?;
    review_asked(&asked, record.seed, seat, playouts, progress)
}

/// Reviews `seat` over `actions` played from `start` (a position set up by hand; the
/// searches seeded from `game_seed`). Errors: [`ReviewError`].
pub fn review_from(start: GameState, actions: &[Action], game_seed: u64, seat: u8, playouts: u32) -> Result<Review, ReviewError> {
    if seat >= start.players() {
        return Err(ReviewError::Seat(seat, start.players()));
    }
    let asked = asked_from(start, actions, seat)?;
    review_asked(&asked, game_seed, seat, playouts, |_, _| {})
}

/// Weighs `asked` one by one (see [`review`]).
fn review_asked(
    asked: &[Asked],
    game_seed: u64,
    seat: u8,
    playouts: u32,
    mut progress: impl FnMut(usize, usize),
) -> Result<Review, ReviewError> {
    if playouts < MIN_PLAYOUTS {
        return Err(ReviewError::Budget(playouts));
    }
    let mut decisions = Vec::with_capacity(asked.len());
    for (i, a) in asked.iter().enumerate() {
        decisions.push(weigh(a, playouts, decision_seed(game_seed, seat, a.step)));
        progress(i + 1, asked.len());
    }
    Ok(gather(seat, playouts, decisions))
}

/// [`review`] with the decisions weighed on `threads` threads (the same review: each
/// decision's search has its own seed). Errors: [`ReviewError`].
#[cfg(not(target_arch = "wasm32"))]
pub fn review_threads(record: &GameRecord, seat: u8, playouts: u32, threads: usize) -> Result<Review, ReviewError> {
    if playouts < MIN_PLAYOUTS {
        return Err(ReviewError::Budget(playouts));
    }
    let asked = asked(record, seat)?;
    let threads = threads.max(1);
    let decisions = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let asked = &asked;
                scope.spawn(move || {
                    asked
                        .iter()
                        .skip(t)
                        .step_by(threads)
                        .map(|a| weigh(a, playouts, decision_seed(record.seed, seat, a.step)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("review thread")).collect::<Vec<_>>()
    });
    let mut decisions = decisions;
    decisions.sort_by_key(|d| d.step);
    Ok(gather(seat, playouts, decisions))
}
