//! A game review at the table: started at the end of the person's game (its replay opens
//! at the end, as the person saw it), its requests carry the seat's observations only,
//! the answers fill it (late ones ignored), the finished review is kept and opens again
//! at once; a click on a decision moves the replay there.

use super::{choices, game, started, until};
use crate::ai::review::{MIN_PLAYOUTS, weigh};
use crate::table::model::{Model, Msg, Screen};
use crate::table::review::{ReviewMsg, contexts};

/// A finished game of Ana's (the bots playing for her too).
fn finished(seed: u64) -> Model {
    let mut m = started(choices(seed));
    // `until` plays the person as the medium bot and stops only at the end (false).
    assert!(!until(&mut m, |_| false));
    assert!(game(&m).is_over());
    m
}

#[test]
fn a_review_runs_over_the_persons_observations_and_is_kept() {
    let mut m = finished(3);
    let seat = game(&m).human;
    m.update(Msg::Review(ReviewMsg::Start { seat }));
    assert_eq!(m.screen, Screen::Replay, "the finished game opens as a replay");
    let run = m.review.clone().expect("a review runs");
    assert_eq!(m.replay.as_ref().map(|r| r.step), Some(run.record.actions.len()));
    let requests = run.requests();
    assert!(!requests.is_empty());
    let state = run.record.replay_to(0, &mut crate::rules::NoHappenings).unwrap();
    let mut replayed = state.clone();
    for (step, &a) in run.record.actions.iter().enumerate() {
        if let Some(r) = requests.iter().find(|r| r.asked.step == step) {
            assert_eq!(r.asked.observation, replayed.observation(seat), "the seat's own observation at step {step}");
            assert_eq!(r.asked.played, a);
        }
        replayed.apply_quiet(a).unwrap();
    }
    // An answer of another run is ignored; each of this run's fills it.
    let first = weigh(&requests[0].asked, MIN_PLAYOUTS, requests[0].seed);
    m.update(Msg::Review(ReviewMsg::Weighed { id: run.id + 1, decision: first.clone() }));
    assert_eq!(m.review.as_ref().unwrap().progress(), (0, requests.len()));
    for r in &requests {
        let decision = weigh(&r.asked, MIN_PLAYOUTS, r.seed);
        m.update(Msg::Review(ReviewMsg::Weighed { id: run.id, decision }));
    }
    let done = m.review.clone().unwrap().review.expect("complete");
    assert_eq!(done.decisions.len(), requests.len());
    assert_eq!(m.reviews.0.len(), 1, "kept in this browser");
    // A click on a decision moves the replay there.
    let step = done.decisions[1].step;
    m.update(Msg::Review(ReviewMsg::Select(step)));
    assert_eq!(m.replay.as_ref().unwrap().step, step);
    assert_eq!(m.review.as_ref().unwrap().selected, Some(step));
    assert_eq!(contexts(&run.record, seat, &[step]).len(), 1);
    // Opened again: at once, from what was kept.
    m.update(Msg::Review(ReviewMsg::Start { seat }));
    assert_eq!(m.review.as_ref().unwrap().review.as_ref(), Some(&done));
    assert!(m.review.as_ref().unwrap().requests().is_empty());
    m.update(Msg::Review(ReviewMsg::Cancel));
    assert!(m.review.is_none());
}

#[test]
fn no_review_of_a_game_still_going_on() {
    let mut m = started(choices(4));
    m.update(Msg::Review(ReviewMsg::Start { seat: 0 }));
    assert!(m.review.is_none());
    assert_eq!(m.screen, Screen::Table);
}

#[test]
fn kept_reviews_read_back_exactly() {
    use crate::table::review::SavedReviews;
    let mut m = finished(6);
    let seat = game(&m).human;
    m.update(Msg::Review(ReviewMsg::Start { seat }));
    let run = m.review.clone().unwrap();
    for r in run.requests() {
        let decision = weigh(&r.asked, MIN_PLAYOUTS, r.seed);
        m.update(Msg::Review(ReviewMsg::Weighed { id: run.id, decision }));
    }
    let text = m.reviews.encode();
    // Each answer's share is not kept (the page shows only the played and the best).
    let mut without_answers = m.reviews.clone();
    for k in &mut without_answers.0 {
        for d in &mut k.review.decisions {
            d.answers.clear();
        }
    }
    assert_eq!(SavedReviews::decode(&text), without_answers);
    assert_eq!(SavedReviews::decode("not json"), SavedReviews::default());
}
