//! Perft on the web, within a time budget: the page's perft box (`perft-start`, `perft-poll`,
//! `perft-stop`) and the protocol's `perft` sent to `POST /api`.
//!
//! A job of the perft box counts on a thread of its own with [`crate::perft_run`], as `oracle perft` does:
//! the estimate first, then progress by root move, stopped within a subtree by `perft-stop` or when the
//! budget runs out (the root moves finished so far exact, the one in progress marked incomplete). A count
//! whose estimate is over the budget is not started. At most [`MAX_RUNNING`] counts run at once, the
//! protocol's included; a finished job is kept [`KEEP_FINISHED`] for its last poll.

use crate::core::AnyGame;
use crate::perft_run::{self, Estimate, Progress};
use crate::protocol::ErrorBody;
use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// Counts that may run at once (the machine's two cores).
pub const MAX_RUNNING: usize = 2;
/// How long a finished job is kept for its last poll.
pub const KEEP_FINISHED: Duration = Duration::from_secs(300);
/// The most finished jobs kept.
pub const MAX_KEPT: usize = 64;
/// The time the estimate may take.
const ESTIMATE_BUDGET: Duration = Duration::from_millis(200);

/// The error of a count refused for its time, or for the counts already running.
pub fn over_budget(message: String) -> ErrorBody {
    ErrorBody {
        kind: "over-budget".into(),
        message,
        clause: None,
        move_index: None,
    }
}

/// A job as `perft-poll` reports it.
#[derive(Clone, Debug, Default, Serialize)]
pub struct JobView {
    pub job: u64,
    pub depth: u32,
    /// `estimating`, `counting`, `done`, `stopped` (by `perft-stop` or the budget), `over-budget` (the
    /// estimate is over the budget: not counted).
    pub phase: &'static str,
    /// Why it stopped or was not counted.
    pub note: Option<String>,
    /// The estimated leaf count and time, once estimated.
    pub estimate_nodes: Option<f64>,
    pub estimate_seconds: Option<f64>,
    pub estimate_exact: Option<bool>,
    pub root_moves_done: usize,
    pub root_moves: usize,
    /// Leaves counted so far (the total once done).
    pub nodes: u64,
    pub nodes_per_second: f64,
    pub elapsed_seconds: f64,
    /// The finished root moves' counts; when stopped, the root move in progress is in `incomplete`.
    pub divide: BTreeMap<String, u64>,
    pub incomplete: Vec<(String, u64)>,
    /// The time budget.
    pub budget_seconds: f64,
}

struct Job {
    stop: AtomicBool,
    view: Mutex<JobView>,
    finished: Mutex<Option<Instant>>,
}

/// The perft jobs of one server.
pub struct PerftJobs {
    jobs: Mutex<BTreeMap<u64, Arc<Job>>>,
    next: Mutex<u64>,
    running: Arc<AtomicUsize>,
    budget: Duration,
}

/// A count's place among the [`MAX_RUNNING`]; given back when dropped.
pub struct Slot(Arc<AtomicUsize>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::SeqCst);
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl PerftJobs {
    pub fn new(budget: Duration) -> PerftJobs {
        PerftJobs {
            jobs: Mutex::new(BTreeMap::new()),
            next: Mutex::new(1),
            running: Arc::new(AtomicUsize::new(0)),
            budget,
        }
    }

    /// The time a count may take.
    pub fn budget(&self) -> Duration {
        self.budget
    }

    /// A place for one count, or the error saying that [`MAX_RUNNING`] are running.
    pub fn slot(&self) -> Result<Slot, ErrorBody> {
        let taken = self.running.fetch_add(1, Ordering::SeqCst);
        let slot = Slot(self.running.clone());
        if taken >= MAX_RUNNING {
            return Err(over_budget(format!(
                "{MAX_RUNNING} perft counts are running already: stop one or try again when one is done"
            )));
        }
        Ok(slot)
    }

    /// The error of a count whose estimate is over the budget, if it is.
    pub fn check_estimate(&self, e: &Estimate) -> Result<(), ErrorBody> {
        check_estimate(e, self.budget, "--perft-budget")
    }

    /// The error of a count asked for by the protocol's `perft`, answered within the request, whose
    /// estimate is over the budget or over `answer_limit` (the time an answer may take), if it is.
    pub fn check_answer_estimate(
        &self,
        e: &Estimate,
        answer_limit: Option<Duration>,
    ) -> Result<(), ErrorBody> {
        match answer_limit {
            Some(limit) if limit < self.budget => check_estimate(e, limit, "--request-timeout"),
            _ => self.check_estimate(e),
        }
    }

    /// The estimate of a count asked for by the protocol's `perft`.
    pub fn estimate(&self, game: &dyn AnyGame, depth: u32) -> Estimate {
        perft_run::estimate(game, depth, ESTIMATE_BUDGET)
    }

    /// Starts counting `game` to `depth` on a thread of its own; its job as `perft-poll` reports it.
    pub fn start(&self, game: Box<dyn AnyGame>, depth: u32) -> Result<JobView, ErrorBody> {
        self.forget_old();
        let slot = self.slot()?;
        let id = {
            let mut next = lock(&self.next);
            *next += 1;
            *next - 1
        };
        let job = Arc::new(Job {
            stop: AtomicBool::new(false),
            view: Mutex::new(JobView {
                job: id,
                depth,
                phase: "estimating",
                budget_seconds: self.budget.as_secs_f64(),
                ..JobView::default()
            }),
            finished: Mutex::new(None),
        });
        lock(&self.jobs).insert(id, job.clone());
        let view = lock(&job.view).clone();
        let budget = self.budget;
        std::thread::Builder::new()
            .name(format!("perft-{id}"))
            .spawn(move || {
                count(&job, game.as_ref(), depth, budget);
                *lock(&job.finished) = Some(Instant::now());
                drop(slot);
            })
            .map_err(|e| over_budget(format!("cannot start a thread for the count: {e}")))?;
        Ok(view)
    }

    /// The job's state now.
    pub fn poll(&self, id: u64) -> Result<JobView, ErrorBody> {
        let job = self.job(id)?;
        let view = lock(&job.view).clone();
        Ok(view)
    }

    /// Asks the job to stop; its state now (it stops within a subtree).
    pub fn stop(&self, id: u64) -> Result<JobView, ErrorBody> {
        let job = self.job(id)?;
        job.stop.store(true, Ordering::Relaxed);
        let view = lock(&job.view).clone();
        Ok(view)
    }

    fn job(&self, id: u64) -> Result<Arc<Job>, ErrorBody> {
        lock(&self.jobs).get(&id).cloned().ok_or_else(|| {
            crate::serve::bad_request(format!(
                "no perft job {id} (finished jobs are kept {} s)",
                KEEP_FINISHED.as_secs()
            ))
        })
    }

    /// Forgets the jobs finished over [`KEEP_FINISHED`] ago, and the oldest finished ones beyond
    /// [`MAX_KEPT`].
    fn forget_old(&self) {
        let mut jobs = lock(&self.jobs);
        jobs.retain(|_, job| lock(&job.finished).is_none_or(|at| at.elapsed() < KEEP_FINISHED));
        while jobs.len() > MAX_KEPT {
            let oldest = jobs
                .iter()
                .find(|(_, job)| lock(&job.finished).is_some())
                .map(|(id, _)| *id);
            match oldest {
                Some(id) => jobs.remove(&id),
                None => break,
            };
        }
    }
}

/// The error of a count whose estimate is over `budget` (set by `oracle web`'s `option`), if it is.
fn check_estimate(e: &Estimate, budget: Duration, option: &str) -> Result<(), ErrorBody> {
    if e.exact || e.seconds() <= budget.as_secs_f64() {
        return Ok(());
    }
    Err(over_budget(format!(
        "perft {} is estimated at about {} nodes, about {}, over this server's budget of {} \
         (`oracle web {option}`); `oracle perft` on the command line counts it",
        e.depth,
        perft_run::short_number(e.nodes),
        perft_run::short_duration(e.seconds()),
        perft_run::short_duration(budget.as_secs_f64())
    )))
}

/// The job's count: estimate, then count by root move with progress, until done, stopped or over budget.
fn count(job: &Job, game: &dyn AnyGame, depth: u32, budget: Duration) {
    let estimate = perft_run::estimate(game, depth, ESTIMATE_BUDGET);
    {
        let mut v = lock(&job.view);
        v.estimate_nodes = Some(estimate.nodes);
        v.estimate_seconds = Some(estimate.seconds());
        v.estimate_exact = Some(estimate.exact);
        if let Err(e) = check_estimate(&estimate, budget, "--perft-budget") {
            v.phase = "over-budget";
            v.note = Some(e.message);
            return;
        }
        v.phase = "counting";
    }
    let started = Instant::now();
    let mut report = |p: &Progress| {
        let mut v = lock(&job.view);
        v.root_moves_done = p.root_moves_done;
        v.root_moves = p.root_moves;
        v.nodes = p.nodes;
        v.nodes_per_second = p.nodes_per_second();
        v.elapsed_seconds = p.elapsed.as_secs_f64();
        if started.elapsed() > budget && !job.stop.swap(true, Ordering::Relaxed) {
            v.note = Some(format!(
                "stopped at the time budget of {}",
                perft_run::short_duration(budget.as_secs_f64())
            ));
        }
    };
    let outcome = perft_run::run(
        game,
        depth,
        &estimate,
        1,
        &job.stop,
        Duration::from_millis(200),
        &mut report,
    );
    let mut v = lock(&job.view);
    v.elapsed_seconds = started.elapsed().as_secs_f64();
    v.nodes = if depth == 0 { 1 } else { outcome.nodes() };
    v.root_moves_done = outcome.divide.len();
    v.divide = outcome.divide.iter().cloned().collect();
    v.incomplete = outcome.incomplete.clone();
    if outcome.stopped {
        v.phase = "stopped";
        if v.note.is_none() {
            v.note = Some("stopped by perft-stop".to_string());
        }
    } else {
        v.phase = "done";
    }
}
