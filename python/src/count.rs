//! Perft from Python: `oracle::perft_run` counts by root move without the interpreter held, the root
//! moves shared among threads, and stops at the next subtree when Ctrl-C reaches Python.

use oracle::core::AnyGame;
use oracle::perft_run::{estimate, run};
use pyo3::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Perft `depth` (at least 1) of `game` split by root move, sorted by move text.
pub fn divide(
    py: Python<'_>,
    game: Box<dyn AnyGame>,
    depth: u32,
    threads: usize,
) -> PyResult<Vec<(String, u64)>> {
    if depth == 0 {
        return Ok(Vec::new());
    }
    let stop = AtomicBool::new(false);
    let mut interrupted: Option<PyErr> = None;
    let (stop_ref, interrupted_ref) = (&stop, &mut interrupted);
    let outcome = py.detach(move || {
        let estimate = estimate(&*game, depth, Duration::from_millis(20));
        run(
            &*game,
            depth,
            &estimate,
            threads.max(1),
            stop_ref,
            Duration::from_millis(100),
            &mut |_| {
                if let Err(e) = Python::attach(|py| py.check_signals()) {
                    *interrupted_ref = Some(e);
                    stop_ref.store(true, Ordering::Relaxed);
                }
            },
        )
    });
    match interrupted {
        Some(e) => Err(e),
        None => Ok(outcome.divide),
    }
}
