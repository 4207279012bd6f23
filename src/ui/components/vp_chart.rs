//! The chart under the score pad: each player's VP round by round (`table::vp_by_round`
//! computes the figures), an inline SVG line chart that scales to its box. Each player
//! has a colour, a dash pattern and a marker shape, so colour is never the only way to
//! tell the lines apart; the legend names them. The drawing is hidden from screen
//! readers, which get the same figures in words (a visually hidden list).

use yew::prelude::*;

use super::markup::escaped;
use crate::table::i18n::{Texts, num, text};
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

/// Seat `seat`'s marker at (`x`, `y`), as markup: circle, square, triangle, diamond,
/// triangle down, ring, open square, cross.
fn marker(seat: usize, x: i32, y: i32, colour: &'static str) -> String {
    let s = 7;
    let shape = seat % 8;
    let (fill, stroke) = if (5..8).contains(&shape) { ("#fff", colour) } else { (colour, colour) };
    match shape {
        0 | 5 => format!(r#"<circle cx="{x}" cy="{y}" r="{s}" fill="{fill}" stroke="{stroke}" stroke-width="3"/>"#),
        1 | 6 => format!(
            r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{fill}" stroke="{stroke}" stroke-width="3"/>"#,
            x - s,
            y - s,
            2 * s,
            2 * s
        ),
        2 => format!(r#"<polygon points="{x},{} {},{} {},{}" fill="{fill}"/>"#, y - s - 1, x + s, y + s, x - s, y + s),
        3 => format!(r#"<polygon points="{x},{} {},{y} {x},{} {},{y}" fill="{fill}"/>"#, y - s - 2, x + s + 2, y + s + 2, x - s - 2),
        4 => format!(r#"<polygon points="{x},{} {},{} {},{}" fill="{fill}"/>"#, y + s + 1, x + s, y - s, x - s, y - s),
        _ => format!(
            r#"<path d="M{} {}L{} {}M{} {}L{} {}" stroke="{stroke}" stroke-width="4"/>"#,
            x - s,
            y - s,
            x + s,
            y + s,
            x - s,
            y + s,
            x + s,
            y - s
        ),
    }
}

/// The sample of seat `seat`'s line in the legend, as markup.
fn sample(seat: usize) -> String {
    let colour = COLOURS[seat % 8];
    format!(
        r#"<svg class="vp-sample" viewBox="0 0 60 24" width="30" height="12" aria-hidden="true" focusable="false"><line x1="2" y1="12" x2="58" y2="12" stroke="{colour}" stroke-width="4" stroke-dasharray="{}"/>{}</svg>"#,
        DASHES[seat % 8],
        marker(seat, 30, 12, colour)
    )
}

/// The plot's axes, grid and their labels, as markup; `x_of` and `y_of` place a round
/// and a VP figure.
fn axes(tr: &Texts, vp: &VpByRound, x_of: &dyn Fn(usize) -> i32, y_of: &dyn Fn(u16) -> i32) -> String {
    let mut svg = format!(r#"<text class="vp-axis-title" x="4" y="20">{}</text>"#, escaped(&tr.t("score-chart-vp")));
    for m in vp.vp_marks() {
        let (y, x) = (y_of(m), LEFT - 10);
        svg += &format!(
            r#"<line class="vp-grid" x1="{LEFT}" x2="{RIGHT}" y1="{y}" y2="{y}"/><text class="vp-tick" x="{x}" y="{y}" text-anchor="end" dominant-baseline="middle">{m}</text>"#
        );
    }
    svg += &format!(
        r#"<line class="vp-axis" x1="{LEFT}" x2="{RIGHT}" y1="{BOTTOM}" y2="{BOTTOM}"/><line class="vp-axis" x1="{LEFT}" x2="{LEFT}" y1="{TOP}" y2="{BOTTOM}"/>"#
    );
    for r in vp.round_marks() {
        let (x, y1, y2, y) = (x_of(r), BOTTOM, BOTTOM + 8, BOTTOM + 30);
        svg += &format!(
            r#"<line class="vp-axis" x1="{x}" x2="{x}" y1="{y1}" y2="{y2}"/><text class="vp-tick" x="{x}" y="{y}" text-anchor="middle">{r}</text>"#
        );
    }
    svg + &format!(
        r#"<text class="vp-axis-title" x="{}" y="{}" text-anchor="middle">{}</text>"#,
        (LEFT + RIGHT) / 2,
        HEIGHT - 4,
        escaped(&tr.t("score-chart-round"))
    )
}

/// The drawing and its legend as markup: one string, not a tree of elements (far less
/// code on the page; whole numbers only, so no float formatting either).
fn drawing(tr: &Texts, names: &Names, vp: &VpByRound) -> String {
    let rounds = vp.rounds.len();
    let top_vp = i32::from(vp.vp_marks().last().copied().unwrap_or(1).max(1));
    // Rounds far apart enough for a marker each: the chart has room for far more
    // rounds than a game lasts (each at least 1 unit apart up to 600 rounds).
    let x_of = |round: usize| {
        let (round, rounds) = (round.min(rounds) as i32, rounds as i32);
        if rounds == 1 { (LEFT + RIGHT) / 2 } else { LEFT + 16 + (RIGHT - LEFT - 32) * (round - 1) / (rounds - 1) }
    };
    let y_of = |v: u16| BOTTOM - (BOTTOM - TOP) * i32::from(v) / top_vp;
    let mut svg = format!(r#"<svg class="vp-plot" viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" aria-hidden="true" focusable="false">"#);
    svg += &axes(tr, vp, &x_of, &y_of);
    for p in 0..vp.players() {
        let (colour, figures) = (COLOURS[p % 8], vp.seat(p));
        let points: Vec<String> = figures.iter().enumerate().map(|(i, &v)| format!("{},{}", x_of(i + 1), y_of(v))).collect();
        svg += &format!(
            r#"<g data-seat="{p}"><polyline points="{}" fill="none" stroke="{colour}" stroke-width="4" stroke-dasharray="{}" stroke-linejoin="round"/>"#,
            points.join(" "),
            DASHES[p % 8]
        );
        for (i, &v) in figures.iter().enumerate() {
            svg += &marker(p, x_of(i + 1), y_of(v), colour);
        }
        svg += "</g>";
    }
    svg += r#"</svg><ul class="vp-legend" aria-hidden="true">"#;
    for p in 0..vp.players() {
        svg += &format!("<li>{}<span>{}</span></li>", sample(p), escaped(names.name(p as u8)));
    }
    svg + "</ul>"
}

/// The chart of VP round by round (`vp`), its players named as shown (`names`, in seat
/// order); nothing before the first round is over. A plain function, not a component:
/// it has no state of its own, and the score pad draws it once.
pub fn vp_chart(tr: &Texts, names: &Names, vp: &VpByRound) -> Html {
    let rounds = vp.rounds.len();
    if rounds == 0 {
        return html! {};
    }
    let players = vp.players();
    let separator = tr.t("prices-separator");
    let said = (0..players).map(|p| {
        let figures: Vec<String> = vp.seat(p).iter().map(u16::to_string).collect();
        html! { <li>{ tr.f("score-chart-line", &[("name", text(names.name(p as u8))), ("figures", text(figures.join(&separator)))]) }</li> }
    });
    html! {
        <figure class="vp-chart" data-testid="vp-chart" data-rounds={rounds.to_string()} aria-labelledby="vp-chart-title">
            <figcaption id="vp-chart-title" class="vp-title">{ tr.t("score-chart-title") }</figcaption>
            { Html::from_html_unchecked(drawing(tr, names, vp).into()) }
            <div class="visually-hidden">
                <p>{ tr.f("score-chart-said", &[("rounds", num(rounds as u32))]) }</p>
                <ul>{ for said }</ul>
            </div>
        </figure>
    }
}
