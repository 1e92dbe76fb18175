#!/usr/bin/env bash
# Calibration of the service's computer players (src/lobby/computers.rs, docs/bots.md,
# "Ratings of the computer players"): matches through a real server between neighbouring
# levels and against a fixed reference (the uniformly random player), for each game, with
# `arbiter match`. Each match prints the score and the Elo difference it implies.
#
#   bench/calibrate.sh [GAMES] [GAME ...]     # defaults: 20 games a match; every served game
#
# The levels as `arbiter match` spells them: easy = mcts:1it (one iteration), medium =
# mcts:100ms, hard = mcts:1000ms; the reference is `random`. HARD_GAMES (default GAMES / 2)
# games are played between medium and hard (a second a move). Games still undecided after
# MAX_ACTIONS (default 600) actions are scored as draws. Results: one JSON line per match in
# $OUT/calibration.jsonl (OUT defaults to bench/out). ARBITER_BIN: a binary already built
# (the default builds the release one). Run it on a quiet machine: the searches are timed.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/lib.sh
GAMES=${1:-20}
shift || true
KINDS=("$@")
if [ ${#KINDS[@]} -eq 0 ]; then KINDS=(hanniball hnefatafl chess-football); fi
HARD_GAMES=${HARD_GAMES:-$((GAMES / 2))}
MAX_ACTIONS=${MAX_ACTIONS:-600}
OUT=${OUT:-bench/out}
mkdir -p "$OUT"
if [ -n "${ARBITER_BIN:-}" ]; then
  BIN=$ARBITER_BIN
else
  cargo build --release --locked --bin arbiter
  BIN=target/release/arbiter
fi
PORT=$(free_port)
ARBITER_BOT_GAMES=0 "$BIN" --listen "127.0.0.1:$PORT" >"$WORK/server.log" 2>&1 &
PIDS+=($!)
wait_port "$PORT" "$WORK/server.log"
match() { # kind a b games
  echo "== $1: $2 vs $3, $4 games" >&2
  "$BIN" match --addr "127.0.0.1:$PORT" --game-kind "$1" --a "$2" --b "$3" --games "$4" \
    --parallel 1 --max-actions "$MAX_ACTIONS" --json | tee -a "$OUT/calibration.jsonl"
}
for kind in "${KINDS[@]}"; do
  match "$kind" random mcts:1it "$GAMES"
  match "$kind" mcts:1it mcts:100ms "$GAMES"
  match "$kind" mcts:100ms mcts:1000ms "$HARD_GAMES"
done
