//! The rule cases the package carries: every scenario of the project compiled into the language-neutral
//! cases of the suite export (`harness::cases`, embedded in the harness crate), the position texts'
//! forms, and the reference runner (`runner.py`) whose verdicts are `cargo xtask check --engine`'s
//! (`voidchess/cases.py` runs them).

use harness::cases::{load_cases, text_form::text_form};
use harness::files::Source;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

/// The cases of `rulesets` (all when empty), those of non-default readings too when `readings`, each as
/// the suite export writes its JSON file.
#[pyfunction]
#[pyo3(signature = (rulesets = Vec::new(), readings = false))]
pub fn suite_cases(rulesets: Vec<String>, readings: bool) -> PyResult<Vec<String>> {
    let (cases, errors) =
        load_cases(&Source::Embedded, &rulesets).map_err(PyValueError::new_err)?;
    if !errors.is_empty() {
        return Err(PyValueError::new_err(errors.join("\n")));
    }
    cases
        .iter()
        .filter(|c| readings || c.interpretation.is_empty())
        .map(|c| serde_json::to_string(c).map_err(|e| PyValueError::new_err(e.to_string())))
        .collect()
}

/// Each ruleset's position text as data (the export's `rulesets.json`), as JSON.
#[pyfunction]
pub fn suite_forms() -> String {
    let forms: serde_json::Map<String, serde_json::Value> = oracle::rulesets()
        .iter()
        .filter_map(|r| {
            let form = serde_json::to_value(text_form(r.slug())?).ok()?;
            Some((r.slug().to_string(), form))
        })
        .collect();
    serde_json::Value::Object(forms).to_string()
}

/// What the carried suite is (the export's `version.json` without date and commit): its format, the
/// harness's version, the numbers of cases, the protocol version, as JSON.
#[pyfunction]
pub fn suite_version() -> PyResult<String> {
    let (cases, _) = load_cases(&Source::Embedded, &[]).map_err(PyValueError::new_err)?;
    let readings = cases
        .iter()
        .filter(|c| !c.interpretation.is_empty())
        .count();
    let mut rulesets: Vec<&str> = cases.iter().map(|c| c.ruleset.as_str()).collect();
    rulesets.sort();
    rulesets.dedup();
    Ok(serde_json::json!({
        "suite": "void-chess-oracle rule cases",
        "format": harness::suite_export::FORMAT,
        "harness": harness::VERSION,
        "cases": cases.len(),
        "readings": readings,
        "rulesets": rulesets,
        "protocol": oracle::protocol::PROTOCOL_VERSION,
    })
    .to_string())
}
