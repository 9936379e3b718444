#!/usr/bin/env bash
# One command for the whole comparison: Sift (release build) and its peers on the same corpus.
#   bash Benchmarks/run.sh                 # 100k records
#   bash Benchmarks/run.sh 100000,1000000  # the full run
set -euo pipefail
cd "$(dirname "$0")/.."
sizes="${1:-100000}"
out="${BENCH_RESULTS:-bench-results}"
swift build -c release --product sift-bench
"$(swift build -c release --show-bin-path)/sift-bench" --records "$sizes" --out "$out"
python3 Benchmarks/peers.py --results "$out" --records "$sizes"
