//! What the oracle's answer about one position rested on, in clauses: for each legal move the clauses of
//! the checks that let it through, the clauses of the checks that refused the other candidates, and the
//! clause that decided the status. One traced generation gives all three (see [`crate::core::check`],
//! "The clause trace"); the differential tester adds them up over a run (clause coverage) and steers its
//! games toward moves whose clauses it has rarely seen.

use super::check::ClauseSink;
use super::Clause;
use std::collections::BTreeSet;

/// The clauses of one position's answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PositionTrace {
    /// Every legal move (coordinate form, sorted) with the clauses its checks said yes by, sorted.
    /// A ruleset whose generation reports no checks gives every move an empty list.
    pub moves: Vec<(String, Vec<Clause>)>,
    /// The clauses that refused candidate moves (the first check that said no, for each).
    pub refused: BTreeSet<Clause>,
    /// Each refused candidate as the clause that refused it and the clauses its checks had said yes by
    /// before (the effects its simulation applied among them, where a ruleset judges the King's safety
    /// on the position after them), without repeats: what the interaction coverage of the differential
    /// tester reads ("an en passant capture refused because it exposes the King").
    pub refusals: BTreeSet<(Clause, Vec<Clause>)>,
    /// The clause that decided the status, where one did.
    pub status: Option<Clause>,
    /// The other clauses the position's state rested on: the conditions of the game end decided, the
    /// rule that says the side to move is in check, the initial placement of a start position.
    pub state: BTreeSet<Clause>,
}

impl PositionTrace {
    /// Every clause the answer rested on, in any of the three roles.
    pub fn clauses(&self) -> BTreeSet<Clause> {
        let mut all: BTreeSet<Clause> = self.refused.clone();
        for (_, cs) in &self.moves {
            all.extend(cs.iter().copied());
        }
        all.extend(self.status);
        all.extend(self.state.iter().copied());
        all
    }
}

/// The sink of [`PositionTrace`]: the yes-clauses of each candidate, kept in generation order for the
/// candidates that turn out legal; the refusing clauses.
#[derive(Default)]
pub(crate) struct Recorder {
    pending: BTreeSet<Clause>,
    /// The yes-clauses of each legal candidate, in the order the candidates were settled.
    pub(crate) legal: Vec<Vec<Clause>>,
    pub(crate) refused: BTreeSet<Clause>,
    /// The clause of the last no, which the candidate's settling files under.
    last_no: Option<Clause>,
    pub(crate) refusals: BTreeSet<(Clause, Vec<Clause>)>,
    pub(crate) state: BTreeSet<Clause>,
}

impl ClauseSink for Recorder {
    fn yes(&mut self, clause: Clause) {
        self.pending.insert(clause);
    }
    fn no(&mut self, clause: Clause) {
        self.refused.insert(clause);
        self.last_no = Some(clause);
    }
    fn settle(&mut self, legal: bool) {
        let clauses = std::mem::take(&mut self.pending);
        let refused_by = self.last_no.take();
        if legal {
            self.legal.push(clauses.into_iter().collect());
        } else if let Some(no) = refused_by {
            self.refusals.insert((no, clauses.into_iter().collect()));
        }
    }
    fn status(&mut self, clause: Clause) {
        self.state.insert(clause);
    }
    fn traces(&self) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clause;
    use crate::core::check::{keep_legal, require};

    #[test]
    fn the_recorder_keeps_the_yes_clauses_of_legal_candidates_in_order() {
        let mut r = Recorder::default();
        let legal = keep_legal(&mut r, 0..4u8, |s, n| {
            require(s, *n != 1, clause!("void-chess/2.4"), String::new)?;
            if *n == 3 {
                require(s, true, clause!("void-chess/8.2"), String::new)?;
            }
            require(s, *n != 2, clause!("void-chess/3.6"), String::new)
        });
        assert_eq!(legal, [0, 3]);
        let ids = |v: &Vec<Clause>| v.iter().map(|c| c.id()).collect::<Vec<_>>();
        assert_eq!(r.legal.len(), 2);
        assert_eq!(ids(&r.legal[0]), ["void-chess/2.4", "void-chess/3.6"]);
        assert_eq!(
            ids(&r.legal[1]),
            ["void-chess/2.4", "void-chess/3.6", "void-chess/8.2"]
        );
        let refused: Vec<&str> = r.refused.iter().map(|c| c.id()).collect();
        assert_eq!(refused, ["void-chess/2.4", "void-chess/3.6"]);
        // Candidate 1 was refused by 2.4 before any yes; candidate 2 by 3.6 after 2.4 said yes.
        let refusals: Vec<(&str, Vec<&str>)> = r
            .refusals
            .iter()
            .map(|(no, yes)| (no.id(), yes.iter().map(|c| c.id()).collect()))
            .collect();
        assert_eq!(
            refusals,
            [
                ("void-chess/2.4", vec![]),
                ("void-chess/3.6", vec!["void-chess/2.4"])
            ]
        );
    }
}
