//! `cargo xtask bench`: speed figures from one run, each beside what it is compared with, and the targets
//! they are held to; exit 1 when a target is missed or a section cannot be measured.
//!
//! The sections, one file each, in the order they run ([`SECTIONS`]; a new one is a file and a line there):
//! - [`perft`]: perft per core, void-bitboard beside Stockfish, the oracle beside shakmaty and void-bitboard
//!   (with [`stockfish`], [`void`] and [`fide`]);
//! - [`serve`]: `oracle serve` with its kept games against replaying every request;
//! - [`web`]: `oracle web` under the load of 50 clients at once;
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
mod web;

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

/// A figure held to a target: what was measured, the target, and whether it holds.
pub struct Target {
    pub what: String,
    pub measured: String,
    pub wanted: String,
    pub held: bool,
}

impl Target {
    /// A ratio that must be at least `at_least`.
    pub fn ratio(what: impl Into<String>, ratio: f64, at_least: f64) -> Target {
        Target {
            what: what.into(),
            measured: ratio_text(ratio),
            wanted: format!("at least {}", ratio_text(at_least)),
            held: ratio >= at_least,
        }
    }

    /// A figure that must be at most `limit` (`unit` follows both).
    pub fn at_most(what: impl Into<String>, value: f64, limit: f64, unit: &str) -> Target {
        let shown = |v: f64| {
            if v.fract() == 0.0 {
                format!("{v:.0}")
            } else {
                format!("{v:.1}")
            }
        };
        Target {
            what: what.into(),
            measured: format!("{} {unit}", shown(value)),
            wanted: format!("at most {} {unit}", shown(limit)),
            held: value <= limit,
        }
    }
}

/// A section: prints its figures and returns its targets, or why it could not measure them.
type Section = fn(&Options) -> Result<Vec<Target>, String>;

/// The sections, in the order they run.
const SECTIONS: &[(&str, Section)] = &[
    ("perft", perft::run),
    ("serve", serve::run),
    ("web load", web::run),
    ("diff throughput", throughput::run),
];

/// `2.50x`, or `1/2.50` below one.
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
        missed += usize::from(!t.held);
        println!(
            "  {:<64} {:>9}  {:<20} {}",
            t.what,
            t.measured,
            format!("({})", t.wanted),
            if t.held { "held" } else { "MISSED" }
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
