//! The figures of `cargo xtask mutants` runs: each run's folder holds `run.txt` (written by the xtask:
//! date, commit, command) and cargo-mutants' `mutants.out/` (`mutants.json`, the mutants of the run;
//! `caught.txt`, `missed.txt`, `timeout.txt`, `unviable.txt`, one mutant a line). `--tally DIR...` sums
//! runs (the shards of one mutation run, or later runs over the same files: the last outcome of a mutant
//! counts) into one table per file, with a line per ruleset, for docs/testing.md.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What `run.txt` says about a run.
#[derive(Debug, Clone, PartialEq)]
pub struct RunStamp {
    pub date: String,
    pub commit: String,
    pub package: String,
    pub shard: String,
    pub command: String,
}

impl RunStamp {
    pub fn text(&self) -> String {
        format!(
            "date: {}\ncommit: {}\npackage: {}\nshard: {}\ncommand: {}\n",
            self.date, self.commit, self.package, self.shard, self.command
        )
    }

    /// Reads `run.txt`; a missing field is `?`.
    pub fn parse(text: &str) -> RunStamp {
        let field = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(key)?.strip_prefix(": "))
                .unwrap_or("?")
                .to_string()
        };
        RunStamp {
            date: field("date"),
            commit: field("commit"),
            package: field("package"),
            shard: field("shard"),
            command: field("command"),
        }
    }
}

/// The time now, UTC, `YYYY-MM-DD HH:MM`.
pub fn now_utc() -> String {
    let (date, time) = harness::clock::utc_now();
    format!("{date} {time} UTC")
}

/// A mutant's outcome; `FailedThenTimeout` for a timeout whose log shows a failed test first (a rule
/// case failed, then a longer one, such as a perft count on a broken move generator, ran out of time);
/// `NotRun` for a mutant of the run's list that no outcome file names (the run was stopped, or is still
/// going).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    Caught,
    FailedThenTimeout,
    Missed,
    Timeout,
    Unviable,
    NotRun,
}

/// The outcomes counted: killed (caught, or a failed test before the timeout), viable (all that built).
pub fn killed_viable(c: &[usize; 6]) -> (usize, usize) {
    (c[0] + c[1], c[0] + c[1] + c[2] + c[3])
}

/// The outcome of every mutant of some runs, by name (`FILE:LINE:COL: description`).
#[derive(Debug, Default)]
pub struct Tally {
    pub outcomes: BTreeMap<String, (String, Outcome)>,
    pub runs: Vec<(PathBuf, RunStamp)>,
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

impl Tally {
    /// Adds one run's folder (the one holding `mutants.out/`, or `mutants.out/` itself).
    pub fn add(&mut self, dir: &Path) -> Result<(), String> {
        let out = if dir.join("mutants.json").exists() {
            dir.to_path_buf()
        } else {
            dir.join("mutants.out")
        };
        let listed: Vec<serde_json::Value> =
            serde_json::from_str(&read(&out.join("mutants.json"))?)
                .map_err(|e| format!("{}: {e}", out.join("mutants.json").display()))?;
        let mut here: BTreeMap<String, (String, Outcome)> = BTreeMap::new();
        for m in &listed {
            let (Some(name), Some(file)) = (m["name"].as_str(), m["file"].as_str()) else {
                return Err(format!("{}: a mutant without name or file", out.display()));
            };
            here.insert(name.to_string(), (file.to_string(), Outcome::NotRun));
        }
        for (list, outcome) in [
            ("caught.txt", Outcome::Caught),
            ("missed.txt", Outcome::Missed),
            ("timeout.txt", Outcome::Timeout),
            ("unviable.txt", Outcome::Unviable),
        ] {
            let path = out.join(list);
            if !path.exists() {
                continue;
            }
            for line in read(&path)?.lines().filter(|l| !l.trim().is_empty()) {
                let Some(entry) = here.get_mut(line) else {
                    return Err(format!(
                        "{}: `{line}` is not in mutants.json",
                        path.display()
                    ));
                };
                entry.1 = outcome;
            }
        }
        // A timeout's log (named in outcomes.json) may show a test that failed before it.
        let logs: BTreeMap<String, PathBuf> = std::fs::read_to_string(out.join("outcomes.json"))
            .ok()
            .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
            .and_then(|v| v["outcomes"].as_array().cloned())
            .unwrap_or_default()
            .iter()
            .filter_map(|o| {
                let name = o["scenario"]["Mutant"]["name"].as_str()?;
                Some((name.to_string(), out.join(o["log_path"].as_str()?)))
            })
            .collect();
        for (name, (_, outcome)) in here.iter_mut() {
            let failed = |log: &PathBuf| {
                std::fs::read_to_string(log)
                    .is_ok_and(|t| t.lines().any(|l| l.trim_end().ends_with("... FAILED")))
            };
            if *outcome == Outcome::Timeout && logs.get(name).is_some_and(failed) {
                *outcome = Outcome::FailedThenTimeout;
            }
        }
        for (name, (file, outcome)) in here {
            // A later run's outcome replaces an earlier one, but not by "not run".
            let keep = outcome == Outcome::NotRun && self.outcomes.contains_key(&name);
            if !keep {
                self.outcomes.insert(name, (file, outcome));
            }
        }
        let stamp = std::fs::read_to_string(out.parent().unwrap_or(&out).join("run.txt"))
            .map(|t| RunStamp::parse(&t))
            .unwrap_or_else(|_| RunStamp::parse(""));
        self.runs.push((dir.to_path_buf(), stamp));
        Ok(())
    }

    /// Per file: counts of each outcome, in [`Outcome`] order.
    pub fn by_file(&self) -> BTreeMap<String, [usize; 6]> {
        let mut out: BTreeMap<String, [usize; 6]> = BTreeMap::new();
        for (file, outcome) in self.outcomes.values() {
            out.entry(file.clone()).or_default()[*outcome as usize] += 1;
        }
        out
    }

    /// The table: a row per file, a row per ruleset (the folder the file is in), the runs under it.
    pub fn markdown(&self) -> String {
        let mut s = String::from(
            "| file | mutants | caught | failed, then timeout | missed | timeout | unviable | not run \
             | killed / viable run |\n|---|---|---|---|---|---|---|---|---|\n",
        );
        let row = |name: &str, c: &[usize; 6]| {
            let total: usize = c.iter().sum();
            let (killed, viable) = killed_viable(c);
            let score = if viable == 0 {
                "-".to_string()
            } else {
                format!(
                    "{killed}/{viable} ({:.1}%)",
                    100.0 * killed as f64 / viable as f64
                )
            };
            format!(
                "| {name} | {total} | {} | {} | {} | {} | {} | {} | {score} |\n",
                c[0], c[1], c[2], c[3], c[4], c[5]
            )
        };
        let mut groups: BTreeMap<String, [usize; 6]> = BTreeMap::new();
        for (file, c) in self.by_file() {
            s.push_str(&row(&format!("`{file}`"), &c));
            let group = file.rsplit_once('/').map(|(d, _)| d).unwrap_or("");
            let group = group
                .strip_prefix("oracle/src/")
                .map(|g| g.split('/').next().unwrap_or(g))
                .unwrap_or(group);
            let g = groups.entry(group.to_string()).or_default();
            for (a, b) in g.iter_mut().zip(c) {
                *a += b;
            }
        }
        for (group, c) in &groups {
            s.push_str(&row(&format!("**{group}**"), c));
        }
        s.push_str("\nRuns:\n");
        for (dir, r) in &self.runs {
            s.push_str(&format!(
                "- {}: {} at {}, shard {} (`{}`)\n",
                dir.display(),
                r.date,
                r.commit,
                r.shard,
                r.command
            ));
        }
        s
    }
}

/// Prints the table of these runs.
pub fn print(dirs: &[PathBuf]) -> Result<(), String> {
    let mut t = Tally::default();
    for d in dirs {
        t.add(d)?;
    }
    print!("{}", t.markdown());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_dir(name: &str, caught: &str, missed: &str, timeout: &[(&str, &str)]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("xtask-tally-{}-{name}", std::process::id()));
        let out = dir.join("mutants.out");
        std::fs::create_dir_all(&out).unwrap();
        let m = |n: &str, f: &str| serde_json::json!({"name": n, "file": f});
        let listed = serde_json::json!([
            m(
                "oracle/src/fide/s02_pieces.rs:1:1: a",
                "oracle/src/fide/s02_pieces.rs"
            ),
            m(
                "oracle/src/fide/s02_pieces.rs:2:1: b",
                "oracle/src/fide/s02_pieces.rs"
            ),
            m(
                "oracle/src/fide/s04_check.rs:3:1: c",
                "oracle/src/fide/s04_check.rs"
            ),
            m(
                "oracle/src/minnaar/s01_board.rs:4:1: d",
                "oracle/src/minnaar/s01_board.rs"
            ),
        ]);
        std::fs::write(out.join("mutants.json"), listed.to_string()).unwrap();
        std::fs::write(out.join("caught.txt"), caught).unwrap();
        std::fs::write(out.join("missed.txt"), missed).unwrap();
        std::fs::write(out.join("unviable.txt"), "").unwrap();
        let mut names = String::new();
        let mut outcomes = Vec::new();
        for (i, (mutant, log)) in timeout.iter().enumerate() {
            names.push_str(&format!("{mutant}\n"));
            std::fs::create_dir_all(out.join("log")).unwrap();
            std::fs::write(out.join(format!("log/{i}.log")), log).unwrap();
            outcomes.push(serde_json::json!({
                "scenario": {"Mutant": {"name": mutant}},
                "log_path": format!("log/{i}.log"),
            }));
        }
        std::fs::write(out.join("timeout.txt"), names).unwrap();
        let outcomes = serde_json::json!({ "outcomes": outcomes });
        std::fs::write(out.join("outcomes.json"), outcomes.to_string()).unwrap();
        let stamp = RunStamp {
            date: "2026-12-05 10:00 UTC".into(),
            commit: "abc".into(),
            package: "void-chess-oracle".into(),
            shard: "1/2".into(),
            command: "cargo mutants".into(),
        };
        assert_eq!(RunStamp::parse(&stamp.text()), stamp);
        std::fs::write(dir.join("run.txt"), stamp.text()).unwrap();
        dir
    }

    #[test]
    fn runs_add_up_per_file_and_ruleset_and_a_later_outcome_wins() {
        let first = run_dir(
            "first",
            "oracle/src/fide/s02_pieces.rs:1:1: a\n",
            "oracle/src/fide/s02_pieces.rs:2:1: b\noracle/src/fide/s04_check.rs:3:1: c\n",
            &[("oracle/src/minnaar/s01_board.rs:4:1: d", "test x ... ok\n")],
        );
        let again = run_dir(
            "again",
            "oracle/src/fide/s04_check.rs:3:1: c\n",
            "",
            &[(
                "oracle/src/minnaar/s01_board.rs:4:1: d",
                "test x ... ok\ntest y ... FAILED\n",
            )],
        );
        let mut t = Tally::default();
        t.add(&first).unwrap();
        t.add(&again).unwrap();
        let files = t.by_file();
        assert_eq!(files["oracle/src/fide/s02_pieces.rs"], [1, 0, 1, 0, 0, 0]);
        assert_eq!(files["oracle/src/fide/s04_check.rs"], [1, 0, 0, 0, 0, 0]);
        assert_eq!(files["oracle/src/minnaar/s01_board.rs"], [0, 1, 0, 0, 0, 0]);
        let md = t.markdown();
        for row in [
            "| **fide** | 3 | 2 | 0 | 1 | 0 | 0 | 0 | 2/3 (66.7%) |",
            "| **minnaar** | 1 | 0 | 1 | 0 | 0 | 0 | 0 | 1/1 (100.0%) |",
            "2026-12-05 10:00 UTC at abc, shard 1/2",
        ] {
            assert!(md.contains(row), "{row} not in {md}");
        }
        let mut first_only = Tally::default();
        first_only.add(&first).unwrap();
        let timed_out = first_only.by_file()["oracle/src/minnaar/s01_board.rs"];
        assert_eq!(timed_out, [0, 0, 0, 1, 0, 0]);
        let bad = run_dir("bad", "oracle/src/fide/nowhere.rs:1:1: z\n", "", &[]);
        let err = Tally::default().add(&bad).unwrap_err();
        assert!(err.contains("is not in mutants.json"), "{err}");
        for d in [first, again, bad] {
            std::fs::remove_dir_all(d).unwrap();
        }
    }
}
