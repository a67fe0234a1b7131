"""What the second perft implementations of tools/ share: reading a `.perft` table
(tests/perft/README.md), checking its counts, and the command line (`--file TABLE [--max-nodes N]`, or
`--depth D [--switch name=value] POSITION`). Each implementation gives only how to count a position.

Exit codes of `cli`: 0 every count agreed, 1 a count differed, 2 bad input.
"""

import argparse
import sys


def read_table(path):
    """The cases of a `.perft` table: each {id, epd, switches, counts, line}; a case is its `epd` line with
    the `id` before it (or `line N` without one), the `switch` and `perft` lines after it."""
    cases, case = [], None
    with open(path, encoding="utf-8") as f:
        for n, raw in enumerate(f, 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            key, _, rest = line.partition(" ")
            rest = rest.strip()
            if key == "id":
                case = {"id": rest, "switches": {}, "counts": [], "line": n}
            elif key == "epd":
                if case is None or "epd" in case:
                    case = {"id": f"line {n}", "switches": {}, "counts": [], "line": n}
                case["epd"] = rest
                cases.append(case)
            elif case is None:
                continue
            elif key == "switch":
                name, _, value = rest.partition("=")
                case["switches"][name.strip()] = value.strip()
            elif key == "perft":
                depth, count = rest.split()
                case["counts"].append((int(depth), int(count)))
    return cases


def run_table(path, max_nodes, counter, width):
    """Checks every count of the table at `path` up to `max_nodes` leaves. `counter(case)` gives a
    function of the depth counting the case's position, or a text saying why the case is left out."""
    mismatches = 0
    for case in read_table(path):
        count = counter(case)
        if isinstance(count, str):
            print(f"  {case['id']:<{width}} left out ({count})")
            continue
        for depth, want in case["counts"]:
            if max_nodes is not None and want > max_nodes:
                print(f"  {case['id']:<{width}} perft {depth}: skipped ({want} > --max-nodes)")
                continue
            got = count(depth)
            verdict = "ok" if got == want else "MISMATCH"
            print(f"  {case['id']:<{width}} perft {depth}: {got:>10} table {want:>10}  {verdict}")
            if got != want:
                mismatches += 1
    print(f"{mismatches} mismatch(es)")
    return 1 if mismatches else 0


def cli(description, name, counter, width):
    """The command line of a perft implementation: `counter(case)` as in `run_table`, for the table's
    cases and for one position given as {epd, switches}."""
    p = argparse.ArgumentParser(description=description)
    p.add_argument("--file", help=f"a .perft table of {name} positions")
    p.add_argument("--max-nodes", type=lambda s: int(s.replace("_", "")), default=None)
    p.add_argument("--depth", type=int, help="count one position to this depth")
    p.add_argument("--switch", action="append", default=[], help="name=value (with --depth)")
    p.add_argument("position", nargs="*", help="a position text (with --depth)")
    a = p.parse_args()
    try:
        if a.file:
            return run_table(a.file, a.max_nodes, counter, width)
        if a.depth is None:
            p.error("give --file, or --depth and a position")
        switches = dict(s.split("=", 1) for s in a.switch)
        count = counter({"id": "position", "epd": " ".join(a.position) or "startpos", "switches": switches})
        if isinstance(count, str):
            raise ValueError(count)
        print(f"Nodes searched: {count(a.depth)}")
        return 0
    except (ValueError, OSError) as e:
        sys.stderr.write(f"{sys.argv[0].rsplit('/', 1)[-1]}: {e}\n")
        return 2
