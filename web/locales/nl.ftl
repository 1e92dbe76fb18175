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
computer-level-easy = Makkelijk
computer-level-medium = Gemiddeld
computer-level-hard = Moeilijk
computer-how-easy = speelt een zet die meteen wint als hij die ziet, anders een willekeurige geldige zet
computer-how-medium = Monte-Carlo-boomzoeken, een tiende seconde per zet
computer-how-hard = Monte-Carlo-boomzoeken, een seconde per zet
computer-how = { $name }: { $how }.
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

## Weigeringen en storingen in woorden

wait-moment = even
wait-second = een seconde
wait-seconds = { $n } s
wait-minutes = { $n } min
sign-in-to = Meld je aan om { $doing }.
doing-offer-rematch = een revanche aan te bieden
doing-play-rated = een partij voor de rating te spelen
doing-play-seat = op deze plaats te spelen
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
reason-berserk-not-allowed = Geen berserk hier: alleen in een arena die het toestaat, één keer, vóór je eerste zet.
reason-unknown-language = De site is niet in die taal geschreven.
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

## De lopende partijen en tv, snelle chat, offline

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

## De rest van de spelpagina

play-analyse = Analyseren
why-draw-pending = Er staat een remiseaanbod open.
conn-not-found = niet gevonden
play-no-such-game-title = { $game }: onbekende partij
board-role = bord
board-label = Bord van { $game }
