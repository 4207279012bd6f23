//! The chart under the score pad: each player's VP round by round (`table::vp_by_round`
//! computes the figures), an inline SVG line chart that scales to its box. Each player
//! has a colour, a dash pattern and a marker shape, so colour is never the only way to
//! tell the lines apart; the legend names them. The drawing is hidden from screen
//! readers, which get the same figures in words (a visually hidden list).

use yew::prelude::*;

use crate::table::i18n::{num, text, Texts};
use crate::table::text::Names;
use crate::table::vp_by_round::VpByRound;

/// Line colours by seat: dark enough for 3:1 against the pad's white.
const COLOURS: [&str; 8] = ["#1f5fa8", "#b03a2e", "#2e7d32", "#7a4fb5", "#8a6100", "#00727d", "#5d4037", "#c2185b"];
/// Dash patterns by seat (empty: solid).
const DASHES: [&str; 8] = ["", "14 6", "4 6", "18 6 4 6", "8 8", "24 8", "4 4 12 4", "10 4 2 4"];

// The drawing's own units (the SVG scales to the width it is given): whole numbers, at
// twice the size the chart is meant to be seen (so no float is ever formatted).
const WIDTH: i32 = 720;
const HEIGHT: i32 = 400;
const LEFT: i32 = 68;
const RIGHT: i32 = 700;
const TOP: i32 = 44;
const BOTTOM: i32 = 336;

/// Seat `seat`'s marker at (`x`, `y`): circle, square, triangle, diamond, triangle down,
/// ring, open square, cross.
fn marker(seat: usize, x: i32, y: i32, colour: &'static str) -> Html {
    let s = 7;
    let shape = seat % 8;
    let (fill, stroke) = if (5..8).contains(&shape) { ("#fff", colour) } else { (colour, colour) };
    match shape {
        0 | 5 => html! { <circle cx={x.to_string()} cy={y.to_string()} r={s.to_string()} {fill} {stroke} stroke-width="3" /> },
        1 | 6 => html! {
            <rect x={(x - s).to_string()} y={(y - s).to_string()} width={(2 * s).to_string()} height={(2 * s).to_string()} {fill} {stroke} stroke-width="3" />
        },
        2 => html! { <polygon points={format!("{x},{} {},{} {},{}", y - s - 1, x + s, y + s, x - s, y + s)} {fill} /> },
        3 => html! { <polygon points={format!("{x},{} {},{y} {x},{} {},{y}", y - s - 2, x + s + 2, y + s + 2, x - s - 2)} {fill} /> },
        4 => html! { <polygon points={format!("{x},{} {},{} {},{}", y + s + 1, x + s, y - s, x - s, y - s)} {fill} /> },
        _ => html! { <path d={format!("M{} {}L{} {}M{} {}L{} {}", x - s, y - s, x + s, y + s, x - s, y + s, x + s, y - s)} {stroke} stroke-width="4" /> },
    }
}

/// The sample of seat `seat`'s line in the legend.
fn sample(seat: usize) -> Html {
    let colour = COLOURS[seat % 8];
    html! {
        <svg class="vp-sample" viewBox="0 0 60 24" width="30" height="12" aria-hidden="true" focusable="false">
            <line x1="2" y1="12" x2="58" y2="12" stroke={colour} stroke-width="4" stroke-dasharray={DASHES[seat % 8]} />
            { marker(seat, 30, 12, colour) }
        </svg>
    }
}

/// The chart of VP round by round (`vp`), its players named as shown (`names`, in seat
/// order); nothing before the first round is over. A plain function, not a component:
/// it has no state of its own, and the score pad draws it once.
pub fn vp_chart(tr: &Texts, names: &Names, vp: &VpByRound) -> Html {
    let rounds = vp.rounds.len();
    if rounds == 0 {
        return html! {};
    }
    let marks = vp.vp_marks();
    let top_vp = i32::from(marks.last().copied().unwrap_or(1).max(1));
    // Rounds far apart enough for a marker each: the chart has room for far more
    // rounds than a game lasts (each at least 1 unit apart up to 600 rounds).
    let x_of = |round: usize| {
        let (round, rounds) = (round.min(rounds) as i32, rounds as i32);
        if rounds == 1 { (LEFT + RIGHT) / 2 } else { LEFT + 16 + (RIGHT - LEFT - 32) * (round - 1) / (rounds - 1) }
    };
    let y_of = |v: u16| BOTTOM - (BOTTOM - TOP) * i32::from(v) / top_vp;
    let grid = marks.iter().map(|&m| {
        let y = y_of(m).to_string();
        html! {
            <>
                <line class="vp-grid" x1={LEFT.to_string()} x2={RIGHT.to_string()} y1={y.clone()} y2={y.clone()} />
                <text class="vp-tick" x={(LEFT - 10).to_string()} {y} text-anchor="end" dominant-baseline="middle">{ m }</text>
            </>
        }
    });
    let round_labels = vp.round_marks().into_iter().map(|r| {
        let x = x_of(r).to_string();
        html! {
            <>
                <line class="vp-axis" x1={x.clone()} x2={x.clone()} y1={BOTTOM.to_string()} y2={(BOTTOM + 8).to_string()} />
                <text class="vp-tick" {x} y={(BOTTOM + 30).to_string()} text-anchor="middle">{ r }</text>
            </>
        }
    });
    let players = vp.players();
    let lines = (0..players).map(|p| {
        let colour = COLOURS[p % 8];
        let figures = vp.seat(p);
        let points: Vec<String> = figures.iter().enumerate().map(|(i, &v)| format!("{},{}", x_of(i + 1), y_of(v))).collect();
        html! {
            <g data-seat={p.to_string()}>
                <polyline points={points.join(" ")} fill="none" stroke={colour} stroke-width="4" stroke-dasharray={DASHES[p % 8]} stroke-linejoin="round" />
                { for figures.iter().enumerate().map(|(i, &v)| marker(p, x_of(i + 1), y_of(v), colour)) }
            </g>
        }
    });
    let legend = (0..players).map(|p| {
        html! { <li>{ sample(p) }<span>{ names.name(p as u8).to_string() }</span></li> }
    });
    let separator = tr.t("prices-separator");
    let said = (0..players).map(|p| {
        let figures: Vec<String> = vp.seat(p).iter().map(u16::to_string).collect();
        html! { <li>{ tr.f("score-chart-line", &[("name", text(names.name(p as u8))), ("figures", text(figures.join(&separator)))]) }</li> }
    });
    html! {
        <figure class="vp-chart" data-testid="vp-chart" data-rounds={rounds.to_string()} aria-labelledby="vp-chart-title">
            <figcaption id="vp-chart-title" class="vp-title">{ tr.t("score-chart-title") }</figcaption>
            <svg class="vp-plot" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} width="100%" aria-hidden="true" focusable="false">
                <text class="vp-axis-title" x="4" y="20">{ tr.t("score-chart-vp") }</text>
                { for grid }
                <line class="vp-axis" x1={LEFT.to_string()} x2={RIGHT.to_string()} y1={BOTTOM.to_string()} y2={BOTTOM.to_string()} />
                <line class="vp-axis" x1={LEFT.to_string()} x2={LEFT.to_string()} y1={TOP.to_string()} y2={BOTTOM.to_string()} />
                { for round_labels }
                <text class="vp-axis-title" x={((LEFT + RIGHT) / 2).to_string()} y={(HEIGHT - 4).to_string()} text-anchor="middle">{ tr.t("score-chart-round") }</text>
                { for lines }
            </svg>
            <ul class="vp-legend" aria-hidden="true">{ for legend }</ul>
            <div class="visually-hidden">
                <p>{ tr.f("score-chart-said", &[("rounds", num(rounds as u32))]) }</p>
                <ul>{ for said }</ul>
            </div>
        </figure>
    }
}
