//! Walks through `docs/adding-a-ruleset.md` with the fixture ruleset `toy`: each step's part is written in
//! a scratch tree, and the checks the repository passes (tidy, scenarios, coverage, register) pass on it;
//! with a step left out, the check that guards it fails, naming the missing part.

use conformance::coverage::{evaluate, Sources};
use conformance::runner::default_resolver;
use conformance::{repo_root, tidy, toy};
use oracle::core::AnyRuleset;
use std::path::{Path, PathBuf};

fn write(root: &Path, path: &str, text: &str) {
    let p = root.join(path);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, text).unwrap();
}

/// A scratch tree holding the parts of the toy ruleset, step by step; `skip` leaves one step out.
fn tree(skip: Option<u32>) -> PathBuf {
    let root = std::env::temp_dir().join(format!(
        "conformance-adding-a-ruleset-{}-{}",
        std::process::id(),
        skip.unwrap_or(0)
    ));
    let _ = std::fs::remove_dir_all(&root);
    let fixtures = repo_root().join("tests/fixtures");
    let read = |p: &str| std::fs::read_to_string(fixtures.join(p)).unwrap();
    let steps: [(u32, Vec<(&str, String)>); 6] = [
        (
            1,
            vec![(
                "clauses/toy.yaml",
                read("coverage-asserted/clauses/toy.yaml"),
            )],
        ),
        (
            2,
            vec![(
                "oracle/src/toy/mod.rs",
                std::fs::read_to_string(repo_root().join("harness/src/toy.rs")).unwrap(),
            )],
        ),
        (
            4,
            vec![
                (
                    "scenarios/toy/features.yaml",
                    read("scenarios-toy/features.yaml"),
                ),
                (
                    "scenarios/toy/branches.yaml",
                    read("scenarios-toy/branches.yaml"),
                ),
            ],
        ),
        (
            5,
            vec![(
                "docs/toy.md",
                "# Toy\n\nThe rulebook *Toy rules*.\n".to_string(),
            )],
        ),
        (
            6,
            vec![(
                "fuzz/fuzz_targets/playout_toy.rs",
                "//! Random games of the toy ruleset.\n".to_string(),
            )],
        ),
        (
            7,
            vec![(
                "snapshots/register-toy.snap",
                oracle::core::register_table::register_markdown(&[&toy::TOY as &dyn AnyRuleset]),
            )],
        ),
    ];
    for (step, files) in steps {
        if Some(step) == skip {
            continue;
        }
        for (path, text) in files {
            write(&root, path, &text);
        }
    }
    root
}

fn sources(root: &Path) -> Sources {
    Sources {
        registry: root.join("clauses"),
        scenarios: root.join("scenarios"),
        code: root.join("oracle/src"),
        rulesets: vec!["toy".to_string()],
        execute: true,
    }
}

#[test]
fn every_step_done_every_check_passes() {
    let root = tree(None);
    assert_eq!(tidy::problems(&root, &["toy"]), Vec::<String>::new());
    let eval = evaluate(&sources(&root), &default_resolver).expect("the toy tree loads");
    assert_eq!(eval.failures().count(), 0);
    assert!(eval.without_scenarios.is_empty());
    assert!(
        eval.complete(),
        "every toy rule clause is asserted and decided"
    );
    // Step 3: the toy has nothing open, so its register is empty and its interpretation `Switches`.
    assert!(toy::TOY.register().is_empty());
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn each_step_left_out_is_named_by_its_check() {
    for (step, expected) in [
        (5, "ruleset `toy` has no docs page: docs/toy.md is missing"),
        (
            6,
            "ruleset `toy` has no fuzz target: fuzz/fuzz_targets/playout_toy.rs is missing",
        ),
        (
            7,
            "ruleset `toy` has no register snapshot: snapshots/register-toy.snap is missing",
        ),
        (
            1,
            "ruleset `toy` has no clause registry: clauses/toy.yaml is missing",
        ),
    ] {
        let root = tree(Some(step));
        assert_eq!(tidy::problems(&root, &["toy"]), [expected], "step {step}");
        let _ = std::fs::remove_dir_all(&root);
    }
    let root = tree(Some(4));
    assert_eq!(
        tidy::problems(&root, &["toy"]),
        ["ruleset `toy` has no scenario folder: scenarios/toy is missing"]
    );
    let err = evaluate(&sources(&root), &default_resolver).expect_err("no scenarios");
    assert!(err.ends_with("scenarios: no such folder"), "{err}");
    let _ = std::fs::remove_dir_all(&root);
}

/// The document names every part the tidy test asks for.
#[test]
fn the_document_names_every_part() {
    let doc = std::fs::read_to_string(repo_root().join("docs/adding-a-ruleset.md")).unwrap();
    for (path, what) in tidy::parts("<slug>") {
        let path = path.replace("playout_<slug>", "playout_<slug_with_underscores>");
        assert!(
            doc.contains(&path),
            "docs/adding-a-ruleset.md does not name the {what} `{path}`"
        );
    }
    assert!(doc.contains("oracle::rulesets()"));
}
