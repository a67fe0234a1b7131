//! The test engines of the tester's tests: the example protocol engine `cargo test` builds (the harness's
//! example `shakmaty_protocol_engine`), and the proxy scripts of `harness/tests/engines` that stand in
//! front of it and misbehave on purpose. Shared by the harness's unit tests (`src/diff/tests`) and the
//! command line's integration tests (`xtask/tests/common`).

use std::path::{Path, PathBuf};

/// The correct protocol engine (an example of this package, built by `cargo test`), found beside the
/// test binary (`target/<profile>/deps/<test>`).
pub fn example_engine() -> PathBuf {
    example("shakmaty_protocol_engine")
}

/// The example program `name` of this package, built by `cargo test`, found beside the test binary.
pub fn example(name: &str) -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary has a path");
    let dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>/deps");
    let path = dir.join("examples").join(name);
    assert!(
        path.exists(),
        "{} is missing: `cargo test` builds it (cargo build -p void-chess-harness --examples)",
        path.display()
    );
    path
}

/// The command line of the proxy `script` (a file of `harness/tests/engines`) with its `args`, in front
/// of the example engine.
pub fn proxy(script: &str, args: &[&str]) -> String {
    // The harness's folder, from the harness's own tests and from the command line's beside it.
    let script = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../harness/tests/engines")
        .join(script);
    let script = std::fs::canonicalize(&script).unwrap_or(script);
    let mut words = vec!["python3".to_string(), script.display().to_string()];
    words.extend(args.iter().map(|a| a.to_string()));
    words.extend(["--".to_string(), example_engine().display().to_string()]);
    words.join(" ")
}
