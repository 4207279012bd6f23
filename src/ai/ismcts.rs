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
//! The bot's own choices start from the medium bot's: its choice is expanded first and
//! gets a bonus that fades with its visits (progressive bias, Chaslot et al. 2008), so a
//! small budget refines a sound plan instead of sampling every build as equally likely.
//!
//! The tree outlives the decision: a search also explores the bot's next decisions
//! under each of its choices (the build after the builder, the card kept after the
//! councillor, next round's role), so the next search starts from the subtree under
//! what the bot did since, with its playouts, instead of from nothing. The budget is
//! still the new iterations of each search.
//!
//! What each of these choices measured, and what was tried and not kept: docs/BOTS.md.

use super::heuristic::{Style, action_value, best_action};
use super::medium::MediumPlan;
use super::view::View;
use super::zoo::{ChapelPlan, Plan, ProductionPlan, RushPlan, VioletPlan};
use super::Bot;
use crate::rules::{Action, Decision, GameRng, GameState, MAX_PLAYERS, Observation};
use rand::distr::weighted::WeightedIndex;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

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

/// Exploration constant of UCB1 (rewards lie in 0..=1).
const EXPLORATION: f32 = 0.7;
/// The bonus of the medium bot's choice at the bot's own decisions, in reward units,
/// divided by the choice's visits + 1: enough to try a sound plan first, not so much
/// that the bot only follows medium (the values tried: docs/BOTS.md).
const PRIOR: f32 = 5.0;
/// Chance that a playout move is random instead of the heuristic's.
const PLAYOUT_NOISE: u32 = 10; // percent
/// Safety cap on actions in one playout.
const PLAYOUT_CAP: usize = 3_000;

/// Whether this kind of decision shapes a game (the tree branches at the bot's own
/// ones; otherwise the heuristic decides).
fn is_key(decision: Decision) -> bool {
    matches!(
        decision,
        Decision::ChooseRole
            | Decision::Build { .. }
            | Decision::Keep { .. }
            | Decision::GoldMine
            | Decision::VisitRole
            | Decision::Earthquake
            | Decision::Construction
            | Decision::Explorer { .. }
            | Decision::Captain
    )
}

/// How a seat plays in a playout: the fast heuristic, or one of the rule-based plans.
#[derive(Clone, Copy)]
enum Policy {
    Heuristic,
    Plan(&'static (dyn Plan + Sync)),
}

/// The medium bot's plan, as a playout policy.
static MEDIUM: MediumPlan = MediumPlan::TUNED;

/// The opponents' playout policies and their weights: an opponent's plan is unknown, so
/// each opponent in each sample of the hidden cards draws one (the strategy zoo's, the
/// medium bot's, the heuristic's). Playing them all as one policy would miss what a
/// committed plan, such as a guild hall, does at the end; the medium bot, which picks
/// its plan from its cards, is the likeliest single model and weighs 4 of 9 (the
/// weights measured: docs/BOTS.md).
const OPPONENT_POLICIES: [(Policy, u32); 6] = [
    (Policy::Heuristic, 1),
    (Policy::Plan(&MEDIUM), 4),
    (Policy::Plan(&VioletPlan), 1),
    (Policy::Plan(&ProductionPlan), 1),
    (Policy::Plan(&ChapelPlan), 1),
    (Policy::Plan(&RushPlan), 1),
];

impl Policy {
    fn choose(self, state: &GameState, seat: u8, legal: &[Action]) -> Action {
        let view = View::of_state(state, seat);
        let chosen = match self {
            Policy::Heuristic => best_action(&view, &Style::MEDIUM, legal),
            Policy::Plan(plan) => super::zoo::choose(plan, &view, legal),
        };
        chosen.expect("a legal action")
    }
}

struct Node {
    /// The action that led here and who took it.
    action: Option<Action>,
    mover: u8,
    visits: u32,
    available: u32,
    reward: f32,
    /// The share of the playouts through it that the searching seat won (for the hint's
    /// "why", read at the root's children, which a kept tree's deeper nodes become; the
    /// search itself goes by `reward`).
    won: f32,
    children: Vec<usize>,
}

impl Node {
    /// A node nothing has played through yet.
    fn new(action: Option<Action>, mover: u8, available: u32) -> Node {
        Node { action, mover, visits: 0, available, reward: 0.0, won: 0.0, children: Vec::new() }
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
}

/// A search tree kept between decisions, and the path into it the bot has taken since.
struct KeptTree {
    nodes: Vec<Node>,
    /// The bot's own actions at its key decisions since the search (its choice first,
    /// then any decision with a single legal action).
    trail: Vec<Action>,
    seat: u8,
    round: u16,
}

impl KeptTree {
    /// The subtree under the trail, as a tree of its own (its root at index 0, without an
    /// action); `None` if the trail leaves the tree.
    fn subtree(self) -> Option<Vec<Node>> {
        let mut at = 0usize;
        for a in &self.trail {
            at = self.nodes[at].children.iter().copied().find(|&c| self.nodes[c].action == Some(*a))?;
        }
        let mut nodes = self.nodes;
        let mut out: Vec<Node> = Vec::new();
        // (index in `nodes`, parent's index in `out`)
        let mut queue = vec![(at, None::<usize>)];
        let mut next = 0;
        while let Some(&(old, parent)) = queue.get(next) {
            next += 1;
            // Moved out of the old tree, whose node is not read again.
            let mut node = std::mem::replace(&mut nodes[old], Node::new(None, 0, 0));
            let children = std::mem::take(&mut node.children);
            out.push(node);
            let me = out.len() - 1;
            if let Some(p) = parent {
                out[p].children.push(me);
            }
            queue.extend(children.into_iter().map(|c| (c, Some(me))));
        }
        out[0].action = None;
        Some(out)
    }
}

/// What a search found for the action it chose (for a hint's "why").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChoiceStats {
    /// Games played out after the action.
    pub visits: u32,
    /// The share of them the searching seat won (a shared win counts as a share), 0 to 1.
    pub won: f32,
}

impl HardBot {
    /// A hard bot searching `budget`, its sampling following from `seed`.
    pub fn new(seed: u64, budget: Budget) -> HardBot {
        HardBot { rng: GameRng::seed_from_u64(seed), budget, last_iterations: 0, last_choice: None, last_carried: 0, kept: None }
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
            .and_then(KeptTree::subtree)
            .unwrap_or_else(|| vec![Node::new(None, obs.seat, 0)])
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
        let chosen = stats.most_visited().unwrap_or_else(|| {
            best_action(&View::of_observation(obs), &Style::MEDIUM, &obs.legal_actions()).expect("legal non-empty")
        });
        self.adopt(chosen, stats);
        chosen
    }
}

/// Rewards per seat at the end of a playout: a share of the win, plus a little for the
/// margin over the best opponent so that close losses beat routs.
///
/// A win is worth 1% less per round played after `root_round` (at most half less), and
/// a playout stopped by the cap counts half a win for whoever leads then: a bot that is
/// ahead wants the game over. Without that, a bot far ahead is indifferent between
/// ending the game and a standoff in which nobody takes the builder while every card
/// goes under chapels, and such a game never ends (seen in 2 of 2,000 arena games).
///
/// Also returns each seat's share of the win itself (1 alone, a part of a shared win, 0
/// otherwise and when the cap stopped the playout), for a hint's "why".
fn rewards(state: &GameState, root_round: u16) -> ([f32; MAX_PLAYERS], [f32; MAX_PLAYERS]) {
    let mut out = [0.0; MAX_PLAYERS];
    let mut won = [0.0; MAX_PLAYERS];
    let n = state.players() as usize;
    let score = state.final_score();
    let scores: Vec<f32> = score.players.iter().map(|s| s.total as f32).collect();
    let winners: Vec<u8> = if state.is_over() {
        score.winners
    } else {
        let best = scores.iter().cloned().fold(f32::MIN, f32::max);
        (0..n as u8).filter(|&p| scores[p as usize] == best).collect()
    };
    for p in 0..n {
        let best_other = (0..n).filter(|&q| q != p).map(|q| scores[q]).fold(f32::MIN, f32::max);
        let margin = ((scores[p] - best_other) / 20.0 + 0.5).clamp(0.0, 1.0);
        let rounds = f32::from(state.table().round.saturating_sub(root_round));
        let share = if state.is_over() { (1.0 - 0.01 * rounds).max(0.5) } else { 0.5 };
        let win = if winners.contains(&(p as u8)) { share / winners.len() as f32 } else { 0.0 };
        out[p] = 0.8 * win + 0.2 * margin;
        if state.is_over() && winners.contains(&(p as u8)) {
            won[p] = 1.0 / winners.len() as f32;
        }
    }
    (out, won)
}

/// Plays each seat's policy (with a little noise in a playout) for whoever is to move,
/// until a key decision of `root` (the searching seat), the end, or the cap. `playout`
/// runs to the end instead of stopping at `root`'s key decisions.
fn auto_play(state: &mut GameState, rng: &mut GameRng, buf: &mut Vec<Action>, playout: bool, policies: &[Policy; MAX_PLAYERS], root: u8) {
    let mut steps = 0;
    while let Some(p) = state.to_move() {
        if (!playout && p == root && is_key(state.decision())) || steps >= PLAYOUT_CAP {
            return;
        }
        state.legal_actions_into(buf);
        let a = if buf.len() == 1 {
            buf[0]
        } else if playout && rng.random_range(0..100) < PLAYOUT_NOISE {
            buf[rng.random_range(0..buf.len())]
        } else {
            policies[p as usize].choose(state, p, buf)
        };
        state.apply_legal(a);
        steps += 1;
    }
}

impl HardBot {
    /// Searches within the budget from the tree kept for this seat (or a bare root) and
    /// returns the root's most visited legal action (see the module docs).
    fn search(&mut self, obs: &Observation, legal: &[Action]) -> RootStats {
        let mut nodes = self.start_tree(obs);
        self.last_carried = nodes[0].visits;
        let mut walk = Walk { buf: Vec::with_capacity(64), path: Vec::with_capacity(64) };
        let start = match &self.budget {
            Budget::Time { clock, .. } => clock(),
            Budget::Iterations(_) => 0.0,
        };
        // Medium's choice at the root reads only the observation: the same in every sample.
        let root_favourite = super::zoo::choose(&MEDIUM, &View::of_observation(obs), legal);
        let opponent_policy = WeightedIndex::new(OPPONENT_POLICIES.map(|(_, weight)| weight)).expect("positive weights");
        let mut iterations = 0u32;
        while !self.budget_spent(iterations, start) {
            iterations += 1;
            let Ok(state) = obs.sample_state(&mut self.rng) else { break };
            self.iterate(&mut nodes, state, &mut walk, obs, root_favourite, &opponent_policy, None);
        }
        self.last_iterations = iterations;
        self.settle(nodes, obs, legal, iterations)
    }

    /// One iteration from the sampled `state`: policies drawn, the tree walked (its root's
    /// answer `forced` when given), the game played out and its result credited.
    #[allow(clippy::too_many_arguments)]
    fn iterate(
        &mut self,
        nodes: &mut Vec<Node>,
        mut state: GameState,
        walk: &mut Walk,
        obs: &Observation,
        root_favourite: Option<Action>,
        opponent_policy: &WeightedIndex<u32>,
        forced: Option<Action>,
    ) {
        let policies = self.draw_policies(obs, opponent_policy);
        self.descend(nodes, &mut state, walk, &policies, obs.seat, root_favourite, forced);
        auto_play(&mut state, &mut self.rng, &mut walk.buf, true, &policies, obs.seat);
        let (r, won) = rewards(&state, obs.table.round);
        for &i in &walk.path {
            let n = &mut nodes[i];
            n.visits += 1;
            n.reward += r[n.mover as usize];
        }
        for &i in walk.path.iter().skip(1) {
            nodes[i].won += won[obs.seat as usize];
        }
    }

    /// Weighs every legal answer of the decision in `obs` (a game review): `each`
    /// iterations per answer, the answers taken in turn at the root and the tree searched
    /// below each as in [`HardBot::think`], so an answer the search would never expand
    /// still gets its own playouts. Returns the root's statistics, one child per legal
    /// answer in `legal`'s order (fewer only if a sample could not be drawn). Deterministic
    /// for the seed and `each`; the budget set at [`HardBot::new`] is not read.
    pub fn weigh(&mut self, obs: &Observation, each: u32) -> RootStats {
        let legal = obs.legal_actions();
        let mut nodes = vec![Node::new(None, obs.seat, 0)];
        let mut walk = Walk { buf: Vec::with_capacity(64), path: Vec::with_capacity(64) };
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

    /// Whether the search has run its budget: `iterations` of it, or its time since `start`
    /// (and at least its fewest iterations).
    fn budget_spent(&self, iterations: u32, start: f64) -> bool {
        match &self.budget {
            Budget::Iterations(n) => iterations >= *n,
            Budget::Time { millis, clock, min_iterations } => iterations >= *min_iterations && clock() - start >= *millis,
        }
    }

    /// One playout policy per opponent, drawn by their weights; the searching seat's own
    /// entry is the heuristic (its key decisions are the tree's).
    fn draw_policies(&mut self, obs: &Observation, opponent_policy: &WeightedIndex<u32>) -> [Policy; MAX_PLAYERS] {
        let mut policies = [Policy::Heuristic; MAX_PLAYERS];
        for (seat, policy) in policies.iter_mut().enumerate().take(usize::from(obs.table.options.players)) {
            if seat != usize::from(obs.seat) {
                *policy = OPPONENT_POLICIES[self.rng.sample(opponent_policy)].0;
            }
        }
        policies
    }

    /// Walks the tree down for one sampled `state`: between the searching seat's key
    /// decisions the policies play; at each, an action of this sample not tried yet is
    /// expanded (and the walk ends), else UCB1 selects among the children available in
    /// this sample. At the root, `forced` (a review's answer) is taken instead when given.
    /// Leaves the nodes walked in `walk.path` (the root first) and `state` where the
    /// playout starts.
    #[allow(clippy::too_many_arguments)]
    fn descend(
        &mut self,
        nodes: &mut Vec<Node>,
        state: &mut GameState,
        walk: &mut Walk,
        policies: &[Policy; MAX_PLAYERS],
        seat: u8,
        root_favourite: Option<Action>,
        forced: Option<Action>,
    ) {
        walk.path.clear();
        walk.path.push(0usize);
        let mut node = 0usize;
        loop {
            if node != 0 {
                auto_play(state, &mut self.rng, &mut walk.buf, false, policies, seat);
            }
            let Some(mover) = state.to_move() else { break };
            state.legal_actions_into(&mut walk.buf);
            if node == 0
                && let Some(a) = forced
            {
                node = forced_child(nodes, a, mover);
                state.apply_quiet(a).expect("a legal answer of the observation's decision");
                walk.path.push(node);
                continue;
            }
            let untried = untried_actions(nodes, node, &walk.buf);
            // Every node is the searching seat's decision (the others play their policy).
            let view = View::of_state(state, mover);
            let favourite = if node == 0 { root_favourite } else { super::zoo::choose(&MEDIUM, &view, &walk.buf) };
            if !untried.is_empty() {
                let a = expansion(&untried, favourite, &view);
                state.apply_legal(a);
                nodes.push(Node::new(Some(a), mover, 1));
                let child = nodes.len() - 1;
                nodes[node].children.push(child);
                walk.path.push(child);
                break;
            }
            let c = ucb_choice(nodes, node, &walk.buf, favourite);
            state.apply_quiet(nodes[c].action.expect("child has an action")).expect("legal");
            walk.path.push(c);
            node = c;
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

/// What a search found at its root: per legal action it tried, the playouts through it
/// and the wins among them. Several searchers' statistics of one decision merge into one
/// (root parallelization: Chaslot, Winands and van den Herik 2008).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RootStats {
    /// Search iterations run (summed over merged searches).
    pub iterations: u32,
    /// The root's children, in the order they were first expanded.
    pub children: Vec<RootChild>,
}

/// One root action's statistics in a [`RootStats`].
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct RootChild {
    /// The action.
    pub action: Action,
    /// Playouts through it.
    pub visits: u32,
    /// The searching seat's wins among them (a shared win counts as a share).
    pub won: f32,
}

impl RootStats {
    /// Adds `other`'s iterations, visits and wins to these, action by action (an action
    /// only `other` tried is appended).
    pub fn merge(&mut self, other: &RootStats) {
        self.iterations += other.iterations;
        for c in &other.children {
            match self.children.iter_mut().find(|m| m.action == c.action) {
                Some(m) => {
                    m.visits += c.visits;
                    m.won += c.won;
                }
                None => self.children.push(*c),
            }
        }
    }

    /// The most visited action (the last of equals, in the children's order); `None`
    /// when no action was tried.
    pub fn most_visited(&self) -> Option<Action> {
        self.children.iter().max_by_key(|c| c.visits).map(|c| c.action)
    }
}

/// What one search iteration walks with: the nodes it went through (the root first), and
/// a buffer for the legal actions (reused, so an iteration allocates little).
struct Walk {
    buf: Vec<Action>,
    path: Vec<usize>,
}

/// The root's child for the answer `a` (made, by `mover`, the first time it is forced).
fn forced_child(nodes: &mut Vec<Node>, a: Action, mover: u8) -> usize {
    if let Some(&c) = nodes[0].children.iter().find(|&&c| nodes[c].action == Some(a)) {
        nodes[c].available += 1;
        return c;
    }
    nodes.push(Node::new(Some(a), mover, 1));
    let child = nodes.len() - 1;
    nodes[0].children.push(child);
    child
}

/// The actions of `legal` (this sample's) that no child of `node` has taken yet; each
/// child whose action is among them counts one more availability.
fn untried_actions(nodes: &mut [Node], node: usize, legal: &[Action]) -> Vec<Action> {
    let mut untried: Vec<Action> = legal.to_vec();
    for k in 0..nodes[node].children.len() {
        let c = nodes[node].children[k];
        if let Some(a) = nodes[c].action
            && let Some(i) = untried.iter().position(|x| *x == a)
        {
            untried.swap_remove(i);
            nodes[c].available += 1;
        }
    }
    untried
}

/// The action to expand among `untried`: medium's choice first, then the heuristic's
/// favourite.
fn expansion(untried: &[Action], favourite: Option<Action>, view: &View) -> Action {
    match favourite.filter(|f| untried.contains(f)) {
        Some(f) => f,
        None => *untried
            .iter()
            .max_by(|x, y| action_value(view, &Style::MEDIUM, **x).total_cmp(&action_value(view, &Style::MEDIUM, **y)))
            .expect("non-empty"),
    }
}

/// The child of `node` UCB1 selects among those whose action is in `legal` (available in
/// this sample), medium's choice (`favourite`) with a bonus that fades with its visits.
fn ucb_choice(nodes: &[Node], node: usize, legal: &[Action], favourite: Option<Action>) -> usize {
    let mut best = (f32::MIN, usize::MAX);
    for &c in &nodes[node].children {
        let ch = &nodes[c];
        let Some(a) = ch.action else { continue };
        if !legal.contains(&a) {
            continue;
        }
        let mean = ch.reward / ch.visits.max(1) as f32;
        let mut ucb = mean + EXPLORATION * ((ch.available.max(1) as f32).ln() / ch.visits.max(1) as f32).sqrt();
        if favourite == Some(a) {
            ucb += PRIOR / (ch.visits as f32 + 1.0);
        }
        if ucb > best.0 {
            best = (ucb, c);
        }
    }
    best.1
}
