# San Juan: the table's texts in English (the reference: every other language has
# exactly these messages, attributes and variables; `cargo test` checks it).
#
# Variables that come back often:
#   $name   a player's name as shown; $you "yes" when that player is the person at this
#           browser who left the name empty (shown as "You": say it in the second person),
#           else "no"
#   $count  a number (plural forms select on it)
# Card, role and good names follow the published editions; every function text is our own.

## Terms (private to this file)

-vp = VP

## The app

app-title = San Juan
you-name = You
name-bruno = Bruno
name-carmen = Carmen
name-diego = Diego
name-elena = Elena
name-felipe = Felipe
name-gloria = Gloria
lang-label = Language
ok = OK
close = Close
cancel = Cancel
manifest-description = The card game San Juan against computer opponents, in the browser and offline.
update-available = New version available
update-reload = Reload

## Notices

notice-replay-failed = This record cannot be replayed: { $detail }
notice-illegal-bot-move = The bot worker answered with a move that is not legal ({ $detail }); the bots now play in this page, at medium strength.
notice-no-workers = This browser cannot run the bots in a background worker. The bots now play in this page, at medium strength.
notice-no-answer = The bot worker did not answer within { $seconds } seconds. The bots now play in this page, at medium strength.
notice-start-failed = Cannot start this game: { $detail }
notice-resume-failed = Cannot resume this game: { $detail }
notice-move-refused = That move is not possible: { $detail }
notice-saved-elsewhere = A game was saved in another tab of this browser. This tab no longer saves, so it cannot overwrite it: reload to continue from there.
notice-export-failed = Export failed: { $detail }
notice-file-unreadable = The file could not be read.
notice-link-copied = Link copied. It opens this moment of the game on any device, offline too:
notice-link-manual = This browser keeps its clipboard closed: copy the link by hand (a click selects all of it):
notice-link-not-made = The link could not be made: { $detail }
notice-link-failed = This link does not open a game: { $detail }
notice-lang-failed = The { $lang } texts could not be loaded ({ $detail }), so the table stays in English. Try again when online.

## The damaged save

damaged-intro = The saved game could not be resumed:
damaged-outro = You can download the save as it was, and start a new game.
damaged-download = Download the save
damaged-details = Details
save-not-json = the save is not readable text of this game: it was cut short or changed outside the game
save-not-ours = the save is not a San Juan save
save-other-version = the save is from another version of the game (save version { $found }, this game reads version { $wanted })
save-no-version = the save has no version
save-damaged = the save is damaged: parts of it are missing or do not read
save-does-not-resume = the save's moves do not play again from the start of its game: it was changed, or made by a version with other rules

## The new-game screen

setup-intro = The card game by Andreas Seyfarth: build a city, produce and sell goods, choose roles wisely. You play against 1 to 7 bots, or with friends at this one device.
help-open = How to play
stats-none = No game finished yet in this browser.
stats-line = Games played: { $played } · won: { $won } · average score: { $average } { -vp }
daily-title = Today's deal
daily-play = Play today's deal
daily-terms = The same deal for everyone today (UTC): { $players } players, you against { $bots } hard bots, 1st edition, no hints.
daily-tried = You have started today's deal: one try a day counts, so a game of it now is practice.
daily-stats = Days played: { $played } · won: { $won } · streak: { $streak } (best { $best })
daily-badge = { $practice ->
    [yes] Today's deal, { $date }: practice
   *[no] Today's deal, { $date }
}
daily-share = San Juan, today's deal { $date }{ $practice ->
    [yes] {" "}(practice)
   *[no] {""}
}: { $result ->
    [won] won
   *[lost] not won
} with { $vp } { -vp }
daily-share-button = Share result
daily-share-copied = Copied. Paste it in a chat or a forum.
daily-share-manual = Copy this text to share it:
rating-title = Your rating
rating-line = { $rating } ± { $margin } after { $games ->
    [one] { $games } rated game
   *[other] { $games } rated games
}
rating-none = No rated game yet. A game against bots gives you a rating on the bots' scale: the medium bot is { $medium }, the hard bot { $hard }.
rating-apart = { $apart ->
    [one] { $apart } game played with a hint or guided counts apart: it does not move the rating.
   *[other] { $apart } games played with a hint or guided count apart: they do not move the rating.
}
rating-chart = Rating after each rated game
rating-chart-x = Rated games
rating-person = { $name }: { $line }
field-name = Your name
field-players = Players
players-count = { $count } players
field-opponents = Opponents
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
field-levels = Levels
field-rivals = Rivals with a style
rival-production = The Producer: goods, trading and the guild hall
rival-production-seat = Producer
rival-production-style = Builds a production building of every good, produces and trades almost every round, and saves its cards for the guild hall. Wins { $wins }% of two-player games against Medium.
rival-violet = The Architect: violet buildings and the city hall
rival-violet-seat = Architect
rival-violet-style = Starts with the quarry and the carpenter, fills its city with violet buildings and scores them with the city hall. Wins { $wins }% of two-player games against Medium.
rival-chapel = The Chapel keeper: a card under the chapel every round
rival-chapel-seat = Chapel keeper
rival-chapel-style = Builds a chapel early and puts a spare card under it each round; the councillor and the prospector keep its hand full. Wins { $wins }% of two-player games against Medium.
rival-rush = The Rusher: cheap buildings and a quick end
rival-rush-seat = Rusher
rival-rush-style = Takes the builder whenever it can build and fills its city with the cheapest buildings, to end the game before slower plans pay. Wins { $wins }% of two-player games against Medium.
field-starting-hands = Starting-hand variant (draw 5 to 8 cards, keep 4)
field-seed = Seed (optional: the same seed deals the same game)
seed-placeholder = random
seed-error = The seed must be a whole number from 0 to 18446744073709551615 (or left empty).
field-speed = Bot speed
speed-instant = Instant
speed-normal = Normal
speed-slow = Slow
start = Start
back-to-game = Back to the game
import-record = Game record (JSON, from “Export record”)
import-choose = Choose a file…
confirm-abandon = A game is in progress. Abandon it and start a new one?
confirm-abandon-yes = Start a new game
import-title = Replay a game

## The top bar

top-round = { $you ->
    [yes] Round { $round } · you are governor
   *[no] Round { $round } · governor { $name }
}
top-bots = Bots
export = Export record
new-game = New game

## Seats

who-bot = { $level ->
    [easy] Easy bot
    [hard] Hard bot
    [expert] Expert bot
    [rival] Rival bot
   *[medium] Medium bot
}
who-bot-in-page = { $level ->
    [easy] Easy bot, in page
    [hard] Hard bot, in page
    [expert] Expert bot, in page
    [rival] Rival bot, in page
   *[medium] Medium bot, in page
}
area-city = { $you ->
    [yes] Your city
   *[no] { $name }'s city
}
area-governor = Governor
area-governor-title = Holds the governor placard: chooses the first role this round
area-your-turn = your turn
area-deciding = deciding…
area-hand = { $count ->
        [one] 1 card
       *[other] { $count } cards
    } in hand
area-chapel = chapel: { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
area-chapel-hidden = chapel: hidden
area-buildings = { $count }/{ $limit } buildings
area-vp = { $vp } { -vp }
hand-title = { $you ->
    [yes] Your hand
   *[no] { $name }'s hand
}
hand-empty = No cards in hand.
drawn-councillor = { $you ->
    [yes] Your councillor draw
   *[no] { $name }'s councillor draw
}
drawn-gold-mine = { $you ->
    [yes] Your gold mine
   *[no] { $name }'s gold mine
}

## Cards

card-vp = { $vp } { -vp }
card-good = good
card-said = , cost { $cost }, { $vp } { -vp }, { $kind }: { $text }
card-holds-good = Holds a good.
card-shows-details = Shows the details.
card-new = New
card-new-said = Just drawn.
card-built = New
card-built-said = Just built.
area-drew = { $count } just drawn
card-info = Full text: { $name }
tip-details = Tip: the “i” on a card shows its full text. So does a tap on a card that is not highlighted.
tip-dismiss = Got it
card-facts = { $kind } · cost { $cost } · { $vp } { -vp }
kind-production = Production · { $good }
kind-violet = Violet
kind-monument = Monument
kind-six = Violet · 6-cost
verb-build = Build
verb-build-for = Build for { $cost }
verb-build-free = Build free
verb-build-over = Build over
verb-build-over-for = Build over for { $cost }
verb-build-over-free = Build over free
verb-build-choose = Build…
verb-pay = Pay
verb-discard = Discard
verb-tuck = Tuck
verb-keep = Keep
verb-produce = Produce
verb-sell = Sell

## The middle of the table

roles-label = Roles
placard-not-taken = Not taken yet
placard-taken = { $you ->
    [yes] Taken by you
   *[no] Taken by { $name }
}
placard-in-play = { $you ->
    [yes] In play · chosen by you
   *[no] In play · chosen by { $name }
}
placard-in-play-library = { $you ->
    [yes] In play · chosen by you (library)
   *[no] In play · chosen by { $name } (library)
}
placard-choose = Choose { $role }
placard-library = With library ×2
house-title = Trading house
house-selling = Selling now at
house-this-round = This round's tile
house-none = No tile turned over this round
house-stack = { $count ->
    [one] 1 tile face down
   *[other] { $count } tiles face down
}
house-next = Next tile (each tile comes back in the same order):
house-unseen = { $count } never seen
piles-label = Card piles
pile-supply = supply
pile-discard = discard
log-title = Game log
log-earlier = { $count ->
    [one] Show 1 earlier line
   *[other] Show { $count } earlier lines
}

## The prompt

turn-over = The game is over.
play-again = Play again
turn-yours = Your turn. { $decision }
turn-where = Your turn. Where should the { $building } go?
turn-other = { $you ->
    [yes] You are deciding. { $decision }
   *[no] { $name } is deciding. { $decision }
}
prompt-new-place = Build the { $building } in a new place
prompt-cost-free = (free)
prompt-cost-pay = (pay { $cost })
prompt-pay-good = Pay with a good:
prompt-show-choices = Show choices
hint-crane-new-or-over = In a new place, or over one of your highlighted buildings (crane).
hint-crane-over = Over one of your highlighted buildings (crane).
pass = Pass
pass-build = Build nothing
pass-produce = Produce no more
pass-sell = Sell no more
pass-chapel = Tuck nothing
decision-starting-hand = Starting hand: discard { $count ->
        [one] 1 card
       *[other] { $count } cards
    } more (4 cards stay).
decision-role = Choose a role.
decision-build-yours = { $discount ->
    [0] Builder phase: pick a building from your hand to build, or build nothing.
    [1] Builder phase: pick a building from your hand to build (1 card less as builder), or build nothing.
   *[other] Builder phase: pick a building from your hand to build ({ $discount } cards less as builder), or build nothing.
}
decision-build-other = { $discount ->
    [0] Builder phase: building.
    [1] Builder phase: building (1 card less as builder).
   *[other] Builder phase: building ({ $discount } cards less as builder).
}
decision-pay = Paying for the { $building }: { $count ->
        [one] 1 card
       *[other] { $count } cards
    } more.
decision-pay-goods = Paying for the { $building }: { $count ->
        [one] 1 card
       *[other] { $count } cards
    } more (or up to { $goods ->
        [one] 1 good
       *[other] { $goods } goods
    } from the black market).
decision-produce-yours = Producer phase: pick an empty production building ({ $count ->
        [one] 1 good
       *[other] { $count } goods
    } more), or stop.
decision-produce-other = Producer phase: producing.
decision-sell-yours = Trader phase: pick a good to sell ({ $count ->
        [one] 1 good
       *[other] { $count } goods
    } more), or stop.
decision-sell-other = Trader phase: selling.
decision-keep = Councillor: keep { $count } of the drawn cards.
decision-councillor-discard = Councillor with archive: discard { $count ->
        [one] 1 card
       *[other] { $count } cards
    } from the hand.
decision-gold-mine = Gold mine: keep one of the four cards.
decision-chapel-yours = Chapel: tuck a card from your hand under it, or tuck nothing.
decision-chapel-other = Chapel: may tuck a card.
decision-hand-limit = Hand limit: discard { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.

## The log

log-game-started = { $you ->
    [yes] New game for { $players } players. You are governor.
   *[no] New game for { $players } players. { $name } is governor.
}
log-starting-hand = { $name } kept 4 cards and discarded { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
log-round = { $you ->
    [yes] Round { $round }: you are governor.
   *[no] Round { $round }: { $name } is governor.
}
log-role = { $name } chose the { $role }.
log-role-library = { $name } chose the { $role }, doubling the privilege with the library.
log-passed = { $role ->
    [builder] { $name } built nothing.
    [producer] { $name } produced nothing.
    [trader] { $name } sold nothing.
    [councillor] { $name } got no cards.
    [explorer] { $name } took no card.
    [captain] { $name } shipped nothing.
   *[other] { $name } got nothing.
}
log-built = { $name } built the { $building } for { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
log-built-free = { $name } built the { $building } for free.
log-built-goods = { $name } built the { $building } for { $count ->
        [one] 1 card
       *[other] { $count } cards
    } and { $goods ->
        [one] 1 good
       *[other] { $goods } goods
    }.
log-built-over = { $name } built the { $building } over the { $over } for { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
log-built-over-free = { $name } built the { $building } over the { $over } for free.
log-built-over-goods = { $name } built the { $building } over the { $over } for { $count ->
        [one] 1 card
       *[other] { $count } cards
    } and { $goods ->
        [one] 1 good
       *[other] { $goods } goods
    }.
log-good-lost = { $you ->
    [yes] Your { $good } on the covered building was discarded.
   *[no] { $name }'s { $good } on the covered building was discarded.
}
log-produced = { $name } produced { $good }.
log-tile = Trading house pays: { $prices }.
log-sold = { $name } sold { $good } for { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
log-drew = { $reason ->
    [market-stand] { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } (market stand).
    [market-hall] { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } (market hall).
    [well] { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } (well).
    [carpenter] { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } (carpenter).
    [poor-house] { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } (poor house).
    [hut] { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } (hut).
    [tavern] { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } (tavern).
   *[prospector] { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } as prospector.
}
log-councilled = { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } and kept { $kept }.
log-councilled-archive = { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } and discarded { $discarded ->
        [one] 1 card
       *[other] { $discarded } cards
    } from the hand (archive).
log-gold-mine = { $you ->
    [yes] Your gold mine turned over: { $cards }.
   *[no] { $name }'s gold mine turned over: { $cards }.
}
log-gold-mine-card = { $building } ({ $cost })
log-gold-mine-kept = { $name } kept the { $building } from the gold mine.
log-gold-mine-nothing = { $you ->
    [yes] Your gold mine found nothing (two costs were the same).
   *[no] { $name }'s gold mine found nothing (two costs were the same).
}
log-tucked-own = { $name } tucked a card under the chapel.
log-tucked = { $name } tucked a card under a chapel.
log-hand-limit = { $name } discarded { $count ->
        [one] 1 card
       *[other] { $count } cards
    } down to the hand limit.
log-reshuffled = The supply ran out: the { $count ->
        [one] 1 card
       *[other] { $count } cards
    } of the discard stack were shuffled into a new supply.
log-draw-skipped = { $you ->
    [yes] No card was left for you to draw.
   *[no] No card was left for { $name } to draw.
}
log-game-ended = { $names } built a 12th building: the game is over.
list-and = { $first } and { $second }
# The names before the last in a list of three or more ("A, B and C").
list-comma = { $first }, { $second }
prices = { $good } { $price }
prices-separator = { ", " }

## The score pad

score-title = Final score
score-winner = winner
score-buildings = Buildings
score-total = Total
score-tie-break = Tie-break: cards in hand + goods
verdict-wins = { $you ->
    [yes] You win with { $vp } { -vp }.
   *[no] { $name } wins with { $vp } { -vp }.
}
verdict-tie-break = { $you ->
    [yes] Tie on { $vp } { -vp }: you win the tie-break with { $count } cards in hand and goods.
   *[no] Tie on { $vp } { -vp }: { $name } wins the tie-break with { $count } cards in hand and goods.
}
verdict-shared = { $names } share the win with { $vp } { -vp } (tied on the tie-break too).

## The replay

replay-first = First step
replay-back = Back
replay-back-label = Back one step
replay-forward = Forward
replay-forward-label = Forward one step
replay-last = Last step
replay-step = Step { $step } of { $total }
replay-seen-by = Seen by
link-copy = Copy link
link-copy-every = Copy link (every seat)
replay-seat-kept = The link shows only this seat's view.

## How to play

help-intro = Every card is three things: a building to put in your city, money in your hand (you pay for a building with other cards), or, lying face down on a production building, a good. The most victory points at the end wins.
help-round-title = A round
help-round = Each player starts with an indigo plant in the city and 4 cards in hand. Starting with the governor, each player in turn chooses one of the roles nobody has chosen this round. Then everybody, the chooser first, may carry out that role's action, and the chooser alone also gets its privilege. Anyone may decline an action. With two players the governor chooses a second role after the opponent's, so three of the five roles are played each round.
help-role-line = : { $action }; { $privilege }.
help-violet = Most violet buildings change these actions for their owner (a cheaper build, one more card, one more good to sell): each card's full text says how.
help-between-title = Between rounds
help-between = The governor placard passes to the left. A chapel's owner may tuck one card from the hand under it. Whoever holds more than 7 cards (12 with a tower) discards down to that, choosing which.
help-end-title = The end
help-end = The game ends right after the builder phase in which somebody's city reaches { $limit } buildings. Score each building's victory points, one point per card under a chapel, and the bonuses of the guild hall, city hall, triumphal arch and palace. On a tie, the most cards in hand plus goods wins.
help-table-title = At this table
help-table = The line at the bottom says what is asked. Your choices are highlighted and say what clicking does; a building you can afford shows its price after every discount. Pay by clicking the cards to give up, one by one. The “i” on a card shows its full text; so does a click on a card that is not a choice, a right-click or a long press on any card. The log on the side tells what everybody did; the game is saved in this browser after every move.

## Goods (lower case inside sentences)

good-indigo = indigo
good-sugar = sugar
good-tobacco = tobacco
good-coffee = coffee
good-silver = silver

## Roles: name, what everyone does, what the chooser gets, and a sentence for How to play

role-builder = Builder
    .action = All may build one building
    .privilege = Chooser pays 1 card less
    .help = Put one card from your hand into your city and pay its cost by discarding that many other cards. Production buildings may repeat; each violet building only once per city.
role-producer = Producer
    .action = All may produce one good
    .privilege = Chooser produces 1 more
    .help = Take the top card of the supply, unseen, and lay it face down on an empty production building: that is a good of the building's kind.
role-trader = Trader
    .action = All may sell one good
    .privilege = Chooser sells 1 more
    .help = The trader turns over the next trading-house tile. Selling a good discards it and draws as many cards as the tile pays for that kind.
role-councillor = Councillor
    .action = All draw 2, keep 1
    .privilege = Chooser draws 5
    .help = Draw cards, keep one of them and discard the rest.
role-prospector = Prospector
    .action = Nothing for the others
    .privilege = Chooser draws 1 card
    .help = Only the player who chose it draws a card.
role-gold-digger = Gold digger
    .action = Nothing for the others
    .privilege = Chooser draws 1 card
    .help = Only the player who chose it draws a card.
role-explorer = Explorer
    .action = Cards turned up, each takes one
    .privilege = Chooser picks first; with a library, two
    .help = Cards are turned up from the supply, one per player; starting with the explorer, each player takes one.
role-captain = Captain
    .action = All may ship goods of one kind
    .privilege = Chooser ships one more kind
    .help = The captain names a good; every player may ship all goods of that kind for 1 victory point each.
role-viceroy = Viceroy
    .action = Nothing for the others
    .privilege = Chooser starts next round
    .help = Only the player who chose it gains: they take the first turn of the next round.

## Buildings: name, function in a few words (card face), function in full (details)

card-indigo-plant = Indigo plant
    .short = Produces indigo (sells for 1).
    .full = A production building. In the producer phase a card from the supply may go face down on it as an indigo good, which a trader phase turns into 1 card.
card-sugar-mill = Sugar mill
    .short = Produces sugar (sells for 1–2).
    .full = A production building. It holds one sugar good at a time; sugar fetches 1 or 2 cards, depending on the trading-house tile.
card-tobacco-storage = Tobacco storage
    .short = Produces tobacco (sells for 1–2).
    .full = A production building. It holds one tobacco good at a time; tobacco fetches 1 or 2 cards, depending on the trading-house tile.
card-coffee-roaster = Coffee roaster
    .short = Produces coffee (sells for 2–3).
    .full = A production building. It holds one coffee good at a time; coffee fetches 2 or 3 cards, depending on the trading-house tile.
card-silver-smelter = Silver smelter
    .short = Produces silver (sells for 2–3).
    .full = A production building. It holds one silver good at a time; silver fetches 2 or 3 cards, depending on the trading-house tile.
card-smithy = Smithy
    .short = Production buildings cost you 1 less.
    .full = Whenever you build a production building, it costs you one card less (never below nothing).
card-gold-mine = Gold mine
    .short = Prospector: 4 cards, all costs differ? Keep one.
    .full = Whoever chooses the prospector, you turn over the top four cards of the supply. If their costs are all different, you take one of them into your hand; the others go to the discard stack.
card-archive = Archive
    .short = Councillor: drawn cards join your hand first.
    .full = In the councillor phase the cards you draw go into your hand first; then you discard as many cards as you would have thrown away, chosen from your whole hand.
card-poor-house = Poor house
    .short = After you build: 0–1 cards left? Draw 1.
    .full = After you build in a builder phase, if you hold at most one card, draw one card.
card-black-market = Black market
    .short = Pay up to 2 of a cost with goods.
    .full = When you build, you may pay up to two cards of the cost with goods from your production buildings instead (they go to the discard stack unseen).
card-trading-post = Trading post
    .short = Trader: sell 1 more good.
    .full = In the trader phase you may sell one good more than you otherwise could.
card-well = Well
    .short = Produce 2 or more goods: draw 1.
    .full = In a producer phase in which you produce at least two goods, draw one card.
card-market-stand = Market stand
    .short = Sell 2 or more goods: draw 1.
    .full = In a trader phase in which you sell at least two goods, draw one card.
card-crane = Crane
    .short = Build over one of your buildings.
    .full = You may build a new building on top of one of your own (not the crane itself, not the same building). You pay only the difference in cost; the covered building leaves play and its good is discarded.
card-chapel = Chapel
    .short = Each round, tuck a card under it: 1 VP each.
    .full = At the start of each round you may slip one card from your hand face down under the chapel. Each card there is worth 1 VP at the end; opponents do not see how many there are.
card-tower = Tower
    .short = Your hand limit is 12.
    .full = At the start of each round you may keep up to twelve cards in hand instead of seven.
card-aqueduct = Aqueduct
    .short = Producer: produce 1 more good.
    .full = In the producer phase you may produce one more good than you otherwise could.
card-carpenter = Carpenter
    .short = Build a violet building: draw 1.
    .full = Each time you build a violet building (after the carpenter itself), draw one card.
card-prefecture = Prefecture
    .short = Councillor: keep 2 cards.
    .full = In the councillor phase you keep two of the drawn cards instead of one.
card-market-hall = Market hall
    .short = Sell at least 1 good: draw 1 more.
    .full = In a trader phase in which you sell at least one good, draw one extra card (one in all, not one per good).
card-quarry = Quarry
    .short = Violet buildings cost you 1 less.
    .full = Whenever you build a violet building, it costs you one card less (never below nothing).
card-library = Library
    .short = Your role's privilege counts twice.
    .full = The privilege of the role you choose counts twice: a builder saves 2 cards, a producer or trader gets 2 extra goods, a councillor draws 8, a prospector draws 2. With two players, once per round.
card-statue = Statue
    .short = Monument: victory points only.
    .full = A monument: no function, but 3 victory points.
card-victory-column = Victory column
    .short = Monument: victory points only.
    .full = A monument: no function, but 4 victory points.
card-hero = Hero
    .short = Monument: victory points only.
    .full = A monument: no function, but 5 victory points.
card-guild-hall = Guild hall
    .short = End: 2 VP per production building.
    .full = At the end of the game: 2 VP for each production building in your city.
card-city-hall = City hall
    .short = End: 1 VP per violet building.
    .full = At the end of the game: 1 VP for each violet building in your city, the city hall included.
card-triumphal-arch = Triumphal arch
    .short = End: 4 / 6 / 8 VP for 1 / 2 / 3 monuments.
    .full = At the end of the game: 4 VP for one monument in your city (statue, victory column, hero), 6 VP for two, 8 VP for all three.
card-palace = Palace
    .short = End: 1 more VP for every 4 VP.
    .full = At the end of the game, counted last: 1 extra VP for every full 4 VP you score otherwise.

## The New Buildings

log-office = { $name } exchanged { $count ->
        [one] 1 card
       *[other] { $count } cards
    } (office building).
log-bank-own = { $name } tucked { $count ->
        [one] 1 card
       *[other] { $count } cards
    } under the bank.
log-bank = { $name } tucked cards under a bank.
log-customs-good = { $you ->
    [yes] A good landed on your customs office.
   *[no] A good landed on { $name }'s customs office.
}
log-sold-customs = { $name } sold the customs office's good for { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
log-harbor-own = { $name } put a sold good under the harbor.
log-harbor = { $name } put a sold good under a harbor.
log-goldsmith-kept = { $you ->
    [yes] Your goldsmith turned over the { $building }: nobody has one, so it goes to your hand.
   *[no] { $name }'s goldsmith turned over the { $building }: nobody has one, so it goes to the hand.
}
log-goldsmith-discarded = { $you ->
    [yes] Your goldsmith turned over the { $building }: already built, so it is discarded.
   *[no] { $name }'s goldsmith turned over the { $building }: already built, so it is discarded.
}
decision-office-yours = Office building: discard up to { $count ->
        [one] 1 card
       *[other] { $count } cards
    } to draw as many, or stop.
decision-office-other = Office building: may exchange cards.
decision-bank-yours = Bank (once per game): tuck any cards from your hand under it, or not now.
decision-bank-more = Bank: tuck another card, or stop.
decision-bank-other = Bank: may tuck cards.
pass-bank = Not now
pass-stop = Stop

card-guard-room = Guard room
    .short = Your hand limit is 7; without one it is 6.
    .full = At the start of each round you may keep up to seven cards in hand; in a game with the New Buildings, players without a guard room keep only six (a tower still allows twelve).
card-office-building = Office building
    .short = Round start: swap 1–2 hand cards for new ones.
    .full = At the start of each round, before the chapel, you may discard one or two cards from your hand and draw as many new ones.
card-hut = Hut
    .short = Trader phase with no sale at all: draw 1.
    .full = If a trader phase ends without anybody selling a single good, draw one card.
card-tavern = Tavern
    .short = After a builder phase: fewest buildings? Draw 1.
    .full = At the end of every builder phase after the one in which you built it, draw one card if nobody has fewer buildings than you and somebody has more.
card-park = Park
    .short = Build over it with the crane: 6 off.
    .full = No function of its own, but a building put over it with the crane costs six cards less instead of three.
card-customs-office = Customs office
    .short = Councillor: a good lands here; it sells for 2.
    .full = In every councillor phase, if it is empty, the top card of the supply goes face down on it as a good. Selling that good counts as one of your sales and always brings two cards, whatever the tile says; it is a good for every other building too.
card-bank = Bank
    .short = Once, at round start: tuck any cards, 1 VP each.
    .full = Once in the game, at the start of a round (when chapels are used), you may slip any number of cards from your hand under the bank. Each is worth 1 VP at the end; opponents do not see how many there are.
card-harbor = Harbor
    .short = Each trader phase you sell: 1 good under it, 1 VP.
    .full = In each trader phase in which you sell, one of the goods you sell goes face down under the harbor instead of to the discard stack: 1 VP each at the end.
card-goldsmith = Goldsmith
    .short = Prospector: turn a card; nobody has it built? Take it.
    .full = In every prospector phase you turn over the top card of the supply. If nobody, you included, has that building in his city, you take it into your hand; otherwise it is discarded.
card-residence = Residence
    .short = End: 4 / 3 / 2 / 1 VP per set of 3 buildings of one cost.
    .full = At the end of the game: for each set of three different buildings of the same cost in your city, 4 VP for the first set, 3 for the second, 2 for the third, 1 for the fourth. Two copies of a production building may be in two sets, never in one.
card-cathedral = Cathedral
    .short = End: 4 / 7 / 9 / 10 VP for opponents' 6-cost buildings.
    .full = Lies beside the roles, one in the game. Any player may build it as his build of a builder phase (cost 7, a violet building). At the end: 4, 7, 9 or 10 VP for 1, 2, 3 or 4 and more 6-cost buildings in the other players' cities.
field-edition = Rules
edition-first = 1st edition (2004)
edition-second = 2nd edition (2014)
field-new-buildings = The New Buildings and the Cathedral
cathedral-title = Cathedral
area-bank = bank: { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
area-bank-hidden = bank: hidden
area-harbor = harbor: { $count ->
        [one] 1 card
       *[other] { $count } cards
    }
area-harbor-hidden = harbor: hidden
prompt-pay-customs = Pay with the customs office's good
card-gold-mine-second =
    .short = Prospector: 4 cards, all costs differ? Keep the cheapest.
    .full = Whoever chooses the prospector, you turn over the top four cards of the supply. If their costs are all different, the cheapest goes into your hand; the others go to the discard stack.
card-guild-hall-second =
    .short = End: 1 VP per production building, 1 per kind.
    .full = At the end of the game: 1 VP for each production building in your city and 1 VP for each kind of them.
card-crane-second =
    .short = Build over one of your buildings; it is discarded.
    .full = You may build a new building on top of one of your own (not the crane itself, not the same building). You pay only the difference in cost; the covered building goes to the discard stack with its good; cards under a covered chapel stay and score.
help-second-edition-title = The 2nd edition
help-second-edition = Chosen when you start a game. Three buildings change: a gold mine whose four cards all differ in cost gives you the cheapest; the guild hall scores 1 point per production building and 1 per kind of them; a building covered by the crane goes to the discard stack (cards under a covered chapel still count).
help-new-buildings-title = The New Buildings
help-new-buildings = With either rule set, 33 more cards join the deck (ten new violet buildings and four production buildings) and the Cathedral lies beside the roles: anyone may build it as his build in a builder phase. Without a guard room the hand limit is 6. At the start of a round the office building comes first, then chapel and bank, then the hand limit. Each card's full text says what it does.

# The Events
kind-event = Event
card-earthquake = Earthquake
    .short = Everyone discards one of his buildings.
    .full = Every player, you first and then clockwise, chooses one building of his city and puts it on the discard stack, with the good on it and any cards under it.
card-debt-relief = Debt relief
    .short = Everyone draws 3 cards.
    .full = Every player, you first and then clockwise, draws three cards from the supply into his hand.
card-taxes = Taxes
    .short = Every other player discards 1 hand card.
    .full = Starting with the player after you, clockwise, every other player discards one card of his choice from his hand (if he has any). You discard nothing.
card-amnesty = Amnesty
    .short = Everyone may swap any hand cards for new ones.
    .full = Every player, you first and then clockwise, may discard any number of cards from his hand once and draw as many new ones.
card-construction = Construction
    .short = Everyone may build one building of cost 1–4 free.
    .full = Every player, you first and then clockwise, may build one building of printed cost 1 to 4 from his hand for nothing. No other building helps or pays out (no crane, carpenter, poor house, tavern). If someone reaches 12 buildings, the game ends once everyone had his free build.
card-governors-visit = Governor's visit
    .short = Play a role chosen this round once more.
    .full = Take a role that was already chosen this round and play it again with its privilege (a library does not double it); everyone takes its action as usual. A 12th building ends the game after this turn.
log-event-turned-up = { $event } turned up: it lies face up beside the roles and another card was drawn in its place.
log-event-set-off = { $name } set off the event { $event }.
log-visited-role = { $name } played the { $role } once more (governor's visit).
log-building-discarded = { $count ->
    [0] { $name } discarded the { $building } (earthquake).
    [one] { $name } discarded the { $building } and 1 card with it (earthquake).
   *[other] { $name } discarded the { $building } and { $count } cards with it (earthquake).
}
log-tax-paid = { $name } discarded a hand card (taxes).
log-amnesty = { $count ->
    [0] { $name } kept every card (amnesty).
    [one] { $name } exchanged 1 card (amnesty).
   *[other] { $name } exchanged { $count } cards (amnesty).
}
log-construction-passed = { $name } built nothing (construction).
log-debt-relief = { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } (debt relief).
decision-visit-role = Governor's visit: choose a role already chosen this round to play it once more, with its privilege.
decision-earthquake-yours = Earthquake: choose one of your buildings to discard.
decision-earthquake-other = Earthquake: discards one of the buildings.
decision-taxes-yours = Taxes: discard a card from your hand.
decision-taxes-other = Taxes: discards a hand card.
decision-amnesty-yours = Amnesty: discard any cards from your hand to draw as many, or stop.
decision-amnesty-other = Amnesty: may exchange hand cards.
decision-construction-yours = Construction: build one building of cost 1 to 4 from your hand for free, or build nothing.
decision-construction-other = Construction: may build one building free.
pass-amnesty = Keep my hand
placard-visit = Play { $role } again
placard-in-play-visit = In play · governor's visit: { $name }
event-card-kind = (event)
event-in-play = In play · set off by { $name }
events-gone = Set off already: { $events }
events-title = Events
events-none = No event card is face up.
event-set-off = Set off
event-set-off-label = Set off the event { $event } instead of choosing a role
field-events = The Events (six event cards)
help-events-title = The Events
help-events = Six event cards are shuffled into the supply. When one is seen (dealt, drawn, turned over) it is laid face up beside the roles and replaced by the next card; it never stays in a hand. A card taken face down (a good, a card under a chapel, bank or harbor) is only a card. At the start of his turn a player may set off one face-up event instead of choosing a role; it is resolved from him clockwise and leaves the game. Buildings do not change an event.

# 5 to 8 players
log-gold-digger = { $name } drew { $count ->
        [one] 1 card
       *[other] { $count } cards
    } (gold digger).
log-explorer-revealed = { $name } turned over { $count ->
        [one] 1 card
       *[other] { $count } cards
    } for everyone to choose from (explorer).
log-explorer-took = { $name } took the { $building } (explorer).
log-captain-named = { $name } named { $good } for shipping (captain).
log-shipped = { $count ->
    [0] { $name } shipped no { $good }.
    [one] { $name } shipped 1 { $good } (1 VP at the end).
   *[other] { $name } shipped { $count } { $good } ({ $count } VP at the end).
}
log-viceroy = { $name } will take the first turn of the next round (viceroy).
decision-explorer-yours = Explorer: take { $count ->
        [one] one of the cards turned over
       *[other] { $count } of the cards turned over
    } into your hand.
decision-explorer-other = Explorer: takes a card.
decision-captain-yours = Captain: name a kind of good; then you and everyone else may ship all your goods of it or none (1 VP each at the end).
decision-captain-yours-saved-before = Captain: name a kind of good; you ship all your goods of it at once (this game was saved before the captain could keep his), then everyone else may ship all theirs of it or none (1 VP each at the end).
decision-captain-other = Captain: names a kind of good.
decision-ship-one-yours = Captain's privilege: ship one good of another kind, or none.
decision-ship-one-other = Captain: may ship one more good.
decision-ship-yours = Captain: ship all your { $good } (1 VP each at the end), or keep them.
decision-ship-other = Captain: may ship { $good }.
pass-ship = Ship nothing
name-hugo = Hugo
name-ines = Inés
name-jorge = Jorge
name-lucia = Lucía
field-extra-roles = Extra roles (5 to 8 players: one more role than players)
extra-roles-fixed = Fixed by the number of players
extra-roles-chosen = { $count ->
        [one] Chosen: 1 of the four
       *[other] Chosen: { $count } of the four
    }
extra-roles-pick = { $count ->
        [one] Tick 1 extra role
       *[other] Tick { $count } extra roles
    } ({ $chosen } ticked).
field-one-deck = One deck (no second copy of the cards; the prospector may be chosen twice per round)
field-gold-mine-once = Each gold mine works at most once per round
field-gold-digger-fires = The gold digger sets off the gold mine and the goldsmith, like the prospector
area-goods = { $count ->
        [one] 1 good
       *[other] { $count } goods
    }
area-shipped = shipped: { $count }
drawn-explorer = { $you ->
    [yes] Your explorer's cards, face up for everyone
   *[no] { $name }'s explorer: cards face up for everyone
}
prompt-ship = Ship
score-shipped = Shipped goods
top-viceroy-next = { $you ->
    [yes] Next round you play first (viceroy)
   *[no] Next round { $name } plays first (viceroy)
}
top-first-turn = { $you ->
    [yes] This round you play first (viceroy)
   *[no] This round { $name } plays first (viceroy)
}
help-many-title = 5 to 8 players
help-many = With 5 to 8 players a second copy of part of the cards joins the supply, with more trading-house tiles, and there is one role more than players: to the five roles add, one per player above 4, the gold digger, the explorer, the captain and the viceroy (fixed by the number of players in that order, or chosen when you start a game). With 5 players and one deck nothing is added; the prospector may then be chosen twice per round.
undo = Undo
undo-title = Take back your last decision (Ctrl+Z)
hint-ask = What would the hard bot do?
hint-thinking = The hard bot is thinking…
hint-hard = The hard bot's choice: { $action }.
hint-medium = The hard bot is not available; the medium bot's choice: { $action }.
hint-searched = It played this out in { $games ->
        [one] 1 game
       *[other] { $games } games
    } from what you can see (guessing the hidden cards), and you won { $percent }% of them.
hint-rule = It settles this kind of decision by its rule of thumb, without a search.
hint-only-choice = There is nothing else you can do.
hint-nothing = The bot has nothing to suggest here.
hint-tag = Hint
hint-said = The bot's suggestion.
hint-do-role = Choose the { $role }
hint-do-role-library = Choose the { $role } and double its privilege with the library
hint-do-visit = Play the { $role } again
hint-do-build = Build the { $building }
hint-do-build-over = Build the { $building } over the { $over }
hint-do-pay = Pay with the { $building }
hint-do-pay-good = Pay with a good: { $good }
hint-do-produce = Produce { $good }
hint-do-sell = Sell { $good }
hint-do-sell-customs = Sell the customs office's good
hint-do-keep = Keep the { $building }
hint-do-discard = Discard the { $building }
hint-do-tuck-chapel = Tuck the { $building } under your chapel
hint-do-tuck-bank = Tuck the { $building } under your bank
hint-do-set-off = Set off the { $event }
hint-do-discard-building = Discard the { $building } from your city
hint-do-ship = Ship { $good }

## The chart of VP round by round, under the score pad
score-chart-title = VP round by round
score-chart-round = Round
score-chart-vp = { -vp }
score-chart-said = Each player's VP at the end of rounds 1 to { $rounds }, the last at the end of the game:
score-chart-line = { $name }: { $figures } { -vp }

## Pass-and-play
seat-person = Person
seat-number = Player { $seat }
seat-person-name = Name of player { $seat }
seat-name-missing = Each person needs a name: player { $seat } has none yet.
seat-name-twice = Two persons have the same name: give player { $seat } another one.
who-person = person
field-no-hints = No hints in this game (no “What would the hard bot do?”)
stats-by-name = Results by name
stats-person = { $name }: { $line }
hand-over-title = Pass the device to { $name }
hand-over-take = I am { $name }
hand-over-bots = The bots are playing. The table stays covered until the next person’s turn.
hand-over-hidden = The table is covered, so nobody sees another player’s hand.
hand-over-public = The table, as everyone sees it
hand-over-recap = { $name }, since your last decision
hand-over-show = Show my hand
## Keyboard and screen reader
announce-label = What the others did
announce-score = { $name } { $vp } { -vp }
announce-end = The game is over. { $verdict } Scores: { $scores }.
skip-to-decision = Skip to the decision
decision-label = Your decision
opponents-label = The other players
keys-title = Playing by keyboard
keys-decision = D, or the link at the top of the table: go to the decision (its first choice). When your decision comes, the focus goes there by itself unless you are reading elsewhere.
keys-hand = H: go to your hand. L: go to the game log.
keys-arrows = Tab goes from group to group (your hand, the role placards, each city, the prompt); the arrow keys, Home and End move within a group.
keys-details = I on a card (or the context-menu key, Shift+F10): its full text. Escape closes it.
keys-undo = Ctrl+Z (⌘Z on a Mac): take back your last decision.
keys-single = Single-letter shortcuts (D, H, L)

## The table on one screen (a narrow screen's top bar)
top-log = Log
top-menu = Menu
## Game review
review-start = Review this game
review-seat = Review this seat
review-title = { $you ->
    [yes] Review of your decisions
   *[no] Review of { $name }'s decisions
}
review-progress = { $done } of { $total } decisions weighed
review-time-left = about { $seconds } s left
review-cancel = Cancel the review
review-summary = Accuracy { $accuracy } out of 100: on average { $loss } points of win share lost per decision, over { $decisions } decisions.
review-marks-title = Marked decisions
review-no-marks = No decision lost enough, beyond the noise of the playouts, to be marked.
review-entry = Round { $round }: { $action } — { $mark }, { $loss } points lost
review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
review-played = Played: { $action }. { $percent }% of the playouts after it were won.
review-best = The hard bot would choose: { $action }. { $percent }% were won.
review-same = The hard bot would choose the same.
review-graph-title = Win share after each decision
review-graph-share = Won (%)
review-graph-decision = Decision
review-graph-said = The win share of the answer played at each of the { $decisions } decisions, in percent: { $figures }.
## Learn to play (the guided first game and the expansions' first-time guides)
learn-to-play = Learn to play
learn-to-play-about = A game against the easy bot in which callouts show you, step by step, what to press and why.
stats-guided = Guided games finished: { $count }
guide-label = Guide
guide-step = Step { $step } of { $total }
guide-next = Next
guide-close = Close the guide
guide-never = Don’t show again
guide-also = That works too: { $action }. The guide goes on from what you did.
guide-suggested = Suggested: { $action }
guide-governor = You hold the governor’s placard this round, so you choose a role first. At the start of the next round the placard goes to your opponent.
guide-roles = In turn, starting with the governor, each player takes one of these role placards. With two players the governor takes a second one at the end of the round. A placard taken this round cannot be taken again until the next.
guide-builder = Take the builder: every player may build one building, and you, who chose the role, pay one card less. That bonus is the role’s privilege.
guide-build = Build this card. Its button says what it costs you once every discount is taken off. You pay with cards from your hand.
guide-pay = Pay with the card you need least. Every card in your hand is money; whatever you pay with goes to the discard stack.
guide-city-limit = Your city grows by one building at a time. The game ends after the builder phase in which a city reaches 12 buildings, so watch how many each player has.
guide-producer = Take the producer: every empty production building may get a good, and as the chooser you fill one more.
guide-produce = Put a good on this production building. It stays there, face down, until you sell it.
guide-trader = Take the trader: every player may sell one good, and as the chooser you may sell one more.
guide-trading-house = The trading-house tile turned over for this phase says how many cards each kind of good brings.
guide-sell = Sell the good that brings the most. The cards you earn come straight from the supply into your hand.
guide-councillor = Take the councillor: every player draws two cards and keeps one of them; you draw five and still keep one.
guide-keep = Keep the card your city needs most. The ones you let go end on the discard stack.
guide-prospector = Take the prospector: you alone draw a card, the others get nothing. Useful when every other role would help your opponent more than you.
guide-smithy = Build the smithy. A violet building works for you all game long: with the smithy every production building costs you one card less.
guide-hand-limit = When a round starts, nobody may hold more than 7 cards. Throw away cards until you have 7; the cheap ones are the easiest to miss.
guide-hint = Not sure what to do? This button asks the hard bot what it would choose in your place, and why. It never moves for you.
guide-log = From here the game is yours. The log tells you everything that happened, so you always know what your opponent did.
guide-end = The game is over. The score pad adds up the victory points of each player’s buildings and the bonus points of the six-cost buildings. Start another game whenever you like.
guide-second-roles = The 2nd edition keeps the roles and the order of a round that you know.
guide-second-cards = A few cards work a little differently in this edition, among them the gold mine, the guild hall and the crane. A card’s “i” opens its full text.
guide-second-help = “How to play” sums up the rules whenever you need them.
guide-new-cathedral = The Cathedral waits beside the role placards. Any player may build it as his building of a builder phase; at the end it scores for the six-cost buildings of the others.
guide-new-cards = The New Buildings bring new cards into the supply. Open a card’s full text with its “i” to learn what it does.
guide-new-help = “How to play” describes the new cards as well.
guide-events-cards = The face-up event cards lie here. Instead of taking a role, a player may set one of them off.
guide-events-set-off = “Set off” plays this event now in place of a role. Read its full text first: it may help the others as much as you.
guide-events-log = The log says what each event did, to whom.
guide-many-roles = With 5 to 8 players there is one role more than there are players: the new placards are here.
guide-many-opponents = Each opponent takes one line. Open it to see the whole city.
guide-many-deck = The supply holds two copies of every card, so more of each building is around.

## Your last games (the game review)
recent-title = Your last games
recent-seat = { $name } { $points } { -vp }
recent-review = Review
recent-review-label = Review: { $game }
