//! The layers of the oracle (docs/architecture.md): inside every module folder of `oracle/src` (each ruleset
//! and `core`), no file imports another that imports it back, directly or through others, so every file
//! can be read on top of the ones it names; and rule files follow one naming convention, `sNN_topic.rs`
//! for an article or section number, `s<letter>_topic.rs` for a lettered section.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The sibling modules a file names through `super::`, comments and test modules left out.
fn siblings_named(source: &str, siblings: &BTreeSet<String>, me: &str) -> BTreeSet<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or("");
    let mut out = BTreeSet::new();
    for line in code.lines() {
        if line.trim_start().starts_with("//") {
            continue;
        }
        let mut rest = line;
        while let Some(i) = rest.find("super::") {
            rest = &rest[i + "super::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if name != me && siblings.contains(&name) {
                out.insert(name);
            }
        }
    }
    out
}

/// A cycle of the import graph, if there is one.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(node.to_string(), 1);
        path.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            match state.get(next.as_str()) {
                Some(1) => {
                    let start = path.iter().position(|p| p == next).unwrap_or(0);
                    let mut cycle = path[start..].to_vec();
                    cycle.push(next.clone());
                    return Some(cycle);
                }
                Some(_) => {}
                None => {
                    if let Some(c) = visit(next, graph, state, path) {
                        return Some(c);
                    }
                }
            }
        }
        path.pop();
        state.insert(node.to_string(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for node in graph.keys() {
        if !state.contains_key(node.as_str()) {
            let mut path = Vec::new();
            if let Some(c) = visit(node, graph, &mut state, &mut path) {
                return Some(c);
            }
        }
    }
    None
}

fn module_folders() -> Vec<std::path::PathBuf> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("oracle/src");
    let mut out: Vec<_> = std::fs::read_dir(&src)
        .expect("oracle/src")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("mod.rs").exists())
        .collect();
    out.sort();
    out
}

fn files_of(folder: &Path) -> BTreeMap<String, String> {
    std::fs::read_dir(folder)
        .expect("a module folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .map(|p| {
            let name = p.file_stem().unwrap().to_string_lossy().to_string();
            (name, std::fs::read_to_string(&p).expect("a source file"))
        })
        .collect()
}

#[test]
fn no_module_folder_has_an_import_cycle() {
    let mut cycles = Vec::new();
    for folder in module_folders() {
        let files = files_of(&folder);
        let names: BTreeSet<String> = files.keys().cloned().collect();
        let graph: BTreeMap<String, BTreeSet<String>> = files
            .iter()
            .map(|(name, src)| (name.clone(), siblings_named(src, &names, name)))
            .collect();
        if let Some(c) = find_cycle(&graph) {
            cycles.push(format!("{}: {}", folder.display(), c.join(" -> ")));
        }
    }
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

#[test]
fn rule_files_are_named_by_their_section() {
    let mut bad = Vec::new();
    for folder in module_folders() {
        for name in files_of(&folder).keys() {
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

#[test]
fn the_cycle_finder_finds_a_cycle() {
    let names: BTreeSet<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
    let mut graph = BTreeMap::new();
    graph.insert(
        "a".to_string(),
        siblings_named("use super::b::X;", &names, "a"),
    );
    graph.insert(
        "b".to_string(),
        siblings_named("// super::a\nuse super::c::Y;", &names, "b"),
    );
    graph.insert("c".to_string(), BTreeSet::new());
    assert_eq!(find_cycle(&graph), None);
    graph.insert(
        "c".to_string(),
        siblings_named("fn f() { super::a::g() }", &names, "c"),
    );
    assert_eq!(
        find_cycle(&graph),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
}
