//! The trading house: this round's tile (prices per good) and the tile stack.

use yew::prelude::*;

use super::good_icon::GoodIcon;
use crate::rules::Good;

/// Props of [`TradingHouse`].
#[derive(Properties, PartialEq)]
pub struct TradingHouseProps {
    /// The tile face up now (trader phase).
    #[prop_or_default]
    pub current: Option<[u8; 5]>,
    /// The tile turned over earlier this round (back under the stack now).
    #[prop_or_default]
    pub earlier: Option<[u8; 5]>,
    /// Tiles face down in the stack.
    pub stack: u8,
    /// The next tile, when every tile has been seen once (they come back in order).
    #[prop_or_default]
    pub next: Option<[u8; 5]>,
    /// Tiles never turned over yet.
    pub unseen: u8,
}

fn prices(tile: &[u8; 5]) -> Html {
    html! {
        <ul class="prices">
            { for Good::ALL.iter().map(|g| html! {
                <li><GoodIcon good={*g} label=true /><span class="price">{ tile[*g as usize] }</span></li>
            }) }
        </ul>
    }
}

/// The trading-house tile of this round and the stack.
#[component]
pub fn TradingHouse(props: &TradingHouseProps) -> Html {
    let (caption, tile) = match (props.current, props.earlier) {
        (Some(t), _) => ("Selling now at", Some(t)),
        (None, Some(t)) => ("This round's tile", Some(t)),
        (None, None) => ("No tile turned over this round", None),
    };
    let stack = format!("{} tile{} face down", props.stack, if props.stack == 1 { "" } else { "s" });
    let next = match (props.next, props.unseen) {
        (Some(t), _) => format!("next: {}", t.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")),
        (None, n) => format!("{n} never seen"),
    };
    html! {
        <section class={classes!("trading-house", props.current.is_some().then_some("active"))} aria-label="Trading house">
            <h3>{ "Trading house" }</h3>
            <p class="caption">{ caption }</p>
            { for tile.as_ref().map(prices) }
            <p class="stack">{ format!("{stack} · {next}") }</p>
        </section>
    }
}
