//! `cargo xtask mutants`: the mutation score of the rule cases. Runs cargo-mutants (installed by
//! `ci/install-tools.sh mutants` when missing) over rule code, with the rule cases alone as the tests:
//!
//! - the oracle (`--package void-chess-oracle`, the default): every section file of every ruleset,
//!   `oracle/src/<ruleset>/sNN_*.rs` and `s<letter>_*.rs` (`sb_castling.rs`), with the files in a
//!   section's own folder (`circular/s02_board/tables.rs`), against the root package's `scenarios` and
//!   `perft` test targets: the scenarios and the perft tables, not the unit or property tests;
//! - void-bitboard (`--package void-bitboard`): `engines/void-bitboard/src` but the files that are no rule
//!   ([`BITBOARD_EXCLUDED`]), against its `conformance` test (every Void Chess case in process, and the
//!   perft tables up to 2,000,000 leaves).
//!
//! `--ruleset` picks rulesets, `--shard I/N` one part of the mutants, `--in-diff [BASE]` the mutants of
//! the lines changed since BASE; every run writes `run.txt` (date, commit, command) beside cargo-mutants'
//! `mutants.out/`, and `--tally DIR...` prints the per-file table of runs for docs/testing.md. Too slow
//! for CI (each mutant is a rebuild and a test run).

use crate::mutants_tally;
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
                tests: &["scenarios", "perft"],
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

pub fn run(args: &MutantsArgs) -> ExitCode {
    let result = if args.tally.is_empty() {
        mutants(args)
    } else {
        mutants_tally::print(&args.tally).map(|()| ExitCode::SUCCESS)
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
    let words = command_args(&plan, args, &root, &output, in_diff.as_deref())?;
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
        let stamp = mutants_tally::RunStamp {
            date: mutants_tally::now_utc(),
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
    cmd.args(&words);
    eprintln!("cargo xtask mutants: cargo {}", words.join(" "));
    let status = cmd.status().map_err(|e| format!("cargo mutants: {e}"))?;
    if !args.list {
        mutants_tally::print(std::slice::from_ref(&output))?;
    }
    // cargo-mutants exits 2 when mutants were missed, 3 on timeouts: the figures are the result.
    Ok(match status.code() {
        Some(0) => ExitCode::SUCCESS,
        Some(c) => ExitCode::from(c.clamp(1, 255) as u8),
        None => ExitCode::from(1),
    })
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
mod tests {
    use super::*;

    fn args(words: &[&str]) -> MutantsArgs {
        use clap::Parser;
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            a: MutantsArgs,
        }
        Cli::try_parse_from(std::iter::once("mutants").chain(words.iter().copied()))
            .unwrap()
            .a
    }

    #[test]
    fn the_scratch_copy_holds_the_tracked_files_and_links_under_target_only() {
        let root = conformance::repo_root();
        let tree = root.join(format!("target/mutants/tree-test-{}", std::process::id()));
        copy_tracked(&root, &tree).unwrap();
        assert!(tree.join("oracle/src/void_chess/s06_janitor.rs").is_file());
        let link = std::fs::symlink_metadata(tree.join("harness/data/scenarios")).unwrap();
        assert!(link.file_type().is_symlink());
        assert!(tree.join("harness/data/scenarios/void-chess").is_dir());
        assert!(!tree.join("target").exists());
        std::fs::remove_dir_all(&tree).unwrap();
        let err = copy_tracked(&root, &root.join("scratch")).unwrap_err();
        assert!(err.contains("not under target/"), "{err}");
    }

    #[test]
    fn section_names() {
        for yes in [
            "s04_minister.rs",
            "sb_castling.rs",
            "s02_board",
            "s00_base_and_exceptions.rs",
        ] {
            assert!(is_section(yes), "{yes}");
        }
        for no in [
            "show.rs",
            "square_names.rs",
            "san_parts.rs",
            "mod.rs",
            "s1_x.rs",
            "s_x.rs",
        ] {
            assert!(!is_section(no), "{no}");
        }
    }

    #[test]
    fn every_ruleset_has_its_section_files_and_the_files_of_a_section_folder() {
        let root = conformance::repo_root();
        let all = plan(&root, &args(&[])).unwrap();
        for (slug, dir) in RULESETS {
            let files = rule_files(&root.join("oracle/src").join(dir)).unwrap();
            assert!(files.len() >= 6, "{slug}: {files:?}");
            assert!(files.iter().all(|f| all.files.contains(f)), "{slug}");
        }
        let name = |f: &PathBuf| f.strip_prefix(&root).unwrap().display().to_string();
        let names: Vec<String> = all.files.iter().map(name).collect();
        for want in [
            "oracle/src/circular/s02_board/tables.rs",
            "oracle/src/suicide_void/sb_castling.rs",
            "oracle/src/void_chess/s11_notation.rs",
            "oracle/src/fide/s01_board.rs",
        ] {
            assert!(names.iter().any(|n| n == want), "{want} not in {names:?}");
        }
        for not in [
            "interpretation.rs",
            "show.rs",
            "mod.rs",
            "notation.rs",
            "position.rs",
        ] {
            assert!(
                !names.iter().any(|n| n.ends_with(&format!("/{not}"))),
                "{not}"
            );
        }
        assert!(!names.iter().any(|n| n.contains("/core/")));
        let one = plan(&root, &args(&["-r", "minnaar"])).unwrap();
        assert!(one
            .files
            .iter()
            .all(|f| name(f).starts_with("oracle/src/minnaar/")));
        assert_eq!(one.label, "minnaar");
        let err = plan(&root, &args(&["-r", "chess"])).unwrap_err();
        assert!(err.contains("--ruleset chess"), "{err}");
    }

    #[test]
    fn the_tests_are_the_rule_cases_alone() {
        let root = conformance::repo_root();
        let a = args(&["--shard", "2/8", "--in-diff"]);
        assert_eq!(a.in_diff.as_deref(), Some("main"));
        let p = plan(&root, &a).unwrap();
        let words = command_args(&p, &a, &root, Path::new("out"), Some(Path::new("d.patch")))
            .unwrap()
            .join(" ");
        for want in [
            "--package void-chess-oracle",
            "--test-package conformance",
            "-C --test=scenarios -C --test=perft",
            "--shard 1/8",
            "--in-diff d.patch",
        ] {
            assert!(words.contains(want), "{want} not in {words}");
        }
        assert!(!words.contains("properties"), "{words}");
        let b = args(&["-p", "void-bitboard", "--in-diff", "HEAD~3"]);
        assert_eq!(b.in_diff.as_deref(), Some("HEAD~3"));
        let p = plan(&root, &b).unwrap();
        let words = command_args(&p, &b, &root, Path::new("out"), None)
            .unwrap()
            .join(" ");
        assert!(
            words.contains("--test-package void-bitboard -C --test=conformance"),
            "{words}"
        );
        assert!(
            words.contains("engines/void-bitboard/src/engine_face.rs"),
            "{words}"
        );
        for (x, _) in BITBOARD_EXCLUDED {
            assert!(!words.contains(&format!("src/{x}")), "{x}: {words}");
        }
        assert!(!words.contains("--in-place"), "{words}");
        let c = args(&["-p", "void-bitboard", "--scratch", "--iterate"]);
        let words = command_args(&plan(&root, &c).unwrap(), &c, &root, Path::new("out"), None)
            .unwrap()
            .join(" ");
        assert!(words.contains("--in-place --iterate"), "{words}");
        assert!(!words.contains("--jobs"), "{words}");
        assert!(plan(&root, &args(&["-p", "void-bitboard", "-r", "fide"])).is_err());
        assert!(plan(&root, &args(&["-p", "stockfish"])).is_err());
        for bad in ["0/4", "5/4", "x", "1/0", "2"] {
            assert!(shard(bad).is_err(), "{bad}");
        }
        assert_eq!(shard("4/4"), Ok((4, 4)));
    }
}
