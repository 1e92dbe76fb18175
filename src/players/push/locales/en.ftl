# What a push says (src/players/push/words.rs), in the player's language (accounts.v1
# SetLanguage). The service formats these; the web client never does. Keep the terms of
# web/locales/glossary.md.
push-turn-title = Your move
push-turn-body = It is your move ({ $game }).
push-turn-body-opponent = { $opponent } moved: it is your move ({ $game }).
push-challenge-title = A challenge
push-challenge-body = { $from } challenges you: { $game }, { $clock }, { $rated ->
    [yes] rated
   *[no] casual
}.
push-tournament-title = Your tournament game starts
push-tournament-body = { $tournament }: your game ({ $game }) starts.
push-over-title = Game over
push-over-win = You won against { $opponent } ({ $game }, { $termination }).
push-over-loss = You lost against { $opponent } ({ $game }, { $termination }).
push-over-draw = Drawn against { $opponent } ({ $game }).
push-over-none = Your game against { $opponent } ({ $game }) ended without a result.
push-termination-rules = rules
push-termination-resignation = resignation
push-termination-time = time
push-termination-agreement = agreement
push-termination-abandonment = abandonment
push-termination-aborted = aborted
push-termination-left = left
push-termination-move-limit = move limit
