//! A line of the perft table of `cargo xtask bench`, and the check of its count.

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
    /// The line of `engine` on `ruleset`'s `position` at `depth`: the nodes and CPU seconds it
    /// `measured`, and how it counted them.
    pub fn new(
        engine: &'static str,
        ruleset: &'static str,
        position: &'static str,
        depth: u32,
        (nodes, seconds): (u64, f64),
        counting: String,
    ) -> Row {
        Row {
            engine,
            ruleset,
            position,
            depth,
            nodes,
            seconds,
            counting,
        }
    }

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
