//! The trading house: this round's tile (prices per good) and the tile stack.

use yew::prelude::*;

use super::good_icon::good_icon;
use crate::rules::Good;
use crate::table::i18n::{Texts, num};

/// What the trading house shows (see [`trading_house`]).
pub struct House {
    /// The tile face up now (trader phase).
    pub current: Option<[u8; 5]>,
    /// The tile turned over earlier this round (back under the stack now).
    pub earlier: Option<[u8; 5]>,
    /// Tiles face down in the stack.
    pub stack: u8,
    /// The next tile, when every tile has been seen once (they come back in order).
    pub next: Option<[u8; 5]>,
    /// Tiles never turned over yet.
    pub unseen: u8,
}

fn prices(tr: &Texts, tile: &[u8; 5]) -> Html {
    html! {
        <ul class="prices">
            { for Good::ALL.iter().map(|g| html! {
                <li>{ good_icon(tr, *g, true) }<span class="price">{ tile[*g as usize] }</span></li>
            }) }
        </ul>
    }
}

/// The trading-house tile of this round (its price per good) and the stack (`house`).
/// A plain function, not a component: it has no state of its own.
pub fn trading_house(tr: &Texts, house: &House) -> Html {
    let (caption, tile) = match (house.current, house.earlier) {
        (Some(t), _) => (tr.t("house-selling"), Some(t)),
        (None, Some(t)) => (tr.t("house-this-round"), Some(t)),
        (None, None) => (tr.t("house-none"), None),
    };
    let stack = tr.f("house-stack", &[("count", num(house.stack))]);
    // Once every tile was seen, the next one is known: its price for each good.
    let (stack, next) = match (house.next, house.unseen) {
        (Some(t), _) => (stack, Some(t)),
        (None, n) => (format!("{stack} · {}", tr.f("house-unseen", &[("count", num(n))])), None),
    };
    html! {
        <section class={classes!("trading-house", house.current.is_some().then_some("active"))} aria-label={tr.t("house-title")}>
            <h3>{ tr.t("house-title") }</h3>
            <p class="caption">{ caption }</p>
            { for tile.as_ref().map(|t| prices(tr, t)) }
            <p class="stack">{ stack }</p>
            if let Some(t) = next {
                <div class="next-tile" data-testid="next-tile">
                    <p class="caption">{ tr.t("house-next") }</p>
                    { prices(tr, &t) }
                </div>
            }
        </section>
    }
}
