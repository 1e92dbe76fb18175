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
# driven through `arbiter bot --engine` by bench/copenhagen_engine.py, which replays the
# game into it before each move and checks its answer against the service's legal moves.
# The opponent is started with --repeat-moves: the service's rules have no repetition rule
# (docs/hnefatafl-rules.md), so neither does the opponent here. The opponent declares a draw
# after its turn limit (MAX_TURNS, 140); such a game is scored a draw. Results: one line per game in
# $OUT/results.txt, and the score at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
GAMES=${1:-40}
BUDGET_MS=${2:-1000}
ROOT=${TAFL_AI_ROOT:-/work/tafl-ai}
PORT=${PORT:-50987}
OUT=${OUT:-$(mktemp -d /tmp/tafl-vs-copenhagen.XXXXXX)}
OPPONENT="$ROOT/bin/hnefatafl-text-protocol"
# The opponent's `generate_move` searches a fixed depth (4 plies) and takes no time limit; the
# adapter allows an engine its move time + 10 s, so the opponent's seat gets a long one.
OPPONENT_MS=${OPPONENT_MS:-120000}
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
ENGINE="python3 bench/copenhagen_engine.py --program $OPPONENT --repeat-moves --result $OUT/results.txt"
for k in $(seq 0 $((GAMES - 1))); do
  if [ $((k % 2)) -eq 0 ]; then ours=attackers; theirs=defenders; else ours=defenders; theirs=attackers; fi
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
python3 - "$OUT/results.txt" <<'EOF'
import sys
won = lost = drawn = errors = 0
for line in open(sys.argv[1], encoding="utf-8"):
    words = line.split()
    if len(words) >= 2 and words[1] == "error":
        errors += 1
    elif words[1:3] == ["result", "won"]:
        if words[3] == words[0]:
            lost += 1
        else:
            won += 1
    elif words[1:3] == ["result", "drawn"] or words[1:3] == ["stopped", "draw"]:
        # "stopped draw": the opponent's turn limit (140), a rule the service does not have.
        drawn += 1
    else:
        errors += 1
games = won + lost + drawn
score = (won + drawn / 2) / games if games else 0.0
print(f"built-in bot: won {won}, drawn {drawn}, lost {lost}, errors {errors}; score {score:.3f} over {games} games")
EOF
echo "logs in $OUT"
