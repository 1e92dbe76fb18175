# What a push says (src/players/push/words.rs), in the player's language.
push-turn-title = A sua vez
push-turn-body = É a sua vez de jogar ({ $game }).
push-turn-body-opponent = { $opponent } jogou: é a sua vez ({ $game }).
push-challenge-title = Um desafio
push-challenge-body = { $from } lançou-lhe um desafio: { $game }, { $clock }, { $rated ->
    [yes] a contar para o rating
   *[no] amigável
}.
push-tournament-title = O seu jogo do torneio começa
push-tournament-body = { $tournament }: o seu jogo ({ $game }) começa.
push-over-title = Fim do jogo
push-over-win = Ganhou contra { $opponent } ({ $game }, { $termination }).
push-over-loss = Perdeu contra { $opponent } ({ $game }, { $termination }).
push-over-draw = Empate com { $opponent } ({ $game }).
push-over-none = O seu jogo contra { $opponent } ({ $game }) terminou sem resultado.
push-termination-rules = regras
push-termination-resignation = desistência
push-termination-time = tempo
push-termination-agreement = acordo
push-termination-abandonment = abandono
push-termination-aborted = anulado
push-termination-left = saída
push-termination-move-limit = limite de jogadas
