//! Bots by name, for the command line, the arena and the UI's strength setting.

use super::{Bot, RandomBot};
use std::fmt;

/// The bot names [`make_bot`] knows.
pub const BOT_NAMES: &[&str] = &["random"];

/// A bot name that [`make_bot`] does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown bot {:?} (known: {})", self.0, BOT_NAMES.join(", "))
    }
}

impl std::error::Error for UnknownBot {}

/// Makes the bot called `name`, its choices following from `seed`.
///
/// Errors: [`UnknownBot`] for a name not in [`BOT_NAMES`].
pub fn make_bot(name: &str, seed: u64) -> Result<Box<dyn Bot>, UnknownBot> {
    match name {
        "random" => Ok(Box::new(RandomBot::new(seed))),
        other => Err(UnknownBot(other.to_string())),
    }
}
