//! Interaction coverage of a run: which pairs of the ruleset's interaction table
//! (`clauses/interactions/<slug>.yaml`, read by `crate::interactions`) the compared moves exercised.
//! A played move counts with the position it led to (its signature: its clause trace, `then:` the state
//! reached, a few facts), a refused candidate at a compared position with its refusing clause (each game
//! counts them through its `ledger::Ledger`, on the table's bit masks); the run tallies each pair shown as
//! `pair:<move> + <effect>`, and the summary prints
//! `interactions exercised: N of M reachable pairs`, the missing ones, and the unreachable ones with why.

use crate::interactions::Table;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a run tallies, by name (`tally::Tally`'s map): the pairs under `pair:<id>`.
pub type Counts = BTreeMap<String, u64>;

/// The tally key of a pair.
pub fn key(pair_id: &str) -> String {
    format!("pair:{pair_id}")
}

/// The interaction coverage of one run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Interactions {
    /// Each reachable pair exercised (`en-passant + janitor-destroys`), with the number of moves (and
    /// refused candidates) that showed it.
    pub exercised: BTreeMap<String, u64>,
    /// The reachable pairs never exercised, in the table's order.
    pub missing: Vec<String>,
    /// How many reachable pairs the table has.
    pub reachable_pairs: usize,
    /// The pairs no legal play reaches, with why.
    pub unreachable: BTreeMap<String, String>,
}

impl Interactions {
    /// The interaction coverage of a run of `slug` tallied in `tally`; `None` when the ruleset has no
    /// table.
    pub fn of(slug: &str, tally: &Counts) -> Option<Interactions> {
        Table::project(slug).map(|t| Interactions::of_table(&t, tally))
    }

    pub fn of_table(table: &Table, tally: &Counts) -> Interactions {
        let mut out = Interactions::default();
        for p in &table.pairs {
            match &p.unreachable {
                Some(why) => {
                    out.unreachable.insert(p.id.clone(), why.clone());
                }
                None => {
                    out.reachable_pairs += 1;
                    match tally.get(&key(&p.id)) {
                        Some(&n) if n > 0 => {
                            out.exercised.insert(p.id.clone(), n);
                        }
                        _ => out.missing.push(p.id.clone()),
                    }
                }
            }
        }
        out
    }

    /// The share of the reachable pairs exercised, in percent.
    pub fn percent(&self) -> f64 {
        100.0 * self.exercised.len() as f64 / self.reachable_pairs.max(1) as f64
    }

    /// `interactions exercised: N of M reachable pairs (P%)`, the missing pairs, then the unreachable
    /// ones with why.
    pub fn describe(&self) -> String {
        let mut out = format!(
            "interactions exercised: {} of {} reachable pairs ({:.0}%)",
            self.exercised.len(),
            self.reachable_pairs,
            self.percent()
        );
        if !self.missing.is_empty() {
            out.push_str("; missing (a seed built for the pair, or more games, shows it):");
            for id in &self.missing {
                out.push_str(&format!("\n  {id}"));
            }
        }
        if !self.unreachable.is_empty() {
            out.push_str(&format!(
                "\n{} pairs of the table are unreachable:",
                self.unreachable.len()
            ));
            for (id, why) in &self.unreachable {
                out.push_str(&format!("\n  {id} ({why})"));
            }
        }
        out
    }
}
