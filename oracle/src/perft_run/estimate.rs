//! What the first depths say about a deeper count: [`estimate`] counts depths 1, 2, ... while the next one
//! is expected to take a moment, then extrapolates with the branching factor of the last two,
//! `b = n(k) / n(k-1)`, grown by `g` a ply: `n(d) ~ n(k) * b*g * b*g^2 * ... * b*g^(d-k)`, and the time
//! with the nodes per second measured. The branching grows as the pieces come out (Void Chess from the
//! start: 22, 22, 25.3, 25.2, 29.3, 29.2, 33.8), by about the same factor every two plies, so `g` is
//! measured over the last two pairs of plies: `g = sqrt(b / (n(k-2) / n(k-3)))`, 1 when fewer depths were
//! counted or the branching does not grow.

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
    /// How much the branching grows a ply past the depths counted (at least 1).
    pub growth: f64,
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
        if (self.branching <= 1.0 && self.growth <= 1.0) || self.counted_nodes == 0 {
            return u32::MAX;
        }
        let room = (u64::MAX as f64).ln() - (self.counted_nodes as f64).ln();
        // The most plies m past the count with m ln b + m(m+1)/2 ln g within the room.
        let (ln_b, ln_g) = (self.branching.ln(), self.growth.ln());
        let more = if ln_g <= 0.0 {
            room / ln_b
        } else {
            let (a, b) = (ln_g / 2.0, ln_b + ln_g / 2.0);
            (-b + (b * b + 4.0 * a * room).sqrt()) / (2.0 * a)
        };
        let more = more.floor().max(0.0);
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
    // The leaf count of each depth counted, from depth 0 (the root alone).
    let mut counts = vec![1u64];
    let mut secs = 0f64;
    while counts.len() <= depth as usize {
        let k = counts.len() - 1;
        if k >= 2 && secs * last_branching(&counts).max(1.0) > budget.as_secs_f64() {
            break;
        }
        let t = Instant::now();
        let n = game.perft(k as u32 + 1);
        secs = t.elapsed().as_secs_f64();
        counts.push(n);
        if n == 0 {
            break;
        }
    }
    extrapolate(&counts, depth, secs)
}

/// The leaves per node from the last depth of `counts` but one to the last (1 with the root alone).
fn last_branching(counts: &[u64]) -> f64 {
    match counts {
        [.., 0, _] => 0.0,
        [.., prev, last] => *last as f64 / *prev as f64,
        _ => 1.0,
    }
}

/// The estimate of `depth` from `counts`, the leaf counts of depths 0 (the root: 1) to the deepest counted,
/// that one counted in `secs`.
fn extrapolate(counts: &[u64], depth: u32, secs: f64) -> Estimate {
    let k = counts.len() - 1;
    let last = counts[k];
    let branching = last_branching(counts);
    let growth = if k >= 3 && last > 0 {
        (branching / last_branching(&counts[..k - 1]))
            .sqrt()
            .max(1.0)
    } else {
        1.0
    };
    let exact = k == depth as usize || last == 0;
    let nodes = if exact {
        last as f64
    } else {
        let m = (depth as usize - k) as i32;
        last as f64 * branching.powi(m) * growth.powi(m * (m + 1) / 2)
    };
    Estimate {
        depth,
        nodes,
        branching,
        growth,
        nodes_per_second: if secs > 0.0 {
            last as f64 / secs
        } else {
            f64::INFINITY
        },
        exact,
        counted_to: k as u32,
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

    /// The branching grows with the depth: Void Chess counted to depth 4 from the start (22, 484, 12230,
    /// 308655) said about 5.0 G leaves at depth 7 by the last ratio alone, where void-bitboard counts
    /// 8 929 459 726 (tests/perft/void-chess.perft); with the branching's growth the estimate is near.
    #[test]
    fn a_growing_branching_is_extrapolated_with_its_growth() {
        let near = |counts: &[u64], depth: u32, truth: f64| {
            let e = extrapolate(counts, depth, 1.0);
            assert!(!e.exact && e.growth > 1.0, "{e:?}");
            assert!(
                (e.nodes / truth - 1.0).abs() < 0.2,
                "{} for {truth}",
                e.nodes
            );
        };
        let void_chess = [1, 22, 484, 12230, 308655, 9039914];
        near(&void_chess[..5], 7, 8_929_459_726.0);
        near(&void_chess, 7, 8_929_459_726.0);
        near(&void_chess, 8, 300_468_470_356.0);
        // FIDE, the published counts: depth 7 is 3 195 901 860.
        near(&[1, 20, 400, 8902, 197281], 7, 3_195_901_860.0);
        // A growing estimate reaches a 64-bit counter's end sooner, and says where.
        let e = extrapolate(&void_chess, 99, 1.0);
        let grown = e.deepest_countable();
        assert!(grown < Estimate { growth: 1.0, ..e }.deepest_countable());
        assert!(extrapolate(&void_chess, grown, 1.0).nodes <= u64::MAX as f64);
        assert!(extrapolate(&void_chess, grown + 1, 1.0).nodes > u64::MAX as f64);
    }
}
