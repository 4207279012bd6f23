//! The table: every player's city, the role placards, the trading house, the piles,
//! the human's hand, the prompt, the log, and at the end the scoring pad.
//!
//! [`Table`] lays the parts out and keeps what only the page knows (a card's details
//! open, the rules' help open); `Scene` says what each part shows, from the game as the
//! person's seat sees it.

use std::rc::Rc;

use yew::prelude::*;

use super::announcer::announcer;
use super::card_detail::CardDetail;
use super::cathedral::cathedral;
use super::details_tip::details_tip;
use super::drawn_cards::drawn_cards;
use super::events::{events, EventCards};
use super::game_log::GameLog;
use super::hand::{hand, Hand};
use super::keyboard::{focus_decision, focus_part, use_table_keyboard, DECISION_ID};
use super::layout::{use_narrow, use_one_screen};
use super::motion_layer::MotionLayer;
use super::piles::piles;
use super::player_area::{player_area, PlayerArea};
use super::prompt::{prompt, Prompt};
use super::rules_help::RulesHelp;
use super::role_board::role_board;
use super::score_pad::ScorePad;
use super::top_bar::TopBar;
use super::trading_house::{trading_house, House};
use super::undo_hint::UndoHint;
use crate::rules::{Action, Building, CardCounts, Decision, Edition, Observation, Phase, Role, TRADING_HOUSE_TILES};
use crate::table::choices::Choices;
use crate::table::game::Game;
use crate::table::hint::Hint;
use crate::table::i18n::{text, Texts};
use crate::table::model::{BotStats, Msg, Notice};
use crate::table::protocol::BotLevel;
use crate::table::setup::{SeatKind, Speed};
use crate::table::text::{decision_line, hint_text, placard_status, round_line, Names};
use crate::ui::download::download_text;
use crate::ui::i18n::use_texts;
use crate::ui::random_seed;

/// Props of [`Table`].
#[derive(Properties)]
pub struct TableProps {
    /// The game at the table.
    pub game: Rc<Game>,
    /// Bot pace.
    pub speed: Speed,
    /// Bots play in the page (the worker failed).
    pub in_page_bots: bool,
    /// Hard-bot search totals (for measuring; not shown).
    pub stats: BotStats,
    /// Show the one-time tip about a card's full text.
    #[prop_or_default]
    pub show_tip: bool,
    /// The hint asked for the decision at the table ("What would the hard bot do?").
    #[prop_or_default]
    pub hint: Option<Hint>,
    /// Sends messages to the reducer.
    pub on_msg: Callback<Msg>,
}

impl PartialEq for TableProps {
    /// The game is compared by pointer: the reducer makes a new one whenever it changes.
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.game, &other.game)
            && self.speed == other.speed
            && self.in_page_bots == other.in_page_bots
            && self.stats == other.stats
            && self.show_tip == other.show_tip
            && self.hint == other.hint
            && self.on_msg == other.on_msg
    }
}

/// The game as the person's seat sees it, with the texts to say it in: what each part
/// of the table shows is read from here.
struct Scene<'a> {
    tr: &'a Texts,
    game: &'a Game,
    obs: Observation,
    names: Names,
    /// The one-column table (`layout::use_narrow`): every opponent a summary line, the
    /// trading house on the board.
    narrow: bool,
}

impl<'a> Scene<'a> {
    fn new(tr: &'a Texts, game: &'a Game, narrow: bool) -> Scene<'a> {
        Scene { tr, game, obs: game.observation(), names: Names::new(tr, &game.seats), narrow }
    }

    /// Seat `p` is said in the second person ("your"): the person's own seat while he
    /// plays it, or in a replay the seat shown as "You".
    fn second_person(&self, p: u8) -> bool {
        (p == self.game.human && self.game.plays()) || self.names.is_you(p)
    }

    /// Seat `p`'s name as shown.
    fn name(&self, p: u8) -> AttrValue {
        AttrValue::from(self.names.name(p).to_string())
    }

    /// The prompt's line: who decides what.
    fn turn_line(&self) -> String {
        let (tr, game, names) = (self.tr, self.game, &self.names);
        let decision = self.obs.decision();
        match self.obs.to_move() {
            None => tr.t("turn-over"),
            Some(p) if p == game.human && game.plays() => match game.build_choice {
                Some(b) => tr.f("turn-where", &[("building", text(tr.card(b)))]),
                None => tr.f("turn-yours", &[("decision", text(decision_line(tr, decision, true)))]),
            },
            Some(p) => {
                let mut args = names.args(p, false).to_vec();
                args.push(("decision", text(decision_line(tr, decision, false))));
                tr.f("turn-other", &args)
            }
        }
    }

    /// Who plays seat `p`, beside its name ("Hard bot"; nothing for a person).
    fn who(&self, p: u8, in_page_bots: bool) -> AttrValue {
        let tr = self.tr;
        match self.game.seats.get(p as usize).map(|s| s.kind) {
            Some(SeatKind::Human) => AttrValue::default(),
            Some(SeatKind::Bot(level)) if in_page_bots => tr.f("who-bot-in-page", &[("level", text(level.key()))]).into(),
            Some(SeatKind::Bot(level)) => tr.f("who-bot", &[("level", text(level.key()))]).into(),
            None => AttrValue::default(),
        }
    }

    /// Seat `p`'s area; `choices` are the person's (none for another seat's area).
    fn area(&self, p: u8, who: AttrValue, choices: Choices, on_action: &Callback<Action>, on_detail: &Callback<Building>) -> Html {
        let (t, game, narrow) = (&self.obs.table, self.game, self.narrow);
        let you = p == game.human;
        let area = PlayerArea {
            seat: p,
            name: self.names.name(p).to_string(),
            who,
            is_you: you,
            watching: game.watching,
            second_person: self.second_person(p),
            governor: t.governor == p,
            to_move: self.obs.to_move() == Some(p),
            roles: Role::ALL.iter().copied().filter(|r| t.role_taken_by[*r as usize] == Some(p)).collect(),
            view: self.obs.player_view(p),
            shipped: t.shipped_count(p),
            captain: t.roles.contains(Role::Captain),
            compact: !you && (t.options.players > 4 || narrow),
            built: game.marks.built_in(p),
            drew: game.marks.drew(p),
            choices,
            on_action: on_action.clone(),
            on_detail: on_detail.clone(),
        };
        player_area(self.tr, &area)
    }

    /// The other seats, in turn order from the person's.
    fn opponents(&self) -> impl Iterator<Item = u8> {
        let (n, human) = (self.obs.table.options.players, self.game.human);
        (1..n).map(move |k| (human + k) % n)
    }

    /// Cards drawn and waiting to be kept, when the person may see them: the title
    /// over them (whose councillor, gold mine or explorer) and the cards.
    fn drawn(&self) -> Option<(String, CardCounts)> {
        let (tr, t, obs, names, human) = (self.tr, &self.obs.table, &self.obs, &self.names, self.game.human);
        let second_person = |p: u8| self.second_person(p);
        let player = t.step.player;
        match (t.step.ask, obs.pending) {
            (Decision::Keep { .. }, Some(cards)) if player == human => {
                Some((tr.f("drawn-councillor", &names.args(player, second_person(player))), cards))
            }
            (Decision::GoldMine, Some(cards)) => Some((tr.f("drawn-gold-mine", &names.args(player, second_person(player))), cards)),
            (Decision::Explorer { .. }, Some(cards)) => {
                Some((tr.f("drawn-explorer", &names.args(player, second_person(player))), cards))
            }
            _ => None,
        }
    }

    /// The role being played, if any: once the game is over nothing is in play (the
    /// phase stays the one it ended in).
    fn role_in_play(&self) -> Option<Role> {
        match self.obs.table.phase {
            Phase::Role(r) if !self.game.is_over() => Some(r),
            _ => None,
        }
    }

    /// Each role placard's status line: who took it, and whether it is in play.
    fn placard_status(&self) -> [AttrValue; Role::ALL.len()] {
        let (tr, t, names) = (self.tr, &self.obs.table, &self.names);
        let role_in_play = self.role_in_play();
        Role::ALL.map(|r| {
            let taker = t.role_taken_by[r as usize];
            let in_play = role_in_play == Some(r);
            let you = taker.is_some_and(|p| self.second_person(p));
            // The Events: a role played again by a governor's visit, by someone else than
            // who took it.
            if in_play && taker != Some(t.chooser) {
                return AttrValue::from(tr.f("placard-in-play-visit", &names.args(t.chooser, self.second_person(t.chooser))));
            }
            AttrValue::from(placard_status(tr, names, taker, you, in_play, in_play && t.library_active))
        })
    }

    /// The scoring pad, at the end.
    fn score_pad(&self, on_msg: &Callback<Msg>) -> Html {
        let (t, game) = (&self.obs.table, self.game);
        let seat = game.human;
        let on_review = game.plays().then(|| on_msg.reform(move |_| Msg::Review(crate::table::review::ReviewMsg::Start { seat })));
        html! {
            <ScorePad names={self.names.clone()} score={game.state.final_score()} new_buildings={t.options.new_buildings}
                shipped={t.roles.contains(Role::Captain)} record={game.record.clone()} {on_review} />
        }
    }

    /// The role placards; `choices` are the person's.
    fn role_board(&self, choices: &Choices, on_action: &Callback<Action>) -> Html {
        let t = &self.obs.table;
        // Taken for this round: the one-deck game's prospector, chosen once, may still be
        // chosen (not "played again" as a governor's visit).
        let taken = Role::ALL.map(|r| t.roles_taken.contains(r));
        role_board(self.tr, t.roles, &taken, &self.placard_status(), self.role_in_play(), choices, on_action)
    }

    /// An event being resolved (the governor's visit too, while its role is picked),
    /// and who resolves it.
    fn event_in_play(&self) -> Option<(Building, AttrValue)> {
        let t = &self.obs.table;
        match t.phase {
            Phase::Event(e) if !self.game.is_over() => Some((e, self.name(t.chooser))),
            _ => None,
        }
    }

    /// The top bar's two lines: the round and its governor, and (5 to 8 players) the
    /// viceroy's, who takes the first turn of this round or of the next.
    fn top_lines(&self) -> (AttrValue, Option<AttrValue>) {
        let (tr, t, names) = (self.tr, &self.obs.table, &self.names);
        let over = self.game.is_over();
        let first_turn = match (t.first_turn, t.viceroy) {
            (_, Some(v)) if !over => Some(tr.f("top-viceroy-next", &names.args(v, self.second_person(v)))),
            (Some(f), _) if !over => Some(tr.f("top-first-turn", &names.args(f, self.second_person(f)))),
            _ => None,
        };
        let round = round_line(tr, names, t.round, t.governor, self.second_person(t.governor));
        (round.into(), first_turn.map(AttrValue::from))
    }

    /// The trading house (the tile face up or turned earlier this round, the stack, and
    /// the next tile once it is known: after every tile was seen, they come back in the
    /// same order) and the piles.
    fn house(&self) -> Html {
        let (t, game) = (&self.obs.table, self.game);
        let earlier = game.last_tile.filter(|(round, _)| *round == t.round).map(|(_, tile)| tile);
        let tiles = u16::from(t.tile_count);
        let next = (t.tile_draws >= tiles)
            .then(|| TRADING_HOUSE_TILES.get(t.known_tiles[usize::from(t.tile_draws % tiles)] as usize).copied())
            .flatten();
        let house = House {
            current: t.current_tile,
            earlier,
            stack: if t.current_tile.is_some() { 4 } else { 5 },
            next,
            unseen: t.tile_count - t.tile_draws.min(tiles) as u8,
        };
        html! {
            <div class="house-row">
                { trading_house(self.tr, &house) }
                { piles(self.tr, t.supply_len, t.discard_len) }
            </div>
        }
    }

    /// The log.
    fn log(&self) -> Html {
        let game = self.game;
        html! { <GameLog entries={game.log.clone()} seats={game.seats.clone()} human={game.human} /> }
    }

    /// The side column of a wide screen: the trading house and the log (on a narrow
    /// screen they lie at the end of the board).
    fn side(&self) -> Html {
        html! {
            if !self.narrow {
                <aside class="side">
                    { self.house() }
                    { self.log() }
                </aside>
            }
        }
    }

    /// The person's turn (not in a replay).
    fn your_turn(&self) -> bool {
        self.game.plays() && self.obs.to_move() == Some(self.game.human)
    }

    /// The prompt bar: who decides what, the choices with no card to click, Undo and
    /// the hint, and at the end "Play again".
    fn prompt(&self, hint: Option<&Hint>, choices: Choices, on_msg: &Callback<Msg>) -> Html {
        let game = self.game;
        let over = game.is_over();
        // At the end of a game the person played: the same seats and options, a new deal.
        let on_play_again = (over && game.plays()).then(|| on_msg.reform(|_| Msg::PlayAgain { seed: random_seed() }));
        // Only the expert thinks long enough to want a bar.
        let thinking_millis = match game.bot_to_move() {
            Some((_, level)) if level == BotLevel::Expert => level.millis(),
            _ => 0,
        };
        let bar = Prompt {
            line: self.turn_line(),
            your_turn: self.your_turn(),
            thinking: !over && game.bot_to_move().is_some(),
            thinking_millis,
            step: game.record.actions.len(),
            decision: self.obs.decision(),
            tools: self.tools(hint, &choices, on_msg),
            choices,
            on_action: on_msg.reform(Msg::Human),
            on_select_build: on_msg.reform(Msg::SelectBuild),
            on_play_again,
        };
        prompt(self.tr, &bar)
    }

    /// Undo and the hint, while the person plays this game.
    fn tools(&self, hint: Option<&Hint>, choices: &Choices, on_msg: &Callback<Msg>) -> Option<Html> {
        let (tr, game, human) = (self.tr, self.game, self.game.human);
        let your_turn = self.your_turn();
        (game.plays() && !game.is_over()).then(|| {
            let line = hint.map(|h| {
                let only_choice = choices.actions.len() == 1;
                let city = self.obs.table.players[human as usize].city();
                let (line, why) = hint_text(tr, h, self.obs.decision(), city, only_choice);
                (AttrValue::from(line), why.map(AttrValue::from))
            });
            html! {
                <UndoHint can_undo={game.can_undo()} can_ask={your_turn && hint.is_none()} hints={!game.no_hints}
                    thinking={hint.is_some_and(Hint::thinking)} hint={line} on_msg={on_msg.clone()} />
            }
        })
    }
}

/// Opens a card's details. Opening them shows the person the way in: the one-time tip
/// (`show_tip`) has done its job.
fn on_detail(detail: &UseStateHandle<Option<Building>>, on_msg: &Callback<Msg>, show_tip: bool) -> Callback<Building> {
    let (detail, on_msg) = (detail.clone(), on_msg.clone());
    Callback::from(move |b: Building| {
        detail.set(Some(b));
        if show_tip {
            on_msg.emit(Msg::DetailsTipSeen);
        }
    })
}

/// The skip link, first on the table: to the decision (its first choice), seen once
/// focused. A link to the prompt bar, so it also works as a plain link.
fn skip_link(tr: &Texts) -> Html {
    let onclick = Callback::from(|e: MouseEvent| {
        e.prevent_default();
        focus_decision();
    });
    html! {
        <a class="skip-link" href={format!("#{DECISION_ID}")} {onclick} data-testid="skip-link">{ tr.t("skip-to-decision") }</a>
    }
}

/// Offers the game's record as a file (a failed download is said in a notice).
fn on_export(game: &Rc<Game>, on_msg: &Callback<Msg>) -> Callback<()> {
    let (game, on_msg) = (game.clone(), on_msg.clone());
    Callback::from(move |_| {
        let file = format!("san-juan-{}-{}.json", game.record.seed, game.record.actions.len());
        if let Err(e) = download_text(&file, "application/json", &game.export_record().to_json()) {
            on_msg.emit(Msg::Notify(Notice::ExportFailed(e)));
        }
    })
}

/// Hidden elements the browser tests read (`data-testid` "record" and "bot-stats"): the
/// game's `record` as JSON once it is over, the hard bot's search totals (`stats`), and
/// whether the bots play in the page (the worker failed).
fn probes(record: Option<String>, stats: BotStats, in_page_bots: bool) -> Html {
    html! {
        <>
            if let Some(record) = record {
                <pre hidden=true data-testid="record">{ record }</pre>
            }
            <div hidden=true data-testid="bot-stats" data-searches={stats.searches.to_string()}
                data-iterations={stats.iterations.to_string()} data-millis={crate::table::text::tenths(stats.millis)}
                data-workers={stats.workers.to_string()} data-memory={stats.memory.to_string()}
                data-in-page={in_page_bots.to_string()}></div>
        </>
    }
}

/// A callback that sets `state` to `value`.
fn set_to<T: Clone + 'static>(state: &UseStateHandle<T>, value: T) -> Callback<()> {
    let state = state.clone();
    Callback::from(move |_| state.set(value.clone()))
}

/// The callbacks the table's parts send the person's doings through.
struct Ways {
    on_msg: Callback<Msg>,
    on_action: Callback<Action>,
    on_select_build: Callback<Option<Building>>,
    on_detail: Callback<Building>,
}

impl Scene<'_> {
    /// The board, scrolled on its own: at the end the score pad, the opponents, the
    /// roles, the events and the Cathedral, the person's city, and on a narrow screen
    /// the trading house and the log.
    fn board(&self, choices: &Choices, ways: &Ways, in_page_bots: bool) -> Html {
        let (tr, t, human) = (self.tr, &self.obs.table, self.game.human);
        let area = |p: u8, choices: Choices| self.area(p, self.who(p, in_page_bots), choices, &ways.on_action, &ways.on_detail);
        html! {
            <div class="board" data-testid="board">
                if self.game.is_over() {
                    { self.score_pad(&ways.on_msg) }
                }
                <section class="opponents" aria-label={tr.t("opponents-label")}>
                    { for self.opponents().map(|p| area(p, Choices::default())) }
                </section>
                { self.role_board(choices, &ways.on_action) }
                // A fragment of its own, like the Cathedral's: only in a game with the Events.
                <>{ for t.options.events.then(|| {
                    let cards = EventCards { face_up: t.events_face_up, gone: t.events_gone, in_play: self.event_in_play() };
                    events(tr, t.options.edition, &cards, choices, &ways.on_action, &ways.on_detail)
                }) }</>
                // A fragment of its own: the Cathedral leaves the table once built.
                <>{ for t.cathedral_available.then(|| {
                    cathedral(tr, choices, &ways.on_action, &ways.on_select_build, &ways.on_detail)
                }) }</>
                { area(human, choices.clone()) }
                <>{ for self.narrow.then(|| html! { <>{ self.house() }{ self.log() }</> }) }</>
            </div>
        }
    }

    /// The dock at the bottom of the screen: the cards drawn to keep, the one-time tip,
    /// the hand and the prompt.
    fn dock(&self, choices: Choices, ways: &Ways, hint: Option<&Hint>, show_tip: bool) -> Html {
        let (tr, game, human) = (self.tr, self.game, self.game.human);
        html! {
            <div class="dock" data-testid="dock">
                // In a fragment of its own so the hand and prompt after it are kept when
                // drawn cards come and go (yewstack/yew#3262).
                <>{ for self.drawn().map(|(title, cards)| {
                    drawn_cards(tr, title, cards, &choices, &ways.on_action, &ways.on_detail)
                }) }</>
                // A fragment of its own, like the drawn cards above (yewstack/yew#3262).
                <>{ for show_tip.then(|| html! {
                    { details_tip(tr, &ways.on_msg.reform(|_| Msg::DetailsTipSeen)) }
                }) }</>
                { hand(tr, &Hand {
                    title: tr.f("hand-title", &self.names.args(human, self.second_person(human))),
                    hand: self.obs.hand,
                    fresh: game.fresh,
                    choices: choices.clone(),
                    on_action: ways.on_action.clone(),
                    on_select_build: ways.on_select_build.clone(),
                    on_detail: ways.on_detail.clone(),
                }) }
                { self.prompt(hint, choices, &ways.on_msg) }
            </div>
        }
    }
}

/// The game table.
#[component]
pub fn Table(props: &TableProps) -> Html {
    let game = &props.game;
    let tr = use_texts();
    let detail = use_state(|| None::<Building>);
    let help = use_state(|| false);
    let scene = Scene::new(&tr, game, use_narrow());
    let (t, human) = (&scene.obs.table, game.human);
    let mut choices = game.choices();
    choices.hinted = props.hint.as_ref().and_then(Hint::action);
    let over = game.is_over();
    use_table_keyboard(scene.your_turn(), over);
    use_one_screen((game.record.actions.len(), choices.build_choice.map(|b| b as u8)), scene.your_turn());

    let ways = Ways {
        on_msg: props.on_msg.clone(),
        on_action: props.on_msg.reform(Msg::Human),
        on_select_build: props.on_msg.reform(Msg::SelectBuild),
        on_detail: on_detail(&detail, &props.on_msg, props.show_tip),
    };
    let (round_line, first_turn) = scene.top_lines();
    let turn = if over { "over" } else if scene.your_turn() { "you" } else { "bot" };
    // A narrow screen's "Log": the log at the end of the board, brought into view.
    let on_log = Callback::from(|_| focus_part(".log"));
    html! {
        // The cards' texts follow the game's rule set (the 2nd edition changes three).
        <ContextProvider<Edition> context={t.options.edition}>
        <div class="table" data-testid="table" data-turn={turn} data-step={game.record.actions.len().to_string()}>
            { skip_link(&tr) }
            <TopBar {round_line} {first_turn} speed={props.speed} on_speed={props.on_msg.reform(Msg::SetSpeed)}
                on_export={on_export(game, &props.on_msg)} on_new_game={props.on_msg.reform(|_| Msg::ShowSetup)}
                on_help={set_to(&help, true)} replay={game.watching} {over} {on_log} />
            <div class="layout">
                <main class="main">
                    { scene.board(&choices, &ways, props.in_page_bots) }
                    { scene.dock(choices, &ways, props.hint.as_ref(), props.show_tip) }
                    if game.plays() {
                        { announcer(&tr, game) }
                    }
                </main>
                { scene.side() }
            </div>
            if let Some(b) = *detail {
                <CardDetail building={b} on_close={set_to(&detail, None)} />
            }
            if *help {
                <RulesHelp on_close={set_to(&help, false)} />
            }
            // What the last action moved, over everything (no motion in a replay).
            <MotionLayer game={game.id} step={game.record.actions.len()} motions={game.motions.clone()} {human}
                millis={if game.watching { 0 } else { props.speed.motion_millis() }} />
            { probes(over.then(|| game.export_record().to_json()), props.stats, props.in_page_bots) }
        </div>
        </ContextProvider<Edition>>
    }
}
