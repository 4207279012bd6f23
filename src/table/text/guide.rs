//! The guides' words: each callout's text, its step line and "that works too".

use super::super::guide::Callout;
use super::super::i18n::{Texts, num, text};
use super::prompt::action_words;
use crate::rules::{Building, Decision};

/// The callout's text for the lesson `key` (`table::guide`); empty for a key without
/// one (the tests check every lesson has its text).
pub fn lesson_text(tr: &Texts, key: &str) -> String {
    match key {
        "governor" => tr.t("guide-governor"),
        "roles" => tr.t("guide-roles"),
        "builder" => tr.t("guide-builder"),
        "build" => tr.t("guide-build"),
        "pay" => tr.t("guide-pay"),
        "city-limit" => tr.t("guide-city-limit"),
        "producer" => tr.t("guide-producer"),
        "produce" => tr.t("guide-produce"),
        "trader" => tr.t("guide-trader"),
        "trading-house" => tr.t("guide-trading-house"),
        "sell" => tr.t("guide-sell"),
        "councillor" => tr.t("guide-councillor"),
        "keep" => tr.t("guide-keep"),
        "prospector" => tr.t("guide-prospector"),
        "smithy" => tr.t("guide-smithy"),
        "hand-limit" => tr.t("guide-hand-limit"),
        "hint" => tr.t("guide-hint"),
        "log" => tr.t("guide-log"),
        "end" => tr.t("guide-end"),
        other => tour_text(tr, other),
    }
}

fn tour_text(tr: &Texts, key: &str) -> String {
    match key {
        "second-roles" => tr.t("guide-second-roles"),
        "second-cards" => tr.t("guide-second-cards"),
        "second-help" => tr.t("guide-second-help"),
        "new-cathedral" => tr.t("guide-new-cathedral"),
        "new-cards" => tr.t("guide-new-cards"),
        "new-help" => tr.t("guide-new-help"),
        "events-cards" => tr.t("guide-events-cards"),
        "events-set-off" => tr.t("guide-events-set-off"),
        "events-log" => tr.t("guide-events-log"),
        "many-roles" => tr.t("guide-many-roles"),
        "many-opponents" => tr.t("guide-many-opponents"),
        "many-deck" => tr.t("guide-many-deck"),
        _ => String::new(),
    }
}

/// "Step 3 of 19".
pub fn step_line(tr: &Texts, c: &Callout) -> String {
    tr.f("guide-step", &[("step", num(c.done + 1)), ("total", num(c.total as u32))])
}

/// "That works too: you chose the trader…", when the person's last answer was not the
/// one suggested; `city` his buildings (as for [`action_words`]). The answer is said as
/// for a role's choice: the decision it answered is not kept (a "pass" is said plainly).
pub fn also_line(tr: &Texts, c: &Callout, city: &[Building]) -> Option<String> {
    c.also.map(|action| tr.f("guide-also", &[("action", text(action_words(tr, action, Decision::ChooseRole, city)))]))
}

/// "Suggested: Choose the builder", for the suggested answer.
pub fn suggested_line(tr: &Texts, c: &Callout, city: &[Building]) -> Option<String> {
    let decision = c.decision?;
    c.suggested.map(|a| tr.f("guide-suggested", &[("action", text(action_words(tr, a, decision, city)))]))
}
