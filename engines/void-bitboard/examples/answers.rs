//! Whether void-bitboard's answers are the oracle's, beyond what its rule cases ask: the check
//! `tools/mutant_answers.py` runs on each mutant that survives `tests/conformance.rs`.
//!
//!     cargo run --release -p void-bitboard --example answers -- [--games N] [--max-nodes N] [--seed S]
//!
//! - perft deeper than the conformance test: every count of the Void Chess perft table
//!   (`tests/perft/void-chess.perft`, embedded in the harness) above its 2,000,000 leaves and up to
//!   `--max-nodes` (default 300,000,000), counted through the engine face as the conformance test
//!   counts, against the table;
//! - the differential tester against the oracle, in process: `--games` games (default 2,000) from the
//!   start and the suite's positions, as `cargo xtask diff --ruleset void-chess --engine void-bitboard`
//!   plays them (seed 1).
//!
//! Prints one line per difference; exits 0 when the answers agree, 1 when some differ, 2 on bad
//! arguments.

use harness::diff::Options;
use harness::perft_tables;
use harness::presets::Catalog;
use std::process::ExitCode;
use void_bitboard::engine_face::{VoidBitboardEngine, VOID_BITBOARD};

/// The largest count `tests/conformance.rs` runs.
const CONFORMANCE_LEAVES: u64 = 2_000_000;

fn main() -> ExitCode {
    let mut games = 2_000u64;
    let mut max_nodes = 300_000_000u64;
    let mut seed = 1u64;
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut i = 0;
    while i < args.len() {
        let value = args
            .get(i + 1)
            .and_then(|v| v.replace('_', "").parse::<u64>().ok());
        match (args[i].as_str(), value) {
            ("--games", Some(v)) => games = v,
            ("--max-nodes", Some(v)) => max_nodes = v,
            ("--seed", Some(v)) => seed = v,
            (a, _) => {
                eprintln!("answers: `{a}`: give --games N, --max-nodes N or --seed S");
                return ExitCode::from(2);
            }
        }
        i += 2;
    }
    let mut differ = 0usize;

    let mut engine = VoidBitboardEngine::default();
    for count in perft_tables::counts(&["void-chess".to_string()], max_nodes) {
        if count.nodes <= CONFORMANCE_LEAVES {
            continue;
        }
        match count.check(&mut engine) {
            Ok(None) | Ok(Some(_)) => {} // the same count, or under switches the engine does not play
            Err(e) => {
                println!("perft {e}");
                differ += 1;
            }
        }
    }

    let options = Options {
        ruleset: "void-chess".to_string(),
        engine: "void-bitboard".to_string(),
        games,
        seed,
        quiet: true,
        scenarios: std::env::temp_dir().join(format!("answers-findings-{}", std::process::id())),
        shrink_time: "20s".to_string(),
        ..Options::default()
    };
    let catalog = Catalog::new().with(VOID_BITBOARD);
    match harness::diff::diff(&catalog, &options) {
        Ok(finished) => {
            let s = &finished.summary;
            for f in &s.findings {
                println!(
                    "diff game {}: {} after {} {}",
                    f.game,
                    f.labels.join("; "),
                    f.shrunk_start,
                    f.shrunk_moves.join(" ")
                );
            }
            for f in &s.faults {
                println!("diff game {} ply {}: fault {:?}", f.game, f.ply, f.fault);
            }
            differ += s.findings.len() + s.faults.len();
            println!(
                "diff: {} games, {} positions compared, {} findings, {} faults",
                s.games_played,
                s.positions,
                s.findings.len(),
                s.faults.len()
            );
        }
        Err(e) => {
            println!("diff: {e}");
            differ += 1;
        }
    }
    let _ = std::fs::remove_dir_all(&options.scenarios);
    if differ == 0 {
        println!("the same answers");
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
