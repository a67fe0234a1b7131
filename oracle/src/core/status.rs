//! How a game stands: ongoing, or ended with the clause that ended it.

use super::Clause;

/// The result of a game, in words every ruleset shares.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The game goes on.
    Ongoing,
    /// A side (`white`, `black`, or a ruleset's own side word such as `sovereigns`) has won.
    Win(&'static str),
    /// Drawn.
    Draw,
    /// Ended without a winner in a ruleset that does not call it a draw (Minnaar: "the struggle continues").
    Undecided,
}

/// The status of a game: its outcome, the clause that decided it, and a sentence saying why.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Status {
    pub outcome: Outcome,
    pub clause: Option<Clause>,
    pub reason: String,
}

impl Status {
    /// A game that goes on.
    pub fn ongoing() -> Status {
        Status {
            outcome: Outcome::Ongoing,
            clause: None,
            reason: String::new(),
        }
    }

    /// A win for `side`, decided by `clause`.
    pub fn win(side: &'static str, clause: Clause, reason: impl Into<String>) -> Status {
        Status {
            outcome: Outcome::Win(side),
            clause: Some(clause),
            reason: reason.into(),
        }
    }

    /// A draw, decided by `clause`.
    pub fn draw(clause: Clause, reason: impl Into<String>) -> Status {
        Status {
            outcome: Outcome::Draw,
            clause: Some(clause),
            reason: reason.into(),
        }
    }

    /// An undecided end, decided by `clause`.
    pub fn undecided(clause: Clause, reason: impl Into<String>) -> Status {
        Status {
            outcome: Outcome::Undecided,
            clause: Some(clause),
            reason: reason.into(),
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome != Outcome::Ongoing
    }

    /// The status word of the protocol: `ongoing`, `white-wins`, `black-wins`, `draw`, `undecided`,
    /// or `<side>-wins` for a ruleset's own side words.
    pub fn word(&self) -> String {
        match self.outcome {
            Outcome::Ongoing => "ongoing".to_string(),
            Outcome::Win(side) => format!("{side}-wins"),
            Outcome::Draw => "draw".to_string(),
            Outcome::Undecided => "undecided".to_string(),
        }
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.word())?;
        if let Some(c) = self.clause {
            write!(f, " ({c})")?;
        }
        // A reason that ends by citing the same clause says it once, after the word.
        let cited = self.clause.map(|c| format!(" ({c})"));
        let reason = match &cited {
            Some(c) => self.reason.strip_suffix(c.as_str()).unwrap_or(&self.reason),
            None => &self.reason,
        };
        if !reason.is_empty() {
            write!(f, ": {reason}")?;
        }
        Ok(())
    }
}
