#!/usr/bin/env python3
"""A proxy in front of a protocol engine that misbehaves on purpose, to test the differential tester.

usage: misbehaving_engine.py MODE N STATE_FILE -- ENGINE COMMAND...

Requests are passed to the engine and its replies back, except at the N-th request (counting `hello`),
where MODE happens: crash (exit), hang (never answer), garbage (print a line that is not JSON), slow
(every N-th answer comes 0.3 s late), version (hello says protocol 2), lie (drop the first move of the N-th
`moves` answer), castling (drop every castling move from every `moves` answer: one bug that shows in
many games), castling-slow (castling, every answer N ms late: a slow engine with a frequent bug). The misbehaviour happens once per STATE_FILE (it is created then), except for slow, version
and the castling modes, which misbehave every time.
"""

import json
import os
import subprocess
import sys
import time

CASTLING = {"e1g1", "e1c1", "e8g8", "e8c8"}


def king_squares(engine, request):
    """The squares among e1 and e8 where a King stands, read from the engine's `play` answer."""
    ask = dict(request, op="play", id="castling")
    engine.stdin.write(json.dumps(ask) + "\n")
    engine.stdin.flush()
    position = json.loads(engine.stdout.readline()).get("position", "")
    ranks = position.split(" ")[0].split("/")
    found = set()
    for rank, square in ((ranks[-1], "e1"), (ranks[0], "e8")):
        row = "".join("." * int(c) if c.isdigit() else c for c in rank)
        if len(row) == 8 and row[4] in "Kk":
            found.add(square)
    return found


def main():
    mode, n, state = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    command = sys.argv[sys.argv.index("--") + 1:]
    engine = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    count = 0
    moves_count = 0
    for line in sys.stdin:
        if not line.strip():
            continue
        count += 1
        request = json.loads(line)
        engine.stdin.write(line if line.endswith("\n") else line + "\n")
        engine.stdin.flush()
        reply = engine.stdout.readline()
        once = not os.path.exists(state)
        if mode == "version" and request.get("op") == "hello":
            data = json.loads(reply)
            data["protocol"] = 2
            reply = json.dumps(data) + "\n"
        if mode == "castling-slow":
            time.sleep(n / 1000)
        if mode in ("castling", "castling-slow") and request.get("op") == "moves":
            data = json.loads(reply)
            kings = king_squares(engine, request)
            data["moves"] = [m for m in data.get("moves", []) if not (m in CASTLING and m[:2] in kings)]
            reply = json.dumps(data) + "\n"
        elif mode == "slow" and count % n == 0:
            time.sleep(0.3)
        elif count == n and once and mode in ("crash", "hang", "garbage"):
            open(state, "w").close()
            if mode == "crash":
                sys.exit(1)
            if mode == "hang":
                time.sleep(3600)
            reply = "garbage!! not a reply\n"
        elif mode == "lie" and request.get("op") == "moves":
            moves_count += 1
            if moves_count == n and once:
                open(state, "w").close()
                data = json.loads(reply)
                data["moves"] = data["moves"][1:]
                reply = json.dumps(data) + "\n"
        sys.stdout.write(reply)
        sys.stdout.flush()


if __name__ == "__main__":
    main()
