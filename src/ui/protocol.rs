//! Messages between the page and the game worker.
//!
//! Both sides serialize these with gloo-worker's default codec (bincode via serde), so
//! any variant added here must stay `Serialize + Deserialize`. Extend the enums as the
//! worker grows (bot moves, whole-game simulation, ...).

use serde::{Deserialize, Serialize};

/// Page -> worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ToWorker {
    /// Liveness check: the worker answers `FromWorker::Pong(n + 1)`.
    Ping(u32),
}

/// Worker -> page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum FromWorker {
    /// Answer to `ToWorker::Ping(n)`: carries `n + 1` (wrapping).
    Pong(u32),
}
