# What a push says (src/players/push/words.rs), in the player's language.
push-turn-title = Jij bent aan zet
push-turn-body = Jij bent aan zet ({ $game }).
push-turn-body-opponent = { $opponent } heeft gezet: jij bent aan zet ({ $game }).
push-challenge-title = Een uitdaging
push-challenge-body = { $from } daagt je uit: { $game }, { $clock }, { $rated ->
    [yes] voor de rating
   *[no] vriendschappelijk
}.
push-tournament-title = Je toernooipartij begint
push-tournament-body = { $tournament }: je partij ({ $game }) begint.
push-over-title = Partij afgelopen
push-over-win = Je hebt gewonnen van { $opponent } ({ $game }, { $termination }).
push-over-loss = Je hebt verloren van { $opponent } ({ $game }, { $termination }).
push-over-draw = Remise tegen { $opponent } ({ $game }).
push-over-none = Je partij tegen { $opponent } ({ $game }) eindigde zonder uitslag.
push-termination-rules = regels
push-termination-resignation = opgave
push-termination-time = tijd
push-termination-agreement = overeenkomst
push-termination-abandonment = verlaten
push-termination-aborted = afgebroken
push-termination-left = vertrokken
push-termination-move-limit = zettenlimiet
