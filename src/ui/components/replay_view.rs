//! An imported record replayed step by step: the table and log as they were after each
//! action, as the chosen seat saw them (its hand, its share of the log), with
//! back/forward buttons, a step counter and the choice of seat.

use yew::prelude::*;

use super::copy_link::copy_link;
use super::markup::sends;

use super::field::select_value;
use super::review_panel::ReviewPanel;
use super::table::Table;
use crate::table::i18n::{Texts, num};
use crate::table::model::Msg;
use crate::table::replay::Replay;
use crate::table::review::{ReviewMsg, ReviewRun};
use crate::table::setup::Speed;
use crate::table::text::Names;

thread_local! {
    /// The replay's table sends nothing worth hearing (`Game::watching`: no control that
    /// changes anything, and its top bar shows none). One callback for every render, so
    /// that the table is not drawn again when only the review changed.
    static QUIET: Callback<Msg> = Callback::noop();
}

/// The replay screen: `replay` as its chosen seat saw it, its step buttons and seat, and
/// `review` (of one of its seats, being made or made) beside it; `on_msg` takes
/// `ReplayStep`, `ReplaySeat`, `CloseReplay` and the review's messages. A plain function:
/// its state is the model's.
pub fn replay_view(tr: &Texts, replay: &Replay, review: Option<&ReviewRun>, on_msg: &Callback<Msg>) -> Html {
    let step = replay.step;
    let total = replay.record.actions.len();
    let go = |to: usize| sends(on_msg, Msg::ReplayStep(to));
    let seat = replay.seat;
    let names = Names::new(tr, &replay.game.seats);
    // A seat the game does not have is refused by `Replay::at`.
    let on_seat = {
        let on_msg = on_msg.clone();
        Callback::from(move |e: Event| {
            if let Ok(s) = select_value(&e).parse::<u8>() {
                on_msg.emit(Msg::ReplaySeat(s));
            }
        })
    };
    let on_table = QUIET.with(Clone::clone);
    // First/last are triangles, not the media-control signs (⏮ ⏭): common fonts lack
    // those, and the page brings no font of its own.
    html! {
        <div class="replay" data-testid="replay">
            <nav class="replay-bar notice">
                <button type="button" class="secondary" onclick={go(0)} disabled={step == 0} data-testid="replay-first" aria-label={tr.t("replay-first")}>{ "◀◀" }</button>
                <button type="button" class="secondary" onclick={go(step.saturating_sub(1))} disabled={step == 0}
                    data-testid="replay-back" aria-label={tr.t("replay-back-label")}>{ "◀ " }<span class="replay-word">{ tr.t("replay-back") }</span></button>
                <span data-testid="replay-step" data-step={step.to_string()} data-total={total.to_string()}>
                    { tr.f("replay-step", &[("step", num(step as u32)), ("total", num(total as u32))]) }
                </span>
                <button type="button" class="secondary" onclick={go(step + 1)} disabled={step >= total}
                    data-testid="replay-forward" aria-label={tr.t("replay-forward-label")}><span class="replay-word">{ tr.t("replay-forward") }</span>{ " ▶" }</button>
                <button type="button" class="secondary" onclick={go(total)} disabled={step >= total} data-testid="replay-last" aria-label={tr.t("replay-last")}>{ "▶▶" }</button>
                <label class="replay-seat">
                    <span>{ tr.t("replay-seen-by") }</span>
                    <select onchange={on_seat} data-testid="replay-seat" disabled={replay.seat_kept}
                        title={replay.seat_kept.then(|| tr.t("replay-seat-kept"))}>
                        { for names.all().iter().enumerate().map(|(i, name)| html! {
                            <option value={i.to_string()} selected={i == usize::from(seat)}>{ name.clone() }</option>
                        }) }
                    </select>
                </label>
                <button type="button" class="secondary" onclick={sends(on_msg, Msg::CloseReplay)}
                    data-testid="replay-close">{ tr.t("close") }</button>
                <button type="button" class="secondary" data-testid="review-seat"
                    onclick={sends(on_msg, Msg::Review(ReviewMsg::Start { seat }))}>{ tr.t("review-seat") }</button>
                { copy_link(tr, on_msg, seat, !replay.seat_kept) }
            </nav>
            if let Some(run) = review.cloned() {
                <ReviewPanel name={names.name(run.seat).to_string()} you={names.is_you(run.seat)} {run} on_msg={on_msg.clone()} />
            }
            <Table game={replay.game.clone()} speed={Speed::Instant} in_page_bots={false} on_msg={on_table} />
        </div>
    }
}
