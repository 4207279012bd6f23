//! A card's picture (`assets/cards/<key>.svg`, `table::pictures`): a separate file,
//! loaded lazily after the first paint and decoded off the main thread. Decoration only:
//! the card's accessible name says everything, so the image has an empty `alt`.

use yew::prelude::*;

use crate::rules::Building;
use crate::table::pictures::picture_url;

/// The `<img>` of building `b`'s picture, with `class` (its place: a full card, a city
/// chip, the details). Its width and height attributes give the frame's 5:3 shape before
/// it loads, so nothing moves when it arrives.
pub fn card_picture(b: Building, class: &'static str) -> Html {
    html! {
        <img {class} src={picture_url(b)} alt="" width="120" height="72" loading="lazy" decoding="async" draggable="false" />
    }
}
