//! `cargo xtask interactions`: a ruleset's interaction table (`clauses/interactions/<slug>.yaml`) and what
//! the oracle says about it. With no option, the table: its features and pairs, each pair's scenario or
//! why it is unreachable. `--show POSITION [--moves M...]`: every legal move there (and every refused
//! candidate's signature) with the features and pairs it shows, for writing tables and scenarios.
//! `--generate PAIR`: positions built for one pair (`conformance::interactions::generate`). `--check`:
//! for every ruleset, every reachable pair has a witness in its scenario and the generator builds a
//! position for it (a pair about a repetition excepted: an edited position has no history); exit 1 if
//! not (`ci/extra-checks.sh` runs it in release).

use conformance::interactions::{generate, Signature, Table};
use std::process::ExitCode;

#[derive(clap::Args, Debug)]
pub struct Args {
    /// The ruleset (an oracle slug).
    #[arg(long, short = 'r', default_value = "void-chess")]
    ruleset: String,
    /// Show the features and pairs of every legal move of this position (`startpos` or a position text).
    #[arg(long, value_name = "POSITION")]
    show: Option<String>,
    /// Moves played from `--show`'s position first (space-separated).
    #[arg(long, value_name = "MOVES", requires = "show")]
    moves: Option<String>,
    /// Print positions built for this pair (`first + second`, as the table names it).
    #[arg(long, value_name = "PAIR")]
    generate: Option<String>,
    /// How many positions `--generate` prints.
    #[arg(long, default_value_t = 10)]
    count: usize,
    /// The generator's seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Check every ruleset's table: a witness and a generated position for every reachable pair.
    #[arg(long, conflicts_with_all = ["show", "generate"])]
    check: bool,
}

pub fn run(a: &Args) -> ExitCode {
    crate::exit::exit_code("interactions", 2, run_inner(a))
}

fn run_inner(a: &Args) -> Result<(), String> {
    if a.check {
        return check_all(a.seed);
    }
    let ruleset = oracle::ruleset(&a.ruleset).map_err(|e| e.to_string())?;
    let table = Table::load(&conformance::repo_root(), &a.ruleset).map_err(|e| e.to_string())?;
    if let Some(pair) = &a.generate {
        let p = table
            .pairs
            .iter()
            .find(|p| p.id == *pair)
            .ok_or_else(|| format!("no pair `{pair}` in the table of {}", a.ruleset))?;
        let built = generate::positions(ruleset, &table, p, a.seed, a.count);
        if built.is_empty() {
            return Err(format!(
                "no position built for `{pair}` (has it a witness?)"
            ));
        }
        for b in built {
            println!("{}  {}", b.position, b.mv);
        }
        return Ok(());
    }
    let Some(start) = &a.show else {
        print_table(&table);
        return Ok(());
    };
    let mut game = ruleset.new_game(start, &[]).map_err(|e| e.to_string())?;
    for m in a.moves.as_deref().unwrap_or("").split_whitespace() {
        game.play(m).map_err(|e| format!("{m}: {e}"))?;
    }
    println!("{}  status: {}", game.position(), game.status().word());
    for (mv, sig) in Signature::of_position(game.as_ref()) {
        let features: Vec<&str> = table
            .features
            .iter()
            .filter(|(_, f)| f.shown_by(&sig))
            .map(|(n, _)| n.as_str())
            .collect();
        let pairs: Vec<&str> = table.pairs_shown_by(&sig).map(|p| p.id.as_str()).collect();
        if mv.is_none() && pairs.is_empty() {
            continue;
        }
        println!(
            "{}: {} | pairs: {}",
            mv.as_deref().unwrap_or("(refused)"),
            features.join(" "),
            pairs.join(", ")
        );
    }
    Ok(())
}

/// The pairs no position on its own can show: a repetition (the feature the tables call `repetition`)
/// rests on the positions before it, which an edited position does not carry.
fn rests_on_history(pair: &conformance::interactions::Pair) -> bool {
    pair.first == "repetition" || pair.second == "repetition"
}

/// `--check`: a line per ruleset, then the pairs lacking a witness or a generated position.
fn check_all(seed: u64) -> Result<(), String> {
    use conformance::interactions::generate::{positions, witnesses_in};
    let mut problems = Vec::new();
    for ruleset in oracle::rulesets() {
        let slug = ruleset.slug();
        let table = Table::load(&conformance::repo_root(), slug).map_err(|e| e.to_string())?;
        let mut by_file: std::collections::BTreeMap<&str, Vec<&conformance::interactions::Pair>> =
            Default::default();
        for p in table.reachable() {
            if let Some(file) = &p.scenario {
                by_file.entry(file).or_default().push(p);
            }
        }
        let mut witnessed = std::collections::BTreeSet::new();
        for (file, pairs) in by_file {
            witnessed.extend(witnesses_in(ruleset, &table, file, &pairs).into_keys());
        }
        let (mut generated, mut history) = (0, 0);
        for (i, p) in table.reachable().enumerate() {
            if !witnessed.contains(&p.id) {
                problems.push(format!("{slug}: {}: no witness in {:?}", p.id, p.scenario));
            }
            if rests_on_history(p) {
                history += 1;
            } else if positions(ruleset, &table, p, seed ^ i as u64, 1).is_empty() {
                problems.push(format!("{slug}: {}: no position generated", p.id));
            } else {
                generated += 1;
            }
        }
        println!(
            "{slug}: {} reachable pairs, {} witnessed, {generated} generated, {history} resting on the game's history",
            table.reachable().count(),
            witnessed.len(),
        );
    }
    if problems.is_empty() {
        return Ok(());
    }
    Err(format!(
        "the interaction tables are not complete:\n  {}",
        problems.join("\n  ")
    ))
}

fn print_table(table: &Table) {
    let reachable = table.reachable().count();
    println!(
        "{}: {} features, {} pairs ({} reachable, {} unreachable)",
        table.slug,
        table.features.len(),
        table.pairs.len(),
        reachable,
        table.pairs.len() - reachable
    );
    for p in &table.pairs {
        match (&p.scenario, &p.unreachable) {
            (Some(s), _) => println!("  {}  ({s})", p.id),
            (None, Some(why)) => println!("  {}  unreachable: {why}", p.id),
            (None, None) => println!("  {}", p.id),
        }
    }
}
