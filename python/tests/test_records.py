"""`check_game`: each game's verdict as `oracle check-game` gives it. python-chess's test records (real
files from lichess, ChessBase, cutechess; downloaded by ci/fetch-records.sh, not committed) against the
table of docs/records.md, read by ci/records_check.py's own reader; small records written here whose
verdicts follow from the rules; and the whole report compared with the command's."""

import importlib.util
import os
from pathlib import Path

import pytest

import voidchess
from conftest import REPO, needed, run_oracle

FOOLS_MATE = """[Event "Fool's mate"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1
"""

# 2... Ke7 is legal; 3. Kf4 is not: a King moves one square in any direction (FIDE rules 2.1.1,
# clauses/fide.yaml).
ILLEGAL = """[Event "A King's walk"]

1. e4 e5 2. Ke2 Ke7 3. Kf4 *
"""


def records_table():
    spec = importlib.util.spec_from_file_location("records_check", REPO / "ci" / "records_check.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.read_table(REPO / "docs" / "records.md")


@pytest.fixture(scope="module")
def records() -> Path:
    given = os.environ.get("VOIDCHESS_RECORDS")
    return needed(Path(given) if given else REPO / "target" / "ci-records" / "pgn",
                  "python-chess's records (ci/fetch-records.sh; or VOIDCHESS_RECORDS)")


def test_python_chess_records_get_the_verdicts_of_docs_records_md(records):
    table = records_table()
    present = sorted(p.name for p in records.glob("*.pgn"))
    assert present == sorted(table), "the files and the table's rows differ"
    for name, rows in table.items():
        data = (records / name).read_bytes()
        verdicts = voidchess.check_game(data)
        assert len(verdicts) == len(rows), name
        for i, (verdict, (phrases, code)) in enumerate(zip(verdicts, rows), 1):
            assert verdict.number == i
            for phrase in phrases:
                assert phrase in verdict.line, (name, i, phrase, verdict.line)
            assert verdict.code == code, (name, i, verdict.line)
        report, code = voidchess.check_game_report(data)
        assert code == max(c for _, c in rows), name
        assert report.splitlines() == [v.line for v in verdicts], name


def test_a_legal_game_and_its_result():
    [verdict] = voidchess.check_game(FOOLS_MATE)
    assert (verdict.kind, verdict.code, verdict.ruleset, verdict.plies) == ("legal", 0, "fide", 4)
    # FIDE rules 4.3.2: checkmate ends the game, the checking side wins; the Result says 0-1.
    assert "black-wins (fide/4.3.2)" in verdict.status and verdict.result == "agrees"
    assert verdict.line == f"game 1 (line 1 column 1): {verdict.verdict}"
    assert str(verdict) == verdict.line
    wrong = FOOLS_MATE.replace('"0-1"', '"1-0"').replace("Qh4# 0-1", "Qh4# 1-0")
    [verdict] = voidchess.check_game(wrong)
    assert (verdict.kind, verdict.code, verdict.result) == ("legal", 1, "disagrees")


def test_an_illegal_move_is_located_with_its_clause():
    [verdict] = voidchess.check_game(ILLEGAL)
    assert (verdict.kind, verdict.code, verdict.move, verdict.move_number) == ("illegal", 1, "Kf4", "3.")
    line = ILLEGAL.splitlines()[2]
    assert verdict.plies == 5 and verdict.place == (3, line.index("Kf4") + 1)
    assert verdict.clause == "fide/2.1.1" and verdict.reason


def test_what_is_no_record():
    [v] = voidchess.check_game(b"1. e4\n e5 \x00\x01")
    assert (v.kind, v.code, v.place) == ("unreadable", 2, (2, 5))
    assert voidchess.check_game("") == []
    assert voidchess.check_game_report("") == ("no game in the record\n", 2)
    verdicts = voidchess.check_game('[Variant "Crazyhouse"]\n\n1. e4 *\n')
    assert [v.kind for v in verdicts] == ["malformed"] and verdicts[0].code == 2
    with pytest.raises(TypeError):
        voidchess.check_game(12)


def test_the_report_is_the_commands(oracle, tmp_path):
    for name, text in [("mate.pgn", FOOLS_MATE), ("illegal.pgn", ILLEGAL), ("two.pgn", FOOLS_MATE + "\n" + ILLEGAL)]:
        path = tmp_path / name
        path.write_text(text)
        out = run_oracle(oracle, "check-game", str(path))
        assert voidchess.check_game_report(text) == (out.stdout, out.returncode), name
