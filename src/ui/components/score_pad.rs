//! The scoring pad at the end: one column per player, one row per category, the
//! winner and, when it decided, the tie-break; under it the chart of each player's VP
//! round by round.

use yew::prelude::*;

use super::copy_link::copy_link;
use super::markup::{button, sends};
use super::share_result::{share_result, use_share};
use super::vp_chart::vp_chart;
use crate::rules::{Building, FinalScore, GameRecord, ScoreBreakdown};
use crate::table::i18n::Texts;
use crate::table::model::Msg;
use crate::table::review::ReviewMsg;
use crate::table::text::{Names, verdict};
use crate::table::vp_by_round::VpByRound;
use crate::ui::i18n::use_texts;

/// Props of [`ScorePad`].
#[derive(Properties, PartialEq)]
pub struct ScorePadProps {
    /// Names in seat order, as shown.
    pub names: Names,
    /// The engine's final score.
    pub score: FinalScore,
    /// The game has the New Buildings (their rows are shown).
    pub new_buildings: bool,
    /// The captain is in play (the shipped goods' row is shown).
    #[prop_or_default]
    pub shipped: bool,
    /// The game's record, for the VP round by round (replayed once per record).
    pub record: GameRecord,
    /// The seat shown (the person's).
    #[prop_or_default]
    pub seat: u8,
    /// A game the person played at the table: "Review this game" and "Copy link" send
    /// their messages here (none in a replay, whose bar has its own).
    #[prop_or_default]
    pub on_msg: Option<Callback<Msg>>,
    /// A game of today's deal: the result to share ("Share result" copies it).
    #[prop_or_default]
    pub share: Option<AttrValue>,
}

/// One row of the pad: what it counts (the buildings, or a building's bonus) and how to
/// read it from a breakdown.
type Row = (Option<Building>, fn(&ScoreBreakdown) -> u16);

/// The rows of the pad above the total.
const ROWS: [Row; 10] = [
    (None, |s| s.buildings),
    (Some(Building::Chapel), |s| s.chapel),
    (Some(Building::Bank), |s| s.bank),
    (Some(Building::Harbor), |s| s.harbor),
    (Some(Building::GuildHall), |s| s.guild_hall),
    (Some(Building::CityHall), |s| s.city_hall),
    (Some(Building::TriumphalArch), |s| s.triumphal_arch),
    (Some(Building::Residence), |s| s.residence),
    (Some(Building::Cathedral), |s| s.cathedral),
    (Some(Building::Palace), |s| s.palace),
];

/// Rows only the New Buildings can fill: shown when the game has them.
const NEW_BUILDINGS_ROWS: [Building; 4] = [Building::Bank, Building::Harbor, Building::Residence, Building::Cathedral];

/// One row of the table: its label, and each player's figure as `figure` reads it;
/// `testid` and `class` of its `<tr>`, if any.
fn row(
    label: String,
    players: &[ScoreBreakdown],
    figure: fn(&ScoreBreakdown) -> u16,
    testid: Option<&'static str>,
    class: Option<&'static str>,
) -> Html {
    html! {
        <tr data-testid={testid} {class}>
            <th scope="row">{ label }</th>
            { for players.iter().map(|p| html! { <td>{ figure(p) }</td> }) }
        </tr>
    }
}

/// The table's head: each player's name, the winners' with a badge.
fn head(tr: &Texts, props: &ScorePadProps) -> Html {
    let cells = props.names.all().iter().enumerate().map(|(p, name)| {
        if props.score.winners.contains(&(p as u8)) {
            // The style sheet puts a comma before the badge, said and not seen ("Bruno, winner").
            html! { <th scope="col" class="winner">{ name }<span class="badge win">{ tr.t("score-winner") }</span></th> }
        } else {
            html! { <th scope="col">{ name }</th> }
        }
    });
    html! { <thead><tr><td></td>{ for cells }</tr></thead> }
}

/// The table's body: the rows that count (the New Buildings' and the shipped goods' when
/// the game has them), the total, the tie-break when it decided.
fn body(tr: &Texts, props: &ScorePadProps) -> Html {
    let s = &props.score;
    let rows = ROWS.iter().filter(|(what, _)| props.new_buildings || what.is_none_or(|b| !NEW_BUILDINGS_ROWS.contains(&b))).map(
        |(what, figure)| {
            let label = what.map_or_else(|| tr.t("score-buildings"), |b| tr.card(b));
            row(label, &s.players, *figure, None, None)
        },
    );
    let totals = s
        .players
        .iter()
        .enumerate()
        .map(|(p, score)| html! { <td data-testid="score-total" data-seat={p.to_string()}>{ score.total }</td> });
    html! {
        <tbody>
            { for rows }
            if props.shipped {
                { row(tr.t("score-shipped"), &s.players, |p| p.shipped, Some("score-shipped"), None) }
            }
            <tr class="total"><th scope="row">{ tr.t("score-total") }</th>{ for totals }</tr>
            if s.tie_break_used {
                { row(tr.t("score-tie-break"), &s.players, |p| p.tie_break, None, Some("tie-break")) }
            }
        </tbody>
    }
}

/// The pad's heading, verdict and table.
fn pad(tr: &Texts, props: &ScorePadProps) -> Html {
    let s = &props.score;
    let winners: Vec<String> = s.winners.iter().map(u8::to_string).collect();
    html! {
        <>
            <h2>{ tr.t("score-title") }</h2>
            <p class="verdict" data-testid="winner" data-winners={winners.join(",")}>{ verdict(tr, &props.names, s) }</p>
            <div class="pad-scroll">
                <table>
                    { head(tr, props) }
                    { body(tr, props) }
                </table>
            </div>
        </>
    }
}

/// Scrolls the board so that the pad (its first part) is at its top. The board alone:
/// `scrollIntoView` also scrolled the page under the top bar, and a smooth one stopped
/// short as the table changed under it (the pad's names above the fold on a phone).
fn show_at_top(pad: &web_sys::Element) {
    match pad.closest(".board").ok().flatten() {
        Some(board) => {
            let by = pad.get_bounding_client_rect().top() - board.get_bounding_client_rect().top();
            board.set_scroll_top(board.scroll_top() + by.round() as i32);
        }
        None => pad.scroll_into_view(),
    }
}

/// The scoring pad. It scrolls itself into view when it appears.
#[component]
pub fn ScorePad(props: &ScorePadProps) -> Html {
    let tr = use_texts();
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = node.cast::<web_sys::Element>() {
                show_at_top(&el);
            }
        });
    }
    // A record that does not replay (which a game at the table cannot have) has no chart.
    let vp = use_memo(props.record.clone(), |record| VpByRound::of(record).ok());
    let share = use_share();
    html! {
        <section class="score-pad" data-testid="score-pad" aria-label={tr.t("score-title")} ref={node} tabindex="0">
            { pad(&tr, props) }
            if let Some(on_msg) = props.on_msg.as_ref() {
                <p class="review-start">
                    { button("secondary", "review-start", sends(on_msg, Msg::Review(ReviewMsg::Start { seat: props.seat })), tr.t("review-start")) }
                    { copy_link(&tr, on_msg, props.seat, true) }
                </p>
            }
            if let Some(text) = props.share.clone() {
                { share_result(&tr, text, &share) }
            }
            if let Some(vp) = (*vp).as_ref() {
                { vp_chart(&tr, &props.names, vp) }
            }
        </section>
    }
}
