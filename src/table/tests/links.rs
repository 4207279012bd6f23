//! Links to a moment of a game, in the model: "Copy link" asks for the moment shown (a
//! game in progress always as its viewer's seat), the worker's answer becomes the notice,
//! and a link opened (its JSON, as the worker unpacks it) becomes a replay at its step,
//! kept to its seat if it names one; a link that does not open leaves the game alone.

use super::{choices, game, play, started};
use crate::table::link::{Moment, unpack};
use crate::table::model::{Model, Msg, Notice, Screen};
use crate::table::protocol::{FromWorker, ToWorker};

/// The moment the model asked a link for (as the worker would unpack it).
fn asked(m: &Model) -> Moment {
    let req = m.link.as_ref().expect("a link asked for");
    Moment::from_json(&unpack(&crate::table::link::pack(&req.json, "")).unwrap()).unwrap()
}

#[test]
fn a_game_in_progress_links_its_viewers_seat_whatever_is_asked() {
    let mut m = started(choices(5));
    play(&mut m, 20);
    let step = game(&m).record.actions.len();
    m.update(Msg::CopyLink { seen_by: None });
    let moment = asked(&m);
    assert_eq!((moment.step, moment.seen_by), (step, Some(game(&m).human)));
    assert_eq!(moment.record, game(&m).export_record());
    let id = m.link.as_ref().unwrap().id;
    // The messages with the worker survive its codec (gloo-worker's bincode).
    let ask = ToWorker::MakeLink { request: Box::new(m.link.clone().unwrap()), address: "https://x/".into() };
    assert_eq!(bincode::deserialize::<ToWorker>(&bincode::serialize(&ask).unwrap()).unwrap(), ask);
    for answer in [
        FromWorker::Linked { id, url: "https://x/#game=abc".into() },
        FromWorker::LinkOpened(Ok(m.link.as_ref().unwrap().json.clone())),
        FromWorker::LinkOpened(Err("damaged".into())),
    ] {
        assert_eq!(bincode::deserialize::<FromWorker>(&bincode::serialize(&answer).unwrap()).unwrap(), answer);
    }
    m.update(Msg::LinkMade { id: id + 1, url: Ok("stale".into()), copied: true });
    assert!(m.link.is_some() && m.notice.is_none(), "an answer to another link is not this one's");
    m.update(Msg::LinkMade { id, url: Ok("https://x/#game=abc".into()), copied: false });
    assert!(m.link.is_none());
    assert_eq!(m.notice, Some(Notice::LinkMade { url: "https://x/#game=abc".into(), copied: false }));
    assert_eq!(game(&m).record.actions.len(), step, "making a link plays nothing");
}

#[test]
fn a_link_opens_at_its_step_kept_to_its_seat() {
    let mut sender = started(choices(6));
    play(&mut sender, 25);
    sender.update(Msg::CopyLink { seen_by: Some(0) });
    let json = sender.link.as_ref().unwrap().json.clone();

    let mut m = started(choices(7));
    play(&mut m, 4);
    let before = game(&m).record.clone();
    m.update(Msg::OpenLink(Ok(json)));
    assert_eq!(m.screen, Screen::Replay, "{:?}", m.notice);
    let r = m.replay.as_ref().unwrap();
    assert_eq!((r.step, r.seat, r.seat_kept), (25, 0, true));
    m.update(Msg::ReplaySeat(1));
    m.update(Msg::ReplayStep(10));
    let r = m.replay.as_ref().unwrap();
    assert_eq!((r.step, r.seat), (10, 0), "the seat stays the link's");
    m.update(Msg::CopyLink { seen_by: None });
    assert_eq!(asked(&m).seen_by, Some(0), "a kept replay links its seat again");
    m.update(Msg::CloseReplay);
    assert_eq!(game(&m).record, before, "the game in this browser is untouched");
}

#[test]
fn a_finished_game_links_every_seat_and_opens_free_to_switch() {
    let mut m = started(choices(8));
    play(&mut m, usize::MAX);
    assert!(game(&m).is_over());
    m.update(Msg::CopyLink { seen_by: None });
    let moment = asked(&m);
    assert_eq!((moment.step, moment.seen_by), (game(&m).record.actions.len(), None));
    let json = m.link.as_ref().unwrap().json.clone();
    let mut viewer = Model::default();
    viewer.update(Msg::OpenLink(Ok(json)));
    assert!(!viewer.replay.as_ref().unwrap().seat_kept);
    viewer.update(Msg::ReplaySeat(2));
    assert_eq!(viewer.replay.as_ref().unwrap().seat, 2);
}

#[test]
fn a_link_that_does_not_open_says_why_and_keeps_the_game() {
    let mut m = started(choices(9));
    play(&mut m, 6);
    let before = game(&m).record.clone();
    for bad in [Err("the link is damaged (cut short or changed)".to_string()), Ok("{\"hello\":1}".to_string())] {
        m.update(Msg::OpenLink(bad));
        assert_eq!(m.screen, Screen::Setup);
        assert!(matches!(&m.notice, Some(Notice::LinkFailed(_))), "{:?}", m.notice);
        assert_eq!(game(&m).record, before);
    }
}
