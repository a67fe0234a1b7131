//! What the oracle's answer about one position rested on, in clauses: for each legal move the clauses of
//! the checks that let it through, the clauses of the checks that refused the other candidates, and the
//! clause that decided the status. One traced generation gives all three (see [`crate::core::check`],
//! "The clause trace"); the differential tester adds them up over a run (clause coverage) and steers its
//! games toward moves whose clauses it has rarely seen.

use super::check::ClauseSink;
use super::Clause;
use std::cell::RefCell;
use std::collections::{BTreeSet, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

/// The clauses of one position's answer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PositionTrace {
    /// Every legal move (coordinate form, sorted) with the clauses its checks said yes by, sorted, each
    /// once. A ruleset whose generation reports no checks gives every move an empty list. The lists are
    /// interned: each distinct gathering of checks is sorted once a thread and kept for the program's
    /// life, so that moves whose checks were the same share one list, and a reader may recognise a list
    /// it has met by its address (the differential tester's ledger does).
    pub moves: Vec<(String, &'static [Clause])>,
    /// The clauses that refused candidate moves (the first check that said no, for each), sorted, each
    /// once.
    pub refused: Vec<Clause>,
    /// Each refused candidate as the clause that refused it and the clauses its checks had said yes by
    /// before (the effects its simulation applied among them, where a ruleset judges the King's safety
    /// on the position after them), without repeats: what the interaction coverage of the differential
    /// tester reads ("an en passant capture refused because it exposes the King"). Sorted.
    pub refusals: Vec<(Clause, &'static [Clause])>,
    /// The clause that decided the status, where one did.
    pub status: Option<Clause>,
    /// The other clauses the position's state rested on: the conditions of the game end decided, the
    /// rule that says the side to move is in check, the initial placement of a start position.
    pub state: BTreeSet<Clause>,
}

impl PositionTrace {
    /// Every clause the answer rested on, in any of the three roles.
    pub fn clauses(&self) -> BTreeSet<Clause> {
        let mut all: BTreeSet<Clause> = self.refused.iter().copied().collect();
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
///
/// A traced generation hears some hundred checks a position, and most candidates hear the same checks
/// as others (every quiet Knight move on a normal tile...): a candidate's clauses are gathered by their
/// place in the program, and the sorted list of each such gathering is made once a thread ([`SORTED`]),
/// so that tracing costs little beside the rules it traces.
#[derive(Default)]
pub(crate) struct Recorder {
    /// The yes-clauses of the candidate being checked, as heard, and the hash of their places.
    pending: Vec<Clause>,
    hash: u64,
    /// The yes-clauses of each legal candidate (sorted), in the order the candidates were settled.
    pub(crate) legal: Vec<&'static [Clause]>,
    /// Every clause that said no, as heard (with repeats).
    refused: Vec<Clause>,
    /// The clause of the last no, which the candidate's settling files under.
    last_no: Option<Clause>,
    /// The last gathering settled: its hash, its number, as heard and sorted (the next candidate often
    /// hears the same checks: it is found here without the thread's table).
    last: Option<(u64, u32, &'static [Clause], &'static [Clause])>,
    /// Each refused candidate's refusing clause and its yes-clauses (their number in [`SORTED`]), as
    /// settled (with repeats).
    refusals: Vec<(Clause, u32)>,
    pub(crate) state: BTreeSet<Clause>,
}

/// Where a clause's text is: its address and length.
fn place(c: Clause) -> [usize; 2] {
    [c.0.as_ptr() as usize, c.0.len()]
}

/// Whether two gatherings are the same places in the program, in the same order.
fn same_places(a: &[Clause], b: &[Clause]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| place(*x) == place(*y))
}

/// FxHash's step (multiply-rotate): the hash of a gathering, a place after another.
#[inline]
fn step(h: u64, c: Clause) -> u64 {
    const K: u64 = 0x51_7c_c1_b7_27_22_0a_95;
    let [at, len] = place(c);
    let h = (h.rotate_left(5) ^ at as u64).wrapping_mul(K);
    (h.rotate_left(5) ^ len as u64).wrapping_mul(K)
}

/// A candidate's yes-clauses as heard, and sorted, each once (interned: kept for the program's life; there
/// are as many as distinct paths through the checks, which the program bounds, not the positions seen).
type Gathering = (&'static [Clause], &'static [Clause]);

/// The sorted lists of the gatherings of yes-clauses met so far, each numbered.
#[derive(Default)]
struct Sorted {
    /// The numbers of the gatherings of each hash.
    numbers: HashMap<u64, Vec<u32>, BuildHasherDefault<Hashed>>,
    /// Each gathering, as heard, and its sorted list.
    lists: Vec<Gathering>,
}

impl Sorted {
    /// The number of the sorted list (each clause once) of the clauses `gathered`, whose hash is `h`.
    fn number(&mut self, gathered: &[Clause], h: u64) -> u32 {
        let bucket = self.numbers.entry(h).or_default();
        if let Some(&n) = bucket
            .iter()
            .find(|&&n| same_places(self.lists[n as usize].0, gathered))
        {
            return n;
        }
        let mut list = gathered.to_vec();
        list.sort_unstable();
        list.dedup();
        let n = self.lists.len() as u32;
        bucket.push(n);
        let gathered: &'static [Clause] = Box::leak(gathered.into());
        self.lists
            .push((gathered, Box::leak(list.into_boxed_slice())));
        n
    }

    /// The sorted list numbered `n`.
    fn list(&self, n: u32) -> &'static [Clause] {
        self.lists[n as usize].1
    }

    /// The gathering numbered `n`, as heard and sorted.
    fn gathering(&self, n: u32) -> Gathering {
        self.lists[n as usize]
    }
}

thread_local! {
    /// The sorted lists of this thread's traces (a gathering is a list of places in the program, the
    /// same for as long as it runs).
    static SORTED: RefCell<Sorted> = RefCell::new(Sorted::default());
}

/// The hasher of keys that are hashes already.
#[derive(Default)]
struct Hashed(u64);

impl Hasher for Hashed {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

impl Recorder {
    /// An empty recorder with room for a position's candidates.
    pub(crate) fn for_a_position() -> Recorder {
        Recorder {
            pending: Vec::with_capacity(16),
            legal: Vec::with_capacity(64),
            refused: Vec::with_capacity(16),
            refusals: Vec::with_capacity(16),
            ..Recorder::default()
        }
    }

    /// The clauses that refused candidates, sorted, each once.
    pub(crate) fn refused(&mut self) -> Vec<Clause> {
        let mut all = std::mem::take(&mut self.refused);
        // The repeats go first by address (cheap), then the few left are sorted by id.
        all.sort_unstable_by_key(|&c| place(c));
        all.dedup_by_key(|&mut c| place(c));
        all.sort_unstable();
        all.dedup();
        all
    }

    /// Each refused candidate as its refusing clause and the clauses its checks had said yes by before,
    /// sorted, without repeats.
    pub(crate) fn refusals(&mut self) -> Vec<(Clause, &'static [Clause])> {
        let mut all = std::mem::take(&mut self.refusals);
        all.sort_unstable_by_key(|&(no, n)| (place(no), n));
        all.dedup_by_key(|&mut (no, n)| (place(no), n));
        let mut all: Vec<(Clause, &'static [Clause])> = SORTED.with(|s| {
            let s = s.borrow();
            all.into_iter().map(|(no, n)| (no, s.list(n))).collect()
        });
        all.sort_unstable();
        all.dedup();
        all
    }
}

impl ClauseSink for Recorder {
    #[inline]
    fn yes(&mut self, clause: Clause) {
        self.pending.push(clause);
        self.hash = step(self.hash, clause);
    }
    fn no(&mut self, clause: Clause) {
        // Candidates refused one after another mostly by the same check: a repeat of the last is not kept.
        if self
            .refused
            .last()
            .is_none_or(|&last| place(last) != place(clause))
        {
            self.refused.push(clause);
        }
        self.last_no = Some(clause);
    }
    fn settle(&mut self, legal: bool) {
        let refused_by = self.last_no.take();
        if legal || refused_by.is_some() {
            let (n, sorted) = match self.last {
                Some((h, n, heard, sorted))
                    if h == self.hash && same_places(heard, &self.pending) =>
                {
                    (n, sorted)
                }
                _ => SORTED.with(|s| {
                    let mut s = s.borrow_mut();
                    let n = s.number(&self.pending, self.hash);
                    let (heard, sorted) = s.gathering(n);
                    self.last = Some((self.hash, n, heard, sorted));
                    (n, sorted)
                }),
            };
            match refused_by {
                _ if legal => self.legal.push(sorted),
                // A repeat of the last refusal is not kept (they are made unique anyway).
                Some(no)
                    if self
                        .refusals
                        .last()
                        .is_none_or(|&(last, m)| m != n || place(last) != place(no)) =>
                {
                    self.refusals.push((no, n))
                }
                _ => {}
            }
        }
        self.pending.clear();
        self.hash = 0;
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
        let ids = |v: &[Clause]| v.iter().map(|c| c.id()).collect::<Vec<_>>();
        assert_eq!(r.legal.len(), 2);
        assert_eq!(ids(r.legal[0]), ["void-chess/2.4", "void-chess/3.6"]);
        assert_eq!(
            ids(r.legal[1]),
            ["void-chess/2.4", "void-chess/3.6", "void-chess/8.2"]
        );
        let refused: Vec<&str> = r.refused().iter().map(|c| c.id()).collect();
        assert_eq!(refused, ["void-chess/2.4", "void-chess/3.6"]);
        // Candidate 1 was refused by 2.4 before any yes; candidate 2 by 3.6 after 2.4 said yes.
        let refusals: Vec<(&str, Vec<&str>)> = r
            .refusals()
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
