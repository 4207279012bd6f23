//! Pass-and-play: the hand-over screen covers the table exactly when the deciding person
//! changes (persons and bots interleaved, 2 and 5–8 players, the Events' decisions that
//! go round the table, the councillor's and the explorer's), never between two
//! decisions of the same person; an undo stops at it; a reload lands on it; the recap
//! is the log since the person's last decision; results count under each name.

use super::{game, started};
use crate::ai::{Bot, MediumBot};
use crate::rules::{Decision, ExtraRoles, InPlay, Role, RoleSet};
use crate::table::game::Game;
use crate::table::hand_over::{self, HandOver};
use crate::table::model::{Model, Msg};
use crate::table::protocol::BotLevel;
use crate::table::saved;
use crate::table::setup::{NameProblem, NewGame, RememberedNames, SeatKind};

/// A game of `players` seats where the seats after the first whose number is in
/// `persons` (1-based seat numbers) are persons named after their seat, the others
/// medium bots.
fn shared(players: u8, persons: &[u8], seed: u64, change: impl FnOnce(&mut NewGame)) -> NewGame {
    let mut new = NewGame { seed, ..NewGame::against("Ana", &vec![BotLevel::Medium; usize::from(players) - 1]) };
    for &seat in persons {
        new.persons[usize::from(seat) - 1] = Some(format!("P{seat}"));
    }
    change(&mut new);
    new
}

/// What one whole game showed: how many hand-overs, and of them how many came at an
/// event's, a councillor's or an explorer's decision; how many times a person decided
/// twice in a row with bots moving in between (never covered).
#[derive(Default, Debug)]
struct Seen {
    hand_overs: u32,
    in_event: u32,
    councillor_or_explorer: u32,
    same_person_after_bots: u32,
}

/// Takes the device for the person to decide, reading the recap if there is one, and
/// checks the recap is his log since his last decision.
fn take(m: &mut Model, person: u8) {
    m.update(Msg::TakeDevice);
    let g = game(m);
    assert_eq!(g.human, person, "the table turned to the person to decide");
    assert!(!g.can_undo(), "nothing before a hand-over can be undone");
    if let Some(HandOver::Recap { since }) = m.hand_over {
        assert_eq!(since, g.seen_log);
        assert!(!hand_over::since(g, since).is_empty(), "a recap has something to say");
        // Independently: his log when his last decision had just been played.
        assert_eq!(since, log_after_his_last(g, person), "the recap starts after his last decision");
        m.update(Msg::RecapRead);
    }
    assert_eq!(m.hand_over, None, "his table shows");
}

/// The length of `person`'s log right after his last decision (0 if he made none), by
/// replaying the record as he saw it up to there.
fn log_after_his_last(g: &Game, person: u8) -> usize {
    let mut state = crate::rules::GameRecord { actions: Vec::new(), ..g.record.clone() }
        .replay_to(0, &mut crate::rules::NoHappenings)
        .expect("the game replays");
    let mut last = None;
    for (i, a) in g.record.actions.iter().enumerate() {
        if state.to_move() == Some(person) {
            last = Some(i);
        }
        state.apply(*a).expect("legal");
    }
    let Some(last) = last else { return 0 };
    let mut then = g.saved(Default::default());
    then.record.actions.truncate(last + 1);
    Game::watched(then, person).expect("replays").log.len()
}

/// Plays a whole game of `new` (every seat as the medium bot), checking at each step
/// that the cover is up exactly when the deciding person changed.
fn play_whole(new: NewGame) -> Seen {
    let mut m = started(new);
    let mut seen = Seen::default();
    let mut last_person: Option<u8> = None;
    let mut bots_since = false;
    for _ in 0..20_000 {
        let g = game(&m);
        if g.is_over() {
            assert_eq!(m.hand_over, None, "the score pad is public");
            return seen;
        }
        if let Some(req) = g.bot_request() {
            let action = MediumBot.choose(&req.observation().unwrap());
            m.update(Msg::BotMove { game: req.game, step: req.step, action });
            bots_since = true;
            continue;
        }
        let person = hand_over::person_to_move(g).expect("a person decides when no bot does");
        if last_person == Some(person) {
            assert_eq!(m.hand_over, None, "never between two decisions of one person");
            assert_eq!(g.human, person);
            seen.same_person_after_bots += u32::from(bots_since);
        } else {
            assert_eq!(m.hand_over, Some(HandOver::Pass), "the deciding person changed: the table is covered");
            // Covered, the person's decision cannot be made.
            let before = g.record.actions.len();
            m.update(Msg::Human(MediumBot.choose(&g.state.observation(person)).expect("legal")));
            assert_eq!(game(&m).record.actions.len(), before, "no decision under the cover");
            seen.hand_overs += 1;
            let t = game(&m).state.table();
            seen.in_event += u32::from(matches!(t.in_play(), Some(InPlay::Event(_))));
            seen.councillor_or_explorer += u32::from(matches!(t.step.ask, Decision::Keep { .. } | Decision::Explorer { .. }));
            take(&mut m, person);
        }
        let action = MediumBot.choose(&game(&m).observation()).expect("a legal action");
        m.update(Msg::Human(action));
        last_person = Some(person);
        bots_since = false;
    }
    panic!("the game did not end");
}

#[test]
fn the_hand_over_shows_exactly_when_the_deciding_person_changes() {
    let mut total = Seen::default();
    let explorer = ExtraRoles::Chosen(RoleSet::of_all(&[Role::Explorer]));
    let games = [
        shared(2, &[1], 3, |_| {}),
        shared(4, &[2], 5, |n| n.options.events = true),
        shared(5, &[2, 4], 7, |n| n.options.extra_roles = explorer),
        shared(6, &[1, 3, 5], 9, |n| n.options.events = true),
        shared(7, &[6], 11, |n| n.options.new_buildings = true),
        shared(8, &[1, 2, 7], 13, |n| n.options.events = true),
    ];
    for new in games {
        let players = new.players();
        let seen = play_whole(new);
        assert!(seen.hand_overs > 2, "{players} players: hand-overs {seen:?}");
        total.hand_overs += seen.hand_overs;
        total.in_event += seen.in_event;
        total.councillor_or_explorer += seen.councillor_or_explorer;
        total.same_person_after_bots += seen.same_person_after_bots;
    }
    assert!(total.in_event > 0, "an event's decision went round the table: {total:?}");
    assert!(total.councillor_or_explorer > 0, "a councillor's or explorer's decision was handed over: {total:?}");
    assert!(total.same_person_after_bots > 0, "a person decided again after bots without a hand-over: {total:?}");
}

#[test]
fn a_game_of_one_person_is_never_covered() {
    let mut m = started(shared(5, &[], 21, |_| {}));
    assert_eq!(m.hand_over, None);
    while !game(&m).is_over() {
        super::play(&mut m, 1);
        assert_eq!(m.hand_over, None);
    }
}

#[test]
fn an_undo_stops_at_the_hand_over() {
    let mut m = started(shared(4, &[2], 31, |_| {}));
    let (mut undone, mut stopped) = (0, 0);
    for _ in 0..3_000 {
        let g = game(&m);
        if g.is_over() {
            break;
        }
        if let Some(req) = g.bot_request() {
            let action = MediumBot.choose(&req.observation().unwrap());
            m.update(Msg::BotMove { game: req.game, step: req.step, action });
            continue;
        }
        let taken_at = g.record.actions.len();
        if m.hand_over.is_some() {
            let person = hand_over::person_to_move(g).unwrap();
            take(&mut m, person);
        }
        let taken_at = if m.can_undo() { 0 } else { taken_at };
        let action = MediumBot.choose(&game(&m).observation()).unwrap();
        m.update(Msg::Human(action));
        // Take back everything that may be: never before the hand-over's step.
        while m.can_undo() {
            m.update(Msg::Undo);
            undone += 1;
            assert!(game(&m).record.actions.len() >= taken_at, "an undo went past the hand-over");
        }
        if undone > 0 && game(&m).state.to_move() == Some(game(&m).human) && m.hand_over.is_none() {
            stopped += 1;
        }
        // Play on: the medium bot's choice again (an undone action would be the same).
        let g = game(&m);
        if g.state.to_move() == Some(g.human) && m.hand_over.is_none() {
            let action = MediumBot.choose(&g.observation()).unwrap();
            m.update(Msg::Human(action));
        }
    }
    assert!(undone > 0 && stopped > 0, "undos were taken ({undone}) and stopped ({stopped})");
}

#[test]
fn an_undo_never_reaches_the_other_person_s_decision() {
    // Seats 0 and 1 are persons and nothing else sits: each decision of one is followed,
    // sooner or later, by the other's; at each hand-over nothing can be undone, and after
    // the new person's first decision an undo gives back at most his own.
    let mut m = started(shared(2, &[1], 41, |_| {}));
    for _ in 0..400 {
        if game(&m).is_over() {
            break;
        }
        let person = hand_over::person_to_move(game(&m)).unwrap();
        if m.hand_over.is_some() {
            assert!(!m.can_undo());
            let start = game(&m).record.actions.len();
            take(&mut m, person);
            let action = MediumBot.choose(&game(&m).observation()).unwrap();
            m.update(Msg::Human(action));
            while m.can_undo() {
                m.update(Msg::Undo);
            }
            assert!(game(&m).record.actions.len() >= start);
            assert!(m.hand_over.is_none() || hand_over::person_to_move(game(&m)) != Some(person), "covered only for another person");
        } else {
            let action = MediumBot.choose(&game(&m).observation()).unwrap();
            m.update(Msg::Human(action));
        }
    }
}

#[test]
fn a_reload_lands_on_a_hand_over_for_whoever_decides_next() {
    let mut m = started(shared(4, &[1, 3], 51, |_| {}));
    let (mut during_cover, mut during_turn, mut bots_next) = (0, 0, 0);
    for _ in 0..2_000 {
        let g = game(&m);
        if g.is_over() {
            break;
        }
        // A reload now.
        let text = saved::encode(&m.save().unwrap());
        let reloaded = Model::from_save(Some(&text));
        assert_eq!(reloaded.hand_over, Some(HandOver::Pass), "a reload never lands on an open hand");
        assert!(!reloaded.can_undo());
        match (m.hand_over, hand_over::person_to_move(g)) {
            (Some(_), _) => during_cover += 1,
            (None, Some(_)) => during_turn += 1,
            (None, None) => bots_next += 1,
        }
        // Sometimes go on from the reloaded page.
        if g.record.actions.len().is_multiple_of(7) {
            m = reloaded;
        }
        let g = game(&m);
        if let Some(req) = g.bot_request() {
            let action = MediumBot.choose(&req.observation().unwrap());
            m.update(Msg::BotMove { game: req.game, step: req.step, action });
            continue;
        }
        let person = hand_over::person_to_move(g).unwrap();
        if m.hand_over.is_some() {
            take(&mut m, person);
        }
        let action = MediumBot.choose(&game(&m).observation()).unwrap();
        m.update(Msg::Human(action));
    }
    assert!(game(&m).is_over());
    assert_eq!(m.hand_over, None, "the score pad is public, after a reload too");
    assert!(during_cover > 0 && during_turn > 0 && bots_next > 0, "{during_cover} {during_turn} {bots_next}");
}

#[test]
fn back_from_the_new_game_form_the_table_is_covered() {
    let mut m = started(shared(3, &[1], 101, |_| {}));
    super::play_bots(&mut m);
    m.update(Msg::TakeDevice);
    m.update(Msg::RecapRead);
    assert_eq!(m.hand_over, None);
    m.update(Msg::ShowSetup);
    m.update(Msg::ShowTable);
    assert_eq!(m.hand_over, Some(HandOver::Pass), "whoever comes back may not be the one who left");
    // A game of one person is never covered.
    let mut one = started(shared(3, &[], 101, |_| {}));
    one.update(Msg::ShowSetup);
    one.update(Msg::ShowTable);
    assert_eq!(one.hand_over, None);
}

#[test]
fn every_person_s_result_counts_under_his_name() {
    let mut m = started(shared(3, &[2], 61, |n| n.name = "Ana".into()));
    play_whole_in(&mut m);
    let score = game(&m).state.final_score();
    assert_eq!(m.player_stats.played, 0, "the one-person statistics count games of one person");
    let ana = m.person_stats.0.get("Ana").copied().unwrap();
    let p2 = m.person_stats.0.get("P2").copied().unwrap();
    assert_eq!((ana.played, p2.played), (1, 1));
    assert_eq!(ana.total_score, u64::from(score.players[0].total));
    assert_eq!(p2.total_score, u64::from(score.players[2].total));
    assert_eq!(m.person_stats.0.len(), 2, "the bot is not counted");
    let text = saved::encode_person_stats(&m.person_stats).unwrap();
    assert_eq!(saved::decode_person_stats(&text), m.person_stats);
}

/// Plays `m`'s game to its end, taking the device at every hand-over.
fn play_whole_in(m: &mut Model) {
    while !game(m).is_over() {
        if let Some(req) = game(m).bot_request() {
            let action = MediumBot.choose(&req.observation().unwrap());
            m.update(Msg::BotMove { game: req.game, step: req.step, action });
            continue;
        }
        if m.hand_over.is_some() {
            m.update(Msg::TakeDevice);
            m.update(Msg::RecapRead);
        }
        let action = MediumBot.choose(&game(m).observation()).unwrap();
        m.update(Msg::Human(action));
    }
}

#[test]
fn the_form_seats_persons_by_name_and_asks_each_for_one() {
    let new = shared(4, &[2], 1, |n| n.persons[1] = Some("  Ben ".into()));
    let seats = new.seats();
    assert_eq!(seats.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), ["Ana", "Bruno", "Ben", "Diego"]);
    assert_eq!(seats.iter().map(|s| s.kind == SeatKind::Human).collect::<Vec<_>>(), [true, false, true, false]);
    assert_eq!(new.name_problem(), None);
    // A bot never has a person's name.
    let carmen = shared(4, &[1], 1, |n| n.persons[0] = Some("carmen".into()));
    assert_eq!(carmen.seats()[2].name, "Elena");
    // Several persons: each needs a name, and his own.
    assert_eq!(shared(3, &[1], 1, |n| n.name = " ".into()).name_problem(), Some(NameProblem::Missing(0)));
    assert_eq!(shared(3, &[2], 1, |n| n.persons[1] = Some(String::new())).name_problem(), Some(NameProblem::Missing(2)));
    assert_eq!(shared(3, &[2], 1, |n| n.persons[1] = Some("ANA".into())).name_problem(), Some(NameProblem::Twice(2)));
    // A seat that does not sit down does not count.
    assert_eq!(shared(2, &[], 1, |n| n.persons[4] = Some(String::new())).name_problem(), None);
    // Play again seats the same persons and bots.
    let again = NewGame::again(&seats, new.options, 9, true);
    assert_eq!(again.seats(), seats);
    assert!(again.no_hints);
    // The names this browser remembers fill the form again.
    let remembered = RememberedNames::of(&new);
    let text = serde_json::to_string(&remembered).unwrap();
    let mut form = NewGame::default();
    serde_json::from_str::<RememberedNames>(&text).unwrap().fill(&mut form);
    form.options = new.options;
    assert_eq!(form.seats(), seats, "the same persons by name (trimmed), in the same seats");
    // Choices written before the persons read as bots, hints on.
    let old: NewGame = serde_json::from_str(r#"{"name":"Ana","bots":["hard"],"seed":3}"#).unwrap();
    assert_eq!(old.person_count(), 1);
    assert!(!old.no_hints);
}

#[test]
fn no_hints_is_kept_in_the_save_and_refuses_a_hint() {
    let mut m = started(shared(3, &[], 71, |n| n.no_hints = true));
    super::play_bots(&mut m);
    m.update(Msg::AskHint);
    assert_eq!(m.hint, None, "no hint in a game without hints");
    let text = saved::encode(&m.save().unwrap());
    assert!(text.contains("\"no_hints\":true"));
    let back = Model::from_save(Some(&text));
    assert!(game(&back).no_hints);
    // A game with hints writes the save as before.
    let with = started(shared(3, &[], 71, |_| {}));
    assert!(!saved::encode(&with.save().unwrap()).contains("no_hints"));
}

#[test]
fn the_exported_record_names_the_persons_and_the_bots() {
    let mut m = started(shared(3, &[2], 81, |n| n.bots[0] = BotLevel::Hard));
    play_whole_in(&mut m);
    let record = game(&m).export_record();
    assert_eq!(record.names, ["Ana", "Bruno", "P2"]);
    assert_eq!(record.players, ["person", "hard", "person"]);
    let read = crate::rules::GameRecord::from_json(&record.to_json()).expect("reads back");
    assert_eq!(read, record);
    // A replay of it chooses the seat to view as before.
    let replay = crate::table::replay::Replay::at(read, usize::MAX, 2).expect("replays");
    assert_eq!(replay.game.human, 2);
    assert_eq!(replay.game.names(), ["Ana", "Bruno", "P2"]);
    // Not one per seat: refused, like the names.
    let mut bad: serde_json::Value = serde_json::from_str(&record.to_json()).unwrap();
    bad["players"] = serde_json::json!(["person"]);
    assert!(crate::rules::GameRecord::from_json(&bad.to_string()).is_err());
    // A record without it (older, or the command line's) reads as before.
    bad.as_object_mut().unwrap().remove("players");
    let old = crate::rules::GameRecord::from_json(&bad.to_string()).expect("reads");
    assert!(old.players.is_empty());
    // The save stays as it was: the record in it names nobody.
    assert!(!saved::encode(&m.save().unwrap()).contains("\"players\":["));
}

/// The buildings the others built since `person`'s last decision, counted from the
/// engine's happenings alone.
fn built_since_his_last(g: &Game, person: u8) -> usize {
    let mut state = crate::rules::GameRecord { actions: Vec::new(), ..g.record.clone() }
        .replay_to(0, &mut crate::rules::NoHappenings)
        .expect("the game replays");
    let mut built = 0;
    for a in &g.record.actions {
        if state.to_move() == Some(person) {
            built = 0;
        }
        let happenings = state.apply(*a).expect("legal");
        built += happenings.iter().filter(|h| matches!(h, crate::rules::Happening::Built { player, .. } if *player != person)).count();
    }
    built
}

#[test]
fn after_i_am_ana_the_others_new_buildings_are_marked() {
    let mut m = started(shared(5, &[2, 3], 111, |_| {}));
    let mut checked = 0;
    while !game(&m).is_over() {
        if let Some(req) = game(&m).bot_request() {
            let action = MediumBot.choose(&req.observation().unwrap());
            m.update(Msg::BotMove { game: req.game, step: req.step, action });
            continue;
        }
        if m.hand_over.is_some() {
            m.update(Msg::TakeDevice);
            let g = game(&m);
            let marked: usize = (0..5).filter(|&p| p != g.human).map(|p| g.marks.built_in(p).len()).sum();
            assert_eq!(marked, built_since_his_last(g, g.human), "the others' buildings since his last decision");
            checked += usize::from(marked > 0);
            m.update(Msg::RecapRead);
        }
        let action = MediumBot.choose(&game(&m).observation()).unwrap();
        m.update(Msg::Human(action));
    }
    assert!(checked > 3, "hand-overs with buildings marked: {checked}");
}
