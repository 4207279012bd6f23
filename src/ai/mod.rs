#![warn(missing_docs)]
//! Bots. Each sees only its seat's [`Observation`] and
//! answers with an action, over the rules module's public API.

pub mod arena;
pub mod budgets;
mod facts;
mod full_table;
pub mod heuristic;
mod ismcts;
mod learned;
mod medium;
mod medium_plan;
pub mod net;
mod playout;
mod random;
mod registry;
pub mod review;
#[cfg(test)]
mod review_tests;
pub mod roster;
mod round_picks;
mod searchers;
mod seat_gain;
pub mod selfplay;
mod view;
pub mod zoo;

pub use facts::{Facts, next_tile_prices};
pub use full_table::FullTablePlan;
pub use ismcts::{Budget, ChoiceStats, GuideSettings, HardBot, RIVALS_FROM, RootChild, RootStats, Thought};
pub use learned::{DEFAULT_GUIDE, EASY_TEMPERATURE, PolicyBot, guide_settings, guided_bot, learned_by_name, network};
pub use medium::{EasyBot, HeuristicBot, MediumBot};
pub use medium_plan::MediumPlan;
pub use playout::random_playout;
pub use random::RandomBot;
pub use registry::{UnknownBot, make_bot, thinks_by_the_clock};
pub use roster::{BotLevel, classic_search};
pub use searchers::{Searchers, searcher_seed};
pub use view::View;

use crate::rules::{Action, Observation};

/// A computer opponent: given what its seat may see, choose one legal action.
pub trait Bot {
    /// A short name for logs and the arena ("random").
    fn name(&self) -> &'static str;
    /// Chooses an action for the decision in `obs`, which must be this seat's turn.
    /// Returns `None` only when no action is legal (the game is over).
    fn choose(&mut self, obs: &Observation) -> Option<Action>;
}

/// Plays a whole game with one bot per seat, each seeing only its own observation.
/// Returns the final state and the record of every action, or `None` in the state's
/// place if `max_actions` ran out first (a game that stalls: see docs/RULES.md).
pub fn play_game(
    options: crate::rules::Options,
    seed: u64,
    bots: &mut [Box<dyn Bot>],
    max_actions: usize,
) -> Result<(crate::rules::GameState, crate::rules::GameRecord), PlayError> {
    use crate::rules::{GameRecord, GameState};
    let mut state = GameState::new(options, seed).map_err(|e| PlayError(e.to_string()))?;
    if bots.len() != options.players as usize {
        return Err(PlayError(format!("{} bots for {} players", bots.len(), options.players)));
    }
    let mut record = GameRecord::new(options, seed);
    while let Some(seat) = state.to_move() {
        if record.actions.len() >= max_actions {
            break;
        }
        let obs = state.observation(seat);
        let action =
            bots[seat as usize].choose(&obs).ok_or_else(|| PlayError(format!("bot {} had no action", bots[seat as usize].name())))?;
        state.apply_quiet(action).map_err(|e| PlayError(format!("bot {} chose an illegal action: {e}", bots[seat as usize].name())))?;
        record.actions.push(action);
    }
    Ok((state, record))
}

/// A game between bots that could not be played to the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError(pub String);

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PlayError {}
