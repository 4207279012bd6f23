# San Juan: texty stolu česky. Zprávy, atributy a proměnné jsou tytéž jako v en.ftl
# (kontroluje `cargo test`). Názvy karet, rolí a zboží podle českých pravidel; texty
# funkcí jsou naše vlastní.
#
# $name je jméno hráče; $you = "yes", když je to člověk u tohoto prohlížeče, který
# nevyplnil jméno (ukazuje se jako „Vy“: sloveso ve 2. osobě množného čísla), jinak "no".
# Slovesa o ostatních hráčích jsou v přítomném čase: nemá rod, hodí se ke každému jménu.

## Termíny

-vp = VB

## Aplikace

app-title = San Juan
you-name = Vy
name-bruno = Bruno
name-carmen = Carmen
name-diego = Diego
name-elena = Elena
name-felipe = Felipe
name-gloria = Gloria
lang-label = Jazyk
ok = OK
close = Zavřít
cancel = Zrušit
manifest-description = Karetní hra San Juan proti počítačovým soupeřům, v prohlížeči i bez připojení.
update-available = Je k dispozici nová verze
update-reload = Načíst znovu

## Oznámení

notice-replay-failed = Tento záznam nelze přehrát: { $detail }
notice-illegal-bot-move = Pracovní vlákno botů odpovědělo nepovoleným tahem ({ $detail }); boti teď hrají přímo na stránce, se střední silou.
notice-no-workers = Tento prohlížeč neumí spustit boty na pozadí. Boti teď hrají přímo na stránce, se střední silou.
notice-no-answer = Pracovní vlákno botů neodpovědělo do { $seconds } s. Boti teď hrají přímo na stránce, se střední silou.
notice-start-failed = Hru nelze začít: { $detail }
notice-resume-failed = Ve hře nelze pokračovat: { $detail }
notice-move-refused = Tento tah není možný: { $detail }
notice-saved-elsewhere = V jiné záložce tohoto prohlížeče byla uložena hra. Tato záložka už neukládá, aby ji nepřepsala: načtěte stránku znovu a pokračujte odtamtud.
notice-export-failed = Záznam nelze stáhnout: { $detail }
notice-file-unreadable = Soubor nelze přečíst.
notice-link-copied = Odkaz zkopírován. Otevře tento okamžik hry na jakémkoli zařízení, i bez připojení:
notice-link-manual = Tento prohlížeč nepustí odkaz do schránky: zkopírujte ho ručně (kliknutím ho vyberete celý):
notice-link-not-made = Odkaz nelze vytvořit: { $detail }
notice-link-failed = Tento odkaz neotevírá žádnou hru: { $detail }
notice-lang-failed = Texty v jazyce „{ $lang }“ nelze načíst ({ $detail }), stůl zůstává v dosavadním jazyce. Zkuste to znovu, až budete online.

## Poškozená uložená hra

damaged-intro = V uložené hře nelze pokračovat:
damaged-outro = Uloženou hru si můžete stáhnout tak, jak byla, a začít novou.
damaged-download = Stáhnout uloženou hru
damaged-details = Podrobnosti
save-not-json = uložená hra není čitelný text této hry: byla zkrácena nebo změněna mimo hru
save-not-ours = toto není uložená hra San Juan
save-other-version = uložená hra je z jiné verze hry (verze uložení { $found }, tato hra čte verzi { $wanted })
save-no-version = uložená hra nemá verzi
save-damaged = uložená hra je poškozená: některé její části chybí nebo je nelze přečíst
save-does-not-resume = její tahy nelze znovu odehrát od začátku hry: byla změněna nebo vytvořena verzí s jinými pravidly

## Nová hra

setup-intro = Karetní hra Andrease Seyfartha: postavte město, vyrábějte a prodávejte zboží, volte role s rozmyslem. Hrajete proti 1 až 7 botům nebo s přáteli u jednoho zařízení.
help-open = Jak hrát
stats-none = V tomto prohlížeči zatím žádná dohraná hra.
stats-line = Odehráno: { $played } · výher: { $won } · průměrné skóre: { $average } { -vp }
daily-title = Dnešní rozdání
daily-play = Hrát dnešní rozdání
daily-terms = Dnes stejné rozdání pro všechny (UTC): { $players } hráči, vy proti { $bots } těžkým botům, 1. vydání, bez rad.
daily-tried = Dnešní rozdání jste už začali: počítá se jeden pokus denně, další hra je jen cvičná.
daily-stats = Odehraných dnů: { $played } · výher: { $won } · série: { $streak } (nejdelší { $best })
daily-badge = { $practice ->
    [yes] Dnešní rozdání, { $date }: cvičná hra
   *[no] Dnešní rozdání, { $date }
}
daily-share = San Juan, dnešní rozdání { $date }{ $practice ->
    [yes] {" "}(cvičně)
   *[no] {""}
}: { $result ->
    [won] výhra
   *[lost] bez výhry
} s { $vp } { -vp }
daily-share-button = Sdílet výsledek
daily-share-copied = Zkopírováno. Vložte to do chatu nebo na fórum.
daily-share-manual = Zkopírujte tento text a sdílejte ho:
rating-title = Vaše hodnocení
rating-line = { $rating } ± { $margin } po { $games ->
    [one] { $games } hodnocené hře
   *[other] { $games } hodnocených hrách
}
rating-none = Zatím žádná hodnocená hra. Hra proti botům vám dá hodnocení na stupnici botů: střední bot má { $medium }, těžký { $hard }.
rating-apart = { $apart ->
    [one] { $apart } hra s radou nebo s průvodcem se počítá zvlášť: hodnocení nemění.
    [few] { $apart } hry s radou nebo s průvodcem se počítají zvlášť: hodnocení nemění.
   *[other] { $apart } her s radou nebo s průvodcem se počítá zvlášť: hodnocení nemění.
}
rating-chart = Hodnocení po každé hodnocené hře
rating-chart-x = Hodnocené hry
rating-person = { $name } — { $line }
field-name = Vaše jméno
field-players = Hráči
players-count = { $count ->
    [one] { $count } hráč
    [few] { $count } hráči
   *[other] { $count } hráčů
}
field-opponents = Soupeři
level-easy = Snadný
level-medium = Střední
level-hard = Těžký
level-expert = Expert
field-levels = Síla
field-rivals = Soupeři se stylem
rival-production = Producent: zboží, obchod a sídlo cechu
rival-production-seat = Producent
rival-production-style = Staví produkční budovy všech druhů zboží, skoro každé kolo vyrábí a prodává a šetří karty na sídlo cechu. Proti střednímu botovi vyhraje { $wins } % her ve dvou.
rival-violet = Architekt: fialové budovy a radnice
rival-violet-seat = Architekt
rival-violet-style = Začíná kamenolomem a truhlářstvím, zaplní město fialovými budovami a boduje za ně radnicí. Proti střednímu botovi vyhraje { $wins } % her ve dvou.
rival-chapel = Správce kaple: každé kolo karta pod kapli
rival-chapel-seat = Správce kaple
rival-chapel-style = Brzy postaví kapli a každé kolo pod ni uloží kartu navíc; radní a zlatokop mu drží plnou ruku. Proti střednímu botovi vyhraje { $wins } % her ve dvou.
rival-rush = Sprintér: levné budovy a rychlý konec
rival-rush-seat = Sprintér
rival-rush-style = Bere stavitele, kdykoli může stavět, a plní město nejlevnějšími budovami, aby hra skončila dřív, než se pomalejší plány vyplatí. Proti střednímu botovi vyhraje { $wins } % her ve dvou.
field-starting-hands = Varianta startovní ruky (líznout 5 až 8 karet, 4 si ponechat)
field-seed = Semínko (nepovinné: stejné semínko rozdá stejnou hru)
seed-placeholder = náhodné
seed-error = Semínko musí být celé číslo od 0 do 18446744073709551615 (nebo prázdné).
field-speed = Rychlost botů
speed-instant = Okamžitě
speed-normal = Normálně
speed-slow = Pomalu
start = Začít
back-to-game = Zpět do hry
import-record = Záznam hry (JSON ze „Stáhnout záznam“)
import-choose = Vybrat soubor…
confirm-abandon = Hra právě běží. Opustit ji a začít novou?
confirm-abandon-yes = Začít novou hru
import-title = Přehrát hru

## Horní lišta

top-round = { $you ->
    [yes] Kolo { $round } · guvernérem jste vy
   *[no] Kolo { $round } · guvernér { $name }
}
top-bots = Boti
export = Stáhnout záznam
new-game = Nová hra

## Místa u stolu

who-bot = { $level ->
    [easy] snadný bot
    [hard] těžký bot
    [expert] expertní bot
    [rival] soupeř se stylem
   *[medium] střední bot
}
who-bot-in-page = { $level ->
    [easy] snadný bot, na stránce
    [hard] těžký bot, na stránce
    [expert] expertní bot, na stránce
    [rival] soupeř se stylem, na stránce
   *[medium] střední bot, na stránce
}
area-city = { $you ->
    [yes] Vaše město
   *[no] Město: { $name }
}
area-governor = Guvernér
area-governor-title = Drží kartu guvernéra: v tomto kole volí roli první
area-your-turn = jste na tahu
area-deciding = rozhoduje…
area-hand = { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    } v ruce
area-chapel = kaple: { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }
area-chapel-hidden = kaple: skryto
area-buildings = { $count }/{ $limit } budov
area-vp = { $vp } { -vp }
hand-title = { $you ->
    [yes] Vaše ruka
   *[no] Ruka: { $name }
}
hand-empty = Žádné karty v ruce.
drawn-councillor = { $you ->
    [yes] Vaše karty radního
   *[no] Karty radního: { $name }
}
drawn-gold-mine = { $you ->
    [yes] Váš zlatý důl
   *[no] Zlatý důl: { $name }
}

## Karty

card-vp = { $vp } { -vp }
card-good = zboží
card-said = , cena { $cost }, { $vp } { -vp }, { $kind }: { $text }
card-holds-good = Leží na ní zboží.
card-shows-details = Ukáže podrobnosti.
card-new = Nová
card-new-said = Právě líznutá.
card-built = Nová
card-built-said = Právě postavená.
area-drew = právě líznuto: { $count }
card-info = Celý text: { $name }
tip-details = Tip: tlačítko „i“ na kartě ukáže její celý text. Stejně tak klepnutí na kartu, která není zvýrazněná.
tip-dismiss = Rozumím
card-facts = { $kind } · cena { $cost } · { $vp } { -vp }
kind-production = Produkční · { $good }
kind-violet = Fialová
kind-monument = Monument
kind-six = Fialová · za 6
verb-build = Postavit
verb-build-for = Postavit za { $cost }
verb-build-free = Postavit zdarma
verb-build-over = Přestavět
verb-build-over-for = Přestavět za { $cost }
verb-build-over-free = Přestavět zdarma
verb-build-choose = Postavit…
verb-pay = Zaplatit
verb-discard = Odhodit
verb-tuck = Pod kapli
verb-keep = Ponechat
verb-produce = Vyrobit
verb-sell = Prodat

## Střed stolu

roles-label = Role
placard-not-taken = Zatím ji nikdo nevzal
placard-taken = { $you ->
    [yes] Vzali jste ji vy
   *[no] Vzal(a): { $name }
}
placard-in-play = { $you ->
    [yes] Ve hře · zvolili jste ji vy
   *[no] Ve hře · zvolil(a): { $name }
}
placard-in-play-library = { $you ->
    [yes] Ve hře · zvolili jste ji vy (knihovna)
   *[no] Ve hře · zvolil(a): { $name } (knihovna)
}
placard-choose = Zvolit: { $role }
placard-library = S knihovnou ×2
house-title = Obchodní dům
house-selling = Nyní se prodává za
house-this-round = Kartička tohoto kola
house-none = V tomto kole nebyla otočena žádná kartička
house-stack = { $count ->
    [one] { $count } kartička lícem dolů
    [few] { $count } kartičky lícem dolů
   *[other] { $count } kartiček lícem dolů
}
house-next = Další kartička (kartičky se vracejí ve stejném pořadí):
house-unseen = dosud neviděno: { $count }
piles-label = Balíčky karet
pile-supply = balíček
pile-discard = odhozené
log-title = Průběh hry
log-earlier = { $count ->
    [one] Ukázat { $count } starší řádek
    [few] Ukázat { $count } starší řádky
   *[other] Ukázat { $count } starších řádků
}

## Výzva

turn-over = Hra skončila.
play-again = Hrát znovu
turn-yours = Jste na tahu. { $decision }
turn-where = Jste na tahu. Kam postavit budovu „{ $building }“?
turn-other = { $you ->
    [yes] Rozhodujete se. { $decision }
   *[no] { $name } se rozhoduje. { $decision }
}
prompt-new-place = Postavit budovu „{ $building }“ na nové místo
prompt-cost-free = (zdarma)
prompt-cost-pay = (zaplatit { $cost })
prompt-pay-good = Zaplatit zbožím:
prompt-show-choices = Ukázat možnosti
hint-crane-new-or-over = Na nové místo, nebo přes jednu z vašich zvýrazněných budov (jeřáb).
hint-crane-over = Přes jednu z vašich zvýrazněných budov (jeřáb).
pass = Pas
pass-build = Nic nestavět
pass-produce = Už nevyrábět
pass-sell = Už neprodávat
pass-chapel = Nic nepokládat
decision-starting-hand = Startovní ruka: odhoďte ještě { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (4 karty zůstanou).
decision-role = Zvolte roli.
decision-build-yours = { $discount ->
    [0] Fáze stavitele: vyberte budovu z ruky, nebo nic nestavějte.
   *[other] Fáze stavitele: vyberte budovu z ruky (sleva stavitele: { $discount ->
        [one] { $discount } karta
        [few] { $discount } karty
       *[other] { $discount } karet
    }), nebo nic nestavějte.
}
decision-build-other = { $discount ->
    [0] Fáze stavitele: stavba.
   *[other] Fáze stavitele: stavba (sleva stavitele: { $discount ->
        [one] { $discount } karta
        [few] { $discount } karty
       *[other] { $discount } karet
    }).
}
decision-pay = Platba za budovu „{ $building }“: ještě { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }.
decision-pay-goods = Platba za budovu „{ $building }“: ještě { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    } (nebo až { $goods } zbožím přes černý trh).
decision-produce-yours = Fáze dozorce: vyberte prázdnou produkční budovu (ještě { $count ->
        [one] { $count } kus zboží
        [few] { $count } kusy zboží
       *[other] { $count } kusů zboží
    }), nebo skončete.
decision-produce-other = Fáze dozorce: výroba.
decision-sell-yours = Fáze kupce: vyberte zboží k prodeji (ještě { $count ->
        [one] { $count } kus zboží
        [few] { $count } kusy zboží
       *[other] { $count } kusů zboží
    }), nebo skončete.
decision-sell-other = Fáze kupce: prodej.
decision-keep = Radní: ponechte si z lízlých karet { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
decision-councillor-discard = Radní s archívem: odhoďte z ruky { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
decision-gold-mine = Zlatý důl: ponechte si jednu ze čtyř karet.
decision-chapel-yours = Kaple: položte pod ni kartu z ruky, nebo nic nepokládejte.
decision-chapel-other = Kaple: smí položit kartu.
decision-hand-limit = Limit ruky: odhoďte { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.

## Průběh hry

log-game-started = { $you ->
    [yes] Nová hra, hráčů: { $players }. Guvernérem jste vy.
   *[no] Nová hra, hráčů: { $players }. Guvernér: { $name }.
}
log-starting-hand = { $you ->
    [yes] Ponecháváte si 4 karty a odhazujete { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
   *[no] { $name } si ponechává 4 karty a odhazuje { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
}
log-round = { $you ->
    [yes] Kolo { $round }: guvernérem jste vy.
   *[no] Kolo { $round }: guvernér { $name }.
}
log-role = { $you ->
    [yes] Volíte roli: { $role }.
   *[no] { $name } volí roli: { $role }.
}
log-role-library = { $you ->
    [yes] Volíte roli: { $role }, s knihovnou je privilegium dvojnásobné.
   *[no] { $name } volí roli: { $role }, s knihovnou je privilegium dvojnásobné.
}
log-passed = { $you ->
    [yes] { $role ->
        [builder] Nic nestavíte.
        [producer] Nic nevyrábíte.
        [trader] Nic neprodáváte.
        [councillor] Neberete si žádné karty.
        [explorer] Neberete si kartu.
        [captain] Nic nenakládáte.
       *[other] Nic nedostáváte.
    }
   *[no] { $role ->
        [builder] { $name } nic nestaví.
        [producer] { $name } nic nevyrábí.
        [trader] { $name } nic neprodává.
        [councillor] { $name } si nebere žádné karty.
        [explorer] { $name } si nebere kartu.
        [captain] { $name } nic nenakládá.
       *[other] { $name } nic nedostává.
    }
}
log-built = { $you ->
    [yes] Stavíte budovu „{ $building }“ za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
   *[no] { $name } staví budovu „{ $building }“ za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
}
log-built-free = { $you ->
    [yes] Stavíte budovu „{ $building }“ zdarma.
   *[no] { $name } staví budovu „{ $building }“ zdarma.
}
log-built-goods = { $you ->
    [yes] Stavíte budovu „{ $building }“ za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } a { $goods ->
        [one] { $goods } kus zboží
        [few] { $goods } kusy zboží
       *[other] { $goods } kusů zboží
    }.
   *[no] { $name } staví budovu „{ $building }“ za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } a { $goods ->
        [one] { $goods } kus zboží
        [few] { $goods } kusy zboží
       *[other] { $goods } kusů zboží
    }.
}
log-built-over = { $you ->
    [yes] Stavíte budovu „{ $building }“ přes budovu „{ $over }“ za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
   *[no] { $name } staví budovu „{ $building }“ přes budovu „{ $over }“ za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
}
log-built-over-free = { $you ->
    [yes] Stavíte budovu „{ $building }“ přes budovu „{ $over }“ zdarma.
   *[no] { $name } staví budovu „{ $building }“ přes budovu „{ $over }“ zdarma.
}
log-built-over-goods = { $you ->
    [yes] Stavíte budovu „{ $building }“ přes budovu „{ $over }“ za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } a { $goods ->
        [one] { $goods } kus zboží
        [few] { $goods } kusy zboží
       *[other] { $goods } kusů zboží
    }.
   *[no] { $name } staví budovu „{ $building }“ přes budovu „{ $over }“ za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } a { $goods ->
        [one] { $goods } kus zboží
        [few] { $goods } kusy zboží
       *[other] { $goods } kusů zboží
    }.
}
log-good-lost = { $you ->
    [yes] Vaše zboží ({ $good }) z přestavěné budovy jde na odhozené.
   *[no] Zboží ({ $good }) z přestavěné budovy hráče { $name } jde na odhozené.
}
log-produced = { $you ->
    [yes] Vyrábíte: { $good }.
   *[no] { $name } vyrábí: { $good }.
}
log-tile = Obchodní dům platí: { $prices }.
log-sold = { $you ->
    [yes] Prodáváte zboží ({ $good }) za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
   *[no] { $name } prodává zboží ({ $good }) za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
}
log-drew = { $you ->
    [yes] { $reason ->
        [market-stand] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (stánek).
        [market-hall] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (tržnice).
        [well] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (studna).
        [carpenter] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (truhlářství).
        [poor-house] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (chudobinec).
        [hut] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (chatrč).
        [tavern] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (hostinec).
       *[prospector] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } jako zlatokop.
    }
   *[no] { $reason ->
        [market-stand] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (stánek).
        [market-hall] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (tržnice).
        [well] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (studna).
        [carpenter] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (truhlářství).
        [poor-house] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (chudobinec).
        [hut] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (chatrč).
        [tavern] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (hostinec).
       *[prospector] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } jako zlatokop.
    }
}
log-councilled = { $you ->
    [yes] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } a ponecháváte { $kept }.
   *[no] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } a ponechává { $kept }.
}
log-councilled-archive = { $you ->
    [yes] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } a odhazujete z ruky { $discarded ->
        [one] { $discarded } kartu
        [few] { $discarded } karty
       *[other] { $discarded } karet
    } (archív).
   *[no] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } a odhazuje z ruky { $discarded ->
        [one] { $discarded } kartu
        [few] { $discarded } karty
       *[other] { $discarded } karet
    } (archív).
}
log-gold-mine = { $you ->
    [yes] Váš zlatý důl odkrývá: { $cards }.
   *[no] Zlatý důl hráče { $name } odkrývá: { $cards }.
}
log-gold-mine-card = { $building } ({ $cost })
log-gold-mine-kept = { $you ->
    [yes] Ze zlatého dolu si ponecháváte kartu „{ $building }“.
   *[no] { $name } si ze zlatého dolu ponechává kartu „{ $building }“.
}
log-gold-mine-nothing = { $you ->
    [yes] Váš zlatý důl nic nenašel (dvě ceny byly stejné).
   *[no] Zlatý důl hráče { $name } nic nenašel (dvě ceny byly stejné).
}
log-tucked-own = { $you ->
    [yes] Pokládáte kartu pod kapli.
   *[no] { $name } pokládá kartu pod kapli.
}
log-tucked = { $you ->
    [yes] Pokládáte kartu pod svou kapli.
   *[no] { $name } pokládá kartu pod svou kapli.
}
log-hand-limit = { $you ->
    [yes] Odhazujete { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } kvůli limitu ruky.
   *[no] { $name } odhazuje { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } kvůli limitu ruky.
}
log-reshuffled = Balíček došel: odhozené karty ({ $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }) byly zamíchány do nového balíčku.
log-draw-skipped = { $you ->
    [yes] Nezbyla vám karta k líznutí.
   *[no] Hráči { $name } nezbyla karta k líznutí.
}
log-game-ended = Dvanáctá budova ({ $names }): hra končí.
list-and = { $first } a { $second }
# The names before the last in a list of three or more ("A, B and C").
list-comma = { $first }, { $second }
prices = { $good } { $price }
prices-separator = { ", " }

## Výsledky

score-title = Konečné skóre
score-winner = vítěz
score-buildings = Budovy
score-total = Celkem
score-tie-break = Při shodě: karty v ruce + zboží
verdict-wins = { $you ->
    [yes] Vyhráváte s { $vp } { -vp }.
   *[no] Vítěz: { $name }, { $vp } { -vp }.
}
verdict-tie-break = { $you ->
    [yes] Shoda na { $vp } { -vp }: vyhráváte díky kartám v ruce a zboží ({ $count }).
   *[no] Shoda na { $vp } { -vp }: { $name } vyhrává díky kartám v ruce a zboží ({ $count }).
}
verdict-shared = O vítězství se dělí { $names }: po { $vp } { -vp } (shoda i v kartách a zboží).

## Přehrávání

replay-first = První krok
replay-back = Zpět
replay-back-label = O krok zpět
replay-forward = Vpřed
replay-forward-label = O krok vpřed
replay-last = Poslední krok
replay-step = Krok { $step } z { $total }
replay-seen-by = Očima
link-copy = Kopírovat odkaz
link-copy-every = Kopírovat odkaz (očima všech)
replay-seat-kept = Odkaz ukazuje hru jen očima tohoto hráče.

## Jak hrát

help-intro = Každá karta je trojí: budova do vašeho města, peníze v ruce (budovu platíte jinými kartami), nebo zboží, když leží lícem dolů na produkční budově. Vyhrává, kdo má na konci nejvíc vítězných bodů.
help-round-title = Kolo
help-round = Každý začíná s výrobnou indiga ve městě a 4 kartami v ruce. Počínaje guvernérem si hráči po řadě volí jednu z rolí, kterou v tomto kole ještě nikdo nezvolil. Pak všichni, počínaje tím, kdo volil, smějí provést akci role a ten, kdo volil, dostane navíc její privilegium. Akci lze odmítnout. Ve dvou volí guvernér druhou roli po soupeři, takže se v každém kole hrají tři role z pěti.
help-role-line = : { $action }; { $privilege }.
help-violet = Většina fialových budov mění tyto akce pro svého majitele (levnější stavba, karta navíc, zboží k prodeji navíc): jak, říká celý text karty.
help-between-title = Mezi koly
help-between = Karta guvernéra přejde na hráče vlevo. Majitel kaple smí pod ni položit jednu kartu z ruky. Kdo má víc než 7 karet (s věží 12), odhodí přebytek podle své volby.
help-end-title = Konec
help-end = Hra končí hned po fázi stavitele, v níž něčí město dosáhlo { $limit } budov. Počítají se vítězné body budov, bod za každou kartu pod kaplí a bonusy sídla cechu, radnice, vítězného oblouku a paláce. Při shodě vyhrává, kdo má víc karet v ruce a zboží.
help-table-title = U tohoto stolu
help-table = Řádek dole říká, o čem se rozhoduje. Vaše možnosti jsou zvýrazněné a píše se na nich, co kliknutí udělá; budova, kterou si můžete dovolit, ukazuje cenu po všech slevách. Platíte klikáním na karty, které dáváte, jednu po druhé. Celý text karty ukáže tlačítko „i“ na ní, a také kliknutí na kartu, která není možností, nebo pravé tlačítko či dlouhý stisk na libovolné kartě. Průběh hry je po straně; hra se po každém tahu ukládá v tomto prohlížeči.

## Zboží

good-indigo = indigo
good-sugar = cukr
good-tobacco = tabák
good-coffee = káva
good-silver = stříbro

## Role

role-builder = Stavitel
    .action = Každý smí postavit budovu
    .privilege = Kdo volil, platí o 1 kartu méně
    .help = Vyložte kartu z ruky do svého města a zaplaťte její cenu odhozením stejného počtu jiných karet. Produkční budovy se smějí opakovat, každá fialová budova jen jednou ve městě.
role-producer = Dozorce
    .action = Každý smí vyrobit zboží
    .privilege = Kdo volil, vyrobí o 1 víc
    .help = Vezměte vrchní kartu balíčku, aniž se na ni podíváte, a položte ji lícem dolů na prázdnou produkční budovu: je to zboží jejího druhu.
role-trader = Kupec
    .action = Každý smí prodat zboží
    .privilege = Kdo volil, prodá o 1 víc
    .help = Kupec otočí další kartičku obchodního domu. Prodané zboží jde na odhozené a prodávající si vezme tolik karet, kolik kartička za ten druh platí.
role-councillor = Radní
    .action = Každý lízne 2, 1 si nechá
    .privilege = Kdo volil, lízne 5
    .help = Lízněte karty, jednu si nechte a ostatní odhoďte.
role-prospector = Zlatokop
    .action = Ostatní nic
    .privilege = Kdo volil, lízne 1 kartu
    .help = Kartu si lízne jen ten, kdo roli zvolil.
role-gold-digger = Hledač zlata
    .action = Ostatní nic
    .privilege = Kdo volil, lízne 1 kartu
    .help = Kartu si lízne jen ten, kdo roli zvolil.
role-explorer = Objevitel
    .action = Otočí se karty, každý si vezme jednu
    .privilege = Kdo volil, vybírá první; s knihovnou dvě
    .help = Z balíčku se otočí po kartě na hráče; počínaje objevitelem si každý jednu vezme.
role-captain = Kapitán
    .action = Každý smí odvézt zboží jednoho druhu
    .privilege = Kdo volil, odveze ještě jeden druh
    .help = Kapitán určí zboží; každý smí odvézt všechno své zboží toho druhu, za každý kus 1 vítězný bod.
role-viceroy = Místokrál
    .action = Ostatní nic
    .privilege = Kdo volil, začíná příští kolo
    .help = Získá jen ten, kdo roli zvolil: v příštím kole táhne první.

## Budovy

card-indigo-plant = Výrobna indiga
    .short = Vyrábí indigo (prodej za 1).
    .full = Produkční budova. Ve fázi dozorce na ni smí jít lícem dolů karta z balíčku jako zboží indigo, které fáze kupce promění v 1 kartu.
card-sugar-mill = Cukrovar
    .short = Vyrábí cukr (prodej za 1–2).
    .full = Produkční budova. Nese nejvýš jeden kus cukru; cukr vynese 1 nebo 2 karty podle kartičky obchodního domu.
card-tobacco-storage = Sklad tabáku
    .short = Vyrábí tabák (prodej za 1–2).
    .full = Produkční budova. Nese nejvýš jeden kus tabáku; tabák vynese 1 nebo 2 karty podle kartičky obchodního domu.
card-coffee-roaster = Pražírna kávy
    .short = Vyrábí kávu (prodej za 2–3).
    .full = Produkční budova. Nese nejvýš jeden kus kávy; káva vynese 2 nebo 3 karty podle kartičky obchodního domu.
card-silver-smelter = Tavírna stříbra
    .short = Vyrábí stříbro (prodej za 2–3).
    .full = Produkční budova. Nese nejvýš jeden kus stříbra; stříbro vynese 2 nebo 3 karty podle kartičky obchodního domu.
card-smithy = Kovárna
    .short = Produkční budovy o 1 levněji.
    .full = Každá produkční budova vás stojí o jednu kartu méně (nikdy méně než nic).
card-gold-mine = Zlatý důl
    .short = Zlatokop: 4 karty, ceny různé? Jednu si nech.
    .full = Ať zlatokopa zvolí kdokoli, otočíte horní čtyři karty balíčku. Mají-li všechny různou cenu, jednu si vezmete do ruky; ostatní jdou na odhozené.
card-archive = Archív
    .short = Radní: lízlé karty jdou nejdřív do ruky.
    .full = Ve fázi radního jdou lízlé karty nejdřív do ruky; pak odhodíte tolik karet, kolik byste odhodili jinak, vybraných z celé ruky.
card-poor-house = Chudobinec
    .short = Po stavbě 0–1 karta v ruce? Lízni 1.
    .full = Máte-li po stavbě ve fázi stavitele v ruce nejvýš jednu kartu, lízněte si jednu kartu.
card-black-market = Černý trh
    .short = Až 2 karty ceny zaplať zbožím.
    .full = Při stavbě smíte až dvě karty ceny zaplatit zbožím ze svých produkčních budov (jde neotočené na odhozené).
card-trading-post = Obchodní kancelář
    .short = Kupec: prodej o 1 zboží víc.
    .full = Ve fázi kupce smíte prodat o jeden kus zboží víc, než byste jinak mohli.
card-well = Studna
    .short = Vyrobíš 2+ zboží: lízni 1.
    .full = Ve fázi dozorce, v níž vyrobíte aspoň dva kusy zboží, si lízněte jednu kartu.
card-market-stand = Stánek
    .short = Prodáš 2+ zboží: lízni 1.
    .full = Ve fázi kupce, v níž prodáte aspoň dva kusy zboží, si lízněte jednu kartu.
card-crane = Jeřáb
    .short = Stav přes svou budovu.
    .full = Novou budovu smíte postavit přes jednu ze svých (ne přes jeřáb samotný, ne přes stejnou budovu). Platíte jen rozdíl ceny; přestavěná budova odchází ze hry a její zboží na odhozené.
card-chapel = Kaple
    .short = Každé kolo karta pod ni: po 1 VB.
    .full = Na začátku každého kola smíte pod kapli zasunout jednu kartu z ruky lícem dolů. Každá karta tam má na konci hodnotu 1 VB; soupeři nevidí, kolik jich je.
card-tower = Věž
    .short = Limit ruky je 12.
    .full = Na začátku každého kola smíte mít v ruce až dvanáct karet místo sedmi.
card-aqueduct = Akvadukt
    .short = Dozorce: vyrob o 1 zboží víc.
    .full = Ve fázi dozorce smíte vyrobit o jeden kus zboží víc, než byste jinak mohli.
# {"\u00AD"} in a card name: a soft hyphen, where a long word may break on a narrow card (the hyphen shows only then).
card-carpenter = Truhlář{"\u00AD"}ství
    .short = Postavíš fialovou: lízni 1.
    .full = Pokaždé, když postavíte fialovou budovu (po truhlářství samotném), si lízněte jednu kartu.
card-prefecture = Prefektura
    .short = Radní: nech si 2 karty.
    .full = Ve fázi radního si z lízlých karet necháte dvě místo jedné.
card-market-hall = Tržnice
    .short = Prodáš aspoň 1 zboží: lízni 1 navíc.
    .full = Ve fázi kupce, v níž prodáte aspoň jeden kus zboží, si lízněte jednu kartu navíc (jednu celkem, ne za každý kus).
card-quarry = Kamenolom
    .short = Fialové budovy o 1 levněji.
    .full = Každá fialová budova vás stojí o jednu kartu méně (nikdy méně než nic).
card-library = Knihovna
    .short = Privilegium tvé role platí dvakrát.
    .full = Privilegium vámi zvolené role platí dvakrát: stavitel ušetří 2 karty, dozorce či kupec 2 kusy zboží navíc, radní lízne 8, zlatokop 2. Ve dvou jednou za kolo.
card-statue = Socha
    .short = Monument: jen vítězné body.
    .full = Monument: bez funkce, ale 3 vítězné body.
card-victory-column = Vítězný sloup
    .short = Monument: jen vítězné body.
    .full = Monument: bez funkce, ale 4 vítězné body.
card-hero = Jezdec
    .short = Monument: jen vítězné body.
    .full = Monument: bez funkce, ale 5 vítězných bodů.
card-guild-hall = Sídlo cechu
    .short = Konec: 2 VB za produkční budovu.
    .full = Na konci hry: 2 VB za každou produkční budovu ve vašem městě.
card-city-hall = Radnice
    .short = Konec: 1 VB za fialovou budovu.
    .full = Na konci hry: 1 VB za každou fialovou budovu ve vašem městě, včetně radnice.
card-triumphal-arch = Vítězný oblouk
    .short = Konec: 4 / 6 / 8 VB za 1 / 2 / 3 monumenty.
    .full = Na konci hry: 4 VB za jeden monument ve vašem městě (socha, vítězný sloup, jezdec), 6 VB za dva, 8 VB za všechny tři.
card-palace = Palác
    .short = Konec: +1 VB za každé 4 VB.
    .full = Na konci hry, jako poslední: 1 VB navíc za každé celé 4 VB získané jinak.

## Nové budovy

log-office = { $you ->
    [yes] Vyměňujete { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (kancelář).
   *[no] { $name } vyměňuje { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (kancelář).
}
log-bank-own = { $you ->
    [yes] Pokládáte pod banku { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
   *[no] { $name } pokládá pod banku { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
}
log-bank = { $you ->
    [yes] Pokládáte karty pod svou banku.
   *[no] { $name } pokládá karty pod svou banku.
}
log-customs-good = { $you ->
    [yes] Na vaši celnici přibývá zboží.
   *[no] Na celnici hráče { $name } přibývá zboží.
}
log-sold-customs = { $you ->
    [yes] Prodáváte zboží z celnice za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
   *[no] { $name } prodává zboží z celnice za { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }.
}
log-harbor-own = { $you ->
    [yes] Pokládáte prodané zboží pod přístav.
   *[no] { $name } pokládá prodané zboží pod přístav.
}
log-harbor = { $you ->
    [yes] Pokládáte prodané zboží pod svůj přístav.
   *[no] { $name } pokládá prodané zboží pod svůj přístav.
}
log-goldsmith-kept = { $you ->
    [yes] Váš zlatník otáčí budovu „{ $building }“: nikdo ji nemá, karta jde vám do ruky.
   *[no] Zlatník hráče { $name } otáčí budovu „{ $building }“: nikdo ji nemá, karta jde do ruky.
}
log-goldsmith-discarded = { $you ->
    [yes] Váš zlatník otáčí budovu „{ $building }“: už je postavená, karta jde na odhozené.
   *[no] Zlatník hráče { $name } otáčí budovu „{ $building }“: už je postavená, karta jde na odhozené.
}
decision-office-yours = Kancelář: odhoďte až { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } a lízněte si stejně, nebo skončete.
decision-office-other = Kancelář: smí vyměnit karty.
decision-bank-yours = Banka (jednou za hru): položte pod ni libovolné karty z ruky, nebo teď ne.
decision-bank-more = Banka: položte další kartu, nebo skončete.
decision-bank-other = Banka: smí položit karty.
pass-bank = Teď ne
pass-stop = Dost

card-guard-room = Strážnice
    .short = Limit ruky je 7; bez ní 6.
    .full = Na začátku každého kola smíte mít v ruce až sedm karet; ve hře s novými budovami mají hráči bez strážnice limit šest (s věží stále dvanáct).
card-office-building = Kancelář
    .short = Začátek kola: vyměňte 1–2 karty z ruky.
    .full = Na začátku každého kola, před kaplí, smíte odhodit jednu nebo dvě karty z ruky a líznout si stejný počet nových.
card-hut = Chatrč
    .short = Fáze obchodníka bez prodeje: lízněte 1.
    .full = Když fáze obchodníka skončí a nikdo neprodal jediné zboží, lízněte si jednu kartu.
card-tavern = Hostinec
    .short = Po fázi stavitele nejméně budov? Lízněte 1.
    .full = Na konci každé fáze stavitele po té, ve které jste ho postavili, si lízněte jednu kartu, pokud nikdo nemá méně budov než vy a někdo jich má víc.
card-park = Park
    .short = Stavba přes něj jeřábem: sleva 6.
    .full = Vlastní funkci nemá, ale budova postavená přes park jeřábem stojí o šest karet méně místo tří.
card-customs-office = Celnice
    .short = Radní: přibude sem zboží; prodá se za 2.
    .full = V každé fázi radního, je-li celnice prázdná, na ni lícem dolů přijde vrchní karta balíčku jako zboží. Jeho prodej se počítá jako jeden z vašich prodejů a vždy vynese dvě karty bez ohledu na cenovou kartu; pro ostatní budovy je to také zboží.
card-bank = Banka
    .short = Jednou, na začátku kola: libovolné karty pod ni, po 1 VB.
    .full = Jednou za hru, na začátku kola (kdy se používají kaple), smíte pod banku zasunout libovolný počet karet z ruky. Každá má na konci hodnotu 1 VB; soupeři nevidí, kolik jich je.
card-harbor = Přístav
    .short = Každá fáze obchodníka s prodejem: 1 zboží pod něj, 1 VB.
    .full = V každé fázi obchodníka, ve které prodáváte, jde jedno z prodaných zboží lícem dolů pod přístav místo na odhozené: na konci po 1 VB za každé.
card-goldsmith = Zlatník
    .short = Prospektor: otočte kartu; nikdo ji nepostavil? Vezměte si ji.
    .full = V každé fázi prospektora otočíte vrchní kartu balíčku. Pokud tu budovu nemá nikdo (ani vy), vezmete si ji do ruky; jinak se odhodí.
card-residence = Rezidence
    .short = Konec: 4 / 3 / 2 / 1 VB za trojice budov jedné ceny.
    .full = Na konci hry: za každou trojici různých budov stejné ceny ve vašem městě 4 VB za první trojici, 3 za druhou, 2 za třetí, 1 za čtvrtou. Dvě stejné výrobní budovy mohou být ve dvou trojicích, ne v jedné.
card-cathedral = Katedrála
    .short = Konec: 4 / 7 / 9 / 10 VB za budovy za 6 u soupeřů.
    .full = Leží vedle rolí, jedna ve hře. Kterýkoli hráč ji smí postavit jako svou stavbu ve fázi stavitele (cena 7, fialová budova). Na konci: 4, 7, 9 nebo 10 VB za 1, 2, 3 nebo 4 a více budov za 6 ve městech ostatních hráčů.
field-edition = Pravidla
edition-first = 1. vydání (2004)
edition-second = 2. vydání (2014)
field-new-buildings = Nové budovy a katedrála
cathedral-title = Katedrála
area-bank = banka: { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }
area-bank-hidden = banka: skryto
area-harbor = přístav: { $count ->
        [one] { $count } karta
        [few] { $count } karty
       *[other] { $count } karet
    }
area-harbor-hidden = přístav: skryto
prompt-pay-customs = Zaplatit zbožím z celnice
card-gold-mine-second =
    .short = Prospektor: 4 karty, všechny ceny různé? Nejlevnější si vezměte.
    .full = Ať prospektora zvolí kdokoli, otočíte čtyři vrchní karty balíčku. Mají-li všechny různou cenu, nejlevnější jde do vaší ruky; ostatní na odhozené.
card-guild-hall-second =
    .short = Konec: 1 VB za výrobní budovu a 1 za každý druh.
    .full = Na konci hry: 1 VB za každou výrobní budovu ve vašem městě a 1 VB za každý jejich druh.
card-crane-second =
    .short = Stavte přes svou budovu; ta jde na odhozené.
    .full = Novou budovu smíte postavit přes jednu ze svých (ne přes jeřáb samotný, ne přes stejnou budovu). Platíte jen rozdíl ceny; přestavěná budova jde na odhozené i se zbožím; karty pod přestavěnou kaplí zůstávají a počítají se.
help-second-edition-title = 2. vydání
help-second-edition = Volí se na obrazovce nové hry. Mění se tři budovy: zlatý důl, mají-li čtyři karty různé ceny, vám dá tu nejlevnější; sídlo cechu dává 1 bod za každou výrobní budovu a 1 za každý jejich druh; budova přestavěná jeřábem jde na odhozené (karty pod přestavěnou kaplí se dál počítají).
help-new-buildings-title = Nové budovy
help-new-buildings = S kterýmikoli pravidly přibude do balíčku 33 karet (deset nových fialových budov a čtyři výrobní) a vedle rolí leží katedrála: kdokoli ji smí postavit jako svou stavbu ve fázi stavitele. Bez strážnice je limit ruky 6. Na začátku kola působí nejdřív kancelář, pak kaple a banka, pak limit ruky. Úplný text každé karty říká, co dělá.

# Události
kind-event = Událost
card-earthquake = Země{"\u00AD"}třesení
    .short = Každý odhodí jednu svou budovu.
    .full = Každý hráč, počínaje vámi a dál po směru hodinových ručiček, vybere jednu budovu svého města a odhodí ji i se zbožím na ní a kartami pod ní.
card-debt-relief = Odpuštění dluhů
    .short = Každý si lízne 3 karty.
    .full = Každý hráč, počínaje vámi a dál po směru hodinových ručiček, si lízne do ruky tři karty z balíčku.
card-taxes = Daně
    .short = Každý jiný hráč odhodí 1 kartu z ruky.
    .full = Počínaje hráčem po vás, po směru hodinových ručiček, odhodí každý jiný hráč jednu kartu z ruky podle své volby (pokud nějakou má). Vy nic neodhazujete.
card-amnesty = Amnestie
    .short = Každý smí vyměnit libovolné karty z ruky.
    .full = Každý hráč, počínaje vámi a dál po směru hodinových ručiček, smí jednou odhodit libovolný počet karet z ruky a líznout si stejný počet nových.
card-construction = Stavební rozmach
    .short = Každý smí zdarma postavit budovu za 1–4.
    .full = Každý hráč, počínaje vámi a dál po směru hodinových ručiček, smí zdarma postavit z ruky jednu budovu s cenou 1 až 4. Žádná jiná budova nepomáhá ani nic nedává (jeřáb, truhlářství, chudobinec ani hostinec). Má-li někdo 12 budov, hra skončí, jakmile každý postavil svou budovu zdarma.
card-governors-visit = Návštěva guvernéra
    .short = Zahrajte znovu roli zvolenou v tomto kole.
    .full = Vezměte roli, která už byla v tomto kole zvolena, a zahrajte ji znovu s výsadou (knihovna ji nezdvojí); všichni provedou akci jako obvykle. 12. budova ukončí hru po tomto tahu.
log-event-turned-up = Objevila se událost „{ $event }“: leží lícem nahoru u rolí a místo ní byla líznuta jiná karta.
log-event-set-off = { $you ->
    [yes] Spouštíte událost „{ $event }“.
   *[no] { $name } spouští událost „{ $event }“.
}
log-visited-role = { $you ->
    [yes] Hrajete znovu roli „{ $role }“ (návštěva guvernéra).
   *[no] { $name } hraje znovu roli „{ $role }“ (návštěva guvernéra).
}
log-building-discarded = { $you ->
    [yes] Odhazujete budovu „{ $building }“{ $count ->
        [0] (zemětřesení).
        [one] a s ní { $count } kartu (zemětřesení).
        [few] a s ní { $count } karty (zemětřesení).
       *[other] a s ní { $count } karet (zemětřesení).
    }
   *[no] { $name } odhazuje budovu „{ $building }“{ $count ->
        [0] (zemětřesení).
        [one] a s ní { $count } kartu (zemětřesení).
        [few] a s ní { $count } karty (zemětřesení).
       *[other] a s ní { $count } karet (zemětřesení).
    }
}
log-tax-paid = { $you ->
    [yes] Odhazujete kartu z ruky (daně).
   *[no] { $name } odhazuje kartu z ruky (daně).
}
log-amnesty = { $you ->
    [yes] { $count ->
        [0] Necháváte si všechny karty (amnestie).
        [one] Vyměňujete { $count } kartu (amnestie).
        [few] Vyměňujete { $count } karty (amnestie).
       *[other] Vyměňujete { $count } karet (amnestie).
    }
   *[no] { $count ->
        [0] { $name } si nechává všechny karty (amnestie).
        [one] { $name } vyměňuje { $count } kartu (amnestie).
        [few] { $name } vyměňuje { $count } karty (amnestie).
       *[other] { $name } vyměňuje { $count } karet (amnestie).
    }
}
log-construction-passed = { $you ->
    [yes] Nestavíte nic (stavební rozmach).
   *[no] { $name } nestaví nic (stavební rozmach).
}
log-debt-relief = { $you ->
    [yes] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (odpuštění dluhů).
   *[no] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (odpuštění dluhů).
}
decision-visit-role = Návštěva guvernéra: zvolte roli, která už byla v tomto kole zvolena, a zahrajte ji znovu s výsadou.
decision-earthquake-yours = Zemětřesení: vyberte svou budovu, kterou odhodíte.
decision-earthquake-other = Zemětřesení: odhazuje jednu budovu.
decision-taxes-yours = Daně: odhoďte kartu z ruky.
decision-taxes-other = Daně: odhazuje kartu z ruky.
decision-amnesty-yours = Amnestie: odhoďte libovolné karty z ruky a lízněte si stejně, nebo skončete.
decision-amnesty-other = Amnestie: smí vyměnit karty.
decision-construction-yours = Stavební rozmach: postavte zdarma z ruky jednu budovu za 1 až 4, nebo nestavte nic.
decision-construction-other = Stavební rozmach: smí zdarma postavit budovu.
pass-amnesty = Ponechat ruku
placard-visit = Zahrát znovu: { $role }
placard-in-play-visit = Ve hře · návštěva guvernéra: { $name }
event-card-kind = (událost)
event-in-play = Probíhá · spustil(a): { $name }
events-gone = Už proběhly: { $events }
events-title = Události
events-none = Žádná událost neleží lícem nahoru.
event-set-off = Spustit
event-set-off-label = Spustit událost „{ $event }“ místo volby role
field-events = Události (šest karet událostí)
help-events-title = Události
help-events = Šest karet událostí je zamícháno do balíčku. Jakmile je událost vidět (při rozdávání, líznutí, otočení), položí se lícem nahoru k rolím a nahradí ji další karta: v ruce nikdy nezůstane. Karta vzatá rubem nahoru (zboží, karta pod kaplí, bankou či přístavem) je jen karta. Na začátku svého tahu smí hráč místo volby role spustit jednu událost ležící lícem nahoru; vyhodnotí se od něj po směru hodinových ručiček a odchází ze hry. Budovy události nemění.

# 5 až 8 hráčů
log-gold-digger = { $you ->
    [yes] Berete si { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (hledač zlata).
   *[no] { $name } si bere { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    } (hledač zlata).
}
log-explorer-revealed = { $you ->
    [yes] Otáčíte { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }, z nichž si každý vybere (objevitel).
   *[no] { $name } otáčí { $count ->
        [one] { $count } kartu
        [few] { $count } karty
       *[other] { $count } karet
    }, z nichž si každý vybere (objevitel).
}
log-explorer-took = { $you ->
    [yes] Berete si budovu „{ $building }“ (objevitel).
   *[no] { $name } si bere budovu „{ $building }“ (objevitel).
}
log-captain-named = { $you ->
    [yes] Určujete zboží k odvozu: { $good } (kapitán).
   *[no] { $name } určuje zboží k odvozu: { $good } (kapitán).
}
log-shipped = { $you ->
    [yes] { $count ->
        [0] Nic neodvážíte ({ $good }).
        [one] Odvážíte { $count } zboží ({ $good }): { $count } VB na konci.
        [few] Odvážíte { $count } zboží ({ $good }): { $count } VB na konci.
       *[other] Odvážíte { $count } zboží ({ $good }): { $count } VB na konci.
    }
   *[no] { $count ->
        [0] { $name } nic neodváží ({ $good }).
        [one] { $name } odváží { $count } zboží ({ $good }): { $count } VB na konci.
        [few] { $name } odváží { $count } zboží ({ $good }): { $count } VB na konci.
       *[other] { $name } odváží { $count } zboží ({ $good }): { $count } VB na konci.
    }
}
log-viceroy = { $you ->
    [yes] V příštím kole táhnete první (místokrál).
   *[no] { $name } táhne v příštím kole první (místokrál).
}
decision-explorer-yours = Objevitel: vezměte si do ruky { $count ->
        [one] jednu z otočených karet
        [few] { $count } z otočených karet
       *[other] { $count } z otočených karet
    }.
decision-explorer-other = Objevitel: bere si kartu.
decision-captain-yours = Kapitán: určete druh zboží; pak vy i každý další smíte odvézt všechno své zboží toho druhu, nebo nic (na konci 1 VB za kus).
decision-captain-yours-saved-before = Kapitán: určete druh zboží; všechno své zboží toho druhu hned odvezete (tato hra byla uložena dřív, než si ho kapitán mohl nechat), pak každý další smí odvézt všechno své zboží toho druhu, nebo nic (na konci 1 VB za kus).
decision-captain-other = Kapitán: určuje druh zboží.
decision-ship-one-yours = Výsada kapitána: odvezte jedno zboží jiného druhu, nebo nic.
decision-ship-one-other = Kapitán: smí odvézt ještě jedno zboží.
decision-ship-yours = Kapitán: odvezte všechno své zboží druhu „{ $good }“ (na konci 1 VB za kus), nebo si ho nechte.
decision-ship-other = Kapitán: smí odvézt zboží druhu „{ $good }“.
pass-ship = Nic neodvážet
name-hugo = Hugo
name-ines = Inés
name-jorge = Jorge
name-lucia = Lucía
field-extra-roles = Další role (5 až 8 hráčů: o jednu roli víc, než je hráčů)
extra-roles-fixed = Podle počtu hráčů
extra-roles-chosen = { $count ->
        [one] Vybrané: { $count } ze čtyř
        [few] Vybrané: { $count } ze čtyř
       *[other] Vybrané: { $count } ze čtyř
    }
extra-roles-pick = { $count ->
        [one] Zaškrtněte { $count } další roli
        [few] Zaškrtněte { $count } další role
       *[other] Zaškrtněte { $count } dalších rolí
    } (zaškrtnuto: { $chosen }).
field-one-deck = Jeden balíček (bez druhé sady karet; zlatokopa lze zvolit dvakrát za kolo)
field-gold-mine-once = Každý zlatý důl funguje nejvýš jednou za kolo
field-gold-digger-fires = Hledač zlata spouští zlatý důl a zlatníka stejně jako zlatokop
area-goods = { $count ->
        [one] { $count } zboží
        [few] { $count } zboží
       *[other] { $count } zboží
    }
area-shipped = odvezeno: { $count }
drawn-explorer = { $you ->
    [yes] Váš objevitel: karty otočené pro všechny
   *[no] Objevitel { $name }: karty otočené pro všechny
}
prompt-ship = Odvézt
score-shipped = Odvezené zboží
top-viceroy-next = { $you ->
    [yes] V příštím kole táhnete první (místokrál)
   *[no] V příštím kole táhne první { $name } (místokrál)
}
top-first-turn = { $you ->
    [yes] V tomto kole táhnete první (místokrál)
   *[no] V tomto kole táhne první { $name } (místokrál)
}
help-many-title = 5 až 8 hráčů
help-many = Při 5 až 8 hráčích přibude do balíčku druhá sada části karet a více destiček obchodního domu a rolí je o jednu víc než hráčů: k pěti rolím přibude po jedné za každého hráče nad čtyři hledač zlata, objevitel, kapitán a místokrál (podle počtu hráčů v tomto pořadí, nebo podle výběru na obrazovce nové hry). Při 5 hráčích s jedním balíčkem nic nepřibude; zlatokopa pak lze zvolit dvakrát za kolo.
undo = Vrátit tah
undo-title = Vzít zpět své poslední rozhodnutí (Ctrl+Z)
hint-ask = Co by udělal těžký bot?
hint-thinking = Těžký bot přemýšlí…
hint-hard = Volba těžkého bota: { $action }.
hint-medium = Těžký bot není k dispozici; volba středního bota: { $action }.
hint-searched = Tento tah dohrál { $games ->
        [one] v { $games } hře
        [few] ve { $games } hrách
       *[other] v { $games } hrách
    } podle toho, co vidíte vy (skryté karty odhadoval), a vy jste z nich vyhráli { $percent } %.
hint-rule = Taková rozhodnutí dělá podle jednoduchého pravidla, bez prohledávání.
hint-only-choice = Nic jiného udělat nemůžete.
hint-nothing = Bot tu nemá co navrhnout.
hint-tag = Rada
hint-said = Návrh bota.
hint-do-role = Zvolit roli „{ $role }“
hint-do-role-library = Zvolit roli „{ $role }“ a zdvojit privilegium knihovnou
hint-do-visit = Zahrát znovu roli „{ $role }“
hint-do-build = Postavit budovu „{ $building }“
hint-do-build-over = Postavit budovu „{ $building }“ přes budovu „{ $over }“
hint-do-pay = Zaplatit kartou „{ $building }“
hint-do-pay-good = Zaplatit zbožím: { $good }
hint-do-produce = Vyrobit: { $good }
hint-do-sell = Prodat: { $good }
hint-do-sell-customs = Prodat zboží z celnice
hint-do-keep = Ponechat kartu „{ $building }“
hint-do-discard = Odhodit kartu „{ $building }“
hint-do-tuck-chapel = Položit kartu „{ $building }“ pod kapli
hint-do-tuck-bank = Položit kartu „{ $building }“ pod banku
hint-do-set-off = Spustit událost „{ $event }“
hint-do-discard-building = Odhodit budovu „{ $building }“ ze svého města
hint-do-ship = Odvézt: { $good }

## Graf vítězných bodů po kolech, pod konečným skóre
score-chart-title = Vítězné body po kolech
score-chart-round = Kolo
score-chart-vp = { -vp }
score-chart-said = Vítězné body každého hráče na konci kol 1 až { $rounds }, poslední hodnota na konci hry:
score-chart-line = { $name }: { $figures } { -vp }

## Pass-and-play
seat-person = Člověk
seat-number = Hráč { $seat }
seat-person-name = Jméno hráče { $seat }
seat-name-missing = Každý člověk potřebuje jméno: hráč { $seat } zatím žádné nemá.
seat-name-twice = Dva lidé mají stejné jméno: dejte hráči { $seat } jiné.
who-person = člověk
field-no-hints = V této hře bez rad (tlačítko „Co by udělal těžký bot?“ nebude)
stats-by-name = Výsledky podle jmen
stats-person = { $name } — { $line }
hand-over-title = Předejte zařízení: { $name }
hand-over-take = Jsem { $name }
hand-over-bots = Hrají boti. Stůl zůstane zakrytý až do tahu dalšího člověka.
hand-over-hidden = Stůl je zakrytý, aby nikdo neviděl cizí ruku.
hand-over-public = Stůl, jak ho vidí všichni
hand-over-recap = { $name }, od vašeho posledního rozhodnutí
hand-over-show = Ukázat mou ruku
## Keyboard and screen reader
announce-label = Co udělali ostatní
announce-score = { $name } { $vp } { -vp }
announce-end = Hra skončila. { $verdict } Body: { $scores }.
skip-to-decision = Přejít k rozhodnutí
decision-label = Vaše rozhodnutí
opponents-label = Ostatní hráči
keys-title = Hra z klávesnice
keys-decision = D nebo odkaz nahoře u stolu: přejít k rozhodnutí (k první možnosti). Když se rozhodujete vy, fokus tam přejde sám, pokud zrovna nečtete něco jiného.
keys-hand = H: přejít k ruce. L: přejít k záznamu hry.
keys-arrows = Tab přechází ze skupiny do skupiny (ruka, karty rolí, každé město, řádek rozhodnutí); šipky, Home a End se pohybují uvnitř skupiny.
keys-details = I na kartě (nebo klávesa kontextové nabídky, Shift+F10): celý text karty. Escape jej zavře.
keys-undo = Ctrl+Z (⌘Z na Macu): vzít zpět své poslední rozhodnutí.
keys-single = Jednopísmenné zkratky (D, H, L)

## The table on one screen (a narrow screen's top bar)
top-log = Průběh
top-menu = Nabídka
## Game review
review-start = Rozebrat tuto hru
review-seat = Rozebrat toto místo
review-title = { $you ->
    [yes] Rozbor vašich rozhodnutí
   *[no] Rozbor rozhodnutí: { $name }
}
review-progress = Zváženo rozhodnutí: { $done } z { $total }
review-time-left = zbývá asi { $seconds } s
review-cancel = Zrušit rozbor
review-summary = Přesnost { $accuracy } ze 100: průměrně ztraceno { $loss } bodů podílu výher na rozhodnutí, celkem rozhodnutí: { $decisions }.
review-marks-title = Označená rozhodnutí
review-no-marks = Žádné rozhodnutí neztratilo tolik, aby to přesáhlo šum dohraných her a dostalo značku.
review-entry = Kolo { $round }: { $action } — { $mark }, ztraceno bodů: { $loss }
review-mark-inaccuracy = Nepřesnost
review-mark-mistake = Chyba
review-mark-blunder = Hrubá chyba
review-played = Zahráno: { $action }. Po tomto tahu vyhráno { $percent } % dohraných her.
review-best = Těžký bot by zvolil: { $action }. Vyhráno { $percent } %.
review-same = Těžký bot by zvolil totéž.
review-graph-title = Podíl výher po každém rozhodnutí
review-graph-share = Vyhráno (%)
review-graph-decision = Rozhodnutí
review-graph-said = Podíl výher zahrané odpovědi v každém z rozhodnutí ({ $decisions }), v procentech: { $figures }.
## Learn to play (the guided first game and the expansions' first-time guides)
learn-to-play = Naučit se hrát
learn-to-play-about = Hra proti lehkému botovi, ve které vám bubliny krok za krokem ukážou, co stisknout a proč.
stats-guided = Dohraných výukových her: { $count }
guide-label = Průvodce
guide-step = Krok { $step } z { $total }
guide-next = Dál
guide-close = Zavřít průvodce
guide-never = Už neukazovat
guide-also = I tak to jde: { $action }. Průvodce pokračuje od toho, co jste udělali.
guide-suggested = Rada: { $action }
guide-governor = V tomto kole máte kartičku guvernéra, takže volíte roli jako první. Na začátku dalšího kola přejde k soupeři.
guide-roles = Postupně, počínaje guvernérem, si každý hráč vezme jednu z těchto rolí. Ve dvou si guvernér na konci kola vezme ještě jednu. Roli vzatou v tomto kole nelze vzít znovu až do dalšího kola.
guide-builder = Vezměte si stavitele: každý hráč smí postavit jednu budovu a vy, kdo roli zvolil, platíte o kartu méně. Tato sleva je výsada role.
guide-build = Postavte tuto kartu. Její tlačítko říká, kolik vás stojí po všech slevách. Platí se kartami z ruky.
guide-pay = Zaplaťte kartou, kterou nejméně potřebujete. Každá karta v ruce jsou peníze; čím zaplatíte, jde na odhazovací balíček.
guide-city-limit = Vaše město roste o jednu budovu. Hra končí po fázi stavitele, ve které něčí město dosáhne 12 budov, takže sledujte, kolik jich kdo má.
guide-producer = Vezměte si dozorce: na každou prázdnou výrobní budovu lze položit zboží a vy jako volící zaplníte ještě jednu.
guide-produce = Položte zboží na tuto výrobní budovu. Leží tam lícem dolů, dokud ho neprodáte.
guide-trader = Vezměte si kupce: každý hráč smí prodat jedno zboží a vy jako volící ještě jedno.
guide-trading-house = Destička obchodního domu otočená pro tuto fázi ukazuje, kolik karet přinese každý druh zboží.
guide-sell = Prodejte nejdražší zboží. Vydělané karty jdou z balíčku rovnou do vaší ruky.
guide-councillor = Vezměte si radního: každý hráč si lízne dvě karty a jednu si nechá; vy si líznete pět a také si necháte jednu.
guide-keep = Nechte si kartu, kterou vaše město potřebuje nejvíc. Ostatní jdou na odhazovací balíček.
guide-prospector = Vezměte si zlatokopa: kartu si líznete jen vy, ostatní nedostanou nic. Hodí se, když by každá jiná role pomohla soupeři víc než vám.
guide-smithy = Postavte kovárnu. Fialová budova pro vás pracuje celou hru: s kovárnou vás každá výrobní budova stojí o kartu méně.
guide-hand-limit = Na začátku kola nesmí nikdo držet víc než 7 karet. Odhoďte přebytečné; levných karet je nejméně škoda.
guide-hint = Nevíte si rady? Toto tlačítko se zeptá těžkého bota, co by na vašem místě zvolil a proč. Nikdy netáhne za vás.
guide-log = Odteď je hra vaše. Průběh hry popisuje vše, co se stalo, takže vždy víte, co udělal soupeř.
guide-end = Hra skončila. Konečné skóre sčítá vítězné body budov každého hráče a bonusy budov za 6. Novou hru můžete začít kdykoli.
guide-second-roles = Druhé vydání ponechává role i pořadí kola, jak je znáte.
guide-second-cards = Několik karet v tomto vydání funguje trochu jinak, mezi nimi zlatý důl, cech a jeřáb. Tlačítko „i“ na kartě otevře její plný text.
guide-second-help = „Jak hrát“ shrnuje pravidla, kdykoli je potřebujete.
guide-new-cathedral = Katedrála leží vedle kartiček rolí. Kterýkoli hráč ji smí postavit jako svou budovu ve fázi stavitele; na konci boduje za budovy za 6 ostatních hráčů.
guide-new-cards = Nové budovy přidávají do balíčku nové karty. Otevřete plný text karty tlačítkem „i“ a zjistíte, co dělá.
guide-new-help = „Jak hrát“ popisuje i nové karty.
guide-events-cards = Zde leží odkryté karty událostí. Místo volby role může hráč jednu z nich spustit.
guide-events-set-off = „Spustit“ zahraje tuto událost hned místo role. Nejdřív si přečtěte její plný text: může pomoci ostatním stejně jako vám.
guide-events-log = Průběh hry zaznamená, co každá událost udělala a komu.
guide-many-roles = Při 5 až 8 hráčích je rolí o jednu víc než hráčů: nové kartičky jsou tady.
guide-many-opponents = Každý soupeř zabírá jeden řádek. Rozbalte ho a uvidíte celé město.
guide-many-deck = V balíčku jsou dvě kopie každé karty, takže každé budovy je víc.

## Vaše poslední hry (rozbor hry)
recent-title = Vaše poslední hry
recent-seat = { $name } { $points } { -vp }
recent-review = Rozebrat
recent-review-label = Rozebrat: { $game }
