#!/usr/bin/env bash
# Runs every cargo-fuzz target of the Hanniball rules engine for a bounded time.
#
#   fuzz/run.sh [seconds-per-target] [target...]
#
# Default: 30 seconds for each of hpn, hsn, record, apply_actions, decode and the
# Hnefatafl targets hnefatafl_tpn, hnefatafl_move, hnefatafl_decode, hnefatafl_record,
# hnefatafl_playout, and the Chess Football targets chess_football_cfn, _cfa, _decode and
# _play.
# Works on a stable toolchain: libFuzzer's coverage instrumentation needs no
# sanitizer, so the targets are built with `--sanitizer none`.
# Crashing inputs are copied to fuzz/regressions/<target>/, where
# tests/rules/fuzz_regressions.rs (tests/rules/hnefatafl_fuzz_regressions.rs for the hnefatafl_*
# targets) replays them in `cargo test`.
# Exits non-zero when any target found a crash.
set -uo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
seconds="${1:-30}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
    targets=(hpn hsn record apply_actions decode
        hnefatafl_tpn hnefatafl_move hnefatafl_decode hnefatafl_record hnefatafl_playout
        chess_football_cfn chess_football_cfa chess_football_decode chess_football_play)
fi

if ! cargo fuzz --version >/dev/null 2>&1; then
    echo "== installing cargo-fuzz"
    cargo install cargo-fuzz --locked || exit 1
fi

cd "$root" || exit 1
unset CARGO_TARGET_DIR
common=(--sanitizer none --release --target-dir "$here/target")
parallel=()
if [ "${FUZZ_JOBS:-1}" -gt 1 ]; then
    parallel=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
fi

build() {
    cargo fuzz build "${common[@]}"
}
echo "== building fuzz targets"
if ! build; then
    # Older cargo-fuzz releases pass -Z flags even without a sanitizer.
    echo "== retrying the build with RUSTC_BOOTSTRAP=1"
    export RUSTC_BOOTSTRAP=1
    build || exit 1
fi

status=0
summary=()
for target in "${targets[@]}"; do
    corpus="$here/corpus/$target"
    artifacts="$here/artifacts/$target"
    mkdir -p "$corpus" "$artifacts" "$here/regressions/$target"
    if [ -d "$here/seeds/$target" ]; then
        cp -n "$here/seeds/$target/"* "$corpus/" 2>/dev/null || true
    fi
    dict=()
    case "$target" in
        hpn) dict=(-dict="$here/dict/hpn.dict") ;;
        hsn) dict=(-dict="$here/dict/hsn.dict") ;;
        record) dict=(-dict="$here/dict/record.dict") ;;
    esac
    log="$here/artifacts/$target.log"
    echo "== fuzzing $target for ${seconds}s"
    cargo fuzz run "${common[@]}" "$target" "$corpus" -- \
        -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "${parallel[@]}" "${dict[@]}" >"$log" 2>&1
    rc=$?
    runs="$(grep -E '^stat::number_of_executed_units' "$log" | awk '{s += $2} END {print s + 0}')"
    found=0
    for f in "$artifacts"/crash-* "$artifacts"/oom-* "$artifacts"/timeout-* "$artifacts"/leak-*; do
        [ -e "$f" ] || continue
        cp "$f" "$here/regressions/$target/"
        found=$((found + 1))
    done
    if [ "$rc" -ne 0 ] || [ "$found" -ne 0 ]; then
        status=1
        echo "!! $target: exit $rc, $found crashing input(s) copied to fuzz/regressions/$target/ (log: $log)"
        grep -m1 -A8 -E "panicked at|ERROR: libFuzzer" "$log" || tail -20 "$log"
    fi
    summary+=("$target: $runs executions in ${seconds}s, exit $rc, $found crash input(s)")
done

echo "== summary"
printf '%s\n' "${summary[@]}"
exit "$status"
