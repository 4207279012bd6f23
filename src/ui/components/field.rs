//! Reading form controls from their events (for the form, the top bar and the replay).

use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// The `<input>` an event came from, if it came from one.
pub fn input_element(e: &Event) -> Option<HtmlInputElement> {
    e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
}

/// The text of the `<input>` an input event came from (empty if there is none).
pub fn input_value(e: &InputEvent) -> String {
    input_element(e).map(|i| i.value()).unwrap_or_default()
}

/// The value of the `<select>` a change event came from (empty if there is none).
pub fn select_value(e: &Event) -> String {
    e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value()).unwrap_or_default()
}
