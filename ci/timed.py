#!/usr/bin/env python3
"""The parts of CI timed against their shares of the budget (.ci/run, ci/extra-checks.sh).

    ci/timed.py NAME SHARE -- COMMAND...   runs COMMAND (its output as it is), then records its wall time,
                                           its CPU time (user+sys of it and everything it waited for) and
                                           its exit status; exits with COMMAND's status
    ci/timed.py --table [--total SHARE]    prints the table of the parts recorded and exits 1 when a part
                                           failed, took longer than its SHARE seconds, or the whole longer
                                           than the total
    ci/timed.py --calibrate                times a fixed CPU-bound loop (the best of three) and records how
                                           fast this machine is beside the one the shares were set on

The records go to $CI_PARTS (default target/ci-parts.tsv; .ci/run empties it first). Wall time is what the
budget is about; on a machine shared with other work, CI_BUDGET_SCALE=N allows N times every share and
the total (the table says so, and prints the load average at the start and end of each part).

A part's share is in seconds of the machine the shares were set on (its reference loop took REFERENCE_S).
The same 2-core machine has been measured from one day to the next at up to twice the time for the same
build (docs/testing.md, "Where the time goes"): `--calibrate` at the start of .ci/run times the loop here,
and each share is then allowed the machine's factor (between 0.75 and 3), so that a share catches a part
that grew, not a slow day. The factor goes no lower than 0.75 because the loop runs faster on a fast day
than a build does (2026-12-06: the loop 0.60 s against 1.24 s, cargo test 172 s against 299 s, a factor
of 0.5 beside 0.58): a part must not fail its share because the loop was quick. The total is not scaled:
CI's limit is wall time.
"""

import os
import resource
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RECORDS = os.environ.get("CI_PARTS", os.path.join(ROOT, "target", "ci-parts.tsv"))


# The reference loop's time (best of three, seconds) on the machine the shares were set on: the 2-core
# machine of 2026-12-06 (docs/testing.md).
REFERENCE_S = 1.2
SPEED = os.path.join(os.path.dirname(RECORDS), "ci-speed")


def reference_loop():
    t0 = time.process_time()
    s = 0
    for i in range(20_000_000):
        s += i * i
    return time.process_time() - t0


def calibrate():
    best = min(reference_loop() for _ in range(3))
    factor = min(3.0, max(0.75, best / REFERENCE_S))
    os.makedirs(os.path.dirname(SPEED), exist_ok=True)
    with open(SPEED, "w") as f:
        f.write(f"{factor:.2f}\t{best:.2f}\n")
    print(f"this machine: the reference loop in {best:.2f} s ({REFERENCE_S} s where the shares were set): "
          f"each part is allowed its share x{factor:.2f}")


def speed():
    """The factor `--calibrate` recorded, and the loop's time (1 and None when it did not run)."""
    try:
        factor, best = open(SPEED).read().split()
        return float(factor), float(best)
    except (OSError, ValueError):
        return 1.0, None


def load():
    with open("/proc/loadavg") as f:
        return f.read().split()[0]


def run(name, share, command):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    l0, w0 = load(), time.monotonic()
    try:
        rc = subprocess.call(command)
    except OSError as e:
        print(f"ci/timed.py: cannot run {command[0]}: {e}", file=sys.stderr)
        rc = 127
    wall = time.monotonic() - w0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    os.makedirs(os.path.dirname(RECORDS), exist_ok=True)
    with open(RECORDS, "a") as f:
        f.write(f"{name}\t{share}\t{wall:.1f}\t{cpu:.1f}\t{rc}\t{l0}-{load()}\n")
    return rc


def minutes(s):
    return f"{int(s // 60)} min {s % 60:02.0f} s" if s >= 60 else f"{s:.1f} s"


def table(total_share):
    scale = float(os.environ.get("CI_BUDGET_SCALE", "1"))
    factor, best = speed()
    try:
        rows = [line.rstrip("\n").split("\t") for line in open(RECORDS) if line.strip()]
    except FileNotFoundError:
        rows = []
    print("\n== the parts of CI, their time and their share of the budget"
          + (f" (shares x{scale:g}: CI_BUDGET_SCALE)" if scale != 1 else ""))
    if best is not None:
        print(f"(this machine's reference loop: {best:.2f} s, {REFERENCE_S} s where the shares were set: "
              f"shares x{factor:.2f})")
    width = max([len(r[0]) for r in rows] + [4])
    print(f"{'part':<{width}}  {'wall':>9}  {'CPU':>9}  {'share':>9}  {'load':>11}  verdict")
    bad = []
    wall_sum = 0.0
    for name, share, wall, cpu, rc, loads in rows:
        wall, cpu, share = float(wall), float(cpu), float(share)
        wall_sum += wall
        verdict = "ok"
        if rc != "0":
            verdict = f"FAILED (exit {rc})"
        elif wall > share * scale * factor:
            verdict = "OVER ITS SHARE"
        if verdict != "ok":
            bad.append(name)
        print(f"{name:<{width}}  {wall:>8.1f}s  {cpu:>8.1f}s  {share * factor:>8.0f}s  {loads:>11}  {verdict}")
    print(f"{'(the parts, one after another)':<{width}}  {wall_sum:>8.1f}s")
    if total_share is not None:
        elapsed = float(os.environ.get("CI_ELAPSED", wall_sum))
        over = elapsed > total_share * scale
        print(f"{'(CI from its start)':<{width}}  {elapsed:>8.1f}s  {'':>9}  {total_share:>8.0f}s  {'':>11}  "
              + ("OVER THE BUDGET" if over else "ok"))
        if over:
            bad.append("the whole")
    if bad:
        print(f"\nCI FAILED: {', '.join(bad)} (see the table above)")
        return 1
    return 0


def main():
    args = sys.argv[1:]
    if args == ["--calibrate"]:
        sys.exit(calibrate())
    if args[:1] == ["--table"]:
        total = float(args[2]) if args[1:2] == ["--total"] else None
        sys.exit(table(total))
    if len(args) < 4 or args[2] != "--":
        sys.exit(__doc__)
    sys.exit(run(args[0], float(args[1]), args[3:]))


if __name__ == "__main__":
    main()
