//! Small reads of the page's DOM that several components share.

use wasm_bindgen::JsCast;
use web_sys::{Document, Element};

/// The page's document (none outside a window).
pub fn document() -> Option<Document> {
    web_sys::window()?.document()
}

/// The elements inside `root` matching `selector`, in document order, as `T` (those
/// that are not a `T` left out; none when the selector does not parse).
pub fn all<T: JsCast>(root: &Element, selector: &str) -> Vec<T> {
    let Ok(list) = root.query_selector_all(selector) else { return Vec::new() };
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<T>().ok()).collect()
}
