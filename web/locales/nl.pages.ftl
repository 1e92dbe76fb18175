# nl: the messages of the pages beyond the start and game pages (see en.pages.ftl).


## Klokken in woorden, de tabtitel, de uitnodiging, niet gevonden, de spelregels
rules-heading = { $game }: de spelregels in het kort

## De lobby
lobby-intro = Vind een tegenstander: snel koppelen, een open partij aannemen, zelf een partij aanbieden en wachten, of een speler die je kent uitdagen.
lobby-quick = Snel koppelen
lobby-post = Een partij aanbieden
lobby-side = Kant
lobby-random-side = willekeurige kant
lobby-random = willekeurig
lobby-takebacks = Terugnemen
lobby-open-games = Open partijen
lobby-player = Speler
lobby-empty = Er wacht nu niemand: bied een partij aan en wacht hier, of kom later terug.
lobby-stop = Stoppen met zoeken
lobby-stopped = Gestopt met zoeken.
lobby-sign-in-accept = Aanmelden om aan te nemen
lobby-you = jij
lobby-rated = voor de rating
lobby-rated-takebacks = voor de rating, terugnemen
lobby-casual = vriendschappelijk
lobby-waiting = Wachten op een tegenstander… (deze pagina opent de partij zodra iemand aanneemt)
lobby-looking = Een tegenstander zoeken: { $game } { $clock }, { $kind }…
lobby-paired = Gekoppeld: de partij wordt geopend…
lobby-cancelled = Aanbod geannuleerd.
lobby-starting = De partij begint…
lobby-accepted = Iemand nam aan: de partij wordt geopend…
lobby-expired = Je aanbod is verlopen.
lobby-left = Je aanbod heeft de lobby verlaten.

## Weigeringen en storingen in woorden
doing-accept-challenge = een uitdaging aan te nemen
doing-accept-rated = een partij voor de rating aan te nemen
doing-be-told = uitdagingen te horen
doing-challenge = een speler uit te dagen
doing-decline-challenge = een uitdaging af te wijzen
doing-post-rated-seek = een partij voor de rating aan te bieden

## De spelregelpagina's (/rules/<spel>)
rules-hb-board-title = Het bord
rules-hb-board-1 = 9 × 13 velden en twee goals van drie velden: Wit verdedigt d1–f1 en valt aan op d15–f15.
rules-hb-board-2 = Elke kant heeft een Aap (de Keeper), 2 Leeuwen, 4 Olifanten en 4 Paarden; de Bal begint in het midden.
rules-hb-turn-title = Een beurt
rules-hb-turn-1 = 1 tot 4 stappen (de eerste beurt van Wit: 2). Een stap zet een stuk, neemt de Bal mee of schiet hem; met Beurt beëindigen stop je eerder.
rules-hb-turn-2 = De stelling aan het eind van een beurt moet verschillen van die aan het begin.
rules-hb-turn-3 = Stap ongedaan maken neemt een stap van de beurt terug.
rules-hb-pieces-title = De stukken
rules-hb-pieces-1 = Paard: springt als het paard in het schaakspel (niet als beide tussenliggende velden bezet zijn); schiet naar een aangrenzend veld.
rules-hb-pieces-2 = Olifant: één veld in elke richting; schiet een paardsprong ver.
rules-hb-pieces-3 = Leeuw: één veld of een paardsprong; schiet naar een aangrenzend veld of een paardsprong ver.
rules-hb-pieces-4 = Aap: zet als een Leeuw binnen het eigen doelgebied en de eigen goal; schiet 1 tot 5 velden in een rechte lijn. Een schot op een Aap ketst af.
rules-hb-captures-title = Slaan en de rode kaart
rules-hb-captures-1 = Alleen het vijandige stuk dat de Bal heeft kan geslagen worden: zet erop en je hebt de Bal. Een schot dat op een stuk landt geeft dat stuk de Bal.
rules-hb-captures-2 = Rode kaart: een kant die meer dan drie stukken samenklontert (recht aaneengesloten) of de tegenspeler voorgoed van de Bal afhoudt, laat de tegenspeler één van die stukken van het bord nemen.
rules-hb-winning-title = Winnen
rules-hb-winning-1 = Breng de Bal in de goal van de tegenspeler. Een eigen doelpunt verliest. Een kant zonder geldige stap verliest; opgeven, een afgesproken remise en de klok beëindigen de partij ook.
rules-hn-board-title = Het bord
rules-hn-board-1 = 11 × 11 velden; de troon in het midden (f6) en de vier hoeken zijn verboden velden: alleen de Koning mag erop stoppen.
rules-hn-board-2 = 24 Aanvallers omsingelen 12 Verdedigers en hun Koning op de troon. De Aanvallers beginnen.
rules-hn-moving-title = Zetten
rules-hn-moving-1 = Elk stuk zet als een toren in het schaakspel: een willekeurig aantal lege velden langs een rij of lijn, zonder te springen.
rules-hn-capturing-title = Slaan
rules-hn-capturing-1 = Een soldaat wordt geslagen als de zet van de tegenspeler hem in een rechte lijn insluit tussen twee vijanden (of een vijand en een leeg verboden veld).
rules-hn-capturing-2 = Een rij soldaten aan de rand kan in één keer geslagen worden met een schildmuur.
rules-hn-king-title = De Koning
rules-hn-king-1 = De Koning is geslagen als hij aan alle vier de kanten ingesloten is (door Aanvallers, of de troon); nooit op een randveld.
rules-hn-king-2 = Hij ontsnapt — en de Verdedigers winnen — op een hoek, of in een uitgangsfort aan de rand.
rules-hn-winning-title = Winnen
rules-hn-winning-1 = De Verdedigers winnen als de Koning ontsnapt; de Aanvallers als hij geslagen is of alle Verdedigers omsingeld zijn. Een kant die niet kan zetten verliest.
rules-cf-board-title = Het bord en de teams
rules-cf-board-1 = Het schaakbord van 8 × 8; de goal van Wit is c1–f1, die van Zwart c8–f8; de aftrapvelden zijn e4 en e5.
rules-cf-board-2 = Elke kant stelt een team van zes op in de eigen helft: de Koning, ten minste twee Pionnen en nog drie stukken.
rules-cf-match-title = De wedstrijd
rules-cf-match-1 = Twee helften van hoogstens 45 zetten per kant. Opstellen telt niet als zet.
rules-cf-match-2 = Na een doelpunt worden de teams opnieuw opgesteld en neemt de kant die het doelpunt kreeg de aftrap.
rules-cf-moves-title = Zetten en de bal
rules-cf-moves-1 = De stukken zetten als in het schaakspel. De balbezitter neemt de bal mee, of speelt hem naar een teamgenoot op een veld waar hij zou kunnen slaan.
rules-cf-moves-2 = Alleen de vijandige balbezitter kan geslagen worden; wie slaat krijgt de bal. Een Pion die de laatste rij bereikt promoveert.
rules-cf-scoring-title = Scoren
rules-cf-scoring-1 = Breng de bal in de goal van de tegenspeler. Na de tweede helft wint de kant met de meeste doelpunten; evenveel doelpunten is remise.

## De uitdagingen en partijen van de lobby, en de meldingen
side-first = eerste
side-second = tweede
players-versus = { $first } tegen { $second }
game-play = Spelen
game-watch = Kijken
game-line = { $game }: { $players }, { $clock }.
game-line-rated = { $game }: { $players }, { $clock }, telt voor de rating.
clock-label-fischer = { $minutes } min + { $seconds } s
clock-label-days = { $n ->
    [one] { $n } dag per zet
   *[other] { $n } dagen per zet
}
clock-label-days-hours = { $n ->
    [one] { $n } dag
   *[other] { $n } dagen
} + { $hours } u per zet
lobby-quick-rated = Je bent aangemeld: snel koppelen zoekt een partij die telt voor de rating (beide ratings veranderen).
lobby-quick-guest = Als gast zoekt snel koppelen een vriendschappelijke partij: alleen die staan open voor gasten. { $signIn } om partijen voor de rating te spelen.
challenges-heading = Uitdagingen
challenges-guest = Een speler bij naam uitdagen, en uitgedaagd worden, kan alleen met een account: { $signIn }.
challenges-guest-link = meld je aan of registreer je
challenges-to-you = Uitdagingen aan jou
challenges-yours = Jouw uitdagingen
challenges-none = Geen open uitdagingen. Daag hieronder een speler bij naam uit, of vanaf zijn profiel.
challenges-games = Je lopende partijen
challenge-a-player = Een speler uitdagen
challenge-send = Uitdagen
challenge-terms = { $game }, { $clock }, { $kind }
challenge-sides-random = kanten door loting
challenge-you-play = je speelt { $side }
challenge-incoming = { $name }{ $rating } daagt je uit: { $terms }; { $side }.
challenge-outgoing = Je hebt { $name } uitgedaagd: { $terms }; { $side }.
challenge-waiting = Wachten op { $name }…
challenge-accept = Aannemen
challenge-decline-open = Afwijzen…
challenge-decline = Afwijzen
challenge-back = Terug
challenge-cancel = Annuleren
challenge-reason = Reden
challenge-decline-label = De uitdaging van { $name } afwijzen
challenge-accepting = De uitdaging van { $name } wordt aangenomen: de partij begint…
challenge-declined = Je hebt de uitdaging van { $name } afgewezen ({ $reason }).
challenge-cancelled = Je uitdaging aan { $name } is geannuleerd.
challenge-arrived = { $name } daagt je uit: { $terms }.
challenge-accepted-opening = { $name } heeft aangenomen: de partij wordt geopend…
challenge-accepted-elsewhere = { $name } heeft je uitdaging aangenomen; de browser die haar stuurde opent de partij.
challenge-sent = Uitdaging gestuurd aan { $name }: wachten op antwoord (deze pagina opent de partij zodra ze aangenomen is).
challenge-gone-declined = { $name } wees af: { $reason }.
challenge-gone-accepted = { $name } heeft je uitdaging aangenomen.
challenge-gone-withdrawn = { $name } heeft de uitdaging ingetrokken.
challenge-gone-expired-mine = Je uitdaging aan { $name } is verlopen.
challenge-gone-expired = De uitdaging van { $name } is verlopen.
challenge-gone-left-mine = Je uitdaging aan { $name } is ingetrokken: je hebt de lobby verlaten.
challenge-gone-left = { $name } is weg: de uitdaging vervalt.
challenge-gone-mine = Je uitdaging aan { $name } is er niet meer.
challenge-gone = De uitdaging van { $name } is er niet meer.
challenge-refused-nobody = Niemand heet “{ $name }”: controleer de naam (die staat op het profiel van de speler).
challenge-refused-self = Je kunt jezelf niet uitdagen: vul de naam van een andere speler in.
challenge-refused-already = Je hebt { $name } al uitgedaagd voor dit spel met deze klok: ze staat onder Jouw uitdagingen.
challenge-refused-not-ratable = Een partij voor de rating heeft een klok nodig: kies er een, of vink Telt voor de rating uit.
challenge-refused-no-name = Vul de naam in van de speler die je wilt uitdagen.
challenge-refused-closed = Deze uitdaging staat niet meer open.
decline-none = geen reden gegeven
decline-later = nu niet, vraag het later nog eens
decline-too-fast = de klok is te snel
decline-too-slow = de klok is te langzaam
decline-time-control = niet met dit soort klok
decline-casual = alleen vriendschappelijke partijen
decline-rated = alleen partijen voor de rating
decline-game = niet dit spel
decline-no-bot = geen partijen tegen bots
decline-only-bot = alleen partijen tegen bots
site-name = Bordspellen spelen
finished-aborted = afgebroken
finished-drawn = { $how ->
    [resignation] remise door opgave
    [time] remise op tijd
    [agreement] remise in onderling overleg
    [left] remise: de tegenstander is weg
   *[other] remise
}
finished-won = { $how ->
    [resignation] je won door opgave
    [time] je won op tijd
    [agreement] je won in onderling overleg
    [left] je won: de tegenstander is weg
   *[other] je won
}
finished-lost = { $how ->
    [resignation] je verloor door opgave
    [time] je verloor op tijd
    [agreement] je verloor in onderling overleg
    [left] je verloor: de tegenstander is weg
   *[other] je verloor
}
notice-started = Je partij is begonnen: { $game }
notice-finished = Je partij is afgelopen, { $how }: { $game }.
notify-heading = Meldingen
notify-button-label = { $n ->
    [0] Meldingen: er wacht niets
   *[other] Meldingen: { $n } wachten
}
notify-new = Nieuwe meldingen
notify-lately = Onlangs
notify-nothing = Er wacht niets op je: geen uitdaging, geen lopende partij.
notify-close = Sluiten
notify-later = Later
notify-challenge-label = { $name } daagt je uit
notify-this-page = (deze pagina)
notify-your-move = Jij bent aan zet:
notify-your-move-left = Jij bent aan zet (nog { $left }):
notify-blocked = Deze browser blokkeert meldingen van deze site (in zijn instellingen kun je ze toestaan).
notify-browser-on = Browsermeldingen staan aan zolang dit tabblad verborgen is.
notify-browser-ask = Een browsermelding krijgen zolang dit tabblad verborgen is?
notify-turn-on = Aanzetten
notify-turn-off = Uitzetten
notify-not-allowed = De browser stond geen meldingen toe.
notify-see-end = Het einde bekijken

## De pagina's van de spelers: accounts, profielen, ranglijsten, gearchiveerde partijen
clock-words-delay = { $span } + { $n } s vertraging
clock-words-per-turn = { $span } per beurt
ended-won = { $side } won
ended-won-resigned = { $side } won — { $loser } gaf op
ended-won-resignation = { $side } won — opgave
ended-resignation = Beëindigd door opgave
ended-won-on-time = { $side } won op tijd
ended-drawn-on-time = Remise op tijd
ended-on-time = Beëindigd op tijd
ended-drawn-agreement = Remise in onderling overleg
ended-drawn-move-limit = Remise — het maximum aantal zetten is bereikt
ended-aborted-no-move = Afgebroken — niemand zette op tijd
ended-aborted = Afgebroken
ended-drawn = Remise
ended-no-result = Geen uitslag
ended-why = { $result } — { $why }
doing-continue = verder te gaan
doing-change-password = je wachtwoord te wijzigen
account-tab-title = Account
account-heading = Account: { $name }
account-sign-in-or-up = Aanmelden of registreren
account-change-password = Wachtwoord wijzigen
account-current-password = Huidig wachtwoord
account-new-password = Nieuw wachtwoord
account-password-changed = Wachtwoord gewijzigd.
account-name = Naam
account-password = Wachtwoord
account-create-heading = Een account aanmaken
account-create = Account aanmaken
account-guests = Gasten kunnen spelen zonder account; hun partijen tellen niet voor de rating.
rating-chart-none = { $label }: nog geen partijen voor de rating
rating-chart = { $label }: van { $from } naar { $to } in { $n ->
    [one] { $n } partij voor de rating
   *[other] { $n } partijen voor de rating
} (bereik { $min }–{ $max })
outcome-won = gewonnen
outcome-lost = verloren
outcome-draw = remise
outcome-none = geen uitslag
players-bot = bot
players-bot-title = Een botaccount: een programma speelt ermee
player-missing-title = Onbekende speler
player-missing-text = Niemand heet “{ $name }”: controleer de naam, of zoek spelers op de ranglijsten.
player-missing-action = Naar de ranglijsten
player-tab-title = { $name } — speler
player-tab-title-bot = { $name } (bot) — speler
player-since = Speelt sinds { $date }.
player-since-online = Speelt sinds { $date }. Nu online.
player-sign-in-to-challenge = { $signIn } om { $name } uit te dagen.
player-challenge = { $name } uitdagen
player-download = Partijen downloaden
player-import = Partijen importeren
player-events = Evenementen
player-ratings-caption = Ratings (? betekent een voorlopige rating)
player-rating = Rating
player-games = Partijen
player-wld = W / V / R
player-history = Verloop
player-rating-of = Rating { $game }
player-provisional = (voorlopig)
player-no-rated = Nog geen partijen voor de rating.
player-a-guest = een gast
pool-title = { $game } ({ $pool })
pool-correspondence = correspondentie
pool-live = Live
pool-correspondence-tab = Correspondentie
filter-label = De partijen filteren
filter-all-games = alle spellen
filter-any-result = elke uitslag
filter-drawn = remise
filter-result = Uitslag
filter-opponent = Tegenstander
filter-submit = Filteren
games-older = Oudere partijen
games-loading = Laden…
games-none = Geen partijen.
games-shown = { $n ->
    [one] { $n } partij getoond.
   *[other] { $n } partijen getoond.
}
games-shown-all = { $n ->
    [one] { $n } partij getoond (alle).
   *[other] { $n } partijen getoond (alle).
}
game-item = { $game } tegen { $opponent }: { $outcome }{ $result }{ $unrated }{ $change }
game-item-unrated = , vriendschappelijk
leaderboard-tab-title = { $game }: ranglijst
leaderboard-heading = Ranglijst: { $game }
leaderboard-pools = Ratingpools
leaderboard-empty = Nog niemand heeft 10 partijen voor de rating van dit spel gespeeld: een speler komt op de ranglijst met zijn tiende.
leaderboard-caption = Beste spelers (? betekent een voorlopige rating)
archive-heading = Afgelopen partij
archive-title = { $players } — { $game }
archive-unrated = vriendschappelijk
archive-clock = klok { $clock }
archive-analyse = Deze partij analyseren
archive-no-replay = De notatie van deze partij kan niet op het bord worden getoond: hier staat ze als tekst.
archive-record-summary = Beginstelling en notatie (tekst)
archive-standard-start = (de gewone beginstelling van het spel)
archive-record = Notatie
archive-missing-tab = Onbekende partij
archive-missing-title = Onbekende afgelopen partij
archive-missing-text = Er is geen afgelopen partij { $id }: de link kan fout zijn, of de partij is (nog) niet gearchiveerd.
replay-heading = Naspelen
replay-start = Beginstelling (actie 0 van { $n })
replay-action = Actie { $at } van { $n }: { $side } { $action }
replay-first = Eerste stelling
replay-last = Laatste stelling
replay-keys = Toetsen: ← en → lopen door de partij; bij het naspelen gaan Home en End naar begin en eind.

## Het analysebord
analysis-wins = { $side } wint
analysis-wins-in = { $side } wint in { $n }
analysis-share = { $n }% voor { $side }
analysis-no-game = Er is hier geen spel { $game }.
analysis-heading = { $game }: analyse
analysis-tab-title = { $game }: analysebord
analysis-evaluation = Waardering
analysis-evaluation-is = Waardering: { $value }
analysis-position-placeholder = Een stelling in de notatie van het spel
analysis-review-game = De hele partij nalopen
analysis-review-heading = Nalopen door de computer
analysis-set-up = Opzetten
analysis-start-here = Hier beginnen
analysis-flip = Draaien
analysis-engine = Engine
analysis-explorer = Openingsverkenner
analysis-move = Zet
analysis-results = { $first } / remise / { $second }
analysis-beyond-opening = Voorbij de eerste 20 zetten: de verkenner telt alleen openingen.
analysis-no-games = Geen gearchiveerde partij bereikte deze stelling.
analysis-games-reached = { $n ->
    [one] { $n } gearchiveerde partij bereikte deze stelling.
   *[other] { $n } gearchiveerde partijen bereikten deze stelling.
}
analysis-game-over = Partij afgelopen: { $result }.
analysis-engine-info = { $searcher } · diepte { $depth } · { $nodes } knopen · { $seconds } s
analysis-thinking = Aan het denken…
analysis-reviewing = Aan het nalopen…
analysis-start = begin
analysis-best = beste { $action }
analysis-reviewed = { $done } van { $n } stellingen nagelopen…
analysis-swings = De grootste omslagen: na { $moves }.
analysis-no-swing = Geen omslag.
analysis-engine-off = De engine staat uit.

## De lopende partijen en tv, snelle chat, offline
live-heading = Lopende partijen
live-all-games = Alle spellen
live-tv-link = De beste partij op tv bekijken
live-caption = De hoogste rating eerst
live-players = Spelers
live-watching = Kijkers
live-none = Er wordt nu geen partij gespeeld.
doing-list-live = de lopende partijen te zien
tv-heading = Tv
tv-heading-game = Tv: { $game }
tv-none = Er wordt nu geen partij gespeeld: de volgende verschijnt hier zodra ze begint.
doing-find-tv = de beste lopende partij te vinden

## Exporteren en importeren, pushmeldingen
export-heading = De partijen van { $name } als notaties
export-intro = Eén tekstbestand: de notatie van elke partij, zoals de spelregelpagina's die beschrijven, na tags met het spel, de datum, de klok en de spelers. Importeer het hier of elders.
export-played = Gespeelde partijen downloaden
export-imported = Geïmporteerde partijen downloaden
export-reading = Het archief wordt gelezen…
export-reading-count = Het archief wordt gelezen… { $n ->
    [one] { $n } partij
   *[other] { $n } partijen
}
export-games = { $n ->
    [one] { $n } partij:
   *[other] { $n } partijen:
}
doing-read-games = de partijen van { $name } te lezen
import-sign-in = Meld je aan om partijen te importeren.
import-game-from-tag = Zoals de Game-tag van elke notatie zegt
import-format-records = Notaties (zoals hier gedownload)
import-format-csv = Copenhagen Hnefatafl CSV (partijen van aagenielsen.dk)
import-submit = Importeren
import-written-as = Geschreven als
import-file = Een bestand
import-text = of de notaties
import-intro = Notaties worden volgens de regels nagespeeld: elke notatie die de regels aannemen wordt gearchiveerd als vriendschappelijke geïmporteerde partij, hieronder gelinkt en bij je imports gezet; een die ze weigeren wordt genoemd met de reden. Dezelfde notatie opnieuw importeren geeft dezelfde partij.
import-nothing = Er zijn geen notaties om te importeren.
import-progress = Bezig met importeren… { $n ->
    [one] { $n } notatie gelezen
   *[other] { $n } notaties gelezen
}
import-record-game = Notatie { $index }: { $game }, { $n ->
    [one] { $n } actie
   *[other] { $n } acties
}
import-before = (eerder geïmporteerd)
import-record-problem = Notatie { $index }: { $reason }
import-done = { $n ->
    [one] { $n } partij geïmporteerd
   *[other] { $n } partijen geïmporteerd
}, { $already } eerder geïmporteerd, { $refused } geweigerd.
doing-import = de notaties te importeren
push-heading = Pushmeldingen
push-intro = Jouw zet in een correspondentiepartij, een uitdaging en het einde van een partij, op dit apparaat, ook als de site gesloten is.
push-save-quiet = Stille uren opslaan
push-no-quiet = Geen stille uren
push-quiet-heading = Stille uren
push-quiet-intro = Geen pushmeldingen tussen (jouw tijd):
push-from = Van
push-to = Tot
push-quiet-from-to = Stil van { $from } tot { $to }.
push-quiet-none = Geen stille uren.
push-devices = Pushmeldingen bereiken { $n } van je apparaten.
push-unsupported = Deze browser kan geen pushmeldingen ontvangen.
push-turn-on = Aanzetten op dit apparaat
push-turn-off = Uitzetten op dit apparaat
push-on = Pushmeldingen staan aan op dit apparaat.
push-off = Pushmeldingen staan uit op dit apparaat.
push-no-answer = de pushdienst van deze browser gaf geen antwoord
push-change-failed = Kon het niet wijzigen: { $error }
push-not-saved = Niet opgeslagen: { $error }
push-read-failed = Kon het niet lezen: { $error }

## De rest van de spelpagina
analysis-swing = omslag { $n }
replay-board = Bord van { $game }: { $step }

## Events (src/events/)
events-title = Evenementen
events-title-player = Evenementen van { $name }
events-col-event = Evenement
events-col-game = Spel
events-col-format = Vorm
events-col-players = Spelers
events-col-starts = Begint
events-none = Geen.
events-running = Bezig
events-upcoming = Binnenkort
events-finished = Afgelopen
doing-see-events = de evenementen te zien
events-make = Een evenement maken
events-sign-in-to-make = { $signIn } om een evenement te maken.
events-name = Naam
events-game = Spel
events-format = Vorm
events-arena = Arena
events-swiss = Zwitsers
events-round-robin = Round-robin
events-clock = Klok (minuten+seconden)
events-rated = Voor de rating
events-starts-in = Begint over (minuten)
events-length = Duur (minuten)
events-rounds = Ronden
events-max = Meeste spelers
events-entry = Wie mag meedoen
events-entry-all = Mensen en bots
events-entry-people = Alleen mensen
events-entry-bots = Alleen bots
events-berserk-allowed = Berserk toegestaan (halve klok, geen increment, een punt meer voor een winst)
events-double = Dubbele round-robin (elk paar speelt beide kanten)
events-computers = De computerspelers inschrijven
events-own-rules = Alleen de eigen regels van het spel (geen regelopties, geen zettenlimiet)
events-move-limit = Zettenlimiet (beurten; de beurt die hem haalt is remise)
events-password = Wachtwoord (optioneel)
events-submit = Het evenement maken
events-making = Het evenement wordt gemaakt…
doing-make-event = een evenement te maken
events-event = Evenement
events-page-title = { $name } — evenement
events-meta-rated = voor de rating
events-meta-berserk = berserk
events-meta-by = door { $name }
events-meta-bots-only = alleen bots
events-meta-people-only = alleen mensen
events-withdraw = Terugtrekken
events-join = Meedoen
events-password-label = Het wachtwoord van het evenement
events-sign-in-to-join = { $signIn } om mee te doen.
events-your-game = Je partij is begonnen: { $game }
events-versus = { $first } tegen { $second }
events-berserked = ⚔ berserk: halve klok, geen increment
events-berserk = ⚔ Berserk
doing-join-event = mee te doen aan evenementen
doing-berserk = berserk te gaan
doing-follow-event = dit evenement te volgen
events-col-player = Speler
events-col-score = Score
events-col-points = Punten
events-col-games = Partijen
events-col-performance = Prestatie
events-col-tie-breaks = Tiebreaks
events-standings = Stand
events-games = Partijen
events-crosstable = Kruistabel
events-col-round = Ronde
events-col-first = Eerste
events-col-second = Tweede
events-col-result = Uitslag
events-playing = bezig
events-replay = Naspelen
events-watch = Kijken
events-round-short = R{ $round }
events-words-arena = Arena, { $minutes } min
events-words-swiss = { $rounds ->
    [one] Zwitsers, { $rounds } ronde
   *[other] Zwitsers, { $rounds } ronden
}
events-words-double = Dubbele round-robin
events-words-round-robin = Round-robin
events-starts-in-clock = Begint over { $clock }
events-is-finished = Afgelopen
events-ends-in = Eindigt over { $clock }
events-round-going = Ronde { $round } van { $rounds } wordt gespeeld
events-round-soon = Ronde { $round } van { $rounds } begint zo
events-cross-win = W{ $place }
events-cross-draw = R{ $place }
events-cross-loss = V{ $place }
events-cross-bye = vrij
