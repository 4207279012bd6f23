//! What a screen reader is told between two of the person's decisions
//! (`text::announce`): over whole games, every line the other players' actions logged,
//! in order, one announcement per turn (never one per card paid), without the soft
//! hyphens of long card names; the end with the winner and every score, in every language.

use super::{all_texts, game, many, started, with};
use crate::ai::{Bot, MediumBot};
use crate::rules::{Edition, Happening};
use crate::table::log::LogEntry;
use crate::table::model::Msg;
use crate::table::setup::NewGame;
use crate::table::text::{
    Names, Turn, card_info_label, card_tooltip, end_said, event_set_off_label, log_line, turn_said, turns_since_decision,
};

/// Answers the bot request `req` as the medium bot.
fn answer(m: &mut crate::table::model::Model, req: &crate::table::protocol::BotRequest) {
    let action = MediumBot.choose(&req.observation().unwrap());
    m.update(Msg::BotMove { game: req.game, step: req.step, action });
}

/// What the test itself saw of the bots since the person's last action: the lines they
/// logged, and how many runs of one seat's actions logged something.
#[derive(Default)]
struct Seen {
    lines: Vec<LogEntry>,
    runs: usize,
    /// The seat of the run under way and whether it logged anything yet.
    run: Option<(u8, bool)>,
}

impl Seen {
    fn bot_acted(&mut self, seat: u8, logged: &[LogEntry]) {
        match self.run {
            Some((s, ref mut any)) if s == seat => {
                if !*any && !logged.is_empty() {
                    self.runs += 1;
                }
                *any |= !logged.is_empty();
            }
            _ => {
                self.run = Some((seat, !logged.is_empty()));
                self.runs += usize::from(!logged.is_empty());
            }
        }
        self.lines.extend_from_slice(logged);
    }
}

/// The announcements at the person's decision in `g`, checked against what the test saw.
fn check_decision(turns: &[Turn], seen: &Seen, human: u8, first: bool) {
    let bots: Vec<&Turn> = turns.iter().filter(|t| t.seat.is_some()).collect();
    let said: Vec<LogEntry> = bots.iter().flat_map(|t| t.entries.clone()).collect();
    assert_eq!(said, seen.lines, "every line the bots logged since the person's last action, in order");
    assert_eq!(bots.len(), seen.runs, "one announcement per bot turn");
    assert!(bots.iter().all(|t| t.seat != Some(human) && !t.entries.is_empty()));
    // What nobody in particular did (the setup, the news of the person's own turn) comes first.
    let plain = turns.iter().take_while(|t| t.seat.is_none()).count();
    assert!(plain <= 1 && turns[plain..].iter().all(|t| t.seat.is_some()), "{turns:?}");
    if !first {
        assert!(turns[..plain].iter().all(|t| t.entries.iter().all(|e| e.kind != crate::table::log::LogKind::Role)));
    }
}

/// Plays `new` to its end (everyone as the medium bot), checking the announcements at
/// every decision of the person and at the end; returns how many decisions it checked.
fn play_and_check(new: NewGame) -> usize {
    let mut m = started(new);
    assert!(game(&m).log.iter().take_while(|e| e.by.is_none()).count() > 0, "the deal is written by nobody");
    let human = game(&m).human;
    let (mut seen, mut human_last, mut decisions) = (Seen::default(), false, 0);
    while !game(&m).is_over() {
        let before = game(&m).log.len();
        match game(&m).bot_request() {
            Some(req) => {
                let seat = game(&m).bot_to_move().expect("a bot").0;
                answer(&mut m, &req);
                if std::mem::take(&mut human_last) {
                    seen = Seen::default();
                }
                seen.bot_acted(seat, &game(&m).log[before..]);
                assert!(game(&m).log[before..].iter().all(|e| e.by == Some(seat)), "a bot's lines name it as their writer");
            }
            None => {
                let g = game(&m);
                let turns = turns_since_decision(&g.record, human).expect("the record replays");
                check_decision(&turns, &seen, human, decisions == 0);
                decisions += 1;
                let action = MediumBot.choose(&g.observation()).expect("a legal action");
                let before = g.log.len();
                m.update(Msg::Human(action));
                assert!(game(&m).log[before..].iter().all(|e| e.by == Some(human)), "the person's lines name him as their writer");
                human_last = true;
            }
        }
    }
    let g = game(&m);
    let turns = turns_since_decision(&g.record, human).expect("the record replays");
    if !human_last {
        check_decision(&turns, &seen, human, decisions == 0);
    }
    check_end(g, &turns);
    decisions
}

/// At the end: the last line said is the log's, and the end says the winner and every
/// total in every language.
fn check_end(g: &crate::table::game::Game, turns: &[Turn]) {
    assert_eq!(turns.last().and_then(|t| t.entries.last()), g.log.last(), "the game's end is announced");
    let score = g.state.final_score();
    for tr in all_texts() {
        let names = Names::new(&tr, &g.seats);
        let end = end_said(&tr, &names, &score);
        assert!(!end.contains('{') && !end.contains('}'), "{end}");
        for &w in &score.winners {
            assert!(end.contains(names.name(w)), "{:?}: {end}", tr.lang());
        }
        for (p, s) in score.players.iter().enumerate() {
            assert!(end.contains(names.name(p as u8)) && end.contains(&s.total.to_string()), "{:?}: {end}", tr.lang());
        }
        for t in turns {
            let said = turn_said(&tr, t, &names, g.human);
            assert!(!said.contains('\u{AD}'), "a soft hyphen said: {said}");
            for e in &t.entries {
                assert!(said.contains(&log_line(&tr, e, &names, g.human).replace('\u{AD}', "")), "{said}");
            }
        }
    }
}

#[test]
fn two_players_hear_every_bot_turn_once() {
    for seed in [1, 2, 3] {
        assert!(play_and_check(many(2, seed)) > 20);
    }
}

#[test]
fn four_players_with_the_second_edition_new_buildings_and_events_hear_every_bot_turn_once() {
    let new = with(many(4, 11), |o| {
        o.edition = Edition::Second;
        o.new_buildings = true;
        o.events = true;
    });
    assert!(play_and_check(new) > 20);
}

#[test]
fn six_players_hear_every_bot_turn_once() {
    assert!(play_and_check(many(6, 5)) > 20);
}

#[test]
fn a_bot_paying_card_by_card_is_one_turn() {
    // A bot's build paid with several cards is several actions of one seat: one turn.
    let mut m = started(many(3, 4));
    let mut checked = false;
    while !game(&m).is_over() && !checked {
        let g = game(&m);
        let turns = turns_since_decision(&g.record, g.human).expect("the record replays");
        let paid_twice = |e: &LogEntry| matches!(e.happening, Happening::Built { cards, .. } if cards >= 2);
        checked = turns.iter().any(|t| t.seat.is_some() && t.entries.iter().any(paid_twice));
        match g.bot_request() {
            Some(req) => answer(&mut m, &req),
            None => {
                let action = MediumBot.choose(&g.observation()).expect("a legal action");
                m.update(Msg::Human(action));
            }
        }
    }
    assert!(checked, "a bot built for two cards or more");
}

#[test]
fn a_long_card_name_is_said_without_its_soft_hyphen() {
    use crate::rules::Building;
    use crate::table::i18n::Lang;
    use crate::table::log::{LogDetail, LogKind};
    let m = started(many(2, 1));
    let g = game(&m);
    let built = |building| LogEntry {
        round: 1,
        kind: LogKind::Plain,
        happening: Happening::Built { player: 1, building, over: None, cards: 4, goods: 0 },
        detail: LogDetail::None,
        by: Some(1),
    };
    let turn = Turn { seat: Some(1), step: 1, entries: vec![built(Building::SilverSmelter), built(Building::CoffeeRoaster)] };
    let tr = all_texts().into_iter().find(|t| t.lang() == Lang::Ru).expect("Russian");
    let names = Names::new(&tr, &g.seats);
    let shown = log_line(&tr, &turn.entries[0], &names, g.human);
    assert!(shown.contains('\u{AD}'), "the log keeps the soft hyphen where the name may break: {shown}");
    let said = turn_said(&tr, &turn, &names, g.human);
    assert!(!said.contains('\u{AD}'), "{said}");
    assert!(said.contains("Сереброплавильная") && said.contains("Кофеобжарочная"), "{said}");
    // Nor in a card's tooltip or its "i" button's label.
    let edition = Edition::First;
    for b in [Building::SilverSmelter, Building::CoffeeRoaster] {
        let (tooltip, label) = (card_tooltip(&tr, b, edition), card_info_label(&tr, b));
        assert!(!tooltip.contains('\u{AD}') && !label.contains('\u{AD}'), "{tooltip} / {label}");
        assert!(tooltip.starts_with(&tr.card(b).replace('\u{AD}', "")), "{tooltip}");
        assert!(label.contains(&tr.card(b).replace('\u{AD}', "")), "{label}");
    }
    // Nor in the label of the button that sets off an event (the Earthquake's long name).
    for lang in [Lang::Ru, Lang::Cs] {
        let tr = all_texts().into_iter().find(|t| t.lang() == lang).expect("the language");
        assert!(tr.card(Building::Earthquake).contains('\u{AD}'), "{lang:?}: the name breaks");
        let label = event_set_off_label(&tr, Building::Earthquake);
        assert!(!label.contains('\u{AD}') && label.contains(&tr.card(Building::Earthquake).replace('\u{AD}', "")), "{label}");
    }
}
