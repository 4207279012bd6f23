//! Today's deal and the rating through the model: the day's try counted once, a game of
//! it saved and resumed as what it was, the rating moved by a game against bots and not by
//! one with a hint taken.

use super::*;
use crate::table::daily::{Day, daily_game};
use crate::table::rating::NEW_PERSON;

const TODAY: Day = Day(20_786);

fn start_daily(m: &mut Model) {
    m.update(Msg::StartDaily { day: TODAY, name: "Ana".into() });
}

#[test]
fn the_days_first_game_counts_and_the_next_is_practice_on_the_same_deal() {
    let mut m = Model { setup: choices(7), ..Model::default() };
    start_daily(&mut m);
    let first = game(&m).clone();
    assert_eq!(first.record.seed, TODAY.seed());
    assert_eq!(first.record.options, daily_game(TODAY, "Ana").options);
    assert!(first.no_hints && first.daily.is_some_and(|d| d.counted && d.day == TODAY));
    assert_eq!(m.setup, NewGame { name: "Ana".into(), ..choices(7) }, "the form keeps its own choices");
    play(&mut m, usize::MAX);
    assert_eq!((m.daily.played, m.daily.streak), (1, 1));
    let won = game(&m).state.final_score().winners.contains(&0);
    assert_eq!(m.daily.won, u32::from(won));

    start_daily(&mut m);
    let again = game(&m);
    assert!(again.daily.is_some_and(|d| !d.counted), "practice");
    assert_eq!(again.observation(), first.observation(), "the same deal");
    play(&mut m, usize::MAX);
    assert_eq!(m.daily.played, 1, "practice is not counted");
}

#[test]
fn a_daily_game_resumes_as_what_it_was_and_its_try_stays_taken() {
    let mut m = Model::default();
    start_daily(&mut m);
    play(&mut m, 10);
    let text = saved::encode(&m.save().unwrap());
    let resumed = Model { daily: m.daily, ..Model::from_save(Some(&text)) };
    assert_eq!(game(&resumed).daily, game(&m).daily);
    assert!(resumed.daily.tried_on(TODAY));
}

#[test]
fn a_game_against_bots_moves_the_rating_and_one_with_a_hint_counts_apart() {
    let mut m = started(NewGame { seed: 3, ..NewGame::against("Ana", &[BotLevel::Medium]) });
    play(&mut m, usize::MAX);
    let ana = m.ratings.of("Ana");
    assert_eq!(ana.games, 1);
    assert_ne!(ana.now, NEW_PERSON);

    m.update(Msg::Start(NewGame { seed: 4, ..NewGame::against("Ana", &[BotLevel::Medium]) }));
    play_bots(&mut m);
    m.update(Msg::AskHint);
    assert_eq!(game(&m).hints_taken, 1);
    // Kept in the save, and through an undo.
    let text = saved::encode(&m.save().unwrap());
    assert_eq!(game(&Model::from_save(Some(&text))).hints_taken, 1);
    play(&mut m, 1);
    m.update(Msg::Undo);
    assert_eq!(game(&m).hints_taken, 1);
    play(&mut m, usize::MAX);
    let after = m.ratings.of("Ana");
    assert_eq!((after.games, after.apart, after.now), (1, 1, ana.now));
}
