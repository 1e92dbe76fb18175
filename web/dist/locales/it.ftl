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
title-start = Hanniball, Hnefatafl, Chess Football — gioca nel browser
title-lobby = Sala — trova un avversario
title-join = { $game }: entra nella partita
title-rules = { $game }: regole
title-games = Partite in corso
title-tv = TV
title-tv-game = TV: { $game }
title-your-move = ● Tocca a te · { $title }
title-game-over = Partita finita · { $title }
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
computer-level-easy = Facile
computer-level-medium = Medio
computer-level-hard = Difficile
computer-how-easy = gioca una mossa che vince subito quando ne vede una, altrimenti una mossa legale qualsiasi
computer-how-medium = ricerca ad albero Monte Carlo per un decimo di secondo a mossa
computer-how-hard = ricerca ad albero Monte Carlo per un secondo a mossa
computer-how = { $name }: { $how }.
start-rated-needs-clock = una partita valida richiede un orologio: chi se ne va perde così per tempo
start-rated-initial-position = una partita valida parte dalla disposizione iniziale: cancella la posizione
start-challenge-not-taken = { $name } non ha accettato la sfida: riprova
start-my-games = Le tue partite in questo browser
start-my-game = { $game } con { $side }
start-forget = Dimentica
start-forget-label = Dimentica la partita di { $game } { $id }
copy = Copia
copied = Copiato
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
end-move-limit = è stato raggiunto il limite di mosse
end-perpetual-repetition = una posizione si è ripetuta per la terza volta (ripetizione perpetua: perdono i Difensori)
fact-turn = Turno
fact-to-move = Muove
fact-steps-left = Passi rimasti
fact-steps-of = { $left } su { $limit }
fact-ball = Pallone
fact-ball-loose = libero in { $square }
fact-ball-on = { $side } in { $square }
fact-ball-at = in { $square }
fact-red-card = Cartellino rosso
fact-red-card-may = { $side } può togliere un pezzo
fact-red-card-used = { $side } ha usato la punizione
fact-none = nessuno
fact-this-turn = Questo turno
fact-score = Punteggio
fact-half = Tempo
fact-phase = Fase
cf-phase = { $phase ->
    [place] schieramento
    [kickoff] calcio d'inizio
   *[play] gioco
}
fact-moves = Mosse
fact-kicking-off = Calcio d'inizio
fact-moves-made = Mosse fatte
fact-king = Re
fact-king-captured = catturato
fact-last-move = Ultima mossa
play-sounds = Suoni
conn-connecting = connessione
conn-live = in diretta
conn-reconnecting = riconnessione…
conn-ended = partita finita
rematch-offer = Rivincita (parti scambiate)
rematch-offered = Rivincita proposta: in attesa dell'avversario…
rematch-offered-to-you = Il tuo avversario propone la rivincita.
rematch-accept = Accetta la rivincita
rematch-starts = La rivincita sta per iniziare…
rematch-expired = La proposta di rivincita è scaduta.
span-days = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}
span-hours = { $n } h
span-minutes = { $n } min
span-seconds = { $n } s
control-fischer = { $initial } + { $increment }
control-delay = { $initial }, ritardo { $delay }
control-per-turn = { $span } a turno
versus-title = { $first } contro { $second } · { $game }
join-back = Torna al tuo posto ({ $side })
join-anyway = Prendi comunque l'altro posto
join-own = Questo è il link d'invito per il tuo avversario. Hai creato questa partita e giochi con { $side }: manda il link a chi vuoi sfidare; funziona una sola volta.
join-taking = Stai prendendo il tuo posto…
join-spectate = Guarda la partita
join-unusable = Questo invito non si può usare.
join-not-yet = Non è ancora stato possibile prendere il posto.
try-again = Riprova
missing-title = Pagina non trovata
missing-tab-title = { $title } — Giochi da tavolo
missing-text = Non c'è nessuna pagina in { $path }: l'indirizzo potrebbe essere sbagliato, o il link che ti ha portato qui è vecchio.
missing-start = Vai alla pagina iniziale
missing-elsewhere = Altrove su questo sito
missing-home = Home: gioca una partita
missing-lobby = La sala
wait-moment = un momento
wait-second = un secondo
wait-seconds = { $n } s
wait-minutes = { $n } min
sign-in-to = Accedi per { $doing }.
doing-offer-rematch = proporre la rivincita
doing-play-rated = giocare una partita valida per il punteggio
doing-play-seat = giocare a questo posto
doing-take-rated-seat = prendere un posto in questa partita valida per il punteggio
failure-unreachable = Il server non è raggiungibile: controlla la connessione; la pagina riprova.
failure-unreachable-plain = Il server non è raggiungibile: controlla la connessione.
failure-deadline = Il server non ha risposto in tempo: controlla la connessione e riprova.
failure-cancelled = La richiesta è stata annullata.
failure-unknown = Qualcosa è andato storto. Ricarica la pagina e riprova.
failure-refused = Il server ha rifiutato: { $message }
failure-refused-plain = Il server ha rifiutato. Ricarica la pagina e riprova.
reason-invalid-game-id = L'indirizzo di questa partita non è giusto: controlla il link che hai ricevuto.
reason-invalid-position = Questa posizione iniziale non si riesce a leggere ({ $detail }). Controllala, o lascia il campo vuoto per partire dalla disposizione solita.
reason-invalid-position-plain = Questa posizione iniziale non si riesce a leggere. Controllala, o lascia il campo vuoto per partire dalla disposizione solita.
reason-invalid-action = La pagina ha inviato una mossa che il gioco non sa leggere. Ricarica la pagina e riprova.
reason-invalid-request-id = La pagina ha inviato una richiesta che il server non accetta. Ricarica la pagina e riprova.
reason-request-id-reused = La pagina ha inviato una richiesta che il server non accetta. Ricarica la pagina e riprova.
reason-malformed-request = La pagina ha inviato una richiesta che il server non sa leggere. Ricarica la pagina e riprova.
reason-invalid-argument = La pagina ha inviato una richiesta che il server non accetta. Ricarica la pagina e riprova.
reason-invalid-cursor = La pagina ha perso il segno nell'elenco della sala. Ricarica la pagina e riprova.
reason-invalid-key = La chiave ospite di questo browser non è accettata dalla sala. Ricarica la pagina e riprova.
reason-invalid-page-token = L'elenco è cambiato: ricarica la pagina per vederlo dall'inizio.
reason-invalid-filter = Questo filtro non si può usare: controlla il nome dell'avversario.
reason-invalid-range = Il punteggio minimo chiesto è sopra il massimo: controlla l'intervallo.
reason-invalid-side = Quella parte non è di questo gioco: scegline una dall'elenco.
reason-invalid-time-control = Questo orologio non si può usare: scegli minuti e secondi interi, o giorni per mossa (1, 2, 3, 5, 7, 10 o 14), entro i limiti.
reason-unknown-pool = Questa classifica non esiste: scegli dal vivo o per corrispondenza.
reason-invalid-bot = Il computer non può giocare con queste impostazioni: scegli un altro giocatore computer o tempo di riflessione.
reason-missing-field = Manca qualcosa: compila tutti i campi e riprova.
reason-invalid-text = Un campo contiene caratteri non ammessi (come a capo o caratteri di controllo): toglili e riprova.
reason-text-too-long = Un campo è troppo lungo: accorcialo e riprova.
reason-unknown-game = Questo gioco qui non c'è: scegline uno dall'elenco.
reason-unknown-format = Quel gioco non sa leggere partite scritte così: scegli un altro formato o gioco.
reason-too-many-records = Sono troppe partite per un'importazione: inviane al massimo 2.000 alla volta.
reason-chat-too-fast = Un messaggio ogni pochi secondi: aspetta un momento.
reason-chat-limit = Questa partita ha già avuto tutti i messaggi che può avere.
reason-invalid-chat = Non è uno dei messaggi che una partita offre.
reason-invalid-push-endpoint = L'indirizzo per le notifiche di questo browser non è stato accettato: disattiva e riattiva le notifiche.
reason-invalid-push-key = Le chiavi per le notifiche di questo browser non sono state accettate: disattiva e riattiva le notifiche.
reason-invalid-quiet-hours = Le ore di silenzio sono un'ora di inizio e un'ora di fine della giornata.
reason-rematch-offer = Questa è una proposta di rivincita per i giocatori di una partita: solo l'altro giocatore può accettarla, dalla pagina di quella partita.
reason-illegal-action = Questa mossa non è consentita: { $detail }.
reason-illegal-action-plain = Questa mossa non è consentita.
reason-nothing-to-undo = Non c'è alcun passo di questo turno da annullare.
reason-game-over = La partita è finita: non si possono fare altre mosse.
reason-game-not-found = Questa partita non esiste: il link è sbagliato, oppure la partita è finita da tempo ed è stata eliminata.
reason-version-ahead = La pagina è più avanti del server. Ricarica la pagina e riprova.
reason-version-conflict = La partita è cambiata prima che arrivasse la tua azione (una mossa dell'avversario, o da un'altra scheda): guarda la scacchiera e riprova.
reason-request-expired = La tua azione ha impiegato troppo ad arrivare al server: guarda sulla scacchiera se è stata fatta.
reason-unauthenticated = Questo link non dà un posto in questa partita: puoi guardarla, ma non giocarla.
reason-wrong-seat = Il tuo link non è di questo posto: apri il link del tuo posto per giocare.
reason-not-your-turn = Non tocca a te: aspetta la mossa dell'avversario.
reason-seats-open = La partita inizia quando entra l'avversario: mandagli il link d'invito.
reason-invalid-invitation = Questo link d'invito non è giusto: chiedi di nuovo il link.
reason-invitation-used = Questo invito è già stato usato: qualcuno ha già preso il posto. Puoi ancora guardare la partita.
reason-invitation-revoked = Questo invito è stato ritirato dal giocatore che ha creato la partita. Puoi ancora guardare la partita.
reason-no-invitation = Questo posto non è mai stato aperto a un invito.
reason-draw-already-offered = Una proposta di patta attende già una risposta.
reason-no-draw-offer = Non c'è più alcuna proposta di patta a cui rispondere.
reason-not-abortable = Entrambe le parti hanno mosso, quindi la partita non si può più interrompere: proponi la patta o abbandona.
reason-no-claim = Non c'è ancora nulla da rivendicare: l'avversario è tornato, o il conto alla rovescia non è finito.
reason-takeback-already-proposed = Una richiesta di ritirare attende già una risposta.
reason-no-takeback = Non c'è più alcuna richiesta di ritirare a cui rispondere: è stata fatta una mossa, o ha già avuto risposta.
reason-nothing-to-take-back = Non hai ancora una tua mossa da ritirare.
reason-takebacks-not-allowed = Questa partita non ammette ritiri: le partite valide si giocano così come sono.
reason-berserk-not-allowed = Niente berserk qui: solo in un'arena che lo consente, una volta, prima della tua prima mossa.
reason-unknown-language = Il sito non è scritto in quella lingua.
reason-game-not-over = La rivincita si può proporre a partita finita.
reason-computer-no-rematch = Questo avversario computer non accetta rivincite: inizia una nuova partita con le stesse impostazioni.
reason-store-unavailable = Il server non raggiunge le sue partite in questo momento: riprova tra poco.
reason-database-unavailable = Gli account dei giocatori non sono disponibili in questo momento: riprova tra poco.
reason-shutting-down = Il server si sta riavviando: riprova tra poco.
reason-overloaded = Il server è molto occupato in questo momento: riprova tra poco.
reason-busy = Il server è occupato: riprova tra { $wait }.
reason-rate-limited = Troppe richieste in poco tempo: aspetta { $wait } e riprova.
reason-too-many-challenges = Troppe proposte e sfide insieme: aspetta { $wait } e riprova.
reason-request-too-large = Questa richiesta è troppo grande per il server: accorcia quello che hai scritto.
reason-metadata-too-large = Questa richiesta è troppo grande per il server. Ricarica la pagina e riprova.
reason-response-too-large = La risposta è troppo grande per essere inviata.
reason-request-timeout = Il server ha impiegato troppo a rispondere: riprova.
reason-internal = Qualcosa è andato storto sul server: riprova, e ricarica la pagina se succede ancora.
reason-name-taken = Il nome “{ $name }” è già preso: scegline un altro.
reason-name-confusable = Il nome “{ $name }” somiglia troppo a “{ $confusable_with }”, il nome di un giocatore già esistente: scegline un altro.
reason-name-confusable-any = Il nome “{ $name }” somiglia troppo al nome di un giocatore già esistente: scegline un altro.
reason-invalid-name = Questo nome non si può usare. Un nome ha da 3 a 24 caratteri: lettere a–z, cifre, _ e -, e comincia con una lettera.
reason-invalid-name-reserved = Questo nome è riservato al servizio: scegline un altro.
reason-invalid-password = Una password ha da 8 a 128 caratteri, non solo spazi, e non è una delle più comuni (come “password1”): scegline una più lunga o meno comune.
reason-bad-credentials = Nome o password sbagliati: controllali entrambi e riprova.
reason-not-signed-in = Accedi per continuare.
reason-too-many-attempts = Troppi tentativi di accesso: aspetta { $wait } e riprova.
reason-bot-account = Questo è l'account di un bot: un bot accede dal suo programma, non da un browser.
reason-not-a-bot = Solo l'account di un bot gioca le partite della scala dei bot.
reason-player-not-found = Nessuno si chiama “{ $name }”: controlla il nome.
reason-archived-game-not-found = A questo indirizzo non c'è nessuna partita finita: il link potrebbe essere sbagliato, o la partita non è (ancora) archiviata.
reason-seek-taken = Qualcun altro ha preso questa partita per primo: accettane un'altra, o pubblica la tua.
reason-seek-not-found = Questa partita non è più aperta.
reason-already-seeking = Hai già una proposta aperta per questo gioco con questo orologio: è nell'elenco.
reason-seek-limit = Hai già tutte le proposte aperte consentite: annullane prima una.
reason-own-seek = Questa è una tua proposta: aspetta che un avversario la accetti.
reason-rating-out-of-range = Il tuo punteggio è fuori dall'intervallo chiesto da questo giocatore.
reason-not-challenged = Questa sfida è per un altro giocatore.
reason-not-ratable = Una partita valida richiede un orologio e la disposizione iniziale solita: scegli un orologio, o togli la spunta a Valida per il punteggio.
reason-same-player = Non puoi giocare contro te stesso: scegli un altro giocatore.
reason-unknown-rule = Questo gioco non ha questa opzione di regola.
reason-analysis-busy = Il motore è occupato con altre analisi: riprova tra un momento.
reason-analysis-rate-limited = Troppe analisi in poco tempo: aspetta un po' prima della prossima.
reason-invalid-record = Questa notazione non si può leggere: confrontala con il formato di notazione del gioco.
reason-too-many-actions = Questa partita è troppo lunga per essere analizzata qui.
reason-invalid-tournament = Questo evento non si può creare così: controlla { $field }.
reason-tournament-not-found = Non c'è nessun evento a questo indirizzo: il link potrebbe essere sbagliato.
reason-tournament-closed = Questo evento non accetta più giocatori: è iniziato o finito.
reason-tournament-full = Questo evento è pieno.
reason-tournament-entry = Questo evento è solo per persone.
reason-tournament-entry-bots = Questo evento è solo per bot.
reason-not-in-tournament = Non sei iscritto a questo evento.
reason-wrong-password = Questa non è la password di questo evento.
reason-tournament-limit = Hai creato tanti eventi in corso quanti se ne possono avere: aspetta che uno finisca.
hb-piece-monkey = { $side ->
    [white] Scimmia Bianca
   *[black] Scimmia Nera
}
hb-piece-lion = { $side ->
    [white] Leone Bianco
   *[black] Leone Nero
}
hb-piece-elephant = { $side ->
    [white] Elefante Bianco
   *[black] Elefante Nero
}
hb-piece-horse = { $side ->
    [white] Cavallo Bianco
   *[black] Cavallo Nero
}
cf-piece-king = { $side ->
    [white] Re Bianco
   *[black] Re Nero
}
cf-piece-queen = { $side ->
    [white] Donna Bianca
   *[black] Donna Nera
}
cf-piece-rook = { $side ->
    [white] Torre Bianca
   *[black] Torre Nera
}
cf-piece-bishop = { $side ->
    [white] Alfiere Bianco
   *[black] Alfiere Nero
}
cf-piece-knight = { $side ->
    [white] Cavallo Bianco
   *[black] Cavallo Nero
}
cf-piece-pawn = { $side ->
    [white] Pedone Bianco
   *[black] Pedone Nero
}
piece-on-square = { $piece } in { $square }
piece-on-square-ball = { $piece } in { $square } con il pallone
announce-captured = Catturato: { $piece } in { $square }
announce-removed = Tolto dal cartellino rosso: { $piece } in { $square }
choice-move = muovi in { $square }
choice-capture = cattura in { $square }
choice-goal = { $action } — gol
hb-choice-end-turn = chiudi il turno
hb-choice-remove = togli il pezzo in { $square } (cartellino rosso)
hb-choice-carry = porta il pallone in { $square }
hb-choice-kick = calcia in { $square }
hb-choice-ricochet = calcia contro la Scimmia in { $square }, rimbalzo in { $to }
hb-why-no-step = fai prima almeno un passo.
hb-why-unchanged = la scacchiera è tornata com'era all'inizio del tuo turno, e un turno deve cambiare la posizione: fai un altro passo, o annulla.
hb-announce-red-card = Cartellino rosso: { $side } può togliere un pezzo di { $other }
hb-announce-goal = Gol!
hb-announce-own-goal = Autogol!
hb-reason-no-legal-action = l'altra parte non aveva passi legali
hb-example-kick = Bianco a un tiro dalla porta
hn-piece-attacker = Attaccante
hn-piece-defender = Difensore
hn-piece-king = Re
hn-announce-king-danger = Il Re è in pericolo: attaccanti su { $n } dei suoi 4 lati
hn-reason-king-escaped = il Re è fuggito in un angolo
hn-reason-exit-fort = il Re è fuggito in un forte d'uscita
hn-reason-king-captured = il Re è stato catturato
hn-reason-encirclement = i Difensori sono stati accerchiati
hn-reason-no-legal-move = l'altra parte non aveva mosse legali
hn-reason-repetition = una posizione si è ripetuta per la terza volta (ripetizione perpetua: i Difensori perdono)
hn-example-corner = Il Re a una mossa da un angolo
cf-kind-king = Re
cf-kind-queen = Donna
cf-kind-rook = Torre
cf-kind-bishop = Alfiere
cf-kind-knight = Cavallo
cf-kind-pawn = Pedone
cf-choice-place = schiera { $piece } in { $square }
cf-choice-pass = passaggio in { $square }
cf-choice-none = nessuna mossa
cf-choice-promote = { $action }, promuovi a { $piece }
cf-announce-goal = Gol! { $side } segna: { $white }–{ $black }. Le squadre si schierano di nuovo per il calcio d'inizio.
cf-announce-half-time = Intervallo: il secondo tempo comincia con un nuovo schieramento.
cf-example-last-moves = Ultime mosse della partita, Bianco a una mossa dalla porta
sign-in-link = Accedi
chat-hello = Ciao!
chat-good-luck = Buona fortuna!
chat-good-game = Bella partita!
chat-thanks = Grazie!
chat-well-played = Ben giocato!
chat-label = Chat rapida
chat-say = Di' al tuo avversario
chat-too-many = Non inviato: un messaggio ogni pochi secondi, e qualche decina per partita.
chat-no-connection = Non inviato: nessuna connessione.
chat-watching = { $n ->
    [one] { $n } spettatore
   *[other] { $n } spettatori
}
offline-line = Sei offline: la pagina si riconnette da sola quando torna la connessione.
play-analyse = Analizza
why-draw-pending = C'è una proposta di patta in attesa.
conn-not-found = non trovata
play-no-such-game-title = { $game }: partita inesistente
board-role = scacchiera
board-label = Scacchiera di { $game }