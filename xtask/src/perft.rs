//! `cargo xtask perft --file F [--file G ...] [--max-nodes N] [--ruleset SLUG]`: runs published perft
//! tables (the `.perft` format of python-chess and shakmaty) against the oracle, in a release build, and
//! prints a per-move divide on a mismatch.
//!
//! Exit codes: 0 every count matched; 1 a count differed; 2 the tables or the arguments could not be read.

use oracle::fide::perft_table::parse_perft_table;
use std::path::PathBuf;
use std::process::{Command, ExitCode};
use std::time::Instant;

const USAGE: &str = "\
cargo xtask perft --file F [--file G ...] [--max-nodes N] [--ruleset SLUG] [--engine void-bitboard] [--in-this-build]

  --file F          a .perft table (id / epd / perft <depth> <count> lines); repeatable
  --max-nodes N     skip counts above N (default: run every line)
  --ruleset SLUG    the ruleset the positions belong to (default: fide)
  --engine void-bitboard  (void-chess) count with void-bitboard too, every leaf played and in bulk
  --in-this-build   do not re-run in a release build (debug builds are ~20x slower)
";

/// Set on the release run so that it does not start another one.
const RELEASE_MARK: &str = "XTASK_PERFT_RELEASE";

#[derive(Debug)]
struct Options {
    files: Vec<PathBuf>,
    max_nodes: Option<u64>,
    ruleset: String,
    in_this_build: bool,
    void_bitboard: bool,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        files: Vec::new(),
        max_nodes: None,
        ruleset: "fide".to_string(),
        in_this_build: false,
        void_bitboard: false,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} needs a value"))
        };
        match a.as_str() {
            "--file" => o.files.push(PathBuf::from(value("--file")?)),
            "--max-nodes" => {
                let v = value("--max-nodes")?;
                o.max_nodes = Some(
                    v.replace('_', "")
                        .parse()
                        .map_err(|_| format!("--max-nodes `{v}` is not a number"))?,
                );
            }
            "--ruleset" => o.ruleset = value("--ruleset")?,
            "--in-this-build" => o.in_this_build = true,
            "--engine" => match value("--engine")?.as_str() {
                "void-bitboard" => o.void_bitboard = true,
                other => {
                    return Err(format!(
                        "--engine `{other}`: the one engine is void-bitboard"
                    ))
                }
            },
            "-h" | "--help" => return Err(String::new()),
            other => return Err(format!("unknown argument `{other}`")),
        }
    }
    if o.files.is_empty() {
        return Err("give at least one --file".to_string());
    }
    if o.void_bitboard && o.ruleset != "void-chess" {
        return Err("--engine void-bitboard needs --ruleset void-chess".to_string());
    }
    Ok(o)
}

pub fn run(args: &[String]) -> ExitCode {
    let opts = match parse(args) {
        Ok(o) => o,
        Err(e) => {
            if !e.is_empty() {
                eprintln!("cargo xtask perft: {e}\n");
            }
            eprint!("{USAGE}");
            return ExitCode::from(if e.is_empty() { 0 } else { 2 });
        }
    };
    if cfg!(debug_assertions) && !opts.in_this_build && std::env::var_os(RELEASE_MARK).is_none() {
        return rerun_in_release(args);
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
                let engine = opts
                    .void_bitboard
                    .then(|| void_bitboard_counts(&case.epd, depth));
                let engine_agrees = match &engine {
                    None => true,
                    Some(Ok((full, bulk))) => *full == expected && *bulk == expected,
                    Some(Err(_)) => false,
                };
                if let Some(e) = &engine {
                    match e {
                        Ok((full, bulk)) => println!(
                            "  {:<36} perft {depth}: void-bitboard {full} (bulk {bulk})",
                            case.id
                        ),
                        Err(e) => println!("  {:<36} void-bitboard: {e}", case.id),
                    }
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
fn rerun_in_release(args: &[String]) -> ExitCode {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut forwarded: Vec<String> = Vec::new();
    let mut it = args.iter();
    while let Some(a) = it.next() {
        forwarded.push(a.clone());
        if a == "--file" {
            if let Some(f) = it.next() {
                let p = PathBuf::from(f);
                let abs = std::fs::canonicalize(&p).unwrap_or(p);
                forwarded.push(abs.to_string_lossy().to_string());
            }
        }
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

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn options_are_read_and_mistakes_named() {
        let o = parse(&args(&[
            "--file",
            "a.perft",
            "--file",
            "b.perft",
            "--max-nodes",
            "1_000",
        ]))
        .unwrap();
        assert_eq!(o.files.len(), 2);
        assert_eq!(o.max_nodes, Some(1000));
        assert_eq!(o.ruleset, "fide");
        assert!(!o.in_this_build);
        assert!(parse(&args(&[])).unwrap_err().contains("--file"));
        assert!(parse(&args(&["--file"]))
            .unwrap_err()
            .contains("needs a value"));
        assert!(parse(&args(&["--file", "a", "--max-nodes", "x"]))
            .unwrap_err()
            .contains("not a number"));
        assert!(parse(&args(&["--frobnicate"]))
            .unwrap_err()
            .contains("unknown argument"));
    }
}
