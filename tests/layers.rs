//! The layers of the workspace (docs/architecture.md): in every crate, at every level of its module tree, no
//! module imports one that imports it back, directly or through others (a file, or a folder standing for all
//! its files); in the oracle the core imports nothing above it, a ruleset only the core, and the faces (the
//! command line, serve, the protocol, the pictures, the web page, the records) sit on top. Rule files follow
//! one naming convention, `sNN_topic.rs` for an article or section number, `s<letter>_topic.rs` for a
//! lettered section. Fixture trees with a planted upward import and a planted circle show the checks
//! failing.

use conformance::layers::{circles, upward_imports, Crate};
use conformance::repo_root;
use std::path::Path;

/// The root file of every crate of the workspace whose import graph is checked.
const CRATES: &[&str] = &[
    "oracle/src/lib.rs",
    "oracle/src/bin/oracle/main.rs",
    "harness/src/lib.rs",
    "xtask/src/main.rs",
    "benchmarks/src/lib.rs",
    "mutation/src/lib.rs",
    "engines/void-bitboard/src/lib.rs",
    "engines/void-bitboard/src/main.rs",
    "python/src/lib.rs",
    "tests/support/lib.rs",
];

/// The levels (a crate's root file and a module) where circles are known and being broken, each with the
/// issue whose work removes them. The test fails on a circle at a level not listed here and on a listed
/// level that has none left, so that the list only shrinks.
const KNOWN_CIRCLES: &[(&str, &str)] = &[];

/// The oracle's layers: the core at the bottom, the rulesets on it, the faces on top.
fn oracle_rank(top: &str) -> u8 {
    match top {
        "core" => 0,
        "circular" | "fide" | "minnaar" | "suicide_void" | "void_chess" => 1,
        _ => 2,
    }
}

/// Whether the circle `found` (`crate root: module: members`) is at the level `known` names.
fn at_level(found: &str, known: &str) -> bool {
    found
        .strip_prefix(known)
        .is_some_and(|rest| rest.starts_with(": "))
}

fn all_circles(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for c in CRATES {
        let krate = Crate::read(&root.join(c));
        out.extend(circles(&krate).into_iter().map(|x| format!("{c}: {x}")));
    }
    out
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    let found = all_circles(&repo_root());
    let unknown: Vec<&String> = found
        .iter()
        .filter(|f| !KNOWN_CIRCLES.iter().any(|(k, _)| at_level(f, k)))
        .collect();
    let gone: Vec<&str> = KNOWN_CIRCLES
        .iter()
        .filter(|(k, _)| !found.iter().any(|f| at_level(f, k)))
        .map(|(k, _)| *k)
        .collect();
    assert!(
        unknown.is_empty() && gone.is_empty(),
        "import circles:\n{}\nlisted in KNOWN_CIRCLES but gone (take them off the list):\n{}",
        unknown
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n"),
        gone.join("\n")
    );
}

#[test]
fn the_oracle_layers_point_down() {
    let krate = Crate::read(&repo_root().join("oracle/src/lib.rs"));
    let up = upward_imports(&krate, oracle_rank, |r| r == 1);
    assert!(
        up.is_empty(),
        "the core imports nothing above it, a ruleset only the core:\n{}",
        up.join("\n")
    );
}

#[test]
fn a_planted_upward_import_fails() {
    let root = repo_root().join("tests/fixtures/layers-upward/src/lib.rs");
    let up = upward_imports(&Crate::read(&root), oracle_rank, |r| r == 1);
    assert_eq!(up, ["core::names imports svg", "fide imports circular",]);
}

#[test]
fn a_planted_circle_fails() {
    let root = repo_root().join("tests/fixtures/layers-circle/src/lib.rs");
    assert_eq!(
        circles(&Crate::read(&root)),
        ["crate: left <-> right", "left: (itself) <-> a",]
    );
}

#[test]
fn rule_files_are_named_by_their_section() {
    let src = repo_root().join("oracle/src");
    let mut bad = Vec::new();
    for folder in std::fs::read_dir(&src).expect("oracle/src").flatten() {
        let folder = folder.path();
        if !folder.join("mod.rs").exists() {
            continue;
        }
        for file in std::fs::read_dir(&folder)
            .expect("a module folder")
            .flatten()
        {
            let p = file.path();
            let Some(name) = p.file_stem().map(|n| n.to_string_lossy().to_string()) else {
                continue;
            };
            if p.extension().is_none_or(|x| x != "rs") {
                continue;
            }
            let numbered =
                name.starts_with('s') && name[1..].starts_with(|c: char| c.is_ascii_digit());
            let old_prefix = ["art", "sec"].iter().any(|p| {
                name.starts_with(p) && name[p.len()..].starts_with(|c: char| c.is_ascii_digit())
            });
            let two_digits = name.len() > 4
                && name[1..3].chars().all(|c| c.is_ascii_digit())
                && name[3..].starts_with('_');
            if old_prefix || (numbered && !two_digits) {
                bad.push(format!("{}/{name}.rs", folder.display()));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "rule files are named sNN_topic.rs (two-digit number) or s<letter>_topic.rs:\n{}",
        bad.join("\n")
    );
}
