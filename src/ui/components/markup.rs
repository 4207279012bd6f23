//! Element shapes the components repeat, each written once: a plain button, a select's
//! choice. Every part of the page is written with `html!` (text is escaped by
//! construction, so no caller has to remember to); a shape used in many places goes
//! through one function here, which keeps the page's code smaller.

use yew::prelude::*;

/// A plain button (`type="button"`): its classes, its test id, what a click does, its label.
pub fn button(class: &'static str, testid: &'static str, onclick: Callback<MouseEvent>, label: String) -> Html {
    html! { <button type="button" {class} {onclick} data-testid={testid}>{ label }</button> }
}

/// A plain button as [`button`], that `node_ref` refers to (e.g. for the keyboard's focus).
pub fn button_ref(class: &'static str, testid: &'static str, onclick: Callback<MouseEvent>, label: String, node_ref: NodeRef) -> Html {
    html! { <button type="button" {class} {onclick} data-testid={testid} ref={node_ref}>{ label }</button> }
}

/// One choice of a select: its value, whether it is the one selected, its label.
pub fn option(value: &'static str, selected: bool, label: String) -> Html {
    html! { <option {value} {selected}>{ label }</option> }
}
