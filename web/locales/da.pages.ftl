# da: the messages of the pages beyond the start and game pages (see en.pages.ftl).


## Ure i ord, fanens titel, invitationen, ikke fundet, reglerne
rules-heading = { $game }: reglerne kort

## Lobbyen
lobby-intro = Find en modstander: hurtig parring, et åbent spil at tage imod, dit eget opslag at vente på, eller en udfordring til en spiller, du kender.
lobby-quick = Hurtig parring
lobby-post = Slå et spil op
lobby-side = Side
lobby-random-side = tilfældig side
lobby-random = tilfældig
lobby-takebacks = Tage tilbage
lobby-open-games = Åbne spil
lobby-player = Spiller
lobby-empty = Ingen venter lige nu: slå et spil op og vent her, eller kom tilbage senere.
lobby-stop = Stop søgningen
lobby-stopped = Søgningen er stoppet.
lobby-sign-in-accept = Log ind for at tage imod
lobby-you = dig
lobby-rated = ratet
lobby-rated-takebacks = ratet, tage tilbage
lobby-casual = venskabeligt
lobby-waiting = Venter på en modstander… (siden åbner spillet, når nogen tager imod)
lobby-looking = Søger en modstander: { $game } { $clock }, { $kind }…
lobby-paired = Parret: åbner spillet…
lobby-cancelled = Opslaget er annulleret.
lobby-starting = Spillet starter…
lobby-accepted = Nogen tog imod: åbner spillet…
lobby-expired = Dit opslag er udløbet.
lobby-left = Dit opslag har forladt lobbyen.

## Afvisninger og fejl i ord
doing-accept-challenge = tage imod en udfordring
doing-accept-rated = tage imod et ratet spil
doing-be-told = få besked om udfordringer
doing-challenge = udfordre en spiller
doing-decline-challenge = afvise en udfordring
doing-post-rated-seek = slå et ratet spil op

## Regelsiderne (/rules/<spil>)
rules-hb-board-title = Brættet
rules-hb-board-1 = 9 × 13 felter og to mål på tre felter: Hvid forsvarer d1–f1 og angriber d15–f15.
rules-hb-board-2 = Hver side har en Abe (målmanden), 2 Løver, 4 Elefanter og 4 Heste; Bolden starter i midten.
rules-hb-turn-title = En tur
rules-hb-turn-1 = 1 til 4 skridt (Hvids første tur: 2). Et skridt flytter en brik, fører bolden eller sparker den; Afslut tur slutter før tid.
rules-hb-turn-2 = Stillingen ved turens slutning skal være en anden end ved dens begyndelse.
rules-hb-turn-3 = Fortryd skridt tager et skridt i turen tilbage.
rules-hb-pieces-title = Brikkerne
rules-hb-pieces-1 = Hest: springer som en springer i skak (ikke når begge mellemliggende felter er optaget); sparker til et nabofelt.
rules-hb-pieces-2 = Elefant: ét felt i alle retninger; sparker et springerhop væk.
rules-hb-pieces-3 = Løve: ét felt eller et springerhop; sparker til et nabofelt eller et springerhop væk.
rules-hb-pieces-4 = Abe: går som en Løve inden for sit eget målfelt og mål; sparker 1 til 5 felter i en lige linje. Et spark mod en Abe giver rikochet.
rules-hb-captures-title = Fangst og det røde kort
rules-hb-captures-1 = Kun modstanderens boldholder kan fanges: flyt ind på den, og du har bolden. Et spark der lander på en brik, giver den bolden.
rules-hb-captures-2 = Rødt kort: en side der klumper mere end tre brikker sammen (vandret eller lodret forbundne) eller for altid holder modstanderen væk fra bolden, lader modstanderen fjerne en af de skyldige brikker.
rules-hb-winning-title = Sejr
rules-hb-winning-1 = Få bolden i modstanderens mål. Selvmål taber. En side uden lovligt skridt taber; opgivelse, aftalt remis og uret afslutter også partiet.
rules-hn-board-title = Brættet
rules-hn-board-1 = 11 × 11 felter; tronen i midten (f6) og de fire hjørner er forbudte felter: kun Kongen må stoppe der.
rules-hn-board-2 = 24 Angribere omringer 12 Forsvarere og deres Konge på tronen. Angriberne trækker først.
rules-hn-moving-title = Træk
rules-hn-moving-1 = Alle brikker går som et tårn i skak: et vilkårligt antal tomme felter langs en række eller linje, aldrig hen over andre.
rules-hn-capturing-title = Fangst
rules-hn-capturing-1 = En soldat fanges, når modstanderens træk lukker den inde på en linje mellem to fjender (eller en fjende og et tomt forbudt felt).
rules-hn-capturing-2 = En række soldater ved kanten kan fanges på én gang med en skjoldmur.
rules-hn-king-title = Kongen
rules-hn-king-1 = Kongen fanges, når han er omringet på alle fire sider (af Angribere eller tronen); aldrig på et kantfelt.
rules-hn-king-2 = Han flygter — og Forsvarerne vinder — i et hjørne eller i et udgangsfort ved kanten.
rules-hn-winning-title = Sejr
rules-hn-winning-1 = Forsvarerne vinder, når Kongen flygter; Angriberne, når han fanges, eller alle Forsvarerne er omringet. En side, der ikke kan trække, taber.
rules-cf-board-title = Brættet og holdene
rules-cf-board-1 = Skakbrættet på 8 × 8; Hvids mål er c1–f1, Sorts c8–f8; afsparksfelterne er e4 og e5.
rules-cf-board-2 = Hver side stiller et hold på seks op på sin egen halvdel: Kongen, mindst to Bønder og tre brikker mere.
rules-cf-match-title = Kampen
rules-cf-match-1 = To halvlege på højst 45 træk for hver side. Opstillingen tæller ikke som træk.
rules-cf-match-2 = Efter et mål stilles holdene op igen, og den side, der blev scoret imod, tager afsparket.
rules-cf-moves-title = Træk og bolden
rules-cf-moves-1 = Brikkerne går som i skak. Boldholderen fører bolden eller afleverer den til en holdkammerat på et felt, den kunne slå på.
rules-cf-moves-2 = Kun modstanderens boldholder kan slås; den der slår, får bolden. En Bonde der når sidste række, forvandles.
rules-cf-scoring-title = Mål
rules-cf-scoring-1 = Få bolden i modstanderens mål. Når kampen er slut, vinder siden med flest mål; lige mange mål er remis.

## Lobbyens udfordringer og partier, og notifikationerne
side-first = første
side-second = anden
players-versus = { $first } mod { $second }
game-play = Spil
game-watch = Se
game-line = { $game }: { $players }, { $clock }.
game-line-rated = { $game }: { $players }, { $clock }, ratet.
clock-label-fischer = { $minutes } min + { $seconds } s
clock-label-days = { $n ->
    [one] { $n } dag pr. træk
   *[other] { $n } dage pr. træk
}
clock-label-days-hours = { $n ->
    [one] { $n } dag
   *[other] { $n } dage
} + { $hours } t pr. træk
lobby-quick-rated = Du er logget ind: hurtig parring søger et ratet parti (begge ratings ændres).
lobby-quick-guest = Som gæst søger hurtig parring et venskabeligt parti: kun venskabelige partier er åbne for gæster. { $signIn } for at spille ratede partier.
challenges-heading = Udfordringer
challenges-guest = For at udfordre en spiller ved navn, og blive udfordret, skal du have en konto: { $signIn }.
challenges-guest-link = log ind eller opret en konto
challenges-to-you = Udfordringer til dig
challenges-yours = Dine udfordringer
challenges-none = Ingen åbne udfordringer. Udfordr en spiller ved navn herunder, eller fra spillerens profil.
challenges-games = Dine igangværende partier
challenge-a-player = Udfordr en spiller
challenge-send = Udfordr
challenge-terms = { $game }, { $clock }, { $kind }
challenge-sides-random = siderne trækkes lod om
challenge-you-play = du spiller { $side }
challenge-incoming = { $name }{ $rating } udfordrer dig: { $terms }; { $side }.
challenge-outgoing = Du udfordrede { $name }: { $terms }; { $side }.
challenge-waiting = Venter på { $name }…
challenge-accept = Tag imod
challenge-decline-open = Afslå…
challenge-decline = Afslå
challenge-back = Tilbage
challenge-cancel = Annullér
challenge-reason = Grund
challenge-decline-label = Afslå udfordringen fra { $name }
challenge-accepting = Tager imod udfordringen fra { $name }: partiet starter…
challenge-declined = Du afslog udfordringen fra { $name } ({ $reason }).
challenge-cancelled = Din udfordring til { $name } er annulleret.
challenge-arrived = { $name } udfordrer dig: { $terms }.
challenge-accepted-opening = { $name } tog imod: partiet åbnes…
challenge-accepted-elsewhere = { $name } tog imod din udfordring; browseren der sendte den, åbner partiet.
challenge-sent = Udfordring sendt til { $name }: venter på svar (denne side åbner partiet, når den bliver taget imod).
challenge-gone-declined = { $name } afslog: { $reason }.
challenge-gone-accepted = { $name } tog imod din udfordring.
challenge-gone-withdrawn = { $name } trak sin udfordring tilbage.
challenge-gone-expired-mine = Din udfordring til { $name } er udløbet.
challenge-gone-expired = Udfordringen fra { $name } er udløbet.
challenge-gone-left-mine = Din udfordring til { $name } blev trukket tilbage: du forlod lobbyen.
challenge-gone-left = { $name } gik: udfordringen er væk.
challenge-gone-mine = Din udfordring til { $name } er væk.
challenge-gone = Udfordringen fra { $name } er væk.
challenge-refused-nobody = Ingen hedder “{ $name }”: tjek navnet (det står på spillerens profil).
challenge-refused-self = Du kan ikke udfordre dig selv: skriv en anden spillers navn.
challenge-refused-already = Du har allerede udfordret { $name } til dette spil med dette ur: den står under Dine udfordringer.
challenge-refused-not-ratable = Et ratet parti kræver et ur: vælg et, eller fjern fluebenet ved Ratet.
challenge-refused-no-name = Skriv navnet på den spiller, du vil udfordre.
challenge-refused-closed = Denne udfordring er ikke længere åben.
decline-none = ingen grund givet
decline-later = ikke nu, spørg igen senere
decline-too-fast = uret er for hurtigt
decline-too-slow = uret er for langsomt
decline-time-control = ikke med denne slags ur
decline-casual = kun venskabelige partier
decline-rated = kun ratede partier
decline-game = ikke dette spil
decline-no-bot = ingen partier mod bots
decline-only-bot = kun partier mod bots
site-name = Spil brætspil
finished-aborted = afbrudt
finished-drawn = { $how ->
    [resignation] remis ved opgivelse
    [time] remis på tid
    [agreement] remis efter aftale
    [left] remis: modstanderen gik
   *[other] remis
}
finished-won = { $how ->
    [resignation] du vandt ved opgivelse
    [time] du vandt på tid
    [agreement] du vandt efter aftale
    [left] du vandt: modstanderen gik
   *[other] du vandt
}
finished-lost = { $how ->
    [resignation] du tabte ved opgivelse
    [time] du tabte på tid
    [agreement] du tabte efter aftale
    [left] du tabte: modstanderen gik
   *[other] du tabte
}
notice-started = Dit parti er begyndt: { $game }
notice-finished = Dit parti er slut, { $how }: { $game }.
notify-heading = Notifikationer
notify-button-label = { $n ->
    [0] Notifikationer: intet venter
   *[other] Notifikationer: { $n } venter
}
notify-new = Nye notifikationer
notify-lately = For nylig
notify-nothing = Intet venter på dig: ingen udfordring, intet igangværende parti.
notify-close = Luk
notify-later = Senere
notify-challenge-label = { $name } udfordrer dig
notify-this-page = (denne side)
notify-your-move = Dit træk:
notify-your-move-left = Dit træk ({ $left } tilbage):
notify-blocked = Denne browser blokerer notifikationer fra dette site (dens indstillinger kan tillade dem).
notify-browser-on = Browsernotifikationer er slået til, mens denne fane er skjult.
notify-browser-ask = Få besked i en browsernotifikation, mens denne fane er skjult?
notify-turn-on = Slå til
notify-turn-off = Slå fra
notify-not-allowed = Browseren tillod ikke notifikationer.
notify-see-end = Se slutningen

## Spillernes sider: konti, profiler, ranglister, arkiverede partier
clock-words-delay = { $span } + { $n } s forsinkelse
clock-words-per-turn = { $span } pr. tur
ended-won = { $side } vandt
ended-won-resigned = { $side } vandt — { $loser } opgav
ended-won-resignation = { $side } vandt — opgivelse
ended-resignation = Sluttede ved opgivelse
ended-won-on-time = { $side } vandt på tid
ended-drawn-on-time = Remis på tid
ended-on-time = Sluttede på tid
ended-drawn-agreement = Remis efter aftale
ended-drawn-move-limit = Remis — grænsen for antal træk blev nået
ended-aborted-no-move = Afbrudt — ingen trak i tide
ended-aborted = Afbrudt
ended-drawn = Remis
ended-no-result = Intet resultat
ended-why = { $result } — { $why }
doing-continue = fortsætte
doing-change-password = skifte din adgangskode
account-tab-title = Konto
account-heading = Konto: { $name }
account-sign-in-or-up = Log ind eller opret en konto
account-change-password = Skift adgangskode
account-current-password = Nuværende adgangskode
account-new-password = Ny adgangskode
account-password-changed = Adgangskoden er skiftet.
account-name = Navn
account-password = Adgangskode
account-create-heading = Opret en konto
account-create = Opret konto
account-guests = Gæster kan spille uden en konto; deres partier er ikke ratede.
rating-chart-none = { $label }: ingen ratede partier endnu
rating-chart = { $label }: fra { $from } til { $to } over { $n ->
    [one] { $n } ratet parti
   *[other] { $n } ratede partier
} (spænd { $min }–{ $max })
outcome-won = vundet
outcome-lost = tabt
outcome-draw = remis
outcome-none = intet resultat
players-bot = bot
players-bot-title = En botkonto: et program spiller med den
player-missing-title = Ukendt spiller
player-missing-text = Ingen hedder “{ $name }”: tjek navnet, eller find spillere på ranglisterne.
player-missing-action = Se ranglisterne
player-tab-title = { $name } — spiller
player-tab-title-bot = { $name } (bot) — spiller
player-since = Har spillet siden { $date }.
player-since-online = Har spillet siden { $date }. Online nu.
player-sign-in-to-challenge = { $signIn } for at udfordre { $name }.
player-challenge = Udfordr { $name }
player-download = Hent partier
player-import = Importér partier
player-events = Turneringer
player-ratings-caption = Ratings (? markerer en foreløbig rating)
player-rating = Rating
player-games = Partier
player-wld = V / T / R
player-history = Forløb
player-rating-of = Rating i { $game }
player-provisional = (foreløbig)
player-no-rated = Ingen ratede partier endnu.
player-a-guest = en gæst
pool-title = { $game } ({ $pool })
pool-correspondence = korrespondance
pool-live = Live
pool-correspondence-tab = Korrespondance
filter-label = Filtrér partierne
filter-all-games = alle spil
filter-any-result = ethvert resultat
filter-drawn = remis
filter-result = Resultat
filter-opponent = Modstander
filter-submit = Filtrér
games-older = Ældre partier
games-loading = Indlæser…
games-none = Ingen partier.
games-shown = { $n ->
    [one] { $n } parti vist.
   *[other] { $n } partier vist.
}
games-shown-all = { $n ->
    [one] { $n } parti vist (alle).
   *[other] { $n } partier vist (alle).
}
game-item = { $game } mod { $opponent }: { $outcome }{ $result }{ $unrated }{ $change }
game-item-unrated = , venskabeligt
leaderboard-tab-title = { $game }: rangliste
leaderboard-heading = Rangliste: { $game }
leaderboard-pools = Ratingpuljer
leaderboard-empty = Ingen har spillet 10 ratede partier i dette spil endnu: en spiller kommer på ranglisten med sit tiende.
leaderboard-caption = Topspillere (? markerer en foreløbig rating)
archive-heading = Afsluttet parti
archive-title = { $players } — { $game }
archive-unrated = venskabeligt
archive-clock = ur { $clock }
archive-analyse = Analysér dette parti
archive-no-replay = Dette partis notation kan ikke vises på brættet: her er den som tekst.
archive-record-summary = Startstilling og notation (tekst)
archive-standard-start = (spillets almindelige startstilling)
archive-record = Notation
archive-missing-tab = Ukendt parti
archive-missing-title = Ukendt afsluttet parti
archive-missing-text = Der er intet afsluttet parti { $id }: linket kan være forkert, eller partiet er ikke arkiveret (endnu).
replay-heading = Genafspilning
replay-start = Startstilling (handling 0 af { $n })
replay-action = Handling { $at } af { $n }: { $side } { $action }
replay-first = Første stilling
replay-last = Sidste stilling
replay-keys = Taster: ← og → går gennem partiet; i genafspilningen går Home og End til start og slut.

## Analysebrættet
analysis-wins = { $side } vinder
analysis-wins-in = { $side } vinder i { $n }
analysis-share = { $n } % til { $side }
analysis-no-game = Der er intet spil { $game } her.
analysis-heading = { $game }: analyse
analysis-tab-title = { $game }: analysebræt
analysis-evaluation = Vurdering
analysis-evaluation-is = Vurdering: { $value }
analysis-position-placeholder = En stilling i spillets notation
analysis-review-game = Gennemgå hele partiet
analysis-review-heading = Computerens gennemgang
analysis-set-up = Opstil
analysis-start-here = Start her
analysis-flip = Vend
analysis-engine = Motor
analysis-explorer = Åbningsoversigt
analysis-move = Træk
analysis-results = { $first } / remis / { $second }
analysis-beyond-opening = Efter de første 20 træk: oversigten tæller kun åbninger.
analysis-no-games = Intet arkiveret parti nåede denne stilling.
analysis-games-reached = { $n ->
    [one] { $n } arkiveret parti nåede denne stilling.
   *[other] { $n } arkiverede partier nåede denne stilling.
}
analysis-game-over = Partiet er slut: { $result }.
analysis-engine-info = { $searcher } · dybde { $depth } · { $nodes } knuder · { $seconds } s
analysis-thinking = Tænker…
analysis-reviewing = Gennemgår…
analysis-start = start
analysis-best = bedst { $action }
analysis-reviewed = { $done } af { $n } stillinger gennemgået…
analysis-swings = De største udsving: efter { $moves }.
analysis-no-swing = Intet udsving.
analysis-engine-off = Motoren er slået fra.

## Igangværende partier og tv, hurtig chat, offline
live-heading = Partier i gang
live-all-games = Alle spil
live-tv-link = Se det bedste parti på tv
live-caption = Højeste rating først
live-players = Spillere
live-watching = Tilskuere
live-none = Der spilles intet parti lige nu.
doing-list-live = se partierne i gang
tv-heading = Tv
tv-heading-game = Tv: { $game }
tv-none = Der spilles intet parti lige nu: det næste vises her, så snart det starter.
doing-find-tv = finde det bedste parti i gang

## Eksport og import, pushnotifikationer
export-heading = Partier af { $name } som notationer
export-intro = Én tekstfil: hvert partis notation, som regelsiderne beskriver den, efter tags med spillet, datoen, uret og spillerne. Importér den her eller andetsteds.
export-played = Hent spillede partier
export-imported = Hent importerede partier
export-reading = Læser arkivet…
export-reading-count = Læser arkivet… { $n ->
    [one] { $n } parti
   *[other] { $n } partier
}
export-games = { $n ->
    [one] { $n } parti:
   *[other] { $n } partier:
}
doing-read-games = læse partierne af { $name }
import-sign-in = Log ind for at importere partier.
import-game-from-tag = Som hver notations Game-tag siger
import-format-records = Notationer (som hentet her)
import-format-csv = Copenhagen Hnefatafl CSV (partier fra aagenielsen.dk)
import-submit = Importér
import-written-as = Skrevet som
import-file = En fil
import-text = eller notationerne
import-intro = Notationerne spilles igennem efter reglerne: hver notation, reglerne godtager, arkiveres som et venskabeligt importeret parti, linket herunder og vist blandt dine importer; en, de afviser, nævnes med grunden. Den samme notation importeret igen er det samme parti.
import-nothing = Der er ingen notationer at importere.
import-progress = Importerer… { $n ->
    [one] { $n } notation læst
   *[other] { $n } notationer læst
}
import-record-game = Notation { $index }: { $game }, { $n ->
    [one] { $n } handling
   *[other] { $n } handlinger
}
import-before = (importeret før)
import-record-problem = Notation { $index }: { $reason }
import-done = { $n ->
    [one] { $n } parti importeret
   *[other] { $n } partier importeret
}, { $already } importeret før, { $refused } afvist.
doing-import = importere notationerne
push-heading = Pushnotifikationer
push-intro = Dit træk i et korrespondanceparti, en udfordring og et partis slutning, på denne enhed, også når siden er lukket.
push-save-quiet = Gem stille timer
push-no-quiet = Ingen stille timer
push-quiet-heading = Stille timer
push-quiet-intro = Ingen push mellem (din tid):
push-from = Fra
push-to = Til
push-quiet-from-to = Stille fra { $from } til { $to }.
push-quiet-none = Ingen stille timer.
push-devices = Pushnotifikationer når { $n } af dine enheder.
push-unsupported = Denne browser kan ikke modtage pushnotifikationer.
push-turn-on = Slå til på denne enhed
push-turn-off = Slå fra på denne enhed
push-on = Pushnotifikationer er slået til på denne enhed.
push-off = Pushnotifikationer er slået fra på denne enhed.
push-no-answer = denne browsers pushtjeneste svarede ikke
push-change-failed = Kunne ikke ændre det: { $error }
push-not-saved = Ikke gemt: { $error }
push-read-failed = Kunne ikke læse det: { $error }

## Resten af spilsiden
analysis-swing = udsving { $n }
replay-board = Bræt til { $game }: { $step }

## Events (src/events/)
events-title = Turneringer
events-title-player = Turneringer for { $name }
events-col-event = Turnering
events-col-game = Spil
events-col-format = Format
events-col-players = Spillere
events-col-starts = Starter
events-none = Ingen.
events-running = I gang
events-upcoming = Kommende
events-finished = Afsluttede
doing-see-events = se turneringerne
events-make = Opret en turnering
events-sign-in-to-make = { $signIn } for at oprette en turnering.
events-name = Navn
events-game = Spil
events-format = Format
events-arena = Arena
events-swiss = Schweizer
events-round-robin = Alle mod alle
events-clock = Ur (minutter+sekunder)
events-rated = Ratet
events-starts-in = Starter om (minutter)
events-length = Varighed (minutter)
events-rounds = Runder
events-max = Flest spillere
events-entry = Hvem må deltage
events-entry-all = Mennesker og bots
events-entry-people = Kun mennesker
events-entry-bots = Kun bots
events-berserk-allowed = Berserk tilladt (halv tid, ingen tillægstid, et point mere for en sejr)
events-double = Dobbelt alle mod alle (hvert par spiller begge sider)
events-computers = Tilmeld computerspillerne
events-own-rules = Kun spillets egne regler (ingen regelvalg, ingen trækgrænse)
events-move-limit = Trækgrænse (træk; det træk, der når den, giver remis)
events-password = Adgangskode (valgfri)
events-submit = Opret turneringen
events-making = Opretter turneringen…
doing-make-event = oprette en turnering
events-event = Turnering
events-page-title = { $name } — turnering
events-meta-rated = ratet
events-meta-berserk = berserk
events-meta-by = af { $name }
events-meta-bots-only = kun bots
events-meta-people-only = kun mennesker
events-withdraw = Træk dig
events-join = Deltag
events-password-label = Turneringens adgangskode
events-sign-in-to-join = { $signIn } for at deltage.
events-your-game = Dit parti er i gang: { $game }
events-versus = { $first } mod { $second }
events-berserked = ⚔ berserk: halv tid, ingen tillægstid
events-berserk = ⚔ Berserk
doing-join-event = deltage i turneringer
doing-berserk = gå berserk
doing-follow-event = følge turneringen
events-col-player = Spiller
events-col-score = Score
events-col-points = Point
events-col-games = Partier
events-col-performance = Præstation
events-col-tie-breaks = Korrektioner
events-standings = Stilling
events-games = Partier
events-crosstable = Krydstabel
events-col-round = Runde
events-col-first = Første
events-col-second = Anden
events-col-result = Resultat
events-playing = i gang
events-replay = Genspil
events-watch = Se
events-round-short = R{ $round }
events-words-arena = Arena, { $minutes } min
events-words-swiss = { $rounds ->
    [one] Schweizer, { $rounds } runde
   *[other] Schweizer, { $rounds } runder
}
events-words-double = Dobbelt alle mod alle
events-words-round-robin = Alle mod alle
events-starts-in-clock = Starter om { $clock }
events-is-finished = Afsluttet
events-ends-in = Slutter om { $clock }
events-round-going = Runde { $round } af { $rounds } spilles
events-round-soon = Runde { $round } af { $rounds } starter snart
events-cross-win = V{ $place }
events-cross-draw = R{ $place }
events-cross-loss = T{ $place }
events-cross-bye = fri
