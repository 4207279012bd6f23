//! The guides' words: each callout's text, its step line and "that works too".

use super::super::guide::Callout;
use super::super::i18n::{Texts, num, text};
use super::prompt::action_words;
use crate::rules::{Building, Decision};

/// The callout's text for the lesson `key` (`table::guide`): the message
/// `guide-<key>` (the tests check every lesson has its text in every language).
pub fn lesson_text(tr: &Texts, key: &str) -> String {
    tr.t(&format!("guide-{key}"))
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
