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

use super::markup::{button, button_ref, escaped};
use crate::rules::CITY_LIMIT;
use crate::table::game::Game;
use crate::table::hand_over::{self, HandOver};
use crate::table::i18n::{Texts, num, text};
use crate::table::model::Msg;
use crate::table::setup::SeatKind;
use crate::table::text::{Names, log_line, round_line};
use crate::ui::i18n::{LangPicker, use_texts};

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
/// in hand, VP so far (buildings and shipped goods). As markup: one string, not a tree of
/// elements (far less code on the page); it has no listener.
fn public_table(tr: &Texts, game: &Game, names: &Names) -> String {
    // The table part of an observation is public; no seat's own part is read.
    let t = game.state.table();
    let mut markup = format!(
        r#"<section class="hand-over-public" aria-labelledby="hand-over-public-title"><h2 id="hand-over-public-title">{}</h2><p>{}</p><ul class="hand-over-players">"#,
        escaped(&tr.t("hand-over-public")),
        escaped(&round_line(tr, names, t.round, t.governor, false))
    );
    for p in 0..t.options.players {
        let pl = &t.players[usize::from(p)];
        let vp: u32 = pl.city().iter().map(|b| u32::from(b.vp())).sum::<u32>() + u32::from(t.shipped_count(p));
        let who = match game.seats.get(usize::from(p)).map(|s| s.kind) {
            Some(SeatKind::Bot(level)) => tr.f("who-bot", &[("level", text(level.key()))]),
            _ => tr.t("who-person"),
        };
        markup += &format!(
            r#"<li{}><span class="hand-over-name">{}</span><span class="hand-over-who">{}</span><span>{}</span><span>{}</span><span>{}</span></li>"#,
            if t.governor == p { r#" class="governor""# } else { "" },
            escaped(names.name(p)),
            escaped(&who),
            escaped(&tr.f("area-buildings", &[("count", num(pl.building_count() as u32)), ("limit", num(CITY_LIMIT as u32))])),
            escaped(&tr.f("area-hand", &[("count", num(u32::from(pl.hand_len)))])),
            escaped(&tr.f("area-vp", &[("vp", num(vp))]))
        );
    }
    markup + "</ul></section>"
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
        let onclick = on_msg.reform(|_: MouseEvent| Msg::TakeDevice);
        button_ref("primary", "take-device", onclick, tr.f("hand-over-take", &[("name", text(names.name(p)))]), first.clone())
    });
    let said = format!(
        r#"<h1 id="hand-over-title" data-testid="hand-over-title">{}</h1><p class="hand-over-hidden">{}</p>"#,
        escaped(&head),
        escaped(&tr.t("hand-over-hidden"))
    );
    html! {
        <>
            { Html::from_html_unchecked(said.into()) }
            <>{ for take }</>
            { Html::from_html_unchecked(public_table(tr, game, names).into()) }
        </>
    }
}

/// What happened since the person's last decision, then his table.
fn recap(tr: &Texts, game: &Game, names: &Names, since: usize, on_msg: &Callback<Msg>, first: &NodeRef) -> Html {
    let who = names.name(game.human).to_string();
    // The heading and the lines as markup (as `public_table`).
    let mut said = format!(
        r#"<h1 id="hand-over-title" data-testid="hand-over-title">{}</h1><ol class="hand-over-recap" data-testid="recap" tabindex="0" aria-labelledby="hand-over-title">"#,
        escaped(&tr.f("hand-over-recap", &[("name", text(who))]))
    );
    for e in hand_over::since(game, since) {
        said += &format!("<li>{}</li>", escaped(&log_line(tr, e, names, game.human)));
    }
    let onclick = on_msg.reform(|_: MouseEvent| Msg::RecapRead);
    html! {
        <>
            { Html::from_html_unchecked((said + "</ol>").into()) }
            { button_ref("primary", "recap-read", onclick, tr.t("hand-over-show"), first.clone()) }
        </>
    }
}

/// The hand-over screen (or the recap after it), in place of the table.
#[component]
pub fn HandOverScreen(props: &HandOverProps) -> Html {
    let tr = use_texts();
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
                { button("secondary", "new-game", props.on_msg.reform(|_: MouseEvent| Msg::ShowSetup), tr.t("new-game")) }
                <LangPicker />
            </div>
        </main>
    }
}
