//! A run's flags: what stops it at its next position (an interrupt, which the program that runs the
//! tester turns into [`Control::interrupt`], or the time limit), after which it reports what it found so
//! far.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A run's flags: `stop` (set by an interrupt or the time limit: games end at their next position,
/// shrinking stops where it is) and `interrupted` (set by an interrupt only).
#[derive(Clone, Debug, Default)]
pub struct Control {
    pub stop: Arc<AtomicBool>,
    pub interrupted: Arc<AtomicBool>,
}

impl Control {
    pub fn was_interrupted(&self) -> bool {
        self.interrupted.load(Ordering::SeqCst)
    }

    /// What an interrupt does.
    pub fn interrupt(&self) {
        self.interrupted.store(true, Ordering::SeqCst);
        self.stop.store(true, Ordering::SeqCst);
    }
}
