//! The table: every player's city, the role placards, the trading house, the piles,
//! the human's hand, the prompt, the log, and at the end the scoring pad.
//!
//! [`Table`] lays the parts out and keeps what only the page knows (a card's details
//! open, the rules' help open); `Scene` says what each part shows, from the game as the
//! person's seat sees it.
//!
//! Where the parts are: the component, its props and the page's own state here; the
//! `Scene` and the callbacks the parts send through in `scene.rs` (with the top bar's
//! lines); the board (the cities, the role placards, the events, the score pad) in
//! `board.rs`; the side column (the trading house, the piles, the log) in `side.rs`; the
//! dock (the drawn cards, the hand, the prompt with Undo and the hint) in `dock.rs`.

mod board;
mod dock;
mod scene;
mod side;

use std::rc::Rc;

use yew::prelude::*;

use super::announcer::announcer;
use super::card_detail::CardDetail;
use super::keyboard::{DECISION_ID, focus_decision, focus_part, use_table_keyboard};
use super::layout::{use_narrow, use_one_screen};
use super::motion_layer::MotionLayer;
use super::rules_help::RulesHelp;
use super::top_bar::TopBar;
use crate::rules::{Building, Edition};
use crate::table::game::Game;
use crate::table::hint::Hint;
use crate::table::i18n::Texts;
use crate::table::model::{Msg, Notice};
use crate::table::setup::Speed;
use crate::table::text::daily_badge;
use crate::ui::download::download_text;
use crate::ui::i18n::use_texts;
use scene::{Scene, Ways};

/// Props of [`Table`].
#[derive(Properties)]
pub struct TableProps {
    /// The game at the table.
    pub game: Rc<Game>,
    /// Bot pace.
    pub speed: Speed,
    /// Bots play in the page (the worker failed).
    pub in_page_bots: bool,
    /// Show the one-time tip about a card's full text.
    #[prop_or_default]
    pub show_tip: bool,
    /// The hint asked for the decision at the table ("What would the hard bot do?").
    #[prop_or_default]
    pub hint: Option<Hint>,
    /// Sends messages to the reducer.
    pub on_msg: Callback<Msg>,
}

impl PartialEq for TableProps {
    /// The game is compared by pointer: the reducer makes a new one whenever it changes.
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.game, &other.game)
            && self.speed == other.speed
            && self.in_page_bots == other.in_page_bots
            && self.show_tip == other.show_tip
            && self.hint == other.hint
            && self.on_msg == other.on_msg
    }
}

/// Opens a card's details. Opening them shows the person the way in: the one-time tip
/// (`show_tip`) has done its job.
fn on_detail(detail: &UseStateHandle<Option<Building>>, on_msg: &Callback<Msg>, show_tip: bool) -> Callback<Building> {
    let (detail, on_msg) = (detail.clone(), on_msg.clone());
    Callback::from(move |b: Building| {
        detail.set(Some(b));
        if show_tip {
            on_msg.emit(Msg::DetailsTipSeen);
        }
    })
}

/// The skip link, first on the table: to the decision (its first choice), seen once
/// focused. A link to the prompt bar, so it also works as a plain link.
fn skip_link(tr: &Texts) -> Html {
    let onclick = Callback::from(|e: MouseEvent| {
        e.prevent_default();
        focus_decision();
    });
    html! {
        <a class="skip-link" href={format!("#{DECISION_ID}")} {onclick} data-testid="skip-link">{ tr.t("skip-to-decision") }</a>
    }
}

/// Offers the game's record as a file (a failed download is said in a notice).
fn on_export(game: &Rc<Game>, on_msg: &Callback<Msg>) -> Callback<()> {
    let (game, on_msg) = (game.clone(), on_msg.clone());
    Callback::from(move |_| {
        let file = format!("san-juan-{}-{}.json", game.record.seed, game.record.actions.len());
        if let Err(e) = download_text(&file, "application/json", &game.export_record().to_json()) {
            on_msg.emit(Msg::Notify(Notice::ExportFailed(e)));
        }
    })
}

/// A callback that sets `state` to `value`.
fn set_to<T: Clone + 'static>(state: &UseStateHandle<T>, value: T) -> Callback<()> {
    let state = state.clone();
    Callback::from(move |_| state.set(value.clone()))
}

/// The game table.
#[component]
pub fn Table(props: &TableProps) -> Html {
    let game = &props.game;
    let tr = use_texts();
    let detail = use_state(|| None::<Building>);
    let help = use_state(|| false);
    let narrow = use_narrow();
    let scene = Scene::new(&tr, game, narrow);
    let (t, human) = (&scene.obs.table, game.human);
    let mut choices = game.choices();
    choices.hinted = props.hint.as_ref().and_then(Hint::action);
    let over = game.is_over();
    use_table_keyboard(scene.your_turn(), over);
    use_one_screen((game.record.actions.len(), choices.build_choice.map(|b| b as u8)), scene.your_turn(), narrow);

    let ways = Ways {
        on_msg: props.on_msg.clone(),
        on_action: props.on_msg.reform(Msg::Human),
        on_select_build: props.on_msg.reform(Msg::SelectBuild),
        on_detail: on_detail(&detail, &props.on_msg, props.show_tip),
    };
    let (round_line, first_turn) = scene.top_lines();
    let daily = game.daily.map(|d| AttrValue::from(daily_badge(&tr, d)));
    let turn = if over {
        "over"
    } else if scene.your_turn() {
        "you"
    } else {
        "bot"
    };
    // A narrow screen's "Log": the log at the end of the board, brought into view.
    let on_log = Callback::from(|_| focus_part(".log"));
    html! {
        // The cards' texts follow the game's rule set (the 2nd edition changes three).
        <ContextProvider<Edition> context={t.options.edition}>
        <div class="table" data-testid="table" data-turn={turn} data-step={game.record.actions.len().to_string()}
            data-in-page={props.in_page_bots.to_string()}>
            { skip_link(&tr) }
            <TopBar {round_line} {first_turn} {daily} speed={props.speed} on_speed={props.on_msg.reform(Msg::SetSpeed)}
                on_export={on_export(game, &props.on_msg)} on_link={props.on_msg.reform(move |_| Msg::CopyLink { seen_by: Some(human) })} on_new_game={props.on_msg.reform(|_| Msg::ShowSetup)}
                on_help={set_to(&help, true)} replay={game.watching} {over} {on_log} />
            <div class="layout">
                <main class="main">
                    { scene.board(&choices, &ways, props.in_page_bots) }
                    { scene.dock(choices, &ways, props.hint.as_ref(), props.show_tip) }
                    if game.plays() {
                        { announcer(&tr, game) }
                    }
                </main>
                { scene.side() }
            </div>
            if let Some(b) = *detail {
                <CardDetail building={b} on_close={set_to(&detail, None)} />
            }
            if *help {
                <RulesHelp on_close={set_to(&help, false)} />
            }
            // What the last action moved, over everything (no motion in a replay).
            <MotionLayer game={game.id} step={game.record.actions.len()} motions={game.motions.clone()} {human}
                millis={if game.watching { 0 } else { props.speed.motion_millis() }} />
        </div>
        </ContextProvider<Edition>>
    }
}
