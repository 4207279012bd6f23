//! What a playout is worth to each seat of the hard bot's search, once the game is over or
//! the cap stops it.

use crate::rules::{GameState, MAX_PLAYERS};

/// Rewards per seat at the end of a playout: a share of the win, plus a little for the
/// margin over the best opponent so that close losses beat routs.
///
/// A win is worth 1% less per round played after `root_round` (at most half less), and
/// a playout stopped by the cap counts half a win for whoever leads then: a bot that is
/// ahead wants the game over. Without that, a bot far ahead is indifferent between
/// ending the game and a standoff in which nobody takes the builder while every card
/// goes under chapels, and such a game never ends (seen in 2 of 2,000 arena games).
///
/// Also returns each seat's share of the win itself (1 alone, a part of a shared win, 0
/// otherwise and when the cap stopped the playout), for a hint's "why".
pub(super) fn rewards(state: &GameState, root_round: u16) -> ([f32; MAX_PLAYERS], [f32; MAX_PLAYERS]) {
    let mut out = [0.0; MAX_PLAYERS];
    let mut won = [0.0; MAX_PLAYERS];
    let n = state.players() as usize;
    let score = state.final_score();
    let scores: Vec<f32> = score.players.iter().map(|s| s.total as f32).collect();
    let winners: Vec<u8> = if state.is_over() {
        score.winners
    } else {
        let best = scores.iter().cloned().fold(f32::MIN, f32::max);
        (0..n as u8).filter(|&p| scores[p as usize] == best).collect()
    };
    for p in 0..n {
        let best_other = (0..n).filter(|&q| q != p).map(|q| scores[q]).fold(f32::MIN, f32::max);
        let margin = ((scores[p] - best_other) / 20.0 + 0.5).clamp(0.0, 1.0);
        let rounds = f32::from(state.table().round.saturating_sub(root_round));
        let share = if state.is_over() { (1.0 - 0.01 * rounds).max(0.5) } else { 0.5 };
        let win = if winners.contains(&(p as u8)) { share / winners.len() as f32 } else { 0.0 };
        out[p] = 0.8 * win + 0.2 * margin;
        if state.is_over() && winners.contains(&(p as u8)) {
            won[p] = 1.0 / winners.len() as f32;
        }
    }
    (out, won)
}
