#!/usr/bin/env python3
"""A UCI engine made of a protocol engine, to test the differential tester's UCI adapter without a real
UCI engine: `position`, `d` (its `Fen:` and `Checkers:` lines) and `go perft 1` are answered by asking
the protocol engine `play`, `status` and `moves`.

usage: uci_over_protocol.py CRASH_AT STATE_FILE -- ENGINE COMMAND...

The CRASH_AT-th `go perft 1` (0: never) makes it exit, once per STATE_FILE.
"""

import json
import os
import subprocess
import sys


def main():
    crash_at, state = int(sys.argv[1]), sys.argv[2]
    engine = subprocess.Popen(sys.argv[sys.argv.index("--") + 1:], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)

    def ask(op, start, moves):
        engine.stdin.write(json.dumps({"id": 1, "op": op, "ruleset": "fide", "start": start,
                                       "moves": moves}) + "\n")
        engine.stdin.flush()
        return json.loads(engine.stdout.readline())

    start, moves, perfts = "startpos", [], 0
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "uci":
            print("id name uci-over-protocol\nuciok", flush=True)
        elif words[0] == "isready":
            print("readyok", flush=True)
        elif words[0] == "position":
            rest = line.split(" moves ")
            head = rest[0].split()
            start = "startpos" if head[1] == "startpos" else " ".join(head[2:])
            moves = rest[1].split() if len(rest) > 1 else []
        elif words[0] == "d":
            fen = ask("play", start, moves)["position"]
            check = ask("status", start, moves)["check"]
            print(f" +---+\n\nFen: {fen}\nKey: 0\nCheckers: {'x1' if check else ''}", flush=True)
        elif words[:3] == ["go", "perft", "1"]:
            perfts += 1
            if perfts == crash_at and not os.path.exists(state):
                open(state, "w").close()
                sys.exit(1)
            listed = ask("moves", start, moves)["moves"]
            out = "".join(f"{m}: 1\n" for m in listed)
            print(f"{out}\nNodes searched: {len(listed)}\n", flush=True)
        elif words[0] == "quit":
            return


if __name__ == "__main__":
    main()
