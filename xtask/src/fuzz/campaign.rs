//! `cargo xtask fuzz campaign --minutes N` (or `--runs N`, or `--aims`): fuzzes every target in turn (one at a
//! time, one core) for N minutes, N executions, or until its aim, reads libFuzzer's final statistics, and writes
//! the table (target, executions, executions/s, executions per CPU second, corpus size, crashes) into
//! docs/fuzzing.md between its campaign markers. A campaign over some targets only
//! (`--targets a,b`) replaces their rows and keeps the others, so a long campaign can be run in parts.

use std::path::Path;
use std::process::{Command, Stdio};

/// The markers of the table in docs/fuzzing.md.
pub const BEGIN: &str = "<!-- campaign table: written by `cargo xtask fuzz campaign` -->";
pub const END: &str = "<!-- end of campaign table -->";

/// What one target's run gave.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    pub target: String,
    pub executions: u64,
    pub per_second: u64,
    /// Executions per second of CPU time the fuzzer used (on a shared machine, the wall-clock rate is lower).
    pub per_cpu_second: Option<u64>,
    pub corpus: u64,
    pub crashes: u64,
    pub minutes: f64,
    pub date: String,
}

impl Row {
    fn line(&self) -> String {
        format!(
            "| `{}` | {} | {} | {} | {} | {} | {} | {} |",
            self.target,
            thousands(self.executions),
            thousands(self.per_second),
            self.per_cpu_second.map_or("-".to_string(), thousands),
            self.corpus,
            self.crashes,
            trim_float(self.minutes),
            self.date
        )
    }

    fn parse(line: &str) -> Option<Row> {
        let cells: Vec<&str> = line
            .trim()
            .trim_matches('|')
            .split('|')
            .map(str::trim)
            .collect();
        // Tables written before the CPU column have seven cells.
        let (target, executions, per_second, per_cpu, corpus, crashes, minutes, date) =
            match cells[..] {
                [t, e, p, c, n, x, m, d] => (t, e, p, Some(c), n, x, m, d),
                [t, e, p, n, x, m, d] => (t, e, p, None, n, x, m, d),
                _ => return None,
            };
        let number = |s: &str| s.replace(',', "").parse::<u64>().ok();
        Some(Row {
            target: target.trim_matches('`').to_string(),
            executions: number(executions)?,
            per_second: number(per_second)?,
            per_cpu_second: per_cpu.and_then(number),
            corpus: number(corpus)?,
            crashes: number(crashes)?,
            minutes: minutes.parse().ok()?,
            date: date.to_string(),
        })
    }
}

fn trim_float(x: f64) -> String {
    let s = format!("{x:.1}");
    s.strip_suffix(".0").map(str::to_string).unwrap_or(s)
}

/// `1234567` as `1,234,567`.
pub fn thousands(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The figures libFuzzer prints at the end of a run with `-print_final_stats=1`, and the corpus size of its
/// last status line (`corp: N/...`).
pub fn read_stats(log: &str) -> (Option<u64>, Option<u64>, Option<u64>) {
    let stat = |name: &str| {
        log.lines()
            .filter_map(|l| l.trim().strip_prefix(name))
            .filter_map(|v| v.trim().trim_start_matches(':').trim().parse::<u64>().ok())
            .next_back()
    };
    let corpus = log
        .lines()
        .filter_map(|l| l.split("corp: ").nth(1))
        .filter_map(|rest| rest.split('/').next()?.trim().parse::<u64>().ok())
        .next_back();
    // In fork mode (`-fork=N`) the parent prints no final statistics; its last status line
    // (`#495018: cov: 7447 ft: 14637 corp: 678 exec/s: 65285 ...`) sums the workers' executions.
    let fork_line = log.lines().rfind(|l| {
        l.strip_prefix('#')
            .and_then(|r| r.split_once(": cov: "))
            .is_some_and(|(n, _)| n.chars().all(|c| c.is_ascii_digit()))
    });
    let number_after = |line: &str, key: &str| -> Option<u64> {
        let rest = line.split(key).nth(1)?;
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    };
    let fork_runs = fork_line.and_then(|l| number_after(l, "#"));
    let fork_rate = fork_line.and_then(|l| number_after(l, "exec/s: "));
    let fork_corpus = fork_line.and_then(|l| number_after(l, "corp: "));
    (
        stat("stat::number_of_executed_units").or(fork_runs),
        stat("stat::average_exec_per_sec").or(fork_rate),
        corpus.or(fork_corpus),
    )
}

/// Puts `rows` into the table of `doc` (replacing rows of the same targets, keeping the others, in the
/// order of `order`). The table is added at the end of the document when it has no markers yet.
pub fn update_table(doc: &str, rows: &[Row], order: &[&str]) -> String {
    let (before, old, after) = match (doc.find(BEGIN), doc.find(END)) {
        (Some(b), Some(e)) if b < e => (&doc[..b], &doc[b + BEGIN.len()..e], &doc[e + END.len()..]),
        _ => (doc, "", "\n"),
    };
    let mut all: Vec<Row> = old.lines().filter_map(Row::parse).collect();
    for r in rows {
        all.retain(|o| o.target != r.target);
        all.push(r.clone());
    }
    all.sort_by_key(|r| {
        order
            .iter()
            .position(|t| *t == r.target)
            .unwrap_or(usize::MAX)
    });
    let mut table = String::from(
        "\n| target | executions | executions/s | per CPU second | corpus size | crashes | minutes | date |\n\
         |---|---:|---:|---:|---:|---:|---:|---|\n",
    );
    for r in &all {
        table.push_str(&r.line());
        table.push('\n');
    }
    let before = if before.ends_with('\n') || before.is_empty() {
        before.to_string()
    } else {
        format!("{before}\n")
    };
    format!("{before}{BEGIN}{table}{END}{after}")
}

/// The `cargo fuzz run` options of a target. The playout targets, `move_text` and `game_record` are built
/// without libFuzzer's comparison tracing (`--no-trace-compares`): their time goes to the oracle deciding
/// moves (a playout's bytes choose among legal moves, `move_text`'s all but a short move text, a game
/// record's moves are each decided), whose comparisons teach the fuzzer nothing, and tracing them took two
/// thirds of the time; `move_text` and `game_record` get the words of their texts from their dictionaries
/// instead ([`dictionary`]). They build into their own
/// target folder, so that switching between the two kinds of target does not rebuild everything.
pub fn build_options(target: &str) -> Vec<&'static str> {
    let mut v = vec!["--sanitizer", "none"];
    if target.starts_with("playout_") || target == "move_text" || target == "game_record" {
        v.extend([
            "--no-trace-compares",
            "--target-dir",
            "fuzz/target/no-trace-compares",
        ]);
    }
    v
}

/// The libFuzzer dictionary of a target, `fuzz/dicts/<target>.dict`, when it has one (relative to the
/// project's root, as `cargo fuzz run` is run there).
pub fn dictionary(root: &Path, target: &str) -> Option<String> {
    let path = format!("fuzz/dicts/{target}.dict");
    root.join(&path).is_file().then_some(path)
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

    const LOG: &str = "\
#2\tINITED cov: 812 ft: 900 corp: 3/120b exec/s: 0 rss: 40Mb
#4096\tpulse  cov: 900 ft: 1200 corp: 41/2210b lim: 40 exec/s: 2048 rss: 51Mb
Done 123456 runs in 61 second(s)
stat::number_of_executed_units: 123456
stat::average_exec_per_sec:     2023
stat::new_units_added:          38
";

    #[test]
    fn reads_libfuzzer_final_statistics() {
        assert_eq!(read_stats(LOG), (Some(123_456), Some(2023), Some(41)));
        assert_eq!(read_stats("no statistics"), (None, None, None));
    }

    fn row(target: &str, executions: u64) -> Row {
        Row {
            target: target.into(),
            executions,
            per_second: 1500,
            per_cpu_second: Some(2000),
            corpus: 12,
            crashes: 0,
            minutes: 2.5,
            date: "2026-12-01".into(),
        }
    }

    #[test]
    fn the_table_keeps_other_targets_and_replaces_rerun_ones() {
        let order = ["a", "b", "c"];
        let doc = "# Fuzzing\n\ntext\n";
        let once = update_table(doc, &[row("b", 10), row("a", 1_234_567)], &order);
        assert!(once.starts_with("# Fuzzing\n\ntext\n<!--"));
        assert!(once.contains("| `a` | 1,234,567 | 1,500 | 2,000 | 12 | 0 | 2.5 | 2026-12-01 |"));
        let a = once.find("| `a`").unwrap();
        let b = once.find("| `b`").unwrap();
        assert!(a < b, "rows follow the order of the targets");
        let twice = update_table(
            &format!("{once}after\n"),
            &[row("b", 99), row("c", 5)],
            &order,
        );
        assert!(twice.contains("| `a` | 1,234,567 |"));
        assert!(twice.contains("| `b` | 99 |") && !twice.contains("| `b` | 10 |"));
        assert!(twice.contains("| `c` | 5 |"));
        assert!(twice.ends_with("after\n"));
        assert_eq!(twice.matches(BEGIN).count(), 1);
    }

    #[test]
    fn rows_written_before_the_cpu_column_still_read() {
        let doc = format!(
            "{BEGIN}\n| target | executions | executions/s | corpus size | crashes | minutes | date |\n\
             |---|---:|---:|---:|---:|---:|---|\n| `a` | 4,130 | 17 | 1025 | 0 | 4 | 2026-11-30 |\n{END}\n"
        );
        let out = update_table(&doc, &[row("b", 7)], &["a", "b"]);
        assert!(out.contains("| `a` | 4,130 | 17 | - | 1025 | 0 | 4 | 2026-11-30 |"));
        assert!(out.contains("| `b` | 7 | 1,500 | 2,000 | 12 | 0 | 2.5 | 2026-12-01 |"));
    }

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

    /// Each dictionary in fuzz/dicts/ belongs to a target and has only lines libFuzzer reads (blank, a
    /// `#` comment, or a quoted word): a line it cannot read stops the fuzzer before it starts.
    #[test]
    fn the_dictionaries_are_of_targets_and_read_by_libfuzzer() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let dir = root.join("fuzz/dicts");
        let targets = conformance::fuzz_bodies::targets();
        let mut seen = 0;
        for entry in std::fs::read_dir(&dir).expect("fuzz/dicts exists") {
            let path = entry.expect("a directory entry").path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let target = name.strip_suffix(".dict").unwrap_or_else(|| {
                panic!("fuzz/dicts/{name}: a dictionary is named <target>.dict")
            });
            assert!(
                targets.iter().any(|t| t == target),
                "fuzz/dicts/{name}: no fuzz target `{target}`"
            );
            assert_eq!(
                dictionary(&root, target).as_deref(),
                Some(format!("fuzz/dicts/{name}").as_str())
            );
            let text = std::fs::read_to_string(&path).unwrap();
            for (i, line) in text.lines().enumerate() {
                let line = line.trim();
                let word = line.len() >= 3 && line.starts_with('"') && line.ends_with('"');
                assert!(
                    line.is_empty() || line.starts_with('#') || word,
                    "fuzz/dicts/{name}:{}: not a comment nor a quoted word: {line}",
                    i + 1
                );
            }
            seen += 1;
        }
        assert!(seen > 0, "fuzz/dicts/ holds no dictionary");
        assert_eq!(dictionary(&root, "position_text"), None);
    }

    #[test]
    fn reads_the_last_status_line_of_fork_mode() {
        let log = "INFO: -fork=2: fuzzing in separate process(s)\n\
            #1000: cov: 7000 ft: 14000 corp: 600 exec/s: 500 oom/timeout/crash: 0/0/0 time: 2s job: 1\n\
            INFO: fuzzed for 495018 iterations, wrapping up soon\n\
            #495018: cov: 7447 ft: 14637 corp: 678 exec/s: 65285 oom/timeout/crash: 0/0/0 time: 6s job: 3 dft_time: 0\n\
            INFO: exiting: 0 time: 6s\n";
        assert_eq!(read_stats(log), (Some(495_018), Some(65_285), Some(678)));
        // The single-process statistics win where both are present.
        assert_eq!(read_stats(&format!("{log}{LOG}")).0, Some(123_456));
    }

    #[test]
    fn thousands_separators() {
        for (n, text) in [
            (0, "0"),
            (999, "999"),
            (1000, "1,000"),
            (10_000_000, "10,000,000"),
        ] {
            assert_eq!(thousands(n), text);
        }
    }
}
