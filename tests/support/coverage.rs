//! Clause coverage: for every clause of every registry, the passing scenarios whose steps assert it (a
//! refusal `illegal: {move: clause}`, a status `{outcome, clause}`), the scenarios that only name it in
//! their `clauses:` header (shown apart, never counted), and the code that decides by it: a
//! `clause!("<slug>/<id>")` or a doc comment `/// <slug>/<id>` in or on a function (or constant) that the
//! code uses. A citation in a module heading, on a type, or on a function nothing calls decides nothing.

use crate::error::ScenarioError;
use crate::load_scenario;
use crate::registry::{ClauseKind, Registries};
use crate::runner::{run_scenario, Resolver};
use crate::rust_files;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// How a piece of code cites a clause.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum CiteKind {
    /// `clause!("void-chess/6.2.2")`.
    Macro,
    /// A doc comment naming `void-chess/6.2.2`.
    Doc,
}

/// One citation of a clause in the code.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Citation {
    pub id: String,
    pub file: String,
    pub line: usize,
    pub kind: CiteKind,
    /// The function or constant the citation is in (a macro) or on (a doc comment), if any.
    pub item: Option<String>,
    /// Whether that item is used by the code, so that the citation is part of a decision.
    pub decides: bool,
}

/// The name a line declares, if it declares a function, a constant or a static: `pub(crate) fn name(`.
pub fn declared_item(line: &str) -> Option<String> {
    let words: Vec<&str> = line
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    let at = words
        .iter()
        .position(|w| matches!(*w, "fn" | "const" | "static"))?;
    let first = words.first()?;
    if !matches!(
        *first,
        "pub" | "fn" | "const" | "static" | "unsafe" | "async" | "crate" | "extern"
    ) {
        return None;
    }
    let name = words.get(at + 1)?;
    (*name != "mut" && *name != "fn")
        .then(|| name.to_string())
        .or_else(|| words.get(at + 2).map(|w| w.to_string()))
}

/// How many times each identifier occurs in `texts`.
fn identifier_counts(texts: &[String]) -> BTreeMap<&str, usize> {
    let mut counts = BTreeMap::new();
    for text in texts {
        let words = text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'));
        for w in words.filter(|w| !w.is_empty()) {
            *counts.entry(w).or_default() += 1;
        }
    }
    counts
}
/// Every `clause!("...")` literal in one line of Rust.
pub fn macro_literals(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = line;
    while let Some(i) = rest.find("clause!(\"") {
        rest = &rest[i + "clause!(\"".len()..];
        if let Some(end) = rest.find('"') {
            out.push(rest[..end].to_string());
            rest = &rest[end..];
        } else {
            break;
        }
    }
    out
}

/// The `<slug>/<id>` citations of one comment line, for the given slugs.
pub fn doc_citations(line: &str, slugs: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for slug in slugs {
        let pat = format!("{slug}/");
        let mut from = 0;
        while let Some(i) = line[from..].find(&pat) {
            let start = from + i;
            from = start + pat.len();
            let before = line[..start].chars().next_back();
            if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '/')
            {
                continue;
            }
            // `void-chess/5.1, 5.3, 6A.2:` cites three clauses of the same ruleset.
            let mut at = from;
            loop {
                let id: String = line[at..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '.')
                    .collect();
                let len = id.len();
                let id = id.trim_end_matches('.');
                let starts_well = id
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_digit() || c.is_ascii_uppercase());
                // `fide/5.2.*` names a group of clauses, not one.
                let wildcard = line[at + len..].starts_with('*');
                if !starts_well || wildcard {
                    break;
                }
                out.push(format!("{slug}/{id}"));
                at += len;
                match line[at..].strip_prefix(", ") {
                    Some(rest) if rest.starts_with(|c: char| c.is_ascii_digit()) => {
                        at = line.len() - rest.len();
                    }
                    _ => break,
                }
            }
        }
    }
    out
}

/// Scans the code below `dir` for clause citations, and marks those that decide something: in or on a
/// function or constant that the code below `dir` names somewhere besides its declaration.
pub fn scan_code(dir: &Path, slugs: &[&str]) -> Vec<Citation> {
    let mut out = Vec::new();
    let mut texts = Vec::new();
    for path in rust_files(dir) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let file = crate::display_path(&path);
        // Doc citations wait for the item below them; macro citations belong to the function above.
        let mut pending: Vec<Citation> = Vec::new();
        let mut current: Option<String> = None;
        for (n, line) in text.lines().enumerate() {
            let t = line.trim_start();
            let comment = t.starts_with("//");
            if !comment {
                if let Some(name) = declared_item(t) {
                    current = Some(name.clone());
                    for mut c in pending.drain(..) {
                        c.item = Some(name.clone());
                        out.push(c);
                    }
                } else if !t.is_empty() && !t.starts_with("#[") {
                    // A doc comment on a type, a field or a module decides nothing by itself.
                    out.append(&mut pending);
                }
            }
            for id in macro_literals(line).into_iter().filter(|_| !comment) {
                out.push(Citation {
                    id,
                    file: file.clone(),
                    line: n + 1,
                    kind: CiteKind::Macro,
                    item: current.clone(),
                    decides: false,
                });
            }
            if t.starts_with("///") || t.starts_with("//!") {
                for id in doc_citations(t, slugs) {
                    let c = Citation {
                        id,
                        file: file.clone(),
                        line: n + 1,
                        kind: CiteKind::Doc,
                        item: None,
                        decides: false,
                    };
                    if t.starts_with("///") {
                        pending.push(c);
                    } else {
                        out.push(c);
                    }
                }
            }
        }
        out.append(&mut pending);
        texts.push(text);
    }
    let counts = identifier_counts(&texts);
    for c in &mut out {
        if let Some(name) = &c.item {
            c.decides = counts.get(name.as_str()).copied().unwrap_or(0) > 1;
        }
    }
    out
}

/// The result of running one scenario file.
#[derive(Clone, Debug)]
pub struct ScenarioRun {
    pub file: String,
    pub ruleset: Option<String>,
    /// Full ids of the clauses its steps assert (refusals and statuses).
    pub asserted: Vec<String>,
    /// Full ids of the clauses its play exercised and no step asserts (the oracle's clause trace of the
    /// moves played: their checks, their effects, the status after them; see [`crate::runner::Report`]).
    pub exercised: Vec<String>,
    /// Full ids of the clauses it names in its `clauses:` headers.
    pub declared: Vec<String>,
    pub steps: usize,
    /// `None` when it passed; otherwise the located error.
    pub failure: Option<ScenarioError>,
}

/// Loads every scenario file below `dir` about one of the rulesets `only` names (every file when it is
/// empty), and runs it when `execute` is set. A missing or empty folder is an error; a file whose ruleset
/// nothing provides fails at its `ruleset:` line, like any other fault. A file that cannot be loaded
/// belongs to the ruleset whose folder it is in (`scenarios/fide/...`), and to every selection when it is in
/// no ruleset's folder.
pub fn run_all(
    dir: &Path,
    registries: &Registries,
    resolve: &Resolver,
    execute: bool,
    only: &[String],
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Vec<ScenarioRun>, String> {
    let mut out = Vec::new();
    let selected = |slug: &str| only.is_empty() || only.iter().any(|s| s == slug);
    let files = crate::suite_files(dir)?;
    let total = files.len();
    for (done, path) in files.into_iter().enumerate() {
        progress(done, total);
        let file = crate::display_path(&path);
        let loaded = load_scenario(&path, registries);
        let about = match &loaded {
            Ok(l) => Some(l.scenario.ruleset.value.clone()),
            Err(_) => path
                .parent()
                .and_then(|p| p.file_name())
                .map(|n| n.to_string_lossy().into_owned())
                .filter(|n| registries.get(n).is_some()),
        };
        if !about.as_deref().is_none_or(selected) {
            continue;
        }
        let run = match loaded {
            Err(e) => ScenarioRun {
                file,
                ruleset: None,
                asserted: Vec::new(),
                exercised: Vec::new(),
                declared: Vec::new(),
                steps: 0,
                failure: Some(e),
            },
            Ok(l) => {
                let mut asserted = l.asserted_ids();
                let (exercised, failure) = match execute.then(|| run_scenario(&l, resolve)) {
                    Some(Ok(report)) => {
                        asserted.extend(report.asserted);
                        asserted.sort();
                        asserted.dedup();
                        let exercised = report
                            .exercised
                            .into_iter()
                            .filter(|id| !asserted.contains(id))
                            .collect();
                        (exercised, None)
                    }
                    Some(Err(e)) => (Vec::new(), Some(e)),
                    None => (Vec::new(), None),
                };
                ScenarioRun {
                    file: l.file.clone(),
                    ruleset: Some(l.scenario.ruleset.value.clone()),
                    asserted,
                    exercised,
                    declared: l.declared_ids(),
                    steps: l.step_count(),
                    failure,
                }
            }
        };
        out.push(run);
    }
    Ok(out)
}

/// One row of the coverage table.
#[derive(Clone, Debug)]
pub struct Row {
    pub id: String,
    pub title: String,
    pub kind: ClauseKind,
    /// Passing scenarios with a step asserting the clause.
    pub scenarios: Vec<String>,
    /// Passing scenarios whose play exercises the clause and whose steps do not assert it.
    pub exercised: Vec<String>,
    /// Passing scenarios that name the clause in their header and assert it nowhere.
    pub declared: Vec<String>,
    /// Code deciding by the clause, `file:line`.
    pub code: Vec<String>,
    /// Citations that decide nothing (module headings, types, unused functions), `file:line`.
    pub idle: Vec<String>,
    /// Why no scenario can cover the clause (`kind: untestable`).
    pub why: Option<String>,
}

impl Row {
    /// A clause classed untestable that a passing scenario asserts or exercises after all.
    pub fn misclassified(&self) -> bool {
        self.kind == ClauseKind::Untestable
            && !(self.scenarios.is_empty() && self.exercised.is_empty())
    }
    /// A rule clause that no passing scenario asserts or exercises by its play, or that no code decides by.
    pub fn uncovered(&self) -> bool {
        self.kind == ClauseKind::Rule
            && ((self.scenarios.is_empty() && self.exercised.is_empty()) || self.code.is_empty())
    }
}

/// The coverage of one ruleset.
#[derive(Clone, Debug)]
pub struct RulesetCoverage {
    pub slug: String,
    pub rows: Vec<Row>,
    /// Citations (scenario or code) of ids that the registry does not list.
    pub unknown: Vec<String>,
}

impl RulesetCoverage {
    pub fn rule_count(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| r.kind == ClauseKind::Rule)
            .count()
    }
    /// Rule clauses asserted by a passing scenario.
    pub fn with_scenario(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| r.kind == ClauseKind::Rule && !r.scenarios.is_empty())
            .count()
    }
    /// Rule clauses no passing scenario asserts and one exercises by its play.
    pub fn only_exercised(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| {
                r.kind == ClauseKind::Rule && r.scenarios.is_empty() && !r.exercised.is_empty()
            })
            .count()
    }
    /// Rule clauses a passing scenario asserts or names in its header (the old, header-based figure).
    pub fn with_header_or_scenario(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| {
                r.kind == ClauseKind::Rule
                    && !(r.scenarios.is_empty() && r.exercised.is_empty() && r.declared.is_empty())
            })
            .count()
    }
    pub fn with_code(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| r.kind == ClauseKind::Rule && !r.code.is_empty())
            .count()
    }
    /// Clauses classed untestable (`kind: untestable`, with the reason).
    pub fn untestable(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| r.kind == ClauseKind::Untestable)
            .count()
    }
    pub fn complete(&self) -> bool {
        self.rows
            .iter()
            .all(|r| !r.uncovered() && !r.misclassified())
            && self.unknown.is_empty()
    }
}

/// How a scenario touches a clause.
enum Role {
    Asserted,
    Exercised,
    Declared,
}

/// Builds the coverage of every registry from scenario runs and code citations.
pub fn coverage(
    registries: &Registries,
    runs: &[ScenarioRun],
    code: &[Citation],
) -> Vec<RulesetCoverage> {
    let mut out = Vec::new();
    for (slug, reg) in &registries.by_slug {
        let mut by_id: BTreeMap<String, Row> = BTreeMap::new();
        for c in &reg.clauses {
            by_id.insert(
                format!("{slug}/{}", c.id),
                Row {
                    id: c.id.clone(),
                    title: c.title.clone(),
                    kind: c.kind,
                    scenarios: Vec::new(),
                    exercised: Vec::new(),
                    declared: Vec::new(),
                    code: Vec::new(),
                    idle: Vec::new(),
                    why: c.why.clone(),
                },
            );
        }
        let mut unknown = BTreeSet::new();
        let prefix = format!("{slug}/");
        for run in runs.iter().filter(|r| r.failure.is_none()) {
            let asserted = run.asserted.iter().map(|id| (id, Role::Asserted));
            let exercised = run.exercised.iter().map(|id| (id, Role::Exercised));
            let declared = run
                .declared
                .iter()
                .filter(|id| !run.asserted.contains(id) && !run.exercised.contains(id))
                .map(|id| (id, Role::Declared));
            for (id, role) in asserted.chain(exercised).chain(declared) {
                if !id.starts_with(&prefix) {
                    continue;
                }
                let Some(row) = by_id.get_mut(id) else {
                    unknown.insert(format!("{id} (scenario {})", run.file));
                    continue;
                };
                let list = match role {
                    Role::Asserted => &mut row.scenarios,
                    Role::Exercised => &mut row.exercised,
                    Role::Declared => &mut row.declared,
                };
                list.push(run.file.clone());
            }
        }
        for c in code
            .iter()
            .filter(|c| c.id.starts_with(&format!("{slug}/")))
        {
            match by_id.get_mut(&c.id) {
                Some(row) if c.decides => row.code.push(format!("{}:{}", c.file, c.line)),
                Some(row) => row.idle.push(format!("{}:{}", c.file, c.line)),
                None => {
                    unknown.insert(format!("{} ({}:{})", c.id, c.file, c.line));
                }
            }
        }
        let rows = reg
            .clauses
            .iter()
            .map(|c| {
                by_id
                    .remove(&format!("{slug}/{}", c.id))
                    .expect("every clause has a row")
            })
            .collect();
        out.push(RulesetCoverage {
            slug: slug.clone(),
            rows,
            unknown: unknown.into_iter().collect(),
        });
    }
    out
}

fn pct(n: usize, d: usize) -> String {
    if d == 0 {
        "-".to_string()
    } else {
        format!("{:.0}%", 100.0 * n as f64 / d as f64)
    }
}

/// The coverage table of one ruleset, for people. `verbose` lists the scenarios and the code of each row.
pub fn render(cov: &RulesetCoverage, verbose: bool) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "== {} ==", cov.slug);
    let _ = writeln!(
        s,
        "{:<8} {:<5} {:>8} {:>6} {:>6} {:>5}  title",
        "clause", "kind", "asserted", "played", "header", "code"
    );
    for r in &cov.rows {
        let mark = if r.uncovered() {
            "  <-- uncovered"
        } else if r.misclassified() {
            "  <-- classed untestable, yet a scenario covers it"
        } else {
            ""
        };
        let kind = match r.kind {
            ClauseKind::Rule => "rule",
            ClauseKind::Informative => "info",
            ClauseKind::Untestable => "untst",
        };
        let title: String = r.title.chars().take(60).collect();
        let _ = writeln!(
            s,
            "{:<8} {:<5} {:>8} {:>6} {:>6} {:>5}  {title}{mark}",
            r.id,
            kind,
            r.scenarios.len(),
            r.exercised.len(),
            r.declared.len(),
            r.code.len()
        );
        if verbose {
            if let Some(w) = &r.why {
                let _ = writeln!(s, "{:<24}untestable: {w}", "");
            }
            let lists = [
                ("asserted by", &r.scenarios),
                ("exercised by the play of", &r.exercised),
                ("named in the header of", &r.declared),
                ("code", &r.code),
                ("cited, deciding nothing:", &r.idle),
            ];
            for (label, list) in lists {
                for f in list {
                    let _ = writeln!(s, "{:<24}{label} {f}", "");
                }
            }
        }
    }
    for u in &cov.unknown {
        let _ = writeln!(s, "not in the registry: {u}");
    }
    let _ = writeln!(s, "{}", summary(cov));
    s
}

/// The one-line figures of a ruleset: rule clauses asserted by a passing scenario, the old header-based
/// figure beside it, clauses decided by code, and the uncovered count.
pub fn summary(cov: &RulesetCoverage) -> String {
    let rules = cov.rule_count();
    let covered = cov.with_scenario() + cov.only_exercised();
    format!(
        "{}: {} rule clauses; named in a header, asserted or exercised {} ({}); asserted by a step {} ({}); exercised by play only {}; asserted or exercised {} ({}); decided by code {} ({}); uncovered {}; untestable (not counted above) {}",
        cov.slug,
        rules,
        cov.with_header_or_scenario(),
        pct(cov.with_header_or_scenario(), rules),
        cov.with_scenario(),
        pct(cov.with_scenario(), rules),
        cov.only_exercised(),
        covered,
        pct(covered, rules),
        cov.with_code(),
        pct(cov.with_code(), rules),
        cov.rows.iter().filter(|r| r.uncovered()).count(),
        cov.untestable()
    )
}

/// Where `check` and `coverage` look, and which rulesets they report.
#[derive(Clone, Debug)]
pub struct Sources {
    /// The clause registries (`clauses/`).
    pub registry: PathBuf,
    /// The scenarios (`scenarios/`).
    pub scenarios: PathBuf,
    /// The code that cites clauses (`oracle/src/`).
    pub code: PathBuf,
    /// Only these rulesets (all when empty).
    pub rulesets: Vec<String>,
    /// Run the scenarios (otherwise only load and check them).
    pub execute: bool,
}

impl Default for Sources {
    fn default() -> Self {
        let root = crate::repo_root();
        Sources {
            registry: root.join("clauses"),
            scenarios: root.join("scenarios"),
            code: root.join("oracle/src"),
            rulesets: Vec::new(),
            execute: true,
        }
    }
}

/// Everything `check` and `coverage` print.
#[derive(Clone, Debug)]
pub struct Evaluation {
    pub runs: Vec<ScenarioRun>,
    /// Selected rulesets that no scenario file is about (each a sentence naming the ruleset).
    pub without_scenarios: Vec<String>,
    pub coverage: Vec<RulesetCoverage>,
}

impl Evaluation {
    /// Scenario runs that failed.
    pub fn failures(&self) -> impl Iterator<Item = &ScenarioRun> {
        self.runs.iter().filter(|r| r.failure.is_some())
    }

    /// Whether every selected ruleset has every rule clause asserted by a passing scenario and decided by
    /// code.
    pub fn complete(&self) -> bool {
        self.coverage.iter().all(|c| c.complete())
    }
}

/// The rulesets `check` and `coverage` may be asked for: those with a clause registry in `registries`.
fn unknown_ruleset(slug: &str, registries: &Registries, src: &Sources) -> String {
    format!(
        "no ruleset `{slug}` (known: {}; each has a clause registry in {})",
        registries.slugs_named(),
        crate::display_path(&src.registry)
    )
}

/// Runs the scenarios and builds the coverage of the selected rulesets. A ruleset asked for that has no
/// registry, a scenario folder that is missing or empty, is an error naming it.
pub fn evaluate(src: &Sources, resolve: &Resolver) -> Result<Evaluation, String> {
    evaluate_with(src, resolve, &mut |_, _| {})
}

/// [`evaluate`], telling `progress` before each scenario file how many of how many are done.
pub fn evaluate_with(
    src: &Sources,
    resolve: &Resolver,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Evaluation, String> {
    let mut registries = Registries::load_dir(&src.registry).map_err(|e| e.to_string())?;
    for slug in &src.rulesets {
        if registries.get(slug).is_none() {
            return Err(unknown_ruleset(slug, &registries, src));
        }
    }
    let runs = run_all(
        &src.scenarios,
        &registries,
        resolve,
        src.execute,
        &src.rulesets,
        progress,
    )?;
    let slugs: Vec<String> = registries.by_slug.keys().cloned().collect();
    let slug_refs: Vec<&str> = slugs.iter().map(|s| s.as_str()).collect();
    let code = scan_code(&src.code, &slug_refs);
    if !src.rulesets.is_empty() {
        registries
            .by_slug
            .retain(|slug, _| src.rulesets.contains(slug));
    }
    let without_scenarios = registries
        .by_slug
        .keys()
        .filter(|slug| !runs.iter().any(|r| r.ruleset.as_ref() == Some(*slug)))
        .map(|slug| {
            format!(
                "ruleset `{slug}` has no scenario in {}",
                crate::display_path(&src.scenarios)
            )
        })
        .collect();
    let coverage = coverage(&registries, &runs, &code);
    Ok(Evaluation {
        runs,
        without_scenarios,
        coverage,
    })
}
