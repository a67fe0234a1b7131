//! The build `cargo xtask` makes has no benchmarks (xtask's feature `bench`): `bench` passes itself on to
//! the optimised build that has them, and says so when it is told to stay in this one.

#[allow(dead_code)]
mod common;

/// Told to stay in this build (`XTASK_IN_THIS_BUILD`, as the tests and CI's checks run it), `bench`
/// refuses with exit 2 and names the feature, instead of measuring nothing or building in release.
#[cfg(not(feature = "bench"))]
#[test]
fn bench_without_the_benchmarks_says_where_they_are() {
    let out = common::xtask()
        .args(["bench", "--section", "perft", "--quick"])
        .output()
        .expect("xtask runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("built without the feature `bench`")
            && stderr.contains("re-runs itself in the optimised build"),
        "{stderr}"
    );
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}
