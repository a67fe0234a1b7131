//! The conformance suite's tests (each `tests/*.rs` file but the three with a harness of their own:
//! `scenarios`, `fuzz_corpus`, `snapshots`) as modules of one test program: one build and one link instead
//! of one for each file, which made most of the time of a `cargo test` after a change to the oracle
//! (docs/testing.md, "Where the time goes"). Each file stays where it is and reads as before; its tests are
//! named `<file>::<test>` (`cargo test --test suite fide::` runs the FIDE file's).
//!
//! A new test file is added here, or given a `[[test]]` of its own in `Cargo.toml`:
//! `every_test_file_is_run` fails for a file that is neither.

// Each file declares the shared helpers it uses (`mod proptest_support;`...) as it did as a program of its
// own, so a helper module is compiled once for each file that uses it, as before.
#![allow(clippy::duplicate_mod)]

#[path = "adding_a_ruleset.rs"]
mod adding_a_ruleset;
#[path = "antichess_draws.rs"]
mod antichess_draws;
#[path = "circular_geometry.rs"]
mod circular_geometry;
#[path = "circular_properties.rs"]
mod circular_properties;
#[path = "circular_rules.rs"]
mod circular_rules;
#[path = "circular_snapshots.rs"]
mod circular_snapshots;
#[path = "coverage.rs"]
mod coverage;
#[path = "diagrams.rs"]
mod diagrams;
#[path = "explain_agrees.rs"]
mod explain_agrees;
#[path = "fide.rs"]
mod fide;
#[path = "giveaway.rs"]
mod giveaway;
#[path = "interactions.rs"]
mod interactions;
#[path = "layers.rs"]
mod layers;
#[path = "minnaar.rs"]
mod minnaar;
#[path = "minnaar_snapshots.rs"]
mod minnaar_snapshots;
#[path = "peers.rs"]
mod peers;
#[path = "perft.rs"]
mod perft;
#[path = "placement.rs"]
mod placement;
#[path = "properties.rs"]
mod properties;
#[path = "properties_fide.rs"]
mod properties_fide;
#[path = "properties_game_end.rs"]
mod properties_game_end;
#[path = "properties_minnaar.rs"]
mod properties_minnaar;
#[path = "properties_minnaar_counting.rs"]
mod properties_minnaar_counting;
#[path = "properties_notation.rs"]
mod properties_notation;
#[path = "properties_suicide.rs"]
mod properties_suicide;
#[path = "properties_suicide_mirror.rs"]
mod properties_suicide_mirror;
#[path = "properties_void_chess.rs"]
mod properties_void_chess;
#[path = "records.rs"]
mod records;
#[path = "records_round_trip.rs"]
mod records_round_trip;
#[path = "register.rs"]
mod register;
#[path = "serve.rs"]
mod serve;
#[path = "serve_cache.rs"]
mod serve_cache;
#[path = "suicide_rules.rs"]
mod suicide_rules;
#[path = "suicide_void.rs"]
mod suicide_void;
#[path = "svg.rs"]
mod svg;
#[path = "tidy.rs"]
mod tidy;
#[path = "trace_clauses.rs"]
mod trace_clauses;
#[path = "trace_effects.rs"]
mod trace_effects;
#[path = "void_chess_end.rs"]
mod void_chess_end;
#[path = "void_chess_position.rs"]
mod void_chess_position;
#[path = "void_chess_rules.rs"]
mod void_chess_rules;
#[path = "void_chess_snapshots.rs"]
mod void_chess_snapshots;
#[path = "void_chess_start.rs"]
mod void_chess_start;
#[path = "void_chess_trace.rs"]
mod void_chess_trace;

/// Every `tests/*.rs` file is a module of this program or a test program of its own.
#[test]
fn every_test_file_is_run() {
    let root = env!("CARGO_MANIFEST_DIR");
    let suite = include_str!("suite.rs");
    let manifest = std::fs::read_to_string(format!("{root}/Cargo.toml")).expect("Cargo.toml reads");
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(format!("{root}/tests")).expect("tests/ reads") {
        let name = entry
            .expect("an entry")
            .file_name()
            .to_string_lossy()
            .into_owned();
        let Some(stem) = name.strip_suffix(".rs") else {
            continue;
        };
        let in_suite = suite.contains(&format!("#[path = \"{name}\"]"));
        let own = manifest.contains(&format!("name = \"{stem}\""));
        if !in_suite && !own {
            missing.push(format!(
                "tests/{name} is not run: add `#[path = \"{name}\"] mod {stem};` to tests/suite.rs"
            ));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
