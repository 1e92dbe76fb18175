# What a push says (src/players/push/words.rs), in the player's language.
push-turn-title = Dit træk
push-turn-body = Det er dit træk ({ $game }).
push-turn-body-opponent = { $opponent } har trukket: det er dit træk ({ $game }).
push-challenge-title = En udfordring
push-challenge-body = { $from } udfordrer dig: { $game }, { $clock }, { $rated ->
    [yes] ratet
   *[no] venskabelig
}.
push-tournament-title = Dit turneringsparti begynder
push-tournament-body = { $tournament }: dit parti ({ $game }) begynder.
push-over-title = Partiet er slut
push-over-win = Du vandt over { $opponent } ({ $game }, { $termination }).
push-over-loss = Du tabte til { $opponent } ({ $game }, { $termination }).
push-over-draw = Remis mod { $opponent } ({ $game }).
push-over-none = Dit parti mod { $opponent } ({ $game }) sluttede uden resultat.
push-termination-rules = reglerne
push-termination-resignation = opgivelse
push-termination-time = tid
push-termination-agreement = aftale
push-termination-abandonment = udeblivelse
push-termination-aborted = afbrudt
push-termination-left = forladt
push-termination-move-limit = trækgrænse
