//! The chart under the score pad: each player's VP round by round (`table::vp_by_round`
//! computes the figures), an inline SVG line chart that scales to its box, in the frame
//! it shares with the review's graph (`chart_axes`). Each player has a colour, a dash
//! pattern and a marker shape, so colour is never the only way to tell the lines apart;
//! the legend names them. The drawing is hidden from screen readers, which get the same
//! figures in words (a visually hidden list).

use yew::prelude::*;

use super::chart_axes::{Frame, legend, line};
use crate::table::i18n::{Texts, num, text};
use crate::table::text::Names;
use crate::table::vp_by_round::VpByRound;

/// The chart's drawing (its own units, `chart_axes`).
const FRAME: Frame = Frame { height: 400, base: 0 };
/// Dash patterns by seat (none: solid).
const DASHES: [Option<&str>; 8] =
    [None, Some("14 6"), Some("4 6"), Some("18 6 4 6"), Some("8 8"), Some("24 8"), Some("4 4 12 4"), Some("10 4 2 4")];

/// Seat `seat`'s colour, the style sheet's `--seat-N` (dark enough for 3:1 against the
/// pad's white), as the `color` its line, markers and sample are drawn in
/// (`currentColor`).
fn seat_colour(seat: usize) -> String {
    format!("color: var(--seat-{})", seat % 8)
}

/// Seat `seat`'s marker centred at (`x`, `y`) in the seat's colour: circle, square,
/// triangle, diamond, triangle down, ring, open square, cross (the symbols of
/// `assets/icons/markers.svg`; the open ones filled with the chart's paper, so the line
/// does not show through them).
fn marker(seat: usize, x: i32, y: i32) -> Html {
    html! {
        <use href={format!("assets/icons/markers.svg#m{}", seat % 8)} x={(x - 10).to_string()} y={(y - 10).to_string()}
            width="20" height="20" />
    }
}

/// The sample of seat `seat`'s line in the legend.
fn sample(seat: usize) -> Html {
    html! {
        <svg class="vp-sample" viewBox="0 0 60 24" width="30" height="12" aria-hidden="true" focusable="false" style={seat_colour(seat)}>
            <line x1="2" y1="12" x2="58" y2="12" stroke="currentColor" stroke-width="4" stroke-dasharray={DASHES[seat % 8]} />
            { marker(seat, 30, 12) }
        </svg>
    }
}

/// The drawing: the axes, then each seat's line and markers.
fn drawing(tr: &Texts, vp: &VpByRound) -> Html {
    let rounds = vp.rounds.len() as i32;
    let marks: Vec<i32> = vp.vp_marks().into_iter().map(i32::from).collect();
    let top = marks.last().copied().unwrap_or(1).max(1);
    // Round r (from 1) at the r-th of the plot's points.
    let x_of = |round: usize| FRAME.x_of(round.min(rounds as usize) as i32 - 1, rounds);
    let round_ticks: Vec<(i32, usize)> = vp.round_marks().into_iter().map(|r| (x_of(r), r)).collect();
    let titles = (tr.t("score-chart-vp"), tr.t("score-chart-round"));
    let lines = (0..vp.players()).map(|p| {
        let at: Vec<(i32, i32)> = vp.seat(p).iter().enumerate().map(|(i, &v)| (x_of(i + 1), FRAME.y_of(i32::from(v), top))).collect();
        html! {
            <g data-seat={p.to_string()} style={seat_colour(p)}>
                { line(&at, DASHES[p % 8], None) }
                { for at.iter().map(|&(x, y)| marker(p, x, y)) }
            </g>
        }
    });
    FRAME.plot(html! {
        <>
            { FRAME.axes(titles, &marks, top, &round_ticks) }
            { for lines }
        </>
    })
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
            { drawing(tr, vp) }
            { legend((0..players).map(|p| (sample(p), names.name(p as u8).to_string()))) }
            <div class="visually-hidden">
                <p>{ tr.f("score-chart-said", &[("rounds", num(rounds as u32))]) }</p>
                <ul>{ for said }</ul>
            </div>
        </figure>
    }
}
