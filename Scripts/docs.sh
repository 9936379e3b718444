#!/usr/bin/env bash
# Builds Sift's documentation with the toolchain's own `docc`, with no SwiftPM plugin, and checks
# it the way a reader meets it.
#
#   bash Scripts/docs.sh                # build (debug), then the documentation, in .build/docs
#   bash Scripts/docs.sh --skip-build   # use the modules of the last `swift build` (CI does)
#   bash Scripts/docs.sh --check-site   # also open the site in headless Chromium (CI does)
#   bash Scripts/docs.sh --preview      # also serve the site at http://127.0.0.1:8000/sift/…
#
# For each library product (Package.swift's `.library` products, so a new one is documented
# without editing this script), in dependency order:
#   1. `swift symbolgraph-extract` reads the module's public symbols from the built module;
#   2. Scripts/docs.py checks that every public type, protocol, function and variable of the
#      module is listed under a `## Topics` group of its catalog (a reader reaches it by task);
#   3. `docc convert` builds its catalog (Sources/<Module>/<Module>.docc) with
#      `--warnings-as-errors`, with the archives of the modules it depends on as dependencies, so
#      a symbol link that does not resolve, a parameter documented that does not exist or a
#      topic that names nothing fails the build. A link into another module is written
#      ``SiftCore/SearchService`` in the sources and catalogs; DocC resolves a link into another
#      archive written ``/SiftCore/SearchService``, so Scripts/docs.py rewrites the first form
#      into the second in the symbol graphs and in a copy of the catalog before converting.
# Then `docc merge` makes one site of the archives, transformed for static hosting under
# $SIFT_DOCS_BASE_PATH (default `sift`): .build/docs/site/<base path>/documentation/sift.
#
# With --check-site the site is served over loopback and its landing page (the Sift umbrella's
# page) is opened in Chromium, from Debian's packages (installed when missing): the page, as a
# reader's browser renders it once its JavaScript has run, must show its title and its first
# code listing; a screenshot is left in .build/docs/landing.png.
set -euo pipefail
cd "$(dirname "$0")/.."

skip_build=false
check_site=false
preview=false
for argument in "$@"; do
  case "$argument" in
    --skip-build) skip_build=true ;;
    --check-site) check_site=true ;;
    --preview) preview=true ;;
    *) echo "usage: bash Scripts/docs.sh [--skip-build] [--check-site] [--preview]" >&2; exit 2 ;;
  esac
done

base_path="${SIFT_DOCS_BASE_PATH:-sift}"
work=.build/docs
rm -rf "$work/symbol-graphs" "$work/catalogs" "$work/archives" "$work/site"
mkdir -p "$work/symbol-graphs" "$work/catalogs" "$work/archives" "$work/site"

if ! $skip_build; then swift build; fi
modules_dir="$(swift build --show-bin-path)/Modules"
[ -d "$modules_dir" ] || { echo "docs: no built modules in $modules_dir (run swift build)" >&2; exit 1; }

# One line per documented module: "<Module> <dependency> …", dependencies first.
mapfile -t plan < <(swift package describe --type json | python3 Scripts/docs.py plan)

triple="$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')"
archives=()
for line in "${plan[@]}"; do
  read -r module dependencies <<<"$line"
  graphs="$work/symbol-graphs/$module"
  mkdir -p "$graphs"
  swift symbolgraph-extract -module-name "$module" -target "$triple" -I "$modules_dir" \
    -minimum-access-level public -skip-inherited-docs -emit-extension-block-symbols \
    -output-dir "$graphs"

  source_catalog="Sources/$module/$module.docc"
  [ -d "$source_catalog" ] || { echo "docs: $module has no catalog ($source_catalog)" >&2; exit 1; }
  python3 Scripts/docs.py check-curation "$module" "$graphs" "$source_catalog"
  catalog="$work/catalogs/$module.docc"
  # shellcheck disable=SC2086 # one word per dependency
  python3 Scripts/docs.py link-dependencies "$graphs" "$source_catalog" "$catalog" $dependencies

  options=(--additional-symbol-graph-dir "$graphs" --output-path "$work/archives/$module.doccarchive"
    --fallback-display-name "$module" --fallback-bundle-identifier "org.sift.$module"
    --enable-experimental-external-link-support --warnings-as-errors
    --transform-for-static-hosting --hosting-base-path "$base_path")
  for dependency in $dependencies; do
    options+=(--dependency "$work/archives/$dependency.doccarchive")
  done
  echo "docs: $module"
  docc convert "$catalog" "${options[@]}" >"$work/$module.log" 2>&1 || {
    cat "$work/$module.log" >&2
    echo "docs: $module's documentation has errors (above)" >&2
    exit 1
  }
  archives+=("$work/archives/$module.doccarchive")
done

docc merge "${archives[@]}" --synthesized-landing-page-name Sift \
  --output-path "$work/site/$base_path" >"$work/merge.log" 2>&1 || { cat "$work/merge.log" >&2; exit 1; }
echo "docs: the site is in $work/site/$base_path (open /$base_path/documentation/sift)"

# Serves the site over loopback on a free port (in $port), as $server.
serve() {
  port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  python3 -m http.server --bind 127.0.0.1 --directory "$work/site" "$port" >"$work/server.log" 2>&1 &
  server=$!
  trap 'kill "$server" 2>/dev/null || true' EXIT
  for _ in $(seq 100); do
    if python3 -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$port/')" 2>/dev/null; then
      return 0
    fi
    sleep 0.1
  done
  echo "docs: the local server did not start (see $work/server.log)" >&2
  exit 1
}

if $check_site; then
  if ! command -v chromium >/dev/null; then
    echo "docs: installing Chromium from Debian's packages"
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) \
      >"$work/chromium-install.log" 2>&1 || { cat "$work/chromium-install.log" >&2; exit 1; }
  fi
  serve
  url="http://127.0.0.1:$port/$base_path/documentation/sift"
  browser=(chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage
    --hide-scrollbars --window-size=1280,1400 --virtual-time-budget=20000)
  "${browser[@]}" --dump-dom "$url" >"$work/landing.html" 2>"$work/chromium.log"
  "${browser[@]}" --screenshot="$PWD/$work/landing.png" "$url" >>"$work/chromium.log" 2>&1
  python3 Scripts/docs.py check-page "$work/landing.html" "Sources/Sift/Sift.docc/Sift.md"
  echo "docs: $url renders its title and first code listing (screenshot: $work/landing.png)"
fi

if $preview; then
  echo "docs: serving at http://127.0.0.1:8000/$base_path/documentation/sift (Ctrl-C stops)"
  python3 -m http.server --bind 127.0.0.1 --directory "$work/site" 8000
fi
