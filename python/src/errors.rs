//! The oracle's errors as Python exceptions. Each error becomes the class of `voidchess.errors` named by
//! its protocol kind (PROTOCOL.md: `illegal-move` is `IllegalMove`, ...), carrying the message, the clause
//! that decided it and the index of the move at fault, as an `oracle serve` error reply does.

use oracle::core::OracleError;
use pyo3::prelude::*;

/// A failure of a call: an oracle error (raised as its kind's exception) or a Python one.
pub enum Failed {
    Oracle(OracleError),
    Py(PyErr),
}

/// What a call of the package answers.
pub type Answer<T> = Result<T, Failed>;

impl From<OracleError> for Failed {
    fn from(e: OracleError) -> Self {
        Failed::Oracle(e)
    }
}

impl From<PyErr> for Failed {
    fn from(e: PyErr) -> Self {
        Failed::Py(e)
    }
}

impl From<Failed> for PyErr {
    fn from(f: Failed) -> PyErr {
        match f {
            Failed::Py(e) => e,
            Failed::Oracle(e) => Python::attach(|py| {
                exception(
                    py,
                    e.kind(),
                    &e.to_string(),
                    e.clause().map(|c| c.id()),
                    e.move_index(),
                )
            }),
        }
    }
}

/// The exception of `kind` (a protocol error kind) with its message, clause and move index: an instance
/// of the class `voidchess.errors.error_class(kind)` gives.
pub fn exception(
    py: Python<'_>,
    kind: &str,
    message: &str,
    clause: Option<&str>,
    move_index: Option<usize>,
) -> PyErr {
    let made = py
        .import("voidchess.errors")
        .and_then(|m| m.getattr("error_class")?.call1((kind,)))
        .and_then(|class| class.call1((message, clause, move_index)));
    match made {
        Ok(instance) => PyErr::from_value(instance),
        Err(e) => e,
    }
}

/// An error of `kind` that no [`OracleError`] carries (a bad value given from Python).
pub fn failure(kind: &str, message: impl Into<String>) -> Failed {
    let message = message.into();
    Failed::Py(Python::attach(|py| {
        exception(py, kind, &message, None, None)
    }))
}
