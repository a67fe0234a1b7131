#!/usr/bin/env bash
# Builds every cargo-fuzz target of fuzz/ into $OUT with a zipped seed corpus beside each, as ClusterFuzzLite
# and OSS-Fuzz expect. On the fuzzing service SANITIZER is set by the service (address, ...); locally
# `cargo xtask fuzz build-check` runs this script with SANITIZER=none, which the stable toolchain can build.
set -euo pipefail

PROJECT_DIR="${PROJECT_DIR:-$SRC/oracle}"
: "${OUT:?OUT must name the output folder}"
SANITIZER="${SANITIZER:-address}"

cd "$PROJECT_DIR"
if [ "$SANITIZER" = "none" ]; then
  cargo fuzz build --sanitizer none --debug-assertions
  build_dir="fuzz/target/x86_64-unknown-linux-gnu/release"
else
  # The service's builder passes its sanitizer flags through RUSTFLAGS; -O with debug assertions kept on.
  cargo fuzz build -O --debug-assertions
  build_dir="fuzz/target/x86_64-unknown-linux-gnu/release"
fi

zip_folder() { # zip_folder <folder> <zip file>: the files of the folder, flat.
  if command -v zip >/dev/null 2>&1; then
    (cd "$1" && zip -q -j "$2" ./*)
  else
    python3 -c 'import sys, zipfile, pathlib
with zipfile.ZipFile(sys.argv[2], "w") as z:
    for p in sorted(pathlib.Path(sys.argv[1]).iterdir()):
        if p.is_file():
            z.write(p, p.name)' "$1" "$2"
  fi
}

for src in fuzz/fuzz_targets/*.rs; do
  target="$(basename "$src" .rs)"
  cp "$build_dir/$target" "$OUT/$target"
  if [ -f "fuzz/dicts/$target.dict" ]; then
    cp "fuzz/dicts/$target.dict" "$OUT/$target.dict"
  fi
  if [ -d "fuzz/corpus/$target" ] && [ -n "$(ls -A "fuzz/corpus/$target")" ]; then
    rm -f "$OUT/${target}_seed_corpus.zip"
    zip_folder "fuzz/corpus/$target" "$OUT/${target}_seed_corpus.zip"
  fi
done
