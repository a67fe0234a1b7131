//! The answers a board gives as Python values: how the game stands ([`Status`]) and why a move is
//! refused ([`Refusal`]), each with the clause that decided it and the clause's title from
//! `clauses/<slug>.yaml`.

use oracle::core::{Rejection, Status as OracleStatus};
use oracle::web::clauses::title;
use pyo3::prelude::*;

/// How the game stands: the status word, the clause that ended the game (with its title) and why,
/// whether the side to move is in check, and whose turn it is.
#[pyclass(module = "voidchess", frozen, get_all, eq)]
#[derive(Clone, Debug, PartialEq)]
pub struct Status {
    /// `ongoing`, `white-wins`, `black-wins` (or `<side>-wins`), `draw`, `undecided` (PROTOCOL.md).
    pub word: String,
    /// The clause that ended the game (`fide/5.1.1`); `None` while it goes on.
    pub clause: Option<String>,
    /// The clause's title (`clauses/<slug>.yaml`).
    pub title: Option<String>,
    /// A sentence saying why (empty while the game goes on).
    pub reason: String,
    /// Whether the side to move is in check.
    pub check: bool,
    /// The side to move, in the ruleset's words.
    pub turn: String,
    /// The oracle's one line for people: `white-wins (fide/5.1.1): ...`.
    pub text: String,
}

impl Status {
    pub fn of(status: &OracleStatus, check: bool, turn: &str) -> Status {
        Status {
            word: status.word(),
            clause: status.clause.map(|c| c.to_string()),
            title: status
                .clause
                .and_then(|c| title(c.id()))
                .map(str::to_string),
            reason: status.reason.clone(),
            check,
            turn: turn.to_string(),
            text: status.to_string(),
        }
    }
}

#[pymethods]
impl Status {
    /// Whether the game has ended (the word is not `ongoing`).
    #[getter]
    fn is_over(&self) -> bool {
        self.word != "ongoing"
    }

    fn __str__(&self) -> String {
        self.text.clone()
    }

    fn __repr__(&self) -> String {
        format!(
            "Status(word={:?}, clause={}, check={})",
            self.word,
            self.clause
                .as_deref()
                .map_or("None".to_string(), |c| format!("{c:?}")),
            if self.check { "True" } else { "False" }
        )
    }
}

/// Why a move is refused: the move as given, the clause of the first check that said no, the clause's
/// title, and the reason in words.
#[pyclass(module = "voidchess", frozen, get_all, eq)]
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    /// The move as it was given.
    #[pyo3(name = "move")]
    pub mv: String,
    /// The clause that forbids it (`void-chess/4.8`).
    pub clause: String,
    /// The clause's title (`clauses/<slug>.yaml`).
    pub title: Option<String>,
    /// Why, in words.
    pub reason: String,
}

impl Refusal {
    pub fn of(text: &str, r: &Rejection) -> Refusal {
        Refusal {
            mv: text.to_string(),
            clause: r.clause.to_string(),
            title: title(r.clause.id()).map(str::to_string),
            reason: r.message.clone(),
        }
    }
}

#[pymethods]
impl Refusal {
    /// As `oracle explain` says it: `g1g2: illegal, ... (void-chess/4.8)`.
    fn __str__(&self) -> String {
        format!("{}: illegal, {} ({})", self.mv, self.reason, self.clause)
    }

    fn __repr__(&self) -> String {
        format!(
            "Refusal(move={:?}, clause={:?}, reason={:?})",
            self.mv, self.clause, self.reason
        )
    }
}
