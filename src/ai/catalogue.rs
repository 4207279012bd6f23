//! The bot catalogue: every bot by name, in one table ([`CATALOGUE`]), which the command
//! line (`san-juan bots`, `--bots`), the arena ([`make_bot`](super::make_bot)) and the
//! new-game form (the bots a [`BotLevel`] names, their keys and message ids) all read.
//!
//! The page's bundle must not carry the bots: it reads only [`OFFERED`], worked out from
//! the table when compiling, never the table itself, whose constructors would bring
//! every bot's code with them (the bots run in the worker's bundle).

use super::learned::learned_by_name;
use super::registry::{BotLevel, Named, classic_search, medium_bot};
use super::zoo::{ChapelPlan, PlanBot, ProductionPlan, RushPlan, VioletPlan};
use super::{Bot, Budget, EasyBot, HeuristicBot, MediumBot, RandomBot, budgets};

/// One bot of the catalogue.
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

/// A catalogue entry's constructor: the bot, its choices following from the seed, or
/// `None` when it cannot be made here.
pub type MakeBot = fn(u64) -> Option<Box<dyn Bot>>;

/// How the new-game form offers a bot of the catalogue.
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
    /// docs/BOTS.md ("The rivals"; the test there keeps the two the same).
    pub wins: u8,
}

/// What the page knows of a bot it offers: its catalogue entry without the constructor.
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
pub const CATALOGUE: [Entry; 13] = [
    Entry {
        key: "easy",
        offer: Offer::Level { level: BotLevel::Easy, name: "level-easy" },
        about: "the heuristic's judgement, blunted: ignores what a role gives the others, and one time in four takes a move from the better half instead of the best",
        make: |seed| Some(Box::new(EasyBot::new(seed))),
    },
    Entry {
        key: "medium",
        offer: Offer::Level { level: BotLevel::Medium, name: "level-medium" },
        about: "the learned evaluation's policy, its favourite answer, no search (the same bot as `policy`)",
        make: |_| Some(medium_bot()),
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
            wins: 15,
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
            wins: 20,
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
            wins: 11,
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
            wins: 15,
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
        key: "policy",
        offer: Offer::CommandLine,
        about: "the learned evaluation's policy alone; `policy:T` drawn at temperature T; `learned:N…` the hard bot's search guided by the network",
        make: |seed| learned_by_name("policy", seed).flatten(),
    },
];

/// The bots the form offers, in [`BotLevel`]'s order (`OFFERED[level as usize]`): the
/// catalogue's entries worked out when compiling, without their constructors. A level
/// with no entry, or with two, does not compile.
pub const OFFERED: [Offered; BotLevel::COUNT] = {
    const NONE: Offered = Offered { key: "", name: "", rival: None };
    let mut offered = [NONE; BotLevel::COUNT];
    let mut i = 0;
    while i < CATALOGUE.len() {
        let key = CATALOGUE[i].key;
        let (level, name, rival) = match CATALOGUE[i].offer {
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
        assert!(!offered[j].key.is_empty(), "a level the catalogue does not offer");
        j += 1;
    }
    offered
};

/// Every bot's key, in the catalogue's order, worked out when compiling: what an error
/// may list without bringing the constructors along (a save's unknown bot reads in the
/// page too).
pub const KEYS: [&str; CATALOGUE.len()] = {
    let mut keys = [""; CATALOGUE.len()];
    let mut i = 0;
    while i < CATALOGUE.len() {
        keys[i] = CATALOGUE[i].key;
        i += 1;
    }
    keys
};

/// The catalogue's entry called `key` (exactly: no budget in it).
pub fn entry(key: &str) -> Option<&'static Entry> {
    CATALOGUE.iter().find(|e| e.key == key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rival_s_win_rate_is_the_one_docs_bots_md_measured() {
        let docs = include_str!("../../docs/BOTS.md");
        let rivals = CATALOGUE.iter().filter_map(|e| match e.offer {
            Offer::Rival(r) => Some((e.key, r)),
            _ => None,
        });
        let mut seen = 0;
        for (key, rival) in rivals {
            // The rivals' table: "| the Producer | `production` | 15% (14.9% [11.7, 18.7]) | …".
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
    fn every_offered_level_is_its_catalogue_entry() {
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
