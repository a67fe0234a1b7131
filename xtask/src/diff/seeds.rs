//! Seed positions: where the rare situations are. Every start of the ruleset's scenario files and every
//! position along their steps (the cases people wrote down), and for `fide` and `suicide` the positions of
//! the perft tables. A default run starts every other game from one of them.

use super::positions::read_positions;
use super::presets::repo_root;
use oracle::core::AnyRuleset;
use std::collections::BTreeSet;
use std::path::Path;

/// The perft tables whose positions seed each ruleset's games.
fn perft_tables(slug: &str) -> &'static [&'static str] {
    match slug {
        "fide" => &["tests/perft/standard.perft", "tests/perft/tricky.perft"],
        "suicide" => &["tests/perft/suicide.perft"],
        _ => &[],
    }
}

/// The seed positions of `ruleset` under these switches, sorted, without repeats and without the ones
/// the oracle does not accept under them. Scenario files that do not load are skipped (the scenario
/// suite reports them).
pub fn seed_positions(
    ruleset: &'static dyn AnyRuleset,
    interpretation: &[(String, String)],
) -> Vec<String> {
    let root = repo_root();
    let mut found = BTreeSet::new();
    scenario_positions(ruleset, &root, &mut found);
    for table in perft_tables(ruleset.slug()) {
        if let Ok(positions) = read_positions(&root.join(table)) {
            found.extend(positions);
        }
    }
    found.remove("startpos");
    found
        .into_iter()
        .filter(|p| ruleset.new_game(p, interpretation).is_ok())
        .collect()
}

/// Adds the start and every position along the steps of each scenario of `ruleset`.
fn scenario_positions(ruleset: &dyn AnyRuleset, root: &Path, found: &mut BTreeSet<String>) {
    let Ok(registries) = conformance::Registries::load_dir(&root.join("clauses")) else {
        return;
    };
    let dir = root.join("scenarios").join(ruleset.slug());
    for path in conformance::yaml_files(&dir) {
        let Ok(loaded) = conformance::scenario::load_scenario(&path, &registries) else {
            continue;
        };
        let s = &loaded.scenario;
        if s.ruleset.value != ruleset.slug() {
            continue;
        }
        let switches: Vec<(String, String)> = s
            .interpretation
            .iter()
            .map(|(k, v)| (k.clone(), v.value.clone()))
            .collect();
        let start = match (&s.start, &s.board) {
            (Some(text), _) => text.value.trim().to_string(),
            (None, Some(board)) => match ruleset.position_from_diagram(&board.value) {
                Ok(text) => text,
                Err(_) => continue,
            },
            (None, None) => continue,
        };
        let Ok(mut game) = ruleset.new_game(&start, &switches) else {
            continue;
        };
        found.insert(game.position());
        for step in &s.steps {
            let step = &step.value;
            let played = match (&step.play, &step.event) {
                (Some(m), _) => game.play(&m.value),
                (None, Some(e)) => game.event(&e.value),
                (None, None) => continue,
            };
            if played.is_err() {
                break;
            }
            // A position where the game has ended is kept too: its status is compared.
            found.insert(game.position());
            if game.status().is_over() {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::seed_positions;

    #[test]
    fn every_ruleset_has_seed_positions_from_its_scenarios() {
        for ruleset in oracle::rulesets() {
            let seeds = seed_positions(ruleset, &[]);
            assert!(
                seeds.len() >= 10,
                "{}: only {} seed positions",
                ruleset.slug(),
                seeds.len()
            );
        }
        // Kiwipete, from the perft table.
        let fide = seed_positions(oracle::ruleset("fide").unwrap(), &[]);
        assert!(fide
            .iter()
            .any(|p| p.starts_with("r3k2r/p1ppqpb1/bn2pnp1/3PN3")));
    }
}
