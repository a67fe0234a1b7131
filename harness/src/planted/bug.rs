//! What a planted bug is: its entry ([`Planted`]), its [`Kind`], and its [`Deviation`] from a correct
//! engine (with what the oracle-based deviations see, [`Seen`]).

use crate::engines::engine::Answer;
#[cfg(feature = "shakmaty")]
use crate::engines::engine::{Fault, Query};
use oracle::core::AnyGame;

/// What kind of mistake a planted bug is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// One rule wrong.
    Rule,
    /// Two rules meeting: each right alone, wrong together (`interactions/`).
    Interaction,
}

impl Kind {
    pub fn word(self) -> &'static str {
        match self {
            Kind::Rule => "rule",
            Kind::Interaction => "interaction",
        }
    }
}

/// What the oracle-based deviations see: the game after the query's moves, the game before the
/// last move with that move, where there is one, and the clauses the bug breaks (its entry's), so that
/// one deviation can serve the bugs of several clauses.
pub struct Seen<'a> {
    pub game: &'a dyn AnyGame,
    pub before: Option<(&'a dyn AnyGame, &'a str)>,
    pub clauses: Clauses,
}

/// How a planted bug rewrites a correct engine's answer.
#[derive(Clone, Copy)]
pub enum Deviation {
    /// shakmaty's FIDE chess answers the query; the function rewrites the answer (an `Err` is the
    /// engine's refusal of the query). With the feature `shakmaty`.
    #[cfg(feature = "shakmaty")]
    Chess(ChessFix),
    /// The oracle answers the query; the function rewrites the answer.
    Oracle(OracleFix),
}

/// One planted bug.
#[derive(Clone, Copy)]
pub struct Planted {
    /// Kebab-case, unique: the engine is `planted:<name>`.
    pub name: &'static str,
    /// The ruleset's slug: the only ruleset the engine plays.
    pub ruleset: &'static str,
    pub kind: Kind,
    /// The clauses it breaks, full ids.
    pub clauses: &'static [&'static str],
    /// One line: what the engine gets wrong.
    pub description: &'static str,
    pub deviation: Deviation,
}

/// A word of a planted bug's entry: its name, its ruleset's slug, its one-line description.
pub type Text = &'static str;
/// The clauses a planted bug breaks, full ids.
pub type Clauses = &'static [&'static str];
/// How a bug rewrites the oracle's answer ([`Deviation::Oracle`]).
pub type OracleFix = fn(&Seen, &mut Answer);
/// How a bug rewrites shakmaty's answer (`Deviation::Chess`).
#[cfg(feature = "shakmaty")]
pub type ChessFix = fn(&shakmaty::Chess, &Query, &mut Answer) -> Result<(), Fault>;

/// An entry of a table of planted bugs: a bug of the oracle ([`Deviation::Oracle`]).
pub const fn bug(name: Text, clauses: Clauses, description: Text, f: OracleFix) -> Planted {
    Planted::entry(name, clauses, description, Deviation::Oracle(f))
}

/// An entry of a table of planted bugs: a bug of shakmaty's FIDE chess (`Deviation::Chess`).
#[cfg(feature = "shakmaty")]
pub const fn chess_bug(name: Text, clauses: Clauses, description: Text, f: ChessFix) -> Planted {
    Planted::entry(name, clauses, description, Deviation::Chess(f))
}

impl Planted {
    /// A one-rule bug ([`Kind::Rule`]) of the ruleset of the clauses it breaks (every clause of a
    /// one-rule bug is of its ruleset: the registry's test checks it).
    const fn entry(
        name: Text,
        clauses: Clauses,
        description: Text,
        deviation: Deviation,
    ) -> Planted {
        Planted {
            name,
            ruleset: ruleset_of(clauses[0]),
            kind: Kind::Rule,
            clauses,
            description,
            deviation,
        }
    }

    /// The same bug as one of two rules meeting (`Kind::Interaction`), of `ruleset` (named: the
    /// suicide base's bugs break clauses of Suicide Void's registry).
    pub const fn interaction(self, ruleset: Text) -> Planted {
        Planted {
            kind: Kind::Interaction,
            ruleset,
            ..self
        }
    }
}

/// The ruleset's slug of a full clause id: its part before the `/` (`void-chess` of `void-chess/9.3`).
const fn ruleset_of(clause: Text) -> Text {
    let mut slash = 0;
    while slash < clause.len() && clause.as_bytes()[slash] != b'/' {
        slash += 1;
    }
    clause.split_at(slash).0
}

impl PartialEq for Planted {
    fn eq(&self, other: &Planted) -> bool {
        self.name == other.name
    }
}

impl Eq for Planted {}

impl std::fmt::Debug for Planted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "planted:{}", self.name)
    }
}
