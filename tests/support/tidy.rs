//! The project's tidy checks, in the manner of rust-analyzer's `tidy` test: every ruleset has all its
//! parts (clause registry, scenarios, docs page, fuzz target, register snapshot), every source file of the
//! oracle opens with its `//!` heading, no public function of a ruleset's rule files is unused, and no
//! source file of the oracle or the tasks is longer than 400 lines (data tables apart).
//! The checks take a root folder, so that a fixture tree can show each of them failing.

use crate::rust_files;
use std::path::Path;

/// The files every ruleset `slug` must have, relative to the repository root.
pub fn parts(slug: &str) -> Vec<(String, &'static str)> {
    vec![
        (format!("clauses/{slug}.yaml"), "clause registry"),
        (format!("scenarios/{slug}"), "scenario folder"),
        (format!("docs/{slug}.md"), "docs page"),
        (
            format!("fuzz/fuzz_targets/playout_{}.rs", slug.replace('-', "_")),
            "fuzz target",
        ),
        (
            format!("snapshots/register-{slug}.snap"),
            "register snapshot",
        ),
    ]
}

fn show(root: &Path, p: &Path) -> String {
    p.strip_prefix(root).unwrap_or(p).display().to_string()
}

/// The missing parts of each ruleset of `slugs`.
pub fn missing_parts(root: &Path, slugs: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for slug in slugs {
        for (path, what) in parts(slug) {
            let p = root.join(&path);
            let present = if what == "scenario folder" {
                !crate::yaml_files(&p).is_empty()
            } else {
                p.is_file()
            };
            if !present {
                out.push(format!("ruleset `{slug}` has no {what}: {path} is missing"));
            }
        }
    }
    out
}

/// The oracle's source files (below `root/oracle/src`) that do not open with a `//!` heading.
pub fn files_without_heading(root: &Path) -> Vec<String> {
    rust_files(&root.join("oracle/src"))
        .into_iter()
        .filter(|p| {
            let text = std::fs::read_to_string(p).unwrap_or_default();
            !text.trim_start().starts_with("//!")
        })
        .map(|p| format!("{}: does not open with its `//!` heading", show(root, &p)))
        .collect()
}

/// The `pub fn`s of the rule files (every folder below `root/oracle/src` except `core` and `bin`) that
/// nothing in `oracle/src`, `tests`, `xtask/src` or `fuzz` names besides their declaration.
pub fn unused_public_functions(root: &Path) -> Vec<String> {
    let src = root.join("oracle/src");
    let mut corpus = String::new();
    for dir in [
        "oracle/src",
        "tests",
        "xtask/src",
        "harness/src",
        "fuzz/fuzz_targets",
    ] {
        for p in rust_files(&root.join(dir)) {
            let rel = p.strip_prefix(root).unwrap_or(&p);
            if rel.components().any(|c| c.as_os_str() == "fixtures") {
                continue;
            }
            corpus.push_str(&std::fs::read_to_string(&p).unwrap_or_default());
            corpus.push('\n');
        }
    }
    let mut counts: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for word in corpus
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
    {
        *counts.entry(word).or_default() += 1;
    }
    let mut out = Vec::new();
    for p in rust_files(&src) {
        let rel = p.strip_prefix(&src).unwrap_or(&p);
        let top = rel
            .components()
            .next()
            .map(|c| c.as_os_str().to_string_lossy().to_string());
        if rel.components().count() < 2 || matches!(top.as_deref(), Some("core" | "bin")) {
            continue;
        }
        let text = std::fs::read_to_string(&p).unwrap_or_default();
        for (n, line) in text.lines().enumerate() {
            let t = line.trim_start();
            let Some(rest) = t
                .strip_prefix("pub fn ")
                .or_else(|| t.strip_prefix("pub const fn "))
            else {
                continue;
            };
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if name.is_empty() || counts.get(name.as_str()).copied().unwrap_or(0) > 1 {
                continue;
            }
            out.push(format!(
                "{}:{}: public function `{name}` is used nowhere",
                show(root, &p),
                n + 1
            ));
        }
    }
    out
}

/// Every tidy problem of the tree at `root` for the rulesets `slugs`.
pub fn problems(root: &Path, slugs: &[&str]) -> Vec<String> {
    let mut out = missing_parts(root, slugs);
    out.extend(files_without_heading(root));
    out.extend(unused_public_functions(root));
    out.extend(length_problems(root));
    out
}

/// The longest a source file of `oracle/src`, `harness/src`, `xtask/src`, `benchmarks/src` or `mutation/src` may be: each file has one job, and a reader takes
/// it in whole (docs/architecture.md, "The one layout").
pub const FILE_LINES: usize = 400;

/// The folders whose files are held to [`FILE_LINES`].
pub const LIMITED_FOLDERS: &[&str] = &[
    "oracle/src",
    "harness/src",
    "xtask/src",
    "benchmarks/src",
    "mutation/src",
];

/// Data tables, which may be longer: a table read against its source line by line is one job however long.
pub const DATA_TABLES: &[&str] = &["oracle/src/circular/s02_board/tables.rs"];

/// Files still over the limit while their split is under way, each with the issue that splits it. The
/// tidy test fails on a file over the limit that is not listed, and on a listed file that is no longer
/// over it (take it off the list), so that the list only shrinks.
pub const STILL_LONG: &[(&str, &str)] = &[];

/// The files below `root`'s [`LIMITED_FOLDERS`] longer than [`FILE_LINES`] lines, data tables apart, each
/// with its length.
pub fn long_files(root: &Path) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for folder in LIMITED_FOLDERS {
        for p in rust_files(&root.join(folder)) {
            let name = show(root, &p);
            if DATA_TABLES.contains(&name.as_str()) {
                continue;
            }
            let lines = std::fs::read_to_string(&p)
                .unwrap_or_default()
                .lines()
                .count();
            if lines > FILE_LINES {
                out.push((name, lines));
            }
        }
    }
    out
}

/// The tidy problems of file length: a file over [`FILE_LINES`] lines that [`STILL_LONG`] does not list,
/// and a listed file that is no longer over the limit.
pub fn length_problems(root: &Path) -> Vec<String> {
    let long = long_files(root);
    let mut out: Vec<String> = long
        .iter()
        .filter(|(name, _)| !STILL_LONG.iter().any(|(l, _)| l == name))
        .map(|(name, lines)| {
            format!("{name}: {lines} lines, more than {FILE_LINES} (split it by job)")
        })
        .collect();
    for (listed, _) in STILL_LONG {
        let present = root.join(listed).exists();
        if present && !long.iter().any(|(name, _)| name == listed) {
            out.push(format!(
                "{listed}: no longer over {FILE_LINES} lines (take it off STILL_LONG)"
            ));
        }
    }
    out
}
