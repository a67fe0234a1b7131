//! Void Chess perft rows: void-bitboard counting the last ply in bulk and with every leaf played, and the
//! oracle (its own perft, and every leaf played through its `Rules` face), from the start; the counts are
//! those of tests/perft/void-chess.perft, where the two implementations agree.

use super::clock::{best_of, timed};
use super::fide::oracle_perft;
use super::table::{expect, Row, RUNS};
use oracle::core::Rules;
use oracle::void_chess::VoidChess;
use void_bitboard::perft::{perft, perft_bulk};
use void_bitboard::Position;

/// Void Chess perft from the start, depths 0-6 (tests/perft/void-chess.perft).
const START: [u64; 7] = [1, 22, 484, 12_230, 308_655, 9_039_914, 263_944_257];

/// Prints the rows; void-bitboard's bulk nodes per second.
pub fn rows(quick: bool) -> Result<f64, String> {
    let depth = if quick { 5 } else { 6 };
    let ours = Position::start();
    let measured = best_of(RUNS, || perft_bulk(&ours, depth));
    let counting = format!("bulk (the last ply counted, not played), best of {RUNS}");
    let bulk = Row::new(
        "void-bitboard",
        "void-chess",
        "start",
        depth,
        measured,
        counting,
    );
    bulk.print();
    expect(&bulk, START[depth as usize])?;
    let (nodes, seconds) = timed(|| perft(&ours, depth));
    let full = Row {
        nodes,
        seconds,
        counting: "every leaf played, one run".into(),
        ..bulk
    };
    full.print();
    expect(&full, START[depth as usize])?;

    // The oracle, one ply less deep (it is some forty times slower).
    let depth = depth - 1;
    let interp = <VoidChess as Rules>::Interpretation::default();
    let theirs = VoidChess.start_position(&interp);
    let (nodes, seconds) = timed(|| VoidChess.perft(&theirs, depth, &interp));
    let own = Row {
        engine: "oracle",
        depth,
        nodes,
        seconds,
        counting: "its perft (the last ply generated, not played), one run".into(),
        ..full
    };
    own.print();
    expect(&own, START[depth as usize])?;
    let (nodes, seconds) = timed(|| oracle_perft(&VoidChess, &theirs, depth, &interp));
    let played = Row {
        nodes,
        seconds,
        counting: "every leaf played, one run".into(),
        ..own
    };
    played.print();
    expect(&played, START[depth as usize])?;
    Ok(bulk.rate())
}
