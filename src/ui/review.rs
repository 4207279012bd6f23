//! Runs a game review in workers of its own, never on the page's thread.
//!
//! [`use_weighing`] (in the review's panel) drives a run (`table::review`) without its
//! review: it spawns a pool of bot workers (`ai::budgets::pool_size`, the same bundle as
//! the bots'), gives each one decision at a time (the record, the seat and the decision's
//! index: the workers replay the record and search), gathers their answers itself, so
//! that only the panel's progress is re-rendered for each, and hands the model the whole
//! review at the end (`ReviewMsg::Done`). Cancelling (or closing the replay, or the
//! review done) drops the workers, which ends their work at once; the bots of the table
//! keep their own workers meanwhile. [`use_review`] keeps the finished reviews in this
//! browser ([`REVIEWS_KEY`]).

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use gloo_worker::WorkerBridge;
use yew::prelude::*;

use super::storage;
use super::worker::GameWorker;
use crate::ai::budgets::pool_size;
use crate::table::model::{Model, Msg};
use crate::table::protocol::{FromWorker, ToWorker};
use crate::table::recent::RecentGames;
use crate::table::review::{ReviewMsg, ReviewRun, SavedReviews, Weighing};

/// The localStorage key of the reviews kept in this browser.
pub const REVIEWS_KEY: &str = "san-juan.reviews";

/// The localStorage key of the last finished games kept in this browser.
pub const RECENT_KEY: &str = "san-juan.recent";

/// The last finished games kept in this browser (none when none read back).
pub fn load_recent() -> RecentGames {
    storage::read_raw(RECENT_KEY).map(|t| RecentGames::decode(&t)).unwrap_or_default()
}

/// The reviews kept in this browser (none when none read back).
pub fn load_reviews() -> SavedReviews {
    storage::read_raw(REVIEWS_KEY).map(|t| SavedReviews::decode(&t)).unwrap_or_default()
}

/// What the driver keeps between renders: the run, its workers, the next decision to
/// ask for and the answers so far.
#[derive(Default)]
struct Driver {
    /// The run whose start is due (its id).
    due: Option<u32>,
    run: Option<ReviewRun>,
    bridges: Vec<WorkerBridge<GameWorker>>,
    next: usize,
    weighing: Weighing,
}

type Shared = Rc<RefCell<Driver>>;

/// Asks `worker` for the next decision, if any is left (`total` once known).
fn feed(d: &mut Driver, worker: usize, total: Option<usize>) {
    let Some(run) = d.run.as_ref() else { return };
    if total.is_some_and(|t| d.next >= t) {
        return;
    }
    if let Some(bridge) = d.bridges.get(worker) {
        bridge.send(ToWorker::Review(Box::new(run.request(d.next))));
        d.next += 1;
    }
}

/// Takes `worker`'s answer: feeds it the next decision, shows the progress, and hands
/// the model the review once every decision is in.
fn answered(driver: &Shared, worker: usize, msg: FromWorker, progress: &UseStateSetter<(usize, usize)>, on_msg: &Callback<Msg>) {
    let FromWorker::Reviewed(reply) = msg else { return };
    let done = {
        let mut d = driver.borrow_mut();
        let Some((id, seat, playouts)) = d.run.as_ref().map(|r| (r.id, r.seat, r.playouts)) else { return };
        if reply.review != id {
            return;
        }
        let total = reply.total;
        d.weighing.take(reply);
        feed(&mut d, worker, Some(total));
        progress.set(d.weighing.progress());
        d.weighing.review(seat, playouts).map(|review| (id, review))
    };
    if let Some((id, review)) = done {
        on_msg.emit(Msg::Review(ReviewMsg::Done { id, review }));
    }
}

/// Starts `run`'s workers.
fn start(driver: &Shared, run: ReviewRun, progress: UseStateSetter<(usize, usize)>, on_msg: Callback<Msg>) {
    let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    let workers = pool_size(cores as u32);
    let mut d = driver.borrow_mut();
    *d = Driver { due: Some(run.id), run: Some(run), ..Driver::default() };
    d.bridges = (0..workers)
        .map(|worker| {
            let (weak, progress, on_msg) = (Rc::downgrade(driver), progress.clone(), on_msg.clone());
            super::spawn_game_worker(Box::new(move |msg| {
                if let Some(driver) = weak.upgrade() {
                    answered(&driver, worker, msg, &progress, &on_msg);
                }
            }))
        })
        .collect();
    // How many decisions there are is known from the first answer: one each meanwhile.
    for worker in 0..workers {
        feed(&mut d, worker, None);
    }
}

/// Drops the workers (ending their work) and what was gathered.
fn stop(driver: &Shared) {
    *driver.borrow_mut() = Driver::default();
}

/// Drives `run` while it has no review (see the module docs): decisions weighed, and in
/// all (0 until a worker said).
#[hook]
pub fn use_weighing(run: &ReviewRun, on_msg: &Callback<Msg>) -> (usize, usize) {
    let progress = use_state_eq(|| (0, 0));
    let driver: Shared = use_mut_ref(Driver::default);
    let key = run.review.is_none().then_some(run.id);
    // The run is cloned for the workers only when it starts (not at every render).
    let start_with = (key != driver.borrow().due).then(|| (run.clone(), on_msg.clone()));
    let setter = progress.setter();
    use_effect_with(key, move |_| {
        if let (Some(id), Some((run, on_msg))) = (key, start_with) {
            setter.set((0, 0));
            // In a task of its own: the click that asked has the replay's table to draw.
            driver.borrow_mut().due = Some(id);
            let weak = Rc::downgrade(&driver);
            Timeout::new(0, move || {
                if let Some(driver) = weak.upgrade().filter(|d| d.borrow().due == Some(id)) {
                    start(&driver, run, setter, on_msg);
                }
            })
            .forget();
        }
        move || stop(&driver)
    });
    *progress
}

/// Keeps the finished reviews and the last finished games in this browser.
#[hook]
pub fn use_review(model: &UseReducerHandle<Model>) {
    let kept = (model.reviews.clone(), model.recent.clone());
    use_effect_with(kept, |(reviews, recent)| {
        if !reviews.0.is_empty() {
            storage::write_raw(REVIEWS_KEY, &reviews.encode());
        }
        if !recent.0.is_empty() {
            storage::write_raw(RECENT_KEY, &recent.encode());
        }
    });
}
