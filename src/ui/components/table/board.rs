//! The board, scrolled on its own: the score pad at the end, the opponents' and the
//! person's areas, the role placards, the events and the Cathedral.

use yew::prelude::*;

use super::scene::{Scene, Ways};
use crate::rules::{Action, Building, InPlay, Role};
use crate::table::choices::Choices;
use crate::table::model::Msg;
use crate::table::text::{daily_share, placard_status};
use crate::ui::components::cathedral::cathedral;
use crate::ui::components::events::{EventCards, events};
use crate::ui::components::player_area::{PlayerArea, player_area};
use crate::ui::components::role_board::role_board;
use crate::ui::components::score_pad::ScorePad;

impl Scene<'_> {
    /// Seat `p`'s area; `choices` are the person's (none for another seat's area).
    fn area(&self, p: u8, who: AttrValue, choices: Choices, on_action: &Callback<Action>, on_detail: &Callback<Building>) -> Html {
        let (t, game, narrow) = (&self.obs.table, self.game, self.narrow);
        let you = p == game.human;
        let area = PlayerArea {
            seat: p,
            name: self.names.name(p).to_string(),
            who,
            is_you: you,
            watching: game.watching,
            second_person: self.second_person(p),
            governor: t.governor == p,
            to_move: self.obs.to_move() == Some(p),
            roles: Role::ALL.iter().copied().filter(|r| t.role_taken_by[*r as usize] == Some(p)).collect(),
            view: self.obs.player_view(p),
            shipped: t.shipped_count(p),
            captain: t.roles.contains(Role::Captain),
            compact: !you && (t.options.players > 4 || narrow),
            built: game.marks.built_in(p),
            drew: game.marks.drew(p),
            choices,
            on_action: on_action.clone(),
            on_detail: on_detail.clone(),
        };
        player_area(self.tr, &area)
    }

    /// The other seats, in turn order from the person's.
    fn opponents(&self) -> impl Iterator<Item = u8> {
        let (n, human) = (self.obs.table.options.players, self.game.human);
        (1..n).map(move |k| (human + k) % n)
    }

    /// The role being played, if any: once the game is over nothing is in play (the
    /// phase stays the one it ended in).
    fn role_in_play(&self) -> Option<Role> {
        match self.obs.table.in_play() {
            Some(InPlay::Role(r)) => Some(r),
            _ => None,
        }
    }

    /// Each role placard's status line: who took it, and whether it is in play.
    fn placard_status(&self) -> [AttrValue; Role::ALL.len()] {
        let (tr, t, names) = (self.tr, &self.obs.table, &self.names);
        let role_in_play = self.role_in_play();
        Role::ALL.map(|r| {
            let taker = t.role_taken_by[r as usize];
            let in_play = role_in_play == Some(r);
            let you = taker.is_some_and(|p| self.second_person(p));
            // The Events: a role played again by a governor's visit, by someone else than
            // who took it.
            if in_play && taker != Some(t.chooser) {
                return AttrValue::from(tr.f("placard-in-play-visit", &names.args(t.chooser, self.second_person(t.chooser))));
            }
            AttrValue::from(placard_status(tr, names, taker, you, in_play, in_play && t.library_active))
        })
    }

    /// The scoring pad, at the end.
    fn score_pad(&self, on_msg: &Callback<Msg>) -> Html {
        let (t, game) = (&self.obs.table, self.game);
        let seat = game.human;
        let on_msg = game.plays().then(|| on_msg.clone());
        let score = game.state.final_score();
        let share = game.daily.filter(|_| game.plays()).map(|daily| {
            let vp = score.players.get(usize::from(seat)).map_or(0, |s| s.total);
            let city = t.players.get(usize::from(seat)).map_or(&[][..], |p| p.city());
            AttrValue::from(daily_share(self.tr, daily, score.winners.contains(&seat), vp, city))
        });
        html! {
            <ScorePad names={self.names.clone()} {score} new_buildings={t.options.new_buildings}
                shipped={t.roles.contains(Role::Captain)} record={game.record.clone()} {seat} {on_msg} {share} />
        }
    }

    /// The role placards; `choices` are the person's.
    fn role_board(&self, choices: &Choices, on_action: &Callback<Action>) -> Html {
        let t = &self.obs.table;
        // Taken for this round: the one-deck game's prospector, chosen once, may still be
        // chosen (not "played again" as a governor's visit).
        let taken = Role::ALL.map(|r| t.roles_taken.contains(r));
        role_board(self.tr, t.roles, &taken, &self.placard_status(), self.role_in_play(), choices, on_action)
    }

    /// An event being resolved (the governor's visit too, while its role is picked),
    /// and who resolves it.
    fn event_in_play(&self) -> Option<(Building, AttrValue)> {
        let t = &self.obs.table;
        match t.in_play() {
            Some(InPlay::Event(e)) => Some((e, self.name(t.chooser))),
            _ => None,
        }
    }

    /// The board, scrolled on its own: at the end the score pad, the opponents, the
    /// roles, the events and the Cathedral, the person's city, and on a narrow screen
    /// the trading house and the log.
    pub(super) fn board(&self, choices: &Choices, ways: &Ways, in_page_bots: bool) -> Html {
        let (tr, t, human) = (self.tr, &self.obs.table, self.game.human);
        let area = |p: u8, choices: Choices| self.area(p, self.who(p, in_page_bots), choices, &ways.on_action, &ways.on_detail);
        html! {
            <div class="board" data-testid="board">
                if self.game.is_over() {
                    { self.score_pad(&ways.on_msg) }
                }
                <section class="opponents" aria-label={tr.t("opponents-label")}>
                    { for self.opponents().map(|p| area(p, Choices::default())) }
                </section>
                { self.role_board(choices, &ways.on_action) }
                // A fragment of its own, like the Cathedral's: only in a game with the Events.
                <>{ for t.options.events.then(|| {
                    let cards = EventCards { face_up: t.events_face_up, gone: t.events_gone, in_play: self.event_in_play() };
                    events(tr, t.options.edition, &cards, choices, &ways.on_action, &ways.on_detail)
                }) }</>
                // A fragment of its own: the Cathedral leaves the table once built.
                <>{ for t.cathedral_available.then(|| {
                    cathedral(tr, choices, &ways.on_action, &ways.on_select_build, &ways.on_detail)
                }) }</>
                { area(human, choices.clone()) }
                <>{ for self.narrow.then(|| html! { <>{ self.house() }{ self.log() }</> }) }</>
            </div>
        }
    }
}
