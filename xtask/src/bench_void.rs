//! The Void Chess part of `cargo xtask bench`: void-bitboard's perft (every leaf played, and with the last
//! ply counted in bulk) beside the oracle's, on the same positions in the same run.
//!
//! Times are the CPU time of the measuring thread where the system reports it (`CLOCK_THREAD_CPUTIME_ID`),
//! so that other processes on a shared machine change them little; wall-clock time elsewhere.

use oracle::core::Rules;
use oracle::void_chess::VoidChess;
use std::time::Instant;
use void_bitboard::perft::{perft, perft_bulk};
use void_bitboard::Position;

/// (name, position, depth, quick depth)
const POSITIONS: &[(&str, &str, u32, u32)] = &[
    ("start", "startpos", 5, 4),
    // scenarios/void-chess/game-opening-captures.yaml, after its twelve moves: both Ministers out, two voids.
    (
        "opening",
        "rnb1kb1mr/ppp1ppppp/6n2/9/9/2B6/2N6/PPP2PPPP/R1B1K1MNR w KQkq - 4 7 9/9/9/9/4v4/3v5/9/9/9",
        4,
        3,
    ),
];

/// The targets: void-bitboard's nodes/s at least this many times the oracle's.
const FULL_TARGET: f64 = 10.0;
const BULK_TARGET: f64 = 30.0;

/// The CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`: exact to the nanosecond for the running
/// thread, where `/proc/thread-self/schedstat` only moves at the scheduler's ticks and reads zero for a run
/// shorter than one).
fn thread_cpu_seconds() -> Option<f64> {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to write into.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    (rc == 0).then(|| t.tv_sec as f64 + t.tv_nsec as f64 / 1e9)
}

/// Runs `f`, returning its result and the seconds it took (thread CPU time where available).
pub(crate) fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let (cpu, wall) = (thread_cpu_seconds(), Instant::now());
    let out = f();
    let secs = match (cpu, thread_cpu_seconds()) {
        (Some(a), Some(b)) => b - a,
        _ => wall.elapsed().as_secs_f64(),
    };
    (out, secs.max(1e-9))
}

/// Prints the table; false when a count differs or a target is missed.
pub fn run(quick: bool) -> bool {
    println!("\nVoid Chess perft, void-bitboard beside the oracle (nodes/s of thread CPU time):");
    println!(
        "{:<8} {:>5} {:>10} {:>12} {:>12} {:>12} {:>12} {:>7} {:>7} {:>7}",
        "position",
        "depth",
        "nodes",
        "oracle",
        "oracle perft",
        "vb full",
        "vb bulk",
        "full x",
        "bulk x",
        "bulk/p"
    );
    let mut ok = true;
    let interp = <VoidChess as Rules>::Interpretation::default();
    let mut totals = [0f64; 4];
    let mut total_nodes = 0u64;
    for &(name, text, depth, quick_depth) in POSITIONS {
        let depth = if quick { quick_depth } else { depth };
        let (Ok(ours), Ok(theirs)) = (
            Position::parse(text),
            VoidChess.parse_position(
                if text == "startpos" {
                    void_bitboard::position::START
                } else {
                    text
                },
                &interp,
            ),
        ) else {
            eprintln!("cargo xtask bench: cannot read the Void Chess position {name}");
            return false;
        };
        let (n_full_oracle, s_full_oracle) =
            timed(|| crate::bench::oracle_perft(&VoidChess, &theirs, depth, &interp));
        let (n_oracle, s_oracle) = timed(|| VoidChess.perft(&theirs, depth, &interp));
        let (n_full, s_full) = timed(|| perft(&ours, depth));
        let (n_bulk, s_bulk) = timed(|| perft_bulk(&ours, depth));
        if [n_oracle, n_full, n_bulk]
            .iter()
            .any(|n| *n != n_full_oracle)
        {
            eprintln!(
                "cargo xtask bench: Void Chess {name} depth {depth}: the oracle counts {n_full_oracle} \
                 (its perft {n_oracle}), void-bitboard {n_full} (bulk {n_bulk})"
            );
            ok = false;
        }
        let n = n_full_oracle as f64;
        println!(
            "{name:<8} {depth:>5} {n_full_oracle:>10} {:>12.0} {:>12.0} {:>12.0} {:>12.0} {:>7.1} {:>7.1} {:>7.1}",
            n / s_full_oracle,
            n / s_oracle,
            n / s_full,
            n / s_bulk,
            s_full_oracle / s_full,
            s_full_oracle / s_bulk,
            s_oracle / s_bulk
        );
        total_nodes += n_full_oracle;
        for (t, s) in totals
            .iter_mut()
            .zip([s_full_oracle, s_oracle, s_full, s_bulk])
        {
            *t += s;
        }
    }
    let n = total_nodes as f64;
    let (full_ratio, bulk_ratio) = (totals[0] / totals[2], totals[0] / totals[3]);
    println!(
        "{:<8} {:>5} {total_nodes:>10} {:>12.0} {:>12.0} {:>12.0} {:>12.0} {full_ratio:>7.1} {bulk_ratio:>7.1} {:>7.1}",
        "total",
        "",
        n / totals[0],
        n / totals[1],
        n / totals[2],
        n / totals[3],
        totals[1] / totals[3],
    );
    println!(
        "(`oracle`: the oracle with every leaf played through its rules, as for FIDE above; `oracle perft`: \
         the oracle's own perft, which generates the last ply without playing it; `full x` and `bulk x`: \
         void-bitboard's nodes/s over the oracle's, targets {FULL_TARGET} and {BULK_TARGET}; `bulk/p`: bulk \
         over the oracle's own perft)"
    );
    if full_ratio < FULL_TARGET || bulk_ratio < BULK_TARGET {
        println!("void-bitboard misses a target");
        ok = false;
    }
    ok
}
