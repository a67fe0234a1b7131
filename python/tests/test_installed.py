"""The tests run against the installed package, not the source tree: ci/python-check.sh builds the
wheel, installs it into a fresh virtual environment and runs these tests from outside python/."""

import subprocess
import sys
from pathlib import Path

import voidchess
from conftest import REPO


def test_the_package_is_the_installed_one():
    where = Path(voidchess.__file__).resolve()
    assert "site-packages" in where.parts, where
    assert REPO / "python" not in where.parents, where


def test_version_names_the_oracle_and_the_rule_case_format():
    out = subprocess.run([sys.executable, "-m", "voidchess", "--version"], capture_output=True,
                         text=True, check=True).stdout.strip()
    # The oracle's version is its crate's (oracle/Cargo.toml); the rule-case format is the one the
    # suite export writes into version.json (`"format": 1` in suite_export/mod.rs, today in xtask/src).
    cargo = (REPO / "oracle" / "Cargo.toml").read_text()
    oracle_version = next(l.split('"')[1] for l in cargo.splitlines() if l.startswith("version"))
    export = next(REPO.glob("*/src/**/suite_export/mod.rs")).read_text()
    fmt = export.split('"format":', 1)[1].split(",", 1)[0].strip()
    assert out == (f"voidchess {voidchess.__version__}: oracle {oracle_version}, engine protocol 1, "
                   f"rule-case format {fmt}")
    assert voidchess.version() == out


def test_the_command_lists_every_ruleset_and_switch():
    out = subprocess.run([sys.executable, "-m", "voidchess"], capture_output=True, text=True,
                         check=True).stdout
    for r in voidchess.rulesets():
        assert r.slug in out
        for entry in r.switches:
            assert f"{entry.switch}: " in out
