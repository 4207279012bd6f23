//! The medium bot's judgement: a value for every card, role and good from one seat's
//! point of view, and a policy that picks the legal action of highest value.
//!
//! Values are in "cards": a card in hand is worth 1 as money; a building is worth what
//! it will bring (VP, and what its function earns over the rounds left).

use super::facts::goods_by_kind;
use super::view::View;
use crate::rules::{Action, Building, Decision, Edition, Kind, PublicPlayer, Role, masks, role_gives};

/// Expected price of a good over the five trading-house tiles.
const AVG_PRICE: [f32; 5] = [1.0, 1.4, 1.8, 2.2, 2.6];
/// The customs office's good always sells for 2.
const CUSTOMS_PRICE: f32 = 2.0;
/// What an unknown card drawn from the supply is worth in hand, about.
const NEW_CARD: f32 = 1.3;

/// Tuning of the policy (the easy bot plays with a blunter one).
#[derive(Clone, Copy, Debug)]
pub struct Style {
    /// How much what a role gives the opponents counts against choosing it (0..1).
    pub opponent_weight: f32,
    /// Whether the bot plans around 6-cost buildings.
    pub plans_six_cost: bool,
    /// Worth of a production building's future goods, per average sale price.
    pub production: f32,
    /// Share of a building's worth that holding its card in hand is worth.
    pub keep_share: f32,
    /// Cards of cost counted against a build, per card.
    pub cost_weight: f32,
    /// A card under the chapel is worth this much (against its keep value).
    pub tuck: f32,
}

impl Style {
    /// The medium bot's judgement (tuned by self-play, see `examples/tune.rs`).
    pub const MEDIUM: Style =
        Style { opponent_weight: 1.5, plans_six_cost: true, production: 2.5, keep_share: 0.35, cost_weight: 0.7, tuck: 1.4 };
    /// The easy bot's: blind to what roles give the opponents, no 6-cost plans.
    pub const EASY: Style = Style { opponent_weight: 0.0, plans_six_cost: false, ..Style::MEDIUM };
}

/// Estimated buildings still to be built by this player before the game ends.
fn turns_left(v: &View) -> f32 {
    let most = v.table.seats().iter().map(PublicPlayer::building_count).max().unwrap_or(1);
    (12 - most.min(12)) as f32
}

fn me<'a>(v: &View<'a>) -> &'a PublicPlayer {
    &v.table.players[v.seat as usize]
}

/// What building `b` is worth to this player if built now (VP and function), in cards.
pub fn build_value(v: &View, style: &Style, b: Building) -> f32 {
    let pl = me(v);
    if b.is_violet() && pl.owns(b) {
        return 0.0;
    }
    let left = turns_left(v);
    // Share of the game still to come, 1 early, 0 at the end.
    let future = (left / 11.0).clamp(0.0, 1.0);
    let vp = b.vp() as f32;
    let function = match b.kind() {
        Kind::Production(g) => production_function(v, style, g, future),
        Kind::Monument => {
            if pl.owns(Building::TriumphalArch) {
                2.0
            } else {
                0.0
            }
        }
        Kind::SixCost => six_cost_function(v, style, b, left, future),
        Kind::Violet if b == Building::Cathedral => cathedral_function(v, future),
        Kind::Violet => violet_per_round(pl, b) * left,
        // An event card is no building.
        Kind::Event => return 0.0,
    };
    vp + function
}

// The parts of `build_value` count from the city's bit sets: they run for every card at
// every rollout step.

/// What a production building of `good` brings besides its VP: its goods over the game
/// still to come (`future`), more for a kind of good the city lacks, and its guild hall
/// points.
fn production_function(v: &View, style: &Style, good: crate::rules::Good, future: f32) -> f32 {
    let pl = me(v);
    let distinct_bonus = if pl.produces(good) { 0.0 } else { 0.5 };
    (AVG_PRICE[good as usize] * style.production + distinct_bonus) * future
        + match (pl.owns(Building::GuildHall), v.table.options.edition == Edition::Second) {
            (false, _) => 0.0,
            (true, false) => 2.0,
            // 2nd edition: 1 per production building, 1 more for a new kind.
            (true, true) => 1.0 + distinct_bonus * 2.0,
        }
}

/// What a 6-cost building `b` brings besides its VP: its end-game points as the city
/// stands and grows over the `left` turns still to come (a flat 2 for a style that does
/// not plan them).
fn six_cost_function(v: &View, style: &Style, b: Building, left: f32, future: f32) -> f32 {
    if !style.plans_six_cost {
        return 2.0;
    }
    let pl = me(v);
    let productions = f32::from(pl.production_count());
    match b {
        Building::GuildHall if v.table.options.edition == Edition::Second => productions + f32::from(pl.production_kinds()) + 3.0 * future,
        Building::GuildHall => 2.0 * (productions + 2.0 * future),
        Building::CityHall => (pl.building_count() as f32 - productions) + 1.0 + 3.0 * future,
        Building::TriumphalArch => {
            let monuments = (pl.owned() & masks::MONUMENT).len() as f32;
            [4.0, 4.0, 6.0, 8.0][monuments.min(3.0) as usize] + 1.5 * future
        }
        // Sets of three buildings of one cost: about one per four buildings the city will
        // have.
        Building::Residence => {
            let sets = ((pl.building_count() as f32 + left * 0.6) / 4.0).min(4.0);
            [0.0, 4.0, 7.0, 9.0, 10.0][sets as usize] + 1.0
        }
        _ => (pl.city().iter().map(|x| x.vp() as f32).sum::<f32>() + 10.0 * future + 4.0) / 4.0 + 2.0,
    }
}

/// What the Cathedral brings besides its VP: what the opponents' 6-cost buildings bring
/// now, and a share of those still to come.
fn cathedral_function(v: &View, future: f32) -> f32 {
    let theirs = v
        .table
        .seats()
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != v.seat as usize)
        .map(|(_, o)| (o.owned() & masks::SIX_COST).len() as f32)
        .sum::<f32>();
    let expected = (theirs + future * (v.table.options.players - 1) as f32).min(4.0);
    [0.0, 4.0, 7.0, 9.0, 10.0][expected as usize] + 1.0
}

/// What violet building `b`'s function brings per round, in cards.
fn violet_per_round(pl: &PublicPlayer, b: Building) -> f32 {
    match b {
        Building::Library => 1.3,
        Building::Quarry => 0.7,
        Building::Prefecture => 0.7,
        Building::MarketHall => 0.6,
        Building::Carpenter => 0.6,
        Building::Aqueduct => 0.5,
        Building::Chapel => 0.8,
        Building::Smithy => 0.5 * (1.0 - f32::from(pl.production_count()) / 8.0),
        Building::TradingPost => 0.5,
        Building::Well => 0.4,
        Building::MarketStand => 0.4,
        Building::BlackMarket => 0.4,
        Building::Archive => 0.4,
        Building::GoldMine => 0.3,
        Building::PoorHouse => 0.3,
        Building::Tower => 0.3,
        Building::Crane => 0.2,
        // The New Buildings.
        Building::GuardRoom => 0.3,
        Building::OfficeBuilding => 0.3,
        Building::Hut => 0.2,
        Building::Tavern => 0.3,
        Building::CustomsOffice => 0.6,
        Building::Bank => 0.4,
        Building::Harbor => 0.5,
        Building::Goldsmith => 0.4,
        // A park's worth is the crane's discount over it: its VP and little more.
        Building::Park => 0.1,
        _ => 0.0,
    }
}

/// What keeping card `b` in hand is worth: 1 as money, plus a share of what building it
/// could bring (more if it is affordable soon).
pub fn keep_value(v: &View, style: &Style, b: Building) -> f32 {
    let pl = me(v);
    let hand = pl.hand_len as f32;
    let afford = if (b.cost() as f32) <= hand + 1.0 { 1.0 } else { 0.6 };
    let dup = if v.hand.count(b) > 1 && b.is_violet() { 0.3 } else { 1.0 };
    1.0 + style.keep_share * build_value(v, style, b) * afford * dup - 0.15 * b.cost() as f32
}

/// The net value of building `b` (over `over`) now: what it brings minus the cards it
/// costs, counting those cards at their keep value.
fn build_net(v: &View, style: &Style, b: Building, over: Option<u8>) -> f32 {
    let mut value = build_value(v, style, b);
    if let Some(slot) = over {
        let old = me(v).city()[slot as usize];
        value -= build_value(v, style, old) * 0.8 + old.vp() as f32;
    }
    let cost = b.cost() as f32;
    value - style.cost_weight * cost + 1.0
}

/// What choosing `role` is worth to this player, less what it gives the others. What the
/// role gives him comes from the rules' [`role_gives`].
pub fn role_value(v: &View, style: &Style, role: Role, library: bool) -> f32 {
    let pl = me(v);
    let gives = role_gives(role, 1 + u8::from(library), pl.owned());
    let privilege = if library { 2.0 } else { 1.0 };
    let others = v.table.seats().iter().enumerate().filter(|(i, _)| *i != v.seat as usize).map(|(_, p)| p);
    let (mine, theirs): (f32, f32) = match role {
        Role::Builder => {
            let best = v
                .hand
                .distinct()
                .filter(|b| (b.cost() as f32) <= pl.hand_len as f32 - 1.0 + f32::from(gives.discount) + 1.0)
                .map(|b| build_net(v, style, b, None))
                .fold(f32::MIN, f32::max);
            let mine = if best > f32::MIN { best.max(0.0) + f32::from(gives.discount) } else { 0.0 };
            (mine, others.map(|p| if p.hand_len >= 3 { 1.5 } else { 0.3 }).sum())
        }
        Role::Producer => {
            let mine = dearest(goods_by_kind(pl, false), usize::from(gives.produce)) * 0.8;
            let theirs = others.map(|p| if goods_by_kind(p, false) == [0; 5] { 0.0 } else { 1.0 }).sum();
            (mine, theirs)
        }
        Role::Trader => {
            let mine = dearest(goods_by_kind(pl, true), usize::from(gives.sell));
            let bonus = if pl.goods_count() > 0 && pl.owns(Building::MarketHall) { 1.0 } else { 0.0 };
            let theirs = others.map(|p| if p.goods_count() > 0 { 1.6 } else { 0.0 }).sum();
            (mine + bonus, theirs)
        }
        Role::Councillor => {
            let mine = 1.2 + 0.4 * privilege + if pl.hand_len < 3 { 0.8 } else { 0.0 };
            (mine, others.map(|_| 0.8).sum())
        }
        Role::Prospector => {
            let gold = if pl.owns(Building::GoldMine) { 0.4 } else { 0.0 };
            (f32::from(gives.draw) + gold, 0.0)
        }
        // 5–8 players.
        Role::GoldDigger => {
            let gold = if v.table.options.gold_digger_fires_gold_mine && pl.owns(Building::GoldMine) { 0.4 } else { 0.0 };
            (f32::from(gives.draw) + gold, 0.0)
        }
        // Everyone takes a card; the explorer first (and a second with his library).
        Role::Explorer => (NEW_CARD * f32::from(gives.keep) + 0.3, others.map(|_| 1.0).sum()),
        Role::Captain => {
            let mine = goods_by_kind(pl, true);
            let best = (0..5).max_by_key(|&g| mine[g]).unwrap_or(0);
            let extra = {
                let mut rest: Vec<u8> = (0..5).filter(|&g| g != best && mine[g] > 0).map(|g| mine[g]).collect();
                rest.sort_unstable();
                rest.len().min(usize::from(gives.ship)) as f32
            };
            let theirs = others.map(|p| f32::from(goods_by_kind(p, true)[best])).sum::<f32>();
            ((f32::from(mine[best]) + extra) * ship_worth(v), theirs * ship_worth(v))
        }
        Role::Viceroy => (0.8, 0.0),
    };
    mine - style.opponent_weight * theirs / (v.table.options.players - 1).max(1) as f32 * 1.5
}

/// What shipping one good (1 VP at the end) is worth against keeping it to sell: more
/// the nearer the end.
fn ship_worth(v: &View) -> f32 {
    let future = (turns_left(v) / 11.0).clamp(0.0, 1.0);
    1.5 - 1.2 * future
}

/// Sum of average prices of the `cap` dearest goods counted in `by_kind`.
fn dearest(by_kind: [u8; 5], cap: usize) -> f32 {
    let mut left = cap;
    let mut sum = 0.0;
    for g in (0..5).rev() {
        let k = (by_kind[g] as usize).min(left);
        sum += k as f32 * AVG_PRICE[g];
        left -= k;
    }
    sum
}

/// The value of one legal action from this seat's point of view.
pub fn action_value(v: &View, style: &Style, a: Action) -> f32 {
    match a {
        Action::ChooseRole { role, library } => role_value(v, style, role, library),
        // Construction: the building costs nothing.
        Action::Build { building, .. } if matches!(v.table.decision(), Decision::Construction) => build_value(v, style, building),
        Action::Build { building, over } => build_net(v, style, building, over),
        Action::PayCard(b) => -keep_value(v, style, b),
        Action::PayGood(g) => -(AVG_PRICE[g as usize] * 0.6),
        Action::PayCustomsGood => -(CUSTOMS_PRICE * 0.6),
        Action::SellCustomsGood => 1.0 + CUSTOMS_PRICE,
        Action::Produce(g) => 1.0 + AVG_PRICE[g as usize],
        Action::Sell(g) => match v.table.current_tile {
            Some(tile) => 1.0 + tile[g as usize] as f32,
            None => 1.0 + AVG_PRICE[g as usize],
        },
        Action::Keep(b) => keep_value(v, style, b),
        // Office building, amnesty: swap a card worth less than an unknown new one.
        Action::Discard(b) if matches!(v.table.decision(), Decision::Office { .. } | Decision::Amnesty { .. }) => {
            NEW_CARD - keep_value(v, style, b)
        }
        Action::Discard(b) => -keep_value(v, style, b),
        // Bank, once per game: only near the end, the cards worth less than the VP they become.
        Action::Tuck(b) if matches!(v.table.decision(), Decision::Bank { .. }) => {
            if turns_left(v) <= 2.0 && me(v).hand_len > 1 {
                style.tuck - keep_value(v, style, b) + 0.4
            } else {
                -1.0
            }
        }
        // Tuck the weakest card when it is worth less than the VP it becomes.
        Action::Tuck(b) => style.tuck - keep_value(v, style, b) + if me(v).hand_len > 4 { 0.5 } else { 0.0 },
        Action::SetOff(event) => event_value(v, style, event),
        // Captain: name the kind that ships most of mine against the others'; ship all
        // of a kind, or one of another with the privilege.
        Action::Ship(g) => {
            let mine = f32::from(me(v).goods_of(g));
            match v.table.decision() {
                Decision::Captain => {
                    let theirs: f32 = v
                        .table
                        .seats()
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| *i != v.seat as usize)
                        .map(|(_, p)| f32::from(p.goods_of(g)))
                        .sum();
                    // From record version 3 he may keep his own, so they never count against.
                    let own = if v.table.rules_before_version_3 { mine * ship_worth(v) } else { (mine * (ship_worth(v) - 0.2)).max(0.0) };
                    own - style.opponent_weight * theirs / f32::from((v.table.options.players - 1).max(1)) * ship_worth(v)
                }
                Decision::ShipOne { .. } => ship_worth(v) - 0.2,
                _ => mine * (ship_worth(v) - 0.2),
            }
        }
        // Earthquake: give up the building worth least to keep, with what lies on it.
        Action::DiscardBuilding(slot) => -slot_worth(v, style, slot),
        Action::Pass => match v.table.decision() {
            Decision::Build { .. }
            | Decision::Chapel
            | Decision::Bank { .. }
            | Decision::Office { .. }
            | Decision::Amnesty { .. }
            | Decision::Construction
            | Decision::ShipOne { .. }
            | Decision::Ship { .. } => 0.0,
            _ => -10.0,
        },
    }
}

/// What keeping the building on own city slot `slot` is worth: its VP, a share of its
/// function, and the good or cards lying on or under it.
fn slot_worth(v: &View, style: &Style, slot: u8) -> f32 {
    let pl = me(v);
    let Some(&b) = pl.city().get(slot as usize) else { return 0.0 };
    let good = if pl.has_good(slot as usize) { 1.5 } else { 0.0 };
    let under = match b {
        Building::Chapel | Building::Bank | Building::Harbor => 2.0,
        _ => 0.0,
    };
    b.vp() as f32 + 0.8 * build_value(v, style, b) + good + under
}

/// What setting off `event` instead of choosing a role is worth, by a rule of thumb per
/// event: what it brings me against what it brings the others.
fn event_value(v: &View, style: &Style, event: Building) -> f32 {
    let pl = me(v);
    let n = v.table.options.players;
    let others: Vec<&PublicPlayer> = v.table.seats().iter().enumerate().filter(|(i, _)| *i != v.seat as usize).map(|(_, p)| p).collect();
    let per_opponent = style.opponent_weight * 1.5 / f32::from((n - 1).max(1));
    // Cards above 6 in hand are likely lost to the hand limit: worth less.
    let room = |hand: u8| f32::from(3u8.min(7u8.saturating_sub(hand))) + 0.3 * f32::from(3u8.saturating_sub(7u8.saturating_sub(hand)));
    match event {
        Building::DebtRelief => room(pl.hand_len) - per_opponent * others.iter().map(|p| room(p.hand_len)).sum::<f32>() * 0.6,
        // Every opponent with a card loses one; nobody else is hurt.
        Building::Taxes => per_opponent * others.iter().filter(|p| p.hand_len > 0).count() as f32 * 0.9,
        Building::Amnesty => {
            let mine: f32 = v.hand.iter().map(|b| (NEW_CARD - keep_value(v, style, b)).max(0.0)).sum();
            mine * 0.5 - 0.3
        }
        Building::Construction => {
            let best = v
                .hand
                .distinct()
                .filter(|b| (1..=4).contains(&b.cost()) && !(b.is_violet() && pl.owns(*b)))
                .map(|b| build_value(v, style, b))
                .fold(0.0, f32::max);
            best - per_opponent * others.iter().filter(|p| p.hand_len > 1).count() as f32 * 2.0
        }
        Building::Earthquake => {
            let mine = (0..pl.building_count() as u8).map(|s| slot_worth(v, style, s)).fold(f32::MAX, f32::min);
            let mine = if mine == f32::MAX { 0.0 } else { mine };
            // An opponent gives up his cheapest building, about its VP and a little more.
            let theirs: f32 = others.iter().map(|p| p.city().iter().map(|b| b.vp() as f32 + 1.0).fold(f32::MAX, f32::min).min(4.0)).sum();
            per_opponent * theirs * 0.7 - mine
        }
        Building::GovernorsVisit => v.table.roles_taken.iter().map(|role| role_value(v, style, role, false)).fold(f32::MIN, f32::max),
        _ => f32::MIN,
    }
}

/// The legal action of highest value (the first among equals).
pub fn best_action(v: &View, style: &Style, legal: &[Action]) -> Option<Action> {
    best_by(legal, |a| action_value(v, style, a))
}

/// The action of `legal` that `value` rates highest (the first among equals); the one
/// choice rule of every judging bot (the heuristic's and the strategy zoo's).
pub fn best_by(legal: &[Action], mut value: impl FnMut(Action) -> f32) -> Option<Action> {
    let mut best: Option<(Action, f32)> = None;
    for &a in legal {
        let val = value(a);
        if best.is_none_or(|(_, b)| val > b) {
            best = Some((a, val));
        }
    }
    best.map(|(a, _)| a)
}
