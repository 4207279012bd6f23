//! Pass-and-play's hand-over screen, shown instead of the table (`table::hand_over`
//! decides when): "Pass the device to Ana" with only what everyone sees (the round, each
//! player's buildings, hand size and VP so far), then "I am Ana"; after it, what
//! happened since Ana's last decision (her log lines), then her table.
//!
//! While the cover is up the page holds no card of any hand, no drawn card and no
//! councillor's choice: the table is not rendered at all, and nothing here reads a
//! hand's cards.

use std::rc::Rc;

use yew::prelude::*;

use super::markup::{button, button_ref, sends};
use crate::rules::CITY_LIMIT;
use crate::table::game::Game;
use crate::table::hand_over::{self, HandOver};
use crate::table::i18n::{Texts, num, text};
use crate::table::model::Msg;
use crate::table::setup::SeatKind;
use crate::table::text::{Names, log_line, round_line, who_bot};
use crate::ui::i18n::{lang_picker, use_i18n, use_texts};

/// Props of [`HandOverScreen`].
#[derive(Properties)]
pub struct HandOverProps {
    /// The game at the table.
    pub game: Rc<Game>,
    /// What covers it.
    pub stage: HandOver,
    /// Sends `TakeDevice` and `RecapRead`.
    pub on_msg: Callback<Msg>,
}

impl PartialEq for HandOverProps {
    /// The game is compared by pointer: the reducer makes a new one whenever it changes.
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.game, &other.game) && self.stage == other.stage && self.on_msg == other.on_msg
    }
}

/// Each player as everyone sees him: name, who plays (a bot's level), buildings, cards
/// in hand, VP so far (buildings and shipped goods).
fn public_table(tr: &Texts, game: &Game, names: &Names) -> Html {
    // The table part of an observation is public; no seat's own part is read.
    let t = game.state.table();
    let players = (0..t.options.players).map(|p| {
        let pl = &t.players[usize::from(p)];
        let vp: u32 = pl.city().iter().map(|b| u32::from(b.vp())).sum::<u32>() + u32::from(t.shipped_count(p));
        let who = match game.seats.get(usize::from(p)).map(|s| s.kind) {
            Some(SeatKind::Bot(level)) => who_bot(tr, level, false),
            _ => tr.t("who-person"),
        };
        html! {
            <li class={(t.governor == p).then_some("governor")}>
                <span class="hand-over-name">{ names.name(p) }</span>
                <span class="hand-over-who">{ who }</span>
                <span>{ tr.f("area-buildings", &[("count", num(pl.building_count() as u32)), ("limit", num(CITY_LIMIT as u32))]) }</span>
                <span>{ tr.f("area-hand", &[("count", num(u32::from(pl.hand_len)))]) }</span>
                <span>{ tr.f("area-vp", &[("vp", num(vp))]) }</span>
            </li>
        }
    });
    html! {
        <section class="hand-over-public" aria-labelledby="hand-over-public-title">
            <h2 id="hand-over-public-title">{ tr.t("hand-over-public") }</h2>
            <p>{ round_line(tr, names, t.round, t.governor, false) }</p>
            <ul class="hand-over-players">{ for players }</ul>
        </section>
    }
}

/// "Pass the device to Ana" and "I am Ana"; while bots are to move, that they play.
/// `first` is the button the keyboard's focus goes to.
fn pass(tr: &Texts, game: &Game, names: &Names, on_msg: &Callback<Msg>, first: &NodeRef) -> Html {
    let person = hand_over::person_to_move(game);
    let head = match person {
        Some(p) => tr.f("hand-over-title", &[("name", text(names.name(p)))]),
        None => tr.t("hand-over-bots"),
    };
    let take = person.map(|p| {
        let onclick = sends(on_msg, Msg::TakeDevice);
        button_ref("primary", "take-device", onclick, tr.f("hand-over-take", &[("name", text(names.name(p)))]), first.clone())
    });
    html! {
        <>
            <h1 id="hand-over-title" data-testid="hand-over-title">{ head }</h1>
            <p class="hand-over-hidden">{ tr.t("hand-over-hidden") }</p>
            <>{ for take }</>
            { public_table(tr, game, names) }
        </>
    }
}

/// What happened since the person's last decision, then his table.
fn recap(tr: &Texts, game: &Game, names: &Names, since: usize, on_msg: &Callback<Msg>, first: &NodeRef) -> Html {
    let who = names.name(game.human).to_string();
    let lines = hand_over::since(game, since).iter().map(|e| html! { <li>{ log_line(tr, e, names, game.human) }</li> });
    let onclick = sends(on_msg, Msg::RecapRead);
    html! {
        <>
            <h1 id="hand-over-title" data-testid="hand-over-title">{ tr.f("hand-over-recap", &[("name", text(who))]) }</h1>
            <ol class="hand-over-recap" data-testid="recap" tabindex="0" aria-labelledby="hand-over-title">{ for lines }</ol>
            { button_ref("primary", "recap-read", onclick, tr.t("hand-over-show"), first.clone()) }
        </>
    }
}

/// The hand-over screen (or the recap after it), in place of the table.
#[component]
pub fn HandOverScreen(props: &HandOverProps) -> Html {
    let tr = use_texts();
    let i18n = use_i18n();
    let game = &props.game;
    let names = Names::new(&tr, &game.seats);
    // The keyboard's focus goes to what is to be done next: "I am Ana" once it shows
    // (the table it replaced had the focus), then "Show my hand".
    let first = use_node_ref();
    let person = hand_over::person_to_move(game);
    {
        let first = first.clone();
        use_effect_with((props.stage, person), move |_| {
            if let Some(el) = first.cast::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    }
    let (body, stage) = match props.stage {
        HandOver::Pass => (pass(&tr, game, &names, &props.on_msg, &first), "pass"),
        HandOver::Recap { since } => (recap(&tr, game, &names, since, &props.on_msg, &first), "recap"),
    };
    html! {
        <main class="hand-over" data-testid="hand-over" data-stage={stage} data-step={game.record.actions.len().to_string()}
            aria-labelledby="hand-over-title">
            { body }
            <div class="hand-over-tools">
                { button("secondary", "new-game", sends(&props.on_msg, Msg::ShowSetup), tr.t("new-game")) }
                { i18n.as_ref().map(lang_picker).unwrap_or_default() }
            </div>
        </main>
    }
}
