//! The frame the VP chart (`vp_chart`) and the review's win-share graph
//! (`review_graph`) share: the drawing's width and margins, the y axis with its title,
//! ticks and grid, the x axis with its ticks and title, and the legend under the drawing.
//! One geometry, so the two charts look alike and a fix to one is a fix to both.
//!
//! The drawing's own units are whole numbers at twice the size the chart is meant to be
//! seen (the SVG scales to the width it is given), so no float is ever formatted. The
//! colours are the style sheet's (`--seat-*`, `--mark-*`, `--chart-*` in
//! `styles/main.css`).

use yew::prelude::*;

/// The drawing's width.
pub const WIDTH: i32 = 720;
/// The plot's left edge, the y axis: room for the tick labels left of it.
const LEFT: i32 = 68;
/// The plot's right edge.
const RIGHT: i32 = 700;
/// The plot's top edge, where the top tick label is centred. The y axis title's baseline
/// is at [`Y_TITLE`], above it: 32 units (a font size and a third) apart, so the title's
/// box and the label's never overlap, even in a CJK font's taller line box.
const TOP: i32 = 56;
/// The y axis title's baseline.
const Y_TITLE: i32 = 24;
/// The room under the plot: the x axis' ticks and their labels, then its title.
const FOOT: i32 = 64;
/// How far the first and last points stand from the plot's sides (a marker's room).
const INSET: i32 = 16;

/// A chart's drawing: the shared width and margins, and its own height.
#[derive(Clone, Copy)]
pub struct Frame {
    /// The drawing's height, in its units.
    pub height: i32,
    /// What the y axis' labels add to the values they mark (a scale that does not start
    /// at 0: the value 0, at the x axis, is labelled `base`).
    pub base: i32,
}

impl Frame {
    /// The plot's bottom edge, the x axis.
    fn bottom(self) -> i32 {
        self.height - FOOT
    }

    /// The y of `value` on a scale from 0 (the x axis) to `top` (the plot's top edge).
    pub fn y_of(self, value: i32, top: i32) -> i32 {
        self.bottom() - (self.bottom() - TOP) * value / top.max(1)
    }

    /// The x of point `i` (from 0) of `n` spread across the plot, each at least a unit
    /// apart up to 600 points; a single point in the middle.
    pub fn x_of(self, i: i32, n: i32) -> i32 {
        if n <= 1 { (LEFT + RIGHT) / 2 } else { LEFT + INSET + (RIGHT - LEFT - 2 * INSET) * i / (n - 1) }
    }

    /// The drawing around `content`: hidden from screen readers, which get the figures in
    /// words beside it.
    pub fn plot(self, content: Html) -> Html {
        html! {
            <svg class="vp-plot" viewBox={format!("0 0 {WIDTH} {}", self.height)} width="100%" aria-hidden="true" focusable="false">
                { content }
            </svg>
        }
    }

    /// The axes, the grid and their labels: `y_title` above the y axis, a grid line and
    /// a label at each of `y_ticks` (values on a scale to `top`, as [`Frame::y_of`]);
    /// a tick under the x axis and a label at each of `x_ticks` (an x and its label), and
    /// `x_title` under them.
    pub fn axes(self, (y_title, x_title): (String, String), y_ticks: &[i32], top: i32, x_ticks: &[(i32, usize)]) -> Html {
        let (bottom, label_x) = (self.bottom(), LEFT - 10);
        let grid = y_ticks.iter().map(|&v| {
            let y = self.y_of(v, top);
            html! {
                <>
                    <line class="vp-grid" x1={LEFT.to_string()} x2={RIGHT.to_string()} y1={y.to_string()} y2={y.to_string()} />
                    <text class="vp-tick" x={label_x.to_string()} y={y.to_string()} text-anchor="end" dominant-baseline="middle">{ v + self.base }</text>
                </>
            }
        });
        let ticks = x_ticks.iter().map(|&(x, label)| {
            html! {
                <>
                    <line class="vp-axis" x1={x.to_string()} x2={x.to_string()} y1={bottom.to_string()} y2={(bottom + 8).to_string()} />
                    <text class="vp-tick" x={x.to_string()} y={(bottom + 30).to_string()} text-anchor="middle">{ label }</text>
                </>
            }
        });
        html! {
            <>
                <text class="vp-axis-title" x="4" y={Y_TITLE.to_string()}>{ y_title }</text>
                { for grid }
                <line class="vp-axis" x1={LEFT.to_string()} x2={RIGHT.to_string()} y1={bottom.to_string()} y2={bottom.to_string()} />
                <line class="vp-axis" x1={LEFT.to_string()} x2={LEFT.to_string()} y1={TOP.to_string()} y2={bottom.to_string()} />
                { for ticks }
                <text class="vp-axis-title" x={((LEFT + RIGHT) / 2).to_string()} y={(self.height - 4).to_string()} text-anchor="middle">
                    { x_title }
                </text>
            </>
        }
    }
}

/// A line through `at` (in the drawing's units) in the current colour, `dash`ed if
/// given, with `style` (e.g. its colour) if given: the charts' lines, written once.
pub fn line(at: &[(i32, i32)], dash: Option<&'static str>, style: Option<&'static str>) -> Html {
    html! {
        <polyline points={points(at)} fill="none" {style} stroke="currentColor" stroke-width="4" stroke-dasharray={dash}
            stroke-linejoin="round" />
    }
}

/// Points of the drawing as a polyline's or polygon's `points`: "x,y x,y ...".
pub fn points(at: &[(i32, i32)]) -> String {
    at.iter().map(|(x, y)| format!("{x},{y}")).collect::<Vec<_>>().join(" ")
}

/// The legend under a drawing: each line's or mark's sample and its name. Hidden from
/// screen readers, as the drawing is.
pub fn legend(items: impl Iterator<Item = (Html, String)>) -> Html {
    html! {
        <ul class="vp-legend" aria-hidden="true">
            { for items.map(|(sample, name)| html! { <li>{ sample }<span>{ name }</span></li> }) }
        </ul>
    }
}
