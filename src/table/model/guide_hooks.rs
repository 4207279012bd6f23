//! The reducer's hooks for the guides (`table::guide`): the callout shown, the person's
//! answer to it, "Learn to play", "Next", "Close guide", "Don't show again".

use super::Model;
use crate::rules::Action;
use crate::table::guide::{self, Guide, GuideMsg, GuideName};

impl Model {
    /// The callout of the game's guide at the table now, if any.
    pub fn guide_callout(&self) -> Option<guide::Callout> {
        let game = self.table_game().filter(|_| self.hand_over.is_none())?;
        self.guide.as_ref()?.callout(game)
    }

    /// Runs `f` (the person's `action`), then tells the guide what he answered to the
    /// callout shown before, if the game took it.
    pub(super) fn guided(&mut self, f: impl FnOnce(&mut Model), action: Option<Action>) {
        let shown = self.guide_callout();
        let before = self.game.as_ref().map(|g| g.record.actions.len());
        f(self);
        let after = self.game.as_ref().map(|g| g.record.actions.len());
        if let (Some(action), Some(len), Some(guide)) = (action, before, self.guide.as_mut())
            && after.is_some_and(|n| n > len)
        {
            guide.answered(shown, action);
            self.tour_seen_if_done();
        }
    }

    /// "Learn to play", "Next", "Close guide", "Don't show again".
    pub(super) fn guide_msg(&mut self, msg: GuideMsg) {
        if let GuideMsg::Learn(name) = msg {
            self.start(guide::first_game(&name));
            self.guide = Some(Guide::new(GuideName::FirstGame));
            return;
        }
        let shown = self.guide_callout();
        let Some(g) = self.guide.as_mut() else { return };
        match msg {
            GuideMsg::Next => g.next(shown),
            GuideMsg::Close | GuideMsg::Learn(_) => g.closed = true,
            GuideMsg::NeverAgain => {
                g.closed = true;
                if let GuideName::Tour { expansions } = g.name {
                    self.guides_seen |= expansions;
                }
            }
        }
        self.tour_seen_if_done();
    }

    /// An expansions' guide read to its end is not shown again.
    pub(super) fn tour_seen_if_done(&mut self) {
        if let Some(Guide { name: GuideName::Tour { expansions }, .. }) = self.guide.as_ref().filter(|g| g.finished()) {
            self.guides_seen |= expansions;
        }
    }
}
