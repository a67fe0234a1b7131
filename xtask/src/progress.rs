//! A progress line on standard error for work that takes a while: nothing for its first second, then
//! `checking the scenarios: 120 of 347` (redrawn in place on a terminal, a line every few seconds
//! elsewhere), cleared before the verdict is printed, so that the verdict stays the last line.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// Nothing is shown before this.
const QUIET_FOR: Duration = Duration::from_secs(1);

pub struct Progress {
    what: &'static str,
    began: Instant,
    last: Option<Instant>,
    terminal: bool,
}

impl Progress {
    /// Progress over `what` (`the scenarios`), from now.
    pub fn new(what: &'static str) -> Progress {
        Progress {
            what,
            began: Instant::now(),
            last: None,
            terminal: std::io::stderr().is_terminal(),
        }
    }

    /// `done` of `total` are done.
    pub fn tick(&mut self, done: usize, total: usize) {
        let now = Instant::now();
        if now - self.began < QUIET_FOR {
            return;
        }
        let every = if self.terminal {
            Duration::from_millis(100)
        } else {
            Duration::from_secs(5)
        };
        if self.last.is_some_and(|t| now - t < every) {
            return;
        }
        self.last = Some(now);
        let line = format!("checking {}: {done} of {total}", self.what);
        let mut err = std::io::stderr().lock();
        let _ = if self.terminal {
            write!(err, "\r{line}\x1b[K")
        } else {
            writeln!(err, "{line}")
        };
        let _ = err.flush();
    }

    /// Clears the line (on a terminal), before the verdict.
    pub fn finish(&mut self) {
        if self.terminal && self.last.is_some() {
            let _ = write!(std::io::stderr().lock(), "\r\x1b[K");
        }
    }
}
