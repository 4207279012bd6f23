//! The hard bot on several cores: K searchers of one decision, each with its own seed and
//! its own kept tree, whose root statistics are summed before the choice (root
//! parallelization: Chaslot, Winands and van den Herik 2008, "Parallel Monte-Carlo Tree
//! Search"). Searchers share nothing while they search, so they need no locks, and K
//! searchers of N iterations each are as deterministic as one.
//!
//! The command line and the arena run the searchers on threads (`hard:NxK`); the browser
//! runs one searcher per bot worker and merges their answers in the page with the same
//! [`RootStats::merge`] and [`searcher_seed`].

use super::Bot;
use super::ismcts::{Budget, HardBot, RootStats, Thought};
use crate::rules::{Action, Observation};

/// The seed of searcher `k` of a bot seeded `seed`: searcher 0 keeps the bot's own seed,
/// so one searcher plays exactly the single hard bot.
pub const fn searcher_seed(seed: u64, k: usize) -> u64 {
    if k == 0 { seed } else { seed ^ (k as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) }
}

/// A hard bot of several searchers (see the module docs).
pub struct Searchers {
    name: &'static str,
    bots: Vec<HardBot>,
    /// Iterations of the last decision, summed over the searchers.
    pub last_iterations: u32,
}

impl Searchers {
    /// `k` searchers (at least one), searcher `i` seeded [`searcher_seed`]`(seed, i)` and
    /// searching `budget()`, called `name` (the [`Bot::name`]: `hard`, `expert`).
    pub fn new(name: &'static str, seed: u64, k: usize, budget: impl Fn() -> Budget) -> Searchers {
        let bots = (0..k.max(1)).map(|i| HardBot::new(searcher_seed(seed, i), budget())).collect();
        Searchers { name, bots, last_iterations: 0 }
    }

    /// Searchers made elsewhere (a guided search's: `ai::learned`), called `name`; at
    /// least one.
    pub fn from_bots(name: &'static str, bots: Vec<HardBot>) -> Searchers {
        assert!(!bots.is_empty(), "a bot has at least one searcher");
        Searchers { name, bots, last_iterations: 0 }
    }

    /// The same searchers, each searching `budget` from now on (one searcher's budget:
    /// a [`Budget`] is not copied).
    pub fn with_budget(mut self, budget: Budget) -> Searchers {
        self.bots.truncate(1);
        self.bots[0].set_budget(budget);
        self
    }

    /// How many searchers think about each decision.
    pub fn len(&self) -> usize {
        self.bots.len()
    }

    /// Always false: a bot has at least one searcher.
    pub fn is_empty(&self) -> bool {
        self.bots.is_empty()
    }
}

/// Every searcher thinks about `obs`, on threads of their own where there are threads.
fn think_all(bots: &mut [HardBot], obs: &Observation) -> Vec<Thought> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        std::thread::scope(|scope| {
            let (first, rest) = bots.split_first_mut().expect("at least one searcher");
            let others: Vec<_> = rest.iter_mut().map(|b| scope.spawn(move || b.think(obs))).collect();
            let mut thoughts = vec![first.think(obs)];
            thoughts.extend(others.into_iter().map(|h| h.join().expect("a searcher thread")));
            thoughts
        })
    }
    #[cfg(target_arch = "wasm32")]
    {
        bots.iter_mut().map(|b| b.think(obs)).collect()
    }
}

impl Bot for Searchers {
    fn name(&self) -> &'static str {
        self.name
    }

    fn choose(&mut self, obs: &Observation) -> Option<Action> {
        if !HardBot::searches(obs) {
            self.last_iterations = 0;
            // Every searcher's kept tree follows the bot's answer at once, too.
            let mut answers = self.bots.iter_mut().map(|b| b.choose(obs));
            return answers.next().flatten();
        }
        let mut merged = RootStats::default();
        for thought in think_all(&mut self.bots, obs) {
            if let Thought::Searched(stats) = thought {
                merged.merge(&stats);
            }
        }
        self.last_iterations = merged.iterations;
        let (first, rest) = self.bots.split_first_mut().expect("at least one searcher");
        let chosen = first.choose_from(obs, &merged);
        for b in rest {
            b.adopt(chosen, &merged);
        }
        Some(chosen)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{MediumBot, play_game};
    use crate::rules::Options;

    fn game(bots: Vec<Box<dyn Bot>>, seed: u64) -> Vec<Action> {
        let mut bots = bots;
        play_game(Options::for_players(2), seed, &mut bots, 5_000).expect("a game").1.actions
    }

    #[test]
    fn one_searcher_plays_the_hard_bot_s_game() {
        let single = game(vec![Box::new(HardBot::new(5, Budget::Iterations(60))), Box::new(MediumBot)], 11);
        let one = game(vec![Box::new(Searchers::new("hard", 5, 1, || Budget::Iterations(60))), Box::new(MediumBot)], 11);
        assert_eq!(single, one);
    }

    #[test]
    fn two_searchers_are_deterministic_and_sum_their_iterations() {
        let two = || game(vec![Box::new(Searchers::new("hard", 5, 2, || Budget::Iterations(60))), Box::new(MediumBot)], 11);
        let a = two();
        assert_eq!(a, two());
        let single = game(vec![Box::new(HardBot::new(5, Budget::Iterations(60))), Box::new(MediumBot)], 11);
        assert_ne!(a, single, "a second searcher changed no choice in a whole game");

        let state = crate::rules::GameState::new(Options::for_players(2), 3).unwrap();
        let obs = state.observation(state.to_move().unwrap());
        let mut bot = Searchers::new("hard", 9, 3, || Budget::Iterations(50));
        bot.choose(&obs).unwrap();
        assert_eq!(bot.last_iterations, 150);
    }

    #[test]
    fn merging_sums_visits_and_wins_per_action() {
        use crate::ai::RootChild;
        use crate::rules::Role;
        let role = |role| Action::ChooseRole { role, library: false };
        let (a, b) = (role(Role::Builder), role(Role::Producer));
        let mut x = RootStats {
            iterations: 10,
            children: vec![RootChild { action: a, visits: 6, won: 3.0 }, RootChild { action: b, visits: 4, won: 1.0 }],
        };
        let y = RootStats { iterations: 10, children: vec![RootChild { action: b, visits: 7, won: 5.0 }] };
        assert_eq!(x.most_visited(), Some(a));
        assert_eq!(x.estimate(), Some(0.5));
        x.merge(&y);
        assert_eq!(x.iterations, 20);
        assert_eq!(x.children[1], RootChild { action: b, visits: 11, won: 6.0 });
        assert_eq!(x.most_visited(), Some(b));
        assert_eq!(x.estimate(), Some(6.0 / 11.0));
        assert_eq!(RootStats { iterations: 0, children: vec![] }.estimate(), None);
    }
}
