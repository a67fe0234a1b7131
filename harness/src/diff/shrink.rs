//! The shrinking of a disagreement to a short move sequence that still shows it.

use super::compare::{observe, Difference};
use super::engine::{Engine, Query};
use super::game::{ask, game_rng, Finding, Plan};
use super::group::{labels_at, labels_in};
use oracle::core::AnyGame;
use std::time::Instant;

/// A shrinking under way: the run's plan, the engine asked, what must still show, when to stop, and the
/// engine queries spent so far.
struct Search<'a> {
    plan: &'a Plan,
    engine: &'a mut dyn Engine,
    target: &'a Target,
    deadline: Option<Instant>,
    queries: usize,
}

impl Search<'_> {
    /// Whether shrinking must stop where it is: an interrupt, or the deadline passed.
    fn late(&self) -> bool {
        self.plan.interrupted() || self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The difference of the target's kind the engine shows after `moves` from `start`, if the oracle can
    /// play them and the engine answers. Faults other than a refusal count as "not shown". The oracle
    /// plays the line once.
    fn shows(&mut self, start: &str, moves: &[String]) -> Option<Difference> {
        let plan = self.plan;
        let mut game = plan.ruleset.new_game(start, &plan.interpretation).ok()?;
        let before_last = match moves.split_last() {
            Some((last, earlier)) => {
                game.play_all(earlier).ok()?;
                let before = game.position();
                game.play(last).ok()?;
                Some(before)
            }
            None => None,
        };
        self.queries += 1;
        let query = Query {
            start: start.to_string(),
            moves: moves.to_vec(),
            before_last,
        };
        let d = ask(self.engine, &query, &observe(game.as_ref())).ok()??;
        self.target.matches(game.as_ref(), &d).then_some(d)
    }
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

    /// Whether `d`, seen at the current position of `game`, is of the target's kind.
    fn matches(&self, game: &dyn AnyGame, d: &Difference) -> bool {
        d.kind() == self.kind
            && (self.labels.is_empty()
                || labels_in(Some(game), d)
                    .iter()
                    .any(|l| self.labels.contains(l)))
    }
}

/// Shrinks a disagreement. A game longer than `LONG` plies whose difference shows from the position it
/// reached (with its last move or none) is read from there at once. Otherwise: removes runs of moves (halving the run length down to one) while the oracle can
/// still play the rest and the engine still disagrees in the same way, then cuts the sequence at the first
/// position that shows it, and removes pairs of moves (one of each side); repeated until nothing more can
/// go. The result is 1-minimal: no single move, run of moves or such pair can be removed. Then a random
/// search for a shorter sequence, and, for a sequence still longer than a few plies, a start from the
/// latest position along it from which the moves after it still show the difference. Stops where it is at the query budget, the `deadline` or an interrupt.
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
    let target = &Target::of(plan, found);
    let mut search = Search {
        plan,
        engine,
        target,
        deadline,
        queries: 0,
    };
    // A long game whose difference shows from the position it reached: that position is the
    // reproduction, and its moves are not searched (they do not matter to the difference). With a slow
    // engine this is what keeps a run's shrinking to a few queries per finding.
    if moves.len() > LONG && !search.late() {
        if let Some((s, m, d)) = search.position_reached(start, &moves, 1) {
            return shrunk(plan, found, s, m, d, true);
        }
    }
    let mut current = moves.clone();
    let mut current_difference = difference.clone();
    let mut complete = true;
    // The budget is the loop's own: what the position reached cost above does not count.
    let spent_before = search.queries;
    let out_of_budget =
        |search: &Search| search.queries - spent_before >= plan.shrink_budget || search.late();
    'outer: loop {
        let mut changed = false;
        // The earliest position of the current sequence that shows it.
        for len in 0..current.len() {
            if out_of_budget(&search) {
                complete = false;
                break 'outer;
            }
            if let Some(d) = search.shows(start, &current[..len]) {
                current.truncate(len);
                current_difference = d;
                changed = true;
                break;
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
                if out_of_budget(&search) {
                    complete = false;
                    break 'outer;
                }
                let mut candidate = current[..i].to_vec();
                candidate.extend_from_slice(&current[i + run..]);
                match search.shows(start, &candidate) {
                    Some(d) => {
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
                if out_of_budget(&search) {
                    complete = false;
                    break 'outer;
                }
                let candidate: Vec<String> = current
                    .iter()
                    .enumerate()
                    .filter(|(k, _)| *k != i && *k != j)
                    .map(|(_, m)| m.clone())
                    .collect();
                match search.shows(start, &candidate) {
                    Some(d) => {
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
        if let Some((shorter, d)) = search.shorter(found, &current) {
            current = shorter;
            current_difference = d;
        }
    }
    let mut shrunk_start = start.to_string();
    if !search.late() {
        let keep = current.len().saturating_sub(1);
        if let Some((s, m, d)) = search.position_reached(start, &current, keep) {
            (shrunk_start, current, current_difference) = (s, m, d);
        }
    }
    shrunk(
        plan,
        found,
        shrunk_start,
        current,
        current_difference,
        complete,
    )
}

/// `found` with its shrunk sequence.
fn shrunk(
    plan: &Plan,
    found: &Finding,
    start: String,
    moves: Vec<String>,
    difference: Difference,
    complete: bool,
) -> Finding {
    let oracle = plan
        .replay(&start, &moves)
        .map(|game| observe(game.as_ref()))
        .unwrap_or_default();
    Finding {
        shrunk_start: start,
        shrunk_moves: moves,
        shrunk_difference: difference,
        oracle,
        shrink_complete: complete,
        ..found.clone()
    }
}

/// A sequence this short from its start is read as it is.
const SHORT: usize = 4;

/// A game longer than this is first tried from the position it reached, before its moves are searched.
const LONG: usize = 12;

/// Engine queries spent at most on the random search for a shorter sequence, per ply of the sequence
/// to beat (a sequence already short has few shorter ones to find), and in all.
const SEARCH_PER_PLY: usize = 100;
const SEARCH_BUDGET: usize = 6_000;

impl Search<'_> {
    /// Where the moves do not matter to the difference, the position they reach as the start: the
    /// final position with no move, or an earlier one with the moves after it, at most `keep` of them
    /// (the fewest first). Kept only when the engine still shows the difference from there: a
    /// difference that rests on the game's history keeps the moves that make it (a repetition keeps its
    /// rounds, not the moves that led to them).
    fn position_reached(
        &mut self,
        start: &str,
        moves: &[String],
        keep: usize,
    ) -> Option<(String, Vec<String>, Difference)> {
        if moves.len() <= SHORT {
            return None;
        }
        let plan = self.plan;
        let mut game = plan.ruleset.new_game(start, &plan.interpretation).ok()?;
        let mut positions = vec![game.position()];
        for m in moves {
            game.play(m).ok()?;
            positions.push(game.position());
        }
        for keep in 0..=keep.min(moves.len() - 1) {
            if self.late() {
                return None;
            }
            let cut = moves.len() - keep;
            let rest = moves[cut..].to_vec();
            let position = &positions[cut];
            if let Some(d) = self.shows(position, &rest) {
                return Some((position.clone(), rest, d));
            }
        }
        None
    }

    /// Looks for a sequence shorter than `best` that shows the same kind of difference, by short random
    /// games from the start: at each ply a move of the original game when one is legal (half the time),
    /// else any legal move. Deleting moves cannot always reach the shortest sequence (a piece that
    /// wandered there must keep every step), a fresh short walk often can. Seeded by the game number, so
    /// it is reproducible.
    fn shorter(&mut self, found: &Finding, best: &[String]) -> Option<(Vec<String>, Difference)> {
        if best.len() <= 1 {
            return None;
        }
        let plan = self.plan;
        let (g, start, original) = (found.game, found.start.as_str(), &found.moves);
        let mut rng = game_rng(plan.seed ^ 0x5EED_5EED, g);
        let mut found: Option<(Vec<String>, Difference)> = None;
        let mut limit = best.len() - 1;
        let spent_before = self.queries;
        let budget = SEARCH_BUDGET.min(SEARCH_PER_PLY * best.len());
        while self.queries - spent_before < budget && limit >= 1 && !self.late() {
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
                if let Some(d) = self.shows(start, &moves) {
                    limit = moves.len() - 1;
                    found = Some((moves, d));
                    break;
                }
            }
        }
        found
    }
}
