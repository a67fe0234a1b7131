//! What a run mutates and how cargo-mutants is called: the rule files of the rulesets asked for,
//! the shard, and the command line.

use crate::{MutantsArgs, BITBOARD, BITBOARD_EXCLUDED, ORACLE, RULESETS};
use std::path::{Path, PathBuf};

/// Whether a file or folder name is a section's: `s` then two digits or one letter, then `_`
/// (`s04_minister.rs`, `sb_castling.rs`, the folder `s02_board`).
pub fn is_section(name: &str) -> bool {
    let b = name.as_bytes();
    let digits = b.len() > 4 && b[1].is_ascii_digit() && b[2].is_ascii_digit() && b[3] == b'_';
    let letter = b.len() > 3 && b[1].is_ascii_lowercase() && b[2] == b'_';
    b.first() == Some(&b's') && (digits || letter)
}

/// The rule files of one ruleset's folder: its section files, and every `.rs` file inside a section's
/// folder, sorted.
pub fn rule_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    fn walk(dir: &Path, inside_section: bool, out: &mut Vec<PathBuf>) -> Result<(), String> {
        let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for entry in entries {
            let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if path.is_dir() {
                walk(&path, inside_section || is_section(name), out)?;
            } else if name.ends_with(".rs") && (inside_section || is_section(name)) {
                out.push(path);
            }
        }
        Ok(())
    }
    let mut files = Vec::new();
    walk(dir, false, &mut files)?;
    files.sort();
    if files.is_empty() {
        return Err(format!("{}: no rule file (sNN_*.rs)", dir.display()));
    }
    Ok(files)
}

/// The rulesets asked for, checked against [`RULESETS`] (all of them when none is named).
pub fn chosen_rulesets(asked: &[String]) -> Result<Vec<(&'static str, &'static str)>, String> {
    if asked.is_empty() {
        return Ok(RULESETS.to_vec());
    }
    asked
        .iter()
        .map(|slug| {
            RULESETS
                .iter()
                .find(|(s, _)| s == slug)
                .copied()
                .ok_or_else(|| {
                    let known: Vec<&str> = RULESETS.iter().map(|(s, _)| *s).collect();
                    format!(
                        "--ruleset {slug}: no such ruleset (known: {})",
                        known.join(", ")
                    )
                })
        })
        .collect()
}

/// `I/N` (1-based) to cargo-mutants' `I-1/N`.
pub fn shard(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("--shard {text}: give I/N with 1 <= I <= N (e.g. 2/8)");
    let (i, n) = text.split_once('/').ok_or_else(bad)?;
    let (i, n): (u32, u32) = (
        i.trim().parse().map_err(|_| bad())?,
        n.trim().parse().map_err(|_| bad())?,
    );
    if i == 0 || i > n {
        return Err(bad());
    }
    Ok((i, n))
}

/// What one run mutates and how it tests: the files, the package whose tests run, its test targets.
#[derive(Debug, PartialEq)]
pub struct Plan {
    pub files: Vec<PathBuf>,
    pub test_package: &'static str,
    pub tests: &'static [&'static str],
    /// cargo-mutants options that hold for every run of this package.
    pub extra: Vec<String>,
    /// The name of the default output folder.
    pub label: String,
}

pub fn plan(root: &Path, args: &MutantsArgs) -> Result<Plan, String> {
    match args.package.as_str() {
        ORACLE => {
            let chosen = chosen_rulesets(&args.rulesets)?;
            let mut files = Vec::new();
            for (_, dir) in &chosen {
                files.extend(rule_files(&root.join("oracle/src").join(dir))?);
            }
            let label = if args.rulesets.is_empty() {
                "all".to_string()
            } else {
                chosen.iter().map(|(s, _)| *s).collect::<Vec<_>>().join("+")
            };
            Ok(Plan {
                files,
                test_package: "conformance",
                tests: &["scenarios"],
                // The root package's `web` feature builds the oracle's server, which no test here uses.
                extra: vec!["--no-default-features".to_string()],
                label,
            })
        }
        BITBOARD => {
            if args.rulesets.iter().any(|r| r != "void-chess") {
                return Err("--package void-bitboard plays void-chess only".to_string());
            }
            let src = root.join("engines/void-bitboard/src");
            let entries = std::fs::read_dir(&src).map_err(|e| format!("{}: {e}", src.display()))?;
            let mut files: Vec<PathBuf> = entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| {
                    let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
                    name.ends_with(".rs") && !BITBOARD_EXCLUDED.iter().any(|(x, _)| *x == name)
                })
                .collect();
            files.sort();
            Ok(Plan {
                files,
                test_package: BITBOARD,
                tests: &["conformance"],
                extra: Vec::new(),
                label: "void-chess".to_string(),
            })
        }
        other => Err(format!("--package {other}: give {ORACLE} or {BITBOARD}")),
    }
}

/// The cargo-mutants command line of a run (without the program).
pub fn command_args(
    plan: &Plan,
    args: &MutantsArgs,
    root: &Path,
    output: &Path,
    in_diff: Option<&Path>,
) -> Result<Vec<String>, String> {
    let mut v: Vec<String> = vec!["mutants".into(), "--package".into(), args.package.clone()];
    v.extend(["--test-package".into(), plan.test_package.into()]);
    // `-C` reaches the build as well as the test run: only the test targets named are built.
    for t in plan.tests {
        v.extend(["-C".into(), format!("--test={t}")]);
    }
    v.extend(plan.extra.iter().cloned());
    if args.scratch {
        v.push("--in-place".into());
    } else {
        v.extend(["--jobs".into(), args.jobs.to_string()]);
    }
    if args.iterate {
        v.push("--iterate".into());
    }
    v.extend(["--output".into(), output.display().to_string()]);
    for f in &plan.files {
        v.extend([
            "--file".into(),
            f.strip_prefix(root).unwrap_or(f).display().to_string(),
        ]);
    }
    if let Some(s) = &args.shard {
        let (i, n) = shard(s)?;
        v.extend(["--shard".into(), format!("{}/{n}", i - 1)]);
    }
    if let Some(d) = in_diff {
        v.extend(["--in-diff".into(), d.display().to_string()]);
    }
    if plan.test_package != args.package {
        // cargo-mutants (27.1) runs its unmutated baseline with the mutated package's tests, not the
        // `--test-package` named: the baseline is run before it instead ([`crate::baseline`]), and the
        // test timeout comes from that run.
        v.extend(["--baseline".into(), "skip".into()]);
    }
    if let Some(t) = args.timeout {
        v.extend(["--timeout".into(), t.to_string()]);
    }
    if let Some(re) = &args.re {
        v.extend(["--re".into(), re.clone()]);
    }
    if args.list {
        v.push("--list".into());
    }
    Ok(v)
}
