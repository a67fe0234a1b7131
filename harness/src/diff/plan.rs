//! What a run plays: the seeded generator and the plan of the games (engine-independent settings,
//! the starts and seeds, the walk).

use super::compare::observe;
use super::interrupt::Control;
use super::rng::game_rng;
use super::walk::Walk;
use crate::interactions::masks::Masks;
use crate::interactions::Table;
use oracle::core::{AnyGame, AnyRuleset, OracleError};
use std::collections::BTreeSet;
use std::sync::atomic::Ordering;
use std::sync::{Arc, OnceLock};

/// What every game of a run shares.
pub struct Plan {
    pub ruleset: &'static dyn AnyRuleset,
    pub interpretation: Vec<(String, String)>,
    /// Where games start: `startpos`, or the positions of `--positions`.
    pub starts: Vec<String>,
    /// Seed positions (the ruleset's scenario positions, perft-table positions, the positions built for
    /// the interaction pairs: `seeds.rs`) that every other game starts from; empty with `--positions`,
    /// where game g starts at `starts[g mod len]`.
    pub seeds: Vec<String>,
    /// The moves a game from seed `i` plays first (a witness's line from its scenario's start), where
    /// there are any: missing or empty for most seeds.
    pub seed_lines: Vec<Vec<String>>,
    /// The interaction pairs seed `i` was built for (missing or empty for most seeds).
    pub seed_pairs: Vec<Vec<String>>,
    pub seed: u64,
    pub max_plies: usize,
    /// The run's flags: `stop` (set by an interrupt or the time limit: games end at their next
    /// position) and `interrupted` (set by an interrupt only: shrinking stops where it is).
    pub control: Control,
    /// At most this many engine queries are spent shrinking one disagreement.
    pub shrink_budget: usize,
    /// How games choose their moves.
    pub walk: Walk,
    /// The order of the seeds' first round (see `start_of`), worked out on first use.
    pub first_round: OnceLock<Vec<usize>>,
    /// The ruleset's interaction table, whose pairs the games count (`None`: the ruleset has none).
    pub interactions: Option<Arc<Table>>,
    /// That table compiled to bit masks, made on first use.
    pub masks: OnceLock<Option<Masks>>,
}

impl Plan {
    /// A plan with no seeds, the uniform walk, and the default shrink budget.
    pub fn new(
        ruleset: &'static dyn AnyRuleset,
        starts: Vec<String>,
        seed: u64,
        max_plies: usize,
    ) -> Plan {
        Plan {
            ruleset,
            interpretation: Vec::new(),
            starts,
            seeds: Vec::new(),
            seed_lines: Vec::new(),
            seed_pairs: Vec::new(),
            seed,
            max_plies,
            control: Control::default(),
            shrink_budget: 20_000,
            walk: Walk::Uniform,
            first_round: OnceLock::new(),
            interactions: Table::project(ruleset.slug()).map(Arc::new),
            masks: OnceLock::new(),
        }
    }

    /// The interaction table compiled to bit masks, where the ruleset has one.
    pub fn masks(&self) -> Option<&Masks> {
        self.masks
            .get_or_init(|| self.interactions.as_deref().map(Masks::of))
            .as_ref()
    }

    pub fn stopped(&self) -> bool {
        self.control.stop.load(Ordering::Relaxed)
    }

    pub fn interrupted(&self) -> bool {
        self.control.interrupted.load(Ordering::Relaxed)
    }

    /// Where game `g` starts: without seeds `starts[g mod len]`; with seeds, even games from `starts`
    /// in turn and odd games from the seeds in an order shuffled by the run's seed, so that every seed
    /// is a start once before any is again (the rare situations are each one seed among many). The
    /// first round starts with the seeds built for the interaction pairs, those that add the most pairs
    /// not yet shown by the seeds before them first, then the seeds that add the most rule clauses not
    /// yet shown (at their first position: the clauses of the legal moves, of the refusals, of the status),
    /// so that a bounded run meets every rule and every interaction its seeds hold early.
    pub fn start_of(&self, g: u64) -> &str {
        match self.seed_of(g) {
            Some(i) => &self.seeds[i],
            None => {
                let g = if self.seeds.is_empty() { g } else { g / 2 };
                &self.starts[(g % self.starts.len() as u64) as usize]
            }
        }
    }

    /// The moves game `g` plays first, before its walk: its seed's line (most seeds have none).
    pub fn line_of(&self, g: u64) -> &[String] {
        self.seed_of(g)
            .and_then(|i| self.seed_lines.get(i))
            .map_or(&[], Vec::as_slice)
    }

    /// The interaction pairs game `g`'s seed was built for (none for most seeds).
    pub fn pairs_of(&self, g: u64) -> &[String] {
        self.seed_of(g)
            .and_then(|i| self.seed_pairs.get(i))
            .map_or(&[], Vec::as_slice)
    }

    /// The index of game `g`'s seed, for an odd game of a run with seeds.
    fn seed_of(&self, g: u64) -> Option<usize> {
        if self.seeds.is_empty() || g.is_multiple_of(2) {
            return None;
        }
        let n = self.seeds.len();
        let round = g / 2 / n as u64;
        let i = (g / 2 % n as u64) as usize;
        if round == 0 {
            let order = self
                .first_round
                .get_or_init(|| self.covering_first(self.shuffled(0)));
            return Some(order[i]);
        }
        Some(self.shuffled(round)[i])
    }

    /// The seeds' indices shuffled for round `round` of the run.
    fn shuffled(&self, round: u64) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.seeds.len()).collect();
        let mut rng = game_rng(self.seed ^ 0x05EE_D0F5_EED5, round);
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        order
    }

    /// Whether game `g` is the first to start from its seed (the seeds' first round).
    pub fn first_from_seed(&self, g: u64) -> bool {
        !self.seeds.is_empty() && g % 2 == 1 && g / 2 < self.seeds.len() as u64
    }

    /// `order` of the seeds rearranged greedily: first the seeds built for interaction pairs, next the one
    /// that adds the most pairs not yet covered, until none adds any; then the seed that adds the most
    /// clauses not yet covered (the earlier in `order` on a tie), until none adds any; then the rest in
    /// `order`.
    fn covering_first(&self, order: Vec<usize>) -> Vec<usize> {
        let pairs: Vec<BTreeSet<String>> = (0..self.seeds.len())
            .map(|i| {
                self.seed_pairs
                    .get(i)
                    .into_iter()
                    .flatten()
                    .cloned()
                    .collect()
            })
            .collect();
        let (mut first, rest) = greedy(order, &pairs, &mut BTreeSet::new());
        let clauses: Vec<BTreeSet<String>> = self
            .seeds
            .iter()
            .map(|s| match self.ruleset.new_game(s, &self.interpretation) {
                Ok(game) => {
                    let seen = observe(game.as_ref());
                    seen.clause_ids().into_iter().chain(seen.clause).collect()
                }
                Err(_) => BTreeSet::new(),
            })
            .collect();
        let mut covered: BTreeSet<String> =
            first.iter().flat_map(|&i| clauses[i].clone()).collect();
        let (more, rest) = greedy(rest, &clauses, &mut covered);
        first.extend(more);
        first.extend(rest);
        first
    }

    /// The oracle's game from `start` after `moves`.
    pub fn replay(&self, start: &str, moves: &[String]) -> Result<Box<dyn AnyGame>, OracleError> {
        let mut game = self.ruleset.new_game(start, &self.interpretation)?;
        game.play_all(moves)?;
        Ok(game)
    }
}

/// `order` split greedily: the items that each add the most of `gains` not yet in `covered` (the earlier
/// in `order` on a tie), until none adds any; and the rest, in `order`.
fn greedy(
    order: Vec<usize>,
    gains: &[BTreeSet<String>],
    covered: &mut BTreeSet<String>,
) -> (Vec<usize>, Vec<usize>) {
    let mut rest = order;
    let mut first = Vec::new();
    loop {
        let gain = |i: &usize| gains[*i].iter().filter(|c| !covered.contains(*c)).count();
        let Some(best) = (0..rest.len()).max_by_key(|&k| (gain(&rest[k]), usize::MAX - k)) else {
            break;
        };
        if gain(&rest[best]) == 0 {
            break;
        }
        let i = rest.remove(best);
        covered.extend(gains[i].iter().cloned());
        first.push(i);
    }
    (first, rest)
}
