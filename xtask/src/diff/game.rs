//! Seeded random games, compared position by position, and the shrinking of a disagreement to a short
//! move sequence that still shows it.

use super::compare::{compare, observe, refusal, Difference, Observed};
use super::engine::{Engine, Fault, Query};
use oracle::core::{AnyGame, AnyRuleset, OracleError};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

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
    /// Where games start: `startpos`, or the positions of `--positions` (game g starts at g mod len).
    pub starts: Vec<String>,
    pub seed: u64,
    pub max_plies: usize,
    /// Set by Ctrl-C or the time limit: games end at their next position, shrinking stops where it is.
    pub stop: Arc<AtomicBool>,
    /// At most this many engine queries are spent shrinking one disagreement.
    pub shrink_budget: usize,
    /// Only this many findings are shrunk (the first ones found); later ones are reported as found.
    /// Shrinking costs thousands of queries, and an engine wrong everywhere would spend the run on it.
    pub shrink_findings: u64,
    /// Findings shrunk so far, over every job.
    pub shrunk: std::sync::atomic::AtomicU64,
}

impl Plan {
    fn stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
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
    pub shrunk_moves: Vec<String>,
    pub shrunk_difference: Difference,
    /// The oracle's view of the final position of the shrunk sequence.
    pub oracle: Observed,
    /// Whether shrinking finished (not cut short by its budget or a stop).
    pub shrink_complete: bool,
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
}

/// After this many faults in a row a game is abandoned (the faults are all reported).
const FAULTS_BEFORE_ABANDON: usize = 3;

/// Plays game number `g`: random legal moves by the oracle, the engine asked about every position.
pub fn play_game(plan: &Plan, engine: &mut dyn Engine, g: u64) -> Result<GameResult, OracleError> {
    let start = &plan.starts[(g % plan.starts.len() as u64) as usize];
    let mut rng = Rng::for_game(plan.seed, g);
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
                if let Some(d) = compare(&observed, &answer) {
                    result.finding = Some(shrink(plan, engine, g, start, query.moves, d));
                    return Ok(result);
                }
            }
            Err(fault) => {
                if let Some(d) = refusal(&fault) {
                    result.positions += 1;
                    result.finding = Some(shrink(plan, engine, g, start, query.moves, d));
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
        let choice = &observed.moves[rng.below(observed.moves.len())];
        game.play(choice)?;
        before_last = Some(observed.position);
    }
    Ok(result)
}

/// The oracle's text of the position before the last of `moves`.
pub fn before_last(plan: &Plan, start: &str, moves: &[String]) -> Option<String> {
    let (_, earlier) = moves.split_last()?;
    plan.replay(start, earlier).ok().map(|g| g.position())
}

/// The difference the engine shows after `moves` from `start`, if the oracle can play them and the engine
/// answers. Faults other than a refusal count as "not shown".
fn shows(
    plan: &Plan,
    engine: &mut dyn Engine,
    start: &str,
    moves: &[String],
    queries: &mut usize,
) -> Option<(Difference, Observed)> {
    let game = plan.replay(start, moves).ok()?;
    let observed = observe(game.as_ref());
    *queries += 1;
    let query = Query {
        start: start.to_string(),
        moves: moves.to_vec(),
        before_last: before_last(plan, start, moves),
    };
    let d = match engine.query(&query) {
        Ok(answer) => compare(&observed, &answer),
        Err(fault) => refusal(&fault),
    }?;
    Some((d, observed))
}

/// Shrinks a disagreement: removes runs of moves (halving the run length down to one) while the oracle can
/// still play the rest and the engine still disagrees in the same way, then cuts the sequence at the first
/// position that shows it, and removes pairs of moves (one of each side); repeated until nothing more can
/// go. The result is 1-minimal: no single move, run of moves or such pair can be removed.
pub fn shrink(
    plan: &Plan,
    engine: &mut dyn Engine,
    g: u64,
    start: &str,
    moves: Vec<String>,
    difference: Difference,
) -> Finding {
    if plan.shrunk.fetch_add(1, Ordering::SeqCst) >= plan.shrink_findings {
        let oracle = plan
            .replay(start, &moves)
            .map(|game| observe(game.as_ref()))
            .unwrap_or_else(|_| unreachable_observed());
        return Finding {
            game: g,
            start: start.to_string(),
            moves: moves.clone(),
            difference: difference.clone(),
            shrunk_moves: moves,
            shrunk_difference: difference,
            oracle,
            shrink_complete: false,
        };
    }
    let mut queries = 0usize;
    let kind = difference.kind();
    let mut current = moves.clone();
    let mut current_difference = difference.clone();
    let mut complete = true;
    let out_of_budget =
        |queries: usize| queries >= plan.shrink_budget || plan.stop.load(Ordering::Relaxed);
    'outer: loop {
        let mut changed = false;
        // The earliest position of the current sequence that shows it.
        for len in 0..current.len() {
            if out_of_budget(queries) {
                complete = false;
                break 'outer;
            }
            if let Some((d, _)) = shows(plan, engine, start, &current[..len], &mut queries) {
                if d.kind() == kind {
                    current.truncate(len);
                    current_difference = d;
                    changed = true;
                    break;
                }
            }
        }
        let mut runs = Vec::new();
        let mut r = current.len() / 2;
        while r > 2 {
            runs.push(r);
            r /= 2;
        }
        runs.extend([2, 1]);
        for run in runs {
            let step = if run <= 2 { 1 } else { run };
            let mut i = 0;
            while i + run <= current.len() {
                if out_of_budget(queries) {
                    complete = false;
                    break 'outer;
                }
                let mut candidate = current[..i].to_vec();
                candidate.extend_from_slice(&current[i + run..]);
                match shows(plan, engine, start, &candidate, &mut queries) {
                    Some((d, _)) if d.kind() == kind => {
                        current = candidate;
                        current_difference = d;
                        changed = true;
                    }
                    _ => i += step,
                }
            }
        }
        // One move of each side, not next to each other: what a side-to-move-preserving removal needs
        // when the moves between them still matter.
        let mut i = 0;
        while i < current.len() {
            let mut j = i + 3;
            let mut removed = false;
            while j < current.len() {
                if out_of_budget(queries) {
                    complete = false;
                    break 'outer;
                }
                let candidate: Vec<String> = current
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| *k != i && *k != j)
                    .map(|(_, m)| m.clone())
                    .collect();
                match shows(plan, engine, start, &candidate, &mut queries) {
                    Some((d, _)) if d.kind() == kind => {
                        current = candidate;
                        current_difference = d;
                        changed = true;
                        removed = true;
                        break;
                    }
                    _ => j += 2,
                }
            }
            if !removed {
                i += 1;
            }
        }
        if !changed {
            break;
        }
    }
    if complete {
        if let Some((shorter, d)) = search_shorter(plan, engine, g, start, &moves, &current, kind) {
            current = shorter;
            current_difference = d;
        }
    }
    let oracle = plan
        .replay(start, &current)
        .map(|game| observe(game.as_ref()))
        .unwrap_or_else(|_| unreachable_observed());
    Finding {
        game: g,
        start: start.to_string(),
        moves,
        difference,
        shrunk_moves: current,
        shrunk_difference: current_difference,
        oracle,
        shrink_complete: complete,
    }
}

/// A placeholder for the oracle's view of a sequence it cannot replay. Shrunk sequences are built only
/// of sequences the oracle replayed, so this is not reached; it keeps the tester from panicking if it were.
fn unreachable_observed() -> Observed {
    Observed {
        moves: Vec::new(),
        position: String::new(),
        check: false,
        status: String::new(),
        clause: None,
        over: false,
    }
}

/// Engine queries spent at most on the random search for a shorter sequence.
const SEARCH_BUDGET: usize = 6_000;

/// Looks for a sequence shorter than `best` that shows the same kind of difference, by short random games
/// from the start: at each ply a move of the original game when one is legal (half the time), else any
/// legal move. Deleting moves cannot always reach the shortest sequence (a piece that wandered there must
/// keep every step), a fresh short walk often can. Seeded by the game number, so it is reproducible.
fn search_shorter(
    plan: &Plan,
    engine: &mut dyn Engine,
    g: u64,
    start: &str,
    original: &[String],
    best: &[String],
    kind: &str,
) -> Option<(Vec<String>, Difference)> {
    if best.len() <= 1 {
        return None;
    }
    let mut rng = Rng::for_game(plan.seed ^ 0x5EED_5EED, g);
    let mut found: Option<(Vec<String>, Difference)> = None;
    let mut limit = best.len() - 1;
    let mut queries = 0usize;
    while queries < SEARCH_BUDGET && limit >= 1 && !plan.stopped() {
        let Ok(mut game) = plan.ruleset.new_game(start, &plan.interpretation) else {
            return found;
        };
        while game.moves().len() < limit {
            let legal = game.legal_moves();
            if legal.is_empty() || game.status().is_over() {
                break;
            }
            let known: Vec<&String> = original.iter().filter(|m| legal.contains(m)).collect();
            let choice = if !known.is_empty() && rng.below(2) == 0 {
                known[rng.below(known.len())].clone()
            } else {
                legal[rng.below(legal.len())].clone()
            };
            if game.play(&choice).is_err() {
                break;
            }
            let moves = game.moves().to_vec();
            if let Some((d, _)) = shows(plan, engine, start, &moves, &mut queries) {
                if d.kind() == kind {
                    limit = moves.len() - 1;
                    found = Some((moves, d));
                    break;
                }
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::Rng;

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
