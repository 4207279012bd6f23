//! Plays what the last action moved (`table::motion`): a piece slides over the table from
//! where it was to where it went, drawn in a layer of its own above the table (the
//! player areas clip their own content), and what it lands as fades in under it.
//!
//! FLIP with the Web Animations API: after the render, every rectangle is read first (one
//! layout), then each piece is placed at its destination, offset back to its source,
//! and animates to rest (a transform and an opacity: the compositor runs them, not the
//! main thread). No timer:
//! each piece removes itself when its animation finishes. Nothing moves at the instant
//! pace, in a replay, or when the system asks for reduced motion.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, DomRect, Element};
use yew::prelude::*;

use crate::table::keys::{building_key, kind_class};
use crate::table::motion::{Motion, Piece, Spot};

#[wasm_bindgen]
extern "C" {
    /// An element, for `animate`: web-sys has `Element.animate` only behind its unstable
    /// flag.
    #[wasm_bindgen(extends = Element)]
    type Animatable;
    /// `Element.animate(keyframes, options)` (the Web Animations API).
    #[wasm_bindgen(method)]
    fn animate(this: &Animatable, keyframes: &JsValue, options: &JsValue) -> web_sys::Animation;
}

/// Most face-down cards shown moving at once (a reshuffle moves dozens).
const MOST_CARDS: u8 = 4;

/// Props of [`MotionLayer`].
#[derive(Properties)]
pub struct MotionLayerProps {
    /// The game (`Game::id`).
    pub game: u32,
    /// Actions played so far: a new one plays its motions.
    pub step: usize,
    /// What the last action moved.
    pub motions: Rc<Vec<Motion>>,
    /// The seat whose hand is the person's.
    pub human: u8,
    /// How long a piece takes (`Speed::motion_millis`); 0: nothing moves.
    pub millis: u32,
}

impl PartialEq for MotionLayerProps {
    fn eq(&self, other: &Self) -> bool {
        (self.game, self.step, self.human, self.millis) == (other.game, other.step, other.human, other.millis)
            && Rc::ptr_eq(&self.motions, &other.motions)
    }
}

/// Whether the system asks for reduced motion.
fn reduced_motion() -> bool {
    web_sys::window().and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten()).is_some_and(|q| q.matches())
}

/// The element `spot` is drawn as, for `piece` (a card in the person's hand, a good on a
/// building, a role's badge), with its rectangle, and whether it is that very thing (not
/// a stand-in). A spot hidden now (a crowded table's closed city) falls back to its
/// seat's line, else to nothing.
fn element(doc: &Document, spot: Spot, piece: Piece, human: u8) -> Option<(Element, DomRect, bool)> {
    let seat = |p: u8, inner: &str| format!("[data-seat=\"{p}\"] {inner}");
    // The selectors to try, the best first; the last of its matches for a hand card (a
    // new copy lies after the old ones).
    let (tries, last): (Vec<String>, bool) = match (spot, piece) {
        (Spot::Supply, _) => (vec![".pile.supply .pile-back".into()], false),
        (Spot::Discard, _) => (vec![".pile.discard .pile-back".into()], false),
        (Spot::Drawn, _) => (vec![".drawn".into()], false),
        (Spot::Hand(p), Piece::Building(b)) if p == human => {
            (vec![format!(".hand li[data-card=\"{}\"]", building_key(b)), ".hand".into()], true)
        }
        (Spot::Hand(p), _) if p == human => (vec![".hand".into()], false),
        (Spot::Hand(p), _) => (vec![seat(p, "[data-testid=\"hand-size\"]")], false),
        (Spot::City(p, s), Piece::Good) => {
            (vec![seat(p, &format!("li[data-slot=\"{s}\"] .good-card")), seat(p, &format!("li[data-slot=\"{s}\"]"))], false)
        }
        (Spot::City(p, s), _) => (vec![seat(p, &format!("li[data-slot=\"{s}\"]"))], false),
        (Spot::Seat(p), Piece::Role(r)) => (vec![seat(p, &format!(".badge.role[data-role=\"{}\"]", r.name()))], false),
        (Spot::Seat(p), Piece::Governor) => (vec![seat(p, ".badge.governor")], false),
        (Spot::Seat(p), _) => (vec![seat(p, ".player-head")], false),
        (Spot::Shipped(p), _) => (vec![seat(p, "[data-testid=\"shipped-count\"]")], false),
        (Spot::Placard(r), _) => (vec![format!(".placard[data-role=\"{}\"]", r.name())], false),
        (Spot::TradingHouse, _) => (vec![".trading-house .prices".into(), ".trading-house".into()], false),
        (Spot::Events, _) => (vec![".events".into()], false),
        (Spot::Cathedral, _) => (vec![".cathedral".into()], false),
    };
    let shown = |e: Element| {
        let r = e.get_bounding_client_rect();
        (r.width() > 0.0 || r.height() > 0.0).then_some((e, r))
    };
    let find = |sel: &str| -> Option<Element> {
        if last {
            let all = doc.query_selector_all(sel).ok()?;
            all.item(all.length().checked_sub(1)?)?.dyn_into().ok()
        } else {
            doc.query_selector(sel).ok().flatten()
        }
    };
    if let Some((i, (e, r))) = tries.iter().enumerate().find_map(|(i, sel)| Some((i, find(sel).and_then(shown)?))) {
        return Some((e, r, i == 0));
    }
    let p = match spot {
        Spot::Hand(p) | Spot::City(p, _) | Spot::Seat(p) | Spot::Shipped(p) => p,
        _ => return None,
    };
    doc.query_selector(&format!("[data-seat=\"{p}\"]")).ok().flatten().and_then(shown).map(|(e, r)| (e, r, false))
}

/// Starts `keyframes` (JSON) on `el` for `millis` after `delay`, shown at its first frame
/// while it waits.
fn run(el: &Element, keyframes: &str, millis: u32, delay: u32) -> Option<web_sys::Animation> {
    let frames = js_sys::JSON::parse(keyframes).ok()?;
    let options =
        js_sys::JSON::parse(&format!(r#"{{"duration":{millis},"delay":{delay},"easing":"ease-in-out","fill":"backwards","id":"motion"}}"#))
            .ok()?;
    Some(el.unchecked_ref::<Animatable>().animate(&frames, &options))
}

/// A length in whole CSS pixels (whole numbers format with less code than decimals).
fn px(x: f64) -> i32 {
    x.round() as i32
}

/// Whether `r` is at least partly in the viewport.
fn in_view(r: &DomRect, width: f64, height: f64) -> bool {
    r.right() > 0.0 && r.bottom() > 0.0 && r.left() < width && r.top() < height
}

/// Plays `motions` in `layer`; returns how many animations started.
fn play(layer: &Element, motions: &[Motion], human: u8, millis: u32) -> u32 {
    let Some(window) = web_sys::window() else { return 0 };
    let Some(doc) = window.document() else { return 0 };
    let size = |v: Result<JsValue, JsValue>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    let (width, height) = (size(window.inner_width()), size(window.inner_height()));
    // Every rectangle first, then the animations: one layout for the whole batch.
    let trips: Vec<_> = motions
        .iter()
        .filter_map(|m| Some((*m, element(&doc, m.from, m.piece, human)?, element(&doc, m.to, m.piece, human)?)))
        .filter(|(_, (_, a, _), (_, b, _))| in_view(a, width, height) || in_view(b, width, height))
        .collect();
    let mut started = 0;
    for (m, (_, from, _), (to_el, to, exact)) in trips {
        if m.piece == Piece::Tile {
            let turn = r#"[{"transform":"perspective(40rem) rotateY(90deg)"},{"transform":"none"}]"#;
            started += u32::from(run(&to_el, turn, millis, 0).is_some());
            continue;
        }
        // The piece's look: a card back or a good of their own size (CSS, centred on a
        // point), else the size of what it lands as (a building, a placard's badge).
        let (class, count, own_size) = match m.piece {
            Piece::Cards(n) => ("ghost back".to_string(), n.clamp(1, MOST_CARDS), true),
            Piece::Good => ("ghost good".to_string(), 1, true),
            Piece::Building(b) => (format!("ghost face {}", kind_class(b)), 1, false),
            Piece::Role(_) => ("ghost placard".to_string(), 1, false),
            Piece::Governor => ("ghost placard governor".to_string(), 1, false),
            Piece::Tile => continue,
        };
        // What it lands as fades in under it (not a pile or a count: they stay).
        let lands = exact
            && matches!(
                (m.piece, m.to),
                (Piece::Building(_), Spot::City(..) | Spot::Hand(_))
                    | (Piece::Good, Spot::City(..))
                    | (Piece::Role(_) | Piece::Governor, Spot::Seat(_))
            );
        let (cx, cy) = (to.left() + to.width() / 2.0, to.top() + to.height() / 2.0);
        let place = if own_size {
            format!("left:{}px;top:{}px", px(cx), px(cy))
        } else {
            format!("left:{}px;top:{}px;width:{}px;height:{}px", px(to.left()), px(to.top()), px(to.width()), px(to.height()))
        };
        // It starts on the source's centre.
        let (dx, dy) = (px(from.left() + from.width() / 2.0 - cx), px(from.top() + from.height() / 2.0 - cy));
        let frames = format!(
            r#"[{{"transform":"translate({dx}px,{dy}px)","opacity":0.95}},{{"transform":"none","opacity":1,"offset":0.85}},{{"transform":"none","opacity":0}}]"#
        );
        for i in 0..count {
            let Ok(ghost) = doc.create_element("div") else { continue };
            ghost.set_class_name(&class);
            let _ = ghost.set_attribute("style", &place);
            let _ = layer.append_child(&ghost);
            match run(&ghost, &frames, millis, u32::from(i) * millis / 5) {
                Some(animation) => {
                    started += 1;
                    let done = Closure::once_into_js(move || ghost.remove());
                    animation.set_onfinish(Some(done.unchecked_ref()));
                }
                None => ghost.remove(),
            }
        }
        if lands {
            let fade = r#"[{"opacity":0},{"opacity":0,"offset":0.7},{"opacity":1}]"#;
            started += u32::from(run(&to_el, fade, millis, 0).is_some());
        }
    }
    started
}

/// The layer the pieces move in, and the player of the last action's motions.
#[component]
pub fn MotionLayer(props: &MotionLayerProps) -> Html {
    let layer = use_node_ref();
    // The step seen first (the table shown again, a game resumed) is not played.
    let seen = use_mut_ref(|| None::<(u32, usize)>);
    {
        let (layer, motions, human, millis) = (layer.clone(), props.motions.clone(), props.human, props.millis);
        use_effect_with((props.game, props.step), move |key| {
            let first = seen.borrow_mut().replace(*key).is_none();
            if first || millis == 0 || motions.is_empty() || reduced_motion() {
                return;
            }
            if let Some(el) = layer.cast::<Element>() {
                let n = play(&el, &motions, human, millis);
                // For tests and measuring: how many animations ran so far.
                let total = el.get_attribute("data-played").and_then(|v| v.parse::<u32>().ok()).unwrap_or(0);
                let _ = el.set_attribute("data-played", &(total + n).to_string());
            }
        });
    }
    html! { <div class="motion-layer" aria-hidden="true" data-testid="motion-layer" ref={layer}></div> }
}
