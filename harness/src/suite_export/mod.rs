//! The rule cases as a portable suite, for runners in any language (`cargo xtask suite export DIR`).
//!
//! ```text
//! DIR/version.json          the suite's version: the export date, the commit, the counts
//! DIR/RUNNER.md             the contract of a runner (what each expectation asks, what is not answered)
//! DIR/case.schema.json      the JSON Schema of a case
//! DIR/rulesets.json         each ruleset's position text as data (text_form.rs)
//! DIR/cases/<ruleset>/*.json     the cases of the default readings
//! DIR/readings/<ruleset>/*.json  the cases that hold only under a non-default reading (their switches)
//! DIR/perft/*.perft         the perft tables of tests/perft/
//! DIR/perft/README.md       their format (our keys: ruleset, switches, sources) and how perft counts
//! DIR/runner.py             the reference runner: Python, standard library only
//! ```
//!
//! The folder must be new, empty, or an earlier export (it has `version.json`): an export replaces
//! an earlier one and never writes over anything else.

pub mod schema;

use crate::cases::{load_cases, text_form::text_form, Case};
use crate::files::Source;
use serde_json::json;
use std::path::{Path, PathBuf};

/// The number of the case format (`format` in an export's `version.json`, `case.schema.json`): raised
/// when a key of a case changes or goes (CHANGELOG.md, "Versions").
pub const FORMAT: u32 = 1;

/// The reference runner and its contract, shipped in every export.
pub const RUNNER_PY: &str = include_str!("../../suite/runner.py");
pub const RUNNER_MD: &str = include_str!("../../suite/RUNNER.md");

/// What an export wrote.
#[derive(Debug, Default)]
pub struct Written {
    pub cases: usize,
    pub readings: usize,
    pub perft: usize,
}

fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent)
            .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

fn pretty(v: &impl serde::Serialize) -> String {
    serde_json::to_string_pretty(v).unwrap_or_default() + "\n"
}

/// Makes `dir` ready: new or empty, or an earlier export whose generated folders are removed.
fn prepare(dir: &Path) -> Result<(), String> {
    if dir.exists() {
        let mut entries = std::fs::read_dir(dir)
            .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
            .peekable();
        if entries.peek().is_some() && !dir.join("version.json").is_file() {
            return Err(format!(
                "{} is not empty and holds no earlier export (no version.json): give a new folder",
                dir.display()
            ));
        }
        for sub in ["cases", "readings", "perft"] {
            let p = dir.join(sub);
            if p.is_dir() {
                std::fs::remove_dir_all(&p)
                    .map_err(|e| format!("cannot clear {}: {e}", p.display()))?;
            }
        }
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))
}

/// The commit of the checkout the current folder is in (`unknown` outside a git checkout).
pub fn commit() -> String {
    std::process::Command::new("git")
        .args(["rev-parse", "HEAD"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_else(|| "unknown".into())
}

/// The commit the suite is exported from, and the export's date (UTC, `YYYY-MM-DD`).
fn version_stamp() -> (String, String) {
    let commit = commit();
    (commit, crate::clock::utc_now().0)
}

/// The file of a case: `cases/` for the default readings, `readings/` for the others.
pub fn case_path(dir: &Path, case: &Case) -> PathBuf {
    let folder = if case.interpretation.is_empty() {
        "cases"
    } else {
        "readings"
    };
    dir.join(folder).join(format!("{}.json", case.id))
}

/// Writes the suite of `rulesets` (slugs, or readings by name: `antichess`; all when empty) from the
/// scenarios of `scenarios` into `dir`, with
/// the perft tables embedded in the harness.
pub fn export(dir: &Path, rulesets: &[String], scenarios: &Source) -> Result<Written, String> {
    for name in rulesets {
        oracle::names::ruleset_named(name).map_err(|e| e.to_string())?;
    }
    let (cases, errors) = load_cases(scenarios, rulesets)?;
    if !errors.is_empty() {
        return Err(format!(
            "scenarios that cannot be compiled:\n{}",
            errors.join("\n")
        ));
    }
    if cases.is_empty() {
        return Err("no case to export".into());
    }
    prepare(dir)?;
    let mut written = Written::default();
    for case in &cases {
        write(&case_path(dir, case), &pretty(case))?;
        written.cases += 1;
        written.readings += usize::from(!case.interpretation.is_empty());
    }
    let mut slugs: Vec<&str> = cases.iter().map(|c| c.ruleset.as_str()).collect();
    slugs.sort();
    slugs.dedup();
    let forms: serde_json::Map<String, serde_json::Value> = slugs
        .iter()
        .filter_map(|s| Some((s.to_string(), serde_json::to_value(text_form(s)?).ok()?)))
        .collect();
    write(&dir.join("rulesets.json"), &pretty(&forms))?;
    write(
        &dir.join("case.schema.json"),
        &pretty(&schema::case_schema()),
    )?;
    write(&dir.join("RUNNER.md"), RUNNER_MD)?;
    write(&dir.join("runner.py"), RUNNER_PY)?;
    let tables = crate::perft_tables::tables();
    for (name, text) in &tables {
        write(&dir.join("perft").join(name), text)?;
        written.perft += 1;
    }
    // The tables' format, our keys (ruleset, counting, switch, exercises, source) and how perft counts.
    let readme =
        crate::data::file("perft/README.md").ok_or("the perft tables' README is missing")?;
    write(&dir.join("perft/README.md"), readme)?;
    let (commit, date) = version_stamp();
    let version = json!({
        "suite": "void-chess-oracle rule cases",
        "format": FORMAT,
        "date": date,
        "commit": commit,
        "cases": written.cases,
        "readings": written.readings,
        "rulesets": slugs,
        "perft": tables.iter().map(|(name, _)| *name).collect::<Vec<_>>(),
        "protocol": oracle::protocol::PROTOCOL_VERSION,
    });
    write(&dir.join("version.json"), &pretty(&version))?;
    Ok(written)
}

#[cfg(test)]
mod tests;
