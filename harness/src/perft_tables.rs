//! The perft tables (`tests/perft/*.perft`, embedded: [`crate::data`]): how many positions each depth of
//! play reaches from a position, for every ruleset, and a check of an engine's counts against them.

/// The embedded tables: each file name (`void-chess.perft`) and its text, sorted by name.
pub fn tables() -> Vec<(&'static str, &'static str)> {
    crate::data::below("perft")
        .filter(|(p, _)| p.ends_with(".perft"))
        .map(|(p, t)| (p.strip_prefix("perft/").unwrap_or(p), t))
        .collect()
}

use crate::engines::engine::{Engine, Fault, Query};
use oracle::core::perft_table::parse_perft_file;

/// One count of a table: the position, the switches it is counted under, the depth and the number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    /// The table's file name without `.perft` (`void-chess`, `standard`).
    pub table: String,
    pub ruleset: String,
    /// The case's `id`.
    pub id: String,
    pub epd: String,
    pub switches: Vec<(String, String)>,
    pub depth: u32,
    pub nodes: u64,
}

impl Count {
    /// The count's trial name: `perft/<table>/<id>/<depth>`.
    pub fn name(&self) -> String {
        format!("perft/{}/{}/{}", self.table, self.id, self.depth)
    }

    /// Counts with `engine` (its switches set first): `Ok(None)` when the engine's count is the
    /// table's, `Ok(Some(why))` when the engine cannot count it (a switch it refuses), else the
    /// difference.
    pub fn check(&self, engine: &mut dyn Engine) -> Result<Option<String>, String> {
        if let Err(e) = engine.set_interpretation(&self.switches) {
            return Ok(Some(format!("under switches the engine refuses: {e}")));
        }
        let q = Query {
            start: self.epd.clone(),
            moves: Vec::new(),
            before_last: None,
        };
        match count(engine, &q, self.depth) {
            Ok(n) if n == self.nodes => Ok(None),
            Ok(n) => Err(format!(
                "{}: perft {} from `{}` counts {n}, the table says {}",
                self.name(),
                self.depth,
                self.epd,
                self.nodes
            )),
            Err(f) => Err(format!("{}: {f}", self.name())),
        }
    }
}

/// The counts of the embedded tables of `rulesets` (every table of the ruleset, its own `ruleset` line
/// deciding, FIDE for a table without one) whose number is at most `max_nodes`, in table order.
pub fn counts(rulesets: &[String], max_nodes: u64) -> Vec<Count> {
    let mut out = Vec::new();
    for (file, text) in tables() {
        let Ok(table) = parse_perft_file(text) else {
            continue;
        };
        let ruleset = table.ruleset.clone().unwrap_or_else(|| "fide".to_string());
        if !rulesets.contains(&ruleset) {
            continue;
        }
        let name = file.strip_suffix(".perft").unwrap_or(file);
        for case in &table.cases {
            for &(depth, nodes) in case.counts.iter().filter(|(_, n)| *n <= max_nodes) {
                out.push(Count {
                    table: name.to_string(),
                    ruleset: ruleset.clone(),
                    id: case.id.replace(' ', "-"),
                    epd: case.epd.clone(),
                    switches: case.switches.clone(),
                    depth,
                    nodes,
                });
            }
        }
    }
    out
}

/// The number of move paths `depth` plies long from the position `q` reaches: the engine's own
/// count where it has one, else by its legal moves at every node (a game that has ended has none
/// below it only where the engine lists none).
pub fn count(engine: &mut dyn Engine, q: &Query, depth: u32) -> Result<u64, Fault> {
    if let Some(n) = engine.perft(q, depth) {
        return n;
    }
    if depth == 0 {
        return Ok(1);
    }
    let moves = engine.query(q)?.moves;
    if depth == 1 {
        return Ok(moves.len() as u64);
    }
    let mut total = 0;
    for m in moves {
        let mut next = q.clone();
        next.moves.push(m);
        total += count(engine, &next, depth - 1)?;
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::presets::ORACLE;

    #[test]
    fn every_ruleset_has_a_table_and_the_oracle_counts_them() {
        let all: Vec<String> = oracle::rulesets()
            .iter()
            .map(|r| r.slug().to_string())
            .collect();
        let counts = counts(&all, 2_000);
        for slug in &all {
            assert!(
                counts.iter().any(|c| &c.ruleset == slug),
                "{slug} has no count up to 2,000"
            );
        }
        for c in counts.iter().filter(|c| c.depth <= 2) {
            let mut engine = (ORACLE.start)(&c.ruleset, &c.switches).expect("the oracle");
            assert_eq!(c.check(engine.as_mut()), Ok(None), "{}", c.name());
        }
    }

    #[test]
    fn a_wrong_count_is_named_with_its_position() {
        let mut c = counts(&["fide".to_string()], 500)
            .into_iter()
            .find(|c| c.id == "start" && c.depth == 2)
            .expect("the start's 400");
        assert_eq!(c.nodes, 400);
        c.nodes = 401;
        let mut engine = (ORACLE.start)("fide", &[]).expect("the oracle");
        let e = c.check(engine.as_mut()).unwrap_err();
        assert!(
            e.contains("perft/standard/start/2") && e.contains("counts 400"),
            "{e}"
        );
    }
}
