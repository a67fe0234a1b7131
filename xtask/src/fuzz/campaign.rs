//! `cargo xtask fuzz campaign --minutes N` (or `--runs N`, or `--aims`): fuzzes every target in turn (one at a
//! time, one core) for N minutes, N executions, or until its aim, reads libFuzzer's final statistics, and writes
//! the table (target, executions, executions/s, executions per CPU second, corpus size, crashes) into
//! docs/fuzzing.md between its campaign markers. A campaign over some targets only
//! (`--targets a,b`) replaces their rows and keeps the others, so a long campaign can be run in parts.

use super::cargo_fuzz::{build_options, dictionary, ensure_cargo_fuzz, known, root};
use super::table::{read_stats, thousands, update_table, Row};
use conformance::fuzz_bodies::targets;
use std::path::Path;
use std::process::{Command, Stdio};

/// `cargo xtask fuzz campaign`: each target in turn, one at a time; the table in docs/fuzzing.md is
/// rewritten after each target, so an interrupted campaign keeps the figures of the targets it finished.
pub fn campaign(
    minutes: Option<f64>,
    runs: Option<u64>,
    aims: bool,
    targets: &[String],
    workers: u32,
) -> Result<(), String> {
    if minutes.is_some_and(|m| !(m.is_finite() && m > 0.0)) {
        return Err("--minutes needs a positive number".into());
    }
    if workers == 0 {
        return Err("--workers needs a positive number".into());
    }
    if runs == Some(0) {
        return Err("--runs needs a positive number".into());
    }
    if minutes.is_none() && runs.is_none() && !aims {
        return Err(
            "give --minutes N, --runs N or --aims (or --minutes with one of the others)".into(),
        );
    }
    let targets: Vec<String> = if targets.is_empty() {
        self::targets()
    } else {
        targets.to_vec()
    };
    for t in &targets {
        known(t)?;
    }
    ensure_cargo_fuzz()?;
    let root = root();
    let doc_path = root.join("docs/fuzzing.md");
    let mut crashed = Vec::new();
    for t in &targets {
        let budget = Budget {
            minutes,
            runs: runs.or(aims.then(|| aim(t))),
            workers,
        };
        let row = run_target(&root, t, budget)?;
        println!(
            "{t}: {} executions, {}/s ({} per CPU second), corpus {}, crashes {}",
            thousands(row.executions),
            thousands(row.per_second),
            row.per_cpu_second.map_or("-".into(), thousands),
            row.corpus,
            row.crashes
        );
        if row.crashes > 0 {
            crashed.push(t.clone());
        }
        let doc = std::fs::read_to_string(&doc_path)
            .map_err(|e| format!("{}: {e}", doc_path.display()))?;
        let order = self::targets();
        let order: Vec<&str> = order.iter().map(String::as_str).collect();
        let doc = update_table(&doc, &[row], &order);
        std::fs::write(&doc_path, doc).map_err(|e| format!("{}: {e}", doc_path.display()))?;
    }
    println!("the table is in {}", doc_path.display());
    if crashed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "crashes in {} (inputs in fuzz/artifacts/<target>/)",
            crashed.join(", ")
        ))
    }
}

/// Files in a folder (0 when it does not exist).
fn count_files(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|d| d.flatten().filter(|e| e.path().is_file()).count() as u64)
        .unwrap_or(0)
}

fn today() -> String {
    Command::new("date")
        .arg("+%Y-%m-%d")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .unwrap_or_default()
}

/// How long each target of a campaign runs: minutes, executions, or both (whichever comes first).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub minutes: Option<f64>,
    pub runs: Option<u64>,
    /// Worker processes fuzzing the target at once (libFuzzer's `-fork=N`, one per core), their
    /// executions summed; 1: one process.
    pub workers: u32,
}

/// The parser targets: text in, an answer or a located refusal out.
pub fn is_parser(target: &str) -> bool {
    !(target.starts_with("playout_") || target.starts_with("diff_"))
}

/// The campaign's aim for a target (docs/fuzzing.md): 10 million executions of a parser target, 1 million of
/// a playout or differential target.
pub fn aim(target: &str) -> u64 {
    if is_parser(target) {
        10_000_000
    } else {
        1_000_000
    }
}

/// CPU time (user and system, seconds) of the children this process has waited for.
fn children_cpu_seconds() -> f64 {
    // SAFETY: getrusage only writes the struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    if unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) } != 0 {
        return 0.0;
    }
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    secs(usage.ru_utime) + secs(usage.ru_stime)
}

/// Fuzzes `target` within `budget` under `root` and returns its row. The target is built first, so that the
/// CPU time measured is the fuzzer's. The fuzzer's output goes to `fuzz/work/<target>.log`; a crash stops the
/// target's run (libFuzzer's way) and is counted.
pub fn run_target(root: &Path, target: &str, budget: Budget) -> Result<Row, String> {
    let corpus = format!("fuzz/corpus/{target}");
    let work = format!("fuzz/work/{target}");
    let artifacts = root.join("fuzz/artifacts").join(target);
    for d in [root.join(&work), artifacts.clone()] {
        std::fs::create_dir_all(&d).map_err(|e| format!("{}: {e}", d.display()))?;
    }
    let crashes_before = count_files(&artifacts);
    let log_path = root.join(format!("fuzz/work/{target}.log"));
    let built = Command::new("cargo")
        .args(["fuzz", "build"])
        .args(build_options(target))
        .arg(target)
        .current_dir(root)
        .status()
        .map_err(|e| format!("cannot run cargo fuzz: {e}"))?;
    if !built.success() {
        return Err(format!("{target}: cargo fuzz build failed ({built})"));
    }
    let log =
        std::fs::File::create(&log_path).map_err(|e| format!("{}: {e}", log_path.display()))?;
    let mut limits = Vec::new();
    if let Some(minutes) = budget.minutes {
        limits.push(format!("{minutes} min"));
    }
    if let Some(runs) = budget.runs {
        limits.push(format!("{} executions", thousands(runs)));
    }
    eprintln!(
        "== {target}: {} (log: {})",
        limits.join(" or "),
        log_path.display()
    );
    let mut cmd = Command::new("cargo");
    cmd.args(["fuzz", "run"])
        .args(build_options(target))
        .args([target, &work, &corpus, "--"]);
    if let Some(minutes) = budget.minutes {
        let seconds = (minutes * 60.0).round().max(1.0) as u64;
        cmd.arg(format!("-max_total_time={seconds}"));
    }
    if let Some(runs) = budget.runs {
        cmd.arg(format!("-runs={runs}"));
    }
    if let Some(dict) = dictionary(root, target) {
        cmd.arg(format!("-dict={dict}"));
    }
    if budget.workers > 1 {
        cmd.arg(format!("-fork={}", budget.workers));
    }
    let cpu_before = children_cpu_seconds();
    let started = std::time::Instant::now();
    let status = cmd
        .arg("-print_final_stats=1")
        .arg(format!("-artifact_prefix={}/", artifacts.display()))
        .current_dir(root)
        .stdout(Stdio::null())
        .stderr(log)
        .status()
        .map_err(|e| format!("cannot run cargo fuzz: {e}"))?;
    let minutes = started.elapsed().as_secs_f64() / 60.0;
    let cpu = children_cpu_seconds() - cpu_before;
    let text = std::fs::read_to_string(&log_path).unwrap_or_default();
    let (executions, per_second, corpus_size) = read_stats(&text);
    let crashes = count_files(&artifacts).saturating_sub(crashes_before);
    let Some(executions) = executions else {
        return Err(format!(
            "{target}: cargo fuzz gave no final statistics ({status}); see {}",
            log_path.display()
        ));
    };
    Ok(Row {
        target: target.to_string(),
        executions,
        per_second: per_second.unwrap_or(0),
        per_cpu_second: (cpu > 0.5).then(|| (executions as f64 / cpu).round() as u64),
        corpus: corpus_size.unwrap_or_else(|| count_files(&root.join(&work))),
        crashes: crashes.max(u64::from(!status.success())),
        minutes,
        date: today(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn aims_follow_the_kind_of_target() {
        for (target, executions) in [
            ("serve_line", 10_000_000),
            ("game_record", 10_000_000),
            ("playout_void_chess", 1_000_000),
            ("diff_fide", 1_000_000),
        ] {
            assert_eq!(aim(target), executions, "{target}");
        }
    }
}
