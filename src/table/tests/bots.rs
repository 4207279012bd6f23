//! The bots' answers: only the one for the position asked about is taken, and the
//! messages to and from the bot worker survive its codec.

use super::{choices, fingerprint, game, play, play_bots, started};
use crate::rules::{Action, Building, Options};
use crate::table::model::Msg;
use crate::table::protocol::BotLevel;

#[test]
fn a_bot_answer_for_an_earlier_position_is_ignored() {
    let mut m = started(choices(3));
    play(&mut m, 10);
    let before = fingerprint(game(&m));
    let id = game(&m).id;
    m.update(Msg::BotMove { game: id, step: 2, action: Some(Action::Pass) });
    m.update(Msg::BotMove { game: id + 1, step: 10, action: Some(Action::Pass) });
    assert_eq!(fingerprint(game(&m)), before);
}

/// The page and the bot worker exchange messages with gloo-worker's codec, bincode,
/// which has no field names: a field that serde skips when writing breaks reading.
#[test]
fn a_bot_request_and_its_answer_survive_the_worker_codec() {
    use crate::table::protocol::{BotReply, BotRequest, FromWorker, HintReply, Played, SearchSummary, ToWorker};
    let mut m = started(choices(3));
    play(&mut m, 25);
    for edition in [crate::rules::Edition::First, crate::rules::Edition::Second] {
        let options = Options { edition, ..Options::for_players(3) };
        let record = crate::rules::GameRecord::new(options, 4);
        let seat = record.replay().unwrap().to_move().unwrap();
        let req = BotRequest { id: 7, game: 1, step: 0, played: Played::of(&record), seat, level: BotLevel::Hard, seed: 9, millis: 700 };
        let back: BotRequest = bincode::deserialize(&bincode::serialize(&req).unwrap()).unwrap();
        assert_eq!(back, req);
    }
    // A request from a game at the table, wrapped as the page sends it.
    let g = game(&m);
    let seat = g.state.to_move().expect("the game goes on");
    let req = BotRequest {
        id: 1,
        game: g.id,
        step: g.record.actions.len(),
        played: Played::of(&g.record),
        seat,
        level: BotLevel::Medium,
        seed: 1,
        millis: 0,
    };
    assert_eq!(req.observation().unwrap(), g.state.observation(seat), "the worker sees what the seat sees");
    let msg = ToWorker::Decide(Box::new(req));
    let back: ToWorker = bincode::deserialize(&bincode::serialize(&msg).unwrap()).unwrap();
    assert_eq!(back, msg);
    let answer = FromWorker::Decided(BotReply {
        id: 1,
        game: 1,
        step: 3,
        action: Some(Action::Pass),
        iterations: 3,
        millis: 1.5,
        root: None,
        memory: 0,
    });
    let back: FromWorker = bincode::deserialize(&bincode::serialize(&answer).unwrap()).unwrap();
    assert_eq!(back, answer);
    // A hint: the person's own observation out, the hard bot's choice and its search back.
    play_bots(&mut m);
    m.update(Msg::AskHint);
    let msg = ToWorker::Hint(Box::new(m.hint_request().expect("the person's turn")));
    let back: ToWorker = bincode::deserialize(&bincode::serialize(&msg).unwrap()).unwrap();
    assert_eq!(back, msg);
    for search in [None, Some(SearchSummary { iterations: 900, visits: 400, won: 0.25 })] {
        let answer = FromWorker::Hinted(HintReply {
            id: 2,
            action: Some(Action::Build { building: Building::Smithy, over: Some(1) }),
            search,
            root: None,
        });
        let back: FromWorker = bincode::deserialize(&bincode::serialize(&answer).unwrap()).unwrap();
        assert_eq!(back, answer);
    }
}
