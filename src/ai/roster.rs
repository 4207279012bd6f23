//! The bot roster: every bot by name, in one table ([`ROSTER`]), which the command
//! line (`san-juan bots`, `--bots`), the arena ([`make_bot`](super::make_bot)) and the
//! new-game form (the bots a [`BotLevel`] names, their keys and message ids) all read.
//! The bots a person plays against are a [`BotLevel`]: the four strengths and the four
//! rivals with a style, made by one constructor ([`BotLevel::bot`]) for the browser's bot
//! worker and the page's fallback.
//!
//! The page's bundle must not carry the bots: it reads only [`OFFERED`], worked out from
//! the table when compiling, never the table itself, whose constructors would bring
//! every bot's code with them (the bots run in the worker's bundle).

use super::learned::learned_by_name;
use super::zoo::{ChapelPlan, PlanBot, ProductionPlan, RushPlan, VioletPlan};
use super::{Bot, Budget, EasyBot, HeuristicBot, MediumBot, RandomBot, Searchers, budgets};
use crate::rules::{Action, Observation};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Who a bot seat is: one of the four strengths offered on the new-game screen, or one
/// of the four rivals with a style (the strategy zoo's plans, offered beside them).
///
/// JSON: its roster key (`"hard"`, `"production"`), as saves have always written the
/// levels.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BotLevel {
    /// A beginner: usually sensible, sometimes not the best move: the learned evaluation's
    /// policy, its answer drawn at [`EASY_TEMPERATURE`](super::EASY_TEMPERATURE)
    /// ([`PolicyBot`](super::PolicyBot)). The rule-based easy bot of before stays as
    /// `classic-easy` ([`EasyBot`]).
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
    /// The rival "the Producer": the zoo's production plan ([`ProductionPlan`]).
    Producer,
    /// The rival "the Architect": the zoo's violet plan ([`VioletPlan`]).
    Architect,
    /// The rival "the Chapel keeper": the zoo's chapel plan ([`ChapelPlan`]).
    ChapelKeeper,
    /// The rival "the Rusher": the zoo's rush ([`RushPlan`]).
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

    /// Its roster entry as the page knows it (key, message ids, a rival's words).
    pub const fn offered(self) -> Offered {
        OFFERED[self as usize]
    }

    /// Stable lower-case key, for form values, data attributes, saves, records and the
    /// command line's bot names ([`super::roster::Entry::key`]).
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
    /// levels that answer at once ignore it and are their roster entry's bot.
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
/// roster when compiling, so that the worker carries only these bots.
const MAKERS: [MakeBot; BotLevel::COUNT] = {
    let mut makers: [MakeBot; BotLevel::COUNT] = [|_| None; BotLevel::COUNT];
    let mut i = 0;
    while i < ROSTER.len() {
        let mut l = 0;
        while l < BotLevel::COUNT {
            if const_eq(OFFERED[l].key, ROSTER[i].key) {
                makers[l] = ROSTER[i].make;
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

/// A level the policy of the weights built in plays, called `name`: its favourite answer
/// at `temperature` 0 (Medium), above 0 one drawn (Easy, [`EASY_TEMPERATURE`](super::EASY_TEMPERATURE)),
/// its draws following from `seed`. Should the weights not read (a build from a damaged
/// checkout, which `cargo test` catches), the rule-based bot it replaced, `fallback`.
fn policy_level(name: &'static str, temperature: f32, seed: u64, fallback: impl FnOnce() -> Box<dyn Bot>) -> Box<dyn Bot> {
    match super::learned::network() {
        Ok(net) => Box::new(super::PolicyBot::new(name, net, temperature, seed)),
        Err(_) => fallback(),
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

/// One bot of the roster.
pub struct Entry {
    /// Its name on the command line, in the arena's reports, the form's values, saves
    /// and game records ("hard"). Never changes: old saves and records name bots by it.
    pub key: &'static str,
    /// Whether and how the new-game form offers it.
    pub offer: Offer,
    /// What it is, in a line of English (`san-juan bots`).
    pub about: &'static str,
    /// The bot as the command line and the arena play it, its choices following from
    /// the seed; `None` when it cannot be made here (the learned weights do not read).
    pub make: MakeBot,
}

/// A roster entry's constructor: the bot, its choices following from the seed, or
/// `None` when it cannot be made here.
pub type MakeBot = fn(u64) -> Option<Box<dyn Bot>>;

/// How the new-game form offers a bot of the roster.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// Not at all: the command line and the arena only.
    CommandLine,
    /// As one of the four strengths, `level`, named by the message `name` ("level-hard").
    Level {
        /// The level it is.
        level: BotLevel,
        /// The message naming it.
        name: &'static str,
    },
    /// As a rival with a style of its own.
    Rival(Rival),
}

/// A rival with a style: a plan of the strategy zoo offered on the new-game screen,
/// with its words (message ids, each in every language) and its measured strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rival {
    /// The level that names it (a save's and a request's word for it).
    pub level: BotLevel,
    /// The message naming it in the form's select, with its style in a few words ("The
    /// Producer: goods, trading and the guild hall").
    pub name: &'static str,
    /// The message saying how it plays and how strong it is, given `$wins`.
    pub style: &'static str,
    /// The message of the name it sits at the table with ("Producer").
    pub seat: &'static str,
    /// That name as saves and records keep it, whatever the language: English.
    pub stored: &'static str,
    /// Its share of 2-player games won against Medium, in per cent, as measured in
    /// docs/BOTS.md ("The rivals"; a test below keeps the two the same).
    pub wins: u8,
}

/// What the page knows of a bot it offers: its roster entry without the constructor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Offered {
    /// [`Entry::key`].
    pub key: &'static str,
    /// The message naming it in the form's select.
    pub name: &'static str,
    /// Its rival's words and strength, for a rival.
    pub rival: Option<Rival>,
}

/// Every bot by name: the form's levels and rivals first (in [`BotLevel`]'s order), then
/// those of the command line only. Budgets and temperatures in a name (`hard:N`,
/// `hard@Tms`, `policy:T`, `learned:N`…) are read by [`make_bot`](super::make_bot)
/// around the entry named.
pub const ROSTER: [Entry; 14] = [
    Entry {
        key: "easy",
        offer: Offer::Level { level: BotLevel::Easy, name: "level-easy" },
        about: "the learned evaluation's policy, its answer drawn at temperature 1 (the same bot as `policy:1`)",
        make: |seed| Some(policy_level("easy", super::EASY_TEMPERATURE, seed, || Box::new(EasyBot::new(seed)))),
    },
    Entry {
        key: "medium",
        offer: Offer::Level { level: BotLevel::Medium, name: "level-medium" },
        about: "the learned evaluation's policy, its favourite answer, no search (the same bot as `policy`)",
        make: |seed| Some(policy_level("medium", 0.0, seed, || Box::new(MediumBot))),
    },
    Entry {
        key: "hard",
        offer: Offer::Level { level: BotLevel::Hard, name: "level-hard" },
        about: "information-set MCTS, 10,100 iterations a decision; `hard:N` N iterations, `hard:NxK` K searchers of N, `hard@Tms` T ms of the wall clock",
        make: |seed| Some(Box::new(classic_search("hard", seed, 1, budgets::default_iterations()))),
    },
    Entry {
        key: "expert",
        offer: Offer::Level { level: BotLevel::Expert, name: "level-expert" },
        about: "the hard bot's search thinking longer: 2 searchers of 43,285 iterations (the browser's 3 s on a 2-core device); `expert@Tms` one searcher of T ms",
        make: |seed| {
            let budget = Budget::Iterations(budgets::EXPERT_ITERATIONS);
            Some(Box::new(classic_search("expert", seed, budgets::EXPERT_SEARCHERS, budget)))
        },
    },
    Entry {
        key: "production",
        offer: Offer::Rival(Rival {
            level: BotLevel::Producer,
            name: "rival-production",
            style: "rival-production-style",
            seat: "rival-production-seat",
            stored: "Producer",
            wins: 14,
        }),
        about: "the strategy zoo's production plan: production buildings of every good, producing and trading, the guild hall (the Producer)",
        make: |_| Some(Box::new(PlanBot::new("production", &ProductionPlan))),
    },
    Entry {
        key: "violet",
        offer: Offer::Rival(Rival {
            level: BotLevel::Architect,
            name: "rival-violet",
            style: "rival-violet-style",
            seat: "rival-violet-seat",
            stored: "Architect",
            wins: 16,
        }),
        about: "the strategy zoo's violet plan: the quarry and carpenter, violet buildings, the city hall (the Architect)",
        make: |_| Some(Box::new(PlanBot::new("violet", &VioletPlan))),
    },
    Entry {
        key: "chapel",
        offer: Offer::Rival(Rival {
            level: BotLevel::ChapelKeeper,
            name: "rival-chapel",
            style: "rival-chapel-style",
            seat: "rival-chapel-seat",
            stored: "Chapel keeper",
            wins: 9,
        }),
        about: "the strategy zoo's chapel plan: a chapel early and a card under it every round (the Chapel keeper)",
        make: |_| Some(Box::new(PlanBot::new("chapel", &ChapelPlan))),
    },
    Entry {
        key: "rush",
        offer: Offer::Rival(Rival {
            level: BotLevel::Rusher,
            name: "rival-rush",
            style: "rival-rush-style",
            seat: "rival-rush-seat",
            stored: "Rusher",
            wins: 16,
        }),
        about: "the strategy zoo's rush: twelve buildings as fast as possible, the cheapest first (the Rusher)",
        make: |_| Some(Box::new(PlanBot::new("rush", &RushPlan))),
    },
    Entry {
        key: "random",
        offer: Offer::CommandLine,
        about: "uniform over the legal actions: a baseline and a fuzzer",
        make: |seed| Some(Box::new(RandomBot::new(seed))),
    },
    Entry {
        key: "heuristic",
        offer: Offer::CommandLine,
        about: "the medium bot of before the strategy zoo: one-ply values for every card, role and good",
        make: |_| Some(Box::new(HeuristicBot)),
    },
    Entry {
        key: "classic",
        offer: Offer::CommandLine,
        about: "today's search (the hard bot's, 10,100 iterations), under a name that stays bound to it when `hard` changes; `classic:N`, `classic:NxK`, `classic@Tms` as for `hard`",
        make: |seed| Some(Box::new(classic_search("classic", seed, 1, budgets::default_iterations()))),
    },
    Entry {
        key: "classic-medium",
        offer: Offer::CommandLine,
        about: "the rule-based medium (Medium until the learned policy beat it), under a name of its own",
        make: |_| Some(Box::new(Named("classic-medium", MediumBot))),
    },
    Entry {
        key: "classic-easy",
        offer: Offer::CommandLine,
        about: "the rule-based easy bot (Easy until the learned policy drawn at temperature 1 took its place): the heuristic's judgement, blunted; one time in four a move from the better half instead of the best",
        make: |seed| Some(Box::new(Named("classic-easy", EasyBot::new(seed)))),
    },
    Entry {
        key: "policy",
        offer: Offer::CommandLine,
        about: "the learned evaluation's policy alone; `policy:T` drawn at temperature T; `learned:N…` the hard bot's search guided by the network",
        make: |seed| learned_by_name("policy", seed).flatten(),
    },
];

/// The bots the form offers, in [`BotLevel`]'s order (`OFFERED[level as usize]`): the
/// roster's entries worked out when compiling, without their constructors. A level
/// with no entry, or with two, does not compile.
pub const OFFERED: [Offered; BotLevel::COUNT] = {
    const NONE: Offered = Offered { key: "", name: "", rival: None };
    let mut offered = [NONE; BotLevel::COUNT];
    let mut i = 0;
    while i < ROSTER.len() {
        let key = ROSTER[i].key;
        let (level, name, rival) = match ROSTER[i].offer {
            Offer::CommandLine => {
                i += 1;
                continue;
            }
            Offer::Level { level, name } => (level, name, None),
            Offer::Rival(rival) => (rival.level, rival.name, Some(rival)),
        };
        assert!(offered[level as usize].key.is_empty(), "a level offered twice");
        offered[level as usize] = Offered { key, name, rival };
        i += 1;
    }
    let mut j = 0;
    while j < offered.len() {
        assert!(!offered[j].key.is_empty(), "a level the roster does not offer");
        j += 1;
    }
    offered
};

/// Every bot's key, in the roster's order, worked out when compiling: what an error
/// may list without bringing the constructors along (a save's unknown bot reads in the
/// page too).
pub const KEYS: [&str; ROSTER.len()] = {
    let mut keys = [""; ROSTER.len()];
    let mut i = 0;
    while i < ROSTER.len() {
        keys[i] = ROSTER[i].key;
        i += 1;
    }
    keys
};

/// The roster's entry called `key` (exactly: no budget in it).
pub fn entry(key: &str) -> Option<&'static Entry> {
    ROSTER.iter().find(|e| e.key == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rival_s_win_rate_is_the_one_docs_bots_md_measured() {
        let docs = include_str!("../../docs/BOTS.md");
        let rivals = ROSTER.iter().filter_map(|e| match e.offer {
            Offer::Rival(r) => Some((e.key, r)),
            _ => None,
        });
        let mut seen = 0;
        for (key, rival) in rivals {
            // The rivals' table: "| the Producer | `production` | 14% (13.5% [10.5, 17.2]) | …".
            let row = docs
                .lines()
                .find(|l| l.starts_with("| the ") && l.contains(&format!("| `{key}` |")))
                .unwrap_or_else(|| panic!("no row for {key}"));
            let cell = row.split('|').nth(3).map(str::trim).unwrap_or_default();
            assert!(cell.starts_with(&format!("{}% (", rival.wins)), "{key}: {} in the code, {cell} in docs/BOTS.md", rival.wins);
            seen += 1;
        }
        assert_eq!(seen, 4);
    }

    #[test]
    fn every_offered_level_is_its_roster_entry() {
        for level in BotLevel::ALL {
            let entry = entry(level.key()).expect("an entry");
            match entry.offer {
                Offer::Level { level: l, name } => assert_eq!((l, name, None), (level, level.offered().name, level.offered().rival)),
                Offer::Rival(r) => assert_eq!((r.level, Some(r)), (level, level.offered().rival)),
                Offer::CommandLine => panic!("{} is offered", entry.key),
            }
        }
    }
}
