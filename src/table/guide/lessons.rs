//! The guides' lessons, as data: the guided first game's ([`FIRST_GAME`]) and each
//! expansion's ([`Expansion::lessons`]), and the words they are written in ([`When`] a
//! lesson applies, the [`Target`] its callout points at, the [`Answer`] it suggests).
//! Which lesson shows, and what it suggests at a game, is the parent module's.

use crate::rules::{Building, Decision, Edition, Options, Role};

/// When a lesson applies. Every one but [`When::Over`] needs the person to be asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// He is asked anything.
    Asked,
    /// He is asked a decision of this kind: the rules' [`Decision`] of the same variant,
    /// whatever its fields hold (a lesson's are placeholders).
    Ask(Decision),
    /// He chooses a role, and this one is open and worth taking for him (the builder:
    /// he could build; the producer: an empty production building; the trader: a good).
    Role(Role),
    /// He may build this building now.
    CanBuild(Building),
    /// He is asked anything, and his city has at least this many buildings.
    Built(usize),
    /// He chooses a role and every lesson before this one is done, or the round is at
    /// least this one.
    Later(u16),
    /// He chooses a role and may set off an event instead.
    SetOff,
    /// He is asked anything while an event card lies face up.
    EventUp,
    /// The game is over (the score pad shows).
    Over,
}

/// What a callout points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The control that takes the suggested answer (`[data-choice="<choice_key>"]`).
    Answer,
    /// The first visible element matching one of these CSS selectors, in this order.
    Select(&'static [&'static str]),
}

/// What a lesson suggests.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Nothing to do: read, then "Next" (or act: that reads it too).
    Read,
    /// The action [`suggestion`](super::suggestion) picks (a plain rule of thumb).
    Rule,
    /// Choose this role.
    Role(Role),
    /// Build this building.
    Build(Building),
}

/// One callout of a guide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Its text's id is `guide-<key>` (assets/i18n); also its stable name in tests.
    pub key: &'static str,
    /// When it applies.
    pub when: When,
    /// What it points at.
    pub target: Target,
    /// What it suggests.
    pub answer: Answer,
}

const fn lesson(key: &'static str, when: When, target: Target, answer: Answer) -> Lesson {
    Lesson { key, when, target, answer }
}

const CHOOSE: When = When::Ask(Decision::ChooseRole);
const PAY: When = When::Ask(Decision::Pay { building: Building::IndigoPlant, over: None, remaining: 0, goods_allowed: 0 });
const PROMPT: &str = "[data-testid=prompt]";
const PLACARD: &str = "[data-choice^=\"role:\"]";

/// The guided first game, in order (docs/GUIDE.md says each in words).
pub const FIRST_GAME: [Lesson; 19] = [
    lesson("governor", CHOOSE, Target::Select(&[".player .badge.governor", PROMPT]), Answer::Read),
    lesson("roles", CHOOSE, Target::Select(&[PLACARD, PROMPT]), Answer::Read),
    lesson("builder", When::Role(Role::Builder), Target::Answer, Answer::Role(Role::Builder)),
    lesson("build", When::Ask(Decision::Build { discount: 0 }), Target::Answer, Answer::Rule),
    lesson("pay", PAY, Target::Answer, Answer::Rule),
    lesson("city-limit", When::Built(2), Target::Select(&[".player.you .city", PROMPT]), Answer::Read),
    lesson("producer", When::Role(Role::Producer), Target::Answer, Answer::Role(Role::Producer)),
    lesson("produce", When::Ask(Decision::Produce { remaining: 0 }), Target::Answer, Answer::Rule),
    lesson("trader", When::Role(Role::Trader), Target::Answer, Answer::Role(Role::Trader)),
    lesson("trading-house", When::Ask(Decision::Sell { remaining: 0 }), Target::Select(&[".trading-house", PROMPT]), Answer::Read),
    lesson("sell", When::Ask(Decision::Sell { remaining: 0 }), Target::Answer, Answer::Rule),
    lesson("councillor", When::Role(Role::Councillor), Target::Answer, Answer::Role(Role::Councillor)),
    lesson("keep", When::Ask(Decision::Keep { remaining: 0 }), Target::Answer, Answer::Rule),
    lesson("prospector", When::Role(Role::Prospector), Target::Answer, Answer::Role(Role::Prospector)),
    lesson("smithy", When::CanBuild(Building::Smithy), Target::Answer, Answer::Build(Building::Smithy)),
    lesson("hand-limit", When::Ask(Decision::HandLimit { remaining: 0 }), Target::Answer, Answer::Rule),
    lesson("hint", When::Later(6), Target::Select(&["[data-testid=hint]", PROMPT]), Answer::Read),
    lesson("log", When::Later(6), Target::Select(&["[data-testid=log]", PROMPT]), Answer::Read),
    lesson("end", When::Over, Target::Select(&["[data-testid=score-pad]"]), Answer::Read),
];

/// An expansion with a first-time guide: its bit in [`GuideName::Tour`](super::GuideName::Tour).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expansion {
    /// The rules of the 2nd edition.
    SecondEdition = 1,
    /// The New Buildings (and the Cathedral).
    NewBuildings = 2,
    /// The Events.
    Events = 4,
    /// Five to eight players.
    ManyPlayers = 8,
}

impl Expansion {
    /// Every expansion with a guide, in the order their guides follow each other.
    pub const ALL: [Expansion; 4] = [Expansion::SecondEdition, Expansion::NewBuildings, Expansion::Events, Expansion::ManyPlayers];

    /// Its bit.
    pub const fn bit(self) -> u8 {
        self as u8
    }

    /// Whether a game with `options` is played with it.
    pub fn in_game(self, options: &Options) -> bool {
        match self {
            Expansion::SecondEdition => options.edition == Edition::Second,
            Expansion::NewBuildings => options.new_buildings,
            Expansion::Events => options.events,
            Expansion::ManyPlayers => options.players >= 5,
        }
    }

    /// Its callouts.
    pub fn lessons(self) -> &'static [Lesson] {
        const ANY: When = When::Asked;
        const HELP: Target = Target::Select(&["[data-testid=help-open]"]);
        const INFO: Target = Target::Select(&["[data-testid=card-info]", PROMPT]);
        const SECOND: [Lesson; 3] = [
            lesson("second-roles", CHOOSE, Target::Select(&[PLACARD, PROMPT]), Answer::Read),
            lesson("second-cards", ANY, INFO, Answer::Read),
            lesson("second-help", ANY, HELP, Answer::Read),
        ];
        const NEW: [Lesson; 3] = [
            lesson("new-cathedral", ANY, Target::Select(&["[data-testid=cathedral]", PROMPT]), Answer::Read),
            lesson("new-cards", ANY, INFO, Answer::Read),
            lesson("new-help", ANY, HELP, Answer::Read),
        ];
        const EVENTS: [Lesson; 3] = [
            lesson("events-cards", When::EventUp, Target::Select(&["[data-testid=events]", PROMPT]), Answer::Read),
            lesson("events-set-off", When::SetOff, Target::Select(&["[data-choice^=\"set-off:\"]", PROMPT]), Answer::Read),
            lesson("events-log", ANY, Target::Select(&["[data-testid=log]", PROMPT]), Answer::Read),
        ];
        const MANY: [Lesson; 3] = [
            lesson(
                "many-roles",
                CHOOSE,
                Target::Select(&[
                    "[data-choice=\"role:gold digger\"]",
                    "[data-choice=\"role:explorer\"]",
                    "[data-choice=\"role:captain\"]",
                    "[data-choice=\"role:viceroy\"]",
                    PLACARD,
                ]),
                Answer::Read,
            ),
            lesson("many-opponents", ANY, Target::Select(&["[data-testid=opponent-details]", PROMPT]), Answer::Read),
            lesson("many-deck", ANY, Target::Select(&["[data-testid=supply-count]", PROMPT]), Answer::Read),
        ];
        match self {
            Expansion::SecondEdition => &SECOND,
            Expansion::NewBuildings => &NEW,
            Expansion::Events => &EVENTS,
            Expansion::ManyPlayers => &MANY,
        }
    }
}
