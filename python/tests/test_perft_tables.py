"""The perft tables of tests/perft/ through the package: every count up to 30,000 leaves whose source is
a published table or the oracle agreed by another implementation (tests/perft/README.md)."""

import pytest

import voidchess
from conftest import perft_cases

CASES = perft_cases(max_nodes=30_000)
REFUSED = perft_cases(max_nodes=30_000, refused=True)


def test_the_tables_give_cases_of_every_kind():
    assert {c[2] for c in CASES} >= {"void-chess", "fide", "suicide", "suicide-void"}


@pytest.mark.parametrize("table,case,ruleset,epd,switches,depth,count", CASES,
                         ids=[f"{c[0]}:{c[1]}:{c[5]}" for c in CASES])
def test_perft_count(table, case, ruleset, epd, switches, depth, count):
    board = voidchess.Board(ruleset, position=epd, interpretation=switches)
    assert board.perft(depth) == count


@pytest.mark.parametrize("table,case,ruleset,epd,switches,depth,count", REFUSED,
                         ids=[f"{c[0]}:{c[1]}:{c[5]}" for c in REFUSED])
def test_a_position_the_tables_mark_refused_is_refused(table, case, ruleset, epd, switches, depth, count):
    with pytest.raises(voidchess.BadPosition):
        voidchess.Board(ruleset, position=epd, interpretation=switches)
