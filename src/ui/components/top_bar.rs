//! The bar above the table: round and governor, the bots' speed, export and new game.
//! On a narrow screen it is one row: the round, "?", the language, the log's button
//! and a menu button that opens the rest (docs/LAYOUT.md).

use yew::prelude::*;

use super::field::select_value;
use super::markup::{button, clicked, option};
use crate::table::setup::Speed;
use crate::table::text::speed_label;
use crate::ui::i18n::{lang_picker, use_i18n, use_texts};

/// Props of [`TopBar`].
#[derive(Properties, PartialEq)]
pub struct TopBarProps {
    /// The round and its governor, in words (`text::round_line`).
    pub round_line: AttrValue,
    /// The viceroy's first turn (this round's or the next's), in words.
    #[prop_or_default]
    pub first_turn: Option<AttrValue>,
    /// A game of today's deal: its date, and practice or not, in words.
    #[prop_or_default]
    pub daily: Option<AttrValue>,
    /// Bot pace.
    pub speed: Speed,
    /// Changes the bot pace.
    pub on_speed: Callback<Speed>,
    /// Downloads the game record.
    pub on_export: Callback<()>,
    /// "Copy link": a link to the game in progress, as the person sees it.
    pub on_link: Callback<()>,
    /// Opens the new-game form.
    pub on_new_game: Callback<()>,
    /// Opens "How to play".
    pub on_help: Callback<()>,
    /// A replay: its own bar has the controls, so bot speed, export and new game are not
    /// offered.
    #[prop_or_default]
    pub replay: bool,
    /// The game is over: the menu's controls (new game, export) show without opening it.
    #[prop_or_default]
    pub over: bool,
    /// Brings the log into view (a narrow screen's: at the end of the board).
    #[prop_or_default]
    pub on_log: Callback<()>,
}

/// The narrow screen's buttons: the log, and the menu (`menu` open or not).
fn narrow_buttons(props: &TopBarProps, menu: &UseStateHandle<bool>, log_label: String, menu_label: String) -> Html {
    let toggle = {
        let menu = menu.clone();
        Callback::from(move |_: MouseEvent| menu.set(!*menu))
    };
    let log = clicked(&props.on_log);
    html! {
        <>
            { button("secondary narrow-only", "log-open", log, log_label) }
            if !props.replay {
                <button type="button" class="secondary narrow-only" onclick={toggle} data-testid="menu"
                    aria-expanded={menu.to_string()} aria-controls="top-tools">{ menu_label }</button>
            }
        </>
    }
}

/// The top bar.
#[component]
pub fn TopBar(props: &TopBarProps) -> Html {
    let tr = use_texts();
    let i18n = use_i18n();
    let menu = use_state(|| false);
    let onchange = {
        let on_speed = props.on_speed.clone();
        Callback::from(move |e: Event| {
            if let Some(speed) = Speed::from_key(&select_value(&e)) {
                on_speed.emit(speed);
            }
        })
    };
    let export = clicked(&props.on_export);
    let new_game = clicked(&props.on_new_game);
    let help = clicked(&props.on_help);
    let help_label = tr.t("help-open");
    let class = classes!("top-bar", (*menu || props.over).then_some("menu-open"), props.over.then_some("over"));
    html! {
        <header {class}>
            <h1>{ tr.t("app-title") }</h1>
            <div class="bar-lines">
                <p class="round">{ &props.round_line }</p>
                if let Some(line) = &props.first_turn {
                    <p class="first-turn" data-testid="first-turn">{ line }</p>
                }
                if let Some(line) = &props.daily {
                    <p class="daily-badge" data-testid="daily-badge">{ line }</p>
                }
            </div>
            if !props.replay {
                <div class="tools" id="top-tools">
                    <label class="speed">
                        <span>{ tr.t("top-bots") }</span>
                        <select {onchange} data-testid="speed" aria-label={tr.t("field-speed")}>
                            { for Speed::ALL.iter().map(|s| option(s.key(), *s == props.speed, speed_label(&tr, *s))) }
                        </select>
                    </label>
                    { button("secondary", "export", export, tr.t("export")) }
                    // At the end the score pad offers the links (every seat's view too).
                    if !props.over {
                        { button("secondary", "link-copy", clicked(&props.on_link), tr.t("link-copy")) }
                    }
                    { button("secondary", "new-game", new_game, tr.t("new-game")) }
                </div>
            }
            <div class="bar-buttons">
                <button type="button" class="secondary help-button" onclick={help} data-testid="help-open"
                    aria-label={help_label.clone()} title={help_label}>{ "?" }</button>
                { i18n.as_ref().map(lang_picker).unwrap_or_default() }
                { narrow_buttons(props, &menu, tr.t("top-log"), tr.t("top-menu")) }
            </div>
        </header>
    }
}
