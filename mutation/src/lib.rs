//! `cargo xtask mutants`: the mutation score of the rule cases. Runs cargo-mutants (installed by
//! `ci/install-tools.sh mutants` when missing) over rule code, with the rule cases alone as the tests:
//!
//! - the oracle (`--package void-chess-oracle`, the default): every section file of every ruleset,
//!   `oracle/src/<ruleset>/sNN_*.rs` and `s<letter>_*.rs` (`sb_castling.rs`), with the files in a
//!   section's own folder (`circular/s02_board/tables.rs`), against the root package's `scenarios` test
//!   program: the rule cases and the perft tables, not the unit or property tests;
//! - void-bitboard (`--package void-bitboard`): `engines/void-bitboard/src` but the files that are no rule
//!   ([`BITBOARD_EXCLUDED`]), against its `conformance` test (every Void Chess case in process, and the
//!   perft tables up to 2,000,000 leaves).
//!
//! `--ruleset` picks rulesets, `--shard I/N` one part of the mutants, `--in-diff [BASE]` the mutants of
//! the lines changed since BASE; every run writes `run.txt` (date, commit, command) beside cargo-mutants'
//! `mutants.out/`, and `--tally DIR...` prints the per-file table of runs for docs/testing.md. Too slow
//! for CI (each mutant is a rebuild and a test run).

mod plan;
mod tally;

pub use plan::{chosen_rulesets, command_args, is_section, plan, rule_files, shard, Plan};

use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

/// The oracle's rulesets, smallest first (by mutants), with the folder of their rule files under
/// `oracle/src/`. The suicide base's rule files are Suicide Void's `sb_*.rs`.
pub const RULESETS: &[(&str, &str)] = &[
    ("minnaar", "minnaar"),
    ("suicide-void", "suicide_void"),
    ("fide", "fide"),
    ("circular", "circular"),
    ("void-chess", "void_chess"),
];

/// The oracle's package.
pub const ORACLE: &str = "void-chess-oracle";
/// void-bitboard's package.
pub const BITBOARD: &str = "void-bitboard";

/// The files of `engines/void-bitboard/src` not mutated, and why: none decides a rule, and none is on the
/// path the rule cases take (the harness's face, `engine_face.rs`, which is mutated: it is what the
/// cases see of the engine).
pub const BITBOARD_EXCLUDED: &[(&str, &str)] = &[
    ("main.rs", "the command line: arguments and usage text"),
    (
        "serve.rs",
        "the JSON-lines protocol server (PROTOCOL.md), checked by tests/serve.rs",
    ),
    (
        "split.rs",
        "perft with the root moves shared among threads: the same counts as perft.rs, which is mutated",
    ),
];

/// Mutation testing of rule code against the rule cases alone.
#[derive(clap::Args, Debug, Clone, PartialEq)]
pub struct MutantsArgs {
    /// What to mutate: `void-chess-oracle` (the oracle's rule files) or `void-bitboard`.
    #[arg(long, short = 'p', default_value = ORACLE, value_name = "PACKAGE")]
    pub package: String,
    /// Only these rulesets' rule files (repeatable; default all five). void-bitboard plays void-chess.
    #[arg(long = "ruleset", short = 'r', value_name = "SLUG")]
    pub rulesets: Vec<String>,
    /// Run only part I of N (1-based; cargo-mutants' `--shard I-1/N`, consecutive slices).
    #[arg(long, value_name = "I/N")]
    pub shard: Option<String>,
    /// Only the mutants of lines changed since BASE (default `main`): `git diff --merge-base BASE`, the
    /// uncommitted changes included, given to cargo-mutants' `--in-diff`.
    #[arg(long, value_name = "BASE", num_args = 0..=1, default_missing_value = "main")]
    pub in_diff: Option<String>,
    /// List the mutants and the command, run nothing.
    #[arg(long)]
    pub list: bool,
    /// Print the per-file table of finished runs (folders holding `mutants.out/`), run nothing.
    #[arg(long, value_name = "DIR", num_args = 1.., conflicts_with_all = ["list", "shard", "in_diff"])]
    pub tally: Vec<PathBuf>,
    /// Seconds before one mutant's build or test run counts as a timeout (default: cargo-mutants' own,
    /// from the time of the unmutated run).
    #[arg(long)]
    pub timeout: Option<u64>,
    /// Mutants tested at once.
    #[arg(long, short = 'j', default_value_t = 1)]
    pub jobs: u32,
    /// Where `run.txt` and cargo-mutants' `mutants.out/` go (caught.txt, missed.txt, unviable.txt,
    /// timeout.txt, diff/); default `target/mutants/<package>/<rulesets>[-<I>of<N>]`.
    #[arg(long, value_name = "DIR")]
    pub output: Option<PathBuf>,
    /// Only mutants whose name matches this regular expression (cargo-mutants `--re`).
    #[arg(long, value_name = "REGEX")]
    pub re: Option<String>,
    /// Skip the mutants an earlier run into the same output caught or found unviable (cargo-mutants
    /// `--iterate`): a stopped run resumes.
    #[arg(long)]
    pub iterate: bool,
    /// Mutate a copy of the tracked files in `target/mutants/tree` (cargo-mutants `--in-place` there)
    /// built into this checkout's `target/`: the dependencies are not built again for each run, and
    /// the run takes no room for a copy of them. One job.
    #[arg(long, conflicts_with = "jobs")]
    pub scratch: bool,
}

pub fn run(args: &MutantsArgs) -> ExitCode {
    let result = if args.tally.is_empty() {
        mutants(args)
    } else {
        tally::print(&args.tally).map(|()| ExitCode::SUCCESS)
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("cargo xtask mutants: {e}");
            ExitCode::from(2)
        }
    }
}

fn git(root: &Path, args: &[&str]) -> Result<String, String> {
    let out = Command::new("git")
        .current_dir(root)
        .args(args)
        .output()
        .map_err(|e| format!("git {}: {e}", args.join(" ")))?;
    if !out.status.success() {
        return Err(format!(
            "git {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn mutants(args: &MutantsArgs) -> Result<ExitCode, String> {
    let root = conformance::repo_root();
    let plan = plan(&root, args)?;
    let output = match &args.output {
        Some(o) => o.clone(),
        None => {
            let mut label = plan.label.clone();
            if let Some(s) = &args.shard {
                let (i, n) = shard(s)?;
                label.push_str(&format!("-{i}of{n}"));
            }
            if args.in_diff.is_some() {
                label.push_str("-in-diff");
            }
            root.join("target/mutants").join(&args.package).join(label)
        }
    };
    std::fs::create_dir_all(&output).map_err(|e| format!("{}: {e}", output.display()))?;
    let in_diff = match &args.in_diff {
        Some(base) => {
            let diff = git(&root, &["diff", "--merge-base", base, "--", "*.rs"])?;
            let path = output.join("in-diff.patch");
            std::fs::write(&path, &diff).map_err(|e| format!("{}: {e}", path.display()))?;
            if diff.trim().is_empty() {
                println!("cargo xtask mutants: no Rust line changed since {base}: nothing to run");
                return Ok(ExitCode::SUCCESS);
            }
            Some(path)
        }
        None => None,
    };
    let status = Command::new(root.join("ci/install-tools.sh"))
        .arg("mutants")
        .current_dir(&root)
        .status()
        .map_err(|e| format!("ci/install-tools.sh: {e}"))?;
    if !status.success() {
        return Err("ci/install-tools.sh mutants failed".to_string());
    }
    let mut words = command_args(&plan, args, &root, &output, in_diff.as_deref())?;
    let mut cmd = Command::new("cargo");
    // Without debug information each mutant's test programs link in a fraction of the time.
    if std::env::var_os("CARGO_PROFILE_DEV_DEBUG").is_none() {
        cmd.env("CARGO_PROFILE_DEV_DEBUG", "0");
    }
    if args.scratch && !args.list {
        let tree = root.join("target/mutants/tree");
        copy_tracked(&root, &tree)?;
        if std::env::var_os("CARGO_TARGET_DIR").is_none() {
            cmd.env("CARGO_TARGET_DIR", root.join("target"));
        }
        cmd.current_dir(&tree);
    } else {
        cmd.current_dir(&root);
    }
    if plan.test_package != args.package && !args.list {
        let seconds = baseline(&plan, &mut cmd)?;
        if args.timeout.is_none() {
            // cargo-mutants' own rule for the timeout: five times the baseline's test run, at least 20 s.
            let timeout = (seconds * 5.0).ceil().max(20.0) as u64;
            words.extend(["--timeout".into(), timeout.to_string()]);
        }
    }
    if !args.list {
        let commit = git(&root, &["rev-parse", "HEAD"])?.trim().to_string();
        let dirty = !git(
            &root,
            &[
                "status",
                "--porcelain",
                "--",
                "oracle",
                "engines",
                "scenarios",
                "tests/perft",
            ],
        )?
        .trim()
        .is_empty();
        let stamp = tally::RunStamp {
            date: tally::now_utc(),
            commit: if dirty {
                format!("{commit}+changes")
            } else {
                commit
            },
            package: args.package.clone(),
            shard: args.shard.clone().unwrap_or_else(|| "all".to_string()),
            command: format!("cargo {}", words.join(" ")),
        };
        let path = output.join("run.txt");
        std::fs::write(&path, stamp.text()).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    cmd.args(&words);
    eprintln!("cargo xtask mutants: cargo {}", words.join(" "));
    let status = cmd.status().map_err(|e| format!("cargo mutants: {e}"))?;
    if !args.list {
        tally::print(std::slice::from_ref(&output))?;
    }
    // cargo-mutants exits 2 when mutants were missed, 3 on timeouts: the figures are the result.
    Ok(match status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(c) => ExitCode::from(c.clamp(1, 255) as u8),
        None => ExitCode::from(1),
    })
}

/// The unmutated run of a plan whose tests are another package's: `cargo test` of the plan's test
/// targets, in the folder and with the environment `cmd` has; an error when it fails (no mutant can be
/// judged then), else the seconds of its test run (the build excluded).
fn baseline(plan: &Plan, cmd: &mut Command) -> Result<f64, String> {
    let mut words: Vec<String> = vec!["test".into(), "--package".into(), plan.test_package.into()];
    for t in plan.tests {
        words.push(format!("--test={t}"));
    }
    words.extend(plan.extra.iter().cloned());
    let run = |extra: &[&str]| -> Result<f64, String> {
        let mut c = Command::new("cargo");
        if let Some(dir) = cmd.get_current_dir() {
            c.current_dir(dir);
        }
        for (k, v) in cmd.get_envs() {
            match v {
                Some(v) => c.env(k, v),
                None => c.env_remove(k),
            };
        }
        c.args(&words).args(extra);
        eprintln!(
            "cargo xtask mutants: the unmutated baseline: cargo {} {}",
            words.join(" "),
            extra.join(" ")
        );
        let start = std::time::Instant::now();
        let status = c.status().map_err(|e| format!("cargo test: {e}"))?;
        if !status.success() {
            return Err(format!(
                "the unmutated baseline failed (cargo {} {}): no mutant can be judged",
                words.join(" "),
                extra.join(" ")
            ));
        }
        Ok(start.elapsed().as_secs_f64())
    };
    run(&["--no-run"])?;
    run(&[])
}

/// Copies the files git tracks in `root` (as they are in the working tree, links as links) to `tree`,
/// which is emptied first; `tree` must lie under `root/target`.
pub fn copy_tracked(root: &Path, tree: &Path) -> Result<(), String> {
    if !tree.starts_with(root.join("target")) {
        return Err(format!("{}: not under target/", tree.display()));
    }
    if tree.exists() {
        std::fs::remove_dir_all(tree).map_err(|e| format!("{}: {e}", tree.display()))?;
    }
    let listed = git(root, &["ls-files", "-z"])?;
    for name in listed.split('\0').filter(|n| !n.is_empty()) {
        let from = root.join(name);
        let to = tree.join(name);
        let fail = |e: std::io::Error| format!("{} -> {}: {e}", from.display(), to.display());
        let Ok(meta) = std::fs::symlink_metadata(&from) else {
            continue; // deleted in the working tree
        };
        if let Some(dir) = to.parent() {
            std::fs::create_dir_all(dir).map_err(fail)?;
        }
        if meta.file_type().is_symlink() {
            let link = std::fs::read_link(&from).map_err(fail)?;
            std::os::unix::fs::symlink(link, &to).map_err(fail)?;
        } else {
            std::fs::copy(&from, &to).map_err(fail)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests;
