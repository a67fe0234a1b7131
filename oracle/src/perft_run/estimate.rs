//! What the first depths say about a deeper count: [`estimate`] counts depths 1, 2, ... while the next one
//! is expected to take a moment, then extrapolates with the branching factor of the last two:
//! `n(d) ~ n(k) * (n(k) / n(k-1))^(d-k)`, and the time with the nodes per second measured.

use crate::core::AnyGame;
use std::time::{Duration, Instant};

/// What the first depths say about a deeper count.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    /// The depth asked for.
    pub depth: u32,
    /// The estimated leaf count at that depth (exact when the depth was counted outright).
    pub nodes: f64,
    /// The branching factor used (leaves per node from one depth to the next).
    pub branching: f64,
    /// Leaves counted per second while estimating (one thread).
    pub nodes_per_second: f64,
    /// Whether `nodes` is the exact count (the depth itself was small enough to count).
    pub exact: bool,
    /// The depths counted to make the estimate (1 to this).
    pub counted_to: u32,
    /// The leaf count at `counted_to`.
    pub counted_nodes: u64,
}

impl Estimate {
    /// The estimated time of the whole count on one thread.
    pub fn seconds(&self) -> f64 {
        if self.exact {
            0.0
        } else {
            self.nodes / self.nodes_per_second.max(1.0)
        }
    }

    /// The estimated time of the whole count on `threads` threads: the one-thread time shared among them,
    /// as far as the machine has cores for them.
    pub fn seconds_on(&self, threads: usize) -> f64 {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        self.seconds() / threads.clamp(1, cores.max(1)) as f64
    }

    /// The deepest depth whose count, by the estimate, a 64-bit counter holds (`u32::MAX` when the tree
    /// does not grow).
    pub fn deepest_countable(&self) -> u32 {
        if self.branching <= 1.0 || self.counted_nodes == 0 {
            return u32::MAX;
        }
        let room = (u64::MAX as f64).ln() - (self.counted_nodes as f64).ln();
        let more = (room / self.branching.ln()).floor().max(0.0);
        self.counted_to
            .saturating_add(more.min(u32::MAX as f64) as u32)
    }

    /// Whether the count asked for can be made at all: not when, by the estimate, it is more than a 64-bit
    /// counter holds (the estimate itself says nothing of such depths: a branching factor measured over a
    /// few plies raised to a power far past them). The error says the deepest depth that can.
    pub fn countable(&self) -> Result<(), String> {
        if self.exact || self.depth <= self.deepest_countable() {
            return Ok(());
        }
        Err(format!(
            "perft {}: about {} nodes by the estimate (depths 1-{} counted, branching {:.1}), more than a \
             count can hold ({}); the deepest depth the estimate allows here is {}",
            self.depth,
            super::short_number(self.nodes),
            self.counted_to,
            self.branching,
            super::short_number(u64::MAX as f64),
            self.deepest_countable()
        ))
    }
}

/// Counts depths 1, 2, ... of `game` while the next one is expected to take under `budget`, then
/// extrapolates to `depth`.
pub fn estimate(game: &dyn AnyGame, depth: u32, budget: Duration) -> Estimate {
    let (mut prev, mut last, mut secs, mut k) = (1u64, 1u64, 0f64, 0u32);
    while k < depth {
        let branching = if prev == 0 {
            0.0
        } else {
            last as f64 / prev as f64
        };
        if k >= 2 && secs * branching.max(1.0) > budget.as_secs_f64() {
            break;
        }
        let t = Instant::now();
        let n = game.perft(k + 1);
        secs = t.elapsed().as_secs_f64();
        prev = last;
        last = n;
        k += 1;
        if n == 0 {
            break;
        }
    }
    let branching = if prev == 0 {
        0.0
    } else {
        last as f64 / prev as f64
    };
    let exact = k == depth || last == 0;
    let nodes = if exact {
        last as f64
    } else {
        last as f64 * branching.powi((depth - k) as i32)
    };
    Estimate {
        depth,
        nodes,
        branching,
        nodes_per_second: if secs > 0.0 {
            last as f64 / secs
        } else {
            f64::INFINITY
        },
        exact,
        counted_to: k,
        counted_nodes: last,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perft_run::tests::fide;

    #[test]
    fn a_small_depth_is_counted_exactly() {
        // The published FIDE counts: 20, 400, 8902.
        let e = estimate(fide().as_ref(), 3, Duration::from_secs(3600));
        assert!(e.exact);
        assert_eq!(e.nodes, 8902.0);
        assert_eq!(e.seconds_on(4), 0.0);
    }

    /// `oracle perft --depth 99` printed a 130-digit estimate and offered `--yes`: a count that no 64-bit
    /// counter holds is refused, with the deepest depth that is not.
    #[test]
    fn a_depth_past_what_a_count_holds_is_refused() {
        let e = estimate(fide().as_ref(), 99, Duration::ZERO);
        let err = e.countable().unwrap_err();
        // Depths 1 and 2 counted (20, 400): 400 * 20^12 = 1.6e18 fits in 1.8e19, 400 * 20^13 does not.
        assert_eq!(e.deepest_countable(), 14);
        assert!(err.contains("perft 99") && err.contains("is 14"), "{err}");
        assert!(err.contains("6.3e128"), "{err}");
        assert!(estimate(fide().as_ref(), 14, Duration::ZERO)
            .countable()
            .is_ok());
        assert!(estimate(fide().as_ref(), 15, Duration::ZERO)
            .countable()
            .is_err());
        assert!(estimate(fide().as_ref(), 3, Duration::ZERO)
            .countable()
            .is_ok());
    }

    #[test]
    fn a_deep_count_is_extrapolated_from_the_branching() {
        let e = estimate(fide().as_ref(), 8, Duration::ZERO);
        assert!(!e.exact);
        // Depths 1 and 2 counted (20, 400): branching 20, so 400 * 20^6.
        assert_eq!(e.branching, 20.0);
        assert_eq!(e.nodes, 400.0 * 20f64.powi(6));
        // More threads never make the estimate longer, and one thread is the plain estimate.
        assert_eq!(e.seconds_on(1), e.seconds());
        assert!(e.seconds_on(2) <= e.seconds());
    }
}
