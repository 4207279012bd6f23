//! Undo: what it gives back, with every option; never across something revealed or a
//! bot's move; a build half paid undone card by card, after a reload too.

use super::{Whole, choices, fingerprint, game, many, play_bots, started, until, until_offered, whole, with};
use crate::ai::{Bot, MediumBot};
use crate::rules::{Action, Role};
use crate::table::model::{Model, Msg};
use crate::table::saved;
use crate::table::setup::NewGame;

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
            let action = MediumBot.choose(&req.observation().unwrap());
            m.update(Msg::BotMove { game: req.game, step: req.step, action });
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
            assert!(
                !m.can_undo(),
                "{action:?} at step {step} revealed something or ended the person's turn: {:?} -> {:?} {:?}",
                seen.table.step,
                g.state.table().step,
                &g.log[g.log.len().saturating_sub(4)..]
            );
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
