# De woorden van de site in het Nederlands. Bron: en.ftl; termen van de spellen: glossary.md.

## De kop, op elke pagina

nav-site = Site
nav-home = Start
nav-lobby = Lobby
nav-watch = Kijken
nav-leaderboards = Ranglijsten
signed-in-as = Aangemeld als
nav-account = Account
sign-out = Afmelden
sign-in-up = Aanmelden / registreren
language-label = Taal
theme-auto = Thema: als het systeem
theme-light = Thema: licht
theme-dark = Thema: donker

## Paginatitels

title-start = Hanniball, Hnefatafl, Chess Football — spelen in de browser
title-lobby = Lobby — een tegenstander vinden
title-join = { $game }: meedoen
title-rules = { $game }: spelregels
title-games = Partijen die nu gespeeld worden
title-tv = TV
title-tv-game = TV: { $game }
title-your-move = ● Jij bent aan zet · { $title }
title-game-over = Partij afgelopen · { $title }

## De startpagina

start-heading = Drie bordspellen, live in je browser
start-a-game = Een partij beginnen
start-rules = Spelregels
play-game = { $game } spelen
preview-label = { $game }: een stelling
start-game = Spel
start-position = Stelling
start-position-label = Beginstelling
start-position-placeholder = beginstelling (leeg: de beginopstelling van het spel)
start-play-against = Spelen tegen
start-opponent = Tegenstander
start-opponent-friend = een vriend (uitnodigingslink)
start-opponent-computer = de computer
start-as = als
start-side = Jouw kant
start-computer = Computer
start-strength = De sterkte van de computer
strength-quick = snel (0,1 s per zet)
strength-medium = gemiddeld (0,5 s per zet)
strength-strong = sterk (2 s per zet)
start-clock = Klok
clock-none = geen klok
clock-fischer = minuten + increment
clock-per-turn = vaste tijd per beurt
clock-minutes-label = Minuten per speler
clock-increment-label = Increment in seconden
clock-per-turn-label = Seconden per beurt
clock-min-plus = min +
clock-seconds-a-turn = s per beurt
clock-fischer-invalid = de klok heeft meer dan 0 minuten nodig en een increment van 0 of meer seconden
clock-per-turn-invalid = de klok heeft meer dan 0 seconden per beurt nodig
start-rated-friend = Telt voor de rating (je vriend meldt zich aan om mee te doen)
start-rated-computer = Telt voor de rating (die van jou en van de computer)
start-create = Partij maken
start-play-computer = Tegen de computer spelen
start-computer-unrated = Vanuit een gekozen stelling, met een vaste tijd per beurt of met delen van een minuut op de klok telt de partij niet voor de rating.
start-rated-needs-clock = een partij voor de rating heeft een klok nodig: wie wegloopt, verliest dan op tijd
start-rated-initial-position = een partij voor de rating begint in de beginopstelling: maak de stelling leeg
start-challenge-not-taken = { $name } heeft de uitdaging niet aangenomen: probeer het opnieuw
start-my-games = Jouw partijen in deze browser
start-my-game = { $game } als { $side }
start-forget = Vergeten
start-forget-label = Partij { $game } { $id } vergeten
copy = Kopiëren
copied = Gekopieerd

## De spelpagina

play-spectating = Je kijkt toe
play-you-play = Je speelt met { $side }
play-rematch = Nieuwe partij met dezelfde instellingen
play-seek-again = Een nieuwe tegenstander zoeken
play-hide-result = Uitslag verbergen om het bord te zien
play-choose-action = Kies een actie
play-choose = Kies:
cancel = Annuleren
accept = Aannemen
decline = Afwijzen
rated = Telt voor de rating
play-undo = Stap ongedaan maken
play-resign = Opgeven
play-resign-confirm = Deze partij opgeven?
play-offer-draw = Remise aanbieden
play-propose-takeback = Terugnemen voorstellen
play-takeback-title = Vragen om je laatste zet terug te nemen
play-abort = Partij afbreken
play-abort-title = De partij zonder uitslag beëindigen: mag tot beide kanten gezet hebben
play-claim-win = Winst opeisen
play-claim-draw = Remise maken
play-previous = Vorige stelling
play-next = Volgende stelling
play-live = Live
play-moves = Zetten
play-every-change = Elke wijziging
play-record = Notatie
play-flip = Bord draaien
play-flip-title = Het bord omdraaien
play-spectator-link = Link om te kijken
play-invite-link = Uitnodigingslink
play-revoke = Uitnodiging intrekken
play-revoke-confirm = De uitnodiging intrekken? Niemand kan dan de plaats innemen en de partij kan niet beginnen.
play-sending = { $move } wordt verstuurd…
play-sending-offline = { $move } wordt verstuurd… nog geen verbinding: de zet gaat zodra de server bereikbaar is.
play-waiting-join = Wachten tot de tegenstander ({ $side }) meedoet
play-waiting-invite = Wachten tot de tegenstander ({ $side }) de uitnodigingslink opent…
play-invitation-revoked-short = De uitnodiging is ingetrokken: deze partij kan niet beginnen
play-invitation-revoked = De uitnodiging voor { $side } is ingetrokken. Niemand kan de plaats innemen, dus de partij kan niet beginnen; ze wordt afgebroken zodra de wachttijd voorbij is.
play-viewing = Versie { $version } ({ $action }) bekijken
play-your-move = jij bent aan zet
play-draw-offered-by = remise aangeboden door { $side }
play-computer-thinking = De computer denkt na…
play-computer-late = De computer antwoordt al { $seconds } s niet (hij denkt { $think } s per zet): de server is misschien druk. De partij blijft bewaard; zijn zet verschijnt hier zodra hij komt.
play-legal-failed = De toegestane zetten konden niet geladen worden: { $reason } Opnieuw proberen…
play-load-failed = De partij kon niet geladen worden: { $reason } Opnieuw proberen…
play-unreachable = De server was niet bereikbaar, dus de actie is misschien niet uitgevoerd: het bord laat zien of dat wel zo is.
play-no-such-game = Er is geen partij { $id }: de link klopt niet, of de partij is lang geleden afgelopen en verwijderd.
play-start-new = Een nieuwe partij beginnen
game-over = Partij afgelopen: { $result }
game-over-reason = Partij afgelopen: { $result } — { $reason }
why-over = De partij is afgelopen.
why-not-seated = De partij begint als de tegenstander meedoet.
why-sending = Versturen…
why-past = Je bekijkt een eerdere stelling: druk op Live om te spelen.
why-their-turn = { $side } is aan zet.
why-loading = De toegestane zetten worden geladen…
why-not-possible = Nu niet mogelijk.
why-no-undo = Er is geen stap van deze beurt om ongedaan te maken.
why-takeback-pending = Er wacht een voorstel om terug te nemen.
gone-you = Je was weg: de tegenstander mag de partij opeisen
gone-opponent = Je tegenstander heeft de partij verlaten
gone-side = { $side } heeft de partij verlaten
gone-you-can-claim = Je kunt de winst opeisen over { $seconds } s.
gone-can-be-claimed = De partij kan worden opgeëist over { $seconds } s.
draw-you-offered = Je hebt remise aangeboden; wachten op het antwoord.
draw-offered-by = Remise aangeboden door { $side }.
draw-lapsed = { $who ->
    [you] Jouw remiseaanbod
   *[other] Het remiseaanbod van { $side }
} is vervallen: er werd een zet gedaan in plaats van een antwoord
draw-declined = { $who ->
    [you] Jouw remiseaanbod
   *[other] Het remiseaanbod van { $side }
} is afgewezen
takeback-you-proposed = Je hebt voorgesteld terug te nemen; wachten op het antwoord.
takeback-proposed-by = { $side } stelt voor terug te nemen.
takeback-you-proposed-short = Je hebt voorgesteld terug te nemen
takeback-proposed-by-short = { $side } stelt voor terug te nemen
takeback-accepted = { $who ->
    [you] Jouw voorstel om terug te nemen
   *[other] Het voorstel van { $side } om terug te nemen
} is aangenomen: { $mover } is weer aan zet
takeback-lapsed = { $who ->
    [you] Jouw voorstel om terug te nemen
   *[other] Het voorstel van { $side } om terug te nemen
} is vervallen: er werd een zet gedaan in plaats van een antwoord
takeback-declined = { $who ->
    [you] Jouw voorstel om terug te nemen
   *[other] Het voorstel van { $side } om terug te nemen
} is afgewezen
takeback-taken = Er is een zet teruggenomen: { $side } is weer aan zet
occupant-computer = de computer
occupant-guest = gast
occupant-nobody = nog niemand
occupant-you = (jij)
clock-starts = De klokken lopen vanaf de eerste zet van { $side }.

## De spellen: kanten, uitslagen, samenvattingen

side-white = Wit
side-black = Zwart
side-attackers = Aanvallers
side-defenders = Verdedigers
side-nobody = niemand
result-white-won = Wit heeft gewonnen
result-black-won = Zwart heeft gewonnen
result-attackers-won = De aanvallers hebben gewonnen
result-defenders-won = De verdedigers hebben gewonnen
result-drawn = Remise
result-aborted = Afgebroken
hb-blurb = Voetbal gespeeld als schaken op een veld van 9 × 13 met twee goals: Apen, Leeuwen, Olifanten en Paarden dragen, passen en schieten één bal. Tot vier stappen per beurt; een doelpunt wint.
hb-summary = { $side } is aan zet · nog { $left } van { $limit } stappen
hb-red-card-remove = rode kaart: mag een stuk wegnemen
hb-end-turn = Beurt beëindigen
hn-blurb = Het Vikingbelegeringsspel op 11 × 11: de verdedigers brengen hun Koning naar een hoek, de aanvallers, twee keer zo veel, proberen hem in te sluiten.
hn-summary = { $side } aan zet · zet { $move }
cf-blurb = De stukken van een schaakspel spelen voetbal op een schaakbord: zet een team van zes op, draag en pass de bal met schaakzetten en scoor in twee helften van elk 45 zetten.
cf-summary = { $phase ->
    [place] { $side } zet op
    [kickoff] { $side } neemt de aftrap
   *[play] { $side } aan zet
} · helft { $half } · { $phase ->
    [place] opstellen
    [kickoff] aftrap
   *[play] spel
} · stand { $score }
cf-no-move = Geen zet (--)
end-full-time = einde van de wedstrijd
end-resignation = opgave
end-draw-agreed = remise afgesproken
end-timeout = tijd op
end-abandoned = geen eerste zet op tijd
end-aborted = afgebroken door een speler
end-opponent-left = de tegenstander is weg
end-goal = doelpunt
end-own-goal = eigen doelpunt
end-no-legal-step = geen toegestane stap
end-king-escaped = de Koning is naar een hoek ontsnapt
end-exit-fort = uitgangsfort
end-king-captured = de Koning is geslagen
end-encirclement = omsingeling
end-no-legal-move = geen toegestane zet
end-move-limit = de zettenlimiet is bereikt
end-perpetual-repetition = een stelling kwam voor de derde keer voor (eeuwige herhaling: de Verdedigers verliezen)

## Gegevens van de spelpagina, verbinding en revanche

fact-turn = Beurt
fact-to-move = Aan zet
fact-steps-left = Stappen over
fact-steps-of = { $left } van { $limit }
fact-ball = Bal
fact-ball-loose = los op { $square }
fact-ball-on = { $side } op { $square }
fact-ball-at = op { $square }
fact-red-card = Rode kaart
fact-red-card-may = { $side } mag een stuk wegnemen
fact-red-card-used = { $side } heeft de straf gebruikt
fact-none = geen
fact-this-turn = Deze beurt
fact-score = Stand
fact-half = Helft
fact-phase = Fase
cf-phase = { $phase ->
    [place] opstellen
    [kickoff] aftrap
   *[play] spel
}
fact-moves = Zetten
fact-kicking-off = Aftrap door
fact-moves-made = Gespeelde zetten
fact-king = Koning
fact-king-captured = geslagen
fact-last-move = Laatste zet
play-sounds = Geluid
conn-connecting = verbinden
conn-live = live
conn-reconnecting = opnieuw verbinden…
conn-ended = partij afgelopen
rematch-offer = Revanche (kanten gewisseld)
rematch-offered = Revanche aangeboden: wachten op je tegenstander…
rematch-offered-to-you = Je tegenstander biedt een revanche aan.
rematch-accept = Revanche aannemen
rematch-starts = De revanche begint…
rematch-expired = Het revancheaanbod is verlopen.

## Klokken in woorden, de tabtitel, de uitnodiging, niet gevonden, de spelregels

span-days = { $n ->
    [one] { $n } dag
   *[other] { $n } dagen
}
span-hours = { $n } u
span-minutes = { $n } min
span-seconds = { $n } s
control-fischer = { $initial } + { $increment }
control-delay = { $initial }, vertraging { $delay }
control-per-turn = { $span } per beurt
versus-title = { $first } tegen { $second } · { $game }
join-back = Terug naar je plaats ({ $side })
join-anyway = Toch de andere plaats innemen
join-own = Dit is de uitnodigingslink voor je tegenstander. Je hebt deze partij gemaakt en speelt met { $side }: stuur deze link naar wie je wilt laten spelen; hij werkt één keer.
join-taking = Je plaats wordt ingenomen…
join-spectate = De partij bekijken
join-unusable = Deze uitnodiging kan niet gebruikt worden.
join-not-yet = De plaats kon nog niet ingenomen worden.
try-again = Opnieuw proberen
missing-title = Pagina niet gevonden
missing-tab-title = { $title } — Bordspellen spelen
missing-text = Er is geen pagina op { $path }: het adres is misschien verkeerd getypt, of de link hierheen is verouderd.
missing-start = Naar de startpagina
missing-elsewhere = Elders op deze site
missing-home = Start: een partij spelen
missing-lobby = De lobby
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

wait-moment = even
wait-second = een seconde
wait-seconds = { $n } s
wait-minutes = { $n } min
sign-in-to = Meld je aan om { $doing }.
doing-accept-challenge = een uitdaging aan te nemen
doing-accept-rated = een partij voor de rating aan te nemen
doing-be-told = uitdagingen te horen
doing-challenge = een speler uit te dagen
doing-decline-challenge = een uitdaging af te wijzen
doing-offer-rematch = een revanche aan te bieden
doing-play-rated = een partij voor de rating te spelen
doing-play-seat = op deze plaats te spelen
doing-post-rated-seek = een partij voor de rating aan te bieden
doing-take-rated-seat = een plaats in deze partij voor de rating in te nemen
failure-unreachable = De server is niet bereikbaar: controleer je verbinding; de pagina probeert het opnieuw.
failure-unreachable-plain = De server is niet bereikbaar: controleer je verbinding.
failure-deadline = De server antwoordde niet op tijd: controleer je verbinding en probeer het opnieuw.
failure-cancelled = Het verzoek is geannuleerd.
failure-unknown = Er ging iets mis. Laad de pagina opnieuw en probeer het nog eens.
failure-refused = De server weigerde: { $message }
failure-refused-plain = De server weigerde. Laad de pagina opnieuw en probeer het nog eens.
reason-invalid-game-id = Het adres van deze partij klopt niet: controleer de link die je kreeg.
reason-invalid-position = Deze beginstelling kan niet gelezen worden ({ $detail }). Controleer haar, of laat het veld leeg om met de gewone opstelling te beginnen.
reason-invalid-position-plain = Deze beginstelling kan niet gelezen worden. Controleer haar, of laat het veld leeg om met de gewone opstelling te beginnen.
reason-invalid-action = De pagina stuurde een zet die het spel niet kan lezen. Laad de pagina opnieuw en probeer het nog eens.
reason-invalid-request-id = De pagina stuurde een verzoek dat de server niet aanneemt. Laad de pagina opnieuw en probeer het nog eens.
reason-request-id-reused = De pagina stuurde een verzoek dat de server niet aanneemt. Laad de pagina opnieuw en probeer het nog eens.
reason-malformed-request = De pagina stuurde een verzoek dat de server niet kan lezen. Laad de pagina opnieuw en probeer het nog eens.
reason-invalid-argument = De pagina stuurde een verzoek dat de server niet aanneemt. Laad de pagina opnieuw en probeer het nog eens.
reason-invalid-cursor = De pagina is haar plaats in de lijst van de lobby kwijt. Laad de pagina opnieuw en probeer het nog eens.
reason-invalid-key = De gastsleutel van deze browser wordt niet aangenomen door de lobby. Laad de pagina opnieuw en probeer het nog eens.
reason-invalid-page-token = De lijst is veranderd: laad de pagina opnieuw om haar vanaf het begin te zien.
reason-invalid-filter = Dit filter kan niet gebruikt worden: controleer de naam van de tegenstander.
reason-invalid-range = De laagste gevraagde rating is hoger dan de hoogste: controleer het bereik.
reason-invalid-side = Die kant hoort niet bij dit spel: kies er een uit de lijst.
reason-invalid-time-control = Deze klok kan niet gebruikt worden: kies hele minuten en seconden, of dagen per zet (1, 2, 3, 5, 7, 10 of 14), binnen de grenzen.
reason-unknown-pool = Zo'n ratinglijst bestaat niet: kies live of correspondentie.
reason-invalid-bot = De computer kan met deze instellingen niet spelen: kies een andere computerspeler of bedenktijd.
reason-missing-field = Er ontbreekt iets: vul elk veld in en probeer het opnieuw.
reason-invalid-text = Een veld bevat tekens die niet mogen (zoals regeleinden of stuurtekens): haal ze weg en probeer het opnieuw.
reason-text-too-long = Een veld is te lang: maak het korter en probeer het opnieuw.
reason-unknown-game = Zo'n spel is hier niet: kies er een uit de lijst.
reason-unknown-format = Dat spel kan zo geschreven partijen niet lezen: kies een ander formaat of spel.
reason-too-many-records = Dat zijn te veel partijen voor één import: stuur er hoogstens 2000 tegelijk.
reason-chat-too-fast = Eén bericht per paar seconden: wacht even.
reason-chat-limit = Deze partij heeft al alle berichten gehad die ze mag hebben.
reason-invalid-chat = Dat is geen van de berichten die een partij aanbiedt.
reason-invalid-push-endpoint = Het pushadres van deze browser werd niet aangenomen: zet push uit en weer aan.
reason-invalid-push-key = De pushsleutels van deze browser werden niet aangenomen: zet push uit en weer aan.
reason-invalid-quiet-hours = Stille uren zijn een begin- en een eindtijd van de dag.
reason-rematch-offer = Dit is een revancheaanbod voor de spelers van één partij: alleen de andere speler kan het aannemen, op de pagina van die partij.
reason-illegal-action = Die zet mag niet: { $detail }.
reason-illegal-action-plain = Die zet mag niet.
reason-nothing-to-undo = Er is geen stap van deze beurt om ongedaan te maken.
reason-game-over = De partij is afgelopen: er kunnen geen zetten meer gedaan worden.
reason-game-not-found = Zo'n partij bestaat niet: de link klopt niet, of de partij is lang geleden afgelopen en verwijderd.
reason-version-ahead = De pagina loopt voor op de server. Laad de pagina opnieuw en probeer het nog eens.
reason-version-conflict = De partij veranderde voordat je actie aankwam (een zet van je tegenstander, of uit een ander tabblad): kijk naar het bord en probeer het opnieuw.
reason-request-expired = Je actie deed te lang over de weg naar de server: kijk op het bord of ze is uitgevoerd.
reason-unauthenticated = Deze link geeft geen plaats in deze partij: je kunt kijken, maar niet spelen.
reason-wrong-seat = Je link hoort niet bij deze plaats: open de link van je eigen plaats om te spelen.
reason-not-your-turn = Je bent niet aan de beurt: wacht op de zet van je tegenstander.
reason-seats-open = De partij begint als je tegenstander meedoet: stuur de uitnodigingslink.
reason-invalid-invitation = Deze uitnodigingslink klopt niet: vraag opnieuw om de link.
reason-invitation-used = Deze uitnodiging is al gebruikt: iemand heeft de plaats al ingenomen. Je kunt de partij nog steeds bekijken.
reason-invitation-revoked = Deze uitnodiging is ingetrokken door de speler die de partij maakte. Je kunt de partij nog steeds bekijken.
reason-no-invitation = Deze plaats stond nooit open voor een uitnodiging.
reason-draw-already-offered = Er wacht al een remiseaanbod op antwoord.
reason-no-draw-offer = Er is geen remiseaanbod meer om te beantwoorden.
reason-not-abortable = Beide kanten hebben gezet, dus de partij kan niet meer afgebroken worden: bied remise aan of geef op.
reason-no-claim = Er valt nog niets op te eisen: de tegenstander is terug, of het aftellen is niet voorbij.
reason-takeback-already-proposed = Er wacht al een voorstel om terug te nemen op antwoord.
reason-no-takeback = Er is geen voorstel om terug te nemen meer om te beantwoorden: er werd gezet, of het is al beantwoord.
reason-nothing-to-take-back = Je hebt nog geen eigen zet om terug te nemen.
reason-takebacks-not-allowed = In deze partij mag niet teruggenomen worden: partijen voor de rating worden gespeeld zoals ze staan.
reason-game-not-over = Een revanche kan aangeboden worden als de partij afgelopen is.
reason-computer-no-rematch = Deze computertegenstander neemt geen revanche aan: begin een nieuwe partij met dezelfde instellingen.
reason-store-unavailable = De server kan zijn partijen nu niet bereiken: probeer het zo opnieuw.
reason-database-unavailable = De accounts van de spelers zijn nu niet beschikbaar: probeer het zo opnieuw.
reason-shutting-down = De server start opnieuw op: probeer het zo opnieuw.
reason-overloaded = De server is nu erg druk: probeer het zo opnieuw.
reason-busy = De server is druk: probeer het over { $wait } opnieuw.
reason-rate-limited = Te veel verzoeken in korte tijd: wacht { $wait } en probeer het opnieuw.
reason-too-many-challenges = Te veel aanbiedingen en uitdagingen tegelijk: wacht { $wait } en probeer het opnieuw.
reason-request-too-large = Dit verzoek is te groot voor de server: maak korter wat je invulde.
reason-metadata-too-large = Dit verzoek is te groot voor de server. Laad de pagina opnieuw en probeer het nog eens.
reason-response-too-large = Het antwoord is te groot om te versturen.
reason-request-timeout = De server deed te lang over het antwoord: probeer het opnieuw.
reason-internal = Er ging iets mis op de server: probeer het opnieuw, en laad de pagina opnieuw als het blijft gebeuren.
reason-name-taken = De naam “{ $name }” is al bezet: kies een andere.
reason-name-confusable = De naam “{ $name }” lijkt te veel op “{ $confusable_with }”, de naam van een bestaande speler: kies een andere.
reason-name-confusable-any = De naam “{ $name }” lijkt te veel op de naam van een bestaande speler: kies een andere.
reason-invalid-name = Deze naam kan niet gebruikt worden. Een naam heeft 3 tot 24 tekens: letters a–z, cijfers, _ en -, en begint met een letter.
reason-invalid-name-reserved = Deze naam is voor de dienst gereserveerd: kies een andere.
reason-invalid-password = Een wachtwoord heeft 8 tot 128 tekens, niet alleen spaties, en is niet een van de meest gebruikte wachtwoorden (zoals “password1”): kies een langer of minder gewoon wachtwoord.
reason-bad-credentials = Verkeerde naam of verkeerd wachtwoord: controleer beide en probeer het opnieuw.
reason-not-signed-in = Meld je aan om verder te gaan.
reason-too-many-attempts = Te veel aanmeldpogingen: wacht { $wait } en probeer het opnieuw.
reason-bot-account = Dit is het account van een bot: een bot meldt zich aan vanuit zijn programma, niet vanuit een browser.
reason-not-a-bot = Alleen het account van een bot speelt de partijen van de botladder.
reason-player-not-found = Niemand heet “{ $name }”: controleer de naam.
reason-archived-game-not-found = Op dit adres staat geen afgelopen partij: de link klopt misschien niet, of de partij is (nog) niet gearchiveerd.
reason-seek-taken = Iemand anders nam deze partij eerst: neem een andere aan, of bied er zelf een aan.
reason-seek-not-found = Deze partij staat niet meer open.
reason-already-seeking = Je biedt deze partij met deze klok al aan: ze staat in de lijst.
reason-seek-limit = Je hebt al zo veel open aanbiedingen als mag: annuleer er eerst een.
reason-own-seek = Dit is je eigen aanbod: wacht tot een tegenstander het aanneemt.
reason-rating-out-of-range = Je rating ligt buiten het bereik dat deze speler vroeg.
reason-not-challenged = Deze uitdaging is voor een andere speler.
reason-not-ratable = Een partij voor de rating heeft een klok en de gewone beginopstelling nodig: kies een klok, of vink Telt voor de rating uit.
reason-same-player = Je kunt niet tegen jezelf spelen: kies een andere speler.
reason-unknown-rule = Dit spel heeft zo'n regeloptie niet.
reason-analysis-busy = De engine is bezig met andere analyses: hij probeert het zo opnieuw.
reason-analysis-rate-limited = Te veel analyses in korte tijd: wacht even voor de volgende.
reason-invalid-record = Deze notatie is niet te lezen: vergelijk ze met het notatieformaat van het spel.
reason-too-many-actions = Deze partij is te lang om hier te analyseren.
reason-invalid-tournament = Dit evenement kan zo niet worden gemaakt: controleer { $field }.
reason-tournament-not-found = Er is geen evenement op dit adres: de link klopt misschien niet.
reason-tournament-closed = Dit evenement neemt geen spelers meer aan: het is begonnen of voorbij.
reason-tournament-full = Dit evenement is vol.
reason-tournament-entry = Dit evenement is alleen voor mensen.
reason-tournament-entry-bots = Dit evenement is alleen voor bots.
reason-not-in-tournament = U doet niet mee aan dit evenement.
reason-wrong-password = Dat is niet het wachtwoord van dit evenement.
reason-tournament-limit = U hebt al zoveel lopende evenementen gemaakt als mag: wacht tot er een afgelopen is.

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

## De stukken, keuzes, meldingen, redenen en voorbeelden van de spellen

hb-piece-monkey = { $side ->
    [white] Witte Aap
   *[black] Zwarte Aap
}
hb-piece-lion = { $side ->
    [white] Witte Leeuw
   *[black] Zwarte Leeuw
}
hb-piece-elephant = { $side ->
    [white] Witte Olifant
   *[black] Zwarte Olifant
}
hb-piece-horse = { $side ->
    [white] Wit Paard
   *[black] Zwart Paard
}
cf-piece-king = { $side ->
    [white] Witte Koning
   *[black] Zwarte Koning
}
cf-piece-queen = { $side ->
    [white] Witte Dame
   *[black] Zwarte Dame
}
cf-piece-rook = { $side ->
    [white] Witte Toren
   *[black] Zwarte Toren
}
cf-piece-bishop = { $side ->
    [white] Witte Loper
   *[black] Zwarte Loper
}
cf-piece-knight = { $side ->
    [white] Wit Paard
   *[black] Zwart Paard
}
cf-piece-pawn = { $side ->
    [white] Witte Pion
   *[black] Zwarte Pion
}
piece-on-square = { $piece } op { $square }
piece-on-square-ball = { $piece } op { $square } met de bal
announce-captured = Geslagen: { $piece } op { $square }
announce-removed = Van het bord door de rode kaart: { $piece } op { $square }
choice-move = naar { $square }
choice-capture = slaan op { $square }
choice-goal = { $action } — doelpunt
hb-choice-end-turn = de beurt beëindigen
hb-choice-remove = het stuk op { $square } wegnemen (rode kaart)
hb-choice-carry = de Bal meenemen naar { $square }
hb-choice-kick = schieten naar { $square }
hb-choice-ricochet = schieten op de Aap op { $square }, afketsen naar { $to }
hb-why-no-step = zet eerst ten minste één stap.
hb-why-unchanged = het bord staat weer zoals aan het begin van je beurt, en een beurt moet de stelling veranderen: zet nog een stap, of maak ongedaan.
hb-announce-red-card = Rode kaart: { $side } mag een stuk van { $other } wegnemen
hb-announce-goal = Doelpunt!
hb-announce-own-goal = Eigen doelpunt!
hb-reason-no-legal-action = de andere kant had geen geldige stap
hb-example-kick = Wit één schot van de goal
hn-piece-attacker = Aanvaller
hn-piece-defender = Verdediger
hn-piece-king = Koning
hn-announce-king-danger = De Koning is in gevaar: aanvallers aan { $n } van zijn 4 kanten
hn-reason-king-escaped = de Koning ontsnapte naar een hoek
hn-reason-exit-fort = de Koning ontsnapte in een uitgangsfort
hn-reason-king-captured = de Koning werd geslagen
hn-reason-encirclement = de Verdedigers werden omsingeld
hn-reason-no-legal-move = de andere kant had geen geldige zet
hn-reason-repetition = een stelling kwam voor de derde keer voor (eeuwige herhaling: de Verdedigers verliezen)
hn-example-corner = De Koning één zet van een hoek
cf-kind-king = Koning
cf-kind-queen = Dame
cf-kind-rook = Toren
cf-kind-bishop = Loper
cf-kind-knight = Paard
cf-kind-pawn = Pion
cf-choice-place = { $piece } opstellen op { $square }
cf-choice-pass = pass naar { $square }
cf-choice-none = geen zet
cf-choice-promote = { $action }, promoveren tot { $piece }
cf-announce-goal = Doelpunt! { $side } scoort: { $white }–{ $black }. De teams worden opnieuw opgesteld voor de aftrap.
cf-announce-half-time = Rust: de tweede helft begint met een nieuwe opstelling.
cf-example-last-moves = Laatste zetten van de wedstrijd, Wit één zet van de goal

## De uitdagingen en partijen van de lobby, en de meldingen

sign-in-link = Meld je aan
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
chat-hello = Hallo!
chat-good-luck = Veel succes!
chat-good-game = Goede partij!
chat-thanks = Bedankt!
chat-well-played = Goed gespeeld!
chat-label = Snelle chat
chat-say = Zeg tegen je tegenstander
chat-too-many = Niet verstuurd: één bericht per paar seconden, en enkele tientallen per partij.
chat-no-connection = Niet verstuurd: geen verbinding.
chat-watching = { $n ->
    [one] { $n } kijker
   *[other] { $n } kijkers
}
offline-line = Je bent offline: de pagina maakt zelf weer verbinding zodra die er is.

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

play-analyse = Analyseren
why-draw-pending = Er staat een remiseaanbod open.
conn-not-found = niet gevonden
play-no-such-game-title = { $game }: onbekende partij
analysis-swing = omslag { $n }
replay-board = Bord van { $game }: { $step }
board-role = bord
board-label = Bord van { $game }
