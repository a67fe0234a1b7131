//! Clause coverage: for every clause of every registry, the passing scenarios that name it and the code
//! that cites it (`clause!("<slug>/<id>")` or a doc comment `/// <slug>/<id>`).

use crate::error::ScenarioError;
use crate::registry::{ClauseKind, Registries};
use crate::runner::{run_scenario, Resolver};
use crate::scenario::load_scenario;
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
}

/// Every `*.rs` file below `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
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

/// Scans the code below `dir` for clause citations.
pub fn scan_code(dir: &Path, slugs: &[&str]) -> Vec<Citation> {
    let mut out = Vec::new();
    for path in rust_files(dir) {
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let file = crate::display_path(&path);
        for (n, line) in text.lines().enumerate() {
            let t = line.trim_start();
            let comment = t.starts_with("//");
            for id in macro_literals(line).into_iter().filter(|_| !comment) {
                out.push(Citation {
                    id,
                    file: file.clone(),
                    line: n + 1,
                    kind: CiteKind::Macro,
                });
            }
            if t.starts_with("///") || t.starts_with("//!") {
                for id in doc_citations(t, slugs) {
                    out.push(Citation {
                        id,
                        file: file.clone(),
                        line: n + 1,
                        kind: CiteKind::Doc,
                    });
                }
            }
        }
    }
    out
}

/// The result of running one scenario file.
#[derive(Clone, Debug)]
pub struct ScenarioRun {
    pub file: String,
    pub ruleset: Option<String>,
    /// Full clause ids named by the scenario.
    pub clauses: Vec<String>,
    pub steps: usize,
    /// Not run: the oracle does not provide its ruleset.
    pub skipped: bool,
    /// `None` when it passed (or was skipped); otherwise the located error.
    pub failure: Option<ScenarioError>,
}

/// Loads every scenario file below `dir`, and runs it when `execute` is set. A file whose ruleset the
/// resolver does not provide is skipped (neither loaded nor run).
pub fn run_all(
    dir: &Path,
    registries: &Registries,
    resolve: &Resolver,
    execute: bool,
) -> Vec<ScenarioRun> {
    let mut out = Vec::new();
    for path in crate::yaml_files(dir) {
        let file = crate::display_path(&path);
        let slug = crate::scenario::ruleset_of(&path);
        if execute && slug.as_ref().is_some_and(|s| resolve(s).is_err()) {
            out.push(ScenarioRun {
                file,
                ruleset: slug,
                clauses: Vec::new(),
                steps: 0,
                skipped: true,
                failure: None,
            });
            continue;
        }
        let run = match load_scenario(&path, registries) {
            Err(e) => ScenarioRun {
                file,
                ruleset: slug,
                clauses: Vec::new(),
                steps: 0,
                skipped: false,
                failure: Some(e),
            },
            Ok(l) => ScenarioRun {
                file: l.file.clone(),
                ruleset: Some(l.scenario.ruleset.value.clone()),
                clauses: l.clause_ids(),
                steps: l.step_count(),
                skipped: false,
                failure: if execute {
                    run_scenario(&l, resolve).err()
                } else {
                    None
                },
            },
        };
        out.push(run);
    }
    out
}

/// One row of the coverage table.
#[derive(Clone, Debug)]
pub struct Row {
    pub id: String,
    pub title: String,
    pub kind: ClauseKind,
    /// Passing scenarios naming the clause.
    pub scenarios: Vec<String>,
    /// Code citing the clause, `file:line`.
    pub code: Vec<String>,
}

impl Row {
    /// A rule clause with no passing scenario or no code citing it.
    pub fn uncovered(&self) -> bool {
        self.kind == ClauseKind::Rule && (self.scenarios.is_empty() || self.code.is_empty())
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
    pub fn with_scenario(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| r.kind == ClauseKind::Rule && !r.scenarios.is_empty())
            .count()
    }
    pub fn with_code(&self) -> usize {
        self.rows
            .iter()
            .filter(|r| r.kind == ClauseKind::Rule && !r.code.is_empty())
            .count()
    }
    pub fn complete(&self) -> bool {
        self.rows.iter().all(|r| !r.uncovered()) && self.unknown.is_empty()
    }
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
                    code: Vec::new(),
                },
            );
        }
        let mut unknown = BTreeSet::new();
        for run in runs.iter().filter(|r| r.failure.is_none() && !r.skipped) {
            for id in run
                .clauses
                .iter()
                .filter(|id| id.starts_with(&format!("{slug}/")))
            {
                match by_id.get_mut(id) {
                    Some(row) => row.scenarios.push(run.file.clone()),
                    None => {
                        unknown.insert(format!("{id} (scenario {})", run.file));
                    }
                }
            }
        }
        for c in code
            .iter()
            .filter(|c| c.id.starts_with(&format!("{slug}/")))
        {
            match by_id.get_mut(&c.id) {
                Some(row) => row.code.push(format!("{}:{}", c.file, c.line)),
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

/// The coverage table of one ruleset, for people.
pub fn render(cov: &RulesetCoverage, verbose: bool) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "== {} ==", cov.slug);
    let _ = writeln!(
        s,
        "{:<8} {:<5} {:>9} {:>5}  title",
        "clause", "kind", "scenarios", "code"
    );
    for r in &cov.rows {
        let mark = if r.uncovered() { "  <-- uncovered" } else { "" };
        let kind = match r.kind {
            ClauseKind::Rule => "rule",
            ClauseKind::Informative => "info",
        };
        let title: String = r.title.chars().take(60).collect();
        let _ = writeln!(
            s,
            "{:<8} {:<5} {:>9} {:>5}  {title}{mark}",
            r.id,
            kind,
            r.scenarios.len(),
            r.code.len()
        );
        if verbose {
            for f in &r.scenarios {
                let _ = writeln!(s, "{:<24}scenario {f}", "");
            }
            for f in &r.code {
                let _ = writeln!(s, "{:<24}code {f}", "");
            }
        }
    }
    for u in &cov.unknown {
        let _ = writeln!(s, "not in the registry: {u}");
    }
    let rules = cov.rule_count();
    let _ = writeln!(
        s,
        "{}: {} rule clauses; with a passing scenario {} ({}); cited by code {} ({}); uncovered {}",
        cov.slug,
        rules,
        cov.with_scenario(),
        pct(cov.with_scenario(), rules),
        cov.with_code(),
        pct(cov.with_code(), rules),
        cov.rows.iter().filter(|r| r.uncovered()).count()
    );
    s
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

impl Sources {
    /// Reads `--registry DIR`, `--scenarios DIR`, `--code DIR`, `--ruleset SLUG` (repeatable), `--parse-only`; returns the
    /// arguments it does not know.
    pub fn from_args(args: &[String]) -> Result<(Sources, Vec<String>), String> {
        let mut s = Sources::default();
        let mut rest = Vec::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            let mut value = |name: &str| {
                it.next()
                    .cloned()
                    .ok_or_else(|| format!("`{name}` needs a value"))
            };
            match a.as_str() {
                "--registry" => s.registry = PathBuf::from(value(a)?),
                "--scenarios" => s.scenarios = PathBuf::from(value(a)?),
                "--code" => s.code = PathBuf::from(value(a)?),
                "--ruleset" => s.rulesets.push(value(a)?),
                "--parse-only" => s.execute = false,
                _ => rest.push(a.clone()),
            }
        }
        Ok((s, rest))
    }
}

/// Everything `check` and `coverage` print.
#[derive(Clone, Debug)]
pub struct Evaluation {
    pub runs: Vec<ScenarioRun>,
    /// Scenario files whose ruleset the resolver does not provide (not run, not counted).
    pub unavailable: Vec<String>,
    pub coverage: Vec<RulesetCoverage>,
}

impl Evaluation {
    /// Scenario runs that failed.
    pub fn failures(&self) -> impl Iterator<Item = &ScenarioRun> {
        self.runs.iter().filter(|r| r.failure.is_some())
    }

    /// Whether every selected ruleset has every rule clause covered by a passing scenario and by code.
    pub fn complete(&self) -> bool {
        self.coverage.iter().all(|c| c.complete())
    }
}

/// Runs the scenarios and builds the coverage of the selected rulesets.
pub fn evaluate(src: &Sources, resolve: &Resolver) -> Result<Evaluation, ScenarioError> {
    let mut registries = Registries::load_dir(&src.registry)?;
    if !src.rulesets.is_empty() {
        for slug in &src.rulesets {
            if registries.get(slug).is_none() {
                return Err(ScenarioError::new(
                    &crate::display_path(&src.registry),
                    0,
                    0,
                    format!("no clause registry for `{slug}`"),
                ));
            }
        }
    }
    let mut runs = Vec::new();
    let mut unavailable = Vec::new();
    for run in run_all(&src.scenarios, &registries, resolve, src.execute) {
        if run.skipped {
            unavailable.push(run.file.clone());
        } else {
            runs.push(run);
        }
    }
    let slugs: Vec<String> = registries.by_slug.keys().cloned().collect();
    let slug_refs: Vec<&str> = slugs.iter().map(|s| s.as_str()).collect();
    let code = scan_code(&src.code, &slug_refs);
    if !src.rulesets.is_empty() {
        registries
            .by_slug
            .retain(|slug, _| src.rulesets.contains(slug));
    }
    let coverage = coverage(&registries, &runs, &code);
    Ok(Evaluation {
        runs,
        unavailable,
        coverage,
    })
}
