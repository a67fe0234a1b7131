//! What a game has seen, kept cheaply: the differential tester counts at every compared position the
//! clauses the oracle's answer rested on, the game end's clause, the combination of clauses of each move
//! played and the interaction pairs shown, and steers by those counts. The [`Ledger`] keeps them under
//! small numbers (each clause interned once a game, each combination of clauses once, each pair by its
//! place in the table) and works out each position's features once ([`View`]): what the tally by name
//! ([`Tally`], the run's report) would hold, with no string built or looked up per move. [`Ledger::tally`]
//! gives that tally at the end of the game.

use super::compare::Observed;
use super::tally::Tally;
use crate::interactions::masks::{ClauseTokens, Masks, Tokens};
use crate::interactions::signature::Placement;
use oracle::core::Clause;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast hasher for the ledger's small keys (clause addresses, lists of clause numbers): FxHash's
/// multiply-rotate. The keys are the program's own, not an attacker's.
#[derive(Default)]
pub struct FxHasher(u64);

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(b));
        }
    }
    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }
    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

type Fx = BuildHasherDefault<FxHasher>;

/// The slots of `Ledger::recent`.
const RECENT: usize = 256;

/// One clause a game has met.
#[derive(Clone, Debug)]
struct Entry {
    clause: Clause,
    /// Compared positions whose answer rested on it (the tally's `<id>`).
    seen: u64,
    /// Compared positions whose status it decided (the tally's `status:<id>`).
    ended: u64,
    /// The last position counted (a position counts a clause once).
    stamp: u32,
    tokens: ClauseTokens,
}

/// The features of one compared position, worked out once.
#[derive(Clone, Debug, Default)]
pub struct View {
    /// Each move's clauses as the ledger's numbers, one after another; `spans[i]` is move `i`'s.
    ids: Vec<u32>,
    spans: Vec<(u32, u32)>,
    /// Each move's combination of clauses, as the ledger numbers it.
    combos: Vec<u32>,
    /// Each move's tokens before it is played: its clauses', the `before:refused:` ones of this
    /// position, `promotes` and `en-passant` where they hold.
    moves: Vec<Tokens>,
    /// The tokens this position shows as the position a move led to: `then:` its status clause and
    /// state, `then:count-limit`, `then:only-kings`.
    then: Tokens,
    /// Each refused candidate's tokens: its clauses' and `refused:` its refusing clause.
    refusals: Vec<Tokens>,
    /// Every clause the answer rested on, each once.
    union: Vec<u32>,
    /// The status clause's number.
    status: Option<u32>,
}

impl View {
    /// The clause numbers of move `i`.
    fn clauses(&self, i: usize) -> &[u32] {
        let (a, b) = self.spans[i];
        &self.ids[a as usize..b as usize]
    }
}

/// A game's counts, by number. See the module documentation.
pub struct Ledger<'a> {
    masks: Option<&'a Masks>,
    /// The clauses met last at each of a few slots (by address): most lookups end here.
    recent: Box<[(usize, usize, u32); RECENT]>,
    by_address: HashMap<(usize, usize), u32, Fx>,
    by_text: HashMap<&'static str, u32, Fx>,
    entries: Vec<Entry>,
    combos: HashMap<Box<[u32]>, u32, Fx>,
    /// Each combination's clause numbers and how many moves of it were played (the tally's
    /// `played:<ids>`).
    combo_list: Vec<(Box<[u32]>, u64)>,
    /// How many times each pair of the table was shown (the tally's `pair:<id>`).
    pairs: Vec<u64>,
    stamp: u32,
}

impl<'a> Ledger<'a> {
    /// An empty ledger; `masks`, the run's interaction table compiled, where the ruleset has one.
    pub fn new(masks: Option<&'a Masks>) -> Ledger<'a> {
        Ledger {
            masks,
            recent: Box::new([(0, 0, 0); RECENT]),
            by_address: HashMap::default(),
            by_text: HashMap::default(),
            entries: Vec::new(),
            combos: HashMap::default(),
            combo_list: Vec::new(),
            pairs: vec![0; masks.map_or(0, Masks::pairs)],
            stamp: 0,
        }
    }

    /// The ledger's number of `clause`.
    #[inline]
    fn id(&mut self, clause: Clause) -> u32 {
        let address = (clause.0.as_ptr() as usize, clause.0.len());
        let slot = (address.0 ^ (address.0 >> 8)) % RECENT;
        let (at, len, id) = self.recent[slot];
        if (at, len) == address {
            return id;
        }
        let id = self.id_by_address(clause, address);
        self.recent[slot] = (address.0, address.1, id);
        id
    }

    /// [`Ledger::id`] past the recent slots.
    fn id_by_address(&mut self, clause: Clause, address: (usize, usize)) -> u32 {
        if let Some(&id) = self.by_address.get(&address) {
            return id;
        }
        let id = match self.by_text.get(clause.0) {
            Some(&id) => id,
            None => {
                let id = self.entries.len() as u32;
                self.entries.push(Entry {
                    clause,
                    seen: 0,
                    ended: 0,
                    stamp: 0,
                    tokens: self.masks.map(|m| m.clause(clause)).unwrap_or_default(),
                });
                self.by_text.insert(clause.0, id);
                id
            }
        };
        self.by_address.insert(address, id);
        id
    }

    /// The number of the combination `ids`.
    fn combo(&mut self, ids: &[u32]) -> u32 {
        if let Some(&c) = self.combos.get(ids) {
            return c;
        }
        let c = self.combo_list.len() as u32;
        self.combo_list.push((ids.into(), 0));
        self.combos.insert(ids.into(), c);
        c
    }

    /// The features of the compared position `o`.
    pub fn view(&mut self, o: &Observed) -> View {
        let mut v = View {
            ids: Vec::with_capacity(8 * o.moves.len()),
            spans: Vec::with_capacity(o.moves.len()),
            combos: Vec::with_capacity(o.moves.len()),
            moves: Vec::with_capacity(o.moves.len()),
            ..View::default()
        };
        for cs in &o.move_clauses {
            let a = v.ids.len() as u32;
            for &c in cs {
                let id = self.id(c);
                v.ids.push(id);
            }
            v.spans.push((a, v.ids.len() as u32));
            let combo = self.combo(&v.ids[a as usize..]);
            v.combos.push(combo);
        }
        v.status = o.status_clause.map(|c| self.id(c));
        let refused: Vec<u32> = o.refused.iter().map(|&c| self.id(c)).collect();
        let state: Vec<u32> = o.state.iter().map(|&c| self.id(c)).collect();
        // Every clause once: the moves', the refusing ones, the status clause, the state.
        self.stamp += 1;
        let stamp = self.stamp;
        let all = v.ids.iter().chain(&refused).chain(&v.status).chain(&state);
        for &id in all {
            let e = &mut self.entries[id as usize];
            if e.stamp != stamp {
                e.stamp = stamp;
                v.union.push(id);
            }
        }
        if let Some(m) = self.masks {
            let before_refused = o.refusals.iter().fold(0, |t, (no, _)| {
                let id = self.id(*no);
                t | self.entries[id as usize].tokens.before_refused
            });
            let placement = (m.en_passant != 0)
                .then(|| Placement::of(&o.position))
                .flatten();
            for (i, text) in o.moves.iter().enumerate() {
                let mut t = before_refused | m.promotes(text);
                for &id in v.clauses(i) {
                    t |= self.entries[id as usize].tokens.plain;
                }
                if placement.as_ref().is_some_and(|p| p.en_passant(text)) {
                    t |= m.en_passant;
                }
                v.moves.push(t);
            }
            v.then = m.then_facts(&o.position);
            for &id in v.status.iter().chain(&state) {
                v.then |= self.entries[id as usize].tokens.then;
            }
            for (no, cs) in &o.refusals {
                let id = self.id(*no);
                let mut t = self.entries[id as usize].tokens.refused;
                for &c in cs {
                    let id = self.id(c);
                    t |= self.entries[id as usize].tokens.plain;
                }
                v.refusals.push(t);
            }
        }
        v
    }

    /// Counts one compared position (the tally's clauses and `status:`): [`Tally::count`].
    pub fn count(&mut self, v: &View) {
        for &id in &v.union {
            self.entries[id as usize].seen += 1;
        }
        if let Some(id) = v.status {
            self.entries[id as usize].ended += 1;
        }
    }

    /// Counts the pairs shown by move `i` of the position `before`, which led to the position `after`,
    /// and by the refused candidates of `after`.
    pub fn count_pairs(&mut self, came_by: Option<(&View, usize)>, after: &View) {
        let Some(m) = self.masks else {
            return;
        };
        let shown_by = |pairs: &mut Vec<u64>, sig: Tokens| {
            for (p, n) in pairs.iter_mut().enumerate() {
                if m.shows(p, sig) {
                    *n += 1;
                }
            }
        };
        if let Some((before, i)) = came_by {
            if let Some(&t) = before.moves.get(i) {
                shown_by(&mut self.pairs, t | after.then);
            }
        }
        for &t in &after.refusals {
            shown_by(&mut self.pairs, t);
        }
    }

    /// Counts move `i` of `v` played (the tally's `played:`).
    pub fn played(&mut self, v: &View, i: usize) {
        if let Some(&c) = v.combos.get(i) {
            self.combo_list[c as usize].1 += 1;
        }
    }

    /// How rare the clauses of move `i` are in this game: the rarest of its clauses, plus its
    /// combination of clauses among the moves played; 0 for a move with no clauses listed.
    pub fn rarity(&self, v: &View, i: usize) -> f64 {
        if i >= v.spans.len() || v.clauses(i).is_empty() {
            return 0.0;
        }
        let rarest = v
            .clauses(i)
            .iter()
            .map(|&id| 1.0 / (1.0 + self.entries[id as usize].seen as f64))
            .fold(0.0, f64::max);
        let played = self.combo_list[v.combos[i] as usize].1 as f64;
        rarest + 1.0 / (1.0 + played)
    }

    /// The reachable pairs of the table this game has not seen, by their place in the table.
    pub fn pairs_unseen(&self) -> Vec<usize> {
        let Some(m) = self.masks else {
            return Vec::new();
        };
        (0..self.pairs.len())
            .filter(|&p| m.reachable(p) && self.pairs[p] == 0)
            .collect()
    }

    /// 2 when move `i` of `v` may exercise one of the pairs `unseen` (its tokens before it is played
    /// have every one their features need: `Table::could_show`), else 0: a pair this game has not
    /// seen weighs as much as two clauses it has never seen.
    pub fn pair_novelty(&self, unseen: &[usize], v: &View, i: usize) -> f64 {
        let (Some(m), Some(&t)) = (self.masks, v.moves.get(i)) else {
            return 0.0;
        };
        if unseen.iter().any(|&p| m.could_show(p, t)) {
            2.0
        } else {
            0.0
        }
    }

    /// The tally by name of what this game has counted.
    pub fn tally(&self) -> Tally {
        let mut t = Tally::default();
        for e in &self.entries {
            if e.seen > 0 {
                t.0.insert(e.clause.to_string(), e.seen);
            }
            if e.ended > 0 {
                t.0.insert(format!("status:{}", e.clause), e.ended);
            }
        }
        for (ids, n) in &self.combo_list {
            if *n > 0 {
                let names: Vec<&str> = ids
                    .iter()
                    .map(|&id| self.entries[id as usize].clause.0)
                    .collect();
                t.0.insert(format!("played:{}", names.join(",")), *n);
            }
        }
        if let Some(m) = self.masks {
            for (p, &n) in self.pairs.iter().enumerate() {
                if n > 0 {
                    t.0.insert(super::interactions::key(m.pair_id(p)), n);
                }
            }
        }
        t
    }

    /// Sets how many positions have shown `clause` (steering tests).
    #[cfg(test)]
    pub fn set_seen(&mut self, clause: Clause, n: u64) {
        let id = self.id(clause);
        self.entries[id as usize].seen = n;
    }
}
