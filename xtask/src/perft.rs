//! `cargo xtask perft --file F [--file G ...] [--max-nodes N] [--ruleset SLUG] [--engine void-bitboard]`:
//! runs published perft tables (the `.perft` format of python-chess and shakmaty) against the oracle (and
//! void-bitboard), in a release build, and prints a per-move divide on a mismatch.
//!
//! Exit codes: 0 every count matched; 1 a count differed; 2 the tables or the arguments could not be read.

use oracle::core::perft_table::parse_perft_table;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// The options of `cargo xtask perft`.
#[derive(clap::Args, Debug, Clone)]
pub struct Options {
    /// A .perft table (id / epd / perft <depth> <count> lines); repeatable.
    #[arg(long = "file", value_name = "F", required = true)]
    files: Vec<PathBuf>,
    /// Skip counts above N (default: run every line); `1_000_000` is read as 1000000.
    #[arg(long, value_name = "N", value_parser = nodes)]
    max_nodes: Option<u64>,
    /// The ruleset the positions belong to.
    #[arg(long, default_value = "fide")]
    ruleset: String,
    /// Count with this engine too, every leaf played and in bulk: `void-bitboard` (with `--ruleset
    /// void-chess`).
    #[arg(long, value_name = "ENGINE", value_parser = ["void-bitboard"])]
    engine: Option<String>,
}

fn nodes(text: &str) -> Result<u64, String> {
    text.replace('_', "")
        .parse()
        .map_err(|_| format!("`{text}` is not a number"))
}

pub fn run(opts: &Options) -> ExitCode {
    match run_tables(opts) {
        Ok(0) => ExitCode::SUCCESS,
        Ok(_) => ExitCode::from(1),
        Err(e) => {
            eprintln!("cargo xtask perft: {e}");
            ExitCode::from(2)
        }
    }
}

/// Runs every table and prints the counts: the number of mismatches, or why the tables or the arguments
/// could not be read.
fn run_tables(opts: &Options) -> Result<usize, String> {
    let void_bitboard = opts.engine.is_some();
    if void_bitboard && opts.ruleset != "void-chess" {
        return Err("--engine void-bitboard needs --ruleset void-chess".into());
    }
    let ruleset = oracle::ruleset(&opts.ruleset).map_err(|e| e.to_string())?;
    let (mut mismatches, mut total_nodes, mut total_secs) = (0usize, 0u64, 0f64);
    for file in &opts.files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
        let cases = parse_perft_table(&text).map_err(|e| format!("{}: {e}", file.display()))?;
        println!("{}", file.display());
        for case in cases {
            let game = ruleset
                .new_game(&case.epd, &[])
                .map_err(|e| format!("{}:{} ({}): {e}", file.display(), case.line, case.id))?;
            for &(depth, expected) in &case.counts {
                if opts.max_nodes.is_some_and(|m| expected > m) {
                    println!(
                        "  {:<36} perft {depth}: skipped (published {expected} > --max-nodes)",
                        case.id
                    );
                    continue;
                }
                let start = Instant::now();
                let got = game.perft(depth);
                let secs = start.elapsed().as_secs_f64();
                total_nodes += got;
                total_secs += secs;
                let engine = void_bitboard.then(|| void_bitboard_counts(&case.epd, depth));
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
                    "  {:<36} perft {depth}: {got:>12} published {expected:>12}  {verdict:<8} {secs:>7.2}s {:>6.2} M nodes/s",
                    case.id,
                    got as f64 / secs.max(1e-9) / 1e6
                );
                if got != expected || !engine_agrees {
                    mismatches += 1;
                    println!("    divide (oracle), {}:", case.epd);
                    for (mv, n) in game.divide(depth) {
                        println!("      {mv}: {n}");
                    }
                }
            }
        }
    }
    println!(
        "{} nodes in {total_secs:.2}s, {:.2} M nodes/s; {mismatches} mismatch(es)",
        total_nodes,
        total_nodes as f64 / total_secs.max(1e-9) / 1e6
    );
    Ok(mismatches)
}

/// void-bitboard's counts (every leaf played, and in bulk) for a Void Chess position.
fn void_bitboard_counts(epd: &str, depth: u32) -> Result<(u64, u64), String> {
    let pos = void_bitboard::Position::parse(epd).map_err(|e| e.message)?;
    Ok((
        void_bitboard::perft::perft(&pos, depth),
        void_bitboard::perft::perft_bulk(&pos, depth),
    ))
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
        ])
        .unwrap();
        assert_eq!(o.files.len(), 2);
        assert_eq!(o.max_nodes, Some(1000));
        assert_eq!(o.ruleset, "fide");
        assert!(parse(&[]).unwrap_err().contains("--file"));
        assert!(parse(&["--file"])
            .unwrap_err()
            .contains("a value is required"));
        assert!(parse(&["--file", "a", "--max-nodes", "x"])
            .unwrap_err()
            .contains("not a number"));
        assert!(parse(&["--file", "a", "--frobnicate"])
            .unwrap_err()
            .contains("unexpected argument"));
    }
}
