//! Small pieces of markup shared by the components: text escaped for markup strings, an
//! element holding only text as one string, a plain button, a select's choice.
//!
//! Parts of the page without listeners are written as one escaped markup string
//! (`Html::from_html_unchecked`) rather than a tree of `html!` elements, and repeated
//! element shapes go through one function here: both make the page's bundle smaller
//! (docs/MEASUREMENTS.md). Every text put into a markup string goes through [`escaped`].

use yew::prelude::*;

/// `text` with the characters markup gives a meaning to escaped.
pub fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// An element holding only text, as markup: `<tag attributes>text</tag>`, the text
/// escaped (the attributes are the caller's, written in the code). One string, not a
/// tree of elements: far less code on the page. Only for elements without listeners.
pub fn text_element(tag: &str, attributes: &str, text: &str) -> Html {
    let space = if attributes.is_empty() { "" } else { " " };
    Html::from_html_unchecked(format!("<{tag}{space}{attributes}>{}</{tag}>", escaped(text)).into())
}

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
