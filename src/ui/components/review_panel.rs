//! A game review beside its replay: while the workers weigh the decisions, a progress
//! bar with the decisions done and the time left, and Cancel; once done, the per-game
//! figure, the win-share graph and the list of marked decisions. A click on a mark (in
//! the list or the graph) moves the replay to that decision and shows the answer played
//! beside the hard bot's, with their shares, in words.

use std::rc::Rc;

use yew::prelude::*;

use super::markup::sends;

use super::review_graph::{graph, mark_key, step_clicked};
use crate::rules::{Building, Decision};
use crate::table::i18n::{num, text};
use crate::table::model::Msg;
use crate::table::review::{ReviewMsg, ReviewRun, contexts};
use crate::table::text::review::{comparison, entry, summary};
use crate::ui::bots::now;
use crate::ui::i18n::use_texts;
use crate::ui::review::use_weighing;

/// Props of [`ReviewPanel`].
#[derive(Properties, PartialEq)]
pub struct ReviewPanelProps {
    /// The review.
    pub run: ReviewRun,
    /// The reviewed seat's name, as shown.
    pub name: String,
    /// Whether the reviewed seat is the person who kept the default name ("you": the
    /// title says "your decisions").
    pub you: bool,
    /// Sends the review's messages.
    pub on_msg: Callback<Msg>,
}

/// Seconds left at the pace so far: `elapsed` ms for `done` of `total`.
fn seconds_left(elapsed: f64, done: usize, total: usize) -> Option<u32> {
    (done > 0).then(|| (elapsed / done as f64 * (total - done) as f64 / 1000.0).ceil() as u32)
}

/// The progress bar, the time left and Cancel.
fn progress(tr: &crate::table::i18n::Texts, done: usize, total: usize, left: Option<u32>, on_msg: &Callback<Msg>) -> Html {
    let line = tr.f("review-progress", &[("done", num(done as u32)), ("total", num(total as u32))]);
    let left = left.map(|s| tr.f("review-time-left", &[("seconds", num(s))]));
    html! {
        <div class="review-progress" data-testid="review-progress" data-done={done.to_string()} data-total={total.to_string()}>
            <progress max={total.max(1).to_string()} value={done.to_string()} aria-label={line.clone()}></progress>
            <p aria-live="polite">{ line }{ for left.map(|l| format!(" · {l}")) }</p>
            <button type="button" class="secondary" data-testid="review-cancel"
                onclick={sends(on_msg, Msg::Review(ReviewMsg::Cancel))}>{ tr.t("review-cancel") }</button>
        </div>
    }
}

/// The review panel.
#[component]
pub fn ReviewPanel(props: &ReviewPanelProps) -> Html {
    let tr = use_texts();
    let run = &props.run;
    // When this run was first shown, for the time left.
    let started = use_mut_ref(|| (0u32, 0.0f64));
    if started.borrow().0 != run.id {
        *started.borrow_mut() = (run.id, now());
    }
    // The workers are driven here: their answers re-render this panel only.
    let (done, total) = use_weighing(run, &props.on_msg);
    let you = text(if props.you { "yes" } else { "no" });
    let title = tr.f("review-title", &[("name", text(props.name.clone())), ("you", you)]);
    let steps: Vec<usize> = run.review.iter().flat_map(|r| r.decisions.iter().map(|d| d.step)).collect();
    // Hooks before any early return: what each decision's words need, once it is done.
    let ctx: Rc<Vec<(usize, Decision, Vec<Building>)>> =
        use_memo((run.record.actions.len(), run.record.seed, run.seat, steps.len()), |_| contexts(&run.record, run.seat, &steps));
    let Some(review) = run.review.clone() else {
        let left = seconds_left(now() - started.borrow().1, done, total);
        return html! {
            <section class="review" data-testid="review" aria-label={title.clone()}>
                <h2>{ title }</h2>
                { progress(&tr, done, total, left, &props.on_msg) }
            </section>
        };
    };
    let context = |step: usize| ctx.iter().find(|c| c.0 == step).map(|c| (c.1, c.2.clone())).unwrap_or((Decision::ChooseRole, Vec::new()));
    let select = props.on_msg.reform(|step: usize| Msg::Review(ReviewMsg::Select(step)));
    // One listener on the list reads the clicked mark's step (`step_clicked`).
    let marked: Vec<Html> = review
        .decisions
        .iter()
        .filter_map(|d| {
            let mark = mark_key(d.mark?);
            let (decision, city) = context(d.step);
            let current = (run.selected == Some(d.step)).then_some("step");
            Some(html! {
                <li>
                    <button type="button" class={classes!("review-mark", mark)} data-testid="review-mark" data-step={d.step.to_string()}
                        data-mark={mark} aria-current={current}>{ entry(&tr, d, decision, &city) }</button>
                </li>
            })
        })
        .collect();
    let shown = run.selected.and_then(|s| run.decision(s)).map(|d| {
        let (decision, city) = context(d.step);
        let (played, best) = comparison(&tr, d, decision, &city);
        html! {
            <div class="review-comparison" data-testid="review-comparison" aria-live="polite">
                <p>{ played }</p>
                <p>{ best }</p>
            </div>
        }
    });
    html! {
        <section class="review" data-testid="review" data-accuracy={crate::table::text::tenths(f64::from(review.accuracy))} aria-label={title.clone()}>
            <h2>{ title }</h2>
            <p data-testid="review-summary">{ summary(&tr, &review) }</p>
            <>{ for shown }</>
            { graph(&tr, &review, run.selected, &select) }
            <h3>{ tr.t("review-marks-title") }</h3>
            if marked.is_empty() {
                <p>{ tr.t("review-no-marks") }</p>
            } else {
                <ol class="review-marks" onclick={step_clicked(&select)}>{ for marked }</ol>
            }
        </section>
    }
}
