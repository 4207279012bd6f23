//! The person's two helpers in the prompt bar: "Undo" (his last decision, while nothing
//! was revealed since it; Ctrl+Z or ⌘Z too) and "What would the hard bot do?", with the
//! bot's answer in words. The model decides what may be undone and keeps the hint
//! (`table::model`, `table::hint`); this only shows them and sends the messages.
//!
//! Both buttons stay focusable when they cannot act (`aria-disabled`, not `disabled`),
//! so the keyboard focus is not lost when an undo or an answer changes what they can do.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::table::i18n::Texts;
use crate::table::model::Msg;
use crate::ui::i18n::use_texts;

/// Props of [`UndoHint`].
#[derive(Properties, PartialEq)]
pub struct UndoHintProps {
    /// The person may take back his last action now.
    pub can_undo: bool,
    /// The person may ask for a hint now (his turn, none asked for this decision).
    pub can_ask: bool,
    /// The bot is thinking about the hint.
    #[prop_or_default]
    pub thinking: bool,
    /// The hint in words, once asked: its line and what the bot can say why.
    #[prop_or_default]
    pub hint: Option<(AttrValue, Option<AttrValue>)>,
    /// The game offers hints (off: the new-game form's "no hints", and no hint button).
    #[prop_or(true)]
    pub hints: bool,
    /// Sends messages to the reducer.
    pub on_msg: Callback<Msg>,
}

/// The "Hint" tag on a card a hint suggests (a word, not only a colour), hidden from
/// screen readers: the card says it in its own words. A button a hint suggests carries
/// the word in `data-hinted` instead, and the style sheet shows it before the button's
/// text (so it is part of the button's name).
pub fn hint_tag(tr: &Texts) -> Html {
    html! { <span class="hint-tag" aria-hidden="true">{ tr.t("hint-tag") }</span> }
}

/// Scrolls the control a hint suggests to the middle of the view (on a phone the card
/// may be below the fold, or under the prompt bar at its foot); the focus stays where it
/// is.
fn show_hinted() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(Some(el)) = doc.query_selector("[data-hinted]") else { return };
    let opts = web_sys::ScrollIntoViewOptions::new();
    opts.set_block(web_sys::ScrollLogicalPosition::Center);
    opts.set_behavior(web_sys::ScrollBehavior::Smooth);
    el.scroll_into_view_with_scroll_into_view_options(&opts);
}

/// Whether a key press is Ctrl+Z (⌘Z on a Mac) without Shift or Alt, outside a text
/// field (where it undoes typing).
fn is_undo_key(e: &web_sys::KeyboardEvent) -> bool {
    let in_text = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA"));
    (e.ctrl_key() || e.meta_key()) && !e.shift_key() && !e.alt_key() && e.key().eq_ignore_ascii_case("z") && !in_text
}

/// The Undo and hint buttons, and the hint's text.
#[component]
pub fn UndoHint(props: &UndoHintProps) -> Html {
    let tr = use_texts();
    // Ctrl+Z anywhere on the page: one listener for the table's life, reading the
    // latest props. Not passive: it keeps the browser's own undo from acting too.
    let latest: Rc<RefCell<(bool, Callback<Msg>)>> = use_mut_ref(|| (false, Callback::noop()));
    *latest.borrow_mut() = (props.can_undo, props.on_msg.clone());
    {
        let latest = latest.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().and_then(|w| w.document()).map(|doc| {
                EventListener::new_with_options(&doc, "keydown", EventListenerOptions::enable_prevent_default(), move |e| {
                    let Some(key) = e.dyn_ref::<web_sys::KeyboardEvent>() else { return };
                    let (can_undo, on_msg) = latest.borrow().clone();
                    if can_undo && is_undo_key(key) {
                        key.prevent_default();
                        on_msg.emit(Msg::Undo);
                    }
                })
            });
            move || drop(listener)
        });
    }
    // An answer just in: show its control.
    let ready = props.hint.is_some() && !props.thinking;
    use_effect_with(ready, |ready| {
        if *ready {
            show_hinted();
        }
    });

    let on_undo = {
        let (can, on_msg) = (props.can_undo, props.on_msg.clone());
        Callback::from(move |_: MouseEvent| {
            if can {
                on_msg.emit(Msg::Undo);
            }
        })
    };
    let on_hint = {
        let (can, on_msg) = (props.can_ask, props.on_msg.clone());
        Callback::from(move |_: MouseEvent| {
            if can {
                on_msg.emit(Msg::AskHint);
            } else if ready {
                show_hinted();
            }
        })
    };
    let hint_off = !props.can_ask && !ready;
    let text = props.hint.as_ref().map(|(line, why)| {
        html! {
            <p class="bot-hint" data-testid="hint-text" data-thinking={props.thinking.to_string()}>
                <span class="bot-hint-line">{ line }</span>
                if let Some(why) = why {
                    <span class="bot-hint-why">{ format!(" {why}") }</span>
                }
            </p>
        }
    });
    html! {
        <div class="prompt-tools">
            <button type="button" class="secondary tool" data-testid="undo" onclick={on_undo}
                aria-disabled={(!props.can_undo).then_some("true")} aria-keyshortcuts="Control+Z Meta+Z"
                title={tr.t("undo-title")}>{ tr.t("undo") }</button>
            if props.hints {
                <button type="button" class="secondary tool" data-testid="hint" onclick={on_hint}
                    aria-disabled={hint_off.then_some("true")} aria-busy={props.thinking.then_some("true")}>
                    { tr.t("hint-ask") }
                </button>
            }
            <>{ for text }</>
        </div>
    }
}
