//! San Juan (Andreas Seyfarth) in the browser.
//!
//! - [`rules`]: the game itself, pure Rust, deterministic from a seed.
//! - [`ai`]: bots that see only their seat's observation.
//! - [`table`]: the browser table's model (seats, the live game, saves, replays), pure
//!   Rust so that it is tested natively.
//! - `ui` (wasm32 only): the Yew app and the bot worker over [`table`].
pub mod ai;
pub mod rules;
pub mod table;
#[cfg(target_arch = "wasm32")]
pub mod ui;
