#!/usr/bin/env bash
# Runs every fuzz target for a given time and prints, per target, its executions and findings.
#
#   bash Fuzz/run.sh [seconds per target, default 60] [target ...]
#   FUZZ_RUNS=1000000 bash Fuzz/run.sh 7200   # each target until a million executions (at most
#                                             # two hours)
#
# Each target starts from its seed corpus (Fuzz/Corpus/<Target>) plus what earlier runs found
# (.build/fuzz/corpus/<Target>), with its dictionary when there is one
# (Fuzz/Dictionaries/<Target>.dict), on inputs of up to 8 KB (more when a seed is larger). An
# input that crashes, breaks an invariant, leaks, takes longer than 10 seconds or more than 2 GB
# is a finding: libFuzzer stops that target and saves the input as
# .build/fuzz/findings/<Target>-crash-… (or -leak-, -timeout-, -oom-). The exit status is 1 when
# any target had a finding.
set -uo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for file in Fuzz/Targets/*.swift; do targets+=("$(basename "$file" .swift)"); done
fi

bash Fuzz/build.sh >/dev/null || { echo "Fuzz/build.sh failed" >&2; exit 2; }

# No Swift backtracer inside the sanitizers; leak reports that are not leaks are suppressed.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0"

work=.build/fuzz
mkdir -p "$work/findings" "$work/logs"
printf '%-16s %8s %14s %10s %9s\n' target seconds executions "exec/s" findings
runs=()
if [ -n "${FUZZ_RUNS:-}" ]; then runs=(-runs="$FUZZ_RUNS"); fi
status=0
for target in "${targets[@]}"; do
  corpus="$work/corpus/$target"
  mkdir -p "$corpus"
  # Inputs up to 8 KB, or a quarter more than the largest seed (libFuzzer cuts longer seeds).
  largest="$(find "Fuzz/Corpus/$target" -type f -printf '%s\n' | sort -n | tail -n 1)"
  max_len=$(( ${largest:-0} * 5 / 4 > 8192 ? ${largest:-0} * 5 / 4 : 8192 ))
  options=(-max_total_time="$seconds" "${runs[@]}" -timeout=10 -rss_limit_mb=2048
    -max_len="$max_len" -print_final_stats=1 -artifact_prefix="$work/findings/$target-")
  if [ -f "Fuzz/Dictionaries/$target.dict" ]; then
    options+=(-dict="Fuzz/Dictionaries/$target.dict")
  fi
  log="$work/logs/$target.log"
  started=$SECONDS
  "$work/bin/$target" "${options[@]}" "$corpus" "Fuzz/Corpus/$target" >"$log" 2>&1
  code=$?
  elapsed=$((SECONDS - started))
  executions="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)"
  rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)"
  findings=0
  if [ "$code" -ne 0 ]; then
    findings=1
    status=1
  fi
  printf '%-16s %8s %14s %10s %9s\n' "$target" "$elapsed" "${executions:-?}" "${rate:-?}" "$findings"
  if [ "$findings" -ne 0 ]; then
    grep -E "invariant broken|ERROR: |SUMMARY|Test unit written" "$log" | head -n 5 | sed 's/^/    /'
  fi
done
exit "$status"
