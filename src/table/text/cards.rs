//! The game's pieces in words: a card's function, kind and what a screen reader says of
//! it, the roles' actions and privileges, who took a role placard, a trading-house
//! tile's prices. The card and role texts are written for this project, in our own
//! words.

use super::{Names, unhyphenated};
use crate::rules::{Building, Edition, Good, Kind, Role};
use crate::table::i18n::{Texts, card_id, num, role_id, text};

/// The buildings whose function the 2nd edition changes (gold mine, guild hall, crane):
/// their texts for it are `card-<building>-second`, attributes `.short` and `.full`.
pub const SECOND_EDITION_TEXTS: [Building; 3] = [Building::GoldMine, Building::GuildHall, Building::Crane];

/// The message holding building `b`'s function texts under `edition`.
pub fn card_text_id(b: Building, edition: Edition) -> String {
    if edition == Edition::Second && SECOND_EDITION_TEXTS.contains(&b) { format!("{}-second", card_id(b)) } else { card_id(b) }
}

/// A card's function in a few words, for the card face, under `edition`'s rules.
pub fn card_short(tr: &Texts, b: Building, edition: Edition) -> String {
    tr.attr(&card_text_id(b, edition), "short", &[])
}

/// A card's name and full function as its tooltip (the card's `title`), under
/// `edition`'s rules: without the soft hyphens a long name carries where a narrow card
/// may break it (a tooltip is laid out on its own).
pub fn card_tooltip(tr: &Texts, b: Building, edition: Edition) -> String {
    unhyphenated(&format!("{} — {}", tr.card(b), card_full(tr, b, edition)))
}

/// The label of a card's "i" button (its details), naming the card without the soft
/// hyphens of a long name (a label is never drawn; a braille display would show them).
pub fn card_info_label(tr: &Texts, b: Building) -> String {
    unhyphenated(&tr.f("card-info", &[("name", text(tr.card(b)))]))
}

/// The label of the button that sets off event `e` instead of choosing a role, naming it
/// without the soft hyphen of a long name (as [`card_info_label`]).
pub fn event_set_off_label(tr: &Texts, e: Building) -> String {
    unhyphenated(&tr.f("event-set-off-label", &[("event", text(tr.card(e)))]))
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
    let mut said = tr.f(
        "card-said",
        &[("cost", num(b.cost())), ("vp", num(b.vp())), ("kind", text(kind_label(tr, b))), ("text", text(card_short(tr, b, edition)))],
    );
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

/// Trading-house prices in words: "indigo 1, sugar 1, tobacco 2, coffee 2, silver 3".
pub fn tile_words(tr: &Texts, tile: &[u8; 5]) -> String {
    let sep = tr.t("prices-separator");
    Good::ALL
        .iter()
        .map(|g| tr.f("prices", &[("good", text(tr.good(*g))), ("price", num(tile[*g as usize]))]))
        .collect::<Vec<_>>()
        .join(&sep)
}
