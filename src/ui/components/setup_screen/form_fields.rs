//! The new-game form's fields that are not the game's options (the person's name, the
//! seed, the bots' pace) and the two shapes its fields take: a check, and a control with
//! its label.

use yew::prelude::*;

use crate::table::i18n::Texts;
use crate::table::model::Msg;
use crate::table::setup::{NAME_MAX, Speed};
use crate::table::text::speed_label;
use crate::ui::components::field::{input_element, input_value, select_value};
use crate::ui::components::markup::option;

/// The seed as typed (empty: drawn at Start), and whether it failed to read as one.
#[derive(Clone, Default, PartialEq)]
pub(super) struct SeedInput {
    pub(super) text: String,
    pub(super) error: bool,
}

/// A ticked-or-not option, its label beside it; `sub` for a sub-option of the check
/// above it (indented); `on_change` gets whether the box is now ticked.
pub(super) fn check(checked: bool, label: String, testid: &'static str, sub: bool, on_change: Callback<bool>) -> Html {
    let onchange = on_change.reform(|e: Event| input_element(&e).is_some_and(|i| i.checked()));
    html! {
        <label class={classes!("field", "check", sub.then_some("sub"))}>
            <input type="checkbox" {checked} {onchange} data-testid={testid} />
            <span>{ label }</span>
        </label>
    }
}

/// A control with its label before it, in a `<label class="field">`.
pub(super) fn labelled(label: String, control: Html) -> Html {
    html! {
        <label class="field">
            <span>{ label }</span>
            { control }
        </label>
    }
}

/// The person's name.
pub(super) fn name_field(tr: &Texts, name: &str, on_change: Callback<String>) -> Html {
    let oninput = on_change.reform(|e: InputEvent| input_value(&e));
    let input = html! {
        <input type="text" maxlength={NAME_MAX.to_string()} placeholder={tr.t("you-name")} value={name.to_string()}
            {oninput} data-testid="name" autocomplete="nickname" />
    };
    labelled(tr.t("field-name"), input)
}

/// The seed, optional (drawn at Start when left empty).
pub(super) fn seed_field(tr: &Texts, seed: &SeedInput, on_change: Callback<String>) -> Html {
    let oninput = on_change.reform(|e: InputEvent| input_value(&e));
    html! {
        <>
            { labelled(tr.t("field-seed"), html! {
                <input type="text" inputmode="numeric" placeholder={tr.t("seed-placeholder")} value={seed.text.clone()}
                    {oninput} data-testid="seed" aria-invalid={seed.error.to_string()} />
            }) }
            if seed.error {
                <p class="error" role="alert">{ tr.t("seed-error") }</p>
            }
        </>
    }
}

/// The bots' pace (set at once, not at Start).
pub(super) fn speed_field(tr: &Texts, speed: Speed, on_msg: &Callback<Msg>) -> Html {
    let on_msg = on_msg.clone();
    let onchange = Callback::from(move |e: Event| {
        if let Some(s) = Speed::from_key(&select_value(&e)) {
            on_msg.emit(Msg::SetSpeed(s));
        }
    });
    labelled(
        tr.t("field-speed"),
        html! {
            <select {onchange} data-testid="setup-speed">
                { for Speed::ALL.iter().map(|s| option(s.key(), *s == speed, speed_label(tr, *s))) }
            </select>
        },
    )
}
