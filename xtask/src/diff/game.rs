//! Seeded random games, compared position by position. A game stops at its first disagreement, which
//! the runner shrinks after the games (`shrink.rs`).

use super::compare::{compare, observe, refusal, Difference, Observed};
use super::engine::{Engine, Fault, Query};
use super::walk::{Tally, Walk};
use oracle::core::{AnyGame, AnyRuleset, OracleError};
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

/// A small, fast, seedable generator (SplitMix64): the same seed and game number give the same game on
/// every machine.
pub struct Rng(u64);

impl Rng {
    /// The generator of game `game` of a run seeded `seed`.
    pub fn for_game(seed: u64, game: u64) -> Rng {
        let mut r = Rng(seed ^ game.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        r.next();
        r
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// What every game of a run shares.
pub struct Plan {
    pub ruleset: &'static dyn AnyRuleset,
    pub interpretation: Vec<(String, String)>,
    /// Where games start: `startpos`, or the positions of `--positions`.
    pub starts: Vec<String>,
    /// Seed positions (the ruleset's scenario positions, perft-table positions) that every other game
    /// starts from; empty with `--positions`, where game g starts at `starts[g mod len]`.
    pub seeds: Vec<String>,
    pub seed: u64,
    pub max_plies: usize,
    /// Set by an interrupt or the time limit: games end at their next position.
    pub stop: Arc<AtomicBool>,
    /// Set by an interrupt only: shrinking stops where it is.
    pub interrupted: Arc<AtomicBool>,
    /// At most this many engine queries are spent shrinking one disagreement.
    pub shrink_budget: usize,
    /// How games choose their moves.
    pub walk: Walk,
    /// The order of the seeds' first round (see `start_of`), worked out on first use.
    pub first_round: OnceLock<Vec<usize>>,
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
            seed,
            max_plies,
            stop: Arc::default(),
            interrupted: Arc::default(),
            shrink_budget: 20_000,
            walk: Walk::Uniform,
            first_round: OnceLock::new(),
        }
    }

    pub fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    pub fn interrupted(&self) -> bool {
        self.interrupted.load(Ordering::Relaxed)
    }

    /// Where game `g` starts: without seeds `starts[g mod len]`; with seeds, even games from `starts`
    /// in turn and odd games from the seeds in an order shuffled by the run's seed, so that every seed
    /// is a start once before any is again (the rare situations are each one seed among many). The
    /// first round starts with the seeds that add the most rule clauses not yet shown by the seeds before
    /// them (at their first position: the clauses of the legal moves, of the refusals, of the status),
    /// so that a bounded run meets every rule its seeds hold early.
    pub fn start_of(&self, g: u64) -> &str {
        if self.seeds.is_empty() || g.is_multiple_of(2) {
            let g = if self.seeds.is_empty() { g } else { g / 2 };
            return &self.starts[(g % self.starts.len() as u64) as usize];
        }
        let n = self.seeds.len();
        let round = g / 2 / n as u64;
        let i = (g / 2 % n as u64) as usize;
        if round == 0 {
            let order = self
                .first_round
                .get_or_init(|| self.covering_first(self.shuffled(0)));
            return &self.seeds[order[i]];
        }
        &self.seeds[self.shuffled(round)[i]]
    }

    /// The seeds' indices shuffled for round `round` of the run.
    fn shuffled(&self, round: u64) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.seeds.len()).collect();
        let mut rng = Rng::for_game(self.seed ^ 0x05EE_D0F5_EED5, round);
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        order
    }

    /// Whether game `g` is the first to start from its seed (the seeds' first round).
    pub fn first_from_seed(&self, g: u64) -> bool {
        !self.seeds.is_empty() && g % 2 == 1 && g / 2 < self.seeds.len() as u64
    }

    /// `order` of the seeds rearranged greedily: next the seed that adds the most clauses not yet
    /// covered (the earlier in `order` on a tie), until none adds any; then the rest in `order`.
    fn covering_first(&self, order: Vec<usize>) -> Vec<usize> {
        let clauses: Vec<BTreeSet<String>> = self
            .seeds
            .iter()
            .map(|s| match self.ruleset.new_game(s, &self.interpretation) {
                Ok(game) => {
                    let seen = observe(game.as_ref());
                    seen.clauses.into_iter().chain(seen.clause).collect()
                }
                Err(_) => BTreeSet::new(),
            })
            .collect();
        let mut covered: BTreeSet<&String> = BTreeSet::new();
        let mut rest = order;
        let mut first = Vec::new();
        loop {
            let gain = |i: &usize| clauses[*i].iter().filter(|c| !covered.contains(c)).count();
            let Some(best) = (0..rest.len()).max_by_key(|&k| (gain(&rest[k]), usize::MAX - k))
            else {
                break;
            };
            if gain(&rest[best]) == 0 {
                break;
            }
            let i = rest.remove(best);
            covered.extend(&clauses[i]);
            first.push(i);
        }
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

/// An engine fault met during a game, with where it happened.
#[derive(Clone, Debug)]
pub struct FaultRecord {
    pub game: u64,
    pub ply: usize,
    pub fault: Fault,
}

/// A disagreement: where it was first seen, and the shortest sequence found that still shows it.
#[derive(Clone, Debug)]
pub struct Finding {
    pub game: u64,
    pub start: String,
    pub moves: Vec<String>,
    pub difference: Difference,
    /// Where the shrunk sequence starts: `start`, or a position reached on the way when the moves
    /// before it do not matter to the difference.
    pub shrunk_start: String,
    pub shrunk_moves: Vec<String>,
    pub shrunk_difference: Difference,
    /// The oracle's view of the final position of the shrunk sequence.
    pub oracle: Observed,
    /// Whether shrinking finished (not cut short by its budget, its time or an interrupt).
    pub shrink_complete: bool,
    /// What kind of difference it is, in words (`lacks O-O`, `status draw (fide/5.1) for white-wins`).
    pub labels: Vec<String>,
    /// The game of an earlier finding of the same kind, when this one was not shrunk for that reason.
    pub same_as: Option<u64>,
}

impl Finding {
    /// A finding as first seen, not shrunk.
    pub fn unshrunk(
        plan: &Plan,
        g: u64,
        start: &str,
        moves: Vec<String>,
        difference: Difference,
    ) -> Finding {
        let oracle = plan
            .replay(start, &moves)
            .map(|game| observe(game.as_ref()))
            .unwrap_or_else(|_| Observed::default());
        Finding {
            game: g,
            start: start.to_string(),
            shrunk_start: start.to_string(),
            shrunk_moves: moves.clone(),
            moves,
            shrunk_difference: difference.clone(),
            difference,
            oracle,
            shrink_complete: false,
            labels: Vec::new(),
            same_as: None,
        }
    }
}

/// What one game gave.
#[derive(Debug, Default)]
pub struct GameResult {
    pub positions: u64,
    /// How the game ended by the oracle's rules (`draw (fide/5.3)`), or `None` if it was cut at the
    /// ply limit or stopped.
    pub end: Option<String>,
    pub finding: Option<Finding>,
    pub faults: Vec<FaultRecord>,
    /// What the compared positions showed.
    pub tally: Tally,
}

/// After this many faults in a row a game is abandoned (the faults are all reported).
const FAULTS_BEFORE_ABANDON: usize = 3;

/// Plays game number `g`: random legal moves by the oracle, the engine asked about every position.
pub fn play_game(plan: &Plan, engine: &mut dyn Engine, g: u64) -> Result<GameResult, OracleError> {
    let mut rng = Rng::for_game(plan.seed, g);
    let start = &plan.walk.start(
        plan.ruleset,
        &plan.interpretation,
        plan.start_of(g),
        g,
        &mut rng,
    );
    let mut game = plan.ruleset.new_game(start, &plan.interpretation)?;
    let mut result = GameResult::default();
    let mut faults_in_a_row = 0;
    let mut before_last: Option<String> = None;
    for ply in 0..=plan.max_plies {
        if plan.stopped() {
            break;
        }
        let observed = observe(game.as_ref());
        let query = Query {
            start: start.clone(),
            moves: game.moves().to_vec(),
            before_last: before_last.take(),
        };
        match engine.query(&query) {
            Ok(answer) => {
                faults_in_a_row = 0;
                result.positions += 1;
                result.tally.count(&observed);
                if let Some(d) = compare(&observed, &answer) {
                    result.finding = Some(Finding::unshrunk(plan, g, start, query.moves, d));
                    return Ok(result);
                }
            }
            Err(fault) => {
                if let Some(d) = refusal(&fault) {
                    result.positions += 1;
                    result.finding = Some(Finding::unshrunk(plan, g, start, query.moves, d));
                    return Ok(result);
                }
                result.faults.push(FaultRecord {
                    game: g,
                    ply,
                    fault,
                });
                faults_in_a_row += 1;
                if faults_in_a_row >= FAULTS_BEFORE_ABANDON {
                    return Ok(result);
                }
            }
        }
        if ply == 0 && plan.first_from_seed(g) && !observed.over {
            if let Some(f) = sweep(
                plan,
                engine,
                g,
                start,
                game.as_ref(),
                &observed,
                &mut result,
            ) {
                result.finding = Some(f);
                return Ok(result);
            }
        }
        if observed.over || observed.moves.is_empty() {
            result.end = Some(match &observed.clause {
                Some(c) => format!("{} ({c})", observed.status),
                None => observed.status.clone(),
            });
            break;
        }
        if ply == plan.max_plies {
            break;
        }
        let i = plan
            .walk
            .choose(g, &mut rng, &observed, game.moves(), &result.tally);
        result.tally.played(&observed, i);
        let choice = &observed.moves[i];
        game.play(choice)?;
        before_last = Some(observed.position);
    }
    Ok(result)
}

/// Compares the position after each legal move at the start of a game, the first game from its seed: the
/// rare move a scenario was written for is one of them, and a walk plays only one. The walk's game is
/// not changed (no draw of the generator).
fn sweep(
    plan: &Plan,
    engine: &mut dyn Engine,
    g: u64,
    start: &str,
    game: &dyn AnyGame,
    observed: &Observed,
    result: &mut GameResult,
) -> Option<Finding> {
    for m in &observed.moves {
        if plan.stopped() {
            return None;
        }
        let mut next = game.clone_box();
        if next.play(m).is_err() {
            continue;
        }
        let seen = observe(next.as_ref());
        let query = Query {
            start: start.to_string(),
            moves: vec![m.clone()],
            before_last: Some(observed.position.clone()),
        };
        let difference = match engine.query(&query) {
            Ok(answer) => compare(&seen, &answer),
            Err(fault) => match refusal(&fault) {
                Some(d) => Some(d),
                None => {
                    result.faults.push(FaultRecord {
                        game: g,
                        ply: 1,
                        fault,
                    });
                    return None;
                }
            },
        };
        result.positions += 1;
        result.tally.count(&seen);
        if let Some(d) = difference {
            return Some(Finding::unshrunk(plan, g, start, query.moves, d));
        }
    }
    None
}

/// The oracle's text of the position before the last of `moves`.
pub fn before_last(plan: &Plan, start: &str, moves: &[String]) -> Option<String> {
    let (_, earlier) = moves.split_last()?;
    plan.replay(start, earlier).ok().map(|g| g.position())
}

#[cfg(test)]
mod tests {
    use super::{Plan, Rng};

    #[test]
    fn every_seed_is_a_start_once_before_any_is_again() {
        let ruleset = oracle::ruleset("fide").unwrap();
        let mut plan = Plan::new(ruleset, vec!["startpos".into()], 7, 10);
        plan.seeds = (0..13).map(|i| format!("seed {i}")).collect();
        let round = |r: u64| {
            let mut starts: Vec<String> = (0..13)
                .map(|i| plan.start_of(2 * (13 * r + i) + 1).to_string())
                .collect();
            let order = starts.clone();
            starts.sort();
            starts.dedup();
            assert_eq!(starts.len(), 13, "{order:?}");
            order
        };
        assert_ne!(round(0), round(1), "each round in its own order");
        // A seed that shows clauses no other does comes first (the others are no positions).
        let mate = "7k/6Q1/6K1/8/8/8/8/8 b - - 0 1";
        plan.seeds[9] = mate.into();
        plan.first_round = Default::default();
        assert_eq!(plan.start_of(1), mate);
        assert!((0..26).all(|g| plan.start_of(2 * g) == "startpos"));
    }

    #[test]
    fn the_generator_is_reproducible_and_game_dependent() {
        let a: Vec<u64> = (0..4).map(|_| Rng::for_game(1, 7).next()).collect();
        assert!(a.windows(2).all(|w| w[0] == w[1]));
        assert_ne!(Rng::for_game(1, 7).next(), Rng::for_game(1, 8).next());
        assert_ne!(Rng::for_game(1, 7).next(), Rng::for_game(2, 7).next());
        // SplitMix64's published first output for state 0 after one step.
        let mut r = Rng(0);
        assert_eq!(r.next(), 0xE220_A839_7B1D_CDAF);
    }
}
