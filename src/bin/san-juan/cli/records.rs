//! The commands that read a game record: the record read from a file or standard
//! input, a review's table in words, and a state described as JSON (`replay`, `review`).

use san_juan::rules::{GameRecord, GameState};
use serde_json::json;
use std::io::Read;

/// The record in `file` (- for standard input).
pub(super) fn read_record(file: &str) -> Result<GameRecord, String> {
    let mut text = String::new();
    if file == "-" {
        std::io::stdin().read_to_string(&mut text).map_err(|e| format!("reading standard input: {e}"))?;
    } else {
        text = std::fs::read_to_string(file).map_err(|e| format!("reading {file}: {e}"))?;
    }
    GameRecord::from_json(&text).map_err(|e| e.to_string())
}

/// A review as a table: one line per decision, then the per-game figures.
pub(super) fn review_table(review: &san_juan::ai::review::Review) -> String {
    use std::fmt::Write;
    let mut out =
        format!("{:>5} {:>5}  {:<40} {:>6}  {:<40} {:>6} {:>6}  mark\n", "step", "round", "played", "share", "best", "share", "loss");
    for d in &review.decisions {
        let mark = d.mark.map_or(String::new(), |m| format!("{m:?}").to_lowercase());
        let _ = writeln!(
            out,
            "{:>5} {:>5}  {:<40} {:>5.1}%  {:<40} {:>5.1}% {:>6.1}  {mark}",
            d.step,
            d.round,
            format!("{:?}", d.played),
            100.0 * d.played_share,
            format!("{:?}", d.best),
            100.0 * d.best_share,
            d.loss
        );
    }
    let _ = writeln!(
        out,
        "seat {}: {} decisions, accuracy {:.1}, mean loss {:.1} points, {} playouts per answer",
        review.seat,
        review.decisions.len(),
        review.accuracy,
        review.mean_loss,
        review.playouts
    );
    out
}

/// The whole state (hidden cards included: this is a debugging view) as JSON.
pub(super) fn describe(state: &GameState, record: &GameRecord) -> serde_json::Value {
    let t = state.table();
    let players: Vec<_> = (0..state.players())
        .map(|p| {
            let pl = state.player(p);
            json!({
                "seat": p,
                "name": record.names.get(p as usize),
                "city": pl.city(),
                "goods": (0..pl.building_count()).map(|i| state.good_card(p, i)).collect::<Vec<_>>(),
                "hand": state.hand(p).iter().collect::<Vec<_>>(),
                "chapel": state.chapel_count(p),
                "bank": state.bank_count(p),
                "harbor": state.harbor_count(p),
                "score": state.score_breakdown(p),
            })
        })
        .collect();
    json!({
        "over": state.is_over(),
        "actions": record.actions.len(),
        "round": t.round,
        "governor": t.governor,
        "in_play": t.in_play(),
        "step": t.step,
        "supply": t.supply_len,
        "discard": t.discard_len,
        "cathedral_beside_the_roles": t.cathedral_available,
        "events_face_up": t.events_face_up.iter().map(|e| e.name()).collect::<Vec<_>>(),
        "events_set_off": t.events_gone.iter().map(|e| e.name()).collect::<Vec<_>>(),
        "players": players,
        "final_score": state.is_over().then(|| state.final_score()),
    })
}
