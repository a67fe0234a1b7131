//! The conformance suite's library, for this repository's own tests and commands: the clause-coverage
//! report and its pages, the bodies of the fuzz targets, the tidy and layers checks, and the repository's
//! paths. The case format,
//! the clause registries and the scenario runner are the harness's (`harness/`), named here as before.

pub mod check_html;
pub mod coverage;
pub mod fuzz_bodies;
pub mod layers;
pub mod tidy;

pub use harness::{
    error, expectations, interactions, pieces, registry, rng, runner, scenario, shakmaty_adapter,
    toy, yaml,
};
pub use harness::{
    run_scenario, ClauseEntry, ClauseKind, Registries, Registry, Report, Resolver, Scenario,
    ScenarioError,
};

use std::path::{Path, PathBuf};

/// The repository root (the root package's directory).
pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub use harness::files::yaml_files;

/// Every `*.rs` file below `dir`, sorted, recursively.
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
    harness::files::files_ending(dir, &["rs"])
}

/// The scenario files of a suite folder: every `*.yaml` below `dir`, named in messages from the
/// repository root. A folder that is missing or holds no scenario is an error naming it, never an empty
/// suite that passes.
pub fn suite_files(dir: &Path) -> Result<Vec<PathBuf>, String> {
    harness::files::suite_files(dir, &repo_root())
}

/// The rulesets of `slugs` whose folder `<scenarios>/<slug>/` is missing or holds no scenario, each with
/// the reason.
pub fn rulesets_without_scenarios(scenarios: &Path, slugs: &[&str]) -> Vec<String> {
    slugs
        .iter()
        .filter_map(|slug| suite_files(&scenarios.join(slug)).err())
        .collect()
}

/// Reads and checks a scenario file, named in messages by its path from the repository root (the
/// harness's own reader names a file from the current folder).
pub fn load_scenario(
    path: &Path,
    registries: &Registries,
) -> Result<scenario::Loaded, ScenarioError> {
    let file = display_path(path);
    let text = std::fs::read_to_string(path)
        .map_err(|e| ScenarioError::new(&file, 0, 0, format!("cannot read: {e}")))?;
    harness::parse_scenario(&file, &text, registries)
}

/// A path relative to the repository root, for messages.
pub fn display_path(path: &Path) -> String {
    let root = repo_root();
    path.strip_prefix(&root)
        .unwrap_or(path)
        .display()
        .to_string()
}
