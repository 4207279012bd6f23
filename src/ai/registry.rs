//! The bots by name. The bots a person plays against are a [`BotLevel`]: the four
//! strengths and the four rivals with a style, made by one constructor
//! ([`BotLevel::bot`]) for the browser's bot worker and the page's fallback. Their keys,
//! message ids and the command line's and the arena's constructors, with those of the
//! bots offered only there, are one table ([`CATALOGUE`]); [`make_bot`] reads a name
//! into its bot, with a budget in the name besides (`hard:N`, `hard@Tms`, `policy:T`…).

use super::catalogue::{CATALOGUE, KEYS, MakeBot, OFFERED, Offered, entry};
use super::{Bot, Budget, MediumBot, Searchers, budgets};
use crate::rules::{Action, Observation};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// Who a bot seat is: one of the four strengths offered on the new-game screen, or one
/// of the four rivals with a style (the strategy zoo's plans, offered beside them).
///
/// JSON: its catalogue key (`"hard"`, `"production"`), as saves have always written the
/// levels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BotLevel {
    /// A beginner: usually sensible, sometimes not the best move ([`EasyBot`](super::EasyBot)).
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
    /// The rival "the Producer": the zoo's production plan ([`ProductionPlan`](super::zoo::ProductionPlan)).
    Producer,
    /// The rival "the Architect": the zoo's violet plan ([`VioletPlan`](super::zoo::VioletPlan)).
    Architect,
    /// The rival "the Chapel keeper": the zoo's chapel plan ([`ChapelPlan`](super::zoo::ChapelPlan)).
    ChapelKeeper,
    /// The rival "the Rusher": the zoo's rush ([`RushPlan`](super::zoo::RushPlan)).
    Rusher,
}

impl BotLevel {
    /// How many there are.
    pub const COUNT: usize = 8;

    /// All of them: the strengths, weakest first, then the rivals.
    pub const ALL: [BotLevel; BotLevel::COUNT] = [
        BotLevel::Easy,
        BotLevel::Medium,
        BotLevel::Hard,
        BotLevel::Expert,
        BotLevel::Producer,
        BotLevel::Architect,
        BotLevel::ChapelKeeper,
        BotLevel::Rusher,
    ];

    /// Its catalogue entry as the page knows it (key, message ids, a rival's words).
    pub const fn offered(self) -> Offered {
        OFFERED[self as usize]
    }

    /// Stable lower-case key, for form values, data attributes, saves, records and the
    /// command line's bot names ([`super::catalogue::Entry::key`]).
    pub const fn key(self) -> &'static str {
        self.offered().key
    }

    /// The level whose [`BotLevel::key`] is `key`.
    pub fn from_key(key: &str) -> Option<BotLevel> {
        BotLevel::ALL.into_iter().find(|l| l.key() == key)
    }

    /// Whether it is a rival with a style rather than one of the four strengths.
    pub const fn is_rival(self) -> bool {
        self.offered().rival.is_some()
    }

    /// Whether bots of this level search (and so run in the bot workers' pool).
    pub const fn searches(self) -> bool {
        matches!(self, BotLevel::Hard | BotLevel::Expert)
    }

    /// The thinking time per decision in the browser, in milliseconds, of each bot worker
    /// of the pool (0 for those that answer at once).
    pub const fn millis(self) -> u32 {
        match self {
            BotLevel::Hard => budgets::HARD_MILLIS,
            BotLevel::Expert => budgets::EXPERT_MILLIS,
            _ => 0,
        }
    }

    /// The bot of this level with one searcher, its choices following from `seed`
    /// (what one bot worker runs). `budget` is the search budget ([`budgets`]); the
    /// levels that answer at once ignore it and are their catalogue entry's bot.
    pub fn bot(self, seed: u64, budget: Budget) -> Box<dyn Bot> {
        if self.searches() {
            // Today's search, under the level's name: the day a level searches otherwise,
            // this changes and `classic` stays on `classic_search`.
            return Box::new(classic_search(self.key(), seed, 1, budget));
        }
        // An offered bot is always made (`medium` falls back to the rule-based medium
        // itself); the rule-based medium stands in should that ever change.
        MAKERS[self as usize](seed).unwrap_or_else(|| Box::new(MediumBot))
    }
}

/// The offered levels' constructors, in [`BotLevel`]'s order, worked out from the
/// catalogue when compiling, so that the worker carries only these bots.
const MAKERS: [MakeBot; BotLevel::COUNT] = {
    let mut makers: [MakeBot; BotLevel::COUNT] = [|_| None; BotLevel::COUNT];
    let mut i = 0;
    while i < CATALOGUE.len() {
        let mut l = 0;
        while l < BotLevel::COUNT {
            if const_eq(OFFERED[l].key, CATALOGUE[i].key) {
                makers[l] = CATALOGUE[i].make;
            }
            l += 1;
        }
        i += 1;
    }
    makers
};

/// `a == b`, when compiling.
const fn const_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl Serialize for BotLevel {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.key())
    }
}

impl<'de> Deserialize<'de> for BotLevel {
    /// Errors: a key no level has, as serde says of an unknown enum variant.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<BotLevel, D::Error> {
        const KEYS: [&str; BotLevel::COUNT] = {
            let mut keys = [""; BotLevel::COUNT];
            let mut i = 0;
            while i < BotLevel::COUNT {
                keys[i] = OFFERED[i].key;
                i += 1;
            }
            keys
        };
        let key = String::deserialize(deserializer)?;
        BotLevel::from_key(&key).ok_or_else(|| D::Error::unknown_variant(&key, &KEYS))
    }
}

/// The medium level: the policy of the weights built in, or, should they not read (a
/// build from a damaged checkout, which `cargo test` catches), the rule-based medium.
pub(super) fn medium_bot() -> Box<dyn Bot> {
    match super::learned::network() {
        Ok(net) => Box::new(super::PolicyBot::new("medium", net, 0.0, 0)),
        Err(_) => Box::new(MediumBot),
    }
}

/// A bot name that [`make_bot`] does not know.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownBot(pub String);

impl fmt::Display for UnknownBot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown bot {:?} (known: {}; `san-juan bots` says what each is)", self.0, KEYS.join(", "))
    }
}

impl std::error::Error for UnknownBot {}

/// Makes the bot called `name`, its choices following from `seed`: a catalogue key
/// ([`CATALOGUE`]), a searching bot with its budget in the name (`hard:N`, `hard:NxK`,
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
pub(super) struct Named<B>(pub(super) &'static str, pub(super) B);

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
    fn every_catalogue_key_makes_the_bot_of_that_name_and_the_names_of_before_still_read() {
        for (i, entry) in CATALOGUE.iter().enumerate() {
            assert_eq!(make_bot(entry.key, 1).unwrap().name(), entry.key);
            assert!(CATALOGUE[..i].iter().all(|e| e.key != entry.key), "{} twice", entry.key);
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
        ];
        for name in before {
            assert!(entry(name).is_some(), "{name}");
        }
    }

    #[test]
    fn every_level_is_its_catalogue_entry_in_the_browser_and_in_json() {
        for level in BotLevel::ALL {
            assert_eq!(level.bot(1, Budget::Iterations(1)).name(), level.key());
            assert_eq!(BotLevel::from_key(level.key()), Some(level));
            let json = serde_json::to_string(&level).unwrap();
            assert_eq!(json, format!("\"{}\"", level.key()));
            assert_eq!(serde_json::from_str::<BotLevel>(&json).unwrap(), level);
            assert!(
                matches!(entry(level.key()).map(|e| e.offer), Some(super::super::catalogue::Offer::Level { level: l, .. }) if l == level)
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
