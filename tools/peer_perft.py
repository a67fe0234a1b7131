#!/usr/bin/env python3
"""Writes the peers' perft tables in the format of tests/perft/README.md, each count with its source.

    python3 tools/peer_perft.py --python-chess DIR --shakmaty DIR --out tests/perft

DIR: python-chess's source package unpacked (`pip download --no-deps --no-binary :all: chess==1.11.2`)
and shakmaty's crate source (cargo unpacks it under ~/.cargo/registry/src/*/shakmaty-0.30.1 when the
workspace builds). Writes:

- `peers-tricky.perft`: python-chess's `examples/perft/tricky.perft` and shakmaty's `tests/tricky.perft`
  as one table (a position both ship is one case; each count names the files that give it). The
  positions standard chess refuses by design (Chess960 castling rights, an impossible castling right)
  carry a `refused` line with the reason (`REFUSED` below); `cargo test` checks that the oracle refuses
  each of them.
- `peers-random-sample.perft`: every `SAMPLE`-th position of Marcel van Kervinck's perft-random.epd, which
  both peers ship as `random.perft` (the same file): the whole file is run in CI from shakmaty's crate
  source (ci/peers-check.sh).

Nothing here is computed: the counts are the peers' own. Run it again when a peer's file changes.
"""

import argparse
import pathlib

PYTHON_CHESS = "python-chess 1.11.2"
SHAKMATY = "shakmaty 0.30.1"
SAMPLE = 40

# The positions of the tricky tables that standard chess refuses by design, and why (docs/peers.md). Both
# peers read every position of their tables in Chess960 mode (python-chess's examples/perft/perft.py:
# `chess960=True`; shakmaty's tests/perft.rs: `CastlingMode::Chess960`).
CHESS960 = ("Chess960: castling rights for a King and Rooks off their standard squares (X-FEN), which "
            "the peers read in Chess960 mode; standard chess refuses them (fide/3.1.3)")
REFUSED = {
    "xfen-00": CHESS960,
    "xfen-01": CHESS960,
    "xfen-02": CHESS960,
    "xfen-03": CHESS960,
    "xfen-04": CHESS960,
    "hside-rook-blocks-aside-castling": (
        "Chess960: Shredder-FEN castling rights by the Rook's file (`Ff`); standard chess's FEN field "
        "holds only K Q k q"),
    "two-knight-checkers": (
        "Chess960: `K` with White's King on c1 is read in Chess960 mode as a right for the Rook on f1; "
        "standard chess refuses it (fide/3.1.3); without it the oracle counts the peers' 2, 104, 3382"),
    "asymmetrical-and-king-on-h": (
        "Chess960: `q` with Black's King on h8 is read in Chess960 mode as a right for a Rook of the "
        "a-side; standard chess refuses it (fide/3.1.3); without it the counts part at depth 3 (3660 "
        "for the peers' 3672), so the peers do castle with it"),
}


def read(path):
    """The cases of a .perft file in order: (id, epd, [(depth, count)], comment lines)."""
    cases, comment, case = [], [], None
    for raw in pathlib.Path(path).read_text().splitlines():
        line = raw.strip()
        if not line:
            comment = [] if case is None else comment
            case = None
            continue
        if line.startswith("#"):
            comment.append(line.lstrip("#").strip())
            continue
        key, _, rest = line.partition(" ")
        if key == "id":
            case = [rest.strip(), None, [], [c for c in comment if c]]
            comment = []
            cases.append(case)
        elif key == "epd":
            case[1] = rest.strip()
        elif key == "perft":
            depth, count = rest.split()
            case[2].append((int(depth), int(count)))
    return cases


def write_case(out, ident, epd, counts, comment):
    """`counts`: [(depth, count, [source, ...])] in depth order; a `source` line wherever it changes."""
    for c in comment:
        out.append(f"# {c}" if c else "#")
    out.append(f"id {ident}")
    out.append(f"epd {epd}")
    if ident in REFUSED:
        out.append(f"refused {REFUSED[ident]}")
    last = None
    for depth, count, sources in counts:
        if sources != last:
            out.append("source published " + "; ".join(sources))
            last = sources
        out.append(f"perft {depth} {count}")
    out.append("")


def tricky(pc_dir, sm_dir):
    pc = read(pc_dir / "examples/perft/tricky.perft")
    sm = read(sm_dir / "tests/tricky.perft")
    pc_name = f"{PYTHON_CHESS} examples/perft/tricky.perft"
    sm_name = f"{SHAKMATY} tests/tricky.perft"
    order, by_id = [], {}
    for name, cases in ((pc_name, pc), (sm_name, sm)):
        for ident, epd, counts, comment in cases:
            if ident not in by_id:
                by_id[ident] = {"epd": epd, "counts": {}, "comment": comment}
                order.append(ident)
            entry = by_id[ident]
            if entry["epd"] != epd:
                raise SystemExit(f"{ident}: the peers give two positions: {entry['epd']!r}, {epd!r}")
            for depth, count in counts:
                have = entry["counts"].setdefault(depth, (count, []))
                if have[0] != count:
                    raise SystemExit(f"{ident} depth {depth}: the peers give {have[0]} and {count}")
                have[1].append(name)
    out = [
        "# The tricky positions python-chess and shakmaty test their move generators with, as they ship",
        "# them (python-chess's examples/perft/tricky.perft, shakmaty's tests/tricky.perft; their own",
        "# sources are in the comments: chessprogramming.org, TalkChess, lichess issues). Written by",
        "# tools/peer_perft.py; every count is the peers'. The positions standard chess refuses by design",
        "# (Chess960 castling rights, impossible castling rights) are kept with their counts and a `refused`",
        "# line; docs/peers.md says why. Format: tests/perft/README.md.",
        "",
        "ruleset fide",
        "counting FIDE-perft",
        "",
    ]
    for ident in order:
        e = by_id[ident]
        counts = [(d, c, s) for d, (c, s) in sorted(e["counts"].items())]
        write_case(out, ident, e["epd"], counts, e["comment"])
    return "\n".join(out)


def random_sample(pc_dir, sm_dir):
    pc = read(pc_dir / "examples/perft/random.perft")
    sm = read(sm_dir / "tests/random.perft")
    if [c[:3] for c in pc] != [c[:3] for c in sm]:
        raise SystemExit("python-chess's and shakmaty's random.perft differ")
    sources = [f"Marcel van Kervinck's perft-random.epd (Rookie 2.0), as {PYTHON_CHESS} "
               "examples/perft/random.perft and " + f"{SHAKMATY} tests/random.perft ship it"]
    out = [
        f"# Every {SAMPLE}th position of Marcel van Kervinck's perft-random.epd (6838 positions reached by",
        "# random play, counted to 6 plies by Rookie 2.0), which python-chess and shakmaty both ship as",
        "# random.perft. Written by tools/peer_perft.py; every count is the file's. `cargo test` runs the",
        "# small counts; ci/peers-check.sh runs the whole file from shakmaty's crate source, deeper.",
        "# Format: tests/perft/README.md.",
        "",
        "ruleset fide",
        "counting FIDE-perft",
        "",
    ]
    for ident, epd, counts, _ in sm[::SAMPLE]:
        write_case(out, ident, epd, [(d, c, sources) for d, c in counts], [])
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python-chess", type=pathlib.Path, required=True)
    ap.add_argument("--shakmaty", type=pathlib.Path, required=True)
    ap.add_argument("--out", type=pathlib.Path, default=pathlib.Path("tests/perft"))
    a = ap.parse_args()
    (a.out / "peers-tricky.perft").write_text(tricky(a.python_chess, a.shakmaty))
    (a.out / "peers-random-sample.perft").write_text(random_sample(a.python_chess, a.shakmaty))


if __name__ == "__main__":
    main()
