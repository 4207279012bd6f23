//! Links to a moment of a game (`table::link`): one asked for ("Copy link") and made by
//! the worker, and one the page was opened with, read by the worker and opened here as
//! a replay.

use super::{Model, Screen};
use crate::table::link::Moment;
use crate::table::notice::Notice;
use crate::table::protocol::LinkRequest;
use crate::table::recent::persons_seat;
use crate::table::replay::Replay;

impl Model {
    /// Asks for a link to the moment shown: the replay's step, or the game at the table
    /// as it stands. `seen_by` is the view asked for; a game in progress (at the table, or
    /// a record that stops before its end) links the seat shown, and so does a replay a
    /// link kept to one seat.
    pub(super) fn copy_link(&mut self, seen_by: Option<u8>) {
        let moment = match (self.screen, self.replay.as_ref(), self.table_game()) {
            (Screen::Replay, Some(r), _) => {
                let finished = r.record.replay().is_ok_and(|s| s.is_over());
                Some((r.record.clone(), r.step, if r.seat_kept || !finished { Some(r.seat) } else { seen_by }))
            }
            (Screen::Table, _, Some(g)) => {
                let record = g.export_record();
                let step = record.actions.len();
                Some((record, step, if g.is_over() { seen_by } else { Some(g.human) }))
            }
            _ => None,
        };
        let Some((record, step, seen_by)) = moment else { return };
        self.links_asked = self.links_asked.wrapping_add(1);
        let json = Moment { record, step, seen_by }.to_json();
        self.link = Some(LinkRequest { id: self.links_asked, json });
    }

    /// The worker's answer to link `id`, if it is the link asked for: the notice shows the
    /// address (and whether it is in the clipboard), or why there is none.
    pub(super) fn link_made(&mut self, id: u32, url: Result<String, String>, copied: bool) {
        if self.link.as_ref().is_none_or(|l| l.id != id) {
            return;
        }
        self.link = None;
        self.notify(match url {
            Ok(url) => Notice::LinkMade { url, copied },
            Err(why) => Notice::LinkNotMade(why),
        });
    }

    /// Opens a link the worker unpacked (its JSON, read here: `Moment::from_json`): its
    /// replay at the link's step, kept to the link's seat if it names one (else seen by
    /// the seat a person played). A link that does not open leaves the new-game screen
    /// and a notice saying why; the game at the table, if any, stays as it was.
    pub(super) fn open_link(&mut self, unpacked: Result<String, String>) {
        let replay = unpacked.and_then(|json| {
            let Moment { record, step, seen_by } = Moment::from_json(&json).map_err(|e| e.to_string())?;
            let seat = seen_by.unwrap_or_else(|| persons_seat(&record));
            Ok(Replay { seat_kept: seen_by.is_some(), ..Replay::at(record, step, seat)? })
        });
        self.review = None;
        match replay {
            Ok(replay) => {
                self.replay = Some(replay);
                self.screen = Screen::Replay;
            }
            Err(why) => {
                self.replay = None;
                self.screen = Screen::Setup;
                self.notify(Notice::LinkFailed(why));
            }
        }
    }
}
