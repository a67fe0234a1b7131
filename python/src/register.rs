//! The rulesets and their interpretation registers as Python values: each ruleset's slug, name, game
//! events, the names of its readings (`antichess`), and every register entry with its switch, readings,
//! default and why.

use crate::errors::Answer;
use oracle::core::interpretation::RegisterEntry as OracleEntry;
use oracle::core::AnyRuleset;
use pyo3::prelude::*;

/// One entry of a ruleset's interpretation register: where the rules are ambiguous, the question, the
/// readings (each a switch value with its meaning), the default and why. `switch` is `None` for an entry
/// that only records a decision.
#[pyclass(module = "voidchess", frozen, get_all)]
#[derive(Clone, Debug)]
pub struct RegisterEntry {
    /// The entry's stable id (`VC-9.3-void-trap`).
    pub id: &'static str,
    /// The clauses involved (full ids).
    pub clauses: Vec<&'static str>,
    pub question: &'static str,
    /// The switch that selects a reading, as `Board(interpretation=...)` takes it.
    pub switch: Option<&'static str>,
    /// The readings: (value, meaning).
    pub readings: Vec<(&'static str, &'static str)>,
    /// The value read by default.
    pub default: &'static str,
    /// Why that default.
    pub why: &'static str,
}

impl RegisterEntry {
    fn of(e: &OracleEntry) -> RegisterEntry {
        RegisterEntry {
            id: e.id,
            clauses: e.clauses.to_vec(),
            question: e.question,
            switch: e.switch,
            readings: e.readings.iter().map(|r| (r.value, r.meaning)).collect(),
            default: e.default,
            why: e.why,
        }
    }
}

#[pymethods]
impl RegisterEntry {
    fn __repr__(&self) -> String {
        format!(
            "RegisterEntry(id={:?}, switch={:?}, default={:?})",
            self.id, self.switch, self.default
        )
    }
}

/// A ruleset: its slug, name, register, events, and the reading names that stand for it with switches.
#[pyclass(module = "voidchess", frozen, get_all)]
#[derive(Clone, Debug)]
pub struct Ruleset {
    pub slug: &'static str,
    pub name: &'static str,
    /// Every entry of the interpretation register.
    pub register: Vec<RegisterEntry>,
    /// The game events that are not moves: (name, meaning).
    pub events: Vec<(&'static str, &'static str)>,
    /// The names that read this ruleset one way (`antichess`), each with the switches it sets.
    pub names: Vec<(&'static str, Vec<(&'static str, &'static str)>)>,
}

impl Ruleset {
    fn of(r: &dyn AnyRuleset) -> Ruleset {
        Ruleset {
            slug: r.slug(),
            name: r.name(),
            register: r.register().iter().map(RegisterEntry::of).collect(),
            events: r.events().to_vec(),
            names: oracle::names::READINGS
                .iter()
                .filter(|n| n.slug == r.slug())
                .map(|n| (n.name, n.settings.to_vec()))
                .collect(),
        }
    }
}

#[pymethods]
impl Ruleset {
    /// The register entries that have a switch: what `Board(interpretation=...)` can set.
    #[getter]
    fn switches(&self) -> Vec<RegisterEntry> {
        self.register
            .iter()
            .filter(|e| e.switch.is_some())
            .cloned()
            .collect()
    }

    fn __repr__(&self) -> String {
        format!("Ruleset({:?}, {:?})", self.slug, self.name)
    }
}

/// Every ruleset the oracle knows, in its fixed order.
#[pyfunction]
pub fn rulesets() -> Vec<Ruleset> {
    oracle::rulesets().into_iter().map(Ruleset::of).collect()
}

/// The ruleset with this slug (or a reading's name, `antichess`: its ruleset). Raises `UnknownRuleset`.
#[pyfunction]
pub fn ruleset(name: &str) -> Answer<Ruleset> {
    Ok(Ruleset::of(oracle::names::ruleset_named(name)?.0))
}

/// The title of a clause by its full id (`void-chess/4.8`), as `clauses/<slug>.yaml` lists it.
#[pyfunction]
pub fn clause_title(clause: &str) -> Option<&'static str> {
    oracle::web::clauses::title(clause)
}
