#!/usr/bin/env bash
# One command for the whole comparison: Sift (release build) and its peers on the same corpora.
#   bash Benchmarks/run.sh                  # short names at 100k, then long text at ~60k and ~300k
#   bash Benchmarks/run.sh names 100000,1000000
#   bash Benchmarks/run.sh long 63681,318405
#   bash Benchmarks/run.sh 100000           # (a size alone: short names, as before)
# Long text is Debian's package catalogue (Benchmarks/debian_corpus.py, which runs apt-get
# update as root when the lists are missing); where apt is not available it falls back to the
# generated long-text corpus (sift-bench --corpus long).
set -euo pipefail
cd "$(dirname "$0")/.."
out="${BENCH_RESULTS:-bench-results}"
mode="${1:-all}"
case "$mode" in
  names|long|all) sizes="${2:-}" ;;
  *) sizes="$mode"; mode=names ;;
esac
swift build -c release --product sift-bench
bench="$(swift build -c release --show-bin-path)/sift-bench"
mkdir -p "$out"

if [ "$mode" = names ] || [ "$mode" = all ]; then
  names="${sizes:-100000}"
  [ "$mode" = all ] && names=100000
  "$bench" --records "$names" --out "$out"
  python3 Benchmarks/peers.py --results "$out" --records "$names"
fi

if [ "$mode" = long ] || [ "$mode" = all ]; then
  long="${sizes:-63681,318405}"
  [ "$mode" = all ] && long=63681,318405
  corpus=long
  if command -v apt-get >/dev/null 2>&1 && python3 Benchmarks/debian_corpus.py "$out/debian.json"; then
    corpus="$out/debian.json"
  else
    echo "run.sh: Debian's package lists are not available; using the generated long-text corpus"
  fi
  "$bench" --corpus "$corpus" --records "$long" --out "$out"
  python3 Benchmarks/peers.py --long --results "$out" --records "$long"
fi
