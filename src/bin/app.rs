//! Entry point of the browser app (built by trunk for wasm32-unknown-unknown).

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    yew::Renderer::<san_juan::ui::App>::new().render();
}

/// Natively there is nothing to run; this keeps `cargo build` / `cargo test` working.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
