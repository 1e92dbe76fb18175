rules-heading = { $game }‮: the rules in short‬
lobby-intro = ‮Find an opponent: quick pairing, an open game to accept, your own to wait for, or a challenge to a player you know.‬
lobby-quick = ‮Quick pairing‬
lobby-post = ‮Post a seek‬
lobby-side = ‮Side‬
lobby-random-side = ‮random side‬
lobby-random = ‮random‬
lobby-takebacks = ‮Takebacks‬
lobby-open-games = ‮Open games‬
lobby-player = ‮Player‬
lobby-empty = ‮Nobody is waiting right now: post a seek and wait here, or come back later.‬
lobby-stop = ‮Stop looking‬
lobby-stopped = ‮Stopped looking.‬
lobby-sign-in-accept = ‮Sign in to accept‬
lobby-you = ‮you‬
lobby-rated = ‮rated‬
lobby-rated-takebacks = ‮rated, takebacks‬
lobby-casual = ‮casual‬
lobby-waiting = ‮Waiting for an opponent… (this page opens the game when somebody accepts)‬
lobby-looking = ‮Looking for an opponent: ‬{ $game } { $clock }‮, ‬{ $kind }‮…‬
lobby-paired = ‮Paired: opening the game…‬
lobby-cancelled = ‮Seek cancelled.‬
lobby-starting = ‮Starting the game…‬
lobby-accepted = ‮Somebody accepted: opening the game…‬
lobby-expired = ‮Your seek expired.‬
lobby-left = ‮Your seek left the lobby.‬
doing-accept-challenge = ‮accept a challenge‬
doing-accept-rated = ‮accept a rated game‬
doing-be-told = ‮be told of challenges‬
doing-challenge = ‮challenge a player‬
doing-decline-challenge = ‮decline a challenge‬
doing-post-rated-seek = ‮post a rated seek‬
rules-hb-board-title = ‮The board‬
rules-hb-board-1 = ‮9 × 13 squares and two goals of three squares: White defends d1–f1 and attacks d15–f15.‬
rules-hb-board-2 = ‮Each side has a Monkey (the goalkeeper), 2 Lions, 4 Elephants and 4 Horses; one Ball starts in the centre.‬
rules-hb-turn-title = ‮A turn‬
rules-hb-turn-1 = ‮1 to 4 steps (White's first turn: 2). A step moves a piece, carries the ball, or kicks it; End turn finishes early.‬
rules-hb-turn-2 = ‮The position at the end of a turn must differ from the one at its start.‬
rules-hb-turn-3 = ‮Undo step takes back a step of the turn.‬
rules-hb-pieces-title = ‮The pieces‬
rules-hb-pieces-1 = ‮Horse: jumps like a knight (blocked when both squares between are full); kicks to a neighbouring square.‬
rules-hb-pieces-2 = ‮Elephant: one square any way; kicks a knight jump away.‬
rules-hb-pieces-3 = ‮Lion: one square or a knight jump; kicks to a neighbouring or knight-jump square.‬
rules-hb-pieces-4 = ‮Monkey: moves like a Lion inside its own goal area and goal; kicks 1 to 5 squares in a line. A kick onto a Monkey ricochets.‬
rules-hb-captures-title = ‮Captures and the red card‬
rules-hb-captures-1 = ‮Only the enemy ball-holder can be captured: move onto it and you hold the ball. A kick landing on a piece gives it the ball.‬
rules-hb-captures-2 = ‮Red card: a side that clusters more than three pieces (orthogonally connected) or keeps the opponent from ever reaching the ball lets the opponent remove one offending piece.‬
rules-hb-winning-title = ‮Winning‬
rules-hb-winning-1 = ‮Put the ball into the opponent's goal. An own goal loses. A side with no legal step loses; resignation, an agreed draw and the clock end games too.‬
rules-hn-board-title = ‮The board‬
rules-hn-board-1 = ‮11 × 11 squares; the throne in the centre (f6) and the four corners are restricted: only the King may stop there.‬
rules-hn-board-2 = ‮24 Attackers surround 12 Defenders and their King on the throne. The Attackers move first.‬
rules-hn-moving-title = ‮Moving‬
rules-hn-moving-1 = ‮Every piece moves like a chess rook: any number of empty squares along a rank or file, never jumping.‬
rules-hn-capturing-title = ‮Capturing‬
rules-hn-capturing-1 = ‮A soldier is captured when it is closed between two enemies (or an enemy and an empty restricted square) along a line by the moving side.‬
rules-hn-capturing-2 = ‮A row of soldiers on the edge can be captured at once by a shieldwall.‬
rules-hn-king-title = ‮The King‬
rules-hn-king-1 = ‮The King is captured when surrounded on all four sides (by Attackers, or the throne); never on an edge square.‬
rules-hn-king-2 = ‮He escapes — and the Defenders win — on a corner, or in an exit fort on the edge.‬
rules-hn-winning-title = ‮Winning‬
rules-hn-winning-1 = ‮The Defenders win when the King escapes; the Attackers when he is captured or the Defenders are all enclosed. A side that cannot move loses.‬
rules-cf-board-title = ‮The board and the teams‬
rules-cf-board-1 = ‮The 8 × 8 chess board; White's goal is c1–f1, Black's c8–f8; the kick-off squares are e4 and e5.‬
rules-cf-board-2 = ‮Each side places a team of six: its King, at least two Pawns and three more pieces, in its own half.‬
rules-cf-match-title = ‮The match‬
rules-cf-match-1 = ‮Two halves of at most 45 moves for each side. Placements do not count as moves.‬
rules-cf-match-2 = ‮After a goal the teams are placed again and the side that conceded kicks off.‬
rules-cf-moves-title = ‮Moves and the ball‬
rules-cf-moves-1 = ‮Pieces move as in chess. The ball-holder carries the ball, or passes it to a team-mate on a square it could capture on.‬
rules-cf-moves-2 = ‮Only the enemy ball-holder can be captured; the capturer takes the ball. A Pawn reaching the far rank promotes.‬
rules-cf-scoring-title = ‮Scoring‬
rules-cf-scoring-1 = ‮Bring the ball into the opponent's goal. At full time the side with more goals wins; equal goals is a draw.‬
side-first = ‮first‬
side-second = ‮second‬
players-versus = { $first }‮ vs ‬{ $second }
game-play = ‮Play‬
game-watch = ‮Watch‬
game-line = { $game }‮: ‬{ $players }‮, ‬{ $clock }‮.‬
game-line-rated = { $game }‮: ‬{ $players }‮, ‬{ $clock }‮, rated.‬
clock-label-fischer = { $minutes }‮ min + ‬{ $seconds }‮ s‬
clock-label-days = { $n ->
    [one] { $n }‮ day per move‬
   *[other] { $n }‮ days per move‬
}
clock-label-days-hours = { $n ->
    [one] { $n }‮ day‬
   *[other] { $n }‮ days‬
} + { $hours } h per move
lobby-quick-rated = ‮You are signed in: quick pairing looks for a rated game (both ratings change).‬
lobby-quick-guest = ‮As a guest, quick pairing looks for a casual game: only casual games are open to guests. ‬{ $signIn }‮ to play rated games.‬
challenges-heading = ‮Challenges‬
challenges-guest = ‮Challenging a player by name, and being challenged, need an account: ‬{ $signIn }‮.‬
challenges-guest-link = ‮sign in or sign up‬
challenges-to-you = ‮Challenges to you‬
challenges-yours = ‮Your challenges‬
challenges-none = ‮No open challenges. Challenge a player by name below, or from their profile.‬
challenges-games = ‮Your games going on‬
challenge-a-player = ‮Challenge a player‬
challenge-send = ‮Challenge‬
challenge-terms = { $game }‮, ‬{ $clock }‮, ‬{ $kind }
challenge-sides-random = ‮sides drawn at random‬
challenge-you-play = ‮you play ‬{ $side }
challenge-incoming = { $name }{ $rating }‮ challenges you: ‬{ $terms }‮; ‬{ $side }‮.‬
challenge-outgoing = ‮You challenged ‬{ $name }‮: ‬{ $terms }‮; ‬{ $side }‮.‬
challenge-waiting = ‮Waiting for ‬{ $name }‮…‬
challenge-accept = ‮Accept‬
challenge-decline-open = ‮Decline…‬
challenge-decline = ‮Decline‬
challenge-back = ‮Back‬
challenge-cancel = ‮Cancel‬
challenge-reason = ‮Reason‬
challenge-decline-label = ‮Decline ‬{ POSSESSIVE($name) }‮ challenge‬
challenge-accepting = ‮Accepting ‬{ POSSESSIVE($name) }‮ challenge: starting the game…‬
challenge-declined = ‮You declined ‬{ POSSESSIVE($name) }‮ challenge (‬{ $reason }‮).‬
challenge-cancelled = ‮Your challenge to ‬{ $name }‮ is cancelled.‬
challenge-arrived = { $name }‮ challenges you: ‬{ $terms }‮.‬
challenge-accepted-opening = { $name }‮ accepted: opening the game…‬
challenge-accepted-elsewhere = { $name }‮ accepted your challenge; the browser that sent it opens the game.‬
challenge-sent = ‮Challenge sent to ‬{ $name }‮: waiting for an answer (this page opens the game when it is accepted).‬
challenge-gone-declined = { $name }‮ declined: ‬{ $reason }‮.‬
challenge-gone-accepted = { $name }‮ accepted your challenge.‬
challenge-gone-withdrawn = { $name }‮ withdrew their challenge.‬
challenge-gone-expired-mine = ‮Your challenge to ‬{ $name }‮ expired.‬
challenge-gone-expired = { POSSESSIVE($name) }‮ challenge expired.‬
challenge-gone-left-mine = ‮Your challenge to ‬{ $name }‮ was withdrawn: you left the lobby.‬
challenge-gone-left = { $name }‮ left: their challenge is gone.‬
challenge-gone-mine = ‮Your challenge to ‬{ $name }‮ is gone.‬
challenge-gone = { POSSESSIVE($name) }‮ challenge is gone.‬
challenge-refused-nobody = ‮Nobody is called “‬{ $name }‮”: check the name (a player's profile has it).‬
challenge-refused-self = ‮You cannot challenge yourself: enter another player's name.‬
challenge-refused-already = ‮You have already challenged ‬{ $name }‮ to this game with this clock: it is listed under Your challenges.‬
challenge-refused-not-ratable = ‮A rated game needs a clock: choose one, or untick Rated.‬
challenge-refused-no-name = ‮Enter the name of the player to challenge.‬
challenge-refused-closed = ‮This challenge is no longer open.‬
decline-none = ‮no reason given‬
decline-later = ‮not now, ask again later‬
decline-too-fast = ‮the clock is too fast‬
decline-too-slow = ‮the clock is too slow‬
decline-time-control = ‮not with this kind of clock‬
decline-casual = ‮only unrated games‬
decline-rated = ‮only rated games‬
decline-game = ‮not this game‬
decline-no-bot = ‮no games against bots‬
decline-only-bot = ‮only games against bots‬
site-name = ‮Play board games‬
finished-aborted = ‮aborted‬
finished-drawn = { $how ->
    [resignation] ‮drawn by resignation‬
    [time] ‮drawn on time‬
    [agreement] ‮drawn by agreement‬
    [left] ‮drawn: the opponent left‬
   *[other] ‮drawn‬
}
finished-won = { $how ->
    [resignation] ‮you won by resignation‬
    [time] ‮you won on time‬
    [agreement] ‮you won by agreement‬
    [left] ‮you won: the opponent left‬
   *[other] ‮you won‬
}
finished-lost = { $how ->
    [resignation] ‮you lost by resignation‬
    [time] ‮you lost on time‬
    [agreement] ‮you lost by agreement‬
    [left] ‮you lost: the opponent left‬
   *[other] ‮you lost‬
}
notice-started = ‮Your game started: ‬{ $game }
notice-finished = ‮Your game is over, ‬{ $how }‮: ‬{ $game }‮.‬
notify-heading = ‮Notifications‬
notify-button-label = { $n ->
    [0] ‮Notifications: nothing waiting‬
   *[other] ‮Notifications: ‬{ $n }‮ waiting‬
}
notify-new = ‮New notifications‬
notify-lately = ‮Lately‬
notify-nothing = ‮Nothing waits for you: no challenge, no game going on.‬
notify-close = ‮Close‬
notify-later = ‮Later‬
notify-challenge-label = { $name }‮ challenges you‬
notify-this-page = ‮(this page)‬
notify-your-move = ‮Your move:‬
notify-your-move-left = ‮Your move (‬{ $left }‮ left):‬
notify-blocked = ‮This browser blocks notifications from this site (its settings can allow them).‬
notify-browser-on = ‮Browser notifications are on while this tab is hidden.‬
notify-browser-ask = ‮Be told in a browser notification while this tab is hidden?‬
notify-turn-on = ‮Turn on‬
notify-turn-off = ‮Turn off‬
notify-not-allowed = ‮The browser did not allow notifications.‬
notify-see-end = ‮See the end‬
clock-words-delay = { $span }‮ + ‬{ $n }‮ s delay‬
clock-words-per-turn = { $span }‮ per turn‬
ended-won = { $side }‮ won‬
ended-won-resigned = { $side }‮ won — ‬{ $loser }‮ resigned‬
ended-won-resignation = { $side }‮ won — resignation‬
ended-resignation = ‮Ended by resignation‬
ended-won-on-time = { $side }‮ won on time‬
ended-drawn-on-time = ‮Drawn on time‬
ended-on-time = ‮Ended on time‬
ended-drawn-agreement = ‮Drawn by agreement‬
ended-drawn-move-limit = ‮Drawn — the move limit was reached‬
ended-aborted-no-move = ‮Aborted — nobody moved in time‬
ended-aborted = ‮Aborted‬
ended-drawn = ‮Drawn‬
ended-no-result = ‮No result‬
ended-why = { $result }‮ — ‬{ $why }
doing-continue = ‮continue‬
doing-change-password = ‮change your password‬
account-tab-title = ‮Account‬
account-heading = ‮Account: ‬{ $name }
account-sign-in-or-up = ‮Sign in or sign up‬
account-change-password = ‮Change password‬
account-current-password = ‮Current password‬
account-new-password = ‮New password‬
account-password-changed = ‮Password changed.‬
account-name = ‮Name‬
account-password = ‮Password‬
account-create-heading = ‮Create an account‬
account-create = ‮Create account‬
account-guests = ‮Guests can play without an account; their games are not rated.‬
rating-chart-none = { $label }‮: no rated games yet‬
rating-chart = { $label }: from { $from } to { $to } over { $n ->
    [one] { $n }‮ rated game‬
   *[other] { $n }‮ rated games‬
} (range { $min }–{ $max })
outcome-won = ‮won‬
outcome-lost = ‮lost‬
outcome-draw = ‮draw‬
outcome-none = ‮no result‬
players-bot = ‮bot‬
players-bot-title = ‮A bot account: a program plays it‬
player-missing-title = ‮No such player‬
player-missing-text = ‮Nobody is called “‬{ $name }‮”: check the name, or find players on the leaderboards.‬
player-missing-action = ‮See the leaderboards‬
player-tab-title = { $name }‮ — player‬
player-tab-title-bot = { $name }‮ (bot) — player‬
player-since = ‮Playing since ‬{ $date }‮.‬
player-since-online = ‮Playing since ‬{ $date }‮. Online now.‬
player-sign-in-to-challenge = { $signIn }‮ to challenge ‬{ $name }‮.‬
player-challenge = ‮Challenge ‬{ $name }
player-download = ‮Download games‬
player-import = ‮Import games‬
player-events = ‮Events‬
player-ratings-caption = ‮Ratings (? marks a provisional rating)‬
player-rating = ‮Rating‬
player-games = ‮Games‬
player-wld = ‮W / L / D‬
player-history = ‮History‬
player-rating-of = { $game }‮ rating‬
player-provisional = ‮(provisional)‬
player-no-rated = ‮No rated games yet.‬
player-a-guest = ‮a guest‬
pool-title = { $game }‮ (‬{ $pool }‮)‬
pool-correspondence = ‮correspondence‬
pool-live = ‮Live‬
pool-correspondence-tab = ‮Correspondence‬
filter-label = ‮Filter the games‬
filter-all-games = ‮all games‬
filter-any-result = ‮any result‬
filter-drawn = ‮drawn‬
filter-result = ‮Result‬
filter-opponent = ‮Opponent‬
filter-submit = ‮Filter‬
games-older = ‮Older games‬
games-loading = ‮Loading…‬
games-none = ‮No games.‬
games-shown = { $n ->
    [one] { $n }‮ game shown.‬
   *[other] { $n }‮ games shown.‬
}
games-shown-all = { $n ->
    [one] { $n }‮ game shown (all).‬
   *[other] { $n }‮ games shown (all).‬
}
game-item = { $game }‮ vs ‬{ $opponent }‮: ‬{ $outcome }{ $result }{ $unrated }{ $change }
game-item-unrated = ‮, unrated‬
leaderboard-tab-title = { $game }‮: leaderboard‬
leaderboard-heading = ‮Leaderboard: ‬{ $game }
leaderboard-pools = ‮Rating pools‬
leaderboard-empty = ‮Nobody has played 10 rated games of this game yet: a player enters the leaderboard with their tenth.‬
leaderboard-caption = ‮Top players (? marks a provisional rating)‬
archive-heading = ‮Finished game‬
archive-title = { $players }‮ — ‬{ $game }
archive-unrated = ‮unrated‬
archive-clock = ‮clock ‬{ $clock }
archive-analyse = ‮Analyse this game‬
archive-no-replay = ‮This game's record cannot be shown on the board: here it is as text.‬
archive-record-summary = ‮Start position and record (text)‬
archive-standard-start = ‮(the game's standard start)‬
archive-record = ‮Record‬
archive-missing-tab = ‮No such game‬
archive-missing-title = ‮No such finished game‬
archive-missing-text = ‮There is no finished game ‬{ $id }‮: the link may be wrong, or the game is not archived (yet).‬
replay-heading = ‮Replay‬
replay-start = ‮Start position (action 0 of ‬{ $n }‮)‬
replay-action = ‮Action ‬{ $at }‮ of ‬{ $n }‮: ‬{ $side } { $action }
replay-first = ‮First position‬
replay-last = ‮Last position‬
replay-keys = ‮Keys: ← and → step through the game; in the replay, Home and End go to its ends.‬
analysis-wins = { $side }‮ wins‬
analysis-wins-in = { $side }‮ wins in ‬{ $n }
analysis-share = { $n }‮% for ‬{ $side }
analysis-no-game = ‮There is no game ‬{ $game }‮ here.‬
analysis-heading = { $game }‮: analysis‬
analysis-tab-title = { $game }‮: analysis board‬
analysis-evaluation = ‮Evaluation‬
analysis-evaluation-is = ‮Evaluation: ‬{ $value }
analysis-position-placeholder = ‮A position in the game's notation‬
analysis-review-game = ‮Review the whole game‬
analysis-review-heading = ‮Computer review‬
analysis-set-up = ‮Set up‬
analysis-start-here = ‮Start here‬
analysis-flip = ‮Flip‬
analysis-engine = ‮Engine‬
analysis-explorer = ‮Opening explorer‬
analysis-move = ‮Move‬
analysis-results = { $first }‮ / draw / ‬{ $second }
analysis-beyond-opening = ‮Past the first 20 moves: the explorer counts openings only.‬
analysis-no-games = ‮No archived game reached this position.‬
analysis-games-reached = { $n ->
    [one] { $n }‮ archived game reached this position.‬
   *[other] { $n }‮ archived games reached this position.‬
}
analysis-game-over = ‮Game over: ‬{ $result }‮.‬
analysis-engine-info = { $searcher }‮ · depth ‬{ $depth }‮ · ‬{ $nodes }‮ nodes · ‬{ $seconds }‮ s‬
analysis-thinking = ‮Thinking…‬
analysis-reviewing = ‮Reviewing…‬
analysis-start = ‮start‬
analysis-best = ‮best ‬{ $action }
analysis-reviewed = ‮Reviewed ‬{ $done }‮ of ‬{ $n }‮ positions…‬
analysis-swings = ‮The biggest swings: after ‬{ $moves }‮.‬
analysis-no-swing = ‮No swing.‬
analysis-engine-off = ‮The engine is off.‬
live-heading = ‮Games being played‬
live-all-games = ‮All games‬
live-tv-link = ‮Watch the best game on TV‬
live-caption = ‮The highest rated first‬
live-players = ‮Players‬
live-watching = ‮Watching‬
live-none = ‮No game is being played right now.‬
doing-list-live = ‮list the games being played‬
tv-heading = ‮TV‬
tv-heading-game = ‮TV: ‬{ $game }
tv-none = ‮No game is being played right now: the next one shows here as soon as it starts.‬
doing-find-tv = ‮find the best game being played‬
export-heading = { POSSESSIVE($name) }‮ games as records‬
export-intro = ‮One text file: each game's record, as the rules pages describe it, after tags naming the game, its date, its clock and its players. Import it here or elsewhere.‬
export-played = ‮Download played games‬
export-imported = ‮Download imported games‬
export-reading = ‮Reading the archive…‬
export-reading-count = Reading the archive… { $n ->
    [one] { $n }‮ game‬
   *[other] { $n }‮ games‬
}
export-games = { $n ->
    [one] { $n }‮ game:‬
   *[other] { $n }‮ games:‬
}
doing-read-games = ‮read ‬{ POSSESSIVE($name) }‮ games‬
import-sign-in = ‮Sign in to import games.‬
import-game-from-tag = ‮As each record's Game tag says‬
import-format-records = ‮Records (as downloaded here)‬
import-format-csv = ‮Copenhagen Hnefatafl CSV (aagenielsen.dk games)‬
import-submit = ‮Import‬
import-written-as = ‮Written as‬
import-file = ‮A file‬
import-text = ‮or the records‬
import-intro = ‮Records are replayed through the rules: each one the rules accept is archived as an unrated imported game, linked below and listed among your imports; one they refuse is named with why. The same record imported again is the same game.‬
import-nothing = ‮There are no records to import.‬
import-progress = Importing… { $n ->
    [one] { $n }‮ record read‬
   *[other] { $n }‮ records read‬
}
import-record-game = Record { $index }: { $game }, { $n ->
    [one] { $n }‮ action‬
   *[other] { $n }‮ actions‬
}
import-before = ‮(imported before)‬
import-record-problem = ‮Record ‬{ $index }‮: ‬{ $reason }
import-done = { $n ->
    [one] { $n }‮ game imported‬
   *[other] { $n }‮ games imported‬
}, { $already } imported before, { $refused } refused.
doing-import = ‮import the records‬
push-heading = ‮Push notifications‬
push-intro = ‮Your move in a correspondence game, a challenge and a game's end, on this device even when the site is closed.‬
push-save-quiet = ‮Save quiet hours‬
push-no-quiet = ‮No quiet hours‬
push-quiet-heading = ‮Quiet hours‬
push-quiet-intro = ‮No push between (your time):‬
push-from = ‮From‬
push-to = ‮To‬
push-quiet-from-to = ‮Quiet from ‬{ $from }‮ to ‬{ $to }‮.‬
push-quiet-none = ‮No quiet hours.‬
push-devices = ‮Push notifications reach ‬{ $n }‮ of your devices.‬
push-unsupported = ‮This browser cannot receive push notifications.‬
push-turn-on = ‮Turn on on this device‬
push-turn-off = ‮Turn off on this device‬
push-on = ‮Push notifications are on on this device.‬
push-off = ‮Push notifications are off on this device.‬
push-no-answer = ‮this browser's push service did not answer‬
push-change-failed = ‮Could not change it: ‬{ $error }
push-not-saved = ‮Not saved: ‬{ $error }
push-read-failed = ‮Could not read it: ‬{ $error }
analysis-swing = ‮swing ‬{ $n }
replay-board = { $game }‮ board: ‬{ $step }
events-title = ‮Events‬
events-title-player = { POSSESSIVE($name) }‮ events‬
events-col-event = ‮Event‬
events-col-game = ‮Game‬
events-col-format = ‮Format‬
events-col-players = ‮Players‬
events-col-starts = ‮Starts‬
events-none = ‮None.‬
events-running = ‮Running‬
events-upcoming = ‮Upcoming‬
events-finished = ‮Finished‬
doing-see-events = ‮see the events‬
events-make = ‮Make an event‬
events-sign-in-to-make = { $signIn }‮ to make an event.‬
events-name = ‮Name‬
events-game = ‮Game‬
events-format = ‮Format‬
events-arena = ‮Arena‬
events-swiss = ‮Swiss‬
events-round-robin = ‮Round-robin‬
events-clock = ‮Clock (minutes+seconds)‬
events-rated = ‮Rated‬
events-starts-in = ‮Starts in (minutes)‬
events-length = ‮Length (minutes)‬
events-rounds = ‮Rounds‬
events-max = ‮Most players‬
events-entry = ‮Who may join‬
events-entry-all = ‮People and bots‬
events-entry-people = ‮People only‬
events-entry-bots = ‮Bots only‬
events-berserk-allowed = ‮Berserk allowed (half your clock, no increment, a point more for a win)‬
events-double = ‮Double round-robin (each pair plays both sides)‬
events-computers = ‮Enter the computer players‬
events-own-rules = ‮The game's own rules only (no rule options, no move limit)‬
events-move-limit = ‮Move limit (turns; the turn that reaches it draws)‬
events-password = ‮Password (optional)‬
events-submit = ‮Make the event‬
events-making = ‮Making the event…‬
doing-make-event = ‮make an event‬
events-event = ‮Event‬
events-page-title = { $name }‮ — event‬
events-meta-rated = ‮rated‬
events-meta-berserk = ‮berserk‬
events-meta-by = ‮by ‬{ $name }
events-meta-bots-only = ‮bots only‬
events-meta-people-only = ‮people only‬
events-withdraw = ‮Withdraw‬
events-join = ‮Join‬
events-password-label = ‮The event's password‬
events-sign-in-to-join = { $signIn }‮ to join.‬
events-your-game = ‮Your game is on: ‬{ $game }
events-versus = { $first }‮ vs ‬{ $second }
events-berserked = ‮⚔ berserk: half your clock, no increment‬
events-berserk = ‮⚔ Berserk‬
doing-join-event = ‮join events‬
doing-berserk = ‮berserk‬
doing-follow-event = ‮follow this event‬
events-col-player = ‮Player‬
events-col-score = ‮Score‬
events-col-points = ‮Points‬
events-col-games = ‮Games‬
events-col-performance = ‮Performance‬
events-col-tie-breaks = ‮Tie-breaks‬
events-standings = ‮Standings‬
events-games = ‮Games‬
events-crosstable = ‮Crosstable‬
events-col-round = ‮Round‬
events-col-first = ‮First‬
events-col-second = ‮Second‬
events-col-result = ‮Result‬
events-playing = ‮playing‬
events-replay = ‮Replay‬
events-watch = ‮Watch‬
events-round-short = ‮R‬{ $round }
events-words-arena = ‮Arena, ‬{ $minutes }‮ min‬
events-words-swiss = { $rounds ->
    [one] ‮Swiss, ‬{ $rounds }‮ round‬
   *[other] ‮Swiss, ‬{ $rounds }‮ rounds‬
}
events-words-double = ‮Double round-robin‬
events-words-round-robin = ‮Round-robin‬
events-starts-in-clock = ‮Starts in ‬{ $clock }
events-is-finished = ‮Finished‬
events-ends-in = ‮Ends in ‬{ $clock }
events-round-going = ‮Round ‬{ $round }‮ of ‬{ $rounds }‮ is being played‬
events-round-soon = ‮Round ‬{ $round }‮ of ‬{ $rounds }‮ starts soon‬
events-cross-win = ‮W‬{ $place }
events-cross-draw = ‮D‬{ $place }
events-cross-loss = ‮L‬{ $place }
events-cross-bye = ‮bye‬