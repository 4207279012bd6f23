//! The new-game screen: your name, 2–4 players, each bot's strength, the rule set, the
//! New Buildings, the Events, the starting-hand variant, an optional seed, the bots'
//! speed; Start. Below, apart: replay a record.

use yew::prelude::*;

use super::confirm_dialog::ConfirmDialog;
use super::field::{input_element, input_value, select_value};
use super::rules_help::RulesHelp;
use crate::rules::Edition;
use crate::table::i18n::num;
use crate::table::model::{Msg, Notice};
use crate::table::protocol::BotLevel;
use crate::table::saved::PlayerStats;
use crate::table::setup::{NAME_MAX, NewGame, Speed};
use crate::table::text::{decimal, level_label, seat_name, speed_label};
use crate::ui::i18n::{use_texts, LangPicker};
use crate::ui::random_seed;

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
    /// The person's results in this browser.
    pub player_stats: PlayerStats,
    /// Sends `Start`, `SetSpeed`, `ShowTable`.
    pub on_msg: Callback<Msg>,
}

/// The form's fields.
#[derive(Clone, PartialEq)]
struct Form {
    name: String,
    bots: [BotLevel; 3],
    bot_count: usize,
    starting_hands: bool,
    edition: Edition,
    new_buildings: bool,
    events: bool,
    seed: String,
    /// The seed typed does not read as a number.
    error: bool,
}

/// The new-game form.
#[component]
pub fn SetupScreen(props: &SetupScreenProps) -> Html {
    let tr = use_texts();
    let form = {
        let init = props.initial.clone();
        use_state(move || {
            let mut bots = [BotLevel::Medium; 3];
            for (slot, level) in bots.iter_mut().zip(init.bots.iter()) {
                *slot = *level;
            }
            Form {
                name: init.name.clone(),
                bots,
                bot_count: init.bots.len().clamp(1, 3),
                starting_hands: init.starting_hands,
                edition: init.edition,
                new_buildings: init.new_buildings,
                events: init.events,
                seed: String::new(),
                error: false,
            }
        })
    };
    let update = |f: fn(&mut Form, &Event)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            f(&mut next, &e);
            form.set(next);
        })
    };
    let on_name = {
        let form = form.clone();
        Callback::from(move |e: InputEvent| {
            let mut next = (*form).clone();
            next.name = input_value(&e);
            form.set(next);
        })
    };
    let on_seed = {
        let form = form.clone();
        Callback::from(move |e: InputEvent| {
            let mut next = (*form).clone();
            next.seed = input_value(&e);
            next.error = false;
            form.set(next);
        })
    };
    let on_variant = update(|f, e| {
        f.starting_hands = input_element(e).is_some_and(|i| i.checked());
    });
    let on_edition = update(|f, e| {
        f.edition = if select_value(e) == "second" { Edition::Second } else { Edition::First };
    });
    let on_new_buildings = update(|f, e| {
        f.new_buildings = input_element(e).is_some_and(|i| i.checked());
    });
    let on_events = update(|f, e| {
        f.events = input_element(e).is_some_and(|i| i.checked());
    });
    let players = |n: usize| {
        let form = form.clone();
        Callback::from(move |_: Event| {
            let mut next = (*form).clone();
            next.bot_count = n - 1;
            form.set(next);
        })
    };
    let level = |i: usize| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            if let Some(l) = BotLevel::from_key(&select_value(&e)) {
                let mut next = (*form).clone();
                next.bots[i] = l;
                form.set(next);
            }
        })
    };
    let on_speed = {
        let on_msg = props.on_msg.clone();
        Callback::from(move |e: Event| {
            if let Some(s) = Speed::from_key(&select_value(&e)) {
                on_msg.emit(Msg::SetSpeed(s));
            }
        })
    };
    // The new game waiting for "abandon the current game?".
    let pending = use_state(|| None::<NewGame>);
    let help = use_state(|| false);
    let open_help = {
        let help = help.clone();
        Callback::from(move |_: MouseEvent| help.set(true))
    };
    let help_dialog = help.then(|| {
        let help = help.clone();
        html! { <RulesHelp on_close={Callback::from(move |_| help.set(false))} /> }
    });
    let onsubmit = {
        let form = form.clone();
        let on_msg = props.on_msg.clone();
        let pending = pending.clone();
        let running = props.game_running;
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let text = form.seed.trim().to_string();
            let seed = if text.is_empty() { Ok(random_seed()) } else { text.parse::<u64>() };
            match seed {
                Ok(seed) => {
                    let new = NewGame {
                        name: form.name.clone(),
                        bots: form.bots[..form.bot_count].to_vec(),
                        starting_hands: form.starting_hands,
                        edition: form.edition,
                        new_buildings: form.new_buildings,
                        events: form.events,
                        seed,
                    };
                    if running { pending.set(Some(new)) } else { on_msg.emit(Msg::Start(new)) }
                }
                Err(_) => {
                    let mut next = (*form).clone();
                    next.error = true;
                    form.set(next);
                }
            }
        })
    };
    let back = props.can_return.then(|| {
        let on_msg = props.on_msg.clone();
        html! {
            <button type="button" class="secondary" data-testid="back-to-game"
                onclick={Callback::from(move |_: MouseEvent| on_msg.emit(Msg::ShowTable))}>{ tr.t("back-to-game") }</button>
        }
    });
    let confirm = (*pending).clone().map(|new| {
        let on_confirm = {
            let (pending, on_msg) = (pending.clone(), props.on_msg.clone());
            Callback::from(move |_| {
                pending.set(None);
                on_msg.emit(Msg::Start(new.clone()));
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
    });
    let on_import = {
        let on_msg = props.on_msg.clone();
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
    let ps = props.player_stats;
    let stats_line = match ps.average() {
        None => tr.t("stats-none"),
        Some(avg) => tr.f(
            "stats-line",
            &[("played", num(ps.played)), ("won", num(ps.won)), ("average", crate::table::i18n::text(decimal(&tr, avg)))],
        ),
    };
    let f = &*form;
    // The seats this form makes, for the bots' names.
    let preview = NewGame { name: f.name.clone(), bots: f.bots[..f.bot_count].to_vec(), ..NewGame::default() }.seats();
    let bot_name = |i: usize| preview.get(i + 1).map(|s| seat_name(&tr, s)).unwrap_or_default();
    html! {
        <main class="setup">
            <div class="setup-head">
                <h1>{ tr.t("app-title") }</h1>
                <LangPicker />
            </div>
            <p class="intro">{ tr.t("setup-intro") }</p>
            <p class="intro-help">
                <button type="button" class="secondary" onclick={open_help} data-testid="help-open">{ tr.t("help-open") }</button>
            </p>
            <p class="player-stats" data-testid="player-stats" data-played={ps.played.to_string()}
                data-won={ps.won.to_string()}>{ stats_line }</p>
            <form {onsubmit} data-testid="new-game-form">
                <label class="field">
                    <span>{ tr.t("field-name") }</span>
                    <input type="text" maxlength={NAME_MAX.to_string()} placeholder={tr.t("you-name")} value={f.name.clone()}
                        oninput={on_name} data-testid="name" autocomplete="nickname" />
                </label>
                <fieldset class="field players">
                    <legend>{ tr.t("field-players") }</legend>
                    { for (2..=4usize).map(|n| html! {
                        <label class="pill">
                            <input type="radio" name="players" value={n.to_string()} checked={f.bot_count == n - 1}
                                onchange={players(n)} data-testid={format!("players-{n}")} />
                            <span>{ tr.f("players-count", &[("count", num(n as u32))]) }</span>
                        </label>
                    }) }
                </fieldset>
                <fieldset class="field bots">
                    <legend>{ tr.t("field-opponents") }</legend>
                    { for (0..f.bot_count).map(|i| html! {
                        <label class="bot-row">
                            <span>{ bot_name(i) }</span>
                            <select onchange={level(i)} data-testid={format!("bot-{i}")}>
                                { for BotLevel::ALL.iter().map(|l| html! {
                                    <option value={l.key()} selected={*l == f.bots[i]}>{ level_label(&tr, *l) }</option>
                                }) }
                            </select>
                        </label>
                    }) }
                </fieldset>
                <label class="field">
                    <span>{ tr.t("field-edition") }</span>
                    <select onchange={on_edition} data-testid="edition">
                        <option value="first" selected={f.edition == Edition::First}>{ tr.t("edition-first") }</option>
                        <option value="second" selected={f.edition == Edition::Second}>{ tr.t("edition-second") }</option>
                    </select>
                </label>
                <label class="field check">
                    <input type="checkbox" checked={f.new_buildings} onchange={on_new_buildings} data-testid="new-buildings" />
                    <span>{ tr.t("field-new-buildings") }</span>
                </label>
                <label class="field check">
                    <input type="checkbox" checked={f.events} onchange={on_events} data-testid="events" />
                    <span>{ tr.t("field-events") }</span>
                </label>
                <label class="field check">
                    <input type="checkbox" checked={f.starting_hands} onchange={on_variant} data-testid="starting-hands" />
                    <span>{ tr.t("field-starting-hands") }</span>
                </label>
                <label class="field">
                    <span>{ tr.t("field-seed") }</span>
                    <input type="text" inputmode="numeric" placeholder={tr.t("seed-placeholder")} value={f.seed.clone()}
                        oninput={on_seed} data-testid="seed" aria-invalid={f.error.to_string()} />
                </label>
                if f.error {
                    <p class="error" role="alert">{ tr.t("seed-error") }</p>
                }
                <label class="field">
                    <span>{ tr.t("field-speed") }</span>
                    <select onchange={on_speed} data-testid="setup-speed">
                        { for Speed::ALL.iter().map(|s| html! {
                            <option value={s.key()} selected={*s == props.speed}>{ speed_label(&tr, *s) }</option>
                        }) }
                    </select>
                </label>
                <div class="actions">
                    <button type="submit" class="primary" data-testid="start">{ tr.t("start") }</button>
                    <>{ for back }</>
                </div>
            </form>
            // Replaying a record is another way in, a group of its own apart from Start.
            <section class="import" aria-labelledby="import-title" data-testid="import">
                <h2 id="import-title">{ tr.t("import-title") }</h2>
                <label class="field">
                    <span>{ tr.t("import-record") }</span>
                    <input type="file" accept=".json,application/json" onchange={on_import} data-testid="import-record" />
                </label>
            </section>
            // A fragment of its own, or the whole form is re-created when the dialog opens
            // (yew 0.23 pairs unkeyed children from the back: yewstack/yew#3262).
            <>{ for confirm }</>
            <>{ for help_dialog }</>
        </main>
    }
}
