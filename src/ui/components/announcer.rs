//! A polite live region, apart from the prompt, that tells a screen reader what the
//! others did since the person's last decision (one paragraph per turn: a bot paying a
//! building card by card is one turn, said once it is over) and, at the end, who won
//! and the scores. Its words come from `text::announce`; it is visually hidden (the
//! table and the log show the same).

use yew::prelude::*;

use crate::table::game::Game;
use crate::table::i18n::Texts;
use crate::table::text::{Names, end_said, turn_said, turns_since_decision};

/// The announcements region for the `game` at the table: a paragraph per turn since the
/// person's last decision, and the end. A plain function, not a component: it has no
/// state of its own (re-rendered unchanged, it changes nothing in the page, so nothing
/// is read again).
pub fn announcer(tr: &Texts, game: &Game) -> Html {
    let names = Names::new(tr, &game.seats);
    // A game at the table always replays; if it did not, nothing is said.
    let turns = turns_since_decision(&game.record, game.human).unwrap_or_default();
    // Keyed by the turn's first step: while the turns since the person's decision grow,
    // a new paragraph is added (and read) per turn and the ones already read stay as
    // they are.
    let said = turns.iter().map(|t| {
        let key = t.step;
        // Whose turn it was (none for the news of the person's own), for the tests.
        let seat = t.seat.map(|s| AttrValue::from(s.to_string()));
        html! { <p key={key} data-seat={seat}>{ turn_said(tr, t, &names, game.human) }</p> }
    });
    let end = game.is_over().then(|| {
        html! { <p key="end" data-testid="announce-end">{ end_said(tr, &names, &game.state.final_score()) }</p> }
    });
    html! {
        <section class="visually-hidden" aria-live="polite" aria-label={tr.t("announce-label")} data-testid="announcer">
            { for said.chain(end) }
        </section>
    }
}
