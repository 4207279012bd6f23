//! Everything the table says in words, in the language of a [`Texts`]: card and role
//! texts (written for this project, in our own words), log lines rendered from the
//! engine's happenings, the line that says what is being decided, the seats' names.
//! Read-only helpers over the engine's public API and the message files
//! (`assets/i18n/*.ftl`, see [`super::i18n`]).
//!
//! Pure string formatting (no web dependency; the CSS class names are just strings), so
//! native tests read the words.

use super::hint::{Hint, HintState};
use super::i18n::{card_id, num, role_id, text, Arg, Texts};
use super::log::{LogDetail, LogEntry, LogKind};
use super::model::Notice;
use super::protocol::BotLevel;
use super::saved::{SaveProblem, SAVE_VERSION};
use super::setup::{Seat, SeatKind, Speed, SEAT_NAMES, DEFAULT_NAME, SPARE_NAMES};
use crate::rules::{Action, Building, Decision, DrawReason, Edition, GameState, Good, Happening, Kind, Role, CITY_LIMIT};

/// The buildings whose function the 2nd edition changes (gold mine, guild hall, crane):
/// their texts for it are `card-<building>-second`, attributes `.short` and `.full`.
pub const SECOND_EDITION_TEXTS: [Building; 3] = [Building::GoldMine, Building::GuildHall, Building::Crane];

/// The message holding building `b`'s function texts under `edition`.
pub fn card_text_id(b: Building, edition: Edition) -> String {
    if edition == Edition::Second && SECOND_EDITION_TEXTS.contains(&b) {
        format!("{}-second", card_id(b))
    } else {
        card_id(b)
    }
}

/// A card's function in a few words, for the card face, under `edition`'s rules.
pub fn card_short(tr: &Texts, b: Building, edition: Edition) -> String {
    tr.attr(&card_text_id(b, edition), "short", &[])
}

/// A card's function in full, for the tooltip and the card details, under `edition`'s rules.
pub fn card_full(tr: &Texts, b: Building, edition: Edition) -> String {
    tr.attr(&card_text_id(b, edition), "full", &[])
}

/// What a card says to a screen reader after its name (the card's visible label, which
/// starts what is said): cost, VP, kind and function in a few words, then whether a good
/// lies on it, whether it was just drawn (`fresh`, a hand card) or just built by another
/// player (`built`, a city's), and what clicking it does (`verb`; without one, a click
/// shows its details).
pub fn card_said(tr: &Texts, b: Building, edition: Edition, has_good: bool, fresh: bool, built: bool, verb: Option<&str>) -> String {
    let mut said = tr.f("card-said", &[
        ("cost", num(b.cost())),
        ("vp", num(b.vp())),
        ("kind", text(kind_label(tr, b))),
        ("text", text(card_short(tr, b, edition))),
    ]);
    let mut more = |s: String| {
        said.push(' ');
        said.push_str(&s);
    };
    if has_good {
        more(tr.t("card-holds-good"));
    }
    if fresh {
        more(tr.t("card-new-said"));
    }
    if built {
        more(tr.t("card-built-said"));
    }
    match verb {
        Some(v) => more(format!("{v}.")),
        None => more(tr.t("card-shows-details")),
    }
    said
}

/// What a role placard says of who took it this round: nobody yet, who took it, or who
/// chose the phase being played (`library`: doubling its privilege). `taker` is the
/// seat; `you` says it in the second person (the person's own seat).
pub fn placard_status(tr: &Texts, names: &Names, taker: Option<u8>, you: bool, in_play: bool, library: bool) -> String {
    let Some(p) = taker else { return tr.t("placard-not-taken") };
    let args = names.args(p, you);
    match (in_play, library) {
        (true, true) => tr.f("placard-in-play-library", &args),
        (true, false) => tr.f("placard-in-play", &args),
        (false, _) => tr.f("placard-taken", &args),
    }
}

/// The top bar's line: the round and who is governor (`you`: the person's own seat).
pub fn round_line(tr: &Texts, names: &Names, round: u16, governor: u8, you: bool) -> String {
    let mut args = names.args(governor, you).to_vec();
    args.push(("round", num(round)));
    tr.f("top-round", &args)
}

/// The kind of a card in words ("Production · coffee", "Violet", "Monument", "Violet · 6-cost").
pub fn kind_label(tr: &Texts, b: Building) -> String {
    match b.kind() {
        Kind::Production(g) => tr.f("kind-production", &[("good", text(tr.good(g)))]),
        Kind::Violet => tr.t("kind-violet"),
        Kind::Monument => tr.t("kind-monument"),
        Kind::SixCost => tr.t("kind-six"),
        Kind::Event => tr.t("kind-event"),
    }
}

/// CSS class of a card's kind colour.
pub fn kind_class(b: Building) -> &'static str {
    match b.kind() {
        Kind::Production(Good::Indigo) => "k-indigo",
        Kind::Production(Good::Sugar) => "k-sugar",
        Kind::Production(Good::Tobacco) => "k-tobacco",
        Kind::Production(Good::Coffee) => "k-coffee",
        Kind::Production(Good::Silver) => "k-silver",
        Kind::Violet => "k-violet",
        Kind::Monument => "k-monument",
        Kind::SixCost => "k-six",
        Kind::Event => "k-event",
    }
}

/// Stable lower-case key of a building ("silver_smelter"), for data attributes.
pub fn building_key(b: Building) -> String {
    b.name().to_lowercase().replace(' ', "_").replace('\'', "")
}

/// What every player does when the role is chosen, in a few words.
pub fn role_action(tr: &Texts, r: Role) -> String {
    tr.attr(&role_id(r), "action", &[])
}

/// The chooser's privilege, in a few words.
pub fn role_privilege(tr: &Texts, r: Role) -> String {
    tr.attr(&role_id(r), "privilege", &[])
}

/// What the role's action is, in a sentence (How to play).
pub fn role_help(tr: &Texts, r: Role) -> String {
    tr.attr(&role_id(r), "help", &[])
}

/// A bot level's name ("Hard").
pub fn level_label(tr: &Texts, level: BotLevel) -> String {
    match level {
        BotLevel::Easy => tr.t("level-easy"),
        BotLevel::Medium => tr.t("level-medium"),
        BotLevel::Hard => tr.t("level-hard"),
    }
}

/// A bot pace's name ("Instant").
pub fn speed_label(tr: &Texts, speed: Speed) -> String {
    match speed {
        Speed::Instant => tr.t("speed-instant"),
        Speed::Normal => tr.t("speed-normal"),
        Speed::Slow => tr.t("speed-slow"),
    }
}

/// A number with one decimal, as the language writes it ("12.5", "12,5").
pub fn decimal(tr: &Texts, x: f64) -> String {
    let s = format!("{x:.1}");
    match tr.lang() {
        super::i18n::Lang::Ru | super::i18n::Lang::Uk | super::i18n::Lang::Cs => s.replace('.', ","),
        super::i18n::Lang::En | super::i18n::Lang::ZhHant => s,
    }
}

/// The name a seat shows: the person's own name, or the word for "you" when it was left
/// empty; the bots' names as the language writes them. Stored names never change (saves
/// and records stay language-free); only what is shown does.
pub fn seat_name(tr: &Texts, seat: &Seat) -> String {
    if seat.kind == SeatKind::Human {
        return if seat.name == DEFAULT_NAME { tr.t("you-name") } else { seat.name.clone() };
    }
    match seat.name.as_str() {
        n if n == SEAT_NAMES[0] => tr.t("name-bruno"),
        n if n == SEAT_NAMES[1] => tr.t("name-carmen"),
        n if n == SEAT_NAMES[2] => tr.t("name-diego"),
        n if n == SEAT_NAMES[3] => tr.t("name-hugo"),
        n if n == SEAT_NAMES[4] => tr.t("name-ines"),
        n if n == SEAT_NAMES[5] => tr.t("name-jorge"),
        n if n == SEAT_NAMES[6] => tr.t("name-lucia"),
        n if n == SPARE_NAMES[0] => tr.t("name-elena"),
        n if n == SPARE_NAMES[1] => tr.t("name-felipe"),
        n if n == SPARE_NAMES[2] => tr.t("name-gloria"),
        other => other.to_string(),
    }
}

/// The seats' names as shown, and which of them is "you" (the person who left the name
/// empty: messages say that seat in the second person, `$you`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    shown: Vec<String>,
    you: Vec<bool>,
}

impl Names {
    /// The names of `seats` in `tr`'s language.
    pub fn new(tr: &Texts, seats: &[Seat]) -> Names {
        Names {
            shown: seats.iter().map(|s| seat_name(tr, s)).collect(),
            you: seats.iter().map(|s| s.kind == SeatKind::Human && s.name == DEFAULT_NAME).collect(),
        }
    }

    /// Seat `p`'s name as shown ("?" for a seat the game does not have).
    pub fn name(&self, p: u8) -> &str {
        self.shown.get(p as usize).map_or("?", String::as_str)
    }

    /// Every name, in seat order.
    pub fn all(&self) -> &[String] {
        &self.shown
    }

    /// Seat `p` is shown as "you".
    pub fn is_you(&self, p: u8) -> bool {
        self.you.get(p as usize).copied().unwrap_or(false)
    }

    /// The `$name` and `$you` arguments of seat `p`; `you` forces the second person (the
    /// person's own hand, city...).
    pub fn args(&self, p: u8, you: bool) -> [(&'static str, Arg<'_>); 2] {
        let you = you || self.is_you(p);
        [("name", text(self.name(p))), ("you", text(if you { "yes" } else { "no" }))]
    }
}

/// "A and B", "A and B and C" in the language.
pub fn and_list(tr: &Texts, names: &[&str]) -> String {
    let mut it = names.iter();
    let first = it.next().map_or(String::new(), |s| s.to_string());
    it.fold(first, |acc, s| tr.f("list-and", &[("first", text(acc)), ("second", text(*s))]))
}

/// Trading-house prices in words: "indigo 1, sugar 1, tobacco 2, coffee 2, silver 3".
pub fn tile_words(tr: &Texts, tile: &[u8; 5]) -> String {
    let sep = tr.t("prices-separator");
    Good::ALL
        .iter()
        .map(|g| tr.f("prices", &[("good", text(tr.good(*g))), ("price", num(tile[*g as usize]))]))
        .collect::<Vec<_>>()
        .join(&sep)
}

/// The log entry for a happening the human's seat may see, or `None` for happenings that
/// add nothing a person needs (the sale's draw, already in "sold for N cards"). `after`
/// is the state right after the action that caused it.
pub fn log_entry(ev: &Happening, after: &GameState) -> Option<LogEntry> {
    let (kind, detail) = match *ev {
        Happening::TileReturned | Happening::Drew { reason: DrawReason::Sale, .. } => return None,
        Happening::GameStarted { .. } | Happening::RoundStarted { .. } => (LogKind::Round, LogDetail::None),
        Happening::RoleChosen { .. } | Happening::EventSetOff { .. } | Happening::VisitedRole { .. } => {
            (LogKind::Role, LogDetail::None)
        }
        Happening::Councilled { player, discarded, .. } if discarded > 0 && after.player(player).owns(Building::Archive) => {
            (LogKind::Plain, LogDetail::Archive)
        }
        Happening::GameEnded => {
            let who = (0..after.players()).filter(|&p| after.player(p).building_count() >= CITY_LIMIT).collect();
            (LogKind::End, LogDetail::Finishers(who))
        }
        _ => (LogKind::Plain, LogDetail::None),
    };
    Some(LogEntry { round: after.table().round, kind, happening: *ev, detail })
}

/// The key a message selects on for a role ("gold-digger").
fn role_key(r: Role) -> String {
    r.name().replace(' ', "-")
}

/// A log entry in words, in `tr`'s language; `human` is the seat whose log it is.
pub fn log_line(tr: &Texts, entry: &LogEntry, names: &Names, human: u8) -> String {
    let who = |p: u8| names.args(p, false);
    let with = |p: u8, more: &[(&'static str, Arg<'static>)]| {
        let mut args: Vec<(&str, Arg)> = who(p).to_vec();
        args.extend(more.iter().cloned());
        args
    };
    match entry.happening {
        Happening::GameStarted { governor } => {
            tr.f("log-game-started", &with(governor, &[("players", num(names.all().len() as u32))]))
        }
        Happening::StartingHandKept { player, discarded } => tr.f("log-starting-hand", &with(player, &[("count", num(discarded))])),
        Happening::RoundStarted { round, governor } => tr.f("log-round", &with(governor, &[("round", num(round))])),
        Happening::RoleChosen { player, role, library } => {
            let args = with(player, &[("role", text(tr.role(role)))]);
            if library { tr.f("log-role-library", &args) } else { tr.f("log-role", &args) }
        }
        Happening::Passed { player, role } => tr.f("log-passed", &with(player, &[("role", text(role_key(role)))])),
        Happening::Built { player, building, over, cards, goods } => {
            let mut args = with(player, &[("building", text(tr.card(building))), ("count", num(cards)), ("goods", num(goods))]);
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
        Happening::GoodLost { player, good } => tr.f("log-good-lost", &with(player, &[("good", text(tr.good(good)))])),
        Happening::Produced { player, good } => tr.f("log-produced", &with(player, &[("good", text(tr.good(good)))])),
        Happening::TileRevealed { tile } => tr.f("log-tile", &[("prices", text(tile_words(tr, &tile)))]),
        Happening::TileReturned => String::new(),
        Happening::Sold { player, good, price } => {
            tr.f("log-sold", &with(player, &[("good", text(tr.good(good))), ("count", num(price))]))
        }
        Happening::Drew { player, cards, reason } => {
            let reason = match reason {
                DrawReason::Sale | DrawReason::Prospector => "prospector",
                DrawReason::MarketStand => "market-stand",
                DrawReason::MarketHall => "market-hall",
                DrawReason::Well => "well",
                DrawReason::Carpenter => "carpenter",
                DrawReason::PoorHouse => "poor-house",
                DrawReason::Hut => "hut",
                DrawReason::Tavern => "tavern",
                DrawReason::DebtRelief => return tr.f("log-debt-relief", &with(player, &[("count", num(cards))])),
                DrawReason::GoldDigger => return tr.f("log-gold-digger", &with(player, &[("count", num(cards))])),
            };
            tr.f("log-drew", &with(player, &[("count", num(cards)), ("reason", text(reason))]))
        }
        Happening::Councilled { player, drew, kept, discarded } => {
            let args = with(player, &[("count", num(drew)), ("kept", num(kept)), ("discarded", num(discarded))]);
            if entry.detail == LogDetail::Archive { tr.f("log-councilled-archive", &args) } else { tr.f("log-councilled", &args) }
        }
        Happening::GoldMineRevealed { player, cards } => {
            let list: Vec<String> = cards
                .iter()
                .flatten()
                .map(|b| tr.f("log-gold-mine-card", &[("building", text(tr.card(*b))), ("cost", num(b.cost()))]))
                .collect();
            tr.f("log-gold-mine", &with(player, &[("cards", text(list.join(&tr.t("prices-separator"))))]))
        }
        Happening::GoldMineResult { player, card } => match card {
            Some(b) => tr.f("log-gold-mine-kept", &with(player, &[("building", text(tr.card(b)))])),
            None => tr.f("log-gold-mine-nothing", &who(player)),
        },
        Happening::Tucked { player } => {
            if player == human { tr.f("log-tucked-own", &who(player)) } else { tr.f("log-tucked", &who(player)) }
        }
        Happening::HandLimitDiscarded { player, cards } => tr.f("log-hand-limit", &with(player, &[("count", num(cards))])),
        Happening::OfficeExchanged { player, cards } => tr.f("log-office", &with(player, &[("count", num(cards))])),
        Happening::BankTucked { player, cards } => {
            let args = with(player, &[("count", num(cards))]);
            if player == human { tr.f("log-bank-own", &args) } else { tr.f("log-bank", &args) }
        }
        Happening::CustomsGoodPlaced { player } => tr.f("log-customs-good", &who(player)),
        Happening::SoldCustomsGood { player, price } => tr.f("log-sold-customs", &with(player, &[("count", num(price))])),
        Happening::HarborTookGood { player } => {
            if player == human { tr.f("log-harbor-own", &who(player)) } else { tr.f("log-harbor", &who(player)) }
        }
        Happening::GoldsmithRevealed { player, card, kept } => {
            let args = with(player, &[("building", text(tr.card(card)))]);
            if kept { tr.f("log-goldsmith-kept", &args) } else { tr.f("log-goldsmith-discarded", &args) }
        }
        Happening::EventTurnedUp { event, .. } => tr.f("log-event-turned-up", &[("event", text(tr.card(event)))]),
        Happening::EventSetOff { player, event } => tr.f("log-event-set-off", &with(player, &[("event", text(tr.card(event)))])),
        Happening::VisitedRole { player, role } => tr.f("log-visited-role", &with(player, &[("role", text(tr.role(role)))])),
        Happening::BuildingDiscarded { player, building, cards } => {
            tr.f("log-building-discarded", &with(player, &[("building", text(tr.card(building))), ("count", num(cards))]))
        }
        Happening::TaxPaid { player } => tr.f("log-tax-paid", &who(player)),
        Happening::ExplorerRevealed { player, cards } => tr.f("log-explorer-revealed", &with(player, &[("count", num(cards))])),
        Happening::ExplorerTook { player, card } => tr.f("log-explorer-took", &with(player, &[("building", text(tr.card(card)))])),
        Happening::CaptainNamed { player, good } => tr.f("log-captain-named", &with(player, &[("good", text(tr.good(good)))])),
        Happening::Shipped { player, good, goods } => {
            tr.f("log-shipped", &with(player, &[("good", text(tr.good(good))), ("count", num(goods))]))
        }
        Happening::ViceroyNext { player } => tr.f("log-viceroy", &who(player)),
        Happening::AmnestyExchanged { player, cards } => tr.f("log-amnesty", &with(player, &[("count", num(cards))])),
        Happening::ConstructionPassed { player } => tr.f("log-construction-passed", &who(player)),
        Happening::SupplyReshuffled { cards } => tr.f("log-reshuffled", &[("count", num(cards))]),
        Happening::DrawSkipped { player } => tr.f("log-draw-skipped", &who(player)),
        Happening::GameEnded => {
            let finishers = match &entry.detail {
                LogDetail::Finishers(f) => f.iter().map(|&p| names.name(p)).collect(),
                _ => Vec::new(),
            };
            tr.f("log-game-ended", &[("names", text(and_list(tr, &finishers)))])
        }
    }
}

/// The verb on a card that builds: what it costs after every discount.
pub fn build_verb(tr: &Texts, over: bool, cost: Option<u8>) -> String {
    match (over, cost) {
        (false, Some(0)) => tr.t("verb-build-free"),
        (false, Some(c)) => tr.f("verb-build-for", &[("cost", num(c))]),
        (false, None) => tr.t("verb-build"),
        (true, Some(0)) => tr.t("verb-build-over-free"),
        (true, Some(c)) => tr.f("verb-build-over-for", &[("cost", num(c))]),
        (true, None) => tr.t("verb-build-over"),
    }
}

/// What the player to move is asked, said to that player (`you` true) or about him.
pub fn decision_line(tr: &Texts, d: Decision, you: bool) -> String {
    match d {
        Decision::StartingHand { remaining } => tr.f("decision-starting-hand", &[("count", num(remaining))]),
        Decision::ChooseRole => tr.t("decision-role"),
        Decision::Build { discount } => {
            let args = [("discount", num(discount))];
            if you { tr.f("decision-build-yours", &args) } else { tr.f("decision-build-other", &args) }
        }
        Decision::Pay { building, remaining, goods_allowed, .. } => {
            let args = [("building", text(tr.card(building))), ("count", num(remaining)), ("goods", num(goods_allowed))];
            if goods_allowed > 0 { tr.f("decision-pay-goods", &args) } else { tr.f("decision-pay", &args) }
        }
        Decision::Produce { remaining } => {
            if you { tr.f("decision-produce-yours", &[("count", num(remaining))]) } else { tr.t("decision-produce-other") }
        }
        Decision::Sell { remaining, .. } => {
            if you { tr.f("decision-sell-yours", &[("count", num(remaining))]) } else { tr.t("decision-sell-other") }
        }
        Decision::Keep { remaining } => tr.f("decision-keep", &[("count", num(remaining))]),
        Decision::CouncillorDiscard { remaining } => tr.f("decision-councillor-discard", &[("count", num(remaining))]),
        Decision::GoldMine => tr.t("decision-gold-mine"),
        Decision::Office { discarded } => {
            if you { tr.f("decision-office-yours", &[("count", num(2 - discarded.min(2)))]) } else { tr.t("decision-office-other") }
        }
        Decision::Bank { tucked } => match (you, tucked) {
            (true, 0) => tr.t("decision-bank-yours"),
            (true, _) => tr.t("decision-bank-more"),
            (false, _) => tr.t("decision-bank-other"),
        },
        Decision::Chapel => {
            if you { tr.t("decision-chapel-yours") } else { tr.t("decision-chapel-other") }
        }
        Decision::HandLimit { remaining } => tr.f("decision-hand-limit", &[("count", num(remaining))]),
        Decision::VisitRole => tr.t("decision-visit-role"),
        Decision::Earthquake => {
            if you { tr.t("decision-earthquake-yours") } else { tr.t("decision-earthquake-other") }
        }
        Decision::Taxes => {
            if you { tr.t("decision-taxes-yours") } else { tr.t("decision-taxes-other") }
        }
        Decision::Amnesty { .. } => {
            if you { tr.t("decision-amnesty-yours") } else { tr.t("decision-amnesty-other") }
        }
        Decision::Construction => {
            if you { tr.t("decision-construction-yours") } else { tr.t("decision-construction-other") }
        }
        Decision::Explorer { remaining } => {
            if you { tr.f("decision-explorer-yours", &[("count", num(remaining))]) } else { tr.t("decision-explorer-other") }
        }
        Decision::Captain => {
            if you { tr.t("decision-captain-yours") } else { tr.t("decision-captain-other") }
        }
        Decision::ShipOne { .. } => {
            if you { tr.t("decision-ship-one-yours") } else { tr.t("decision-ship-one-other") }
        }
        Decision::Ship { good } => {
            let args = [("good", text(tr.good(good)))];
            if you { tr.f("decision-ship-yours", &args) } else { tr.f("decision-ship-other", &args) }
        }
        Decision::GameOver => tr.t("turn-over"),
    }
}

/// The label of the "decline" button for a decision.
pub fn pass_label(tr: &Texts, d: Decision) -> String {
    match d {
        Decision::Build { .. } | Decision::Construction => tr.t("pass-build"),
        Decision::Amnesty { discarded: 0 } => tr.t("pass-amnesty"),
        Decision::ShipOne { .. } | Decision::Ship { .. } => tr.t("pass-ship"),
        Decision::Amnesty { .. } => tr.t("pass-stop"),
        Decision::Produce { .. } => tr.t("pass-produce"),
        Decision::Sell { .. } => tr.t("pass-sell"),
        Decision::Chapel => tr.t("pass-chapel"),
        Decision::Bank { tucked: 0 } => tr.t("pass-bank"),
        Decision::Bank { .. } | Decision::Office { .. } => tr.t("pass-stop"),
        _ => tr.t("pass"),
    }
}

/// What an action does, in words ("Choose the Builder", "Build the Guild hall over the
/// Well"), for a hint: `decision` is the one it answers, `city` the person's own
/// buildings (a crane's or an earthquake's slot is said by the building on it).
pub fn action_words(tr: &Texts, action: Action, decision: Decision, city: &[Building]) -> String {
    let card = |b: Building| [("building", text(tr.card(b)))];
    let good = |g: Good| [("good", text(tr.good(g)))];
    let at = |slot: u8| city.get(usize::from(slot)).map(|b| tr.card(*b)).unwrap_or_default();
    match action {
        Action::ChooseRole { role, .. } if decision == Decision::VisitRole => {
            tr.f("hint-do-visit", &[("role", text(tr.role(role)))])
        }
        Action::ChooseRole { role, library: false } => tr.f("hint-do-role", &[("role", text(tr.role(role)))]),
        Action::ChooseRole { role, library: true } => tr.f("hint-do-role-library", &[("role", text(tr.role(role)))]),
        Action::Build { building, over: None } => tr.f("hint-do-build", &card(building)),
        Action::Build { building, over: Some(slot) } => {
            tr.f("hint-do-build-over", &[("building", text(tr.card(building))), ("over", text(at(slot)))])
        }
        Action::PayCard(b) => tr.f("hint-do-pay", &card(b)),
        Action::PayGood(g) => tr.f("hint-do-pay-good", &good(g)),
        Action::PayCustomsGood => tr.t("prompt-pay-customs"),
        Action::Produce(g) => tr.f("hint-do-produce", &good(g)),
        Action::Sell(g) => tr.f("hint-do-sell", &good(g)),
        Action::SellCustomsGood => tr.t("hint-do-sell-customs"),
        Action::Keep(b) => tr.f("hint-do-keep", &card(b)),
        Action::Discard(b) => tr.f("hint-do-discard", &card(b)),
        Action::Tuck(b) if matches!(decision, Decision::Bank { .. }) => tr.f("hint-do-tuck-bank", &card(b)),
        Action::Tuck(b) => tr.f("hint-do-tuck-chapel", &card(b)),
        Action::SetOff(e) => tr.f("hint-do-set-off", &[("event", text(tr.card(e)))]),
        Action::DiscardBuilding(slot) => tr.f("hint-do-discard-building", &[("building", text(at(slot)))]),
        Action::Ship(g) => tr.f("hint-do-ship", &good(g)),
        Action::Pass => pass_label(tr, decision),
    }
}

/// A hint in words: that the bot is thinking, or which bot chose what, and, when it has
/// one, what it can honestly say why (the share of its simulated games the person won
/// after that action, or that it did not search). `decision` and `city` as for
/// [`action_words`]; `only_choice` when nothing else is legal.
pub fn hint_text(tr: &Texts, hint: &Hint, decision: Decision, city: &[Building], only_choice: bool) -> (String, Option<String>) {
    let s = match &hint.state {
        HintState::Thinking => return (tr.t("hint-thinking"), None),
        HintState::Nothing => return (tr.t("hint-nothing"), None),
        HintState::Ready(s) => s,
    };
    let action = [("action", text(action_words(tr, s.action, decision, city)))];
    let line = match s.by {
        BotLevel::Hard => tr.f("hint-hard", &action),
        BotLevel::Easy | BotLevel::Medium => tr.f("hint-medium", &action),
    };
    let why = match s.search {
        Some(found) => {
            let percent = (f64::from(found.won.clamp(0.0, 1.0)) * 100.0).round();
            tr.f("hint-searched", &[("games", num(found.visits)), ("percent", num(percent))])
        }
        None if only_choice => tr.t("hint-only-choice"),
        None => tr.t("hint-rule"),
    };
    (line, Some(why))
}

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
        Notice::LangFailed { lang, detail } => {
            tr.f("notice-lang-failed", &[("lang", text(lang.native_name())), ("detail", text(detail.clone()))])
        }
    }
}

/// Why a save cannot be used, in words (the engine's details as they are).
pub fn save_problem_text(tr: &Texts, p: &SaveProblem) -> String {
    match p {
        SaveProblem::NotJson(d) => tr.f("save-not-json", &[("detail", text(d.as_str()))]),
        SaveProblem::NotOurs => tr.t("save-not-ours"),
        SaveProblem::OtherVersion(v) => {
            tr.f("save-other-version", &[("found", num(*v as f64)), ("wanted", num(SAVE_VERSION))])
        }
        SaveProblem::NoVersion => tr.t("save-no-version"),
        SaveProblem::Damaged(d) | SaveProblem::DoesNotResume(d) => tr.f("save-damaged", &[("detail", text(d.as_str()))]),
    }
}

/// A stable key for an action, for the `data-choice` attribute of the control that
/// takes it ("role:trader", "role:trader:library", "build:crane:over:2", "pay:smithy",
/// "pay-good:sugar", "produce:coffee", "sell:silver", "keep:well", "discard:hero",
/// "tuck:statue", "set-off:earthquake", "discard-building:3", "pass").
pub fn choice_key(a: Action) -> String {
    match a {
        Action::ChooseRole { role, library } => {
            format!("role:{}{}", role.name(), if library { ":library" } else { "" })
        }
        Action::Build { building, over: None } => format!("build:{}", building_key(building)),
        Action::Build { building, over: Some(slot) } => format!("build:{}:over:{slot}", building_key(building)),
        Action::PayCard(b) => format!("pay:{}", building_key(b)),
        Action::PayGood(g) => format!("pay-good:{}", g.name()),
        Action::PayCustomsGood => "pay-good:customs".to_string(),
        Action::SellCustomsGood => "sell:customs".to_string(),
        Action::Produce(g) => format!("produce:{}", g.name()),
        Action::Sell(g) => format!("sell:{}", g.name()),
        Action::Keep(b) => format!("keep:{}", building_key(b)),
        Action::Discard(b) => format!("discard:{}", building_key(b)),
        Action::Tuck(b) => format!("tuck:{}", building_key(b)),
        Action::SetOff(e) => format!("set-off:{}", building_key(e)),
        Action::DiscardBuilding(slot) => format!("discard-building:{slot}"),
        Action::Ship(g) => format!("ship:{}", g.name()),
        Action::Pass => "pass".to_string(),
    }
}
