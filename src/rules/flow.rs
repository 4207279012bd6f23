//! The order of play: rounds, role choices, each role's action for every player from
//! the chooser clockwise, and the start of a new round.
//!
//! Rulebook: "Playing the game", "The roles", "A new round", "Game end". Every action is
//! checked first and applied second, so a refused action leaves the state untouched.

use super::action::{Action, ActionError, Decision, Role};
use super::happening::{Happening, HappeningSink, NoHappenings};
use super::public_table::seat_index;
use super::roles::{builder, captain, councillor, events, explorer, producer, prospector, round_start, trader};
use super::seat_set::SeatSet;
use super::state::GameState;
use super::step::{Phase, Step};

impl GameState {
    /// The legal actions for the player to move, in a fixed order; empty once the game
    /// is over. Allocates a new vector: bots use [`GameState::legal_actions_into`].
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// Fills `out` (cleared first) with the legal actions. Each generator lists exactly
    /// the actions [`GameState::check`] accepts (a test holds them to it).
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let Step { player, ask, .. } = self.table.step;
        match ask {
            Decision::ChooseRole => {
                self.legal_roles(player, out);
                events::legal_set_off(self, out);
            }
            Decision::VisitRole => events::legal_visit(self, out),
            Decision::Earthquake => events::legal_earthquake(self, player, out),
            Decision::Construction => events::legal_construction(self, player, out),
            Decision::Captain | Decision::ShipOne { .. } | Decision::Ship { .. } => captain::legal(self, out),
            Decision::StartingHand { .. } | Decision::HandLimit { .. } | Decision::CouncillorDiscard { .. } | Decision::Taxes => {
                out.extend(self.hand_mask(player).iter().map(Action::Discard))
            }
            Decision::Build { discount } => builder::legal(self, player, discount, out),
            Decision::Pay { over, goods_allowed, .. } => builder::legal_pay(self, player, over, goods_allowed, out),
            Decision::Produce { .. } => producer::legal(self, player, out),
            Decision::Sell { .. } => trader::legal(self, player, out),
            Decision::Keep { .. } | Decision::GoldMine | Decision::Explorer { .. } => out.extend(self.pending.distinct().map(Action::Keep)),
            Decision::Chapel | Decision::Bank { .. } => {
                out.extend(self.hand_mask(player).iter().map(Action::Tuck));
                out.push(Action::Pass);
            }
            Decision::Office { .. } | Decision::Amnesty { .. } => {
                out.extend(self.hand_mask(player).iter().map(Action::Discard));
                out.push(Action::Pass);
            }
            Decision::GameOver => {}
        }
    }

    /// What building `building` (over city slot `over` with a crane) costs the player to
    /// move, in cards, after every discount; `None` unless that build is legal now.
    /// Rulebook: "Builder" and the smithy, quarry, crane and library.
    pub fn build_cost(&self, building: super::cards::Building, over: Option<u8>) -> Option<u8> {
        let player = self.table.step.player;
        match self.table.step.ask {
            // A construction (the Events) builds for nothing.
            Decision::Construction if events::check_construction(self, player, building, over).is_ok() => Some(0),
            Decision::Build { discount } if builder::check_build(self, player, discount, building, over).is_ok() => {
                Some(builder::cost(self, player, discount, building, over))
            }
            _ => None,
        }
    }

    /// Whether `action` is legal now.
    pub fn is_legal(&self, action: Action) -> bool {
        self.check(action).is_ok()
    }

    /// Checks `action` against the decision asked, without changing anything.
    ///
    /// Errors: [`ActionError::GameOver`] after the end, otherwise
    /// [`ActionError::Illegal`] with the rule it breaks.
    pub fn check(&self, action: Action) -> Result<(), ActionError> {
        let illegal = |reason: &'static str| ActionError::Illegal { action, decision: self.decision(), reason };
        let in_hand = |player: u8, b| {
            if self.hands[seat_index(player)].contains(b) { Ok(()) } else { Err("that card is not in the hand") }
        };
        let player = self.table.step.player;
        let r: Result<(), &'static str> = match (self.table.step.ask, action) {
            (Decision::GameOver, _) => return Err(ActionError::GameOver),
            (Decision::ChooseRole, Action::ChooseRole { role, library }) => self.check_role(player, role, library),
            (Decision::StartingHand { .. } | Decision::HandLimit { .. } | Decision::CouncillorDiscard { .. }, Action::Discard(b)) => {
                in_hand(player, b)
            }
            (Decision::Build { discount }, Action::Build { building, over }) => {
                builder::check_build(self, player, discount, building, over)
            }
            (Decision::Build { .. }, Action::Pass) => Ok(()),
            (Decision::Pay { .. }, Action::PayCard(b)) => in_hand(player, b),
            (Decision::Pay { over, goods_allowed, .. }, Action::PayGood(g)) => {
                builder::check_pay_good(self, player, over, goods_allowed, g)
            }
            (Decision::Produce { .. }, Action::Produce(g)) => producer::check(self, player, g),
            (Decision::Sell { .. }, Action::Sell(g)) => trader::check(self, player, g),
            (
                Decision::Produce { .. } | Decision::Sell { .. } | Decision::Chapel | Decision::Bank { .. } | Decision::Office { .. },
                Action::Pass,
            ) => Ok(()),
            (Decision::Office { .. } | Decision::Taxes | Decision::Amnesty { .. }, Action::Discard(b)) => in_hand(player, b),
            (Decision::Bank { .. }, Action::Tuck(b)) => in_hand(player, b),
            (Decision::Sell { .. }, Action::SellCustomsGood) => trader::check_customs(self, player),
            (Decision::Pay { over, goods_allowed, .. }, Action::PayCustomsGood) => {
                builder::check_pay_customs(self, player, over, goods_allowed)
            }
            (Decision::Keep { .. } | Decision::GoldMine | Decision::Explorer { .. }, Action::Keep(b)) => {
                if self.pending.contains(b) {
                    Ok(())
                } else {
                    Err("that card was not drawn")
                }
            }
            (Decision::Chapel, Action::Tuck(b)) => in_hand(player, b),
            (Decision::ChooseRole, Action::SetOff(event)) => events::check_set_off(self, event),
            (Decision::VisitRole, Action::ChooseRole { role, library }) => events::check_visit(self, role, library),
            (Decision::Earthquake, Action::DiscardBuilding(slot)) => events::check_earthquake(self, player, slot),
            (Decision::Amnesty { .. } | Decision::Construction, Action::Pass) => Ok(()),
            (Decision::Construction, Action::Build { building, over }) => events::check_construction(self, player, building, over),
            (Decision::Captain | Decision::ShipOne { .. } | Decision::Ship { .. }, a) => captain::check(self, a),
            _ => Err("this action does not answer the decision asked"),
        };
        r.map_err(illegal)
    }

    /// Applies `action` for the player to move and returns what happened.
    ///
    /// Errors: as [`GameState::check`]; the state is then unchanged.
    pub fn apply(&mut self, action: Action) -> Result<Vec<super::happening::Happening>, ActionError> {
        let mut happenings = Vec::new();
        self.apply_with(action, &mut happenings)?;
        Ok(happenings)
    }

    /// Applies `action` without reporting happenings (bots, random games): no allocation.
    pub fn apply_quiet(&mut self, action: Action) -> Result<(), ActionError> {
        self.apply_with(action, &mut NoHappenings)
    }

    /// Applies `action`, pushing happenings into `happened`. Errors: as [`GameState::check`].
    pub fn apply_with<E: HappeningSink>(&mut self, action: Action, happened: &mut E) -> Result<(), ActionError> {
        self.check(action)?;
        self.apply_checked(action, happened);
        Ok(())
    }

    /// Applies an action taken from [`GameState::legal_actions_into`] for this very
    /// state, skipping the second check: for the crate's own playouts only.
    pub(crate) fn apply_legal(&mut self, action: Action) {
        debug_assert!(self.is_legal(action), "{action:?} is not legal");
        self.apply_checked(action, &mut NoHappenings);
    }

    fn apply_checked<E: HappeningSink>(&mut self, action: Action, happened: &mut E) {
        let player = self.table.step.player;
        let done = match (self.table.step.ask, action) {
            (Decision::ChooseRole, Action::ChooseRole { role, library }) => {
                self.choose_role(player, role, library, happened);
                return;
            }
            (Decision::ChooseRole, Action::SetOff(event)) => {
                events::set_off(self, player, event, happened);
                return;
            }
            (Decision::VisitRole, Action::ChooseRole { role, .. }) => {
                happened.push(Happening::VisitedRole { player, role });
                self.play_role(player, role, false, happened);
                return;
            }
            (Decision::Earthquake, a) => events::earthquake(self, a, happened),
            (Decision::Taxes, a) => events::taxes(self, a, happened),
            (Decision::Amnesty { .. }, a) => events::amnesty(self, a, happened),
            (Decision::Construction, a) => events::construction(self, a, happened),
            (Decision::Explorer { .. }, a) => explorer::take(self, a, happened),
            (Decision::Captain | Decision::ShipOne { .. } | Decision::Ship { .. }, a) => captain::act(self, a, happened),
            (Decision::StartingHand { .. }, Action::Discard(b)) => round_start::starting_hand_discard(self, b, happened),
            (Decision::HandLimit { .. }, Action::Discard(b)) => round_start::hand_limit_discard(self, b, happened),
            (Decision::Office { .. }, a) => round_start::office(self, a, happened),
            (Decision::Chapel, a) => round_start::chapel(self, player, a, happened),
            (Decision::Bank { .. }, a) => round_start::bank(self, a, happened),
            (Decision::Build { discount }, a) => builder::build(self, player, discount, a, happened),
            (Decision::Pay { .. }, a) => builder::pay(self, a, happened),
            (Decision::Produce { .. }, a) => producer::act(self, a, happened),
            (Decision::Sell { .. }, a) => trader::act(self, a, happened),
            (Decision::Keep { .. }, Action::Keep(b)) => councillor::keep(self, b, happened),
            (Decision::CouncillorDiscard { .. }, Action::Discard(b)) => councillor::discard(self, b, happened),
            (Decision::GoldMine, Action::Keep(b)) => prospector::keep(self, player, b, happened),
            _ => unreachable!("check() accepted only answers to the decision asked"),
        };
        if done {
            self.table.offset += 1;
            self.advance(happened);
        }
    }

    // ---- role selection ----

    fn legal_roles(&self, player: u8, out: &mut Vec<Action>) {
        let lib = self.table.players[seat_index(player)].owns(super::cards::Building::Library)
            && !(self.players() == 2 && self.table.library_used.contains(player));
        // The placards still in the middle, as a bit set: no branch per role (which role
        // is taken is as random as the players).
        for role in self.table.roles.without(self.table.roles_taken).iter() {
            out.push(Action::ChooseRole { role, library: false });
            // The library does not change the viceroy (Czech rulebook).
            if lib && role != Role::Viceroy {
                out.push(Action::ChooseRole { role, library: true });
            }
        }
    }

    fn check_role(&self, player: u8, role: Role, library: bool) -> Result<(), &'static str> {
        if !self.table.roles.contains(role) {
            return Err("that role is not in play in this game");
        }
        if self.table.roles_taken.contains(role) {
            return Err("that role was already chosen this round");
        }
        if library {
            if role == Role::Viceroy {
                return Err("the library does not change the viceroy");
            }
            if !self.table.players[seat_index(player)].owns(super::cards::Building::Library) {
                return Err("only the owner of a library can double a privilege");
            }
            if self.players() == 2 && self.table.library_used.contains(player) {
                return Err("with 2 players the library works once per round");
            }
        }
        Ok(())
    }

    fn choose_role<E: HappeningSink>(&mut self, player: u8, role: Role, library: bool, happened: &mut E) {
        self.table.role_taken_by[role as usize] = Some(player);
        // 5 players with one deck: the prospector may be chosen twice per round.
        if role == Role::Prospector && self.table.options.one_deck && !self.table.prospector_once {
            self.table.prospector_once = true;
        } else {
            self.table.roles_taken.insert(role);
        }
        if library {
            self.table.library_used.insert(player);
        }
        happened.push(Happening::RoleChosen { player, role, library });
        self.play_role(player, role, library, happened);
    }

    /// Starts the phase of `role` chosen by `player` (or repeated by his governor's visit).
    fn play_role<E: HappeningSink>(&mut self, player: u8, role: Role, library: bool, happened: &mut E) {
        self.table.chooser = player;
        self.table.library_active = library;
        self.table.phase = Phase::Role(role);
        self.table.base = player;
        self.table.offset = 0;
        match role {
            Role::Trader => {
                self.table.sales = 0;
                self.table.harbor_used = SeatSet::EMPTY;
                self.reveal_tile(happened)
            }
            Role::Prospector | Role::GoldDigger => prospector::privilege(self, player, role, happened),
            Role::Explorer => explorer::reveal(self, player, happened),
            Role::Captain => self.table.captain_good = None,
            Role::Viceroy => {
                self.table.viceroy = Some(player);
                happened.push(Happening::ViceroyNext { player });
            }
            _ => {}
        }
        self.advance(happened);
    }

    /// The privilege of the role being played, for `player`: 0 for everyone but the
    /// chooser, 1 for him, 2 with his library. Rulebook: "Library".
    pub(crate) fn privilege(&self, player: u8) -> u8 {
        if player != self.table.chooser {
            0
        } else if self.table.library_active {
            2
        } else {
            1
        }
    }

    /// What the role being played gives `player`: his privilege and his buildings read
    /// by [`role_gives`](super::role_gives::role_gives).
    #[inline]
    pub(crate) fn gives(&self, player: u8, role: Role) -> super::role_gives::RoleGives {
        super::role_gives::role_gives(role, self.privilege(player), self.table.players[seat_index(player)].owned())
    }

    /// Roles chosen per round: one per player; with 2 players the governor chooses again.
    fn roles_per_round(&self) -> u8 {
        if self.players() == 2 { 3 } else { self.players() }
    }

    /// Who chooses the `turn`-th role of the round: the governor and clockwise (with 2
    /// players the governor again third); last round's viceroy first, before the governor,
    /// and then not again in his seat's place.
    fn turn_player(&self) -> u8 {
        let n = self.players();
        let turn = self.table.turn;
        if let Some(v) = self.table.first_turn {
            if turn == 0 {
                return v;
            }
            let mut order = self.seats_from(self.table.governor).filter(|&p| p != v);
            return order.nth(usize::from(turn - 1)).unwrap_or(v);
        }
        if n == 2 && turn == 2 { self.table.governor } else { (self.table.governor + turn) % n }
    }

    /// Runs the game forward to the next decision: each player in turn order gets his
    /// part of the phase, skipping those with nothing to decide; finished phases and
    /// rounds give way to the next.
    pub(crate) fn advance<E: HappeningSink>(&mut self, happened: &mut E) {
        loop {
            if self.table.phase == Phase::ChooseRole {
                if self.table.turn >= self.roles_per_round() {
                    self.end_round(happened);
                    continue;
                }
                self.table.step = Step::new(self.turn_player(), Decision::ChooseRole);
                return;
            }
            let n = self.players();
            if self.table.offset >= n {
                self.finish_phase(happened);
                // A phase that ends the game leaves nothing to ask.
                if self.is_over() {
                    return;
                }
                continue;
            }
            // Seat `base + offset` around the table (both are below `n`; no division).
            let seat = self.table.base + self.table.offset;
            let p = if seat >= n { seat - n } else { seat };
            let asked = match self.table.phase {
                Phase::StartingHand => round_start::begin_starting_hand(self, p),
                Phase::Office => round_start::begin_office(self, p),
                Phase::Chapel => round_start::begin_chapel(self, p),
                Phase::HandLimit => round_start::begin_hand_limit(self, p),
                Phase::Role(Role::Builder) => builder::begin(self, p, happened),
                Phase::Role(Role::Producer) => producer::begin(self, p, happened),
                Phase::Role(Role::Trader) => trader::begin(self, p, happened),
                Phase::Role(Role::Councillor) => councillor::begin(self, p, happened),
                Phase::Role(Role::Prospector) => prospector::begin(self, p, happened),
                // The gold digger's privilege is drawn when he chooses it; with the
                // option, the gold mines (and goldsmiths) work as in a prospector phase.
                Phase::Role(Role::GoldDigger) => self.table.options.gold_digger_fires_gold_mine && prospector::begin(self, p, happened),
                Phase::Role(Role::Explorer) => explorer::begin(self, p),
                Phase::Role(Role::Captain) => captain::begin(self, p),
                Phase::Role(Role::Viceroy) => false,
                Phase::Event(event) => events::begin(self, event, p, happened),
                Phase::ChooseRole => unreachable!("handled above"),
            };
            if asked {
                return;
            }
            self.table.offset += 1;
        }
    }

    fn finish_phase<E: HappeningSink>(&mut self, happened: &mut E) {
        self.table.offset = 0;
        match self.table.phase {
            Phase::StartingHand => {
                self.table.phase = Phase::ChooseRole;
                happened.push(Happening::RoundStarted { round: self.table.round, governor: self.table.governor });
            }
            Phase::Office => {
                self.table.phase = Phase::Chapel;
                self.table.base = self.table.governor;
            }
            Phase::Chapel => {
                self.table.phase = Phase::HandLimit;
                self.table.base = self.table.governor;
            }
            Phase::HandLimit => self.table.phase = Phase::ChooseRole,
            Phase::Role(role) => {
                self.table.library_active = false;
                if role == Role::Trader {
                    trader::huts(self, happened);
                    self.table.current_tile = None;
                    happened.push(Happening::TileReturned);
                }
                if role == Role::Builder {
                    builder::taverns(self, happened);
                }
                if role == Role::Explorer {
                    explorer::finish(self);
                }
                // Rulebook, "Game end": immediately after the builder phase in which a
                // player reaches 12 buildings; the round is not finished.
                if role == Role::Builder && self.table.seats().iter().any(|p| p.building_count() >= super::public_table::CITY_LIMIT) {
                    self.end_game(happened);
                    return;
                }
                self.table.turn += 1;
                self.table.phase = Phase::ChooseRole;
            }
            Phase::Event(event) => events::finish(self, event, happened),
            Phase::ChooseRole => {}
        }
    }

    /// The game ends: nobody is asked anything more. Rulebook: "Game end".
    pub(crate) fn end_game<E: HappeningSink>(&mut self, happened: &mut E) {
        self.table.step = Step::GAME_OVER;
        happened.push(Happening::GameEnded);
    }

    fn end_round<E: HappeningSink>(&mut self, happened: &mut E) {
        let n = self.players();
        self.table.governor = (self.table.governor + 1) % n;
        self.table.round += 1;
        self.table.turn = 0;
        self.table.role_taken_by = [None; super::action::ROLE_COUNT];
        self.table.roles_taken = super::role_set::RoleSet::EMPTY;
        self.table.library_used = SeatSet::EMPTY;
        self.table.prospector_once = false;
        self.table.gold_mine_used = SeatSet::EMPTY;
        self.table.first_turn = self.table.viceroy.take().filter(|&v| v != self.table.governor);
        happened.push(Happening::RoundStarted { round: self.table.round, governor: self.table.governor });
        // Only the New Buildings have an office building: no round of asking without them.
        self.table.phase = if self.table.options.new_buildings { Phase::Office } else { Phase::Chapel };
        self.table.base = self.table.governor;
        self.table.offset = 0;
    }
}
