//! Seeded random games, compared position by position. A game stops at its first disagreement, which
//! the runner shrinks after the games (`shrink.rs`).

use super::compare::{compare, observe, refusal, Difference, Observed};
use super::engine::{Engine, Fault, Query};
use super::ledger::{Ledger, View};
use super::tally::Tally;
use oracle::core::{AnyGame, OracleError};

pub use super::plan::Plan;
pub use super::rng::{game_rng, Rng};

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
    let mut rng = game_rng(plan.seed, g);
    // A seed built for an interaction pair is played as it was built (its counters too), its line from its
    // start as it is.
    let line = plan.line_of(g);
    let start = &if line.is_empty() && plan.pairs_of(g).is_empty() {
        plan.walk.start(
            plan.ruleset,
            &plan.interpretation,
            plan.start_of(g),
            g,
            &mut rng,
        )
    } else {
        plan.start_of(g).to_string()
    };
    let mut game = plan.ruleset.new_game(start, &plan.interpretation)?;
    let mut result = GameResult::default();
    let mut ledger = Ledger::new(plan.masks());
    let mut faults_in_a_row = 0;
    // One query, a move longer each ply.
    let mut query = Query {
        start: start.clone(),
        moves: game.moves().to_vec(),
        before_last: None,
    };
    // The features of the position before the last move and the move's index there: the move's
    // interaction pairs are counted with the position it led to.
    let mut last: Option<(View, usize)> = None;
    for ply in 0..=plan.max_plies {
        if plan.stopped() {
            break;
        }
        let observed = observe(game.as_ref());
        let view = ledger.view(&observed);
        let came_by = last.take();
        match engine.query(&query) {
            Ok(answer) => {
                faults_in_a_row = 0;
                result.positions += 1;
                ledger.count(&view);
                ledger.count_pairs(came_by.as_ref().map(|(v, i)| (v, *i)), &view);
                if let Some(d) = compare(&observed, &answer) {
                    result.finding = Some(Finding::unshrunk(plan, g, start, query.moves, d));
                    result.tally = ledger.tally();
                    return Ok(result);
                }
            }
            Err(fault) => {
                if let Some(d) = refusal(&fault) {
                    result.positions += 1;
                    result.finding = Some(Finding::unshrunk(plan, g, start, query.moves, d));
                    result.tally = ledger.tally();
                    return Ok(result);
                }
                result.faults.push(FaultRecord {
                    game: g,
                    ply,
                    fault,
                });
                faults_in_a_row += 1;
                if faults_in_a_row >= FAULTS_BEFORE_ABANDON {
                    result.tally = ledger.tally();
                    return Ok(result);
                }
            }
        }
        if ply == line.len() && plan.first_from_seed(g) && !observed.over {
            let found = sweep(
                plan,
                engine,
                g,
                start,
                game.as_ref(),
                (&observed, &view),
                &mut ledger,
                &mut result,
            );
            if let Some(f) = found {
                result.finding = Some(f);
                result.tally = ledger.tally();
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
        let i = match line.get(ply) {
            Some(mv) => match observed.moves.iter().position(|m| m == mv) {
                Some(i) => i,
                None => break,
            },
            None => plan
                .walk
                .choose(g, &mut rng, &observed, &view, game.moves(), &ledger),
        };
        ledger.played(&view, i);
        let choice = &observed.moves[i];
        game.play(choice)?;
        query.moves.push(choice.clone());
        query.before_last = Some(observed.position);
        last = Some((view, i));
    }
    result.tally = ledger.tally();
    Ok(result)
}

/// Compares the position after each legal move at the start of a game (after its seed's line, if any),
/// the first game from its seed: the rare move a scenario was written for is one of them, and a walk
/// plays only one. The walk's game is
/// not changed (no draw of the generator).
#[allow(clippy::too_many_arguments)]
fn sweep(
    plan: &Plan,
    engine: &mut dyn Engine,
    g: u64,
    start: &str,
    game: &dyn AnyGame,
    (observed, view): (&Observed, &View),
    ledger: &mut Ledger,
    result: &mut GameResult,
) -> Option<Finding> {
    for (i, m) in observed.moves.iter().enumerate() {
        if plan.stopped() {
            return None;
        }
        let mut next = game.clone_box();
        if next.play(m).is_err() {
            continue;
        }
        let seen = observe(next.as_ref());
        // From the start, the moves played so far (a seed's line) and this one.
        let mut moves = game.moves().to_vec();
        moves.push(m.clone());
        let query = Query {
            start: start.to_string(),
            moves,
            before_last: Some(observed.position.clone()),
        };
        let difference = match ask(engine, &query, &seen) {
            Ok(difference) => difference,
            Err(fault) => {
                result.faults.push(FaultRecord {
                    game: g,
                    ply: 1,
                    fault,
                });
                return None;
            }
        };
        result.positions += 1;
        let after = ledger.view(&seen);
        ledger.count(&after);
        ledger.count_pairs(Some((view, i)), &after);
        if let Some(d) = difference {
            return Some(Finding::unshrunk(plan, g, start, query.moves, d));
        }
    }
    None
}

/// What the engine's answer to `query` shows against the oracle's view `observed` of the same position:
/// `Ok(None)` where they agree, `Ok(Some(_))` for a difference (the engine refusing a move the oracle
/// plays is one), `Err` for any other fault.
pub fn ask(
    engine: &mut dyn Engine,
    query: &Query,
    observed: &Observed,
) -> Result<Option<Difference>, Fault> {
    match engine.query(query) {
        Ok(answer) => Ok(compare(observed, &answer)),
        Err(fault) => refusal(&fault).map(Some).ok_or(fault),
    }
}

/// The oracle's text of the position before the last of `moves`.
pub fn before_last(plan: &Plan, start: &str, moves: &[String]) -> Option<String> {
    let (_, earlier) = moves.split_last()?;
    plan.replay(start, earlier).ok().map(|g| g.position())
}

#[cfg(test)]
mod tests {
    use super::Plan;

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
}
