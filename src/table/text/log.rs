//! The game log's lines in words, rendered at view time from the log's data
//! ([`crate::table::log::LogEntry`]), so a language change re-renders the whole log.
//!
//! [`log_line`] says every happening in one match with no catch-all, grouped by what
//! they are about: the course of the game, builds, goods, cards, events.

use super::{Names, and_list, tile_words};
use crate::rules::{Building, DrawReason, Happening, Role};
use crate::table::i18n::{Arg, Texts, num, text};
use crate::table::log::{LogDetail, LogEntry};

/// A log entry in words, in `tr`'s language; `human` is the seat whose log it is.
///
/// One arm for every happening, no catch-all: a new kind of happening does not compile
/// until it is given its words (or, as the tile's return, is said to have none).
pub fn log_line(tr: &Texts, entry: &LogEntry, names: &Names, human: u8) -> String {
    let say = Say { tr, names };
    let (who, with) = (|p| say.who(p), |p, more: &[(&'static str, Arg<'static>)]| say.with(p, more));
    let (card, good, count) = (|b| text(tr.card(b)), |g| text(tr.good(g)), |n: u8| num(n));
    let own = |p: u8, mine: &str, theirs: &str| if p == human { tr.f(mine, &who(p)) } else { tr.f(theirs, &who(p)) };
    match entry.happening {
        // The course of the game: its start, the starting hands, the rounds, the roles.
        Happening::GameStarted { governor } => tr.f("log-game-started", &with(governor, &[("players", num(names.all().len() as u32))])),
        Happening::StartingHandKept { player, discarded } => tr.f("log-starting-hand", &with(player, &[("count", count(discarded))])),
        Happening::RoundStarted { round, governor } => tr.f("log-round", &with(governor, &[("round", num(round))])),
        Happening::RoleChosen { player, role, library } => {
            let args = with(player, &[("role", text(tr.role(role)))]);
            tr.f(if library { "log-role-library" } else { "log-role" }, &args)
        }
        Happening::Passed { player, role } => tr.f("log-passed", &with(player, &[("role", text(role_key(role)))])),
        Happening::ViceroyNext { player } => tr.f("log-viceroy", &who(player)),
        Happening::GameEnded => say.game_ended(&entry.detail),
        Happening::Built { player, building, over, cards, goods } => say.built(player, building, over, cards, goods),
        // Goods: produced, lost, sold, the customs office's and the harbor's, shipped.
        Happening::GoodLost { player, good: g } => tr.f("log-good-lost", &with(player, &[("good", good(g))])),
        Happening::Produced { player, good: g } => tr.f("log-produced", &with(player, &[("good", good(g))])),
        Happening::TileRevealed { tile } => tr.f("log-tile", &[("prices", text(tile_words(tr, &tile)))]),
        // Never logged (`LogEntry::of` leaves it out): the next reveal says the prices.
        Happening::TileReturned => String::new(),
        Happening::Sold { player, good: g, price } => tr.f("log-sold", &with(player, &[("good", good(g)), ("count", count(price))])),
        Happening::CustomsGoodPlaced { player } => tr.f("log-customs-good", &who(player)),
        Happening::SoldCustomsGood { player, price } => tr.f("log-sold-customs", &with(player, &[("count", count(price))])),
        Happening::HarborTookGood { player } => own(player, "log-harbor-own", "log-harbor"),
        Happening::CaptainNamed { player, good: g } => tr.f("log-captain-named", &with(player, &[("good", good(g))])),
        Happening::Shipped { player, good: g, goods } => tr.f("log-shipped", &with(player, &[("good", good(g)), ("count", count(goods))])),
        // Cards: drawn, councilled, turned over, tucked, discarded, exchanged.
        Happening::Drew { player, cards, reason } => say.drew(player, cards, reason),
        Happening::Councilled { player, drew, kept, discarded } => {
            let args = with(player, &[("count", count(drew)), ("kept", count(kept)), ("discarded", count(discarded))]);
            tr.f(if entry.detail == LogDetail::Archive { "log-councilled-archive" } else { "log-councilled" }, &args)
        }
        Happening::GoldMineRevealed { player, cards } => say.gold_mine(player, &cards),
        Happening::GoldMineResult { player, card: Some(b) } => tr.f("log-gold-mine-kept", &with(player, &[("building", card(b))])),
        Happening::GoldMineResult { player, card: None } => tr.f("log-gold-mine-nothing", &who(player)),
        Happening::Tucked { player } => own(player, "log-tucked-own", "log-tucked"),
        Happening::HandLimitDiscarded { player, cards } => tr.f("log-hand-limit", &with(player, &[("count", count(cards))])),
        Happening::OfficeExchanged { player, cards } => tr.f("log-office", &with(player, &[("count", count(cards))])),
        Happening::BankTucked { player, cards } => {
            tr.f(if player == human { "log-bank-own" } else { "log-bank" }, &with(player, &[("count", count(cards))]))
        }
        Happening::GoldsmithRevealed { player, card: b, kept } => {
            tr.f(if kept { "log-goldsmith-kept" } else { "log-goldsmith-discarded" }, &with(player, &[("building", card(b))]))
        }
        Happening::ExplorerRevealed { player, cards } => tr.f("log-explorer-revealed", &with(player, &[("count", count(cards))])),
        Happening::ExplorerTook { player, card: b } => tr.f("log-explorer-took", &with(player, &[("building", card(b))])),
        Happening::SupplyReshuffled { cards } => tr.f("log-reshuffled", &[("count", num(cards))]),
        Happening::DrawSkipped { player } => tr.f("log-draw-skipped", &who(player)),
        // The events: turned up, set off, and what each makes the players do.
        Happening::EventTurnedUp { event, .. } => tr.f("log-event-turned-up", &[("event", card(event))]),
        Happening::EventSetOff { player, event } => tr.f("log-event-set-off", &with(player, &[("event", card(event))])),
        Happening::VisitedRole { player, role } => tr.f("log-visited-role", &with(player, &[("role", text(tr.role(role)))])),
        Happening::BuildingDiscarded { player, building, cards } => {
            tr.f("log-building-discarded", &with(player, &[("building", card(building)), ("count", num(cards))]))
        }
        Happening::TaxPaid { player } => tr.f("log-tax-paid", &who(player)),
        Happening::AmnestyExchanged { player, cards } => tr.f("log-amnesty", &with(player, &[("count", count(cards))])),
        Happening::ConstructionPassed { player } => tr.f("log-construction-passed", &who(player)),
    }
}

/// The key a message selects on for a role ("gold-digger").
fn role_key(r: Role) -> String {
    r.name().replace(' ', "-")
}

/// What the log lines of more than one message are said with: the language and the
/// seats' names.
struct Say<'a> {
    tr: &'a Texts,
    names: &'a Names,
}

impl<'a> Say<'a> {
    /// The `$name` and `$you` arguments of seat `p`.
    fn who(&self, p: u8) -> [(&'static str, Arg<'a>); 2] {
        self.names.args(p, false)
    }

    /// Seat `p`'s arguments and `more`.
    fn with(&self, p: u8, more: &[(&'static str, Arg<'static>)]) -> Vec<(&'static str, Arg<'a>)> {
        let mut args: Vec<(&str, Arg)> = self.who(p).to_vec();
        args.extend(more.iter().cloned());
        args
    }

    /// The end of the game: who reached the city limit (`detail`).
    fn game_ended(&self, detail: &LogDetail) -> String {
        let finishers = match detail {
            LogDetail::Finishers(f) => f.iter().map(|&p| self.names.name(p)).collect(),
            LogDetail::None | LogDetail::Archive => Vec::new(),
        };
        self.tr.f("log-game-ended", &[("names", text(and_list(self.tr, &finishers)))])
    }

    /// A build: what, over which building, and what it cost in cards and goods.
    fn built(&self, player: u8, building: Building, over: Option<Building>, cards: u8, goods: u8) -> String {
        let tr = self.tr;
        let mut args = self.with(player, &[("building", text(tr.card(building))), ("count", num(cards)), ("goods", num(goods))]);
        if let Some(o) = over {
            args.push(("over", text(tr.card(o))));
        }
        match (over.is_some(), cards, goods) {
            (false, 0, 0) => tr.f("log-built-free", &args),
            (false, _, 0) => tr.f("log-built", &args),
            (false, _, _) => tr.f("log-built-goods", &args),
            (true, 0, 0) => tr.f("log-built-over-free", &args),
            (true, _, 0) => tr.f("log-built-over", &args),
            (true, _, _) => tr.f("log-built-over-goods", &args),
        }
    }

    /// The gold mine's cards turned over, with their costs.
    fn gold_mine(&self, player: u8, cards: &[Option<Building>]) -> String {
        let tr = self.tr;
        let list: Vec<String> = cards
            .iter()
            .flatten()
            .map(|b| tr.f("log-gold-mine-card", &[("building", text(tr.card(*b))), ("cost", num(b.cost()))]))
            .collect();
        tr.f("log-gold-mine", &self.with(player, &[("cards", text(list.join(&tr.t("prices-separator"))))]))
    }

    /// Seat `player` drew `cards` cards for `reason`.
    fn drew(&self, player: u8, cards: u8, reason: DrawReason) -> String {
        let tr = self.tr;
        let reason = match reason {
            DrawReason::Sale | DrawReason::Prospector => "prospector",
            DrawReason::MarketStand => "market-stand",
            DrawReason::MarketHall => "market-hall",
            DrawReason::Well => "well",
            DrawReason::Carpenter => "carpenter",
            DrawReason::PoorHouse => "poor-house",
            DrawReason::Hut => "hut",
            DrawReason::Tavern => "tavern",
            DrawReason::DebtRelief => return tr.f("log-debt-relief", &self.with(player, &[("count", num(cards))])),
            DrawReason::GoldDigger => return tr.f("log-gold-digger", &self.with(player, &[("count", num(cards))])),
        };
        tr.f("log-drew", &self.with(player, &[("count", num(cards)), ("reason", text(reason))]))
    }
}
