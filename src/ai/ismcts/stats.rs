//! What the hard bot's search found: per action at its root (the statistics that several
//! searchers of one decision merge), and for the action it chose (a hint's "why").

use crate::rules::Action;
use serde::{Deserialize, Serialize};

/// What a search found for the action it chose (for a hint's "why").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChoiceStats {
    /// Games played out after the action.
    pub visits: u32,
    /// The share of them the searching seat won (a shared win counts as a share), 0 to 1.
    pub won: f32,
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
        self.most_visited_child().map(|c| c.action)
    }

    /// The most visited action's statistics (the last of equals, in the children's
    /// order), whose wins per playout are the search's estimate of the position; `None`
    /// when no action was tried.
    pub fn most_visited_child(&self) -> Option<&RootChild> {
        self.children.iter().max_by_key(|c| c.visits)
    }

    /// The search's estimate of the position: the most visited action's wins per playout
    /// (0 to 1, the searching seat's share of the win); `None` when no action was tried.
    pub fn estimate(&self) -> Option<f64> {
        self.most_visited_child().map(|c| f64::from(c.won) / f64::from(c.visits.max(1)))
    }
}
