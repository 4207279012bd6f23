//! The prompt: one line saying who decides what, and the choices that have no card to
//! click (decline, pay with a good, where a crane builds); at the end, "Play again".

use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::markup::clicked;

use super::good_icon::good_icon;
use super::keyboard::DECISION_ID;
use crate::rules::{Action, Building, Decision};
use crate::table::choices::Choices;
use crate::table::i18n::{Texts, num, text};
use crate::table::keys::choice_key;
use crate::table::text::pass_label;

/// What the prompt bar shows and does (see [`prompt`]).
pub struct Prompt {
    /// The line: what is asked, and of whom.
    pub line: String,
    /// It is the human's turn.
    pub your_turn: bool,
    /// A bot is thinking.
    pub thinking: bool,
    /// A bot that thinks long (the expert) is thinking, for this many milliseconds: a bar
    /// fills meanwhile (0: none). Keyed by the step, so each decision starts it again.
    pub thinking_millis: u32,
    /// The step being decided (the bar's key).
    pub step: usize,
    /// The decision asked.
    pub decision: Decision,
    /// What the person may do now (`Game::choices`).
    pub choices: Choices,
    /// Takes an action.
    pub on_action: Callback<Action>,
    /// Un-picks the crane build.
    pub on_select_build: Callback<Option<Building>>,
    /// At the end of a game the person played: a new deal with the same seats and
    /// options.
    pub on_play_again: Option<Callback<()>>,
    /// Undo and the hint (`UndoHint`), while the person plays.
    pub tools: Option<Html>,
}

/// Scrolls the first highlighted choice outside the prompt into view (on a phone the
/// cards to click may be below the fold).
fn show_first_choice() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    let Ok(list) = doc.query_selector_all("[data-choice]") else { return };
    for i in 0..list.length() {
        let Some(el) = list.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
        if el.closest(".prompt").ok().flatten().is_some() {
            continue;
        }
        let opts = web_sys::ScrollIntoViewOptions::new();
        opts.set_block(web_sys::ScrollLogicalPosition::Center);
        opts.set_behavior(web_sys::ScrollBehavior::Smooth);
        el.scroll_into_view_with_scroll_into_view_options(&opts);
        if let Ok(html) = el.dyn_into::<web_sys::HtmlElement>() {
            let focus = web_sys::FocusOptions::new();
            focus.set_prevent_scroll(true);
            let _ = html.focus_with_options(&focus);
        }
        return;
    }
}

/// A button that takes action `a`: highlighted as a choice, and carrying the word of
/// the hint's tag (`hint_word`) when a hint suggests it.
fn choice_button(bar: &Prompt, hint_word: &AttrValue, a: Action, content: Html) -> Html {
    let on_action = bar.on_action.clone();
    let data_hinted = bar.choices.is_hinted(a).then(|| hint_word.clone());
    let onclick = Callback::from(move |_: MouseEvent| on_action.emit(a));
    // Keyed by the decision: a control that answered one is never patched into another
    // decision's (the focus would stay on it), it leaves, and the focus follows the game
    // to the next decision (`keyboard::follow_game`).
    let key = format!("{}:{}", bar.step, choice_key(a));
    // Declining is marked `data-pass` too.
    if a == Action::Pass {
        return html! {
            <button key={key} type="button" class="legal pass" data-choice="pass" data-pass="" data-hinted={data_hinted} {onclick}>{ content }</button>
        };
    }
    html! {
        <button key={key} type="button" class="legal" data-choice={choice_key(a)} data-hinted={data_hinted} {onclick}>{ content }</button>
    }
}

/// Whether the crane may build `b` over a building of the city.
fn builds_over(choices: &Choices, b: Building) -> bool {
    choices.iter().any(|a| matches!(a, Action::Build { building, over: Some(_) } if building == b))
}

/// A crane build picked (`b`), waiting for "where": a new place (with its cost) when it
/// may go there, and "Cancel" (the buildings to build over are in the city).
fn crane_buttons(tr: &Texts, bar: &Prompt, hint_word: &AttrValue, b: Building) -> Vec<Html> {
    let mut buttons = Vec::new();
    let new_place = Action::Build { building: b, over: None };
    if bar.choices.contains(new_place) {
        let cost = bar.choices.cost(new_place).map(|c| {
            let cost = if c == 0 { tr.t("prompt-cost-free") } else { tr.f("prompt-cost-pay", &[("cost", num(c))]) };
            format!(" {cost}")
        });
        let content = html! { <>{ tr.f("prompt-new-place", &[("building", text(tr.card(b)))]) }{ for cost }</> };
        buttons.push(choice_button(bar, hint_word, new_place, content));
    }
    let on_select = bar.on_select_build.clone();
    buttons.push(html! {
        <button key={format!("{}:cancel", bar.step)} type="button" class="secondary" onclick={Callback::from(move |_: MouseEvent| on_select.emit(None))}>
            { tr.t("cancel") }
        </button>
    });
    buttons
}

/// The choices with no card to click: a good to pay with, a kind of good to ship (the
/// captain), the customs office's good, and declining.
fn plain_buttons(tr: &Texts, bar: &Prompt, hint_word: &AttrValue) -> Vec<Html> {
    let mut buttons = Vec::new();
    for a in bar.choices.iter() {
        let content = match a {
            Action::PayGood(g) => html! { <>{ tr.t("prompt-pay-good") }{ " " }{ good_icon(tr, g, true) }</> },
            Action::Ship(g) => html! { <>{ tr.t("prompt-ship") }{ " " }{ good_icon(tr, g, true) }</> },
            Action::PayCustomsGood => html! { <>{ tr.t("prompt-pay-customs") }</> },
            _ => continue,
        };
        buttons.push(choice_button(bar, hint_word, a, content));
    }
    if bar.choices.contains(Action::Pass) {
        let content = html! { <>{ pass_label(tr, bar.decision) }</> };
        buttons.push(choice_button(bar, hint_word, Action::Pass, content));
    }
    buttons
}

/// Whether a choice lies elsewhere on the table (a card or placard to click): then a
/// button brings the first into view.
fn choices_elsewhere(choices: &Choices) -> bool {
    match choices.build_choice {
        Some(b) => builds_over(choices, b),
        None => choices.iter().any(|a| !matches!(a, Action::Pass | Action::PayGood(_) | Action::PayCustomsGood | Action::Ship(_))),
    }
}

/// What to do with a crane build picked, when it may go over a building.
fn crane_hint(tr: &Texts, choices: &Choices, b: Building) -> Option<String> {
    match (builds_over(choices, b), choices.contains(Action::Build { building: b, over: None })) {
        (true, true) => Some(tr.t("hint-crane-new-or-over")),
        (true, false) => Some(tr.t("hint-crane-over")),
        _ => None,
    }
}

/// The prompt bar (`bar`): the line, a thinking bot's bar, the choices with no card
/// to click, a button that brings the first choice elsewhere into view, "Play again" at
/// the end, and the tools. A plain function, not a component: it has no state of its
/// own.
pub fn prompt(tr: &Texts, bar: &Prompt) -> Html {
    // The control a hint suggests carries the word its tag shows (`hint_mark`).
    let hint_word = AttrValue::from(tr.t("hint-tag"));
    let mut buttons = match bar.choices.build_choice {
        Some(b) => crane_buttons(tr, bar, &hint_word, b),
        None => plain_buttons(tr, bar, &hint_word),
    };
    if choices_elsewhere(&bar.choices) {
        buttons.insert(
            0,
            html! {
                <button key={format!("{}:jump", bar.step)} type="button" class="jump" onclick={Callback::from(|_: MouseEvent| show_first_choice())}>
                    { tr.t("prompt-show-choices") }
                </button>
            },
        );
    }
    if let Some(again) = &bar.on_play_again {
        buttons.push(html! {
            <button key="again" type="button" class="legal again" data-testid="play-again" onclick={clicked(again)}>
                { tr.t("play-again") }
            </button>
        });
    }
    let hint = bar.choices.build_choice.and_then(|b| crane_hint(tr, &bar.choices, b));
    let class = classes!("prompt", bar.your_turn.then_some("your-turn"), bar.thinking.then_some("thinking"));
    html! {
        // The decision's region (the skip link's target); only its line is read out
        // when it changes, never its buttons.
        <section {class} id={DECISION_ID} tabindex="-1" aria-label={tr.t("decision-label")} data-testid="prompt">
            <p class="prompt-line" aria-live="polite">
                { bar.line.clone() }
                <>{ for hint.map(|h| html! { <span class="hint">{ format!(" {h}") }</span> }) }</>
            </p>
            if bar.thinking && bar.thinking_millis > 0 {
                <div key={bar.step} class="thinking-bar" data-testid="thinking-bar" aria-hidden="true"
                    style={format!("--thinking: {}ms", bar.thinking_millis)}></div>
            }
            if !buttons.is_empty() {
                <div class="prompt-buttons">{ for buttons }</div>
            }
            <>{ for bar.tools.clone() }</>
        </section>
    }
}
