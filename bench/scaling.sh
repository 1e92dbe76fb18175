#!/usr/bin/env bash
# Cost as the work grows: the players mix of the load generator (see src/bin/loadgen.rs) at
# 1×, 4× and 16× a base number of games, on three `arbiter` replicas over one private Redis
# ("single") and over a private three-master Redis Cluster ("cluster"). The load generator
# spreads its connections round-robin over the three replicas (repeated --target), so a game's
# players and spectators sit on different replicas and its events cross between them through
# Redis.
#
# Each run starts its own Redis (or cluster) on free ports in a temporary directory, its three
# replicas, measures their idle CPU for $IDLE s, then runs the load: $WARMUP s of warm-up and
# $DURATION s measured. It writes one JSON line per run to $OUT:
#   moves/s (ApplyAction calls per second) and the model's N / 11;
#   service CPU per move: utime + stime of the three replicas (/proc/PID/stat) over the measured
#   window, divided by the moves in it; and the same net of their idle CPU;
#   Redis CPU per move, the same over every redis-server process;
#   per Redis node: its share of commands (INFO stats total_commands_processed), of Redis CPU
#   and of keys (DBSIZE), and its pub/sub subscribers (CLIENT LIST TYPE pubsub);
#   the busiest hash tag (or key) among the commands of a $SAMPLE s MONITOR sample taken after
#   the measured window while the load goes on (commands run by scripts included), and its share;
#   service and Redis RSS; p50/p99 of ApplyAction and of move-to-opponent; errors.
#
# Settings (environment): BASE (games at 1×, 250), SCALES ("1 4 16"), STORES ("single cluster"),
# REPEAT (runs of each point, 1), FIRST (the number of the first run, 1), IDLE (10 s), WARMUP (15 s), DURATION (20 s), SAMPLE (3 s),
# THINK_MIN/THINK_MAX (2/20 s), SPECTATORS (1), CONNECTIONS (192, a multiple of 3),
# OUT (bench/scaling.jsonl, appended to), TASKSET (e.g. "taskset -c 0": a prefix for the
# replicas and Redis; none by default), NO_BUILD (1: use the release binaries already built).
set -euo pipefail
cd "$(dirname "$0")/.."

BASE=${BASE:-250}
SCALES=${SCALES:-1 4 16}
STORES=${STORES:-single cluster}
REPEAT=${REPEAT:-1}
FIRST=${FIRST:-1}
IDLE=${IDLE:-10}
WARMUP=${WARMUP:-15}
DURATION=${DURATION:-20}
SAMPLE=${SAMPLE:-3}
THINK_MIN=${THINK_MIN:-2}
THINK_MAX=${THINK_MAX:-20}
SPECTATORS=${SPECTATORS:-1}
CONNECTIONS=${CONNECTIONS:-192}
OUT=${OUT:-bench/scaling.jsonl}
TASKSET=${TASKSET:-}
REPLICAS=3
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}

for tool in redis-server redis-cli jq bc awk; do
  command -v "$tool" >/dev/null || { echo "needs $tool" >&2; exit 2; }
done
if [ $((CONNECTIONS % REPLICAS)) -ne 0 ]; then
  echo "CONNECTIONS must be a multiple of $REPLICAS" >&2; exit 2
fi
[ "${NO_BUILD:-0}" = 1 ] || cargo build --release --locked --bin arbiter --bin loadgen
BIN=$CARGO_TARGET_DIR/release
ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"

. bench/lib.sh
LG_PID=
trap '[ -n "$LG_PID" ] && kill "$LG_PID" 2>/dev/null; stop_all; rm -rf "$WORK"' EXIT

sum_ticks() { local t=0 pid; for pid in "$@"; do t=$((t + $(ticks "$pid"))); done; echo "$t"; }
sum_rss() { local pid; for pid in "$@"; do rss_mib "$pid"; echo; done | awk '{ s += $1 } END { printf "%.1f", s }'; }
HZ=$(getconf CLK_TCK)
rcli() { redis-cli -h 127.0.0.1 -p "$@"; }
info_field() { rcli "$1" info "$2" | tr -d '\r' | awk -F: -v f="$3" '$1 == f { print $2 }'; }

REDIS_PORTS=()
REDIS_PIDS=()
start_redis() { # dir port [cluster]
  local dir=$1 port=$2 extra=()
  [ "${3:-}" = cluster ] && extra=(--cluster-enabled yes --cluster-config-file "nodes-$port.conf")
  $TASKSET redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no \
    --protected-mode no --dir "$dir" "${extra[@]}" >"$dir/redis-$port.log" 2>&1 &
  PIDS+=("$!"); REDIS_PIDS+=("$!"); REDIS_PORTS+=("$port")
  wait_port "$port" "$dir/redis-$port.log"
}
start_store() { # store dir; sets REDIS_URL
  local store=$1 dir=$2 port
  REDIS_PORTS=(); REDIS_PIDS=()
  if [ "$store" = single ]; then
    port=$(free_port 10000); start_redis "$dir" "$port"
    REDIS_URL="redis://127.0.0.1:$port/"
    return
  fi
  local nodes=()
  for _ in 1 2 3; do
    port=$(free_port 10000); start_redis "$dir" "$port" cluster; nodes+=("127.0.0.1:$port")
  done
  redis-cli --cluster create "${nodes[@]}" --cluster-replicas 0 --cluster-yes >"$dir/create.log" 2>&1 \
    || { cat "$dir/create.log" >&2; exit 1; }
  for port in "${REDIS_PORTS[@]}"; do
    for i in $(seq 300); do
      rcli "$port" cluster info | grep -q cluster_state:ok && break
      [ "$i" = 300 ] && { echo "node $port never reached cluster_state:ok" >&2; exit 1; }
      sleep 0.1
    done
  done
  REDIS_URL="redis+cluster://$(IFS=,; echo "${nodes[*]}")"
}

SERVER_PIDS=()
TARGETS=()
start_replicas() { # dir
  SERVER_PIDS=(); TARGETS=()
  local port r attempt pid
  for r in $(seq "$REPLICAS"); do
    # The chosen port may be taken before the replica binds it: retry with another.
    for attempt in 1 2 3; do
      port=$(free_port)
      RUST_LOG=warn $TASKSET "$BIN/arbiter" --listen "127.0.0.1:$port" --redis-url "$REDIS_URL" \
        --rate-limit-calls-per-sec 0 --rate-limit-new-games-per-min 0 \
        --rate-limit-seat-calls-per-sec 0 >"$1/replica-$r.log" 2>&1 &
      pid=$!
      for _ in $(seq 400); do
        (: </dev/tcp/127.0.0.1/"$port") 2>/dev/null && break
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.05
      done
      if kill -0 "$pid" 2>/dev/null && (: </dev/tcp/127.0.0.1/"$port") 2>/dev/null; then
        break
      fi
      kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true
      [ "$attempt" = 3 ] && { echo "replica $r did not start: see its log" >&2; cat "$1/replica-$r.log" >&2; exit 1; }
    done
    PIDS+=("$pid"); SERVER_PIDS+=("$pid")
    TARGETS+=(--target "http://127.0.0.1:$port")
  done
}

# Per node: port, commands processed, CPU ticks.
node_counters() {
  local i
  for i in "${!REDIS_PORTS[@]}"; do
    echo "${REDIS_PORTS[$i]} $(info_field "${REDIS_PORTS[$i]}" stats total_commands_processed) $(ticks "${REDIS_PIDS[$i]}")"
  done
}

# The busiest hash tag (the part of a key between { and }, else the key or channel) among the
# commands of MONITOR files: "tag count total distinct". Top-level EVALSHA lines are skipped
# (the commands the script runs are listed after them), as are commands without a key.
busiest() {
  awk -F'"' '
    NF >= 4 {
      cmd = toupper($2)
      if (cmd ~ /^(EVALSHA|EVAL|PING|INFO|CLUSTER|CLIENT|MONITOR|SCRIPT|HELLO|READONLY|SUBSCRIBE|SSUBSCRIBE|COMMAND|SELECT)$/) next
      key = $4
      if (match(key, /\{[^}]*\}/)) key = substr(key, RSTART + 1, RLENGTH - 2)
      n[key]++; total++
    }
    END {
      best = ""; max = 0; distinct = 0
      for (k in n) { distinct++; if (n[k] > max) { max = n[k]; best = k } }
      printf "%s %d %d %d\n", best, max, total, distinct
    }' "$@"
}

run_point() { # store scale repeat
  local store=$1 scale=$2 rep=$3 n
  n=$((BASE * scale))
  local dir="$WORK/$store-$scale-$rep"
  mkdir -p "$dir"
  start_store "$store" "$dir"
  start_replicas "$dir"
  local load1 idle0 idler0 t0 t1
  load1=$(cut -d' ' -f1 /proc/loadavg)
  idle0=$(sum_ticks "${SERVER_PIDS[@]}"); idler0=$(sum_ticks "${REDIS_PIDS[@]}"); t0=$(date +%s.%N)
  sleep "$IDLE"
  local idle1 idler1 idle_wall
  idle1=$(sum_ticks "${SERVER_PIDS[@]}"); idler1=$(sum_ticks "${REDIS_PIDS[@]}"); t1=$(date +%s.%N)
  idle_wall=$(echo "$t1 - $t0" | bc -l)

  "$BIN/loadgen" "${TARGETS[@]}" --json --mix players --concurrency "$n" \
    --connections "$CONNECTIONS" --spectators "$SPECTATORS" --think-min "$THINK_MIN" \
    --think-max "$THINK_MAX" --duration "$((DURATION + SAMPLE + 2))" --warmup "$WARMUP" \
    >"$dir/load.json" 2>"$dir/load.err" &
  LG_PID=$!
  sleep "$WARMUP"
  local s0 r0 s1 r1 w0 w1
  node_counters >"$dir/nodes0"
  s0=$(sum_ticks "${SERVER_PIDS[@]}"); r0=$(sum_ticks "${REDIS_PIDS[@]}"); w0=$(date +%s.%N)
  sleep "$DURATION"
  s1=$(sum_ticks "${SERVER_PIDS[@]}"); r1=$(sum_ticks "${REDIS_PIDS[@]}"); w1=$(date +%s.%N)
  node_counters >"$dir/nodes1"
  local rss rrss keys=() subs=() monitors=() port
  rss=$(sum_rss "${SERVER_PIDS[@]}"); rrss=$(sum_rss "${REDIS_PIDS[@]}")
  for port in "${REDIS_PORTS[@]}"; do
    keys+=("$(rcli "$port" dbsize)")
    subs+=("$(rcli "$port" client list type pubsub | grep -c . || true)")
    timeout "$SAMPLE" redis-cli -h 127.0.0.1 -p "$port" monitor >"$dir/monitor-$port" 2>/dev/null &
    monitors+=("$!")
  done
  for pid in "${monitors[@]}"; do wait "$pid" || true; done
  local hot pid
  hot=$(busiest "$dir"/monitor-*)
  wait "$LG_PID" || true
  LG_PID=
  local load2
  load2=$(cut -d' ' -f1 /proc/loadavg)
  stop_all

  local wall nodes_json
  wall=$(echo "$w1 - $w0" | bc -l)
  nodes_json=$(paste -d' ' "$dir/nodes0" "$dir/nodes1" | awk -v keys="${keys[*]}" -v subs="${subs[*]}" '
    BEGIN { split(keys, k, " "); split(subs, s, " ") }
    { i++; port[i] = $1; cmds[i] = $5 - $2; cpu[i] = $6 - $3; tc += cmds[i]; tt += cpu[i] }
    END {
      printf "["
      for (j = 1; j <= i; j++) {
        printf "%s{\"port\":%d,\"commands\":%d,\"command_share\":%.3f,\"cpu_share\":%.3f,\"keys\":%d,\"subscribers\":%d}",
          (j > 1 ? "," : ""), port[j], cmds[j], (tc ? cmds[j] / tc : 0), (tt ? cpu[j] / tt : 0), k[j], s[j]
      }
      printf "]"
    }')
  # Measured CPU over the window of the load generator's ApplyAction rate.
  jq -c --arg store "$store" --argjson scale "$scale" --argjson base "$BASE" --argjson n "$n" \
    --argjson rep "$rep" --argjson spect "$SPECTATORS" \
    --argjson cpu "$(echo "($s1 - $s0) / $HZ / $wall" | bc -l)" \
    --argjson rcpu "$(echo "($r1 - $r0) / $HZ / $wall" | bc -l)" \
    --argjson icpu "$(echo "($idle1 - $idle0) / $HZ / $idle_wall" | bc -l)" \
    --argjson ircpu "$(echo "($idler1 - $idler0) / $HZ / $idle_wall" | bc -l)" \
    --argjson rss "$rss" --argjson rrss "$rrss" --argjson nodes "$nodes_json" \
    --arg hot "$hot" --arg load "$load1 $load2" --arg commit "$(git rev-parse --short HEAD)" \
    '(.rpcs.ApplyAction.rps // 0) as $mps
     | ($hot | split(" ")) as $h
     | def per_move(c): if $mps > 0 then (c * 1e6 / $mps | round) else null end;
     {store: $store, scale: $scale, base: $base, games: $n, run: $rep, commit: $commit,
      players: (2 * $n), streams: .peak_watch_streams,
      moves_per_s: ($mps * 10 | round / 10), model_moves_per_s: ($n / 11 * 10 | round / 10),
      service_cores: ($cpu * 1000 | round / 1000), service_idle_cores: ($icpu * 1000 | round / 1000),
      redis_cores: ($rcpu * 1000 | round / 1000), redis_idle_cores: ($ircpu * 1000 | round / 1000),
      service_us_per_move: per_move($cpu), service_net_us_per_move: per_move($cpu - $icpu),
      redis_us_per_move: per_move($rcpu), redis_net_us_per_move: per_move($rcpu - $ircpu),
      redis_commands_per_move: (if $mps > 0 then (([$nodes[].commands] | add) / ($mps * '"$DURATION"') * 10 | round / 10) else null end),
      nodes: $nodes,
      busiest_tag: $h[0], busiest_tag_share: (if ($h[2] | tonumber) > 0 then (($h[1] | tonumber) / ($h[2] | tonumber) * 1000 | round / 1000) else null end),
      sampled_commands: ($h[2] | tonumber), sampled_tags: ($h[3] | tonumber),
      service_rss_mib: $rss, redis_rss_mib: $rrss,
      apply_p50_ms: ((.rpcs.ApplyAction.p50_us // 0) / 1000), apply_p99_ms: ((.rpcs.ApplyAction.p99_us // 0) / 1000),
      opp_p50_ms: ((.rpcs.MoveToOpponent.p50_us // 0) / 1000), opp_p99_ms: ((.rpcs.MoveToOpponent.p99_us // 0) / 1000),
      errors: .error_total, error_kinds: (.errors | keys), load_average: $load,
      all_streams_open: (.peak_watch_streams >= ($n * (2 + $spect)))}' \
    "$dir/load.json" 2>/dev/null \
    || echo "{\"store\":\"$store\",\"scale\":$scale,\"games\":$n,\"run\":$rep,\"errors\":\"no report: $(head -c 200 "$dir/load.err" | tr -d '"\n')\"}"
  rm -rf "$dir"
}

for rep in $(seq "$FIRST" $((FIRST + REPEAT - 1))); do
  for store in $STORES; do
    for scale in $SCALES; do
      run_point "$store" "$scale" "$rep" | tee -a "$OUT"
    done
  done
done
