//! How the seats play in the hard bot's playouts, and between the nodes of its tree: the
//! opponents' playout policies (one drawn per opponent in each sample, by its weight) and
//! the loop that plays them.

use super::tree::branches;
use crate::ai::heuristic::{Style, best_action};
use crate::ai::medium_plan::MediumPlan;
use crate::ai::view::View;
use crate::ai::zoo::{ChapelPlan, Plan, ProductionPlan, RushPlan, VioletPlan};
use crate::rules::{Action, GameRng, GameState, MAX_PLAYERS};
use rand::RngExt;

/// Chance that a playout move is random instead of the heuristic's.
const PLAYOUT_NOISE: u32 = 10; // percent
/// Safety cap on actions in one playout.
const PLAYOUT_CAP: usize = 3_000;

/// How a seat plays in a playout: the fast heuristic, or one of the rule-based plans.
#[derive(Clone, Copy)]
pub(super) enum Policy {
    Heuristic,
    Plan(&'static (dyn Plan + Sync)),
}

/// The medium bot's plan, as a playout policy.
pub(super) static MEDIUM: MediumPlan = MediumPlan::TUNED;

/// The opponents' playout policies and their weights: an opponent's plan is unknown, so
/// each opponent in each sample of the hidden cards draws one (the strategy zoo's, the
/// medium bot's, the heuristic's). Playing them all as one policy would miss what a
/// committed plan, such as a guild hall, does at the end; the medium bot, which picks
/// its plan from its cards, is the likeliest single model and weighs 4 of 9 (the
/// weights measured: docs/BOTS.md).
pub(super) const OPPONENT_POLICIES: [(Policy, u32); 6] = [
    (Policy::Heuristic, 1),
    (Policy::Plan(&MEDIUM), 4),
    (Policy::Plan(&VioletPlan), 1),
    (Policy::Plan(&ProductionPlan), 1),
    (Policy::Plan(&ChapelPlan), 1),
    (Policy::Plan(&RushPlan), 1),
];

impl Policy {
    pub(super) fn choose(self, state: &GameState, seat: u8, legal: &[Action]) -> Action {
        let view = View::of_state(state, seat);
        let chosen = match self {
            Policy::Heuristic => best_action(&view, &Style::MEDIUM, legal),
            Policy::Plan(plan) => crate::ai::zoo::choose(plan, &view, legal),
        };
        chosen.expect("a legal action")
    }
}

/// Where [`auto_play`] stops (besides the game's end and the cap).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Until {
    /// At a decision the tree branches at: the walk between the tree's nodes.
    Branch,
    /// At the end: a playout.
    End,
    /// As the round of this number starts (or at the end): a playout cut short for the
    /// learned value to score ([`super::GuideSettings::cut`]).
    Round(u16),
    /// At a decision asked of this seat (or at the end): the learned value scores a state
    /// from the view of a seat asked to decide, as it learned.
    Seat(u8),
}

/// Plays each seat's policy (with a little noise in a playout) for whoever is to move,
/// until a decision the tree branches at (a key decision of `root`, the searching seat,
/// or with `rivals` an opponent's role choice: [`branches`]), the end, or the cap.
/// A playout (`until` not [`Until::Branch`]) runs past the tree's decisions, to the end
/// or the round `until` names.
pub(super) fn auto_play(
    state: &mut GameState,
    rng: &mut GameRng,
    buf: &mut Vec<Action>,
    until: Until,
    policies: &[Policy; MAX_PLAYERS],
    root: u8,
    rivals: bool,
) {
    let mut steps = 0;
    let playout = until != Until::Branch;
    while let Some(p) = state.to_move() {
        let stop = match until {
            Until::Branch => branches(state.decision(), p, root, rivals),
            Until::End => false,
            Until::Round(r) => state.table().round >= r,
            Until::Seat(seat) => p == seat,
        };
        if stop || steps >= PLAYOUT_CAP {
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
