//! A good's icon: a small inline SVG whose shape (not only its colour) tells the goods
//! apart, with an optional text label.

use yew::prelude::*;

use crate::rules::Good;
use crate::table::i18n::Texts;

/// A good's icon: indigo drop, sugar cube, tobacco leaf, coffee bean, silver ingot;
/// with its name shown beside it when `label`, else for screen readers only. A plain
/// function, not a component: it has no state, and a component's machinery costs the
/// page's first load more than rendering a dozen icons again.
pub fn good_icon(tr: &Texts, good: Good, label: bool) -> Html {
    let shape = match good {
        Good::Indigo => html! {
            <path d="M8 1.5C8 1.5 3 7.4 3 10.4a5 5 0 0 0 10 0C13 7.4 8 1.5 8 1.5Z" />
        },
        Good::Sugar => html! {
            <>
                <polygon points="8,1.8 14,4.8 8,7.8 2,4.8" />
                <polygon class="shade1" points="2,4.8 8,7.8 8,14.5 2,11.5" />
                <polygon class="shade2" points="14,4.8 8,7.8 8,14.5 14,11.5" />
            </>
        },
        Good::Tobacco => html! {
            <>
                <path d="M2.5 13.5C2.5 6 7 2 13.5 2.5 14 9 10 13.5 2.5 13.5Z" />
                <path class="line" d="M2.5 13.5 10.5 5.5" />
            </>
        },
        Good::Coffee => html! {
            <>
                <ellipse cx="8" cy="8" rx="4.6" ry="6.6" transform="rotate(30 8 8)" />
                <path class="line" d="M5.2 12.6C8.8 10.2 7.2 5.8 10.8 3.4" />
            </>
        },
        Good::Silver => html! {
            <>
                <polygon points="1.5,12.5 4.2,5 11.8,5 14.5,12.5" />
                <path class="line" d="M4.2 5 5.6 8.3H10.4L11.8 5" />
            </>
        },
    };
    let name = tr.good(good);
    html! {
        <span class={classes!("good", format!("g-{}", good.name()))}>
            <svg class="good-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                { shape }
            </svg>
            if label {
                <span class="good-label">{ name }</span>
            } else {
                <span class="visually-hidden">{ name }</span>
            }
        </span>
    }
}
