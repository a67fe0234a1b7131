//! What the steering asks of a game's [`Ledger`]: how rare a move's clauses are, and whether it may show
//! an interaction pair the game has not seen.

use super::{Ledger, View};
use crate::interactions::masks::Tokens;

impl Ledger<'_> {
    /// How rare the clauses of move `i` are in this game: the rarest of its clauses, plus its
    /// combination of clauses among the moves played; 0 for a move with no clauses listed.
    pub fn rarity(&self, v: &View, i: usize) -> f64 {
        let Some(&n) = v.lists.get(i) else {
            return 0.0;
        };
        let clauses = self.list_clauses(n);
        if clauses.is_empty() {
            return 0.0;
        }
        let rarest = clauses
            .iter()
            .map(|&id| 1.0 / (1.0 + self.entries[id as usize].seen as f64))
            .fold(0.0, f64::max);
        let played = self.combo_list[self.lists[n as usize].combo as usize].1 as f64;
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

    /// [`Ledger::pair_novelty`] of each of `v`'s `moves` moves, asked once per distinct set of tokens.
    pub fn pair_novelties(&self, unseen: &[usize], v: &View, moves: usize) -> Vec<f64> {
        let mut known: Vec<(Tokens, f64)> = Vec::new();
        (0..moves)
            .map(|i| match v.moves.get(i) {
                Some(&t) => match known.iter().find(|&&(k, _)| k == t) {
                    Some(&(_, x)) => x,
                    None => {
                        let x = self.pair_novelty(unseen, v, i);
                        known.push((t, x));
                        x
                    }
                },
                None => 0.0,
            })
            .collect()
    }
}
