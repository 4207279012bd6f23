//! The game log: what happened, in plain words, newest at the bottom.

use std::rc::Rc;

use yew::prelude::*;

use crate::ui::state::{LogEntry, LogKind};

/// Props of [`GameLog`].
#[derive(Properties, PartialEq)]
pub struct GameLogProps {
    /// The game, for its log (compared by pointer: one game = one log).
    pub entries: Rc<Vec<LogEntry>>,
}

/// The log, kept scrolled to its newest line.
#[component]
pub fn GameLog(props: &GameLogProps) -> Html {
    let list = use_node_ref();
    {
        let list = list.clone();
        use_effect_with(props.entries.len(), move |_| {
            if let Some(el) = list.cast::<web_sys::Element>() {
                el.set_scroll_top(el.scroll_height());
            }
        });
    }
    html! {
        <section class="log" aria-label="Game log">
            <h2>{ "Game log" }</h2>
            <ol class="log-lines" ref={list} data-testid="log">
                { for props.entries.iter().enumerate().map(|(i, e)| {
                    let class = match e.kind {
                        LogKind::Round => "round",
                        LogKind::Role => "role",
                        LogKind::Plain => "plain",
                        LogKind::End => "end",
                    };
                    html! { <li key={i} {class}>{ e.text.clone() }</li> }
                }) }
            </ol>
        </section>
    }
}
