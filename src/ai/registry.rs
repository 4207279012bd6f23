//! The bots by name. The four strengths a person plays against are a [`BotLevel`],
//! made by one constructor ([`BotLevel::bot`]) for the browser's bot worker, the page's
//! fallback, the command line and the arena; [`make_bot`] reads the command line's and
//! the arena's names into those levels and the bots offered only there (`random`, the
//! `heuristic` medium bot of before the strategy zoo, the zoo's plans, today's search and
//! medium under names of their own: [`classic_search`], `classic-medium`).

use super::{Bot, Budget, EasyBot, HeuristicBot, MediumBot, RandomBot, Searchers, budgets};
use crate::rules::{Action, Observation};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How strong a bot plays: the four strengths offered on the new-game screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BotLevel {
    /// A beginner: usually sensible, sometimes not the best move ([`EasyBot`]).
    Easy,
    /// A decent player, answering at once: the learned evaluation's policy, its favourite
    /// answer without a search ([`PolicyBot`](super::PolicyBot); docs/BOTS.md "The learned
    /// evaluation"). The rule-based medium of before stays as `classic-medium`.
    #[default]
    Medium,
    /// Searches (information-set Monte Carlo tree search, [`HardBot`](super::HardBot))
    /// within its budget: in the browser [`budgets::HARD_MILLIS`] per decision on every bot
    /// worker of the pool, their findings merged ([`Searchers`]).
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
            BotLevel::Medium => medium_bot(),
            // Today's search, under the level's name: the day a level searches otherwise,
            // its arm here changes and `classic` stays on `classic_search`.
            BotLevel::Hard => Box::new(classic_search("hard", seed, 1, budget)),
            BotLevel::Expert => Box::new(classic_search("expert", seed, 1, budget)),
        }
    }

    /// The bot of this level as the command line and the arena play it: `hard` with
    /// [`budgets::HARD_ITERATIONS`], `expert` with [`budgets::EXPERT_SEARCHERS`] searchers
    /// of [`budgets::EXPERT_ITERATIONS`] each.
    pub fn arena_bot(self, seed: u64) -> Box<dyn Bot> {
        match self {
            BotLevel::Expert => {
                Box::new(classic_search("expert", seed, budgets::EXPERT_SEARCHERS, Budget::Iterations(budgets::EXPERT_ITERATIONS)))
            }
            level => level.bot(seed, budgets::default_iterations()),
        }
    }
}

/// The medium level: the policy of the weights built in, or, should they not read (a
/// build from a damaged checkout, which `cargo test` catches), the rule-based medium.
fn medium_bot() -> Box<dyn Bot> {
    match super::learned::network() {
        Ok(net) => Box::new(super::PolicyBot::new("medium", net, 0.0, 0)),
        Err(_) => Box::new(MediumBot),
    }
}

/// The bot names [`make_bot`] knows: `random`, the levels' keys, `heuristic`, the zoo's
/// bots ([`super::zoo::ZOO`]), today's search and medium under names of their own
/// (`classic`, `classic-medium`) and the learned policy (`policy`). With a budget in the
/// name besides: `hard:N` and `classic:N` for N iterations a decision, `hard:NxK` and
/// `classic:NxK` for K searchers of N iterations each, `hard@Tms`, `classic@Tms` and
/// `expert@Tms` for T milliseconds of thinking a decision by the wall clock (one searcher;
/// native only), `policy:T` and `learned:…` ([`super::learned_by_name`]).
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
/// ([`BotLevel::arena_bot`]), a searching bot with its budget in the name (`hard:N`,
/// `hard:NxK`, `hard@Tms`, the same for `classic`, `expert@Tms`: [`BOT_NAMES`]), or one of
/// the bots offered only here. N > 0; 1 ≤ K ≤ [`budgets::MAX_SEARCHERS`], the searchers on
/// threads of their own; T > 0, by this machine's wall clock, so not in the browser.
///
/// Errors: [`UnknownBot`] for a name not in [`BOT_NAMES`] nor of those shapes.
pub fn make_bot(name: &str, seed: u64) -> Result<Box<dyn Bot>, UnknownBot> {
    if let Some(level) = BotLevel::from_key(name) {
        return Ok(level.arena_bot(seed));
    }
    let unknown = || UnknownBot(name.to_string());
    match name {
        "classic" => return Ok(Box::new(classic_search("classic", seed, 1, budgets::default_iterations()))),
        // Today's medium, whatever the medium level becomes.
        "classic-medium" => return Ok(Box::new(Named("classic-medium", MediumBot))),
        _ => {}
    }
    if let Some(bot) = budgeted_search(name, seed) {
        return bot.ok_or_else(unknown);
    }
    if let Some(bot) = super::learned::learned_by_name(name, seed) {
        return bot.ok_or_else(unknown);
    }
    match name {
        "random" => Ok(Box::new(RandomBot::new(seed))),
        "heuristic" => Ok(Box::new(HeuristicBot)),
        other => match super::zoo::ZOO.iter().find(|(n, _)| *n == other) {
            Some((_, plan)) => Ok(Box::new(super::zoo::PlanBot::new(*plan))),
            None => Err(unknown()),
        },
    }
}

/// Today's search, the hard bot's information-set MCTS without a network
/// ([`HardBot`](super::HardBot)): `k` searchers of `budget` each (one for a time budget,
/// which is not copied), called `name`, searcher 0 seeded `seed` ([`Searchers`]: one
/// searcher plays exactly the single hard bot). `classic` is bound to it for good, so that
/// every later search is measured against it; the searching levels are it today
/// ([`BotLevel::bot`]), and a level that changes is pointed elsewhere there, not here.
pub fn classic_search(name: &'static str, seed: u64, k: usize, budget: Budget) -> Searchers {
    match budget {
        Budget::Iterations(n) => Searchers::new(name, seed, k, move || Budget::Iterations(n)),
        time => Searchers::new(name, seed, 1, || Budget::Iterations(0)).with_budget(time),
    }
}

/// The searching bots whose name carries their budget: `classic:N`, `classic:NxK`,
/// `classic@Tms`, `hard:N`, `hard:NxK`, `hard@Tms` and `expert@Tms`. `None` for a name of
/// another bot; `Some(None)` for one of these whose budget does not read.
fn budgeted_search(name: &str, seed: u64) -> Option<Option<Box<dyn Bot>>> {
    let (family, tail) = ["classic", "hard", "expert"].into_iter().find_map(|f| name.strip_prefix(f).map(|tail| (f, tail)))?;
    let Some((budget, k, "")) = budgets::search_budget(tail) else { return Some(None) };
    let timed = matches!(budget, Budget::Time { .. });
    Some(match family {
        "classic" => Some(Box::new(classic_search("classic", seed, k, budget))),
        "hard" if k == 1 => Some(BotLevel::Hard.bot(seed, budget)),
        // K searchers of today's search (the hard level's today).
        "hard" => Some(Box::new(classic_search("hard", seed, k, budget))),
        // One searcher of the expert level, as one bot worker of the browser runs it.
        "expert" if timed => Some(BotLevel::Expert.bot(seed, budget)),
        _ => None,
    })
}

/// A bot under a name of its own, playing as the bot it holds (today's medium as
/// `classic-medium`, so that a report tells it from whatever `medium` becomes).
struct Named<B>(&'static str, B);

impl<B: Bot> Bot for Named<B> {
    fn name(&self) -> &'static str {
        self.0
    }
    fn choose(&mut self, obs: &Observation) -> Option<Action> {
        self.1.choose(obs)
    }
}

/// Whether the bot called `name` thinks by the wall clock (its name has a time budget,
/// `@Tms`: `hard@150ms`, `learned@150ms:d1`), so that what it plays hangs on how much of
/// a core it gets.
pub fn thinks_by_the_clock(name: &str) -> bool {
    name.find('@').is_some_and(|at| budgets::search_budget(&name[at..]).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{HardBot, play_game};
    use crate::rules::{GameRecord, Options};

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
    }

    #[test]
    fn a_budget_in_the_name_reads_and_keeps_the_bot_s_name() {
        let named = [
            ("hard:5", "hard"),
            ("hard:5x2", "hard"),
            ("hard@20ms", "hard"),
            ("expert", "expert"),
            ("expert@20ms", "expert"),
            ("classic", "classic"),
            ("classic:5", "classic"),
            ("classic:5x2", "classic"),
            ("classic@20ms", "classic"),
            ("classic-medium", "classic-medium"),
        ];
        for (name, bot) in named {
            assert_eq!(make_bot(name, 1).unwrap().name(), bot, "{name}");
        }
        assert_eq!(budgets::searchers_of("10100x2"), Some((10_100, 2)));
        assert_eq!(budgets::searchers_of("400"), Some((400, 1)));
        for name in ["hard@150ms", "classic@1ms", "expert@3000ms", "learned@150ms", "learned@150ms:d1"] {
            assert!(thinks_by_the_clock(name), "{name}");
        }
        for name in ["hard", "hard:150", "classic-medium", "policy:0.5", "hard@150", "me@example"] {
            assert!(!thinks_by_the_clock(name), "{name}");
        }
    }

    #[test]
    fn a_name_that_does_not_read_is_an_unknown_bot() {
        let wrong = [
            "hard@0ms",
            "hard@ms",
            "hard@150",
            "hard@-1ms",
            "hard@+5ms",
            "hard@5msx",
            "hard@5ms:",
            "hard@ 5ms",
            "hard@5s",
            "hard@5ms@5ms",
            "hard@99999999999ms",
            "classic:0",
            "classic@",
            "classic@0ms",
            "classicx",
            "classic-",
            "classic-hard",
            "hard:0",
            "hard:",
            "hard:x",
            "hard:+5",
            "hard:5x0",
            "hard:5x9",
            "hard:x2",
            "hard:5x",
            "hard:5:5",
            "hardx",
            "expert:5",
            "expert:5x2",
            "expert@",
            "expert@0ms",
            "grandmaster",
            "",
        ];
        for wrong in wrong {
            assert_eq!(make_bot(wrong, 1).err(), Some(UnknownBot(wrong.to_string())), "{wrong}");
        }
    }

    /// The record of a 2-player game of seed 11 between `first` and `second`, the bots
    /// seeded 5 and 6.
    fn game(first: Box<dyn Bot>, second: Box<dyn Bot>) -> GameRecord {
        let mut bots = vec![first, second];
        let (state, record) = play_game(Options::for_players(2), 11, &mut bots, 5_000).expect("a game");
        assert!(state.is_over());
        record
    }

    fn named(name: &str, seed: u64) -> Box<dyn Bot> {
        make_bot(name, seed).unwrap()
    }

    #[test]
    fn classic_plays_today_s_search_classic_medium_the_rule_based_medium_and_medium_the_policy() {
        let hard = game(named("hard:5", 5), named("classic-medium", 6));
        assert_eq!(game(named("classic:5", 5), named("classic-medium", 6)), hard);
        assert_eq!(game(Box::new(HardBot::new(5, Budget::Iterations(5))), Box::new(MediumBot)), hard);
        assert_ne!(game(named("classic:5", 7), named("classic-medium", 6)), hard, "the search's seed changed nothing");
        assert_eq!(game(named("classic:5x2", 5), named("medium", 6)), game(named("hard:5x2", 5), named("medium", 6)));
        assert_eq!(game(named("easy", 5), named("classic-medium", 6)), game(named("easy", 5), Box::new(MediumBot)));
        // The medium level is the learned policy now, not today's rule-based medium.
        let policy = game(named("easy", 5), named("policy", 6));
        assert_eq!(game(named("easy", 5), named("medium", 6)), policy);
        assert_ne!(game(named("easy", 5), named("classic-medium", 6)), policy);
        assert_eq!(named("medium", 6).name(), "medium");
    }

    #[test]
    fn bots_on_the_clock_play_a_game_to_its_end() {
        for (first, second) in [("hard@2ms", "classic@2ms"), ("expert@2ms", "classic-medium")] {
            game(named(first, 5), named(second, 6));
        }
    }
}
