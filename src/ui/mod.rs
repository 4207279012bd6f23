//! The browser UI (compiled for wasm32 only).
//!
//! This is a skeleton that proves the build pipeline (Yew app + gloo-worker worker,
//! built by trunk): a heading and a button that round-trips a number through the worker.

pub mod protocol;
pub mod worker;

use std::rc::Rc;

use gloo_worker::{Spawnable, WorkerBridge};
use yew::prelude::*;

use protocol::{FromWorker, ToWorker};
use worker::GameWorker;

/// File name of the worker's loader script. Trunk writes it next to index.html for
/// `<link data-trunk rel="rust" data-bin="worker" data-type="worker" data-loader-shim />`
/// (the Cargo binary name + `_loader.js`, not hashed).
pub const WORKER_LOADER: &str = "worker_loader.js";

/// The worker loader's URL, resolved against the document's base URL (`<base href>`,
/// which trunk sets from `--public-url`), so the app also works under a sub-path.
/// A root-absolute "/worker.js" would break there (yew#3030, gloo#329).
pub fn worker_url() -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.base_uri().ok().flatten())
        .and_then(|base| web_sys::Url::new_with_base(WORKER_LOADER, &base).ok())
        .map(|url| url.href())
        .unwrap_or_else(|| format!("./{WORKER_LOADER}"))
}

/// Spawns the game worker; `on_reply` is called with each message it sends back.
///
/// Trunk builds the worker with wasm-bindgen's `no-modules` target and writes a classic
/// loader script, hence `as_module(false)` and `with_loader(true)` (a module worker fails
/// with "Module scripts don't support importScripts()").
pub fn spawn_game_worker(on_reply: impl Fn(FromWorker) + 'static) -> WorkerBridge<GameWorker> {
    GameWorker::spawner()
        .as_module(false)
        .with_loader(true)
        .callback(on_reply)
        .spawn(&worker_url())
}

#[function_component(App)]
pub fn app() -> Html {
    let reply = use_state(|| None::<u32>);

    // One worker for the component's lifetime; dropping the bridge ends the worker.
    let bridge: Rc<WorkerBridge<GameWorker>> = {
        let reply = reply.clone();
        use_memo((), move |_| {
            spawn_game_worker(move |msg| match msg {
                FromWorker::Pong(n) => reply.set(Some(n)),
            })
        })
    };

    let onclick = {
        let bridge = bridge.clone();
        let last = *reply;
        Callback::from(move |_: MouseEvent| bridge.send(ToWorker::Ping(last.unwrap_or(0))))
    };

    html! {
        <main class="app">
            <h1>{ "San Juan" }</h1>
            <button id="ping-worker" type="button" {onclick}>{ "Ask the worker" }</button>
            <p id="worker-reply">
                { reply.map(|n| format!("Worker replied: {n}")).unwrap_or_default() }
            </p>
        </main>
    }
}
