//! Where checks report what they said (see [`super::check`], "The clause trace"): the [`ClauseSink`]
//! trait, and its three sinks: [`NoTrace`] for plain generation, [`Explaining`] for deciding one move text,
//! [`ClauseTally`] for counting the clauses answers rested on.

use super::Clause;
use std::collections::BTreeMap;

/// Where checks report what they said. See the module documentation. By default a sink records nothing
/// and wants no sentences, as plain generation's [`NoTrace`]: a sink that records implements `yes`, `no`
/// (and `settle`, `status` as it needs) and answers yes to [`ClauseSink::traces`].
pub trait ClauseSink {
    /// A check of `clause` said yes.
    #[inline(always)]
    fn yes(&mut self, clause: Clause) {
        let _ = clause;
    }
    /// A check of `clause` said no: the candidate is refused by it.
    #[inline(always)]
    fn no(&mut self, clause: Clause) {
        let _ = clause;
    }
    /// The checks of one candidate move are over; `legal` says whether every one said yes.
    #[inline(always)]
    fn settle(&mut self, legal: bool) {
        let _ = legal;
    }
    /// The status of the position was decided by `clause` (a game end, or a rule that keeps it going).
    fn status(&mut self, clause: Clause) {
        let _ = clause;
    }
    /// Whether a refusal needs its sentence. Generation answers no and never formats one.
    #[inline(always)]
    fn wants_sentences(&self) -> bool {
        false
    }
    /// Whether the sink records clauses, so that a check may spend time on the yes-clauses that only a
    /// trace reads (the effects of a legal move: the Janitor, a promotion, the castling Rook...). Plain
    /// generation and deciding one move answer no, and such work inlines away.
    #[inline(always)]
    fn traces(&self) -> bool {
        false
    }
}

/// The sink of plain generation: records nothing, wants no sentences, costs nothing.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoTrace;

impl ClauseSink for NoTrace {}

/// The sink of deciding one move text: wants the sentences, records nothing.
#[derive(Copy, Clone, Debug, Default)]
pub struct Explaining;

impl ClauseSink for Explaining {
    #[inline(always)]
    fn wants_sentences(&self) -> bool {
        true
    }
}

/// Counts the clauses answers rested on, over every position traced into it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClauseTally {
    /// Clauses of checks that said yes on the way to a legal move, with how often.
    pub legal: BTreeMap<Clause, u64>,
    /// Clauses of the checks that refused candidate moves (the first no of each), with how often.
    pub refused: BTreeMap<Clause, u64>,
    /// Clauses that decided the status of a traced position, with how often.
    pub status: BTreeMap<Clause, u64>,
    /// The yes-clauses of the candidate whose checks are running, kept if it turns out legal.
    pending: Vec<Clause>,
}

impl ClauseTally {
    /// An empty tally.
    pub fn new() -> ClauseTally {
        ClauseTally::default()
    }

    /// Every clause seen in any of the three roles.
    pub fn clauses(&self) -> std::collections::BTreeSet<Clause> {
        self.legal
            .keys()
            .chain(self.refused.keys())
            .chain(self.status.keys())
            .copied()
            .collect()
    }
}

impl ClauseSink for ClauseTally {
    fn yes(&mut self, clause: Clause) {
        self.pending.push(clause);
    }
    fn no(&mut self, clause: Clause) {
        *self.refused.entry(clause).or_default() += 1;
    }
    fn settle(&mut self, legal: bool) {
        for clause in self.pending.drain(..) {
            if legal {
                *self.legal.entry(clause).or_default() += 1;
            }
        }
    }
    fn status(&mut self, clause: Clause) {
        *self.status.entry(clause).or_default() += 1;
    }
    fn traces(&self) -> bool {
        true
    }
}
