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

#[test]
fn rivals_sit_down_under_their_names_play_in_the_worker_s_way_and_the_record_names_them() {
    use crate::rules::GameRecord;
    use crate::table::hard_bots::HardBots;
    use crate::table::recent::RecentGame;
    use crate::table::text::review::recent_line;
    use crate::table::text::seat_name;
    let new = NewGame { seed: 5, ..NewGame::against("Ana", &[BotLevel::Producer, BotLevel::Rusher, BotLevel::Producer]) };
    let mut m = started(new);
    let names: Vec<String> = game(&m).seats.iter().map(|s| s.name.clone()).collect();
    assert_eq!(names, ["Ana", "Producer", "Rusher", "Producer 2"]);
    // Each rival's request is its own level, answered as a bot worker answers it.
    let mut worker = HardBots::default();
    let mut asked = Vec::new();
    while !game(&m).is_over() {
        match game(&m).bot_request() {
            Some(req) => {
                asked.push(req.level);
                assert_eq!(req.millis, 0, "a rival answers at once");
                let reply = worker.decide(&req, || 0.0, 0);
                m.update(Msg::BotMove { game: req.game, step: req.step, action: reply.action });
            }
            None => {
                let action = game(&m).choices().iter().next().expect("the person is to move");
                m.update(Msg::Human(action));
            }
        }
    }
    for level in [BotLevel::Producer, BotLevel::Rusher] {
        assert!(asked.contains(&level), "{level:?} never asked");
    }
    let record = GameRecord::from_json(&game(&m).export_record().to_json()).expect("the record reads");
    assert_eq!(record.players, ["person", "production", "rush", "production"]);
    assert_eq!(record.names, ["Ana", "Producer", "Rusher", "Producer 2"]);
    let recent = RecentGame::of(game(&m));
    for tr in all_texts() {
        let shown: Vec<String> = game(&m).seats.iter().map(|s| seat_name(&tr, s)).collect();
        let producer = tr.t("rival-production-seat");
        assert_eq!(shown[1], producer, "{:?}", tr.lang());
        assert_eq!(shown[3], format!("{producer} 2"), "{:?}", tr.lang());
        assert_eq!(shown[2], tr.t("rival-rush-seat"), "{:?}", tr.lang());
        assert!(recent_line(&tr, &recent).contains("Producer 2"), "{:?}: the kept game names the rivals", tr.lang());
    }
}

#[test]
fn a_rival_takes_a_number_when_a_person_has_its_name() {
    let seats = NewGame::against("producer", &[BotLevel::Producer, BotLevel::Hard, BotLevel::Architect]).seats();
    let names: Vec<&str> = seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["producer", "Producer 2", SEAT_NAMES[1], "Architect"]);
    assert_eq!(seats[3].kind, SeatKind::Bot(BotLevel::Architect));
    // Play again seats the same rivals.
    let again = NewGame::again(&seats, crate::rules::Options::for_players(4), 3, false);
    assert_eq!(again.seated_bots(), [BotLevel::Producer, BotLevel::Hard, BotLevel::Architect]);
}
