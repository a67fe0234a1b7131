//! What a run's results say in lines and tables: a failed step's line (`file:line:column: step: what:
//! the scenario: ...; the engine: ...`), the clauses of the failed cases, the per-clause table. The
//! command line and the libtest trials ([`crate::trials`]) print them.

use super::{CaseResult, Verdict};
use std::collections::BTreeMap;

/// Each failure of a case's steps in one line: where the scenario says it, the step, what was compared,
/// the scenario's answer beside the engine's.
pub fn failure_lines(c: &CaseResult) -> Vec<String> {
    c.steps
        .iter()
        .flat_map(|s| match &s.verdict {
            Verdict::Failed { failures } => failures
                .iter()
                .map(|f| {
                    format!(
                        "{}:{}:{}: {}: {}: the scenario: {}; the engine: {}",
                        c.file, f.at.0, f.at.1, s.name, f.key, f.expected, f.engine
                    )
                })
                .collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// The clauses the failed cases are about, once each, in the order of the clause registries.
pub fn failed_clauses(cases: &[CaseResult]) -> Vec<String> {
    let order = super::clause_order();
    let mut ids: Vec<String> = cases
        .iter()
        .filter(|c| c.verdict == "failed")
        .flat_map(|c| c.clauses.iter().cloned())
        .collect();
    ids.sort_by_key(|id| (order.get(id).copied().unwrap_or(usize::MAX), id.clone()));
    ids.dedup();
    ids
}

/// For each clause the cases are about: the cases passed, failed, not answered; by ruleset, in the
/// order of its clause registry.
pub fn clause_table(cases: &[CaseResult]) -> String {
    let mut by_clause: BTreeMap<&str, [usize; 3]> = BTreeMap::new();
    for c in cases {
        for id in &c.clauses {
            let n = by_clause.entry(id.as_str()).or_default();
            match c.verdict.as_str() {
                "passed" => n[0] += 1,
                "failed" => n[1] += 1,
                _ => n[2] += 1,
            }
        }
    }
    let order = super::clause_order();
    let mut ids: Vec<&str> = by_clause.keys().copied().collect();
    ids.sort_by_key(|id| {
        (
            order.get(*id).copied().unwrap_or(usize::MAX),
            id.to_string(),
        )
    });
    let mut out = format!(
        "\n{:<28} {:>7} {:>7} {:>13}\n",
        "clause", "passed", "failed", "not answered"
    );
    for id in ids {
        let [p, f, n] = by_clause[id];
        out.push_str(&format!("{id:<28} {p:>7} {f:>7} {n:>13}\n"));
    }
    out
}
