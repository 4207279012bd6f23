//! The last finished games kept in this browser, on the new-game screen, each with
//! "Review": it opens the game as a replay at its end and reviews the seat a person
//! played (`ReviewMsg::Recent`).

use yew::prelude::*;

use super::markup::sends;

use crate::table::i18n::{Texts, text};
use crate::table::model::Msg;
use crate::table::recent::RecentGames;
use crate::table::review::ReviewMsg;
use crate::table::text::review::recent_line;

/// The list of `recent` games, newest first, each line its seats' names and points and a
/// Review button that sends `ReviewMsg::Recent` through `on_msg`. Nothing when none is
/// kept. A plain function: it has no state of its own.
pub fn recent_games(tr: &Texts, recent: &RecentGames, on_msg: &Callback<Msg>) -> Html {
    if recent.0.is_empty() {
        return Html::default();
    }
    let rows = recent.0.iter().enumerate().map(|(i, game)| {
        let line = recent_line(tr, game);
        let label = tr.f("recent-review-label", &[("game", text(line.as_str()))]);
        html! {
            <li>
                <span>{ line }</span>
                <button type="button" class="secondary" data-testid="recent-review" aria-label={label}
                    onclick={sends(on_msg, Msg::Review(ReviewMsg::Recent(i)))}>{ tr.t("recent-review") }</button>
            </li>
        }
    });
    html! {
        <section class="recent-games" aria-labelledby="recent-title" data-testid="recent-games">
            <h2 id="recent-title">{ tr.t("recent-title") }</h2>
            <ul>{ for rows }</ul>
        </section>
    }
}
