//! The guide's callout (`table::guide`): a box next to the control it is about, with an
//! arrow pointing at it, placed at run time from the control's bounding box (so it
//! follows any layout) where it covers none of the decision's choices, the suggested
//! answer highlighted, the text in a live region, the focus moved to the control (or to
//! "Next" when there is nothing to press). Escape closes the guide; the game goes on.
//!
//! The highlight is an attribute on the page's own control (`data-guide-target`, and
//! `data-guide-quiet` for the answer suggested without a callout), set and cleared here
//! after every render: the table's components know nothing of the guide. A hook of the
//! root component and plain functions, not a component of its own (a smaller page).

use std::cell::RefCell;

use gloo_events::{EventListener, EventListenerOptions, EventListenerPhase};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use super::markup::sends;

use crate::rules::Action;
use crate::table::game::Game;
use crate::table::guide::{Answer, Callout, Guide, GuideMsg, GuideName, Target};
use crate::table::i18n::Texts;
use crate::table::keys::choice_key;
use crate::table::model::{Model, Msg};
use crate::table::text::{also_line, lesson_text, step_line, suggested_line};
use crate::ui::components::layout::reveal_choices;
use crate::ui::dom::{all, document};

/// The attribute on the control a callout points at.
const TARGET_ATTR: &str = "data-guide-target";
/// The attribute on the control of the answer suggested without a callout.
const QUIET_ATTR: &str = "data-guide-quiet";
/// Room kept between the callout and the viewport's edges, and the arrow's size (px).
const MARGIN: f64 = 8.0;
const ARROW: f64 = 12.0;

/// The guide over the table, for the root component: after every change of the model
/// it marks the control the callout points at and the quiet suggestion, places the
/// callout and moves the focus; while a callout shows, Escape closes the guide and a
/// scroll or a resize places it again. Returns the callout and its live region to draw
/// over the table (nothing when the table does not show or its game has no guide).
#[hook]
pub fn use_guide(model: &Model, tr: &Texts, on_msg: &Callback<Msg>) -> Html {
    let node = use_node_ref();
    let next = use_node_ref();
    let focused = use_mut_ref(|| None::<(usize, u32, usize)>);
    // English's callouts come with its whole file, a moment after the first render
    // (`Texts::english_first`): the guide shows once they are in.
    let drawn = model.table_game().map(|g| &**g).zip(model.guide.as_ref()).filter(|_| model.hand_over.is_none() && tr.complete());
    let callout = drawn.and_then(|_| model.guide_callout());
    let quiet = drawn.and_then(|(game, guide)| guide.quiet(game));
    {
        let (node, next) = (node.clone(), next.clone());
        // `rev` changes with every change of the model, so the callout and the quiet
        // suggestion (read from the model) need no comparing of their own; and the
        // callout first shows when English's whole file comes in.
        use_effect_with((model.rev, tr.complete()), move |_| after_render(callout.as_ref(), quiet, &node, &next, &focused));
    }
    {
        let (node, on_msg) = (node.clone(), on_msg.clone());
        use_effect_with(callout.is_some(), move |shown| {
            let listeners = shown.then(|| window_listeners(node, on_msg)).flatten();
            move || drop(listeners)
        });
    }
    drawn.map_or_else(Html::default, |drawn| layer(tr, drawn, callout, quiet, (node, next), on_msg))
}

/// After a render: the marks, the focus (once per callout) and the callout's place.
/// `focused` keeps the callout shown last and which of its targets it points at.
fn after_render(
    callout: Option<&Callout>,
    quiet: Option<Action>,
    node: &NodeRef,
    next: &NodeRef,
    focused: &RefCell<Option<(usize, u32, usize)>>,
) {
    let Some(c) = callout else {
        *focused.borrow_mut() = None;
        mark(None, quiet);
        return place(node, None);
    };
    let same = focused.borrow().filter(|&(i, d, _)| (i, d) == (c.index, c.done));
    let target = match same {
        Some((_, _, pick)) => find_target(c, pick),
        None => find_target(c, 0).map(|(t, pick)| {
            // The target into view, then the choices (they win where both do not fit):
            // a target scrolled away gives way to the next one in view.
            bring_into_view(&t);
            reveal_choices();
            let shown = (pick + 1..).map_while(|from| find_target(c, from)).find(|(t, _)| in_view(t));
            if in_view(&t) { (t, pick) } else { shown.unwrap_or((t, pick)) }
        }),
    };
    if let (None, Some((t, pick))) = (same, &target) {
        *focused.borrow_mut() = Some((c.index, c.done, *pick));
        focus_for(c, t, next);
    }
    let target = target.map(|(t, _)| t);
    mark(target.as_ref(), quiet);
    place(node, target.as_ref());
}

/// The callout of `guide` at `game` (if one shows) and its live region.
fn layer(
    tr: &Texts,
    (game, guide): (&Game, &Guide),
    callout: Option<Callout>,
    quiet: Option<Action>,
    (node, next): (NodeRef, NodeRef),
    on_msg: &Callback<Msg>,
) -> Html {
    // What the page's tests wait for once the marks are set: the quiet suggestion's key.
    let Some(c) = callout else {
        return html! { <p class="visually-hidden" aria-live="polite" data-testid="guide-live" data-quiet={quiet.map(choice_key)}></p> };
    };
    let city = game.state.player(game.human).city();
    let body = lesson_text(tr, c.lesson.key);
    let also = also_line(tr, &c, city);
    let suggested = suggested_line(tr, &c, city);
    let said = [also.as_deref(), Some(body.as_str()), suggested.as_deref()].into_iter().flatten().collect::<Vec<_>>().join(" ");
    let on = |m: GuideMsg| sends(on_msg, Msg::Guide(m.clone()));
    html! {
        <>
        <p class="visually-hidden" aria-live="polite" data-testid="guide-live">{ said }</p>
        <section class="guide-callout" ref={node} data-testid="guide-callout" data-lesson={c.lesson.key}
            aria-label={tr.t("guide-label")}>
            <span class="guide-arrow" aria-hidden="true"></span>
            <p class="guide-step">{ step_line(tr, &c) }</p>
            { for also.map(|a| html! { <p class="guide-also" data-testid="guide-also">{ a }</p> }) }
            <p class="guide-text">{ body }</p>
            { for suggested.map(|s| html! { <p class="guide-suggested">{ s }</p> }) }
            <div class="guide-buttons">
                if matches!(c.lesson.answer, Answer::Read) {
                    <button type="button" ref={next} data-testid="guide-next" onclick={on(GuideMsg::Next)}>{ tr.t("guide-next") }</button>
                }
                if matches!(guide.name, GuideName::Tour { .. }) {
                    <button type="button" class="secondary" data-testid="guide-never" onclick={on(GuideMsg::NeverAgain)}>
                        { tr.t("guide-never") }
                    </button>
                }
                <button type="button" class="secondary" data-testid="guide-close" onclick={on(GuideMsg::Close)}>
                    { tr.t("guide-close") }
                </button>
            </div>
        </section>
        </>
    }
}

/// Escape closes the guide (unless a dialog is open: Escape is the dialog's); a scroll
/// or a resize places the callout again.
fn window_listeners(node: NodeRef, on_msg: Callback<Msg>) -> Option<[EventListener; 3]> {
    let w = web_sys::window()?;
    let escape = EventListener::new(&w, "keydown", move |e| {
        let key = e.dyn_ref::<web_sys::KeyboardEvent>().map(|k| k.key());
        if key.as_deref() == Some("Escape") && !dialog_open() {
            on_msg.emit(Msg::Guide(GuideMsg::Close));
        }
    });
    // Capturing: a scroll of the board or the dock, not only of the page, moves the choices.
    let again = |name: &'static str| {
        let node = node.clone();
        let capture = EventListenerOptions { phase: EventListenerPhase::Capture, passive: true };
        EventListener::new_with_options(&w, name, capture, move |_| {
            let target = document().and_then(|d| d.query_selector(&format!("[{TARGET_ATTR}]")).ok().flatten());
            place(&node, target.as_ref());
        })
    };
    Some([escape, again("resize"), again("scroll")])
}

fn dialog_open() -> bool {
    document().and_then(|d| d.query_selector("[aria-modal=\"true\"]").ok().flatten()).is_some()
}

/// Whether `el` is shown (it has a box) and can be used (not disabled).
fn usable(el: &Element) -> bool {
    let r = el.get_bounding_client_rect();
    r.width() > 0.0 && r.height() > 0.0 && !el.has_attribute("disabled")
}

/// The first usable element matching `selector`.
fn first_usable(selector: &str) -> Option<Element> {
    let list = document()?.query_selector_all(selector).ok()?;
    (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()).find(usable)
}

/// The CSS selector of the control that takes `action`.
fn choice_selector(action: Action) -> String {
    format!("[data-choice=\"{}\"]", choice_key(action))
}

/// The element the callout points at, if the page shows it, looked for from its
/// `from`th selector on, and the index of the selector that found it.
fn find_target(c: &Callout, from: usize) -> Option<(Element, usize)> {
    match c.lesson.target {
        Target::Answer => c.suggested.filter(|_| from == 0).and_then(|a| first_usable(&choice_selector(a))).map(|t| (t, 0)),
        Target::Select(selectors) => selectors.iter().enumerate().skip(from).find_map(|(i, s)| Some((first_usable(s)?, i))),
    }
}

/// Clears the guide's marks, then marks the callout's target and the quiet suggestion.
fn mark(target: Option<&Element>, quiet: Option<Action>) {
    let Some(doc) = document() else { return };
    for attr in [TARGET_ATTR, QUIET_ATTR] {
        if let Ok(list) = doc.query_selector_all(&format!("[{attr}]")) {
            for el in (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()) {
                let _ = el.remove_attribute(attr);
            }
        }
    }
    if let Some(el) = target {
        let _ = el.set_attribute(TARGET_ATTR, "");
    }
    if let Some(el) = quiet.and_then(|a| first_usable(&choice_selector(a))) {
        let _ = el.set_attribute(QUIET_ATTR, "");
    }
}

/// A box on the screen: left, top, right, bottom, in CSS pixels of the viewport.
type Boxed = [f64; 4];

fn boxed(el: &Element) -> Boxed {
    let r = el.get_bounding_client_rect();
    [r.left(), r.top(), r.right(), r.bottom()]
}

fn meets(a: &Boxed, b: &Boxed) -> bool {
    a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3]
}

/// The viewport's width and height.
fn viewport() -> (f64, f64) {
    let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    web_sys::window().map_or((0.0, 0.0), |w| (size(w.inner_width()), size(w.inner_height())))
}

/// Whether `el` is wholly in the viewport and, on the board, in its shown part.
fn in_view(el: &Element) -> bool {
    let (r, (vw, vh)) = (boxed(el), viewport());
    let pane = el.closest(".board").ok().flatten().map_or([0.0, 0.0, vw, vh], |b| boxed(&b));
    r[0] >= pane[0].max(0.0) - 1.0 && r[1] >= pane[1].max(0.0) - 1.0 && r[2] <= pane[2].min(vw) + 1.0 && r[3] <= pane[3].min(vh) + 1.0
}

/// Scrolls `el` to the middle of the viewport when it is not wholly in view.
fn bring_into_view(el: &Element) {
    if !in_view(el) {
        let opts = web_sys::ScrollIntoViewOptions::new();
        opts.set_block(web_sys::ScrollLogicalPosition::Center);
        el.scroll_into_view_with_scroll_into_view_options(&opts);
    }
}

/// The focus goes to the control to press, or to "Next" when there is none.
fn focus_for(c: &Callout, target: &Element, next: &NodeRef) {
    let opts = web_sys::FocusOptions::new();
    opts.set_prevent_scroll(true);
    let button = next.cast::<HtmlElement>().filter(|_| matches!(c.lesson.answer, Answer::Read));
    let el = button.or_else(|| target.clone().dyn_into::<HtmlElement>().ok());
    if let Some(el) = el {
        let _ = el.focus_with_options(&opts);
    }
}

/// Places the callout where it covers neither a choice of the decision (a usable
/// `[data-choice]`) nor `target`: below the target when there is room, else above it,
/// its arrow pointing at the target's middle; else, without an arrow, at the free place
/// nearest the target (without a target, nearest the viewport's foot). Where no place
/// is free for the whole callout, its text is given less height (it scrolls).
fn place(node: &NodeRef, target: Option<&Element>) {
    let Some(el) = node.cast::<HtmlElement>() else { return };
    let (vw, vh) = viewport();
    let width = (vw - 2.0 * MARGIN).min(340.0);
    // The width first: the height is measured at the width it will have (measured at
    // another, the callout ran off the screen's foot until a scroll placed it again).
    let _ = el.set_attribute("style", &format!("width:{}px", width as i32));
    let height = el.get_bounding_client_rect().height();
    let choices = document().and_then(|d| d.document_element()).map(|root| all::<Element>(&root, "[data-choice]")).unwrap_or_default();
    // Grown a little: a card's verb and a focus ring stick out of its box.
    let grow = |b: Boxed| [b[0] - 4.0, b[1] - 4.0, b[2] + 4.0, b[3] + 4.0];
    let mut clear: Vec<Boxed> = choices.iter().filter(|c| usable(c)).map(|c| grow(boxed(c))).collect();
    clear.extend(target.map(|t| grow(boxed(t))));
    let t = target.map(boxed);
    let (top, left, side, h) = [1.0, 0.75, 0.5, 0.0]
        .into_iter()
        .map(|f| (height * f).max(height.min(110.0)))
        .find_map(|h| spot(&clear, t, (vw, vh), (width, h)).map(|(top, left, side)| (top, left, side, h)))
        .unwrap_or(((vh - height - MARGIN).max(MARGIN), (vw - width) / 2.0, "over", height));
    let arrow = t.map_or(width / 2.0, |r| ((r[0] + r[2]) / 2.0 - left).clamp(ARROW, (width - ARROW).max(ARROW)));
    // Whole pixels: integers keep float formatting out of this code.
    let style = format!(
        "top:{}px;left:{}px;width:{}px;max-height:{}px;--guide-arrow:{}px",
        top as i32,
        left as i32,
        width as i32,
        h.ceil() as i32,
        arrow as i32
    );
    let _ = el.set_attribute("style", &style);
    let _ = el.set_attribute("data-side", side);
}

/// Where a callout `size` (width, height) goes in a viewport `view` (width, height)
/// keeping `clear` clear, next to target `t` if any ([`place`]): its top, left and
/// side ("below", "above", or "over" without an arrow); none when no place is free. The
/// places looked at touch an edge of the viewport or of a box kept clear.
fn spot(clear: &[Boxed], t: Option<Boxed>, (vw, vh): (f64, f64), (w, h): (f64, f64)) -> Option<(f64, f64, &'static str)> {
    let foot = vh - h - MARGIN;
    let fits = |&(top, left): &(f64, f64)| {
        top >= MARGIN - 0.5
            && top <= foot + 0.5
            && left >= MARGIN - 0.5
            && left + w <= vw - MARGIN + 0.5
            && !clear.iter().any(|b| meets(b, &[left, top, left + w, top + h]))
    };
    let (cx, cy) = t.map_or((vw / 2.0, vh), |r| ((r[0] + r[2]) / 2.0, (r[1] + r[3]) / 2.0));
    let left = (cx - w / 2.0).clamp(MARGIN, (vw - w - MARGIN).max(MARGIN));
    if let Some(r) = t {
        for (top, side) in [(r[3] + ARROW, "below"), (r[1] - ARROW - h, "above")] {
            if fits(&(top, left)) {
                return Some((top, left, side));
            }
        }
    }
    let mut tops = vec![MARGIN, foot];
    let mut lefts = vec![left, MARGIN, vw - w - MARGIN];
    for b in clear {
        tops.extend([b[3] + 1.0, b[1] - h - 1.0]);
        lefts.extend([b[2] + 1.0, b[0] - w - 1.0]);
    }
    let far = |(top, left): &(f64, f64)| (top + h / 2.0 - cy).powi(2) + (left + w / 2.0 - cx).powi(2);
    let free = tops.iter().flat_map(|&top| lefts.iter().map(move |&left| (top.ceil(), left.ceil()))).filter(fits);
    free.min_by(|a, b| far(a).total_cmp(&far(b))).map(|(top, left)| (top, left, "over"))
}
