//! Element shapes the components repeat, each written once: a plain button, a select's
//! choice. Every part of the page is written with `html!` (text is escaped by
//! construction, so no caller has to remember to); a shape used in many places goes
//! through one function here, which keeps the page's code smaller.

use yew::prelude::*;

use crate::table::model::Msg;

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

/// A click that calls `callback`. One closure type for every such click: each `reform` of
/// a closure of its own would be code of its own in the page's bundle.
pub fn clicked(callback: &Callback<()>) -> Callback<MouseEvent> {
    let callback = callback.clone();
    Callback::from(move |_: MouseEvent| callback.emit(()))
}

/// A click that sends `msg` to `on_msg` (one closure type for all, as [`clicked`]).
pub fn sends(on_msg: &Callback<Msg>, msg: Msg) -> Callback<MouseEvent> {
    let on_msg = on_msg.clone();
    Callback::from(move |_: MouseEvent| on_msg.emit(msg.clone()))
}
