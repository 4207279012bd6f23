//! What every modal dialog of the page does with the keyboard: focus moves into it when
//! it opens and back to where it was when it closes, Tab and Shift+Tab cycle through its
//! controls only, and Escape closes it.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;
use yew::prelude::*;

/// Controls Tab can reach.
const FOCUSABLE: &str = "button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex=\"-1\"])";

/// The focusable controls inside `root`, in document order.
fn focusable(root: &NodeRef) -> Vec<HtmlElement> {
    let Some(root) = root.cast::<web_sys::Element>() else { return Vec::new() };
    crate::ui::dom::all(&root, FOCUSABLE)
}

/// The element with the keyboard focus now.
fn active() -> Option<HtmlElement> {
    web_sys::window()?.document()?.active_element()?.dyn_into::<HtmlElement>().ok()
}

/// Keyboard behaviour of a modal dialog whose controls are inside `root`: focuses
/// `initial` on opening (the safe choice, e.g. Cancel), gives the focus back to the
/// element that had it on closing, and returns the `keydown` handler to put on the
/// dialog's outermost element (Escape calls `on_escape`; Tab stays inside `root`).
#[hook]
pub fn use_modal(root: NodeRef, initial: NodeRef, on_escape: Callback<()>) -> Callback<KeyboardEvent> {
    // Read while the dialog first renders: by the time effects run the opener may
    // already have lost the focus.
    let opener = (*use_state(active)).clone();
    use_effect_with((), move |_| {
        if let Some(el) = initial.cast::<HtmlElement>() {
            let _ = el.focus();
        }
        move || {
            if let Some(el) = opener.filter(|el| el.is_connected()) {
                let _ = el.focus();
            }
        }
    });
    Callback::from(move |e: KeyboardEvent| match e.key().as_str() {
        "Escape" => {
            e.prevent_default();
            on_escape.emit(());
        }
        "Tab" => {
            let controls = focusable(&root);
            let (Some(first), Some(last)) = (controls.first(), controls.last()) else { return };
            let now = active();
            let inside = now.as_ref().is_some_and(|a| controls.contains(a));
            let wrap_to = if e.shift_key() {
                (!inside || now.as_ref() == Some(first)).then_some(last)
            } else {
                (!inside || now.as_ref() == Some(last)).then_some(first)
            };
            if let Some(target) = wrap_to {
                e.prevent_default();
                let _ = target.focus();
            }
        }
        _ => {}
    })
}
