# What a push says (src/players/push/words.rs), in the player's language.
push-turn-title = Tocca a te
push-turn-body = Tocca a te ({ $game }).
push-turn-body-opponent = { $opponent } ha mosso: tocca a te ({ $game }).
push-challenge-title = Una sfida
push-challenge-body = { $from } ti sfida: { $game }, { $clock }, { $rated ->
    [yes] valida per il punteggio
   *[no] amichevole
}.
push-tournament-title = Inizia la tua partita del torneo
push-tournament-body = { $tournament }: la tua partita ({ $game }) inizia.
push-over-title = Partita finita
push-over-win = Hai vinto contro { $opponent } ({ $game }, { $termination }).
push-over-loss = Hai perso contro { $opponent } ({ $game }, { $termination }).
push-over-draw = Patta contro { $opponent } ({ $game }).
push-over-none = La tua partita contro { $opponent } ({ $game }) è finita senza risultato.
push-termination-rules = regole
push-termination-resignation = abbandono
push-termination-time = tempo
push-termination-agreement = accordo
push-termination-abandonment = assenza
push-termination-aborted = annullata
push-termination-left = uscita
push-termination-move-limit = limite di mosse
