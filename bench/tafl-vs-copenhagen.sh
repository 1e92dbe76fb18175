#!/usr/bin/env bash
# The built-in Hnefatafl bot against the AI of the `hnefatafl-copenhagen` package (its
# `hnefatafl-text-protocol` program), over both sides, through a real server.
#
#   bench/tafl-vs-copenhagen.sh [GAMES] [BUDGET_MS]      # defaults: 40 games, 1000 ms a move
#
# The opponent is AGPL and never a dependency of this service: it is installed apart, into
# $TAFL_AI_ROOT (default /work/tafl-ai), the first time, with
#   cargo install hnefatafl-copenhagen --no-default-features --bin hnefatafl-text-protocol --root "$TAFL_AI_ROOT"
# Game k: the built-in bot defends when k is odd, attacks when k is even. The opponent is
# driven through `arbiter bot --engine` by bench/copenhagen_engine.py, which plays it in its
# TCP mode (the only one where its AI takes settings) and checks its every answer against the
# service's legal moves.
# ONLY=attackers (or defenders) plays only the games where the built-in bot has that side;
# FIRST=k starts at game k (with the same OUT, a match goes on: results.txt is appended to).
#
# The opponent's AI: OPPONENT_AI=monte-carlo (default; its Monte Carlo search, told
# OPPONENT_SECONDS a move, default BUDGET_MS rounded to whole seconds, at least 1 — it takes
# whole seconds only) or OPPONENT_AI=basic with OPPONENT_DEPTH=N (its alpha-beta of N plies,
# no time limit). OPPONENT_HOST (default 127.0.0.1) is the loopback address the adapter
# listens on; the port is the program's fixed 49152, so two matches at once need two
# addresses (127.0.0.2, ...).
#
# Its rules differ from the service's in two ways: a draw after its turn limit (140 moves),
# and its defenders may not recreate an earlier board. The adapter gives the AI the game
# with every cycle back to an earlier board cut out (the same position, no board twice), so
# the built-in bot's defenders may repeat as the service allows. A game its program ends
# first is the opponent's line "<seat> stopped <why>": "draw" (the turn limit) is scored a
# draw; "attacker_wins"/"defender_wins" (a win its rules see and the service's do not yet,
# such as its adjudication that the King can no longer escape) is scored as its rules end
# it, for either side, and counted apart; a refused move or a crash of the program is not
# scored. Results: one line per game in
# $OUT/results.txt (seats by number: 0 attackers, 1 defenders), and the score at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-40}
BUDGET_MS=${2:-1000}
ROOT=${TAFL_AI_ROOT:-/work/tafl-ai}
PORT=${PORT:-50987}
OUT=${OUT:-$(mktemp -d /tmp/tafl-vs-copenhagen.XXXXXX)}
OPPONENT="$ROOT/bin/hnefatafl-text-protocol"
OPPONENT_AI=${OPPONENT_AI:-monte-carlo}
OPPONENT_SECONDS=${OPPONENT_SECONDS:-$(( (BUDGET_MS + 500) / 1000 > 0 ? (BUDGET_MS + 500) / 1000 : 1 ))}
OPPONENT_HOST=${OPPONENT_HOST:-127.0.0.1}
# The move time the adapter gives the opponent's seat (it waits that + 30 s for an answer):
# the alpha-beta takes no time limit, so its seat gets a long one.
if [ "$OPPONENT_AI" = basic ]; then OPPONENT_MS=${OPPONENT_MS:-120000}; else OPPONENT_MS=${OPPONENT_MS:-$BUDGET_MS}; fi
mkdir -p "$OUT"
touch "$OUT/results.txt"
if [ ! -x "$OPPONENT" ]; then
  cargo install hnefatafl-copenhagen --no-default-features --bin hnefatafl-text-protocol --root "$ROOT"
fi
# ARBITER_BIN: a binary already built (the default builds the release one).
if [ -n "${ARBITER_BIN:-}" ]; then
  BIN=$ARBITER_BIN
else
  cargo build --release --locked --bin arbiter
  BIN=target/release/arbiter
fi
ARBITER_BOT_GAMES=0 "$BIN" --listen "127.0.0.1:$PORT" >"$OUT/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 50); do
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
  sleep 0.2
done
ENGINE="python3 bench/copenhagen_engine.py --program $OPPONENT --ai $OPPONENT_AI --host $OPPONENT_HOST --result $OUT/results.txt"
if [ "$OPPONENT_AI" = monte-carlo ]; then ENGINE="$ENGINE --seconds $OPPONENT_SECONDS"; fi
if [ -n "${OPPONENT_DEPTH:-}" ]; then ENGINE="$ENGINE --depth $OPPONENT_DEPTH"; fi
echo "opponent: $ENGINE; built-in bot: --budget-ms $BUDGET_MS; logs in $OUT"
FIRST=${FIRST:-0}
for k in $(seq "$FIRST" $((FIRST + GAMES - 1))); do
  if [ $((k % 2)) -eq 0 ]; then ours=attackers; theirs=defenders; else ours=defenders; theirs=attackers; fi
  if [ -n "${ONLY:-}" ] && [ "$ONLY" != "$ours" ]; then continue; fi
  "$BIN" bot --addr "127.0.0.1:$PORT" --game-kind hnefatafl --new --seat "$ours" \
    --budget-ms "$BUDGET_MS" --seed "$((k + 1))" >"$OUT/ours-$k.log" 2>&1 &
  OURS=$!
  for _ in $(seq 100); do
    grep -q "^$theirs token " "$OUT/ours-$k.log" 2>/dev/null && break
    sleep 0.1
  done
  game=$(awk '/^game /{print $2; exit}' "$OUT/ours-$k.log")
  token=$(awk -v s="$theirs" '$1==s && $2=="token"{print $3; exit}' "$OUT/ours-$k.log")
  "$BIN" bot --addr "127.0.0.1:$PORT" --game-kind hnefatafl --game "$game" --token "$token" \
    --seat "$theirs" --budget-ms "$OPPONENT_MS" --engine "$ENGINE" >"$OUT/theirs-$k.log" 2>&1 || \
    grep -q "stopped" <(tail -n 1 "$OUT/results.txt") || \
    echo "$theirs error game=$k (see $OUT/theirs-$k.log)" >>"$OUT/results.txt"
  # When the opponent stopped first (its own rules ended the game), ours waits on: end it.
  kill "$OURS" 2>/dev/null || true
  wait "$OURS" 2>/dev/null || true
  tail -n 1 "$OUT/results.txt"
done
# Score of the built-in bot: the opponent's lines are "<its seat> result won <seat>".
python3 - "$OUT/results.txt" "$OUT" <<'EOF'
import glob
import re
import sys
# By the built-in bot's side: won, drawn, lost.
tally = {"attackers": [0, 0, 0], "defenders": [0, 0, 0]}
unscored = errors = 0
adjudicated = {"attackers": 0, "defenders": 0}
other = {"attackers": "defenders", "defenders": "attackers"}
thinks = []
# The adapter names seats by number (docs/bots.md, `newgame`): 0 attackers, 1 defenders.
names = {"0": "attackers", "1": "defenders"}
crashed = 0
for line in open(sys.argv[1], encoding="utf-8"):
    words = [names.get(word, word) for word in line.split()]
    if len(words) < 3 or words[0] not in other:
        errors += 1
        continue
    ours = other[words[0]]
    if words[1:3] == ["result", "won"]:
        tally[ours][2 if words[3] == words[0] else 0] += 1
    elif words[1:3] == ["result", "drawn"] or words[1:3] == ["stopped", "draw"]:
        # "stopped draw": the opponent's turn limit (140), a rule the service does not have.
        tally[ours][1] += 1
    elif words[1:3] == ["stopped", "resigns"]:
        tally[ours][0] += 1
    elif words[1] == "stopped" and words[2] in ("attacker_wins", "defender_wins"):
        # Its program ended the game by its own rules (its adjudication that the King cannot
        # escape, say): scored as its rules end it, whichever side they give the game to.
        winner = "attackers" if words[2] == "attacker_wins" else "defenders"
        tally[ours][0 if winner == ours else 2] += 1
        adjudicated[winner] += 1
    elif words[1:3] == ["stopped", "crashed"]:
        crashed += 1
    elif words[1] == "stopped":
        unscored += 1
    else:
        errors += 1
    for word in words:
        if word.startswith("think_mean="):
            thinks.append(float(word.split("=")[1]))
won = sum(t[0] for t in tally.values())
drawn = sum(t[1] for t in tally.values())
lost = sum(t[2] for t in tally.values())
games = won + drawn + lost
score = (won + drawn / 2) / games if games else 0.0
for side, (w, d, l) in tally.items():
    print(f"built-in bot as {side}: won {w}, drawn {d}, lost {l}")
print(f"built-in bot: won {won}, drawn {drawn}, lost {lost}; score {score:.3f} over {games} games; "
      f"not scored: rule differences {unscored}, the opponent crashed {crashed}, errors {errors}")
print(f"ended by the opponent's rules (scored as they end it): won by the attackers {adjudicated['attackers']}, "
      f"by the defenders {adjudicated['defenders']}")
if thinks:
    print(f"opponent's mean think time per move (mean of the games' means): {sum(thinks) / len(thinks):.3f} s")
# The built-in bot prints its mean think time when a game ends by the service's rules.
ours = []
for path in glob.glob(f"{sys.argv[2]}/ours-*.log"):
    for line in open(path, encoding="utf-8", errors="replace"):
        found = re.search(r"played (\d+) actions, ([0-9.]+) ms think per action", line)
        if found and int(found.group(1)) > 0:
            ours.append(float(found.group(2)) / 1000)
if ours:
    print(f"built-in bot's mean think time per move (mean of the games' means, {len(ours)} games): {sum(ours) / len(ours):.3f} s")
EOF
echo "logs in $OUT"
