# Le parole del sito in italiano. Fonte: en.ftl; termini dei giochi: glossary.md.

## L'intestazione, in ogni pagina

nav-site = Sito
nav-home = Home
nav-lobby = Sala
nav-watch = Guarda
nav-leaderboards = Classifiche
signed-in-as = Accesso come
nav-account = Account
sign-out = Esci
sign-in-up = Accedi / registrati
language-label = Lingua
theme-auto = Tema: come il sistema
theme-light = Tema: chiaro
theme-dark = Tema: scuro

## Titoli delle pagine

title-start = Hanniball, Hnefatafl, Chess Football — gioca nel browser
title-lobby = Sala — trova un avversario
title-join = { $game }: entra nella partita
title-rules = { $game }: regole
title-games = Partite in corso
title-tv = TV
title-tv-game = TV: { $game }
title-your-move = ● Tocca a te · { $title }
title-game-over = Partita finita · { $title }

## La pagina iniziale

start-heading = Tre giochi da tavolo, dal vivo nel tuo browser
start-a-game = Inizia una partita
start-rules = Regole
play-game = Gioca a { $game }
preview-label = { $game }: una posizione
start-game = Gioco
start-position = Posizione
start-position-label = Posizione iniziale
start-position-placeholder = posizione iniziale (vuoto: la disposizione iniziale del gioco)
start-play-against = Gioca contro
start-opponent = Avversario
start-opponent-friend = un amico (link d'invito)
start-opponent-computer = il computer
start-as = con
start-side = La tua parte
start-computer = Computer
start-strength = La forza del computer
strength-quick = rapido (0,1 s a mossa)
strength-medium = medio (0,5 s a mossa)
strength-strong = forte (2 s a mossa)
start-clock = Orologio
clock-none = senza orologio
clock-fischer = minuti + incremento
clock-per-turn = tempo fisso per turno
clock-minutes-label = Minuti a testa
clock-increment-label = Incremento in secondi
clock-per-turn-label = Secondi per turno
clock-min-plus = min +
clock-seconds-a-turn = s a turno
clock-fischer-invalid = l'orologio richiede più di 0 minuti e un incremento di 0 o più secondi
clock-per-turn-invalid = l'orologio richiede più di 0 secondi per turno
start-rated-friend = Valida per il punteggio (il tuo amico accede per entrare)
start-rated-computer = Valida per il punteggio (il tuo e quello del computer)
start-create = Crea partita
start-play-computer = Gioca contro il computer
start-computer-unrated = Da una posizione scelta, con un tempo fisso per turno o con frazioni di minuto sull'orologio, la partita non vale per il punteggio.
start-rated-needs-clock = una partita valida richiede un orologio: chi se ne va perde così per tempo
start-rated-initial-position = una partita valida parte dalla disposizione iniziale: cancella la posizione
start-challenge-not-taken = { $name } non ha accettato la sfida: riprova
start-my-games = Le tue partite in questo browser
start-my-game = { $game } con { $side }
start-forget = Dimentica
start-forget-label = Dimentica la partita di { $game } { $id }
copy = Copia
copied = Copiato

## La pagina della partita

play-spectating = Stai guardando
play-you-play = Giochi con { $side }
play-rematch = Nuova partita con le stesse impostazioni
play-seek-again = Cerca un nuovo avversario
play-hide-result = Nascondi il risultato per vedere la scacchiera
play-choose-action = Scegli un'azione
play-choose = Scegli:
cancel = Annulla
accept = Accetta
decline = Rifiuta
rated = Valida per il punteggio
play-undo = Annulla passo
play-resign = Abbandona
play-resign-confirm = Abbandonare questa partita?
play-offer-draw = Proponi patta
play-propose-takeback = Chiedi di ritirare
play-takeback-title = Chiedi di ritirare la tua ultima mossa
play-abort = Interrompi partita
play-abort-title = Chiudi la partita senza risultato: possibile finché entrambe le parti non hanno mosso
play-claim-win = Rivendica la vittoria
play-claim-draw = Dichiara patta
play-previous = Posizione precedente
play-next = Posizione successiva
play-live = In diretta
play-moves = Mosse
play-every-change = Ogni cambiamento
play-record = Notazione
play-flip = Gira la scacchiera
play-flip-title = Ruota la scacchiera
play-spectator-link = Link per gli spettatori
play-invite-link = Link d'invito
play-revoke = Revoca l'invito
play-revoke-confirm = Revocare l'invito? Nessuno potrà prendere il posto e la partita non potrà iniziare.
play-sending = Invio di { $move }…
play-sending-offline = Invio di { $move }… ancora nessuna connessione: parte appena il server è raggiungibile.
play-waiting-join = In attesa che l'avversario ({ $side }) entri
play-waiting-invite = In attesa che l'avversario ({ $side }) apra il link d'invito…
play-invitation-revoked-short = L'invito è stato revocato: la partita non può iniziare
play-invitation-revoked = L'invito per { $side } è stato revocato. Nessuno può prendere il posto, quindi la partita non può iniziare; viene interrotta quando scade il tempo di abbandono.
play-viewing = Versione { $version } ({ $action })
play-your-move = tocca a te
play-draw-offered-by = patta proposta da { $side }
play-computer-thinking = Il computer sta pensando…
play-computer-late = Il computer non risponde da { $seconds } s (pensa { $think } s a mossa): il server potrebbe essere occupato. La partita resta; la sua mossa comparirà qui quando arriva.
play-legal-failed = Impossibile caricare le mosse legali: { $reason } Nuovo tentativo…
play-load-failed = Impossibile caricare la partita: { $reason } Nuovo tentativo…
play-unreachable = Il server non era raggiungibile, quindi l'azione potrebbe non essere stata fatta: la scacchiera mostra se lo è stata.
play-no-such-game = Non esiste la partita { $id }: il link è sbagliato, oppure la partita è finita da tempo ed è stata eliminata.
play-start-new = Inizia una nuova partita
game-over = Partita finita: { $result }
game-over-reason = Partita finita: { $result } — { $reason }
why-over = La partita è finita.
why-not-seated = La partita inizia quando entra l'avversario.
why-sending = Invio…
why-past = Stai guardando una posizione passata: premi In diretta per giocare.
why-their-turn = Tocca a { $side }.
why-loading = Caricamento delle mosse legali…
why-not-possible = Ora non è possibile.
why-no-undo = Non c'è alcun passo di questo turno da annullare.
why-takeback-pending = Una richiesta di ritirare è in attesa di risposta.
gone-you = Eri assente: l'avversario può rivendicare la partita
gone-opponent = Il tuo avversario ha lasciato la partita
gone-side = { $side } ha lasciato la partita
gone-you-can-claim = Potrai rivendicare la vittoria tra { $seconds } s.
gone-can-be-claimed = La partita potrà essere rivendicata tra { $seconds } s.
draw-you-offered = Hai proposto patta; in attesa della risposta.
draw-offered-by = Patta proposta da { $side }.
draw-lapsed = { $who ->
    [you] La tua proposta di patta
   *[other] La proposta di patta di { $side }
} è decaduta: è stata fatta una mossa invece di rispondere
draw-declined = { $who ->
    [you] La tua proposta di patta
   *[other] La proposta di patta di { $side }
} è stata rifiutata
takeback-you-proposed = Hai chiesto di ritirare; in attesa della risposta.
takeback-proposed-by = { $side } chiede di ritirare.
takeback-you-proposed-short = Hai chiesto di ritirare
takeback-proposed-by-short = { $side } chiede di ritirare
takeback-accepted = { $who ->
    [you] La tua richiesta di ritirare
   *[other] La richiesta di { $side } di ritirare
} è stata accettata: tocca di nuovo a { $mover }
takeback-lapsed = { $who ->
    [you] La tua richiesta di ritirare
   *[other] La richiesta di { $side } di ritirare
} è decaduta: è stata fatta una mossa invece di rispondere
takeback-declined = { $who ->
    [you] La tua richiesta di ritirare
   *[other] La richiesta di { $side } di ritirare
} è stata rifiutata
takeback-taken = Una mossa è stata ritirata: tocca di nuovo a { $side }
occupant-computer = il computer
occupant-guest = ospite
occupant-nobody = ancora nessuno
occupant-you = (tu)
clock-starts = Gli orologi partono con la prima mossa di { $side }.

## I giochi: parti, risultati, riepiloghi

side-white = Bianco
side-black = Nero
side-attackers = Attaccanti
side-defenders = Difensori
side-nobody = nessuno
result-white-won = Vince il Bianco
result-black-won = Vince il Nero
result-attackers-won = Vincono gli Attaccanti
result-defenders-won = Vincono i Difensori
result-drawn = Patta
result-aborted = Interrotta
hb-blurb = Calcio giocato come gli scacchi su un campo di 9 × 13 con due porte: Scimmie, Leoni, Elefanti e Cavalli portano, passano e calciano un solo pallone. Fino a quattro passi a turno; un gol vince.
hb-summary = Muove { $side } · restano { $left } passi su { $limit }
hb-red-card-remove = cartellino rosso: può togliere un pezzo
hb-end-turn = Fine turno
hn-blurb = Il gioco d'assedio vichingo su 11 × 11: i Difensori portano il loro Re in un angolo, gli Attaccanti, il doppio, cercano di circondarlo.
hn-summary = Muovono gli { $side } · mossa { $move }
cf-blurb = I pezzi degli scacchi giocano a calcio su una scacchiera: schiera una squadra di sei, porta e passa il pallone con mosse di scacchi e segna in due tempi da 45 mosse ciascuno.
cf-summary = { $phase ->
    [place] { $side } schiera
    [kickoff] { $side } batte il calcio d'inizio
   *[play] Muove { $side }
} · tempo { $half } · { $phase ->
    [place] schieramento
    [kickoff] calcio d'inizio
   *[play] gioco
} · punteggio { $score }
cf-no-move = Nessuna mossa (--)
end-full-time = fine della partita
end-resignation = abbandono
end-draw-agreed = patta concordata
end-timeout = tempo scaduto
end-abandoned = nessuna prima mossa in tempo
end-aborted = interrotta da un giocatore
end-opponent-left = l'avversario se n'è andato
end-goal = gol
end-own-goal = autogol
end-no-legal-step = nessun passo legale
end-king-escaped = il Re è fuggito in un angolo
end-exit-fort = forte d'uscita
end-king-captured = il Re è stato catturato
end-encirclement = accerchiamento
end-no-legal-move = nessuna mossa legale
