//! A located error: `file:line:column: what was expected and what was found`.

use serde_saphyr::Spanned;
use std::fmt;

/// An error in a scenario or registry file, or a difference between a scenario and the oracle,
/// placed at the line and column of the YAML node it concerns (0:0 when no place is known).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError {
    pub file: String,
    pub line: u64,
    pub column: u64,
    pub message: String,
    /// Further errors found alongside this one (the other failing assertions of a step), each printed on
    /// its own line after it.
    pub more: Vec<ScenarioError>,
}

impl ScenarioError {
    pub fn new(file: &str, line: u64, column: u64, message: impl Into<String>) -> Self {
        ScenarioError {
            file: file.to_string(),
            line,
            column,
            message: message.into(),
            more: Vec::new(),
        }
    }

    /// `Ok` when `errors` is empty; otherwise the first error in file order, carrying the others.
    pub fn all(mut errors: Vec<ScenarioError>) -> Result<(), ScenarioError> {
        errors.sort_by_key(|e| (e.line, e.column));
        let mut it = errors.into_iter();
        match it.next() {
            None => Ok(()),
            Some(mut first) => {
                first.more.extend(it);
                Err(first)
            }
        }
    }

    /// This error alone, on one line (`file:line:column: message`), without those carried with it.
    pub fn alone(&self) -> String {
        format!(
            "{}:{}:{}: {}",
            self.file, self.line, self.column, self.message
        )
    }

    /// This error and the ones carried with it, in order.
    pub fn each(&self) -> impl Iterator<Item = &ScenarioError> {
        std::iter::once(self).chain(self.more.iter())
    }

    /// From a YAML error of serde-saphyr: its location, and its message without the snippet.
    pub fn from_yaml(file: &str, err: &serde_saphyr::Error) -> Self {
        let (line, column) = err
            .location()
            .map(|l| (l.line(), l.column()))
            .unwrap_or((0, 0));
        let text = err.without_snippet().to_string();
        ScenarioError::new(file, line, column, strip_location(&text))
    }
}

/// serde-saphyr ends or starts its messages with "at line N column M"; the location is ours to print.
fn strip_location(text: &str) -> String {
    let first = text.lines().next().unwrap_or("").trim();
    let mut msg = first.to_string();
    for pat in [" at line ", "line "] {
        if let Some(i) = msg.find(pat) {
            let rest = &msg[i + pat.len()..];
            if rest.chars().next().is_some_and(|c| c.is_ascii_digit()) {
                msg.truncate(i);
                break;
            }
        }
    }
    let msg = msg.trim().trim_end_matches([',', ':']).trim().to_string();
    if msg.is_empty() {
        first.to_string()
    } else {
        msg
    }
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.alone())?;
        for e in &self.more {
            write!(f, "\n{e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for ScenarioError {}

/// The line and column of a YAML node.
pub(crate) trait Located {
    fn at(&self) -> (u64, u64);
}

impl<T> Located for Spanned<T> {
    fn at(&self) -> (u64, u64) {
        (self.referenced.line(), self.referenced.column())
    }
}
