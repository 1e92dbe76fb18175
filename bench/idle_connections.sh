#!/usr/bin/env bash
# Service memory per idle player: N connections, each of its own with one idle WatchGame
# stream (a spectator of one of GAMES games; nothing moves), for N in SIZES. For each N a fresh
# server (memory store, RUST_LOG=info as deployed) is started; its VmRSS is read before the
# load and SETTLE seconds after every stream is open, and again after KEEPALIVE seconds more
# (past the server's HTTP/2 keepalive ping of every idle connection, 30 s by default). Prints
# one JSON line per N with the difference per connection in KiB, then the slope between the
# smallest and the largest N: the cost of one more idle connection with its stream.
#
# Settings (environment): BIN (the directory of the arbiter and loadgen binaries, default
# target/release), SIZES ("2000 10000"), GAMES (100), SETTLE (5 s), KEEPALIVE (35 s; 0: read
# once), SERVER_ARGS (more arguments for the server, e.g. "--http2-keepalive-secs 0"),
# PROFILER (a command the server runs under, e.g. "heaptrack -o /tmp/conn"; empty: none),
# RUST_LOG (the server's: info), and the allocator's own (e.g. MALLOC_ARENA_MAX).
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=${BIN:-target/release}
SIZES=${SIZES:-2000 10000}
GAMES=${GAMES:-100}
SETTLE=${SETTLE:-5}
KEEPALIVE=${KEEPALIVE:-35}
SERVER_ARGS=${SERVER_ARGS:-}
PROFILER=${PROFILER:-}
export RUST_LOG=${RUST_LOG:-info}

command -v jq >/dev/null || { echo "needs jq" >&2; exit 2; }
# Each connection takes a descriptor in the server and one in the load generator.
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"
largest=$(printf '%s\n' $SIZES | sort -n | tail -1)
if [ "$(ulimit -n)" -lt $((largest + 1000)) ]; then
  echo "the open-files limit is $(ulimit -n): $largest connections need $((largest + 1000))" >&2
  exit 2
fi

. bench/lib.sh
# The server's own process (under a profiler, the child that runs the binary).
server_pid() { pgrep -n -f "$BIN/arbiter --listen 127.0.0.1:$1" || echo "$2"; }
rss_kib() { awk '/VmRSS/ { print $2 }' "/proc/$1/status"; }

results=()
for n in $SIZES; do
  port=$(free_port)
  # shellcheck disable=SC2086 # PROFILER and SERVER_ARGS are command lines
  $PROFILER "$BIN/arbiter" --listen "127.0.0.1:$port" --rate-limit-calls-per-sec 0 \
    --rate-limit-new-games-per-min 0 --rate-limit-seat-calls-per-sec 0 \
    --max-connections $((n + 100)) $SERVER_ARGS >"$WORK/server.log" 2>&1 &
  launcher=$!
  PIDS+=("$launcher")
  wait_port "$port" "$WORK/server.log" 1200
  sleep 2
  pid=$(server_pid "$port" "$launcher")
  before=$(rss_kib "$pid")
  hold=$((SETTLE + KEEPALIVE + 5))
  "$BIN/loadgen" --target "http://127.0.0.1:$port" --mix idle --concurrency "$n" \
    --games "$GAMES" --duration "$hold" >"$WORK/run.json" 2>"$WORK/run.err" &
  lg=$!
  PIDS+=("$lg")
  until grep -q '^idle: ' "$WORK/run.err"; do
    if ! kill -0 "$lg" 2>/dev/null; then
      echo "the load generator stopped early:" >&2
      cat "$WORK/run.err" "$WORK/run.json" >&2
      exit 1
    fi
    sleep 0.2
  done
  sleep "$SETTLE"
  open=$(rss_kib "$pid")
  if [ "$KEEPALIVE" -gt 0 ]; then
    sleep "$KEEPALIVE"
    pinged=$(rss_kib "$pid")
  else
    pinged=$open
  fi
  wait "$lg" || true
  kill -INT "$pid" 2>/dev/null || true
  wait "$launcher" 2>/dev/null || true
  streams=$(jq .streams_open "$WORK/run.json" 2>/dev/null || echo 0)
  line=$(jq -n -c --argjson n "$n" --argjson games "$GAMES" --argjson streams "${streams:-0}" \
    --argjson before "$before" --argjson open "$open" --argjson pinged "$pinged" \
    --argjson errors "$(jq .error_total "$WORK/run.json" 2>/dev/null || echo null)" \
    '{connections: $n, games: $games, streams: $streams, errors: $errors,
      rss_before_kib: $before, rss_open_kib: $open, rss_after_keepalive_kib: $pinged,
      kib_per_connection: (if $streams > 0 then (($open - $before) / $streams * 10 | round / 10) else null end),
      kib_per_connection_after_keepalive:
        (if $streams > 0 then (($pinged - $before) / $streams * 10 | round / 10) else null end)}')
  echo "$line"
  results+=("$line")
done

if [ "${#results[@]}" -ge 2 ]; then
  printf '%s\n' "${results[0]}" "${results[-1]}" | jq -s -c '
    (.[1].streams - .[0].streams) as $d
    | {slope_between: [.[0].connections, .[1].connections],
       kib_per_connection: (if $d > 0 then ((.[1].rss_open_kib - .[0].rss_open_kib
          - .[1].rss_before_kib + .[0].rss_before_kib) / $d * 10 | round / 10) else null end),
       kib_per_connection_after_keepalive: (if $d > 0 then ((.[1].rss_after_keepalive_kib
          - .[0].rss_after_keepalive_kib - .[1].rss_before_kib + .[0].rss_before_kib) / $d
          * 10 | round / 10) else null end)}'
fi
