//! A game review at the table, as data: the run asked for, the decisions weighed so far,
//! and the finished review (`ai::review`).
//!
//! The person asks ("Review this game"); the model then holds a [`ReviewRun`]. The page's
//! review driver (`ui::review`) sends its workers [`ReviewRun::request`]s, one decision at
//! a time each: only the record, the seat and the decision's index, so the engine's work
//! (the replay, the seat's observation at each decision, the search) is done in the
//! workers ([`WorkerReview`]), never on the page's thread. The driver gathers the answers
//! in a [`Weighing`] of its own (the table is not re-rendered for each) and hands the
//! model the whole [`Review`] (`ReviewMsg::Done`), which the page keeps in this browser
//! ([`SavedReviews`]) so that opening it again is instant. Pure Rust: native tests drive it.

use super::protocol::{Played, ReviewReply, ReviewRequest};
use crate::ai::review::{self, Asked, DEFAULT_PLAYOUTS, Review, WeighedDecision, decision_seed};
use crate::rules::GameRecord;

/// What changes a review (one `Msg` variant of the table's model carries these).
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewMsg {
    /// Review this seat of the game shown (the finished game at the table, or the replay).
    Start {
        /// The seat (0-based).
        seat: u8,
    },
    /// Review the kept finished game at this index ([`crate::table::recent`], newest
    /// first): opened as a replay at its end, the seat a person played.
    Recent(usize),
    /// Every decision of review `id` is weighed: the review.
    Done {
        /// The run's id.
        id: u32,
        /// The whole review.
        review: Review,
    },
    /// Stop the review (what was weighed is dropped).
    Cancel,
    /// Show this decision of the review (its step): the replay moves there.
    Select(usize),
}

/// A review being made or made.
#[derive(Clone, Debug)]
pub struct ReviewRun {
    /// This run's number: only answers carrying it are taken.
    pub id: u32,
    /// The record reviewed.
    pub record: GameRecord,
    /// The seat reviewed.
    pub seat: u8,
    /// Playouts per legal answer.
    pub playouts: u32,
    /// The whole review, once every decision is in (or read back from this browser).
    pub review: Option<Review>,
    /// The decision shown (its step), after a click on it.
    pub selected: Option<usize>,
}

/// Runs are equal when they show the same: the same run, done or not, the same decision
/// shown (what the page re-renders on; cheaper than comparing every decision).
impl PartialEq for ReviewRun {
    fn eq(&self, other: &Self) -> bool {
        self.id == other.id && self.selected == other.selected && self.review.is_some() == other.review.is_some()
    }
}

impl ReviewRun {
    /// A run over `seat` of `record`, or the `kept` review of it when there is one.
    /// Errors: [`review::ReviewError::Seat`] for a seat not at the table (a record that
    /// does not replay is the workers' to find: its review has no decision).
    pub fn new(id: u32, record: GameRecord, seat: u8, kept: Option<Review>) -> Result<ReviewRun, review::ReviewError> {
        if seat >= record.options.players {
            return Err(review::ReviewError::Seat(seat, record.options.players));
        }
        Ok(ReviewRun { id, record, seat, playouts: DEFAULT_PLAYOUTS, review: kept, selected: None })
    }

    /// The request for the decision `index` (0-based, in the record's order) of those
    /// the review weighs; the worker answers how many there are.
    pub fn request(&self, index: usize) -> ReviewRequest {
        ReviewRequest { review: self.id, played: Played::of(&self.record), seat: self.seat, index, playouts: self.playouts }
    }

    /// Takes the finished review of this run (a second one is ignored).
    pub fn finish(&mut self, review: Review) {
        if self.review.is_none() {
            self.review = Some(review);
        }
    }

    /// The decision at `step`, once the review is done.
    pub fn decision(&self, step: usize) -> Option<&WeighedDecision> {
        self.review.as_ref()?.decisions.iter().find(|d| d.step == step)
    }
}

/// The answers of a run gathered so far (by the page's review driver).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Weighing {
    /// How many decisions the review weighs, once a worker said.
    total: Option<usize>,
    /// Those weighed so far, in the order they came.
    weighed: Vec<WeighedDecision>,
}

impl Weighing {
    /// Takes a worker's answer (a repeated decision is ignored).
    pub fn take(&mut self, reply: ReviewReply) {
        self.total = Some(reply.total);
        if let Some(d) = reply.decision
            && !self.weighed.iter().any(|w| w.step == d.step)
        {
            self.weighed.push(d);
        }
    }

    /// Decisions weighed, and in all (0 until a worker said).
    pub fn progress(&self) -> (usize, usize) {
        (self.weighed.len(), self.total.unwrap_or(0))
    }

    /// The whole review of `seat` at `playouts`, once every decision is in.
    pub fn review(&self, seat: u8, playouts: u32) -> Option<Review> {
        if self.total != Some(self.weighed.len()) {
            return None;
        }
        // In the record's order (the workers answer in any order).
        let mut decisions = self.weighed.clone();
        decisions.sort_by_key(|d| d.step);
        Some(review::gather(seat, playouts, decisions))
    }
}

/// A review worker's side: the decisions of the review it weighs, listed once from the
/// record (a replay with the seat's observation at each of its decisions).
#[derive(Debug, Default)]
pub struct WorkerReview {
    /// The review listed (its id, seat and actions' count) and its decisions.
    listed: Option<((u32, u8, usize), Vec<Asked>)>,
}

impl WorkerReview {
    /// The answer to `req`: how many decisions its review weighs, and the one asked for,
    /// weighed (none past the last). A record that does not replay has no decision.
    pub fn answer(&mut self, req: &ReviewRequest) -> (usize, Option<WeighedDecision>) {
        let key = (req.review, req.seat, req.played.actions.len());
        if self.listed.as_ref().is_none_or(|(k, _)| *k != key) {
            self.listed = Some((key, review::asked(&req.played.record(), req.seat).unwrap_or_default()));
        }
        let asked = self.listed.as_ref().map_or(&[][..], |(_, a)| a.as_slice());
        let decision = asked.get(req.index).map(|a| review::weigh(a, req.playouts, decision_seed(req.played.seed, req.seat, a.step)));
        (asked.len(), decision)
    }
}

/// How many finished reviews this browser keeps.
pub const KEPT_REVIEWS: usize = 8;

/// The reviews kept in this browser, the newest last: each with what identifies its
/// game (the record's seed and actions) and seat. Stored with each share as its `f32`
/// bits (exact, and the page needs no JSON number formatting of floats for it).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SavedReviews(pub Vec<KeptReview>);

/// One kept review.
#[derive(Clone, Debug, PartialEq)]
pub struct KeptReview {
    /// The game's seed.
    pub seed: u64,
    /// The game's actions.
    pub actions: usize,
    /// A fingerprint of the actions (so two games of one seed differ).
    pub fingerprint: u64,
    /// The review.
    pub review: Review,
}

/// [`KeptReview`] as stored: its numbers (the floats as their bits) and its actions. Not
/// each answer's share: once the figure is made, the page shows only these. Plain lists,
/// not a struct with named fields: the page carries less JSON code for them.
///
/// The numbers: seed, actions, fingerprint, seat, playouts, accuracy, mean loss, then
/// per decision step, round, played share, best share, loss, error, mark (0 none, 1
/// inaccuracy, 2 mistake, 3 blunder); the actions: per decision played, best.
type Stored = (Vec<u64>, Vec<crate::rules::Action>);

/// Numbers per kept review before its decisions', and per decision.
const HEAD: usize = 7;
const PER_DECISION: usize = 7;

fn mark_code(mark: Option<review::Mark>) -> u8 {
    mark.map_or(0, |m| m as u8 + 1)
}

fn code_mark(code: u64) -> Option<review::Mark> {
    [review::Mark::Inaccuracy, review::Mark::Mistake, review::Mark::Blunder].get(usize::try_from(code).ok()?.checked_sub(1)?).copied()
}

fn stored(k: &KeptReview) -> Stored {
    let r = &k.review;
    let bits = |x: f32| u64::from(x.to_bits());
    let mut numbers = vec![k.seed, k.actions as u64, k.fingerprint, r.seat.into(), r.playouts.into(), bits(r.accuracy), bits(r.mean_loss)];
    let mut actions = Vec::with_capacity(2 * r.decisions.len());
    for d in &r.decisions {
        numbers.extend([
            d.step as u64,
            d.round.into(),
            bits(d.played_share),
            bits(d.best_share),
            bits(d.loss),
            bits(d.error),
            mark_code(d.mark).into(),
        ]);
        actions.extend([d.played, d.best]);
    }
    (numbers, actions)
}

/// The kept review stored as `(numbers, actions)`, if it reads back.
fn kept((numbers, actions): Stored) -> Option<KeptReview> {
    let (head, rest) = (numbers.get(..HEAD)?, &numbers[HEAD..]);
    if rest.len() % PER_DECISION != 0 || rest.len() / PER_DECISION * 2 != actions.len() {
        return None;
    }
    let float = |x: u64| f32::from_bits(x as u32);
    let decisions = rest
        .chunks_exact(PER_DECISION)
        .zip(actions.chunks_exact(2))
        .map(|(n, a)| WeighedDecision {
            step: n[0] as usize,
            round: n[1] as u16,
            played: a[0],
            best: a[1],
            played_share: float(n[2]),
            best_share: float(n[3]),
            loss: float(n[4]),
            error: float(n[5]),
            mark: code_mark(n[6]),
            answers: Vec::new(),
        })
        .collect();
    let review = Review { seat: head[3] as u8, playouts: head[4] as u32, accuracy: float(head[5]), mean_loss: float(head[6]), decisions };
    Some(KeptReview { seed: head[0], actions: head[1] as usize, fingerprint: head[2], review })
}

/// A fingerprint of `record`'s actions (FNV-1a over their JSON).
fn fingerprint(record: &GameRecord) -> u64 {
    let text = serde_json::to_string(&record.actions).unwrap_or_default();
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

impl SavedReviews {
    /// The kept review of `seat` of `record` at `playouts`, if any.
    pub fn find(&self, record: &GameRecord, seat: u8, playouts: u32) -> Option<Review> {
        let f = fingerprint(record);
        self.0
            .iter()
            .find(|k| {
                k.seed == record.seed
                    && k.actions == record.actions.len()
                    && k.fingerprint == f
                    && k.review.seat == seat
                    && k.review.playouts == playouts
            })
            .map(|k| k.review.clone())
    }

    /// Keeps `review` of `record` (the oldest dropped beyond [`KEPT_REVIEWS`]).
    pub fn keep(&mut self, record: &GameRecord, review: Review) {
        if self.find(record, review.seat, review.playouts).is_some() {
            return;
        }
        self.0.push(KeptReview { seed: record.seed, actions: record.actions.len(), fingerprint: fingerprint(record), review });
        let excess = self.0.len().saturating_sub(KEPT_REVIEWS);
        self.0.drain(..excess);
    }

    /// The text kept in this browser.
    pub fn encode(&self) -> String {
        serde_json::to_string(&self.0.iter().map(stored).collect::<Vec<_>>()).unwrap_or_default()
    }

    /// Reads the kept text (nothing kept when it does not read back).
    pub fn decode(text: &str) -> SavedReviews {
        let stored: Vec<Stored> = crate::table::json::read(text).unwrap_or_default();
        SavedReviews(stored.into_iter().filter_map(kept).collect())
    }
}

/// What was asked of `seat` at each of `steps` of `record` (ascending), and its city
/// then: what the words of an answer need (`text::action_words`). Steps past a failing
/// action are left out.
pub fn contexts(record: &GameRecord, seat: u8, steps: &[usize]) -> Vec<(usize, crate::rules::Decision, Vec<crate::rules::Building>)> {
    // Happenings collected and dropped (the page keeps one copy of the engine: rules::GameRecord::replay).
    let Ok(mut state) = record.replay_to(0, &mut Vec::<crate::rules::Happening>::new()) else { return Vec::new() };
    let mut out = Vec::with_capacity(steps.len());
    let mut next = steps.iter().copied().peekable();
    for (step, &action) in record.actions.iter().enumerate() {
        while next.peek().is_some_and(|&s| s < step) {
            next.next();
        }
        if next.peek() == Some(&step) {
            out.push((step, state.decision(), state.player(seat).city().to_vec()));
        }
        if state.apply(action).is_err() {
            break;
        }
    }
    out
}
