//! San Juan (Andreas Seyfarth) in the browser.
//!
//! - [`rules`]: the game itself, pure Rust, deterministic from a seed.
//! - [`ai`]: bots that see only their seat's observation.
pub mod ai;
pub mod rules;
#[cfg(target_arch = "wasm32")] pub mod ui;
