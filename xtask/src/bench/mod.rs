//! `cargo xtask bench`: speed figures from one run, each beside what it is compared with, and the targets
//! they are held to; exit 1 when a target is missed or a section cannot be measured.
//!
//! The sections, one file each, in the order they run ([`SECTIONS`]; a new one is a file and a line there):
//! - [`perft`]: perft per core, void-bitboard beside Stockfish, the oracle beside shakmaty and void-bitboard
//!   (with [`stockfish`], [`void`] and [`fide`]);
//! - [`serve`]: `oracle serve` with its kept games against replaying every request;
//! - [`throughput`]: the differential tester against a UCI engine.
//!
//! Times are CPU times ([`clock`]). They only mean something in an optimised build: run from a debug
//! build, the command rebuilds itself with `--release` and runs that (see release.rs).

mod clock;
mod fide;
mod perft;
mod serve;
mod stockfish;
mod throughput;
mod void;

use std::process::ExitCode;

/// The options of `cargo xtask bench`.
#[derive(clap::Args, Debug, Clone)]
pub struct Options {
    /// Smaller perft depths and a shorter diff (a quick look, less precise).
    #[arg(long)]
    quick: bool,
    /// The engine for Stockfish's perft: the `stockfish` preset (on PATH, or where `STOCKFISH` says) or
    /// `uci:COMMAND`.
    #[arg(long, default_value = "stockfish")]
    stockfish: String,
    /// The UCI engine for the throughput run.
    #[arg(long, default_value = "stockfish")]
    engine: String,
    /// Games in the throughput run.
    #[arg(long, default_value_t = 300)]
    games: u64,
}

/// A measured ratio and the least it may be.
pub struct Target {
    pub what: String,
    pub ratio: f64,
    pub at_least: f64,
}

/// A section: prints its figures and returns its targets, or why it could not measure them.
type Section = fn(&Options) -> Result<Vec<Target>, String>;

/// The sections, in the order they run.
const SECTIONS: &[(&str, Section)] = &[
    ("perft", perft::run),
    ("serve", serve::run),
    ("diff throughput", throughput::run),
];

/// `2.50x`, or `1/2.5` below one.
fn ratio_text(r: f64) -> String {
    if r >= 1.0 {
        format!("{r:.2}x")
    } else {
        format!("1/{:.2}", 1.0 / r)
    }
}

pub fn run(o: &Options) -> ExitCode {
    let mut targets = Vec::new();
    let mut unmeasured = Vec::new();
    for (name, section) in SECTIONS {
        match section(o) {
            Ok(t) => targets.extend(t),
            Err(e) => {
                eprintln!("cargo xtask bench: {name}: {e}");
                unmeasured.push(*name);
            }
        }
    }
    println!("\ntargets:");
    let mut missed = 0;
    for t in &targets {
        let held = t.ratio >= t.at_least;
        missed += usize::from(!held);
        println!(
            "  {:<72} {:>7}  (at least {:>6})  {}",
            t.what,
            ratio_text(t.ratio),
            ratio_text(t.at_least),
            if held { "held" } else { "MISSED" }
        );
    }
    for name in &unmeasured {
        println!("  {name}: not measured (see the error above)");
    }
    if missed == 0 && unmeasured.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
