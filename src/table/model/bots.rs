//! The bots' answers: a bot's move (checked against the position it was asked for), the
//! worker's failure (bots go on in the page), and the hint the hard bot gives the person.

use super::Model;
use crate::rules::Action;
use crate::table::hint::{Hint, HintState, Suggestion};
use crate::table::notice::Notice;
use crate::table::protocol::{BotLevel, BotRequest, SearchSummary};

impl Model {
    pub(super) fn bot_move(&mut self, game: u32, step: usize, action: Option<Action>) {
        let Some(current) = self.game.as_ref() else { return };
        if current.id != game || current.record.actions.len() != step || current.bot_to_move().is_none() {
            return; // an answer for an earlier position: ignore it
        }
        let legal = action.filter(|a| current.state.is_legal(*a));
        let action = match legal {
            Some(a) => a,
            None if !self.in_page_bots => {
                self.in_page_bots = true;
                self.notify(Notice::IllegalBotMove(format!("{action:?}")));
                return;
            }
            // In the page: never stall; the first legal action keeps the game going.
            None => match current.state.legal_actions().first() {
                Some(a) => *a,
                None => return,
            },
        };
        self.with_game(|g| {
            // Checked legal above; a refusal would leave the game unchanged.
            let _ = g.play(action);
        });
    }

    /// The bots play in the page from now on; the first failure's notice says why.
    pub(super) fn worker_failed(&mut self, why: Notice) {
        if !self.in_page_bots {
            self.in_page_bots = true;
            self.notify(why);
        }
    }

    /// The hint request to send to the worker, while a hint is being thought about: the
    /// hard bot, from the person's own observation (`Game::hint_request`).
    pub fn hint_request(&self) -> Option<BotRequest> {
        let hint = self.hint.as_ref().filter(|h| h.thinking() && self.hand_over.is_none())?;
        self.game.as_ref()?.hint_request(hint.id)
    }

    /// Asks for a hint, when it is the person's turn at the table and none is asked or
    /// shown for this decision yet.
    pub(super) fn ask_hint(&mut self) {
        let turn = self.table_game().is_some_and(|g| g.hint_request(0).is_some());
        if !turn || self.hint.is_some() || self.hand_over.is_some() {
            return;
        }
        self.hints_asked = self.hints_asked.wrapping_add(1);
        self.hint = Some(Hint { id: self.hints_asked, state: HintState::Thinking });
        // Asked is taken: the game no longer moves the person's rating.
        self.with_game(|g| g.hints_taken += 1);
    }

    /// Takes the answer `id` of the hint being thought about, if it is still that one:
    /// the suggestion when it is legal now, else "nothing to suggest". It changes nothing
    /// else (the game above all).
    pub(super) fn hinted(&mut self, id: u32, action: Option<Action>, by: BotLevel, search: Option<SearchSummary>) {
        let Some(hint) = self.hint.as_mut().filter(|h| h.id == id && h.thinking()) else { return };
        let Some(game) = self.game.as_ref() else { return };
        hint.state = match action.filter(|a| game.choices().contains(*a)) {
            Some(action) => HintState::Ready(Suggestion { action, by, search }),
            None => HintState::Nothing,
        };
    }
}
