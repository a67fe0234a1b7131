//! An engine process spoken to line by line, with a deadline on every answer. A process that hangs is
//! killed; one that dies is noticed; either is started again on the next request.

use super::engine::Fault;
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStderr, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What the reader thread saw on the engine's output.
enum Output {
    Line(String),
    End,
}

/// A running engine process.
struct Running {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Output>,
    /// The last lines the engine wrote to its standard error, kept to say why it failed.
    stderr: StderrTail,
}

/// How many of the last lines of an engine's standard error are kept, and how long each may be.
const STDERR_LINES: usize = 12;
const STDERR_LINE_CHARS: usize = 300;

/// The last lines of an engine's standard error, read by a thread of their own (so that an engine that
/// writes much there never blocks on a full pipe).
struct StderrTail {
    lines: Arc<Mutex<VecDeque<String>>>,
    reader: Option<JoinHandle<()>>,
}

impl StderrTail {
    fn read(stderr: ChildStderr) -> StderrTail {
        let lines = Arc::new(Mutex::new(VecDeque::new()));
        let kept = Arc::clone(&lines);
        let reader = std::thread::spawn(move || {
            let mut reader = BufReader::new(stderr);
            let mut buf = Vec::new();
            while reader.read_until(b'\n', &mut buf).is_ok_and(|n| n > 0) {
                let line: String = String::from_utf8_lossy(&buf)
                    .trim_end()
                    .chars()
                    .take(STDERR_LINE_CHARS)
                    .collect();
                buf.clear();
                if let Ok(mut k) = kept.lock() {
                    if k.len() == STDERR_LINES {
                        k.pop_front();
                    }
                    k.push_back(line);
                }
            }
        });
        StderrTail {
            lines,
            reader: Some(reader),
        }
    }

    /// What the engine last wrote to its standard error, once it has closed it (waiting a moment for
    /// that), as `; its standard error ended with: ...`, or nothing.
    fn said(&mut self) -> String {
        let until = Instant::now() + Duration::from_millis(300);
        while self.reader.as_ref().is_some_and(|r| !r.is_finished()) && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(5));
        }
        let lines = self.lines.lock().map(|l| l.clone()).unwrap_or_default();
        let lines: Vec<String> = lines.into_iter().filter(|l| !l.trim().is_empty()).collect();
        if lines.is_empty() {
            return String::new();
        }
        format!("; its standard error ended with: {}", lines.join(" | "))
    }
}

/// Why a line could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// The deadline passed; the process has been killed.
    Timeout,
    /// The process closed its output or exited; the detail says how.
    Ended(String),
}

impl ReadError {
    /// The fault of a `request` whose answer could not be read within `timeout`.
    pub fn fault(self, request: &str, timeout: Duration) -> Fault {
        match self {
            ReadError::Timeout => Fault::Timeout {
                request: request.to_string(),
                seconds: timeout.as_secs_f64(),
            },
            ReadError::Ended(detail) => Fault::Crash {
                request: request.to_string(),
                detail,
            },
        }
    }
}

/// An engine command line and, while it runs, its process.
pub struct EngineProcess {
    argv: Vec<String>,
    running: Option<Running>,
    /// How many times the process was started (the first start included).
    starts: u32,
}

impl EngineProcess {
    /// An engine process for this command line, not started yet.
    pub fn new(argv: Vec<String>) -> EngineProcess {
        EngineProcess {
            argv,
            running: None,
            starts: 0,
        }
    }

    /// The command line, for reports.
    pub fn command_line(&self) -> String {
        self.argv.join(" ")
    }

    /// How many times the process was started again after its first start.
    pub fn restarts(&self) -> u32 {
        self.starts.saturating_sub(1)
    }

    /// The process id while the process runs.
    pub fn pid(&self) -> Option<u32> {
        self.running.as_ref().map(|r| r.child.id())
    }

    /// Whether the process is running (as far as we know).
    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Starts the process for a handshake: one that cannot start is a fatal fault.
    pub fn start(&mut self) -> Result<(), Fault> {
        self.ensure_started()
            .map_err(|message| Fault::Fatal { message })
    }

    /// A fault in the handshake (`what`: `its hello`) as the fatal fault that stops the run.
    pub fn handshake_failed(&self, what: &str, fault: Fault) -> Fault {
        match fault {
            Fault::Fatal { .. } => fault,
            other => Fault::Fatal {
                message: format!(
                    "the engine `{}` failed {what}: {other}",
                    self.command_line()
                ),
            },
        }
    }

    /// Starts the process if it is not running.
    pub fn ensure_started(&mut self) -> Result<(), String> {
        if self.running.is_some() {
            return Ok(());
        }
        let (program, args) = self
            .argv
            .split_first()
            .ok_or_else(|| "the engine command line is empty".to_string())?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start `{}`: {e}", self.command_line()))?;
        let stdin = child.stdin.take().ok_or("no stdin pipe")?;
        let stdout = child.stdout.take().ok_or("no stdout pipe")?;
        let stderr = StderrTail::read(child.stderr.take().ok_or("no stderr pipe")?);
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut buf = Vec::new();
            loop {
                buf.clear();
                match reader.read_until(b'\n', &mut buf) {
                    Ok(0) | Err(_) => {
                        let _ = tx.send(Output::End);
                        return;
                    }
                    Ok(_) => {
                        let line = String::from_utf8_lossy(&buf)
                            .trim_end_matches(['\n', '\r'])
                            .to_string();
                        if tx.send(Output::Line(line)).is_err() {
                            return;
                        }
                    }
                }
            }
        });
        self.starts += 1;
        self.running = Some(Running {
            child,
            stdin,
            lines: rx,
            stderr,
        });
        Ok(())
    }

    /// Sends text (which should end with a newline). A broken pipe means the process has died.
    pub fn send(&mut self, text: &str) -> Result<(), ReadError> {
        let Some(r) = self.running.as_mut() else {
            return Err(ReadError::Ended("the engine is not running".into()));
        };
        if r.stdin.write_all(text.as_bytes()).is_err() || r.stdin.flush().is_err() {
            let detail = self.reap();
            return Err(ReadError::Ended(detail));
        }
        Ok(())
    }

    /// Reads one line before `deadline`.
    pub fn read_line(&mut self, deadline: Instant) -> Result<String, ReadError> {
        let Some(r) = self.running.as_mut() else {
            return Err(ReadError::Ended("the engine is not running".into()));
        };
        let wait = deadline.saturating_duration_since(Instant::now());
        match r.lines.recv_timeout(wait.max(Duration::from_millis(1))) {
            Ok(Output::Line(l)) => Ok(l),
            Ok(Output::End) | Err(RecvTimeoutError::Disconnected) => {
                Err(ReadError::Ended(self.reap()))
            }
            Err(RecvTimeoutError::Timeout) => {
                self.kill();
                Err(ReadError::Timeout)
            }
        }
    }

    /// Sends `text` and reads the lines that answer it, up to and including the first that `end` accepts
    /// (given the line trimmed), all within `timeout`.
    pub fn exchange(
        &mut self,
        text: &str,
        timeout: Duration,
        end: impl Fn(&str) -> bool,
    ) -> Result<Vec<String>, ReadError> {
        let deadline = Instant::now() + timeout;
        self.send(text)?;
        let mut lines = Vec::new();
        loop {
            let line = self.read_line(deadline)?;
            let done = end(line.trim());
            lines.push(line);
            if done {
                return Ok(lines);
            }
        }
    }

    /// Waits briefly for the process to exit after its output closed, and says how it ended, with what it
    /// last wrote to its standard error.
    fn reap(&mut self) -> String {
        let Some(mut r) = self.running.take() else {
            return "not running".into();
        };
        let until = Instant::now() + Duration::from_millis(500);
        let how = loop {
            match r.child.try_wait() {
                Ok(Some(status)) => break format!("the engine exited ({status})"),
                Ok(None) if Instant::now() < until => std::thread::sleep(Duration::from_millis(5)),
                _ => {
                    let _ = r.child.kill();
                    let _ = r.child.wait();
                    break "the engine closed its output and was killed".to_string();
                }
            }
        };
        format!("{how}{}", r.stderr.said())
    }

    /// Kills the process (if running) and forgets it; the next request starts it again.
    pub fn kill(&mut self) {
        if let Some(mut r) = self.running.take() {
            let _ = r.child.kill();
            let _ = r.child.wait();
        }
    }
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Splits a command line into words: spaces separate, single or double quotes group, as a shell would
/// for simple commands.
pub fn split_command(text: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    // The word being read, from its first character or opening quote.
    let mut word: Option<String> = None;
    let mut quote: Option<char> = None;
    for c in text.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (None, '\'' | '"') => {
                quote = Some(c);
                word.get_or_insert_default();
            }
            (None, c) if c.is_whitespace() => words.extend(word.take()),
            (_, c) => word.get_or_insert_default().push(c),
        }
    }
    if quote.is_some() {
        return Err(format!("unclosed quote in the command line `{text}`"));
    }
    words.extend(word);
    if words.is_empty() {
        return Err("the engine command line is empty".into());
    }
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An engine that fails at once (a missing module, say) says why on its standard error: the fault
    /// carries it, where it was dropped and the hello failed with only an exit status.
    #[test]
    fn an_engine_that_dies_is_reported_with_what_it_wrote_to_standard_error() {
        let script = "import sys; sys.stderr.write('Traceback\\nImportError: no module named chess\\n'); sys.exit(3)";
        let mut p = EngineProcess::new(vec!["python3".into(), "-c".into(), script.into()]);
        p.start().expect("python3 starts");
        let deadline = Instant::now() + Duration::from_secs(10);
        let err = p
            .send("{\"id\":1,\"op\":\"hello\"}\n")
            .and_then(|()| p.read_line(deadline))
            .expect_err("the engine exits");
        let ReadError::Ended(detail) = err else {
            panic!("{err:?}")
        };
        assert!(detail.contains("exit status: 3"), "{detail}");
        assert!(
            detail.contains(
                "its standard error ended with: Traceback | ImportError: no module named chess"
            ),
            "{detail}"
        );
    }

    #[test]
    fn command_lines_split_like_a_shell() {
        assert_eq!(
            split_command("python3 'my engine.py' --x \"a b\"").unwrap(),
            vec!["python3", "my engine.py", "--x", "a b"]
        );
        assert_eq!(split_command("a '' b").unwrap(), vec!["a", "", "b"]);
        assert!(split_command("  ").is_err());
        assert!(split_command("a 'b").is_err());
    }
}
