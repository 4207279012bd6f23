//! A game review in words: the summary, each marked decision, the played answer beside
//! the hard bot's with their shares, and the win-share graph's figures for a screen
//! reader.

use super::decimal;
use super::prompt::action_words;
use crate::ai::review::{Mark, Review, WeighedDecision};
use crate::rules::{Building, Decision};
use crate::table::i18n::{Texts, num, text};

/// A share (0 to 1) as whole percent.
pub fn percent(share: f32) -> u32 {
    (share * 100.0).round().clamp(0.0, 100.0) as u32
}

/// The mark's word ("Blunder").
pub fn mark_word(tr: &Texts, mark: Mark) -> String {
    match mark {
        Mark::Inaccuracy => tr.t("review-mark-inaccuracy"),
        Mark::Mistake => tr.t("review-mark-mistake"),
        Mark::Blunder => tr.t("review-mark-blunder"),
    }
}

/// The per-game figure and its definition's figures, in one sentence.
pub fn summary(tr: &Texts, review: &Review) -> String {
    tr.f(
        "review-summary",
        &[
            ("accuracy", text(decimal(tr, f64::from(review.accuracy)))),
            ("loss", text(decimal(tr, f64::from(review.mean_loss)))),
            ("decisions", num(review.decisions.len() as u32)),
        ],
    )
}

/// One marked decision in the list: its round, the answer played, the mark and the
/// loss. `decision` and `city` are the seat's at that moment (as for [`action_words`]).
pub fn entry(tr: &Texts, d: &WeighedDecision, decision: Decision, city: &[Building]) -> String {
    let mark = d.mark.map(|m| mark_word(tr, m)).unwrap_or_default();
    tr.f(
        "review-entry",
        &[
            ("round", num(u32::from(d.round))),
            ("action", text(action_words(tr, d.played, decision, city))),
            ("mark", text(mark)),
            ("loss", num(d.loss.round().max(0.0) as u32)),
        ],
    )
}

/// The played answer and the hard bot's choice with their shares, in two sentences.
pub fn comparison(tr: &Texts, d: &WeighedDecision, decision: Decision, city: &[Building]) -> (String, String) {
    let played =
        tr.f("review-played", &[("action", text(action_words(tr, d.played, decision, city))), ("percent", num(percent(d.played_share)))]);
    let best = if d.best == d.played {
        tr.t("review-same")
    } else {
        tr.f("review-best", &[("action", text(action_words(tr, d.best, decision, city))), ("percent", num(percent(d.best_share)))])
    };
    (played, best)
}

/// The graph's figures in words: the played answer's share at each decision.
pub fn graph_said(tr: &Texts, review: &Review) -> String {
    let separator = tr.t("prices-separator");
    let figures: Vec<String> = review.decisions.iter().map(|d| percent(d.played_share).to_string()).collect();
    tr.f("review-graph-said", &[("decisions", num(review.decisions.len() as u32)), ("figures", text(figures.join(&separator)))])
}

/// A kept finished game in a line: each seat's name and points, in seat order ("Ana 34
/// VP, Bruno 41 VP and Carmen 29 VP"), from its kept final score.
pub fn recent_line(tr: &Texts, game: &crate::table::recent::RecentGame) -> String {
    let seats: Vec<String> = game
        .record
        .names
        .iter()
        .enumerate()
        .map(|(i, name)| match game.score.players.get(i) {
            Some(p) => tr.f("recent-seat", &[("name", text(name.as_str())), ("points", num(p.total))]),
            None => name.clone(),
        })
        .collect();
    super::and_list(tr, &seats.iter().map(String::as_str).collect::<Vec<_>>())
}
