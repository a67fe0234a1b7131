//! Positions built for one pair of an interaction table: legal positions in which some legal move (or,
//! for a pair about a refusal, some refused candidate) exercises both features of the pair, each
//! confirmed by the oracle.
//!
//! The generator starts from the pair's *witnesses*: the positions along the pair's scenario (its start,
//! the position after each step, in the steps and in every branch) where the oracle's trace shows the
//! pair. It then varies them at random (a piece added on an empty square, a piece other than a King taken
//! off, a Void Chess tile turned void or unstable: [`super::edit`]), one to four edits at a time, and keeps
//! a variation when the oracle reads it as a position, the game is not over, and some move there still
//! exercises the pair. So every position it gives holds the rare combination, in surroundings no one wrote
//! down. The differential tester starts games from them (beside the scenario seeds), the property tests
//! check the oracle's invariants on them, and the differential fuzz targets start from them.

use super::edit::edit;
use super::masks::{Masks, Tokens};
use super::signature::Placement;
use super::table::{Pair, Table};
use crate::registry::Registries;
use crate::rng::Picker;
use oracle::core::{AnyGame, AnyRuleset};
use std::collections::BTreeSet;

/// A position built for a pair, with the move that exercises it there (`(refused)` for a refused
/// candidate), and how it was reached: from `start` by `moves` (a witness keeps its scenario's line, for
/// the pairs that rest on the game's history, such as a repetition; a generated position is its own
/// start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Built {
    pub position: String,
    pub mv: String,
    pub start: String,
    pub moves: Vec<String>,
}

/// The move of `game`'s position (or `(refused)`, a refused candidate) that exercises `pair`, if any.
pub fn exhibits(game: &dyn AnyGame, table: &Table, pair: &Pair) -> Option<String> {
    exhibited(game, table, &[pair]).remove(&pair.id)
}

/// For each of `pairs` that some move of `game`'s position (or a refused candidate, `(refused)`)
/// exercises, that move. A move that cannot exercise any of them (it lacks a token they need before it is
/// played) is not played and traced, the costly part. The signatures are read on the table's bit masks
/// ([`super::masks`]), as [`super::signature::Signature::of_position_where`] gives them.
pub fn exhibited(
    game: &dyn AnyGame,
    table: &Table,
    pairs: &[&Pair],
) -> std::collections::BTreeMap<String, String> {
    let mut out = std::collections::BTreeMap::new();
    if game.status().is_over() {
        return out;
    }
    let m = &Masks::of(table);
    let places: Vec<Option<usize>> = pairs
        .iter()
        .map(|p| table.pairs.iter().position(|q| q.id == p.id))
        .collect();
    let indices: Vec<usize> = places.iter().flatten().copied().collect();
    let trace = game.trace_position();
    let position = game.position();
    let placement = (m.en_passant != 0)
        .then(|| Placement::of(&position))
        .flatten();
    let before = trace
        .refused
        .iter()
        .fold(0, |t, &c| t | m.clause(c).before_refused);
    let mut sigs: Vec<(Option<&str>, Tokens)> = Vec::new();
    for (mv, clauses) in &trace.moves {
        let mut sig = before | m.clauses(clauses) | m.promotes(mv);
        if placement.as_ref().is_some_and(|p| p.en_passant(mv)) {
            sig |= m.en_passant;
        }
        // Whether it may show a pair is known before it is played (no `then:` token is needed).
        if !m.could_show_any(&indices, sig) {
            continue;
        }
        let mut next = game.clone_box();
        if next.play(mv).is_err() {
            continue;
        }
        let after = next.trace_position();
        let mut then = m.then_facts(&next.position());
        for &c in after.status.iter().chain(&after.state) {
            then |= m.clause(c).then;
        }
        sigs.push((Some(mv), sig | then));
    }
    for (no, clauses) in &trace.refusals {
        let sig = m.clause(*no).refused | m.clauses(clauses);
        if m.could_show_any(&indices, sig) {
            sigs.push((None, sig));
        }
    }
    for (p, i) in pairs.iter().zip(&places) {
        let Some(i) = *i else { continue };
        if let Some((mv, _)) = sigs.iter().find(|(_, sig)| m.shows(i, *sig)) {
            out.insert(p.id.clone(), mv.unwrap_or("(refused)").to_string());
        }
    }
    out
}

/// A game along a scenario, with the scenario's switches.
pub type ScenarioGame = (Box<dyn AnyGame>, Vec<(String, String)>);

/// The positions of a scenario file: its start and the position after each step, through the steps and
/// then each branch; with the scenario's switches. A file that does not load, or names another ruleset,
/// gives none.
pub fn scenario_positions(
    ruleset: &dyn AnyRuleset,
    file: &str,
    text: &str,
    registries: &Registries,
) -> Vec<ScenarioGame> {
    let Ok(loaded) = crate::scenario::parse_scenario(file, text, registries) else {
        return Vec::new();
    };
    let s = &loaded.scenario;
    if s.ruleset.value != ruleset.slug() {
        return Vec::new();
    }
    let Some(Ok((_, start))) = s.start_text(|board| ruleset.position_from_diagram(&board.value))
    else {
        return Vec::new();
    };
    let switches = s.switches();
    let Ok(game) = ruleset.new_game(&start, &switches) else {
        return Vec::new();
    };
    let mut out = vec![game.clone_box()];
    let walk = |mut game: Box<dyn AnyGame>,
                steps: &[serde_saphyr::Spanned<crate::scenario::Step>],
                out: &mut Vec<Box<dyn AnyGame>>| {
        for step in steps {
            let step = &step.value;
            let played = match (&step.play, &step.event) {
                (Some(m), _) => game.play(&m.value),
                (None, Some(e)) => game.event(&e.value),
                (None, None) => continue,
            };
            if played.is_err() {
                break;
            }
            out.push(game.clone_box());
        }
        game
    };
    let end = walk(game, &s.steps, &mut out);
    for b in &s.branches {
        walk(end.clone_box(), &b.value.steps, &mut out);
    }
    out.into_iter().map(|g| (g, switches.clone())).collect()
}

/// The witnesses of `pair`: the positions of its scenario (under the default switches: a scenario that
/// sets switches gives none) where some move exercises it.
pub fn witnesses(ruleset: &dyn AnyRuleset, table: &Table, pair: &Pair) -> Vec<Built> {
    match &pair.scenario {
        Some(file) => witnesses_in(ruleset, table, file, &[pair])
            .remove(&pair.id)
            .unwrap_or_default(),
        None => Vec::new(),
    }
}

/// The witnesses of each of `pairs` in the scenario `file` (of `scenarios/<slug>/`), each position of the
/// file traced once.
pub fn witnesses_in(
    ruleset: &dyn AnyRuleset,
    table: &Table,
    file: &str,
    pairs: &[&Pair],
) -> std::collections::BTreeMap<String, Vec<Built>> {
    let mut out: std::collections::BTreeMap<String, Vec<Built>> = Default::default();
    let Ok(registries) = Registries::project() else {
        return out;
    };
    let name = format!("scenarios/{}/{file}", ruleset.slug());
    let Some(text) = crate::data::file(&name) else {
        return out;
    };
    for (game, switches) in scenario_positions(ruleset, &name, text, registries) {
        if !switches.is_empty() {
            continue;
        }
        let position = game.position();
        for (id, mv) in exhibited(game.as_ref(), table, pairs) {
            let found = out.entry(id).or_default();
            if !found.iter().any(|b| b.position == position) {
                found.push(Built {
                    position: position.clone(),
                    mv,
                    start: game.start(),
                    moves: game.moves().to_vec(),
                });
            }
        }
    }
    out
}

/// Up to `count` positions built for `pair` with the generator seeded `seed` (the same seed gives the same
/// positions): the witnesses varied by random edits, each kept only where the oracle confirms the pair.
/// Gives up after `40 * count` tries.
pub fn positions(
    ruleset: &dyn AnyRuleset,
    table: &Table,
    pair: &Pair,
    seed: u64,
    count: usize,
) -> Vec<Built> {
    let bases = witnesses(ruleset, table, pair);
    positions_around(ruleset, table, pair, &bases, seed, count)
}

/// [`positions`] around the witnesses `bases` of `pair`.
fn positions_around(
    ruleset: &dyn AnyRuleset,
    table: &Table,
    pair: &Pair,
    bases: &[Built],
    seed: u64,
    count: usize,
) -> Vec<Built> {
    if bases.is_empty() || count == 0 {
        return Vec::new();
    }
    let mut rng = Picker::from_seed(seed);
    let mut seen: BTreeSet<String> = bases.iter().map(|b| b.position.clone()).collect();
    let mut out = Vec::new();
    for _ in 0..40 * count {
        if out.len() >= count {
            break;
        }
        let base = &bases[rng.below(bases.len())];
        let mut text = base.position.clone();
        // One edit half the time, two a quarter, ... at most four.
        let edits = 1 + (rng.next_u64() | 1 << 3).trailing_zeros() as usize;
        for _ in 0..edits {
            if let Some(edited) = edit(ruleset.slug(), &text, &mut rng) {
                text = edited;
            }
        }
        let Ok(game) = ruleset.new_game(&text, &[]) else {
            continue;
        };
        let position = game.position();
        if !seen.insert(position.clone()) {
            continue;
        }
        if let Some(mv) = exhibits(game.as_ref(), table, pair) {
            out.push(Built {
                start: position.clone(),
                position,
                mv,
                moves: Vec::new(),
            });
        }
    }
    out
}

/// For every reachable pair of `table`: its witnesses (each with its scenario's line) and `per_pair`
/// positions generated around them (the generator seeded with `seed` and the pair's place in the table),
/// each with the id of its pair. The seeds of `cargo xtask diff` and of the differential fuzz targets.
pub fn built_for_table(
    ruleset: &dyn AnyRuleset,
    table: &Table,
    seed: u64,
    per_pair: usize,
) -> Vec<(String, Built)> {
    let mut by_file: std::collections::BTreeMap<&str, Vec<&Pair>> = Default::default();
    for p in table.reachable() {
        if let Some(file) = &p.scenario {
            by_file.entry(file).or_default().push(p);
        }
    }
    let mut out = Vec::new();
    let mut witnesses: std::collections::BTreeMap<String, Vec<Built>> = Default::default();
    for (file, pairs) in by_file {
        for (id, built) in witnesses_in(ruleset, table, file, &pairs) {
            out.extend(built.iter().map(|b| (id.clone(), b.clone())));
            witnesses.insert(id, built);
        }
    }
    for (i, p) in table.reachable().enumerate() {
        let bases = witnesses.get(&p.id).map_or(&[][..], Vec::as_slice);
        for b in positions_around(ruleset, table, p, bases, seed ^ i as u64, per_pair) {
            out.push((p.id.clone(), b));
        }
    }
    out
}
