//! A finding shows itself: before the tester writes a scenario for a disagreement, the scenario runs
//! through the path of `cargo xtask check --engine` (compiled into a case, asked of an engine): it must
//! fail against the engine that produced the finding and pass against the oracle. Otherwise only the
//! replay line is written, and the scenario is said to be unconfirmed.

use super::engine::Engine;
use crate::cases::compile::compile_text;
use crate::check_engine::{run_case, CaseResult, Verdict};
use crate::planted::oracle_engine::PlantedOracle;

/// The first failure of a case's run, in one line.
fn first_failure(r: &CaseResult) -> Option<String> {
    r.steps.iter().find_map(|s| match &s.verdict {
        Verdict::Failed { failures } => failures.first().map(|f| {
            format!(
                "{}: {}: expected {}, found {}",
                s.name, f.key, f.expected, f.engine
            )
        }),
        _ => None,
    })
}

/// The reasons a case's run was not answered.
fn reasons(r: &CaseResult) -> String {
    let mut out: Vec<&str> = r
        .steps
        .iter()
        .flat_map(|s| match &s.verdict {
            Verdict::NotAnswered { reasons } => reasons.iter().map(String::as_str).collect(),
            _ => Vec::new(),
        })
        .collect();
    out.dedup();
    out.join("; ")
}

/// `Ok` when the scenario `text` fails against `engine` and passes against the oracle; else why not.
pub fn confirm(text: &str, engine: &mut dyn Engine) -> Result<(), String> {
    let registries = crate::Registries::project().map_err(|e| e.to_string())?;
    let case = compile_text("(finding)", "finding", text, registries)
        .map_err(|e| format!("the scenario does not compile: {e}"))?;
    let mut oracle = PlantedOracle::plain(&case.ruleset)?;
    let by_oracle = run_case(&mut oracle, &case);
    if by_oracle.verdict != "passed" {
        let why = first_failure(&by_oracle).unwrap_or_else(|| reasons(&by_oracle));
        return Err(format!("it does not pass against the oracle ({why})"));
    }
    let by_engine = run_case(engine, &case);
    match by_engine.verdict.as_str() {
        "failed" => Ok(()),
        "passed" => Err("it passes against the engine: it does not show the difference".into()),
        _ => Err(format!(
            "the engine does not answer it ({})",
            reasons(&by_engine)
        )),
    }
}

#[cfg(test)]
mod tests {
    use crate::diff::Options;

    /// An engine that writes every tile Normal: the tester's scenario asserts the tiles it got wrong,
    /// and the scenario shows the finding (else it would not have been written).
    #[test]
    fn the_tiles_finding_asserts_the_tile_the_engine_got_wrong() {
        let dir = crate::diff::tests::scratch("confirm");
        let words = [
            "diff",
            "--ruleset",
            "void-chess",
            "--engine",
            "planted:tiles-never-written",
            "--games",
            "6",
            "--seed",
            "1",
            "--quiet",
            "--scenarios",
        ];
        let options = Options::try_parse_from(words.iter().copied().chain([dir.to_str().unwrap()]))
            .expect("the options");
        let ruleset = oracle::ruleset("void-chess").unwrap();
        let summary = crate::diff::tests::execute(&options, ruleset).expect("the run");
        assert!(!summary.findings.is_empty());
        let written: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .collect();
        assert!(!written.is_empty());
        for path in &written {
            let text = std::fs::read_to_string(path).unwrap();
            assert!(text.contains("    tiles: {"), "{text}");
            assert!(!text.contains("    position:"), "{text}");
            let mut engine =
                crate::planted::engine(crate::planted::find("tiles-never-written").unwrap());
            super::confirm(&text, engine.as_mut()).unwrap();
        }
        // A second run writes beside the first, never over it.
        let again = crate::diff::tests::execute(&options, ruleset).expect("the run again");
        assert_eq!(again.findings.len(), summary.findings.len());
        assert!(std::fs::read_dir(&dir).unwrap().count() >= written.len());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
