//! `cargo xtask perft --file F [--file G ...] [--max-nodes N] [--ruleset SLUG] [--engine void-bitboard]
//! [--threads N]`: runs perft tables (the `.perft` format of python-chess and shakmaty, with our keys:
//! `oracle/src/core/perft_table.rs`, tests/perft/README.md) against the oracle (and void-bitboard), in a
//! release build, under each case's switches, the root moves shared among threads; progress on standard
//! error for a long count; a per-move divide on a mismatch.
//!
//! Exit codes: 0 every count matched; 1 a count differed; 2 the tables or the arguments could not be read.

use oracle::core::perft_table::{parse_perft_file, PerftCase};
use oracle::core::{AnyGame, AnyRuleset};
use oracle::perft_run::{self, short_duration, short_number};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// The options of `cargo xtask perft`.
#[derive(clap::Args, Debug, Clone)]
pub struct Options {
    /// A .perft table (id / epd / perft <depth> <count> lines); repeatable.
    #[arg(long = "file", value_name = "F", required = true)]
    files: Vec<PathBuf>,
    /// Skip counts above N (default: run every line); `1_000_000` is read as 1000000.
    #[arg(long, value_name = "N", value_parser = nodes)]
    max_nodes: Option<u64>,
    /// The ruleset of the positions of a table without a `ruleset` line (default fide); a table whose
    /// `ruleset` line names another is refused.
    #[arg(long)]
    ruleset: Option<String>,
    /// Count with this engine too, every leaf played and in bulk: `void-bitboard` (Void Chess tables; a case
    /// with switches is left to the oracle, as void-bitboard plays the default readings only). A count
    /// whose source is `alone void-bitboard` is counted by void-bitboard alone, in bulk, and only with it.
    #[arg(long, value_name = "ENGINE", value_parser = ["void-bitboard"])]
    engine: Option<String>,
    /// Share each count's root moves among N threads.
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=1024))]
    threads: u16,
}

fn nodes(text: &str) -> Result<u64, String> {
    text.replace('_', "")
        .parse()
        .map_err(|_| format!("`{text}` is not a number"))
}

pub fn run(opts: &Options) -> ExitCode {
    let mut tally = Tally::default();
    for file in &opts.files {
        if let Err(e) = run_table(opts, file, &mut tally) {
            eprintln!("cargo xtask perft: {e}");
            return ExitCode::from(2);
        }
    }
    println!(
        "{} nodes in {:.2}s, {:.2} M nodes/s; {} mismatch(es)",
        tally.nodes,
        tally.secs,
        tally.nodes as f64 / tally.secs.max(1e-9) / 1e6,
        tally.mismatches
    );
    if tally.mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// What the tables counted so far.
#[derive(Default)]
struct Tally {
    mismatches: usize,
    nodes: u64,
    secs: f64,
}

/// The ruleset of a table: its `ruleset` line, else `--ruleset`, else FIDE; the two must agree.
fn ruleset_of(
    opts: &Options,
    file: &Path,
    named: Option<&str>,
) -> Result<&'static dyn AnyRuleset, String> {
    let slug = match (named, opts.ruleset.as_deref()) {
        (Some(a), Some(b)) if a != b => {
            return Err(format!(
                "{}: the table's ruleset is {a}, --ruleset says {b}",
                file.display()
            ))
        }
        (Some(a), _) | (None, Some(a)) => a,
        (None, None) => "fide",
    };
    oracle::ruleset(slug).map_err(|e| format!("{}: {e}", file.display()))
}

/// Runs every count of one table.
fn run_table(opts: &Options, file: &Path, tally: &mut Tally) -> Result<(), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let table = parse_perft_file(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    let ruleset = ruleset_of(opts, file, table.ruleset.as_deref())?;
    if opts.engine.is_some() && ruleset.slug() != "void-chess" {
        return Err(format!(
            "{}: --engine void-bitboard counts Void Chess only, the table is {}",
            file.display(),
            ruleset.slug()
        ));
    }
    println!("{} ({})", file.display(), ruleset.slug());
    for case in &table.cases {
        let game = ruleset
            .new_game(&case.epd, &case.switches)
            .map_err(|e| format!("{}:{} ({}): {e}", file.display(), case.line, case.id))?;
        // void-bitboard plays the default readings only: a case with switches is the oracle's.
        let engine = opts.engine.is_some() && case.switches.is_empty();
        if opts.engine.is_some() && !engine {
            println!(
                "  {:<36} void-bitboard: left out (it plays the default readings only)",
                case.id
            );
        }
        for (&(depth, expected), source) in case.counts.iter().zip(&case.sources) {
            if opts.max_nodes.is_some_and(|m| expected > m) {
                println!(
                    "  {:<36} perft {depth}: skipped (expected {expected} > --max-nodes)",
                    case.id
                );
                continue;
            }
            // A count void-bitboard alone made (the oracle would take hours): void-bitboard's, in bulk.
            if source
                .as_deref()
                .is_some_and(|s| s.starts_with("alone void-bitboard"))
            {
                if engine {
                    run_engine_count(opts, case, depth, expected, tally);
                } else {
                    println!(
                        "  {:<36} perft {depth}: skipped (void-bitboard's count alone: --engine void-bitboard)",
                        case.id
                    );
                }
                continue;
            }
            run_count(opts, engine, case, game.as_ref(), depth, expected, tally);
        }
    }
    Ok(())
}

/// Counts one line with the oracle (and, with `engine`, void-bitboard) and prints the verdict.
fn run_count(
    opts: &Options,
    engine: bool,
    case: &PerftCase,
    game: &dyn AnyGame,
    depth: u32,
    expected: u64,
    tally: &mut Tally,
) {
    let threads = usize::from(opts.threads);
    let start = Instant::now();
    let divide = oracle_divide(game, depth, threads, &case.id);
    let got: u64 = if depth == 0 { 1 } else { divide.values().sum() };
    let secs = start.elapsed().as_secs_f64();
    tally.nodes += got;
    tally.secs += secs;
    let engine = engine.then(|| void_bitboard_counts(&case.epd, depth, threads));
    let engine_agrees = match &engine {
        None => true,
        Some(Ok((full, bulk))) => *full == expected && *bulk == expected,
        Some(Err(_)) => false,
    };
    match &engine {
        Some(Ok((full, bulk))) => println!(
            "  {:<36} perft {depth}: void-bitboard {full} (bulk {bulk})",
            case.id
        ),
        Some(Err(e)) => println!("  {:<36} void-bitboard: {e}", case.id),
        None => {}
    }
    let verdict = if got == expected && engine_agrees {
        "ok"
    } else {
        "MISMATCH"
    };
    println!(
        "  {:<36} perft {depth}: {got:>12} expected {expected:>12}  {verdict:<8} {secs:>7.2}s {:>6.2} M nodes/s",
        case.id,
        got as f64 / secs.max(1e-9) / 1e6
    );
    if verdict == "ok" {
        return;
    }
    tally.mismatches += 1;
    let engine_divide = engine
        .is_some()
        .then(|| void_bitboard_divide(&case.epd, depth, threads))
        .and_then(Result::ok);
    println!(
        "    divide (oracle{}), {}:",
        if engine_divide.is_some() {
            " | void-bitboard"
        } else {
            ""
        },
        case.epd
    );
    for (mv, n) in &divide {
        match engine_divide.as_ref().map(|d| d.get(mv)) {
            None => println!("      {mv}: {n}"),
            Some(Some(m)) if m == n => println!("      {mv}: {n}"),
            Some(other) => println!(
                "      {mv}: {n} | {}   <- differs",
                other.map_or("no such move".into(), u64::to_string)
            ),
        }
    }
    for (mv, n) in engine_divide.iter().flatten() {
        if !divide.contains_key(mv) {
            println!("      {mv}: no such move | {n}   <- differs");
        }
    }
}

/// Counts one line with void-bitboard alone, in bulk, and prints the verdict (a divide on a mismatch).
fn run_engine_count(
    opts: &Options,
    case: &PerftCase,
    depth: u32,
    expected: u64,
    tally: &mut Tally,
) {
    let threads = usize::from(opts.threads);
    let start = Instant::now();
    let divide = match void_bitboard_divide(&case.epd, depth, threads) {
        Ok(d) => d,
        Err(e) => {
            println!("  {:<36} void-bitboard: {e}", case.id);
            tally.mismatches += 1;
            return;
        }
    };
    let got: u64 = if depth == 0 { 1 } else { divide.values().sum() };
    let secs = start.elapsed().as_secs_f64();
    tally.nodes += got;
    tally.secs += secs;
    let verdict = if got == expected { "ok" } else { "MISMATCH" };
    println!(
        "  {:<36} perft {depth}: {got:>12} expected {expected:>12}  {verdict:<8} {secs:>7.2}s void-bitboard bulk",
        case.id
    );
    if got != expected {
        tally.mismatches += 1;
        println!("    divide (void-bitboard), {}:", case.epd);
        for (mv, n) in &divide {
            println!("      {mv}: {n}");
        }
    }
}

/// The oracle's divide, the root moves shared among `threads`; progress on standard error every ten
/// seconds for a count estimated at over half a minute.
fn oracle_divide(
    game: &dyn AnyGame,
    depth: u32,
    threads: usize,
    id: &str,
) -> BTreeMap<String, u64> {
    let estimate = perft_run::estimate(game, depth, Duration::from_millis(200));
    let long = estimate.seconds_on(threads) > 30.0;
    if long {
        eprintln!(
            "  {id} perft {depth}: about {} nodes, about {} on {threads} thread(s)",
            short_number(estimate.nodes),
            short_duration(estimate.seconds_on(threads))
        );
    }
    let stop = AtomicBool::new(false);
    let every = Duration::from_secs(10);
    let outcome = perft_run::run(game, depth, &estimate, threads, &stop, every, &mut |p| {
        if long {
            eprintln!(
                "  {id} perft {depth}: {}/{} root moves, {} nodes, {} nodes/s",
                p.root_moves_done,
                p.root_moves,
                short_number(p.nodes as f64),
                short_number(p.nodes_per_second())
            );
        }
    });
    outcome.divide.into_iter().collect()
}

/// void-bitboard's counts (every leaf played, and in bulk) for a Void Chess position.
fn void_bitboard_counts(epd: &str, depth: u32, threads: usize) -> Result<(u64, u64), String> {
    use void_bitboard::split::perft_threaded;
    let pos = void_bitboard::Position::parse(epd).map_err(|e| e.message)?;
    Ok((
        perft_threaded(&pos, depth, false, threads),
        perft_threaded(&pos, depth, true, threads),
    ))
}

/// void-bitboard's divide (in bulk).
fn void_bitboard_divide(
    epd: &str,
    depth: u32,
    threads: usize,
) -> Result<BTreeMap<String, u64>, String> {
    let pos = void_bitboard::Position::parse(epd).map_err(|e| e.message)?;
    Ok(
        void_bitboard::split::divide_threaded(&pos, depth, true, threads)
            .into_iter()
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Perft {
        #[command(flatten)]
        o: Options,
    }

    fn parse(a: &[&str]) -> Result<Options, String> {
        Perft::try_parse_from(std::iter::once("perft").chain(a.iter().copied()))
            .map(|p| p.o)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn options_are_read_and_mistakes_named() {
        let o = parse(&[
            "--file",
            "a.perft",
            "--file",
            "b.perft",
            "--max-nodes",
            "1_000",
            "--threads",
            "2",
        ])
        .unwrap();
        assert_eq!(o.files.len(), 2);
        assert_eq!(o.max_nodes, Some(1000));
        assert_eq!(o.ruleset, None);
        assert_eq!(o.threads, 2);
        assert!(parse(&[]).unwrap_err().contains("--file"));
        assert!(parse(&["--file"])
            .unwrap_err()
            .contains("a value is required"));
        assert!(parse(&["--file", "a", "--max-nodes", "x"])
            .unwrap_err()
            .contains("not a number"));
        assert!(parse(&["--file", "a", "--threads", "0"])
            .unwrap_err()
            .contains("--threads"));
        assert!(parse(&["--file", "a", "--frobnicate"])
            .unwrap_err()
            .contains("unexpected argument"));
    }

    #[test]
    fn the_table_names_its_ruleset() {
        let o = parse(&["--file", "a"]).unwrap();
        let f = Path::new("a");
        assert_eq!(ruleset_of(&o, f, None).unwrap().slug(), "fide");
        assert_eq!(
            ruleset_of(&o, f, Some("minnaar")).unwrap().slug(),
            "minnaar"
        );
        let o = parse(&["--file", "a", "--ruleset", "circular"]).unwrap();
        assert_eq!(ruleset_of(&o, f, None).unwrap().slug(), "circular");
        assert_eq!(
            ruleset_of(&o, f, Some("circular")).unwrap().slug(),
            "circular"
        );
        let Err(e) = ruleset_of(&o, f, Some("minnaar")) else {
            panic!("a disagreement is refused")
        };
        assert!(
            e.contains("the table's ruleset is minnaar, --ruleset says circular"),
            "{e}"
        );
        assert!(ruleset_of(&o, f, Some("nope")).is_err());
    }
}
