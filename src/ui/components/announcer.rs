//! A polite live region, apart from the prompt, that tells a screen reader what the
//! others did since the person's last decision (one paragraph per turn: a bot paying a
//! building card by card is one turn, said once it is over) and, at the end, who won
//! and the scores. Its words come from `text::announce`; it is visually hidden (the
//! table and the log show the same).

use std::rc::Rc;

use yew::prelude::*;

use crate::table::game::Game;
use crate::table::text::{end_said, turn_said, turns_since_decision, Names};
use crate::ui::i18n::use_texts;

/// Props of [`Announcer`].
#[derive(Properties)]
pub struct AnnouncerProps {
    /// The game at the table (compared by pointer: the reducer makes a new one whenever
    /// it changes).
    pub game: Rc<Game>,
}

impl PartialEq for AnnouncerProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.game, &other.game)
    }
}

/// The announcements region.
#[component]
pub fn Announcer(props: &AnnouncerProps) -> Html {
    let tr = use_texts();
    let game = &props.game;
    let names = Names::new(&tr, &game.seats);
    // A game at the table always replays; if it did not, nothing is said.
    let turns = turns_since_decision(&game.record, game.human).unwrap_or_default();
    // Keyed by the turn's first step: while the turns since the person's decision grow,
    // a new paragraph is added (and read) per turn and the ones already read stay as
    // they are.
    let said = turns.iter().map(|t| {
        let key = t.step;
        // Whose turn it was (none for the news of the person's own), for the tests.
        let seat = t.seat.map(|s| AttrValue::from(s.to_string()));
        html! { <p key={key} data-seat={seat}>{ turn_said(&tr, t, &names, game.human) }</p> }
    });
    let end = game.is_over().then(|| {
        html! { <p key="end" data-testid="announce-end">{ end_said(&tr, &names, &game.state.final_score()) }</p> }
    });
    html! {
        <section class="visually-hidden" aria-live="polite" aria-label={tr.t("announce-label")} data-testid="announcer">
            { for said.chain(end) }
        </section>
    }
}
