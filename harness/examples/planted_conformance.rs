//! The rule cases against an engine with a planted bug, wired as an engine's own `tests/conformance.rs`
//! wires them: `PLANTED=void-never-castles cargo run --example planted_conformance -- --list` (or a
//! filter, `-- castling`). Without `PLANTED`, the oracle itself. `cargo xtask planted` lists the bugs.
//! The harness's tests run it and read what a failing trial prints.

use harness::planted;
use harness::presets::{EngineSpec, ORACLE};

fn main() {
    let engine = match std::env::var("PLANTED") {
        Ok(name) => match planted::find(&name) {
            Ok(p) => EngineSpec::Planted(p),
            Err(e) => {
                eprintln!("planted_conformance: {e}");
                std::process::exit(2);
            }
        },
        Err(_) => EngineSpec::InProcess(ORACLE),
    };
    let rulesets = std::env::var("RULESET").unwrap_or_else(|_| "void-chess".to_string());
    harness::Harness::new(engine)
        .rulesets([rulesets])
        .perft(10_000)
        .test()
}
