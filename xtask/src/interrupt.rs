//! Interrupts: Ctrl-C (SIGINT), SIGTERM (what `timeout` sends) and SIGHUP stop the runs going on in this
//! process at their next position, and each run then reports what it found so far.

use harness::diff::interrupt::Control;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};

/// The controls of the runs going on in this process, which an interrupt sets.
static RUNNING: Mutex<Vec<Control>> = Mutex::new(Vec::new());

/// While alive, an interrupt stops this run.
pub struct Registration(Arc<AtomicBool>);

impl Drop for Registration {
    fn drop(&mut self) {
        let mut running = RUNNING.lock().unwrap_or_else(|p| p.into_inner());
        running.retain(|c| !Arc::ptr_eq(&c.stop, &self.0));
    }
}

/// Registers a run with the process's one interrupt handler (installed by the first run).
pub fn on_interrupt(control: &Control) -> Registration {
    static INSTALL: std::sync::Once = std::sync::Once::new();
    INSTALL.call_once(|| {
        let installed = ctrlc::set_handler(|| {
            for c in RUNNING.lock().unwrap_or_else(|p| p.into_inner()).iter() {
                c.interrupt();
            }
        });
        if let Err(e) = installed {
            eprintln!("cargo xtask diff: an interrupt will not save the findings: {e}");
        }
    });
    RUNNING
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .push(control.clone());
    Registration(control.stop.clone())
}
