//! The figures of `cargo xtask bench`: speed figures from one run, each beside what it is compared with, and the targets
//! they are held to; exit 1 when a target is missed or a section cannot be measured.
//!
//! The sections, one file each, in the order they run ([`SECTIONS`]; a new one is a file and a line there):
//! - [`perft`]: perft per core, void-bitboard beside Stockfish, the oracle beside shakmaty and void-bitboard
//!   (with [`stockfish`], [`void`] and [`fide`]);
//! - [`serve`]: `oracle serve` with its kept games against replaying every request;
//! - [`web`]: `oracle web` under the load of 50 clients at once;
//! - [`throughput`]: the differential tester against a UCI engine.
//!
//! Below them: [`options`] (the command line), [`target`] (a figure held to a target), [`table`] (a line of
//! the perft table), [`clock`] (CPU times). This file only runs the sections; no file imports it.
//!
//! Times only mean something in an optimised build: run from a debug build, `cargo xtask bench` rebuilds
//! itself with `--release` and runs that (xtask/src/release.rs).

mod catalog;
mod clock;
mod diff_speed;
mod fide;
mod options;
mod perft;
mod serve;
mod stockfish;
mod table;
mod target;
mod throughput;
mod void;
mod web;

pub use options::Options;
use std::process::ExitCode;
use target::Target;

/// A section: prints its figures and returns its targets, or why it could not measure them.
type Section = fn(&Options) -> Result<Vec<Target>, String>;

/// The sections, in the order they run.
const SECTIONS: &[(&str, Section)] = &[
    ("perft", perft::run),
    ("serve", serve::run),
    ("web load", web::run),
    ("diff speed", diff_speed::run),
    ("diff throughput", throughput::run),
];

pub fn run(o: &Options) -> ExitCode {
    let unknown: Vec<&String> = o
        .sections
        .iter()
        .filter(|s| !SECTIONS.iter().any(|(name, _)| name == s))
        .collect();
    if !unknown.is_empty() {
        let names: Vec<&str> = SECTIONS.iter().map(|(name, _)| *name).collect();
        eprintln!(
            "cargo xtask bench: unknown section {unknown:?} (the sections: {})",
            names.join(", ")
        );
        return ExitCode::from(2);
    }
    let chosen: Vec<(&str, Section)> = SECTIONS
        .iter()
        .filter(|(name, _)| o.sections.is_empty() || o.sections.iter().any(|s| s == name))
        .copied()
        .collect();
    if run_sections(&chosen, o) {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// Runs `sections` and lists their targets; whether every section measured and every target held.
fn run_sections(sections: &[(&str, Section)], o: &Options) -> bool {
    let mut targets = Vec::new();
    let mut unmeasured = Vec::new();
    for (name, section) in sections {
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
    missed == 0 && unmeasured.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options() -> Options {
        Options {
            quick: true,
            stockfish: "stockfish".into(),
            engine: "stockfish".into(),
            games: 1,
            sections: Vec::new(),
        }
    }

    fn faster(_: &Options) -> Result<Vec<Target>, String> {
        Ok(vec![Target::ratio("ours / theirs", 1.25, 1.0)])
    }

    fn slower(_: &Options) -> Result<Vec<Target>, String> {
        Ok(vec![Target::ratio("ours / theirs", 0.55, 1.0)])
    }

    fn broken(_: &Options) -> Result<Vec<Target>, String> {
        Err("a count that differs from the published one".into())
    }

    #[test]
    fn the_run_passes_only_when_every_section_measures_and_every_target_holds() {
        let o = options();
        assert!(run_sections(&[("a", faster), ("b", faster)], &o));
        assert!(!run_sections(&[("a", faster), ("b", slower)], &o));
        assert!(!run_sections(&[("a", faster), ("b", broken)], &o));
        assert!(!run_sections(&[("a", broken)], &o));
    }
}
