//! The root component: one reducer for the whole game, the bot driver, and the screen
//! that shows (new-game form or table).

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::bots::use_bots;
use super::components::damaged_save::DamagedSaveMessage;
use super::components::notice::Notice;
use super::components::replay_view::ReplayView;
use super::components::setup_screen::SetupScreen;
use super::components::table::Table;
use super::storage;
use crate::table::model::{Model, Msg, Screen};

/// The San Juan app.
#[component]
pub fn App() -> Html {
    // The unusable save stays where it is until the message is dismissed or a new game
    // replaces it (a reload in between shows the message again).
    let model = use_reducer(|| Model {
        player_stats: storage::load_stats(),
        ..Model::from_save(storage::read_raw(storage::SAVE_KEY).as_deref())
    });
    use_bots(&model);
    // Stores the statistics once per game that ended here.
    {
        let stats = model.player_stats;
        use_effect_with(model.finished_here, move |finished| {
            if finished.is_some() {
                let _ = storage::save_stats(&stats);
            }
        });
    }
    // Another tab that saves a game makes this page's game stale (two tabs would
    // otherwise overwrite each other's saves in turn). The browser sends `storage` events
    // only to the other pages of the origin.
    {
        let dispatcher = model.dispatcher();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|w| {
                EventListener::new(&w, "storage", move |e| {
                    let key = e.dyn_ref::<web_sys::StorageEvent>().and_then(|e| e.key());
                    if key.as_deref() == Some(storage::SAVE_KEY) {
                        dispatcher.dispatch(Msg::SavedElsewhere);
                    }
                })
            });
            move || drop(listener)
        });
    }
    // Saves after every action (human or bot) and when a game starts.
    {
        let game = model.game.clone().filter(|_| !model.saved_elsewhere);
        let key = game.as_ref().map(|g| (g.id, g.record.actions.len()));
        use_effect_with(key, move |_| {
            if let Some(game) = game {
                // A refused write (private mode, full storage) only means no save.
                let _ = storage::save(&game.saved());
            }
        });
    }
    let on_msg = {
        let model = model.clone();
        Callback::from(move |msg: Msg| model.dispatch(msg))
    };
    let notice = model.notice.clone().map(|text| {
        let on_dismiss = on_msg.reform(|_| Msg::DismissNotice);
        html! { <Notice {text} {on_dismiss} /> }
    });
    let damaged = model.damaged.clone().map(|d| {
        let on_dismiss = {
            let (on_msg, raw) = (on_msg.clone(), d.raw.clone());
            Callback::from(move |_| {
                // Kept aside (not deleted); the next load starts fresh.
                storage::set_aside(&raw);
                on_msg.emit(Msg::DismissDamaged);
            })
        };
        html! { <DamagedSaveMessage message={d.message} raw={d.raw} {on_dismiss} /> }
    });
    let screen = match (model.screen, model.game.clone(), model.replay.clone()) {
        (Screen::Replay, _, Some(replay)) => html! { <ReplayView {replay} on_msg={on_msg.clone()} /> },
        (Screen::Table, Some(game), _) => html! {
            <Table {game} speed={model.speed} in_page_bots={model.in_page_bots} stats={model.stats} on_msg={on_msg.clone()} />
        },
        _ => html! {
            <SetupScreen
                initial={model.setup.clone()}
                speed={model.speed}
                can_return={model.game.is_some()}
                game_running={model.game.as_ref().is_some_and(|g| !g.is_over())}
                player_stats={model.player_stats}
                on_msg={on_msg.clone()}
            />
        },
    };
    html! {
        <div class="app" data-rev={model.rev.to_string()}>
            // Each optional child in its own fragment: yew 0.23 pairs unkeyed children from
            // the back, so a notice appearing in the same list would re-create the screen
            // and lose its state (yewstack/yew#3262).
            <>{ for notice }</>
            <>{ for damaged }</>
            { screen }
        </div>
    }
}
