//! The test engines of the tester's tests: the example protocol engine `cargo test` builds, and the
//! proxy scripts of `xtask/tests/engines` that stand in front of it and misbehave on purpose. Shared by
//! the integration tests (`xtask/tests/common`) and the unit tests (`xtask/src/diff/tests`).

use std::path::{Path, PathBuf};

/// The correct protocol engine (an example of this package, built by `cargo test`), found beside the
/// test binary (`target/<profile>/deps/<test>`).
pub fn example_engine() -> PathBuf {
    let exe = std::env::current_exe().expect("the test binary has a path");
    let dir = exe
        .parent()
        .and_then(|deps| deps.parent())
        .expect("target/<profile>/deps");
    let path = dir.join("examples/shakmaty_protocol_engine");
    assert!(
        path.exists(),
        "{} is missing: `cargo test` builds it (cargo build -p xtask --examples)",
        path.display()
    );
    path
}

/// The command line of the proxy `script` (a file of `xtask/tests/engines`) with its `args`, in front of
/// the example engine.
pub fn proxy(script: &str, args: &[&str]) -> String {
    let script = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/engines")
        .join(script);
    let mut words = vec!["python3".to_string(), script.display().to_string()];
    words.extend(args.iter().map(|a| a.to_string()));
    words.extend(["--".to_string(), example_engine().display().to_string()]);
    words.join(" ")
}
