"""The rule cases (every scenario of the project, compiled into the language-neutral cases of format
`SUITE_FORMAT`: the suite's RUNNER.md and case.schema.json) and how one is run against an engine.

Where the cases come from and what runs them is decided in this module alone (`Suite`), so that the
command line (`voidchess.check`) and the pytest helper (`voidchess.testing`) do not change when it does:

- the cases: those the package carries (the harness crate's embedded suite, compiled into the extension
  module: `Suite.embedded()`, the default), or a suite folder written by `cargo xtask suite export DIR`
  (given as `suite=`, `--suite` or the environment variable VOIDCHESS_SUITE), read as its format says;
- the runner: the suite's reference runner `runner.py` (the package carries the harness's; a folder has
  its own), which gives the verdicts of `cargo xtask check --engine` (the suite's own test,
  xtask/tests/suite_runner.rs, checks that they agree), the engine asked through `ask(request)`
  (`voidchess.engines`).

A case's verdict is `passed`, `failed` or `not-answered` (never a pass), per RUNNER.md.
"""

import importlib.util
import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Dict, List, Optional, Sequence

from . import _native
from .engines import BoardEngine, Command, Engine, EngineFault


class SuiteMissing(Exception):
    """No rule cases to run: the suite folder given is none, or of another format."""


@dataclass(frozen=True)
class Case:
    """One rule case, as the suite writes it (RUNNER.md, "A case")."""

    id: str
    """`<ruleset>/<scenario>`: the scenario's name, unique in the suite."""
    file: str
    ruleset: str
    title: str
    clauses: List[str]
    interpretation: Dict[str, str]
    needs: List[str]
    data: Dict[str, Any] = field(repr=False, compare=False)
    """The whole case, as the runner reads it."""

    @staticmethod
    def of(data: Dict[str, Any]) -> "Case":
        return Case(data["id"], data["file"], data["ruleset"], data["title"], list(data["clauses"]),
                    dict(data["interpretation"]), list(data["needs"]), data)


@dataclass
class Result:
    """What running a case found: its verdict, and per step the failures (each the scenario's answer
    beside the engine's) or the reasons it could not be answered."""

    case: Case
    verdict: str
    steps: List[Dict[str, Any]]

    def failures(self) -> List[str]:
        """Each failed expectation as `cargo xtask check` prints it: `file:line:column: step: key: the
        scenario: ...; the engine: ...`."""
        return [
            f"{self.case.file}:{f['at'][0]}:{f['at'][1]}: {s['name']}: {f['key']}: the scenario: "
            f"{f['expected']}; the engine: {f['engine']}"
            for s in self.steps
            for f in s.get("failures", [])
        ]

    def reasons(self) -> List[str]:
        """Why steps could not be answered."""
        out: List[str] = []
        for s in self.steps:
            out += [r for r in s.get("reasons", []) if r not in out]
        return out

    def as_json(self) -> Dict[str, Any]:
        """The result as RUNNER.md's `--json` writes a case."""
        c = self.case
        return {"id": c.id, "file": c.file, "ruleset": c.ruleset, "clauses": c.clauses,
                "verdict": self.verdict, "steps": self.steps}


class Suite:
    """The rule cases the package carries (`Suite.embedded()`), or those of a suite folder
    (`cargo xtask suite export DIR`: `Suite(folder)`), with their runner."""

    def __init__(self, folder: Optional[Path]) -> None:
        self.folder = folder
        self._runner: Optional[ModuleType] = None
        if folder is None:
            self.version: Dict[str, Any] = json.loads(_native.suite_version())
            self.forms: Dict[str, Any] = json.loads(_native.suite_forms())
            return
        version = folder / "version.json"
        if not version.is_file():
            raise SuiteMissing(f"{folder} is no exported suite (it has no version.json)")
        self.version = json.loads(version.read_text(encoding="utf-8"))
        if self.version.get("format") != _native.SUITE_FORMAT:
            raise SuiteMissing(f"{folder} holds cases of format {self.version.get('format')}; this "
                               f"package reads format {_native.SUITE_FORMAT}")
        self.forms = json.loads((folder / "rulesets.json").read_text(encoding="utf-8"))

    @staticmethod
    def embedded() -> "Suite":
        """The rule cases the package carries: every scenario of the oracle's project, as the harness
        crate it was built with embeds them."""
        return Suite(None)

    def describe(self) -> str:
        """Where the cases come from, for messages."""
        if self.folder is None:
            return f"the package's rule cases (harness {self.version.get('harness')})"
        return str(self.folder)

    def cases(self, rulesets: Sequence[str] = (), readings: bool = False) -> List[Case]:
        """The cases of `rulesets` (all when empty), those of non-default readings too when `readings`,
        sorted by ruleset and file as the runners run them."""
        out = []
        if self.folder is None:
            for text in _native.suite_cases(list(rulesets), readings):
                out.append(Case.of(json.loads(text)))
        else:
            for top in ["cases"] + (["readings"] if readings else []):
                for path in sorted((self.folder / top).glob("*/*.json")):
                    case = Case.of(json.loads(path.read_text(encoding="utf-8")))
                    if not rulesets or case.ruleset in rulesets:
                        out.append(case)
        return sorted(out, key=lambda c: (c.ruleset, c.file))

    def runner(self) -> ModuleType:
        """The suite's reference runner, `runner.py`, as a module."""
        if self._runner is None:
            if self.folder is None:
                module = ModuleType("voidchess_suite_runner")
                module.__file__ = "runner.py"
                sys.modules[module.__name__] = module
                exec(compile(_native.SUITE_RUNNER, "runner.py", "exec"), module.__dict__)
            else:
                spec = importlib.util.spec_from_file_location("voidchess_suite_runner",
                                                              self.folder / "runner.py")
                if spec is None or spec.loader is None:
                    raise SuiteMissing(f"{self.folder} has no runner.py")
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
            self._runner = module
        return self._runner

    def run(self, case: Case, engine: Engine) -> Result:
        """Runs one case against `engine` and gives its verdict."""
        runner = self.runner()

        class Faults:
            """The engine as the runner asks it: a fault is the runner's own `Fault`."""

            def ask(self, request: Dict[str, Any]) -> Dict[str, Any]:
                try:
                    return engine.ask(request)
                except EngineFault as e:
                    raise runner.Fault(str(e)) from e

        out = runner.run_case(Faults(), case.data, runner.Form(self.forms[case.ruleset]))
        return Result(case, out["verdict"], out["steps"])


def suite(folder: Optional[str] = None) -> Suite:
    """The suite of `folder`, else of the environment variable VOIDCHESS_SUITE, else the rule cases the
    package carries."""
    given = folder or os.environ.get("VOIDCHESS_SUITE")
    if not given:
        return Suite.embedded()
    return Suite(Path(given))


__all__ = ["BoardEngine", "Case", "Command", "Result", "Suite", "SuiteMissing", "suite"]
