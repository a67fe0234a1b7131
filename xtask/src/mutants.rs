//! `cargo xtask mutants`: the mutation score of the Void Chess suite. Runs cargo-mutants (installed by
//! `ci/install-tools.sh mutants` when missing) over the Void Chess rule files of Articles 2, 4, 5, 6 and 7,
//! against the tests that concern Void Chess: the scenarios, the Void Chess rule tests, snapshots and
//! properties. Too slow for CI; the figures go in docs/testing.md.

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The Articles whose rule files are mutated.
pub const ARTICLES: &[u32] = &[2, 4, 5, 6, 7];

/// Mutation testing of the Void Chess rule files against the Void Chess tests.
#[derive(clap::Args, Debug, Clone)]
pub struct MutantsArgs {
    /// List the mutants and the test command, run nothing.
    #[arg(long)]
    pub list: bool,
    /// Seconds before one mutant's test run counts as a timeout (default: cargo-mutants' own, from the
    /// time of the unmutated run).
    #[arg(long)]
    pub timeout: Option<u64>,
    /// Mutants tested at once.
    #[arg(long, short = 'j', default_value_t = 1)]
    pub jobs: u32,
    /// Where cargo-mutants writes `mutants.out/` (caught.txt, missed.txt, unviable.txt, timeout.txt).
    #[arg(long, value_name = "DIR", default_value = "target/mutants")]
    pub output: PathBuf,
    /// Only mutants whose name matches this regular expression (cargo-mutants `--re`).
    #[arg(long, value_name = "REGEX")]
    pub re: Option<String>,
}

/// The rule files of `ARTICLES` in `dir` (`art02_tiles.rs` or `s02_tiles.rs`: the number after the prefix).
pub fn rule_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let entries = std::fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let digits: String = name
                .trim_start_matches(|c: char| c.is_ascii_alphabetic())
                .chars()
                .take_while(|c| c.is_ascii_digit())
                .collect();
            name.ends_with(".rs") && digits.parse::<u32>().is_ok_and(|n| ARTICLES.contains(&n))
        })
        .collect();
    files.sort();
    let found: Vec<u32> = files
        .iter()
        .filter_map(|p| {
            let name = p.file_name()?.to_str()?;
            let digits: String = name
                .trim_start_matches(|c: char| c.is_ascii_alphabetic())
                .chars()
                .take_while(|c| c.is_ascii_digit())
                .collect();
            digits.parse().ok()
        })
        .collect();
    let missing: Vec<String> = ARTICLES
        .iter()
        .filter(|a| !found.contains(a))
        .map(|a| a.to_string())
        .collect();
    if !missing.is_empty() {
        return Err(format!(
            "{}: no rule file for Article {}",
            dir.display(),
            missing.join(", ")
        ));
    }
    Ok(files)
}

/// The test targets of the root package that concern Void Chess: every `tests/*void_chess*.rs`, and the
/// scenario and snapshot suites.
pub fn test_targets(tests: &Path) -> Result<Vec<String>, String> {
    let entries = std::fs::read_dir(tests).map_err(|e| format!("{}: {e}", tests.display()))?;
    let mut out: Vec<String> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter_map(|p| {
            let stem = p.file_stem()?.to_str()?.to_string();
            (p.extension()? == "rs" && stem.contains("void_chess")).then_some(stem)
        })
        .collect();
    out.extend(["scenarios".to_string(), "snapshots".to_string()]);
    out.sort();
    Ok(out)
}

pub fn run(args: &MutantsArgs) -> ExitCode {
    match mutants(args) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("cargo xtask mutants: {e}");
            ExitCode::from(2)
        }
    }
}

fn mutants(args: &MutantsArgs) -> Result<ExitCode, String> {
    let root = conformance::repo_root();
    let files = rule_files(&root.join("oracle/src/void_chess"))?;
    let targets = test_targets(&root.join("tests"))?;
    let status = Command::new(root.join("ci/install-tools.sh"))
        .arg("mutants")
        .current_dir(&root)
        .status()
        .map_err(|e| format!("ci/install-tools.sh: {e}"))?;
    if !status.success() {
        return Err("ci/install-tools.sh mutants failed".to_string());
    }
    let mut cmd = Command::new("cargo");
    // Without debug information each mutant's eight test programs link in a fraction of the time.
    if std::env::var_os("CARGO_PROFILE_DEV_DEBUG").is_none() {
        cmd.env("CARGO_PROFILE_DEV_DEBUG", "0");
    }
    cmd.current_dir(&root)
        .args(["mutants", "--package", "void-chess-oracle"])
        .args(["--jobs", &args.jobs.to_string()])
        .arg("--output")
        .arg(&args.output);
    for f in &files {
        cmd.arg("--file").arg(f.strip_prefix(&root).unwrap_or(f));
    }
    if let Some(t) = args.timeout {
        cmd.args(["--timeout", &t.to_string()]);
    }
    if let Some(re) = &args.re {
        cmd.args(["--re", re]);
    }
    if args.list {
        cmd.arg("--list");
    }
    // The tests live in the root package (`conformance`); cargo-mutants names the mutated package to
    // `cargo test` itself, and cargo runs each `--test` target of whichever package has it.
    cmd.args(["--", "--package", "conformance"]);
    for t in &targets {
        cmd.args(["--test", t]);
    }
    eprintln!("cargo xtask mutants: {cmd:?}");
    let status = cmd.status().map_err(|e| format!("cargo mutants: {e}"))?;
    // cargo-mutants exits 2 when mutants were missed, 3 on timeouts: the figures are the result.
    Ok(match status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(c) => ExitCode::from(c.clamp(1, 255) as u8),
        None => ExitCode::from(1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_rule_files_of_the_five_articles_and_the_void_chess_tests() {
        let root = conformance::repo_root();
        let files = rule_files(&root.join("oracle/src/void_chess")).unwrap();
        assert_eq!(files.len(), 5, "{files:?}");
        let targets = test_targets(&root.join("tests")).unwrap();
        assert!(targets.contains(&"scenarios".to_string()));
        assert!(targets.contains(&"void_chess_rules".to_string()));
        assert!(targets.contains(&"properties_void_chess".to_string()));
        let err = rule_files(&root.join("oracle/src/fide")).unwrap_err();
        assert!(err.contains("no rule file for Article"), "{err}");
    }
}
