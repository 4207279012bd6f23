//! A card, readable without its picture (`card_picture`, decoration): name, cost, VP,
//! kind colour, goods icon, and its function in a few words. Its full text: the "i"
//! button on a full-size card, a click on a card that is not a choice, hover,
//! right-click or long-press.
//!
//! What a screen reader says is the card's own content: its visible name first, then
//! the rest in words in a visually hidden span (`text::card_said`); the other visible
//! bits (cost, VP, kind, verb) are hidden from it, so the name it hears never reorders
//! the text one sees.

use std::cell::RefCell;
use std::rc::Rc;

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::card_picture::card_picture;
use super::good_icon::good_icon;
use super::undo_hint::hint_tag;
use crate::rules::{Building, Edition};
use crate::table::i18n::{Texts, num};
use crate::table::keys::kind_class;
use crate::table::text::{card_info_label, card_said, card_short, card_tooltip, kind_label};
use crate::ui::i18n::use_texts;

/// How long a touch must rest on a card to show its details, in milliseconds.
const LONG_PRESS_MILLIS: u32 = 550;

/// Props of [`Card`].
#[derive(Properties, PartialEq)]
pub struct CardProps {
    /// The building on the card.
    pub building: Building,
    /// A compact chip (a city) instead of a full card (a hand).
    #[prop_or_default]
    pub chip: bool,
    /// Set when clicking the card answers the decision: the choice's stable key
    /// (`data-choice`), and the card is highlighted.
    #[prop_or_default]
    pub choice: Option<AttrValue>,
    /// What clicking does, in one word ("Build", "Pay", "Discard"...).
    #[prop_or_default]
    pub verb: Option<AttrValue>,
    /// Picked, waiting for the next step.
    #[prop_or_default]
    pub selected: bool,
    /// Greyed out (not playable now).
    #[prop_or_default]
    pub dim: bool,
    /// A face-down good lies on it.
    #[prop_or_default]
    pub has_good: bool,
    /// Just drawn into the hand: marked "New" (in words, not only by colour).
    #[prop_or_default]
    pub fresh: bool,
    /// Just built by another player (a city's chip): marked "New" (in words) until the
    /// person's next decision.
    #[prop_or_default]
    pub built: bool,
    /// The action a hint suggests: highlighted, with a "Hint" tag in words.
    #[prop_or_default]
    pub hinted: bool,
    /// Clicked while `choice` is set.
    #[prop_or_default]
    pub on_choose: Callback<()>,
    /// Asks for the card's full text (its "i" button, a click when not a choice,
    /// right-click, long-press).
    pub on_detail: Callback<Building>,
}

/// The "i" of the button that opens a card's full text.
fn info_icon() -> Html {
    html! {
        <svg class="info-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="4.3" r="1.3" />
            <path d="M6.4 6.8H9.1V11.6H10.2V13H5.8V11.6H6.9V8.2H6.4Z" />
        </svg>
    }
}

/// A card's answers to the pointer: a click chooses it (or, when it is not a choice,
/// shows its details); right-click and a long press on a touch screen (iOS fires no
/// contextmenu) show the details, and the click that follows a long press is
/// swallowed.
struct Press {
    onclick: Callback<MouseEvent>,
    oncontextmenu: Callback<MouseEvent>,
    onpointerdown: Callback<PointerEvent>,
    /// The press ended (up, cancelled or left) before it was long.
    end: Callback<PointerEvent>,
}

/// The pointer handlers of the card for `b` ([`Press`]).
#[hook]
fn use_press(b: Building, legal: bool, on_choose: &Callback<()>, on_detail: &Callback<Building>) -> Press {
    let press: Rc<RefCell<Option<Timeout>>> = use_mut_ref(|| None);
    let long_pressed: Rc<RefCell<bool>> = use_mut_ref(|| false);
    let onpointerdown = {
        let (press, long_pressed, on_detail) = (press.clone(), long_pressed.clone(), on_detail.clone());
        Callback::from(move |e: PointerEvent| {
            *long_pressed.borrow_mut() = false;
            if e.pointer_type() != "touch" {
                return;
            }
            let (long_pressed, on_detail) = (long_pressed.clone(), on_detail.clone());
            *press.borrow_mut() = Some(Timeout::new(LONG_PRESS_MILLIS, move || {
                *long_pressed.borrow_mut() = true;
                on_detail.emit(b);
            }));
        })
    };
    let end = Callback::from(move |_: PointerEvent| {
        press.borrow_mut().take();
    });
    let onclick = {
        let (on_choose, on_detail) = (on_choose.clone(), on_detail.clone());
        Callback::from(move |_: MouseEvent| {
            if std::mem::take(&mut *long_pressed.borrow_mut()) {
                return;
            }
            if legal { on_choose.emit(()) } else { on_detail.emit(b) }
        })
    };
    let oncontextmenu = on_detail.reform(move |e: MouseEvent| {
        e.prevent_default();
        b
    });
    Press { onclick, oncontextmenu, onpointerdown, end }
}

/// The key that shows a focused card's full text: "i" (only on the card, so it needs
/// no switch), as the context-menu key and Shift+F10 do through `contextmenu`.
fn details_key(b: Building, on_detail: &Callback<Building>) -> Callback<KeyboardEvent> {
    let on_detail = on_detail.clone();
    Callback::from(move |e: KeyboardEvent| {
        if matches!(e.key().as_str(), "i" | "I") && !(e.ctrl_key() || e.alt_key() || e.meta_key()) {
            e.prevent_default();
            on_detail.emit(b);
        }
    })
}

/// What either face of a card says, in the person's language.
struct Words {
    /// The card's name.
    name: String,
    /// All of it for a screen reader (`text::card_said`), the hint included, but its
    /// leading comma.
    said: String,
    /// The comma after the name, said and not seen: in the name's own box (`card-title`),
    /// so a screen reader reads "Black market, cost 2" (the box of the rest brings the
    /// space).
    comma: String,
    /// Its victory points ("2 VP").
    vp: String,
    /// The "Hint" tag, when a hint suggests it.
    tag: Option<Html>,
    /// The icon of the good it produces.
    icon: Option<Html>,
}

/// The compact face (a chip in a city): cost, picture, name, good icon and VP.
fn chip_face(tr: &Texts, props: &CardProps, words: Words) -> Html {
    let b = props.building;
    html! {
        <>
            <span class="cost" aria-hidden="true">{ b.cost() }</span>
            { card_picture(b, "chip-pic") }
            <>{ for words.tag }</>
            <span class="chip-body">
                <span class="card-title">
                    <span class="card-name">{ words.name }</span><span class="said-comma">{ words.comma }</span>
                </span>
                <span class="visually-hidden">{ words.said }</span>
                <span class="chip-meta" aria-hidden="true">
                    { for words.icon }
                    <span class="vp">{ words.vp }</span>
                </span>
            </span>
            if props.has_good {
                <span class="good-card" aria-hidden="true">{ tr.t("card-good") }</span>
            }
            if props.built {
                <span class="built-tag" aria-hidden="true" data-testid="built">{ tr.t("card-built") }</span>
            }
            if let Some(v) = props.verb.clone() {
                <span class="verb" aria-hidden="true">{ v }</span>
            }
        </>
    }
}

/// The full face (a hand): cost and VP, name, picture, kind and what it does in a few
/// words.
fn full_face(tr: &Texts, props: &CardProps, words: Words, edition: Edition) -> Html {
    let b = props.building;
    html! {
        <>
            <>{ for words.tag }</>
            <span class="card-top" aria-hidden="true">
                <span class="cost">{ b.cost() }</span>
                <span class="vp">{ words.vp }</span>
            </span>
            <span class="card-title">
                <span class="card-name">{ words.name }</span><span class="said-comma">{ words.comma }</span>
            </span>
            <span class="visually-hidden">{ words.said }</span>
            if props.fresh {
                <span class="fresh-tag" aria-hidden="true" data-testid="fresh">{ tr.t("card-new") }</span>
            }
            { card_picture(b, "card-pic") }
            <span class="card-kind" aria-hidden="true">{ for words.icon }{ kind_label(tr, b) }</span>
            <span class="card-text" aria-hidden="true">{ card_short(tr, b, edition) }</span>
            if let Some(v) = props.verb.clone() {
                <span class="verb" aria-hidden="true">{ v }</span>
            }
        </>
    }
}

/// A building card (full size) or chip (compact, in a city).
#[component]
pub fn Card(props: &CardProps) -> Html {
    let b = props.building;
    let tr = use_texts();
    let edition = use_context::<Edition>().unwrap_or_default();
    let legal = props.choice.is_some();
    let press = use_press(b, legal, &props.on_choose, &props.on_detail);
    let name = tr.card(b);
    let mut said = card_said(&tr, b, edition, props.has_good, props.fresh, props.built, props.verb.as_deref());
    if props.hinted {
        said = format!("{said} {}", tr.t("hint-said"));
    }
    let title = card_tooltip(&tr, b, edition);
    let rest = said.trim_start_matches([',', '，']);
    let comma = said[..said.len() - rest.len()].to_string();
    let words = Words {
        name,
        said: rest.trim_start().to_string(),
        comma,
        vp: tr.f("card-vp", &[("vp", num(b.vp()))]),
        tag: props.hinted.then(|| hint_tag(&tr)),
        icon: b.good().map(|g| html! { { good_icon(&tr, g, false) } }),
    };
    let class = classes!(
        "card",
        if props.chip { "chip" } else { "full" },
        kind_class(b),
        legal.then_some("legal"),
        props.selected.then_some("selected"),
        props.dim.then_some("dim"),
        props.has_good.then_some("has-good"),
        props.fresh.then_some("fresh"),
        props.built.then_some("built"),
    );
    let face = if props.chip { chip_face(&tr, props, words) } else { full_face(&tr, props, words, edition) };
    let Press { onclick, oncontextmenu, onpointerdown, end } = press;
    let onkeydown = details_key(b, &props.on_detail);
    let card = html! {
        <button type="button" {class} {title} {onkeydown} data-choice={props.choice.clone()}
            data-hinted={props.hinted.then(|| AttrValue::from(tr.t("hint-tag")))} {onclick} {oncontextmenu}
            {onpointerdown} onpointerup={end.clone()} onpointercancel={end.clone()} onpointerleave={end}>
            { face }
        </button>
    };
    if props.chip {
        return card;
    }
    html! {
        <span class="card-holder">
            { card }
            // Out of the Tab order: I on the card does the same (`details_key`).
            <button type="button" class="card-info" tabindex="-1" onclick={props.on_detail.reform(move |_: MouseEvent| b)}
                data-testid="card-info" aria-label={card_info_label(&tr, b)}>{ info_icon() }</button>
        </span>
    }
}
