//! The new-game screen: your name, 2–8 players (for 5–8 the extra roles, one deck, the
//! gold mine's options), each other seat a bot of some strength or a person with a
//! name (pass-and-play), the rule set, the New Buildings, the Events, the
//! starting-hand variant, no hints, an optional seed, the bots' speed; Start. Below,
//! apart: replay a record.
//!
//! The form edits one [`NewGame`], whose [`Options`] each field group changes whole
//! (`OptionsField`); a new option is one more field in `option_fields.rs` (and its texts).
//!
//! Where the parts are: the screen, Start, "Learn to play", "abandon the game in
//! progress?" and the record to replay here; the seats' rows in `seats.rs`; the fields
//! that edit the [`Options`] in `option_fields.rs`; the name, the seed, the bots' pace
//! and the two shapes of a field (a check, a labelled control) in `form_fields.rs`; the
//! results in this browser in `stats.rs`.

mod daily;
mod form_fields;
mod option_fields;
mod rating;
mod seats;
mod stats;

use yew::prelude::*;

use super::confirm_dialog::ConfirmDialog;
use super::field::input_element;
use super::markup::{button, sends};
use super::recent_games::recent_games;
use super::rules_help::RulesHelp;
use crate::rules::Options;
use crate::table::daily::{DailyStats, Day};
use crate::table::guide::GuideMsg;
use crate::table::i18n::Texts;
use crate::table::model::{Msg, Notice};
use crate::table::rating::Ratings;
use crate::table::recent::RecentGames;
use crate::table::saved::{PersonStats, PlayerStats};
use crate::table::setup::{NewGame, RememberedNames, Speed};
use crate::ui::i18n::{lang_picker, use_i18n, use_texts};
use crate::ui::random_seed;
use daily::daily_deal;
pub use daily::today;
use form_fields::{SeedInput, check, name_field, seed_field, speed_field};
use option_fields::{OptionsField, extra_roles_field, gold_digger_field, one_deck_field, players_field, rule_set_fields};
use rating::rating;
use seats::{on_seat, seats_field};
use stats::stats;

/// Props of [`SetupScreen`].
#[derive(Properties, PartialEq)]
pub struct SetupScreenProps {
    /// The choices to start from (the last game's).
    pub initial: NewGame,
    /// Bot pace.
    pub speed: Speed,
    /// A game is in progress (offer to go back to it).
    pub can_return: bool,
    /// A game is in progress and not over: Start asks before abandoning it.
    pub game_running: bool,
    /// The person's results in this browser (games of one person).
    pub player_stats: PlayerStats,
    /// Every person's results in this browser, by name.
    #[prop_or_default]
    pub person_stats: PersonStats,
    /// The last finished games kept in this browser, to review.
    pub recent: RecentGames,
    /// The persons' names this browser remembers, for a seat turned to "Person".
    #[prop_or_default]
    pub names: RememberedNames,
    /// Guided first games played to the end in this browser (counted apart).
    #[prop_or_default]
    pub guided_finished: u32,
    /// Today's deals played in this browser.
    #[prop_or_default]
    pub daily: DailyStats,
    /// Every person's rating in this browser.
    #[prop_or_default]
    pub ratings: Ratings,
    /// Today in UTC (`None`: today's deal is not offered).
    #[prop_or_default]
    pub today: Option<Day>,
    /// Sends `Start`, `SetSpeed`, `ShowTable`, `Guide`.
    pub on_msg: Callback<Msg>,
}

/// The new-game form.
#[component]
pub fn SetupScreen(props: &SetupScreenProps) -> Html {
    let tr = use_texts();
    let i18n = use_i18n();
    let draft = use_state(|| props.initial.clone());
    let seed = use_state(SeedInput::default);
    // The new game waiting for "abandon the current game?".
    let pending = use_state(|| None::<Msg>);
    let help = use_state(|| false);

    let on_name = {
        let draft = draft.clone();
        Callback::from(move |name: String| draft.set(NewGame { name, ..(*draft).clone() }))
    };
    let on_options = {
        let draft = draft.clone();
        Callback::from(move |options: Options| draft.set(NewGame { options, ..(*draft).clone() }))
    };
    let on_seat = on_seat(&draft, &props.names);
    let on_no_hints = {
        let draft = draft.clone();
        Callback::from(move |no_hints: bool| draft.set(NewGame { no_hints, ..(*draft).clone() }))
    };
    let on_seed = {
        let seed = seed.clone();
        Callback::from(move |text: String| seed.set(SeedInput { text, error: false }))
    };
    let onsubmit = on_start(props, &draft, &seed, &pending);
    let open_help = {
        let help = help.clone();
        Callback::from(move |_: MouseEvent| help.set(true))
    };
    let help_dialog = help.then(|| {
        let help = help.clone();
        html! { <RulesHelp on_close={Callback::from(move |_| help.set(false))} /> }
    });
    let confirm = (*pending).clone().map(|new| confirm_abandon(&tr, new, &pending, &props.on_msg));
    let back = props.can_return.then(|| {
        let onclick = sends(&props.on_msg, Msg::ShowTable);
        button("secondary", "back-to-game", onclick, tr.t("back-to-game"))
    });
    let field = OptionsField { options: draft.options, on_change: on_options };
    html! {
        <main class="setup">
            <div class="setup-head">
                <h1>{ tr.t("app-title") }</h1>
                { i18n.as_ref().map(lang_picker).unwrap_or_default() }
            </div>
            <p class="intro">{ tr.t("setup-intro") }</p>
            <p class="intro-help">
                { button("secondary", "help-open", open_help, tr.t("help-open")) }
            </p>
            { learn_to_play(&tr, props, &draft, &pending) }
            { daily_deal(&tr, props, &draft, &pending) }
            { rating(&tr, props, &draft.person_name()) }
            { stats(&tr, props) }
            <form {onsubmit} data-testid="new-game-form">
                { name_field(&tr, &draft.name, on_name) }
                { players_field(&tr, &field) }
                { seats_field(&tr, &draft, on_seat) }
                { one_deck_field(&tr, &field) }
                { extra_roles_field(&tr, &field) }
                { gold_digger_field(&tr, &field) }
                { rule_set_fields(&tr, &field) }
                { check(draft.no_hints, tr.t("field-no-hints"), "no-hints", false, on_no_hints) }
                { seed_field(&tr, &seed, on_seed) }
                { speed_field(&tr, props.speed, &props.on_msg) }
                <div class="actions">
                    <button type="submit" class="primary" data-testid="start" disabled={draft.validate().is_err() || draft.name_problem().is_some()}>{ tr.t("start") }</button>
                    <>{ for back }</>
                </div>
            </form>
            { recent_games(&tr, &props.recent, &props.on_msg) }
            { import_record(&tr, &props.on_msg) }
            // A fragment of its own, or the whole form is re-created when the dialog opens
            // (yew 0.23 pairs unkeyed children from the back: yewstack/yew#3262).
            <>{ for confirm }</>
            <>{ for help_dialog }</>
        </main>
    }
}

/// Start: the draft with the seed typed (or drawn), after "abandon the game in
/// progress?" when one is running; a seed that does not read is said instead.
fn on_start(
    props: &SetupScreenProps,
    draft: &UseStateHandle<NewGame>,
    seed: &UseStateHandle<SeedInput>,
    pending: &UseStateHandle<Option<Msg>>,
) -> Callback<SubmitEvent> {
    let (draft, seed, pending) = (draft.clone(), seed.clone(), pending.clone());
    let (on_msg, running) = (props.on_msg.clone(), props.game_running);
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        let text = seed.text.trim();
        let Ok(number) = (if text.is_empty() { Ok(random_seed()) } else { text.parse::<u64>() }) else {
            seed.set(SeedInput { error: true, ..(*seed).clone() });
            return;
        };
        let new = NewGame { seed: number, ..(*draft).clone() };
        if new.validate().is_err() || new.name_problem().is_some() {
            return; // Start is disabled; the form says what is missing
        }
        if running { pending.set(Some(Msg::Start(new))) } else { on_msg.emit(Msg::Start(new)) }
    })
}

/// "Learn to play": the guided first game under the name typed (after "abandon the
/// game in progress?" when one goes on).
fn learn_to_play(tr: &Texts, props: &SetupScreenProps, draft: &NewGame, pending: &UseStateHandle<Option<Msg>>) -> Html {
    let msg = Msg::Guide(GuideMsg::Learn(draft.name.clone()));
    let (on_msg, running, pending) = (props.on_msg.clone(), props.game_running, pending.clone());
    let onclick = Callback::from(move |_: MouseEvent| if running { pending.set(Some(msg.clone())) } else { on_msg.emit(msg.clone()) });
    html! {
        <p class="learn-to-play">
            { button("primary", "learn-to-play", onclick, tr.t("learn-to-play")) }
            <span>{ tr.t("learn-to-play-about") }</span>
        </p>
    }
}

/// "Abandon the game in progress?" before `start` (a new game, or the guided one): yes
/// starts it, no forgets it.
fn confirm_abandon(tr: &Texts, start: Msg, pending: &UseStateHandle<Option<Msg>>, on_msg: &Callback<Msg>) -> Html {
    let on_confirm = {
        let (pending, on_msg) = (pending.clone(), on_msg.clone());
        Callback::from(move |_| {
            pending.set(None);
            on_msg.emit(start.clone());
        })
    };
    let on_cancel = {
        let pending = pending.clone();
        Callback::from(move |_| pending.set(None))
    };
    html! {
        <ConfirmDialog question={tr.t("confirm-abandon")}
            confirm_label={tr.t("confirm-abandon-yes")} {on_confirm} {on_cancel} />
    }
}

/// Replaying a record: another way in, a group of its own apart from Start.
fn import_record(tr: &Texts, on_msg: &Callback<Msg>) -> Html {
    let on_import = {
        let on_msg = on_msg.clone();
        Callback::from(move |e: Event| {
            let file = input_element(&e).and_then(|i| i.files()).and_then(|files| files.get(0));
            let Some(file) = file else { return };
            let on_msg = on_msg.clone();
            wasm_bindgen_futures::spawn_local(async move {
                match wasm_bindgen_futures::JsFuture::from(file.text()).await.ok().and_then(|v| v.as_string()) {
                    Some(text) => on_msg.emit(Msg::OpenReplay(text)),
                    None => on_msg.emit(Msg::Notify(Notice::FileUnreadable)),
                }
            });
        })
    };
    html! {
        <section class="import" aria-labelledby="import-title" data-testid="import">
            <h2 id="import-title">{ tr.t("import-title") }</h2>
            // The file input's own button speaks the browser's language, not the table's:
            // it is hidden (still focusable) under a button-like label of ours.
            <label class="field">
                <span>{ tr.t("import-record") }</span>
                <span class="file-pick">
                    <input type="file" class="visually-hidden" accept=".json,application/json" onchange={on_import}
                        data-testid="import-record" />
                    <span class="file-pick-button" aria-hidden="true">{ tr.t("import-choose") }</span>
                </span>
            </label>
        </section>
    }
}
