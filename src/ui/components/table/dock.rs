//! The dock at the bottom of the screen: the cards drawn to keep, the one-time tip, the
//! hand, and the prompt bar with its line, Undo and the hint.

use yew::prelude::*;

use super::scene::{Scene, Ways};
use crate::rules::{CardCounts, Decision};
use crate::table::choices::Choices;
use crate::table::hint::Hint;
use crate::table::i18n::text;
use crate::table::model::Msg;
use crate::table::protocol::BotLevel;
use crate::table::text::{decision_line, hint_text};
use crate::ui::components::details_tip::details_tip;
use crate::ui::components::drawn_cards::drawn_cards;
use crate::ui::components::hand::{Hand, hand};
use crate::ui::components::prompt::{Prompt, prompt};
use crate::ui::components::undo_hint::UndoHint;
use crate::ui::random_seed;

impl Scene<'_> {
    /// Cards drawn and waiting to be kept, when the person may see them: the title
    /// over them (whose councillor, gold mine or explorer) and the cards.
    fn drawn(&self) -> Option<(String, CardCounts)> {
        let (tr, t, obs, names, human) = (self.tr, &self.obs.table, &self.obs, &self.names, self.game.human);
        let second_person = |p: u8| self.second_person(p);
        let player = t.step.player;
        match (t.step.ask, obs.pending) {
            (Decision::Keep { .. }, Some(cards)) if player == human => {
                Some((tr.f("drawn-councillor", &names.args(player, second_person(player))), cards))
            }
            (Decision::GoldMine, Some(cards)) => Some((tr.f("drawn-gold-mine", &names.args(player, second_person(player))), cards)),
            (Decision::Explorer { .. }, Some(cards)) => Some((tr.f("drawn-explorer", &names.args(player, second_person(player))), cards)),
            _ => None,
        }
    }

    /// The prompt's line: who decides what.
    fn turn_line(&self) -> String {
        let (tr, game, names) = (self.tr, self.game, &self.names);
        let decision = self.obs.decision();
        let old_captain = self.obs.table.rules_before_version_3;
        match self.obs.to_move() {
            None => tr.t("turn-over"),
            Some(p) if p == game.human && game.plays() => match game.build_choice {
                Some(b) => tr.f("turn-where", &[("building", text(tr.card(b)))]),
                None => tr.f("turn-yours", &[("decision", text(decision_line(tr, decision, true, old_captain)))]),
            },
            Some(p) => {
                let mut args = names.args(p, false).to_vec();
                args.push(("decision", text(decision_line(tr, decision, false, old_captain))));
                tr.f("turn-other", &args)
            }
        }
    }

    /// The prompt bar: who decides what, the choices with no card to click, Undo and
    /// the hint, and at the end "Play again".
    fn prompt(&self, hint: Option<&Hint>, choices: Choices, on_msg: &Callback<Msg>) -> Html {
        let game = self.game;
        let over = game.is_over();
        // At the end of a game the person played: the same seats and options, a new deal.
        let on_play_again = (over && game.plays()).then(|| on_msg.reform(|_| Msg::PlayAgain { seed: random_seed() }));
        // Only the expert thinks long enough to want a bar.
        let thinking_millis = match game.bot_to_move() {
            Some((_, level)) if level == BotLevel::Expert => level.millis(),
            _ => 0,
        };
        let bar = Prompt {
            line: self.turn_line(),
            your_turn: self.your_turn(),
            thinking: !over && game.bot_to_move().is_some(),
            thinking_millis,
            step: game.record.actions.len(),
            decision: self.obs.decision(),
            tools: self.tools(hint, &choices, on_msg),
            choices,
            on_action: on_msg.reform(Msg::Human),
            on_select_build: on_msg.reform(Msg::SelectBuild),
            on_play_again,
        };
        prompt(self.tr, &bar)
    }

    /// Undo and the hint, while the person plays this game.
    fn tools(&self, hint: Option<&Hint>, choices: &Choices, on_msg: &Callback<Msg>) -> Option<Html> {
        let (tr, game, human) = (self.tr, self.game, self.game.human);
        let your_turn = self.your_turn();
        (game.plays() && !game.is_over()).then(|| {
            let line = hint.map(|h| {
                let only_choice = choices.actions.len() == 1;
                let city = self.obs.table.players[human as usize].city();
                let (line, why) = hint_text(tr, h, self.obs.decision(), city, only_choice);
                (AttrValue::from(line), why.map(AttrValue::from))
            });
            html! {
                <UndoHint can_undo={game.can_undo()} can_ask={your_turn && hint.is_none()} hints={!game.no_hints}
                    thinking={hint.is_some_and(Hint::thinking)} hint={line} on_msg={on_msg.clone()} />
            }
        })
    }

    /// The dock at the bottom of the screen: the cards drawn to keep, the one-time tip,
    /// the hand and the prompt.
    pub(super) fn dock(&self, choices: Choices, ways: &Ways, hint: Option<&Hint>, show_tip: bool) -> Html {
        let (tr, game, human) = (self.tr, self.game, self.game.human);
        html! {
            <div class="dock" data-testid="dock">
                // In a fragment of its own so the hand and prompt after it are kept when
                // drawn cards come and go (yewstack/yew#3262).
                <>{ for self.drawn().map(|(title, cards)| {
                    drawn_cards(tr, title, cards, &choices, &ways.on_action, &ways.on_detail)
                }) }</>
                // A fragment of its own, like the drawn cards above (yewstack/yew#3262).
                <>{ for show_tip.then(|| html! {
                    { details_tip(tr, &ways.on_msg.reform(|_| Msg::DetailsTipSeen)) }
                }) }</>
                { hand(tr, &Hand {
                    title: tr.f("hand-title", &self.names.args(human, self.second_person(human))),
                    hand: self.obs.hand,
                    fresh: game.fresh,
                    choices: choices.clone(),
                    on_action: ways.on_action.clone(),
                    on_select_build: ways.on_select_build.clone(),
                    on_detail: ways.on_detail.clone(),
                }) }
                { self.prompt(hint, choices, &ways.on_msg) }
            </div>
        }
    }
}
