//! Runs the bots: asks the bot workers for each bot move, paces the moves, and falls back
//! to an in-page bot ([`IN_PAGE`], loaded on demand by [`super::fallback`]) when the
//! workers cannot help.
//!
//! The bots run in a pool of workers, one per core but one ([`pool_size`]): a searching
//! bot's request goes to every worker with its searcher's seed, and their answers merge
//! into one move (`table::pool`); the others' go to the first worker only.
//!
//! [`use_bots`] watches the model: whenever a bot is to move it sends that bot's
//! observation to the workers and, once the answer is in and the pace delay has passed,
//! dispatches [`Msg::BotMove`]. A watchdog turns a missing answer into
//! [`Msg::WorkerFailed`]; from then on the bots play in the page.
//!
//! It also answers hints ("What would the hard bot do?"): the model's hint request (the
//! person's own observation) goes to the worker's hard bot, or, once the worker failed,
//! to the bot in the page; the answer is only shown (`Msg::Hinted`).
//!
//! Timers are never cancelled (cancelling a timer from inside a callback it leads to is
//! fragile); each one checks, when it fires, that its request is still the one waited
//! for. The reducer also ignores moves for positions that are gone.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use gloo_timers::callback::Timeout;
use gloo_worker::WorkerBridge;
use yew::prelude::*;

use super::fallback;
use super::timing::{self, SEARCH, WORKERS};
use super::worker::GameWorker;
use crate::ai::budgets::pool_size;
use crate::table::hard_bots::pooled;
use crate::table::model::{Model, Msg, Notice};
use crate::table::pool::{self, Gathering};
use crate::table::protocol::{BotLevel, BotReply, BotRequest, FromWorker, HintReply, IN_PAGE, ToWorker};

/// How long the worker may take to answer (its first answer includes loading it), ms.
pub const WATCHDOG_MILLIS: u32 = 6_000;

/// `performance.now()` of the page, in milliseconds (0 if unavailable).
pub fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// The request the driver waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Waiting {
    id: u32,
    game: u32,
    step: usize,
    seat: u8,
}

/// What the driver keeps between renders.
#[derive(Default)]
struct Driver {
    /// The bot workers; none until started, or if they could not be started.
    bridges: Vec<WorkerBridge<GameWorker>>,
    /// Whether starting the worker was tried.
    started: bool,
    /// The last request number handed out.
    last_id: u32,
    /// The request whose answer (or pace delay) is awaited.
    waiting: Option<Waiting>,
    /// Its workers' answers so far.
    gathering: Option<Gathering<BotReply>>,
    /// When the awaited request was made, and the least delay before its move shows.
    sent_at: f64,
    pace_millis: u32,
    /// The hint request whose answer is awaited from the workers.
    hint_waiting: Option<u32>,
    /// Its workers' answers so far.
    hint_gathering: Option<Gathering<HintReply>>,
}

type Shared = Rc<RefCell<Driver>>;

/// Whether this browser has dedicated workers at all.
pub fn workers_supported() -> bool {
    js_sys::Reflect::has(&js_sys::global(), &"Worker".into()).unwrap_or(false)
}

/// Starts the worker (once). On failure the bots play in the page.
fn start(driver: &Shared, dispatch: UseReducerDispatcher<Model>) {
    if driver.borrow().started {
        return;
    }
    driver.borrow_mut().started = true;
    if !workers_supported() {
        fire_later(0, move || dispatch.dispatch(Msg::WorkerFailed(Notice::NoWorkers)));
        return;
    }
    let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    let bridges = (0..pool_size(cores as u32))
        .map(|worker| {
            let (weak, dispatch) = (Rc::downgrade(driver), dispatch.clone());
            super::spawn_game_worker(Box::new(move |msg| match msg {
                FromWorker::Decided(reply) => gather_reply(&weak, worker, reply, &dispatch),
                FromWorker::Hinted(reply) => gather_hint(&weak, worker, reply, &dispatch),
                // Reviews and links have workers of their own (`ui::review`, `ui::link`).
                FromWorker::Pong(_) | FromWorker::Reviewed(_) | FromWorker::Linked { .. } | FromWorker::LinkOpened(_) => {}
            }))
        })
        .collect::<Vec<_>>();
    let workers = bridges.len() as u32;
    driver.borrow_mut().bridges = bridges;
    timing::mark(WORKERS, &[f64::from(workers), 0.0]);
}

/// A worker answered a move: once every worker asked has, the merged answer is the move,
/// and the workers' kept bots follow it.
fn gather_reply(driver: &Weak<RefCell<Driver>>, worker: usize, reply: BotReply, dispatch: &UseReducerDispatcher<Model>) {
    let Some(shared) = driver.upgrade() else { return };
    let merged = {
        let mut d = shared.borrow_mut();
        let id = reply.id;
        let Some(replies) = pool::gather(&mut d.gathering, id, worker, reply) else { return };
        let Some(merged) = pool::merge_moves(replies) else { return };
        if let (Some(w), Some(action), true) = (d.waiting, merged.action, merged.root.is_some() && d.bridges.len() > 1) {
            for bridge in &d.bridges {
                bridge.send(ToWorker::Follow { game: w.game, seat: w.seat, step: w.step, action });
            }
        }
        merged
    };
    if merged.memory > 0 {
        let workers = shared.borrow().bridges.len() as u32;
        timing::mark(WORKERS, &[f64::from(workers), merged.memory as f64]);
    }
    on_reply(driver, merged, dispatch);
}

/// A worker answered a hint: once every worker has, the merged hint is shown.
fn gather_hint(driver: &Weak<RefCell<Driver>>, worker: usize, reply: HintReply, dispatch: &UseReducerDispatcher<Model>) {
    let Some(shared) = driver.upgrade() else { return };
    let merged = {
        let mut d = shared.borrow_mut();
        let id = reply.id;
        let Some(replies) = pool::gather(&mut d.hint_gathering, id, worker, reply) else { return };
        pool::merge_hints(replies)
    };
    if let Some(merged) = merged {
        on_hint(driver, merged, dispatch);
    }
}

/// Runs `f` after `millis` ms, on its own task (the timer is never cancelled).
fn fire_later(millis: u32, f: impl FnOnce() + 'static) {
    Timeout::new(millis, f).forget();
}

/// The worker answered: dispatch the move once the pace delay has passed.
fn on_reply(driver: &Weak<RefCell<Driver>>, reply: BotReply, dispatch: &UseReducerDispatcher<Model>) {
    let Some(driver) = driver.upgrade() else { return };
    let delay = {
        let d = driver.borrow();
        if d.waiting.map(|w| w.id) != Some(reply.id) {
            return; // an answer nobody waits for any more
        }
        f64::from(d.pace_millis) - (now() - d.sent_at)
    };
    let msg = Msg::BotMove { game: reply.game, step: reply.step, action: reply.action };
    let search = [f64::from(reply.iterations), reply.millis];
    let id = reply.id;
    let dispatch = dispatch.clone();
    let deliver = move || {
        {
            let mut d = driver.borrow_mut();
            if d.waiting.map(|w| w.id) != Some(id) {
                return;
            }
            d.waiting = None;
        }
        if search[0] > 0.0 {
            timing::mark(SEARCH, &search);
        }
        dispatch.dispatch(msg);
    };
    if delay >= 1.0 {
        fire_later(delay as u32, deliver);
    } else {
        deliver();
    }
}

/// The worker answered a hint: the model takes it if it is still the hint asked.
fn on_hint(driver: &Weak<RefCell<Driver>>, reply: HintReply, dispatch: &UseReducerDispatcher<Model>) {
    let Some(driver) = driver.upgrade() else { return };
    {
        let mut d = driver.borrow_mut();
        if d.hint_waiting == Some(reply.id) {
            d.hint_waiting = None;
        }
    }
    dispatch.dispatch(Msg::Hinted { id: reply.id, action: reply.action, by: BotLevel::Hard, search: reply.search });
}

/// Asks for the hint `req` (the person's own observation): from the worker's hard bot,
/// or from the medium bot in the page when the worker failed or could not be started.
fn ask_hint(driver: &Shared, req: BotRequest, in_page: bool, dispatch: UseReducerDispatcher<Model>) {
    let has_bridge = !driver.borrow().bridges.is_empty();
    if in_page || !has_bridge {
        let id = req.id;
        fallback::choose(req, move |action| dispatch.dispatch(Msg::Hinted { id, action, by: IN_PAGE, search: None }));
        return;
    }
    let id = req.id;
    {
        let mut d = driver.borrow_mut();
        d.hint_waiting = Some(id);
        d.hint_gathering = Some(Gathering::new(id, d.bridges.len()));
        for (bridge, req) in d.bridges.iter().zip(pool::requests(&req, d.bridges.len())) {
            bridge.send(ToWorker::Hint(Box::new(req)));
        }
    }
    let weak = Rc::downgrade(driver);
    fire_later(WATCHDOG_MILLIS, move || {
        if weak.upgrade().is_some_and(|d| d.borrow().hint_waiting == Some(id)) {
            dispatch.dispatch(Msg::WorkerFailed(Notice::NoAnswer { seconds: WATCHDOG_MILLIS / 1000 }));
        }
    });
}

/// Asks for the move of `req`'s bot: from the worker, or in the page when the worker
/// failed or could not be started (which [`start`] reports).
fn ask(driver: &Shared, mut req: BotRequest, pace_millis: u32, in_page: bool, dispatch: UseReducerDispatcher<Model>) {
    let waiting = {
        let mut d = driver.borrow_mut();
        d.last_id = d.last_id.wrapping_add(1);
        req.id = d.last_id;
        let w = Waiting { id: req.id, game: req.game, step: req.step, seat: req.seat };
        d.waiting = Some(w);
        d.sent_at = now();
        d.pace_millis = pace_millis;
        w
    };
    let still_waiting = {
        let weak = Rc::downgrade(driver);
        move || weak.upgrade().is_some_and(|d| d.borrow().waiting == Some(waiting))
    };
    let has_bridge = !driver.borrow().bridges.is_empty();
    if in_page || !has_bridge {
        let driver = driver.clone();
        fire_later(pace_millis, move || {
            if !still_waiting() {
                return;
            }
            let (game, step) = (req.game, req.step);
            fallback::choose(req, move |action| {
                if still_waiting() {
                    driver.borrow_mut().waiting = None;
                    dispatch.dispatch(Msg::BotMove { game, step, action });
                }
            });
        });
        return;
    }
    {
        let mut d = driver.borrow_mut();
        let workers = if pooled(req.level) { d.bridges.len() } else { 1 };
        d.gathering = Some(Gathering::new(req.id, workers));
        for (bridge, req) in d.bridges.iter().zip(pool::requests(&req, workers)) {
            bridge.send(ToWorker::Decide(Box::new(req)));
        }
    }
    fire_later(WATCHDOG_MILLIS + pace_millis, move || {
        if still_waiting() {
            dispatch.dispatch(Msg::WorkerFailed(Notice::NoAnswer { seconds: WATCHDOG_MILLIS / 1000 }));
        }
    });
}

/// Forgets the awaited request (its answer and timers become no-ops).
fn cancel(driver: &Shared) {
    driver.borrow_mut().waiting = None;
}

/// Drives the bots of the game at the table (see the module docs).
#[hook]
pub fn use_bots(model: &UseReducerHandle<Model>) {
    let driver: Shared = use_mut_ref(Driver::default);
    let dispatch = model.dispatcher();

    // The worker (its own wasm, about 80 KB) starts with the first game at the table,
    // not with the new-game screen, which does not need it: the first visit loads less.
    let at_table = model.table_game().is_some();
    {
        let driver = driver.clone();
        let dispatch = dispatch.clone();
        use_effect_with(at_table, move |at_table| {
            if *at_table {
                start(&driver, dispatch);
            }
        });
    }

    let request = model.table_game().filter(|g| !g.is_over()).and_then(|g| g.bot_request());
    let key = request.as_ref().map(|r| (r.game, r.step));
    let in_page = model.in_page_bots;
    let pace = model.speed.pace_millis();
    {
        let (driver, dispatch) = (driver.clone(), dispatch.clone());
        use_effect_with((key, in_page), move |_| {
            if let Some(req) = request {
                ask(&driver, req, pace, in_page, dispatch);
            }
            move || cancel(&driver)
        });
    }

    // A hint being thought about: asked once per hint (and again in the page if the
    // worker fails meanwhile); forgotten when the hint is answered or dropped.
    let hint = model.hint_request();
    let hint_key = hint.as_ref().map(|r| r.id);
    use_effect_with((hint_key, in_page), move |_| {
        if let Some(req) = hint {
            ask_hint(&driver, req, in_page, dispatch);
        }
        move || driver.borrow_mut().hint_waiting = None
    });
}
