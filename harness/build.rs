//! Embeds the suite: every file below `data/` (the rule cases, the clause registries and interaction
//! tables, the perft tables, the python-chess adapter) becomes an `include_str!` in `embedded.rs`, so a
//! crate that depends on the harness reads nothing from a checkout. In this repository `data/` holds
//! links to the project's own folders (`scenarios/`, `clauses/`, `tests/perft/`); `cargo package`
//! copies what they point to.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let data = root.join("data");
    let mut files = Vec::new();
    collect(&data, &data, &mut files);
    files.sort();
    let mut out = String::from(
        "/// Every embedded file: its path below `data/` (`/` between folders) and its text, sorted by path.\n\
         pub static FILES: &[(&str, &str)] = &[\n",
    );
    for (name, path) in &files {
        println!("cargo:rerun-if-changed={}", path.display());
        let _ = writeln!(out, "    ({name:?}, include_str!({:?})),", path.display());
    }
    out.push_str("];\n");
    let dest =
        PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo")).join("embedded.rs");
    std::fs::write(&dest, out).expect("OUT_DIR is writable");
}

/// Every file below `dir` (links followed), with its name relative to `data`; a folder is watched so
/// that a file added to it is embedded at the next build.
fn collect(data: &Path, dir: &Path, out: &mut Vec<(String, PathBuf)>) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let hidden = entry.file_name().to_string_lossy().starts_with('.');
        if hidden {
            continue;
        }
        if path.is_dir() {
            collect(data, &path, out);
        } else if path.is_file() {
            let name = path
                .strip_prefix(data)
                .expect("below data/")
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/");
            out.push((name, path));
        }
    }
}
