//! A good's icon: a small SVG whose shape (not only its colour) tells the goods apart,
//! with an optional text label. The shapes are symbols of one picture file
//! (`assets/icons/goods.svg`, loaded with the table and kept offline as every file),
//! not markup in the page's code; the style sheet colours them.

use yew::prelude::*;

use crate::rules::Good;
use crate::table::i18n::Texts;

/// The goods' symbols, each under its good's name ("indigo").
const SPRITE: &str = "assets/icons/goods.svg";

/// A good's icon: indigo drop, sugar cube, tobacco leaf, coffee bean, silver ingot;
/// with its name shown beside it when `label`, else for screen readers only. A plain
/// function, not a component: it has no state, and a component's machinery costs the
/// page's first load more than rendering a dozen icons again.
pub fn good_icon(tr: &Texts, good: Good, label: bool) -> Html {
    let name = tr.good(good);
    html! {
        <span class={classes!("good", format!("g-{}", good.name()))}>
            <svg class="good-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <use href={format!("{SPRITE}#{}", good.name())} />
            </svg>
            if label {
                <span class="good-label">{ name }</span>
            } else {
                <span class="visually-hidden">{ name }</span>
            }
        </span>
    }
}
