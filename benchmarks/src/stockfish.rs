//! Stockfish's perft, timed by the CPU time of its process: `go perft N` after `position startpos`
//! counts the last ply in bulk (Stockfish generates the legal moves of a node one ply above the leaves and
//! counts them, playing none).

use super::clock::process_cpu_seconds;
use harness::engines::process::EngineProcess;
use harness::presets::{EngineSpec, PresetKind};
use std::time::Duration;

/// How long one answer may take.
const TIMEOUT: Duration = Duration::from_secs(600);

/// The engine's leaf count of `go perft depth` from the start, and the least CPU time of `runs` runs.
/// `engine` is a preset name (`stockfish`: on PATH or where `STOCKFISH` says) or `uci:COMMAND`.
pub fn perft(engine: &str, depth: u32, runs: usize) -> Result<(u64, f64), String> {
    let argv = match crate::catalog::catalog().spec(engine)? {
        EngineSpec::Uci(argv) => argv,
        EngineSpec::Preset(p, argv) if p.kind == PresetKind::Uci => argv,
        _ => return Err(format!("`{engine}` is not a UCI engine")),
    };
    let mut process = EngineProcess::new(argv);
    process.ensure_started()?;
    let said = |what: &'static str| move |e| format!("`{engine}` failed {what}: {e:?}");
    process
        .exchange("uci\n", TIMEOUT, |l| l == "uciok")
        .map_err(said("the UCI handshake"))?;
    let pid = process.pid().ok_or("the engine is not running")?;
    let mut best = f64::INFINITY;
    let mut nodes = 0;
    for _ in 0..runs {
        process
            .exchange("position startpos\nisready\n", TIMEOUT, |l| l == "readyok")
            .map_err(said("`isready`"))?;
        let before = process_cpu_seconds(pid).ok_or("no CPU-time clock for the engine")?;
        let lines = process
            .exchange(&format!("go perft {depth}\n"), TIMEOUT, |l| {
                l.starts_with("Nodes searched:")
            })
            .map_err(said("`go perft`"))?;
        let after = process_cpu_seconds(pid).ok_or("no CPU-time clock for the engine")?;
        let last = lines.last().map(String::as_str).unwrap_or_default();
        nodes = last
            .trim_start_matches("Nodes searched:")
            .trim()
            .parse()
            .map_err(|_| format!("`{engine}` answered `{last}` to `go perft {depth}`"))?;
        best = best.min(after - before);
    }
    let _ = process.send("quit\n");
    Ok((nodes, best.max(1e-9)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A UCI engine written in the shell: it answers the handshake and every `go perft` with `nodes`.
    fn scripted(nodes: &str) -> String {
        format!(
            "uci:sh -c 'while read l; do case \"$l\" in uci) echo uciok;; isready) echo readyok;; \
             go*) echo \"a2a3: 1\"; echo; echo \"Nodes searched: {nodes}\";; quit) exit;; esac; done'"
        )
    }

    #[test]
    fn the_count_and_the_engines_cpu_time_are_read() {
        let (nodes, seconds) = perft(&scripted("20"), 1, 2).expect("the scripted engine answers");
        assert_eq!(nodes, 20);
        assert!(seconds > 0.0 && seconds < 60.0, "{seconds}");
    }

    #[test]
    fn a_count_that_is_no_number_or_an_engine_that_cannot_start_is_an_error() {
        let e = perft(&scripted("many"), 1, 1).unwrap_err();
        assert!(e.contains("Nodes searched: many"), "{e}");
        let e = perft("uci:/nonexistent/stockfish", 1, 1).unwrap_err();
        assert!(e.contains("cannot start"), "{e}");
    }
}
