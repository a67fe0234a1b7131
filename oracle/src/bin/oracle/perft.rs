//! `oracle perft`: the estimate first when the count is long, progress every second, a clean stop on
//! Ctrl-C with the root moves finished so far.

use oracle::core::AnyGame;
use oracle::perft_run::{self, short_duration, short_number};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Set by Ctrl-C during `oracle perft`.
static STOP: AtomicBool = AtomicBool::new(false);

/// The options of `oracle perft` besides the position and the depth.
pub struct PerftHow {
    pub divide: bool,
    pub yes: bool,
    pub threads: usize,
}

/// `oracle perft`: counts at once when the estimate is short; otherwise says the estimate first, reports
/// progress on standard error every second, and stops on Ctrl-C with the root moves finished so far.
pub fn perft_command(g: &dyn AnyGame, depth: u32, how: PerftHow, out: &mut String) -> ExitCode {
    // Ctrl-C from here on stops the count at its next subtree instead of killing the process.
    let _ = ctrlc::set_handler(|| STOP.store(true, Ordering::Relaxed));
    let estimate = perft_run::estimate(g, depth, Duration::from_millis(500));
    if let Err(e) = estimate.countable() {
        eprintln!("oracle: {e}");
        return ExitCode::from(2);
    }
    let seconds = estimate.seconds_on(how.threads);
    let mut nps = short_number(estimate.nodes_per_second);
    if how.threads > 1 {
        nps = format!("{nps} nodes/s a thread on {} threads", how.threads);
    } else {
        nps.push_str(" nodes/s");
    }
    if !estimate.exact {
        let says = format!(
            "perft {depth}: about {} nodes (depths 1-{} counted, branching {:.1}), about {} at {nps}",
            short_number(estimate.nodes),
            estimate.counted_to,
            estimate.branching,
            short_duration(seconds)
        );
        if seconds > 3600.0 && !how.yes {
            eprintln!("{says}.\nThat is over an hour: give --yes to count it anyway (Ctrl-C stops it with the partial divide).");
            return ExitCode::from(2);
        }
        if seconds > 2.0 {
            eprintln!("{says}; progress every second, Ctrl-C stops with the partial divide");
        }
    }
    let long = !estimate.exact && seconds > 2.0;
    let total_estimate = estimate.nodes;
    let mut report = |p: &perft_run::Progress| {
        if !long {
            return;
        }
        // The estimate of the total from the branching so far: the finished root moves' mean, when any.
        let total = p.total_estimate().unwrap_or(total_estimate);
        let left = (total - p.nodes as f64).max(0.0) / p.nodes_per_second().max(1.0);
        eprintln!(
            "perft {depth}: {}/{} root moves, {} nodes, {} nodes/s, total about {}, about {} left",
            p.root_moves_done,
            p.root_moves,
            short_number(p.nodes as f64),
            short_number(p.nodes_per_second()),
            short_number(total),
            short_duration(left)
        );
    };
    let outcome = perft_run::run(
        g,
        depth,
        &estimate,
        how.threads,
        &STOP,
        Duration::from_secs(1),
        &mut report,
    );
    if how.divide || outcome.stopped {
        for (m, n) in &outcome.divide {
            out.push_str(&format!("{m}: {n}\n"));
        }
        for (m, n) in &outcome.incomplete {
            out.push_str(&format!("{m}: {n} (incomplete)\n"));
        }
        out.push('\n');
    }
    if outcome.stopped {
        out.push_str(&format!(
            "Interrupted: {} nodes counted, {} of {} root moves complete\n",
            outcome.nodes(),
            outcome.divide.len(),
            g.legal_moves().len()
        ));
        return ExitCode::from(130);
    }
    let total = if depth == 0 { 1 } else { outcome.nodes() };
    out.push_str(&format!("Nodes searched: {total}\n"));
    ExitCode::SUCCESS
}
