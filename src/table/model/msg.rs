//! Everything that changes the table's [`Model`](super::Model): the messages its
//! reducer takes.

use crate::rules::{Action, Building};
use crate::table::daily::Day;
use crate::table::guide::GuideMsg;
use crate::table::notice::Notice;
use crate::table::protocol::{BotLevel, SearchSummary};
use crate::table::review::ReviewMsg;
use crate::table::saved::SavedGame;
use crate::table::setup::{NewGame, Speed};

/// Everything that changes the [`Model`](super::Model).
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Start a game with these choices.
    Start(NewGame),
    /// Start today's deal (`table::daily`): the day's counted try, or practice when it
    /// was taken.
    StartDaily {
        /// The day, as the page's clock gives it in UTC.
        day: Day,
        /// The person's name as typed on the new-game form.
        name: String,
    },
    /// At the end of a game: the same seats and options again, a new deal from `seed`.
    PlayAgain {
        /// The new game's seed (the page draws it).
        seed: u64,
    },
    /// Resume a saved game.
    Resume(SavedGame),
    /// The human's action.
    Human(Action),
    /// A bot's move.
    BotMove {
        /// The game it is for.
        game: u32,
        /// The record index it is for.
        step: usize,
        /// The move (`None`: the bot found nothing legal).
        action: Option<Action>,
    },
    /// The person takes back his last action, while nothing was revealed since
    /// (`Game::undo`).
    Undo,
    /// The person asks what the hard bot would do in his place.
    AskHint,
    /// The answer to a hint's request (`Model::hint_request`).
    Hinted {
        /// The request's id.
        id: u32,
        /// The suggested action (`None`: the bot found nothing legal).
        action: Option<Action>,
        /// Which bot answered (the medium bot in the page when the worker failed).
        by: BotLevel,
        /// What the hard bot's search found for it, if it searched.
        search: Option<SearchSummary>,
    },
    /// The bot worker failed (did not start, crashed, did not answer, answered nonsense):
    /// bots go on in the page. The notice says why.
    WorkerFailed(Notice),
    /// Picked (or un-picked) a building to build with the crane; where comes next.
    SelectBuild(Option<Building>),
    /// New bot pace.
    SetSpeed(Speed),
    /// Show the new-game form.
    ShowSetup,
    /// Back to the table from the new-game form.
    ShowTable,
    /// Show a message.
    Notify(Notice),
    /// Hide the notice.
    DismissNotice,
    /// Another tab wrote the save.
    SavedElsewhere,
    /// Hide the damaged-save message.
    DismissDamaged,
    /// The person dismissed the tip about a card's full text, or opened a card's
    /// details: the tip is not shown again.
    DetailsTipSeen,
    /// Replay an imported record (its JSON text).
    OpenReplay(String),
    /// Show the replay after this many actions.
    ReplayStep(usize),
    /// Show the replay as this seat (0-based) saw it.
    ReplaySeat(u8),
    /// Leave the replay (back to the new-game form).
    CloseReplay,
    /// "Copy link": a link to the moment shown (the replay's step, or the game at the
    /// table as it stands), showing `seen_by`'s view (0-based) or every seat's (`None`).
    /// A game in progress, or a replay a link kept to one seat, links that seat's view
    /// whatever is asked.
    CopyLink {
        /// The seat asked for, or every seat.
        seen_by: Option<u8>,
    },
    /// The link asked for (`Model::link`) is made, or could not be (the worker did not
    /// run or answer: why).
    LinkMade {
        /// The request's id.
        id: u32,
        /// The address with the link's fragment, or why there is none.
        url: Result<String, String>,
        /// Whether the browser let it into the clipboard.
        copied: bool,
    },
    /// A link the page was opened with, unpacked by the worker: its JSON, or why it does
    /// not open.
    OpenLink(Result<String, String>),
    /// "I am Ana": the person to decide took the device (pass-and-play); the table
    /// turns to his seat, after the recap of what happened since his last decision.
    TakeDevice,
    /// The person has read the recap: his table shows.
    RecapRead,
    /// A game review (`table::review`).
    Review(ReviewMsg),
    /// Learn to play, and the guides' callouts (`table::guide`).
    Guide(GuideMsg),
}
