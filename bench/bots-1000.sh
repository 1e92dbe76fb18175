#!/usr/bin/env bash
# The computer opponent at scale: 1,000 concurrent untimed games against the computer on two
# replicas (release build, one Redis, both replicas thinking), most of whose humans walk away
# after their first move while a few stay and play on. Prints one JSON line: the staying
# humans' reply times (p50, p99, max: the budget plus queueing behind everybody's moves) and
# how long until every game had its computer move. docs/bots.md gives the figures.
#
#   bench/bots-1000.sh                          1000 games, 20 staying for 10 turns, 100 ms
#   BOT_SCALE_GAMES=200 bench/bots-1000.sh      fewer games
#
# Variables: BOT_SCALE_GAMES (1000), BOT_SCALE_STAYING (20), BOT_SCALE_TURNS (10),
# BOT_SCALE_BUDGET_MS (100, the computer's think time per move), BOT_SCALE_THINKERS (4, moves
# thought at once per replica: --bot-games).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v redis-server >/dev/null || { echo "redis-server is needed (apt-get install redis-server)" >&2; exit 1; }
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
cargo test --release --locked --test bots bot_scale:: bench_many_games -- --ignored --nocapture --test-threads 1 2>&1 \
  | grep -oE '\{"games".*\}|test result.*|panicked.*|FAILED.*'
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
