#!/usr/bin/env python3
"""The speed of the package against `oracle serve`, per call: the legal moves of the Void Chess start
position asked from Python

  - through the package: a new `voidchess.Board` and its `legal_moves` (the move list generated afresh at
    every call), and the same request as `oracle serve` gets, answered in process (`voidchess.Protocol`);
  - through `oracle serve`: a JSON request line written to the server's standard input, the reply line
    read from its standard output and decoded, as a Python client of PROTOCOL.md does.

A benchmark, not a test: one run on one machine; the figures of python/README.md come from it. The
project's other benchmarks are `cargo xtask bench`; this one is here because it needs the built package.

  python python/bench.py [--oracle target/release/oracle] [--calls N] [--markdown]

Needs the package installed (pip install the wheel; see python/README.md) and a release build of the
oracle command (`cargo build --release -p void-chess-oracle`).
"""

import argparse
import json
import os
import platform
import subprocess
import sys
import time
from typing import Callable, List, Tuple

import voidchess

REQUEST = {"op": "moves", "ruleset": "void-chess", "start": "startpos"}
HERE = os.path.dirname(os.path.abspath(__file__))


def per_call(f: Callable[[], object], calls: int, repeats: int) -> float:
    """The best of `repeats` runs of `calls` calls, in seconds per call."""
    best = float("inf")
    for _ in range(repeats):
        t = time.perf_counter()
        for _ in range(calls):
            f()
        best = min(best, (time.perf_counter() - t) / calls)
    return best


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--oracle", default=os.path.join(HERE, "..", "target", "release", "oracle"),
                   help="the oracle command (default: target/release/oracle)")
    p.add_argument("--calls", type=int, default=2000, help="calls per run (default 2000)")
    p.add_argument("--repeats", type=int, default=5, help="runs; the best is kept (default 5)")
    p.add_argument("--markdown", action="store_true", help="print the table as Markdown")
    args = p.parse_args()
    if not os.access(args.oracle, os.X_OK):
        print(f"bench: no oracle command at {args.oracle} (cargo build --release -p void-chess-oracle)", file=sys.stderr)
        return 2

    kept = voidchess.Board("void-chess")
    expected = kept.legal_moves
    if len(expected) != 22:
        print(f"bench: the package gives {len(expected)} legal moves at the start, not 22", file=sys.stderr)
        return 1

    # `oracle serve` keeps the last 8 games it built (oracle/src/game_cache.rs), so asking the same
    # request again lists the kept game's moves. Requests that name the same start under 11 different
    # but equivalent sets of switches (none, or one switch set to its default) miss that cache in turn:
    # each builds its game and generates its moves afresh, as a new Board does.
    defaults = [{}] + [{e.switch: e.default} for e in voidchess.ruleset("void-chess").switches]
    fresh_requests = [json.dumps(dict(REQUEST, interpretation=i)) + "\n" for i in defaults]
    assert len(fresh_requests) > 8, "fewer equivalent requests than games kept"

    protocol = voidchess.Protocol()
    server = subprocess.Popen([args.oracle, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, bufsize=1)
    turn = [0]

    def serve(line: str) -> List[str]:
        assert server.stdin is not None and server.stdout is not None
        server.stdin.write(line)
        server.stdin.flush()
        return json.loads(server.stdout.readline())["moves"]

    def serve_fresh() -> List[str]:
        turn[0] += 1
        return serve(fresh_requests[turn[0] % len(fresh_requests)])

    cases: List[Tuple[str, str, Callable[[], List[str]]]] = [
        ("kept", "voidchess: the same Board's legal_moves", lambda: kept.legal_moves),
        ("kept", "voidchess: Protocol().ask(request), in process", lambda: protocol.ask(REQUEST)["moves"]),
        ("kept", "oracle serve: the same request line, its reply", lambda: serve(json.dumps(REQUEST) + "\n")),
        ("fresh", "voidchess: Board('void-chess').legal_moves", lambda: voidchess.Board("void-chess").legal_moves),
        ("fresh", "oracle serve: a request its kept games miss", serve_fresh),
    ]
    try:
        for _, name, f in cases:
            if f() != expected:
                print(f"bench: `{name}` answers other moves than the package's Board", file=sys.stderr)
                return 1
        times = [per_call(f, args.calls, args.repeats) for _, _, f in cases]
    finally:
        server.kill()
        server.wait()

    serve_time = {"kept": times[2], "fresh": times[4]}
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    game = {"kept": "the game kept", "fresh": "the game built and its moves generated at each call"}
    if args.markdown:
        print(f"| legal moves of the Void Chess start, from Python ({machine}) | per call | "
              "`oracle serve` / this |")
        print("|---|---|---|")
        for (kind, name, _), t in zip(cases, times):
            print(f"| {name} ({game[kind]}) | {t * 1e6:.2f} µs | {serve_time[kind] / t:.1f}x |")
    else:
        print(f"legal moves of the Void Chess start, per call ({machine}; best of {args.repeats} runs "
              f"of {args.calls} calls):")
        for (kind, name, _), t in zip(cases, times):
            print(f"  {kind:<6}{name:<52}{t * 1e6:9.2f} µs   oracle serve / this: "
                  f"{serve_time[kind] / t:6.1f}x")
    kept_ratio, fresh_ratio = times[2] / times[0], times[4] / times[3]
    print(f"the package is {kept_ratio:.1f}x faster per call than oracle serve with the game kept on "
          f"both sides, {fresh_ratio:.1f}x with the game built afresh on both (the aim: at least 20x)")
    return 0 if kept_ratio >= 20 else 1


if __name__ == "__main__":
    sys.exit(main())
