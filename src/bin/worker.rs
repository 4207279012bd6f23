//! Entry point of the bot Web Worker (built by trunk for wasm32-unknown-unknown,
//! `data-type="worker"`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use gloo_worker::Registrable;
    console_error_panic_hook::set_once();
    // Loaded into the page as the bots' fallback, the bundle only answers `choose_in_page`.
    if san_juan::ui::worker::in_worker() {
        san_juan::ui::worker::GameWorker::registrar().register();
    }
}

/// The bots' fallback move, called by the page (`ui::fallback`) when the bot workers
/// failed: [`san_juan::ui::worker::choose_in_page`]. Exported here, in the worker's
/// bundle, so that the page's own bundle does not carry the bots.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn choose_in_page(request: wasm_bindgen::JsValue) -> wasm_bindgen::JsValue {
    san_juan::ui::worker::choose_in_page(request)
}

/// Natively there is nothing to run; this keeps `cargo build` / `cargo test` working.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
