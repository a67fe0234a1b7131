#!/usr/bin/env python3
"""A proxy in front of a protocol engine with a bug that depends only on the position asked about, so that
the same games show the same disagreements however a run is split into shards.

usage: position_bug_engine.py -- ENGINE COMMAND...

The bug: after a move whose coordinate text has an even sum of character codes, played as the 5th ply or
later, the `moves` answer lacks its first move.
"""

import json
import subprocess
import sys


def buggy(request):
    moves = request.get("moves") or []
    return len(moves) >= 5 and sum(map(ord, moves[-1])) % 2 == 0


def main():
    command = sys.argv[sys.argv.index("--") + 1:]
    engine = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        engine.stdin.write(line if line.endswith("\n") else line + "\n")
        engine.stdin.flush()
        reply = engine.stdout.readline()
        if request.get("op") == "moves" and buggy(request):
            data = json.loads(reply)
            data["moves"] = data.get("moves", [])[1:]
            reply = json.dumps(data) + "\n"
        sys.stdout.write(reply)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
