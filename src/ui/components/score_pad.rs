//! The scoring pad at the end: one column per player, one row per category, the
//! winner and, when it decided, the tie-break.

use yew::prelude::*;

use crate::rules::{FinalScore, ScoreBreakdown};

/// Props of [`ScorePad`].
#[derive(Properties, PartialEq)]
pub struct ScorePadProps {
    /// Names in seat order.
    pub names: Vec<AttrValue>,
    /// The engine's final score.
    pub score: FinalScore,
}

/// One row of the pad: its label and how to read it from a breakdown.
type Row = (&'static str, fn(&ScoreBreakdown) -> u16);

/// The rows of the pad above the total.
const ROWS: [Row; 6] = [
    ("Buildings", |s| s.buildings),
    ("Chapel", |s| s.chapel),
    ("Guild hall", |s| s.guild_hall),
    ("City hall", |s| s.city_hall),
    ("Triumphal arch", |s| s.triumphal_arch),
    ("Palace", |s| s.palace),
];

/// Who won, in words.
fn verdict(names: &[AttrValue], score: &FinalScore) -> String {
    let name = |p: &u8| names.get(*p as usize).map_or("?", |n| n.as_str()).to_string();
    let best = score.players.iter().map(|s| s.total).max().unwrap_or(0);
    let winners: Vec<String> = score.winners.iter().map(name).collect();
    match (winners.len(), score.tie_break_used) {
        (1, false) => format!("{} wins with {best} VP.", winners[0]),
        (1, true) => {
            let tb = score.winners.first().and_then(|&p| score.players.get(p as usize)).map_or(0, |s| s.tie_break);
            format!(
                "Tie on {best} VP: {} wins the tie-break with {tb} cards in hand and goods.",
                winners[0]
            )
        }
        _ => format!("{} share the win with {best} VP (tied on the tie-break too).", winners.join(" and ")),
    }
}

/// The scoring pad. It scrolls itself into view when it appears.
#[component]
pub fn ScorePad(props: &ScorePadProps) -> Html {
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
    let s = &props.score;
    let winners: Vec<String> = s.winners.iter().map(u8::to_string).collect();
    let head = props.names.iter().enumerate().map(|(p, n)| {
        let won = s.winners.contains(&(p as u8));
        html! {
            <th scope="col" class={classes!(won.then_some("winner"))}>
                { n.clone() }
                if won { <span class="badge win">{ "winner" }</span> }
            </th>
        }
    });
    let rows = ROWS.iter().map(|(label, f)| {
        html! {
            <tr>
                <th scope="row">{ *label }</th>
                { for s.players.iter().map(|p| html! { <td>{ f(p) }</td> }) }
            </tr>
        }
    });
    html! {
        <section class="score-pad" data-testid="score-pad" aria-label="Final score" ref={node}>
            <h2>{ "Final score" }</h2>
            <p class="verdict" data-testid="winner" data-winners={winners.join(",")}>{ verdict(&props.names, s) }</p>
            <div class="pad-scroll">
                <table>
                    <thead><tr><th scope="col">{ "" }</th>{ for head }</tr></thead>
                    <tbody>
                        { for rows }
                        <tr class="total">
                            <th scope="row">{ "Total" }</th>
                            { for s.players.iter().enumerate().map(|(p, sc)| html! {
                                <td data-testid="score-total" data-seat={p.to_string()}>{ sc.total }</td>
                            }) }
                        </tr>
                        if s.tie_break_used {
                            <tr class="tie-break">
                                <th scope="row">{ "Tie-break: cards in hand + goods" }</th>
                                { for s.players.iter().map(|p| html! { <td>{ p.tie_break }</td> }) }
                            </tr>
                        }
                    </tbody>
                </table>
            </div>
        </section>
    }
}
