//! The bots by name. The four strengths a person plays against are a [`BotLevel`],
//! made by one constructor ([`BotLevel::bot`]) for the browser's bot worker, the page's
//! fallback, the command line and the arena; [`make_bot`] reads the command line's and
//! the arena's names into those levels and the bots offered only there (`random`, the
//! `heuristic` medium bot of before the strategy zoo, the zoo's plans).

use super::{Bot, Budget, EasyBot, HardBot, HeuristicBot, MediumBot, RandomBot, Searchers, budgets};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How strong a bot plays: the four strengths offered on the new-game screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    /// A beginner: usually sensible, sometimes not the best move ([`EasyBot`]).
    Easy,
    /// A decent player: the rule-based plan its city and hand lean to most ([`MediumBot`]).
    #[default]
    Medium,
    /// Searches (information-set Monte Carlo tree search, [`HardBot`]) within its budget:
    /// in the browser [`budgets::HARD_MILLIS`] per decision on every bot worker of the
    /// pool, their findings merged ([`Searchers`]).
    Hard,
    /// The hard bot thinking longer, for strong players: in the browser
    /// [`budgets::EXPERT_MILLIS`] per decision on every bot worker of the pool.
    Expert,
}

impl BotLevel {
    /// All levels, weakest first.
    pub const ALL: [BotLevel; 4] = [BotLevel::Easy, BotLevel::Medium, BotLevel::Hard, BotLevel::Expert];

    /// Capitalized English name ("Hard").
    pub const fn label(self) -> &'static str {
        match self {
            BotLevel::Easy => "Easy",
            BotLevel::Medium => "Medium",
            BotLevel::Hard => "Hard",
            BotLevel::Expert => "Expert",
        }
    }

    /// Stable lower-case key, for form values, data attributes and the command line's
    /// bot names.
    pub const fn key(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Medium => "medium",
            BotLevel::Hard => "hard",
            BotLevel::Expert => "expert",
        }
    }

    /// The level whose [`BotLevel::key`] is `key`.
    pub fn from_key(key: &str) -> Option<BotLevel> {
        BotLevel::ALL.into_iter().find(|l| l.key() == key)
    }

    /// Whether bots of this level search (and so run in the bot workers' pool).
    pub const fn searches(self) -> bool {
        matches!(self, BotLevel::Hard | BotLevel::Expert)
    }

    /// The thinking time per decision in the browser, in milliseconds, of each bot worker
    /// of the pool (0 for the levels that answer at once).
    pub const fn millis(self) -> u32 {
        match self {
            BotLevel::Easy | BotLevel::Medium => 0,
            BotLevel::Hard => budgets::HARD_MILLIS,
            BotLevel::Expert => budgets::EXPERT_MILLIS,
        }
    }

    /// The bot of this level with one searcher, its choices following from `seed`
    /// (what one bot worker runs). `budget` is the search budget ([`budgets`]); the easy
    /// and medium bots answer at once and ignore it.
    pub fn bot(self, seed: u64, budget: Budget) -> Box<dyn Bot> {
        match self {
            BotLevel::Easy => Box::new(EasyBot::new(seed)),
            BotLevel::Medium => Box::new(MediumBot),
            BotLevel::Hard => Box::new(HardBot::new(seed, budget)),
            BotLevel::Expert => Box::new(Searchers::new("expert", seed, 1, || Budget::Iterations(0)).with_budget(budget)),
        }
    }

    /// The bot of this level as the command line and the arena play it: `hard` with
    /// [`budgets::HARD_ITERATIONS`], `expert` with [`budgets::EXPERT_SEARCHERS`] searchers
    /// of [`budgets::EXPERT_ITERATIONS`] each.
    pub fn arena_bot(self, seed: u64) -> Box<dyn Bot> {
        match self {
            BotLevel::Expert => {
                Box::new(Searchers::new("expert", seed, budgets::EXPERT_SEARCHERS, || Budget::Iterations(budgets::EXPERT_ITERATIONS)))
            }
            level => level.bot(seed, budgets::default_iterations()),
        }
    }
}

/// The bot names [`make_bot`] knows: `random`, the levels' keys, `heuristic`, the zoo's
/// bots ([`super::zoo::ZOO`]), today's search and medium under names of their own
/// (`classic`, `classic-medium`) and the learned policy (`policy`); and `hard:N` for the
/// hard bot with N iterations, `hard:NxK` for K searchers of N iterations each, `hard@Tms`
/// for T milliseconds of thinking a decision (the same for `classic`), `policy:T` and
/// `learned:…` ([`super::learned_by_name`]).
pub const BOT_NAMES: &[&str] = &[
    "random",
    "easy",
    "medium",
    "hard",
    "expert",
    "heuristic",
    "production",
    "violet",
    "chapel",
    "rush",
    "classic",
    "classic-medium",
    "policy",
];

/// A bot name that [`make_bot`] does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown bot {:?} (known: {})", self.0, BOT_NAMES.join(", "))
    }
}

impl std::error::Error for UnknownBot {}

/// Makes the bot called `name`, its choices following from `seed`: a level's key
/// ([`BotLevel::arena_bot`]), `hard:N` (N > 0 iterations), `hard:NxK` (K searchers of N
/// iterations each, on threads of their own, 1 ≤ K ≤ [`budgets::MAX_SEARCHERS`]), or one
/// of the bots offered only here.
///
/// Errors: [`UnknownBot`] for a name not in [`BOT_NAMES`] nor of those shapes.
pub fn make_bot(name: &str, seed: u64) -> Result<Box<dyn Bot>, UnknownBot> {
    if let Some(level) = BotLevel::from_key(name) {
        return Ok(level.arena_bot(seed));
    }
    let unknown = || UnknownBot(name.to_string());
    match name {
        // Today's bots under names of their own, so every later change is measured against
        // them: the search as it is (`classic`, whatever `hard` becomes) and the rule-based
        // medium (`MediumBot`).
        "classic" => return Ok(Box::new(Searchers::new("classic", seed, 1, budgets::default_iterations))),
        "classic-medium" => return Ok(Box::new(super::MediumBot)),
        _ => {}
    }
    if let Some(tail) = name.strip_prefix("classic") {
        let (budget, k, _) = search_budget(tail).filter(|(_, _, rest)| rest.is_empty()).ok_or_else(unknown)?;
        return Ok(Box::new(match budget {
            Budget::Iterations(n) => Searchers::new("classic", seed, k, move || Budget::Iterations(n)),
            time => Searchers::new("classic", seed, 1, || Budget::Iterations(0)).with_budget(time),
        }));
    }
    if name.starts_with("hard@") {
        let (budget, _, _) = search_budget(&name["hard".len()..]).filter(|(_, _, rest)| rest.is_empty()).ok_or_else(unknown)?;
        return Ok(BotLevel::Hard.bot(seed, budget));
    }
    if let Some(bot) = super::learned::learned_by_name(name, seed) {
        return bot.ok_or_else(unknown);
    }
    if let Some(budget) = name.strip_prefix("hard:") {
        return match searchers_of(budget) {
            Some((n, 1)) => Ok(BotLevel::Hard.bot(seed, Budget::Iterations(n))),
            Some((n, k)) => Ok(Box::new(Searchers::new("hard", seed, k, || Budget::Iterations(n)))),
            None => Err(UnknownBot(name.to_string())),
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

/// A search's budget at the start of a bot name's tail: `:N` (N iterations), `:NxK` (K
/// searchers of N each) or `@Tms` (T milliseconds of thinking a decision, by the wall
/// clock; one searcher; native only), and the tail after it (from its `:`, if any).
/// `None` for a tail that does not start so.
pub(super) fn search_budget(tail: &str) -> Option<(Budget, usize, &str)> {
    if let Some(time) = tail.strip_prefix('@') {
        let (millis, rest) = time.split_once("ms")?;
        let millis = millis.parse::<u32>().ok().filter(|&m| m > 0)?;
        if !(rest.is_empty() || rest.starts_with(':')) {
            return None;
        }
        return Some((wall_clock_budget(millis)?, 1, rest));
    }
    let body = tail.strip_prefix(':')?;
    let (budget, rest) = match body.find(':') {
        Some(i) => (&body[..i], &body[i..]),
        None => (body, ""),
    };
    let (n, k) = searchers_of(budget)?;
    Some((Budget::Iterations(n), k, rest))
}

/// `millis` of thinking a decision by this machine's wall clock (none in the browser,
/// whose bots take their time from the worker: `budgets::thinking_time`).
fn wall_clock_budget(millis: u32) -> Option<Budget> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let start = std::time::Instant::now();
        Some(budgets::thinking_time(millis, Box::new(move || start.elapsed().as_secs_f64() * 1000.0)))
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = millis;
        None
    }
}

/// The iterations and searchers of a `hard:` budget, `N` or `NxK`; `None` unless N > 0 and
/// 1 ≤ K ≤ [`budgets::MAX_SEARCHERS`].
fn searchers_of(budget: &str) -> Option<(u32, usize)> {
    let (n, k) = budget.split_once('x').unwrap_or((budget, "1"));
    let (n, k) = (n.parse::<u32>().ok()?, k.parse::<usize>().ok()?);
    (n > 0 && (1..=budgets::MAX_SEARCHERS).contains(&k)).then_some((n, k))
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
        assert_eq!(make_bot("hard:5x2", 1).unwrap().name(), "hard");
        assert_eq!(make_bot("expert", 1).unwrap().name(), "expert");
        for (name, bot) in [("classic", "classic"), ("classic:5", "classic"), ("classic:5x2", "classic"), ("classic@20ms", "classic")] {
            assert_eq!(make_bot(name, 1).unwrap().name(), bot, "{name}");
        }
        assert_eq!(make_bot("hard@20ms", 1).unwrap().name(), "hard");
        assert_eq!(make_bot("classic-medium", 1).unwrap().name(), "medium");
        for wrong in ["hard@0ms", "hard@ms", "hard@150", "hard@-1ms", "hard@5msx", "classic:0", "classic@", "classicx"] {
            assert_eq!(make_bot(wrong, 1).err(), Some(UnknownBot(wrong.to_string())), "{wrong}");
        }
        assert_eq!(searchers_of("10100x2"), Some((10_100, 2)));
        assert_eq!(searchers_of("400"), Some((400, 1)));
        for wrong in ["hard:0", "hard:", "hard:x", "hard:5x0", "hard:5x9", "hard:x2", "hard:5x", "grandmaster"] {
            assert_eq!(make_bot(wrong, 1).err(), Some(UnknownBot(wrong.to_string())));
        }
    }
}
