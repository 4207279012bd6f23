//! An imported record replayed step by step: the table and log as they were after each
//! action (seat 1's view), with back/forward buttons and a step counter.

use yew::prelude::*;

use super::table::Table;
use crate::ui::state::{BotStats, Msg, Replay, Speed};

/// Props of [`ReplayView`].
#[derive(Properties)]
pub struct ReplayViewProps {
    /// The replay.
    pub replay: Replay,
    /// Sends `ReplayStep` and `CloseReplay`.
    pub on_msg: Callback<Msg>,
}

impl PartialEq for ReplayViewProps {
    fn eq(&self, other: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.replay.game, &other.replay.game) && self.on_msg == other.on_msg
    }
}

/// The replay screen.
#[component]
pub fn ReplayView(props: &ReplayViewProps) -> Html {
    let step = props.replay.step;
    let total = props.replay.record.actions.len();
    let go = |to: usize| props.on_msg.reform(move |_: MouseEvent| Msg::ReplayStep(to));
    // The table's own controls change nothing here: only leaving works.
    let on_table = {
        let on_msg = props.on_msg.clone();
        Callback::from(move |msg: Msg| {
            if matches!(msg, Msg::ShowSetup) {
                on_msg.emit(Msg::CloseReplay);
            }
        })
    };
    html! {
        <div class="replay" data-testid="replay">
            <nav class="replay-bar notice">
                <button type="button" class="secondary" onclick={go(0)} disabled={step == 0} data-testid="replay-first">{ "⏮" }</button>
                <button type="button" class="secondary" onclick={go(step.saturating_sub(1))} disabled={step == 0}
                    data-testid="replay-back" aria-label="Back one step">{ "◀ Back" }</button>
                <span data-testid="replay-step" data-step={step.to_string()} data-total={total.to_string()}>
                    { format!("Step {step} of {total}") }
                </span>
                <button type="button" class="secondary" onclick={go(step + 1)} disabled={step >= total}
                    data-testid="replay-forward" aria-label="Forward one step">{ "Forward ▶" }</button>
                <button type="button" class="secondary" onclick={go(total)} disabled={step >= total} data-testid="replay-last">{ "⏭" }</button>
                <button type="button" class="secondary" onclick={props.on_msg.reform(|_: MouseEvent| Msg::CloseReplay)}
                    data-testid="replay-close">{ "Close" }</button>
            </nav>
            <Table game={props.replay.game.clone()} speed={Speed::Instant} in_page_bots={false} stats={BotStats::default()} on_msg={on_table} />
        </div>
    }
}
