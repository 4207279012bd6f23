//! Entry point of the bot Web Worker (built by trunk for wasm32-unknown-unknown,
//! `data-type="worker"`).

#[cfg(target_arch = "wasm32")]
fn main() {
    use gloo_worker::Registrable;
    console_error_panic_hook::set_once();
    san_juan::ui::worker::GameWorker::registrar().register();
}

/// Natively there is nothing to run; this keeps `cargo build` / `cargo test` working.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
