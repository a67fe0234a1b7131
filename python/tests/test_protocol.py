"""`Protocol`: PROTOCOL.md answered in process by `oracle serve`'s code: the same reply line as the
command for every op and every error kind, and errors as data, not exceptions."""

import json
import subprocess

import voidchess

REQUESTS = [
    {"id": 1, "op": "hello"},
    {"id": 2, "op": "moves", "ruleset": "void-chess", "start": "startpos"},
    {"id": 3, "op": "status", "ruleset": "fide", "start": "startpos", "moves": ["f2f3", "e7e5", "g2g4", "d8h4"]},
    {"id": 4, "op": "play", "ruleset": "circular", "start": "startpos", "interpretation": {"board": "minimal"},
     "moves": ["e2e4"]},
    {"id": 5, "op": "perft", "ruleset": "void-chess", "start": "startpos", "depth": 3},
    {"id": 6, "op": "explain", "ruleset": "void-chess", "start": "startpos", "move": "g1g2"},
    {"id": 7, "op": "status", "ruleset": "fide", "start": "startpos", "event": "agreement"},
    {"id": 8, "op": "moves", "ruleset": "nope", "start": "startpos"},
    {"id": 9, "op": "moves", "ruleset": "fide", "start": "startpos", "moves": ["e2e5"]},
    {"id": 10, "op": "moves", "ruleset": "fide", "start": "x"},
    {"id": 11, "op": "jump"},
]


def test_the_replies_are_oracle_serves(oracle):
    lines = [json.dumps(r) for r in REQUESTS] + ["not json"]
    served = subprocess.run([str(oracle), "serve"], input="\n".join(lines) + "\n", capture_output=True,
                            text=True, timeout=60, check=True).stdout.splitlines()
    protocol = voidchess.Protocol()
    assert [protocol.ask_line(line) for line in lines] == served


def test_replies_as_dicts():
    protocol = voidchess.Protocol()
    assert protocol.ask(REQUESTS[0])["protocol"] == voidchess.PROTOCOL_VERSION == 1
    assert len(protocol.ask(REQUESTS[1])["moves"]) == 22
    assert protocol.ask(REQUESTS[4])["nodes"] == 12230  # tests/perft/void-chess.perft, depth 3
    error = protocol.ask(REQUESTS[8])["error"]
    assert (error["kind"], error["clause"], error["move_index"]) == ("illegal-move", "fide/2.6.1", 0)
    assert protocol.ask(json.dumps(REQUESTS[5]))["legal"] is False
    assert voidchess.errors.error_class(error["kind"]) is voidchess.IllegalMove
