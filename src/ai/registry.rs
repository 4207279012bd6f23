//! Bots by name, for the command line, the arena and the UI's strength setting.

use super::{Bot, Budget, EasyBot, HardBot, HeuristicBot, MediumBot, RandomBot};
use std::fmt;

/// The bot names [`make_bot`] knows.
/// After the four levels: the medium bot of before the strategy zoo (`heuristic`), and
/// the zoo's bots ([`super::zoo`]).
pub const BOT_NAMES: &[&str] = &["random", "easy", "medium", "hard", "heuristic", "production", "violet", "chapel", "rush"];

/// Iterations of `hard` when none are named: about what the browser's bot worker reaches
/// in its 700 ms a decision, so the arena's `hard` is the bot a player meets. Measured
/// 2026-11-24 (`node scripts/measure.mjs`, 4 players, Chromium on this project's 2-core
/// machines): 15,172 iterations/s, 10,624 per decision; again after the search began to
/// branch only at its own decisions: 14,981 iterations/s, 10,490 per decision. The
/// opponents' policies weighted to medium cost 4.4% of the speed (A/B in one run, two
/// runs each: 13,528 and 14,113 iterations/s before, 13,268 and 13,146 after), so
/// 10,600 became 10,100. Fewer at 6 to 8 players and on a slow phone (`hard:400` is the
/// slow-phone case).
pub const HARD_ITERATIONS: u32 = 10_100;

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
        "easy" => Ok(Box::new(EasyBot::new(seed))),
        "medium" => Ok(Box::new(MediumBot)),
        "heuristic" => Ok(Box::new(HeuristicBot)),
        "hard" => Ok(Box::new(HardBot::new(seed, Budget::Iterations(HARD_ITERATIONS)))),
        name if name.starts_with("hard:") => match name["hard:".len()..].parse::<u32>() {
            Ok(n) if n > 0 => Ok(Box::new(HardBot::new(seed, Budget::Iterations(n)))),
            _ => Err(UnknownBot(name.to_string())),
        },
        other => match super::zoo::ZOO.iter().find(|(n, _)| *n == other) {
            Some((_, plan)) => Ok(Box::new(super::zoo::PlanBot::new(*plan))),
            None => Err(UnknownBot(other.to_string())),
        },
    }
}
