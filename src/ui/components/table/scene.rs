//! What the table's parts are drawn from: the game as the person's seat sees it
//! ([`Scene`]), the callbacks the parts send the person's doings through ([`Ways`]), and
//! what several parts say of a seat (its name, who plays it) or of the turn, with the top
//! bar's lines.

use yew::prelude::*;

use crate::rules::{Action, Building, Observation};
use crate::table::game::Game;
use crate::table::i18n::Texts;
use crate::table::model::Msg;
use crate::table::setup::SeatKind;
use crate::table::text::{Names, round_line, who_bot};

/// The game as the person's seat sees it, with the texts to say it in: what each part
/// of the table shows is read from here.
pub(super) struct Scene<'a> {
    pub(super) tr: &'a Texts,
    pub(super) game: &'a Game,
    pub(super) obs: Observation,
    pub(super) names: Names,
    /// The one-column table (`layout::use_narrow`): every opponent a summary line, the
    /// trading house on the board.
    pub(super) narrow: bool,
}

/// The callbacks the table's parts send the person's doings through.
pub(super) struct Ways {
    pub(super) on_msg: Callback<Msg>,
    pub(super) on_action: Callback<Action>,
    pub(super) on_select_build: Callback<Option<Building>>,
    pub(super) on_detail: Callback<Building>,
}

impl<'a> Scene<'a> {
    pub(super) fn new(tr: &'a Texts, game: &'a Game, narrow: bool) -> Scene<'a> {
        Scene { tr, game, obs: game.observation(), names: Names::new(tr, &game.seats), narrow }
    }

    /// Seat `p` is said in the second person ("your"): the person's own seat while he
    /// plays it, or in a replay the seat shown as "You".
    pub(super) fn second_person(&self, p: u8) -> bool {
        (p == self.game.human && self.game.plays()) || self.names.is_you(p)
    }

    /// Seat `p`'s name as shown.
    pub(super) fn name(&self, p: u8) -> AttrValue {
        AttrValue::from(self.names.name(p).to_string())
    }

    /// Who plays seat `p`, beside its name ("Hard bot"; nothing for a person).
    pub(super) fn who(&self, p: u8, in_page_bots: bool) -> AttrValue {
        let tr = self.tr;
        match self.game.seats.get(p as usize).map(|s| s.kind) {
            Some(SeatKind::Human) => AttrValue::default(),
            Some(SeatKind::Bot(level)) => who_bot(tr, level, in_page_bots).into(),
            None => AttrValue::default(),
        }
    }

    /// The person's turn (not in a replay).
    pub(super) fn your_turn(&self) -> bool {
        self.game.plays() && self.obs.to_move() == Some(self.game.human)
    }

    /// The top bar's two lines: the round and its governor, and (5 to 8 players) the
    /// viceroy's, who takes the first turn of this round or of the next.
    pub(super) fn top_lines(&self) -> (AttrValue, Option<AttrValue>) {
        let (tr, t, names) = (self.tr, &self.obs.table, &self.names);
        let over = self.game.is_over();
        let first_turn = match (t.first_turn, t.viceroy) {
            (_, Some(v)) if !over => Some(tr.f("top-viceroy-next", &names.args(v, self.second_person(v)))),
            (Some(f), _) if !over => Some(tr.f("top-first-turn", &names.args(f, self.second_person(f)))),
            _ => None,
        };
        let round = round_line(tr, names, t.round, t.governor, self.second_person(t.governor));
        (round.into(), first_turn.map(AttrValue::from))
    }
}
