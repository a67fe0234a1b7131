//! What a run shows: the progress line, the findings written as scenario files, the summary.

use super::confirm::confirm;
use super::game::{Finding, Plan};
use super::options::Options;
use super::report::Written;
use super::runner::{Progress, Summary};
use super::scenario::{replay_command, scenario};
use crate::presets::EngineSpec;
use std::path::{Path, PathBuf};

/// The progress line: games, positions and their rate, findings; or what shrinking is doing.
pub fn progress_line(p: &Progress) -> String {
    match p.shrinking {
        Some((done, total)) => format!(
            "diff: games over; shrinking findings, one of each kind: {done} of {total} done ({:.0} s)",
            p.seconds
        ),
        None => format!(
            "diff: {}/{} games, {} positions, {:.0} positions/s, {} games with findings",
            p.games_done,
            p.games_total,
            p.positions,
            p.positions_per_second(),
            p.games_with_findings
        ),
    }
}

/// The file name of a finding's scenario: by seed and game for a run's finding, by the line's content
/// for a replay (so that a replay never overwrites a run's scenario).
fn file_name(o: &Options, plan: &Plan, engine: &str, f: &Finding) -> String {
    let safe: String = engine
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect::<String>()
        .trim_matches('-')
        .chars()
        .take(40)
        .collect();
    let slug = plan.ruleset.slug();
    if o.start.is_some() {
        // FNV-1a of the line: the same line gives the same name.
        let line = format!("{} {}", f.start, f.moves.join(" "));
        let hash = line.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        });
        format!("{slug}-{safe}-replay-{:08x}.yaml", hash as u32)
    } else {
        format!("{slug}-{safe}-seed{}-game{}.yaml", plan.seed, f.game)
    }
}

/// Writes `text` as a new file in `dir` named `name` (`x.yaml`), or `x-2.yaml`, `x-3.yaml`... when
/// that name is taken by another text: a run never writes over another run's file (the same text is
/// not written twice).
fn write_new(dir: &Path, name: &str, text: &str) -> Option<PathBuf> {
    use std::io::Write;
    let stem = name.trim_end_matches(".yaml");
    for n in 1..1000 {
        let path = match n {
            1 => dir.join(name),
            _ => dir.join(format!("{stem}-{n}.yaml")),
        };
        if std::fs::read_to_string(&path).is_ok_and(|t| t == text) {
            return Some(path);
        }
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => return file.write_all(text.as_bytes()).ok().map(|_| path),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(_) => return None,
        }
    }
    None
}

/// Writes the scenario of every finding that is not "the same as" an earlier one, once the scenario
/// shows the finding: it fails against the engine (started again for this) and passes against the
/// oracle (`confirm.rs`). A scenario that does not is not written; the replay line stands, and the
/// finding says why.
pub fn write_findings(
    o: &Options,
    plan: &Plan,
    spec: &EngineSpec,
    engine_name: &str,
    uci_options: &[(String, String)],
    summary: &Summary,
) -> Written {
    let mut written = Written::default();
    if !summary.findings.is_empty() {
        let _ = std::fs::create_dir_all(&o.scenarios);
    }
    let timeout = std::time::Duration::from_secs_f64(o.timeout);
    let mut confirmer = None;
    for f in &summary.findings {
        let replay = replay_command(
            plan,
            &o.engine,
            uci_options,
            &f.shrunk_start,
            &f.shrunk_moves,
        );
        written.replays.push(replay.clone());
        if f.same_as.is_some() {
            written.files.push(None);
            written.scenarios.push(None);
            written.unconfirmed.push(None);
            continue;
        }
        let text = scenario(plan, engine_name, &replay, f);
        let engine = confirmer.get_or_insert_with(|| {
            spec.start(
                plan.ruleset.slug(),
                uci_options,
                &plan.interpretation,
                timeout,
            )
        });
        let shown = match engine {
            Ok(e) => confirm(&text, e.as_mut()),
            Err(e) => Err(format!(
                "the engine could not be started again to confirm it: {e}"
            )),
        };
        match shown {
            Ok(()) => {
                let file = write_new(&o.scenarios, &file_name(o, plan, engine_name, f), &text);
                written.files.push(file);
                written.scenarios.push(Some(text));
                written.unconfirmed.push(None);
            }
            Err(why) => {
                written.files.push(None);
                written.scenarios.push(None);
                written.unconfirmed.push(Some(why));
            }
        }
    }
    written
}

pub fn print_summary(o: &Options, s: &Summary, written: &Written) {
    for (i, f) in s.findings.iter().enumerate() {
        if let Some(first) = f.same_as {
            println!(
                "DISAGREEMENT in game {} ({} plies), the same kind as game {first}'s ({}): {}",
                f.game,
                f.moves.len(),
                f.labels.join("; "),
                f.difference.describe()
            );
            continue;
        }
        println!(
            "DISAGREEMENT in game {} ({} plies, shrunk to {}{}): {}",
            f.game,
            f.moves.len(),
            f.shrunk_moves.len(),
            if f.shrink_complete {
                ""
            } else {
                ", shrinking cut short"
            },
            f.shrunk_difference.describe()
        );
        println!("  start: {}", f.shrunk_start);
        println!("  moves: {}", f.shrunk_moves.join(" "));
        let clauses = f.oracle.clause_ids();
        if !clauses.is_empty() {
            println!("  clauses exercised there: {}", clauses.join(" "));
        }
        if let Some(Some(path)) = written.files.get(i) {
            println!("  scenario: {}", path.display());
        }
        if let Some(Some(why)) = written.unconfirmed.get(i) {
            println!("  scenario unconfirmed, not written: {why}");
        }
        println!("  replay: {}", written.replays[i]);
    }
    for r in s.faults.iter().take(20) {
        println!(
            "ENGINE FAULT in game {} at ply {}: {} {}",
            r.game,
            r.ply,
            r.fault.kind(),
            r.fault
        );
    }
    if s.faults.len() > 20 {
        println!("... and {} more engine faults", s.faults.len() - 20);
    }
    if !s.endings.is_empty() {
        let ends: Vec<String> = s.endings.iter().map(|(k, n)| format!("{n} {k}")).collect();
        println!("games ended by the rules: {}", ends.join(", "));
    }
    let coverage = super::clauses::Coverage::of(&o.ruleset, &s.tally);
    if o.start.is_some() {
        // A replay compares the positions of one line: the clauses it does not reach are no news.
        println!(
            "{} (a replay of one line: the clauses it does not reach are not listed)",
            coverage.headline()
        );
    } else {
        println!("{}", coverage.describe());
        if let Some(i) = super::interactions::Interactions::of(&o.ruleset, &s.tally.0) {
            println!("{}", i.describe());
        }
    }
    let mut notes = Vec::new();
    if s.interrupted {
        notes.push("interrupted");
    }
    if s.time_limited {
        notes.push("time limit reached");
    }
    let restarted = format!("engine restarted {} times", s.restarts);
    if s.restarts > 0 {
        notes.push(&restarted);
    }
    let shrunk = s.findings.iter().filter(|f| f.same_as.is_none()).count();
    let shrinking = format!(
        "{shrunk} of a new kind, shrinking {:.1} s",
        s.shrink_seconds
    );
    if s.findings.len() > shrunk || s.shrink_seconds >= 0.05 {
        notes.push(&shrinking);
    }
    // The switches a run sets, said with its name (a reading is the base with those `oracle::names` gives
    // it: antichess four, giveaway three).
    let switches = if o.interpretation.is_empty() {
        String::new()
    } else {
        format!(" ({})", o.interpretation.join(" "))
    };
    println!(
        "diff {}{switches} vs {}: {} games, {} positions compared in {:.1} s ({:.0} positions/s), {} disagreements, {} engine faults{}",
        o.ruleset,
        o.engine,
        s.games_played,
        s.positions,
        s.seconds,
        s.positions_per_second(),
        s.findings.len(),
        s.faults.len(),
        if notes.is_empty() {
            String::new()
        } else {
            format!(" ({})", notes.join(", "))
        }
    );
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_scenario_file_never_replaces_another_text() {
        let dir = crate::diff::tests::scratch("write-new");
        let first = super::write_new(&dir, "f.yaml", "one").unwrap();
        let second = super::write_new(&dir, "f.yaml", "two").unwrap();
        assert_eq!(second, dir.join("f-2.yaml"));
        assert_eq!(super::write_new(&dir, "f.yaml", "one").unwrap(), first);
        assert_eq!(std::fs::read_to_string(&first).unwrap(), "one");
        assert_eq!(std::fs::read_to_string(&second).unwrap(), "two");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
