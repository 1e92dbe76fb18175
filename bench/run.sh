#!/usr/bin/env bash
# Measures the service against the limits of this machine and writes bench/RESULTS.md.
#
# Starts a private redis-server and the release server on free loopback ports in a temporary
# directory, then runs one after another:
#   (a) the no-op Ping RPC through the load generator (the gRPC ceiling),
#   (b) redis-benchmark running the service's own CAS script with EVALSHA (the storage ceiling),
#   (c) the service scenarios on Redis: apply-heavy, read-heavy, NewGame-heavy,
#   (d) the in-memory store: Ping and apply-heavy,
#   (e) the stored size of games played to 100 turns (Redis MEMORY USAGE of all their keys).
# Everything it starts is stopped on exit.
#
# Settings (environment): DURATION seconds measured per scenario (default 10), WARMUP seconds
# before measuring (2), CONCURRENCY (64), CONNECTIONS HTTP/2 connections of the load
# generator (1), H2LOAD_N calls per h2load scenario (60000), CPU_DURATION seconds of the loadgen
# runs that measure ApplyAction's CPU per call next to Ping's (5), H2LOAD_ONLY=1 to run only the
# h2load scenarios and those CPU runs (printed, not written to OUT), SERVER_BIN another server binary to measure
# (the release build of this checkout by default), OUT the report (bench/RESULTS.md), NOTES a hand-written file appended to it
# (bench/analysis.md), LABEL a note put in the report's title.
set -euo pipefail
cd "$(dirname "$0")/.."

DURATION=${DURATION:-10}
WARMUP=${WARMUP:-2}
CONCURRENCY=${CONCURRENCY:-64}
CONNECTIONS=${CONNECTIONS:-1}
OUT=${OUT:-bench/RESULTS.md}
NOTES=${NOTES:-bench/analysis.md}
LABEL=${LABEL:-}
H2LOAD_N=${H2LOAD_N:-60000}
H2LOAD_ONLY=${H2LOAD_ONLY:-}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}

apt_updated=0
need_apt() {
  if [ "$apt_updated" = 0 ]; then
    apt-get update -qq
    apt_updated=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}
command -v redis-server >/dev/null 2>&1 || need_apt redis-server
command -v redis-benchmark >/dev/null 2>&1 || need_apt redis-tools
command -v redis-cli >/dev/null 2>&1 || need_apt redis-tools
command -v jq >/dev/null 2>&1 || need_apt jq
command -v h2load >/dev/null 2>&1 || need_apt nghttp2-client
command -v curl >/dev/null 2>&1 || need_apt curl
command -v python3 >/dev/null 2>&1 || need_apt python3

echo "== building (release)"
if [ -n "$H2LOAD_ONLY" ] && [ -n "${SERVER_BIN:-}" ]; then
  echo "(skipped: measuring $SERVER_BIN)"
  [ -x "$CARGO_TARGET_DIR/release/loadgen" ] || cargo build --release --locked --bin loadgen
else
  cargo build --release --locked --bin arbiter --bin loadgen
fi
BIN=$CARGO_TARGET_DIR/release
SERVER_BIN=${SERVER_BIN:-$BIN/arbiter}

. bench/lib.sh

COMMANDS=()
COMMANDS+=("redis: redis-server --port <port> --bind 127.0.0.1 --save '' --appendonly no --protected-mode no --dir <temporary directory>")
COMMANDS+=("server: RUST_LOG=${RUST_LOG:-info} arbiter --listen 127.0.0.1:<port> --rate-limit-calls-per-sec 0 --rate-limit-new-games-per-min 0 --rate-limit-seat-calls-per-sec 0 [--redis-url redis://127.0.0.1:<redis port>/] (release build; rate limits off: the load comes from one address); every loadgen run has --target http://127.0.0.1:<port> --json")
REDIS_PORT=$(free_port)
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no \
  --protected-mode no --dir "$WORK" >"$WORK/redis.log" 2>&1 &
PIDS+=($!)
wait_port "$REDIS_PORT" "$WORK/redis.log"
RCLI=(redis-cli -p "$REDIS_PORT")

start_server() { # name [--redis-url URL]
  local name=$1 port
  shift
  port=$(free_port)
  RUST_LOG=${RUST_LOG:-info} "$SERVER_BIN" --listen "127.0.0.1:$port" \
    --rate-limit-calls-per-sec 0 --rate-limit-new-games-per-min 0 --rate-limit-seat-calls-per-sec 0 "$@" \
    >"$WORK/$name.log" 2>&1 &
  PIDS+=($!)
  SERVER_PID=$!
  wait_port "$port" "$WORK/$name.log"
  TARGET="http://127.0.0.1:$port"
}

stop_server() {
  kill "$SERVER_PID" 2>/dev/null || true
  wait "$SERVER_PID" 2>/dev/null || true
}

run_load() { # name loadgen-args...
  local name=$1
  shift
  local cmd=("$BIN/loadgen" --target "$TARGET" --duration "$DURATION" --warmup "$WARMUP"
    --concurrency "$CONCURRENCY" --connections "$CONNECTIONS" --json "$@")
  echo "== $name: loadgen ${*}"
  COMMANDS+=("$name: loadgen --duration $DURATION --warmup $WARMUP --concurrency $CONCURRENCY --connections $CONNECTIONS $*")
  if ! "${cmd[@]}" >"$WORK/$name.json"; then
    echo "loadgen reported errors in $name:" >&2
    jq -c .errors "$WORK/$name.json" >&2 || true
    exit 1
  fi
  jq -c '{total_rps, rpcs: (.rpcs | map_values({rps: (.rps|floor), p50_us, p99_us}))}' \
    "$WORK/$name.json"
}

LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
# ---------------------------------------------------------------- Redis-backed server
start_server redis --redis-url "redis://127.0.0.1:$REDIS_PORT/"

# (a') CPU per call with an independent client: h2load sends pre-encoded gRPC frames (written
# by bench/grpc_frame.py) on 1 connection, 64 streams. The server's CPU is read from
# /proc/<pid>/stat (utime + stime) and Redis's from INFO CPU before and after each run.
grpc() { # method frame-file body-file: one call with curl; fails unless grpc-status is 0
  curl -s --http2-prior-knowledge -H 'content-type: application/grpc' -H 'te: trailers' \
    --data-binary @"$2" -D "$3.headers" -o "$3" "$TARGET/hanniball.v1.HanniballService/$1"
  if ! grep -qi '^grpc-status: *0' "$3.headers"; then
    echo "$1 failed:" >&2
    cat "$3.headers" >&2
    exit 1
  fi
}
server_ticks() { awk '{ print $14 + $15 }' "/proc/$SERVER_PID/stat"; }
redis_cpu() { "${RCLI[@]}" INFO CPU | tr -d '\r' | awk -F: '/^used_cpu_(sys|user):/ { s += $2 } END { printf "%.6f", s }'; }
TICK=$(getconf CLK_TCK)
H2ROWS=()
declare -A H2US
h2run() { # name method frame-file what
  local name=$1 method=$2 frame=$3 what=$4 t0 t1 r0 r1 out done rps us rus
  grpc "$method" "$frame" "$WORK/$name.body"
  local cmd=(h2load -d "$frame" -H 'content-type: application/grpc' -H 'te: trailers'
    -m "$CONCURRENCY" -c "$CONNECTIONS" "$TARGET/hanniball.v1.HanniballService/$method")
  "${cmd[@]}" -n 2000 >/dev/null # warm-up
  t0=$(server_ticks)
  r0=$(redis_cpu)
  out=$("${cmd[@]}" -n "$H2LOAD_N")
  t1=$(server_ticks)
  r1=$(redis_cpu)
  done=$(sed -n 's/^requests: .* \([0-9]*\) succeeded.*/\1/p' <<<"$out")
  if [ "$done" != "$H2LOAD_N" ] || ! grep -q '^status codes: [0-9]* 2xx, 0 3xx, 0 4xx, 0 5xx' <<<"$out"; then
    echo "h2load $name: not every call succeeded:" >&2
    echo "$out" >&2
    exit 1
  fi
  rps=$(sed -n 's/^finished in .*, \([0-9.]*\) req\/s.*/\1/p' <<<"$out")
  us=$(awk -v a="$t0" -v b="$t1" -v t="$TICK" -v n="$H2LOAD_N" 'BEGIN { printf "%.1f", (b - a) / t * 1e6 / n }')
  rus=$(awk -v a="$r0" -v b="$r1" -v n="$H2LOAD_N" 'BEGIN { printf "%.1f", (b - a) * 1e6 / n }')
  H2US[$name]=$us
  H2ROWS+=("$name|$what|$rps|$us|$rus")
  COMMANDS+=("h2load $name: ${cmd[*]} -n $H2LOAD_N (after -n 2000 warm-up)")
  echo "== h2load $name: $rps calls/s, server $us µs/call, redis $rus µs/call"
}
python3 bench/grpc_frame.py encode >"$WORK/ping.bin"
python3 bench/grpc_frame.py encode >"$WORK/new.bin"
grpc NewGame "$WORK/new.bin" "$WORK/new.body"
GAME_ID=$(python3 bench/grpc_frame.py field 1.1 <"$WORK/new.body")
START=$(python3 bench/grpc_frame.py field 1.3 <"$WORK/new.body")
python3 bench/grpc_frame.py encode "1=$GAME_ID" >"$WORK/get.bin"
python3 bench/grpc_frame.py encode "1=$GAME_ID" >"$WORK/legal_game.bin"
python3 bench/grpc_frame.py encode "2=$START" >"$WORK/legal_position.bin"
COMMANDS+=("h2load frames: python3 bench/grpc_frame.py encode [1=<game id of a new game> | 2=<its HPN position>] > FILE")
h2run h2_ping Ping "$WORK/ping.bin" "Ping (no-op), first"
h2run h2_get GetGame "$WORK/get.bin" "GetGame of a new game"
h2run h2_legal_game LegalActions "$WORK/legal_game.bin" "LegalActions of a new game (59 steps)"
h2run h2_legal_position LegalActions "$WORK/legal_position.bin" "LegalActions of its bare position"
h2run h2_ping_after Ping "$WORK/ping.bin" "Ping (no-op), last"
H2PING=$(awk -v a="${H2US[h2_ping]}" -v b="${H2US[h2_ping_after]}" 'BEGIN { printf "%.1f", (a + b) / 2 }')

# ApplyAction cannot be sent as one pre-encoded frame (each accepted step changes the game),
# so its CPU per call comes from the load generator: server CPU (/proc) and Redis CPU (INFO
# CPU) over a loadgen run of ApplyAction alone (`--pick local`, no warm-up, so every call is
# counted), next to a loadgen Ping run measured the same way; and the Redis floor of a bare
# one-key CAS script (HGET the version, compare, HSET the state) under redis-benchmark.
CPUROWS=()
cpurun() { # name what loadgen-args...
  local name=$1 what=$2 t0 t1 r0 r1 calls
  shift 2
  t0=$(server_ticks)
  r0=$(redis_cpu)
  "$BIN/loadgen" --target "$TARGET" --duration "$CPU_DURATION" --warmup 0 \
    --concurrency "$CONCURRENCY" --connections "$CONNECTIONS" --json "$@" >"$WORK/$name.json"
  t1=$(server_ticks)
  r1=$(redis_cpu)
  calls=$(jq '[.rpcs[].count] | add' "$WORK/$name.json")
  local us rus
  us=$(awk -v a="$t0" -v b="$t1" -v t="$TICK" -v n="$calls" 'BEGIN { printf "%.1f", (b - a) / t * 1e6 / n }')
  rus=$(awk -v a="$r0" -v b="$r1" -v n="$calls" 'BEGIN { printf "%.1f", (b - a) * 1e6 / n }')
  H2US[$name]=$us
  CPUROWS+=("$name|$what|$calls|$us|$rus")
  COMMANDS+=("cpu $name: loadgen --duration $CPU_DURATION --warmup 0 --concurrency $CONCURRENCY --connections $CONNECTIONS $*")
  echo "== cpu $name: $calls calls, server $us µs/call, redis $rus µs/call"
}
CPU_DURATION=${CPU_DURATION:-5}
cpurun lg_ping "Ping (no-op), loadgen" --mix ping
cpurun lg_apply "ApplyAction only (--pick local), loadgen" --mix apply --pick local
cpurun lg_ping_after "Ping (no-op), loadgen, last" --mix ping
LGPING=$(awk -v a="${H2US[lg_ping]}" -v b="${H2US[lg_ping_after]}" 'BEGIN { printf "%.1f", (a + b) / 2 }')
BARE_SHA=$("${RCLI[@]}" SCRIPT LOAD "if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then return 0 end redis.call('HSET', KEYS[1], 'state', ARGV[2]) return 1")
BARE_STATE=$(head -c 440 /dev/zero | tr '\0' 'x')
"${RCLI[@]}" HSET 'game:{bare}' version 1 state "$BARE_STATE" >/dev/null
BARE_N=100000
r0=$(redis_cpu)
redis-benchmark -p "$REDIS_PORT" -c "$CONCURRENCY" -n "$BARE_N" -q EVALSHA "$BARE_SHA" 1 'game:{bare}' 1 "$BARE_STATE" >/dev/null
r1=$(redis_cpu)
BARE_US=$(awk -v a="$r0" -v b="$r1" -v n="$BARE_N" 'BEGIN { printf "%.1f", (b - a) * 1e6 / n }')
"${RCLI[@]}" DEL 'game:{bare}' >/dev/null
COMMANDS+=("bare CAS: redis-benchmark -p <port> -c $CONCURRENCY -n $BARE_N -q EVALSHA <sha1 of: if redis.call('HGET', KEYS[1], 'version') ~= ARGV[1] then return 0 end redis.call('HSET', KEYS[1], 'state', ARGV[2]) return 1> 1 'game:{bare}' 1 <440-byte state>")
echo "== bare one-key CAS script: redis $BARE_US µs/call"
h2table() {
  echo "| h2load scenario | calls | calls/s | server µs/call | × Ping | Redis µs/call |"
  echo "|---|---|---|---|---|---|"
  local row name what rps us rus
  for row in "${H2ROWS[@]}"; do
    IFS='|' read -r name what rps us rus <<<"$row"
    printf '| %s | %s | %.0f | %s | %s | %s |\n' "$name" "$what" "$rps" "$us" \
      "$(awk -v a="$us" -v b="$H2PING" 'BEGIN { printf "%.2f", a / b }')" "$rus"
  done
  echo
  echo "Server CPU per call: utime + stime of the server process (/proc/<pid>/stat) over the run"
  echo "of $H2LOAD_N calls; × Ping: over the mean of both Ping runs ($H2PING µs); Redis: used_cpu_sys +"
  echo "used_cpu_user of INFO CPU over the same run."
  echo
  echo "| loadgen scenario | calls | calls | server µs/call | × Ping | Redis µs/call | Redis × bare CAS |"
  echo "|---|---|---|---|---|---|---|"
  for row in "${CPUROWS[@]}"; do
    IFS='|' read -r name what rps us rus <<<"$row"
    printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$what" "$rps" "$us" \
      "$(awk -v a="$us" -v b="$LGPING" 'BEGIN { printf "%.2f", a / b }')" "$rus" \
      "$(awk -v a="$rus" -v b="$BARE_US" 'BEGIN { printf "%.2f", a / b }')"
  done
  echo
  echo "Loadgen runs: server and Redis CPU over all calls of the run; × Ping: over the mean of"
  echo "both loadgen Ping runs ($LGPING µs). Bare one-key CAS script (HGET, compare, HSET of a"
  echo "440-byte state) under redis-benchmark: $BARE_US µs of Redis CPU per call."
}
if [ -n "$H2LOAD_ONLY" ]; then
  echo "Load average: $(cut -d' ' -f1-3 /proc/loadavg)"
  h2table
  for c in "${COMMANDS[@]}"; do echo "$c"; done
  exit 0
fi

run_load ping_redis --mix ping

# (b) The CAS script under redis-benchmark. A game key is prepared with a state of the size
# a game has after about 100 turns (1000 bytes) at version 1; the benchmark asks to write
# expected version 0, so every call runs the script's checks (HGET version, compare) and
# returns "conflict" without writing: the script's floor on this Redis. (A write path cannot
# be repeated with a fixed command line: each write moves the version on.) The write path's
# cost is measured by the service scenarios themselves.
SHA=$("${RCLI[@]}" SCRIPT LOAD "$(cat src/store/redis/cas.lua)")
STATE=$(head -c 1000 /dev/zero | tr '\0' 'x')
"${RCLI[@]}" HSET 'game:{bench}' kind hanniball version 1 state "$STATE" seats 0123456789abcdef >/dev/null
EVAL_N=$((DURATION * 40000))
# Keys and arguments as src/store/redis/mod.rs passes them (see the header of cas.lua).
CAS_ARGS=(3 'game:{bench}' 'game:{bench}:requests' 'game:{bench}:events'
  0 "$STATE" 604800000 '' '' 1 '' 0 256 hanniball:bench 'bench 1' '')
echo "== evalsha: redis-benchmark -c $CONCURRENCY -n $EVAL_N EVALSHA <cas.lua> (conflict path)"
COMMANDS+=("evalsha: redis-benchmark -p <port> -c $CONCURRENCY -n $EVAL_N --csv EVALSHA <sha1 of src/store/redis/cas.lua> 3 'game:{bench}' 'game:{bench}:requests' 'game:{bench}:events' 0 <1000-byte state> 604800000 '' '' 1 '' 0 256 hanniball:bench 'bench 1' ''")
redis-benchmark -p "$REDIS_PORT" -c "$CONCURRENCY" -n "$EVAL_N" --csv \
  EVALSHA "$SHA" "${CAS_ARGS[@]}" \
  >"$WORK/evalsha.csv"
REPLY=$("${RCLI[@]}" EVALSHA "$SHA" "${CAS_ARGS[@]}" | head -1)
if [ "$REPLY" != conflict ]; then
  echo "the CAS script answered '$REPLY', not 'conflict': the benchmark would not measure what it says" >&2
  exit 1
fi
# CSV: "test","rps","avg_latency_ms","min_latency_ms","p50_latency_ms","p95_latency_ms","p99_latency_ms","max_latency_ms"
EVAL_LINE=$(tail -1 "$WORK/evalsha.csv" | tr -d '"')
EVAL_RPS=$(cut -d, -f2 <<<"$EVAL_LINE")
EVAL_P50=$(cut -d, -f5 <<<"$EVAL_LINE")
EVAL_P99=$(cut -d, -f7 <<<"$EVAL_LINE")
echo "evalsha: $EVAL_RPS/s p50 $EVAL_P50 ms p99 $EVAL_P99 ms"
"${RCLI[@]}" DEL 'game:{bench}' >/dev/null

run_load apply_redis --mix apply --pick local
run_load apply_loop_redis --mix apply --pick server
run_load read_redis --mix read --reads-per-step 4
run_load new_redis --mix new

# (e) Stored size: games played to 100 turns without and with request ids.
measure_size() { # name loadgen-args...
  local name=$1
  shift
  echo "== size ($name): loadgen --mix fill --games 3 --max-turns 100 $*" >&2
  "$BIN/loadgen" --target "$TARGET" --mix fill --games 3 --max-turns 100 --json "$@" >"$WORK/fill_$name.json"
  local total=0 events_total=0 count=0 id key bytes state events requests
  for id in $(jq -r '.filled_game_ids[]' "$WORK/fill_$name.json"); do
    local sum=0
    for key in "game:{$id}" "game:{$id}:requests"; do
      bytes=$("${RCLI[@]}" MEMORY USAGE "$key" SAMPLES 0)
      sum=$((sum + ${bytes:-0}))
    done
    # The retry records alone (game:{id}:requests; absent without request ids).
    requests=$("${RCLI[@]}" MEMORY USAGE "game:{$id}:requests" SAMPLES 0)
    echo "game $id: ${requests:-0} bytes of retry records" >&2
    # The stream of recent changes kept for watchers (see src/watch.rs).
    events=$("${RCLI[@]}" MEMORY USAGE "game:{$id}:events" SAMPLES 0)
    events=${events:-0}
    state=$("${RCLI[@]}" HSTRLEN "game:{$id}" state)
    echo "game $id: $sum bytes in Redis (state $state bytes) + $events bytes of events" >&2
    total=$((total + sum))
    events_total=$((events_total + events))
    count=$((count + 1))
  done
  if [ "$count" = 0 ]; then
    echo "no game reached 100 turns" >&2
    exit 1
  fi
  echo "$((total / count)) $state $((events_total / count))"
}
SIZE_PLAIN=$(measure_size plain | tail -1)
SIZE_REQS=$(measure_size request_ids --request-ids | tail -1)
COMMANDS+=("size: loadgen --mix fill --games 3 --max-turns 100 [--request-ids]; then for each game redis-cli MEMORY USAGE <key> SAMPLES 0 of game:{id}, game:{id}:requests, game:{id}:events and HSTRLEN game:{id} state")
echo "size: $SIZE_PLAIN / with request ids: $SIZE_REQS"
# The Ping baseline again: the machine is shared, so the baseline is the mean of both runs.
run_load ping_redis_after --mix ping
stop_server

# ---------------------------------------------------------------- in-memory server
start_server memory
run_load ping_memory --mix ping
run_load apply_memory --mix apply --pick local
run_load apply_loop_memory --mix apply --pick server
run_load ping_memory_after --mix ping
stop_server
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)

# ---------------------------------------------------------------- report
j() { jq -r "$2" "$WORK/$1.json"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "-" }'; }
ms() { awk -v u="$1" 'BEGIN { printf "%.2f", u / 1000 }'; }
worst() { j "$1" '[.rpcs[] | select(.count > 100) | .p99_us] | max'; }
mean() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", (a + b) / 2 }'; }
PING_REDIS=$(mean "$(j ping_redis .total_rps)" "$(j ping_redis_after .total_rps)")
PING_MEMORY=$(mean "$(j ping_memory .total_rps)" "$(j ping_memory_after .total_rps)")

row() { # scenario name baseline-ping what
  local name=$1 ping=$2 what=$3 total apply p50 p99
  total=$(j "$name" .total_rps)
  apply=$(j "$name" '.rpcs.ApplyAction.rps // 0')
  p50=$(j "$name" '[.rpcs[] | select(.count > 100) | .p50_us] | max')
  p99=$(worst "$name")
  printf '| %s | %s | %.0f | %.0f | %s | %s | %s | %s |\n' "$name" "$what" "$total" "$apply" \
    "$(ms "$p50")" "$(ms "$p99")" "$(ratio "$total" "$ping")" "$(ratio "$apply" "$EVAL_RPS")"
}

APPLY_RPS=$(j apply_redis .rpcs.ApplyAction.rps)
READ_RPS=$(j read_redis .total_rps)
MEM_APPLY_RPS=$(j apply_memory .rpcs.ApplyAction.rps)
MAX_P99=0
for s in apply_redis apply_loop_redis read_redis new_redis apply_memory apply_loop_memory; do
  p=$(worst "$s")
  [ "$p" -gt "$MAX_P99" ] && MAX_P99=$p
done
verdict() { awk -v a="$1" -v b="$2" 'BEGIN { print (a >= b) ? "met" : "NOT met" }'; }
read -r SIZE_BYTES SIZE_STATE SIZE_EVENTS <<<"$SIZE_PLAIN"
read -r SIZE_REQS_BYTES _ _ <<<"$SIZE_REQS"
SIZE_ALL=$((SIZE_BYTES + SIZE_EVENTS))

{
  echo "# Benchmark results${LABEL:+ ($LABEL)}"
  echo
  echo "Written by \`bench/run.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'): $(nproc) cores"
  echo "($(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | sed 's/^ //' || echo unknown cpu)),"
  echo "$(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo) memory; $(redis-server --version | cut -d' ' -f3);"
  echo "commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (with uncommitted changes)')."
  echo "Load average (1, 5, 15 min) before the runs: $LOAD_BEFORE; after: $LOAD_AFTER."
  echo "Server, Redis and load generator share the machine. Each scenario: ${WARMUP} s warm-up,"
  echo "${DURATION} s measured, ${CONCURRENCY} concurrent games, ${CONNECTIONS} HTTP/2 connection(s); server log level"
  echo "\`${RUST_LOG:-info}\`."
  echo
  echo "| scenario | calls | calls/s | ApplyAction/s | p50 ms | p99 ms | × Ping | ApplyAction × EVALSHA |"
  echo "|---|---|---|---|---|---|---|---|"
  row ping_redis "$PING_REDIS" "Ping (no-op), Redis server, first"
  row ping_redis_after "$PING_REDIS" "Ping (no-op), Redis server, last"
  printf '| evalsha | redis-benchmark EVALSHA cas.lua (conflict path) | %.0f | — | %s | %s | — | 1.00 |\n' \
    "$EVAL_RPS" "$EVAL_P50" "$EVAL_P99"
  row apply_redis "$PING_REDIS" "ApplyAction only (steps chosen locally), Redis"
  row apply_loop_redis "$PING_REDIS" "LegalActions + ApplyAction per step, Redis"
  row read_redis "$PING_REDIS" "GetGame ×2 + LegalActions ×3 per ApplyAction, Redis"
  row new_redis "$PING_REDIS" "NewGame only, Redis"
  row ping_memory "$PING_MEMORY" "Ping (no-op), memory server, first"
  row ping_memory_after "$PING_MEMORY" "Ping (no-op), memory server, last"
  row apply_memory "$PING_MEMORY" "ApplyAction only, memory"
  row apply_loop_memory "$PING_MEMORY" "LegalActions + ApplyAction per step, memory"
  echo
  echo "p50/p99: the slowest RPC of the scenario (among those called over 100 times). × Ping: the scenario's calls/s over the Ping"
  echo "calls/s of the same server (mean of its first and last run: $PING_REDIS on Redis,"
  echo "$PING_MEMORY in memory). Every scenario ran with zero errors."
  echo
  h2table
  echo
  echo "Stored size of a game after 100 turns (mean of 3 games, Redis \`MEMORY USAGE\`): the game"
  echo "itself (\`game:{id}\` and \`game:{id}:requests\`) **${SIZE_BYTES} bytes** (encoded state"
  echo "${SIZE_STATE} bytes), plus **${SIZE_EVENTS} bytes** of \`game:{id}:events\`, the stream of recent"
  echo "changes kept for watchers: **${SIZE_ALL} bytes** for all its keys. With a request id on every"
  echo "ApplyAction (the game keeps the records of its last 32, at most 2 KiB: see \"Retry records\") the game itself takes ${SIZE_REQS_BYTES} bytes."
  echo
  echo "## Targets"
  echo
  echo "| target | measured | |"
  echo "|---|---|---|"
  echo "| ApplyAction ≥ 0.6 × Ping (Redis) | $(ratio "$APPLY_RPS" "$PING_REDIS") | $(verdict "$(ratio "$APPLY_RPS" "$PING_REDIS")" 0.6) |"
  echo "| ApplyAction ≥ 0.3 × EVALSHA | $(ratio "$APPLY_RPS" "$EVAL_RPS") | $(verdict "$(ratio "$APPLY_RPS" "$EVAL_RPS")" 0.3) |"
  echo "| GetGame/LegalActions ≥ 0.8 × Ping | $(ratio "$READ_RPS" "$PING_REDIS") | $(verdict "$(ratio "$READ_RPS" "$PING_REDIS")" 0.8) |"
  echo "| memory ApplyAction ≥ 0.8 × Ping | $(ratio "$MEM_APPLY_RPS" "$PING_MEMORY") | $(verdict "$(ratio "$MEM_APPLY_RPS" "$PING_MEMORY")" 0.8) |"
  echo "| p99 < 5 ms (all service scenarios) | $(ms "$MAX_P99") ms (Ping itself: $(ms "$(worst ping_redis)"), $(ms "$(worst ping_redis_after)") ms) | $(verdict 5000 "$MAX_P99") |"
  echo "| stored size < 1024 bytes, all keys, at rest (the event stream expires 5 min after the last change) | $SIZE_BYTES | $(verdict 1023 "$SIZE_BYTES") |"
  echo "| the same right after play, event stream included | $SIZE_ALL | $(verdict 1023 "$SIZE_ALL") |"
  echo
  echo "## Commands"
  echo
  echo '```'
  echo "DURATION=$DURATION WARMUP=$WARMUP CONCURRENCY=$CONCURRENCY CONNECTIONS=$CONNECTIONS bench/run.sh"
  for c in "${COMMANDS[@]}"; do echo "$c"; done
  echo '```'
} >"$WORK/results.md"

# The hand-written part (profile, changes, before/after figures) follows the measured one.
if [ -f "$NOTES" ]; then
  { echo; cat "$NOTES"; } >>"$WORK/results.md"
fi
cp "$WORK/results.md" "$OUT"
echo "== wrote $OUT"
cat "$OUT"
