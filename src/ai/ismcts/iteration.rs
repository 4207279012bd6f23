//! One iteration of the hard bot's search ([`HardBot::iterate`]): the opponents'
//! playout policies drawn, the tree walked down from the root to a new node (its
//! [`Walk`]), the game played out from there, and the result credited to the nodes walked.

use super::*;

impl HardBot {
    /// One iteration from the sampled `state`: policies drawn, the tree walked (its root's
    /// answer `forced` when given), the game played out and its result credited.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn iterate(
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
        let (r, won) = self.playout(&mut state, walk, &policies, obs);
        for &i in &walk.path {
            let n = &mut nodes[i];
            n.visits += 1;
            n.reward += r[n.mover as usize];
        }
        for &i in walk.path.iter().skip(1) {
            nodes[i].won += won[obs.seat as usize];
        }
    }

    /// What the iteration at `state` (where the walk down the tree ended) is worth to each
    /// seat, and each seat's share of the win in it: a playout to the end, the network's
    /// value instead ([`Self::own_decision_value`]), or the two blended
    /// ([`GuideSettings::value`]).
    fn playout(
        &mut self,
        state: &mut GameState,
        walk: &mut Walk,
        policies: &[Policy; MAX_PLAYERS],
        obs: &Observation,
    ) -> ([f32; MAX_PLAYERS], [f32; MAX_PLAYERS]) {
        let share = self.guide.as_ref().map_or(0.0, |g| g.settings.value);
        let value = if share > 0.0 { self.own_decision_value(state, walk, policies, obs) } else { None };
        let Some(value) = value else { return self.played_out(state, walk, policies, obs) };
        if share >= 1.0 {
            return (value, value);
        }
        let (mut r, won) = self.played_out(state, walk, policies, obs);
        for (r, v) in r.iter_mut().zip(value) {
            *r = (1.0 - share) * *r + share * v;
        }
        (r, won)
    }

    /// A playout of `state` by the seats' policies and its rewards: to the end, or cut
    /// short after [`GuideSettings::cut`] rounds and scored by the network's value
    /// ([`Self::own_decision_value`]).
    fn played_out(
        &mut self,
        state: &mut GameState,
        walk: &mut Walk,
        policies: &[Policy; MAX_PLAYERS],
        obs: &Observation,
    ) -> ([f32; MAX_PLAYERS], [f32; MAX_PLAYERS]) {
        let cut = self.guide.as_ref().map_or(0, |g| g.settings.cut);
        let until = if cut == 0 { Until::End } else { Until::Round(state.table().round.saturating_add(cut)) };
        auto_play(state, &mut self.rng, &mut walk.buf, until, policies, obs.seat, false);
        if cut > 0
            && let Some(value) = self.own_decision_value(state, walk, policies, obs)
        {
            return (value, value);
        }
        rewards(state, obs.table.round)
    }

    /// The network's value of `state` (each seat's share of the win) at the searching
    /// seat's next decision: the policies play on to it, because the network learned only
    /// from the views of seats asked to decide (its features tell the decision asked, not
    /// whose it is). `None` without a network, or when the game ends first.
    fn own_decision_value(
        &mut self,
        state: &mut GameState,
        walk: &mut Walk,
        policies: &[Policy; MAX_PLAYERS],
        obs: &Observation,
    ) -> Option<[f32; MAX_PLAYERS]> {
        let guide = self.guide.as_mut()?;
        auto_play(state, &mut self.rng, &mut walk.buf, Until::Seat(obs.seat), policies, obs.seat, false);
        (!state.is_over()).then(|| guide.value(state, obs.seat))
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

    /// Walks the tree down for one sampled `state`: between the decisions the tree
    /// branches at (the searching seat's key decisions, and with `walk.rivals` the
    /// opponents' role choices) the policies play; at each, an action of this sample not
    /// tried yet is expanded (and the walk ends), else UCB1 selects among the children
    /// available in this sample. At the root, `forced` (a review's answer) is taken
    /// instead when given. Leaves the nodes walked in `walk.path` (the root first) and
    /// `state` where the playout starts.
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
                auto_play(state, &mut self.rng, &mut walk.buf, Until::Branch, policies, seat, walk.rivals);
            }
            let Some(mover) = state.to_move() else { break };
            state.legal_actions_into(&mut walk.buf);
            if node == 0
                && let Some(a) = forced
            {
                node = forced_child(nodes, a, mover, state.table().round);
                state.apply_quiet(a).expect("a legal answer of the observation's decision");
                walk.path.push(node);
                continue;
            }
            let untried = untried_actions(nodes, node, &walk.buf, mover);
            // An opponent's node starts from what his drawn policy would do.
            let view = View::of_state(state, mover);
            let favourite = if node == 0 {
                root_favourite
            } else if mover != seat {
                Some(policies[mover as usize].choose(state, mover, &walk.buf))
            } else {
                crate::ai::zoo::choose(&MEDIUM, &view, &walk.buf)
            };
            let deep = node != 0 && mover == seat && self.guide.as_ref().is_some_and(|g| g.settings.deep && g.settings.prior > 0.0);
            if deep {
                if nodes[node].prior.is_empty()
                    && let Some(g) = self.guide.as_mut()
                {
                    g.state_prior(state, seat, &walk.buf, &mut nodes[node].prior);
                }
                walk.node_prior.clone_from(&nodes[node].prior);
            }
            let prior = if node == 0 && !walk.root_prior.is_empty() {
                Some(&walk.root_prior)
            } else if deep {
                Some(&walk.node_prior)
            } else {
                None
            };
            if !untried.is_empty() {
                let a = match prior {
                    Some(prior) => prior_expansion(&untried, prior),
                    None => expansion(&untried, favourite, &view),
                };
                let round = state.table().round;
                state.apply_legal(a);
                nodes.push(Node::new(Some(a), mover, 1, round));
                let child = nodes.len() - 1;
                nodes[node].children.push(child);
                walk.path.push(child);
                break;
            }
            let c = match prior {
                Some(prior) => ucb_choice_with(nodes, node, &walk.buf, mover, |a| prior_of(prior, a)),
                None => ucb_choice(nodes, node, &walk.buf, mover, favourite),
            };
            state.apply_quiet(nodes[c].action.expect("child has an action")).expect("legal");
            walk.path.push(c);
            node = c;
        }
    }
}

/// What one search iteration walks with: the nodes it went through (the root first), a
/// buffer for the legal actions (reused, so an iteration allocates little), and whether
/// the tree branches at the opponents' role choices in this search.
pub(super) struct Walk {
    pub(super) buf: Vec<Action>,
    pub(super) path: Vec<usize>,
    pub(super) rivals: bool,
    /// The network's prior over the root's answers, times its weight (empty without one).
    pub(super) root_prior: Vec<(Action, f32)>,
    /// The prior of the node being walked (a copy, reused: the node may grow a child).
    pub(super) node_prior: Vec<(Action, f32)>,
}

impl Walk {
    pub(super) fn new(rivals: bool) -> Walk {
        Walk { buf: Vec::with_capacity(64), path: Vec::with_capacity(64), rivals, root_prior: Vec::new(), node_prior: Vec::new() }
    }
}

/// The weighted prior of `a` in `prior` (0 for an answer it does not list).
fn prior_of(prior: &[(Action, f32)], a: Action) -> f32 {
    prior.iter().find(|(b, _)| *b == a).map_or(0.0, |(_, p)| *p)
}

/// The untried answer the prior rates highest (the first of equals).
fn prior_expansion(untried: &[Action], prior: &[(Action, f32)]) -> Action {
    let mut best = untried[0];
    for &a in &untried[1..] {
        if prior_of(prior, a) > prior_of(prior, best) {
            best = a;
        }
    }
    best
}
