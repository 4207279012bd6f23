//! An imported record viewed step by step, from any seat; a record that does not replay
//! is refused.

use super::{choices, fingerprint, game, play, started};
use crate::rules::{Action, GameRecord};
use crate::table::model::{Model, Msg, Notice, Screen};

/// A model showing the replay of a 3-player game of `actions` actions.
fn replaying(actions: usize) -> (Model, GameRecord) {
    let mut m = started(choices(4));
    play(&mut m, actions);
    let record = game(&m).export_record();
    let mut r = Model::default();
    r.update(Msg::OpenReplay(record.to_json()));
    assert_eq!(r.screen, Screen::Replay, "{:?}", r.notice);
    (r, record)
}

#[test]
fn a_replay_steps_forward_and_back() {
    let (mut m, record) = replaying(30);
    let at = |m: &Model| {
        let r = m.replay.as_ref().expect("a replay");
        assert_eq!(r.game.record.actions[..], record.actions[..r.step]);
        (r.step, r.seat)
    };
    assert_eq!(at(&m), (0, 0));
    m.update(Msg::ReplayStep(12));
    assert_eq!(at(&m), (12, 0));
    let forward = fingerprint(&m.replay.as_ref().unwrap().game);
    m.update(Msg::ReplayStep(5));
    assert_eq!(at(&m), (5, 0));
    m.update(Msg::ReplayStep(12));
    assert_eq!(fingerprint(&m.replay.as_ref().unwrap().game), forward, "back and forth again: the same table");
    m.update(Msg::ReplayStep(usize::MAX));
    assert_eq!(at(&m), (30, 0), "past the end shows the last step");
    assert_eq!(record.actions.len(), 30);

    m.update(Msg::ReplaySeat(2));
    assert_eq!(at(&m), (30, 2));
    let g = &m.replay.as_ref().unwrap().game;
    assert_eq!((g.human, g.watching), (2, true));
    assert!(g.choices().actions.is_empty(), "a replay offers no moves");
    assert_eq!(g.names(), ["Ana", "Bruno", "Carmen"]);

    m.update(Msg::CloseReplay);
    assert_eq!(m.screen, Screen::Setup);
    assert!(m.replay.is_none());
}

#[test]
fn a_replay_refuses_a_seat_the_game_does_not_have() {
    let (mut m, record) = replaying(10);
    m.update(Msg::ReplayStep(4));
    let before = m.replay.as_ref().map(|r| (r.step, r.seat));
    m.update(Msg::ReplaySeat(3));
    assert_eq!(m.replay.as_ref().map(|r| (r.step, r.seat)), before, "the replay is unchanged");
    assert!(matches!(&m.notice, Some(Notice::ReplayFailed(n)) if n.contains("there is no seat 4 in a 3-player game")), "{:?}", m.notice);
    assert!(crate::table::replay::Replay::at(record, 0, 3).is_err());
}

#[test]
fn a_record_that_does_not_replay_is_not_opened() {
    let (_, mut record) = replaying(10);
    record.actions.insert(3, Action::Sell(crate::rules::Good::Silver));
    let mut m = Model::default();
    m.update(Msg::OpenReplay(record.to_json()));
    assert_eq!(m.screen, Screen::Setup);
    assert!(m.replay.is_none());
    assert!(matches!(m.notice, Some(Notice::ReplayFailed(_))), "{:?}", m.notice);
    m.update(Msg::OpenReplay("{".to_string()));
    assert!(m.replay.is_none());
}
