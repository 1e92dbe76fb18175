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
