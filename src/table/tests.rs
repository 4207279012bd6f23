//! Native tests of the table's model: new games, the person's and the bots' moves
//! through [`Model::update`], saves (their text, resuming, damage) and replays. The
//! browser tests (`tests/e2e/`) check the same through the page; these run in
//! `cargo test` without one.

use super::game::Game;
use super::log::LogKind;
use super::model::{Model, Msg, Notice, Screen};
use super::protocol::BotLevel;
use super::saved::{self, PlayerStats, SAVE_VERSION, SavedGame};
use super::setup::{SEAT_NAMES, NewGame, Seat, SeatKind, Speed};
use crate::ai::{Bot, MediumBot};
use crate::rules::{Action, Building, CardCounts, GameRecord, Options, Role};

/// The new-game form's choices: Ana against a medium and a hard bot.
fn choices(seed: u64) -> NewGame {
    NewGame { seed, ..NewGame::against("Ana", &[BotLevel::Medium, BotLevel::Hard]) }
}

/// `new` with its options changed by `change`.
fn with(mut new: NewGame, change: impl FnOnce(&mut Options)) -> NewGame {
    change(&mut new.options);
    new
}

/// A model with a game started from `new`.
fn started(new: NewGame) -> Model {
    let mut m = Model::default();
    m.update(Msg::Start(new));
    m
}

/// The game at the table.
fn game(m: &Model) -> &Game {
    m.game.as_deref().expect("a game at the table")
}

/// Answers every bot request (the medium bot's choice, as the in-page fallback would)
/// until the person is to move or the game is over.
fn play_bots(m: &mut Model) {
    while let Some(req) = game(m).bot_request() {
        let action = MediumBot.choose(&req.observation);
        m.update(Msg::BotMove { game: req.game, step: req.step, action, iterations: 0, millis: 0.0 });
        assert_eq!(game(m).record.actions.len(), req.step + 1, "the bot's move was applied");
    }
}

/// Plays `actions` more actions, or to the end: the bots as in [`play_bots`], the person
/// the first legal action.
fn play(m: &mut Model, actions: usize) {
    let target = game(m).record.actions.len().saturating_add(actions);
    while game(m).record.actions.len() < target && !game(m).is_over() {
        let step = game(m).record.actions.len();
        match game(m).bot_request() {
            Some(req) => {
                let action = MediumBot.choose(&req.observation);
                m.update(Msg::BotMove { game: req.game, step, action, iterations: 0, millis: 0.0 });
            }
            None => {
                let action = game(m).choices().iter().next().expect("the person is to move");
                m.update(Msg::Human(action));
            }
        }
        assert_eq!(game(m).record.actions.len(), step + 1, "the move was applied");
    }
}

/// Everything one can see of a game: its record, every seat's observation, the log, and
/// the engine's whole state (hidden cards and the RNG included) in debug form.
fn fingerprint(g: &Game) -> (GameRecord, Vec<String>, Vec<(u16, super::log::LogEntry)>, String) {
    let observations = (0..g.record.options.players).map(|s| format!("{:?}", g.state.observation(s))).collect();
    let log = g.log.iter().map(|e| (e.round, e.clone())).collect();
    (g.record.clone(), observations, log, format!("{:?}", g.state))
}

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
fn the_persons_role_choice_is_recorded_and_logged() {
    let mut m = started(choices(5));
    // Play until the person chooses a role.
    let role = loop {
        play_bots(&mut m);
        let first = game(&m).choices().iter().next().expect("the person is to move");
        if let Action::ChooseRole { .. } = first {
            break first;
        }
        m.update(Msg::Human(first));
    };
    let (actions, lines) = (game(&m).record.actions.len(), game(&m).log.len());
    m.update(Msg::Human(role));
    let g = game(&m);
    assert_eq!(g.record.actions.len(), actions + 1);
    assert_eq!(g.record.actions.last(), Some(&role));
    let Action::ChooseRole { role: chosen, .. } = role else { unreachable!() };
    let line = g.log[lines..].iter().find(|e| e.kind == LogKind::Role).expect("a role line");
    let en = super::i18n::Texts::english();
    let names = super::text::Names::new(&en, &g.seats);
    assert_eq!(super::text::log_line(&en, line, &names, g.human), format!("Ana chose the {}.", en.role(chosen)));
    // The same line in another language, from the same log: a language change re-renders it.
    let zh = super::i18n::Texts::parse(super::i18n::Lang::ZhHant, include_str!("../../assets/i18n/zh-Hant.ftl")).unwrap();
    let shown = super::text::log_line(&zh, line, &super::text::Names::new(&zh, &g.seats), g.human);
    assert!(shown.contains("Ana") && shown.contains(&zh.role(chosen)), "{shown}");
    assert!(m.notice.is_none());
}

#[test]
fn a_move_that_is_not_legal_changes_nothing_but_says_why() {
    let mut m = started(choices(5));
    play_bots(&mut m);
    let before = fingerprint(game(&m));
    let illegal = [Action::ChooseRole { role: Role::Builder, library: true }, Action::Sell(crate::rules::Good::Silver)]
        .into_iter()
        .find(|a| !game(&m).choices().contains(*a))
        .expect("an illegal action");
    m.update(Msg::Human(illegal));
    assert_eq!(fingerprint(game(&m)), before);
    assert!(matches!(m.notice, Some(Notice::MoveRefused(_))), "{:?}", m.notice);
}

#[test]
fn a_bot_answer_for_an_earlier_position_is_ignored() {
    let mut m = started(choices(3));
    play(&mut m, 10);
    let before = fingerprint(game(&m));
    let id = game(&m).id;
    m.update(Msg::BotMove { game: id, step: 2, action: Some(Action::Pass), iterations: 0, millis: 0.0 });
    m.update(Msg::BotMove { game: id + 1, step: 10, action: Some(Action::Pass), iterations: 0, millis: 0.0 });
    assert_eq!(fingerprint(game(&m)), before);
}

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
    let text = saved::encode(&SavedGame { record, seats, speed: Speed::Instant });
    let expected = concat!(
        r#"{"format":"san-juan-save","version":1,"game":{"record":"#,
        r#"{"format":"san-juan-record","version":2,"options":"#,
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
    let text = saved::encode(&SavedGame { record: record.clone(), seats, speed: Speed::Normal });
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

/// The page and the bot worker exchange messages with gloo-worker's codec, bincode,
/// which has no field names: a field that serde skips when writing breaks reading.
#[test]
fn a_bot_request_and_its_answer_survive_the_worker_codec() {
    use super::protocol::{BotReply, BotRequest, FromWorker, HintReply, SearchSummary, ToWorker};
    let mut m = started(choices(3));
    play(&mut m, 25);
    for edition in [crate::rules::Edition::First, crate::rules::Edition::Second] {
        let options = Options { edition, ..Options::for_players(3) };
        let state = crate::rules::GameState::new(options, 4).unwrap();
        let observation = state.observation(state.to_move().unwrap());
        let req = BotRequest { id: 7, game: 1, step: 0, observation, level: BotLevel::Hard, seed: 9, millis: 700 };
        let back: BotRequest = bincode::deserialize(&bincode::serialize(&req).unwrap()).unwrap();
        assert_eq!(back, req);
    }
    // A request from a game at the table, wrapped as the page sends it.
    let g = game(&m);
    let seat = g.state.to_move().expect("the game goes on");
    let req = BotRequest { id: 1, game: g.id, step: g.record.actions.len(), observation: g.state.observation(seat), level: BotLevel::Medium, seed: 1, millis: 0 };
    let msg = ToWorker::Decide(Box::new(req));
    let back: ToWorker = bincode::deserialize(&bincode::serialize(&msg).unwrap()).unwrap();
    assert_eq!(back, msg);
    let answer = FromWorker::Decided(BotReply { id: 1, game: 1, step: 3, action: Some(Action::Pass), iterations: 3, millis: 1.5 });
    let back: FromWorker = bincode::deserialize(&bincode::serialize(&answer).unwrap()).unwrap();
    assert_eq!(back, answer);
    // A hint: the person's own observation out, the hard bot's choice and its search back.
    play_bots(&mut m);
    m.update(Msg::AskHint);
    let msg = ToWorker::Hint(Box::new(m.hint_request().expect("the person's turn")));
    let back: ToWorker = bincode::deserialize(&bincode::serialize(&msg).unwrap()).unwrap();
    assert_eq!(back, msg);
    for search in [None, Some(SearchSummary { iterations: 900, visits: 400, won: 0.25 })] {
        let answer = FromWorker::Hinted(HintReply { id: 2, action: Some(Action::Build { building: Building::Smithy, over: Some(1) }), search });
        let back: FromWorker = bincode::deserialize(&bincode::serialize(&answer).unwrap()).unwrap();
        assert_eq!(back, answer);
    }
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
    let unplayable = saved::encode(&SavedGame { record, seats: game(&m).seats.clone(), speed: Speed::Normal });
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
fn a_game_played_to_the_end_counts_once_in_the_persons_statistics() {
    let mut m = started(choices(9));
    play(&mut m, 5_000);
    let g = game(&m);
    assert!(g.is_over());
    let score = g.state.final_score();
    assert_eq!(m.player_stats.played, 1);
    assert_eq!(m.player_stats.won, u32::from(score.winners.contains(&0)));
    assert_eq!(m.player_stats.total_score, u64::from(score.players[0].total));
    assert_eq!(m.finished_here, Some(g.id));
    assert_eq!(g.log.last().map(|e| e.kind), Some(LogKind::End));
    m.update(Msg::DismissNotice);
    assert_eq!(m.player_stats.played, 1, "counted once");
}

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
    assert!(super::replay::Replay::at(record, 0, 3).is_err());
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

// ---- issue 14: cards just drawn, the pace saved, play again, the tip, the words ----

/// Every language's texts, English first.
fn all_texts() -> Vec<super::i18n::Texts> {
    use super::i18n::{Lang, Texts};
    let file = |lang: Lang| match lang {
        Lang::En => include_str!("../../assets/i18n/en.ftl"),
        Lang::Ru => include_str!("../../assets/i18n/ru.ftl"),
        Lang::Uk => include_str!("../../assets/i18n/uk.ftl"),
        Lang::Cs => include_str!("../../assets/i18n/cs.ftl"),
        Lang::ZhHant => include_str!("../../assets/i18n/zh-Hant.ftl"),
    };
    Lang::ALL.into_iter().map(|l| Texts::parse(l, file(l)).unwrap_or_else(|_| panic!("{} parses", l.file()))).collect()
}

/// The cards that came into a hand that went from `before` to `after`.
fn came_in(before: &CardCounts, after: &CardCounts) -> CardCounts {
    let mut out = CardCounts::EMPTY;
    for b in Building::ALL {
        for _ in 0..after.count(b).saturating_sub(before.count(b)) {
            out.add(b);
        }
    }
    out
}

/// The person's policy for the tests below: builds an archive when he can, then takes
/// the councillor whenever he may; otherwise plays as the medium bot would.
fn archive_policy(g: &Game) -> Action {
    let legal = g.choices();
    let owns_archive = g.state.player(g.human).owns(Building::Archive);
    let wanted = legal.iter().find(|a| match a {
        Action::Build { building: Building::Archive, over: None } => true,
        Action::ChooseRole { role: Role::Councillor, library: false } => owns_archive,
        _ => false,
    });
    wanted.or_else(|| MediumBot.choose(&g.observation())).or_else(|| legal.iter().next()).expect("the person is to move")
}

#[test]
fn cards_just_drawn_are_new_until_the_persons_next_decision_after_them() {
    for seed in [3, 8, 13] {
        let mut m = started(choices(seed));
        assert!(game(&m).fresh.is_empty(), "the deal is nobody's draw");
        while !game(&m).is_over() {
            let g = game(&m);
            let (before, fresh_before, asked) = (*g.state.hand(g.human), g.fresh, g.state.decision());
            let person = g.bot_request().is_none();
            match g.bot_request() {
                Some(req) => {
                    let action = MediumBot.choose(&req.observation);
                    m.update(Msg::BotMove { game: req.game, step: req.step, action, iterations: 0, millis: 0.0 });
                }
                None => m.update(Msg::Human(archive_policy(g))),
            }
            let g = game(&m);
            let after = *g.state.hand(g.human);
            assert!(after.minus(&g.fresh).is_some(), "seed {seed}: a new card that is not in the hand");
            let new_now = came_in(&before, &after);
            let goes_on = g.state.to_move() == Some(g.human)
                && std::mem::discriminant(&g.state.decision()) == std::mem::discriminant(&asked);
            if person && !goes_on {
                // The person answered: what was new goes; what this answer drew is new.
                assert_eq!(g.fresh, new_now, "seed {seed}: after the person's {asked:?}");
            } else {
                // A bot's move, or the same decision going on: the marks stay (those still
                // in the hand), and what came in joins them.
                for b in Building::ALL {
                    let kept = fresh_before.count(b).min(after.count(b));
                    assert_eq!(g.fresh.count(b), (kept + new_now.count(b)).min(after.count(b)), "seed {seed}: {b:?}");
                }
            }
        }
    }
}

#[test]
fn a_councillor_with_an_archive_marks_the_drawn_cards_while_the_person_discards() {
    // Seeds until the person, owning an archive, discards after a councillor's draw.
    for seed in 0..200 {
        let mut m = started(choices(seed));
        while !game(&m).is_over() {
            play_bots(&mut m);
            let g = game(&m);
            if g.is_over() {
                break;
            }
            let action = archive_policy(g);
            let (before, chose_councillor) = (*g.state.hand(g.human), matches!(action, Action::ChooseRole { role: Role::Councillor, .. }));
            m.update(Msg::Human(action));
            let g = game(&m);
            let crate::rules::Decision::CouncillorDiscard { remaining } = g.state.decision() else { continue };
            if !chose_councillor || g.state.to_move() != Some(g.human) {
                continue;
            }
            // All the drawn cards joined the hand, and they are the new ones.
            let drawn = came_in(&before, g.state.hand(g.human));
            assert!(drawn.total() >= 5, "seed {seed}: the councillor draws 5");
            assert_eq!(g.fresh, drawn, "seed {seed}: the drawn cards are marked");
            // They stay marked through the discards (one card at a time)...
            for left in (1..=remaining).rev() {
                let g = game(&m);
                assert_eq!(g.state.decision(), crate::rules::Decision::CouncillorDiscard { remaining: left });
                assert!(!g.fresh.is_empty() || drawn.total() <= usize::from(remaining - left), "seed {seed}: marks kept");
                // The oldest card of the hand goes first, so the new ones stay.
                let hand = *g.state.hand(g.human);
                let old = hand.minus(&g.fresh).expect("new cards are in the hand");
                let pick = old.iter().next().or_else(|| hand.iter().next()).expect("a card to discard");
                let fresh_before = g.fresh;
                m.update(Msg::Human(Action::Discard(pick)));
                let g = game(&m);
                if left > 1 {
                    let mut still = fresh_before;
                    if hand.count(pick) == fresh_before.count(pick) {
                        still.remove(pick);
                    }
                    assert_eq!(g.fresh, still, "seed {seed}: the marks stay while the discards go on");
                }
            }
            // ... and go once the decision is answered.
            assert!(game(&m).fresh.is_empty(), "seed {seed}: the marks went with the last discard");
            // A reload (the record replayed) marks the same cards at every step.
            let resumed = Game::resume(7, game(&m).saved(Speed::Normal)).expect("resumes");
            assert_eq!(resumed.fresh, game(&m).fresh);
            return;
        }
    }
    panic!("no game in 200 seeds where the person discarded with an archive");
}

#[test]
fn a_reload_marks_the_same_new_cards() {
    let mut m = started(choices(17));
    let mut seen_fresh = false;
    for _ in 0..120 {
        play(&mut m, 1);
        let g = game(&m);
        let resumed = Game::resume(1, g.saved(Speed::Normal)).expect("resumes");
        assert_eq!(resumed.fresh, g.fresh);
        seen_fresh |= !g.fresh.is_empty();
    }
    assert!(seen_fresh, "some cards were new in 120 actions");
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
fn the_tip_about_a_cards_full_text_shows_until_seen() {
    let mut m = started(choices(2));
    assert!(!m.details_tip_seen);
    m.update(Msg::DetailsTipSeen);
    assert!(m.details_tip_seen);
    m.update(Msg::Start(choices(3)));
    assert!(m.details_tip_seen, "once seen, not again");
}

#[test]
fn the_person_left_unnamed_is_said_in_the_second_person_in_every_language() {
    use super::log::{LogDetail, LogEntry};
    use super::text::{log_line, placard_status, round_line, Names};
    let seats = NewGame::against("", &[BotLevel::Easy]).seats();
    let round = LogEntry {
        round: 2,
        kind: LogKind::Round,
        happening: crate::rules::Happening::RoundStarted { round: 2, governor: 0 },
        detail: LogDetail::None,
    };
    let expected = [
        ("Round 2: you are governor.", "Round 2 · you are governor", "Taken by you", "Not taken yet"),
        ("Раунд 2: губернатор — вы.", "Раунд 2 · губернатор — вы", "Взяли вы", "Ещё никто не взял"),
        ("Раунд 2: губернатор — ви.", "Раунд 2 · губернатор — ви", "Взяли ви", "Ще ніхто не взяв"),
        ("Kolo 2: guvernérem jste vy.", "Kolo 2 · guvernérem jste vy", "Vzali jste ji vy", "Zatím ji nikdo nevzal"),
        ("第 2 回合：你是長官。", "第 2 回合 · 長官：你", "已被 你 選走", "尚無人選擇"),
    ];
    for (tr, (log, top, taken, free)) in all_texts().iter().zip(expected) {
        let names = Names::new(tr, &seats);
        assert_eq!(log_line(tr, &round, &names, 0), log, "{:?}", tr.lang());
        assert_eq!(round_line(tr, &names, 2, 0, true), top, "{:?}", tr.lang());
        assert_eq!(placard_status(tr, &names, Some(0), true, false, false), taken, "{:?}", tr.lang());
        assert_eq!(placard_status(tr, &names, None, false, false, false), free, "{:?}", tr.lang());
        // A bot in the third person.
        assert!(round_line(tr, &names, 3, 1, false).contains(names.name(1)));
    }
}

#[test]
fn a_card_says_its_name_first_then_the_rest_in_words() {
    use super::text::card_said;
    let en = super::i18n::Texts::english();
    let said = card_said(&en, Building::IndigoPlant, crate::rules::Edition::First, true, true, false, Some("Produce"));
    assert_eq!(said, ", cost 1, 1 VP, Production · indigo: Produces indigo (sells for 1). Holds a good. Just drawn. Produce.");
    let plain = card_said(&en, Building::Statue, crate::rules::Edition::First, false, false, false, None);
    assert_eq!(plain, ", cost 3, 3 VP, Monument: Monument: victory points only. Shows the details.");
}

/// The new-game form's choices with the Events on: Ana against two medium bots.
fn with_events(seed: u64) -> NewGame {
    with(NewGame { seed, ..NewGame::against("Ana", &[BotLevel::Medium, BotLevel::Medium]) }, |o| o.events = true)
}

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

/// Plays games with the Events in which the person sets off every event as soon as the
/// engine lets him (else takes the first legal action), and checks at each of his
/// decisions what the table offers him: "Set off" only for what may be set off (the
/// governor's visit once a role was chosen this round), the earthquake's own city slots,
/// a construction's builds for free with a way to build nothing, the amnesty's cards and
/// its stop, the taxes' cards, the roles a governor's visit repeats.
#[test]
fn every_event_decision_is_offered_to_the_person_through_the_choices() {
    use crate::rules::{Building, Decision};
    use std::collections::BTreeSet;
    let mut seen = BTreeSet::new();
    let mut set_off = 0;
    for seed in 0..30 {
        let mut m = started(with_events(seed));
        while !game(&m).is_over() && game(&m).record.actions.len() < 3_000 {
            play_bots(&mut m);
            let g = game(&m);
            if g.is_over() {
                break;
            }
            let (c, t) = (g.choices(), g.state.table());
            let human = g.human;
            let hand = g.observation().hand;
            let offered: Vec<Action> = c.iter().collect();
            assert_eq!(offered, g.state.legal_actions(), "the choices are the engine's legal actions");
            match g.state.decision() {
                Decision::ChooseRole => {
                    for e in t.events_face_up.iter() {
                        let may = e != Building::GovernorsVisit || !t.roles_taken.is_empty();
                        assert_eq!(c.set_off(e), may.then_some(Action::SetOff(e)), "{e:?}");
                    }
                    for e in Building::ALL.iter().filter(|e| !t.events_face_up.contains(**e)) {
                        assert_eq!(c.set_off(*e), None, "{e:?} is not face up");
                    }
                }
                Decision::VisitRole => {
                    seen.insert("visit");
                    assert!(!offered.is_empty());
                    for a in &offered {
                        assert!(matches!(a, Action::ChooseRole { role, library: false } if t.roles_taken.contains(*role)), "{a:?}");
                    }
                }
                Decision::Earthquake => {
                    seen.insert("earthquake");
                    let n = g.state.player(human).building_count();
                    assert!(n > 0);
                    assert!((0..n).all(|slot| c.discard_building(slot) == Some(Action::DiscardBuilding(slot as u8))));
                    assert_eq!(c.discard_building(n), None);
                }
                Decision::Construction => {
                    seen.insert("construction");
                    assert!(c.contains(Action::Pass));
                    for a in offered.iter().filter(|a| matches!(a, Action::Build { .. })) {
                        let Action::Build { building, over } = *a else { unreachable!() };
                        assert!(over.is_none() && (1..=4).contains(&building.cost()) && hand.contains(building), "{a:?}");
                        assert_eq!(c.cost(*a), Some(0), "a construction builds for nothing: {a:?}");
                    }
                }
                Decision::Amnesty { .. } => {
                    seen.insert("amnesty");
                    assert!(c.contains(Action::Pass));
                    assert!(hand.iter().all(|b| c.contains(Action::Discard(b))));
                }
                Decision::Taxes => {
                    seen.insert("taxes");
                    assert!(!c.contains(Action::Pass), "taxes are paid");
                    assert!(hand.iter().all(|b| c.contains(Action::Discard(b))));
                }
                _ => {}
            }
            let action = offered.iter().copied().find(|a| matches!(a, Action::SetOff(_))).unwrap_or(offered[0]);
            let lines = g.log.len();
            m.update(Msg::Human(action));
            if let Action::SetOff(e) = action {
                set_off += 1;
                let g = game(&m);
                assert!(!g.state.table().events_face_up.contains(e));
                let line = g.log[lines..].iter().find(|l| matches!(l.happening, crate::rules::Happening::EventSetOff { .. }));
                assert_eq!(line.map(|l| l.kind), Some(LogKind::Role), "the set-off is logged like a role choice");
            }
        }
        assert!(game(&m).is_over(), "seed {seed}: the game ends");
    }
    assert!(set_off > 30, "only {set_off} events set off");
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), ["amnesty", "construction", "earthquake", "taxes", "visit"]);
}

/// The new-game form's choices for `players` players: Ana and medium bots.
fn many(players: usize, seed: u64) -> NewGame {
    NewGame { seed, ..NewGame::against("Ana", &vec![BotLevel::Medium; players - 1]) }
}

#[test]
fn up_to_seven_bots_sit_down_with_names_of_their_own() {
    use super::setup::MAX_BOTS;
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
            assert!(!super::text::seat_name(&tr, seat).is_empty());
        }
    }
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

/// Plays 8-player games in which the person takes the captain whenever it is offered
/// (else the producer, produces and ships what he can, else the first legal action), and checks what the table offers him at the new
/// decisions: the explorer's face-up cards to keep (seen by everyone), the captain's five
/// kinds of good, one more good or nothing, his own goods of the named kind or nothing.
#[test]
fn the_new_decisions_are_offered_to_the_person_through_the_choices() {
    use crate::rules::{Decision, Good};
    use std::collections::BTreeSet;
    let mut seen = BTreeSet::new();
    for seed in 0..6 {
        let mut m = started(many(8, seed));
        while !game(&m).is_over() {
            play_bots(&mut m);
            let g = game(&m);
            if g.is_over() {
                break;
            }
            let c = g.choices();
            let offered: Vec<Action> = c.iter().collect();
            assert_eq!(offered, g.state.legal_actions());
            let obs = g.observation();
            match g.state.decision() {
                Decision::Explorer { .. } => {
                    seen.insert("explorer");
                    let cards = obs.pending.expect("the explorer's cards are face up");
                    for seat in 0..8 {
                        assert_eq!(g.state.observation(seat).pending, Some(cards), "seen by everyone");
                    }
                    assert_eq!(offered, cards.distinct().map(Action::Keep).collect::<Vec<_>>());
                }
                Decision::Captain => {
                    seen.insert("captain");
                    assert_eq!(offered, Good::ALL.map(Action::Ship).to_vec(), "any kind of good");
                    assert_eq!(super::keys::choice_key(Action::Ship(Good::Coffee)), "ship:coffee");
                }
                Decision::ShipOne { .. } => {
                    seen.insert("ship-one");
                    assert!(c.contains(Action::Pass));
                    assert!(offered.iter().all(|a| matches!(a, Action::Ship(_) | Action::Pass)));
                }
                Decision::Ship { good } => {
                    seen.insert("ship");
                    assert_eq!(offered, [Action::Ship(good), Action::Pass]);
                }
                _ => {}
            }
            // The captain when offered, else the producer (goods to ship), else shipping.
            let prefer = |r: Role| offered.iter().copied().find(|a| matches!(a, Action::ChooseRole { role, .. } if *role == r));
            let action = prefer(Role::Captain)
                .or_else(|| prefer(Role::Producer))
                .or_else(|| offered.iter().copied().find(|a| matches!(a, Action::Ship(_) | Action::Produce(_))))
                .unwrap_or(offered[0]);
            m.update(Msg::Human(action));
        }
        let g = game(&m);
        // The shipped goods are in the final score, and the log says who shipped.
        let score = g.state.final_score();
        for p in 0..8u8 {
            assert_eq!(score.players[p as usize].shipped, g.state.table().shipped_count(p));
        }
    }
    assert_eq!(seen.into_iter().collect::<Vec<_>>(), ["captain", "explorer", "ship", "ship-one"]);
}

// ---------- Undo ----------

/// Everything an undo must give back: the game's fingerprint, the cards marked new, the
/// last tile, the save's text and the exported record.
type Whole = ((GameRecord, Vec<String>, Vec<(u16, super::log::LogEntry)>, String), CardCounts, Option<(u16, [u8; 5])>, String, String);

fn whole(m: &Model) -> Whole {
    let g = game(m);
    (fingerprint(g), g.fresh, g.last_tile, saved::encode(&m.save().expect("a game")), g.export_record().to_json())
}

/// Whether the person's action `action`, taken where he saw `before`, showed him
/// something the engine had to draw on: applied to states sampled from what he saw, it
/// does not always give what he sees now (`after`). Independent of `table::undo`.
fn revealed_by_sampling(before: &crate::rules::Observation, action: Action, after: &crate::rules::Observation) -> bool {
    use rand::SeedableRng;
    (0..6u64).any(|k| {
        let mut rng = crate::rules::GameRng::seed_from_u64(k);
        let mut s = before.sample_state(&mut rng).expect("the person's observation samples");
        s.apply(action).expect("the same action is legal in a sample");
        s.observation(before.seat) != *after
    })
}

/// Plays a game of `new` (the person as the medium bot, or now and then the first legal
/// action), and at each of his actions checks the undo: never while a bot is to move or
/// after something was revealed (by sampling); when it may be undone, every undo back to
/// where the window opened gives back exactly what stood before each action (state,
/// observations, log, marks, save, record), and the action played again gives the same
/// game. Returns how many actions could be undone and how many could not.
fn check_undo_over_a_game(new: NewGame) -> (usize, usize) {
    let mut m = started(new);
    let (mut undone, mut final_) = (0, 0);
    // What stood before each of the person's actions since the window opened.
    let mut window: Vec<Whole> = Vec::new();
    while !game(&m).is_over() && game(&m).record.actions.len() < 3_000 {
        if let Some(req) = game(&m).bot_request() {
            assert!(!m.can_undo(), "a bot is asked only about a state that stands");
            let action = MediumBot.choose(&req.observation);
            m.update(Msg::BotMove { game: req.game, step: req.step, action, iterations: 0, millis: 0.0 });
            assert!(!m.can_undo(), "a bot's move closes the window");
            window.clear();
            continue;
        }
        let g = game(&m);
        let seen = g.observation();
        let step = g.record.actions.len();
        let action = if step.is_multiple_of(5) { g.choices().iter().next() } else { MediumBot.choose(&seen) }.expect("a legal action");
        window.push(whole(&m));
        m.update(Msg::Human(action));
        let after = whole(&m);
        let g = game(&m);
        if revealed_by_sampling(&seen, action, &g.observation()) || g.bot_to_move().is_some() || g.is_over() {
            assert!(!m.can_undo(), "{action:?} at step {step} revealed something or ended the person's turn: {:?} -> {:?} {:?}", seen.table.step, g.state.table().step, &g.log[g.log.len().saturating_sub(4)..]);
        }
        if !m.can_undo() {
            final_ += 1;
            window.clear();
            continue;
        }
        undone += 1;
        // Back to where the window opened, one action at a time.
        let mut back = m.clone();
        for (i, was) in window.iter().enumerate().rev() {
            assert!(back.can_undo(), "undo {} of {} at step {step}", window.len() - i, window.len());
            back.update(Msg::Undo);
            assert!(whole(&back) == *was, "undoing {action:?} at step {step} gives back what stood before");
        }
        assert!(!back.can_undo(), "the window opened there");
        // The save after an undo is that of a game in which the action never happened.
        let resumed = Model::from_save(Some(&saved::encode(&back.save().unwrap())));
        assert!(whole(&resumed) == whole(&back));
        // Undone once and played again: the same game as before the undo.
        m.update(Msg::Undo);
        assert!(whole(&m) == window[window.len() - 1]);
        m.update(Msg::Human(action));
        assert!(whole(&m) == after, "played again, {action:?} gives the same game");
    }
    (undone, final_)
}

#[test]
fn an_undo_gives_back_the_game_as_if_the_action_had_never_been_played() {
    let (mut undone, mut final_) = (0, 0);
    for seed in 0..12 {
        let (u, f) = check_undo_over_a_game(choices(seed));
        undone += u;
        final_ += f;
    }
    assert!(undone > 100 && final_ > 100, "{undone} actions undone, {final_} final");
}

/// The same with every option: the 2nd edition with the New Buildings and the Events,
/// the starting-hand variant, and 5 to 8 players with every extra role (the explorer's
/// cards lie face up: picking one reveals nothing; turning them over does).
#[test]
fn undo_works_with_every_option() {
    use crate::rules::{Edition, ExtraRoles, RoleSet};
    let all_roles = ExtraRoles::Chosen(RoleSet::of_all(&[Role::GoldDigger, Role::Explorer, Role::Captain, Role::Viceroy]));
    let sets = [
        with(choices(1), |o| (o.edition, o.new_buildings, o.events) = (Edition::Second, true, true)),
        with(many(4, 2), |o| (o.events, o.starting_hand_variant) = (true, true)),
        with(many(3, 3), |o| o.new_buildings = true),
        many(6, 4),
        with(many(8, 5), |o| (o.events, o.extra_roles) = (true, all_roles)),
        with(many(5, 6), |o| (o.one_deck, o.gold_mine_once_per_round) = (true, true)),
    ];
    for new in sets {
        for seed in [new.seed, new.seed + 100] {
            let new = NewGame { seed, ..new.clone() };
            let (undone, final_) = check_undo_over_a_game(new.clone());
            assert!(undone > 10 && final_ > 10, "{new:?}: {undone} undone, {final_} final");
        }
    }
}

/// Plays (the person as the medium bot) until, at the person's turn, `ready` holds;
/// false if the game ended first.
fn until(m: &mut Model, ready: impl Fn(&Game) -> bool) -> bool {
    loop {
        play_bots(m);
        let g = game(m);
        if g.is_over() {
            return false;
        }
        if ready(g) {
            return true;
        }
        let action = MediumBot.choose(&g.observation()).expect("a legal action");
        m.update(Msg::Human(action));
    }
}

/// Plays until the person may choose `role`.
fn until_offered(m: &mut Model, role: Role) {
    assert!(until(m, |g| g.choices().contains(Action::ChooseRole { role, library: false })), "{role:?} was never offered");
}

#[test]
fn nothing_can_be_undone_across_a_draw_a_tile_turned_or_a_bots_move() {
    // A draw: the prospector's card.
    let mut m = started(choices(11));
    until_offered(&mut m, Role::Prospector);
    let hand = game(&m).observation().hand.total();
    m.update(Msg::Human(Action::ChooseRole { role: Role::Prospector, library: false }));
    assert!(game(&m).observation().hand.total() > hand, "the prospector drew");
    assert!(!m.can_undo());
    let before = fingerprint(game(&m));
    m.update(Msg::Undo);
    assert_eq!(fingerprint(game(&m)), before, "an undo that is not allowed changes nothing");

    // A tile: the trader turns one over, and the person, with a good, is to sell next.
    let trader = Action::ChooseRole { role: Role::Trader, library: false };
    let traded = (0..10).any(|seed| {
        let mut m = started(choices(seed));
        if !until(&mut m, |g| g.choices().contains(trader) && g.state.player(g.human).goods_count() > 0) {
            return false;
        }
        let g = game(&m);
        let draws = g.state.table().tile_draws;
        m.update(Msg::Human(Action::ChooseRole { role: Role::Trader, library: false }));
        let g = game(&m);
        assert_eq!(g.state.table().tile_draws, draws + 1);
        assert_eq!(g.state.to_move(), Some(g.human), "the person sells next");
        assert!(!m.can_undo(), "the tile was seen");
        true
    });
    assert!(traded, "no seed let the person trade");

    // The councillor's draw.
    let mut m = started(choices(13));
    until_offered(&mut m, Role::Councillor);
    m.update(Msg::Human(Action::ChooseRole { role: Role::Councillor, library: false }));
    assert!(!m.can_undo());

    // The builder reveals nothing: the person may take it back while he builds; once a
    // bot has moved, not any more.
    let mut m = started(choices(14));
    until_offered(&mut m, Role::Builder);
    let before = whole(&m);
    m.update(Msg::Human(Action::ChooseRole { role: Role::Builder, library: false }));
    assert!(m.can_undo(), "choosing the builder may be undone");
    m.update(Msg::Undo);
    assert!(whole(&m) == before);
    assert!(!m.can_undo(), "the window opened at the person's role choice");
    m.update(Msg::Human(Action::ChooseRole { role: Role::Builder, library: false }));
    while game(&m).bot_request().is_none() {
        let action = game(&m).choices().iter().next().expect("the person builds");
        m.update(Msg::Human(action));
    }
    assert!(!m.can_undo(), "a bot is to move: the person's build stands");
    play_bots(&mut m);
    assert!(!m.can_undo(), "after a bot's move nothing can be undone");
}

#[test]
fn a_build_half_paid_is_undone_card_by_card_back_to_the_role_choice_and_after_a_reload() {
    // Seeds until the person chooses the builder and builds something that costs him
    // at least 2 cards.
    for seed in 0..40 {
        let mut m = started(choices(seed));
        until_offered(&mut m, Role::Builder);
        let start = whole(&m);
        m.update(Msg::Human(Action::ChooseRole { role: Role::Builder, library: false }));
        let g = game(&m);
        let Some(build) = g.choices().build_costs.iter().filter(|(_, c)| *c >= 2).map(|(a, _)| *a).next() else { continue };
        let chose = whole(&m);
        m.update(Msg::Human(build));
        let built = whole(&m);
        let pay = game(&m).choices().iter().next().expect("a card to pay with");
        assert!(matches!(pay, Action::PayCard(_)), "{pay:?}");
        m.update(Msg::Human(pay));
        assert!(m.can_undo(), "half paid");
        let text = saved::encode(&m.save().unwrap());

        // A reload keeps the window: the record replays it.
        let mut loaded = Model::from_save(Some(&text));
        assert!(loaded.can_undo(), "undo survives a reload");
        for (was, what) in [(built, "the first card paid"), (chose, "the build"), (start, "the role choice")] {
            for model in [&mut m, &mut loaded] {
                model.update(Msg::Undo);
                assert!(whole(model) == was, "undoing {what}");
            }
        }
        assert!(!m.can_undo() && !loaded.can_undo(), "nothing before the role choice");
        return;
    }
    panic!("no seed gave a build of 2 cards or more");
}

// ---------- Hint ----------

/// The person's turn in a 3-player game, a few rounds in.
fn persons_turn(seed: u64) -> Model {
    let mut m = started(choices(seed));
    play(&mut m, 30);
    play_bots(&mut m);
    assert!(!game(&m).is_over());
    m
}

#[test]
fn a_hint_is_asked_from_the_persons_own_observation_and_changes_nothing() {
    use crate::ai::{Budget, HardBot};
    let mut m = persons_turn(31);
    let before = whole(&m);
    m.update(Msg::AskHint);
    let id = m.hint.as_ref().expect("asked").id;
    assert!(m.hint.as_ref().unwrap().thinking());
    let req = m.hint_request().expect("a request to send");
    let g = game(&m);
    assert_eq!(req.id, id);
    assert_eq!((req.game, req.step, req.level), (g.id, g.record.actions.len(), BotLevel::Hard));
    assert_eq!(req.observation, g.observation(), "the person's own observation");
    assert_eq!(req.observation.seat, g.human);
    for seat in (0..g.record.options.players).filter(|s| *s != g.human) {
        assert_ne!(req.observation, g.state.observation(seat), "not another seat's");
    }
    m.update(Msg::AskHint);
    assert_eq!(m.hint.as_ref().unwrap().id, id, "asking again asks nothing more");

    // The hard bot answers from it (as the worker would, with a fixed budget here).
    let mut bot = HardBot::new(req.seed, Budget::Iterations(300));
    let action = bot.choose(&req.observation).expect("a suggestion");
    let search = bot.last_choice.map(|c| super::protocol::SearchSummary { iterations: bot.last_iterations, visits: c.visits, won: c.won });
    m.update(Msg::Hinted { id: id + 1, action: Some(action), by: BotLevel::Hard, search });
    assert!(m.hint.as_ref().unwrap().thinking(), "another request's answer is not this hint's");
    m.update(Msg::Hinted { id, action: Some(action), by: BotLevel::Hard, search });
    let hint = m.hint.clone().unwrap();
    assert_eq!(hint.action(), Some(action), "shown");
    assert!(game(&m).choices().contains(action), "a legal action of the decision");
    assert!(m.hint_request().is_none(), "nothing more to ask");
    assert!(whole(&m) == before, "asking and answering change nothing of the game, its save or its record");

    // The person plays it himself: the hint belonged to that decision.
    m.update(Msg::Human(action));
    assert!(m.hint.is_none());
}

#[test]
fn a_hint_is_dropped_when_the_game_changes_and_a_late_answer_finds_nothing() {
    // The person acts while the bot thinks.
    let mut m = persons_turn(32);
    m.update(Msg::AskHint);
    let req = m.hint_request().unwrap();
    let action = game(&m).choices().iter().next().unwrap();
    m.update(Msg::Human(action));
    assert!(m.hint.is_none(), "dropped with its decision");
    let before = whole(&m);
    m.update(Msg::Hinted { id: req.id, action: Some(action), by: BotLevel::Hard, search: None });
    assert!(m.hint.is_none() && whole(&m) == before, "a late answer changes nothing");

    // An undo drops it too, and the same decision reached again is a new one.
    let mut m = started(choices(14));
    until_offered(&mut m, Role::Builder);
    m.update(Msg::Human(Action::ChooseRole { role: Role::Builder, library: false }));
    m.update(Msg::AskHint);
    let old = m.hint_request().unwrap();
    m.update(Msg::Undo);
    assert!(m.hint.is_none(), "dropped by the undo");
    m.update(Msg::Human(Action::ChooseRole { role: Role::Builder, library: false }));
    assert_eq!(game(&m).record.actions.len(), old.step, "the same step again");
    m.update(Msg::Hinted { id: old.id, action: Some(Action::Pass), by: BotLevel::Hard, search: None });
    assert!(m.hint.is_none(), "the old answer is not taken for the decision reached again");
    m.update(Msg::AskHint);
    let new = m.hint_request().unwrap();
    assert_ne!(new.id, old.id);

    // An answer that is not legal now is no suggestion.
    m.update(Msg::Hinted { id: new.id, action: Some(Action::SetOff(Building::Earthquake)), by: BotLevel::Hard, search: None });
    assert_eq!(m.hint.as_ref().map(|h| h.state.clone()), Some(super::hint::HintState::Nothing));

    // No hint while a bot is to move, in a replay, or after the end.
    let mut m = started(choices(33));
    if game(&m).bot_request().is_none() {
        let a = game(&m).choices().iter().next().unwrap();
        m.update(Msg::Human(a));
    }
    while game(&m).bot_request().is_none() && !game(&m).is_over() {
        let a = game(&m).choices().iter().next().unwrap();
        m.update(Msg::Human(a));
    }
    m.update(Msg::AskHint);
    assert!(m.hint.is_none(), "not on a bot's turn");
    play(&mut m, usize::MAX);
    m.update(Msg::AskHint);
    assert!(m.hint.is_none(), "not after the end");
}

/// The worker's medium fallback and the hard bot's "why": what a hint says in every
/// language, for every kind of action the person meets.
#[test]
fn a_hint_says_what_to_do_and_why_in_every_language() {
    use super::hint::{Hint, HintState, Suggestion};
    use super::protocol::SearchSummary;
    use super::text::{action_words, hint_text};
    use crate::ai::{Budget, HardBot};
    // The hard bot's search says how its choice fared.
    let m = persons_turn(34);
    let mut bot = HardBot::new(1, Budget::Iterations(200));
    let obs = game(&m).observation();
    bot.choose(&obs);
    if let Some(c) = bot.last_choice {
        assert!(c.visits > 0 && c.visits <= bot.last_iterations && (0.0..=1.0).contains(&c.won), "{c:?}");
    }
    // Actions of every kind, from whole games with the Events and New Buildings.
    let mut seen: std::collections::BTreeMap<String, (Action, crate::rules::Decision, Vec<Building>)> = Default::default();
    // (Seed 45's game brings the black market's good payment; the seeds follow the medium
    // bot's play, so a change to its judgement may need another.)
    let games = [
        with(choices(35), |o| (o.events, o.new_buildings) = (true, true)),
        with(many(8, 36), |o| o.events = true),
        with(choices(45), |o| (o.events, o.new_buildings) = (true, true)),
    ];
    for new in games {
        let mut m = started(new);
        while !game(&m).is_over() {
            play_bots(&mut m);
            let g = game(&m);
            if g.is_over() {
                break;
            }
            let city = g.state.player(g.human).city().to_vec();
            for a in g.choices().iter() {
                let kind = super::keys::choice_key(a).split(':').next().unwrap_or_default().to_string();
                seen.entry(kind).or_insert((a, g.state.decision(), city.clone()));
            }
            let a = MediumBot.choose(&g.observation()).unwrap();
            m.update(Msg::Human(a));
        }
    }
    assert!(seen.len() >= 12, "{} kinds of action: {:?}", seen.len(), seen.keys().collect::<Vec<_>>());
    let search = SearchSummary { iterations: 900, visits: 612, won: 0.437 };
    for tr in all_texts() {
        for (a, d, city) in seen.values() {
            let words = action_words(&tr, *a, *d, city);
            assert!(!words.is_empty() && !words.contains("hint-do") && !words.contains('{'), "{a:?}: {words}");
            let hint = Hint { id: 1, state: HintState::Ready(Suggestion { action: *a, by: BotLevel::Hard, search: Some(search) }) };
            let (line, why) = hint_text(&tr, &hint, *d, city, false);
            assert!(line.contains(&words), "{line}");
            assert!(why.as_deref().is_some_and(|w| w.contains("612") && w.contains("44")), "{why:?}");
        }
        let (a, d, city) = seen.values().next().unwrap();
        let medium = Hint { id: 1, state: HintState::Ready(Suggestion { action: *a, by: BotLevel::Medium, search: None }) };
        let (line, why) = hint_text(&tr, &medium, *d, city, false);
        let (hard, _) = hint_text(&tr, &Hint { id: 1, state: HintState::Ready(Suggestion { action: *a, by: BotLevel::Hard, search: None }) }, *d, city, false);
        assert_ne!(line, hard, "the medium bot's answer says it is not the hard bot's");
        assert_eq!(why, Some(tr.t("hint-rule")));
        assert_eq!(hint_text(&tr, &medium, *d, city, true).1, Some(tr.t("hint-only-choice")));
        assert_eq!(hint_text(&tr, &Hint { id: 1, state: HintState::Thinking }, *d, city, false), (tr.t("hint-thinking"), None));
        assert_eq!(hint_text(&tr, &Hint { id: 1, state: HintState::Nothing }, *d, city, false), (tr.t("hint-nothing"), None));
    }
    let en = &all_texts()[0];
    assert_eq!(action_words(en, Action::ChooseRole { role: Role::Builder, library: false }, crate::rules::Decision::ChooseRole, &[]), "Choose the Builder");
}
