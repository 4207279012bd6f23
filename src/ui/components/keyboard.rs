//! The table by keyboard (the WAI-ARIA practices): one Tab stop per group of cards or
//! buttons (the hand, the role placards, each city, drawn cards, the events: a
//! "roving tabindex"; each group a `toolbar`, the composite role that tells a screen
//! reader the arrow keys move within it, named as its region is, its list items
//! `role="none"`), the arrow keys, Home and End within a group; the focus that
//! follows the game (the decision's first choice when the person's decision comes and
//! his focus was lost, the score pad at the end); a focused control scrolled out from
//! under the sticky prompt bar; and the single-letter shortcuts (D the decision, H the
//! hand, L the log), which the person may switch off (WCAG 2.1.4).
//!
//! Not a component: the table calls [`use_table_keyboard`], which settles the groups and
//! moves the focus after each render and listens to the document's keys.

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement};
use yew::prelude::*;

use crate::ui::dom::{self, document};
use crate::ui::storage::{read_raw, write_raw};

/// The attribute that makes an element a group of one Tab stop.
pub const GROUP: &str = "data-rove";
/// A group's items: its buttons but a card's "i" (the details are a key on the card).
const ITEM: &str = "button:not(.card-info):not([disabled])";
/// The decision's region (the prompt bar), the skip link's and the D key's target when
/// no choice is on the table.
pub const DECISION_ID: &str = "decision";
/// localStorage key: "off" when the person switched the single-letter shortcuts off.
const SHORTCUTS_KEY: &str = "san-juan.keys.single";

/// The elements inside `root` matching `selector` that take the focus.
fn all(root: &Element, selector: &str) -> Vec<HtmlElement> {
    dom::all(root, selector)
}

fn active() -> Option<Element> {
    document()?.active_element()
}

/// Whether the single-letter shortcuts are on (they are unless switched off).
pub fn shortcuts_on() -> bool {
    read_raw(SHORTCUTS_KEY).as_deref() != Some("off")
}

/// Switches the single-letter shortcuts on or off (remembered in this browser).
pub fn set_shortcuts(on: bool) {
    write_raw(SHORTCUTS_KEY, if on { "on" } else { "off" });
}

/// Gives every group one Tab stop: the item that has the focus, else the one that had
/// the stop if it still answers the decision (or nothing in the group does), else the
/// group's first choice, else its first item.
fn settle_groups() {
    let Some(doc) = document() else { return };
    let Some(root) = doc.document_element() else { return };
    let focused = active();
    for group in all(&root, &format!("[{GROUP}]")) {
        let items = all(&group, ITEM);
        let any_choice = items.iter().any(|e| e.has_attribute("data-choice"));
        let had = |e: &&HtmlElement| e.get_attribute("tabindex").as_deref() == Some("0");
        let current = items
            .iter()
            .find(|e| focused.as_ref() == Some(e.as_ref()))
            .or_else(|| items.iter().filter(had).find(|e| e.has_attribute("data-choice") || !any_choice))
            .or_else(|| items.iter().find(|e| e.has_attribute("data-choice")))
            .or_else(|| items.first());
        for e in &items {
            let _ = e.set_attribute("tabindex", if Some(e) == current { "0" } else { "-1" });
        }
    }
}

/// Makes `el` its group's Tab stop.
fn take_stop(el: &Element) {
    let Ok(Some(group)) = el.closest(&format!("[{GROUP}]")) else { return };
    for e in all(&group, ITEM) {
        let _ = e.set_attribute("tabindex", if e.as_ref() as &Element == el { "0" } else { "-1" });
    }
}

/// Scrolls the window so that `el` is not under the sticky prompt bar (unless it is in
/// it) nor above the top of the viewport.
pub fn reveal(el: &Element) {
    let Some(win) = web_sys::window() else { return };
    let r = el.get_bounding_client_rect();
    let mut by = 0.0;
    if let Ok(Some(bar)) = el.owner_document().map_or(Ok(None), |d| d.query_selector(".prompt")) {
        let p = bar.get_bounding_client_rect();
        let beside = r.right() <= p.left() || r.left() >= p.right();
        if !bar.contains(Some(el)) && !beside && r.bottom() > p.top() - 4.0 && r.top() < p.bottom() {
            by = r.bottom() - p.top() + 12.0;
        }
    }
    if r.top() - by < 0.0 {
        by = r.top() - 12.0;
    }
    if by != 0.0 {
        win.scroll_by_with_x_and_y(0.0, by);
    }
}

/// Focuses `el` and makes sure it can be seen.
fn focus(el: &HtmlElement) {
    let _ = el.focus();
    reveal(el);
}

/// Focuses the decision: its first choice on the table, else the prompt bar.
pub fn focus_decision() {
    let Some(doc) = document() else { return };
    let Some(root) = doc.document_element() else { return };
    let first = all(&root, "main [data-choice]").into_iter().find(|e| e.offset_parent().is_some());
    if let Some(el) = first.or_else(|| doc.get_element_by_id(DECISION_ID).and_then(|e| e.dyn_into().ok())) {
        take_stop(&el);
        focus(&el);
    }
}

/// Focuses the group inside `selector`'s element (its Tab stop), else the element.
pub fn focus_part(selector: &str) {
    let Some(doc) = document() else { return };
    let Ok(Some(part)) = doc.query_selector(selector) else { return };
    let stop = all(&part, &format!("[{GROUP}] [tabindex=\"0\"]")).into_iter().next();
    if let Some(el) = stop.or_else(|| part.dyn_into().ok()) {
        focus(&el);
    }
}

/// Whether the person has lost his place: the focus on nothing, on the page's body, on
/// an element gone from the page, or left on the prompt bar itself.
fn focus_lost(doc: &Document) -> bool {
    match doc.active_element() {
        None => true,
        Some(el) => !el.is_connected() || doc.body().is_some_and(|b| b.is_same_node(Some(&el))) || el.id() == DECISION_ID,
    }
}

/// The focus follows the game, after each render of the table: at the game's end
/// (`ended`: it just ended) the score pad; when the person's decision waits
/// (`your_turn`) and he lost his place or left the focus where his last decision put
/// it (`left`, kept here while the others play), the decision's first choice; while
/// the others play, a lost focus rests on the prompt bar. A dialog open keeps the
/// focus, and so does a person who went reading elsewhere meanwhile.
fn follow_game(your_turn: bool, over: bool, ended: bool, left: &mut Option<Element>) {
    let Some(doc) = document() else { return };
    if doc.query_selector("[aria-modal=\"true\"]").ok().flatten().is_some() {
        return;
    }
    let stayed = your_turn && left.take().is_some_and(|e| doc.active_element().as_ref() == Some(&e));
    let lost = focus_lost(&doc) || stayed;
    let element = |e: Element| e.dyn_into::<HtmlElement>().ok();
    if over {
        let pad = doc.query_selector("[data-testid=\"score-pad\"]").ok().flatten().and_then(element);
        if let Some(pad) = pad.filter(|_| ended || lost) {
            let _ = pad.focus();
        }
    } else if your_turn && lost {
        focus_decision();
    } else if !your_turn {
        if let Some(bar) = doc.get_element_by_id(DECISION_ID).and_then(element).filter(|_| lost) {
            let opts = web_sys::FocusOptions::new();
            opts.set_prevent_scroll(true);
            let _ = bar.focus_with_options(&opts);
        }
        if left.is_none() {
            *left = doc.active_element();
        }
    }
}

/// Moves the focus within `item`'s group for an arrow key, Home or End; true if it did.
fn rove(item: &Element, key: &str) -> bool {
    let Ok(Some(group)) = item.closest(&format!("[{GROUP}]")) else { return false };
    let items = all(&group, ITEM);
    let Some(at) = items.iter().position(|e| e.as_ref() as &Element == item) else { return false };
    let last = items.len() - 1;
    let to = match key {
        "ArrowRight" | "ArrowDown" => (at + 1).min(last),
        "ArrowLeft" | "ArrowUp" => at.saturating_sub(1),
        "Home" => 0,
        "End" => last,
        _ => return false,
    };
    take_stop(&items[to]);
    focus(&items[to]);
    true
}

/// A single-letter shortcut: D the decision, H the hand, L the log; true if `key` is one.
fn shortcut(key: &str) -> bool {
    match key {
        "d" | "D" => focus_decision(),
        "h" | "H" => focus_part(".hand"),
        "l" | "L" => focus_part("[data-testid=\"log\"]"),
        _ => return false,
    }
    true
}

/// The document's keys at the table: arrows within a group, and the shortcuts (not
/// while typing, with a modifier, or in a dialog).
fn on_key(e: &KeyboardEvent) {
    if e.ctrl_key() || e.alt_key() || e.meta_key() || e.default_prevented() {
        return;
    }
    let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
    if target.as_ref().is_some_and(|t| matches!(t.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")) {
        return;
    }
    let Some(doc) = document() else { return };
    if doc.query_selector("[aria-modal=\"true\"]").ok().flatten().is_some() {
        return;
    }
    let key = e.key();
    let done = match &target {
        Some(t) if t.matches(ITEM).unwrap_or(false) && rove(t, &key) => true,
        _ => !e.shift_key() && shortcuts_on() && shortcut(&key),
    };
    if done {
        e.prevent_default();
    }
}

/// Installs the table's keyboard listeners on the document while the table is shown:
/// the keys ([`on_key`]), and on every focus the group's stop follows it and the
/// control is scrolled out from under the prompt bar.
#[hook]
fn use_table_keys() {
    use_effect_with((), |_| {
        let listeners = document().map(|doc| {
            let keys = EventListener::new_with_options(&doc, "keydown", EventListenerOptions::enable_prevent_default(), |e| {
                if let Some(e) = e.dyn_ref::<KeyboardEvent>() {
                    on_key(e);
                }
            });
            let focusin = EventListener::new(&doc, "focusin", |e| {
                if let Some(el) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) {
                    if el.matches(ITEM).unwrap_or(false) {
                        take_stop(&el);
                    }
                    reveal(&el);
                }
            });
            (keys, focusin)
        });
        move || drop(listeners)
    });
}

/// The table's keyboard: the document's listeners ([`use_table_keys`]), and after every
/// render one Tab stop per group ([`settle_groups`]) and the focus that follows the game
/// ([`follow_game`]); `your_turn` and `over` as the table shows them now.
#[hook]
pub fn use_table_keyboard(your_turn: bool, over: bool) {
    use_table_keys();
    let (was_over, left) = (use_mut_ref(|| over), use_mut_ref(|| None));
    use_effect(move || {
        settle_groups();
        let ended = over && !std::mem::replace(&mut *was_over.borrow_mut(), over);
        follow_game(your_turn, over, ended, &mut left.borrow_mut());
    });
}
