//! "How to play": the rules of the base game in a few paragraphs of our own, and how
//! this table is played, in a dialog opened from the new-game form and the top bar.
//! It follows the rulebook's "Playing the game", "Each role", "A new round" and "Game
//! end"; the buildings' own texts are the cards' full texts. Every word comes from the
//! message files (`help-*`, and each role's `.action`, `.privilege` and `.help`).

use yew::prelude::*;

use super::keyboard::{set_shortcuts, shortcuts_on};
use super::modal::use_modal;
use crate::rules::{Role, CITY_LIMIT};
use crate::table::i18n::{num, text, Texts};
use crate::table::text::{role_action, role_help, role_privilege};
use crate::ui::i18n::use_texts;

/// Props of [`RulesHelp`].
#[derive(Properties, PartialEq)]
pub struct RulesHelpProps {
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// How the table is played by keyboard, with the switch of the single-letter shortcuts
/// (`single`, remembered in this browser).
fn keys(tr: &Texts, single: &UseStateHandle<bool>) -> Html {
    let onchange = {
        let single = single.clone();
        Callback::from(move |e: Event| {
            let on = e.target_dyn_into::<web_sys::HtmlInputElement>().is_some_and(|i| i.checked());
            set_shortcuts(on);
            single.set(on);
        })
    };
    html! {
        <>
            <h3>{ tr.t("keys-title") }</h3>
            <ul class="help-keys" data-testid="help-keys">
                <li>{ tr.t("keys-decision") }</li>
                <li>{ tr.t("keys-hand") }</li>
                <li>{ tr.t("keys-arrows") }</li>
                <li>{ tr.t("keys-details") }</li>
                <li>{ tr.t("keys-undo") }</li>
            </ul>
            <label class="help-switch">
                <input type="checkbox" checked={**single} {onchange} data-testid="shortcuts-switch" />
                { tr.t("keys-single") }
            </label>
        </>
    }
}

/// The "How to play" dialog. Escape, the button or a click outside close it; the focus
/// goes back to the button that opened it.
#[component]
pub fn RulesHelp(props: &RulesHelpProps) -> Html {
    let tr = use_texts();
    let (root, close_ref) = (use_node_ref(), use_node_ref());
    let on_close = props.on_close.clone();
    let onkeydown = use_modal(root.clone(), close_ref.clone(), on_close.clone());
    let backdrop = on_close.reform(|_: MouseEvent| ());
    let stop = Callback::from(|e: MouseEvent| e.stop_propagation());
    let line = |r: Role| {
        let summary = tr.f(
            "help-role-line",
            &[("action", text(role_action(&tr, r).to_lowercase())), ("privilege", text(role_privilege(&tr, r).to_lowercase()))],
        );
        html! {
            <li>
                <strong>{ tr.role(r) }</strong>{ format!("{summary} ") }
                { role_help(&tr, r) }
            </li>
        }
    };
    let single = use_state(shortcuts_on);
    let roles = Role::BASE.iter().map(|&r| line(r));
    let extra_roles = Role::EXTRA.iter().map(|&r| line(r));
    html! {
        <div class="backdrop" onclick={backdrop} {onkeydown}>
            <div class="modal help" role="dialog" aria-modal="true" aria-labelledby="help-title" onclick={stop} ref={root}
                data-testid="help">
                <h2 id="help-title">{ tr.t("help-open") }</h2>
                <div class="help-text" tabindex="0">
                    <p>{ tr.t("help-intro") }</p>
                    <h3>{ tr.t("help-round-title") }</h3>
                    <p>{ tr.t("help-round") }</p>
                    <ul class="help-roles">{ for roles }</ul>
                    <p>{ tr.t("help-violet") }</p>
                    <h3>{ tr.t("help-between-title") }</h3>
                    <p>{ tr.t("help-between") }</p>
                    <h3>{ tr.t("help-end-title") }</h3>
                    <p>{ tr.f("help-end", &[("limit", num(CITY_LIMIT as u32))]) }</p>
                    <h3>{ tr.t("help-second-edition-title") }</h3>
                    <p>{ tr.t("help-second-edition") }</p>
                    <h3>{ tr.t("help-new-buildings-title") }</h3>
                    <p>{ tr.t("help-new-buildings") }</p>
                    <h3>{ tr.t("help-events-title") }</h3>
                    <p>{ tr.t("help-events") }</p>
                    <h3>{ tr.t("help-many-title") }</h3>
                    <p>{ tr.t("help-many") }</p>
                    <ul class="help-roles">{ for extra_roles }</ul>
                    <h3>{ tr.t("help-table-title") }</h3>
                    <p>{ tr.t("help-table") }</p>
                    { keys(&tr, &single) }
                </div>
                <button type="button" ref={close_ref} onclick={on_close.reform(|_: MouseEvent| ())} data-testid="help-close">
                    { tr.t("close") }
                </button>
            </div>
        </div>
    }
}
