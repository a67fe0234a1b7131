//! Seed positions: where the rare situations are. Every start of the ruleset's scenario files and every
//! position along their steps and branches (the cases people wrote down), for `fide` and `suicide` the
//! positions of the perft tables, and for each reachable pair of the ruleset's interaction table the
//! positions built for it (`crate::interactions::generate`): its witnesses in its scenario, each
//! with the scenario's line of moves from the scenario's start (a repetition rests on them), and positions
//! generated around them. A default run starts every other game from one of them; the ones built for a
//! pair carry the pair, and the first round of seeds starts with them (`Plan::start_of`).

use super::plan::Plan;
use super::positions::positions_in;
use crate::files::Source;
use crate::interactions::generate::{built_for_table, scenario_positions};
use crate::interactions::Table;
use oracle::core::AnyRuleset;
use std::collections::{BTreeMap, BTreeSet};

/// The positions the generator builds for each reachable pair, besides its witnesses.
const GENERATED_PER_PAIR: usize = 2;

/// The perft tables whose positions seed each ruleset's games.
fn perft_tables(slug: &str) -> &'static [&'static str] {
    match slug {
        "fide" => &["perft/standard.perft", "perft/tricky.perft"],
        "suicide" => &["perft/suicide.perft"],
        _ => &[],
    }
}

/// A run's seeds: where each starts, the moves it plays first (a witness's line; most seeds have none),
/// and the interaction pairs it was built for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seeds {
    pub starts: Vec<String>,
    pub lines: Vec<Vec<String>>,
    pub pairs: Vec<Vec<String>>,
}

impl Seeds {
    /// Puts the seeds into `plan`.
    pub fn install(self, plan: &mut Plan) {
        plan.seeds = self.starts;
        plan.seed_lines = self.lines;
        plan.seed_pairs = self.pairs;
    }
}

/// The seeds of `ruleset` under these switches: the seed positions, then the seeds built for the pairs
/// of its interaction table (under the default switches only: the tables' witnesses are written for
/// them), generated with `seed`.
pub fn seeds(
    ruleset: &'static dyn AnyRuleset,
    interpretation: &[(String, String)],
    seed: u64,
) -> Seeds {
    let mut by_line: BTreeMap<(String, Vec<String>), BTreeSet<String>> = BTreeMap::new();
    for p in seed_positions(ruleset, interpretation) {
        by_line.entry((p, Vec::new())).or_default();
    }
    if interpretation.is_empty() {
        if let Some(table) = Table::project(ruleset.slug()) {
            for (pair, b) in built_for_table(ruleset, &table, seed, GENERATED_PER_PAIR) {
                by_line.entry((b.start, b.moves)).or_default().insert(pair);
            }
        }
    }
    let mut out = Seeds::default();
    for ((start, line), pairs) in by_line {
        out.starts.push(start);
        out.lines.push(line);
        out.pairs.push(pairs.into_iter().collect());
    }
    out
}

/// The seed positions of `ruleset` under these switches, sorted, without repeats and without the ones
/// the oracle does not accept under them. Scenario files that do not load are skipped (the scenario
/// suite reports them).
pub fn seed_positions(
    ruleset: &'static dyn AnyRuleset,
    interpretation: &[(String, String)],
) -> Vec<String> {
    let mut found = BTreeSet::new();
    scenario_seed_positions(ruleset, &mut found);
    for table in perft_tables(ruleset.slug()) {
        if let Some(Ok(positions)) = crate::data::file(table).map(|text| positions_in(table, text))
        {
            found.extend(positions);
        }
    }
    found.remove("startpos");
    found
        .into_iter()
        .filter(|p| ruleset.new_game(p, interpretation).is_ok())
        .collect()
}

/// Adds the start and every position along the steps and branches of each scenario of `ruleset` (a
/// position where the game has ended too: its status is compared).
fn scenario_seed_positions(ruleset: &dyn AnyRuleset, found: &mut BTreeSet<String>) {
    let Ok(registries) = crate::Registries::project() else {
        return;
    };
    let Ok(files) = Source::Embedded.scenarios(Some(ruleset.slug())) else {
        return;
    };
    for f in files {
        for (game, _) in scenario_positions(ruleset, &f.name, &f.text, registries) {
            found.insert(game.position());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{seed_positions, seeds};

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

    #[test]
    fn the_pairs_of_the_table_have_seeds_and_a_repetition_keeps_its_line() {
        let fide = oracle::ruleset("fide").unwrap();
        let s = seeds(fide, &[], 1);
        let tagged = |id: &str| {
            (0..s.starts.len())
                .filter(|&i| s.pairs[i].iter().any(|p| p == id))
                .collect::<Vec<_>>()
        };
        let repetition = tagged("repetition + count-limit");
        assert!(!repetition.is_empty());
        for i in repetition {
            assert_eq!(s.lines[i].len(), 7, "{:?}", s.lines[i]);
        }
        // Generated positions are their own start.
        let castling = tagged("castling + stalemate");
        assert!(castling.len() >= 2, "{castling:?}");
        assert!(castling.iter().any(|&i| s.lines[i].is_empty()));
    }
}
