//! Interaction coverage of a run: which pairs of the ruleset's interaction table
//! (`clauses/interactions/<slug>.yaml`, read by `crate::interactions`) the compared moves exercised.
//! A played move counts with the position it led to (its signature: its clause trace, `then:` the state
//! reached, a few facts), a refused candidate at a compared position with its refusing clause; the run
//! tallies each pair shown as `pair:<move> + <effect>`, and the summary prints
//! `interactions exercised: N of M reachable pairs`, the missing ones, and the unreachable ones with why.

use super::compare::Observed;
use crate::interactions::{After, Before, Signature, Table};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a run tallies, by name (`walk::Tally`'s map): the pairs under `pair:<id>`.
pub type Counts = BTreeMap<String, u64>;

/// The tally key of a pair.
pub fn key(pair_id: &str) -> String {
    format!("pair:{pair_id}")
}

/// The signature of move `i` of `before` (a compared position), which led to the compared position
/// `after`.
pub fn move_signature(before: &Observed, i: usize, after: &Observed) -> Option<Signature> {
    let mv = before.moves.get(i)?;
    let clauses = before.move_clauses.get(i)?;
    let chosen = Before {
        position: before.position.clone(),
        refused: refusing_clauses(before),
    };
    let reached = After {
        position: after.position.clone(),
        status: after.clause.clone(),
        state: after.state.clone(),
    };
    Some(Signature::of_move(
        before.slug,
        mv,
        clauses,
        &chosen,
        &reached,
    ))
}

/// The clauses that refused candidates at a compared position, each once.
pub fn refusing_clauses(observed: &Observed) -> Vec<String> {
    let mut out: Vec<String> = observed.refusals.iter().map(|(no, _)| no.clone()).collect();
    out.dedup();
    out
}

/// Counts, in `tally`, the pairs of `table` that `sig` exercises.
pub fn count(table: &Table, tally: &mut Counts, sig: &Signature) {
    for p in table.pairs_shown_by(sig) {
        *tally.entry(key(&p.id)).or_insert(0) += 1;
    }
}

/// Counts the pairs the refused candidates of a compared position exercise (each signature once).
pub fn count_refusals(table: &Table, tally: &mut Counts, observed: &Observed) {
    for (no, clauses) in &observed.refusals {
        count(table, tally, &Signature::of_refusal(no, clauses));
    }
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
