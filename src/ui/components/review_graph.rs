//! The win-share graph of a review: the share of the playouts won after the answer
//! played, decision by decision, in the VP chart's look (axes, grid, a legend), each
//! marked decision drawn as a larger marker that takes the replay there when clicked.
//! The drawing is hidden from screen readers, which get the figures in words; the list
//! of marked decisions (`review_panel`) is the keyboard's way to them.

use yew::prelude::*;

use super::markup::escaped;
use crate::ai::review::{Mark, Review};
use crate::table::i18n::Texts;
use crate::table::text::review::{graph_said, percent};

const WIDTH: i32 = 720;
const HEIGHT: i32 = 300;
const LEFT: i32 = 68;
const RIGHT: i32 = 700;
const TOP: i32 = 24;
const BOTTOM: i32 = 244;
/// The line's colour (the VP chart's first seat's) and each mark's.
const LINE: &str = "#1f5fa8";
fn mark_colour(mark: Mark) -> &'static str {
    match mark {
        Mark::Inaccuracy => "#8a6100",
        Mark::Mistake => "#c2185b",
        Mark::Blunder => "#b03a2e",
    }
}

/// The drawing and its legend as markup: one string, not a tree of elements (far less
/// code on the page; whole numbers only, so no float formatting either).
fn drawing(tr: &Texts, review: &Review, selected: Option<usize>) -> String {
    let n = review.decisions.len() as i32;
    let x_of = |i: i32| if n == 1 { (LEFT + RIGHT) / 2 } else { LEFT + 12 + (RIGHT - LEFT - 24) * i / (n - 1) };
    let y_of = |share: f32| BOTTOM - (BOTTOM - TOP) * percent(share) as i32 / 100;
    let mut svg = format!(
        r#"<svg class="vp-plot" viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" aria-hidden="true" focusable="false"><text class="vp-axis-title" x="4" y="16">{}</text>"#,
        escaped(&tr.t("review-graph-share"))
    );
    for p in [0, 25, 50, 75, 100] {
        let (y, x) = (BOTTOM - (BOTTOM - TOP) * p / 100, LEFT - 10);
        svg += &format!(
            r#"<line class="vp-grid" x1="{LEFT}" x2="{RIGHT}" y1="{y}" y2="{y}"/><text class="vp-tick" x="{x}" y="{y}" text-anchor="end" dominant-baseline="middle">{p}</text>"#
        );
    }
    svg += &format!(
        r#"<line class="vp-axis" x1="{LEFT}" x2="{RIGHT}" y1="{BOTTOM}" y2="{BOTTOM}"/><line class="vp-axis" x1="{LEFT}" x2="{LEFT}" y1="{TOP}" y2="{BOTTOM}"/><text class="vp-axis-title" x="{}" y="{}" text-anchor="middle">{}</text><polyline points=""#,
        (LEFT + RIGHT) / 2,
        HEIGHT - 8,
        escaped(&tr.t("review-graph-decision"))
    );
    for (i, d) in review.decisions.iter().enumerate() {
        svg += &format!("{},{} ", x_of(i as i32), y_of(d.played_share));
    }
    svg += &format!(r#"" fill="none" stroke="{LINE}" stroke-width="4" stroke-linejoin="round"/>"#);
    for (i, d) in review.decisions.iter().enumerate() {
        let Some(mark) = d.mark else { continue };
        let (x, y, step, colour) = (x_of(i as i32), y_of(d.played_share), d.step, mark_colour(mark));
        let (class, r) = if selected == Some(step) { ("review-point selected", 13) } else { ("review-point", 10) };
        svg += &format!(
            r##"<circle class="{class}" cx="{x}" cy="{y}" r="{r}" fill="{colour}" stroke="#fff" stroke-width="3" data-step="{step}" data-testid="review-point"/>"##
        );
    }
    svg += r#"</svg><ul class="vp-legend" aria-hidden="true">"#;
    for m in [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
        svg += &format!(
            r#"<li><svg class="vp-sample" viewBox="0 0 24 24" width="12" height="12"><circle cx="12" cy="12" r="10" fill="{}"/></svg><span>{}</span></li>"#,
            mark_colour(m),
            escaped(&crate::table::text::review::mark_word(tr, m))
        );
    }
    svg + "</ul>"
}

/// One listener for the elements of a markup string: a click on one carrying a
/// `data-step` sends that step to `on_select`.
pub fn step_clicked(on_select: &Callback<usize>) -> Callback<MouseEvent> {
    let on_select = on_select.clone();
    Callback::from(move |e: MouseEvent| {
        let step = e.target_dyn_into::<web_sys::Element>().and_then(|t| t.get_attribute("data-step")).and_then(|s| s.parse().ok());
        if let Some(step) = step {
            on_select.emit(step);
        }
    })
}

/// The graph of `review`, `selected` the decision shown (its step); a click on a marked
/// point sends its step to `on_select`. A plain function (not a component): it is drawn
/// only when its panel is.
pub fn graph(tr: &Texts, review: &Review, selected: Option<usize>, on_select: &Callback<usize>) -> Html {
    if review.decisions.is_empty() {
        return html! {};
    }
    let onclick = step_clicked(on_select);
    html! {
        <figure class="vp-chart review-graph" data-testid="review-graph" aria-labelledby="review-graph-title" {onclick}>
            <figcaption id="review-graph-title" class="vp-title">{ tr.t("review-graph-title") }</figcaption>
            { Html::from_html_unchecked(drawing(tr, review, selected).into()) }
            <p class="visually-hidden">{ graph_said(tr, review) }</p>
        </figure>
    }
}
