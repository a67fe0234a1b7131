//! What a game or a run saw, by name: the tally the report gives (`tally` in its JSON), which the clause
//! and interaction coverage are read from.

use super::compare::Observed;
use std::collections::BTreeMap;

/// What a game or a run saw at its compared positions, by name: each rule clause an answer rested on
/// under its id (`void-chess/8.2`: the number of positions), the clause of every game end the oracle gave
/// (`status:fide/5.1`), and the combinations of clauses of the moves played (`played:` and the clauses).
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Tally(pub BTreeMap<String, u64>);

impl Tally {
    /// Counts one compared position (a game counts through its `Ledger`, which gives the same).
    pub fn count(&mut self, observed: &Observed) {
        if let Some(c) = &observed.clause {
            *self.0.entry(format!("status:{c}")).or_insert(0) += 1;
        }
        for c in observed.clauses() {
            *self.0.entry(c.to_string()).or_insert(0) += 1;
        }
    }

    /// Adds another tally to this one.
    pub fn add(&mut self, other: &Tally) {
        for (k, n) in &other.0 {
            *self.0.entry(k.clone()).or_insert(0) += n;
        }
    }
}
