//! Everything the table says in words: card and role texts (written for this project,
//! in our own words), log lines built from the engine's happenings, and the one line that
//! says what is being decided. Read-only helpers over the engine's public API.
//!
//! Pure string formatting (no web dependency; the CSS class names are just strings), so
//! the game model writes its log with it and native tests can read the words.

use super::log::LogKind;
use crate::rules::{Action, Building, Decision, DrawReason, Happening, GameState, Good, Kind, Role, CITY_LIMIT};

/// A card's function in a few words, for the card face.
pub fn card_short(b: Building) -> &'static str {
    use Building::*;
    match b {
        IndigoPlant => "Produces indigo (sells for 1).",
        SugarMill => "Produces sugar (sells for 1–2).",
        TobaccoStorage => "Produces tobacco (sells for 1–2).",
        CoffeeRoaster => "Produces coffee (sells for 2–3).",
        SilverSmelter => "Produces silver (sells for 2–3).",
        Smithy => "Production buildings cost you 1 less.",
        GoldMine => "Prospector: 4 cards, all costs differ? Keep one.",
        Archive => "Councillor: drawn cards join your hand first.",
        PoorHouse => "After you build: 0–1 cards left? Draw 1.",
        BlackMarket => "Pay up to 2 of a cost with goods.",
        TradingPost => "Trader: sell 1 more good.",
        Well => "Produce 2 or more goods: draw 1.",
        MarketStand => "Sell 2 or more goods: draw 1.",
        Crane => "Build over one of your buildings.",
        Chapel => "Each round, tuck a card under it: 1 VP each.",
        Tower => "Your hand limit is 12.",
        Aqueduct => "Producer: produce 1 more good.",
        Carpenter => "Build a violet building: draw 1.",
        Prefecture => "Councillor: keep 2 cards.",
        MarketHall => "Sell at least 1 good: draw 1 more.",
        Quarry => "Violet buildings cost you 1 less.",
        Library => "Your role's privilege counts twice.",
        Statue | VictoryColumn | Hero => "Monument: victory points only.",
        GuildHall => "End: 2 VP per production building.",
        CityHall => "End: 1 VP per violet building.",
        TriumphalArch => "End: 4 / 6 / 8 VP for 1 / 2 / 3 monuments.",
        Palace => "End: 1 more VP for every 4 VP.",
        GuardRoom => "Your hand limit is 7; without one it is 6.",
        OfficeBuilding => "Round start: swap 1–2 hand cards for new ones.",
        Hut => "Trader phase with no sale at all: draw 1.",
        Tavern => "After a builder phase: fewest buildings? Draw 1.",
        Park => "Build over it with the crane: 6 off.",
        CustomsOffice => "Councillor: a good lands here; it sells for 2.",
        Bank => "Once, at round start: tuck any cards, 1 VP each.",
        Harbor => "Each trader phase you sell: 1 good under it, 1 VP.",
        Goldsmith => "Prospector: turn a card; nobody has it built? Take it.",
        Residence => "End: 4 / 3 / 2 / 1 VP per set of 3 buildings of one cost.",
        Cathedral => "End: 4 / 7 / 9 / 10 VP for opponents' 6-cost buildings.",
    }
}

/// A card's function in full, for the tooltip and the card details.
pub fn card_full(b: Building) -> &'static str {
    use Building::*;
    match b {
        IndigoPlant => "A production building. In the producer phase a card from the supply may go face down on it as an indigo good, which a trader phase turns into 1 card.",
        SugarMill => "A production building. It holds one sugar good at a time; sugar fetches 1 or 2 cards, depending on the trading-house tile.",
        TobaccoStorage => "A production building. It holds one tobacco good at a time; tobacco fetches 1 or 2 cards, depending on the trading-house tile.",
        CoffeeRoaster => "A production building. It holds one coffee good at a time; coffee fetches 2 or 3 cards, depending on the trading-house tile.",
        SilverSmelter => "A production building. It holds one silver good at a time; silver fetches 2 or 3 cards, depending on the trading-house tile.",
        Smithy => "Whenever you build a production building, it costs you one card less (never below nothing).",
        GoldMine => "Whoever chooses the prospector, you turn over the top four cards of the supply. If their costs are all different, you take one of them into your hand; the others go to the discard stack.",
        Archive => "In the councillor phase the cards you draw go into your hand first; then you discard as many cards as you would have thrown away, chosen from your whole hand.",
        PoorHouse => "After you build in a builder phase, if you hold at most one card, draw one card.",
        BlackMarket => "When you build, you may pay up to two cards of the cost with goods from your production buildings instead (they go to the discard stack unseen).",
        TradingPost => "In the trader phase you may sell one good more than you otherwise could.",
        Well => "In a producer phase in which you produce at least two goods, draw one card.",
        MarketStand => "In a trader phase in which you sell at least two goods, draw one card.",
        Crane => "You may build a new building on top of one of your own (not the crane itself, not the same building). You pay only the difference in cost; the covered building leaves play and its good is discarded.",
        Chapel => "At the start of each round you may slip one card from your hand face down under the chapel. Each card there is worth 1 VP at the end; opponents do not see how many there are.",
        Tower => "At the start of each round you may keep up to twelve cards in hand instead of seven.",
        Aqueduct => "In the producer phase you may produce one more good than you otherwise could.",
        Carpenter => "Each time you build a violet building (after the carpenter itself), draw one card.",
        Prefecture => "In the councillor phase you keep two of the drawn cards instead of one.",
        MarketHall => "In a trader phase in which you sell at least one good, draw one extra card (one in all, not one per good).",
        Quarry => "Whenever you build a violet building, it costs you one card less (never below nothing).",
        Library => "The privilege of the role you choose counts twice: a builder saves 2 cards, a producer or trader gets 2 extra goods, a councillor draws 8, a prospector draws 2. With two players, once per round.",
        Statue => "A monument: no function, but 3 victory points.",
        VictoryColumn => "A monument: no function, but 4 victory points.",
        Hero => "A monument: no function, but 5 victory points.",
        GuildHall => "At the end of the game: 2 VP for each production building in your city.",
        CityHall => "At the end of the game: 1 VP for each violet building in your city, the city hall included.",
        TriumphalArch => "At the end of the game: 4 VP for one monument in your city (statue, victory column, hero), 6 VP for two, 8 VP for all three.",
        Palace => "At the end of the game, counted last: 1 extra VP for every full 4 VP you score otherwise.",
        GuardRoom => "At the start of each round you may keep up to seven cards in hand; in a game with the New Buildings, players without a guard room keep only six (a tower still allows twelve).",
        OfficeBuilding => "At the start of each round, before the chapel, you may discard one or two cards from your hand and draw as many new ones.",
        Hut => "If a trader phase ends without anybody selling a single good, draw one card.",
        Tavern => "At the end of every builder phase after the one in which you built it, draw one card if nobody has fewer buildings than you and somebody has more.",
        Park => "No function of its own, but a building put over it with the crane costs six cards less instead of three.",
        CustomsOffice => "In every councillor phase, if it is empty, the top card of the supply goes face down on it as a good. Selling that good counts as one of your sales and always brings two cards, whatever the tile says; it is a good for every other building too.",
        Bank => "Once in the game, at the start of a round (when chapels are used), you may slip any number of cards from your hand under the bank. Each is worth 1 VP at the end; opponents do not see how many there are.",
        Harbor => "In each trader phase in which you sell, one of the goods you sell goes face down under the harbor instead of to the discard stack: 1 VP each at the end.",
        Goldsmith => "In every prospector phase you turn over the top card of the supply. If nobody, you included, has that building in his city, you take it into your hand; otherwise it is discarded.",
        Residence => "At the end of the game: for each set of three different buildings of the same cost in your city, 4 VP for the first set, 3 for the second, 2 for the third, 1 for the fourth. Two copies of a production building may be in two sets, never in one.",
        Cathedral => "Lies beside the roles, one in the game. Any player may build it as his build of a builder phase (cost 7, a violet building). At the end: 4, 7, 9 or 10 VP for 1, 2, 3 or 4 and more 6-cost buildings in the other players' cities.",
    }
}

/// The kind of a card in words ("Production (coffee)", "Violet", "Monument", "Six-cost").
pub fn kind_label(b: Building) -> String {
    match b.kind() {
        Kind::Production(g) => format!("Production · {}", good_name(g)),
        Kind::Violet => "Violet".to_string(),
        Kind::Monument => "Monument".to_string(),
        Kind::SixCost => "Violet · 6-cost".to_string(),
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
    }
}

/// Stable lower-case key of a building ("silver_smelter"), for data attributes.
pub fn building_key(b: Building) -> String {
    b.name().to_lowercase().replace(' ', "_")
}

/// Lower-case name of a good.
pub fn good_name(g: Good) -> &'static str {
    g.name()
}

/// Capitalized role name ("Councillor").
pub fn role_name(r: Role) -> &'static str {
    match r {
        Role::Builder => "Builder",
        Role::Producer => "Producer",
        Role::Trader => "Trader",
        Role::Councillor => "Councillor",
        Role::Prospector => "Prospector",
        Role::GoldDigger => "Gold digger",
        Role::Explorer => "Explorer",
        Role::Captain => "Captain",
        Role::Viceroy => "Viceroy",
    }
}

/// What every player does when the role is chosen, in a few words.
pub fn role_action(r: Role) -> &'static str {
    match r {
        Role::Builder => "All may build one building",
        Role::Producer => "All may produce one good",
        Role::Trader => "All may sell one good",
        Role::Councillor => "All draw 2, keep 1",
        Role::Prospector => "Nothing for the others",
        Role::GoldDigger => "Nothing for the others",
        Role::Explorer => "Cards turned up, each takes one",
        Role::Captain => "All may ship goods of one kind",
        Role::Viceroy => "Nothing for the others",
    }
}

/// The chooser's privilege, in a few words.
pub fn role_privilege(r: Role) -> &'static str {
    match r {
        Role::Builder => "Chooser pays 1 card less",
        Role::Producer => "Chooser produces 1 more",
        Role::Trader => "Chooser sells 1 more",
        Role::Councillor => "Chooser draws 5",
        Role::Prospector => "Chooser draws 1 card",
        Role::GoldDigger => "Chooser draws 1 card",
        Role::Explorer => "Chooser picks first",
        Role::Captain => "Chooser ships one more kind",
        Role::Viceroy => "Chooser starts next round",
    }
}

/// "1 card" / "3 cards".
pub fn cards(n: impl Into<u32>) -> String {
    match n.into() {
        1 => "1 card".to_string(),
        n => format!("{n} cards"),
    }
}

fn a_or_an(word: &str) -> &'static str {
    if word.chars().next().is_some_and(|c| "AEIOUaeiou".contains(c)) { "an" } else { "a" }
}

fn name(names: &[String], p: u8) -> &str {
    names.get(p as usize).map_or("Someone", String::as_str)
}

/// "Bruno's", and "Your" for a player called "You".
pub fn possessive(name: &str) -> String {
    if name == "You" { "Your".to_string() } else { format!("{name}'s") }
}

/// Trading-house prices in words: "indigo 1, sugar 1, tobacco 2, coffee 2, silver 3".
pub fn tile_words(tile: &[u8; 5]) -> String {
    Good::ALL.iter().map(|g| format!("{} {}", good_name(*g), tile[*g as usize])).collect::<Vec<_>>().join(", ")
}

/// One log line for a happening the human's seat may see, or `None` for happenings that add
/// nothing a person needs (the sale's draw, already in "sold for N cards"). `after` is
/// the state right after the action that caused it.
pub fn happening_line(ev: &Happening, names: &[String], human: u8, after: &GameState) -> Option<(String, LogKind)> {
    let n = |p: u8| name(names, p);
    let plain = |s: String| Some((s, LogKind::Plain));
    match *ev {
        Happening::GameStarted { governor } => {
            Some((format!("New game for {} players. {} is governor.", names.len(), n(governor)), LogKind::Round))
        }
        Happening::StartingHandKept { player, discarded } => {
            plain(format!("{} kept 4 cards and discarded {}.", n(player), cards(discarded)))
        }
        Happening::RoundStarted { round, governor } => {
            Some((format!("Round {round}: {} is governor.", n(governor)), LogKind::Round))
        }
        Happening::RoleChosen { player, role, library } => {
            let lib = if library { ", doubling the privilege with the library" } else { "" };
            Some((format!("{} chose the {}{lib}.", n(player), role_name(role)), LogKind::Role))
        }
        Happening::Passed { player, role } => plain(match role {
            Role::Builder => format!("{} built nothing.", n(player)),
            Role::Producer => format!("{} produced nothing.", n(player)),
            Role::Trader => format!("{} sold nothing.", n(player)),
            Role::Councillor => format!("{} got no cards.", n(player)),
            Role::Prospector | Role::GoldDigger | Role::Viceroy => format!("{} got nothing.", n(player)),
            Role::Explorer => format!("{} took no card.", n(player)),
            Role::Captain => format!("{} shipped nothing.", n(player)),
        }),
        Happening::Built { player, building, over, cards: paid, goods } => {
            let over = over.map(|o| format!(" over the {}", o.name().to_lowercase())).unwrap_or_default();
            let price = match (paid, goods) {
                (0, 0) => "for free".to_string(),
                (c, 0) => format!("for {}", cards(c)),
                (0, g) => format!("for {g} good{}", if g == 1 { "" } else { "s" }),
                (c, g) => format!("for {} and {g} good{}", cards(c), if g == 1 { "" } else { "s" }),
            };
            let bname = building.name().to_lowercase();
            plain(format!("{} built {} {bname}{over} {price}.", n(player), a_or_an(&bname)))
        }
        Happening::GoodLost { player, good } => {
            plain(format!("{} {} good on the covered building was discarded.", possessive(n(player)), good_name(good)))
        }
        Happening::Produced { player, good } => plain(format!("{} produced {}.", n(player), good_name(good))),
        Happening::TileRevealed { tile } => plain(format!("Trading house pays: {}.", tile_words(&tile))),
        Happening::TileReturned => None,
        Happening::Sold { player, good, price } => {
            plain(format!("{} sold {} for {}.", n(player), good_name(good), cards(price)))
        }
        Happening::Drew { player, cards: c, reason } => match reason {
            DrawReason::Sale => None,
            DrawReason::MarketStand => plain(format!("{} drew {} (market stand).", n(player), cards(c))),
            DrawReason::MarketHall => plain(format!("{} drew {} (market hall).", n(player), cards(c))),
            DrawReason::Well => plain(format!("{} drew {} (well).", n(player), cards(c))),
            DrawReason::Carpenter => plain(format!("{} drew {} (carpenter).", n(player), cards(c))),
            DrawReason::PoorHouse => plain(format!("{} drew {} (poor house).", n(player), cards(c))),
            DrawReason::Prospector => plain(format!("{} drew {} as prospector.", n(player), cards(c))),
            DrawReason::Hut => plain(format!("Nobody sold: {} drew {} (hut).", n(player), cards(c))),
            DrawReason::Tavern => plain(format!("{} drew {} (tavern: fewest buildings).", n(player), cards(c))),
        },
        Happening::OfficeExchanged { player, cards: c } => {
            plain(format!("{} exchanged {} (office building).", n(player), cards(c)))
        }
        Happening::BankTucked { player, cards: c } => {
            let whose = if player == human { "the" } else { "a" };
            plain(format!("{} tucked {} under {whose} bank.", n(player), cards(c)))
        }
        Happening::CustomsGoodPlaced { player } => {
            plain(format!("A good landed on {} customs office.", possessive(n(player))))
        }
        Happening::SoldCustomsGood { player, price } => {
            plain(format!("{} sold the customs office's good for {}.", n(player), cards(price)))
        }
        Happening::HarborTookGood { player } => {
            let whose = if player == human { "the" } else { "a" };
            plain(format!("{} put a sold good under {whose} harbor.", n(player)))
        }
        Happening::GoldsmithRevealed { player, card, kept } => {
            let bname = card.name().to_lowercase();
            plain(if kept {
                format!("{} goldsmith turned over {} {bname}: nobody has one, so it went to the hand.", possessive(n(player)), a_or_an(&bname))
            } else {
                format!("{} goldsmith turned over {} {bname}: already built, so it was discarded.", possessive(n(player)), a_or_an(&bname))
            })
        }
        Happening::Councilled { player, drew, kept, discarded } => {
            if discarded > 0 && after.player(player).owns(Building::Archive) {
                // Archive: the drawn cards went to the hand, the discards came from it.
                plain(format!("{} drew {} and discarded {} from the hand (archive).", n(player), cards(drew), cards(discarded)))
            } else {
                plain(format!("{} drew {} and kept {}.", n(player), cards(drew), kept))
            }
        }
        Happening::GoldMineRevealed { player, cards: shown } => {
            let list: Vec<String> =
                shown.iter().flatten().map(|b| format!("{} ({})", b.name().to_lowercase(), b.cost())).collect();
            plain(format!("{} gold mine turned over: {}.", possessive(n(player)), list.join(", ")))
        }
        Happening::GoldMineResult { player, card } => plain(match card {
            Some(b) => format!("{} kept the {} from the gold mine.", n(player), b.name().to_lowercase()),
            None => format!("{} gold mine found nothing (two costs were the same).", possessive(n(player))),
        }),
        Happening::Tucked { player } => {
            let whose = if player == human { "the" } else { "a" };
            plain(format!("{} tucked a card under {whose} chapel.", n(player)))
        }
        Happening::HandLimitDiscarded { player, cards: c } => {
            plain(format!("{} discarded {} down to the hand limit.", n(player), cards(c)))
        }
        Happening::SupplyReshuffled { cards: c } => {
            plain(format!("The supply ran out: the {} of the discard stack were shuffled into a new supply.", cards(c)))
        }
        Happening::DrawSkipped { player } => plain(format!("No card was left for {} to draw.", n(player))),
        Happening::GameEnded => {
            let who: Vec<&str> = (0..after.players())
                .filter(|&p| after.player(p).building_count() >= CITY_LIMIT)
                .map(n)
                .collect();
            Some((format!("{} built a 12th building: the game is over.", who.join(" and ")), LogKind::End))
        }
    }
}

fn more(n: u8, what: &str) -> String {
    if n == 1 { format!("1 {what}") } else { format!("{n} {what}s") }
}

/// The verb on a card that builds: what it costs after every discount.
pub fn build_verb(over: bool, cost: Option<u8>) -> String {
    let verb = if over { "Build over" } else { "Build" };
    match cost {
        Some(0) => format!("{verb} free"),
        Some(c) => format!("{verb} for {c}"),
        None => verb.to_string(),
    }
}

/// What the player to move is asked, said to that player (`you` true) or about him.
pub fn decision_line(d: Decision, you: bool) -> String {
    match d {
        Decision::StartingHand { remaining } => {
            format!("Starting hand: discard {} more (4 cards stay).", more(remaining, "card"))
        }
        Decision::ChooseRole => "Choose a role.".to_string(),
        Decision::Build { discount } => {
            let d = match discount {
                0 => String::new(),
                1 => " (1 card less as builder)".to_string(),
                n => format!(" ({n} cards less as builder)"),
            };
            if you {
                format!("Builder phase: pick a building from your hand to build{d}, or build nothing.")
            } else {
                format!("Builder phase: building{d}.")
            }
        }
        Decision::Pay { building, remaining, goods_allowed } => {
            let goods = if goods_allowed > 0 {
                format!(" (or up to {} from the black market)", more(goods_allowed, "good"))
            } else {
                String::new()
            };
            format!("Paying for the {}: {} more{goods}.", building.name().to_lowercase(), more(remaining, "card"))
        }
        Decision::Produce { remaining } => {
            if you {
                format!("Producer phase: pick an empty production building ({} more), or stop.", more(remaining, "good"))
            } else {
                "Producer phase: producing.".to_string()
            }
        }
        Decision::Sell { remaining, .. } => {
            if you {
                format!("Trader phase: pick a good to sell ({} more), or stop.", more(remaining, "good"))
            } else {
                "Trader phase: selling.".to_string()
            }
        }
        Decision::Keep { remaining } => format!("Councillor: keep {remaining} of the drawn cards."),
        Decision::CouncillorDiscard { remaining } => {
            format!("Councillor with archive: discard {} from the hand.", cards(remaining))
        }
        Decision::GoldMine => "Gold mine: keep one of the four cards.".to_string(),
        Decision::Office { discarded } => {
            if you {
                format!("Office building: discard up to {} to draw as many, or stop.", cards(2 - discarded.min(2)))
            } else {
                "Office building: may exchange cards.".to_string()
            }
        }
        Decision::Bank { tucked } => {
            if you && tucked == 0 {
                "Bank (once per game): tuck any cards from your hand under it, or not now.".to_string()
            } else if you {
                "Bank: tuck another card, or stop.".to_string()
            } else {
                "Bank: may tuck cards.".to_string()
            }
        }
        Decision::Chapel => {
            if you {
                "Chapel: tuck a card from your hand under it, or tuck nothing.".to_string()
            } else {
                "Chapel: may tuck a card.".to_string()
            }
        }
        Decision::HandLimit { remaining } => {
            format!("Hand limit: discard {}.", cards(remaining))
        }
        Decision::GameOver => "The game is over.".to_string(),
    }
}

/// The label of the "decline" button for a decision.
pub fn pass_label(d: Decision) -> &'static str {
    match d {
        Decision::Build { .. } => "Build nothing",
        Decision::Produce { .. } => "Produce no more",
        Decision::Sell { .. } => "Sell no more",
        Decision::Chapel => "Tuck nothing",
        Decision::Bank { tucked: 0 } => "Not now",
        Decision::Bank { .. } | Decision::Office { .. } => "Stop",
        _ => "Pass",
    }
}

/// A stable key for an action, for the `data-choice` attribute of the control that
/// takes it ("role:trader", "role:trader:library", "build:crane:over:2", "pay:smithy",
/// "pay-good:sugar", "produce:coffee", "sell:silver", "keep:well", "discard:hero",
/// "tuck:statue", "pass").
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
        Action::Pass => "pass".to_string(),
    }
}
