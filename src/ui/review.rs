//! Runs a game review in workers of its own, never on the page's thread.
//!
//! [`use_review`] watches the model's review run (`table::review`): when one starts
//! without its review, it spawns a pool of bot workers (`ai::budgets::pool_size`, the
//! same bundle as the bots'), gives each one decision at a time, and dispatches each
//! answer (`ReviewMsg::Weighed`) and the next request. Cancelling (or closing the
//! replay, or a review finished) drops the workers, which ends their work at once; the
//! bots of the table keep their own workers meanwhile. The finished reviews are kept in
//! this browser ([`REVIEWS_KEY`]).

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use gloo_worker::WorkerBridge;
use yew::prelude::*;

use super::storage;
use super::worker::GameWorker;
use crate::ai::budgets::pool_size;
use crate::table::model::{Model, Msg};
use crate::table::protocol::{FromWorker, ReviewRequest, ToWorker};
use crate::table::review::{ReviewMsg, SavedReviews};

/// The localStorage key of the reviews kept in this browser.
pub const REVIEWS_KEY: &str = "san-juan.reviews";

/// The reviews kept in this browser (none when none read back).
pub fn load_reviews() -> SavedReviews {
    storage::read_raw(REVIEWS_KEY).map(|t| SavedReviews::decode(&t)).unwrap_or_default()
}

/// What the driver keeps between renders: the run's workers and the requests not sent.
#[derive(Default)]
struct Driver {
    run: Option<u32>,
    bridges: Vec<WorkerBridge<GameWorker>>,
    pending: VecDeque<ReviewRequest>,
}

type Shared = Rc<RefCell<Driver>>;

/// Sends the next pending request to `worker`, if any.
fn feed(driver: &Shared, worker: usize) {
    let mut d = driver.borrow_mut();
    if let Some(req) = d.pending.pop_front()
        && let Some(bridge) = d.bridges.get(worker)
    {
        bridge.send(ToWorker::Review(Box::new(req)));
    }
}

/// Starts run `id`'s workers over `requests`.
fn start(driver: &Shared, id: u32, requests: Vec<ReviewRequest>, dispatch: UseReducerDispatcher<Model>) {
    let cores = web_sys::window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    let workers = pool_size(cores as u32).min(requests.len().max(1));
    {
        let mut d = driver.borrow_mut();
        d.run = Some(id);
        d.pending = requests.into();
        d.bridges = (0..workers)
            .map(|worker| {
                let (weak, dispatch) = (Rc::downgrade(driver), dispatch.clone());
                super::spawn_game_worker(move |msg| {
                    let (FromWorker::Reviewed(reply), Some(driver)) = (msg, weak.upgrade()) else { return };
                    if driver.borrow().run != Some(reply.review) {
                        return;
                    }
                    feed(&driver, worker);
                    dispatch.dispatch(Msg::Review(ReviewMsg::Weighed { id: reply.review, decision: reply.decision }));
                })
            })
            .collect();
    }
    for worker in 0..workers {
        feed(driver, worker);
    }
}

/// Drops the workers (ending their work) and what was not sent.
fn stop(driver: &Shared) {
    let mut d = driver.borrow_mut();
    d.run = None;
    d.pending.clear();
    d.bridges.clear();
}

/// Drives the model's review run (see the module docs) and keeps finished reviews.
#[hook]
pub fn use_review(model: &UseReducerHandle<Model>) {
    let driver: Shared = use_mut_ref(Driver::default);
    let running = model.review.clone().filter(|r| r.review.is_none());
    let key = running.as_ref().map(|r| r.id);
    let dispatch = model.dispatcher();
    use_effect_with(key, move |_| {
        // The requests are made once per run, not at every render.
        if let Some(run) = running {
            start(&driver, run.id, run.requests(), dispatch);
        }
        move || stop(&driver)
    });
    let kept = model.reviews.clone();
    use_effect_with(kept, |kept| {
        if !kept.0.is_empty() {
            storage::write_raw(REVIEWS_KEY, &kept.encode());
        }
    });
}
