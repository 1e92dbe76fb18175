nav-site = ‮Site‬
nav-home = ‮Home‬
nav-lobby = ‮Lobby‬
nav-watch = ‮Watch‬
nav-leaderboards = ‮Leaderboards‬
signed-in-as = ‮Signed in as‬
nav-account = ‮Account‬
sign-out = ‮Sign out‬
sign-in-up = ‮Sign in / sign up‬
language-label = ‮Language‬
theme-auto = ‮Theme: as the system‬
theme-light = ‮Theme: light‬
theme-dark = ‮Theme: dark‬
title-start = ‮Hanniball, Hnefatafl, Chess Football — play in the browser‬
title-lobby = ‮Lobby — find an opponent‬
title-join = { $game }‮: join the game‬
title-rules = { $game }‮: rules‬
title-games = ‮Games being played‬
title-tv = ‮TV‬
title-tv-game = ‮TV: ‬{ $game }
title-your-move = ‮● Your move · ‬{ $title }
title-game-over = ‮Game over · ‬{ $title }
start-heading = ‮Three board games, live in your browser‬
start-a-game = ‮Start a game‬
start-rules = ‮Rules‬
play-game = ‮Play ‬{ $game }
preview-label = { $game }‮: a position‬
start-game = ‮Game‬
start-position = ‮Position‬
start-position-label = ‮Start position‬
start-position-placeholder = ‮start position (empty: the game's initial position)‬
start-play-against = ‮Play against‬
start-opponent = ‮Opponent‬
start-opponent-friend = ‮a friend (invite link)‬
start-opponent-computer = ‮the computer‬
start-as = ‮as‬
start-side = ‮Your side‬
start-computer = ‮Computer‬
start-strength = ‮The computer's strength‬
strength-quick = ‮quick (0.1 s a move)‬
strength-medium = ‮medium (0.5 s a move)‬
strength-strong = ‮strong (2 s a move)‬
start-clock = ‮Clock‬
clock-none = ‮no clock‬
clock-fischer = ‮minutes + increment‬
clock-per-turn = ‮fixed time per turn‬
clock-minutes-label = ‮Minutes each‬
clock-increment-label = ‮Increment in seconds‬
clock-per-turn-label = ‮Seconds per turn‬
clock-min-plus = ‮min +‬
clock-seconds-a-turn = ‮s a turn‬
clock-fischer-invalid = ‮the clock needs minutes above 0 and an increment of 0 or more seconds‬
clock-per-turn-invalid = ‮the clock needs seconds per turn above 0‬
start-rated-friend = ‮Rated (your friend signs in to join)‬
start-rated-computer = ‮Rated (your rating and the computer's move)‬
start-create = ‮Create game‬
start-play-computer = ‮Play the computer‬
start-computer-unrated = ‮From a set position, or with a fixed time per turn or a clock in parts of a minute, the game is unrated.‬
computer-level-easy = ‮Easy‬
computer-level-medium = ‮Medium‬
computer-level-hard = ‮Hard‬
computer-how-easy = ‮plays a move that wins at once when it sees one, any legal move otherwise‬
computer-how-medium = ‮Monte Carlo tree search for a tenth of a second a move‬
computer-how-hard = ‮Monte Carlo tree search for a second a move‬
computer-how = { $name }‮: ‬{ $how }‮.‬
start-rated-needs-clock = ‮a rated game needs a clock: a player who walks away then loses on time‬
start-rated-initial-position = ‮a rated game starts from the initial position: clear the position‬
start-challenge-not-taken = { $name }‮ did not take the challenge: try again‬
start-my-games = ‮Your games in this browser‬
start-my-game = { $game }‮ as ‬{ $side }
start-forget = ‮Forget‬
start-forget-label = ‮Forget ‬{ $game }‮ game ‬{ $id }
copy = ‮Copy‬
copied = ‮Copied‬
play-spectating = ‮Spectating‬
play-you-play = ‮You play ‬{ $side }
play-rematch = ‮New game with the same settings‬
play-seek-again = ‮Seek a new opponent‬
play-hide-result = ‮Hide the result to see the board‬
play-choose-action = ‮Choose an action‬
play-choose = ‮Choose:‬
cancel = ‮Cancel‬
accept = ‮Accept‬
decline = ‮Decline‬
rated = ‮Rated‬
play-undo = ‮Undo step‬
play-resign = ‮Resign‬
play-resign-confirm = ‮Resign this game?‬
play-offer-draw = ‮Offer draw‬
play-propose-takeback = ‮Propose takeback‬
play-takeback-title = ‮Ask to take back your last move‬
play-abort = ‮Abort game‬
play-abort-title = ‮End the game without a result: allowed until both sides have moved‬
play-claim-win = ‮Claim victory‬
play-claim-draw = ‮Call it a draw‬
play-previous = ‮Previous position‬
play-next = ‮Next position‬
play-live = ‮Live‬
play-moves = ‮Moves‬
play-every-change = ‮Every change‬
play-record = ‮Record‬
play-flip = ‮Flip board‬
play-flip-title = ‮Turn the board around‬
play-spectator-link = ‮Spectator link‬
play-invite-link = ‮Invite link‬
play-revoke = ‮Revoke invitation‬
play-revoke-confirm = ‮Revoke the invitation? Nobody can then take the seat, and the game cannot start.‬
play-sending = ‮Sending ‬{ $move }‮…‬
play-sending-offline = ‮Sending ‬{ $move }‮… no connection yet: it goes as soon as the server can be reached.‬
play-waiting-join = ‮Waiting for the opponent (‬{ $side }‮) to join‬
play-waiting-invite = ‮Waiting for the opponent (‬{ $side }‮) to open the invite link…‬
play-invitation-revoked-short = ‮The invitation was revoked: this game cannot start‬
play-invitation-revoked = ‮The invitation for ‬{ $side }‮ was revoked. Nobody can take the seat, so the game cannot start; it is aborted when its abandonment time has passed.‬
play-viewing = ‮Viewing version ‬{ $version }‮ (‬{ $action }‮)‬
play-your-move = ‮your move‬
play-draw-offered-by = ‮draw offered by ‬{ $side }
play-computer-thinking = ‮The computer is thinking…‬
play-computer-late = ‮The computer has not answered for ‬{ $seconds }‮ s (it thinks ‬{ $think }‮ s a move): the server may be busy. The game is kept; its move will appear here when it comes.‬
play-legal-failed = ‮Could not load the legal moves: ‬{ $reason }‮ Trying again…‬
play-load-failed = ‮Could not load the game: ‬{ $reason }‮ Trying again…‬
play-unreachable = ‮The server could not be reached, so the action may not have been made: the board shows whether it was.‬
play-no-such-game = ‮There is no game ‬{ $id }‮: the link is wrong, or the game ended long ago and was removed.‬
play-start-new = ‮Start a new game‬
game-over = ‮Game over: ‬{ $result }
game-over-reason = ‮Game over: ‬{ $result }‮ — ‬{ $reason }
why-over = ‮The game is over.‬
why-not-seated = ‮The game starts when the opponent has joined.‬
why-sending = ‮Sending…‬
why-past = ‮You are looking at a past position: press Live to play.‬
why-their-turn = ‮It is ‬{ POSSESSIVE($side) }‮ turn.‬
why-loading = ‮Loading the legal moves…‬
why-not-possible = ‮Not possible now.‬
why-no-undo = ‮There is no step of this turn to undo.‬
why-takeback-pending = ‮A takeback proposal is pending.‬
gone-you = ‮You were away: the opponent may claim the game‬
gone-opponent = ‮Your opponent left the game‬
gone-side = { $side }‮ left the game‬
gone-you-can-claim = ‮You can claim the victory in ‬{ $seconds }‮ s.‬
gone-can-be-claimed = ‮The game can be claimed in ‬{ $seconds }‮ s.‬
draw-you-offered = ‮You offered a draw; waiting for the answer.‬
draw-offered-by = ‮Draw offered by ‬{ $side }‮.‬
draw-lapsed = { $who ->
    [you] ‮Your draw offer‬
   *[other] { POSSESSIVE($side) }‮ draw offer‬
} lapsed: a move was made instead of an answer
draw-declined = { $who ->
    [you] ‮Your draw offer‬
   *[other] { POSSESSIVE($side) }‮ draw offer‬
} was declined
takeback-you-proposed = ‮You proposed a takeback; waiting for the answer.‬
takeback-proposed-by = ‮Takeback proposed by ‬{ $side }‮.‬
takeback-you-proposed-short = ‮You proposed a takeback‬
takeback-proposed-by-short = ‮Takeback proposed by ‬{ $side }
takeback-accepted = { $who ->
    [you] ‮Your takeback proposal‬
   *[other] { POSSESSIVE($side) }‮ takeback proposal‬
} was accepted: back to { POSSESSIVE($mover) } move
takeback-lapsed = { $who ->
    [you] ‮Your takeback proposal‬
   *[other] { POSSESSIVE($side) }‮ takeback proposal‬
} lapsed: a move was made instead of an answer
takeback-declined = { $who ->
    [you] ‮Your takeback proposal‬
   *[other] { POSSESSIVE($side) }‮ takeback proposal‬
} was declined
takeback-taken = ‮A move was taken back: ‬{ POSSESSIVE($side) }‮ move again‬
occupant-computer = ‮the computer‬
occupant-guest = ‮guest‬
occupant-nobody = ‮nobody yet‬
occupant-you = ‮(you)‬
clock-starts = ‮The clocks start with ‬{ POSSESSIVE($side) }‮ first move.‬
side-white = ‮White‬
side-black = ‮Black‬
side-attackers = ‮Attackers‬
side-defenders = ‮Defenders‬
side-nobody = ‮nobody‬
result-white-won = ‮White won‬
result-black-won = ‮Black won‬
result-attackers-won = ‮Attackers won‬
result-defenders-won = ‮Defenders won‬
result-drawn = ‮Drawn‬
result-aborted = ‮Aborted‬
hb-blurb = ‮Football played like chess on a 9 × 13 field with two goals: Monkeys, Lions, Elephants and Horses carry, pass and kick one ball. Up to four steps a turn; a goal wins.‬
hb-summary = { $side }‮ to move · ‬{ $left }‮ of ‬{ $limit }‮ steps left‬
hb-red-card-remove = ‮red card: may remove a piece‬
hb-end-turn = ‮End turn‬
hn-blurb = ‮The Viking siege game on 11 × 11: the Defenders bring their King to a corner, the Attackers, twice as many, try to surround him.‬
hn-summary = { $side }‮ to move · move ‬{ $move }
cf-blurb = ‮The pieces of a chess set play football on a chess board: place a team of six, carry and pass the ball with chess moves, and score in two halves of 45 moves each.‬
cf-summary = { $side } { $phase ->
    [place] ‮to place‬
    [kickoff] ‮to kick off‬
   *[play] ‮to move‬
} · half { $half } · { $phase ->
    [place] ‮placement‬
    [kickoff] ‮kick-off‬
   *[play] ‮play‬
} · score { $score }
cf-no-move = ‮No move (--)‬
end-full-time = ‮full time‬
end-resignation = ‮resignation‬
end-draw-agreed = ‮draw agreed‬
end-timeout = ‮out of time‬
end-abandoned = ‮no first move in time‬
end-aborted = ‮aborted by a player‬
end-opponent-left = ‮the opponent left‬
end-goal = ‮goal‬
end-own-goal = ‮own goal‬
end-no-legal-step = ‮no legal step‬
end-king-escaped = ‮the King escaped to a corner‬
end-exit-fort = ‮exit fort‬
end-king-captured = ‮the King was captured‬
end-encirclement = ‮encirclement‬
end-no-legal-move = ‮no legal move‬
end-move-limit = ‮the move limit was reached‬
end-perpetual-repetition = ‮a position stood for the third time (perpetual repetition: the Defenders lose)‬
fact-turn = ‮Turn‬
fact-to-move = ‮To move‬
fact-steps-left = ‮Steps left‬
fact-steps-of = { $left }‮ of ‬{ $limit }
fact-ball = ‮Ball‬
fact-ball-loose = ‮loose on ‬{ $square }
fact-ball-on = { $side }‮ on ‬{ $square }
fact-ball-at = ‮on ‬{ $square }
fact-red-card = ‮Red card‬
fact-red-card-may = { $side }‮ may remove a piece‬
fact-red-card-used = { $side }‮ has used the penalty‬
fact-none = ‮none‬
fact-this-turn = ‮This turn‬
fact-score = ‮Score‬
fact-half = ‮Half‬
fact-phase = ‮Phase‬
cf-phase = { $phase ->
    [place] ‮placement‬
    [kickoff] ‮kick-off‬
   *[play] ‮play‬
}
fact-moves = ‮Moves‬
fact-kicking-off = ‮Kicking off‬
fact-moves-made = ‮Moves made‬
fact-king = ‮King‬
fact-king-captured = ‮captured‬
fact-last-move = ‮Last move‬
play-sounds = ‮Sounds‬
conn-connecting = ‮connecting‬
conn-live = ‮live‬
conn-reconnecting = ‮reconnecting…‬
conn-ended = ‮game over‬
rematch-offer = ‮Rematch (sides swapped)‬
rematch-offered = ‮Rematch offered: waiting for your opponent…‬
rematch-offered-to-you = ‮Your opponent offers a rematch.‬
rematch-accept = ‮Accept the rematch‬
rematch-starts = ‮The rematch starts…‬
rematch-expired = ‮The rematch offer has expired.‬
span-days = { $n ->
    [one] { $n }‮ day‬
   *[other] { $n }‮ days‬
}
span-hours = { $n }‮ h‬
span-minutes = { $n }‮ min‬
span-seconds = { $n }‮ s‬
control-fischer = { $initial }‮ + ‬{ $increment }
control-delay = { $initial }‮, delay ‬{ $delay }
control-per-turn = { $span }‮ per turn‬
versus-title = { $first }‮ vs ‬{ $second }‮ · ‬{ $game }
join-back = ‮Back to your seat (‬{ $side }‮)‬
join-anyway = ‮Take the other seat anyway‬
join-own = ‮This is the invite link for your opponent. You created this game and play ‬{ $side }‮: send this link to the person you want to play; it works once.‬
join-taking = ‮Taking your seat…‬
join-spectate = ‮Spectate the game‬
join-unusable = ‮This invitation cannot be used.‬
join-not-yet = ‮Could not take the seat yet.‬
try-again = ‮Try again‬
missing-title = ‮Page not found‬
missing-tab-title = { $title }‮ — Play board games‬
missing-text = ‮There is no page at ‬{ $path }‮: the address may be mistyped, or the link that led here is out of date.‬
missing-start = ‮Go to the start page‬
missing-elsewhere = ‮Elsewhere on this site‬
missing-home = ‮Home: play a game‬
missing-lobby = ‮The lobby‬
wait-moment = ‮a moment‬
wait-second = ‮a second‬
wait-seconds = { $n }‮ s‬
wait-minutes = { $n }‮ min‬
sign-in-to = ‮Sign in to ‬{ $doing }‮.‬
doing-offer-rematch = ‮offer a rematch‬
doing-play-rated = ‮play a rated game‬
doing-play-seat = ‮play this seat‬
doing-take-rated-seat = ‮take a seat in this rated game‬
failure-unreachable = ‮The server could not be reached: check your connection; the page tries again.‬
failure-unreachable-plain = ‮The server could not be reached: check your connection.‬
failure-deadline = ‮The server did not answer in time: check your connection and try again.‬
failure-cancelled = ‮The request was cancelled.‬
failure-unknown = ‮Something went wrong. Reload the page and try again.‬
failure-refused = ‮The server refused: ‬{ $message }
failure-refused-plain = ‮The server refused. Reload the page and try again.‬
reason-invalid-game-id = ‮This game's address is not right: check the link you were sent.‬
reason-invalid-position = ‮This start position cannot be read (‬{ $detail }‮). Check it, or leave the field empty to start from the usual position.‬
reason-invalid-position-plain = ‮This start position cannot be read. Check it, or leave the field empty to start from the usual position.‬
reason-invalid-action = ‮The page sent a move the game cannot read. Reload the page and try again.‬
reason-invalid-request-id = ‮The page sent a request the server cannot accept. Reload the page and try again.‬
reason-request-id-reused = ‮The page sent a request the server cannot accept. Reload the page and try again.‬
reason-malformed-request = ‮The page sent a request the server cannot read. Reload the page and try again.‬
reason-invalid-argument = ‮The page sent a request the server cannot accept. Reload the page and try again.‬
reason-invalid-cursor = ‮The page lost its place in the lobby's list. Reload the page and try again.‬
reason-invalid-key = ‮This browser's guest key is not one the lobby accepts. Reload the page and try again.‬
reason-invalid-page-token = ‮The list changed: reload the page to see it from the start.‬
reason-invalid-filter = ‮This filter cannot be used: check the opponent's name.‬
reason-invalid-range = ‮The lowest rating asked for is above the highest: check the range.‬
reason-invalid-side = ‮That side is not one of this game's: choose one from the list.‬
reason-invalid-time-control = ‮This clock cannot be used: choose whole minutes and seconds, or days per move (1, 2, 3, 5, 7, 10 or 14), within the limits.‬
reason-unknown-pool = ‮There is no such rating pool: choose live or correspondence.‬
reason-invalid-bot = ‮The computer cannot play with these settings: choose another computer player or think time.‬
reason-missing-field = ‮Something is missing: fill in every field and try again.‬
reason-invalid-text = ‮A field holds characters that are not allowed (such as line breaks or control characters): remove them and try again.‬
reason-text-too-long = ‮A field is too long: shorten it and try again.‬
reason-unknown-game = ‮There is no such game here: choose one from the list.‬
reason-unknown-format = ‮That game cannot read records written that way: choose another format or game.‬
reason-too-many-records = ‮That is too many records for one import: send at most 2,000 at a time.‬
reason-chat-too-fast = ‮One message every few seconds: wait a moment.‬
reason-chat-limit = ‮This game has had all the messages it may have.‬
reason-invalid-chat = ‮That is not one of the messages a game offers.‬
reason-invalid-push-endpoint = ‮This browser's push address was not accepted: turn push off and on again.‬
reason-invalid-push-key = ‮This browser's push keys were not accepted: turn push off and on again.‬
reason-invalid-quiet-hours = ‮Quiet hours are a start and an end time of day.‬
reason-rematch-offer = ‮This is a rematch offer for the players of one game: only its other player can take it, from that game's page.‬
reason-illegal-action = ‮That move is not allowed: ‬{ $detail }‮.‬
reason-illegal-action-plain = ‮That move is not allowed.‬
reason-nothing-to-undo = ‮There is no step of this turn to undo.‬
reason-game-over = ‮The game is over: no more moves can be made.‬
reason-game-not-found = ‮There is no such game: the link is wrong, or the game ended long ago and was removed.‬
reason-version-ahead = ‮The page is ahead of the server. Reload the page and try again.‬
reason-version-conflict = ‮The game changed before your action arrived (a move by your opponent, or from another tab): look at the board and try again.‬
reason-request-expired = ‮Your action took too long to reach the server: look at the board to see whether it was made.‬
reason-unauthenticated = ‮This link does not hold a seat in this game: you can watch the game, but not play it.‬
reason-wrong-seat = ‮Your link does not hold this seat: open your own seat's link to play.‬
reason-not-your-turn = ‮It is not your turn: wait for your opponent's move.‬
reason-seats-open = ‮The game starts when your opponent has joined: send them the invite link.‬
reason-invalid-invitation = ‮This invitation link is not right: ask for the link again.‬
reason-invitation-used = ‮This invitation has been used: somebody has taken the seat already. You can still watch the game.‬
reason-invitation-revoked = ‮This invitation was withdrawn by the player who created the game. You can still watch the game.‬
reason-no-invitation = ‮This seat was never open to an invitation.‬
reason-draw-already-offered = ‮A draw offer is waiting for an answer already.‬
reason-no-draw-offer = ‮There is no draw offer to answer any more.‬
reason-not-abortable = ‮Both sides have moved, so the game can no longer be aborted: offer a draw or resign.‬
reason-no-claim = ‮There is nothing to claim yet: the opponent is back, or the countdown is not over.‬
reason-takeback-already-proposed = ‮A takeback proposal is waiting for an answer already.‬
reason-no-takeback = ‮There is no takeback proposal to answer any more: a move was made, or it was answered.‬
reason-nothing-to-take-back = ‮You have no move of yours to take back yet.‬
reason-takebacks-not-allowed = ‮This game allows no takebacks: rated games are played as they stand.‬
reason-berserk-not-allowed = ‮No berserk here: only in an arena that allows it, once, before your first move.‬
reason-unknown-language = ‮The site is not written in that language.‬
reason-game-not-over = ‮A rematch can be offered once the game is over.‬
reason-computer-no-rematch = ‮This computer opponent takes no rematch offer: start a new game with the same settings instead.‬
reason-store-unavailable = ‮The server cannot reach its games just now: try again in a moment.‬
reason-database-unavailable = ‮Players' accounts are not available just now: try again in a moment.‬
reason-shutting-down = ‮The server is restarting: try again in a moment.‬
reason-overloaded = ‮The server is very busy just now: try again in a moment.‬
reason-busy = ‮The server is busy: try again in ‬{ $wait }‮.‬
reason-rate-limited = ‮Too many requests in a short time: wait ‬{ $wait }‮ and try again.‬
reason-too-many-challenges = ‮Too many seeks and challenges at once: wait ‬{ $wait }‮ and try again.‬
reason-request-too-large = ‮This request is too large for the server: shorten what you entered.‬
reason-metadata-too-large = ‮This request is too large for the server. Reload the page and try again.‬
reason-response-too-large = ‮The answer is too large to send.‬
reason-request-timeout = ‮The server took too long to answer: try again.‬
reason-internal = ‮Something went wrong on the server: try again, and reload the page if it keeps happening.‬
reason-name-taken = ‮The name “‬{ $name }‮” is taken: choose another.‬
reason-name-confusable = ‮The name “‬{ $name }‮” looks too much like “‬{ $confusable_with }‮”, a player's name already taken: choose another.‬
reason-name-confusable-any = ‮The name “‬{ $name }‮” looks too much like a player's name already taken: choose another.‬
reason-invalid-name = ‮This name cannot be used. A name is 3 to 24 characters: letters a–z, digits, _ and -, starting with a letter.‬
reason-invalid-name-reserved = ‮This name is kept for the service: choose another.‬
reason-invalid-password = ‮A password is 8 to 128 characters long, not only spaces, and not one of the most common passwords (like “password1”): choose a longer or less common one.‬
reason-bad-credentials = ‮Wrong name or password: check both and try again.‬
reason-not-signed-in = ‮Sign in to continue.‬
reason-too-many-attempts = ‮Too many sign-in attempts: wait ‬{ $wait }‮ and try again.‬
reason-bot-account = ‮This is a bot's account: a bot signs in from its program, not from a browser.‬
reason-not-a-bot = ‮Only a bot's account plays the bots' ladder games.‬
reason-player-not-found = ‮Nobody is called “‬{ $name }‮”: check the name.‬
reason-archived-game-not-found = ‮There is no finished game at this address: the link may be wrong, or the game is not archived (yet).‬
reason-seek-taken = ‮Somebody else took this game first: accept another, or post your own.‬
reason-seek-not-found = ‮This game is no longer open.‬
reason-already-seeking = ‮You already have an open seek for this game with this clock: it is in the list.‬
reason-seek-limit = ‮You have as many open seeks as one may: cancel one first.‬
reason-own-seek = ‮This is your own seek: wait for an opponent to accept it.‬
reason-rating-out-of-range = ‮Your rating is outside the range this player asked for.‬
reason-not-challenged = ‮This challenge is for another player.‬
reason-not-ratable = ‮A rated game needs a clock and the usual start position: choose a clock, or untick Rated.‬
reason-same-player = ‮You cannot play against yourself: choose another player.‬
reason-unknown-rule = ‮This game has no such rule option.‬
reason-analysis-busy = ‮The engine is busy with other analyses: it tries again in a moment.‬
reason-analysis-rate-limited = ‮Too many analyses in a short time: wait a little before the next.‬
reason-invalid-record = ‮This record cannot be read: check it against the game's record format.‬
reason-too-many-actions = ‮This game is too long to analyse here.‬
reason-invalid-tournament = ‮This event cannot be made as it is: check its ‬{ $field }‮.‬
reason-tournament-not-found = ‮There is no event at this address: the link may be wrong.‬
reason-tournament-closed = ‮This event takes no more players: it has started or is over.‬
reason-tournament-full = ‮This event is full.‬
reason-tournament-entry = ‮This event is for people only.‬
reason-tournament-entry-bots = ‮This event is for bots only.‬
reason-not-in-tournament = ‮You have not joined this event.‬
reason-wrong-password = ‮That is not this event's password.‬
reason-tournament-limit = ‮You have made as many events as one may have going at once: wait until one finishes.‬
piece-on-square = { $piece }‮ on ‬{ $square }
piece-on-square-ball = { $piece }‮ on ‬{ $square }‮ with the ball‬
announce-captured = ‮Captured: ‬{ $piece }‮ on ‬{ $square }
announce-removed = ‮Removed by the red card: ‬{ $piece }‮ on ‬{ $square }
choice-move = ‮move to ‬{ $square }
choice-capture = ‮capture on ‬{ $square }
choice-goal = { $action }‮ — goal‬
hb-piece-monkey = { $side ->
    [white] ‮White Monkey‬
   *[black] ‮Black Monkey‬
}
hb-piece-lion = { $side ->
    [white] ‮White Lion‬
   *[black] ‮Black Lion‬
}
hb-piece-elephant = { $side ->
    [white] ‮White Elephant‬
   *[black] ‮Black Elephant‬
}
hb-piece-horse = { $side ->
    [white] ‮White Horse‬
   *[black] ‮Black Horse‬
}
hb-choice-end-turn = ‮end the turn‬
hb-choice-remove = ‮remove the piece on ‬{ $square }‮ (red card)‬
hb-choice-carry = ‮carry the ball to ‬{ $square }
hb-choice-kick = ‮kick to ‬{ $square }
hb-choice-ricochet = ‮kick off the Monkey on ‬{ $square }‮, ricochet to ‬{ $to }
hb-why-no-step = ‮take at least one step first.‬
hb-why-unchanged = ‮the board is back where it was at the start of your turn, and a turn must change the position: take another step, or Undo.‬
hb-announce-red-card = ‮Red card: ‬{ $side }‮ may remove a piece of ‬{ $other }
hb-announce-goal = ‮Goal!‬
hb-announce-own-goal = ‮Own goal!‬
hb-reason-no-legal-action = ‮the other side had no legal step‬
hb-example-kick = ‮White one kick from goal‬
hn-piece-attacker = ‮Attacker‬
hn-piece-defender = ‮Defender‬
hn-piece-king = ‮King‬
hn-announce-king-danger = ‮The King is in danger: attackers on ‬{ $n }‮ of his 4 sides‬
hn-reason-king-escaped = ‮the King escaped to a corner‬
hn-reason-exit-fort = ‮the King escaped in an exit fort‬
hn-reason-king-captured = ‮the King was captured‬
hn-reason-encirclement = ‮the Defenders were encircled‬
hn-reason-no-legal-move = ‮the other side had no legal move‬
hn-reason-repetition = ‮a position stood for the third time (perpetual repetition: the Defenders lose)‬
hn-example-corner = ‮The King one move from a corner‬
cf-piece-king = { $side ->
    [white] ‮White King‬
   *[black] ‮Black King‬
}
cf-piece-queen = { $side ->
    [white] ‮White Queen‬
   *[black] ‮Black Queen‬
}
cf-piece-rook = { $side ->
    [white] ‮White Rook‬
   *[black] ‮Black Rook‬
}
cf-piece-bishop = { $side ->
    [white] ‮White Bishop‬
   *[black] ‮Black Bishop‬
}
cf-piece-knight = { $side ->
    [white] ‮White Knight‬
   *[black] ‮Black Knight‬
}
cf-piece-pawn = { $side ->
    [white] ‮White Pawn‬
   *[black] ‮Black Pawn‬
}
cf-kind-king = ‮King‬
cf-kind-queen = ‮Queen‬
cf-kind-rook = ‮Rook‬
cf-kind-bishop = ‮Bishop‬
cf-kind-knight = ‮Knight‬
cf-kind-pawn = ‮Pawn‬
cf-choice-place = ‮place a ‬{ $piece }‮ on ‬{ $square }
cf-choice-pass = ‮pass to ‬{ $square }
cf-choice-none = ‮no move‬
cf-choice-promote = { $action }‮, promote to ‬{ $piece }
cf-announce-goal = ‮Goal! ‬{ $side }‮ scores: ‬{ $white }‮–‬{ $black }‮. The teams are placed again for the kick-off.‬
cf-announce-half-time = ‮Half time: the second half begins with a new placement.‬
cf-example-last-moves = ‮Last moves of the match, White one move from goal‬
sign-in-link = ‮Sign in‬
chat-hello = ‮Hello!‬
chat-good-luck = ‮Good luck!‬
chat-good-game = ‮Good game!‬
chat-thanks = ‮Thanks!‬
chat-well-played = ‮Well played!‬
chat-label = ‮Quick chat‬
chat-say = ‮Say to your opponent‬
chat-too-many = ‮Not sent: one message every few seconds, and a few dozen per game.‬
chat-no-connection = ‮Not sent: no connection.‬
chat-watching = { $n }‮ watching‬
offline-line = ‮You are offline: the page reconnects by itself when the connection is back.‬
play-analyse = ‮Analyse‬
why-draw-pending = ‮A draw offer is pending.‬
conn-not-found = ‮not found‬
play-no-such-game-title = { $game }‮: no such game‬
board-role = ‮board‬
board-label = { $game }‮ board‬