//! Links to a moment of a game (`table::link`), made and read by a bot worker of their
//! own, so that the page's bundle carries no compression.
//!
//! [`use_links`] opens the link the page was opened with (and one pasted into the
//! address bar later: the `hashchange` event), taking the fragment off the address so a
//! reload resumes the game as usual; and it makes the link the model asks for
//! (`Model::link`), puts it in the clipboard and tells the model (`Msg::LinkMade`).
//! A worker that cannot start or does not answer in time turns into a notice.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::EventListener;
use gloo_timers::callback::Timeout;
use gloo_worker::WorkerBridge;
use yew::prelude::*;

use super::bots::{WATCHDOG_MILLIS, workers_supported};
use super::components::share_result::copy_to_clipboard;
use super::worker::GameWorker;
use crate::table::link::LINK_FRAGMENT;
use crate::table::model::{Model, Msg};
use crate::table::protocol::{FromWorker, ToWorker};

/// The worker of the link being made or read, and how many were asked for: one at a
/// time (a newer one replaces it, and its answer is no longer waited for).
#[derive(Default)]
struct Asking {
    bridge: Option<WorkerBridge<GameWorker>>,
    asked: u32,
}

type Slot = Rc<RefCell<Asking>>;

/// Why a link worker gave nothing.
const NO_WORKER: &str = "the page's worker did not answer";
/// Why there is no link worker at all.
const NO_WORKERS: &str = "this browser cannot run the page's workers";

/// Sends `msg` to a fresh link worker in `slot`; its answer goes to `on_answer`, then the
/// worker ends. No worker, or no answer within the watchdog's time: `on_silence`, told
/// why. (Boxed: one copy of this in the page's bundle for both kinds of ask.)
fn ask(slot: &Slot, msg: ToWorker, on_answer: Box<dyn Fn(FromWorker)>, on_silence: Box<dyn FnOnce(&'static str)>) {
    if !workers_supported() {
        return on_silence(NO_WORKERS);
    }
    let n = {
        let mut s = slot.borrow_mut();
        s.asked = s.asked.wrapping_add(1);
        s.asked
    };
    // Whether this ask still has its worker: its answer and its watchdog each end it.
    let ends = move |slot: &Slot| {
        let mut s = slot.borrow_mut();
        (s.asked == n).then(|| s.bridge.take()).flatten().is_some()
    };
    let answered = slot.clone();
    let bridge = super::spawn_game_worker(Box::new(move |reply| {
        let answered = answered.clone();
        // The worker ends once this callback has returned.
        Timeout::new(0, move || {
            ends(&answered);
        })
        .forget();
        on_answer(reply);
    }));
    bridge.send(msg);
    slot.borrow_mut().bridge = Some(bridge);
    let timed = slot.clone();
    Timeout::new(WATCHDOG_MILLIS, move || {
        if ends(&timed) {
            on_silence(NO_WORKER);
        }
    })
    .forget();
}

/// Reads the link in the address's fragment, if it has one: the fragment goes, the
/// worker reads it, and the model opens it (`Msg::OpenLink`).
fn open_from_address(slot: &Slot, dispatch: &UseReducerDispatcher<Model>) {
    let Some(window) = web_sys::window() else { return };
    let location = window.location();
    let hash = location.hash().unwrap_or_default();
    if !hash.starts_with(LINK_FRAGMENT) {
        return;
    }
    if let (Ok(history), Ok(path)) = (window.history(), location.pathname()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&path));
    }
    let (on_open, on_silence) = (dispatch.clone(), dispatch.clone());
    ask(
        slot,
        ToWorker::OpenLink(hash),
        Box::new(move |reply| {
            if let FromWorker::LinkOpened(opened) = reply {
                on_open.dispatch(Msg::OpenLink(opened));
            }
        }),
        Box::new(move |why| on_silence.dispatch(Msg::OpenLink(Err(why.to_string())))),
    );
}

/// Opens the links the page gets and makes the links the model asks for (see the module
/// docs).
#[hook]
pub fn use_links(model: &UseReducerHandle<Model>) {
    let slot: Slot = use_mut_ref(Asking::default);
    {
        let (slot, dispatch) = (slot.clone(), model.dispatcher());
        use_effect_with((), move |_| {
            open_from_address(&slot, &dispatch);
            let listener = web_sys::window().map(|w| EventListener::new(&w, "hashchange", move |_| open_from_address(&slot, &dispatch)));
            move || drop(listener)
        });
    }
    let asked = model.link.clone();
    let dispatch = model.dispatcher();
    use_effect_with(asked.as_ref().map(|l| l.id), move |_| {
        let Some(request) = asked else { return };
        let address = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default();
        let (id, silence) = (request.id, dispatch.clone());
        ask(
            &slot,
            ToWorker::MakeLink { request: Box::new(request), address },
            Box::new(move |reply| {
                let FromWorker::Linked { id, url } = reply else { return };
                let (dispatch, made) = (dispatch.clone(), url.clone());
                copy_to_clipboard(
                    url.into(),
                    Callback::from(move |copied| dispatch.dispatch(Msg::LinkMade { id, url: Ok(made.clone()), copied })),
                );
            }),
            Box::new(move |why| silence.dispatch(Msg::LinkMade { id, url: Err(why.to_string()), copied: false })),
        );
    });
}
