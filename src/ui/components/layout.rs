//! The table on one screen (docs/LAYOUT.md): whether the screen is narrow (one column,
//! the log at the end of the board, every opponent a summary line), the board scrolled so that
//! every choice of the decision on it is in view, and card names shrunk to fit their
//! card when a word is longer than the card is wide.
//!
//! Not a component: the table calls [`use_narrow`] and [`use_one_screen`].

use gloo_events::{EventListener, EventListenerOptions, EventListenerPhase};
use web_sys::{DomRect, Element};
use yew::prelude::*;

use crate::ui::dom::{all, document};

/// The style sheet's breakpoint of the one-column table (styles/main.css).
const NARROW: &str = "(max-width: 900px)";
/// Room left above and below the decision's choices when the board scrolls to them, in
/// CSS pixels (the cards' "i" and verb stick out of their boxes).
const MARGIN: f64 = 14.0;
/// The most a card name is shrunk (its scale, of the style sheet's size).
const MIN_FIT: f64 = 0.5;

/// Whether the screen is narrow (the one-column table), following the window's size.
#[hook]
pub fn use_narrow() -> bool {
    let query = use_memo((), |_| web_sys::window().and_then(|w| w.match_media(NARROW).ok().flatten()));
    let narrow = use_state(|| query.as_ref().as_ref().is_some_and(|q| q.matches()));
    {
        let narrow = narrow.clone();
        use_effect_with(query, move |query| {
            let listener = query.as_ref().as_ref().map(|q| {
                let q2 = q.clone();
                EventListener::new(q, "change", move |_| narrow.set(q2.matches()))
            });
            move || drop(listener)
        });
    }
    *narrow
}

/// The smallest box holding every shown rect of `rects` (top, bottom), if any.
fn span(rects: impl Iterator<Item = DomRect>) -> Option<(f64, f64)> {
    rects.filter(|r| r.width() > 0.0 && r.height() > 0.0).fold(None, |acc, r| match acc {
        None => Some((r.top(), r.bottom())),
        Some((t, b)) => Some((t.min(r.top()), b.max(r.bottom()))),
    })
}

/// Scrolls `pane` (a scrolling part of the table) so that its choices (`[data-choice]`)
/// are all in view: their top at the pane's top when they do not fit it, else only as
/// far as needed. The dock's panes keep their heading in view (sticky): their room
/// starts under it.
fn reveal_choices_in(pane: &Element) {
    let Some((top, bottom)) = span(all::<Element>(pane, "[data-choice]").iter().map(Element::get_bounding_client_rect)) else {
        return;
    };
    let p = pane.get_bounding_client_rect();
    let heading = pane.query_selector(":scope > h2").ok().flatten().map_or(0.0, |h| h.get_bounding_client_rect().height());
    let room_top = p.top() + heading;
    let by = if bottom - top > p.bottom() - room_top - 2.0 * MARGIN || top < room_top + MARGIN {
        top - room_top - MARGIN
    } else if bottom > p.bottom() - MARGIN {
        bottom - p.bottom() + MARGIN
    } else {
        return;
    };
    pane.set_scroll_top(pane.scroll_top() + by.round() as i32);
}

/// Brings the decision's choices into view: on the board, and in the dock's hand and
/// drawn cards.
pub fn reveal_choices() {
    let Some(root) = document().and_then(|d| d.document_element()) else { return };
    for pane in all::<Element>(&root, ".board, .dock .hand, .dock .drawn") {
        reveal_choices_in(&pane);
    }
}

/// The scale (below 1) that makes a name `needed` wide fit `room`, if it does not fit;
/// a little under the exact ratio, as text does not scale quite linearly.
fn fitted(needed: f64, room: f64) -> Option<f64> {
    (needed > room + 0.5 && room > 0.0).then(|| ((room / needed * 0.97 * 100.0).floor() / 100.0).max(MIN_FIT))
}

/// Below this scale a city chip's name takes its picture's room: the picture is hidden
/// (`data-tight` on the chip) and the name measured again, so that a long word beside a
/// good lying on the chip stays readable.
const PICTURE_FIT: f64 = 0.75;

/// Shrinks each card name whose longest word is wider than its card (the names never
/// break inside a word; the style sheet scales a name by its `--fit`): first every name
/// back to its size and every chip's picture shown, then all measured, then the chips
/// whose name would shrink below [`PICTURE_FIT`] without their picture and measured
/// again (a second layout only when there are such), then the long ones set.
pub fn fit_card_names() {
    let Some(root) = document().and_then(|d| d.document_element()) else { return };
    let titles = all::<Element>(&root, ".card .card-title");
    let names: Vec<Option<Element>> = titles.iter().map(|t| t.query_selector(".card-name").ok().flatten()).collect();
    for name in names.iter().flatten() {
        if name.has_attribute("style") {
            let _ = name.remove_attribute("style");
        }
    }
    for chip in all::<Element>(&root, ".card.chip[data-tight]") {
        let _ = chip.remove_attribute("data-tight");
    }
    let measure = |t: &Element| fitted(f64::from(t.scroll_width()), f64::from(t.client_width()));
    let mut fits: Vec<Option<f64>> = titles.iter().map(measure).collect();
    // Read all, then write all: a read after a write would lay the page out again.
    let shown_picture = |chip: &Element| chip.query_selector(".chip-pic").ok().flatten().is_some_and(|p| p.client_width() > 0);
    let tight: Vec<(usize, Element)> = (0..titles.len())
        .filter(|&i| fits[i].is_some_and(|f| f < PICTURE_FIT))
        .filter_map(|i| titles[i].closest(".card.chip").ok().flatten().filter(shown_picture).map(|chip| (i, chip)))
        .collect();
    for (_, chip) in &tight {
        let _ = chip.set_attribute("data-tight", "");
    }
    for (i, _) in tight {
        fits[i] = measure(&titles[i]);
    }
    for (name, fit) in names.iter().zip(fits) {
        if let (Some(name), Some(fit)) = (name, fit) {
            let _ = name.set_attribute("style", &format!("--fit: {fit}"));
        }
    }
}

/// What the fitting of card names depends on, read without a layout (no box is
/// measured): for every card name, its card's classes (where it lies, and how: hand,
/// city chip, a good on it), its text, and whether it still carries its fit (an element
/// made anew does not). Equal before and after a render, the names need no fitting again.
fn names_key() -> String {
    let Some(root) = document().and_then(|d| d.document_element()) else { return String::new() };
    let mut key = String::new();
    for name in all::<Element>(&root, ".card .card-name") {
        let card = name.closest(".card").ok().flatten().map(|c| c.class_name()).unwrap_or_default();
        key.push_str(&card);
        key.push_str(&name.text_content().unwrap_or_default());
        key.push(if name.has_attribute("style") { '+' } else { '|' });
    }
    key
}

/// After each render: card names fitted, only when they changed (`names_key`) or the
/// screen's width class did (`narrow`); and when the decision changes (`decision`, a
/// key of the step and the picked build) and it is the person's (`your_turn`), its
/// choices brought into view.
#[hook]
pub fn use_one_screen(decision: (usize, Option<u8>), your_turn: bool, narrow: bool) {
    let fitted = use_mut_ref(|| (false, String::new()));
    use_effect(move || {
        let key = names_key();
        if *fitted.borrow() != (narrow, key.clone()) {
            fit_card_names();
            *fitted.borrow_mut() = (narrow, names_key());
        }
    });
    // Names shown without a render (an opponent's city opened, the window resized).
    use_effect_with((), |_| {
        let toggle = document().map(|d| {
            let capture = EventListenerOptions { phase: EventListenerPhase::Capture, passive: true };
            EventListener::new_with_options(&d, "toggle", capture, |_| fit_card_names())
        });
        let resize = web_sys::window().map(|w| EventListener::new(&w, "resize", |_| fit_card_names()));
        move || drop((toggle, resize))
    });
    use_effect_with((decision, your_turn), |(_, your_turn)| {
        if *your_turn {
            reveal_choices();
        }
    });
}
