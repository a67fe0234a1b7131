//! What a run shows: the progress line, the findings written as scenario files, the summary.

use super::cli::Options;
use super::game::{Finding, Plan};
use super::report::Written;
use super::runner::{Progress, Summary};
use super::scenario::{replay_command, scenario};

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

/// Writes the scenario of every finding that is not "the same as" an earlier one.
pub fn write_findings(
    o: &Options,
    plan: &Plan,
    engine_name: &str,
    uci_options: &[(String, String)],
    summary: &Summary,
) -> Written {
    let mut written = Written::default();
    if !summary.findings.is_empty() {
        let _ = std::fs::create_dir_all(&o.scenarios);
    }
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
            continue;
        }
        let text = scenario(plan, engine_name, &replay, f);
        let path = o.scenarios.join(file_name(o, plan, engine_name, f));
        let file = std::fs::write(&path, &text).ok().map(|_| path);
        written.files.push(file);
        written.scenarios.push(Some(text));
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
        if !f.oracle.clauses.is_empty() {
            println!("  clauses exercised there: {}", f.oracle.clauses.join(" "));
        }
        if let Some(Some(path)) = written.files.get(i) {
            println!("  scenario: {}", path.display());
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
    println!(
        "{}",
        super::clauses::Coverage::of(&o.ruleset, &s.tally).describe()
    );
    if let Some(i) = super::interactions::Interactions::of(&o.ruleset, &s.tally) {
        println!("{}", i.describe());
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
    println!(
        "diff {} vs {}: {} games, {} positions compared in {:.1} s ({:.0} positions/s), {} disagreements, {} engine faults{}",
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
