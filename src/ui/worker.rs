//! The bot worker: runs the bots off the main thread in a dedicated Web Worker.
//!
//! `src/bin/worker.rs` registers it inside the worker; the page spawns it with
//! [`crate::ui::spawn_game_worker`]. Every request carries the bot's observation, level,
//! seed and time budget, so a fresh worker can answer any request; the worker keeps only
//! the hard bots of the game in play ([`HardBots`]), whose search trees carry over to
//! their next decisions.

use gloo_worker::{HandlerId, Worker, WorkerScope};
use wasm_bindgen::JsCast;

use crate::ai::budgets::thinking_time;
use crate::ai::{Bot, HardBot};
use crate::table::hard_bots::HardBots;
use crate::table::protocol::{BotLevel, BotReply, BotRequest, FromWorker, HintReply, SearchSummary, ToWorker};

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
    let budget = thinking_time(req.millis, Box::new(now));
    let (action, iterations) = match req.level {
        BotLevel::Hard => {
            let bot = hard.bot_for(req, budget);
            let action = bot.choose(obs);
            (action, bot.last_iterations)
        }
        level => (level.bot(req.seed, budget).choose(obs), 0),
    };
    BotReply { id: req.id, game: req.game, step: req.step, action, iterations, millis: now() - start }
}

/// Answers a hint: the hard bot chooses for the person's observation, and says what its
/// search found for that choice (nothing when it did not search).
pub fn hint(req: &BotRequest) -> HintReply {
    let mut bot = HardBot::new(req.seed, thinking_time(req.millis, Box::new(now)));
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
