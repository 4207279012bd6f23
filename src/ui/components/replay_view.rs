//! An imported record replayed step by step: the table and log as they were after each
//! action, as the chosen seat saw them (its hand, its share of the log), with
//! back/forward buttons, a step counter and the choice of seat.

use yew::prelude::*;

use super::field::select_value;
use super::review_panel::ReviewPanel;
use super::table::Table;
use crate::table::model::{BotStats, Msg};
use crate::table::replay::Replay;
use crate::table::review::{ReviewMsg, ReviewRun};
use crate::table::i18n::num;
use crate::table::setup::Speed;
use crate::table::text::Names;
use crate::ui::i18n::use_texts;

/// Props of [`ReplayView`].
#[derive(Properties)]
pub struct ReplayViewProps {
    /// The replay.
    pub replay: Replay,
    /// Sends `ReplayStep`, `ReplaySeat` and `CloseReplay`.
    pub on_msg: Callback<Msg>,
    /// The review of one of its seats, being made or made.
    #[prop_or_default]
    pub review: Option<ReviewRun>,
}

impl PartialEq for ReplayViewProps {
    fn eq(&self, other: &Self) -> bool {
        std::rc::Rc::ptr_eq(&self.replay.game, &other.replay.game) && self.on_msg == other.on_msg && self.review == other.review
    }
}

/// The replay screen.
#[component]
pub fn ReplayView(props: &ReplayViewProps) -> Html {
    let tr = use_texts();
    let step = props.replay.step;
    let total = props.replay.record.actions.len();
    let go = |to: usize| props.on_msg.reform(move |_: MouseEvent| Msg::ReplayStep(to));
    let seat = props.replay.seat;
    let names = Names::new(&tr, &props.replay.game.seats);
    // A seat the game does not have is refused by `Replay::at`.
    let on_seat = {
        let on_msg = props.on_msg.clone();
        Callback::from(move |e: Event| {
            if let Ok(s) = select_value(&e).parse::<u8>() {
                on_msg.emit(Msg::ReplaySeat(s));
            }
        })
    };
    // A replay's table offers no control that changes anything (Game::watching, and
    // its top bar shows none): it sends nothing worth hearing. The same callback on every
    // render, so that the table is not drawn again when only the review changed.
    let on_table = (*use_memo((), |_| Callback::<Msg>::noop())).clone();
    // First/last are triangles, not the media-control signs (⏮ ⏭): common fonts lack
    // those, and the page brings no font of its own.
    html! {
        <div class="replay" data-testid="replay">
            <nav class="replay-bar notice">
                <button type="button" class="secondary" onclick={go(0)} disabled={step == 0} data-testid="replay-first" aria-label={tr.t("replay-first")}>{ "◀◀" }</button>
                <button type="button" class="secondary" onclick={go(step.saturating_sub(1))} disabled={step == 0}
                    data-testid="replay-back" aria-label={tr.t("replay-back-label")}>{ format!("◀ {}", tr.t("replay-back")) }</button>
                <span data-testid="replay-step" data-step={step.to_string()} data-total={total.to_string()}>
                    { tr.f("replay-step", &[("step", num(step as u32)), ("total", num(total as u32))]) }
                </span>
                <button type="button" class="secondary" onclick={go(step + 1)} disabled={step >= total}
                    data-testid="replay-forward" aria-label={tr.t("replay-forward-label")}>{ format!("{} ▶", tr.t("replay-forward")) }</button>
                <button type="button" class="secondary" onclick={go(total)} disabled={step >= total} data-testid="replay-last" aria-label={tr.t("replay-last")}>{ "▶▶" }</button>
                <label class="replay-seat">
                    <span>{ tr.t("replay-seen-by") }</span>
                    <select onchange={on_seat} data-testid="replay-seat">
                        { for names.all().iter().enumerate().map(|(i, name)| html! {
                            <option value={i.to_string()} selected={i == usize::from(seat)}>{ name.clone() }</option>
                        }) }
                    </select>
                </label>
                <button type="button" class="secondary" onclick={props.on_msg.reform(|_: MouseEvent| Msg::CloseReplay)}
                    data-testid="replay-close">{ tr.t("close") }</button>
                <button type="button" class="secondary" data-testid="review-seat"
                    onclick={props.on_msg.reform(move |_: MouseEvent| Msg::Review(ReviewMsg::Start { seat }))}>{ tr.t("review-seat") }</button>
                <crate::ui::i18n::LangPicker />
            </nav>
            if let Some(run) = props.review.clone() {
                <ReviewPanel name={names.name(run.seat).to_string()} {run} on_msg={props.on_msg.clone()} />
            }
            <Table game={props.replay.game.clone()} speed={Speed::Instant} in_page_bots={false} stats={BotStats::default()} on_msg={on_table} />
        </div>
    }
}
