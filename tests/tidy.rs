//! The tidy test: the repository holds every part of every ruleset of `oracle::rulesets()`, every oracle
//! source file opens with its heading, and no public rule function is unused. A fixture tree with a ruleset
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
