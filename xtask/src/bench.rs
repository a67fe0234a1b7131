//! `cargo xtask bench`: the oracle's FIDE move generation beside shakmaty's (perft with every leaf move
//! played, no bulk counting), and the differential tester's throughput against Stockfish.
//!
//! Also `oracle serve` asked about one game ply by ply, with its kept games against replaying every request,
//! and `oracle web` under the load of 50 clients at once (bench_web.rs).
//!
//! Timings only mean something in an optimised build: run from a debug build, the command rebuilds itself
//! with `--release` and runs that (see release.rs).

use crate::diff::{self, cli::execute};
use oracle::core::Rules;
use oracle::fide::Fide;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};
use std::process::ExitCode;
use std::time::Instant;

/// The options of `cargo xtask bench`.
#[derive(clap::Args, Debug, Clone)]
pub struct Options {
    /// Smaller perft depths and a shorter diff (a quick look, less precise).
    #[arg(long)]
    quick: bool,
    /// The UCI engine for the throughput run.
    #[arg(long, default_value = "stockfish")]
    engine: String,
    /// Games in the throughput run.
    #[arg(long, default_value_t = 300)]
    games: u64,
}

/// (name, FEN, depth, published leaf count, quick depth, its count)
const POSITIONS: &[(&str, &str, u32, u64, u32, u64)] = &[
    (
        "start",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        5,
        4_865_609,
        4,
        197_281,
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
        4_085_603,
        3,
        97_862,
    ),
];

/// Perft through the `Rules` face with every move played, the leaves included.
pub(crate) fn oracle_perft<R: Rules>(
    rules: &R,
    pos: &R::Position,
    depth: u32,
    i: &R::Interpretation,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    rules
        .legal_moves(pos, i)
        .iter()
        .map(|m| oracle_perft(rules, &rules.play(pos, m, i), depth - 1, i))
        .sum()
}

/// shakmaty's perft with every move played, the leaves included.
fn shakmaty_perft(pos: &Chess, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut next = pos.clone();
            next.play_unchecked(*m);
            shakmaty_perft(&next, depth - 1)
        })
        .sum()
}

/// `oracle serve` asked about one game ply by ply, as an engine under test is: a Void Chess game of
/// `plies` plies (the first random game that long), each request naming the whole history. Two request
/// streams: the one `cargo xtask diff` sends (`moves`, `status`, `play` at every ply) and `moves` alone.
/// Prints the time with the server's kept games against replaying every request from the start (what
/// `handle_line` alone does), and returns the ratio of the tester's stream.
fn serve_cache_ratio(plies: usize) -> Result<f64, String> {
    let ruleset = oracle::ruleset("void-chess").map_err(|e| e.to_string())?;
    let mut longest: Vec<String> = Vec::new();
    for seed in 0..500u64 {
        let mut rng = conformance::fuzz_bodies::invariants::Picker::from_seed(seed);
        let mut left = plies;
        let game = conformance::fuzz_bodies::playout::walk(ruleset, &[], &mut |n| {
            left = left.checked_sub(1)?;
            Some(rng.below(n))
        })?;
        if game.moves().len() > longest.len() {
            longest = game.moves().to_vec();
        }
        if longest.len() >= plies {
            break;
        }
    }
    let stream = |ops: &[&str]| -> Vec<String> {
        (0..=longest.len())
            .flat_map(|k| ops.iter().map(move |op| (k, op)))
            .map(|(k, op)| {
                serde_json::json!({"id": k, "op": op, "ruleset": "void-chess", "start": "startpos",
                    "moves": &longest[..k]})
                .to_string()
            })
            .collect()
    };
    println!(
        "\noracle serve, a {}-ply void-chess game asked ply by ply \
         (CPU time, best of 7; replaying every request against the kept games):",
        longest.len()
    );
    let tester = serve_stream_ratio(&stream(&["moves", "status", "play"]))?;
    println!(
        "  as `cargo xtask diff` asks (moves, status, play at every ply): {tester} (target: at least 20x)"
    );
    let moves_only = serve_stream_ratio(&stream(&["moves"]))?;
    println!("  `moves` alone at every ply:                                   {moves_only}");
    Ok(tester.ratio)
}

/// The times of one request stream, replayed request by request and served with kept games.
struct ServeTimes {
    requests: usize,
    replaying: f64,
    cached: f64,
    ratio: f64,
}

impl std::fmt::Display for ServeTimes {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "{} requests, {:.4} s against {:.4} s: {:.1}x",
            self.requests, self.replaying, self.cached, self.ratio
        )
    }
}

fn serve_stream_ratio(lines: &[String]) -> Result<ServeTimes, String> {
    // Thread CPU time, the best of seven runs each: on a shared machine a run of a few milliseconds is
    // otherwise measured with whatever else the machine did meanwhile.
    let mut replaying = f64::INFINITY;
    let mut cached = f64::INFINITY;
    let mut replayed: Vec<String> = Vec::new();
    let mut out = Vec::new();
    let input = lines.join("\n") + "\n";
    for _ in 0..7 {
        let (r, secs) = crate::bench_void::timed(|| {
            lines
                .iter()
                .map(|l| oracle::serve::handle_line(l))
                .collect::<Vec<String>>()
        });
        replayed = r;
        replaying = replaying.min(secs);
        out.clear();
        let (served, secs) =
            crate::bench_void::timed(|| oracle::serve::serve(input.as_bytes(), &mut out));
        served.map_err(|e| e.to_string())?;
        cached = cached.min(secs);
    }
    let cached_replies: Vec<&str> = std::str::from_utf8(&out)
        .map_err(|e| e.to_string())?
        .lines()
        .collect();
    if cached_replies != replayed {
        return Err("oracle serve: the kept games gave other answers than replaying".into());
    }
    if let Some(error) = replayed.iter().find(|r| r.contains("\"error\"")) {
        return Err(format!(
            "oracle serve: a request of the benchmark failed: {error}"
        ));
    }
    Ok(ServeTimes {
        requests: lines.len(),
        replaying,
        cached,
        ratio: replaying / cached.max(1e-9),
    })
}

pub fn run(o: &Options) -> ExitCode {
    let mut failed = false;

    println!("perft, every leaf move played (no bulk counting):");
    println!(
        "{:<10} {:>5} {:>10} {:>14} {:>14} {:>8}",
        "position", "depth", "nodes", "oracle n/s", "shakmaty n/s", "ratio"
    );
    let (mut oracle_nodes, mut oracle_secs, mut shak_nodes, mut shak_secs) =
        (0u64, 0f64, 0u64, 0f64);
    for &(name, fen, depth, count, quick_depth, quick_count) in POSITIONS {
        let (depth, count) = if o.quick {
            (quick_depth, quick_count)
        } else {
            (depth, count)
        };
        let interp = <Fide as Rules>::Interpretation::default();
        let pos = match Fide.parse_position(fen, &interp) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("cargo xtask bench: the oracle cannot read {name}: {e}");
                return ExitCode::from(2);
            }
        };
        let t = Instant::now();
        let n_oracle = oracle_perft(&Fide, &pos, depth, &interp);
        let s_oracle = t.elapsed().as_secs_f64();

        let chess: Chess = match fen.parse::<Fen>().map_err(|e| e.to_string()).and_then(|f| {
            f.into_position(CastlingMode::Standard)
                .map_err(|e| e.to_string())
        }) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("cargo xtask bench: shakmaty cannot read {name}: {e}");
                return ExitCode::from(2);
            }
        };
        let t = Instant::now();
        let n_shak = shakmaty_perft(&chess, depth);
        let s_shak = t.elapsed().as_secs_f64();
        if n_oracle != count || n_shak != count {
            eprintln!(
                "cargo xtask bench: {name} depth {depth}: published {count}, oracle {n_oracle}, shakmaty {n_shak}"
            );
            failed = true;
        }
        let (ro, rs) = (n_oracle as f64 / s_oracle, n_shak as f64 / s_shak);
        println!(
            "{name:<10} {depth:>5} {n_oracle:>10} {ro:>14.0} {rs:>14.0} {:>8}",
            format!("1/{:.1}", rs / ro)
        );
        oracle_nodes += n_oracle;
        oracle_secs += s_oracle;
        shak_nodes += n_shak;
        shak_secs += s_shak;
    }
    let (ro, rs) = (
        oracle_nodes as f64 / oracle_secs,
        shak_nodes as f64 / shak_secs,
    );
    println!(
        "{:<10} {:>5} {oracle_nodes:>10} {ro:>14.0} {rs:>14.0} {:>8}   (target: the oracle at least 1/10 of shakmaty)",
        "total",
        "",
        format!("1/{:.1}", rs / ro)
    );

    match serve_cache_ratio(200) {
        Ok(ratio) if ratio >= 20.0 => {}
        Ok(_) => failed = true,
        Err(e) => {
            eprintln!("cargo xtask bench: {e}");
            failed = true;
        }
    }
    if !crate::bench_void::run(o.quick) {
        failed = true;
    }
    if !crate::bench_web::run() {
        failed = true;
    }

    let games = if o.quick { o.games.min(50) } else { o.games };
    println!(
        "\ndiff throughput against {} ({games} games, 1 job: one engine process):",
        o.engine
    );
    let diff_args = [
        "diff",
        "--ruleset",
        "fide",
        "--engine",
        &o.engine,
        "--games",
        &games.to_string(),
        "--seed",
        "1",
        "--jobs",
        "1",
        "--quiet",
    ];
    let options = match diff::Options::try_parse_from(diff_args) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("cargo xtask bench: {e}");
            return ExitCode::from(2);
        }
    };
    let ruleset = match oracle::ruleset("fide") {
        Ok(r) => r,
        Err(e) => {
            eprintln!("cargo xtask bench: {e}");
            return ExitCode::from(2);
        }
    };
    match execute(&options, ruleset) {
        Ok(s) => {
            println!(
                "{} positions compared in {:.1} s: {:.0} positions/s per engine process (target: at least 2,000)",
                s.positions,
                s.seconds,
                s.positions_per_second()
            );
            if s.exit_code() != 0 {
                failed = true;
            }
        }
        Err(e) => {
            eprintln!("cargo xtask bench: the diff could not run: {e}");
            return ExitCode::from(2);
        }
    }
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
