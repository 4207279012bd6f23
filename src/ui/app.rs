//! The root component: one reducer for the whole game, the bot driver, and the screen
//! that shows (new-game form or table).

use yew::prelude::*;

use super::bots::use_bots;
use super::components::notice::Notice;
use super::components::setup_screen::SetupScreen;
use super::components::table::Table;
use super::state::{Model, Msg, Screen};

/// The San Juan app.
#[component]
pub fn App() -> Html {
    let model = use_reducer(Model::default);
    use_bots(&model);
    let on_msg = {
        let model = model.clone();
        Callback::from(move |msg: Msg| model.dispatch(msg))
    };
    let notice = model.notice.clone().map(|text| {
        let on_dismiss = on_msg.reform(|_| Msg::DismissNotice);
        html! { <Notice {text} {on_dismiss} /> }
    });
    let screen = match (model.screen, model.game.clone()) {
        (Screen::Table, Some(game)) => html! {
            <Table {game} speed={model.speed} in_page_bots={model.in_page_bots} stats={model.stats} on_msg={on_msg.clone()} />
        },
        _ => html! {
            <SetupScreen
                initial={model.setup.clone()}
                speed={model.speed}
                can_return={model.game.is_some()}
                on_msg={on_msg.clone()}
            />
        },
    };
    html! {
        <div class="app" data-rev={model.rev.to_string()}>
            { for notice }
            { screen }
        </div>
    }
}
