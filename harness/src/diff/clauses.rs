//! Clause coverage of a run: which rule clauses of the ruleset's registry (`clauses/<slug>.yaml`, the
//! clauses neither marked informative nor definitions: see `Registry::deciding_rules`) the oracle's
//! answers rested on at the compared positions, how often, and which were never exercised, each with the
//! reason it cannot be reached where one is known.

use super::tally::Tally;
use serde::Serialize;
use std::collections::BTreeMap;

/// The rule clauses of `slug`, as full ids in document order. The `suicide` base ruleset cites the
/// Suicide Void document's basic rules (`suicide-void/B.*`) and its pieces paragraphs on the King and
/// promotion (P.1, P.2); its registry lists no clauses of its own.
pub fn rule_clauses(slug: &str) -> Vec<String> {
    let Ok(registries) = crate::Registries::project() else {
        return Vec::new();
    };
    let (file, keep): (&str, fn(&str) -> bool) = match slug {
        "suicide" => ("suicide-void", |id| {
            id.starts_with("B.") || id == "P.1" || id == "P.2" || id == "0"
        }),
        other => (other, |_| true),
    };
    let Some(registry) = registries.get(file) else {
        return Vec::new();
    };
    registry
        .deciding_rules()
        .filter(|c| keep(&c.id))
        .map(|c| format!("{file}/{}", c.id))
        .collect()
}

/// Why a rule clause is not exercised by comparing answers, for the clauses no compared position can
/// reach; the summary prints it beside the missing clause.
pub fn unreachable_reason(id: &str) -> Option<&'static str> {
    Some(match id {
        "fide/6.1" | "fide/6.2" => "the clock: the diff plays no timed games",
        "fide/5.5" => "agreement is a game event, not a position",
        "minnaar/8.5" => "agreement and the End Battle button are game events, not positions",
        "minnaar/8.6" => "a new battlefield is a new game",
        "minnaar/9.2" => {
            "the marker is not written in the position text; the end is read off the tally (9.3)"
        }
        "minnaar/6.4" => {
            "under the default reading (four-passes=consecutive-turns) a Sovereign group can always \
             move, so four turns in a row are never all passes (it applies under \
             four-passes=same-group)"
        }
        "circular/14.4" | "circular/14.5" => {
            "a draw the player declares: a game event, not a position's status"
        }
        "circular/4.3" => "touch-move: a rule of play over the board",
        "suicide-void/S.6" => {
            "an optional rule, off by default (switch promotion-victory)"
        }
        _ => return None,
    })
}

/// The coverage of one run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Coverage {
    /// Each rule clause exercised, with the number of compared positions whose answer rested on it.
    pub exercised: BTreeMap<String, u64>,
    /// The rule clauses never exercised, in document order.
    pub missing: Vec<String>,
    /// How many rule clauses the ruleset has.
    pub rule_clauses: usize,
}

impl Coverage {
    /// The coverage of a run of `slug` whose positions were tallied in `tally`.
    pub fn of(slug: &str, tally: &Tally) -> Coverage {
        let rules = rule_clauses(slug);
        let mut exercised = BTreeMap::new();
        let mut missing = Vec::new();
        for id in &rules {
            match tally.0.get(id) {
                Some(&n) if n > 0 => {
                    exercised.insert(id.clone(), n);
                }
                _ => missing.push(id.clone()),
            }
        }
        Coverage {
            exercised,
            missing,
            rule_clauses: rules.len(),
        }
    }

    /// `clauses exercised: N of M rule clauses (P%)`.
    pub fn headline(&self) -> String {
        let n = self.exercised.len();
        format!(
            "clauses exercised: {n} of {} rule clauses ({:.0}%)",
            self.rule_clauses,
            100.0 * n as f64 / self.rule_clauses.max(1) as f64
        )
    }

    /// [`Coverage::headline`], then one line per missing clause.
    pub fn describe(&self) -> String {
        let mut out = self.headline();
        if !self.missing.is_empty() {
            out.push_str("; missing:");
            for id in &self.missing {
                match unreachable_reason(id) {
                    Some(why) => out.push_str(&format!("\n  {id} ({why})")),
                    None => out.push_str(&format!(
                        "\n  {id} (reachable, but no compared position of this run rested on it: more games or a scenario seed that shows it)"
                    )),
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_clauses_come_from_the_registry_without_the_informative_ones() {
        let vc = rule_clauses("void-chess");
        assert!(vc.contains(&"void-chess/9.3".to_string()));
        assert!(
            !vc.contains(&"void-chess/6B.1".to_string()),
            "a worked example"
        );
        assert!(!vc.contains(&"void-chess/1".to_string()), "a heading");
        assert!(
            !vc.contains(&"void-chess/11.3".to_string()),
            "a definition (notation for people)"
        );
        assert!(vc.contains(&"void-chess/1.1".to_string()));
        let suicide = rule_clauses("suicide");
        assert!(suicide.contains(&"suicide-void/B.9".to_string()));
        assert!(!suicide.iter().any(|c| c.starts_with("suicide-void/S.")));
        for slug in ["fide", "suicide-void", "minnaar", "circular"] {
            assert!(!rule_clauses(slug).is_empty(), "{slug}");
        }
    }

    #[test]
    fn the_oracle_names_registry_clauses_at_a_void_chess_position() {
        let game = oracle::start_game("void-chess").unwrap();
        let observed = super::super::compare::observe(game.as_ref());
        assert!(
            !observed.clauses().is_empty(),
            "the traced generation names clauses"
        );
        assert_eq!(observed.move_clauses.len(), observed.moves.len());
        let registries = crate::Registries::project().unwrap();
        for c in &observed.clause_ids() {
            assert!(registries.knows(c), "{c} is not in the registry");
        }
        let mut tally = Tally::default();
        tally.count(&observed);
        let c = Coverage::of("void-chess", &tally);
        assert!(!c.exercised.is_empty());
    }

    #[test]
    fn coverage_counts_exercised_and_lists_missing_with_reasons() {
        let mut tally = Tally::default();
        tally.0.insert("void-chess/9.3".into(), 2);
        tally.0.insert("status:void-chess/9.3".into(), 2);
        let c = Coverage::of("void-chess", &tally);
        assert_eq!(c.exercised.len(), 1);
        assert_eq!(c.missing.len() + 1, c.rule_clauses);
        let text = c.describe();
        assert!(text.starts_with("clauses exercised: 1 of "), "{text}");
        assert!(!text.contains("void-chess/11.3"), "a definition: {text}");
        assert!(text.contains("\n  void-chess/9.8.4"), "{text}");
    }
}
