//! Perft for people: an estimate before a long count, progress while it runs, a clean stop, and the root
//! moves shared among threads.
//!
//! [`estimate`] counts the first depths and extrapolates. [`run`] then counts by root move: the root moves
//! are handed out one at a time to `threads` threads (the calling thread is one of them), and each splits
//! its root move's tree into subtrees small enough to take well under a second, so that progress is
//! reported often and a stop request (Ctrl-C in `oracle perft`) is honoured within a subtree: the root moves
//! finished so far are exact, the ones in progress are marked incomplete. The calling thread does all the
//! reporting, so the reporter needs not be shared.

mod estimate;
mod words;

pub use estimate::{estimate, Estimate};
pub use words::{short_duration, short_number};

use crate::core::AnyGame;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Mutex, PoisonError};
use std::time::{Duration, Instant};

/// Progress of a running count, given to the caller's reporter.
#[derive(Clone, Debug)]
pub struct Progress {
    pub root_moves_done: usize,
    pub root_moves: usize,
    /// Leaves counted so far, under the finished root moves and those in progress.
    pub nodes: u64,
    /// Leaves under the finished root moves.
    pub finished_nodes: u64,
    pub elapsed: Duration,
}

impl Progress {
    pub fn nodes_per_second(&self) -> f64 {
        self.nodes as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The total by the finished root moves' mean (at least what is counted), when one has finished.
    pub fn total_estimate(&self) -> Option<f64> {
        (self.root_moves_done > 0).then(|| {
            let mean = self.finished_nodes as f64 / self.root_moves_done as f64;
            (mean * self.root_moves as f64).max(self.nodes as f64)
        })
    }
}

/// The outcome of [`run`]: the divide of the finished root moves (sorted by move text), and, when the count
/// was stopped, the root moves in progress (one a thread at most, sorted) with the leaves counted under
/// each so far.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    pub divide: Vec<(String, u64)>,
    pub incomplete: Vec<(String, u64)>,
    pub stopped: bool,
}

impl Outcome {
    /// Leaves counted, the incomplete root moves included.
    pub fn nodes(&self) -> u64 {
        self.divide
            .iter()
            .chain(&self.incomplete)
            .map(|(_, n)| n)
            .sum()
    }
}

/// One root move's count: all of it, or (when stopped) the leaves counted under it so far.
struct RootCount {
    mv: String,
    nodes: u64,
    complete: bool,
}

/// What a thread tells as it counts: a subtree finished, a root move finished or stopped.
trait Tell {
    fn subtree(&mut self);
    fn root(&mut self, count: RootCount);
}

/// What the threads share: the root moves not yet taken, the stop request, the leaves counted.
struct Shared<'a> {
    queue: Mutex<std::vec::IntoIter<(String, Box<dyn AnyGame>)>>,
    stop: &'a AtomicBool,
    nodes: AtomicU64,
    /// Subtrees this deep (or less) are counted whole by `AnyGame::perft`.
    unit_depth: u32,
}

impl Shared<'_> {
    /// Takes root moves until none is left or the count is stopped, telling each root move's count.
    fn work(&self, depth: u32, tell: &mut dyn Tell) {
        loop {
            let next = self
                .queue
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .next();
            let Some((mv, game)) = next else { return };
            let mut nodes = 0;
            let complete = self.count(game.as_ref(), depth - 1, &mut nodes, tell);
            tell.root(RootCount {
                mv,
                nodes,
                complete,
            });
            if !complete {
                return;
            }
        }
    }

    /// Counts the leaves `depth` plies below `game` into `acc`, subtree by subtree; false when stopped.
    fn count(&self, game: &dyn AnyGame, depth: u32, acc: &mut u64, tell: &mut dyn Tell) -> bool {
        if self.stop.load(Ordering::Relaxed) {
            return false;
        }
        if depth <= self.unit_depth {
            let n = game.perft(depth);
            *acc += n;
            self.nodes.fetch_add(n, Ordering::Relaxed);
            tell.subtree();
            return true;
        }
        game.successors()
            .iter()
            .all(|(_, next)| self.count(next.as_ref(), depth - 1, acc, tell))
    }
}

/// A helper thread tells only its root moves, through a channel to the calling thread.
struct Helper(mpsc::Sender<RootCount>);

impl Tell for Helper {
    fn subtree(&mut self) {}
    fn root(&mut self, count: RootCount) {
        let _ = self.0.send(count);
    }
}

/// The calling thread: it gathers every root move's count (its own and the helpers') and reports.
struct Gather<'a, 'r> {
    shared: &'a Shared<'a>,
    from_helpers: mpsc::Receiver<RootCount>,
    out: Outcome,
    progress: Progress,
    report: &'r mut dyn FnMut(&Progress),
    started: Instant,
    last_report: Instant,
    every: Duration,
}

impl Gather<'_, '_> {
    fn keep(&mut self, c: RootCount) {
        if c.complete {
            self.out.divide.push((c.mv, c.nodes));
            self.progress.root_moves_done += 1;
            self.progress.finished_nodes += c.nodes;
            self.tick(true);
        } else {
            self.out.incomplete.push((c.mv, c.nodes));
            self.out.stopped = true;
        }
    }

    fn take_helpers_counts(&mut self) {
        while let Ok(c) = self.from_helpers.try_recv() {
            self.keep(c);
        }
    }

    /// Reports when forced (a root move finished) or when `every` has passed since the last report.
    fn tick(&mut self, force: bool) {
        let now = Instant::now();
        if force || now.duration_since(self.last_report) >= self.every {
            self.last_report = now;
            self.progress.nodes = self.shared.nodes.load(Ordering::Relaxed);
            self.progress.elapsed = now.duration_since(self.started);
            (self.report)(&self.progress);
        }
    }
}

impl Tell for Gather<'_, '_> {
    fn subtree(&mut self) {
        self.take_helpers_counts();
        self.tick(false);
    }
    fn root(&mut self, count: RootCount) {
        self.take_helpers_counts();
        self.keep(count);
    }
}

/// Perft `depth` of `game` by root move, as `AnyGame::divide` gives it (through the same rules: each
/// subtree is a position without history, so history-based endings do not cut the tree), the root moves
/// shared among `threads` threads (at least one: the calling thread). Reports progress at most once per
/// `every` (and when a root move finishes) and stops at the next subtree once `stop` is set. Subtrees are
/// counted whole to the depth whose estimated time (from `estimate`) is under a tenth of a second.
pub fn run(
    game: &dyn AnyGame,
    depth: u32,
    estimate: &Estimate,
    threads: usize,
    stop: &AtomicBool,
    every: Duration,
    report: &mut dyn FnMut(&Progress),
) -> Outcome {
    if depth == 0 {
        return Outcome::default();
    }
    let children = game.successors();
    let root_moves = children.len();
    // The deepest subtree whose estimated time is under 0.1 s (at least one ply).
    let b = estimate.branching.max(1.0);
    let unit_seconds = |d: u32| b.powi(d as i32) / estimate.nodes_per_second.max(1.0);
    let mut unit_depth = 1;
    while unit_depth < depth && unit_seconds(unit_depth + 1) < 0.1 {
        unit_depth += 1;
    }
    let shared = Shared {
        queue: Mutex::new(children.into_iter()),
        stop,
        nodes: AtomicU64::new(0),
        unit_depth,
    };
    let (to_caller, from_helpers) = mpsc::channel();
    let started = Instant::now();
    let mut gather = Gather {
        shared: &shared,
        from_helpers,
        out: Outcome::default(),
        progress: Progress {
            root_moves_done: 0,
            root_moves,
            nodes: 0,
            finished_nodes: 0,
            elapsed: Duration::ZERO,
        },
        report,
        started,
        last_report: started,
        every,
    };
    std::thread::scope(|scope| {
        for _ in 1..threads.clamp(1, root_moves.max(1)) {
            let mut helper = Helper(to_caller.clone());
            let shared = &shared;
            scope.spawn(move || shared.work(depth, &mut helper));
        }
        drop(to_caller);
        shared.work(depth, &mut gather);
        // The helpers' last root moves: reported as they finish, the time between them as progress.
        let wait = every.clamp(Duration::from_millis(10), Duration::from_secs(1));
        loop {
            match gather.from_helpers.recv_timeout(wait) {
                Ok(c) => gather.keep(c),
                Err(mpsc::RecvTimeoutError::Timeout) => gather.tick(false),
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            }
        }
    });
    let mut out = gather.out;
    out.divide.sort();
    out.incomplete.sort();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FIDE's start position, the game these tests (and the estimate's) count.
    pub(super) fn fide() -> Box<dyn AnyGame> {
        crate::ruleset("fide")
            .unwrap()
            .new_game("startpos", &[])
            .unwrap()
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
            1,
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
    fn threads_share_the_root_moves_and_give_the_same_divide() {
        // The published FIDE perft 4: 197281.
        let g = fide();
        let e = estimate(g.as_ref(), 4, Duration::ZERO);
        let stop = AtomicBool::new(false);
        for threads in [2, 3, 64] {
            let mut reports = Vec::new();
            let out = run(
                g.as_ref(),
                4,
                &e,
                threads,
                &stop,
                Duration::from_secs(3600),
                &mut |p| reports.push(p.clone()),
            );
            assert!(!out.stopped && out.incomplete.is_empty());
            assert_eq!(out.divide, g.divide(4), "{threads} threads");
            assert_eq!(out.nodes(), 197_281);
            // Every root move is reported once it is finished, whichever thread counted it; at the end
            // the total's estimate is the count.
            let done: Vec<usize> = reports.iter().map(|p| p.root_moves_done).collect();
            assert_eq!(done, (1..=20).collect::<Vec<_>>(), "{threads} threads");
            let last = reports.last().expect("reports");
            assert_eq!(last.total_estimate(), Some(197_281.0));
        }
    }

    /// Counts `depth` of the start position on `threads` threads, reporting at every subtree, and stops
    /// once `stop_at` says so of a report. The rows of the finished root moves are exact, and each root
    /// move in progress has fewer leaves than its whole count.
    fn stopped_count(depth: u32, threads: usize, stop_at: fn(&Progress) -> bool) -> Outcome {
        let g = fide();
        let e = estimate(g.as_ref(), depth, Duration::ZERO);
        let stop = AtomicBool::new(false);
        let out = run(
            g.as_ref(),
            depth,
            &e,
            threads,
            &stop,
            Duration::ZERO,
            &mut |p| {
                if stop_at(p) {
                    stop.store(true, Ordering::Relaxed);
                }
            },
        );
        assert!(out.stopped);
        let full = g.divide(depth);
        for row in &out.divide {
            assert!(full.contains(row), "{row:?}");
        }
        for (m, n) in &out.incomplete {
            let whole = full.iter().find(|(fm, _)| fm == m).expect("a root move").1;
            assert!(*n < whole, "{m}: {n} of {whole}");
        }
        out
    }

    #[test]
    fn a_stopped_count_keeps_the_finished_root_moves() {
        let out = stopped_count(4, 1, |p| p.root_moves_done == 2);
        assert_eq!(out.divide.len(), 2);
        assert_eq!(
            out.incomplete.len(),
            1,
            "one root move in progress: {:?}",
            out.incomplete
        );
    }

    #[test]
    fn a_stopped_threaded_count_keeps_exact_rows_and_partial_ones() {
        let out = stopped_count(5, 2, |p| p.root_moves_done >= 1);
        assert!(!out.divide.is_empty() && out.divide.len() < 20);
        assert!(!out.incomplete.is_empty() && out.incomplete.len() <= 2);
    }
}
