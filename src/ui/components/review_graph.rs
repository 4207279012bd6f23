//! The win-share graph of a review: the share of the playouts won after the answer
//! played, decision by decision, in the frame it shares with the VP chart
//! (`chart_axes`: axes, grid, a legend), each marked decision drawn as a larger marker
//! that takes the replay there when clicked. The drawing is hidden from screen readers,
//! which get the figures in words; the list of marked decisions (`review_panel`) is the
//! keyboard's way to them.

use yew::prelude::*;

use super::chart_axes::{Frame, legend, line};
use crate::ai::review::{Mark, Review};
use crate::table::i18n::Texts;
use crate::table::text::review::{graph_said, mark_word, percent};

/// The graph's drawing (its own units, `chart_axes`).
const FRAME: Frame = Frame { height: 320, base: 0 };

/// The mark's key: its class and `data-mark` in the list of marks, its colour in the
/// style sheet (`--mark-blunder`).
pub fn mark_key(mark: Mark) -> &'static str {
    match mark {
        Mark::Inaccuracy => "inaccuracy",
        Mark::Mistake => "mistake",
        Mark::Blunder => "blunder",
    }
}

/// The mark's colour, as the `color` its point and sample are drawn in (`currentColor`).
fn mark_colour(mark: Mark) -> String {
    format!("color: var(--mark-{})", mark_key(mark))
}

/// The drawing: the axes, the line of the shares, a point on each marked decision
/// (larger the one shown, `selected`).
fn drawing(tr: &Texts, review: &Review, selected: Option<usize>) -> Html {
    let n = review.decisions.len() as i32;
    let at = |i: usize, share: f32| (FRAME.x_of(i as i32, n), FRAME.y_of(percent(share) as i32, 100));
    let played: Vec<(i32, i32)> = review.decisions.iter().enumerate().map(|(i, d)| at(i, d.played_share)).collect();
    let marked = review.decisions.iter().enumerate().filter_map(|(i, d)| {
        let mark = d.mark?;
        let (x, y) = at(i, d.played_share);
        let (class, r) = if selected == Some(d.step) { ("review-point selected", 13) } else { ("review-point", 10) };
        Some(html! {
            <circle {class} cx={x.to_string()} cy={y.to_string()} r={r.to_string()} fill="currentColor" style={mark_colour(mark)}
                stroke-width="3" data-step={d.step.to_string()} data-testid="review-point" />
        })
    });
    let titles = (tr.t("review-graph-share"), tr.t("review-graph-decision"));
    FRAME.plot(html! {
        <>
            { FRAME.axes(titles, &[0, 25, 50, 75, 100], 100, &[]) }
            { line(&played, None, Some("color: var(--review-line)")) }
            { for marked }
        </>
    })
}

/// A mark's sample in the legend.
fn sample(mark: Mark) -> Html {
    html! {
        <svg class="vp-sample" viewBox="0 0 24 24" width="12" height="12" style={mark_colour(mark)}>
            <circle cx="12" cy="12" r="10" fill="currentColor" />
        </svg>
    }
}

/// One listener for many elements: a click on one carrying a `data-step` sends that
/// step to `on_select` (the graph's points, the list's marks).
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
    let marks = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];
    html! {
        <figure class="vp-chart review-graph" data-testid="review-graph" aria-labelledby="review-graph-title" {onclick}>
            <figcaption id="review-graph-title" class="vp-title">{ tr.t("review-graph-title") }</figcaption>
            { drawing(tr, review, selected) }
            { legend(marks.into_iter().map(|m| (sample(m), mark_word(tr, m)))) }
            <p class="visually-hidden">{ graph_said(tr, review) }</p>
        </figure>
    }
}
