//! The campaign's table in docs/fuzzing.md (one row per target, between its markers) and the figures of
//! libFuzzer's log that fill a row.

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
