//! The bots' fallback once the bot workers failed: the worker's own bundle (`worker.js`
//! and its wasm, the files the workers load) loaded into the page once, and its exported
//! `choose_in_page` asked for each move ([`crate::ui::worker::choose_in_page`]: the
//! [`IN_PAGE`](crate::table::protocol::IN_PAGE) bot, a few ms a decision). The page's
//! own bundle carries no bot, which keeps its first load small.
//!
//! Loading takes a moment: the requests made meanwhile wait in a queue. If the bundle
//! cannot be loaded either, every answer is `None`, and the table plays the first legal
//! action for the bot (`Model::bot_move`), so that a game never stalls.

use std::cell::RefCell;

use gloo_events::EventListener;
use gloo_worker::{Bincode, Codec};
use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

use super::relative_url;
use crate::rules::Action;
use crate::table::protocol::BotRequest;

/// The worker bundle's glue script, as trunk writes it (the Cargo binary's name).
const SCRIPT: &str = "worker.js";
/// Its wasm.
const WASM: &str = "worker_bg.wasm";
/// The function `src/bin/worker.rs` exports for the page.
const EXPORT: &str = "choose_in_page";

#[wasm_bindgen]
extern "C" {
    /// The init function that wasm-bindgen's no-modules glue (`worker.js`) declares as a
    /// global binding, with the bundle's exports as its properties. Read only once the
    /// script has run: the first read is kept.
    #[wasm_bindgen(thread_local_v2, js_name = wasm_bindgen)]
    static BUNDLE: Option<Function>;
}

/// Who waits for an answer.
type Answer = Box<dyn FnOnce(Option<Action>)>;

/// Where the fallback stands in this page.
enum Bundle {
    Unloaded,
    /// Loading; the requests made meanwhile.
    Loading(Vec<(BotRequest, Answer)>),
    /// Its `choose_in_page`.
    Ready(Function),
    /// It could not be loaded.
    Failed,
}

thread_local! {
    static STATE: RefCell<Bundle> = const { RefCell::new(Bundle::Unloaded) };
}

/// Asks the fallback bot for the move of `req`; `answer` receives it: `None` when the
/// bundle could not be loaded or no action is legal. The first call loads the bundle, and
/// every answer waits for it.
pub fn choose(req: BotRequest, answer: impl FnOnce(Option<Action>) + 'static) {
    let ready = STATE.with(|state| match &*state.borrow() {
        Bundle::Ready(f) => Some(Some(f.clone())),
        Bundle::Failed => Some(None),
        Bundle::Unloaded | Bundle::Loading(_) => None,
    });
    if let Some(f) = ready {
        return answer(call(f.as_ref(), &req));
    }
    let first = STATE.with(|state| {
        let mut state = state.borrow_mut();
        if let Bundle::Loading(queue) = &mut *state {
            queue.push((req, Box::new(answer)));
            false
        } else {
            *state = Bundle::Loading(vec![(req, Box::new(answer))]);
            true
        }
    });
    if first {
        load();
    }
}

/// Adds the bundle's script to the page; its load starts the wasm.
fn load() {
    let script = super::dom::document().and_then(|d| Some((d.body()?, d.create_element("script").ok()?)));
    let Some((body, script)) = script else { return finish(None) };
    if script.set_attribute("src", &relative_url(SCRIPT)).is_err() {
        return finish(None);
    }
    EventListener::once(&script, "load", |_| wasm_bindgen_futures::spawn_local(async { finish(start().await) })).forget();
    EventListener::once(&script, "error", |_| finish(None)).forget();
    if body.append_child(&script).is_err() {
        finish(None);
    }
}

/// Starts the loaded script's wasm; its `choose_in_page` once it runs.
async fn start() -> Option<Function> {
    let init = BUNDLE.with(Clone::clone)?;
    // The glue's init takes `{ module_or_path }` (a bare URL still works, with a warning).
    let options = js_sys::Object::new();
    Reflect::set(&options, &JsValue::from("module_or_path"), &JsValue::from(relative_url(WASM))).ok()?;
    let started: Promise = init.call1(&JsValue::NULL, &options).ok()?.dyn_into().ok()?;
    JsFuture::from(started).await.ok()?;
    Reflect::get(&init, &JsValue::from(EXPORT)).ok()?.dyn_into().ok()
}

/// The bundle is ready (or failed): answers every waiting request.
fn finish(f: Option<Function>) {
    let next = f.clone().map_or(Bundle::Failed, Bundle::Ready);
    let waiting = STATE.with(|state| std::mem::replace(&mut *state.borrow_mut(), next));
    if let Bundle::Loading(queue) = waiting {
        for (req, answer) in queue {
            answer(call(f.as_ref(), &req));
        }
    }
}

/// The bundle's answer to `req` (`None` if it threw).
fn call(f: Option<&Function>, req: &BotRequest) -> Option<Action> {
    let reply = f?.call1(&JsValue::NULL, &Bincode::encode(req)).ok()?;
    Bincode::decode::<Option<Action>>(reply)
}
