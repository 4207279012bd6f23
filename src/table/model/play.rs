//! The person's doings at the table and what follows them: his action, an undo, "I am
//! Ana" in pass-and-play and the cover after an action, and the result counted once the
//! game ends.

use std::rc::Rc;

use super::Model;
use crate::rules::Action;
use crate::table::hand_over::{self, HandOver};
use crate::table::notice::Notice;
use crate::table::rating::Counts;
use crate::table::recent::RecentGame;
use crate::table::saved::GuideName;
use crate::table::setup::persons;

/// The person's actions after which the tip about a card's full text has had its chance
/// (about two rounds of a first game).
pub const TIP_ACTIONS: u32 = 20;

/// The tip's progress as the page stores it between loads (`stored`: "seen", or the
/// person's actions under it so far, e.g. "7"): whether it was seen and the actions so
/// far. Nothing stored, or anything else, is a tip not seen yet.
pub fn tip_from_storage(stored: Option<&str>) -> (bool, u32) {
    match stored {
        Some("seen") => (true, 0),
        Some(count) => match count.parse::<u32>() {
            Ok(n) => (n >= TIP_ACTIONS, n),
            Err(_) => (false, 0),
        },
        None => (false, 0),
    }
}

/// What the page stores of the tip's progress ([`tip_from_storage`] reads it back): "seen"
/// once seen, the actions under it while it shows, nothing before the first.
pub fn tip_for_storage(seen: bool, shown_for: u32) -> Option<String> {
    if seen { Some("seen".to_string()) } else { (shown_for > 0).then(|| shown_for.to_string()) }
}

impl Model {
    /// Whether the person may take back his last action now: the table shows his game
    /// and nothing was revealed since that action (`Game::can_undo`).
    pub fn can_undo(&self) -> bool {
        self.hand_over.is_none() && self.table_game().is_some_and(|g| g.can_undo())
    }

    /// The person's action, if it is his turn; a refusal is a notice.
    pub(super) fn human(&mut self, action: Action) {
        let mut refused = None;
        if self.hand_over.is_none() && self.game.as_ref().is_some_and(|g| g.state.to_move() == Some(g.human)) {
            self.with_game(|g| refused = g.play(action).err());
        }
        if let Some(e) = refused {
            self.notify(Notice::MoveRefused(e));
        }
    }

    /// Counts one of the person's actions under the tip about a card's full text, which
    /// counts as seen after [`TIP_ACTIONS`] of them: a person who reads it and never
    /// presses "Got it" should not give it the dock's room all game.
    pub(super) fn count_tip_action(&mut self) {
        if !self.details_tip_seen && self.screen == super::Screen::Table {
            self.tip_shown_for += 1;
            self.details_tip_seen = self.tip_shown_for >= TIP_ACTIONS;
        }
    }

    /// Takes back the person's last action, when he may (`Model::can_undo`).
    pub(super) fn undo(&mut self) {
        if self.can_undo() {
            self.with_game(|g| {
                g.undo();
            });
            self.undos = self.undos.wrapping_add(1);
        }
    }

    /// "I am Ana": the table turns to the person to decide (`hand_over::take`), when
    /// the hand-over screen asks for him.
    pub(super) fn take_device(&mut self) {
        if self.hand_over != Some(HandOver::Pass) {
            return;
        }
        let Some(game) = self.table_game() else { return };
        match hand_over::take(game) {
            Ok(Some((game, next))) => {
                self.game = Some(Rc::new(game));
                self.hand_over = next;
            }
            Ok(None) => {}
            Err(e) => self.notify(Notice::ResumeFailed(e)),
        }
    }

    /// The cover after the game at the table changed (`hand_over::after_action`).
    pub(super) fn cover_if_due(&mut self, actions_before: Option<(u32, usize)>) {
        let Some(game) = self.game.as_ref() else { return };
        if actions_before.is_some_and(|(id, n)| id == game.id && n != game.record.actions.len()) {
            self.hand_over = hand_over::after_action(game, self.hand_over);
        }
    }

    /// Counts the game's result once, when it has just ended: the recent games, today's
    /// deal, the ratings, and the results (a guided game apart).
    pub(super) fn count_if_ended(&mut self, was_over: bool) {
        let Some(game) = self.game.clone() else { return };
        if was_over || !game.is_over() || self.finished_here == Some(game.id) {
            return;
        }
        self.finished_here = Some(game.id);
        self.recent.add(RecentGame::of(&game));
        let guided = self.guide.as_ref().is_some_and(|g| g.name == GuideName::FirstGame);
        let score = game.state.final_score();
        let counts = if guided || game.hints_taken > 0 { Counts::Apart } else { Counts::Rated };
        self.ratings.record(&game.seats, &score, counts);
        if guided {
            self.guided_finished += 1;
            return;
        }
        let result = |seat: u8| (score.winners.contains(&seat), score.players.get(usize::from(seat)).map_or(0, |s| s.total));
        if let Some(daily) = game.daily {
            self.daily.finish(daily, result(game.human).0);
        }
        if persons(&game.seats) == 1 {
            let (won, total) = result(game.human);
            self.player_stats.add(won, total);
        }
        for (seat, s) in game.seats.iter().enumerate().filter(|(_, s)| s.is_person()) {
            let (won, total) = result(seat as u8);
            self.person_stats.add(&s.name, won, total);
        }
    }
}
