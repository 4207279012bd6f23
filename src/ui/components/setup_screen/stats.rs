//! The results in this browser, on the new-game screen: the guided games, the person's
//! results, and each person's by name.

use yew::prelude::*;

use super::SetupScreenProps;
use crate::table::i18n::{Texts, num};
use crate::table::saved::{PersonStats, PlayerStats};
use crate::table::text::decimal;
use crate::ui::components::markup::escaped;

/// The results in this browser as markup (one string, not a tree of elements: far less
/// code on the page): the guided games played to the end (counted apart from the games
/// played, won and the average), the person's results, and each person's by name.
pub(super) fn stats(tr: &Texts, props: &SetupScreenProps) -> Html {
    let mut markup = String::new();
    if props.guided_finished > 0 {
        let guided = tr.f("stats-guided", &[("count", num(props.guided_finished))]);
        markup += &format!(r#"<p class="player-stats" data-testid="guided-stats">{}</p>"#, escaped(&guided));
    }
    markup += &player_stats_line(tr, props.player_stats);
    markup += &person_stats_list(tr, &props.person_stats);
    Html::from_html_unchecked(markup.into())
}

/// The person's results in this browser, in a line (markup).
fn player_stats_line(tr: &Texts, ps: PlayerStats) -> String {
    let line = match ps.average() {
        None => tr.t("stats-none"),
        Some(avg) => {
            tr.f("stats-line", &[("played", num(ps.played)), ("won", num(ps.won)), ("average", crate::table::i18n::text(decimal(tr, avg)))])
        }
    };
    format!(
        r#"<p class="player-stats" data-testid="player-stats" data-played="{}" data-won="{}">{}</p>"#,
        ps.played,
        ps.won,
        escaped(&line)
    )
}

/// Each person's results by name, when more than one name has some (pass-and-play), as
/// markup (none otherwise).
fn person_stats_list(tr: &Texts, stats: &PersonStats) -> String {
    if stats.0.len() < 2 {
        return String::new();
    }
    let mut markup = format!(
        r#"<section class="person-stats" aria-labelledby="person-stats-title" data-testid="person-stats"><h2 id="person-stats-title">{}</h2><ul>"#,
        escaped(&tr.t("stats-by-name"))
    );
    for (name, ps) in &stats.0 {
        let Some(avg) = ps.average() else { continue };
        let line = tr
            .f("stats-line", &[("played", num(ps.played)), ("won", num(ps.won)), ("average", crate::table::i18n::text(decimal(tr, avg)))]);
        let row = tr.f("stats-person", &[("name", crate::table::i18n::text(name.as_str())), ("line", crate::table::i18n::text(line))]);
        markup += &format!("<li>{}</li>", escaped(&row));
    }
    markup + "</ul></section>"
}
