//! "Copy link": a link to the moment shown (`table::link`), as one seat saw it, and where
//! the game is finished and not kept to one seat, "Copy link (every seat)".

use yew::prelude::*;

use super::markup::{button, sends};
use crate::table::i18n::Texts;
use crate::table::model::Msg;

/// The link buttons: the view of `seat`, and every seat's if `every` (the model asks the
/// worker for the link: `Msg::CopyLink`). A function: it has no state of its own.
pub fn copy_link(tr: &Texts, on_msg: &Callback<Msg>, seat: u8, every: bool) -> Html {
    html! {
        <>
            { button("secondary", "link-copy", sends(on_msg, Msg::CopyLink { seen_by: Some(seat) }), tr.t("link-copy")) }
            if every {
                { button("secondary", "link-copy-every", sends(on_msg, Msg::CopyLink { seen_by: None }), tr.t("link-copy-every")) }
            }
        </>
    }
}
