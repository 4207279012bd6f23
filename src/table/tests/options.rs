//! The options of the new-game form reach the game, its save, its record and play again:
//! the Events, 5 to 8 players with their roles; the form's choices checked by the engine.

use super::{choices, fingerprint, game, many, play, started, with, with_events};
use crate::rules::{GameRecord, Options, Role};
use crate::table::model::{Model, Msg, Notice};
use crate::table::saved;
use crate::table::setup::{NewGame, Speed};

#[test]
fn the_events_switch_reaches_the_game_its_save_and_its_record() {
    let mut m = started(with_events(7));
    assert!(game(&m).record.options.events);
    assert!(!game(&started(choices(7))).record.options.events, "off unless switched on");
    play(&mut m, 40);
    let text = saved::encode(&game(&m).saved(Speed::Normal));
    let loaded = Model::from_save(Some(&text));
    assert!(loaded.damaged.is_none());
    assert!(game(&loaded).record.options.events);
    assert_eq!(fingerprint(game(&loaded)), fingerprint(game(&m)));
    assert!(GameRecord::from_json(&game(&m).export_record().to_json()).unwrap().options.events);

    // New-game choices (and options) written before the switch existed read as "off".
    let old = r#"{"name":"Ana","bots":["medium"],"starting_hands":false,"seed":3}"#;
    let new: NewGame = serde_json::from_str(old).expect("an older setup reads");
    assert!(!new.options.events);
    let mut record: serde_json::Value = serde_json::from_str(&GameRecord::new(Options::for_players(2), 3).to_json()).unwrap();
    assert!(record["options"].as_object_mut().unwrap().remove("events").is_some());
    let record = GameRecord::from_json(&record.to_string()).expect("an older record reads");
    assert!(!record.options.events);
}

#[test]
fn the_new_game_form_carries_the_5_to_8_player_options_and_the_engine_checks_them() {
    use crate::rules::{ExtraRoles, RoleSet};
    // 8 players, fixed roles: all nine placards.
    let m = started(many(8, 3));
    let g = game(&m);
    assert_eq!(g.record.options.players, 8);
    assert_eq!(g.state.table().roles.len(), 9);

    // Chosen roles: exactly one per player above 4.
    let chosen = |roles: &[Role]| ExtraRoles::Chosen(RoleSet::of_all(roles));
    let six = with(many(6, 4), |o| o.extra_roles = chosen(&[Role::Captain, Role::Viceroy]));
    assert!(six.validate().is_ok());
    let o = six.options;
    assert!(o.roles().contains(Role::Captain) && o.roles().contains(Role::Viceroy));
    assert!(!o.roles().contains(Role::GoldDigger) && !o.roles().contains(Role::Explorer));
    assert!(with(many(6, 4), |o| o.extra_roles = chosen(&[Role::Captain])).validate().is_err(), "one role short");
    assert!(with(many(4, 4), |o| o.extra_roles = chosen(&[Role::Captain])).validate().is_err(), "no extra role at 4");
    let m = started(six.clone());
    assert_eq!(game(&m).state.table().roles, o.roles());
    assert_eq!(m.setup, six, "the form remembers the choices");

    // One deck: 5 players only; the gold mine's variant only with it.
    let five = with(many(5, 5), |o| (o.one_deck, o.gold_mine_once_per_round) = (true, true));
    assert!(five.validate().is_ok());
    assert!(with(many(6, 5), |o| o.one_deck = true).validate().is_err());
    assert!(with(many(5, 5), |o| o.gold_mine_once_per_round = true).validate().is_err());
    // The gold digger's option needs the gold digger.
    assert!(with(many(5, 5), |o| o.gold_digger_fires_gold_mine = true).validate().is_ok());
    assert!(with(many(4, 5), |o| o.gold_digger_fires_gold_mine = true).validate().is_err());
    let captain = with(many(5, 5), |o| (o.gold_digger_fires_gold_mine, o.extra_roles) = (true, chosen(&[Role::Captain])));
    assert!(captain.validate().is_err());

    // A start the engine refuses is a notice, not a game.
    let mut m = Model::default();
    m.update(Msg::Start(with(many(6, 5), |o| o.one_deck = true)));
    assert!(m.game.is_none());
    assert!(matches!(m.notice, Some(Notice::StartFailed(_))));

    // What the form keeps when the player count changes (`Options::fitted`) is tested
    // beside the options.
}

#[test]
fn the_5_to_8_player_options_reach_the_save_the_record_and_play_again() {
    use crate::rules::{ExtraRoles, RoleSet};
    let six = with(many(6, 9), |o| {
        o.extra_roles = ExtraRoles::Chosen(RoleSet::of_all(&[Role::GoldDigger, Role::Captain]));
        o.gold_digger_fires_gold_mine = true;
    });
    let mut m = started(six.clone());
    play(&mut m, 80);
    let text = saved::encode(&game(&m).saved(Speed::Normal));
    let loaded = Model::from_save(Some(&text));
    assert!(loaded.damaged.is_none());
    assert_eq!(game(&loaded).record.options, six.options);
    assert_eq!(fingerprint(game(&loaded)), fingerprint(game(&m)));
    let record = GameRecord::from_json(&game(&m).export_record().to_json()).unwrap();
    assert_eq!(record.options, six.options);

    // At the end, Play again keeps the options and the form shows them.
    play(&mut m, usize::MAX);
    m.update(Msg::PlayAgain { seed: 10 });
    assert_eq!(game(&m).record.options, six.options);
    assert_eq!(m.setup, NewGame { seed: 10, ..six });

    // Choices written before these options existed read as the defaults.
    let old = r#"{"name":"Ana","bots":["medium"],"starting_hands":false,"seed":3}"#;
    let new: NewGame = serde_json::from_str(old).expect("an older setup reads");
    assert_eq!(new.options, Options::for_players(2));
}
