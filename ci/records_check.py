#!/usr/bin/env python3
"""Checks `oracle check-game` on a directory of records against the table of docs/records.md.

Usage: records_check.py TABLE.md DIR ORACLE

The table's rows are `| file | game | what it is | the verdict holds | exit |`, one row for each game of a
file, the phrases of "the verdict holds" each in backticks. Each file of DIR must have rows, each row's file
must be in DIR; `oracle check-game` must print one line for each game, the game's line must hold each
phrase of its row, and the exit code must be the largest of the file's rows. Exit 0 when all agree, 1 on a
difference (each one printed), 2 when the table or the directory cannot be read.
"""

import os
import re
import subprocess
import sys

ROW = re.compile(r"^\|\s*`([^`]+\.pgn)`\s*\|\s*(\d+)\s*\|[^|]*\|(.*)\|\s*(\d)\s*\|\s*$")
# A code span: `text` or ``text with a ` in it``.
SPAN = re.compile(r"(`+)(.+?)\1")


def read_table(path):
    """{file: [(game, [phrases], exit)]} from the table's rows."""
    table = {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            m = ROW.match(line.strip())
            if not m:
                continue
            name, game, holds, code = m.group(1), int(m.group(2)), m.group(3), int(m.group(4))
            phrases = [p.strip() for _, p in SPAN.findall(holds)]
            if not phrases:
                raise ValueError(f"{path}:{number}: row for {name} game {game} names no phrase")
            rows = table.setdefault(name, [])
            if game != len(rows) + 1:
                raise ValueError(f"{path}:{number}: {name} game {game} out of order")
            rows.append((phrases, code))
    if not table:
        raise ValueError(f"{path}: no row of the records table")
    return table


def main():
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    table_path, directory, oracle = sys.argv[1:]
    try:
        table = read_table(table_path)
        present = sorted(f for f in os.listdir(directory) if f.endswith(".pgn"))
    except (OSError, ValueError) as e:
        print(f"records check: {e}", file=sys.stderr)
        return 2
    if not present:
        print(f"records check: no .pgn file in {directory}", file=sys.stderr)
        return 2
    failures = []
    for name in sorted(set(present) - set(table)):
        failures.append(f"{name}: in {directory} but not in the table of {table_path}")
    for name in sorted(set(table) - set(present)):
        failures.append(f"{name}: in the table but not in {directory}")
    for name in sorted(set(present) & set(table)):
        rows = table[name]
        run = subprocess.run(
            [oracle, "check-game", os.path.join(directory, name)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        lines = [l for l in run.stdout.splitlines() if l.strip()]
        expected_code = max(code for _, code in rows)
        problems = []
        if len(lines) != len(rows):
            problems.append(f"{len(lines)} lines for {len(rows)} games")
        for i, (phrases, _) in enumerate(rows):
            line = lines[i] if i < len(lines) else ""
            for phrase in phrases:
                if phrase not in line:
                    problems.append(f"game {i + 1}: `{phrase}` missing")
        if run.returncode != expected_code:
            problems.append(f"exit {run.returncode}, the table says {expected_code}")
        if problems:
            failures.append(
                f"{name}: " + "; ".join(problems) + "\n    oracle said:\n" +
                "".join(f"    {l}\n" for l in lines) + run.stderr
            )
        else:
            print(f"ok   {name}: {len(rows)} game(s), exit {run.returncode}")
    for f in failures:
        print(f"FAIL {f}")
    print(f"{len(present)} files, {len(failures)} differences from {table_path}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
