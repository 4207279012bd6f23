//! A game review at the table: started at the end of the person's game (its replay opens
//! at the end, as the person saw it), the workers weigh each decision from the seat's
//! observation (built from the record they are sent), the answers gathered give the
//! command line's review whatever the workers, another run's is ignored, the finished
//! review is kept and opens again at once; a click on a decision moves the replay there.

use super::{choices, game, started, until};
use crate::ai::review::{MIN_PLAYOUTS, Review, decision_seed, weigh};
use crate::rules::GameRecord;
use crate::table::model::{Model, Msg, Screen};
use crate::table::protocol::ReviewReply;
use crate::table::review::{ReviewMsg, ReviewRun, Weighing, WorkerReview, contexts};

/// A finished game of Ana's (the bots playing for her too).
fn finished(seed: u64) -> Model {
    let mut m = started(choices(seed));
    // `until` plays the person as the medium bot and stops only at the end (false).
    assert!(!until(&mut m, |_| false));
    assert!(game(&m).is_over());
    m
}

/// The workers' answers to `run`, as the page's driver gathers them: each decision asked
/// for by its index (a fresh worker for every other one, as in a pool), the review once
/// every decision is in.
fn weighed_by_workers(run: &ReviewRun, playouts: u32) -> Review {
    let mut run = run.clone();
    run.playouts = playouts;
    let (mut workers, mut weighing) = ([WorkerReview::default(), WorkerReview::default()], Weighing::default());
    let mut index = 0;
    loop {
        let (total, decision) = workers[index % 2].answer(&run.request(index));
        weighing.take(ReviewReply { review: run.id, total, decision });
        index += 1;
        if index >= total {
            break;
        }
    }
    weighing.review(run.seat, playouts).expect("every decision weighed")
}

#[test]
fn a_review_runs_over_the_persons_observations_and_is_kept() {
    let mut m = finished(3);
    let seat = game(&m).human;
    m.update(Msg::Review(ReviewMsg::Start { seat }));
    assert_eq!(m.screen, Screen::Replay, "the finished game opens as a replay");
    let run = m.review.clone().expect("a review runs");
    assert_eq!(m.replay.as_ref().map(|r| r.step), Some(run.record.actions.len()));
    // The worker weighs each decision from the seat's own observation at that step.
    let asked = crate::ai::review::asked(&run.record, seat).unwrap();
    assert!(!asked.is_empty());
    let mut replayed = run.record.replay_to(0, &mut crate::rules::NoHappenings).unwrap();
    for (step, &a) in run.record.actions.iter().enumerate() {
        if let Some(x) = asked.iter().find(|x| x.step == step) {
            assert_eq!(x.observation, replayed.observation(seat), "the seat's own observation at step {step}");
            assert_eq!(x.played, a);
        }
        replayed.apply_quiet(a).unwrap();
    }
    // The request carries the whole game, which the worker replays as its record.
    let played = run.request(0).played;
    assert_eq!(played.record(), GameRecord { names: Vec::new(), players: Vec::new(), ..run.record.clone() });
    let (total, first) = WorkerReview::default().answer(&run.request(0));
    assert_eq!(total, asked.len());
    let seed = decision_seed(run.record.seed, seat, asked[0].step);
    assert_eq!(first, Some(weigh(&asked[0], run.playouts, seed)), "the worker weighs as the command line does");
    assert_eq!(WorkerReview::default().answer(&run.request(total)), (total, None), "none past the last");
    // Deterministic whatever the workers: the same review as the command line's.
    let weighed = weighed_by_workers(&run, MIN_PLAYOUTS);
    assert_eq!(weighed, crate::ai::review::review(&run.record, seat, MIN_PLAYOUTS, |_, _| {}).unwrap());
    // Fewer playouts than the page's, for speed: kept as the page's run would keep it.
    let done = Review { playouts: run.playouts, ..weighed };
    // Another run's review is ignored; this run's finishes it.
    m.update(Msg::Review(ReviewMsg::Done { id: run.id + 1, review: done.clone() }));
    assert!(m.review.as_ref().unwrap().review.is_none());
    m.update(Msg::Review(ReviewMsg::Done { id: run.id, review: done.clone() }));
    assert_eq!(m.review.as_ref().unwrap().review.as_ref(), Some(&done));
    assert_eq!(m.reviews.0.len(), 1, "kept in this browser");
    // A click on a decision moves the replay there.
    let step = done.decisions[1].step;
    m.update(Msg::Review(ReviewMsg::Select(step)));
    assert_eq!(m.replay.as_ref().unwrap().step, step);
    assert_eq!(m.review.as_ref().unwrap().selected, Some(step));
    assert_eq!(contexts(&run.record, seat, &[step]).len(), 1);
    // Opened again: at once, from what was kept (without each answer's share).
    m.update(Msg::Review(ReviewMsg::Start { seat }));
    let again = m.review.as_ref().unwrap().review.clone().expect("kept");
    assert_eq!((again.accuracy, again.decisions.len()), (done.accuracy, done.decisions.len()));
    m.update(Msg::Review(ReviewMsg::Cancel));
    assert!(m.review.is_none());
}

#[test]
fn a_weighing_ignores_repeats_and_finishes_only_when_complete() {
    let d = |step| crate::ai::review::judge(step, 1, crate::rules::Action::Pass, Vec::new());
    let mut w = Weighing::default();
    assert_eq!(w.progress(), (0, 0));
    assert!(w.review(0, MIN_PLAYOUTS).is_none());
    w.take(ReviewReply { review: 1, total: 2, decision: Some(d(9)) });
    w.take(ReviewReply { review: 1, total: 2, decision: Some(d(9)) });
    w.take(ReviewReply { review: 1, total: 2, decision: None });
    assert_eq!(w.progress(), (1, 2));
    assert!(w.review(0, MIN_PLAYOUTS).is_none());
    w.take(ReviewReply { review: 1, total: 2, decision: Some(d(4)) });
    let steps: Vec<usize> = w.review(0, MIN_PLAYOUTS).unwrap().decisions.iter().map(|x| x.step).collect();
    assert_eq!(steps, [4, 9], "in the record's order");
    // A review with no decision is done at the first answer.
    let mut empty = Weighing::default();
    empty.take(ReviewReply { review: 1, total: 0, decision: None });
    assert_eq!(empty.review(0, MIN_PLAYOUTS).map(|r| r.decisions.len()), Some(0));
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
    let review = weighed_by_workers(&run, MIN_PLAYOUTS);
    m.update(Msg::Review(ReviewMsg::Done { id: run.id, review }));
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
    // A kept review cut short (too few numbers, or numbers and actions that disagree) is
    // dropped, the others kept.
    let good = &text[1..text.len() - 1];
    let damaged = format!("[[[1,2,3],[]],[[1,2,3,0,1000,0,0,5],[]],{good}]");
    assert_eq!(SavedReviews::decode(&damaged), without_answers);
}

#[test]
fn the_last_finished_games_are_kept_and_one_opens_reviewed_at_the_persons_seat() {
    use crate::table::recent::{RECENT_KEPT, RecentGame, RecentGames};
    let mut m = finished(3);
    let kept = m.recent.0.first().cloned().expect("the finished game is kept");
    assert_eq!(kept.record.actions, game(&m).record.actions);
    assert_eq!(kept.record.players.get(usize::from(game(&m).human)).map(String::as_str), Some("person"));
    // Its points are those of its record replayed, and the line shows them.
    assert_eq!(kept.score, kept.record.replay().unwrap().final_score());
    let line = crate::table::text::review::recent_line(&super::all_texts()[0], &kept);
    assert_eq!(kept.record.names.len(), kept.score.players.len());
    for (name, p) in kept.record.names.iter().zip(&kept.score.players) {
        assert!(line.contains(&format!("{name} {} VP", p.total)), "{line}");
    }
    // Stored and read back (the points replayed again): the same games; a damaged
    // entry is left out, the rest kept.
    let text = m.recent.encode();
    assert_eq!(RecentGames::decode(&text), m.recent);
    let mut texts: Vec<String> = serde_json::from_str(&text).unwrap();
    texts.insert(0, "{\"format\": \"san-juan-record\", \"version\": 1, \"actions\": [\"nonsense\"]}".into());
    let read = RecentGames::decode(&serde_json::to_string(&texts).unwrap());
    assert_eq!(read, m.recent, "the damaged record is left out");
    assert_eq!(RecentGames::decode("not json"), RecentGames::default());
    // The same game once; at most RECENT_KEPT, newest first.
    let mut recent = m.recent.clone();
    recent.add(kept.clone());
    assert_eq!(recent.0.len(), 1);
    for seed in 0..RECENT_KEPT as u64 + 1 {
        recent.add(RecentGame { record: GameRecord { seed: 1000 + seed, ..kept.record.clone() }, ..kept.clone() });
    }
    assert_eq!(recent.0.len(), RECENT_KEPT);
    assert_eq!(recent.0[0].record.seed, 1000 + RECENT_KEPT as u64, "the newest first");
    // From the new-game screen: the kept game opens as a replay at its end, its
    // person's seat reviewed.
    m.update(Msg::ShowSetup);
    m.update(Msg::Review(ReviewMsg::Recent(0)));
    assert_eq!(m.screen, Screen::Replay);
    let run = m.review.clone().expect("a review runs");
    assert_eq!((run.seat, run.record.actions.len()), (game(&m).human, kept.record.actions.len()));
    assert_eq!(m.replay.as_ref().map(|r| r.step), Some(kept.record.actions.len()));
    // An index with no game changes nothing.
    let before = m.review.clone();
    m.update(Msg::Review(ReviewMsg::Recent(RECENT_KEPT)));
    assert_eq!(m.review.map(|r| r.id), before.map(|r| r.id));
}
