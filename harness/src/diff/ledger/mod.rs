//! What a game has seen, kept cheaply: the differential tester counts at every compared position the
//! clauses the oracle's answer rested on, the game end's clause, the combination of clauses of each move
//! played and the interaction pairs shown, and steers by those counts. The [`Ledger`] keeps them under
//! small numbers (each clause interned once a game, each combination of clauses once, each pair by its
//! place in the table) and works out each position's features once ([`View`]): what the tally by name
//! ([`Tally`], the run's report) would hold, with no string built or looked up per move. [`Ledger::tally`]
//! gives that tally at the end of the game.

use super::compare::Observed;
use super::fx::FxHasher;
use super::tally::Tally;
use crate::interactions::masks::{ClauseTokens, Masks, Tokens};
use crate::interactions::signature::Placement;
use oracle::core::Clause;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

mod steer;

type Fx = BuildHasherDefault<FxHasher>;

/// The slots of a [`Recent`].
const RECENT: usize = 256;

/// The numbers of the things (clauses, lists of clauses) met last, by address (start and length), a
/// slot for each few addresses.
struct Recent(Box<[(usize, usize, u32); RECENT]>);

impl Default for Recent {
    fn default() -> Recent {
        Recent(Box::new([(0, 0, 0); RECENT]))
    }
}

impl Recent {
    fn slot(address: (usize, usize)) -> usize {
        (address.0 ^ (address.0 >> 8)) % RECENT
    }

    /// The number kept for `address`, if it is the last met at its slot.
    #[inline]
    fn get(&self, address: (usize, usize)) -> Option<u32> {
        let (at, len, n) = self.0[Recent::slot(address)];
        ((at, len) == address).then_some(n)
    }

    /// Keeps `n` for `address`.
    #[inline]
    fn put(&mut self, address: (usize, usize), n: u32) {
        self.0[Recent::slot(address)] = (address.0, address.1, n);
    }
}

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

/// One of the oracle's interned lists of clauses (a move's), as the ledger knows it: worked out the first
/// time a game meets it, then found by its address.
#[derive(Clone, Debug)]
struct List {
    /// Its clauses' numbers: `Ledger::list_ids[span.0..span.1]`.
    span: (u32, u32),
    /// Its combination of clauses (lists of the same clauses at two addresses share one).
    combo: u32,
    /// Its clauses' tokens, together.
    plain: Tokens,
    /// The last position that counted its clauses.
    stamp: u32,
}

/// The features of one compared position, worked out once.
#[derive(Clone, Debug, Default)]
pub struct View {
    /// Each move's list of clauses, as the ledger numbers it.
    lists: Vec<u32>,
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

/// A game's counts, by number. See the module documentation.
pub struct Ledger<'a> {
    masks: Option<&'a Masks>,
    /// The clauses met last, by address: most lookups end here.
    recent: Recent,
    by_address: HashMap<(usize, usize), u32, Fx>,
    by_text: HashMap<&'static str, u32, Fx>,
    entries: Vec<Entry>,
    /// The lists met last, by address, as `recent` for clauses.
    recent_lists: Recent,
    /// The oracle's lists of clauses met, by address, and their clauses' numbers one after another.
    lists_by_address: HashMap<(usize, usize), u32, Fx>,
    lists: Vec<List>,
    list_ids: Vec<u32>,
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
            recent: Recent::default(),
            by_address: HashMap::default(),
            by_text: HashMap::default(),
            entries: Vec::new(),
            recent_lists: Recent::default(),
            lists_by_address: HashMap::default(),
            lists: Vec::new(),
            list_ids: Vec::new(),
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
        if let Some(id) = self.recent.get(address) {
            return id;
        }
        let id = self.id_by_address(clause, address);
        self.recent.put(address, id);
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

    /// The ledger's number of the oracle's list of clauses `cs` (a move's).
    #[inline]
    fn list(&mut self, cs: &'static [Clause]) -> u32 {
        let address = (cs.as_ptr() as usize, cs.len());
        if let Some(n) = self.recent_lists.get(address) {
            return n;
        }
        let n = self.list_past_recent(cs, address);
        self.recent_lists.put(address, n);
        n
    }

    /// [`Ledger::list`] past the recent slots.
    fn list_past_recent(&mut self, cs: &'static [Clause], address: (usize, usize)) -> u32 {
        if let Some(&n) = self.lists_by_address.get(&address) {
            return n;
        }
        let a = self.list_ids.len();
        let mut plain = 0;
        for &c in cs {
            let id = self.id(c);
            self.list_ids.push(id);
            plain |= self.entries[id as usize].tokens.plain;
        }
        let span = (a as u32, self.list_ids.len() as u32);
        let ids: Box<[u32]> = self.list_ids[a..].into();
        let combo = self.combo(&ids);
        let n = self.lists.len() as u32;
        self.lists.push(List {
            span,
            combo,
            plain,
            stamp: 0,
        });
        self.lists_by_address.insert(address, n);
        n
    }

    /// The clause numbers of the list numbered `n`.
    fn list_clauses(&self, n: u32) -> &[u32] {
        let (a, b) = self.lists[n as usize].span;
        &self.list_ids[a as usize..b as usize]
    }

    /// The features of the compared position `o`.
    pub fn view(&mut self, o: &Observed) -> View {
        let mut v = View {
            lists: Vec::with_capacity(o.moves.len()),
            moves: Vec::with_capacity(o.moves.len()),
            ..View::default()
        };
        for &cs in &o.move_clauses {
            let n = self.list(cs);
            v.lists.push(n);
        }
        v.status = o.status_clause.map(|c| self.id(c));
        // Every clause once: the moves', the refusing ones, the status clause, the state (a list the
        // position has counted already is passed over whole).
        self.stamp += 1;
        let stamp = self.stamp;
        let add = |entries: &mut [Entry], union: &mut Vec<u32>, id: u32| {
            let e = &mut entries[id as usize];
            if e.stamp != stamp {
                e.stamp = stamp;
                union.push(id);
            }
        };
        for &n in &v.lists {
            let list = &mut self.lists[n as usize];
            if list.stamp == stamp {
                continue;
            }
            list.stamp = stamp;
            let (a, b) = list.span;
            for &id in &self.list_ids[a as usize..b as usize] {
                add(&mut self.entries, &mut v.union, id);
            }
        }
        for &c in o.refused.iter().chain(&o.state) {
            let id = self.id(c);
            add(&mut self.entries, &mut v.union, id);
        }
        if let Some(id) = v.status {
            add(&mut self.entries, &mut v.union, id);
        }
        if let Some(m) = self.masks {
            let before_refused = o.refusals.iter().fold(0, |t, (no, _)| {
                let id = self.id(*no);
                t | self.entries[id as usize].tokens.before_refused
            });
            let placement = (m.en_passant != 0)
                .then(|| Placement::of(&o.position))
                .flatten();
            for (text, &n) in o.moves.iter().zip(&v.lists) {
                let mut t = before_refused | m.promotes(text) | self.lists[n as usize].plain;
                if placement.as_ref().is_some_and(|p| p.en_passant(text)) {
                    t |= m.en_passant;
                }
                v.moves.push(t);
            }
            v.then = m.then_facts(&o.position);
            let state: Vec<u32> = o.state.iter().map(|&c| self.id(c)).collect();
            for &id in v.status.iter().chain(&state) {
                v.then |= self.entries[id as usize].tokens.then;
            }
            for &(no, cs) in &o.refusals {
                let id = self.id(no);
                let n = self.list(cs);
                v.refusals
                    .push(self.entries[id as usize].tokens.refused | self.lists[n as usize].plain);
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
        if let Some(&n) = v.lists.get(i) {
            let c = self.lists[n as usize].combo;
            self.combo_list[c as usize].1 += 1;
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
