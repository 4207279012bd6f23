//! What the person may take back: his own decisions, until something new comes to light.
//!
//! An action of the person may be undone only while undoing it loses nobody anything and
//! teaches him nothing: after it, he is still the one to decide, and it revealed nothing
//! he (or anyone) did not know before it: no card drawn into a hand or turned face up (by
//! anyone), no trading-house tile, no reshuffle, no event card laid out, no player
//! skipped for what he holds, no end of the game. A good is a card taken face down:
//! nobody sees it, and the supply's order is part of the state an undo gives back, so a
//! good produced may be taken back. What it revealed is read from the engine: the
//! happenings `GameState::apply` returned, and the person's observation before and after
//! it. A bot's move always ends the window, so a bot is only ever asked about a state
//! that stands (`Game::play` keeps the window; the model's tests check that no bot is to
//! move while something can be undone).
//!
//! Pure functions over the engine's types (no web dependency).

use crate::rules::{Happening, Observation};

/// Whether an action of the person that reported `happenings` and changed what he sees
/// (his seat's observation) from `before` to `after` brought anything new to light (so
/// it may not be undone).
pub fn reveals(before: &Observation, after: &Observation, happenings: &[Happening]) -> bool {
    happenings.iter().any(|h| happening_reveals(h) || skipped_another(h, before.seat)) || came_to_light(before, after)
}

/// Whether the engine passed for another player than `seat` within the person's action:
/// it does so when that player cannot act, which may depend on his hidden hand (he
/// cannot pay for any build, has no card a construction may build). A player's own
/// pass is a decision, and a bot's decision closes the window anyway.
fn skipped_another(h: &Happening, seat: u8) -> bool {
    match h {
        Happening::Passed { player, .. } | Happening::ConstructionPassed { player } => *player != seat,
        _ => false,
    }
}

/// Whether one happening is a draw, a turn of a card or tile, a shuffle or the end: a
/// chance event or information nobody at the table had. Every variant is named, so a
/// new happening must be classified here.
fn happening_reveals(h: &Happening) -> bool {
    match h {
        // Cards drawn into a hand or turned face up, a tile turned, the deck shuffled:
        // chance events and information nobody had.
        Happening::Drew { cards, .. } => *cards > 0,
        Happening::Councilled { drew, .. } => *drew > 0,
        Happening::OfficeExchanged { cards, .. } | Happening::AmnestyExchanged { cards, .. } => *cards > 0,
        Happening::ExplorerRevealed { cards, .. } => *cards > 0,
        Happening::TileRevealed { .. }
        | Happening::GoldMineRevealed { .. }
        | Happening::GoldMineResult { .. }
        | Happening::GoldsmithRevealed { .. }
        | Happening::EventTurnedUp { .. }
        | Happening::SupplyReshuffled { .. }
        | Happening::GameStarted { .. }
        // The score pad shows what was hidden (chapels, banks), and the result counts.
        | Happening::GameEnded => true,
        // Choices and their plain consequences, all known from what he saw before. A good
        // (produced, or the customs office's) is a card taken face down: nobody sees it,
        // and an undo gives back the supply as it was, so nothing to come changes (a
        // reshuffle it causes is reported on its own, above).
        Happening::CustomsGoodPlaced { .. }
        | Happening::StartingHandKept { .. }
        | Happening::RoundStarted { .. }
        | Happening::RoleChosen { .. }
        | Happening::Passed { .. }
        | Happening::Built { .. }
        | Happening::GoodLost { .. }
        | Happening::Produced { .. }
        | Happening::TileReturned
        | Happening::Sold { .. }
        | Happening::Tucked { .. }
        | Happening::BankTucked { .. }
        | Happening::SoldCustomsGood { .. }
        | Happening::HarborTookGood { .. }
        | Happening::EventSetOff { .. }
        | Happening::VisitedRole { .. }
        | Happening::BuildingDiscarded { .. }
        | Happening::TaxPaid { .. }
        | Happening::ConstructionPassed { .. }
        | Happening::ExplorerTook { .. }
        | Happening::CaptainNamed { .. }
        | Happening::Shipped { .. }
        | Happening::ViceroyNext { .. }
        | Happening::HandLimitDiscarded { .. }
        | Happening::DrawSkipped { .. } => false,
    }
}

/// Whether the person sees something now that he did not see before, whatever the
/// happenings say: a card in his hand or among the cards shown to him (a councillor's
/// draw, a gold mine's or the explorer's cards) that was in neither before, a
/// trading-house tile turned, an event card laid out.
fn came_to_light(before: &Observation, after: &Observation) -> bool {
    let seen = |o: &Observation| {
        let mut cards = o.hand;
        if let Some(p) = &o.pending {
            cards.add_all(p);
        }
        cards
    };
    let (was, is) = (seen(before), seen(after));
    let new_card = is.0.iter().zip(was.0.iter()).any(|(now, then)| now > then);
    let new_event = !after.table.events_face_up.without(before.table.events_face_up).is_empty();
    new_card || new_event || after.table.tile_draws != before.table.tile_draws
}
