//! The bot worker: runs the bots off the main thread in a dedicated Web Worker.
//!
//! `src/bin/worker.rs` registers it inside the worker; the page spawns it with
//! [`crate::ui::spawn_game_worker`]. Every request carries the bot's observation, level,
//! seed and time budget, so a fresh worker can answer any request; the worker keeps only
//! the hard bots of the game in play ([`HardBots`]), whose search trees carry over to
//! their next decisions.

use gloo_worker::{HandlerId, Worker, WorkerScope};
use wasm_bindgen::JsCast;

use crate::ai::{Bot, Budget, EasyBot, HardBot, MediumBot};
use crate::table::hard_bots::HardBots;
use crate::table::protocol::{BotLevel, BotReply, BotRequest, FromWorker, HintReply, SearchSummary, ToWorker};

/// Fewest search iterations of the hard bot, however slow the machine.
const HARD_MIN_ITERATIONS: u32 = 16;

/// The bot worker: the hard bots of the game in play.
pub struct GameWorker {
    hard: HardBots,
}

/// `performance.now()` of the worker's global scope, in milliseconds (0 if unavailable).
fn now() -> f64 {
    js_sys::global()
        .dyn_into::<web_sys::WorkerGlobalScope>()
        .ok()
        .and_then(|scope| scope.performance())
        .map_or(0.0, |p| p.now())
}

/// Answers one request: the bot of the requested level chooses for its observation (a
/// hard bot from `hard`, the seat's kept one when it follows).
pub fn decide(hard: &mut HardBots, req: &BotRequest) -> BotReply {
    let start = now();
    let obs = &req.observation;
    let (action, iterations) = match req.level {
        BotLevel::Easy => (EasyBot::new(req.seed).choose(obs), 0),
        BotLevel::Medium => (MediumBot.choose(obs), 0),
        BotLevel::Hard => {
            let budget =
                Budget::Time { millis: f64::from(req.millis), clock: Box::new(now), min_iterations: HARD_MIN_ITERATIONS };
            let bot = hard.bot_for(req, budget);
            let action = bot.choose(obs);
            (action, bot.last_iterations)
        }
    };
    BotReply { id: req.id, game: req.game, step: req.step, action, iterations, millis: now() - start }
}

/// Answers a hint: the hard bot chooses for the person's observation, and says what its
/// search found for that choice (nothing when it did not search).
pub fn hint(req: &BotRequest) -> HintReply {
    let budget = Budget::Time { millis: f64::from(req.millis), clock: Box::new(now), min_iterations: HARD_MIN_ITERATIONS };
    let mut bot = HardBot::new(req.seed, budget);
    let action = bot.choose(&req.observation);
    let search = bot
        .last_choice
        .map(|c| SearchSummary { iterations: bot.last_iterations, visits: c.visits, won: c.won });
    HintReply { id: req.id, action, search }
}

impl Worker for GameWorker {
    type Message = ();
    type Input = ToWorker;
    type Output = FromWorker;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        GameWorker { hard: HardBots::default() }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: Self::Message) {}

    fn received(&mut self, scope: &WorkerScope<Self>, msg: Self::Input, id: HandlerId) {
        match msg {
            ToWorker::Ping(n) => scope.respond(id, FromWorker::Pong(n.wrapping_add(1))),
            ToWorker::Decide(req) => scope.respond(id, FromWorker::Decided(decide(&mut self.hard, &req))),
            ToWorker::Hint(req) => scope.respond(id, FromWorker::Hinted(hint(&req))),
        }
    }
}
