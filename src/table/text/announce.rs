//! What a screen reader is told between two of the person's decisions: one
//! announcement per turn of another player (a bot's run of actions, however many cards
//! it paid), the news of the person's own last turn (a round begun, a tile turned), and
//! at the end who won and the scores.
//!
//! A turn is the run of consecutive actions of one seat: choosing the builder and
//! building, or paying a building card by card, is one turn. The announcement of a turn
//! is its log lines ([`log_line`]) in order, so it says exactly what the log says; it is
//! made only once the turn is over (another seat is to move, or the game ended), so a
//! live region never speaks a turn twice or card by card.

use super::{Names, and_list, log_line, unhyphenated};
use crate::rules::{FinalScore, GameRecord, Happening, RecordError};
use crate::table::i18n::{Lang, Texts, num, text};
use crate::table::log::LogEntry;

/// One turn since the person's last decision, as his seat may know it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The seat that played it; `None` for the news of the person's own last turn and
    /// the game's setup (what nobody in particular did).
    pub seat: Option<u8>,
    /// The step of the record its first action is (0 for the setup): a turn's name
    /// that stays while more turns come.
    pub step: usize,
    /// Its log lines, as data.
    pub entries: Vec<LogEntry>,
}

/// Whether a log line of the person's own turn is news to him: what his action turned
/// up rather than what he chose (a round begun, a tile or an event turned, a reshuffle,
/// the end).
fn news(entry: &LogEntry) -> bool {
    matches!(
        entry.happening,
        Happening::GameStarted { .. }
            | Happening::RoundStarted { .. }
            | Happening::TileRevealed { .. }
            | Happening::EventTurnedUp { .. }
            | Happening::SupplyReshuffled { .. }
            | Happening::GameEnded
    )
}

/// The turns played since seat `human`'s last decision, oldest first, the one under way
/// left out: first the news of his last turn (if any), then every other seat's finished
/// turn with something in the log. Replays `record` from its start (the same log as the
/// game's: [`LogEntry::of`] of each happening `human` may see).
///
/// Errors: the record's, when it does not replay (a game at the table always does).
pub fn turns_since_decision(record: &GameRecord, human: u8) -> Result<Vec<Turn>, RecordError> {
    let mut setup = Vec::new();
    let mut state = record.replay_to(0, &mut setup)?;
    let mut turns = vec![Turn { seat: None, step: 0, entries: LogEntry::written(&setup, &state, human, None).collect() }];
    for (step, &action) in record.actions.iter().enumerate() {
        let actor = state.to_move();
        let happenings = state.apply(action).map_err(|error| RecordError::Step { step, action, error })?;
        let entries = LogEntry::written(&happenings, &state, human, actor).collect();
        match turns.last_mut() {
            Some(last) if last.seat == actor && actor.is_some() => last.entries.extend(entries),
            _ => turns.push(Turn { seat: actor, step, entries }),
        }
    }
    let finished = state.is_over() || turns.last().is_some_and(|t| t.seat != state.to_move());
    if !finished {
        turns.pop();
    }
    let since = match turns.iter().rposition(|t| t.seat == Some(human)) {
        Some(i) => {
            let mine = &mut turns[i];
            mine.seat = None;
            mine.entries.retain(news);
            i
        }
        None => 0,
    };
    Ok(turns.into_iter().skip(since).filter(|t| !t.entries.is_empty()).collect())
}

/// A turn in words: its log lines in order, as one announcement, without the soft
/// hyphens of long card names (they are where a narrow card may break a word; a live
/// region is never drawn, and a braille display would show them).
pub fn turn_said(tr: &Texts, turn: &Turn, names: &Names, human: u8) -> String {
    let lines: Vec<String> = turn.entries.iter().map(|e| log_line(tr, e, names, human)).collect();
    // Chinese writes its sentences one after the other, without a space.
    let gap = if tr.lang() == Lang::ZhHant { "" } else { " " };
    unhyphenated(&lines.join(gap))
}

/// Who won (one winner, one after the tie-break, or a shared win), as the score pad
/// says it.
pub fn verdict(tr: &Texts, names: &Names, score: &FinalScore) -> String {
    let best = score.players.iter().map(|s| s.total).max().unwrap_or(0);
    match (score.winners.as_slice(), score.tie_break_used) {
        ([w], false) => {
            let mut args = names.args(*w, false).to_vec();
            args.push(("vp", num(best)));
            tr.f("verdict-wins", &args)
        }
        ([w], true) => {
            let tb = score.players.get(*w as usize).map_or(0, |s| s.tie_break);
            let mut args = names.args(*w, false).to_vec();
            args.extend([("vp", num(best)), ("count", num(tb))]);
            tr.f("verdict-tie-break", &args)
        }
        (all, _) => {
            let shown: Vec<&str> = all.iter().map(|&p| names.name(p)).collect();
            tr.f("verdict-shared", &[("names", text(and_list(tr, &shown))), ("vp", num(best))])
        }
    }
}

/// The end of the game in words: over, who won, and every player's score, best first
/// (seat order among equals).
pub fn end_said(tr: &Texts, names: &Names, score: &FinalScore) -> String {
    let mut order: Vec<usize> = (0..score.players.len()).collect();
    order.sort_by_key(|&p| std::cmp::Reverse(score.players[p].total));
    let scores: Vec<String> = order
        .iter()
        .map(|&p| tr.f("announce-score", &[("name", text(names.name(p as u8))), ("vp", num(score.players[p].total))]))
        .collect();
    let list = scores.join(&tr.t("prices-separator"));
    tr.f("announce-end", &[("verdict", text(verdict(tr, names, score))), ("scores", text(list))])
}
