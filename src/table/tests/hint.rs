//! The hint: asked from the person's own observation, dropped when the game changes,
//! and said in every language.

use super::{all_texts, choices, game, many, play, play_bots, started, until_offered, whole, with};
use crate::ai::{Bot, MediumBot};
use crate::rules::{Action, Building, Role};
use crate::table::model::{Model, Msg};
use crate::table::protocol::BotLevel;

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
    assert_eq!(req.observation().unwrap(), g.observation(), "the person's own observation");
    assert_eq!(req.seat, g.human);
    for seat in (0..g.record.options.players).filter(|s| *s != g.human) {
        assert_ne!(req.observation().unwrap(), g.state.observation(seat), "not another seat's");
    }
    m.update(Msg::AskHint);
    assert_eq!(m.hint.as_ref().unwrap().id, id, "asking again asks nothing more");

    // The hard bot answers from it (as the worker would, with a fixed budget here).
    let mut bot = HardBot::new(req.seed, Budget::Iterations(300));
    let action = bot.choose(&req.observation().unwrap()).expect("a suggestion");
    let search =
        bot.last_choice.map(|c| crate::table::protocol::SearchSummary { iterations: bot.last_iterations, visits: c.visits, won: c.won });
    m.update(Msg::Hinted { id: id + 1, action: Some(action), by: BotLevel::Hard, search });
    assert!(m.hint.as_ref().unwrap().thinking(), "another request's answer is not this hint's");
    m.update(Msg::Hinted { id, action: Some(action), by: BotLevel::Hard, search });
    let hint = m.hint.clone().unwrap();
    assert_eq!(hint.action(), Some(action), "shown");
    assert!(game(&m).choices().contains(action), "a legal action of the decision");
    assert!(m.hint_request().is_none(), "nothing more to ask");
    // Taken, and kept in the save (such a game does not move the rating): nothing else.
    assert_eq!(game(&m).hints_taken, 1);
    let mut untaken = m.clone();
    if let Some(g) = untaken.game.as_mut() {
        std::rc::Rc::make_mut(g).hints_taken = 0;
    }
    assert!(whole(&untaken) == before, "asking and answering change nothing else of the game, its save or its record");

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
    assert_eq!(m.hint.as_ref().map(|h| h.state.clone()), Some(crate::table::hint::HintState::Nothing));

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
    use crate::ai::{Budget, HardBot};
    use crate::table::hint::{Hint, HintState, Suggestion};
    use crate::table::protocol::SearchSummary;
    use crate::table::text::{action_words, hint_text};
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
    // Two fixed games, then games with the Events and the New Buildings from seed 54 on
    // until every kind has come up: which kinds a game brings follows the medium bot's
    // play (seed 54 brought the black market's good payment before a re-tune), so the
    // test looks further instead of naming one seed.
    let fixed = [with(choices(35), |o| (o.events, o.new_buildings) = (true, true)), with(many(8, 36), |o| o.events = true)];
    let more = (54..74).map(|seed| with(choices(seed), |o| (o.events, o.new_buildings) = (true, true)));
    for new in fixed.into_iter().chain(more) {
        if seen.len() >= 12 {
            break;
        }
        let mut m = started(new);
        while !game(&m).is_over() {
            play_bots(&mut m);
            let g = game(&m);
            if g.is_over() {
                break;
            }
            let city = g.state.player(g.human).city().to_vec();
            for a in g.choices().iter() {
                let kind = crate::table::keys::choice_key(a).split(':').next().unwrap_or_default().to_string();
                seen.entry(kind).or_insert((a, g.state.decision(), city.clone()));
            }
            // The person builds a black market when he can, so that its good payment is
            // offered later; else he plays as the medium bot.
            let black_market = g.choices().iter().find(|a| matches!(a, Action::Build { building: Building::BlackMarket, .. }));
            let a = black_market.or_else(|| MediumBot.choose(&g.observation())).unwrap();
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
        let (hard, _) = hint_text(
            &tr,
            &Hint { id: 1, state: HintState::Ready(Suggestion { action: *a, by: BotLevel::Hard, search: None }) },
            *d,
            city,
            false,
        );
        assert_ne!(line, hard, "the medium bot's answer says it is not the hard bot's");
        assert_eq!(why, Some(tr.t("hint-rule")));
        assert_eq!(hint_text(&tr, &medium, *d, city, true).1, Some(tr.t("hint-only-choice")));
        assert_eq!(hint_text(&tr, &Hint { id: 1, state: HintState::Thinking }, *d, city, false), (tr.t("hint-thinking"), None));
        assert_eq!(hint_text(&tr, &Hint { id: 1, state: HintState::Nothing }, *d, city, false), (tr.t("hint-nothing"), None));
    }
    let en = &all_texts()[0];
    assert_eq!(
        action_words(en, Action::ChooseRole { role: Role::Builder, library: false }, crate::rules::Decision::ChooseRole, &[]),
        "Choose the Builder"
    );
}
