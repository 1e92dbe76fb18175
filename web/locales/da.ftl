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

wait-moment = et øjeblik
wait-second = et sekund
wait-seconds = { $n } s
wait-minutes = { $n } min
sign-in-to = Log ind for at { $doing }.
doing-accept-challenge = tage imod en udfordring
doing-accept-rated = tage imod et ratet spil
doing-be-told = få besked om udfordringer
doing-challenge = udfordre en spiller
doing-decline-challenge = afvise en udfordring
doing-offer-rematch = tilbyde revanche
doing-play-rated = spille et ratet spil
doing-play-seat = spille på denne plads
doing-post-rated-seek = slå et ratet spil op
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

play-analyse = Analysér
why-draw-pending = Et remistilbud venter på svar.
conn-not-found = ikke fundet
play-no-such-game-title = { $game }: ukendt parti
analysis-swing = udsving { $n }
replay-board = Bræt til { $game }: { $step }
board-role = bræt
board-label = Bræt til { $game }
