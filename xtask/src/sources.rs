//! The options `check` and `coverage` share: where the registries, scenarios and code are, and which
//! rulesets.

use conformance::coverage::Sources;
use std::path::PathBuf;

#[derive(clap::Args, Debug, Clone)]
pub struct SourceArgs {
    /// Only this ruleset (repeatable; every ruleset when none is given): a slug, or a reading's name
    /// (`antichess`, `giveaway`: the scenarios of its ruleset that hold under it, with its switches).
    #[arg(long = "ruleset", short = 'r', value_name = "NAME")]
    pub rulesets: Vec<String>,
    /// The clause registries (default `clauses/`).
    #[arg(long, value_name = "DIR")]
    pub registry: Option<PathBuf>,
    /// The scenarios (default `scenarios/`).
    #[arg(long, value_name = "DIR")]
    pub scenarios: Option<PathBuf>,
    /// The code that cites clauses (default `oracle/src/`).
    #[arg(long, value_name = "DIR")]
    pub code: Option<PathBuf>,
    /// Load and check the scenario files, run nothing.
    #[arg(long)]
    pub parse_only: bool,
    /// List every passing scenario, and the scenarios and code of each clause.
    #[arg(long, short)]
    pub verbose: bool,
}

impl SourceArgs {
    pub fn sources(&self) -> Sources {
        let default = Sources::default();
        Sources {
            registry: self.registry.clone().unwrap_or(default.registry),
            scenarios: self.scenarios.clone().unwrap_or(default.scenarios),
            code: self.code.clone().unwrap_or(default.code),
            rulesets: self.rulesets.clone(),
            execute: !self.parse_only,
        }
    }
}

/// A scenario folder as the harness reads it, its files named from the repository root as every
/// command names them.
pub fn folder(dir: PathBuf) -> harness::files::Source {
    harness::files::Source::Folder {
        dir,
        base: conformance::repo_root(),
    }
}
