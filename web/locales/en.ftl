# The site's words in English: the source of every other language. An id is used by the
# code as t("id", { args }); a test (src/i18n/messages.test.ts) fails on an id missing in any
# language or used nowhere. Terms of the games: locales/glossary.md.

## The header, on every page

nav-site = Site
nav-home = Home
nav-lobby = Lobby
nav-watch = Watch
nav-leaderboards = Leaderboards
signed-in-as = Signed in as
nav-account = Account
sign-out = Sign out
sign-in-up = Sign in / sign up
language-label = Language
theme-auto = Theme: as the system
theme-light = Theme: light
theme-dark = Theme: dark

## Page titles

title-start = Hanniball, Hnefatafl, Chess Football — play in the browser
title-lobby = Lobby — find an opponent
title-join = { $game }: join the game
title-rules = { $game }: rules
title-games = Games being played
title-tv = TV
title-tv-game = TV: { $game }
title-your-move = ● Your move · { $title }
title-game-over = Game over · { $title }

## The start page

start-heading = Three board games, live in your browser
start-a-game = Start a game
start-rules = Rules
play-game = Play { $game }
preview-label = { $game }: a position
start-game = Game
start-position = Position
start-position-label = Start position
start-position-placeholder = start position (empty: the game's initial position)
start-play-against = Play against
start-opponent = Opponent
start-opponent-friend = a friend (invite link)
start-opponent-computer = the computer
start-as = as
start-side = Your side
start-computer = Computer
start-strength = The computer's strength
strength-quick = quick (0.1 s a move)
strength-medium = medium (0.5 s a move)
strength-strong = strong (2 s a move)
start-clock = Clock
clock-none = no clock
clock-fischer = minutes + increment
clock-per-turn = fixed time per turn
clock-minutes-label = Minutes each
clock-increment-label = Increment in seconds
clock-per-turn-label = Seconds per turn
clock-min-plus = min +
clock-seconds-a-turn = s a turn
clock-fischer-invalid = the clock needs minutes above 0 and an increment of 0 or more seconds
clock-per-turn-invalid = the clock needs seconds per turn above 0
start-rated-friend = Rated (your friend signs in to join)
start-rated-computer = Rated (your rating and the computer's move)
start-create = Create game
start-play-computer = Play the computer
start-computer-unrated = From a set position, or with a fixed time per turn or a clock in parts of a minute, the game is unrated.
start-rated-needs-clock = a rated game needs a clock: a player who walks away then loses on time
start-rated-initial-position = a rated game starts from the initial position: clear the position
start-challenge-not-taken = { $name } did not take the challenge: try again
start-my-games = Your games in this browser
start-my-game = { $game } as { $side }
start-forget = Forget
start-forget-label = Forget { $game } game { $id }
copy = Copy
copied = Copied

## The game page

play-spectating = Spectating
play-you-play = You play { $side }
play-rematch = New game with the same settings
play-seek-again = Seek a new opponent
play-hide-result = Hide the result to see the board
play-choose-action = Choose an action
play-choose = Choose:
cancel = Cancel
accept = Accept
decline = Decline
rated = Rated
play-undo = Undo step
play-resign = Resign
play-resign-confirm = Resign this game?
play-offer-draw = Offer draw
play-propose-takeback = Propose takeback
play-takeback-title = Ask to take back your last move
play-abort = Abort game
play-abort-title = End the game without a result: allowed until both sides have moved
play-claim-win = Claim victory
play-claim-draw = Call it a draw
play-previous = Previous position
play-next = Next position
play-live = Live
play-moves = Moves
play-every-change = Every change
play-record = Record
play-flip = Flip board
play-flip-title = Turn the board around
play-spectator-link = Spectator link
play-invite-link = Invite link
play-revoke = Revoke invitation
play-revoke-confirm = Revoke the invitation? Nobody can then take the seat, and the game cannot start.
play-sending = Sending { $move }…
play-sending-offline = Sending { $move }… no connection yet: it goes as soon as the server can be reached.
play-waiting-join = Waiting for the opponent ({ $side }) to join
play-waiting-invite = Waiting for the opponent ({ $side }) to open the invite link…
play-invitation-revoked-short = The invitation was revoked: this game cannot start
play-invitation-revoked = The invitation for { $side } was revoked. Nobody can take the seat, so the game cannot start; it is aborted when its abandonment time has passed.
play-viewing = Viewing version { $version } ({ $action })
play-your-move = your move
play-draw-offered-by = draw offered by { $side }
play-computer-thinking = The computer is thinking…
play-computer-late = The computer has not answered for { $seconds } s (it thinks { $think } s a move): the server may be busy. The game is kept; its move will appear here when it comes.
play-legal-failed = Could not load the legal moves: { $reason } Trying again…
play-load-failed = Could not load the game: { $reason } Trying again…
play-unreachable = The server could not be reached, so the action may not have been made: the board shows whether it was.
play-no-such-game = There is no game { $id }: the link is wrong, or the game ended long ago and was removed.
play-start-new = Start a new game
game-over = Game over: { $result }
game-over-reason = Game over: { $result } — { $reason }
why-over = The game is over.
why-not-seated = The game starts when the opponent has joined.
why-sending = Sending…
why-past = You are looking at a past position: press Live to play.
why-their-turn = It is { POSSESSIVE($side) } turn.
why-loading = Loading the legal moves…
why-not-possible = Not possible now.
why-no-undo = There is no step of this turn to undo.
why-takeback-pending = A takeback proposal is pending.
gone-you = You were away: the opponent may claim the game
gone-opponent = Your opponent left the game
gone-side = { $side } left the game
gone-you-can-claim = You can claim the victory in { $seconds } s.
gone-can-be-claimed = The game can be claimed in { $seconds } s.
draw-you-offered = You offered a draw; waiting for the answer.
draw-offered-by = Draw offered by { $side }.
draw-lapsed = { $who ->
    [you] Your draw offer
   *[other] { POSSESSIVE($side) } draw offer
} lapsed: a move was made instead of an answer
draw-declined = { $who ->
    [you] Your draw offer
   *[other] { POSSESSIVE($side) } draw offer
} was declined
takeback-you-proposed = You proposed a takeback; waiting for the answer.
takeback-proposed-by = Takeback proposed by { $side }.
takeback-you-proposed-short = You proposed a takeback
takeback-proposed-by-short = Takeback proposed by { $side }
takeback-accepted = { $who ->
    [you] Your takeback proposal
   *[other] { POSSESSIVE($side) } takeback proposal
} was accepted: back to { POSSESSIVE($mover) } move
takeback-lapsed = { $who ->
    [you] Your takeback proposal
   *[other] { POSSESSIVE($side) } takeback proposal
} lapsed: a move was made instead of an answer
takeback-declined = { $who ->
    [you] Your takeback proposal
   *[other] { POSSESSIVE($side) } takeback proposal
} was declined
takeback-taken = A move was taken back: { POSSESSIVE($side) } move again
occupant-computer = the computer
occupant-guest = guest
occupant-nobody = nobody yet
occupant-you = (you)
clock-starts = The clocks start with { POSSESSIVE($side) } first move.

## The games: sides, results, summaries

side-white = White
side-black = Black
side-attackers = Attackers
side-defenders = Defenders
side-nobody = nobody
result-white-won = White won
result-black-won = Black won
result-attackers-won = Attackers won
result-defenders-won = Defenders won
result-drawn = Drawn
result-aborted = Aborted
hb-blurb = Football played like chess on a 9 × 13 field with two goals: Monkeys, Lions, Elephants and Horses carry, pass and kick one ball. Up to four steps a turn; a goal wins.
hb-summary = { $side } to move · { $left } of { $limit } steps left
hb-red-card-remove = red card: may remove a piece
hb-end-turn = End turn
hn-blurb = The Viking siege game on 11 × 11: the Defenders bring their King to a corner, the Attackers, twice as many, try to surround him.
hn-summary = { $side } to move · move { $move }
cf-blurb = The pieces of a chess set play football on a chess board: place a team of six, carry and pass the ball with chess moves, and score in two halves of 45 moves each.
cf-summary = { $side } { $phase ->
    [place] to place
    [kickoff] to kick off
   *[play] to move
} · half { $half } · { $phase ->
    [place] placement
    [kickoff] kick-off
   *[play] play
} · score { $score }
cf-no-move = No move (--)
end-full-time = full time
end-resignation = resignation
end-draw-agreed = draw agreed
end-timeout = out of time
end-abandoned = no first move in time
end-aborted = aborted by a player
end-opponent-left = the opponent left
end-goal = goal
end-own-goal = own goal
end-no-legal-step = no legal step
end-king-escaped = the King escaped to a corner
end-exit-fort = exit fort
end-king-captured = the King was captured
end-encirclement = encirclement
end-no-legal-move = no legal move
