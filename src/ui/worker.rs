//! The bot worker: runs the bots off the main thread in a dedicated Web Worker.
//!
//! `src/bin/worker.rs` registers it inside the worker; the page spawns a pool of them
//! with [`crate::ui::spawn_game_worker`]. Every request carries the bot's observation,
//! level, seed and time budget, so a fresh worker can answer any request; the worker keeps
//! only the searching bots of the game in play ([`HardBots`]), whose search trees carry
//! over to their next decisions (following the pool's merged choice), and a review's
//! decisions listed from its record ([`WorkerReview`]).

use gloo_worker::{HandlerId, Worker, WorkerScope};
use wasm_bindgen::JsCast;

use crate::ai::Budget;
use crate::rules::Action;
use crate::table::hard_bots::HardBots;
use crate::table::link;
use crate::table::protocol::{BotRequest, FromWorker, IN_PAGE, ReviewReply, ToWorker};
use crate::table::review::WorkerReview;

/// The bot worker: the hard bots of the game in play, and the decisions of the review it
/// weighs (when it is one of a review's workers).
pub struct GameWorker {
    hard: HardBots,
    review: WorkerReview,
}

/// `performance.now()` of the worker's global scope, in milliseconds (0 if unavailable).
fn now() -> f64 {
    js_sys::global().dyn_into::<web_sys::WorkerGlobalScope>().ok().and_then(|scope| scope.performance()).map_or(0.0, |p| p.now())
}

/// The worker's wasm memory, in bytes (0 if it cannot be read).
fn memory() -> u64 {
    wasm_bindgen::memory()
        .dyn_into::<js_sys::WebAssembly::Memory>()
        .ok()
        .and_then(|m| m.buffer().dyn_into::<js_sys::ArrayBuffer>().ok())
        .map_or(0, |b| u64::from(b.byte_length()))
}

/// Whether this code runs in a worker's global scope: the bundle is also loaded into the
/// page as the bots' fallback ([`crate::ui::fallback`]), where it must not register as a
/// worker.
pub fn in_worker() -> bool {
    js_sys::global().is_instance_of::<web_sys::WorkerGlobalScope>()
}

/// The fallback's move, for the page: `request` is a [`BotRequest`] encoded as the
/// workers' messages are (gloo-worker's `Bincode`); the answer is an `Option<Action>`
/// encoded the same way (`None` when no action is legal). The bot is [`IN_PAGE`]'s level
/// whatever the request asks, so the page's thread never runs a search. `src/bin/worker.rs`
/// exports it to the page's JavaScript.
pub fn choose_in_page(request: wasm_bindgen::JsValue) -> wasm_bindgen::JsValue {
    use gloo_worker::Codec;
    let req: BotRequest = gloo_worker::Bincode::decode(request);
    let action: Option<Action> = req.observation().ok().and_then(|obs| IN_PAGE.bot(req.seed, Budget::Iterations(0)).choose(&obs));
    gloo_worker::Bincode::encode(action)
}

impl Worker for GameWorker {
    type Message = ();
    type Input = ToWorker;
    type Output = FromWorker;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        GameWorker { hard: HardBots::default(), review: WorkerReview::default() }
    }

    fn update(&mut self, _scope: &WorkerScope<Self>, _msg: Self::Message) {}

    fn received(&mut self, scope: &WorkerScope<Self>, msg: Self::Input, id: HandlerId) {
        match msg {
            ToWorker::Ping(n) => scope.respond(id, FromWorker::Pong(n.wrapping_add(1))),
            ToWorker::Decide(req) => scope.respond(id, FromWorker::Decided(self.hard.decide(&req, now, memory()))),
            ToWorker::Hint(req) => scope.respond(id, FromWorker::Hinted(self.hard.hint(&req, now))),
            ToWorker::Follow { game, seat, step, action } => self.hard.follow(game, seat, step, action),
            ToWorker::Review(req) => {
                let (total, decision) = self.review.answer(&req);
                scope.respond(id, FromWorker::Reviewed(ReviewReply { review: req.review, total, decision }));
            }
            ToWorker::MakeLink { request, address } => {
                scope.respond(id, FromWorker::Linked { id: request.id, url: link::pack(&request.json, &address) })
            }
            ToWorker::OpenLink(l) => scope.respond(id, FromWorker::LinkOpened(link::unpack(&l).map_err(|e| e.to_string()))),
        }
    }
}
