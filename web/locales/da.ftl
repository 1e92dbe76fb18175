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
