//! The hard bot's search tree: its nodes, the tree kept between decisions, and the steps
//! of one walk down it (which decisions branch, which action a node expands, which child
//! UCB1 selects).

use crate::ai::heuristic::{Style, action_value};
use crate::ai::view::View;
use crate::rules::{Action, Decision, Table};

/// Exploration constant of UCB1 (rewards lie in 0..=1).
const EXPLORATION: f32 = 0.7;
/// The bonus of the medium bot's choice at the bot's own decisions, in reward units,
/// divided by the choice's visits + 1: enough to try a sound plan first, not so much
/// that the bot only follows medium (the values tried: docs/BOTS.md).
const PRIOR: f32 = 5.0;

/// Whether this kind of decision shapes a game (the tree branches at the bot's own
/// ones; otherwise the heuristic decides).
pub(super) fn is_key(decision: Decision) -> bool {
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

/// Whether the tree branches at `decision` of `mover` in a search for `root`: at the
/// root's key decisions, and with `rivals` at the opponents' role choices too.
pub(super) fn branches(decision: Decision, mover: u8, root: u8, rivals: bool) -> bool {
    if mover == root { is_key(decision) } else { rivals && decision == Decision::ChooseRole }
}

pub(super) struct Node {
    /// The action that led here and who took it.
    pub(super) action: Option<Action>,
    pub(super) mover: u8,
    /// The round in which the action was taken (to recognise an opponent's role choice
    /// taken since, when the kept tree is followed).
    pub(super) round: u16,
    pub(super) visits: u32,
    pub(super) available: u32,
    pub(super) reward: f32,
    /// The share of the playouts through it that the searching seat won (for the hint's
    /// "why", read at the root's children, which a kept tree's deeper nodes become; the
    /// search itself goes by `reward`).
    pub(super) won: f32,
    pub(super) children: Vec<usize>,
    /// The network's weighted prior over the answers here, from the first sample that
    /// reached it (empty without a network, or before).
    pub(super) prior: Vec<(Action, f32)>,
}

impl Node {
    /// A node nothing has played through yet.
    pub(super) fn new(action: Option<Action>, mover: u8, available: u32, round: u16) -> Node {
        Node { action, mover, round, visits: 0, available, reward: 0.0, won: 0.0, children: Vec::new(), prior: Vec::new() }
    }
}

/// A search tree kept between decisions, and the path into it the bot has taken since.
pub(super) struct KeptTree {
    pub(super) nodes: Vec<Node>,
    /// The bot's own actions at its key decisions since the search (its choice first,
    /// then any decision with a single legal action).
    pub(super) trail: Vec<Action>,
    pub(super) seat: u8,
    pub(super) round: u16,
}

impl KeptTree {
    /// The subtree under the trail and the opponents' role choices taken since (read off
    /// `table`, the table now), as a tree of its own (its root at index 0, without an
    /// action); `None` if the trail leaves the tree.
    pub(super) fn subtree(self, table: &Table) -> Option<Vec<Node>> {
        let (nodes, seat) = (&self.nodes, self.seat);
        let child = |at: usize, fits: &dyn Fn(&Node) -> bool| nodes[at].children.iter().copied().find(|&c| fits(&nodes[c]));
        let mut at = 0usize;
        let mut trail = self.trail.iter();
        let mut next = trail.next();
        loop {
            if let Some(a) = next
                && let Some(c) = child(at, &|n| n.mover == seat && n.action == Some(*a))
            {
                at = c;
                next = trail.next();
            } else if let Some(c) = child(at, &|n| n.mover != seat && taken_since(n, table)) {
                at = c;
            } else {
                break;
            }
        }
        // The new root must be this seat's decision: a node under which an opponent's
        // role choice waits that the table no longer shows (taken in an earlier round)
        // would offer his choices, scored for him, as this seat's.
        if next.is_some() || nodes[at].children.iter().any(|&c| nodes[c].mover != seat) {
            return None;
        }
        let mut nodes = self.nodes;
        let mut out: Vec<Node> = Vec::new();
        // (index in `nodes`, parent's index in `out`)
        let mut queue = vec![(at, None::<usize>)];
        let mut next = 0;
        while let Some(&(old, parent)) = queue.get(next) {
            next += 1;
            // Moved out of the old tree, whose node is not read again.
            let mut node = std::mem::replace(&mut nodes[old], Node::new(None, 0, 0, 0));
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

/// Whether `node` is an opponent's role choice that `table` (the table now) shows taken
/// by him this round.
fn taken_since(node: &Node, table: &Table) -> bool {
    match node.action {
        Some(Action::ChooseRole { role, .. }) => node.round == table.round && table.role_taken_by[role as usize] == Some(node.mover),
        _ => false,
    }
}

/// The root's child for the answer `a` (made, by `mover`, the first time it is forced).
pub(super) fn forced_child(nodes: &mut Vec<Node>, a: Action, mover: u8, round: u16) -> usize {
    if let Some(&c) = nodes[0].children.iter().find(|&&c| nodes[c].action == Some(a)) {
        nodes[c].available += 1;
        return c;
    }
    nodes.push(Node::new(Some(a), mover, 1, round));
    let child = nodes.len() - 1;
    nodes[0].children.push(child);
    child
}

/// The actions of `legal` (this sample's, of `mover`) that no child of `node` has taken
/// yet; each child whose action is among them counts one more availability.
pub(super) fn untried_actions(nodes: &mut [Node], node: usize, legal: &[Action], mover: u8) -> Vec<Action> {
    let mut untried: Vec<Action> = legal.to_vec();
    for k in 0..nodes[node].children.len() {
        let c = nodes[node].children[k];
        if nodes[c].mover == mover
            && let Some(a) = nodes[c].action
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
pub(super) fn expansion(untried: &[Action], favourite: Option<Action>, view: &View) -> Action {
    match favourite.filter(|f| untried.contains(f)) {
        Some(f) => f,
        None => *untried
            .iter()
            .max_by(|x, y| action_value(view, &Style::MEDIUM, **x).total_cmp(&action_value(view, &Style::MEDIUM, **y)))
            .expect("non-empty"),
    }
}

/// The child of `node` UCB1 selects among those of `mover` whose action is in `legal`
/// (available in this sample), `favourite` (the mover's policy's choice) with a bonus
/// that fades with its visits.
pub(super) fn ucb_choice(nodes: &[Node], node: usize, legal: &[Action], mover: u8, favourite: Option<Action>) -> usize {
    ucb_choice_with(nodes, node, legal, mover, |a| if favourite == Some(a) { PRIOR } else { 0.0 })
}

/// [`ucb_choice`] with each action's bonus (before it fades with the visits) given by
/// `bonus`: a network's prior.
pub(super) fn ucb_choice_with(nodes: &[Node], node: usize, legal: &[Action], mover: u8, bonus: impl Fn(Action) -> f32) -> usize {
    let mut best = (f32::MIN, usize::MAX);
    for &c in &nodes[node].children {
        let ch = &nodes[c];
        let Some(a) = ch.action else { continue };
        if ch.mover != mover || !legal.contains(&a) {
            continue;
        }
        let mean = ch.reward / ch.visits.max(1) as f32;
        let mut ucb = mean + EXPLORATION * ((ch.available.max(1) as f32).ln() / ch.visits.max(1) as f32).sqrt();
        ucb += bonus(a) / (ch.visits as f32 + 1.0);
        if ucb > best.0 {
            best = (ucb, c);
        }
    }
    best.1
}
