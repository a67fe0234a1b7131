//! `cargo xtask perft --file F [--file G ...] [--max-nodes N] [--ruleset SLUG] [--engine void-bitboard]`:
//! runs published perft tables (the `.perft` format of python-chess and shakmaty) against the oracle (and
//! void-bitboard), in a release build, and prints a per-move divide on a mismatch.
//!
//! Exit codes: 0 every count matched; 1 a count differed; 2 the tables or the arguments could not be read.

use oracle::core::perft_table::parse_perft_table;
use std::path::PathBuf;
use std::process::{Command, ExitCode};
use std::time::Instant;

/// Set on the release run so that it does not start another one.
const RELEASE_MARK: &str = "XTASK_PERFT_RELEASE";

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
    /// Do not re-run in a release build (debug builds are ~20x slower).
    #[arg(long)]
    in_this_build: bool,
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
    if cfg!(debug_assertions) && !opts.in_this_build && std::env::var_os(RELEASE_MARK).is_none() {
        return rerun_in_release(opts);
    }
    let void_bitboard = opts.engine.is_some();
    if void_bitboard && opts.ruleset != "void-chess" {
        eprintln!("cargo xtask perft: --engine void-bitboard needs --ruleset void-chess");
        return ExitCode::from(2);
    }
    let ruleset = match oracle::ruleset(&opts.ruleset) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cargo xtask perft: {e}");
            return ExitCode::from(2);
        }
    };
    let (mut mismatches, mut total_nodes, mut total_secs) = (0usize, 0u64, 0f64);
    for file in &opts.files {
        let text = match std::fs::read_to_string(file) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("cargo xtask perft: {}: {e}", file.display());
                return ExitCode::from(2);
            }
        };
        let cases = match parse_perft_table(&text) {
            Ok(c) => c,
            Err(e) => {
                eprintln!("cargo xtask perft: {}: {e}", file.display());
                return ExitCode::from(2);
            }
        };
        println!("{}", file.display());
        for case in cases {
            let game = match ruleset.new_game(&case.epd, &[]) {
                Ok(g) => g,
                Err(e) => {
                    eprintln!(
                        "cargo xtask perft: {}:{} ({}): {e}",
                        file.display(),
                        case.line,
                        case.id
                    );
                    return ExitCode::from(2);
                }
            };
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
    if mismatches == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// void-bitboard's counts (every leaf played, and in bulk) for a Void Chess position.
fn void_bitboard_counts(epd: &str, depth: u32) -> Result<(u64, u64), String> {
    let pos = void_bitboard::Position::parse(epd).map_err(|e| e.message)?;
    Ok((
        void_bitboard::perft::perft(&pos, depth),
        void_bitboard::perft::perft_bulk(&pos, depth),
    ))
}

/// Runs the same command in a release build of xtask, with the table paths made absolute.
fn rerun_in_release(opts: &Options) -> ExitCode {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut forwarded: Vec<String> = vec!["--ruleset".into(), opts.ruleset.clone()];
    for f in &opts.files {
        let abs = std::fs::canonicalize(f).unwrap_or_else(|_| f.clone());
        forwarded.push("--file".into());
        forwarded.push(abs.to_string_lossy().to_string());
    }
    if let Some(e) = &opts.engine {
        forwarded.push("--engine".into());
        forwarded.push(e.clone());
    }
    if let Some(n) = opts.max_nodes {
        forwarded.push("--max-nodes".into());
        forwarded.push(n.to_string());
    }
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    eprintln!("cargo xtask perft: building and running in release (use --in-this-build to skip)");
    let status = Command::new(cargo)
        .current_dir(root)
        .env(RELEASE_MARK, "1")
        .args([
            "run",
            "--release",
            "--quiet",
            "--package",
            "xtask",
            "--",
            "perft",
        ])
        .args(&forwarded)
        .status();
    match status {
        Ok(s) => match s.code() {
            Some(0) => ExitCode::SUCCESS,
            Some(1) => ExitCode::from(1),
            _ => ExitCode::from(2),
        },
        Err(e) => {
            eprintln!("cargo xtask perft: could not start the release build: {e}");
            ExitCode::from(2)
        }
    }
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
        assert!(!o.in_this_build);
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
