#!/usr/bin/env bash
# Service memory per idle watch stream: GAMES games of two players and SPECTATORS spectators,
# each with its own WatchGame stream, spread over CONNECTIONS HTTP/2 connections, with a think
# time of 1000 s (nothing moves while the streams are open). Prints, per store, the server's
# VmRSS before the load and with every stream open, and the difference per stream in KiB.
#
# Settings (environment): BIN (the directory of the arbiter and loadgen binaries, default
# target/release), STORES ("memory redis"), GAMES (500), SPECTATORS (2), CONNECTIONS (64),
# DURATION (25 s of load; the RSS is read SAMPLE_AT seconds in, default 20), PROFILER (a command
# the server runs under, e.g. "heaptrack -o /tmp/idle" or "valgrind --tool=massif"; empty:
# none), RUST_LOG (the server's default: info).
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${BIN:-target/release}
STORES=${STORES:-memory redis}
GAMES=${GAMES:-500}
SPECTATORS=${SPECTATORS:-2}
CONNECTIONS=${CONNECTIONS:-64}
DURATION=${DURATION:-25}
SAMPLE_AT=${SAMPLE_AT:-20}
PROFILER=${PROFILER:-}

for tool in redis-server jq; do
  command -v "$tool" >/dev/null || { echo "needs $tool" >&2; exit 2; }
done
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"

. bench/lib.sh
# The server's own process (under a profiler, the child that runs the binary).
server_pid() { pgrep -n -f "$BIN/arbiter --listen 127.0.0.1:$1" || echo "$2"; }
rss_kib() { awk '/VmRSS/ { print $2 }' "/proc/$1/status"; }

for store in $STORES; do
  extra=()
  if [ "$store" = redis ]; then
    redis_port=$(free_port)
    redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no \
      --protected-mode no --dir "$WORK" >"$WORK/redis.log" 2>&1 &
    redis_pid=$!
    PIDS+=("$redis_pid")
    wait_port "$redis_port" "$WORK/redis.log"
    extra=(--redis-url "redis://127.0.0.1:$redis_port/")
  fi
  port=$(free_port)
  # shellcheck disable=SC2086 # PROFILER is a command line
  $PROFILER "$BIN/arbiter" --listen "127.0.0.1:$port" --rate-limit-calls-per-sec 0 \
    --rate-limit-new-games-per-min 0 --rate-limit-seat-calls-per-sec 0 "${extra[@]}" \
    >"$WORK/server.log" 2>&1 &
  launcher=$!
  PIDS+=("$launcher")
  wait_port "$port" "$WORK/server.log" 1200
  sleep 1
  pid=$(server_pid "$port" "$launcher")
  before=$(rss_kib "$pid")
  "$BIN/loadgen" --target "http://127.0.0.1:$port" --json --mix players --concurrency "$GAMES" \
    --connections "$CONNECTIONS" --spectators "$SPECTATORS" --think-min 1000 --think-max 1000 \
    --duration "$DURATION" --warmup 0 >"$WORK/run.json" 2>"$WORK/run.err" &
  lg=$!
  sleep "$SAMPLE_AT"
  during=$(rss_kib "$pid")
  wait "$lg" || true
  kill -INT "$pid" 2>/dev/null || true
  wait "$launcher" 2>/dev/null || true
  [ "$store" = redis ] && { kill "$redis_pid"; wait "$redis_pid" 2>/dev/null || true; }
  streams=$(jq .peak_watch_streams "$WORK/run.json" 2>/dev/null || echo 0)
  jq -n -c --arg store "$store" --argjson games "$GAMES" --argjson streams "${streams:-0}" \
    --argjson before "$before" --argjson during "$during" \
    '{store: $store, games: $games, streams: $streams, rss_before_kib: $before,
      rss_open_kib: $during,
      kib_per_stream: (if $streams > 0 then (($during - $before) / $streams * 10 | round / 10) else null end)}'
done
