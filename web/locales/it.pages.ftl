# it: the messages of the pages beyond the start and game pages (see en.pages.ftl).


## Orologi a parole, titolo della scheda, invito, pagina non trovata, regole
rules-heading = { $game }: le regole in breve

## La sala
lobby-intro = Trova un avversario: abbinamento rapido, una partita aperta da accettare, una tua da attendere, o una sfida a un giocatore che conosci.
lobby-quick = Abbinamento rapido
lobby-post = Pubblica una proposta
lobby-side = Parte
lobby-random-side = parte a caso
lobby-random = a caso
lobby-takebacks = Ritiri
lobby-open-games = Partite aperte
lobby-player = Giocatore
lobby-empty = Nessuno è in attesa ora: pubblica una proposta e aspetta qui, o torna più tardi.
lobby-stop = Smetti di cercare
lobby-stopped = Ricerca interrotta.
lobby-sign-in-accept = Accedi per accettare
lobby-you = tu
lobby-rated = valida
lobby-rated-takebacks = valida, con ritiri
lobby-casual = amichevole
lobby-waiting = In attesa di un avversario… (questa pagina apre la partita quando qualcuno accetta)
lobby-looking = Cerco un avversario: { $game } { $clock }, { $kind }…
lobby-paired = Abbinato: apro la partita…
lobby-cancelled = Proposta annullata.
lobby-starting = La partita sta iniziando…
lobby-accepted = Qualcuno ha accettato: apro la partita…
lobby-expired = La tua proposta è scaduta.
lobby-left = La tua proposta ha lasciato la sala.

## Rifiuti e guasti a parole
doing-accept-challenge = accettare una sfida
doing-accept-rated = accettare una partita valida per il punteggio
doing-be-told = essere avvisato delle sfide
doing-challenge = sfidare un giocatore
doing-decline-challenge = rifiutare una sfida
doing-post-rated-seek = pubblicare una proposta valida per il punteggio

## Le pagine delle regole (/rules/<gioco>)
rules-hb-board-title = La scacchiera
rules-hb-board-1 = 9 × 13 caselle e due porte di tre caselle: il Bianco difende d1–f1 e attacca d15–f15.
rules-hb-board-2 = Ogni parte ha una Scimmia (il portiere), 2 Leoni, 4 Elefanti e 4 Cavalli; il Pallone parte dal centro.
rules-hb-turn-title = Un turno
rules-hb-turn-1 = Da 1 a 4 passi (primo turno del Bianco: 2). Un passo muove un pezzo, porta il pallone o lo calcia; Fine turno chiude prima.
rules-hb-turn-2 = La posizione alla fine del turno deve essere diversa da quella al suo inizio.
rules-hb-turn-3 = Annulla passo ritira un passo del turno.
rules-hb-pieces-title = I pezzi
rules-hb-pieces-1 = Cavallo: salta come il cavallo degli scacchi (non se entrambe le caselle intermedie sono occupate); calcia su una casella vicina.
rules-hb-pieces-2 = Elefante: una casella in ogni direzione; calcia a un salto di cavallo.
rules-hb-pieces-3 = Leone: una casella o un salto di cavallo; calcia su una casella vicina o a un salto di cavallo.
rules-hb-pieces-4 = Scimmia: si muove come un Leone nella propria area di porta e nella propria porta; calcia da 1 a 5 caselle in linea retta. Un tiro su una Scimmia rimbalza.
rules-hb-captures-title = Catture e cartellino rosso
rules-hb-captures-1 = Si può catturare solo il pezzo avversario che ha il pallone: muovi sulla sua casella e il pallone è tuo. Un tiro che finisce su un pezzo gli dà il pallone.
rules-hb-captures-2 = Cartellino rosso: se una parte ammassa più di tre pezzi (collegati in orizzontale o verticale) o impedisce per sempre all'avversario di raggiungere il pallone, l'avversario può togliere uno dei pezzi in fallo.
rules-hb-winning-title = Vittoria
rules-hb-winning-1 = Porta il pallone nella porta avversaria. Un autogol perde. Chi non ha un passo legale perde; anche l'abbandono, la patta concordata e l'orologio chiudono la partita.
rules-hn-board-title = La scacchiera
rules-hn-board-1 = 11 × 11 caselle; il trono al centro (f6) e i quattro angoli sono caselle riservate: solo il Re può fermarsi lì.
rules-hn-board-2 = 24 Attaccanti circondano 12 Difensori e il loro Re sul trono. Muovono per primi gli Attaccanti.
rules-hn-moving-title = Il movimento
rules-hn-moving-1 = Ogni pezzo muove come la torre degli scacchi: di quante caselle vuote vuole lungo una riga o una colonna, senza mai saltare.
rules-hn-capturing-title = Le catture
rules-hn-capturing-1 = Un soldato è catturato quando la mossa avversaria lo chiude in linea tra due nemici (o un nemico e una casella riservata vuota).
rules-hn-capturing-2 = Una fila di soldati sul bordo può essere catturata in una volta con un muro di scudi.
rules-hn-king-title = Il Re
rules-hn-king-1 = Il Re è catturato quando è circondato su tutti e quattro i lati (da Attaccanti, o dal trono); mai su una casella del bordo.
rules-hn-king-2 = Fugge — e i Difensori vincono — in un angolo, o in un forte d'uscita sul bordo.
rules-hn-winning-title = Vittoria
rules-hn-winning-1 = I Difensori vincono quando il Re fugge; gli Attaccanti quando è catturato o tutti i Difensori sono accerchiati. Chi non può muovere perde.
rules-cf-board-title = La scacchiera e le squadre
rules-cf-board-1 = La scacchiera 8 × 8; la porta del Bianco è c1–f1, quella del Nero c8–f8; le caselle del calcio d'inizio sono e4 ed e5.
rules-cf-board-2 = Ogni parte schiera nella propria metà una squadra di sei: il Re, almeno due Pedoni e altri tre pezzi.
rules-cf-match-title = La partita
rules-cf-match-1 = Due tempi di al massimo 45 mosse per parte. Lo schieramento non conta come mossa.
rules-cf-match-2 = Dopo un gol le squadre si schierano di nuovo e batte il calcio d'inizio la parte che ha subito il gol.
rules-cf-moves-title = Le mosse e il pallone
rules-cf-moves-1 = I pezzi muovono come negli scacchi. Il portatore di palla porta il pallone o lo passa a un compagno su una casella che potrebbe catturare.
rules-cf-moves-2 = Si può catturare solo il portatore di palla avversario; chi cattura prende il pallone. Un Pedone che raggiunge l'ultima traversa è promosso.
rules-cf-scoring-title = I gol
rules-cf-scoring-1 = Porta il pallone nella porta avversaria. Alla fine della partita vince chi ha segnato più gol; a parità di gol è patta.

## Le sfide e le partite della sala, e le notifiche
side-first = primo
side-second = secondo
players-versus = { $first } contro { $second }
game-play = Gioca
game-watch = Guarda
game-line = { $game }: { $players }, { $clock }.
game-line-rated = { $game }: { $players }, { $clock }, valida per il punteggio.
clock-label-fischer = { $minutes } min + { $seconds } s
clock-label-days = { $n ->
    [one] { $n } giorno per mossa
   *[other] { $n } giorni per mossa
}
clock-label-days-hours = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
} + { $hours } h per mossa
lobby-quick-rated = Hai effettuato l'accesso: l'abbinamento rapido cerca una partita valida per il punteggio (cambiano entrambi i punteggi).
lobby-quick-guest = Da ospite, l'abbinamento rapido cerca una partita amichevole: agli ospiti sono aperte solo le amichevoli. { $signIn } per giocare partite valide per il punteggio.
challenges-heading = Sfide
challenges-guest = Per sfidare un giocatore per nome, ed essere sfidati, serve un account: { $signIn }.
challenges-guest-link = accedi o registrati
challenges-to-you = Sfide per te
challenges-yours = Le tue sfide
challenges-none = Nessuna sfida aperta. Sfida un giocatore per nome qui sotto, o dal suo profilo.
challenges-games = Le tue partite in corso
challenge-a-player = Sfida un giocatore
challenge-send = Sfida
challenge-terms = { $game }, { $clock }, { $kind }
challenge-sides-random = parti estratte a sorte
challenge-you-play = giochi con { $side }
challenge-incoming = { $name }{ $rating } ti sfida: { $terms }; { $side }.
challenge-outgoing = Hai sfidato { $name }: { $terms }; { $side }.
challenge-waiting = In attesa di { $name }…
challenge-accept = Accetta
challenge-decline-open = Rifiuta…
challenge-decline = Rifiuta
challenge-back = Indietro
challenge-cancel = Annulla
challenge-reason = Motivo
challenge-decline-label = Rifiuta la sfida di { $name }
challenge-accepting = Accetti la sfida di { $name }: la partita comincia…
challenge-declined = Hai rifiutato la sfida di { $name } ({ $reason }).
challenge-cancelled = La tua sfida a { $name } è annullata.
challenge-arrived = { $name } ti sfida: { $terms }.
challenge-accepted-opening = { $name } ha accettato: la partita si apre…
challenge-accepted-elsewhere = { $name } ha accettato la tua sfida; la apre il browser che l'ha inviata.
challenge-sent = Sfida inviata a { $name }: in attesa di risposta (questa pagina apre la partita quando viene accettata).
challenge-gone-declined = { $name } ha rifiutato: { $reason }.
challenge-gone-accepted = { $name } ha accettato la tua sfida.
challenge-gone-withdrawn = { $name } ha ritirato la sfida.
challenge-gone-expired-mine = La tua sfida a { $name } è scaduta.
challenge-gone-expired = La sfida di { $name } è scaduta.
challenge-gone-left-mine = La tua sfida a { $name } è stata ritirata: hai lasciato la sala.
challenge-gone-left = { $name } se n'è andato: la sfida non c'è più.
challenge-gone-mine = La tua sfida a { $name } non c'è più.
challenge-gone = La sfida di { $name } non c'è più.
challenge-refused-nobody = Nessuno si chiama «{ $name }»: controlla il nome (è sul profilo del giocatore).
challenge-refused-self = Non puoi sfidare te stesso: scrivi il nome di un altro giocatore.
challenge-refused-already = Hai già sfidato { $name } a questo gioco con questo orologio: è tra Le tue sfide.
challenge-refused-not-ratable = Una partita valida per il punteggio ha bisogno di un orologio: scegline uno, o togli la spunta a Valida per il punteggio.
challenge-refused-no-name = Scrivi il nome del giocatore da sfidare.
challenge-refused-closed = Questa sfida non è più aperta.
decline-none = nessun motivo
decline-later = non ora, chiedi di nuovo più tardi
decline-too-fast = l'orologio è troppo veloce
decline-too-slow = l'orologio è troppo lento
decline-time-control = non con questo tipo di orologio
decline-casual = solo partite amichevoli
decline-rated = solo partite valide per il punteggio
decline-game = non questo gioco
decline-no-bot = niente partite contro i bot
decline-only-bot = solo partite contro i bot
site-name = Gioca ai giochi da tavolo
finished-aborted = annullata
finished-drawn = { $how ->
    [resignation] patta per abbandono
    [time] patta per tempo
    [agreement] patta d'accordo
    [left] patta: l'avversario se n'è andato
   *[other] patta
}
finished-won = { $how ->
    [resignation] hai vinto per abbandono
    [time] hai vinto per tempo
    [agreement] hai vinto d'accordo
    [left] hai vinto: l'avversario se n'è andato
   *[other] hai vinto
}
finished-lost = { $how ->
    [resignation] hai perso per abbandono
    [time] hai perso per tempo
    [agreement] hai perso d'accordo
    [left] hai perso: l'avversario se n'è andato
   *[other] hai perso
}
notice-started = La tua partita è cominciata: { $game }
notice-finished = La tua partita è finita, { $how }: { $game }.
notify-heading = Notifiche
notify-button-label = { $n ->
    [0] Notifiche: niente in attesa
   *[other] Notifiche: { $n } in attesa
}
notify-new = Nuove notifiche
notify-lately = Di recente
notify-nothing = Non ti aspetta niente: nessuna sfida, nessuna partita in corso.
notify-close = Chiudi
notify-later = Più tardi
notify-challenge-label = { $name } ti sfida
notify-this-page = (questa pagina)
notify-your-move = Tocca a te:
notify-your-move-left = Tocca a te (restano { $left }):
notify-blocked = Questo browser blocca le notifiche di questo sito (le sue impostazioni possono consentirle).
notify-browser-on = Le notifiche del browser sono attive mentre questa scheda è nascosta.
notify-browser-ask = Ricevere una notifica del browser mentre questa scheda è nascosta?
notify-turn-on = Attiva
notify-turn-off = Disattiva
notify-not-allowed = Il browser non ha consentito le notifiche.
notify-see-end = Vedi la fine

## Le pagine dei giocatori: account, profili, classifiche, partite archiviate
clock-words-delay = { $span } + { $n } s di ritardo
clock-words-per-turn = { $span } per turno
ended-won = Vince { $side }
ended-won-resigned = Vince { $side } — { $loser } abbandona
ended-won-resignation = Vince { $side } — abbandono
ended-resignation = Finita per abbandono
ended-won-on-time = Vince { $side } per tempo
ended-drawn-on-time = Patta per tempo
ended-on-time = Finita per tempo
ended-drawn-agreement = Patta d'accordo
ended-drawn-move-limit = Patta — raggiunto il limite di mosse
ended-aborted-no-move = Annullata — nessuno ha mosso in tempo
ended-aborted = Annullata
ended-drawn = Patta
ended-no-result = Nessun risultato
ended-why = { $result } — { $why }
doing-continue = continuare
doing-change-password = cambiare la password
account-tab-title = Account
account-heading = Account: { $name }
account-sign-in-or-up = Accedi o registrati
account-change-password = Cambia password
account-current-password = Password attuale
account-new-password = Nuova password
account-password-changed = Password cambiata.
account-name = Nome
account-password = Password
account-create-heading = Crea un account
account-create = Crea account
account-guests = Gli ospiti possono giocare senza account; le loro partite non valgono per il punteggio.
rating-chart-none = { $label }: ancora nessuna partita valida
rating-chart = { $label }: da { $from } a { $to } in { $n ->
    [one] { $n } partita valida
   *[other] { $n } partite valide
} (intervallo { $min }–{ $max })
outcome-won = vinta
outcome-lost = persa
outcome-draw = patta
outcome-none = nessun risultato
players-bot = bot
players-bot-title = Un account bot: lo gioca un programma
player-missing-title = Giocatore inesistente
player-missing-text = Nessuno si chiama «{ $name }»: controlla il nome, o cerca i giocatori nelle classifiche.
player-missing-action = Vedi le classifiche
player-tab-title = { $name } — giocatore
player-tab-title-bot = { $name } (bot) — giocatore
player-since = Gioca dal { $date }.
player-since-online = Gioca dal { $date }. Ora in linea.
player-sign-in-to-challenge = { $signIn } per sfidare { $name }.
player-challenge = Sfida { $name }
player-download = Scarica le partite
player-import = Importa partite
player-events = Eventi
player-ratings-caption = Punteggi (? indica un punteggio provvisorio)
player-rating = Punteggio
player-games = Partite
player-wld = V / S / P
player-history = Andamento
player-rating-of = Punteggio in { $game }
player-provisional = (provvisorio)
player-no-rated = Ancora nessuna partita valida per il punteggio.
player-a-guest = un ospite
pool-title = { $game } ({ $pool })
pool-correspondence = per corrispondenza
pool-live = Dal vivo
pool-correspondence-tab = Per corrispondenza
filter-label = Filtra le partite
filter-all-games = tutti i giochi
filter-any-result = qualsiasi risultato
filter-drawn = patta
filter-result = Risultato
filter-opponent = Avversario
filter-submit = Filtra
games-older = Partite più vecchie
games-loading = Caricamento…
games-none = Nessuna partita.
games-shown = { $n ->
    [one] { $n } partita mostrata.
   *[other] { $n } partite mostrate.
}
games-shown-all = { $n ->
    [one] { $n } partita mostrata (tutte).
   *[other] { $n } partite mostrate (tutte).
}
game-item = { $game } contro { $opponent }: { $outcome }{ $result }{ $unrated }{ $change }
game-item-unrated = , amichevole
leaderboard-tab-title = { $game }: classifica
leaderboard-heading = Classifica: { $game }
leaderboard-pools = Gruppi di punteggio
leaderboard-empty = Nessuno ha ancora giocato 10 partite valide di questo gioco: un giocatore entra in classifica con la decima.
leaderboard-caption = Migliori giocatori (? indica un punteggio provvisorio)
archive-heading = Partita finita
archive-title = { $players } — { $game }
archive-unrated = amichevole
archive-clock = orologio { $clock }
archive-analyse = Analizza questa partita
archive-no-replay = La registrazione di questa partita non si può mostrare sulla scacchiera: eccola come testo.
archive-record-summary = Posizione iniziale e registrazione (testo)
archive-standard-start = (la posizione iniziale normale del gioco)
archive-record = Registrazione
archive-missing-tab = Partita inesistente
archive-missing-title = Partita finita inesistente
archive-missing-text = Non c'è nessuna partita finita { $id }: il link può essere sbagliato, o la partita non è (ancora) archiviata.
replay-heading = Rivedi
replay-start = Posizione iniziale (azione 0 di { $n })
replay-action = Azione { $at } di { $n }: { $side } { $action }
replay-first = Prima posizione
replay-last = Ultima posizione
replay-keys = Tasti: ← e → scorrono la partita; nella revisione, Home e Fine vanno all'inizio e alla fine.

## La scacchiera di analisi
analysis-wins = Vince { $side }
analysis-wins-in = Vince { $side } in { $n }
analysis-share = { $n }% per { $side }
analysis-no-game = Qui non c'è nessun gioco { $game }.
analysis-heading = { $game }: analisi
analysis-tab-title = { $game }: scacchiera di analisi
analysis-evaluation = Valutazione
analysis-evaluation-is = Valutazione: { $value }
analysis-position-placeholder = Una posizione nella notazione del gioco
analysis-review-game = Rivedi tutta la partita
analysis-review-heading = Revisione del computer
analysis-set-up = Imposta
analysis-start-here = Comincia da qui
analysis-flip = Gira
analysis-engine = Motore
analysis-explorer = Esploratore di aperture
analysis-move = Mossa
analysis-results = { $first } / patta / { $second }
analysis-beyond-opening = Oltre le prime 20 mosse: l'esploratore conta solo le aperture.
analysis-no-games = Nessuna partita archiviata ha raggiunto questa posizione.
analysis-games-reached = { $n ->
    [one] { $n } partita archiviata ha raggiunto questa posizione.
   *[other] { $n } partite archiviate hanno raggiunto questa posizione.
}
analysis-game-over = Partita finita: { $result }.
analysis-engine-info = { $searcher } · profondità { $depth } · { $nodes } nodi · { $seconds } s
analysis-thinking = Sto pensando…
analysis-reviewing = Revisione in corso…
analysis-start = inizio
analysis-best = migliore { $action }
analysis-reviewed = Riviste { $done } posizioni su { $n }…
analysis-swings = Le oscillazioni più grandi: dopo { $moves }.
analysis-no-swing = Nessuna oscillazione.
analysis-engine-off = Il motore è spento.

## Le partite in corso e la TV, la chat rapida, offline
live-heading = Partite in corso
live-all-games = Tutti i giochi
live-tv-link = Guarda la partita migliore in TV
live-caption = Prima i punteggi più alti
live-players = Giocatori
live-watching = Spettatori
live-none = Nessuna partita in corso in questo momento.
doing-list-live = vedere le partite in corso
tv-heading = TV
tv-heading-game = TV: { $game }
tv-none = Nessuna partita in corso in questo momento: la prossima compare qui appena comincia.
doing-find-tv = trovare la partita migliore in corso

## Esportare e importare, notifiche push
export-heading = Le partite di { $name } come registrazioni
export-intro = Un file di testo: la registrazione di ogni partita, come la descrivono le pagine delle regole, dopo i tag con il gioco, la data, l'orologio e i giocatori. Importalo qui o altrove.
export-played = Scarica le partite giocate
export-imported = Scarica le partite importate
export-reading = Lettura dell'archivio…
export-reading-count = Lettura dell'archivio… { $n ->
    [one] { $n } partita
   *[other] { $n } partite
}
export-games = { $n ->
    [one] { $n } partita:
   *[other] { $n } partite:
}
doing-read-games = leggere le partite di { $name }
import-sign-in = Accedi per importare partite.
import-game-from-tag = Come dice il tag Game di ogni registrazione
import-format-records = Registrazioni (come scaricate qui)
import-format-csv = CSV di Copenhagen Hnefatafl (partite di aagenielsen.dk)
import-submit = Importa
import-written-as = Scritto come
import-file = Un file
import-text = o le registrazioni
import-intro = Le registrazioni vengono rigiocate secondo le regole: ognuna che le regole accettano è archiviata come partita importata amichevole, con un link qui sotto e nell'elenco delle tue importazioni; una che rifiutano è indicata con il motivo. La stessa registrazione importata di nuovo è la stessa partita.
import-nothing = Non ci sono registrazioni da importare.
import-progress = Importazione… { $n ->
    [one] { $n } registrazione letta
   *[other] { $n } registrazioni lette
}
import-record-game = Registrazione { $index }: { $game }, { $n ->
    [one] { $n } azione
   *[other] { $n } azioni
}
import-before = (importata prima)
import-record-problem = Registrazione { $index }: { $reason }
import-done = { $n ->
    [one] { $n } partita importata
   *[other] { $n } partite importate
}, { $already } importate prima, { $refused } rifiutate.
doing-import = importare le registrazioni
push-heading = Notifiche push
push-intro = La tua mossa in una partita per corrispondenza, una sfida e la fine di una partita, su questo dispositivo anche a sito chiuso.
push-save-quiet = Salva le ore di silenzio
push-no-quiet = Nessuna ora di silenzio
push-quiet-heading = Ore di silenzio
push-quiet-intro = Niente push tra (ora locale):
push-from = Dalle
push-to = Alle
push-quiet-from-to = Silenzio dalle { $from } alle { $to }.
push-quiet-none = Nessuna ora di silenzio.
push-devices = Le notifiche push raggiungono { $n } dei tuoi dispositivi.
push-unsupported = Questo browser non può ricevere notifiche push.
push-turn-on = Attiva su questo dispositivo
push-turn-off = Disattiva su questo dispositivo
push-on = Le notifiche push sono attive su questo dispositivo.
push-off = Le notifiche push sono disattivate su questo dispositivo.
push-no-answer = il servizio push di questo browser non ha risposto
push-change-failed = Impossibile cambiarlo: { $error }
push-not-saved = Non salvato: { $error }
push-read-failed = Impossibile leggerlo: { $error }

## Il resto della pagina di gioco
analysis-swing = oscillazione { $n }
replay-board = Scacchiera di { $game }: { $step }

## Events (src/events/)
events-title = Eventi
events-title-player = Eventi di { $name }
events-col-event = Evento
events-col-game = Gioco
events-col-format = Formula
events-col-players = Giocatori
events-col-starts = Inizio
events-none = Nessuno.
events-running = In corso
events-upcoming = In arrivo
events-finished = Conclusi
doing-see-events = vedere gli eventi
events-make = Crea un evento
events-sign-in-to-make = { $signIn } per creare un evento.
events-name = Nome
events-game = Gioco
events-format = Formula
events-arena = Arena
events-swiss = Svizzero
events-round-robin = Girone all'italiana
events-clock = Orologio (minuti+secondi)
events-rated = Valida per il punteggio
events-starts-in = Inizia tra (minuti)
events-length = Durata (minuti)
events-rounds = Turni
events-max = Massimo di giocatori
events-entry = Chi può partecipare
events-entry-all = Persone e bot
events-entry-people = Solo persone
events-entry-bots = Solo bot
events-berserk-allowed = Berserk ammesso (metà del tempo, niente incremento, un punto in più per una vittoria)
events-double = Doppio girone all'italiana (ogni coppia gioca con entrambi i lati)
events-computers = Iscrivi i giocatori del computer
events-own-rules = Solo le regole del gioco (nessuna opzione, nessun limite di mosse)
events-move-limit = Limite di mosse (turni; il turno che lo raggiunge è patta)
events-password = Password (facoltativa)
events-submit = Crea l'evento
events-making = Creazione dell'evento…
doing-make-event = creare un evento
events-event = Evento
events-page-title = { $name } — evento
events-meta-rated = valido per il punteggio
events-meta-berserk = berserk
events-meta-by = di { $name }
events-meta-bots-only = solo bot
events-meta-people-only = solo persone
events-withdraw = Ritirati
events-join = Partecipa
events-password-label = La password dell'evento
events-sign-in-to-join = { $signIn } per partecipare.
events-your-game = La tua partita è in corso: { $game }
events-versus = { $first } contro { $second }
events-berserked = ⚔ berserk: metà del tempo, niente incremento
events-berserk = ⚔ Berserk
doing-join-event = partecipare agli eventi
doing-berserk = andare in berserk
doing-follow-event = seguire questo evento
events-col-player = Giocatore
events-col-score = Punteggio
events-col-points = Punti
events-col-games = Partite
events-col-performance = Performance
events-col-tie-breaks = Spareggi
events-standings = Classifica
events-games = Partite
events-crosstable = Tabellone
events-col-round = Turno
events-col-first = Primo
events-col-second = Secondo
events-col-result = Risultato
events-playing = in corso
events-replay = Rivedi
events-watch = Guarda
events-round-short = T{ $round }
events-words-arena = Arena, { $minutes } min
events-words-swiss = { $rounds ->
    [one] Svizzero, { $rounds } turno
   *[other] Svizzero, { $rounds } turni
}
events-words-double = Doppio girone all'italiana
events-words-round-robin = Girone all'italiana
events-starts-in-clock = Inizia tra { $clock }
events-is-finished = Concluso
events-ends-in = Finisce tra { $clock }
events-round-going = Si gioca il turno { $round } di { $rounds }
events-round-soon = Il turno { $round } di { $rounds } inizia a breve
events-cross-win = V{ $place }
events-cross-draw = P{ $place }
events-cross-loss = S{ $place }
events-cross-bye = riposo
