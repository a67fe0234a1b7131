//! What the oracle says about a position, and where an engine's answer differs from it.

use super::engine::{Answer, Fault, StatusScope};
use super::fields::{differing_fields, FieldDifference};
use oracle::core::{AnyGame, Clause};
use serde::ser::SerializeStruct;
use serde::Serialize;
use std::collections::BTreeSet;

/// The oracle's view of the current position of a game. The clauses stay the oracle's [`Clause`] values
/// (ids that point at their text): the tester counts them at every position ([`super::ledger`]) and
/// writes them as text only for its findings and reports.
#[derive(Clone, Debug, Default)]
pub struct Observed {
    /// The ruleset's slug (which fields its position text has).
    pub slug: &'static str,
    pub moves: Vec<String>,
    pub position: String,
    pub check: bool,
    pub status: String,
    pub clause: Option<String>,
    pub over: bool,
    /// For each of `moves`, the clauses of the checks that let it through, sorted (the oracle's interned
    /// lists: moves whose checks were the same share one).
    pub move_clauses: Vec<&'static [Clause]>,
    /// The clauses of the checks that refused candidates (the first that said no, for each), sorted.
    pub refused: Vec<Clause>,
    /// The clause that decided the status, where one did (`clause` as text).
    pub status_clause: Option<Clause>,
    /// The clauses the position's state rests on besides the status clause (check, the conditions of
    /// the ending decided): what a move that led here shows after it (`then:` in interaction tables).
    pub state: Vec<Clause>,
    /// Each refused candidate: the refusing clause and the clauses its checks had said yes by before.
    pub refusals: Vec<(Clause, &'static [Clause])>,
}

impl Observed {
    /// The rule clauses the oracle's answer here rested on (the checks that let its legal moves through,
    /// the checks that refused the other candidates, the status clause and the state), sorted, each once.
    pub fn clauses(&self) -> Vec<Clause> {
        let all: BTreeSet<Clause> = self
            .refused
            .iter()
            .chain(self.move_clauses.iter().copied().flatten())
            .chain(&self.status_clause)
            .chain(&self.state)
            .copied()
            .collect();
        all.into_iter().collect()
    }

    /// [`Observed::clauses`] as text.
    pub fn clause_ids(&self) -> Vec<String> {
        self.clauses().iter().map(|c| c.to_string()).collect()
    }
}

/// As reports write it: the moves, the position, check, the status and its clause, and the clauses the
/// answer rested on.
impl Serialize for Observed {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut o = s.serialize_struct("Observed", 7)?;
        o.serialize_field("moves", &self.moves)?;
        o.serialize_field("position", &self.position)?;
        o.serialize_field("check", &self.check)?;
        o.serialize_field("status", &self.status)?;
        o.serialize_field("clause", &self.clause)?;
        o.serialize_field("over", &self.over)?;
        o.serialize_field("clauses", &self.clause_ids())?;
        o.end()
    }
}

/// Reads the oracle's view of `game`'s current position.
pub fn observe(game: &dyn AnyGame) -> Observed {
    let status = game.status();
    let trace = game.trace_position();
    let mut moves = Vec::with_capacity(trace.moves.len());
    let mut move_clauses = Vec::with_capacity(trace.moves.len());
    for (m, cs) in trace.moves {
        moves.push(m);
        move_clauses.push(cs);
    }
    Observed {
        slug: game.slug(),
        moves,
        move_clauses,
        refused: trace.refused,
        status_clause: trace.status,
        state: trace.state.into_iter().collect(),
        refusals: trace.refusals,
        position: game.position(),
        check: game.in_check(),
        status: status.word(),
        clause: status.clause.map(|c| c.to_string()),
        over: status.is_over(),
    }
}

/// One way an engine's answer differs from the oracle's.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Difference {
    /// Moves the oracle allows that the engine lacks, and moves the engine allows that the oracle refuses.
    Moves {
        missing: Vec<String>,
        extra: Vec<String>,
    },
    /// The position reached differs in these fields of the ruleset's text form (`fields.rs`: not the
    /// en passant square, which the next legal move sets compare where it matters).
    Position {
        oracle: String,
        engine: String,
        fields: Vec<FieldDifference>,
    },
    /// One says the side to move is in check, the other not.
    Check { oracle: bool, engine: bool },
    /// The game's status differs: its word, or its clause where the engine names one.
    Status {
        oracle: String,
        engine: String,
        oracle_clause: Option<String>,
        engine_clause: Option<String>,
    },
    /// The engine refused a position the oracle reached by legal moves.
    Refused { message: String },
}

impl Difference {
    /// `moves`, `position`, `check`, `status` or `refused`.
    pub fn kind(&self) -> &'static str {
        match self {
            Difference::Moves { .. } => "moves",
            Difference::Position { .. } => "position",
            Difference::Check { .. } => "check",
            Difference::Status { .. } => "status",
            Difference::Refused { .. } => "refused",
        }
    }

    /// One line for people.
    pub fn describe(&self) -> String {
        match self {
            Difference::Moves { missing, extra } => {
                let mut parts = Vec::new();
                if !missing.is_empty() {
                    parts.push(format!("the engine lacks legal {}", missing.join(" ")));
                }
                if !extra.is_empty() {
                    parts.push(format!("the engine allows illegal {}", extra.join(" ")));
                }
                parts.join("; ")
            }
            Difference::Position { fields, .. } => {
                let parts: Vec<String> = fields
                    .iter()
                    .map(|f| {
                        format!(
                            "the {} field: oracle `{}`, engine `{}`",
                            f.field, f.oracle, f.engine
                        )
                    })
                    .collect();
                format!("position differs in {}", parts.join("; "))
            }
            Difference::Check { oracle, engine } => {
                format!("check: oracle {oracle}, engine {engine}")
            }
            Difference::Status {
                oracle,
                engine,
                oracle_clause,
                engine_clause,
            } => {
                let with = |w: &str, c: &Option<String>| match c {
                    Some(c) => format!("{w} ({c})"),
                    None => w.to_string(),
                };
                format!(
                    "status: oracle {}, engine {}",
                    with(oracle, oracle_clause),
                    with(engine, engine_clause)
                )
            }
            Difference::Refused { message } => {
                format!("the engine refused the position: {message}")
            }
        }
    }
}

/// The first way `answer` differs from `oracle`: legal moves, then check, then status, then position.
pub fn compare(oracle: &Observed, answer: &Answer) -> Option<Difference> {
    if oracle.moves != answer.moves {
        // The moves of `a` not in `b` (both sorted).
        let absent = |a: &[String], b: &[String]| -> Vec<String> {
            a.iter()
                .filter(|m| b.binary_search(m).is_err())
                .cloned()
                .collect()
        };
        return Some(Difference::Moves {
            missing: absent(&oracle.moves, &answer.moves),
            extra: absent(&answer.moves, &oracle.moves),
        });
    }
    if let Some(check) = answer.check {
        if check != oracle.check {
            return Some(Difference::Check {
                oracle: oracle.check,
                engine: check,
            });
        }
    }
    if let Some((word, scope)) = &answer.status {
        let compared = match scope {
            StatusScope::Full => true,
            StatusScope::Board => word != "ongoing" || oracle.moves.is_empty(),
        };
        // The clause is compared whenever the engine names one.
        let clause_differs = answer.clause.is_some() && answer.clause != oracle.clause;
        if compared && (*word != oracle.status || clause_differs) {
            return Some(Difference::Status {
                oracle: oracle.status.clone(),
                engine: word.clone(),
                oracle_clause: oracle.clause.clone(),
                engine_clause: answer.clause.clone(),
            });
        }
    }
    if let Some(position) = &answer.position {
        let fields = differing_fields(oracle.slug, &oracle.position, position);
        if !fields.is_empty() {
            return Some(Difference::Position {
                oracle: oracle.position.clone(),
                engine: position.clone(),
                fields,
            });
        }
    }
    None
}

/// A refused query is a disagreement (the engine says a legal line is not); other faults are not.
pub fn refusal(fault: &Fault) -> Option<Difference> {
    match fault {
        Fault::Refused { message, .. } => Some(Difference::Refused {
            message: message.clone(),
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn observed(moves: &[&str]) -> Observed {
        Observed {
            slug: "fide",
            moves: moves.iter().map(|m| m.to_string()).collect(),
            position: "8/8/8/8/8/8/8/K6k w - - 0 1".into(),
            check: false,
            status: if moves.is_empty() { "draw" } else { "ongoing" }.into(),
            clause: None,
            over: moves.is_empty(),
            ..Observed::default()
        }
    }

    #[test]
    fn move_sets_report_both_sides_of_the_difference() {
        let o = observed(&["a1a2", "a1b1"]);
        let a = Answer {
            moves: vec!["a1a2".into(), "a1b2".into()],
            ..Answer::default()
        };
        assert_eq!(
            compare(&o, &a),
            Some(Difference::Moves {
                missing: vec!["a1b1".into()],
                extra: vec!["a1b2".into()]
            })
        );
    }

    #[test]
    fn the_status_clause_is_compared_when_the_engine_names_one() {
        let o = Observed {
            clause: Some("void-chess/9.3".into()),
            ..observed(&[])
        };
        let answer = |clause: Option<&str>| Answer {
            status: Some(("draw".into(), StatusScope::Full)),
            clause: clause.map(str::to_string),
            ..Answer::default()
        };
        assert_eq!(compare(&o, &answer(None)), None);
        assert_eq!(compare(&o, &answer(Some("void-chess/9.3"))), None);
        let d = compare(&o, &answer(Some("void-chess/9.4"))).expect("a difference");
        assert_eq!(
            d.describe(),
            "status: oracle draw (void-chess/9.3), engine draw (void-chess/9.4)"
        );
    }

    #[test]
    fn board_scope_status_is_only_compared_at_board_ends() {
        let o = Observed {
            status: "draw".into(),
            ..observed(&["a1a2"])
        };
        let ongoing = Answer {
            moves: vec!["a1a2".into()],
            status: Some(("ongoing".into(), StatusScope::Board)),
            ..Answer::default()
        };
        assert_eq!(compare(&o, &ongoing), None);
        let full = Answer {
            status: Some(("ongoing".into(), StatusScope::Full)),
            ..ongoing
        };
        assert!(matches!(
            compare(&o, &full),
            Some(Difference::Status { .. })
        ));
    }
}
