"""The rule cases from Python: `python -m voidchess.check` gives the verdicts of `cargo xtask check
--engine` (compared case by case and step by step, as xtask/tests/suite_runner.rs compares the suite's
runner) on the oracle (`oracle serve`, which passes) and on a planted bug (`xtask serve --engine
planted:void-never-castles`, which fails); the pytest helper names each case after its scenario and
fails, passes or skips it by its verdict; the in-process engines (the package's Board, the toy engine
of python/examples) answer as a protocol program does.

The cases are those the package carries (the harness crate's embedded suite); an exported suite
(VOIDCHESS_EXPORTED; ci/python-check.sh exports one with `xtask suite export`) must hold the same cases. The
planted bug and the comparison come from the xtask command (VOIDCHESS_XTASK).
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import voidchess
from conftest import REPO, needed
from voidchess import Board, testing
from voidchess.cases import Suite
from voidchess.engines import BoardEngine, Command

sys.path.insert(0, str(REPO / "python" / "examples"))
from toy_engine import ToyBoard, ToyBoardWithoutEnPassant  # noqa: E402

PLANTED = "planted:void-never-castles"


@pytest.fixture(scope="module")
def exported() -> Path:
    given = os.environ.get("VOIDCHESS_EXPORTED")
    return needed(Path(given) if given else None, "an exported suite (xtask suite export DIR; VOIDCHESS_EXPORTED)")


def test_the_package_carries_the_exported_cases(exported):
    """The cases the package carries are the ones `cargo xtask suite export` writes, case for case."""
    carried = {c.id: c.data for c in Suite.embedded().cases(readings=True)}
    folder = {c.id: c.data for c in Suite(exported).cases(readings=True)}
    assert carried == folder
    assert len(carried) == json.loads((exported / "version.json").read_text())["cases"]
    assert Suite.embedded().version["cases"] == len(carried)


@pytest.fixture(scope="module")
def xtask() -> Path:
    given = os.environ.get("VOIDCHESS_XTASK")
    return needed(Path(given) if given else REPO / "target" / "release" / "xtask",
                  "the xtask command (cargo build --release -p xtask; VOIDCHESS_XTASK)")


def verdicts(path: Path) -> dict:
    """Per case its verdict, and per step the name, verdict, failed expectations (place and key),
    reasons and clauses not compared: what xtask/tests/suite_runner.rs requires both runners to agree on."""
    cases = json.loads(path.read_text())["cases"]
    return {
        c["id"]: [c["verdict"], [[s["name"], s["verdict"], [[f["at"], f["key"]] for f in s.get("failures", [])],
                                  s.get("reasons"), s["clauses_not_compared"]] for s in c["steps"]]]
        for c in cases
    }


def both(xtask: Path, engine: str, tmp_path: Path, rulesets=()):
    flags = [a for r in rulesets for a in ("-r", r)]
    rust, python = tmp_path / "rust.json", tmp_path / "python.json"
    x = subprocess.run([str(xtask), "check", "--engine", engine, *flags, "--json", str(rust)],
                       capture_output=True, text=True, timeout=300, env=dict(os.environ, XTASK_IN_THIS_BUILD="1"))
    env = {k: v for k, v in os.environ.items() if k != "VOIDCHESS_SUITE"}
    p = subprocess.run([sys.executable, "-m", "voidchess.check", "--engine", engine, "--readings", *flags,
                        "--json", str(python)], capture_output=True, text=True, timeout=300, env=env)
    return x, p, verdicts(rust), verdicts(python)


def test_the_case_runner_agrees_with_xtask_check_on_the_oracle(xtask, oracle, tmp_path):
    x, p, rust, python = both(xtask, f"{oracle} serve", tmp_path)
    assert (x.returncode, p.returncode) == (0, 0), x.stdout[-2000:] + p.stdout[-2000:]
    assert python == rust and len(python) == Suite.embedded().version["cases"]
    assert ": ok: " in p.stdout.splitlines()[-1]


def test_the_case_runner_agrees_with_xtask_check_on_a_planted_bug(xtask, tmp_path):
    x, p, rust, python = both(xtask, f"{xtask} serve --engine {PLANTED}", tmp_path, ["void-chess"])
    assert (x.returncode, p.returncode) == (1, 1), p.stderr
    assert python == rust
    failed = [c for c, (v, _) in python.items() if v == "failed"]
    assert failed and all(c.startswith("void-chess/") for c in failed)
    assert any("castl" in c for c in failed), failed
    assert "FAILED  scenarios/void-chess/" in p.stdout and ": FAILED: " in p.stdout.splitlines()[-1]


def test_in_process_engines_answer_as_the_oracle_command(oracle):
    s = Suite.embedded()
    command = Command([str(oracle), "serve"])
    try:
        for case in s.cases(["fide", "circular"], readings=True):
            ours = s.run(case, BoardEngine())
            theirs = s.run(case, command)
            assert (ours.verdict, ours.steps) == (theirs.verdict, theirs.steps), case.id
    finally:
        command.close()


def test_the_pytest_helper_names_cases_after_their_scenarios():
    params = testing.cases("void-chess", readings=True)
    ids = sorted(p.id for p in params)
    scenarios = sorted(f"void-chess/{f.stem}" for f in (REPO / "scenarios" / "void-chess").glob("*.yaml"))
    assert ids == scenarios
    assert len(testing.cases("void-chess")) < len(params)
    assert all(p.values[0].ruleset == "void-chess" for p in params)


def test_the_pytest_helper_passes_fails_and_skips_by_the_verdict(xtask):
    s = None
    castling = [p.values[0] for p in testing.cases("void-chess", suite=s) if "castling" in p.id]
    # The oracle passes every castling case, the notation for people included (`san`).
    passed = [testing.check(case, BoardEngine(), suite=s).case for case in castling]
    assert passed
    # A board class without `san` does not write moves for people: its notation steps are not answered
    # (skipped, never passed).
    class WithoutSan:
        def __init__(self, *args):
            self.board = Board(*args)

        def __getattr__(self, name):
            if name == "san":
                raise AttributeError(name)
            return getattr(self.board, name)
    skipped = []
    for case in castling:
        try:
            testing.check(case, BoardEngine(WithoutSan), suite=s)
        except pytest.skip.Exception as e:
            skipped.append(str(e))
    assert skipped and all("does not write moves for people" in e for e in skipped), skipped
    # The planted bug never castles: the cases that castle fail (those that only refuse castling pass).
    planted = Command([str(xtask), "serve", "--engine", PLANTED])
    failures = []
    try:
        for case in passed:
            try:
                testing.check(case, planted, suite=s)
            except AssertionError as e:
                failures.append(str(e))
    finally:
        planted.close()
    assert failures and all("the scenario:" in f and "castling" in f for f in failures)
    # The toy engine plays FIDE only (its `hello` says so): a Void Chess case is skipped.
    with pytest.raises(pytest.skip.Exception) as e:
        testing.check(passed[0], testing.engine(ToyBoard), suite=s)
    assert "the engine does not play void-chess" in str(e.value)


def test_the_toy_engine_passes_the_fide_cases_and_its_planted_mistake_does_not():
    s = Suite.embedded()
    fide = s.cases(["fide"])
    right = [s.run(c, BoardEngine(ToyBoard)).verdict for c in fide]
    assert "failed" not in right and right.count("passed") > len(fide) // 2
    wrong = {c.id: s.run(c, BoardEngine(ToyBoardWithoutEnPassant)) for c in fide}
    failed = sorted(i for i, r in wrong.items() if r.verdict == "failed")
    assert failed and all("passant" in i for i in failed), failed


def test_hypothesis_finds_the_toy_engines_planted_mistake():
    from hypothesis import Phase, given, settings
    from test_toy_engine import agrees_with_the_oracle

    def check(engine_class, examples):
        # Derandomized, so that the run is the same every time; without shrinking, which would spend
        # most of the time on the failing engine.
        @settings(max_examples=examples, deadline=None, derandomize=True, database=None,
                  phases=[Phase.generate])
        @given(testing.games("fide", max_plies=60))
        def prop(board):
            agrees_with_the_oracle(board, engine_class)

        prop()

    check(ToyBoard, 30)
    with pytest.raises(AssertionError) as e:
        check(ToyBoardWithoutEnPassant, 200)
    assert "after [" in str(e.value)


def test_no_suite_is_said_plainly(tmp_path):
    out = subprocess.run([sys.executable, "-m", "voidchess.check", "--engine", "voidchess", "--suite",
                          str(tmp_path)], capture_output=True, text=True, env={**os.environ, "VOIDCHESS_SUITE": ""})
    assert out.returncode == 2 and "no version.json" in out.stderr
    assert voidchess.SUITE_FORMAT == 1
