//! The proptest settings every property file shares: the case count (`PROPTEST_CASES` overrides it),
//! failures kept in `proptest-regressions`, and shrinking bounded because it replays whole games.

use proptest::prelude::ProptestConfig;

/// Cases per property: `PROPTEST_CASES` or a number that keeps `cargo test` quick in a debug build.
#[allow(dead_code)] // not every property file reads the count on its own
pub fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The shared configuration with `default_cases` cases.
pub fn config(default_cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases: cases(default_cases),
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("proptest-regressions"),
        )),
        max_shrink_iters: 4096,
        // Shrinking replays whole games: bound it so a failure is reported in reasonable time.
        max_shrink_time: 60_000,
        ..ProptestConfig::default()
    }
}
