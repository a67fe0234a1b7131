"""The tests run against the installed package, not the source tree: ci/python-check.sh builds the
wheel, installs it into a fresh virtual environment and runs these tests from outside python/."""

import json
import subprocess
import sys
from pathlib import Path

import voidchess
from conftest import REPO


def test_the_package_is_the_installed_one():
    where = Path(voidchess.__file__).resolve()
    assert "site-packages" in where.parts, where
    assert REPO / "python" not in where.parents, where


def test_version_names_the_oracle_and_the_rule_cases():
    out = subprocess.run([sys.executable, "-m", "voidchess", "--version"], capture_output=True,
                         text=True, check=True).stdout.strip()
    # The oracle's and the harness's versions are their crates' (oracle/Cargo.toml, harness/Cargo.toml);
    # the rule-case format is the one the suite export writes into version.json (`FORMAT` of
    # harness/src/suite_export/mod.rs); the numbers of cases are the scenarios' (every file a case, those
    # that set switches of other readings).
    def crate_version(folder):
        cargo = (REPO / folder / "Cargo.toml").read_text()
        return next(l.split('"')[1] for l in cargo.splitlines() if l.startswith("version"))

    export = (REPO / "harness" / "src" / "suite_export" / "mod.rs").read_text()
    fmt = export.split("pub const FORMAT: u32 =", 1)[1].split(";", 1)[0].strip()
    scenarios = sorted((REPO / "scenarios").glob("*/*.yaml"))
    other = json.loads(voidchess._native.suite_version())["readings"]
    assert 0 < other < len(scenarios)
    assert out == (f"voidchess {voidchess.__version__}: oracle {crate_version('oracle')}, engine protocol 1, "
                   f"rule cases of harness {crate_version('harness')} ({len(scenarios)} cases, {other} of "
                   f"other readings; format {fmt})")
    assert voidchess.version() == out


def test_the_command_lists_every_ruleset_and_switch():
    out = subprocess.run([sys.executable, "-m", "voidchess"], capture_output=True, text=True,
                         check=True).stdout
    for r in voidchess.rulesets():
        assert r.slug in out
        for entry in r.switches:
            assert f"{entry.switch}: " in out
