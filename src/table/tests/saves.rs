//! Saves: their text and format, resuming the same game (older saves too), damage as an
//! error, the statistics, the bots' pace kept.

use super::{choices, fingerprint, game, play, started};
use crate::rules::{Action, GameRecord, Options, Role};
use crate::table::game::Game;
use crate::table::model::{Model, Msg, Screen};
use crate::table::protocol::BotLevel;
use crate::table::saved::{self, PlayerStats, SAVE_VERSION, SavedGame};
use crate::table::setup::{Seat, SeatKind, Speed};

#[test]
fn a_save_round_trips_and_resumes_the_same_game() {
    let mut m = started(choices(21));
    play(&mut m, 60);
    let text = saved::encode(&m.save().expect("a game to save"));
    let back = saved::decode(&text).expect("the save reads back");
    assert_eq!(back, game(&m).saved(Speed::Normal));
    assert_eq!(saved::encode(&back), text, "the same text again");

    let resumed = Game::resume(1, back).expect("the save resumes");
    assert_eq!(fingerprint(&resumed), fingerprint(game(&m)));

    // A page loaded with that save shows the same table, and the game goes on alike.
    let mut loaded = Model::from_save(Some(&text));
    assert_eq!(loaded.screen, Screen::Table);
    assert!(loaded.damaged.is_none());
    assert_eq!(loaded.setup.name, "Ana");
    assert_eq!(fingerprint(game(&loaded)), fingerprint(game(&m)));
    play(&mut loaded, 30);
    play(&mut m, 30);
    assert_eq!(fingerprint(game(&loaded)), fingerprint(game(&m)));
}

#[test]
fn a_save_text_keeps_its_format() {
    let mut record = GameRecord::new(Options::for_players(2), 42);
    record.actions.push(Action::ChooseRole { role: Role::Builder, library: false });
    let seats = vec![
        Seat { name: "Ana".to_string(), kind: SeatKind::Human },
        Seat { name: "Bruno".to_string(), kind: SeatKind::Bot(BotLevel::Hard) },
    ];
    let text = saved::encode(&SavedGame { record, seats, speed: Speed::Instant, no_hints: false, daily: None, hints_taken: 0 });
    let expected = concat!(
        r#"{"format":"san-juan-save","version":1,"game":{"record":"#,
        r#"{"format":"san-juan-record","version":3,"options":"#,
        r#"OPTIONS"#,
        r#","seed":42,"actions":[{"choose_role":{"role":"builder","library":false}}]},"#,
        r#""seats":[{"name":"Ana","kind":"human"},{"name":"Bruno","kind":{"bot":"hard"}}],"speed":"instant"}}"#,
    );
    let options = serde_json::to_string(&Options::for_players(2)).unwrap();
    assert_eq!(text, expected.replace("OPTIONS", &options));
    assert_eq!(SAVE_VERSION, 1);
    // A save made before the pace was kept has none: it reads, at the normal pace.
    let old = text.replace(r#","speed":"instant""#, "");
    assert_eq!(saved::decode(&old).expect("an older save reads").speed, Speed::Normal);
    assert_eq!(Model::from_save(Some(&old)).speed, Speed::Normal);
    assert_eq!(Model::from_save(Some(&text)).speed, Speed::Instant);
}

/// A save made before game-record version 2 holds a version-1 record: it resumes as the
/// game it was (the discard stack became the supply only when a draw found the supply
/// empty) and plays on by that timing.
#[test]
fn a_save_made_with_a_version_1_record_resumes_as_the_game_it_was() {
    let seats = vec![
        Seat { name: "Ana".to_string(), kind: SeatKind::Human },
        Seat { name: "Bruno".to_string(), kind: SeatKind::Bot(BotLevel::Medium) },
    ];
    // 2 players, version 1, random legal actions: long enough to run through the supply.
    use rand::{RngExt, SeedableRng};
    let mut rng = crate::rules::GameRng::seed_from_u64(5);
    let mut record = GameRecord { version: 1, ..GameRecord::new(Options::for_players(2), 5) };
    let mut state = record.replay().unwrap();
    let mut reshuffles = 0;
    while record.actions.len() < 1_000 && !state.is_over() {
        let legal = state.legal_actions();
        let action = legal[rng.random_range(0..legal.len())];
        let happened = state.apply(action).unwrap();
        reshuffles += happened.iter().filter(|h| matches!(h, crate::rules::Happening::SupplyReshuffled { .. })).count();
        record.actions.push(action);
    }
    assert!(reshuffles > 0, "the game ran through the supply");
    let text =
        saved::encode(&SavedGame { record: record.clone(), seats, speed: Speed::Normal, no_hints: false, daily: None, hints_taken: 0 });
    assert!(text.contains(r#""version":1,"options""#));

    let resumed = Model::from_save(Some(&text));
    let g = resumed.game.as_deref().expect("the save resumes");
    assert_eq!(g.record, record);
    assert_eq!(format!("{:?}", g.state), format!("{state:?}"), "the same game, hidden cards and RNG included");
    assert!(g.state.table().reshuffle_on_empty_draw);
    // Today's timing would have made other games of the same actions.
    let today = GameRecord { version: crate::rules::RECORD_VERSION, ..record };
    assert!(today.replay().map(|s| format!("{s:?}") != format!("{state:?}")).unwrap_or(true));
}

#[test]
fn a_damaged_save_gives_an_error_not_a_panic() {
    let mut m = started(choices(8));
    play(&mut m, 20);
    let text = saved::encode(&game(&m).saved(Speed::Normal));
    // Cut anywhere, the save is unreadable (and never panics).
    for cut in 0..text.len() {
        if text.is_char_boundary(cut) {
            assert!(saved::decode(&text[..cut]).is_err(), "cut at {cut}");
        }
    }
    let damaged = [
        (String::new(), "not valid JSON"),
        ("{}".to_string(), "not a San Juan save"),
        (r#"{"format":"san-juan-save"}"#.to_string(), "has no version"),
        (text.replace(r#""version":1,"game""#, r#""version":2,"game""#), "another version"),
        (text.replace(r#""seats":["#, r#""seats":7,"x":["#), "damaged"),
    ];
    for (raw, why) in damaged {
        let error = saved::decode(&raw).expect_err(&raw);
        assert!(error.to_string().contains(why), "{error:?} should say {why:?}");
    }

    // A record that does not replay, or seats for another player count: the page shows
    // the new-game form and keeps the damaged text to offer it.
    let mut record = game(&m).record.clone();
    record.actions.insert(0, Action::Sell(crate::rules::Good::Silver));
    let unplayable = saved::encode(&SavedGame {
        record,
        seats: game(&m).seats.clone(),
        speed: Speed::Normal,
        no_hints: false,
        daily: None,
        hints_taken: 0,
    });
    let wrong_seats = saved::encode(&SavedGame { seats: game(&m).seats[..2].to_vec(), ..game(&m).saved(Speed::Normal) });
    for raw in [&text[..text.len() / 2], unplayable.as_str(), wrong_seats.as_str()] {
        let loaded = Model::from_save(Some(raw));
        assert_eq!(loaded.screen, Screen::Setup);
        assert!(loaded.game.is_none());
        let d = loaded.damaged.expect("the damaged save is reported");
        assert_eq!(d.raw, raw);
        assert!(!d.problem.to_string().is_empty());
    }
    assert!(Model::from_save(Some(&unplayable)).damaged.unwrap().problem.to_string().contains("does not replay at step 1"));
}

#[test]
fn the_statistics_read_back_and_unreadable_ones_count_as_none() {
    let stats = PlayerStats { played: 3, won: 1, total_score: 100 };
    assert_eq!(saved::decode_stats(&saved::encode_stats(&stats).unwrap()), stats);
    assert_eq!(saved::decode_stats("{\"played\":"), PlayerStats::default());
    assert_eq!(PlayerStats::default().average(), None);
    assert_eq!(PlayerStats { played: 4, won: 0, total_score: 90 }.average(), Some(22.5));
}

#[test]
fn the_bots_pace_is_saved_with_the_game() {
    let mut m = started(choices(31));
    play(&mut m, 10);
    m.update(Msg::SetSpeed(Speed::Instant));
    let text = saved::encode(&m.save().expect("a game"));
    let loaded = Model::from_save(Some(&text));
    assert_eq!(loaded.speed, Speed::Instant, "a reload keeps Instant");
    assert_eq!(fingerprint(game(&loaded)), fingerprint(game(&m)));
    m.update(Msg::SetSpeed(Speed::Slow));
    assert_eq!(Model::from_save(Some(&saved::encode(&m.save().unwrap()))).speed, Speed::Slow);
    // Resuming a saved game (not at page load) takes its pace too.
    let mut other = Model::default();
    other.update(Msg::Resume(saved::decode(&text).unwrap()));
    assert_eq!(other.speed, Speed::Instant);
    assert!(Model::default().save().is_none(), "nothing to save without a game");
}
