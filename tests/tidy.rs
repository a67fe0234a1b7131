//! The tidy test: the repository holds every part of every ruleset of `oracle::rulesets()`, every oracle
//! source file opens with its heading, no public rule function is unused, and no file of `oracle/src`,
//! `harness/src`, `xtask/src`, `benchmarks/src` or `mutation/src` is over 400 lines (data tables and the files being split apart). A fixture tree with a ruleset
//! that has no docs page shows the test failing.

use conformance::repo_root;
use conformance::tidy::problems;

#[test]
fn the_repository_is_tidy() {
    let slugs: Vec<&str> = oracle::rulesets().iter().map(|r| r.slug()).collect();
    let found = problems(&repo_root(), &slugs);
    assert!(found.is_empty(), "tidy:\n{}", found.join("\n"));
}

#[test]
fn a_ruleset_without_a_docs_page_is_untidy() {
    let root = repo_root().join("tests/fixtures/tidy-no-docs");
    assert_eq!(
        problems(&root, &["toy"]),
        ["ruleset `toy` has no docs page: docs/toy.md is missing"]
    );
}

#[test]
fn a_file_without_heading_and_an_unused_function_are_untidy() {
    let root = repo_root().join("tests/fixtures/tidy-untidy-code");
    assert_eq!(
        problems(&root, &[]),
        [
            "oracle/src/toy/rules.rs: does not open with its `//!` heading",
            "oracle/src/toy/rules.rs:7: public function `never_called` is used nowhere",
        ]
    );
}

#[test]
fn a_source_file_over_the_line_limit_is_untidy() {
    use conformance::tidy::{length_problems, FILE_LINES};
    let root = std::env::temp_dir().join(format!("tidy-long-{}", std::process::id()));
    let lines = |n: usize| "// a line\n".repeat(n);
    for folder in ["oracle/src/core", "harness/src/diff"] {
        let dir = root.join(folder);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("short.rs"), lines(FILE_LINES)).unwrap();
        std::fs::write(dir.join("long.rs"), lines(FILE_LINES + 1)).unwrap();
    }
    let found = length_problems(&root);
    std::fs::remove_dir_all(&root).unwrap();
    assert_eq!(
        found,
        [
            "oracle/src/core/long.rs: 401 lines, more than 400 (split it by job)",
            "harness/src/diff/long.rs: 401 lines, more than 400 (split it by job)",
        ]
    );
}
