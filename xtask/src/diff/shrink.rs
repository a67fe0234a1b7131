//! The shrinking of a disagreement to a short move sequence that still shows it.

use super::compare::{compare, observe, refusal, Difference, Observed};
use super::engine::{Engine, Query};
use super::game::{before_last, Finding, Plan, Rng};
use super::group::labels_at;
use std::time::Instant;

/// The difference the engine shows after `moves` from `start`, if the oracle can play them and the engine
/// answers. Faults other than a refusal count as "not shown".
fn shows(
    plan: &Plan,
    engine: &mut dyn Engine,
    target: &Target,
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
    target
        .matches(plan, start, moves, &d)
        .then_some((d, observed))
}

/// What a shrunk sequence must still show: the same kind of difference, and one of the finding's labels
/// (a dropped O-O-O does not shrink into a dropped O-O).
pub struct Target {
    pub kind: &'static str,
    pub labels: Vec<String>,
}

impl Target {
    pub fn of(plan: &Plan, f: &Finding) -> Target {
        Target {
            kind: f.difference.kind(),
            labels: labels_at(plan, &f.start, &f.moves, &f.difference),
        }
    }

    fn matches(&self, plan: &Plan, start: &str, moves: &[String], d: &Difference) -> bool {
        d.kind() == self.kind
            && (self.labels.is_empty()
                || labels_at(plan, start, moves, d)
                    .iter()
                    .any(|l| self.labels.contains(l)))
    }
}

/// Shrinks a disagreement: removes runs of moves (halving the run length down to one) while the oracle can
/// still play the rest and the engine still disagrees in the same way, then cuts the sequence at the first
/// position that shows it, and removes pairs of moves (one of each side); repeated until nothing more can
/// go. The result is 1-minimal: no single move, run of moves or such pair can be removed. Then a random
/// search for a shorter sequence, and, for a sequence still longer than a few plies, a start from the
/// position reached. Stops where it is at the query budget, the `deadline` or an interrupt.
pub fn shrink(
    plan: &Plan,
    engine: &mut dyn Engine,
    found: &Finding,
    deadline: Option<Instant>,
) -> Finding {
    let (start, moves, difference) = (
        found.start.as_str(),
        found.moves.clone(),
        found.difference.clone(),
    );
    let late = || plan.interrupted() || deadline.is_some_and(|d| Instant::now() >= d);
    let mut queries = 0usize;
    let target = &Target::of(plan, found);
    let mut current = moves.clone();
    let mut current_difference = difference.clone();
    let mut complete = true;
    let out_of_budget = |queries: usize| queries >= plan.shrink_budget || late();
    'outer: loop {
        let mut changed = false;
        // The earliest position of the current sequence that shows it.
        for len in 0..current.len() {
            if out_of_budget(queries) {
                complete = false;
                break 'outer;
            }
            if let Some((d, _)) = shows(plan, engine, target, start, &current[..len], &mut queries)
            {
                if d.kind() == target.kind {
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
                match shows(plan, engine, target, start, &candidate, &mut queries) {
                    Some((d, _)) if d.kind() == target.kind => {
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
                match shows(plan, engine, target, start, &candidate, &mut queries) {
                    Some((d, _)) if d.kind() == target.kind => {
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
        if let Some((shorter, d)) = search_shorter(plan, engine, found, &current, target, &late) {
            current = shorter;
            current_difference = d;
        }
    }
    let mut shrunk_start = start.to_string();
    if !late() {
        if let Some((s, m, d)) = from_position_reached(plan, engine, start, &current, target) {
            (shrunk_start, current, current_difference) = (s, m, d);
        }
    }
    let oracle = plan
        .replay(&shrunk_start, &current)
        .map(|game| observe(game.as_ref()))
        .unwrap_or_default();
    Finding {
        shrunk_start,
        shrunk_moves: current,
        shrunk_difference: current_difference,
        oracle,
        shrink_complete: complete,
        ..found.clone()
    }
}

/// A sequence this short from its start is read as it is.
const SHORT: usize = 4;

/// Where the moves do not matter to the difference, the position they reach as the start: the final
/// position with no move, or the one before the last move with that move. Kept only when the engine
/// still shows the difference from there (a difference that rests on the game's history does not).
fn from_position_reached(
    plan: &Plan,
    engine: &mut dyn Engine,
    start: &str,
    moves: &[String],
    target: &Target,
) -> Option<(String, Vec<String>, Difference)> {
    if moves.len() <= SHORT {
        return None;
    }
    let mut queries = 0;
    for keep in [0, 1] {
        let cut = moves.len() - keep;
        let position = plan.replay(start, &moves[..cut]).ok()?.position();
        let rest = moves[cut..].to_vec();
        if let Some((d, _)) = shows(plan, engine, target, &position, &rest, &mut queries) {
            if d.kind() == target.kind {
                return Some((position, rest, d));
            }
        }
    }
    None
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
    found: &Finding,
    best: &[String],
    target: &Target,
    late: &dyn Fn() -> bool,
) -> Option<(Vec<String>, Difference)> {
    if best.len() <= 1 {
        return None;
    }
    let (g, start, original) = (found.game, found.start.as_str(), &found.moves);
    let mut rng = Rng::for_game(plan.seed ^ 0x5EED_5EED, g);
    let mut found: Option<(Vec<String>, Difference)> = None;
    let mut limit = best.len() - 1;
    let mut queries = 0usize;
    while queries < SEARCH_BUDGET && limit >= 1 && !late() {
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
            if let Some((d, _)) = shows(plan, engine, target, start, &moves, &mut queries) {
                if d.kind() == target.kind {
                    limit = moves.len() - 1;
                    found = Some((moves, d));
                    break;
                }
            }
        }
    }
    found
}
