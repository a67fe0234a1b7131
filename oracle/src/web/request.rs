//! The requests `POST /api` takes besides PROTOCOL.md's: what the page asks (a position drawn with its
//! marks, a record checked, a perft with progress). They share the protocol's fields (`id`, `ruleset`,
//! `start`, `moves`, `interpretation`, `event`, `depth`) with their meaning there, and add `from`, `try`,
//! `text` and `job`. Any other field is refused, as in the protocol.

use crate::core::{AnyGame, AnyRuleset, OracleError};
use crate::game_cache::GameCache;
use crate::names::Settings;
use crate::protocol::{Envelope, ErrorBody, SwitchValue};
use crate::serve::{bad_request, oracle_failure};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// The page's operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WebOp {
    /// The rulesets, each with its switches (question, readings, default) and events.
    Info,
    /// Everything the page shows of a position: its SVG, legal moves, the moves played, the status.
    View,
    /// A position text from a pasted text or diagram.
    Setup,
    /// Every game of a record text with its `check-game` verdict and its moves.
    CheckRecord,
    /// The game as a record (the text `oracle play --record` writes).
    Record,
    /// Starts a perft count with an estimate, progress and a stop.
    PerftStart,
    /// How a perft count is going.
    PerftPoll,
    /// Stops a perft count.
    PerftStop,
}

impl WebOp {
    /// The op's name on the wire, or `None` for a name that is no page op.
    pub fn named(name: &str) -> Option<WebOp> {
        serde_json::from_value(Value::String(name.to_string())).ok()
    }
}

/// A request of one of the page's operations.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WebRequest {
    #[serde(default)]
    pub id: Value,
    pub op: WebOp,
    #[serde(default)]
    pub ruleset: Option<String>,
    #[serde(default)]
    pub start: Option<String>,
    #[serde(default)]
    pub moves: Vec<String>,
    #[serde(default)]
    pub interpretation: BTreeMap<String, SwitchValue>,
    #[serde(default)]
    pub event: Option<String>,
    /// `view`: mark the legal moves of the piece on this square.
    #[serde(default)]
    pub from: Option<String>,
    /// `view`: a move to try on the position: its verdict, and the squares of a refused one outlined.
    #[serde(default, rename = "try")]
    pub try_move: Option<String>,
    /// `setup`: a position text or diagram; `check-record`: the record.
    #[serde(default)]
    pub text: Option<String>,
    /// `perft-start`: plies, 0 to 12.
    #[serde(default)]
    pub depth: Option<u32>,
    /// `perft-poll`, `perft-stop`: the number `perft-start` gave.
    #[serde(default)]
    pub job: Option<u64>,
}

/// The deepest perft asked for, as in the protocol.
pub const MAX_DEPTH: u32 = 12;

impl WebRequest {
    /// The switches as (name, value) pairs.
    pub fn switches(&self) -> Vec<(String, String)> {
        self.interpretation
            .iter()
            .map(|(k, v)| (k.clone(), v.text()))
            .collect()
    }

    /// The ruleset `ruleset` names (a slug or a reading's name, `antichess`: [`crate::names::resolve`])
    /// and the switches in force, the name's and `interpretation`'s; every op but `info` and the perft
    /// polls needs them.
    pub fn ruleset(&self) -> Result<(&'static dyn AnyRuleset, Settings), ErrorBody> {
        let name = self
            .ruleset
            .as_deref()
            .ok_or_else(|| bad_request("missing `ruleset` (e.g. \"void-chess\")"))?;
        crate::names::resolve(name, &self.switches()).map_err(oracle_failure)
    }

    /// The game the request describes, as the protocol builds it: the ruleset, the start, the switches,
    /// the moves, then the event. Built from a kept game of `cache` where one is its start.
    pub fn game(&self, cache: &mut GameCache) -> Result<Box<dyn AnyGame>, ErrorBody> {
        let start = self
            .start
            .as_deref()
            .ok_or_else(|| bad_request("missing `start` (\"startpos\" or a position text)"))?;
        let (ruleset, switches) = self.ruleset()?;
        let mut game = cache
            .game(ruleset.slug(), start, &switches, &self.moves)
            .map_err(oracle_failure)?
            .clone_box();
        if let Some(event) = &self.event {
            game.event(event).map_err(oracle_failure)?;
        }
        Ok(game)
    }

    /// The `text` field, which `setup` and `check-record` need.
    pub fn text(&self) -> Result<&str, ErrorBody> {
        self.text
            .as_deref()
            .ok_or_else(|| bad_request("this op needs a `text`"))
    }
}

/// A reply line: the request's `id`, then the op's fields.
pub fn reply_line(id: &Value, body: impl Serialize) -> String {
    Envelope {
        id: id.clone(),
        body,
    }
    .line()
}

/// A clause with its title from the registry (`clauses/<slug>.yaml`), as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClauseView {
    pub id: String,
    /// The clause's title in the registry; `null` for an id the registry does not list.
    pub title: Option<&'static str>,
}

impl ClauseView {
    pub fn of(id: &str) -> ClauseView {
        ClauseView {
            id: id.to_string(),
            title: super::clauses::title(id),
        }
    }
}

/// An oracle error as the page shows it: the protocol's error body and the clause's title.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ErrorView {
    #[serde(flatten)]
    pub body: ErrorBody,
    pub title: Option<&'static str>,
}

impl From<OracleError> for ErrorView {
    fn from(e: OracleError) -> ErrorView {
        let body = oracle_failure(e);
        ErrorView {
            title: body.clause.as_deref().and_then(super::clauses::title),
            body,
        }
    }
}
