#!/usr/bin/env python3
"""Does a mutant change void-bitboard's answers? For each mutant named (as cargo-mutants names it, in
the `mutants.json` of a `cargo xtask mutants --package void-bitboard` run), in a scratch copy of the
repository: apply the mutant, build and run `engines/void-bitboard/examples/answers.rs` in release (perft
of the Void Chess table deeper than the conformance test, and 2,000 games against the oracle), and
restore the file.

    python3 tools/mutant_answers.py --tree DIR --run target/mutants/void-bitboard/void-chess \\
        --out answers.jsonl [--missed] [--list FILE] [NAME...] [-- ANSWERS-ARGS]

The mutants of count.rs and perft.rs (the bulk count and the perft walk) reach the perft counts alone: the
engine face's `query` never calls them (`Game::legal_moves` is rules.rs's), so for them the games are
skipped (`--games 0`).

DIR is a copy of the repository (`git ls-files -z | tar --null -cf - -T - | tar -xf - -C DIR`); the
build goes to CARGO_TARGET_DIR when set, else DIR/target. One JSON line per mutant is appended to --out
(name, build, exit, the lines that differ, seconds); a mutant already there is skipped, so a stopped run
resumes. Plain Python, standard library only.
"""

import argparse
import json
import os
import subprocess
import sys
import time

# The files only perft reaches (see above).
PERFT_ONLY = {"engines/void-bitboard/src/count.rs", "engines/void-bitboard/src/perft.rs"}


def main():
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        extra = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--tree", required=True, help="a scratch copy of the repository")
    ap.add_argument("--run", required=True, help="a run's folder (holding mutants.out/)")
    ap.add_argument("--out", required=True, help="the JSON lines file the results are appended to")
    ap.add_argument("--missed", action="store_true", help="every mutant of the run's missed.txt")
    ap.add_argument("--list", help="a file of mutant names, one a line")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args(argv)

    out_dir = a.run if os.path.exists(os.path.join(a.run, "mutants.json")) else os.path.join(a.run, "mutants.out")
    with open(os.path.join(out_dir, "mutants.json"), encoding="utf-8") as f:
        listed = {m["name"]: m for m in json.load(f)}
    names = list(a.names)
    if a.missed:
        with open(os.path.join(out_dir, "missed.txt"), encoding="utf-8") as f:
            names += [l.strip() for l in f if l.strip()]
    if a.list:
        with open(a.list, encoding="utf-8") as f:
            names += [l.strip() for l in f if l.strip()]
    done = set()
    if os.path.exists(a.out):
        with open(a.out, encoding="utf-8") as f:
            done = {json.loads(l)["name"] for l in f if l.strip()}
    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(a.tree, "target"))
    binary = os.path.join(target, "release/examples/answers")
    for name in names:
        if name in done:
            continue
        if name not in listed:
            sys.exit(f"{name}: not in {out_dir}/mutants.json")
        m = listed[name]
        path = os.path.join(a.tree, m["file"])
        with open(path, "rb") as f:
            original = f.read()
        record = {"name": name}
        t0 = time.time()
        try:
            p = subprocess.run(["patch", "--quiet", "--no-backup-if-mismatch", path],
                               input=m["diff"], text=True, capture_output=True)
            if p.returncode != 0:
                sys.exit(f"{name}: the diff does not apply: {p.stdout}{p.stderr}")
            p = subprocess.run(["cargo", "build", "--release", "--quiet", "-p", "void-bitboard",
                                "--example", "answers"], cwd=a.tree, capture_output=True, text=True)
            record["build"] = p.returncode == 0
            if p.returncode != 0:
                record["lines"] = p.stderr.strip().splitlines()[-5:]
            else:
                try:
                    args = extra + (["--games", "0"] if m["file"] in PERFT_ONLY else [])
                    record["args"] = args
                    p = subprocess.run([binary] + args, cwd=a.tree, capture_output=True, text=True,
                                       timeout=1800)
                    record["exit"] = p.returncode
                    record["lines"] = p.stdout.strip().splitlines()[-12:] + p.stderr.strip().splitlines()[-3:]
                except subprocess.TimeoutExpired:
                    record["exit"] = None
                    record["lines"] = ["timeout after 1800 s"]
        finally:
            with open(path, "wb") as f:
                f.write(original)
        record["changed"] = record.get("exit") not in (0, None)
        record["seconds"] = round(time.time() - t0)
        with open(a.out, "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")
        verdict = "CHANGED" if record["changed"] else ("same   " if record.get("exit") == 0 else "?      ")
        print(f"{verdict} {name} ({record['seconds']} s)", flush=True)


if __name__ == "__main__":
    main()
