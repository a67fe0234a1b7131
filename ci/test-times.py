#!/usr/bin/env python3
"""Where the time of `cargo test` goes, from an empty build folder (docs/testing.md, "Where the time goes").

Usage: ci/test-times.py [--target-dir DIR] [--keep] [--json FILE] [--top N]

1. The build: `cargo test --no-run` into DIR (default target/test-times, emptied first unless --keep),
   each rustc run timed through this script as RUSTC_WRAPPER: its wall time and its CPU time
   (user+sys), by crate, kind (lib, test, bin, build script) and optimisation level.
2. Each test binary run as `cargo test` runs it (from its package's folder, the default threads), wall
   and CPU time, with its counts; libtest's own per-test times (`--report-time`, read from its JSON
   events) give the slowest tests. The libtest-mimic binaries (a case per file) report only their total.
3. The doc tests (`cargo test --doc`), timed whole.

The machine is shared: wall time counts whatever else ran meanwhile, CPU time the work measured. The
load average (1 minute) at the start and end of each part is printed beside it. Prints Markdown tables;
--json writes the figures too.
"""

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOG_VAR = "TEST_TIMES_LOG"


def cpu_children():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def load():
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])


def timed(cmd, **kw):
    """Runs `cmd`; (completed process, wall seconds, CPU seconds of it and its children, load before, after)."""
    l0, c0, w0 = load(), cpu_children(), time.monotonic()
    p = subprocess.run(cmd, **kw)
    return p, time.monotonic() - w0, cpu_children() - c0, l0, load()


def wrapper(argv):
    """RUSTC_WRAPPER mode: runs rustc with its arguments and appends one JSON line to the log."""
    args = argv[1:]
    crate = args[args.index("--crate-name") + 1] if "--crate-name" in args else "?"
    opt = "0"
    for i, a in enumerate(args):
        if a == "-C" and i + 1 < len(args) and args[i + 1].startswith("opt-level="):
            opt = args[i + 1].split("=", 1)[1]
        elif a.startswith("-Copt-level="):
            opt = a.split("=", 1)[1]
    types = [args[i + 1] for i, a in enumerate(args) if a == "--crate-type" and i + 1 < len(args)]
    if "--test" in args:
        kind = "test"
    elif crate.startswith("build_script_"):
        kind = "build script"
    elif "bin" in types:
        kind = "bin"
    elif "proc-macro" in types:
        kind = "proc-macro"
    else:
        kind = "lib"
    if crate in ("?", "___"):
        # `rustc -vV`, cargo's probe of the target: not a compilation.
        return subprocess.call(args)
    p, wall, cpu, _, _ = timed(args, close_fds=False)  # keeps cargo's jobserver
    with open(os.environ[LOG_VAR], "a") as f:
        f.write(json.dumps({"crate": crate, "kind": kind, "opt": opt, "wall": wall, "cpu": cpu}) + "\n")
    return p.returncode


def fmt(s):
    return f"{s:.1f}" if s < 100 else f"{s:.0f}"


def minutes(s):
    return f"{int(s // 60)} min {s % 60:.0f} s" if s >= 60 else f"{s:.1f} s"


def build(target, log):
    env = dict(os.environ, CARGO_TARGET_DIR=target, RUSTC_WRAPPER=os.path.abspath(__file__))
    env[LOG_VAR] = log
    env.pop("RUSTC_WORKSPACE_WRAPPER", None)
    p, wall, cpu, l0, l1 = timed(
        ["cargo", "test", "--no-run", "--message-format=json-render-diagnostics"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    if p.returncode != 0:
        sys.exit("ci/test-times.py: cargo test --no-run failed")
    binaries = []
    for line in p.stdout.splitlines():
        try:
            m = json.loads(line)
        except ValueError:
            continue
        if m.get("reason") == "compiler-artifact" and m.get("executable") and m["profile"]["test"]:
            t = m["target"]
            binaries.append({
                "package": m["package_id"],
                "name": t["name"],
                "kind": t["kind"][0],
                "harness": t.get("test", True),
                "manifest": m["manifest_path"],
                "executable": m["executable"],
            })
    units = [json.loads(line) for line in open(log)]
    return {"wall": wall, "cpu": cpu, "load": (l0, l1), "units": units}, binaries


def package_name(manifest):
    with open(manifest) as f:
        in_package = False
        for line in f:
            s = line.strip()
            if s.startswith("["):
                in_package = s == "[package]"
            elif in_package and s.startswith("name"):
                return s.split("=", 1)[1].strip().strip('"')
    return "?"


def run_binary(b):
    """Runs one test binary as cargo test would; its figures and the per-test times libtest gives."""
    folder = os.path.dirname(b["manifest"])
    pkg = package_name(b["manifest"])
    env = dict(os.environ, CARGO_MANIFEST_DIR=folder, CARGO_PKG_NAME=pkg, CARGO_CRATE_NAME=b["name"],
               RUSTC_BOOTSTRAP="1")
    cmd = [b["executable"], "--format", "json", "-Z", "unstable-options"]
    mimic = False
    probe = subprocess.run([b["executable"], "--help"], capture_output=True, text=True, cwd=folder, env=env)
    if "--report-time" in probe.stdout:
        cmd.append("--report-time")
    else:
        mimic = True
    p, wall, cpu, l0, l1 = timed(cmd, cwd=folder, env=env, capture_output=True, text=True)
    tests, suite = [], {}
    for line in p.stdout.splitlines():
        try:
            e = json.loads(line)
        except ValueError:
            continue
        if e.get("type") == "test" and e.get("event") in ("ok", "failed") and "exec_time" in e:
            tests.append((float(e["exec_time"]), e["name"]))
        elif e.get("type") == "suite" and e.get("event") in ("ok", "failed"):
            suite = e
    label = f"{pkg} {b['kind']}" + ("" if b["kind"] == "lib" else f" {b['name']}")
    if b["kind"] == "bin":
        label = f"{pkg} bin {b['name']}"
    return {
        "binary": label, "wall": wall, "cpu": cpu, "load": (l0, l1), "ok": p.returncode == 0,
        "passed": suite.get("passed", 0), "ignored": suite.get("ignored", 0),
        "failed": suite.get("failed", 0), "mimic": mimic,
        "tests": [{"name": f"{label}: {n}", "seconds": s} for s, n in tests],
        "stderr": p.stderr[-2000:] if p.returncode else "",
    }


def doc_tests(target):
    env = dict(os.environ, CARGO_TARGET_DIR=target)
    p, wall, cpu, l0, l1 = timed(["cargo", "test", "--doc", "--quiet"], cwd=ROOT, env=env,
                                 capture_output=True, text=True)
    passed = sum(int(l.split()[3]) for l in p.stdout.splitlines() if l.startswith("test result:"))
    return {"binary": "doc tests (cargo test --doc, their build included)", "wall": wall, "cpu": cpu,
            "load": (l0, l1), "ok": p.returncode == 0, "passed": passed, "ignored": 0, "failed": 0,
            "tests": []}


def report(b, runs, top):
    print(f"## The build: `cargo test --no-run` from an empty build folder\n")
    print(f"{minutes(b['wall'])} wall, {minutes(b['cpu'])} CPU (user+sys), load average "
          f"{b['load'][0]:.1f} at the start, {b['load'][1]:.1f} at the end; {len(b['units'])} rustc runs.\n")
    groups = {}
    for u in b["units"]:
        key = (u["crate"], u["kind"], u["opt"])
        g = groups.setdefault(key, [0, 0.0, 0.0])
        g[0] += 1
        g[1] += u["wall"]
        g[2] += u["cpu"]
    ours = {"oracle", "void_chess_oracle", "harness", "void_chess_harness", "xtask", "benchmarks",
            "void_bitboard", "conformance"}
    print("| crate | kind | opt-level | rustc runs | wall s | CPU s |")
    print("|---|---|---|---|---|---|")
    rows = sorted(groups.items(), key=lambda kv: -kv[1][2])
    shown = [kv for kv in rows if kv[0][0] in ours or kv[0][1] == "test"][:top * 2]
    shown += [kv for kv in rows if kv not in shown][:top]
    shown.sort(key=lambda kv: -kv[1][2])
    for (crate, kind, opt), (n, wall, cpu) in shown:
        print(f"| {crate} | {kind} | {opt} | {n} | {fmt(wall)} | {fmt(cpu)} |")
    rest = [kv for kv in rows if kv not in shown]
    if rest:
        print(f"| {len(rest)} others | | | {sum(v[0] for _, v in rest)} | "
              f"{fmt(sum(v[1] for _, v in rest))} | {fmt(sum(v[2] for _, v in rest))} |")
    by_opt = {}
    for u in b["units"]:
        by_opt[u["opt"]] = by_opt.get(u["opt"], 0.0) + u["cpu"]
    print("\nCPU by optimisation level: " + ", ".join(f"opt-level {k}: {fmt(v)} s" for k, v in
                                                       sorted(by_opt.items())))
    print("\n## The test binaries, as `cargo test` runs them\n")
    print("| binary | passed | ignored | wall s | CPU s | load |")
    print("|---|---|---|---|---|---|")
    for r in sorted(runs, key=lambda r: -r["wall"]):
        flag = "" if r["ok"] else " **FAILED**"
        print(f"| {r['binary']}{flag} | {r['passed']} | {r['ignored']} | {fmt(r['wall'])} | "
              f"{fmt(r['cpu'])} | {r['load'][0]:.1f}-{r['load'][1]:.1f} |")
    tw, tc = sum(r["wall"] for r in runs), sum(r["cpu"] for r in runs)
    print(f"| all | {sum(r['passed'] for r in runs)} | {sum(r['ignored'] for r in runs)} | "
          f"{fmt(tw)} | {fmt(tc)} | |")
    print(f"\n## The {top} slowest tests (libtest's --report-time, wall, under the default threads)\n")
    print("| test | s |")
    print("|---|---|")
    tests = sorted((t for r in runs for t in r["tests"]), key=lambda t: -t["seconds"])
    for t in tests[:top]:
        print(f"| {t['name']} | {t['seconds']:.1f} |")
    total = b["wall"] + tw
    print(f"\nIn all: {minutes(total)} wall, {minutes(b['cpu'] + tc)} CPU.")
    for r in runs:
        if not r["ok"]:
            print(f"\n{r['binary']} failed:\n{r.get('stderr', '')}", file=sys.stderr)


def main():
    if len(sys.argv) > 1 and os.environ.get(LOG_VAR) and os.path.basename(sys.argv[1]).startswith("rustc"):
        sys.exit(wrapper(sys.argv))
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--target-dir", default=os.path.join(ROOT, "target", "test-times"))
    ap.add_argument("--keep", action="store_true", help="do not empty the build folder first")
    ap.add_argument("--json", help="write the figures to this file too")
    ap.add_argument("--top", type=int, default=10)
    o = ap.parse_args()
    target = os.path.abspath(o.target_dir)
    if not o.keep and os.path.exists(target):
        shutil.rmtree(target)
    os.makedirs(target, exist_ok=True)
    log = os.path.join(target, "rustc-times.jsonl")
    if os.path.exists(log):
        os.remove(log)
    print(f"building into {target} (cores: {os.cpu_count()}, load average {load():.1f})", file=sys.stderr)
    b, binaries = build(target, log)
    runs = []
    for bin_ in binaries:
        print(f"running {os.path.basename(bin_['executable'])}", file=sys.stderr)
        runs.append(run_binary(bin_))
    runs.append(doc_tests(target))
    report(b, runs, o.top)
    if o.json:
        with open(o.json, "w") as f:
            json.dump({"build": b, "runs": runs}, f, indent=1)
    sys.exit(0 if all(r["ok"] for r in runs) else 1)


if __name__ == "__main__":
    main()
