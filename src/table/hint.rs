//! "What would the hard bot do?": the hard bot's suggestion for the person's decision,
//! as data.
//!
//! The person asks (`Msg::AskHint`); the model then holds a [`Hint`] that is
//! [`HintState::Thinking`] and offers the request to send (`Model::hint_request`: the
//! person's own observation, never the full state, for the hard bot in the worker). The
//! answer (`Msg::Hinted`) is taken only if it carries the hint's id while the same
//! decision is still asked; it is shown as a highlight and a line in words, never played.
//! Any change of the game (an action, an undo, a bot's move, a new game) drops the hint,
//! so a late answer finds nothing to fill. If the worker failed, the page's medium bot
//! answers instead (`ui::bots`), and the hint says so ([`Suggestion::by`]).

use super::protocol::{BotLevel, SearchSummary};
use crate::rules::Action;

/// A hint asked for the decision at the table.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The request's number: only the answer carrying it is taken.
    pub id: u32,
    /// Asked, answered or without an answer.
    pub state: HintState,
}

/// Where a [`Hint`] stands.
#[derive(Clone, Debug, PartialEq)]
pub enum HintState {
    /// Asked: the bot is thinking.
    Thinking,
    /// The bot's suggestion (a legal action of the decision it was asked for).
    Ready(Suggestion),
    /// The bot had nothing legal to suggest (it should not happen; said rather than
    /// hidden).
    Nothing,
}

/// What the bot would do, and what little it can say why.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Suggestion {
    /// The action it would take.
    pub action: Action,
    /// Which bot answered: the hard bot in the worker, or the medium bot in the page
    /// when the worker failed.
    pub by: BotLevel,
    /// What the hard bot's search found for it, when it searched.
    pub search: Option<SearchSummary>,
}

impl Hint {
    /// The suggested action, once the answer is in.
    pub fn action(&self) -> Option<Action> {
        match &self.state {
            HintState::Ready(s) => Some(s.action),
            HintState::Thinking | HintState::Nothing => None,
        }
    }

    /// Whether the bot is still thinking.
    pub fn thinking(&self) -> bool {
        self.state == HintState::Thinking
    }
}
