//! Bots. Each sees only its seat's [`Observation`](crate::rules::Observation) and
//! answers with an action, over the rules module's public API.

mod playout;
mod random;

pub use playout::random_playout;
pub use random::RandomBot;

use crate::rules::{Action, Observation};

/// A computer opponent: given what its seat may see, choose one legal action.
pub trait Bot {
    /// A short name for logs and the arena ("random").
    fn name(&self) -> &'static str;
    /// Chooses an action for the decision in `obs`, which must be this seat's turn.
    /// Returns `None` only when no action is legal (the game is over).
    fn choose(&mut self, obs: &Observation) -> Option<Action>;
}
