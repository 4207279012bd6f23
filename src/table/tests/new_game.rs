//! A new game from the form's choices: the same seed deals the same game, the seats and
//! their names, play again.

use super::{all_texts, choices, fingerprint, game, many, play, started, with};
use crate::table::model::{Msg, Screen};
use crate::table::protocol::BotLevel;
use crate::table::setup::{NewGame, SEAT_NAMES, SeatKind};

#[test]
fn a_new_game_from_the_same_choices_and_seed_is_the_same_game() {
    let (a, b) = (started(choices(11)), started(choices(11)));
    assert_eq!(a.screen, Screen::Table);
    assert_eq!(fingerprint(game(&a)), fingerprint(game(&b)));
    assert!(!game(&a).log.is_empty(), "the deal is logged");

    let (mut a, mut b) = (a, b);
    play(&mut a, 40);
    play(&mut b, 40);
    assert_eq!(fingerprint(game(&a)), fingerprint(game(&b)));

    let other = started(choices(12));
    assert_ne!(fingerprint(game(&other)).3, fingerprint(game(&started(choices(11)))).3, "another seed, another deal");
}

#[test]
fn the_new_game_seats_the_person_first_and_a_bot_never_shares_their_name() {
    let seats = NewGame::against("  bruno ", &[BotLevel::Easy, BotLevel::Hard]).seats();
    let names: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["bruno", "Elena", SEAT_NAMES[1]]);
    assert_eq!(seats[0].kind, SeatKind::Human);
    assert_eq!(seats[2].kind, SeatKind::Bot(BotLevel::Hard));
    assert_eq!(NewGame::default().seats()[0].name, "You", "an empty name is the default one");
}

#[test]
fn up_to_seven_bots_sit_down_with_names_of_their_own() {
    use crate::table::setup::MAX_BOTS;
    let seats = many(8, 1).seats();
    assert_eq!(seats.len(), 8);
    let mut names: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 8, "eight different names");
    // A person named like a bot: that bot takes a spare name, still all different.
    let seats = NewGame { name: "Lucía".to_string(), ..many(8, 1) }.seats();
    let mut names: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 8);
    assert_eq!(many(MAX_BOTS + 1, 1).players(), 8);
    // Every bot's name is said in every language.
    for tr in all_texts() {
        for seat in &many(8, 1).seats()[1..] {
            assert!(!crate::table::text::seat_name(&tr, seat).is_empty());
        }
    }
}

#[test]
fn play_again_deals_a_new_game_with_the_same_seats_and_options() {
    let new = with(choices(41), |o| {
        o.starting_hand_variant = true;
        o.new_buildings = true;
        o.edition = crate::rules::Edition::Second;
    });
    let mut m = started(new.clone());
    play(&mut m, 30);
    let before = game(&m).record.actions.len();
    m.update(Msg::PlayAgain { seed: 5 });
    assert_eq!(game(&m).record.actions.len(), before, "no new deal while the game goes on");

    play(&mut m, 10_000);
    assert!(game(&m).is_over());
    let (old_id, old_options, old_seats) = (game(&m).id, game(&m).record.options, game(&m).seats.clone());
    m.update(Msg::PlayAgain { seed: 77 });
    let g = game(&m);
    assert_ne!(g.id, old_id, "a new game");
    assert!(g.record.actions.is_empty() && !g.is_over());
    assert_eq!((g.record.seed, g.record.options, &g.seats), (77, old_options, &old_seats));
    assert_eq!(g.record.version, crate::rules::RECORD_VERSION);
    assert_eq!(m.screen, Screen::Table);
    assert_eq!(m.player_stats.played, 1, "the finished game counted once");
    // The new-game form offers the same choices again.
    assert_eq!(m.setup, NewGame { seed: 77, ..new });
    // Its end counts too.
    play(&mut m, 10_000);
    assert_eq!(m.player_stats.played, 2);
}
