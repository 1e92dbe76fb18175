#!/usr/bin/env bash
# Concurrent players per service core: runs the load generator's players mix (games of two
# watching players and spectators with think times, see src/bin/loadgen.rs) against the release
# server pinned to one core, and finds the largest number of games N whose p99 move-to-opponent
# latency stays under 100 ms with no error — on the memory store and on Redis (a private
# redis-server on a free port, also pinned beside the service).
#
# The server runs on CPU $SERVER_CPU (taskset), the load generator on $CLIENT_CPU. Each run
# reports: games, players (2 per game), watch streams, moves/s, service CPU (cores, from
# utime+stime in /proc/PID/stat), Redis CPU (cores), service and Redis RSS (MiB), p50/p99 of
# ApplyAction and of MoveToOpponent, errors. The search doubles N from $START until the bound
# breaks, then bisects $BISECT times.
#
# Settings (environment): START (250 games), MAX (64000), DURATION (20 s measured), WARMUP (20 s,
# long enough for every slot to have created its game and opened its streams), RAMP (10 s: the
# slots start their first games spread over it, as a crowd arrives, not in one burst),
# THINK_MIN/THINK_MAX (2/20 s),
# SPECTATORS (1 per game), CONNECTIONS (64 HTTP/2 connections), BISECT (3), STORES ("memory
# redis"), P99_MS (100), OUT (a JSON-lines file of every run, default bench/capacity.jsonl).
set -euo pipefail
cd "$(dirname "$0")/.."

START=${START:-250}
MAX=${MAX:-64000}
DURATION=${DURATION:-20}
WARMUP=${WARMUP:-20}
RAMP=${RAMP:-10}
THINK_MIN=${THINK_MIN:-2}
THINK_MAX=${THINK_MAX:-20}
SPECTATORS=${SPECTATORS:-1}
CONNECTIONS=${CONNECTIONS:-64}
BISECT=${BISECT:-3}
STORES=${STORES:-memory redis}
P99_MS=${P99_MS:-100}
SERVER_CPU=${SERVER_CPU:-0}
CLIENT_CPU=${CLIENT_CPU:-1}
OUT=${OUT:-bench/capacity.jsonl}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}

for tool in redis-server redis-cli jq taskset; do
  command -v "$tool" >/dev/null || { echo "needs $tool" >&2; exit 2; }
done
cargo build --release --locked --bin arbiter --bin loadgen
BIN=$CARGO_TARGET_DIR/release
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"

. bench/lib.sh
HZ=$(getconf CLK_TCK)

REDIS_PID=
start_redis() {
  REDIS_PORT=$(free_port)
  taskset -c "$SERVER_CPU" redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' \
    --appendonly no --protected-mode no --dir "$WORK" >"$WORK/redis.log" 2>&1 &
  REDIS_PID=$!
  PIDS+=("$REDIS_PID")
  wait_port "$REDIS_PORT" "$WORK/redis.log"
}

start_server() { # store
  local port
  port=$(free_port)
  local extra=()
  [ "$1" = redis ] && extra=(--redis-url "redis://127.0.0.1:$REDIS_PORT/")
  RUST_LOG=warn taskset -c "$SERVER_CPU" "$BIN/arbiter" --listen "127.0.0.1:$port" \
    --rate-limit-calls-per-sec 0 --rate-limit-new-games-per-min 0 \
    --rate-limit-seat-calls-per-sec 0 "${extra[@]}" >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  PIDS+=("$SERVER_PID")
  wait_port "$port" "$WORK/server.log"
  TARGET="http://127.0.0.1:$port"
}
stop_server() { kill "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; }

# One run of N games on a fresh server; prints one JSON line and returns 0 when within bound.
run_n() { # store n
  local store=$1 n=$2
  [ "$store" = redis ] && redis-cli -p "$REDIS_PORT" flushall >/dev/null
  start_server "$store"
  taskset -c "$CLIENT_CPU" "$BIN/loadgen" --target "$TARGET" --json --mix players \
    --concurrency "$n" --connections "$CONNECTIONS" --spectators "$SPECTATORS" \
    --think-min "$THINK_MIN" --think-max "$THINK_MAX" --duration "$DURATION" \
    --warmup "$WARMUP" --ramp "$RAMP" >"$WORK/run.json" 2>"$WORK/run.err" &
  local lg=$!
  sleep "$WARMUP"
  local s0 r0=0 t0 s1 r1=0 t1 rss rrss=0
  s0=$(ticks "$SERVER_PID"); [ -n "$REDIS_PID" ] && [ "$store" = redis ] && r0=$(ticks "$REDIS_PID")
  t0=$(date +%s.%N)
  sleep "$DURATION"
  s1=$(ticks "$SERVER_PID"); [ -n "$REDIS_PID" ] && [ "$store" = redis ] && r1=$(ticks "$REDIS_PID")
  t1=$(date +%s.%N)
  rss=$(rss_mib "$SERVER_PID")
  [ "$store" = redis ] && rrss=$(rss_mib "$REDIS_PID")
  wait "$lg" || true
  stop_server
  local wall
  wall=$(echo "$t1 - $t0" | bc -l)
  jq -c --arg store "$store" --argjson n "$n" --argjson spect "$SPECTATORS" \
    --argjson cpu "$(echo "($s1 - $s0) / $HZ / $wall" | bc -l)" \
    --argjson rcpu "$(echo "($r1 - $r0) / $HZ / $wall" | bc -l)" \
    --argjson rss "$rss" --argjson rrss "$rrss" --argjson p99 "$P99_MS" \
    '{store: $store, games: $n, players: (2 * $n), streams: .peak_watch_streams,
      moves_per_s: ((.rpcs.ApplyAction.rps // 0) | floor),
      service_cores: ($cpu * 1000 | round / 1000), redis_cores: ($rcpu * 1000 | round / 1000),
      service_rss_mib: $rss, redis_rss_mib: $rrss,
      service_us_per_move: (if (.rpcs.ApplyAction.rps // 0) > 0 then ($cpu * 1e6 / .rpcs.ApplyAction.rps | round) else null end),
      apply_p50_ms: ((.rpcs.ApplyAction.p50_us // 0) / 1000), apply_p99_ms: ((.rpcs.ApplyAction.p99_us // 0) / 1000),
      opp_p50_ms: ((.rpcs.MoveToOpponent.p50_us // 0) / 1000), opp_p99_ms: ((.rpcs.MoveToOpponent.p99_us // 0) / 1000),
      errors: .error_total, error_kinds: (.errors | keys),
      ok: (.error_total == 0 and (.rpcs.MoveToOpponent.count // 0) > 0
           and (.rpcs.MoveToOpponent.p99_us // 1e12) < ($p99 * 1000)
           and .peak_watch_streams >= ($n * (2 + $spect)))}' \
    "$WORK/run.json" 2>/dev/null || echo "{\"store\":\"$store\",\"games\":$n,\"ok\":false,\"errors\":\"no report: $(head -c 200 "$WORK/run.err" | tr -d '"\n')\"}"
}

: >"$OUT"
for store in $STORES; do
  [ "$store" = redis ] && [ -z "$REDIS_PID" ] && start_redis
  good=0 bad=0 n=$START
  while [ "$n" -le "$MAX" ]; do
    line=$(run_n "$store" "$n"); echo "$line" | tee -a "$OUT"
    if [ "$(echo "$line" | jq .ok)" = true ]; then good=$n; n=$((n * 2)); else bad=$n; break; fi
  done
  if [ "$bad" -gt 0 ]; then
    for _ in $(seq "$BISECT"); do
      mid=$(((good + bad) / 2))
      [ "$mid" -le "$good" ] && break
      line=$(run_n "$store" "$mid"); echo "$line" | tee -a "$OUT"
      if [ "$(echo "$line" | jq .ok)" = true ]; then good=$mid; else bad=$mid; fi
    done
  fi
  echo "== $store: largest N within bound: $good games = $((2 * good)) players on one core (failed at ${bad:-none})"
done
