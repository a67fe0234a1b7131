//! The scenario format (see `scenarios/README.md`): a ruleset, a title, the clauses exercised, optional
//! interpretation switches, a start, steps, and optional branches that continue from the end of the
//! steps. Every key is checked: an unknown key, a clause that the registry does not list, a value of the
//! wrong kind, is an error at its line and column.

use crate::error::ScenarioError;
use crate::registry::Registries;
pub use crate::step_fields::{status_word_ok, Illegal, StatusSpec, Step, STATUS_WORDS};
pub use crate::yaml::options;
use serde::Deserialize;
use serde_saphyr::Spanned;
use std::collections::BTreeMap;
use std::path::Path;

/// A scenario file as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// The ruleset's slug (`void-chess`).
    pub ruleset: Spanned<String>,
    /// One line saying what the scenario shows.
    pub title: String,
    /// Longer explanation, free text (the rule's wording, where the expected values come from).
    #[serde(default)]
    pub description: Option<String>,
    /// The clause ids the scenario is about (`6.2.1`, relative to the ruleset): declared, shown apart
    /// from the clauses its steps assert in the coverage.
    pub clauses: Spanned<Vec<Spanned<String>>>,
    /// Interpretation switches: `name: value`.
    #[serde(default)]
    pub interpretation: BTreeMap<String, Spanned<String>>,
    /// `startpos` or a position in the ruleset's one-line form.
    #[serde(default)]
    pub start: Option<Spanned<String>>,
    /// A board diagram (instead of `start`).
    #[serde(default)]
    pub board: Option<Spanned<String>>,
    /// The clause by which the rules refuse the start position (a position text the rules say cannot
    /// arise): the scenario then has no steps.
    #[serde(default)]
    pub refused: Option<Spanned<String>>,
    /// The steps, in order.
    #[serde(default)]
    pub steps: Vec<Spanned<Step>>,
    /// Alternative continuations, each from the position after the last step.
    #[serde(default)]
    pub branches: Vec<Spanned<Branch>>,
}

impl Scenario {
    /// The interpretation switches as (name, value) pairs.
    pub fn switches(&self) -> Vec<(String, String)> {
        self.interpretation
            .iter()
            .map(|(k, v)| (k.clone(), v.value.clone()))
            .collect()
    }

    /// The start position's text with the node it is written at: `start:`'s text, or the `board:`
    /// diagram as `read` reads it into a position text (its error is the caller's); `None` where the
    /// scenario writes neither.
    pub fn start_text<E>(
        &self,
        read: impl FnOnce(&Spanned<String>) -> Result<String, E>,
    ) -> Option<Result<(&Spanned<String>, String), E>> {
        match (&self.start, &self.board) {
            (Some(st), _) => Some(Ok((st, st.value.trim().to_string()))),
            (None, Some(b)) => Some(read(b).map(|text| (b, text))),
            (None, None) => None,
        }
    }
}

/// An alternative continuation (6B's Option A and Option B).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Branch {
    pub name: String,
    /// Further clauses this branch exercises.
    #[serde(default)]
    pub clauses: Vec<Spanned<String>>,
    pub steps: Vec<Spanned<Step>>,
}

/// A loaded scenario: the file's display name and its parsed, checked contents.
#[derive(Debug)]
pub struct Loaded {
    pub file: String,
    pub scenario: Scenario,
}

impl Loaded {
    /// A located error at a node of this file.
    pub fn err<T>(&self, at: &Spanned<T>, message: impl Into<String>) -> ScenarioError {
        ScenarioError::new(
            &self.file,
            at.referenced.line(),
            at.referenced.column(),
            message,
        )
    }

    /// The number of steps, branches included.
    pub fn step_count(&self) -> usize {
        self.scenario.steps.len()
            + self
                .scenario
                .branches
                .iter()
                .map(|b| b.value.steps.len())
                .sum::<usize>()
    }

    /// The full ids of the clauses named in the `clauses:` headers (the scenario's and its branches').
    pub fn declared_ids(&self) -> Vec<String> {
        let slug = &self.scenario.ruleset.value;
        let s = &self.scenario;
        let mut out: Vec<String> = s
            .clauses
            .value
            .iter()
            .chain(s.branches.iter().flat_map(|b| b.value.clauses.iter()))
            .map(|c| full_id(slug, &c.value))
            .collect();
        out.sort();
        out.dedup();
        out
    }

    /// The full ids of the clauses a step asserts: the clause of each refusal (`illegal:`) and of each
    /// expected status.
    pub fn asserted_ids(&self) -> Vec<String> {
        let slug = &self.scenario.ruleset.value;
        let s = &self.scenario;
        let mut out: Vec<String> = s.refused.iter().map(|c| full_id(slug, &c.value)).collect();
        let steps = s
            .steps
            .iter()
            .chain(s.branches.iter().flat_map(|b| b.value.steps.iter()));
        for st in steps {
            if let Some(ill) = &st.value.illegal {
                let cited = ill.0.iter().filter_map(|(_, c)| c.as_ref());
                out.extend(cited.map(|c| full_id(slug, &c.value)));
            }
            out.extend(st.value.rests_on.iter().map(|c| full_id(slug, &c.value)));
            out.extend(st.value.refused.iter().map(|c| full_id(slug, &c.value)));
            if let Some(c) = st
                .value
                .status
                .as_ref()
                .and_then(|x| x.value.clause.as_ref())
            {
                out.push(full_id(slug, c));
            }
        }
        out.sort();
        out.dedup();
        out
    }
}

/// `void-chess/6.2.1` from `6.2.1` (or from the full id itself).
pub fn full_id(slug: &str, id: &str) -> String {
    if id.contains('/') {
        id.to_string()
    } else {
        format!("{slug}/{id}")
    }
}

/// Reads and checks a scenario file against the clause registries.
pub fn load_scenario(path: &Path, registries: &Registries) -> Result<Loaded, ScenarioError> {
    let file = crate::files::display(path);
    let text = std::fs::read_to_string(path)
        .map_err(|e| ScenarioError::new(&file, 0, 0, format!("cannot read: {e}")))?;
    parse_scenario(&file, &text, registries)
}

/// Reads and checks scenario text; `file` names it in errors.
pub fn parse_scenario(
    file: &str,
    text: &str,
    registries: &Registries,
) -> Result<Loaded, ScenarioError> {
    let scenario: Scenario = serde_saphyr::from_str_with_options(text, options())
        .map_err(|e| ScenarioError::from_yaml(file, &e))?;
    let loaded = Loaded {
        file: file.to_string(),
        scenario,
    };
    check(&loaded, registries)?;
    Ok(loaded)
}

fn check(l: &Loaded, registries: &Registries) -> Result<(), ScenarioError> {
    let s = &l.scenario;
    let slug = &s.ruleset.value;
    let Some(reg) = registries.get(slug) else {
        return Err(l.err(
            &s.ruleset,
            format!(
                "unknown ruleset `{slug}`: expected one with a clause registry ({})",
                registries.slugs_named()
            ),
        ));
    };
    // `6.2.1` is a clause of the file's ruleset; a full id (`suicide-void/B.4`) may name a clause of
    // another ruleset's registry (a ruleset built on another cites the other's document).
    let known = |id: &str| match id.split_once('/') {
        Some((other, _)) if other != slug => registries.knows(id),
        _ => reg.get(id).is_some(),
    };
    let unknown = |id: &str| {
        let registry = id.split_once('/').map_or(slug.as_str(), |(other, _)| other);
        format!("unknown clause `{id}`: expected a clause id of `clauses/{registry}.yaml`")
    };
    let check_clause = |c: &Spanned<String>| -> Result<(), ScenarioError> {
        if !known(&c.value) {
            return Err(l.err(c, unknown(&c.value)));
        }
        Ok(())
    };
    if s.clauses.value.is_empty() {
        return Err(l.err(
            &s.clauses,
            "`clauses` is empty: expected the clause ids this scenario exercises",
        ));
    }
    for c in &s.clauses.value {
        check_clause(c)?;
    }
    match (&s.start, &s.board) {
        (Some(_), Some(b)) => {
            return Err(l.err(b, "both `start` and `board`: expected exactly one start"));
        }
        (None, None) => {
            return Err(l.err(
                &s.ruleset,
                "no start: expected `start: startpos`, `start: <position>` or `board: <diagram>`",
            ));
        }
        _ => {}
    }
    if let Some(c) = &s.refused {
        check_clause(c)?;
        if !s.steps.is_empty() || !s.branches.is_empty() {
            return Err(l.err(
                c,
                "`refused` with steps: a start the rules refuse has no position to play on; expected no \
                 `steps` and no `branches`",
            ));
        }
    }
    let all_steps = s
        .steps
        .iter()
        .chain(s.branches.iter().flat_map(|b| b.value.steps.iter()));
    for b in &s.branches {
        for c in &b.value.clauses {
            check_clause(c)?;
        }
        if b.value.steps.is_empty() {
            return Err(l.err(b, format!("branch `{}` has no steps", b.value.name)));
        }
    }
    // The words a `pieces:` value may use: `empty` (or `none`) and the names of the ruleset's pieces.
    let piece_words = crate::pieces::default_resolver(slug)
        .ok()
        .map(crate::pieces::piece_words)
        .filter(|w| !w.is_empty());
    for step in all_steps {
        let st = &step.value;
        for (sq, v) in &st.pieces {
            let Some(words) = &piece_words else { break };
            let word = v.value.split_whitespace().collect::<Vec<_>>().join(" ");
            let word = word.to_ascii_lowercase();
            if !(word == "empty" || word == "none" || words.contains(&word)) {
                return Err(l.err(
                    v,
                    format!(
                        "pieces {sq}: unknown piece `{}`: expected `empty` or one of {}",
                        v.value,
                        words.join(", ")
                    ),
                ));
            }
        }
        if let Some(ill) = &st.illegal {
            for (mv, c) in &ill.0 {
                match c {
                    Some(c) => check_clause(c)?,
                    None => {
                        return Err(l.err(
                            mv,
                            format!(
                                "`illegal: {}` names no clause: expected `{}: <clause id>`, the clause that forbids it",
                                mv.value, mv.value
                            ),
                        ))
                    }
                }
            }
        }
        for c in st.rests_on.iter().chain(&st.rests_not_on) {
            check_clause(c)?;
        }
        if let Some(status) = &st.status {
            if !status_word_ok(&status.value.outcome) {
                return Err(l.err(
                    status,
                    format!(
                        "unknown status `{}`: expected {STATUS_WORDS}",
                        status.value.outcome
                    ),
                ));
            }
            if let Some(c) = &status.value.clause {
                if !known(c) {
                    return Err(l.err(status, unknown(c)));
                }
            }
        }
        if let Some(c) = &st.refused {
            if st.event.is_none() {
                return Err(l.err(
                    c,
                    "`refused` without `event`: a step's `refused` names the clause that refuses its event \
                     (a move the rules refuse goes in `illegal`)",
                ));
            }
            check_clause(c)?;
        }
        if st.play.is_some() && st.event.is_some() {
            return Err(l.err(
                step,
                "a step has both `play` and `event`: expected at most one",
            ));
        }
        for (sq, v) in &st.tiles {
            if !matches!(v.value.as_str(), "normal" | "unstable" | "void") {
                return Err(l.err(
                    v,
                    format!(
                        "tile {sq}: unknown state `{}`: expected normal, unstable or void",
                        v.value
                    ),
                ));
            }
        }
    }
    Ok(())
}
