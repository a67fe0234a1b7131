//! The perft section of `cargo xtask bench`: leaf counts per second of CPU time on one core, each engine on
//! its own start position, every count checked against the published or agreed one.
//!
//! - Stockfish's FIDE perft and void-bitboard's Void Chess perft, both counting the last ply in bulk
//!   (target: void-bitboard at least as fast); void-bitboard with every leaf played beside them;
//! - the oracle's Void Chess perft, its own (the last ply generated, not played) and with every leaf
//!   played through its `Rules` face;
//! - the oracle's FIDE perft beside shakmaty's, every leaf played (target: at least a third as fast).

use super::options::Options;
use super::table::{expect, Row, RUNS};
use super::target::Target;
use super::{fide, stockfish, void};

/// FIDE perft from the start, depths 0-6 (published).
const FIDE_START: [u64; 7] = [1, 20, 400, 8902, 197_281, 4_865_609, 119_060_324];

pub fn run(o: &Options) -> Result<Vec<Target>, String> {
    println!("perft per core (CPU seconds of the counting thread, or of Stockfish's process):");
    println!(
        "{:<14} {:<10} {:<9} {:>5} {:>11} {:>8} {:>11}  counting",
        "engine", "ruleset", "position", "depth", "nodes", "seconds", "nodes/s"
    );
    let depth = if o.quick { 5 } else { 6 };
    let measured = stockfish::perft(&o.stockfish, depth, RUNS)?;
    let counting = format!("bulk (go perft), best of {RUNS}");
    let stockfish = Row::new("stockfish", "fide", "start", depth, measured, counting);
    stockfish.print();
    expect(&stockfish, FIDE_START[depth as usize])?;
    let bulk = void::rows(o.quick)?;
    let (oracle, shakmaty) = fide::rows(o.quick)?;
    Ok(vec![
        Target::ratio(
            format!("void-bitboard bulk perft({depth}) / Stockfish's, per core"),
            bulk / stockfish.rate(),
            1.0,
        ),
        Target::ratio(
            "the oracle's FIDE perft / shakmaty's, every leaf played",
            oracle / shakmaty,
            1.0 / 3.0,
        ),
    ])
}
