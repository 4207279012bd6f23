//! The win-share graph of a review: the share of the playouts won after the answer
//! played, decision by decision, in the VP chart's look (axes, grid, a legend), each
//! marked decision drawn as a larger marker that takes the replay there when clicked.
//! The drawing is hidden from screen readers, which get the figures in words; the list
//! of marked decisions (`review_panel`) is the keyboard's way to them.

use yew::prelude::*;

use crate::ai::review::{Mark, Review};
use crate::table::text::review::{graph_said, percent};
use crate::ui::i18n::use_texts;

/// Props of [`ReviewGraph`].
#[derive(Properties, PartialEq)]
pub struct ReviewGraphProps {
    /// The review drawn.
    pub review: Review,
    /// The decision shown, if any (its step).
    pub selected: Option<usize>,
    /// A marked point was clicked: its step.
    pub on_select: Callback<usize>,
}

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

/// The graph.
#[component]
pub fn ReviewGraph(props: &ReviewGraphProps) -> Html {
    let tr = use_texts();
    let n = props.review.decisions.len() as i32;
    if n == 0 {
        return html! {};
    }
    let x_of = |i: i32| if n == 1 { (LEFT + RIGHT) / 2 } else { LEFT + 12 + (RIGHT - LEFT - 24) * i / (n - 1) };
    let y_of = |share: f32| BOTTOM - (BOTTOM - TOP) * percent(share) as i32 / 100;
    let grid = [0, 25, 50, 75, 100].map(|p| {
        let y = (BOTTOM - (BOTTOM - TOP) * p / 100).to_string();
        html! {
            <>
                <line class="vp-grid" x1={LEFT.to_string()} x2={RIGHT.to_string()} y1={y.clone()} y2={y.clone()} />
                <text class="vp-tick" x={(LEFT - 10).to_string()} {y} text-anchor="end" dominant-baseline="middle">{ p }</text>
            </>
        }
    });
    let points: Vec<String> = props.review.decisions.iter().enumerate().map(|(i, d)| format!("{},{}", x_of(i as i32), y_of(d.played_share))).collect();
    let marks = props.review.decisions.iter().enumerate().filter_map(|(i, d)| {
        let mark = d.mark?;
        let (x, y, step) = (x_of(i as i32), y_of(d.played_share), d.step);
        let selected = props.selected == Some(step);
        let onclick = props.on_select.reform(move |_: MouseEvent| step);
        Some(html! {
            <circle class={classes!("review-point", selected.then_some("selected"))} cx={x.to_string()} cy={y.to_string()}
                r={if selected { "13" } else { "10" }} fill={mark_colour(mark)} stroke="#fff" stroke-width="3"
                data-step={step.to_string()} data-testid="review-point" {onclick} />
        })
    });
    html! {
        <figure class="vp-chart review-graph" data-testid="review-graph" aria-labelledby="review-graph-title">
            <figcaption id="review-graph-title" class="vp-title">{ tr.t("review-graph-title") }</figcaption>
            <svg class="vp-plot" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} width="100%" aria-hidden="true" focusable="false">
                <text class="vp-axis-title" x="4" y="16">{ tr.t("review-graph-share") }</text>
                { for grid }
                <line class="vp-axis" x1={LEFT.to_string()} x2={RIGHT.to_string()} y1={BOTTOM.to_string()} y2={BOTTOM.to_string()} />
                <line class="vp-axis" x1={LEFT.to_string()} x2={LEFT.to_string()} y1={TOP.to_string()} y2={BOTTOM.to_string()} />
                <text class="vp-axis-title" x={((LEFT + RIGHT) / 2).to_string()} y={(HEIGHT - 8).to_string()} text-anchor="middle">{ tr.t("review-graph-decision") }</text>
                <polyline points={points.join(" ")} fill="none" stroke={LINE} stroke-width="4" stroke-linejoin="round" />
                { for marks }
            </svg>
            <ul class="vp-legend" aria-hidden="true">
                { for [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder].map(|m| html! {
                    <li>
                        <svg class="vp-sample" viewBox="0 0 24 24" width="12" height="12"><circle cx="12" cy="12" r="10" fill={mark_colour(m)} /></svg>
                        <span>{ crate::table::text::review::mark_word(&tr, m) }</span>
                    </li>
                }) }
            </ul>
            <p class="visually-hidden">{ graph_said(&tr, &props.review) }</p>
        </figure>
    }
}
