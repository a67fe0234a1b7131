//! The conformance harness of the rules oracle: the rule cases (the YAML scenarios of `scenarios/`,
//! embedded), what they ask an engine and how its answers are judged, the engines behind one face, the
//! differential tester, the planted bugs and the compatibility matrix. `cargo xtask` is a command line
//! over this crate; an engine's own `cargo test` runs the rule cases through [`Harness`].
//!
//! The modules, from the bottom up (each uses only those above it in this list):
//! - the case format: [`clock`] (UTC dates for stamps), [`error`], [`yaml`], [`registry`] (the clause registries), [`data`] (the embedded
//!   files), [`files`] (a suite read from the embedded files or a folder), [`toy`] and [`pieces`] (the
//!   rulesets a case can name), [`step_fields`], [`scenario`] (a scenario file read and checked), [`expectations`] (how a
//!   step's expectation is read), [`list_checks`], [`runner`] (a scenario run against the oracle), [`rng`],
//!   [`interactions`] (the tables of rule interactions and positions built for them);
//! - the engines: [`engines`] (the face, [`engines::engine::Engine`], and the adapters: a PROTOCOL.md
//!   program, a UCI program, shakmaty), `shakmaty_adapter` (with the feature `shakmaty`), [`planted`] (engines with a planted bug),
//!   [`readings`], [`presets`] (the engines a name reaches), [`bridge`] (PROTOCOL.md in front of any of
//!   them);
//! - the rule cases as questions: [`cases`] (a scenario compiled into questions), [`check_engine`]
//!   (the cases against an engine), [`trials`] ([`Harness`]: each case a libtest trial);
//! - the differential tester: [`diff`], [`diff_merge`] (a sharded run's reports merged);
//! - reports and exports: [`html`], [`matrix`], [`suite_export`], [`perft_tables`].

pub mod bridge;
pub mod cases;
pub mod check_engine;
pub mod clock;
pub mod data;
pub mod diff;
pub mod diff_merge;
pub mod engines;
pub mod error;
pub mod expectations;
pub mod files;
pub mod html;
pub mod interactions;
pub mod list_checks;
pub mod matrix;
pub mod perft_tables;
pub mod pieces;
pub mod planted;
pub mod presets;
pub mod readings;
pub mod registry;
mod rests_on;
pub mod rng;
pub mod runner;
pub mod scenario;
#[cfg(feature = "shakmaty")]
pub mod shakmaty_adapter;
pub mod step_fields;
pub mod suite_export;
pub mod toy;
pub mod trials;
pub mod yaml;

/// The harness's version (its package's), which names the suite it carries.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

pub use error::ScenarioError;
pub use registry::{ClauseEntry, ClauseKind, Registries, Registry};
pub use runner::{run_scenario, Report, Resolver};
pub use scenario::{load_scenario, parse_scenario, Scenario};
pub use trials::Harness;
