//! The project's clause registry: `clauses/<slug>.yaml`, one file per ruleset, listing every clause id
//! of the rules document with a short title, and marking the informative ones (headings, summaries,
//! worked examples that add no rule of their own) and the definitions (`definition: true`: a rule clause
//! that names or describes what the other rules use, such as the names of the ranks and files, the
//! colours of the squares, the notation for people, or what counts as the same arrangement, and that no
//! move, refusal or game end is decided by alone; the differential tester's clause coverage leaves them
//! out of its count, scenario coverage still counts them).

use crate::error::ScenarioError;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;
use std::sync::OnceLock;

/// Whether a clause states a rule (the default) or only informs, or states something no scenario can
/// cover (with the reason, `why:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum ClauseKind {
    #[default]
    Rule,
    Informative,
    /// A clause no scenario can assert or exercise: a definition no move or position turns on, a
    /// matter outside the board (clocks, conduct). Its entry says why; coverage fails if a scenario
    /// turns out to assert or exercise it after all.
    Untestable,
}

/// One clause of a registry file.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClauseEntry {
    pub id: String,
    pub title: String,
    #[serde(default)]
    pub kind: ClauseKind,
    /// A definition: see the module documentation.
    #[serde(default)]
    pub definition: bool,
    /// Why no scenario can cover the clause: required with `kind: untestable`, and only there.
    #[serde(default)]
    pub why: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RegistryFile {
    ruleset: String,
    document: String,
    clauses: Vec<ClauseEntry>,
}

/// The clauses of one ruleset, in document order.
#[derive(Clone, Debug)]
pub struct Registry {
    pub slug: String,
    pub document: String,
    pub clauses: Vec<ClauseEntry>,
}

impl Registry {
    /// Reads a registry from YAML text; `file` names it in errors.
    pub fn parse(file: &str, text: &str) -> Result<Registry, ScenarioError> {
        let raw: RegistryFile = serde_saphyr::from_str_with_options(text, crate::yaml::options())
            .map_err(|e| ScenarioError::from_yaml(file, &e))?;
        let mut seen = BTreeMap::new();
        for (i, c) in raw.clauses.iter().enumerate() {
            if c.id.trim().is_empty() || c.id.contains(char::is_whitespace) || c.id.contains('/') {
                return Err(ScenarioError::new(
                    file,
                    0,
                    0,
                    format!(
                        "clause {} has a bad id `{}` (expected e.g. `6.2.1`)",
                        i + 1,
                        c.id
                    ),
                ));
            }
            let why = c.why.as_deref().map(str::trim).filter(|w| !w.is_empty());
            match (c.kind, why) {
                (ClauseKind::Untestable, None) => {
                    return Err(ScenarioError::new(
                        file,
                        0,
                        0,
                        format!(
                            "clause `{}` is `kind: untestable` without `why:` (say why no scenario can cover it)",
                            c.id
                        ),
                    ));
                }
                (ClauseKind::Rule | ClauseKind::Informative, Some(_)) => {
                    return Err(ScenarioError::new(
                        file,
                        0,
                        0,
                        format!("clause `{}` has `why:` but is not `kind: untestable`", c.id),
                    ));
                }
                _ => {}
            }
            if let Some(prev) = seen.insert(c.id.clone(), i) {
                return Err(ScenarioError::new(
                    file,
                    0,
                    0,
                    format!(
                        "clause id `{}` is listed twice (entries {} and {})",
                        c.id,
                        prev + 1,
                        i + 1
                    ),
                ));
            }
        }
        Ok(Registry {
            slug: raw.ruleset,
            document: raw.document,
            clauses: raw.clauses,
        })
    }

    /// Reads `path`.
    pub fn load(path: &Path) -> Result<Registry, ScenarioError> {
        let file = crate::files::display(path);
        let text = std::fs::read_to_string(path)
            .map_err(|e| ScenarioError::new(&file, 0, 0, format!("cannot read: {e}")))?;
        let reg = Registry::parse(&file, &text)?;
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        if stem != reg.slug {
            return Err(ScenarioError::new(
                &file,
                1,
                1,
                format!(
                    "the file is named `{stem}` but its `ruleset` is `{}`",
                    reg.slug
                ),
            ));
        }
        Ok(reg)
    }

    /// The entry of a clause id (`6.2.1`, or the full `void-chess/6.2.1`).
    pub fn get(&self, id: &str) -> Option<&ClauseEntry> {
        let id = self.short_id(id)?;
        self.clauses.iter().find(|c| c.id == id)
    }

    /// `6.2.1` for `6.2.1` and for `void-chess/6.2.1`; `None` for another ruleset's full id.
    pub fn short_id<'a>(&self, id: &'a str) -> Option<&'a str> {
        match id.split_once('/') {
            Some((slug, rest)) if slug == self.slug => Some(rest),
            Some(_) => None,
            None => Some(id),
        }
    }

    /// The clauses that state rules.
    pub fn rules(&self) -> impl Iterator<Item = &ClauseEntry> {
        self.clauses.iter().filter(|c| c.kind == ClauseKind::Rule)
    }

    /// The rule clauses that decide something about a position (a move, a refusal, a game end): the
    /// rules less the definitions. The differential tester's clause coverage counts these.
    pub fn deciding_rules(&self) -> impl Iterator<Item = &ClauseEntry> {
        self.rules().filter(|c| !c.definition)
    }
}

/// Every registry of a directory, by slug.
#[derive(Clone, Debug, Default)]
pub struct Registries {
    pub by_slug: BTreeMap<String, Registry>,
}

impl Registries {
    /// Reads every `*.yaml` file of `dir` (not recursive). A missing directory gives no registries.
    pub fn load_dir(dir: &Path) -> Result<Registries, ScenarioError> {
        let mut by_slug = BTreeMap::new();
        let Ok(entries) = std::fs::read_dir(dir) else {
            return Ok(Registries { by_slug });
        };
        let mut paths: Vec<_> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
            .collect();
        paths.sort();
        for p in paths {
            let reg = Registry::load(&p)?;
            by_slug.insert(reg.slug.clone(), reg);
        }
        Ok(Registries { by_slug })
    }

    /// The project's registries: `clauses/*.yaml`, embedded in the harness ([`crate::data`]), read
    /// once a process (the differential tester and the case compiler ask for them many times).
    pub fn project() -> Result<&'static Registries, ScenarioError> {
        static PROJECT: OnceLock<Result<Registries, ScenarioError>> = OnceLock::new();
        PROJECT
            .get_or_init(|| {
                let mut by_slug = BTreeMap::new();
                let registries = crate::data::below("clauses")
                    .filter(|(path, _)| path.matches('/').count() == 1 && path.ends_with(".yaml"));
                for (path, text) in registries {
                    let reg = Registry::parse(path, text)?;
                    by_slug.insert(reg.slug.clone(), reg);
                }
                Ok(Registries { by_slug })
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    pub fn get(&self, slug: &str) -> Option<&Registry> {
        self.by_slug.get(slug)
    }

    /// The slugs that have a registry, for messages: `circular, fide` (`none` when there is none).
    pub fn slugs_named(&self) -> String {
        if self.by_slug.is_empty() {
            return "none".to_string();
        }
        let slugs: Vec<&str> = self.by_slug.keys().map(|s| s.as_str()).collect();
        slugs.join(", ")
    }

    /// Whether a full clause id (`void-chess/6.2.1`) is in its ruleset's registry.
    pub fn knows(&self, full_id: &str) -> bool {
        match full_id.split_once('/') {
            Some((slug, _)) => self.get(slug).is_some_and(|r| r.get(full_id).is_some()),
            None => false,
        }
    }
}
