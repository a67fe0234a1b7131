"""`python -m voidchess`: the package's versions (`--version`) and its rulesets."""

import argparse
import sys
from typing import List, Optional

from . import rulesets, version


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m voidchess",
        description="The Void Chess rules oracle. Without an option: the rulesets and their switches. "
        "The rule cases against an engine: python -m voidchess.check --engine CMD.",
    )
    parser.add_argument(
        "--version",
        action="store_true",
        help="the package's version, the oracle's, the engine protocol's and the rule-case format's",
    )
    args = parser.parse_args(argv)
    if args.version:
        print(version())
        return 0
    for r in rulesets():
        print(f"{r.slug:<14}{r.name}")
        for entry in r.switches:
            values = ", ".join(value for value, _ in entry.readings)
            print(f"    {entry.switch}: {values} (default {entry.default}; {entry.id})")
        for name, settings in r.names:
            given = " ".join(f"{k}={v}" for k, v in settings)
            print(f"    name `{name}`: {given}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
