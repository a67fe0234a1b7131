//! FIDE perft rows: the oracle through its `Rules` face beside shakmaty, every leaf move played (no bulk
//! counting), counts checked against the published ones.

use super::clock::best_of;
use super::table::{expect, Row, RUNS};
use oracle::core::Rules;
use oracle::fide::Fide;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

/// (name, FEN, depth, published leaf count, quick depth, its count)
const POSITIONS: &[(&str, &str, u32, u64, u32, u64)] = &[
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
        4,
        197_281,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
        3,
        97_862,
    ),
];

/// Perft through the `Rules` face with every move played, the leaves included.
pub fn oracle_perft<R: Rules>(
    rules: &R,
    pos: &R::Position,
    depth: u32,
    i: &R::Interpretation,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    rules
        .legal_moves(pos, i)
        .iter()
        .map(|m| oracle_perft(rules, &rules.play(pos, m, i), depth - 1, i))
        .sum()
}

/// shakmaty's perft with every move played, the leaves included.
fn shakmaty_perft(pos: &Chess, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_unchecked(*m);
            shakmaty_perft(&next, depth - 1)
        })
        .sum()
}

/// Prints the rows; the oracle's and shakmaty's nodes per second over all positions.
pub fn rows(quick: bool) -> Result<(f64, f64), String> {
    let interp = <Fide as Rules>::Interpretation::default();
    let (mut oracle, mut shakmaty) = ((0, 0.0), (0, 0.0));
    for &(name, fen, depth, count, quick_depth, quick_count) in POSITIONS {
        let (depth, count) = if quick {
            (quick_depth, quick_count)
        } else {
            (depth, count)
        };
        let pos = Fide
            .parse_position(fen, &interp)
            .map_err(|e| format!("the oracle cannot read {name}: {e}"))?;
        let chess: Chess = fen
            .parse::<Fen>()
            .map_err(|e| e.to_string())
            .and_then(|f| {
                f.into_position(CastlingMode::Standard)
                    .map_err(|e| e.to_string())
            })
            .map_err(|e| format!("shakmaty cannot read {name}: {e}"))?;
        let counting = format!("every leaf played, best of {RUNS}");
        let measured = best_of(RUNS, || shakmaty_perft(&chess, depth));
        let row = Row::new("shakmaty", "fide", name, depth, measured, counting);
        row.print();
        expect(&row, count)?;
        shakmaty = (shakmaty.0 + row.nodes, shakmaty.1 + row.seconds);
        let (nodes, seconds) = best_of(RUNS, || oracle_perft(&Fide, &pos, depth, &interp));
        let row = Row {
            engine: "oracle",
            nodes,
            seconds,
            ..row
        };
        row.print();
        expect(&row, count)?;
        oracle = (oracle.0 + nodes, oracle.1 + seconds);
    }
    Ok((oracle.0 as f64 / oracle.1, shakmaty.0 as f64 / shakmaty.1))
}
