//! The card supply and the discard stack, counted.

use yew::prelude::*;

/// Props of [`Piles`].
#[derive(Properties, PartialEq)]
pub struct PilesProps {
    /// Cards in the supply.
    pub supply: u16,
    /// Cards in the discard stack.
    pub discard: u16,
}

/// Supply and discard counts, drawn as two face-down stacks.
#[component]
pub fn Piles(props: &PilesProps) -> Html {
    html! {
        <section class="piles" aria-label="Card piles">
            <div class="pile supply">
                <span class="pile-back" aria-hidden="true"></span>
                <span class="pile-count" data-testid="supply-count">{ props.supply }</span>
                <span class="pile-label">{ "supply" }</span>
            </div>
            <div class="pile discard">
                <span class="pile-back" aria-hidden="true"></span>
                <span class="pile-count" data-testid="discard-count">{ props.discard }</span>
                <span class="pile-label">{ "discard" }</span>
            </div>
        </section>
    }
}
