//! What a board holds (the game and how it was set up, to replay it), and the Python values a board
//! is given read into the oracle's: switch settings, a move's coordinate form.

use crate::errors::{failure, Answer};
use oracle::core::{AnyGame, AnyRuleset, OracleError, Verdict};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyString};

/// What a board is: how it was set up (to replay it for `pop`) and the game reached.
pub struct State {
    pub ruleset: &'static dyn AnyRuleset,
    /// The switches: those the ruleset's name sets (`antichess`), then those given.
    pub settings: Vec<(String, String)>,
    /// The start as given (`startpos` or a position text).
    pub start: String,
    pub game: Box<dyn AnyGame>,
    /// The game event that ended the game, if one did (`end_by`).
    pub event: Option<String>,
    /// The legal moves of the current position as Python strings, made at the first `legal_moves` and
    /// kept until the game changes: asking again is then a new list of the same strings.
    pub legal: Option<Vec<Py<PyString>>>,
}

impl State {
    pub fn fresh(&self) -> Answer<Box<dyn AnyGame>> {
        Ok(self.ruleset.new_game(&self.start, &self.settings)?)
    }
}

/// Switch settings from a Python dict: names to strings (or `True`/`False`, as the protocol takes them).
pub fn settings_of(interpretation: Option<&Bound<'_, PyDict>>) -> Answer<Vec<(String, String)>> {
    let mut out = Vec::new();
    for (name, value) in interpretation.into_iter().flat_map(|d| d.iter()) {
        let name: String = name.extract().map_err(|_| {
            failure(
                "bad-interpretation",
                format!("a switch name must be a string, not {name}"),
            )
        })?;
        let value = if let Ok(b) = value.cast::<PyBool>() {
            b.is_true().to_string()
        } else if let Ok(s) = value.cast::<PyString>() {
            s.to_string()
        } else {
            return Err(failure(
                "bad-interpretation",
                format!("switch `{name}` must be a string (or True/False), not {value}"),
            ));
        };
        out.push((name, value));
    }
    Ok(out)
}

/// The coordinate form of a legal move; the oracle's error for any other text.
pub fn coordinate(game: &dyn AnyGame, mv: &str) -> Answer<String> {
    match game.explain(mv) {
        Verdict::Legal(coord) => Ok(coord),
        Verdict::Unreadable(e) => Err(e.into()),
        Verdict::Refused(r) => Err(OracleError::IllegalMove {
            text: mv.to_string(),
            message: r.message,
            clause: r.clause,
            move_index: None,
        }
        .into()),
    }
}
