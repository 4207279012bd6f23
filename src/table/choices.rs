//! What the person may do now, in the one shape the table's components receive it.
//!
//! Plain data (no web dependency): the game model builds it (`Game::choices`), and
//! native tests read it.

use std::rc::Rc;

use crate::rules::{Action, Building};

/// What the person may do now (built by `Game::choices`): the engine's legal actions,
/// what each build among them costs, and a building picked for a crane build that still
/// waits for "where". Cheap to clone (shared lists); compared by content.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Choices {
    /// The legal actions: empty when it is not the person's turn, and in a replay.
    pub actions: Rc<Vec<Action>>,
    /// Each legal build with its cost in cards after every discount
    /// (`GameState::build_cost`, 1st edition rules: builder, smithy, quarry, library).
    pub build_costs: Rc<Vec<(Action, u8)>>,
    /// A building picked for a crane build, waiting for where (the hand's cards then
    /// answer nothing; the prompt and the city do).
    pub build_choice: Option<Building>,
    /// The action a hint suggests ("What would the hard bot do?"): the control that
    /// takes it is highlighted; it is never taken by itself.
    pub hinted: Option<Action>,
}

impl Choices {
    /// The legal actions, in the engine's order.
    pub fn iter(&self) -> impl Iterator<Item = Action> + '_ {
        self.actions.iter().copied()
    }

    /// `action` is legal now.
    pub fn contains(&self, action: Action) -> bool {
        self.actions.contains(&action)
    }

    /// The action that sets off the face-up event `event` instead of choosing a role, if
    /// the engine allows it now (the Events; the governor's visit only once a role was
    /// chosen this round).
    pub fn set_off(&self, event: Building) -> Option<Action> {
        Some(Action::SetOff(event)).filter(|a| self.contains(*a))
    }

    /// The earthquake's action that discards the building on the person's own city slot
    /// `slot`, if it is legal now.
    pub fn discard_building(&self, slot: usize) -> Option<Action> {
        u8::try_from(slot).ok().map(Action::DiscardBuilding).filter(|a| self.contains(*a))
    }

    /// Whether `action` is the one a hint suggests.
    pub fn is_hinted(&self, action: Action) -> bool {
        self.hinted == Some(action)
    }

    /// Whether the hint suggests building `b` (anywhere: a crane's build is picked on
    /// the card first).
    pub fn hints_building(&self, b: Building) -> bool {
        matches!(self.hinted, Some(Action::Build { building, .. }) if building == b)
    }

    /// What `action` (a legal build) costs in cards after every discount; `None` for
    /// anything else.
    pub fn cost(&self, action: Action) -> Option<u8> {
        self.build_costs.iter().find(|(a, _)| *a == action).map(|&(_, c)| c)
    }
}
