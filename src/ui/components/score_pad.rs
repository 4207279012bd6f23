//! The scoring pad at the end: one column per player, one row per category, the
//! winner and, when it decided, the tie-break; under it the chart of each player's VP
//! round by round.

use yew::prelude::*;

use super::vp_chart::vp_chart;
use crate::rules::{Building, FinalScore, GameRecord, ScoreBreakdown};
use crate::table::text::{verdict, Names};
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
    /// "Review this game" (a game the person played): asks for the review.
    #[prop_or_default]
    pub on_review: Option<Callback<()>>,
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

/// The scoring pad. It scrolls itself into view when it appears.
#[component]
pub fn ScorePad(props: &ScorePadProps) -> Html {
    let tr = use_texts();
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = node.cast::<web_sys::Element>() {
                let opts = web_sys::ScrollIntoViewOptions::new();
                opts.set_block(web_sys::ScrollLogicalPosition::Start);
                opts.set_behavior(web_sys::ScrollBehavior::Smooth);
                el.scroll_into_view_with_scroll_into_view_options(&opts);
            }
        });
    }
    // A record that does not replay (which a game at the table cannot have) has no chart.
    let vp = use_memo(props.record.clone(), |record| VpByRound::of(record).ok());
    let s = &props.score;
    let winners: Vec<String> = s.winners.iter().map(u8::to_string).collect();
    let head = props.names.all().iter().enumerate().map(|(p, n)| {
        let won = s.winners.contains(&(p as u8));
        html! {
            <th scope="col" class={classes!(won.then_some("winner"))}>
                { n.clone() }
                // The style sheet puts a comma before the badge, said and not seen ("Bruno, winner").
                if won { <span class="badge win">{ tr.t("score-winner") }</span> }
            </th>
        }
    });
    let rows = ROWS.iter().filter(|(what, _)| props.new_buildings || what.is_none_or(|b| !NEW_BUILDINGS_ROWS.contains(&b))).map(|(what, f)| {
        let label = what.map_or_else(|| tr.t("score-buildings"), |b| tr.card(b));
        html! {
            <tr>
                <th scope="row">{ label }</th>
                { for s.players.iter().map(|p| html! { <td>{ f(p) }</td> }) }
            </tr>
        }
    });
    html! {
        <section class="score-pad" data-testid="score-pad" aria-label={tr.t("score-title")} ref={node} tabindex="0">
            <h2>{ tr.t("score-title") }</h2>
            <p class="verdict" data-testid="winner" data-winners={winners.join(",")}>{ verdict(&tr, &props.names, s) }</p>
            <div class="pad-scroll">
                <table>
                    <thead><tr><td></td>{ for head }</tr></thead>
                    <tbody>
                        { for rows }
                        if props.shipped {
                            <tr data-testid="score-shipped">
                                <th scope="row">{ tr.t("score-shipped") }</th>
                                { for s.players.iter().map(|p| html! { <td>{ p.shipped }</td> }) }
                            </tr>
                        }
                        <tr class="total">
                            <th scope="row">{ tr.t("score-total") }</th>
                            { for s.players.iter().enumerate().map(|(p, sc)| html! {
                                <td data-testid="score-total" data-seat={p.to_string()}>{ sc.total }</td>
                            }) }
                        </tr>
                        if s.tie_break_used {
                            <tr class="tie-break">
                                <th scope="row">{ tr.t("score-tie-break") }</th>
                                { for s.players.iter().map(|p| html! { <td>{ p.tie_break }</td> }) }
                            </tr>
                        }
                    </tbody>
                </table>
            </div>
            if let Some(on_review) = props.on_review.clone() {
                <p class="review-start">
                    <button type="button" class="secondary" data-testid="review-start" onclick={on_review.reform(|_: MouseEvent| ())}>
                        { tr.t("review-start") }
                    </button>
                </p>
            }
            if let Some(vp) = (*vp).as_ref() {
                { vp_chart(&tr, &props.names, vp) }
            }
        </section>
    }
}
