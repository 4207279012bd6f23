//! The table's words: the person left unnamed said in the second person in every
//! language, what a card says to a screen reader.

use super::all_texts;
use crate::rules::Building;
use crate::table::log::LogKind;
use crate::table::protocol::BotLevel;
use crate::table::setup::NewGame;

#[test]
fn the_person_left_unnamed_is_said_in_the_second_person_in_every_language() {
    use crate::table::log::{LogDetail, LogEntry};
    use crate::table::text::{Names, log_line, placard_status, round_line};
    let seats = NewGame::against("", &[BotLevel::Easy]).seats();
    let round = LogEntry {
        round: 2,
        kind: LogKind::Round,
        happening: crate::rules::Happening::RoundStarted { round: 2, governor: 0 },
        detail: LogDetail::None,
        by: Some(1),
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
    use crate::table::text::card_said;
    let en = crate::table::i18n::Texts::english();
    let said = card_said(&en, Building::IndigoPlant, crate::rules::Edition::First, true, true, false, Some("Produce"));
    assert_eq!(said, ", cost 1, 1 VP, Production · indigo: Produces indigo (sells for 1). Holds a good. Just drawn. Produce.");
    let plain = card_said(&en, Building::Statue, crate::rules::Edition::First, false, false, false, None);
    assert_eq!(plain, ", cost 3, 3 VP, Monument: Monument: victory points only. Shows the details.");
}

#[test]
fn a_decimal_is_rounded_to_tenths_and_written_as_the_language_writes_it() {
    use crate::table::i18n::Lang;
    use crate::table::text::{decimal, tenths};
    assert_eq!(tenths(12.34), "12.3");
    assert_eq!(tenths(12.36), "12.4");
    assert_eq!(tenths(0.04), "0.0");
    assert_eq!(tenths(-3.26), "-3.3");
    assert_eq!(tenths(7.0), "7.0");
    for tr in all_texts() {
        let want = match tr.lang() {
            Lang::Ru | Lang::Uk | Lang::Cs => "95,5",
            Lang::En | Lang::ZhHant => "95.5",
        };
        assert_eq!(decimal(&tr, 95.46), want, "{:?}", tr.lang());
    }
}

#[test]
fn a_game_saved_before_record_version_3_is_told_the_captain_rule_it_plays() {
    use crate::rules::{Decision, GameRecord, Options};
    use crate::table::text::decision_line;
    // The rule the game plays follows its record's version.
    let mut old = GameRecord::new(Options::for_players(7), 1);
    old.version = 2;
    assert!(old.replay().unwrap().table().rules_before_version_3);
    assert!(!GameRecord::new(Options::for_players(7), 1).replay().unwrap().table().rules_before_version_3);
    for tr in all_texts().iter() {
        let (today, before) = (decision_line(tr, Decision::Captain, true, false), decision_line(tr, Decision::Captain, true, true));
        assert_ne!(today, before, "{:?}", tr.lang());
        assert!(!tr.t("decision-captain-yours-saved-before").is_empty());
        // About another player: only that he names a kind, under either rule.
        assert_eq!(decision_line(tr, Decision::Captain, false, true), decision_line(tr, Decision::Captain, false, false));
    }
}
