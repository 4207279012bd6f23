//! The messages the table shows the person once (a notice banner), as data: the model
//! keeps which one, [`super::text::notice_text`] says it in the language shown now.
//!
//! A leaf: only the languages ([`super::i18n`]) are named here.

use super::i18n::Lang;

/// A message for the person, shown once and dismissible. Details (`String`s) come
/// from the engine or the browser and stay as they were given (the engine speaks only
/// English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// An imported record cannot be replayed: why.
    ReplayFailed(String),
    /// The worker answered with an illegal move (the move, as the engine writes it):
    /// the bots now play in the page.
    IllegalBotMove(String),
    /// The browser cannot run workers: the bots play in the page.
    NoWorkers,
    /// The worker did not answer in time: the bots play in the page.
    NoAnswer {
        /// How long it was given.
        seconds: u32,
    },
    /// A new game could not start: why.
    StartFailed(String),
    /// A saved game could not be resumed: why.
    ResumeFailed(String),
    /// The person's move was refused: why.
    MoveRefused(String),
    /// Another tab saved a game: this one no longer saves.
    SavedElsewhere,
    /// The record could not be downloaded: why.
    ExportFailed(String),
    /// A file to import could not be read.
    FileUnreadable,
    /// A link to a moment of a game is made: the address, and whether it is in the
    /// clipboard (if not, the notice shows it to copy by hand).
    LinkMade {
        /// The address with the link.
        url: String,
        /// In the clipboard.
        copied: bool,
    },
    /// A link could not be made (the worker could not run or answer): why.
    LinkNotMade(String),
    /// The page was opened with a link that does not open a game: why.
    LinkFailed(String),
    /// A language's messages could not be loaded: the table stays as it was.
    LangFailed {
        /// The language asked for.
        lang: Lang,
        /// Why, as the browser said it.
        detail: String,
    },
}
