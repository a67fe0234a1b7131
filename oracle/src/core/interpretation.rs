//! The interpretation register: where a rules document is ambiguous or contradicts itself, each reading is
//! written down, and the choice is a named switch that the CLI (`--interpretation name=value`),
//! `oracle serve` requests, scenarios and the differential tester can set.

use super::OracleError;
use std::fmt::Debug;

/// One reading of an ambiguous rule: the switch value that selects it, and what it means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    pub value: &'static str,
    pub meaning: &'static str,
}

/// One entry of a ruleset's interpretation register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegisterEntry {
    /// Stable id of the entry, e.g. `VC-9.3-void-trap`.
    pub id: &'static str,
    /// The clauses involved (full ids).
    pub clauses: &'static [&'static str],
    /// The question the text leaves open.
    pub question: &'static str,
    /// The switch that selects a reading; `None` for an entry that only records a decision
    /// with no alternative worth selecting (the readings then list what was decided).
    pub switch: Option<&'static str>,
    /// The readings.
    pub readings: &'static [Reading],
    /// The reading we take by default (a `value` of `readings`).
    pub default: &'static str,
    /// Why that default.
    pub why: &'static str,
}

/// A ruleset's interpretation: one field per switch of its register.
pub trait Interpretation: Default + Clone + Debug + PartialEq + Send + Sync + 'static {
    /// Every entry of the register.
    fn register() -> &'static [RegisterEntry];

    /// Sets switch `name` to `value`. Implementations call [`check_switch`] first for a uniform error.
    fn set(&mut self, name: &str, value: &str) -> Result<(), OracleError>;

    /// The current value of switch `name`.
    fn get(&self, name: &str) -> Option<&'static str>;

    /// Every switch with its current value, in register order.
    fn values(&self) -> Vec<(&'static str, &'static str)> {
        Self::register()
            .iter()
            .filter_map(|e| e.switch)
            .filter_map(|s| self.get(s).map(|v| (s, v)))
            .collect()
    }

    /// A value with the given switches set, in order.
    fn with(settings: &[(String, String)]) -> Result<Self, OracleError> {
        let mut me = Self::default();
        for (name, value) in settings {
            me.set(name, value)?;
        }
        Ok(me)
    }
}

/// Checks that `name` is a switch of `register` and `value` one of its readings.
pub fn check_switch(
    register: &[RegisterEntry],
    name: &str,
    value: &str,
) -> Result<(), OracleError> {
    let Some(entry) = register.iter().find(|e| e.switch == Some(name)) else {
        let known: Vec<&str> = register.iter().filter_map(|e| e.switch).collect();
        return Err(OracleError::BadInterpretation {
            message: format!(
                "no switch named `{name}` (switches: {})",
                if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(", ")
                }
            ),
        });
    };
    if entry.readings.iter().any(|r| r.value == value) {
        Ok(())
    } else {
        let values: Vec<&str> = entry.readings.iter().map(|r| r.value).collect();
        Err(OracleError::BadInterpretation {
            message: format!(
                "switch `{name}` has no value `{value}` (values: {})",
                values.join(", ")
            ),
        })
    }
}

/// An interpretation with no switches, for rulesets whose text leaves nothing open (yet).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Switches;

impl Interpretation for Switches {
    fn register() -> &'static [RegisterEntry] {
        &[]
    }
    fn set(&mut self, name: &str, value: &str) -> Result<(), OracleError> {
        check_switch(Self::register(), name, value)
    }
    fn get(&self, _name: &str) -> Option<&'static str> {
        None
    }
}

/// Parses `name=value` as given on a command line.
pub fn parse_setting(text: &str) -> Result<(String, String), OracleError> {
    match text.split_once('=') {
        Some((n, v)) if !n.trim().is_empty() && !v.trim().is_empty() => {
            Ok((n.trim().to_string(), v.trim().to_string()))
        }
        _ => Err(OracleError::BadInterpretation {
            message: format!("`{text}` is not of the form name=value"),
        }),
    }
}

/// Every ruleset's register as Markdown, one table per ruleset (the output of `cargo xtask register`).
pub fn register_markdown(rulesets: &[&dyn super::AnyRuleset]) -> String {
    let mut out = String::from("# Interpretation registers\n");
    for r in rulesets {
        out.push_str(&format!("\n## {} (`{}`)\n\n", r.name(), r.slug()));
        let entries = r.register();
        if entries.is_empty() {
            out.push_str("No entries.\n");
            continue;
        }
        out.push_str("| id | clauses | question | switch | readings | default | why |\n");
        out.push_str("|---|---|---|---|---|---|---|\n");
        for e in entries {
            let readings: Vec<String> = e
                .readings
                .iter()
                .map(|r| format!("`{}`: {}", r.value, r.meaning))
                .collect();
            let cell = |s: &str| s.replace('|', "\\|").replace('\n', " ");
            out.push_str(&format!(
                "| {} | {} | {} | {} | {} | `{}` | {} |\n",
                e.id,
                e.clauses.join(", "),
                cell(e.question),
                e.switch.map_or("(none)".to_string(), |s| format!("`{s}`")),
                cell(&readings.join("<br>")),
                e.default,
                cell(e.why)
            ));
        }
    }
    out
}
