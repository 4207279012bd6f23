//! The bots by name. The three strengths a person plays against are a [`BotLevel`],
//! made by one constructor ([`BotLevel::bot`]) for the browser's bot worker, the page's
//! fallback, the command line and the arena; [`make_bot`] reads the command line's and
//! the arena's names into those levels and the bots offered only there (`random`, the
//! `heuristic` medium bot of before the strategy zoo, the zoo's plans).

use super::{Bot, Budget, EasyBot, HardBot, HeuristicBot, MediumBot, RandomBot, budgets};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How strong a bot plays: the three strengths offered on the new-game screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    /// A beginner: usually sensible, sometimes not the best move ([`EasyBot`]).
    Easy,
    /// A decent player: the heuristic's best move ([`MediumBot`]).
    #[default]
    Medium,
    /// Searches (information-set Monte Carlo tree search, [`HardBot`]) within its budget:
    /// in the browser [`budgets::HARD_MILLIS`] per decision.
    Hard,
}

impl BotLevel {
    /// All levels, weakest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Medium, BotLevel::Hard];

    /// Capitalized English name ("Hard").
    pub const fn label(self) -> &'static str {
        match self {
            BotLevel::Easy => "Easy",
            BotLevel::Medium => "Medium",
            BotLevel::Hard => "Hard",
        }
    }

    /// Stable lower-case key, for form values, data attributes and the command line's
    /// bot names.
    pub const fn key(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Medium => "medium",
            BotLevel::Hard => "hard",
        }
    }

    /// The level whose [`BotLevel::key`] is `key`.
    pub fn from_key(key: &str) -> Option<BotLevel> {
        BotLevel::ALL.into_iter().find(|l| l.key() == key)
    }

    /// The bot of this level, its choices following from `seed`. `budget` is the hard
    /// bot's search budget ([`budgets`]); the easy and medium bots answer at once and
    /// ignore it.
    pub fn bot(self, seed: u64, budget: Budget) -> Box<dyn Bot> {
        match self {
            BotLevel::Easy => Box::new(EasyBot::new(seed)),
            BotLevel::Medium => Box::new(MediumBot),
            BotLevel::Hard => Box::new(HardBot::new(seed, budget)),
        }
    }
}

/// The bot names [`make_bot`] knows: `random`, the levels' keys, `heuristic` and the
/// zoo's bots ([`super::zoo::ZOO`]); and `hard:N` for the hard bot with N iterations.
pub const BOT_NAMES: &[&str] = &["random", "easy", "medium", "hard", "heuristic", "production", "violet", "chapel", "rush"];

/// A bot name that [`make_bot`] does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown bot {:?} (known: {})", self.0, BOT_NAMES.join(", "))
    }
}

impl std::error::Error for UnknownBot {}

/// Makes the bot called `name`, its choices following from `seed`: a level's key (`hard`
/// searching [`budgets::HARD_ITERATIONS`]), `hard:N` (N > 0 iterations), or one of the
/// bots offered only here.
///
/// Errors: [`UnknownBot`] for a name not in [`BOT_NAMES`] nor `hard:N`.
pub fn make_bot(name: &str, seed: u64) -> Result<Box<dyn Bot>, UnknownBot> {
    if let Some(level) = BotLevel::from_key(name) {
        return Ok(level.bot(seed, budgets::default_iterations()));
    }
    if let Some(iterations) = name.strip_prefix("hard:") {
        return match iterations.parse::<u32>() {
            Ok(n) if n > 0 => Ok(BotLevel::Hard.bot(seed, Budget::Iterations(n))),
            _ => Err(UnknownBot(name.to_string())),
        };
    }
    match name {
        "random" => Ok(Box::new(RandomBot::new(seed))),
        "heuristic" => Ok(Box::new(HeuristicBot)),
        other => match super::zoo::ZOO.iter().find(|(n, _)| *n == other) {
            Some((_, plan)) => Ok(Box::new(super::zoo::PlanBot::new(*plan))),
            None => Err(UnknownBot(other.to_string())),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_name_makes_its_bot_and_the_names_cover_the_levels_and_the_zoo() {
        for name in BOT_NAMES {
            assert!(make_bot(name, 1).is_ok(), "{name}");
        }
        for level in BotLevel::ALL {
            assert!(BOT_NAMES.contains(&level.key()));
            assert_eq!(level.bot(1, Budget::Iterations(1)).name(), level.key());
            assert_eq!(make_bot(level.key(), 1).unwrap().name(), level.key());
        }
        for (name, _) in super::super::zoo::ZOO {
            assert!(BOT_NAMES.contains(&name));
        }
        assert_eq!(make_bot("hard:5", 1).unwrap().name(), "hard");
        for wrong in ["hard:0", "hard:", "hard:x", "grandmaster"] {
            assert_eq!(make_bot(wrong, 1).err(), Some(UnknownBot(wrong.to_string())));
        }
    }
}
