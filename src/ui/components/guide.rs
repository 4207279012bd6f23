//! The guide's callout (`table::guide`): a box next to the control it is about, with an
//! arrow pointing at it, placed at run time from the control's bounding box (so it
//! follows any layout), the suggested answer highlighted, the text in a live region,
//! the focus moved to the control (or to "Next" when there is nothing to press). Escape
//! closes the guide; the game goes on.
//!
//! The highlight is an attribute on the page's own control (`data-guide-target`, and
//! `data-guide-quiet` for the answer suggested without a callout), set and cleared here
//! after every render: the table's components know nothing of the guide.

use gloo_events::EventListener;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};
use yew::prelude::*;

use crate::rules::{Action, Building};
use crate::table::guide::{Answer, Callout, GuideMsg, Target};
use crate::table::keys::choice_key;
use crate::table::model::Msg;
use crate::table::text::{also_line, lesson_text, step_line, suggested_line};
use crate::ui::i18n::use_texts;

/// The attribute on the control a callout points at.
const TARGET_ATTR: &str = "data-guide-target";
/// The attribute on the control of the answer suggested without a callout.
const QUIET_ATTR: &str = "data-guide-quiet";
/// Room kept between the callout and the viewport's edges, and the arrow's size (px).
const MARGIN: f64 = 8.0;
const ARROW: f64 = 12.0;

/// The guide over the table.
#[derive(Properties, PartialEq)]
pub struct GuideProps {
    /// The callout to show, if any.
    pub callout: Option<Callout>,
    /// The answer to highlight when no callout shows.
    pub quiet: Option<Action>,
    /// An expansion's guide ("Don't show again" is offered).
    pub tour: bool,
    /// The person's city (to say a crane's answer in words).
    pub city: Vec<Building>,
    /// Changes with every change of the model: the callout is placed again.
    pub rev: u32,
    /// Sends the guide's messages.
    pub on_msg: Callback<Msg>,
}

/// The guide's callout and its live region.
#[component]
pub fn GuideLayer(props: &GuideProps) -> Html {
    let tr = use_texts();
    let node = use_node_ref();
    let next = use_node_ref();
    let focused = use_mut_ref(|| None::<(usize, u32)>);
    {
        let (callout, quiet, node, next) = (props.callout, props.quiet, node.clone(), next.clone());
        let focused = focused.clone();
        use_effect_with((callout, quiet, props.rev), move |_| {
            mark(callout.as_ref(), quiet);
            let target = callout.as_ref().and_then(find_target);
            if let (Some(c), Some(t)) = (callout.as_ref(), target.as_ref()) {
                let key = (c.index, c.done);
                if *focused.borrow() != Some(key) {
                    *focused.borrow_mut() = Some(key);
                    bring_into_view(t);
                    focus_for(c, t, &next);
                }
            }
            place(&node, target.as_ref());
        });
    }
    use_window_listeners(&node, props);
    // What the page's tests wait for once the marks are set: the quiet suggestion's key.
    let quiet = props.quiet.map(choice_key);
    let Some(c) = props.callout else {
        return html! { <p class="visually-hidden" aria-live="polite" data-testid="guide-live" data-quiet={quiet}></p> };
    };
    let body = lesson_text(&tr, c.lesson.key);
    let also = also_line(&tr, &c, &props.city);
    let suggested = suggested_line(&tr, &c, &props.city);
    let said = [also.clone(), Some(body.clone()), suggested.clone()].into_iter().flatten().collect::<Vec<_>>().join(" ");
    let on = |m: GuideMsg| props.on_msg.reform(move |_: MouseEvent| Msg::Guide(m.clone()));
    html! {
        <>
        <p class="visually-hidden" aria-live="polite" data-testid="guide-live">{ said }</p>
        <section class="guide-callout" ref={node} data-testid="guide-callout" data-lesson={c.lesson.key}
            aria-label={tr.t("guide-label")}>
            <span class="guide-arrow" aria-hidden="true"></span>
            <p class="guide-step">{ step_line(&tr, &c) }</p>
            { for also.map(|a| html! { <p class="guide-also" data-testid="guide-also">{ a }</p> }) }
            <p class="guide-text">{ body }</p>
            { for suggested.map(|s| html! { <p class="guide-suggested">{ s }</p> }) }
            <div class="guide-buttons">
                if c.lesson.answer == Answer::Read {
                    <button type="button" ref={next} data-testid="guide-next" onclick={on(GuideMsg::Next)}>{ tr.t("guide-next") }</button>
                }
                if props.tour {
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
#[hook]
fn use_window_listeners(node: &NodeRef, props: &GuideProps) {
    let shown = props.callout.is_some();
    let (node, on_msg) = (node.clone(), props.on_msg.clone());
    use_effect_with(shown, move |shown| {
        let listeners = web_sys::window().filter(|_| *shown).map(|w| {
            let escape = EventListener::new(&w, "keydown", move |e| {
                let key = e.dyn_ref::<web_sys::KeyboardEvent>().map(|k| k.key());
                if key.as_deref() == Some("Escape") && !dialog_open() {
                    on_msg.emit(Msg::Guide(GuideMsg::Close));
                }
            });
            let again = |name: &'static str| {
                let node = node.clone();
                EventListener::new(&w, name, move |_| {
                    let target = document().and_then(|d| d.query_selector(&format!("[{TARGET_ATTR}]")).ok().flatten());
                    place(&node, target.as_ref());
                })
            };
            (escape, again("resize"), again("scroll"))
        });
        move || drop(listeners)
    });
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
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

/// The element the callout points at, if the page shows it.
fn find_target(c: &Callout) -> Option<Element> {
    match c.lesson.target {
        Target::Answer => c.suggested.and_then(|a| first_usable(&choice_selector(a))),
        Target::Select(selectors) => selectors.iter().find_map(|s| first_usable(s)),
    }
}

/// Clears the guide's marks, then marks the callout's target and the quiet suggestion.
fn mark(callout: Option<&Callout>, quiet: Option<Action>) {
    let Some(doc) = document() else { return };
    for attr in [TARGET_ATTR, QUIET_ATTR] {
        if let Ok(list) = doc.query_selector_all(&format!("[{attr}]")) {
            for el in (0..list.length()).filter_map(|i| list.item(i)?.dyn_into::<Element>().ok()) {
                let _ = el.remove_attribute(attr);
            }
        }
    }
    if let Some(el) = callout.and_then(find_target) {
        let _ = el.set_attribute(TARGET_ATTR, "");
    }
    if let Some(el) = quiet.and_then(|a| first_usable(&choice_selector(a))) {
        let _ = el.set_attribute(QUIET_ATTR, "");
    }
}

/// Scrolls `el` to the middle of the viewport when it is not wholly in it.
fn bring_into_view(el: &Element) {
    let Some(w) = web_sys::window() else { return };
    let height = w.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    let r = el.get_bounding_client_rect();
    if r.top() < 0.0 || r.bottom() > height {
        let opts = web_sys::ScrollIntoViewOptions::new();
        opts.set_block(web_sys::ScrollLogicalPosition::Center);
        el.scroll_into_view_with_scroll_into_view_options(&opts);
    }
}

/// The focus goes to the control to press, or to "Next" when there is none.
fn focus_for(c: &Callout, target: &Element, next: &NodeRef) {
    let opts = web_sys::FocusOptions::new();
    opts.set_prevent_scroll(true);
    let button = next.cast::<HtmlElement>().filter(|_| c.lesson.answer == Answer::Read);
    let el = button.or_else(|| target.clone().dyn_into::<HtmlElement>().ok());
    if let Some(el) = el {
        let _ = el.focus_with_options(&opts);
    }
}

/// Places the callout next to `target` (below it when there is room, else above, else
/// at the viewport's bottom), its arrow pointing at the target's middle; without a
/// target, at the viewport's bottom.
fn place(node: &NodeRef, target: Option<&Element>) {
    let (Some(el), Some(w)) = (node.cast::<HtmlElement>(), web_sys::window()) else { return };
    let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let (vw, vh) = (size(w.inner_width()), size(w.inner_height()));
    let width = (vw - 2.0 * MARGIN).min(340.0);
    let height = el.get_bounding_client_rect().height();
    let (top, left, arrow, side) = match target.map(|t| t.get_bounding_client_rect()) {
        Some(r) => {
            let middle = r.left() + r.width() / 2.0;
            let left = (middle - width / 2.0).clamp(MARGIN, (vw - width - MARGIN).max(MARGIN));
            let arrow = (middle - left).clamp(ARROW, (width - ARROW).max(ARROW));
            if r.bottom() + ARROW + height <= vh - MARGIN {
                (r.bottom() + ARROW, left, arrow, "below")
            } else if r.top() - ARROW - height >= MARGIN {
                (r.top() - ARROW - height, left, arrow, "above")
            } else {
                ((vh - height - MARGIN).max(MARGIN), left, arrow, "over")
            }
        }
        None => ((vh - height - MARGIN).max(MARGIN), (vw - width) / 2.0, width / 2.0, "over"),
    };
    let style = format!("top:{top:.0}px;left:{left:.0}px;width:{width:.0}px;--guide-arrow:{arrow:.0}px");
    let _ = el.set_attribute("style", &style);
    let _ = el.set_attribute("data-side", side);
}
