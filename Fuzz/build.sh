#!/usr/bin/env bash
# Builds every fuzz target of Fuzz/Targets into .build/fuzz/bin (see README, "Hardening").
#
# SwiftPM builds the library modules (SiftCore, SiftLocal, SiftAlgolia) in release with
# libFuzzer's coverage instrumentation and the address sanitizer (-sanitize=fuzzer,address),
# testable (targets may reach internal types), and with SIFT_INTERNAL_CHECKS (the engine's
# invariant checks become preconditions). Each target is then one swiftc invocation: its file,
# Fuzz/Support, and the modules' object files, linked against libFuzzer's main.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build/fuzz
sanitizers=fuzzer,address
build=(swift build -c release --scratch-path "$scratch"
  -Xswiftc "-sanitize=$sanitizers" -Xswiftc -enable-testing -Xswiftc -DSIFT_INTERNAL_CHECKS)
"${build[@]}" --target SiftLocal
"${build[@]}" --target SiftAlgolia

release="$scratch/release"
objects=()
for module in SiftCore SiftLocal SiftAlgolia; do
  # The objects of the module's current sources only: a source file deleted or renamed leaves
  # its old object behind in the build directory.
  while IFS= read -r source; do
    objects+=("$release/$module.build/$(basename "$source").o")
  done <"$release/$module.build/sources"
done
mkdir -p "$scratch/bin"
for target in Fuzz/Targets/*.swift; do
  name="$(basename "$target" .swift)"
  binary="$scratch/bin/$name"
  # Relink only when the target, the support code or a module changed.
  if [ -x "$binary" ] && [ -z "$(find "$target" Fuzz/Support "${objects[@]}" -newer "$binary" | head -n 1)" ]; then
    continue
  fi
  echo "linking $name"
  # gold warns about every sanitizer helper symbol it does not export; those lines are noise.
  swiftc -O "-sanitize=$sanitizers" -parse-as-library -DSIFT_INTERNAL_CHECKS \
    -I "$release/Modules" "$target" Fuzz/Support/*.swift "${objects[@]}" -o "$binary" 2>&1 \
    | { grep -v "Cannot export local symbol" || true; }
  [ "${PIPESTATUS[0]}" -eq 0 ] || exit 1
done
