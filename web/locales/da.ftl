# Sidens ord på dansk. Kilde: en.ftl; spillenes begreber: glossary.md.

## Hovedet, på hver side

nav-site = Side
nav-home = Forside
nav-lobby = Lobby
nav-watch = Se med
nav-leaderboards = Ranglister
signed-in-as = Logget ind som
nav-account = Konto
sign-out = Log ud
sign-in-up = Log ind / opret konto
language-label = Sprog
theme-auto = Tema: som systemet
theme-light = Tema: lyst
theme-dark = Tema: mørkt

## Sidetitler

title-start = Hanniball, Hnefatafl, Chess Football — spil i browseren
title-lobby = Lobby — find en modstander
title-join = { $game }: deltag i spillet
title-rules = { $game }: regler
title-games = Spil, der spilles nu
title-tv = TV
title-tv-game = TV: { $game }
title-your-move = ● Dit træk · { $title }
title-game-over = Spillet er slut · { $title }

## Forsiden

start-heading = Tre brætspil, live i din browser
start-a-game = Start et spil
start-rules = Regler
play-game = Spil { $game }
preview-label = { $game }: en stilling
start-game = Spil
start-position = Stilling
start-position-label = Startstilling
start-position-placeholder = startstilling (tom: spillets udgangsstilling)
start-play-against = Spil mod
start-opponent = Modstander
start-opponent-friend = en ven (invitationslink)
start-opponent-computer = computeren
start-as = som
start-side = Din side
start-computer = Computer
start-strength = Computerens styrke
strength-quick = hurtig (0,1 s pr. træk)
strength-medium = middel (0,5 s pr. træk)
strength-strong = stærk (2 s pr. træk)
start-clock = Ur
clock-none = intet ur
clock-fischer = minutter + tillæg
clock-per-turn = fast tid pr. tur
clock-minutes-label = Minutter til hver
clock-increment-label = Tillæg i sekunder
clock-per-turn-label = Sekunder pr. tur
clock-min-plus = min +
clock-seconds-a-turn = s pr. tur
clock-fischer-invalid = uret skal have mere end 0 minutter og et tillæg på 0 sekunder eller mere
clock-per-turn-invalid = uret skal have mere end 0 sekunder pr. tur
start-rated-friend = Ratet (din ven logger ind for at deltage)
start-rated-computer = Ratet (din og computerens rating ændres)
start-create = Opret spil
start-play-computer = Spil mod computeren
start-computer-unrated = Fra en valgt stilling, med fast tid pr. tur eller med dele af et minut på uret er spillet ikke ratet.
computer-level-easy = Let
computer-level-medium = Middel
computer-level-hard = Svær
computer-how-easy = spiller et træk, der vinder med det samme, når den ser et, ellers et hvilket som helst lovligt træk
computer-how-medium = Monte Carlo-træsøgning i en tiendedel sekund pr. træk
computer-how-hard = Monte Carlo-træsøgning i et sekund pr. træk
computer-how = { $name }: { $how }.
start-rated-needs-clock = et ratet spil skal have et ur: en spiller, der går, taber så på tid
start-rated-initial-position = et ratet spil starter fra udgangsstillingen: ryd stillingen
start-challenge-not-taken = { $name } tog ikke imod udfordringen: prøv igen
start-my-games = Dine spil i denne browser
start-my-game = { $game } som { $side }
start-forget = Glem
start-forget-label = Glem { $game }-spillet { $id }
copy = Kopiér
copied = Kopieret

## Spilsiden

play-spectating = Du ser med
play-you-play = Du spiller som { $side }
play-rematch = Nyt spil med de samme indstillinger
play-seek-again = Søg en ny modstander
play-hide-result = Skjul resultatet for at se brættet
play-choose-action = Vælg en handling
play-choose = Vælg:
cancel = Annullér
accept = Acceptér
decline = Afvis
rated = Ratet
play-undo = Fortryd skridt
play-resign = Giv op
play-resign-confirm = Give op i dette spil?
play-offer-draw = Tilbyd remis
play-propose-takeback = Foreslå at tage tilbage
play-takeback-title = Bed om at tage dit sidste træk tilbage
play-abort = Afbryd spillet
play-abort-title = Afslut spillet uden resultat: tilladt, indtil begge sider har trukket
play-claim-win = Kræv sejren
play-claim-draw = Erklær remis
play-previous = Forrige stilling
play-next = Næste stilling
play-live = Live
play-moves = Træk
play-every-change = Alle ændringer
play-record = Notation
play-flip = Vend brættet
play-flip-title = Drej brættet rundt
play-spectator-link = Link for tilskuere
play-invite-link = Invitationslink
play-revoke = Tilbagekald invitationen
play-revoke-confirm = Tilbagekalde invitationen? Så kan ingen tage pladsen, og spillet kan ikke starte.
play-sending = Sender { $move }…
play-sending-offline = Sender { $move }… ingen forbindelse endnu: trækket sendes, så snart serveren kan nås.
play-waiting-join = Venter på, at modstanderen ({ $side }) deltager
play-waiting-invite = Venter på, at modstanderen ({ $side }) åbner invitationslinket…
play-invitation-revoked-short = Invitationen blev tilbagekaldt: spillet kan ikke starte
play-invitation-revoked = Invitationen til { $side } blev tilbagekaldt. Ingen kan tage pladsen, så spillet kan ikke starte; det afbrydes, når ventetiden er gået.
play-viewing = Ser version { $version } ({ $action })
play-your-move = dit træk
play-draw-offered-by = remis tilbudt af { $side }
play-computer-thinking = Computeren tænker…
play-computer-late = Computeren har ikke svaret i { $seconds } s (den tænker { $think } s pr. træk): serveren er måske optaget. Spillet bevares; trækket vises her, når det kommer.
play-legal-failed = De lovlige træk kunne ikke hentes: { $reason } Prøver igen…
play-load-failed = Spillet kunne ikke hentes: { $reason } Prøver igen…
play-unreachable = Serveren kunne ikke nås, så handlingen er måske ikke udført: brættet viser, om den blev.
play-no-such-game = Der er intet spil { $id }: linket er forkert, eller spillet sluttede for længe siden og er slettet.
play-start-new = Start et nyt spil
game-over = Spillet er slut: { $result }
game-over-reason = Spillet er slut: { $result } — { $reason }
why-over = Spillet er slut.
why-not-seated = Spillet starter, når modstanderen er kommet.
why-sending = Sender…
why-past = Du ser en tidligere stilling: tryk på Live for at spille.
why-their-turn = Det er { $side }s tur.
why-loading = Henter de lovlige træk…
why-not-possible = Ikke muligt nu.
why-no-undo = Der er intet skridt i denne tur at fortryde.
why-takeback-pending = Et forslag om at tage tilbage venter på svar.
gone-you = Du var væk: modstanderen kan kræve spillet
gone-opponent = Din modstander har forladt spillet
gone-side = { $side } har forladt spillet
gone-you-can-claim = Du kan kræve sejren om { $seconds } s.
gone-can-be-claimed = Spillet kan kræves om { $seconds } s.
draw-you-offered = Du har tilbudt remis; venter på svar.
draw-offered-by = Remis tilbudt af { $side }.
draw-lapsed = { $who ->
    [you] Dit remistilbud
   *[other] Remistilbuddet fra { $side }
} bortfaldt: der blev trukket i stedet for at svare
draw-declined = { $who ->
    [you] Dit remistilbud
   *[other] Remistilbuddet fra { $side }
} blev afvist
takeback-you-proposed = Du har foreslået at tage tilbage; venter på svar.
takeback-proposed-by = { $side } foreslår at tage tilbage.
takeback-you-proposed-short = Du har foreslået at tage tilbage
takeback-proposed-by-short = { $side } foreslår at tage tilbage
takeback-accepted = { $who ->
    [you] Dit forslag om at tage tilbage
   *[other] Forslaget fra { $side } om at tage tilbage
} blev accepteret: tilbage til { $mover }s træk
takeback-lapsed = { $who ->
    [you] Dit forslag om at tage tilbage
   *[other] Forslaget fra { $side } om at tage tilbage
} bortfaldt: der blev trukket i stedet for at svare
takeback-declined = { $who ->
    [you] Dit forslag om at tage tilbage
   *[other] Forslaget fra { $side } om at tage tilbage
} blev afvist
takeback-taken = Et træk blev taget tilbage: igen { $side }s træk
occupant-computer = computeren
occupant-guest = gæst
occupant-nobody = ingen endnu
occupant-you = (dig)
clock-starts = Urene starter med { $side }s første træk.

## Spillene: sider, resultater, oversigter

side-white = Hvid
side-black = Sort
side-attackers = Angribere
side-defenders = Forsvarere
side-nobody = ingen
result-white-won = Hvid vandt
result-black-won = Sort vandt
result-attackers-won = Angriberne vandt
result-defenders-won = Forsvarerne vandt
result-drawn = Remis
result-aborted = Afbrudt
hb-blurb = Fodbold spillet som skak på en bane på 9 × 13 med to mål: Aber, Løver, Elefanter og Heste fører, afleverer og sparker én bold. Op til fire skridt pr. tur; et mål vinder.
hb-summary = { $side } i trækket · { $left } af { $limit } skridt tilbage
hb-red-card-remove = rødt kort: må fjerne en brik
hb-end-turn = Afslut tur
hn-blurb = Vikingernes belejringsspil på 11 × 11: Forsvarerne bringer deres Konge til et hjørne, Angriberne, dobbelt så mange, forsøger at omringe ham.
hn-summary = { $side } i trækket · træk { $move }
cf-blurb = Skakbrikkerne spiller fodbold på et skakbræt: stil et hold på seks op, før og aflever bolden med skaktræk, og scor i to halvlege på hver 45 træk.
cf-summary = { $phase ->
    [place] { $side } stiller op
    [kickoff] { $side } tager afspark
   *[play] { $side } i trækket
} · halvleg { $half } · { $phase ->
    [place] opstilling
    [kickoff] afspark
   *[play] spil
} · stilling { $score }
cf-no-move = Intet træk (--)
end-full-time = slutfløjt
end-resignation = opgivelse
end-draw-agreed = remis aftalt
end-timeout = tiden løb ud
end-abandoned = intet første træk i tide
end-aborted = afbrudt af en spiller
end-opponent-left = modstanderen gik
end-goal = mål
end-own-goal = selvmål
end-no-legal-step = intet lovligt skridt
end-king-escaped = Kongen undslap til et hjørne
end-exit-fort = udgangsfort
end-king-captured = Kongen blev fanget
end-encirclement = omringning
end-no-legal-move = intet lovligt træk
end-move-limit = grænsen for antal træk blev nået
end-perpetual-repetition = en stilling opstod for tredje gang (evig gentagelse: forsvarerne taber)

## Spilsidens oplysninger, forbindelse og revanche

fact-turn = Tur
fact-to-move = I trækket
fact-steps-left = Skridt tilbage
fact-steps-of = { $left } af { $limit }
fact-ball = Bold
fact-ball-loose = løs på { $square }
fact-ball-on = { $side } på { $square }
fact-ball-at = på { $square }
fact-red-card = Rødt kort
fact-red-card-may = { $side } må fjerne en brik
fact-red-card-used = { $side } har brugt straffen
fact-none = intet
fact-this-turn = Denne tur
fact-score = Stilling
fact-half = Halvleg
fact-phase = Fase
cf-phase = { $phase ->
    [place] opstilling
    [kickoff] afspark
   *[play] spil
}
fact-moves = Træk
fact-kicking-off = Afspark ved
fact-moves-made = Træk spillet
fact-king = Konge
fact-king-captured = fanget
fact-last-move = Sidste træk
play-sounds = Lyde
conn-connecting = forbinder
conn-live = live
conn-reconnecting = genforbinder…
conn-ended = spillet er slut
rematch-offer = Revanche (sider byttet)
rematch-offered = Revanche tilbudt: venter på din modstander…
rematch-offered-to-you = Din modstander tilbyder revanche.
rematch-accept = Tag imod revanchen
rematch-starts = Revanchen starter…
rematch-expired = Revanchetilbuddet er udløbet.

## Ure i ord, fanens titel, invitationen, ikke fundet, reglerne

span-days = { $n ->
    [one] { $n } dag
   *[other] { $n } dage
}
span-hours = { $n } t
span-minutes = { $n } min
span-seconds = { $n } s
control-fischer = { $initial } + { $increment }
control-delay = { $initial }, forsinkelse { $delay }
control-per-turn = { $span } pr. tur
versus-title = { $first } mod { $second } · { $game }
join-back = Tilbage til din plads ({ $side })
join-anyway = Tag den anden plads alligevel
join-own = Dette er invitationslinket til din modstander. Du har oprettet spillet og spiller som { $side }: send linket til den, du vil spille mod; det virker én gang.
join-taking = Tager din plads…
join-spectate = Se spillet
join-unusable = Denne invitation kan ikke bruges.
join-not-yet = Pladsen kunne ikke tages endnu.
try-again = Prøv igen
missing-title = Siden blev ikke fundet
missing-tab-title = { $title } — Spil brætspil
missing-text = Der er ingen side på { $path }: adressen er måske skrevet forkert, eller linket hertil er forældet.
missing-start = Gå til forsiden
missing-elsewhere = Andre steder på siden
missing-home = Forside: spil et spil
missing-lobby = Lobbyen

## Afvisninger og fejl i ord

wait-moment = et øjeblik
wait-second = et sekund
wait-seconds = { $n } s
wait-minutes = { $n } min
sign-in-to = Log ind for at { $doing }.
doing-offer-rematch = tilbyde revanche
doing-play-rated = spille et ratet spil
doing-play-seat = spille på denne plads
doing-take-rated-seat = tage en plads i dette ratede spil
failure-unreachable = Serveren kunne ikke nås: tjek din forbindelse; siden prøver igen.
failure-unreachable-plain = Serveren kunne ikke nås: tjek din forbindelse.
failure-deadline = Serveren svarede ikke i tide: tjek din forbindelse og prøv igen.
failure-cancelled = Forespørgslen blev annulleret.
failure-unknown = Noget gik galt. Genindlæs siden og prøv igen.
failure-refused = Serveren afviste: { $message }
failure-refused-plain = Serveren afviste. Genindlæs siden og prøv igen.
reason-invalid-game-id = Dette spils adresse er ikke rigtig: tjek det link, du fik.
reason-invalid-position = Denne startstilling kan ikke læses ({ $detail }). Tjek den, eller lad feltet stå tomt for at starte fra den sædvanlige stilling.
reason-invalid-position-plain = Denne startstilling kan ikke læses. Tjek den, eller lad feltet stå tomt for at starte fra den sædvanlige stilling.
reason-invalid-action = Siden sendte et træk, spillet ikke kan læse. Genindlæs siden og prøv igen.
reason-invalid-request-id = Siden sendte en forespørgsel, serveren ikke kan tage imod. Genindlæs siden og prøv igen.
reason-request-id-reused = Siden sendte en forespørgsel, serveren ikke kan tage imod. Genindlæs siden og prøv igen.
reason-malformed-request = Siden sendte en forespørgsel, serveren ikke kan læse. Genindlæs siden og prøv igen.
reason-invalid-argument = Siden sendte en forespørgsel, serveren ikke kan tage imod. Genindlæs siden og prøv igen.
reason-invalid-cursor = Siden mistede sin plads i lobbyens liste. Genindlæs siden og prøv igen.
reason-invalid-key = Denne browsers gæstenøgle godtages ikke af lobbyen. Genindlæs siden og prøv igen.
reason-invalid-page-token = Listen har ændret sig: genindlæs siden for at se den fra begyndelsen.
reason-invalid-filter = Dette filter kan ikke bruges: tjek modstanderens navn.
reason-invalid-range = Den laveste rating, der bedes om, er over den højeste: tjek intervallet.
reason-invalid-side = Den side hører ikke til dette spil: vælg en fra listen.
reason-invalid-time-control = Dette ur kan ikke bruges: vælg hele minutter og sekunder, eller dage pr. træk (1, 2, 3, 5, 7, 10 eller 14), inden for grænserne.
reason-unknown-pool = Den ratingliste findes ikke: vælg live eller korrespondance.
reason-invalid-bot = Computeren kan ikke spille med disse indstillinger: vælg en anden computerspiller eller betænkningstid.
reason-missing-field = Der mangler noget: udfyld alle felter og prøv igen.
reason-invalid-text = Et felt indeholder tegn, der ikke er tilladt (som linjeskift eller kontroltegn): fjern dem og prøv igen.
reason-text-too-long = Et felt er for langt: gør det kortere og prøv igen.
reason-unknown-game = Det spil findes ikke her: vælg et fra listen.
reason-unknown-format = Det spil kan ikke læse partier skrevet på den måde: vælg et andet format eller spil.
reason-too-many-records = Det er for mange partier til én import: send højst 2.000 ad gangen.
reason-chat-too-fast = Én besked med få sekunders mellemrum: vent et øjeblik.
reason-chat-limit = Dette spil har haft alle de beskeder, det må have.
reason-invalid-chat = Det er ikke en af de beskeder, et spil tilbyder.
reason-invalid-push-endpoint = Denne browsers push-adresse blev ikke godtaget: slå push fra og til igen.
reason-invalid-push-key = Denne browsers push-nøgler blev ikke godtaget: slå push fra og til igen.
reason-invalid-quiet-hours = Stille timer er et start- og et sluttidspunkt på dagen.
reason-rematch-offer = Dette er et revanchetilbud til spillerne i ét spil: kun den anden spiller kan tage imod det, fra det spils side.
reason-illegal-action = Det træk er ikke tilladt: { $detail }.
reason-illegal-action-plain = Det træk er ikke tilladt.
reason-nothing-to-undo = Der er intet skridt i denne tur at fortryde.
reason-game-over = Spillet er slut: der kan ikke trækkes mere.
reason-game-not-found = Det spil findes ikke: linket er forkert, eller spillet sluttede for længe siden og er slettet.
reason-version-ahead = Siden er foran serveren. Genindlæs siden og prøv igen.
reason-version-conflict = Spillet ændrede sig, før din handling nåede frem (et træk af din modstander eller fra en anden fane): se på brættet og prøv igen.
reason-request-expired = Din handling var for længe om at nå serveren: se på brættet, om den blev udført.
reason-unauthenticated = Dette link giver ingen plads i dette spil: du kan se med, men ikke spille.
reason-wrong-seat = Dit link hører ikke til denne plads: åbn din egen plads' link for at spille.
reason-not-your-turn = Det er ikke din tur: vent på din modstanders træk.
reason-seats-open = Spillet starter, når din modstander er kommet: send invitationslinket.
reason-invalid-invitation = Dette invitationslink er ikke rigtigt: bed om linket igen.
reason-invitation-used = Denne invitation er brugt: nogen har allerede taget pladsen. Du kan stadig se spillet.
reason-invitation-revoked = Denne invitation blev trukket tilbage af spilleren, der oprettede spillet. Du kan stadig se spillet.
reason-no-invitation = Denne plads var aldrig åben for en invitation.
reason-draw-already-offered = Et remistilbud venter allerede på svar.
reason-no-draw-offer = Der er ikke længere noget remistilbud at svare på.
reason-not-abortable = Begge sider har trukket, så spillet kan ikke længere afbrydes: tilbyd remis eller giv op.
reason-no-claim = Der er intet at kræve endnu: modstanderen er tilbage, eller nedtællingen er ikke slut.
reason-takeback-already-proposed = Et forslag om at tage tilbage venter allerede på svar.
reason-no-takeback = Der er ikke længere noget forslag om at tage tilbage at svare på: der blev trukket, eller det er besvaret.
reason-nothing-to-take-back = Du har endnu intet træk at tage tilbage.
reason-takebacks-not-allowed = Dette spil tillader ikke at tage tilbage: ratede spil spilles, som de står.
reason-berserk-not-allowed = Ingen berserk her: kun i en arena, der tillader det, én gang, før dit første træk.
reason-unknown-language = Siden findes ikke på det sprog.
reason-game-not-over = Revanche kan tilbydes, når spillet er slut.
reason-computer-no-rematch = Denne computermodstander tager ikke imod revanche: start et nyt spil med de samme indstillinger.
reason-store-unavailable = Serveren kan ikke nå sine spil lige nu: prøv igen om lidt.
reason-database-unavailable = Spillernes konti er ikke tilgængelige lige nu: prøv igen om lidt.
reason-shutting-down = Serveren genstarter: prøv igen om lidt.
reason-overloaded = Serveren har meget travlt lige nu: prøv igen om lidt.
reason-busy = Serveren har travlt: prøv igen om { $wait }.
reason-rate-limited = For mange forespørgsler på kort tid: vent { $wait } og prøv igen.
reason-too-many-challenges = For mange opslag og udfordringer på én gang: vent { $wait } og prøv igen.
reason-request-too-large = Denne forespørgsel er for stor til serveren: forkort det, du skrev.
reason-metadata-too-large = Denne forespørgsel er for stor til serveren. Genindlæs siden og prøv igen.
reason-response-too-large = Svaret er for stort til at blive sendt.
reason-request-timeout = Serveren var for længe om at svare: prøv igen.
reason-internal = Noget gik galt på serveren: prøv igen, og genindlæs siden, hvis det bliver ved.
reason-name-taken = Navnet “{ $name }” er taget: vælg et andet.
reason-name-confusable = Navnet “{ $name }” ligner for meget “{ $confusable_with }”, en spillers navn, der allerede er taget: vælg et andet.
reason-name-confusable-any = Navnet “{ $name }” ligner for meget en spillers navn, der allerede er taget: vælg et andet.
reason-invalid-name = Dette navn kan ikke bruges. Et navn er 3 til 24 tegn: bogstaverne a–z, cifre, _ og -, og begynder med et bogstav.
reason-invalid-name-reserved = Dette navn er forbeholdt tjenesten: vælg et andet.
reason-invalid-password = En adgangskode er 8 til 128 tegn lang, ikke kun mellemrum, og ikke en af de mest almindelige (som “password1”): vælg en længere eller mindre almindelig.
reason-bad-credentials = Forkert navn eller adgangskode: tjek begge og prøv igen.
reason-not-signed-in = Log ind for at fortsætte.
reason-too-many-attempts = For mange forsøg på at logge ind: vent { $wait } og prøv igen.
reason-bot-account = Dette er en bots konto: en bot logger ind fra sit program, ikke fra en browser.
reason-not-a-bot = Kun en bots konto spiller botstigens spil.
reason-player-not-found = Ingen hedder “{ $name }”: tjek navnet.
reason-archived-game-not-found = Der er intet afsluttet spil på denne adresse: linket er måske forkert, eller spillet er ikke arkiveret (endnu).
reason-seek-taken = En anden tog dette spil først: tag imod et andet, eller slå dit eget op.
reason-seek-not-found = Dette spil er ikke længere åbent.
reason-already-seeking = Du har allerede et åbent opslag til dette spil med dette ur: det står i listen.
reason-seek-limit = Du har så mange åbne opslag, som man må: annullér et først.
reason-own-seek = Dette er dit eget opslag: vent på, at en modstander tager imod det.
reason-rating-out-of-range = Din rating ligger uden for det interval, denne spiller bad om.
reason-not-challenged = Denne udfordring er til en anden spiller.
reason-not-ratable = Et ratet spil skal have et ur og den sædvanlige startstilling: vælg et ur, eller fjern fluebenet ved Ratet.
reason-same-player = Du kan ikke spille mod dig selv: vælg en anden spiller.
reason-unknown-rule = Dette spil har ikke sådan en regelmulighed.
reason-analysis-busy = Motoren er optaget af andre analyser: den prøver igen om et øjeblik.
reason-analysis-rate-limited = For mange analyser på kort tid: vent lidt før den næste.
reason-invalid-record = Denne notation kan ikke læses: tjek den mod spillets notationsformat.
reason-too-many-actions = Dette parti er for langt til at blive analyseret her.
reason-invalid-tournament = Denne begivenhed kan ikke oprettes sådan: tjek { $field }.
reason-tournament-not-found = Der er ingen begivenhed på denne adresse: linket er måske forkert.
reason-tournament-closed = Denne begivenhed tager ikke flere spillere: den er begyndt eller slut.
reason-tournament-full = Denne begivenhed er fuld.
reason-tournament-entry = Denne begivenhed er kun for mennesker.
reason-tournament-entry-bots = Denne begivenhed er kun for bots.
reason-not-in-tournament = Du er ikke tilmeldt denne begivenhed.
reason-wrong-password = Det er ikke denne begivenheds adgangskode.
reason-tournament-limit = Du har oprettet så mange igangværende begivenheder, som man må: vent til en er slut.

## Spillenes brikker, valg, meddelelser, slutårsager og eksempler

hb-piece-monkey = { $side ->
    [white] Hvid Abe
   *[black] Sort Abe
}
hb-piece-lion = { $side ->
    [white] Hvid Løve
   *[black] Sort Løve
}
hb-piece-elephant = { $side ->
    [white] Hvid Elefant
   *[black] Sort Elefant
}
hb-piece-horse = { $side ->
    [white] Hvid Hest
   *[black] Sort Hest
}
cf-piece-king = { $side ->
    [white] Hvid Konge
   *[black] Sort Konge
}
cf-piece-queen = { $side ->
    [white] Hvid Dronning
   *[black] Sort Dronning
}
cf-piece-rook = { $side ->
    [white] Hvidt Tårn
   *[black] Sort Tårn
}
cf-piece-bishop = { $side ->
    [white] Hvid Løber
   *[black] Sort Løber
}
cf-piece-knight = { $side ->
    [white] Hvid Springer
   *[black] Sort Springer
}
cf-piece-pawn = { $side ->
    [white] Hvid Bonde
   *[black] Sort Bonde
}
piece-on-square = { $piece } på { $square }
piece-on-square-ball = { $piece } på { $square } med bolden
announce-captured = Fanget: { $piece } på { $square }
announce-removed = Fjernet med rødt kort: { $piece } på { $square }
choice-move = flyt til { $square }
choice-capture = slå på { $square }
choice-goal = { $action } — mål
hb-choice-end-turn = afslut turen
hb-choice-remove = fjern brikken på { $square } (rødt kort)
hb-choice-carry = før bolden til { $square }
hb-choice-kick = spark til { $square }
hb-choice-ricochet = spark mod Aben på { $square }, rikochet til { $to }
hb-why-no-step = tag mindst ét skridt først.
hb-why-unchanged = brættet står som ved begyndelsen af din tur, og en tur skal ændre stillingen: tag et skridt mere, eller fortryd.
hb-announce-red-card = Rødt kort: { $side } må fjerne en brik fra { $other }
hb-announce-goal = Mål!
hb-announce-own-goal = Selvmål!
hb-reason-no-legal-action = den anden side havde intet lovligt skridt
hb-example-kick = Hvid ét spark fra mål
hn-piece-attacker = Angriber
hn-piece-defender = Forsvarer
hn-piece-king = Konge
hn-announce-king-danger = Kongen er i fare: angribere på { $n } af hans 4 sider
hn-reason-king-escaped = Kongen flygtede til et hjørne
hn-reason-exit-fort = Kongen flygtede i et udgangsfort
hn-reason-king-captured = Kongen blev fanget
hn-reason-encirclement = Forsvarerne blev omringet
hn-reason-no-legal-move = den anden side havde intet lovligt træk
hn-reason-repetition = en stilling opstod for tredje gang (evig gentagelse: Forsvarerne taber)
hn-example-corner = Kongen ét træk fra et hjørne
cf-kind-king = Konge
cf-kind-queen = Dronning
cf-kind-rook = Tårn
cf-kind-bishop = Løber
cf-kind-knight = Springer
cf-kind-pawn = Bonde
cf-choice-place = stil { $piece } på { $square }
cf-choice-pass = aflevering til { $square }
cf-choice-none = intet træk
cf-choice-promote = { $action }, forvandl til { $piece }
cf-announce-goal = Mål! { $side } scorer: { $white }–{ $black }. Holdene stilles op igen til afsparket.
cf-announce-half-time = Pause: anden halvleg begynder med en ny opstilling.
cf-example-last-moves = Kampens sidste træk, Hvid ét træk fra mål

## Lobbyens udfordringer og partier, og notifikationerne

sign-in-link = Log ind

## Igangværende partier og tv, hurtig chat, offline

chat-hello = Hej!
chat-good-luck = Held og lykke!
chat-good-game = Godt parti!
chat-thanks = Tak!
chat-well-played = Godt spillet!
chat-label = Hurtig chat
chat-say = Sig til din modstander
chat-too-many = Ikke sendt: én besked med få sekunders mellemrum, og nogle dusin pr. parti.
chat-no-connection = Ikke sendt: ingen forbindelse.
chat-watching = { $n ->
    [one] { $n } ser med
   *[other] { $n } ser med
}
offline-line = Du er offline: siden forbinder selv igen, når forbindelsen er tilbage.

## Resten af spilsiden

play-analyse = Analysér
why-draw-pending = Et remistilbud venter på svar.
conn-not-found = ikke fundet
play-no-such-game-title = { $game }: ukendt parti
board-role = bræt
board-label = Bræt til { $game }
