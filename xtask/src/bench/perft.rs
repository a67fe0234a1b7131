//! The perft section of `cargo xtask bench`: leaf counts per second of CPU time on one core, each engine on
//! its own start position, every count checked against the published or agreed one.
//!
//! - Stockfish's FIDE perft and void-bitboard's Void Chess perft, both counting the last ply in bulk
//!   (target: void-bitboard at least as fast); void-bitboard with every leaf played beside them;
//! - the oracle's Void Chess perft, its own (the last ply generated, not played) and with every leaf
//!   played through its `Rules` face;
//! - the oracle's FIDE perft beside shakmaty's, every leaf played (target: at least a third as fast).

use super::{fide, stockfish, void, Options, Target};

/// Runs of each measure a target uses; the least time counts.
pub const RUNS: usize = 3;

/// One line of the table.
pub struct Row {
    pub engine: &'static str,
    pub ruleset: &'static str,
    pub position: &'static str,
    pub depth: u32,
    pub nodes: u64,
    /// CPU seconds (the least of the runs).
    pub seconds: f64,
    /// How the leaves are counted, and how many runs.
    pub counting: String,
}

impl Row {
    /// Nodes per second.
    pub fn rate(&self) -> f64 {
        self.nodes as f64 / self.seconds
    }

    /// Prints the line.
    pub fn print(&self) {
        println!(
            "{:<14} {:<10} {:<9} {:>5} {:>11} {:>8.3} {:>9.2} M  {}",
            self.engine,
            self.ruleset,
            self.position,
            self.depth,
            self.nodes,
            self.seconds,
            self.rate() / 1e6,
            self.counting
        );
    }
}

/// FIDE perft from the start, depths 0-6 (published).
const FIDE_START: [u64; 7] = [1, 20, 400, 8902, 197_281, 4_865_609, 119_060_324];

/// Fails when `row` does not count `expected` leaves.
pub fn expect(row: &Row, expected: u64) -> Result<(), String> {
    if row.nodes == expected {
        Ok(())
    } else {
        Err(format!(
            "{} counts {} leaves at depth {} of {} {}, not {expected}",
            row.engine, row.nodes, row.depth, row.ruleset, row.position
        ))
    }
}

pub fn run(o: &Options) -> Result<Vec<Target>, String> {
    println!("perft per core (CPU seconds of the counting thread, or of Stockfish's process):");
    println!(
        "{:<14} {:<10} {:<9} {:>5} {:>11} {:>8} {:>11}  counting",
        "engine", "ruleset", "position", "depth", "nodes", "seconds", "nodes/s"
    );
    let depth = if o.quick { 5 } else { 6 };
    let (nodes, seconds) = stockfish::perft(&o.stockfish, depth, RUNS)?;
    let stockfish = Row {
        engine: "stockfish",
        ruleset: "fide",
        position: "start",
        depth,
        nodes,
        seconds,
        counting: format!("bulk (go perft), best of {RUNS}"),
    };
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
