//! The game log's lines in words, rendered at view time from the log's data
//! ([`crate::table::log::LogEntry`]), so a language change re-renders the whole log.
//!
//! [`log_line`] sorts the happenings by what they are about, one function for each:
//! the course of the game (rounds, roles, the end), a build, goods, cards, events.

use super::{Names, and_list, tile_words};
use crate::rules::{DrawReason, Happening, Role};
use crate::table::i18n::{Arg, Texts, num, text};
use crate::table::log::{LogDetail, LogEntry};

/// A log entry in words, in `tr`'s language; `human` is the seat whose log it is.
pub fn log_line(tr: &Texts, entry: &LogEntry, names: &Names, human: u8) -> String {
    let say = Say { tr, names, human };
    let h = entry.happening;
    match h {
        Happening::GameStarted { .. }
        | Happening::StartingHandKept { .. }
        | Happening::RoundStarted { .. }
        | Happening::RoleChosen { .. }
        | Happening::Passed { .. }
        | Happening::ViceroyNext { .. }
        | Happening::GameEnded => say.course(h, &entry.detail),
        Happening::Built { .. } => say.built(h),
        Happening::GoodLost { .. }
        | Happening::Produced { .. }
        | Happening::TileRevealed { .. }
        | Happening::TileReturned
        | Happening::Sold { .. }
        | Happening::CustomsGoodPlaced { .. }
        | Happening::SoldCustomsGood { .. }
        | Happening::HarborTookGood { .. }
        | Happening::CaptainNamed { .. }
        | Happening::Shipped { .. } => say.goods(h),
        Happening::Drew { .. }
        | Happening::Councilled { .. }
        | Happening::GoldMineRevealed { .. }
        | Happening::GoldMineResult { .. }
        | Happening::Tucked { .. }
        | Happening::HandLimitDiscarded { .. }
        | Happening::OfficeExchanged { .. }
        | Happening::BankTucked { .. }
        | Happening::GoldsmithRevealed { .. }
        | Happening::ExplorerRevealed { .. }
        | Happening::ExplorerTook { .. }
        | Happening::SupplyReshuffled { .. }
        | Happening::DrawSkipped { .. } => say.cards(h, &entry.detail),
        Happening::EventTurnedUp { .. }
        | Happening::EventSetOff { .. }
        | Happening::VisitedRole { .. }
        | Happening::BuildingDiscarded { .. }
        | Happening::TaxPaid { .. }
        | Happening::AmnestyExchanged { .. }
        | Happening::ConstructionPassed { .. } => say.event(h),
    }
}

/// The key a message selects on for a role ("gold-digger").
fn role_key(r: Role) -> String {
    r.name().replace(' ', "-")
}

/// What every log line is said with: the language, the seats' names, and whose log it
/// is (some lines say that seat's own cards in the second person).
///
/// Each of its line functions is given only the happenings [`log_line`] sorts to it;
/// for any other it says nothing (an empty line), which `log_line`'s whole match keeps
/// from happening.
struct Say<'a> {
    tr: &'a Texts,
    names: &'a Names,
    human: u8,
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

    /// The course of the game: its start, the starting hands, the rounds, the roles
    /// chosen and passed, the viceroy's next round, the end (`detail`: who finished).
    fn course(&self, h: Happening, detail: &LogDetail) -> String {
        let tr = self.tr;
        match h {
            Happening::GameStarted { governor } => {
                tr.f("log-game-started", &self.with(governor, &[("players", num(self.names.all().len() as u32))]))
            }
            Happening::StartingHandKept { player, discarded } => {
                tr.f("log-starting-hand", &self.with(player, &[("count", num(discarded))]))
            }
            Happening::RoundStarted { round, governor } => tr.f("log-round", &self.with(governor, &[("round", num(round))])),
            Happening::RoleChosen { player, role, library } => {
                let args = self.with(player, &[("role", text(tr.role(role)))]);
                if library { tr.f("log-role-library", &args) } else { tr.f("log-role", &args) }
            }
            Happening::Passed { player, role } => tr.f("log-passed", &self.with(player, &[("role", text(role_key(role)))])),
            Happening::ViceroyNext { player } => tr.f("log-viceroy", &self.who(player)),
            Happening::GameEnded => {
                let finishers = match detail {
                    LogDetail::Finishers(f) => f.iter().map(|&p| self.names.name(p)).collect(),
                    _ => Vec::new(),
                };
                tr.f("log-game-ended", &[("names", text(and_list(tr, &finishers)))])
            }
            _ => String::new(),
        }
    }

    /// A build: what, over which building, and what it cost in cards and goods.
    fn built(&self, h: Happening) -> String {
        let tr = self.tr;
        let Happening::Built { player, building, over, cards, goods } = h else { return String::new() };
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

    /// Goods: produced, lost, sold (and the tile's prices), the customs office's and the
    /// harbor's goods, the captain's shipping.
    fn goods(&self, h: Happening) -> String {
        let (tr, human) = (self.tr, self.human);
        let good = |g| ("good", text(tr.good(g)));
        match h {
            Happening::GoodLost { player, good: g } => tr.f("log-good-lost", &self.with(player, &[good(g)])),
            Happening::Produced { player, good: g } => tr.f("log-produced", &self.with(player, &[good(g)])),
            Happening::TileRevealed { tile } => tr.f("log-tile", &[("prices", text(tile_words(tr, &tile)))]),
            Happening::Sold { player, good: g, price } => tr.f("log-sold", &self.with(player, &[good(g), ("count", num(price))])),
            Happening::CustomsGoodPlaced { player } => tr.f("log-customs-good", &self.who(player)),
            Happening::SoldCustomsGood { player, price } => tr.f("log-sold-customs", &self.with(player, &[("count", num(price))])),
            Happening::HarborTookGood { player } => {
                if player == human {
                    tr.f("log-harbor-own", &self.who(player))
                } else {
                    tr.f("log-harbor", &self.who(player))
                }
            }
            Happening::CaptainNamed { player, good: g } => tr.f("log-captain-named", &self.with(player, &[good(g)])),
            Happening::Shipped { player, good: g, goods } => tr.f("log-shipped", &self.with(player, &[good(g), ("count", num(goods))])),
            // The tile's return and anything else: nothing to say.
            _ => String::new(),
        }
    }

    /// Cards: drawn (and why), councilled (`detail`: with an archive), the gold mine's,
    /// the goldsmith's and the explorer's cards turned over, tucked, discarded to the hand
    /// limit or exchanged, the supply reshuffled, a draw skipped.
    fn cards(&self, h: Happening, detail: &LogDetail) -> String {
        let (tr, human) = (self.tr, self.human);
        let count = |n: u8| [("count", num(n))];
        match h {
            Happening::Drew { player, cards, reason } => self.drew(player, cards, reason),
            Happening::Councilled { player, drew, kept, discarded } => {
                let args = self.with(player, &[("count", num(drew)), ("kept", num(kept)), ("discarded", num(discarded))]);
                if *detail == LogDetail::Archive { tr.f("log-councilled-archive", &args) } else { tr.f("log-councilled", &args) }
            }
            Happening::GoldMineRevealed { player, cards } => {
                let list: Vec<String> = cards
                    .iter()
                    .flatten()
                    .map(|b| tr.f("log-gold-mine-card", &[("building", text(tr.card(*b))), ("cost", num(b.cost()))]))
                    .collect();
                tr.f("log-gold-mine", &self.with(player, &[("cards", text(list.join(&tr.t("prices-separator"))))]))
            }
            Happening::GoldMineResult { player, card } => match card {
                Some(b) => tr.f("log-gold-mine-kept", &self.with(player, &[("building", text(tr.card(b)))])),
                None => tr.f("log-gold-mine-nothing", &self.who(player)),
            },
            Happening::Tucked { player } => {
                if player == human {
                    tr.f("log-tucked-own", &self.who(player))
                } else {
                    tr.f("log-tucked", &self.who(player))
                }
            }
            Happening::HandLimitDiscarded { player, cards } => tr.f("log-hand-limit", &self.with(player, &count(cards))),
            Happening::OfficeExchanged { player, cards } => tr.f("log-office", &self.with(player, &count(cards))),
            Happening::BankTucked { player, cards } => {
                let args = self.with(player, &count(cards));
                if player == human { tr.f("log-bank-own", &args) } else { tr.f("log-bank", &args) }
            }
            Happening::GoldsmithRevealed { player, card, kept } => {
                let args = self.with(player, &[("building", text(tr.card(card)))]);
                if kept { tr.f("log-goldsmith-kept", &args) } else { tr.f("log-goldsmith-discarded", &args) }
            }
            Happening::ExplorerRevealed { player, cards } => tr.f("log-explorer-revealed", &self.with(player, &count(cards))),
            Happening::ExplorerTook { player, card } => tr.f("log-explorer-took", &self.with(player, &[("building", text(tr.card(card)))])),
            Happening::SupplyReshuffled { cards } => tr.f("log-reshuffled", &[("count", num(cards))]),
            Happening::DrawSkipped { player } => tr.f("log-draw-skipped", &self.who(player)),
            _ => String::new(),
        }
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

    /// The events: one turned up or set off, and what each one makes the players do.
    fn event(&self, h: Happening) -> String {
        let tr = self.tr;
        match h {
            Happening::EventTurnedUp { event, .. } => tr.f("log-event-turned-up", &[("event", text(tr.card(event)))]),
            Happening::EventSetOff { player, event } => tr.f("log-event-set-off", &self.with(player, &[("event", text(tr.card(event)))])),
            Happening::VisitedRole { player, role } => tr.f("log-visited-role", &self.with(player, &[("role", text(tr.role(role)))])),
            Happening::BuildingDiscarded { player, building, cards } => {
                tr.f("log-building-discarded", &self.with(player, &[("building", text(tr.card(building))), ("count", num(cards))]))
            }
            Happening::TaxPaid { player } => tr.f("log-tax-paid", &self.who(player)),
            Happening::AmnestyExchanged { player, cards } => tr.f("log-amnesty", &self.with(player, &[("count", num(cards))])),
            Happening::ConstructionPassed { player } => tr.f("log-construction-passed", &self.who(player)),
            _ => String::new(),
        }
    }
}
