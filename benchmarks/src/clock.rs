//! CPU time: of the calling thread, and of another process. On a machine shared with other work, wall-clock
//! time counts whatever else ran meanwhile; CPU time counts the work measured (the other work still slows
//! it through shared caches and cores, so figures compared are taken in the same run).

use std::time::Instant;

fn clock_seconds(clock: libc::clockid_t) -> Option<f64> {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to write into.
    let rc = unsafe { libc::clock_gettime(clock, &mut t) };
    (rc == 0).then(|| t.tv_sec as f64 + t.tv_nsec as f64 / 1e9)
}

/// The CPU time of the calling thread (`CLOCK_THREAD_CPUTIME_ID`: exact to the nanosecond, where
/// `/proc/thread-self/schedstat` only moves at the scheduler's ticks, or not at all on some kernels).
pub fn thread_cpu_seconds() -> Option<f64> {
    clock_seconds(libc::CLOCK_THREAD_CPUTIME_ID)
}

/// The CPU time of every thread of process `pid` so far (its CPU-time clock, `clock_getcpuclockid`).
pub fn process_cpu_seconds(pid: u32) -> Option<f64> {
    let mut clock: libc::clockid_t = 0;
    // SAFETY: `clock` is a valid clockid_t for the call to write into.
    let rc = unsafe { libc::clock_getcpuclockid(pid as libc::pid_t, &mut clock) };
    if rc != 0 {
        return None;
    }
    clock_seconds(clock)
}

/// The CPU time of every thread of this process so far.
pub fn process_cpu_seconds_self() -> Option<f64> {
    clock_seconds(libc::CLOCK_PROCESS_CPUTIME_ID)
}

/// Runs `f`, returning its result and the seconds it took (thread CPU time where available).
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let (cpu, wall) = (thread_cpu_seconds(), Instant::now());
    let out = f();
    let secs = match (cpu, thread_cpu_seconds()) {
        (Some(a), Some(b)) => b - a,
        _ => wall.elapsed().as_secs_f64(),
    };
    (out, secs.max(1e-9))
}

/// Runs `f` `runs` times: the result of the last run and the least time of any (the run least disturbed
/// by the rest of the machine).
pub fn best_of<T>(runs: usize, mut f: impl FnMut() -> T) -> (T, f64) {
    let (mut out, mut best) = timed(&mut f);
    for _ in 1..runs {
        let (o, secs) = timed(&mut f);
        out = o;
        best = best.min(secs);
    }
    (out, best)
}
