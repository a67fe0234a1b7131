//! The interaction table of a ruleset: `clauses/interactions/<slug>.yaml`, written from the rulebook beside
//! the clause registry. It names what a played move can show (its *features*: a special move, an effect
//! that can follow it in the same move, a test the move is judged by, an ending) and lists the *pairs*
//! that matter, each with the rulebook's reason and either the scenario that shows it or why no legal
//! play can reach it.
//!
//! A feature is read off a move's [`Signature`]: `all` its tokens must be there, at least one of `any`
//! (when given), none of `none`. The tokens are the clause ids of the move's trace (`void-chess/5.3`),
//! `then:` and a clause of the position it leads to (check, the status and the conditions it rests on),
//! `refused:` and the clause that refused a candidate (with the clauses that candidate's checks had said
//! yes by), `before:refused:` and a clause that refused a candidate where the move was chosen, and the
//! facts of [`super::signature::FACTS`].

use super::signature::{Signature, FACTS};
use crate::error::ScenarioError;
use crate::registry::Registries;
use serde::Deserialize;
use serde_saphyr::Spanned;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What a feature is: a move (a special move, or a kind of move such as a capture onto an unstable
/// tile), an effect that can follow a move in the same move, a test the move is judged by, an ending
/// (or a second ending's condition holding in the same position).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Move,
    Effect,
    Test,
    Ending,
}

/// What a played move (or a refused candidate) can show.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Feature {
    pub role: Role,
    pub title: String,
    #[serde(default)]
    pub all: Vec<String>,
    #[serde(default)]
    pub any: Vec<String>,
    #[serde(default)]
    pub none: Vec<String>,
}

impl Feature {
    /// Whether `sig` shows this feature.
    pub fn shown_by(&self, sig: &Signature) -> bool {
        self.all.iter().all(|t| sig.has(t))
            && (self.any.is_empty() || self.any.iter().any(|t| sig.has(t)))
            && !self.none.iter().any(|t| sig.has(t))
    }

    fn tokens(&self) -> impl Iterator<Item = &String> {
        self.all.iter().chain(&self.any).chain(&self.none)
    }
}

/// One interaction: two features that can meet in one move (a move and what follows it), or two
/// endings that can hold in one position.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPair {
    pair: Spanned<Vec<String>>,
    why: String,
    #[serde(default)]
    scenario: Option<Spanned<String>>,
    #[serde(default)]
    unreachable: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTable {
    ruleset: String,
    document: String,
    features: BTreeMap<String, Feature>,
    pairs: Vec<RawPair>,
}

/// One pair of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pair {
    /// `first + second`, the names of its two features.
    pub id: String,
    pub first: String,
    pub second: String,
    /// Why the rulebook makes the two meet (or why they cannot).
    pub why: String,
    /// Where reachable: the scenario file (in `scenarios/<slug>/`) that shows the pair.
    pub scenario: Option<String>,
    /// Where no legal play reaches the pair: why.
    pub unreachable: Option<String>,
}

impl Pair {
    pub fn reachable(&self) -> bool {
        self.unreachable.is_none()
    }
}

/// A ruleset's interaction table.
#[derive(Clone, Debug)]
pub struct Table {
    pub slug: String,
    pub document: String,
    pub features: BTreeMap<String, Feature>,
    /// In the order of the file.
    pub pairs: Vec<Pair>,
}

/// The most tokens a table's features may name, all told: the differential tester counts the pairs on
/// masks of this many bits (`masks.rs`).
pub const MAX_TOKENS: usize = 128;

/// Where the tables live, below the repository root.
pub const TABLE_DIR: &str = "clauses/interactions";

/// The path of `slug`'s table below `root`.
pub fn table_path(root: &Path, slug: &str) -> PathBuf {
    root.join(TABLE_DIR).join(format!("{slug}.yaml"))
}

impl Table {
    /// Reads a table from YAML text; `file` names it in errors. Every token of every feature must be a
    /// clause id the registries know (with or without `then:`/`refused:`) or a fact; every pair must name
    /// two features, a `move` and an `effect`, and have either a `scenario` or an `unreachable` reason.
    pub fn parse(file: &str, text: &str, registries: &Registries) -> Result<Table, ScenarioError> {
        let raw: RawTable = serde_saphyr::from_str_with_options(text, crate::scenario::options())
            .map_err(|e| ScenarioError::from_yaml(file, &e))?;
        let err = |at: Option<(u64, u64)>, message: String| {
            let (line, column) = at.unwrap_or((0, 0));
            ScenarioError::new(file, line, column, message)
        };
        let loc = |s: &serde_saphyr::Location| Some((s.line(), s.column()));
        for (name, f) in &raw.features {
            if f.all.is_empty() && f.any.is_empty() {
                return Err(err(
                    None,
                    format!("feature `{name}` has no `all:` or `any:` tokens"),
                ));
            }
            for token in f.tokens() {
                if !token_known(token, registries) {
                    return Err(err(
                        None,
                        format!(
                            "feature `{name}`: unknown token `{token}` (expected a clause id of the \
                             registry, `then:`, `refused:` or `before:refused:` and one, or a fact: {})",
                            FACTS.join(", ")
                        ),
                    ));
                }
            }
        }
        let mut pairs = Vec::new();
        let mut seen = BTreeMap::new();
        for p in raw.pairs {
            let at = &p.pair;
            let here = loc(&at.referenced);
            let [first, second] = at.value.as_slice() else {
                return Err(err(
                    here,
                    format!("`pair: {:?}` must name two features", at.value),
                ));
            };
            for name in [first, second] {
                if !raw.features.contains_key(name) {
                    return Err(err(
                        here,
                        format!("pair `{first} + {second}`: unknown feature `{name}`"),
                    ));
                }
            }
            let id = format!("{first} + {second}");
            if seen.insert(id.clone(), ()).is_some() {
                return Err(err(here, format!("pair `{id}` is listed twice")));
            }
            let unreachable = p.unreachable.map(|u| u.trim().to_string());
            match (&p.scenario, &unreachable) {
                (Some(_), Some(_)) | (None, None) => {
                    return Err(err(
                        here,
                        format!("pair `{id}` needs either `scenario:` or `unreachable:`"),
                    ))
                }
                _ => {}
            }
            pairs.push(Pair {
                id,
                first: first.clone(),
                second: second.clone(),
                why: p.why.trim().to_string(),
                scenario: p.scenario.map(|s| s.value),
                unreachable,
            });
        }
        let tokens: std::collections::BTreeSet<&String> =
            raw.features.values().flat_map(Feature::tokens).collect();
        if tokens.len() > MAX_TOKENS {
            return Err(err(
                None,
                format!(
                    "the features name {} tokens, more than {MAX_TOKENS}",
                    tokens.len()
                ),
            ));
        }
        Ok(Table {
            slug: raw.ruleset,
            document: raw.document,
            features: raw.features,
            pairs,
        })
    }

    /// Reads `slug`'s table below the repository root `root`.
    pub fn load(root: &Path, slug: &str) -> Result<Table, ScenarioError> {
        let path = table_path(root, slug);
        let file = crate::files::display(&path);
        let text = std::fs::read_to_string(&path)
            .map_err(|e| ScenarioError::new(&file, 0, 0, format!("cannot read: {e}")))?;
        let registries = Registries::load_dir(&root.join("clauses"))?;
        let table = Table::parse(&file, &text, &registries)?;
        if table.slug != slug {
            return Err(ScenarioError::new(
                &file,
                0,
                0,
                format!(
                    "the file is named for `{slug}` but says `ruleset: {}`",
                    table.slug
                ),
            ));
        }
        Ok(table)
    }

    /// The project's table for `slug` (embedded in the harness, [`crate::data`]), or `None` where it has
    /// none or it does not load.
    pub fn project(slug: &str) -> Option<Table> {
        let file = format!("{TABLE_DIR}/{slug}.yaml");
        let text = crate::data::file(&file)?;
        let registries = Registries::project().ok()?;
        Table::parse(&file, text, registries)
            .ok()
            .filter(|t| t.slug == slug)
    }

    /// The pairs `sig` exercises.
    pub fn pairs_shown_by<'a>(&'a self, sig: &'a Signature) -> impl Iterator<Item = &'a Pair> {
        self.pairs.iter().filter(move |p| self.shows(p, sig))
    }

    /// Whether `sig` exercises pair `p`.
    pub fn shows(&self, p: &Pair, sig: &Signature) -> bool {
        let shown = |name: &str| self.features.get(name).is_some_and(|f| f.shown_by(sig));
        shown(&p.first) && shown(&p.second)
    }

    /// Whether `sig`, a move's signature before it is played (no `then:` tokens), has every token the
    /// `all` lists of the pair's features ask for that is not about the position reached: whether the
    /// move, once played, may exercise the pair.
    pub fn could_show(&self, p: &Pair, sig: &Signature) -> bool {
        [&p.first, &p.second]
            .into_iter()
            .filter_map(|name| self.features.get(name))
            .flat_map(|f| f.all.iter())
            .filter(|t| !t.starts_with("then:"))
            .all(|t| sig.has(t))
    }

    /// The reachable pairs.
    pub fn reachable(&self) -> impl Iterator<Item = &Pair> {
        self.pairs.iter().filter(|p| p.reachable())
    }
}

/// Whether `token` is a fact or (after an optional `then:` or `refused:`) a clause id the registries know.
fn token_known(token: &str, registries: &Registries) -> bool {
    if FACTS.contains(&token) {
        return true;
    }
    let clause = token
        .strip_prefix("then:")
        .or_else(|| token.strip_prefix("refused:"))
        .or_else(|| token.strip_prefix("before:refused:"))
        .unwrap_or(token);
    registries.knows(clause)
}
