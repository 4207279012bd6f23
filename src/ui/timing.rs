//! User Timing marks: what the bot workers did (how many there are, the memory they
//! report, each search's iterations and time), left on the browser's performance
//! timeline instead of the page. The browser's developer tools show them;
//! `scripts/measure.mjs`, `scripts/measure-memory.mjs` and the pool's browser tests read
//! them with `performance.getEntriesByName` (`tests/e2e/table-page.mjs`, `botTotals`).

use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::wasm_bindgen;

/// A mark per hard-bot search whose move was played: `detail` is `[iterations, millis]`
/// (summed over the pool's workers; the time in the worker, in ms).
pub const SEARCH: &str = "san-juan:search";
/// A mark per report of the pool: `detail` is `[workers, memory]` (the pool's size, and
/// the largest wasm memory a worker reported, in bytes; 0 before any report).
pub const WORKERS: &str = "san-juan:workers";

#[wasm_bindgen]
extern "C" {
    // `performance.mark(name, { detail })` (web-sys has the options only as unstable API).
    #[wasm_bindgen(catch, js_namespace = performance, js_name = mark)]
    fn performance_mark(name: &str, options: &JsValue) -> Result<JsValue, JsValue>;
}

/// Leaves the mark `name` with `numbers` as its `detail` (a browser without User Timing
/// gets none: nothing depends on it).
pub fn mark(name: &str, numbers: &[f64]) {
    let detail: js_sys::Array = numbers.iter().map(|n| JsValue::from_f64(*n)).collect();
    let options = js_sys::Object::new();
    if js_sys::Reflect::set(&options, &"detail".into(), &detail).is_ok() {
        let _ = performance_mark(name, &options);
    }
}
