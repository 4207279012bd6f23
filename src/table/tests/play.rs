//! The person's moves through the model: recorded and logged, refused when not legal;
//! a game played to its end counted in his statistics; the tip shown once, and not all game.

use super::{choices, fingerprint, game, play, play_bots, started};
use crate::rules::{Action, Role};
use crate::table::log::LogKind;
use crate::table::model::{Msg, Notice};

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
    let en = crate::table::i18n::Texts::english();
    let names = crate::table::text::Names::new(&en, &g.seats);
    assert_eq!(crate::table::text::log_line(&en, line, &names, g.human), format!("Ana chose the {}.", en.role(chosen)));
    // The same line in another language, from the same log: a language change re-renders it.
    let zh = crate::table::i18n::Texts::parse(crate::table::i18n::Lang::ZhHant, include_str!("../../../assets/i18n/zh-Hant.ftl")).unwrap();
    let shown = crate::table::text::log_line(&zh, line, &crate::table::text::Names::new(&zh, &g.seats), g.human);
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
fn the_tips_progress_is_stored_and_read_back() {
    use crate::table::model::{TIP_ACTIONS, tip_for_storage, tip_from_storage};
    assert_eq!(tip_for_storage(false, 0), None, "nothing before the first action");
    assert_eq!(tip_from_storage(None), (false, 0));
    for n in [1, 7, TIP_ACTIONS - 1] {
        assert_eq!(tip_from_storage(tip_for_storage(false, n).as_deref()), (false, n));
    }
    assert!(tip_from_storage(tip_for_storage(true, 3).as_deref()).0);
    assert_eq!(tip_from_storage(Some("seen")), (true, 0), "as stored before the count was");
    assert!(tip_from_storage(Some(&TIP_ACTIONS.to_string())).0, "the count reached");
    for damaged in ["", "-3", "many", "\u{0}"] {
        assert_eq!(tip_from_storage(Some(damaged)), (false, 0), "{damaged:?}");
    }
}

#[test]
fn the_tip_gives_its_room_back_after_a_while_even_if_never_dismissed() {
    let mut m = started(choices(2));
    for n in 1..=crate::table::model::TIP_ACTIONS {
        play_bots(&mut m);
        let first = game(&m).choices().iter().next().expect("the person is to move");
        assert!(!m.details_tip_seen, "seen after {} actions", n - 1);
        m.update(Msg::Human(first));
    }
    assert!(m.details_tip_seen, "still shown after {} actions", crate::table::model::TIP_ACTIONS);
}
