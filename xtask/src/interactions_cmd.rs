//! `cargo xtask interactions`: a ruleset's interaction table (`clauses/interactions/<slug>.yaml`) and what
//! the oracle says about it. With no option, the table: its features and pairs, each pair's scenario or
//! why it is unreachable. `--show POSITION [--moves M...]`: every legal move there (and every refused
//! candidate's signature) with the features and pairs it shows, for writing tables and scenarios.
//! `--generate PAIR`: positions built for one pair (`conformance::interactions::generate`).

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
}

pub fn run(a: &Args) -> ExitCode {
    match run_inner(a) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cargo xtask interactions: {e}");
            ExitCode::from(2)
        }
    }
}

fn run_inner(a: &Args) -> Result<(), String> {
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
