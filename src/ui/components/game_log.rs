//! The game log: what happened, in plain words, newest at the bottom.

use std::rc::Rc;

use yew::prelude::*;

use crate::table::i18n::num;
use crate::table::log::{LogEntry, LogKind};
use crate::table::setup::Seat;
use crate::table::text::{Names, log_line};
use crate::ui::i18n::use_texts;

/// Props of [`GameLog`].
#[derive(Properties, PartialEq)]
pub struct GameLogProps {
    /// The game, for its log (compared by pointer: one game = one log).
    pub entries: Rc<Vec<LogEntry>>,
    /// The seats, for their names.
    pub seats: Vec<Seat>,
    /// The seat whose log it is.
    pub human: u8,
}

/// Lines shown until the person asks for the whole log (keeps each update small).
pub const LOG_TAIL: usize = 150;

/// The log, newest line at the bottom. The list is laid out bottom-up (newest first
/// in the document, `flex-direction: column-reverse`), so it stays scrolled to the
/// newest line without script reading its height (which would force a layout on every
/// move). Older lines on request.
#[component]
pub fn GameLog(props: &GameLogProps) -> Html {
    let tr = use_texts();
    let names = Names::new(&tr, &props.seats);
    let show_all = use_state(|| false);
    let hidden = if *show_all { 0 } else { props.entries.len().saturating_sub(LOG_TAIL) };
    let earlier = (hidden > 0).then(|| {
        let show_all = show_all.clone();
        html! {
            <li key="earlier" class="earlier">
                <button type="button" class="secondary" onclick={Callback::from(move |_: MouseEvent| show_all.set(true))}>
                    { tr.f("log-earlier", &[("count", num(hidden as u32))]) }
                </button>
            </li>
        }
    });
    let lines = props.entries.iter().enumerate().skip(hidden).rev().map(|(i, e)| {
        let class = match e.kind {
            LogKind::Round => "round",
            LogKind::Role => "role",
            LogKind::Plain => "plain",
            LogKind::End => "end",
        };
        // Whose action wrote the line: the person's own or another seat's (none for the
        // setup), for the tests that tell what the announcer must have said.
        let by = e.by.map(|p| if p == props.human { "you" } else { "other" });
        html! { <li key={i} {class} data-by={by}>{ log_line(&tr, e, &names, props.human) }</li> }
    });
    let title = tr.t("log-title");
    html! {
        <section class="log" aria-label={title.clone()}>
            <h2>{ &title }</h2>
            // Focusable, so that the keyboard can scroll it.
            <ol class="log-lines" reversed=true data-testid="log" tabindex="0" aria-label={title}>
                { for lines.chain(earlier) }
            </ol>
        </section>
    }
}
