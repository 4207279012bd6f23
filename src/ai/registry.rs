//! The bots by name, as the command line and the arena read them: [`make_bot`] makes a
//! roster key's bot ([`ROSTER`](super::roster::ROSTER)), or one with a budget in the name besides
//! (`hard:N`, `hard@Tms`, `policy:T`…).

use super::roster::{BotLevel, KEYS, classic_search, entry};
use super::{Bot, Budget, budgets};
use std::fmt;

/// A bot name that [`make_bot`] does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown bot {:?} (known: {}; `san-juan bots` says what each is)", self.0, KEYS.join(", "))
    }
}

impl std::error::Error for UnknownBot {}

/// Makes the bot called `name`, its choices following from `seed`: a roster key
/// ([`ROSTER`](super::roster::ROSTER)), a searching bot with its budget in the name (`hard:N`, `hard:NxK`,
/// `hard@Tms`, the same for `classic`, `expert@Tms`), or a learned bot with its settings
/// (`policy:T`, `learned:…`: [`super::learned_by_name`]). N > 0; 1 ≤ K ≤
/// [`budgets::MAX_SEARCHERS`], the searchers on threads of their own; T > 0, by this
/// machine's wall clock, so not in the browser.
///
/// Errors: [`UnknownBot`] for a name that is none of these, or whose bot cannot be made
/// here (the learned weights do not read).
pub fn make_bot(name: &str, seed: u64) -> Result<Box<dyn Bot>, UnknownBot> {
    let unknown = || UnknownBot(name.to_string());
    if let Some(entry) = entry(name) {
        return (entry.make)(seed).ok_or_else(unknown);
    }
    if let Some(bot) = budgeted_search(name, seed) {
        return bot.ok_or_else(unknown);
    }
    super::learned::learned_by_name(name, seed).flatten().ok_or_else(unknown)
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

/// Whether the bot called `name` thinks by the wall clock (its name has a time budget,
/// `@Tms`: `hard@150ms`, `learned@150ms:d1`), so that what it plays hangs on how much of
/// a core it gets.
pub fn thinks_by_the_clock(name: &str) -> bool {
    name.find('@').is_some_and(|at| budgets::search_budget(&name[at..]).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::roster::ROSTER;
    use crate::ai::{HardBot, MediumBot, play_game};
    use crate::rules::{GameRecord, Options};

    #[test]
    fn every_roster_key_makes_the_bot_of_that_name_and_the_names_of_before_still_read() {
        for (i, entry) in ROSTER.iter().enumerate() {
            assert_eq!(make_bot(entry.key, 1).unwrap().name(), entry.key);
            assert!(ROSTER[..i].iter().all(|e| e.key != entry.key), "{} twice", entry.key);
        }
        // The names saves, records and scripts have used: none may stop reading.
        let before = [
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
            "classic-easy",
        ];
        for name in before {
            assert!(entry(name).is_some(), "{name}");
        }
    }

    #[test]
    fn every_level_is_its_roster_entry_in_the_browser_and_in_json() {
        for level in BotLevel::ALL {
            assert_eq!(level.bot(1, Budget::Iterations(1)).name(), level.key());
            assert_eq!(BotLevel::from_key(level.key()), Some(level));
            let json = serde_json::to_string(&level).unwrap();
            assert_eq!(json, format!("\"{}\"", level.key()));
            assert_eq!(serde_json::from_str::<BotLevel>(&json).unwrap(), level);
            assert!(
                matches!(entry(level.key()).map(|e| e.offer), Some(super::super::roster::Offer::Level { level: l, .. }) if l == level)
                    || level.is_rival()
            );
        }
        assert!(serde_json::from_str::<BotLevel>("\"random\"").is_err(), "the command line's bots are not offered");
        let rivals: Vec<&str> = BotLevel::ALL.iter().filter(|l| l.is_rival()).map(|l| l.key()).collect();
        assert_eq!(rivals, ["production", "violet", "chapel", "rush"]);
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
            ("classic-easy", "classic-easy"),
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
    fn classic_plays_today_s_search_classic_medium_and_easy_the_rule_based_ones_and_medium_and_easy_the_policy() {
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
        // The easy level is the policy drawn at temperature 1; the rule-based easy bot
        // plays on as `classic-easy`.
        let drawn = game(named("policy:1", 5), named("medium", 6));
        assert_eq!(game(named("easy", 5), named("medium", 6)), drawn);
        assert_eq!(game(named("classic-easy", 5), named("medium", 6)), game(Box::new(crate::ai::EasyBot::new(5)), named("medium", 6)));
        assert_ne!(game(named("classic-easy", 5), named("medium", 6)), drawn);
        assert_eq!(named("easy", 6).name(), "easy");
    }

    #[test]
    fn bots_on_the_clock_play_a_game_to_its_end() {
        for (first, second) in [("hard@2ms", "classic@2ms"), ("expert@2ms", "classic-medium")] {
            game(named(first, 5), named(second, 6));
        }
    }
}
