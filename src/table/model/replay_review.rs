//! A replay and a game review: an imported record opened and stepped through, and a
//! review started (of the replay shown, the finished game at the table or a kept game),
//! finished, cancelled, or showing a decision.

use super::{Model, Screen};
use crate::rules::GameRecord;
use crate::table::notice::Notice;
use crate::table::recent::persons_seat;
use crate::table::replay::Replay;
use crate::table::review::{ReviewMsg, ReviewRun};

impl Model {
    /// Moves the open replay to the (step, seat) `to` picks from it (a replay a link kept
    /// to one seat stays at it); an error (which a record checked on opening should not
    /// give) becomes the notice, the replay unchanged.
    pub(super) fn replay_to(&mut self, to: impl FnOnce(&Replay) -> (usize, u8)) {
        let Some(r) = self.replay.as_ref() else { return };
        let (step, seat) = to(r);
        let seat = if r.seat_kept { r.seat } else { seat };
        match Replay::at(r.record.clone(), step, seat) {
            Ok(next) => self.replay = Some(Replay { seat_kept: r.seat_kept, ..next }),
            Err(e) => self.notify(Notice::ReplayFailed(e)),
        }
    }

    /// Opens the imported record `text` at its start, if the whole record replays; else
    /// the notice names why (the failing step, for a record that does not replay).
    pub(super) fn open_replay(&mut self, text: &str) {
        match GameRecord::from_json(text).map_err(|e| e.to_string()).and_then(|r| {
            r.replay().map_err(|e| e.to_string())?;
            Replay::at(r, 0, 0)
        }) {
            Ok(replay) => {
                self.replay = Some(replay);
                self.screen = Screen::Replay;
            }
            Err(e) => self.notify(Notice::ReplayFailed(e)),
        }
    }

    /// A review message: start (opening the finished game at the table as a replay, so a
    /// decision can be shown), the review done, cancel, a decision shown.
    pub(super) fn on_review(&mut self, msg: ReviewMsg) {
        match msg {
            ReviewMsg::Start { seat } => self.start_review(seat),
            ReviewMsg::Recent(index) => self.review_recent(index),
            ReviewMsg::Done { id, review } => {
                let Some(run) = self.review.as_mut().filter(|r| r.id == id && r.review.is_none()) else { return };
                self.reviews.keep(&run.record, review.clone());
                run.finish(review);
            }
            ReviewMsg::Cancel => self.review = None,
            ReviewMsg::Select(step) => {
                if let Some(run) = self.review.as_mut() {
                    run.selected = Some(step);
                    let seat = run.seat;
                    self.replay_to(|_| (step, seat));
                }
            }
        }
    }

    /// Opens the kept finished game `index` (newest first) as a replay at its end and
    /// reviews the seat a person played.
    fn review_recent(&mut self, index: usize) {
        let Some(record) = self.recent.0.get(index).map(|g| g.record.clone()) else { return };
        let (seat, at) = (persons_seat(&record), record.actions.len());
        match Replay::at(record, at, seat) {
            Ok(replay) => {
                self.replay = Some(replay);
                self.screen = Screen::Replay;
                self.start_review(seat);
            }
            Err(e) => self.notify(Notice::ReplayFailed(e)),
        }
    }

    /// Reviews `seat` of the replay shown, or of the finished game at the table (then
    /// shown as a replay at its end); a review kept in this browser opens at once.
    fn start_review(&mut self, seat: u8) {
        if self.screen != Screen::Replay {
            let Some(game) = self.table_game().filter(|g| g.is_over()) else { return };
            let record = game.export_record();
            let at = record.actions.len();
            match Replay::at(record, at, seat) {
                Ok(replay) => self.replay = Some(replay),
                Err(e) => return self.notify(Notice::ReplayFailed(e)),
            }
            self.screen = Screen::Replay;
        }
        let Some(record) = self.replay.as_ref().filter(|r| !r.seat_kept || r.seat == seat).map(|r| r.record.clone()) else { return };
        self.reviews_started = self.reviews_started.wrapping_add(1);
        let kept = self.reviews.find(&record, seat, crate::ai::review::DEFAULT_PLAYOUTS);
        match ReviewRun::new(self.reviews_started, record, seat, kept) {
            Ok(run) => self.review = Some(run),
            Err(e) => self.notify(Notice::ReplayFailed(e.to_string())),
        }
    }
}
