//! "How to play": the rules of the base game in a few paragraphs of our own, and how
//! this table is played, in a dialog opened from the new-game form and the top bar.
//! It follows the rulebook's "Playing the game", "Each role", "A new round" and "Game
//! end"; the buildings' own texts are the cards' full texts. Every word comes from the
//! message files (`help-*`, and each role's `.action`, `.privilege` and `.help`).

use yew::prelude::*;

use super::markup::clicked;

use super::keyboard::{set_shortcuts, shortcuts_on};
use super::modal::use_modal;
use crate::rules::{CITY_LIMIT, Role};
use crate::table::i18n::{Texts, num, text};
use crate::table::text::{role_action, role_help, role_privilege};
use crate::ui::i18n::use_texts;

/// Props of [`RulesHelp`].
#[derive(Properties, PartialEq)]
pub struct RulesHelpProps {
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// A part of the rules' text, in order.
enum Part {
    /// A heading: its message id.
    Heading(&'static str),
    /// A paragraph: its message id (given the city's limit, which only the game's end says).
    Paragraph(&'static str),
    /// A list of roles, each with its action and privilege in a line, and its help.
    Roles(&'static [Role]),
}

/// The rules' text, in order.
const RULES: [Part; 20] = [
    Part::Paragraph("help-intro"),
    Part::Heading("help-round-title"),
    Part::Paragraph("help-round"),
    Part::Roles(&Role::BASE),
    Part::Paragraph("help-violet"),
    Part::Heading("help-between-title"),
    Part::Paragraph("help-between"),
    Part::Heading("help-end-title"),
    Part::Paragraph("help-end"),
    Part::Heading("help-second-edition-title"),
    Part::Paragraph("help-second-edition"),
    Part::Heading("help-new-buildings-title"),
    Part::Paragraph("help-new-buildings"),
    Part::Heading("help-events-title"),
    Part::Paragraph("help-events"),
    Part::Heading("help-many-title"),
    Part::Paragraph("help-many"),
    Part::Roles(&Role::EXTRA),
    Part::Heading("help-table-title"),
    Part::Paragraph("help-table"),
];

/// The rules' text (and the table's, but for its keys).
fn rules_text(tr: &Texts) -> Html {
    html! { <>{ for RULES.iter().map(|part| part_text(tr, part)) }</> }
}

/// One part of the rules' text.
fn part_text(tr: &Texts, part: &Part) -> Html {
    match part {
        Part::Heading(id) => html! { <h3>{ tr.t(id) }</h3> },
        Part::Paragraph(id) => html! { <p>{ tr.f(id, &[("limit", num(CITY_LIMIT as u32))]) }</p> },
        Part::Roles(roles) => {
            let items = roles.iter().map(|&r| {
                let summary = tr.f(
                    "help-role-line",
                    &[("action", text(role_action(tr, r).to_lowercase())), ("privilege", text(role_privilege(tr, r).to_lowercase()))],
                );
                html! { <li><strong>{ tr.role(r) }</strong>{ format!("{summary} {}", role_help(tr, r)) }</li> }
            });
            html! { <ul class="help-roles">{ for items }</ul> }
        }
    }
}

/// How the table is played by keyboard: the heading and list.
fn keys_text(tr: &Texts) -> Html {
    let keys = ["keys-decision", "keys-hand", "keys-arrows", "keys-details", "keys-undo"];
    html! {
        <>
            <h3>{ tr.t("keys-title") }</h3>
            <ul class="help-keys" data-testid="help-keys">{ for keys.iter().map(|id| html! { <li>{ tr.t(id) }</li> }) }</ul>
        </>
    }
}

/// The switch of the single-letter shortcuts (`single`, remembered in this browser), under
/// the keys' list.
fn keys_switch(tr: &Texts, single: &UseStateHandle<bool>) -> Html {
    let onchange = {
        let single = single.clone();
        Callback::from(move |e: Event| {
            let on = e.target_dyn_into::<web_sys::HtmlInputElement>().is_some_and(|i| i.checked());
            set_shortcuts(on);
            single.set(on);
        })
    };
    html! {
        <label class="help-switch">
            <input type="checkbox" checked={**single} {onchange} data-testid="shortcuts-switch" />
            { tr.t("keys-single") }
        </label>
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
    let backdrop = clicked(&on_close);
    let stop = Callback::from(|e: MouseEvent| e.stop_propagation());
    let single = use_state(shortcuts_on);
    html! {
        <div class="backdrop" onclick={backdrop} {onkeydown}>
            <div class="modal help" role="dialog" aria-modal="true" aria-labelledby="help-title" onclick={stop} ref={root}
                data-testid="help">
                <h2 id="help-title">{ tr.t("help-open") }</h2>
                <div class="help-text" tabindex="0">
                    { rules_text(&tr) }
                    { keys_text(&tr) }
                    { keys_switch(&tr, &single) }
                </div>
                <button type="button" ref={close_ref} onclick={clicked(&on_close)} data-testid="help-close">
                    { tr.t("close") }
                </button>
            </div>
        </div>
    }
}
