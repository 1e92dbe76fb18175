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
#
# MODE=overload measures admission control under overload instead (src/rpc/admission.rs), on
# each store: first the capacity C, the moves/s of a closed loop of CAP_CONCURRENCY (48) games
# playing as fast as they can (steps chosen locally) whose ApplyAction p99 stays under P99_MS;
# then, for each factor F of FACTORS ("2 4"), an open-loop offered load of F x C calls/s
# (loadgen --mix overload: sent on schedule whatever the answers) mixing moves in RUNNING_GAMES
# (2000) running games with NewGame calls (NEW_SHARE, 0.5, of the calls). Each run reports the
# admitted calls' p50/p99, the refused calls (RESOURCE_EXHAUSTED) and their latency, and reads
# every running game back afterwards: its version must be what was acknowledged (moves_lost 0).
# Its lines go to OUT (default bench/overload.jsonl). The admission flags are the binary's
# defaults unless ADMISSION_FLAGS says otherwise (e.g. "--admission-permits 0" to see the
# service without it). Each line also gives client_cores, the load generator's CPU: at 1.0 it
# is the client that is saturated, not the service, and the latencies are the client's own
# queue. On a machine whose client core cannot offer 4x what a whole service core serves, give
# the service a share of its core instead: SERVER_QUOTA=25 (per cent of one core, a CPU cgroup
# with a 10 ms period; needs root and the cgroup CPU controller, v1 or v2).
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
MODE=${MODE:-players}
CAP_CONCURRENCY=${CAP_CONCURRENCY:-48}
FACTORS=${FACTORS:-2 4}
RUNNING_GAMES=${RUNNING_GAMES:-2000}
NEW_SHARE=${NEW_SHARE:-0.5}
ADMISSION_FLAGS=${ADMISSION_FLAGS:-}
if [ "$MODE" = overload ]; then OUT=${OUT:-bench/overload.jsonl}; else OUT=${OUT:-bench/capacity.jsonl}; fi
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

# SERVER_QUOTA: the service's share of its core, per cent (a CPU cgroup, made on first use).
CGROUP=
limit_cpu() { # pid
  [ -n "${SERVER_QUOTA:-}" ] || return 0
  if [ -z "$CGROUP" ]; then
    if [ -f /sys/fs/cgroup/cgroup.controllers ]; then
      CGROUP=/sys/fs/cgroup/arbiter-bench-$$
      mkdir "$CGROUP"
      echo "$((SERVER_QUOTA * 100)) 10000" >"$CGROUP/cpu.max"
    else
      CGROUP=/sys/fs/cgroup/cpu/arbiter-bench-$$
      mkdir "$CGROUP"
      echo 10000 >"$CGROUP/cpu.cfs_period_us"
      echo "$((SERVER_QUOTA * 100))" >"$CGROUP/cpu.cfs_quota_us"
    fi
    trap 'stop_all; rm -rf "$WORK"; rmdir "$CGROUP" 2>/dev/null || true' EXIT
  fi
  echo "$1" >"$CGROUP/cgroup.procs"
}

start_server() { # store
  local port
  port=$(free_port)
  local extra=()
  [ "$1" = redis ] && extra=(--redis-url "redis://127.0.0.1:$REDIS_PORT/")
  RUST_LOG=warn taskset -c "$SERVER_CPU" "$BIN/arbiter" --listen "127.0.0.1:$port" \
    --rate-limit-calls-per-sec 0 --rate-limit-new-games-per-min 0 \
    --rate-limit-seat-calls-per-sec 0 $ADMISSION_FLAGS "${extra[@]}" >"$WORK/server.log" 2>&1 &
  SERVER_PID=$!
  PIDS+=("$SERVER_PID")
  limit_cpu "$SERVER_PID"
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

# Overload mode: the capacity, then F x capacity offered open-loop; one JSON line per run.
overload_store() { # store
  local store=$1 cap line factor rate
  [ "$store" = redis ] && redis-cli -p "$REDIS_PORT" flushall >/dev/null
  start_server "$store"
  taskset -c "$CLIENT_CPU" "$BIN/loadgen" --target "$TARGET" --json --mix apply --pick local \
    --concurrency "$CAP_CONCURRENCY" --connections "$CONNECTIONS" --duration "$DURATION" \
    --warmup 3 >"$WORK/cap.json" 2>"$WORK/cap.err" || true
  stop_server
  line=$(jq -c --arg store "$store" --argjson p99 "$P99_MS" \
    '{store: $store, run: "capacity", concurrency: .concurrency,
      moves_per_s: ((.rpcs.ApplyAction.rps // 0) | floor),
      apply_p50_ms: ((.rpcs.ApplyAction.p50_us // 0) / 1000),
      apply_p99_ms: ((.rpcs.ApplyAction.p99_us // 0) / 1000), errors: .error_total,
      ok: (.error_total == 0 and (.rpcs.ApplyAction.p99_us // 1e12) < ($p99 * 1000))}' \
    "$WORK/cap.json")
  echo "$line" | tee -a "$OUT"
  cap=$(echo "$line" | jq .moves_per_s)
  [ "$cap" -gt 0 ] || { echo "no capacity measured on $store" >&2; return 1; }
  for factor in $FACTORS; do
    rate=$((cap * factor))
    [ "$store" = redis ] && redis-cli -p "$REDIS_PORT" flushall >/dev/null
    start_server "$store"
    local s0 t0 s1 t1 code=0
    s0=$(ticks "$SERVER_PID"); t0=$(date +%s.%N)
    local TIMEFORMAT='%U %S %R'
    { time taskset -c "$CLIENT_CPU" "$BIN/loadgen" --target "$TARGET" --mix overload --rate "$rate" \
      --running-games "$RUNNING_GAMES" --new-share "$NEW_SHARE" --connections "$CONNECTIONS" \
      --duration "$DURATION" --warmup 3 >"$WORK/over.json" 2>"$WORK/over.err" || code=$?; } 2>"$WORK/over.time"
    s1=$(ticks "$SERVER_PID"); t1=$(date +%s.%N)
    stop_server
    jq -c --arg store "$store" --argjson factor "$factor" --argjson cap "$cap" \
      --argjson p99 "$P99_MS" --argjson code "$code" \
      --argjson cpu "$(echo "($s1 - $s0) / $HZ / ($t1 - $t0)" | bc -l)" \
      --argjson client "$(read -r u s r <"$WORK/over.time"; echo "($u + $s) / $r" | bc -l)" \
      --arg quota "${SERVER_QUOTA:-}" \
      'def ms(x): ((x // 0) / 1000);
      {store: $store, run: "overload", factor: $factor, capacity_moves_per_s: $cap,
       offered_per_s: .offered_per_s, sent_per_s: (.sent_per_s | floor),
       service_cores: ($cpu * 1000 | round / 1000), client_cores: ($client * 1000 | round / 1000),
       service_quota_pct: (if $quota == "" then null else ($quota | tonumber) end),
       moves_admitted_per_s: ((.rpcs.ApplyAction.rps // 0) | floor),
       move_p50_ms: ms(.rpcs.ApplyAction.p50_us), move_p99_ms: ms(.rpcs.ApplyAction.p99_us),
       moves_refused: (.refused.ApplyAction.count // 0),
       new_games_admitted: (.rpcs.NewGame.count // 0),
       new_game_p50_ms: ms(.rpcs.NewGame.p50_us), new_game_p99_ms: ms(.rpcs.NewGame.p99_us),
       new_games_refused: (.refused.NewGame.count // 0),
       refusal_p50_ms: ms(.refused.NewGame.p50_us), refusal_p99_ms: ms(.refused.NewGame.p99_us),
       move_refusal_p99_ms: ms(.refused.ApplyAction.p99_us),
       skipped_moves: .skipped_moves, errors: .error_total, error_kinds: (.errors | keys),
       running_games: .running_games, moves_acknowledged: .moves_acknowledged,
       games_verified: .games_verified, moves_lost: .moves_lost,
       versions_unaccounted: .versions_unaccounted,
       ok: ($code == 0 and .moves_lost == 0 and .error_total == 0
            and (.rpcs.ApplyAction.p99_us // 1e12) < ($p99 * 1000))}' \
      "$WORK/over.json" 2>/dev/null | tee -a "$OUT" \
      || echo "{\"store\":\"$store\",\"factor\":$factor,\"ok\":false,\"errors\":\"no report: $(head -c 200 "$WORK/over.err" | tr -d '"\n')\"}" | tee -a "$OUT"
  done
}

: >"$OUT"
if [ "$MODE" = overload ]; then
  for store in $STORES; do
    [ "$store" = redis ] && [ -z "$REDIS_PID" ] && start_redis
    overload_store "$store"
  done
  exit 0
fi
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
