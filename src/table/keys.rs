//! Names the page's code reads, not people: the CSS class of a card's kind colour and
//! the stable keys of buildings and actions (the `data-card`, `data-event` and
//! `data-choice` attributes the browser tests find the controls by, the cards' picture
//! files). Language-free, so they never change with the language shown.

use crate::rules::{Action, Building, Good, Kind};

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
