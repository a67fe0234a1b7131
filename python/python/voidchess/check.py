"""`python -m voidchess.check --engine CMD [-r SLUG]`: the rule cases run against an engine speaking
PROTOCOL.md (or `--engine voidchess`: the package's own Board, in process), with the verdicts of
`cargo xtask check --engine`: the failures last, each at its scenario's file, line and column with the
scenario's answer beside the engine's, then one verdict line. Exit 1 when a case failed, 2 when the run
cannot start (no cases, an engine that does not start, a ruleset it does not play).
"""

import argparse
import json
import sys
from typing import Dict, List, Optional

from .cases import Result, SuiteMissing, suite
from .engines import Engine, EngineFault, engine


def main(argv: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m voidchess.check", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--engine", required=True,
                   help="the engine's command line (PROTOCOL.md), or `voidchess` for this package's Board")
    p.add_argument("-r", "--ruleset", action="append", default=[], help="only this ruleset (repeatable)")
    p.add_argument("--suite", help="an exported suite (cargo xtask suite export DIR) instead of the cases the "
                   "package carries; default VOIDCHESS_SUITE, else the package's")
    p.add_argument("--readings", action="store_true", help="also the cases of non-default readings")
    p.add_argument("--skip-tag", action="append", default=[], help="skip the cases that need this tag")
    p.add_argument("--clause", action="append", default=[], help="only the cases about this clause")
    p.add_argument("--timeout", type=float, default=10.0, help="seconds per request (default 10)")
    p.add_argument("--json", help="write the results here (the format of RUNNER.md)")
    p.add_argument("--verbose", action="store_true", help="list every case with its verdict")
    args = p.parse_args(argv)

    try:
        the_suite = suite(args.suite)
        cases = the_suite.cases(args.ruleset, args.readings)
    except SuiteMissing as e:
        print(f"voidchess.check: {e}", file=sys.stderr)
        return 2
    cases = [c for c in cases
             if not set(c.needs) & set(args.skip_tag)
             and (not args.clause or set(c.clauses) & set(args.clause))]
    engines: Dict[str, Engine] = {}
    results: List[Result] = []
    skipped = set()
    try:
        for case in cases:
            e = engines.get(case.ruleset)
            if e is None or not e.alive:
                try:
                    e = engines[case.ruleset] = engine(args.engine, args.timeout)
                except EngineFault as fault:
                    print(f"voidchess.check: the engine does not start: {fault}", file=sys.stderr)
                    return 2
            if case.ruleset not in e.hello.get("rulesets", [case.ruleset]):
                if case.ruleset in args.ruleset:
                    print(f"voidchess.check: the engine does not play {case.ruleset}", file=sys.stderr)
                    return 2
                skipped.add(case.ruleset)
                continue
            results.append(the_suite.run(case, e))
    finally:
        for e in engines.values():
            e.close()

    for r in results:
        if args.verbose:
            print(f"{r.verdict:<13} {r.case.file}")
    for r in results:
        for line in r.failures():
            print(f"FAILED  {line}")
    for slug in sorted(skipped):
        print(f"skipped {slug}: the engine does not play it")
    failed_clauses = sorted({c for r in results if r.verdict == "failed" for c in r.case.clauses})
    if failed_clauses:
        print(f"clauses of the failed scenarios: {' '.join(failed_clauses)}")

    def count(words: List[str]) -> List[int]:
        return [words.count(w) for w in ("passed", "failed", "not-answered")]

    cp, cf, cn = count([r.verdict for r in results])
    sp, sf, sn = count([s["verdict"] for r in results for s in r.steps])
    print(f"voidchess.check --engine {args.engine}: {'FAILED' if cf else 'ok'}: {len(results)} cases: "
          f"{cp} passed, {cf} failed, {cn} not answered ({sp + sf + sn} steps: {sp} passed, {sf} failed, "
          f"{sn} not answered)")
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump({"engine": args.engine, "cases": [r.as_json() for r in results]}, out, indent=2)
    return 1 if cf else 0


if __name__ == "__main__":
    sys.exit(main())
