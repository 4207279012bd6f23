//! The results in this browser, on the new-game screen: the guided games, the person's
//! results, and each person's by name.

use yew::prelude::*;

use super::SetupScreenProps;
use crate::table::i18n::{Texts, num, text};
use crate::table::saved::{PersonStats, PlayerStats};
use crate::table::text::decimal;

/// The results in this browser: the guided games played to the end (counted apart from
/// the games played, won and the average), the person's results, and each person's by
/// name.
pub(super) fn stats(tr: &Texts, props: &SetupScreenProps) -> Html {
    let guided = (props.guided_finished > 0).then(|| tr.f("stats-guided", &[("count", num(props.guided_finished))]));
    html! {
        <>
            if let Some(guided) = guided {
                <p class="player-stats" data-testid="guided-stats">{ guided }</p>
            }
            { player_stats_line(tr, props.player_stats) }
            { person_stats_list(tr, &props.person_stats) }
        </>
    }
}

/// A person's results in words: games played, won, the average score.
fn stats_line(tr: &Texts, ps: &PlayerStats, avg: f64) -> String {
    tr.f("stats-line", &[("played", num(ps.played)), ("won", num(ps.won)), ("average", text(decimal(tr, avg)))])
}

/// The person's results in this browser, in a line.
fn player_stats_line(tr: &Texts, ps: PlayerStats) -> Html {
    let line = ps.average().map_or_else(|| tr.t("stats-none"), |avg| stats_line(tr, &ps, avg));
    html! {
        <p class="player-stats" data-testid="player-stats" data-played={ps.played.to_string()} data-won={ps.won.to_string()}>{ line }</p>
    }
}

/// Each person's results by name, when more than one name has some (pass-and-play);
/// nothing otherwise.
fn person_stats_list(tr: &Texts, stats: &PersonStats) -> Html {
    if stats.0.len() < 2 {
        return html! {};
    }
    let rows = stats.0.iter().filter_map(|(name, ps)| {
        let line = stats_line(tr, ps, ps.average()?);
        Some(html! { <li>{ tr.f("stats-person", &[("name", text(name.as_str())), ("line", text(line))]) }</li> })
    });
    html! {
        <section class="person-stats" aria-labelledby="person-stats-title" data-testid="person-stats">
            <h2 id="person-stats-title">{ tr.t("stats-by-name") }</h2>
            <ul>{ for rows }</ul>
        </section>
    }
}
