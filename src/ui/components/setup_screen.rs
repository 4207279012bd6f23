//! The new-game screen: your name, 2–8 players (for 5–8 the extra roles, one deck, the
//! gold mine's options), each other seat a bot of some strength or a person with a
//! name (pass-and-play), the rule set, the New Buildings, the Events, the
//! starting-hand variant, no hints, an optional seed, the bots' speed; Start. Below,
//! apart: replay a record.
//!
//! The form edits one [`NewGame`], whose [`Options`] each field group changes whole
//! (`OptionsField`); a new option is one more field here (and its texts).

use yew::prelude::*;

use super::confirm_dialog::ConfirmDialog;
use super::field::{input_element, input_value, select_value};
use super::recent_games::recent_games;
use super::markup::{button, escaped, option, text_element};
use super::rules_help::RulesHelp;
use crate::rules::{Edition, ExtraRoles, Options, Role, RoleSet};
use crate::table::i18n::{num, Texts};
use crate::table::model::{Msg, Notice};
use crate::table::protocol::BotLevel;
use crate::table::recent::RecentGames;
use crate::table::saved::{PersonStats, PlayerStats};
use crate::table::guide::GuideMsg;
use crate::table::setup::{NameProblem, RememberedNames, MAX_BOTS, NAME_MAX, NewGame, Speed};
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
    /// Sends `Start`, `SetSpeed`, `ShowTable`, `Guide`.
    pub on_msg: Callback<Msg>,
}

/// The new-game form.
#[component]
pub fn SetupScreen(props: &SetupScreenProps) -> Html {
    let tr = use_texts();
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
        let onclick = props.on_msg.reform(|_: MouseEvent| Msg::ShowTable);
        button("secondary", "back-to-game", onclick, tr.t("back-to-game"))
    });
    let field = OptionsField { options: draft.options, on_change: on_options };
    html! {
        <main class="setup">
            <div class="setup-head">
                { text_element("h1", "", &tr.t("app-title")) }
                <LangPicker />
            </div>
            { text_element("p", r#"class="intro""#, &tr.t("setup-intro")) }
            <p class="intro-help">
                { button("secondary", "help-open", open_help, tr.t("help-open")) }
            </p>
            { learn_to_play(&tr, props, &draft, &pending) }
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

/// A seat's select or name field changed: a bot's level, or a person (his name as
/// typed, or the one this browser remembers for the seat when just chosen).
fn on_seat(draft: &UseStateHandle<NewGame>, names: &RememberedNames) -> Callback<(usize, SeatChoice)> {
    let (draft, names) = (draft.clone(), names.clone());
    Callback::from(move |(i, choice): (usize, SeatChoice)| {
        let mut next = (*draft).clone();
        match choice {
            SeatChoice::Bot(level) => {
                next.bots[i] = level;
                next.persons[i] = None;
            }
            SeatChoice::Person(name) => {
                let remembered = || names.persons.get(i).cloned().flatten().unwrap_or_default();
                next.persons[i] = Some(name.unwrap_or_else(remembered));
            }
        }
        draft.set(next);
    })
}

/// The seed as typed (empty: drawn at Start), and whether it failed to read as one.
#[derive(Clone, Default, PartialEq)]
struct SeedInput {
    text: String,
    error: bool,
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
    let onclick = Callback::from(move |_: MouseEvent| {
        if running { pending.set(Some(msg.clone())) } else { on_msg.emit(msg.clone()) }
    });
    html! {
        <p class="learn-to-play">
            { button("primary", "learn-to-play", onclick, tr.t("learn-to-play")) }
            { text_element("span", "", &tr.t("learn-to-play-about")) }
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

/// What the field groups that edit the options are given: the options as they are, and
/// where the changed options go.
struct OptionsField {
    options: Options,
    on_change: Callback<Options>,
}

impl OptionsField {
    /// A callback that emits the options as `change` leaves them, given what the control
    /// reads (its value, or whether it is ticked).
    fn change<T: 'static>(&self, change: impl Fn(&mut Options, T) + 'static) -> Callback<T> {
        let (options, on_change) = (self.options, self.on_change.clone());
        Callback::from(move |value: T| {
            let mut next = options;
            change(&mut next, value);
            on_change.emit(next);
        })
    }
}

/// A ticked-or-not option of the rules: its label's message id, its test id, how to read it
/// and how to set it.
type Tick = (&'static str, &'static str, fn(&Options) -> bool, fn(&mut Options, bool));

const ONE_DECK: Tick = ("field-one-deck", "one-deck", |o| o.one_deck, |o, on| *o = Options { one_deck: on, ..*o }.fitted());
const GOLD_MINE_ONCE: Tick =
    ("field-gold-mine-once", "gold-mine-once", |o| o.gold_mine_once_per_round, |o, on| o.gold_mine_once_per_round = on);
const GOLD_DIGGER_FIRES: Tick =
    ("field-gold-digger-fires", "gold-digger-fires", |o| o.gold_digger_fires_gold_mine, |o, on| o.gold_digger_fires_gold_mine = on);
/// The rule set's ticks, in the form's order.
const RULE_TICKS: [Tick; 3] = [
    ("field-new-buildings", "new-buildings", |o| o.new_buildings, |o, on| o.new_buildings = on),
    ("field-events", "events", |o| o.events, |o, on| o.events = on),
    ("field-starting-hands", "starting-hands", |o| o.starting_hand_variant, |o, on| o.starting_hand_variant = on),
];

impl OptionsField {
    /// The check of one option of the rules (`sub`: as in [`check`]).
    fn tick(&self, tr: &Texts, (label, testid, read, set): Tick, sub: bool) -> Html {
        check(read(&self.options), tr.t(label), testid, sub, self.change(set))
    }
}

/// A ticked-or-not option, its label beside it; `sub` for a sub-option of the check
/// above it (indented); `on_change` gets whether the box is now ticked.
fn check(checked: bool, label: String, testid: &'static str, sub: bool, on_change: Callback<bool>) -> Html {
    let onchange = on_change.reform(|e: Event| input_element(&e).is_some_and(|i| i.checked()));
    html! {
        <label class={classes!("field", "check", sub.then_some("sub"))}>
            <input type="checkbox" {checked} {onchange} data-testid={testid} />
            <span>{ label }</span>
        </label>
    }
}

/// A control with its label before it, in a `<label class="field">`.
fn labelled(label: String, control: Html) -> Html {
    html! {
        <label class="field">
            <span>{ label }</span>
            { control }
        </label>
    }
}

/// The person's name.
fn name_field(tr: &Texts, name: &str, on_change: Callback<String>) -> Html {
    let oninput = on_change.reform(|e: InputEvent| input_value(&e));
    let input = html! {
        <input type="text" maxlength={NAME_MAX.to_string()} placeholder={tr.t("you-name")} value={name.to_string()}
            {oninput} data-testid="name" autocomplete="nickname" />
    };
    labelled(tr.t("field-name"), input)
}

/// The player count, 2 to 8; the other options are fitted to it (`Options::fitted`).
fn players_field(tr: &Texts, props: &OptionsField) -> Html {
    html! {
        <fieldset class="field players">
            { text_element("legend", "", &tr.t("field-players")) }
            { for (2..=MAX_BOTS as u8 + 1).map(|n| {
                let onchange = props.change(move |o, _: Event| *o = Options { players: n, ..*o }.fitted());
                html! {
                    <label class="pill">
                        <input type="radio" name="players" value={n.to_string()} checked={props.options.players == n}
                            {onchange} data-testid={format!("players-{n}")} />
                        { text_element("span", "", &tr.f("players-count", &[("count", num(u32::from(n)))])) }
                    </label>
                }
            }) }
        </fieldset>
    }
}

/// What a seat's select (and a person's name field) changes it to.
enum SeatChoice {
    /// A bot of this level.
    Bot(BotLevel),
    /// A person: with this name as typed, or (just chosen) the one this browser
    /// remembers for the seat.
    Person(Option<String>),
}

/// Each other seat sitting down: a bot, by name, and its strength, or a person and his
/// name ("Person" in the same select).
fn seats_field(tr: &Texts, draft: &NewGame, on_change: Callback<(usize, SeatChoice)>) -> Html {
    let seats = draft.seats();
    let problem = draft.name_problem().map(|p| match p {
        NameProblem::Missing(s) => tr.f("seat-name-missing", &[("seat", num(u32::from(s) + 1))]),
        NameProblem::Twice(s) => tr.f("seat-name-twice", &[("seat", num(u32::from(s) + 1))]),
    });
    html! {
        <fieldset class="field bots">
            { text_element("legend", "", &tr.t("field-opponents")) }
            { for draft.seated_bots().iter().enumerate().map(|(i, level)| seat_row(tr, i, *level, draft.person(i), &seats, &on_change)) }
            if let Some(problem) = problem {
                { text_element("p", r#"class="error" role="alert" data-testid="seat-name-error""#, &problem) }
            }
        </fieldset>
    }
}

/// The seat after the first numbered `i` (0-based): its select, and for a person his name.
fn seat_row(tr: &Texts, i: usize, level: BotLevel, person: Option<&str>, seats: &[crate::table::setup::Seat], on_change: &Callback<(usize, SeatChoice)>) -> Html {
    let onchange = on_change.reform(move |e: Event| {
        let value = select_value(&e);
        (i, BotLevel::from_key(&value).map_or(SeatChoice::Person(None), SeatChoice::Bot))
    });
    let seat = format!("{}", i + 2);
    let label = match person {
        Some(_) => tr.f("seat-person-name", &[("seat", num(i as u32 + 2))]),
        None => seats.get(i + 1).map(|s| seat_name(tr, s)).unwrap_or_default(),
    };
    let name = person.map(|name| {
        let oninput = on_change.reform(move |e: InputEvent| (i, SeatChoice::Person(Some(input_value(&e)))));
        html! {
            <input type="text" maxlength={NAME_MAX.to_string()} value={name.to_string()} {oninput} aria-label={label.clone()}
                data-testid={format!("person-name-{i}")} autocomplete="off" />
        }
    });
    html! {
        <div class={classes!("bot-row", person.is_some().then_some("person"))} data-seat={seat}>
            { text_element("span", &format!(r#"id="seat-label-{i}""#), &if person.is_some() { tr.f("seat-number", &[("seat", num(i as u32 + 2))]) } else { label.clone() }) }
            <select {onchange} data-testid={format!("bot-{i}")} aria-labelledby={format!("seat-label-{i}")}>
                { for BotLevel::ALL.iter().map(|l| option(l.key(), person.is_none() && *l == level, level_label(tr, *l))) }
                { option("person", person.is_some(), tr.t("seat-person")) }
            </select>
            <>{ for name }</>
        </div>
    }
}

/// 5 players: one copy of the cards, and with it each gold mine once per round.
fn one_deck_field(tr: &Texts, props: &OptionsField) -> Html {
    let o = props.options;
    if o.players != 5 {
        return Html::default();
    }
    html! {
        <>
            { props.tick(tr, ONE_DECK, false) }
            if o.one_deck {
                { props.tick(tr, GOLD_MINE_ONCE, true) }
            }
        </>
    }
}

/// 5–8 players with a second copy: the extra roles, fixed by the player count or ticked.
/// Ticking keeps what is ticked; a wrong number of roles is said, and Start waits.
fn extra_roles_field(tr: &Texts, props: &OptionsField) -> Html {
    let o = props.options;
    let extra = u32::from(o.players.saturating_sub(4));
    if extra == 0 || o.one_deck {
        return Html::default();
    }
    let chosen = match o.extra_roles {
        ExtraRoles::Chosen(roles) => Some(roles),
        ExtraRoles::Fixed => None,
    };
    let on_mode = props.change(|o, e: Event| match (select_value(&e) == "chosen", o.extra_roles) {
        // Choosing starts from the roles the player count fixes.
        (true, ExtraRoles::Fixed) => o.extra_roles = ExtraRoles::Chosen(o.roles().without(RoleSet::BASE)),
        (false, ExtraRoles::Chosen(_)) => o.extra_roles = ExtraRoles::Fixed,
        _ => {}
    });
    let tick = |r: Role| {
        props.change(move |o, e: Event| {
            let ExtraRoles::Chosen(mut roles) = o.extra_roles else { return };
            if input_element(&e).is_some_and(|i| i.checked()) {
                roles.insert(r);
            } else {
                roles = roles.without(RoleSet::of_all(&[r]));
            }
            o.extra_roles = ExtraRoles::Chosen(roles);
            if !o.roles().contains(Role::GoldDigger) {
                o.gold_digger_fires_gold_mine = false;
            }
        })
    };
    let roles_in_play = o.roles();
    html! {
        <fieldset class="field extra-roles" data-testid="extra-roles">
            { text_element("legend", "", &tr.t("field-extra-roles")) }
            <select onchange={on_mode} data-testid="extra-roles-mode" aria-label={tr.t("field-extra-roles")}>
                { option("fixed", chosen.is_none(), tr.t("extra-roles-fixed")) }
                { option("chosen", chosen.is_some(), tr.f("extra-roles-chosen", &[("count", num(extra))])) }
            </select>
            <div class="role-ticks">
                { for Role::EXTRA.iter().map(|&r| html! {
                    <label class="pill">
                        <input type="checkbox" checked={roles_in_play.contains(r)} disabled={chosen.is_none()} onchange={tick(r)}
                            data-testid={format!("extra-role-{}", r.name().replace(' ', "-"))} />
                        { text_element("span", "", &tr.role(r)) }
                    </label>
                }) }
            </div>
            if let Some(roles) = chosen.filter(|roles| roles.len() != extra) {
                { text_element(
                    "p",
                    r#"class="error" role="alert" data-testid="extra-roles-error""#,
                    &tr.f("extra-roles-pick", &[("count", num(extra)), ("chosen", num(roles.len()))]),
                ) }
            }
        </fieldset>
    }
}

/// With the gold digger in play: whether it sets off the gold mine and the goldsmith, like
/// the prospector.
fn gold_digger_field(tr: &Texts, props: &OptionsField) -> Html {
    if !props.options.roles().contains(Role::GoldDigger) {
        return Html::default();
    }
    props.tick(tr, GOLD_DIGGER_FIRES, false)
}

/// The rule set, the New Buildings, the Events and the starting-hand variant.
fn rule_set_fields(tr: &Texts, props: &OptionsField) -> Html {
    let o = props.options;
    let on_edition =
        props.change(|o, e: Event| o.edition = if select_value(&e) == "second" { Edition::Second } else { Edition::First });
    html! {
        <>
            { labelled(tr.t("field-edition"), html! {
                <select onchange={on_edition} data-testid="edition">
                    { option("first", o.edition == Edition::First, tr.t("edition-first")) }
                    { option("second", o.edition == Edition::Second, tr.t("edition-second")) }
                </select>
            }) }
            { for RULE_TICKS.map(|t| props.tick(tr, t, false)) }
        </>
    }
}

/// The seed, optional (drawn at Start when left empty).
fn seed_field(tr: &Texts, seed: &SeedInput, on_change: Callback<String>) -> Html {
    let oninput = on_change.reform(|e: InputEvent| input_value(&e));
    html! {
        <>
            { labelled(tr.t("field-seed"), html! {
                <input type="text" inputmode="numeric" placeholder={tr.t("seed-placeholder")} value={seed.text.clone()}
                    {oninput} data-testid="seed" aria-invalid={seed.error.to_string()} />
            }) }
            if seed.error {
                { text_element("p", r#"class="error" role="alert""#, &tr.t("seed-error")) }
            }
        </>
    }
}

/// The bots' pace (set at once, not at Start).
fn speed_field(tr: &Texts, speed: Speed, on_msg: &Callback<Msg>) -> Html {
    let on_msg = on_msg.clone();
    let onchange = Callback::from(move |e: Event| {
        if let Some(s) = Speed::from_key(&select_value(&e)) {
            on_msg.emit(Msg::SetSpeed(s));
        }
    });
    labelled(tr.t("field-speed"), html! {
        <select {onchange} data-testid="setup-speed">
            { for Speed::ALL.iter().map(|s| option(s.key(), *s == speed, speed_label(tr, *s))) }
        </select>
    })
}

/// The results in this browser as markup (one string, not a tree of elements: far less
/// code on the page): the guided games played to the end (counted apart from the games
/// played, won and the average), the person's results, and each person's by name.
fn stats(tr: &Texts, props: &SetupScreenProps) -> Html {
    let mut markup = String::new();
    if props.guided_finished > 0 {
        let guided = tr.f("stats-guided", &[("count", num(props.guided_finished))]);
        markup += &format!(r#"<p class="player-stats" data-testid="guided-stats">{}</p>"#, escaped(&guided));
    }
    markup += &player_stats_line(tr, props.player_stats);
    markup += &person_stats_list(tr, &props.person_stats);
    Html::from_html_unchecked(markup.into())
}

/// The person's results in this browser, in a line (markup).
fn player_stats_line(tr: &Texts, ps: PlayerStats) -> String {
    let line = match ps.average() {
        None => tr.t("stats-none"),
        Some(avg) => tr.f(
            "stats-line",
            &[("played", num(ps.played)), ("won", num(ps.won)), ("average", crate::table::i18n::text(decimal(tr, avg)))],
        ),
    };
    format!(
        r#"<p class="player-stats" data-testid="player-stats" data-played="{}" data-won="{}">{}</p>"#,
        ps.played,
        ps.won,
        escaped(&line)
    )
}

/// Each person's results by name, when more than one name has some (pass-and-play), as
/// markup (none otherwise).
fn person_stats_list(tr: &Texts, stats: &PersonStats) -> String {
    if stats.0.len() < 2 {
        return String::new();
    }
    let mut markup = format!(
        r#"<section class="person-stats" aria-labelledby="person-stats-title" data-testid="person-stats"><h2 id="person-stats-title">{}</h2><ul>"#,
        escaped(&tr.t("stats-by-name"))
    );
    for (name, ps) in &stats.0 {
        let Some(avg) = ps.average() else { continue };
        let line = tr.f(
            "stats-line",
            &[("played", num(ps.played)), ("won", num(ps.won)), ("average", crate::table::i18n::text(decimal(tr, avg)))],
        );
        let row = tr.f("stats-person", &[("name", crate::table::i18n::text(name.as_str())), ("line", crate::table::i18n::text(line))]);
        markup += &format!("<li>{}</li>", escaped(&row));
    }
    markup + "</ul></section>"
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
            { text_element("h2", r#"id="import-title""#, &tr.t("import-title")) }
            { labelled(tr.t("import-record"), html! {
                <input type="file" accept=".json,application/json" onchange={on_import} data-testid="import-record" />
            }) }
        </section>
    }
}
