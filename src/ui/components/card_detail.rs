//! A card's full text in a small dialog (opened by clicking a card that is not a
//! choice, right-clicking or long-pressing any card).

use yew::prelude::*;

use super::markup::clicked;

use super::card_picture::card_picture;
use super::good_icon::good_icon;
use super::modal::use_modal;
use crate::rules::{Building, Edition, Kind};
use crate::table::i18n::{num, text};
use crate::table::keys::kind_class;
use crate::table::text::{card_full, kind_label};
use crate::ui::i18n::use_texts;

/// Props of [`CardDetail`].
#[derive(Properties, PartialEq)]
pub struct CardDetailProps {
    /// The card shown.
    pub building: Building,
    /// Closes the dialog.
    pub on_close: Callback<()>,
}

/// The card-details dialog. Escape, the button or a click outside close it; the focus
/// goes back to the card when it closes.
#[component]
pub fn CardDetail(props: &CardDetailProps) -> Html {
    let b = props.building;
    let tr = use_texts();
    let edition = use_context::<Edition>().unwrap_or_default();
    let (root, close_ref) = (use_node_ref(), use_node_ref());
    let on_close = props.on_close.clone();
    let onkeydown = use_modal(root.clone(), close_ref.clone(), on_close.clone());
    let backdrop = clicked(&on_close);
    let stop = Callback::from(|e: MouseEvent| e.stop_propagation());
    html! {
        <div class="backdrop" onclick={backdrop} {onkeydown}>
            <div class={classes!("detail", kind_class(b))} role="dialog" aria-modal="true" aria-labelledby="detail-title" onclick={stop} ref={root}>
                <h2 id="detail-title">{ tr.card(b) }</h2>
                { card_picture(b, "detail-pic") }
                <p class="detail-facts">
                    { for b.good().map(|g| html! { { good_icon(&tr, g, false) } }) }
                    // An event card is no building: no cost, no VP.
                    if b.kind() == Kind::Event {
                        { kind_label(&tr, b) }
                    } else {
                        { tr.f("card-facts", &[("kind", text(kind_label(&tr, b))), ("cost", num(b.cost())), ("vp", num(b.vp()))]) }
                    }
                </p>
                <p>{ card_full(&tr, b, edition) }</p>
                <button type="button" ref={close_ref} onclick={clicked(&on_close)}>{ tr.t("close") }</button>
            </div>
        </div>
    }
}
