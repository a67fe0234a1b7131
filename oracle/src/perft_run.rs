//! Perft for people: an estimate before a long count, progress while it runs, and a clean stop.
//!
//! [`estimate`] counts the first depths from the position (while each takes a moment) and extrapolates
//! with the branching factor of the last two: `n(d) ~ n(k) * (n(k) / n(k-1))^(d-k)`, and the time with the
//! nodes per second measured. [`run`] then counts by root move, splitting each root move's tree into
//! subtrees small enough to take well under a second, so that progress is reported often and a stop
//! request (Ctrl-C in `oracle perft`) is honoured within a subtree: the root moves finished so far are
//! exact, the one in progress is marked incomplete.

use crate::core::AnyGame;
use std::sync::atomic::{AtomicBool, Ordering};
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
    /// Leaves counted per second while estimating.
    pub nodes_per_second: f64,
    /// Whether `nodes` is the exact count (the depth itself was small enough to count).
    pub exact: bool,
    /// The depths counted to make the estimate (1 to this).
    pub counted_to: u32,
    /// The leaf count at `counted_to`.
    pub counted_nodes: u64,
}

impl Estimate {
    /// The estimated time of the whole count.
    pub fn seconds(&self) -> f64 {
        if self.exact {
            0.0
        } else {
            self.nodes / self.nodes_per_second.max(1.0)
        }
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
            short_number(self.nodes),
            self.counted_to,
            self.branching,
            short_number(u64::MAX as f64),
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

/// Progress of a running count, given to the caller's reporter.
#[derive(Clone, Debug)]
pub struct Progress {
    pub root_moves_done: usize,
    pub root_moves: usize,
    pub nodes: u64,
    pub elapsed: Duration,
}

impl Progress {
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
}

/// The outcome of [`run`]: the divide of the finished root moves (sorted by move text), and, when the count
/// was stopped, the root move in progress with the leaves counted under it so far.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    pub divide: Vec<(String, u64)>,
    pub incomplete: Option<(String, u64)>,
    pub stopped: bool,
}

impl Outcome {
    /// Leaves counted, the incomplete root move included.
    pub fn nodes(&self) -> u64 {
        self.divide.iter().map(|(_, n)| n).sum::<u64>()
            + self.incomplete.as_ref().map_or(0, |(_, n)| *n)
    }
}

struct Counter<'a> {
    stop: &'a AtomicBool,
    nodes: u64,
    unit_depth: u32,
    report: &'a mut dyn FnMut(&Progress),
    progress: Progress,
    started: Instant,
    last_report: Instant,
    every: Duration,
}

impl Counter<'_> {
    /// Leaves `depth` plies below `game`, subtree by subtree; `None` when stopped.
    fn count(&mut self, game: &dyn AnyGame, depth: u32) -> Option<u64> {
        if self.stop.load(Ordering::Relaxed) {
            return None;
        }
        if depth <= self.unit_depth {
            let n = game.perft(depth);
            self.nodes += n;
            self.tick(false);
            return Some(n);
        }
        let mut total = 0;
        for (_, next) in game.successors() {
            total += self.count(next.as_ref(), depth - 1)?;
        }
        Some(total)
    }

    fn tick(&mut self, force: bool) {
        let now = Instant::now();
        if force || now.duration_since(self.last_report) >= self.every {
            self.last_report = now;
            self.progress.nodes = self.nodes;
            self.progress.elapsed = now.duration_since(self.started);
            (self.report)(&self.progress);
        }
    }
}

/// Perft `depth` of `game` by root move, as `AnyGame::divide` gives it (through the same rules: each
/// subtree is a position without history, so history-based endings do not cut the tree), reporting progress at most once per
/// `every` (and when a root move finishes) and stopping at the next subtree once `stop` is set. Subtrees are
/// counted whole to the depth whose estimated time (from `estimate`) is under a tenth of a second.
pub fn run(
    game: &dyn AnyGame,
    depth: u32,
    estimate: &Estimate,
    stop: &AtomicBool,
    every: Duration,
    report: &mut dyn FnMut(&Progress),
) -> Outcome {
    let children = game.successors();
    let mut out = Outcome::default();
    if depth == 0 {
        return out;
    }
    // The deepest subtree whose estimated time is under 0.1 s (at least one ply).
    let b = estimate.branching.max(1.0);
    let unit_seconds = |d: u32| b.powi(d as i32) / estimate.nodes_per_second.max(1.0);
    let mut unit_depth = 1;
    while unit_depth < depth && unit_seconds(unit_depth + 1) < 0.1 {
        unit_depth += 1;
    }
    let started = Instant::now();
    let mut counter = Counter {
        stop,
        nodes: 0,
        unit_depth,
        report,
        progress: Progress {
            root_moves_done: 0,
            root_moves: children.len(),
            nodes: 0,
            elapsed: Duration::ZERO,
        },
        started,
        last_report: started,
        every,
    };
    for (m, next) in children {
        let before = counter.nodes;
        match counter.count(next.as_ref(), depth - 1) {
            Some(n) => {
                out.divide.push((m, n));
                counter.progress.root_moves_done += 1;
                counter.tick(true);
            }
            None => {
                out.incomplete = Some((m, counter.nodes - before));
                out.stopped = true;
                break;
            }
        }
    }
    out.divide.sort();
    out
}

/// `1234567` as `1.2 M`, for progress lines.
pub fn short_number(x: f64) -> String {
    if x >= 1e15 {
        return format!("{x:.1e}");
    }
    for (unit, size) in [("T", 1e12), ("G", 1e9), ("M", 1e6), ("k", 1e3)] {
        if x >= size {
            return format!("{:.1} {unit}", x / size);
        }
    }
    format!("{x:.0}")
}

/// A duration for people: `45 s`, `12 min`, `3.5 h`, `2.1 days`.
pub fn short_duration(seconds: f64) -> String {
    if seconds < 90.0 {
        format!("{seconds:.0} s")
    } else if seconds < 5400.0 {
        format!("{:.0} min", seconds / 60.0)
    } else if seconds < 172_800.0 {
        format!("{:.1} h", seconds / 3600.0)
    } else {
        format!("{:.1} days", seconds / 86400.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fide() -> Box<dyn AnyGame> {
        crate::ruleset("fide")
            .unwrap()
            .new_game("startpos", &[])
            .unwrap()
    }

    #[test]
    fn a_small_depth_is_counted_exactly() {
        // The published FIDE counts: 20, 400, 8902.
        let e = estimate(fide().as_ref(), 3, Duration::from_secs(3600));
        assert!(e.exact);
        assert_eq!(e.nodes, 8902.0);
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
    }

    #[test]
    fn the_divide_sums_to_perft_and_reports_each_root_move() {
        let g = fide();
        let e = estimate(g.as_ref(), 3, Duration::ZERO);
        let stop = AtomicBool::new(false);
        let mut reports = Vec::new();
        let out = run(
            g.as_ref(),
            3,
            &e,
            &stop,
            Duration::from_secs(3600),
            &mut |p| reports.push(p.root_moves_done),
        );
        assert!(!out.stopped);
        assert_eq!(out.divide, g.divide(3));
        assert_eq!(out.nodes(), 8902);
        assert_eq!(reports, (1..=20).collect::<Vec<_>>());
    }

    #[test]
    fn a_stopped_count_keeps_the_finished_root_moves() {
        let g = fide();
        let e = estimate(g.as_ref(), 4, Duration::ZERO);
        let stop = AtomicBool::new(false);
        let out = run(g.as_ref(), 4, &e, &stop, Duration::ZERO, &mut |p| {
            if p.root_moves_done == 2 {
                stop.store(true, Ordering::Relaxed);
            }
        });
        assert!(out.stopped);
        assert_eq!(out.divide.len(), 2);
        let full = g.divide(4);
        for row in &out.divide {
            assert!(full.contains(row), "{row:?}");
        }
        let (m, n) = out.incomplete.clone().expect("the third root move");
        let whole = full.iter().find(|(fm, _)| *fm == m).expect("a root move").1;
        assert!(n < whole);
    }

    #[test]
    fn numbers_and_durations_for_people() {
        assert_eq!(short_number(950.0), "950");
        assert_eq!(short_number(4_865_609.0), "4.9 M");
        assert_eq!(short_duration(30.0), "30 s");
        assert_eq!(short_duration(600.0), "10 min");
        assert_eq!(short_duration(7200.0), "2.0 h");
        assert_eq!(short_duration(3.0 * 86400.0), "3.0 days");
    }
}
