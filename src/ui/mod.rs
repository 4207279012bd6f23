#![warn(missing_docs)]
//! The browser UI (compiled for wasm32 only): a Yew table for San Juan against bots.
//!
//! Only what needs the browser is here; the table's model, texts and saves are pure
//! Rust in [`crate::table`] (tested natively), which this renders and feeds.
//!
//! - [`reducer`]: Yew's `Reducible` for [`crate::table::model::Model`] (a thin wrapper
//!   over its pure `update`, the only place the game changes).
//! - [`app`]: the root component (one `use_reducer`), wiring the bot driver.
//! - [`bots`]: asks the worker for bot moves, paces them, falls back to an in-page bot.
//! - [`fallback`]: that in-page bot: the worker's bundle loaded into the page on demand.
//! - [`review`]: a game review run in workers of its own, with progress and cancel.
//! - [`link`]: links to a moment of a game, made and read in a worker of their own.
//! - [`worker`]: the bot worker (its messages are [`crate::table::protocol`]).
//! - [`components`]: one small function component per file.
//! - [`dom`]: the page's document and its elements by selector, for the components
//!   that read the DOM.
//! - [`storage`]: the saved game and statistics in localStorage (their texts are
//!   [`crate::table::saved`]); [`download`]: a text offered as a file.
//! - [`timing`]: the bot workers' work as User Timing marks (for measuring).
//! - [`i18n`]: the language shown (detected, chosen, remembered), its message file
//!   loaded on demand, and the texts as a context for every component.

pub mod app;
pub mod bots;
pub mod components;
pub mod dom;
pub mod download;
pub mod fallback;
pub mod i18n;
pub mod link;
pub mod reducer;
pub mod review;
pub mod storage;
pub mod timing;
pub mod worker;

pub use app::App;

use gloo_worker::{Spawnable, WorkerBridge};

use crate::table::protocol::FromWorker;
use worker::GameWorker;

/// File name of the worker's loader script. Trunk writes it next to index.html for
/// `<link data-trunk rel="rust" data-bin="worker" data-type="worker" data-loader-shim />`
/// (the Cargo binary name + `_loader.js`, not hashed).
pub const WORKER_LOADER: &str = "worker_loader.js";

/// `path` (relative) resolved against the document's base URL (`<base href>`, which
/// trunk sets from `--public-url`), so the app also works under a sub-path. A
/// root-absolute "/worker.js" would break there (yew#3030, gloo#329).
pub fn relative_url(path: &str) -> String {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.base_uri().ok().flatten())
        .and_then(|base| web_sys::Url::new_with_base(path, &base).ok())
        .map(|url| url.href())
        .unwrap_or_else(|| format!("./{path}"))
}

/// A seed the person did not choose: 32 random bits (short enough to note down).
pub fn random_seed() -> u64 {
    (js_sys::Math::random() * 4_294_967_296.0) as u64
}

/// The worker loader's URL ([`relative_url`]).
pub fn worker_url() -> String {
    relative_url(WORKER_LOADER)
}

/// Spawns the bot worker; `on_reply` is called with each message it sends back.
///
/// Trunk builds the worker with wasm-bindgen's `no-modules` target and writes a classic
/// loader script, hence `as_module(false)` and `with_loader(true)` (a module worker fails
/// with "Module scripts don't support importScripts()").
///
/// `on_reply` is a trait object, so that the bots' and the review's workers share one copy
/// of gloo-worker's spawning code (it is generic over the callback) in the page's bundle.
pub fn spawn_game_worker(on_reply: Box<dyn Fn(FromWorker)>) -> WorkerBridge<GameWorker> {
    GameWorker::spawner().as_module(false).with_loader(true).callback(on_reply).spawn(&worker_url())
}
