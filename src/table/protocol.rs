//! Messages between the page and the bot worker.
//!
//! Both sides serialize these with gloo-worker's default codec (bincode via serde), so
//! every variant must stay `Serialize + Deserialize`. A request carries the game so far
//! as its record has it ([`Played`]); the worker replays it and hands the bot only the
//! deciding seat's [`Observation`], never the full game state. (Sending the record, not
//! the observation, keeps the observation's serialization out of the page's bundle.)
//!
//! Plain data (no web dependency): the table's model makes the requests
//! (`Game::bot_request`) natively too, naming the bots' levels with the bots' own
//! [`BotLevel`] (re-exported here); only the worker itself (`ui::worker`) needs the
//! browser.

use serde::{Deserialize, Serialize};

pub use crate::ai::BotLevel;
use crate::ai::RootStats;
use crate::ai::review::WeighedDecision;
use crate::rules::{Action, GameRecord, Observation, Options, RecordError};

/// The level of every bot, and of the hints, once the bot workers failed: fast enough
/// (a few ms a decision) to run on the page's main thread. Its code is the worker's own
/// bundle loaded into the page (`ui::fallback`), so the page's first load does not carry it.
pub const IN_PAGE: BotLevel = BotLevel::Medium;

/// One decision asked of a bot.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotRequest {
    /// The page's number for this request, echoed in the answer.
    pub id: u32,
    /// Which game (the page counts the games it starts), echoed in the answer.
    pub game: u32,
    /// Index of the action being decided in the game record, echoed in the answer.
    pub step: usize,
    /// The game so far.
    pub played: Played,
    /// The seat to decide (0-based): the bot sees only its observation.
    pub seat: u8,
    /// How strong the bot plays.
    pub level: BotLevel,
    /// Seed for the bot's random choices (sampling, easy bot's slips); each bot worker of
    /// a pool is sent its searcher's seed (`ai::searcher_seed`).
    pub seed: u64,
    /// Thinking time of the hard and expert bots in milliseconds (the others answer at
    /// once): [`BotLevel::millis`].
    pub millis: u32,
}

impl BotRequest {
    /// What the deciding seat may know now: [`Played::observation`].
    ///
    /// Errors: the actions do not replay (the record's error, naming the step).
    pub fn observation(&self) -> Result<Observation, RecordError> {
        self.played.observation(self.seat)
    }
}

/// A game so far as its record has it: the record's version, the options, the seed and
/// every action up to now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The record's version.
    pub version: u32,
    /// The game's options.
    pub options: Options,
    /// The game's seed.
    pub seed: u64,
    /// Every action so far.
    pub actions: Vec<Action>,
}

impl Played {
    /// The game so far of `record`.
    pub fn of(record: &GameRecord) -> Played {
        Played { version: record.version, options: record.options, seed: record.seed, actions: record.actions.clone() }
    }

    /// The game's record: these actions under the record's version, options and seed,
    /// without the players' names and kinds (the game does not depend on them). Not
    /// replayed: [`GameRecord::replay`] checks it.
    pub fn record(&self) -> GameRecord {
        GameRecord { version: self.version, actions: self.actions.clone(), ..GameRecord::new(self.options, self.seed) }
    }

    /// `seat`'s observation after these actions (replayed).
    ///
    /// Errors: the actions do not replay (the record's error, naming the step).
    pub fn observation(&self, seat: u8) -> Result<Observation, RecordError> {
        Ok(self.record().replay()?.observation(seat))
    }
}

/// A bot's answer to a [`BotRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BotReply {
    /// The request's `id`.
    pub id: u32,
    /// The request's `game`.
    pub game: u32,
    /// The request's `step`.
    pub step: usize,
    /// The chosen action; `None` only if nothing was legal.
    pub action: Option<Action>,
    /// Search iterations run (hard bot; 0 for the others).
    pub iterations: u32,
    /// Time the decision took inside the worker, in milliseconds.
    pub millis: f64,
    /// What the search found at its root, for a pool to merge with its other workers'
    /// (`None` when the bot did not search).
    pub root: Option<RootStats>,
    /// The worker's wasm memory, in bytes (0 where it cannot be read).
    pub memory: u64,
}

/// What the hard bot's search found for the action it chose: the "why" of a hint.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct SearchSummary {
    /// Search iterations in all (each a game played out from a sampled deal).
    pub iterations: u32,
    /// Of them, the games played out after the chosen action.
    pub visits: u32,
    /// Of those, the share the asking seat won (a shared win counts as a share), 0 to 1.
    pub won: f32,
}

/// The hard bot's answer to a hint's [`BotRequest`] (`ToWorker::Hint`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HintReply {
    /// The request's `id`.
    pub id: u32,
    /// The action the hard bot would take; `None` only if nothing was legal.
    pub action: Option<Action>,
    /// What its search found, when it searched (a decision it settles by its rule of
    /// thumb, or one with a single choice, has none).
    pub search: Option<SearchSummary>,
    /// What the search found at its root, for a pool to merge (`None` when it did not
    /// search).
    pub root: Option<RootStats>,
}

/// Page -> worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToWorker {
    /// Liveness check: the worker answers `FromWorker::Pong(n + 1)`.
    Ping(u32),
    /// Choose an action for the bot whose seat observes `observation`.
    Decide(Box<BotRequest>),
    /// The pool chose `action` for the bot's decision at step `step` of game `game` (from
    /// its workers' merged findings): the seat's kept bot follows it, whatever it chose.
    Follow {
        /// The game.
        game: u32,
        /// The bot's seat.
        seat: u8,
        /// The step decided.
        step: usize,
        /// The pool's choice.
        action: Action,
    },
    /// What would the hard bot do in the person's place? The request carries the
    /// person's own observation; the answer is only shown, never played.
    Hint(Box<BotRequest>),
    /// Weigh one decision of a game review (`ai::review`), from the seat's observation
    /// (built in the worker from the record), never the full state.
    Review(Box<ReviewRequest>),
    /// Make a link to a moment of a game (`table::link`): answered by
    /// `FromWorker::Linked`.
    MakeLink {
        /// The link asked for.
        request: Box<LinkRequest>,
        /// The page's address, which the link is made of.
        address: String,
    },
    /// Read a link (the page's address, or its fragment): answered by
    /// `FromWorker::LinkOpened`.
    OpenLink(String),
}

/// A link to make ([`ToWorker::MakeLink`]): the moment's JSON (`link::Moment::to_json`,
/// written by the page), which the worker compresses into the link.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LinkRequest {
    /// The page's number for this link, echoed in the answer.
    pub id: u32,
    /// The moment, as a link's JSON.
    pub json: String,
}

/// One decision of a game review to weigh: the game ([`Played`], the whole record), the
/// seat and which of its decisions. The worker replays the record ([`Played::record`])
/// and builds the seat's observation there (`table::review::WorkerReview`): the search
/// sees only what the seat saw, and the page does none of the engine's work. Sent only,
/// never kept in the browser (the kept reviews have their own form).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewRequest {
    /// The review's number, echoed in the answer.
    pub review: u32,
    /// The game reviewed, every action of it.
    pub played: Played,
    /// The seat reviewed.
    pub seat: u8,
    /// Which of the seat's weighed decisions (0-based, in the record's order).
    pub index: usize,
    /// Playouts per legal answer.
    pub playouts: u32,
}

/// A worker's answer to a [`ReviewRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReviewReply {
    /// The request's `review`.
    pub review: u32,
    /// How many decisions the review weighs.
    pub total: usize,
    /// The decision weighed (none when `index` was past the last).
    pub decision: Option<WeighedDecision>,
}

/// Worker -> page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    /// Answer to `ToWorker::Ping(n)`: carries `n + 1` (wrapping).
    Pong(u32),
    /// Answer to `ToWorker::Decide`.
    Decided(BotReply),
    /// Answer to `ToWorker::Hint`.
    Hinted(HintReply),
    /// Answer to `ToWorker::Review`.
    Reviewed(ReviewReply),
    /// Answer to `ToWorker::MakeLink`: the link (the page's address, `#game=` and the
    /// moment).
    Linked {
        /// The request's `id`.
        id: u32,
        /// The whole link.
        url: String,
    },
    /// Answer to `ToWorker::OpenLink`: the link's JSON, for the page to read
    /// (`link::Moment::from_json`), or why there is none (the payload is damaged).
    LinkOpened(Result<String, String>),
}
