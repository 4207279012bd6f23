//! The new-game screen: your name, 2–8 players (for 5–8 the extra roles, one deck, the
//! gold mine's options), each bot's strength, the rule set, the
//! New Buildings, the Events, the starting-hand variant, an optional seed, the bots'
//! speed; Start. Below, apart: replay a record.

use yew::prelude::*;

use super::confirm_dialog::ConfirmDialog;
use super::field::{input_element, input_value, select_value};
use super::rules_help::RulesHelp;
use crate::rules::{Edition, ExtraRoles, Role, RoleSet};
use crate::table::i18n::num;
use crate::table::model::{Msg, Notice};
use crate::table::protocol::BotLevel;
use crate::table::saved::PlayerStats;
use crate::table::setup::{MAX_BOTS, NAME_MAX, NewGame, Speed};
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
    bots: [BotLevel; MAX_BOTS],
    bot_count: usize,
    starting_hands: bool,
    edition: Edition,
    new_buildings: bool,
    events: bool,
    /// 5–8 players: chosen extra roles (else fixed by the player count).
    choose_roles: bool,
    /// The extra roles ticked (used when `choose_roles`).
    chosen: RoleSet,
    one_deck: bool,
    gold_mine_once_per_round: bool,
    gold_digger_fires_gold_mine: bool,
    seed: String,
    /// The seed typed does not read as a number.
    error: bool,
}

impl Form {
    /// The new game these fields make (with `seed`), as the form keeps it consistent.
    fn new_game(&self, seed: u64) -> NewGame {
        NewGame {
            name: self.name.clone(),
            bots: self.bots[..self.bot_count].to_vec(),
            starting_hands: self.starting_hands,
            edition: self.edition,
            new_buildings: self.new_buildings,
            events: self.events,
            // Chosen roles only where there are extra roles to choose.
            extra_roles: if self.choose_roles && self.bot_count > 3 && !self.one_deck {
                ExtraRoles::Chosen(self.chosen)
            } else {
                ExtraRoles::Fixed
            },
            one_deck: self.one_deck,
            gold_mine_once_per_round: self.gold_mine_once_per_round,
            gold_digger_fires_gold_mine: self.gold_digger_fires_gold_mine,
            seed,
        }
    }

    /// Drops what the player count no longer allows (`NewGame::fitted`), keeping the
    /// ticked roles as they are (a wrong number of them is said, and Start waits).
    fn fit(&mut self) {
        let fitted = NewGame { extra_roles: ExtraRoles::Fixed, ..self.new_game(0) }.fitted();
        self.one_deck = fitted.one_deck;
        self.gold_mine_once_per_round = fitted.gold_mine_once_per_round;
        if !self.new_game(0).options().roles().contains(Role::GoldDigger) {
            self.gold_digger_fires_gold_mine = false;
        }
    }
}

/// The new-game form.
#[component]
pub fn SetupScreen(props: &SetupScreenProps) -> Html {
    let tr = use_texts();
    let form = {
        let init = props.initial.clone();
        use_state(move || {
            let mut bots = [BotLevel::Medium; MAX_BOTS];
            for (slot, level) in bots.iter_mut().zip(init.bots.iter()) {
                *slot = *level;
            }
            Form {
                name: init.name.clone(),
                bots,
                bot_count: init.bots.len().clamp(1, MAX_BOTS),
                starting_hands: init.starting_hands,
                edition: init.edition,
                new_buildings: init.new_buildings,
                events: init.events,
                choose_roles: matches!(init.extra_roles, ExtraRoles::Chosen(_)),
                chosen: match init.extra_roles {
                    ExtraRoles::Chosen(c) => c,
                    ExtraRoles::Fixed => RoleSet::EMPTY,
                },
                one_deck: init.one_deck,
                gold_mine_once_per_round: init.gold_mine_once_per_round,
                gold_digger_fires_gold_mine: init.gold_digger_fires_gold_mine,
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
            next.fit();
            form.set(next);
        })
    };
    let on_choose_roles = update(|f, e| {
        let was = f.choose_roles;
        f.choose_roles = select_value(e) == "chosen";
        // Choosing starts from the roles the player count fixes.
        if f.choose_roles && !was {
            let fixed = NewGame { extra_roles: ExtraRoles::Fixed, ..f.new_game(0) }.options().roles();
            f.chosen = fixed.without(RoleSet::BASE);
        }
        f.fit();
    });
    let role_tick = |r: Role| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let mut next = (*form).clone();
            if input_element(&e).is_some_and(|i| i.checked()) {
                next.chosen.insert(r);
            } else {
                next.chosen = next.chosen.without(RoleSet::of_all(&[r]));
            }
            next.fit();
            form.set(next);
        })
    };
    let on_one_deck = update(|f, e| {
        f.one_deck = input_element(e).is_some_and(|i| i.checked());
        f.fit();
    });
    let on_once = update(|f, e| {
        f.gold_mine_once_per_round = input_element(e).is_some_and(|i| i.checked());
    });
    let on_fires = update(|f, e| {
        f.gold_digger_fires_gold_mine = input_element(e).is_some_and(|i| i.checked());
    });
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
                    let new = form.new_game(seed);
                    if new.validate().is_err() {
                        return; // Start is disabled; the form says what is missing
                    }
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
    let n_players = f.bot_count + 1;
    let planned = f.new_game(0);
    let valid = planned.validate().is_ok();
    let roles_in_play = planned.options().roles();
    let extra = n_players.saturating_sub(4);
    let extra_roles = (n_players > 4 && !f.one_deck).then(|| html! {
        <fieldset class="field extra-roles" data-testid="extra-roles">
            <legend>{ tr.t("field-extra-roles") }</legend>
            <select onchange={on_choose_roles} data-testid="extra-roles-mode" aria-label={tr.t("field-extra-roles")}>
                <option value="fixed" selected={!f.choose_roles}>{ tr.t("extra-roles-fixed") }</option>
                <option value="chosen" selected={f.choose_roles}>{ tr.f("extra-roles-chosen", &[("count", num(extra as u32))]) }</option>
            </select>
            <div class="role-ticks">
                { for Role::EXTRA.iter().map(|&r| {
                    let on = if f.choose_roles { f.chosen.contains(r) } else { roles_in_play.contains(r) };
                    html! {
                        <label class="pill">
                            <input type="checkbox" checked={on} disabled={!f.choose_roles} onchange={role_tick(r)}
                                data-testid={format!("extra-role-{}", r.name().replace(' ', "-"))} />
                            <span>{ tr.role(r) }</span>
                        </label>
                    }
                }) }
            </div>
            if f.choose_roles && f.chosen.len() as usize != extra {
                <p class="error" role="alert" data-testid="extra-roles-error">
                    { tr.f("extra-roles-pick", &[("count", num(extra as u32)), ("chosen", num(f.chosen.len()))]) }
                </p>
            }
        </fieldset>
    });
    let one_deck = (n_players == 5).then(|| html! {
        <>
            <label class="field check">
                <input type="checkbox" checked={f.one_deck} onchange={on_one_deck} data-testid="one-deck" />
                <span>{ tr.t("field-one-deck") }</span>
            </label>
            if f.one_deck {
                <label class="field check sub">
                    <input type="checkbox" checked={f.gold_mine_once_per_round} onchange={on_once} data-testid="gold-mine-once" />
                    <span>{ tr.t("field-gold-mine-once") }</span>
                </label>
            }
        </>
    });
    let fires = roles_in_play.contains(Role::GoldDigger).then(|| html! {
        <label class="field check">
            <input type="checkbox" checked={f.gold_digger_fires_gold_mine} onchange={on_fires} data-testid="gold-digger-fires" />
            <span>{ tr.t("field-gold-digger-fires") }</span>
        </label>
    });
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
                    { for (2..=MAX_BOTS + 1).map(|n| html! {
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
                <>{ for one_deck }</>
                <>{ for extra_roles }</>
                <>{ for fires }</>
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
                    <button type="submit" class="primary" data-testid="start" disabled={!valid}>{ tr.t("start") }</button>
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
