//! The messages shown once, in words: the model's notices and why a save cannot be
//! used (the details the engine or the browser gave, as they are).

use crate::table::i18n::{Texts, num, text};
use crate::table::notice::Notice;
use crate::table::saved::{SAVE_VERSION, SaveProblem};

/// A notice of the model in words.
pub fn notice_text(tr: &Texts, notice: &Notice) -> String {
    let detail = |d: &str| [("detail", text(d.to_string()))];
    match notice {
        Notice::ReplayFailed(d) => tr.f("notice-replay-failed", &detail(d)),
        Notice::IllegalBotMove(d) => tr.f("notice-illegal-bot-move", &detail(d)),
        Notice::NoWorkers => tr.t("notice-no-workers"),
        Notice::NoAnswer { seconds } => tr.f("notice-no-answer", &[("seconds", num(*seconds))]),
        Notice::StartFailed(d) => tr.f("notice-start-failed", &detail(d)),
        Notice::ResumeFailed(d) => tr.f("notice-resume-failed", &detail(d)),
        Notice::MoveRefused(d) => tr.f("notice-move-refused", &detail(d)),
        Notice::SavedElsewhere => tr.t("notice-saved-elsewhere"),
        Notice::ExportFailed(d) => tr.f("notice-export-failed", &detail(d)),
        Notice::FileUnreadable => tr.t("notice-file-unreadable"),
        Notice::LinkMade { copied: true, .. } => tr.t("notice-link-copied"),
        Notice::LinkMade { copied: false, .. } => tr.t("notice-link-manual"),
        Notice::LinkNotMade(d) => tr.f("notice-link-not-made", &detail(d)),
        Notice::LinkFailed(d) => tr.f("notice-link-failed", &detail(d)),
        Notice::LangFailed { lang, detail } => {
            tr.f("notice-lang-failed", &[("lang", text(lang.native_name())), ("detail", text(detail.clone()))])
        }
    }
}

/// Why a save cannot be used, in words; the technical detail is
/// [`SaveProblem::detail`]'s, shown apart.
pub fn save_problem_text(tr: &Texts, p: &SaveProblem) -> String {
    match p {
        SaveProblem::NotJson(_) => tr.t("save-not-json"),
        SaveProblem::NotOurs => tr.t("save-not-ours"),
        SaveProblem::OtherVersion(v) => tr.f("save-other-version", &[("found", num(*v as f64)), ("wanted", num(SAVE_VERSION))]),
        SaveProblem::NoVersion => tr.t("save-no-version"),
        SaveProblem::Damaged(_) => tr.t("save-damaged"),
        SaveProblem::DoesNotResume(_) => tr.t("save-does-not-resume"),
    }
}
