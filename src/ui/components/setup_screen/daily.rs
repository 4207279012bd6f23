//! Today's deal on the new-game screen: its button with its terms, whether today's try
//! was taken (a game now is practice), and the days played, won and the streak.

use yew::prelude::*;

use super::SetupScreenProps;
use crate::table::daily::Day;
use crate::table::i18n::Texts;
use crate::table::model::Msg;
use crate::table::setup::NewGame;
use crate::table::text::{daily_stats_line, daily_terms};

/// Today's deal: "Play today's deal" (after "abandon the game in progress?" when one
/// goes on), what the deal is, whether the day's try was taken, the days played. Nothing
/// when the page's clock gives no day.
pub(super) fn daily_deal(tr: &Texts, props: &SetupScreenProps, draft: &NewGame, pending: &UseStateHandle<Option<Msg>>) -> Html {
    let Some(day) = props.today else { return html! {} };
    let msg = Msg::StartDaily { day, name: draft.name.clone() };
    let (on_msg, running, pending) = (props.on_msg.clone(), props.game_running, pending.clone());
    let onclick = Callback::from(move |_: MouseEvent| if running { pending.set(Some(msg.clone())) } else { on_msg.emit(msg.clone()) });
    let tried = props.daily.tried_on(day);
    html! {
        <section class="daily" aria-labelledby="daily-title" data-testid="daily" data-day={day.iso()} data-tried={tried.to_string()}>
            <h2 id="daily-title">{ tr.t("daily-title") }</h2>
            <p class="daily-start">
                <button type="button" class="primary" data-testid="daily-start" {onclick} aria-describedby="daily-terms">
                    { tr.t("daily-play") }
                </button>
                <span id="daily-terms">{ daily_terms(tr) }</span>
            </p>
            if tried {
                <p class="daily-tried" data-testid="daily-tried">{ tr.t("daily-tried") }</p>
            }
            if props.daily.played > 0 {
                <p class="player-stats" data-testid="daily-stats" data-played={props.daily.played.to_string()}
                    data-won={props.daily.won.to_string()}>{ daily_stats_line(tr, &props.daily, day) }</p>
            }
        </section>
    }
}

/// Today in UTC by the page's clock (`None` if the clock gives no day).
pub fn today() -> Option<Day> {
    Day::from_unix_millis(js_sys::Date::now())
}
