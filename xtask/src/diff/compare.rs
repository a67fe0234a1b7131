//! What the oracle says about a position, and where an engine's answer differs from it.

use super::engine::{Answer, Fault, StatusScope};
use oracle::core::AnyGame;

/// The oracle's view of the current position of a game.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Observed {
    pub moves: Vec<String>,
    pub position: String,
    pub check: bool,
    pub status: String,
    pub clause: Option<String>,
    pub over: bool,
}

/// Reads the oracle's view of `game`'s current position.
pub fn observe(game: &dyn AnyGame) -> Observed {
    let status = game.status();
    Observed {
        moves: game.legal_moves(),
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
    /// The position reached differs (FEN fields other than the en passant square, which the next legal
    /// move sets compare where it matters).
    Position { oracle: String, engine: String },
    /// One says the side to move is in check, the other not.
    Check { oracle: bool, engine: bool },
    /// The game's status differs.
    Status { oracle: String, engine: String },
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
            Difference::Position { oracle, engine } => {
                format!("position: oracle `{oracle}`, engine `{engine}`")
            }
            Difference::Check { oracle, engine } => {
                format!("check: oracle {oracle}, engine {engine}")
            }
            Difference::Status { oracle, engine } => {
                format!("status: oracle {oracle}, engine {engine}")
            }
            Difference::Refused { message } => {
                format!("the engine refused the position: {message}")
            }
        }
    }
}

/// The FEN fields compared: placement, side, castling, and the move counters; not the en passant square,
/// which engines write under different conventions.
fn fen_key(fen: &str) -> Vec<&str> {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    fields
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != 3)
        .map(|(_, f)| *f)
        .collect()
}

/// Whether two position texts agree on the compared fields. Texts that are not FEN-shaped are compared
/// whole.
pub fn same_position(a: &str, b: &str) -> bool {
    let (ka, kb) = (fen_key(a), fen_key(b));
    if ka.len() >= 3 && kb.len() >= 3 {
        let n = ka.len().min(kb.len());
        ka[..n] == kb[..n]
    } else {
        a.trim() == b.trim()
    }
}

/// The first way `answer` differs from `oracle`: legal moves, then check, then status, then position.
pub fn compare(oracle: &Observed, answer: &Answer) -> Option<Difference> {
    if oracle.moves != answer.moves {
        let missing = oracle
            .moves
            .iter()
            .filter(|m| answer.moves.binary_search(m).is_err())
            .cloned()
            .collect();
        let extra = answer
            .moves
            .iter()
            .filter(|m| oracle.moves.binary_search(m).is_err())
            .cloned()
            .collect();
        return Some(Difference::Moves { missing, extra });
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
        if compared && *word != oracle.status {
            return Some(Difference::Status {
                oracle: oracle.status.clone(),
                engine: word.clone(),
            });
        }
    }
    if let Some(position) = &answer.position {
        if !same_position(&oracle.position, position) {
            return Some(Difference::Position {
                oracle: oracle.position.clone(),
                engine: position.clone(),
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
            moves: moves.iter().map(|m| m.to_string()).collect(),
            position: "8/8/8/8/8/8/8/K6k w - - 0 1".into(),
            check: false,
            status: if moves.is_empty() { "draw" } else { "ongoing" }.into(),
            clause: None,
            over: moves.is_empty(),
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
    fn en_passant_field_is_not_compared_but_counters_are() {
        assert!(same_position(
            "8/8/8/8/4P3/8/8/K6k b - e3 0 1",
            "8/8/8/8/4P3/8/8/K6k b - - 0 1"
        ));
        assert!(!same_position(
            "8/8/8/8/4P3/8/8/K6k b - - 3 1",
            "8/8/8/8/4P3/8/8/K6k b - - 0 1"
        ));
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
