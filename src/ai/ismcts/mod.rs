//! The hard bot: single-observer information-set Monte Carlo tree search (Cowling,
//! Powley and Whitehouse 2012, "Information Set Monte Carlo Tree Search").
//!
//! Every iteration samples a full state consistent with the bot's observation
//! (unknown cards dealt at random), gives each opponent a playout policy (the medium
//! bot's most often, else one of the strategy zoo's plans or the heuristic's), walks the
//! tree with UCB1 over the actions available in that sample (counting availability),
//! expands one node, plays the game out, and credits each node with the result.
//!
//! The tree branches only at the bot's own decisions that shape a game (roles, builds,
//! which cards to keep); payments, production, sales, discards and the chapel follow
//! the heuristic, and the opponents play their drawn policy, inside the tree as in the
//! playout. An opponent's move is thus a sample of what a player of some plan would do,
//! not the move that hurts the bot most in a world where it could see every hand: with
//! a few hundred iterations, spending them on the bot's own choices is what pays.
//!
//! At 2 players, with a budget of a few thousand iterations (from [`RIVALS_FROM`]), the
//! tree also branches at the opponent's role choices: there UCB1 picks by his reward,
//! starting from the choice of his drawn policy, so the bot meets an opponent who takes
//! the role that serves him best against its own plan, not only one who plays a fixed
//! plan. The roles are where the seats meet (each role's privilege, each phase for all);
//! against a searching opponent this pays, against a fixed plan a small budget is better
//! spent on the bot's own choices alone.
//!
//! The bot's own choices start from the medium bot's: its choice is expanded first and
//! gets a bonus that fades with its visits (progressive bias, Chaslot et al. 2008), so a
//! small budget refines a sound plan instead of sampling every build as equally likely.
//!
//! The tree outlives the decision: a search also explores the bot's next decisions
//! under each of its choices (the build after the builder, the card kept after the
//! councillor, next round's role), so the next search starts from the subtree under
//! what the bot did since (and the opponent's role choices, read off the table), with its
//! playouts, instead of from nothing. The budget is still the new iterations of each
//! search.
//!
//! Where the parts are: the tree, the tree kept between decisions and the steps of a walk
//! down it in `tree.rs`; how the seats play between nodes and in playouts in `policy.rs`;
//! what a playout is worth in `reward.rs`; what a search returns in `stats.rs`.
//!
//! What each of these choices measured, and what was tried and not kept: docs/BOTS.md.

mod guide;
mod iteration;
mod policy;
mod reward;
mod stats;
#[cfg(test)]
mod tests;
mod tree;

use super::Bot;
use super::heuristic::{Style, best_action};
use super::view::View;
use crate::rules::{Action, GameRng, GameState, MAX_PLAYERS, Observation};
use guide::Guide;
pub use guide::GuideSettings;
use iteration::Walk;
use policy::{MEDIUM, OPPONENT_POLICIES, Policy, Until, auto_play};
use rand::distr::weighted::WeightedIndex;
use rand::{RngExt, SeedableRng};
use reward::rewards;
pub use stats::{ChoiceStats, RootChild, RootStats};
use tree::{KeptTree, Node, expansion, forced_child, is_key, ucb_choice, ucb_choice_with, untried_actions};

/// How long the search may run.
pub enum Budget {
    /// A fixed number of iterations: deterministic for a given seed.
    Iterations(u32),
    /// Wall-clock milliseconds, read from `clock` (e.g. `performance.now()` in a worker),
    /// with at least `min_iterations`.
    #[allow(missing_docs)]
    Time { millis: f64, clock: Box<dyn Fn() -> f64 + Send>, min_iterations: u32 },
}

impl std::fmt::Debug for Budget {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Budget::Iterations(n) => write!(f, "Iterations({n})"),
            Budget::Time { millis, min_iterations, .. } => write!(f, "Time({millis} ms, at least {min_iterations})"),
        }
    }
}

/// The hard bot. Deterministic for a given seed and iteration budget.
pub struct HardBot {
    rng: GameRng,
    budget: Budget,
    /// Iterations run by the last search (for measuring speed).
    pub last_iterations: u32,
    /// What the last search found for the action it chose: the playouts through it and
    /// the share of them the bot's seat won (none when it did not search).
    pub last_choice: Option<ChoiceStats>,
    /// Playouts the last search started with: those of the previous search's tree under
    /// what the bot did since (0 when it started from nothing).
    pub last_carried: u32,
    /// The last search's tree, kept for the next search of the same seat.
    kept: Option<KeptTree>,
    /// Iterations of the last search, whose pace tells a time budget's next search
    /// whether to branch at the opponents' role choices (none before the first).
    pace: Option<u32>,
    /// The learned evaluation, when the search uses it ([`HardBot::with_guide`]).
    guide: Option<Guide>,
}

/// Iterations of a search from which its tree also branches at the opponent's role
/// choices (at 2 players): below them the iterations pay more spent on the bot's own
/// choices alone (measured: docs/BOTS.md).
pub const RIVALS_FROM: u32 = 2_000;

/// Share of a time budget that a search without a known pace spends finding the machine's
/// pace ([`HardBot::needs_pilot`]).
const PILOT_SHARE: f64 = 0.1;

impl HardBot {
    /// A hard bot searching `budget`, its sampling following from `seed`.
    pub fn new(seed: u64, budget: Budget) -> HardBot {
        HardBot {
            rng: GameRng::seed_from_u64(seed),
            budget,
            last_iterations: 0,
            last_choice: None,
            last_carried: 0,
            kept: None,
            pace: None,
            guide: None,
        }
    }

    /// The same bot, its search guided by `net` as `settings` say (the policy as the root's
    /// prior, the value in the reward: [`GuideSettings`]).
    pub fn with_guide(mut self, net: std::sync::Arc<crate::ai::net::Network>, settings: GuideSettings) -> HardBot {
        self.guide = Some(Guide::new(net, settings));
        self
    }

    /// The network's prior over the root's answers `legal`, when the search has one.
    fn root_prior(&mut self, obs: &Observation, legal: &[Action]) -> Vec<(Action, f32)> {
        match self.guide.as_mut() {
            Some(g) if g.settings.prior > 0.0 => {
                let weight = g.settings.prior;
                legal.iter().copied().zip(g.root_prior(obs, legal).into_iter().map(|p| p * weight)).collect()
            }
            _ => Vec::new(),
        }
    }

    /// The same bot, taking `pace` (the iterations of the last search on this machine
    /// at this budget, if known) as its last search's: a time budget's first search then
    /// branches as the machine's pace allows ([`HardBot::pace`]).
    pub fn with_pace(mut self, pace: Option<u32>) -> HardBot {
        self.pace = pace;
        self
    }

    /// The iterations of the last search (or the pace it was given), none before.
    pub fn pace(&self) -> Option<u32> {
        self.pace
    }

    /// Whether this search's tree branches at the opponent's role choices as well as at
    /// the bot's own key decisions: at a table of `players` = 2 (at 4 players it showed
    /// no gain: docs/BOTS.md), with a budget of at least [`RIVALS_FROM`] iterations, or a
    /// time budget whose last search reached them (a first search's pilot projects them:
    /// [`HardBot::needs_pilot`]).
    fn rivals(&self, players: u8) -> bool {
        players == 2
            && match &self.budget {
                Budget::Iterations(n) => *n >= RIVALS_FROM,
                Budget::Time { .. } => self.pace.is_some_and(|p| p >= RIVALS_FROM),
            }
    }

    /// Sets the budget of the next searches (a worker's time limit per request).
    pub fn set_budget(&mut self, budget: Budget) {
        self.budget = budget;
    }

    /// The tree to start this search from: the kept one's subtree under what this seat
    /// did since, when the observation follows it (same seat, not an earlier round, its
    /// choice adopted); else a bare root.
    fn start_tree(&mut self, obs: &Observation) -> Vec<Node> {
        self.kept
            .take()
            .filter(|k| k.seat == obs.seat && k.round <= obs.table.round && !k.trail.is_empty())
            .and_then(|k| k.subtree(&obs.table))
            .unwrap_or_else(|| vec![Node::new(None, obs.seat, 0, obs.table.round)])
    }
}

impl Bot for HardBot {
    fn name(&self) -> &'static str {
        "hard"
    }
    fn choose(&mut self, obs: &Observation) -> Option<Action> {
        match self.think(obs) {
            Thought::Decided(action) => action,
            Thought::Searched(stats) => Some(self.choose_from(obs, &stats)),
        }
    }
}

impl HardBot {
    /// The action to take from a search's (or merged searches') `stats`: the most visited,
    /// or the heuristic's choice when the search tried none; adopted as this bot's choice.
    pub fn choose_from(&mut self, obs: &Observation, stats: &RootStats) -> Action {
        let chosen = stats
            .most_visited()
            .unwrap_or_else(|| best_action(&View::of_observation(obs), &Style::MEDIUM, &obs.legal_actions()).expect("legal non-empty"));
        self.adopt(chosen, stats);
        chosen
    }
}

impl HardBot {
    /// Searches within the budget from the tree kept for this seat (or a bare root) and
    /// returns the root's most visited legal action (see the module docs).
    fn search(&mut self, obs: &Observation, legal: &[Action]) -> RootStats {
        let start = self.now();
        let mut nodes = self.start_tree(obs);
        self.last_carried = nodes[0].visits;
        // Medium's choice at the root reads only the observation: the same in every sample.
        let root_favourite = super::zoo::choose(&MEDIUM, &View::of_observation(obs), legal);
        let opponent_policy = WeightedIndex::new(OPPONENT_POLICIES.map(|(_, weight)| weight)).expect("positive weights");
        let players = obs.table.options.players;
        let mut iterations = 0u32;
        // The iterations of a pilot whose playouts the search goes on from: the clock was
        // read as the pilot ended, so the search goes on without reading it again (as if
        // there had been no pilot).
        let mut resumed = None;
        let root_prior = self.root_prior(obs, legal);
        if self.needs_pilot(players) {
            let mut walk = Walk::new(false);
            walk.root_prior.clone_from(&root_prior);
            let stop = |bot: &HardBot, n: u32| bot.budget_spent(n, start, PILOT_SHARE);
            iterations = self.iterate_until(&mut nodes, &mut walk, obs, root_favourite, &opponent_policy, iterations, stop);
            self.pace = Some((f64::from(iterations) / PILOT_SHARE) as u32);
            if self.rivals(players) {
                // The pilot's tree lacks the opponent's role choices: start again with them.
                nodes = vec![Node::new(None, obs.seat, 0, obs.table.round)];
                iterations = 0;
            } else {
                resumed = Some(iterations);
            }
        }
        let mut walk = Walk::new(self.rivals(players));
        walk.root_prior = root_prior;
        let stop = |bot: &HardBot, n: u32| resumed != Some(n) && bot.budget_spent(n, start, 1.0);
        iterations = self.iterate_until(&mut nodes, &mut walk, obs, root_favourite, &opponent_policy, iterations, stop);
        self.last_iterations = iterations;
        self.pace = Some(iterations);
        self.settle(nodes, obs, legal, iterations)
    }

    /// Runs iterations of the search over `nodes` from the `done` already run until
    /// `stop` (given the bot and the iterations so far) says so, or a sample cannot be
    /// drawn; returns the iterations run in all.
    #[allow(clippy::too_many_arguments)]
    fn iterate_until(
        &mut self,
        nodes: &mut Vec<Node>,
        walk: &mut Walk,
        obs: &Observation,
        root_favourite: Option<Action>,
        opponent_policy: &WeightedIndex<u32>,
        done: u32,
        stop: impl Fn(&HardBot, u32) -> bool,
    ) -> u32 {
        let mut iterations = done;
        while !stop(self, iterations) {
            iterations += 1;
            let Ok(state) = obs.sample_state(&mut self.rng) else { break };
            self.iterate(nodes, state, walk, obs, root_favourite, opponent_policy, None);
        }
        iterations
    }

    /// The time budget's clock now, in milliseconds (0 for an iteration budget).
    fn now(&self) -> f64 {
        match &self.budget {
            Budget::Time { clock, .. } => clock(),
            Budget::Iterations(_) => 0.0,
        }
    }

    /// Whether this search starts with a pilot: a time budget's first search at a table of
    /// `players` where the machine's pace decides the tree's shape ([`HardBot::rivals`])
    /// and no search has told it yet (a fresh worker's first bot or hint). The pilot
    /// searches without the opponent's role choices for [`PILOT_SHARE`] of the time, and
    /// its iterations, projected to the whole time, are the pace that decides the rest of
    /// the search: started again with them, or going on from the pilot's playouts.
    fn needs_pilot(&self, players: u8) -> bool {
        players == 2 && self.pace.is_none() && matches!(self.budget, Budget::Time { .. })
    }

    /// Weighs every legal answer of the decision in `obs` (a game review): `each`
    /// iterations per answer, the answers taken in turn at the root and the tree searched
    /// below each as in [`HardBot::think`], so an answer the search would never expand
    /// still gets its own playouts. Returns the root's statistics, one child per legal
    /// answer in `legal`'s order (fewer only if a sample could not be drawn). Deterministic
    /// for the seed and `each`; the budget set at [`HardBot::new`] is not read.
    pub fn weigh(&mut self, obs: &Observation, each: u32) -> RootStats {
        let legal = obs.legal_actions();
        let mut nodes = vec![Node::new(None, obs.seat, 0, obs.table.round)];
        // A review has no search budget to afford the opponent's role choices with.
        let mut walk = Walk::new(false);
        let root_favourite = super::zoo::choose(&MEDIUM, &View::of_observation(obs), &legal);
        let opponent_policy = WeightedIndex::new(OPPONENT_POLICIES.map(|(_, weight)| weight)).expect("positive weights");
        let mut iterations = 0u32;
        'rounds: for _ in 0..each {
            for &answer in &legal {
                let Ok(state) = obs.sample_state(&mut self.rng) else { break 'rounds };
                iterations += 1;
                self.iterate(&mut nodes, state, &mut walk, obs, root_favourite, &opponent_policy, Some(answer));
            }
        }
        let children = legal
            .iter()
            .filter_map(|&a| {
                let c = nodes[0].children.iter().find(|&&c| nodes[c].action == Some(a))?;
                Some(RootChild { action: a, visits: nodes[*c].visits, won: nodes[*c].won })
            })
            .collect();
        RootStats { iterations, children }
    }

    /// Whether the search has run its budget: `iterations` of it, or `share` of its time
    /// since `start` (and at least its fewest iterations).
    fn budget_spent(&self, iterations: u32, start: f64, share: f64) -> bool {
        match &self.budget {
            Budget::Iterations(n) => iterations >= *n,
            Budget::Time { millis, clock, min_iterations } => iterations >= *min_iterations && clock() - start >= millis * share,
        }
    }

    /// The root's statistics of the search over `nodes` (its children whose action is
    /// legal, in the tree's order), the tree kept for the next search once the choice is
    /// known ([`HardBot::adopt`]).
    fn settle(&mut self, nodes: Vec<Node>, obs: &Observation, legal: &[Action], iterations: u32) -> RootStats {
        let children = nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let n = &nodes[c];
                n.action.filter(|a| legal.contains(a)).map(|action| RootChild { action, visits: n.visits, won: n.won })
            })
            .collect();
        self.kept = Some(KeptTree { nodes, trail: Vec::new(), seat: obs.seat, round: obs.table.round });
        RootStats { iterations, children }
    }

    /// Takes `chosen` as what the bot did at the decision it last searched: its kept tree
    /// follows that choice (the root-parallel bots choose from their merged statistics,
    /// which need not be this searcher's own favourite), and the hint's "why" reads
    /// `stats` (the statistics the choice was made from).
    pub fn adopt(&mut self, chosen: Action, stats: &RootStats) {
        self.follow(chosen);
        self.last_choice = stats
            .children
            .iter()
            .find(|c| c.action == chosen)
            .filter(|c| c.visits > 0)
            .map(|c| ChoiceStats { visits: c.visits, won: c.won / c.visits as f32 });
    }

    /// Whether [`HardBot::think`] searches for the decision in `obs` (a key decision of
    /// the bot's with a choice) rather than answering at once.
    pub fn searches(obs: &Observation) -> bool {
        is_key(obs.decision()) && obs.legal_actions().len() > 1
    }

    /// Takes `chosen` as what the bot did at the decision it last searched, for its kept
    /// tree only (a bot worker of a pool, told the pool's merged choice).
    pub fn follow(&mut self, chosen: Action) {
        if let Some(kept) = self.kept.as_mut() {
            kept.trail = vec![chosen];
        }
    }

    /// Thinks about the decision in `obs`: a search's root statistics at the bot's own key
    /// decisions with a choice, else the action at once (the only legal one, or the
    /// heuristic's; `None` only when nothing is legal). A search must be followed by
    /// [`HardBot::adopt`] with the action chosen.
    pub fn think(&mut self, obs: &Observation) -> Thought {
        let legal = obs.legal_actions();
        self.last_choice = None;
        self.last_carried = 0;
        self.last_iterations = 0;
        if legal.len() <= 1 {
            // The tree has a node for it too: follow it.
            if is_key(obs.decision())
                && let (Some(kept), Some(&a)) = (self.kept.as_mut(), legal.first())
            {
                kept.trail.push(a);
            }
            return Thought::Decided(legal.first().copied());
        }
        if !is_key(obs.decision()) {
            return Thought::Decided(best_action(&View::of_observation(obs), &Style::MEDIUM, &legal));
        }
        Thought::Searched(self.search(obs, &legal))
    }
}

/// What [`HardBot::think`] came to.
#[derive(Clone, Debug, PartialEq)]
pub enum Thought {
    /// The action, without a search (`None` only when nothing is legal).
    Decided(Option<Action>),
    /// A search's root statistics, to choose from (alone or merged with other searchers').
    Searched(RootStats),
}
