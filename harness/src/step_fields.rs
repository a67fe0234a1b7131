//! A scenario step's fields ([`Step`]), and the two of them that read more than one way: `illegal:` (each
//! move with the clause that forbids it) and `status:` (a word, or a word with the clause that decides
//! it), each read so that the checker can say at its line what is missing.

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_saphyr::Spanned;
use std::collections::BTreeMap;
use std::fmt;

/// One step: an optional move (or game event), then assertions about the position after it.
#[derive(Debug, Deserialize, Default)]
// Every key may be left out: a missing one is its empty default.
#[serde(default, deny_unknown_fields)]
pub struct Step {
    /// A label, e.g. the row of a table (`Move 2 (Black)`).
    pub row: Option<String>,
    /// Free text: why the expected values are what they are.
    pub note: Option<String>,
    /// A move to play (coordinate form or the notation for people). It must be legal.
    pub play: Option<Spanned<String>>,
    /// A game event that is not a move (`agreement`, ...).
    pub event: Option<Spanned<String>>,
    /// With `event`: the clause by which the rules refuse the event here (a claim with nothing to
    /// claim); the game goes on, and the step's other assertions are about the position before it.
    pub refused: Option<Spanned<String>>,
    /// Moves that must be legal here.
    pub legal: Vec<Spanned<String>>,
    /// Moves that must be illegal here, each with the clause that forbids it.
    pub illegal: Option<Illegal>,
    /// Tile states by square: `normal`, `unstable`, `void`.
    pub tiles: BTreeMap<String, Spanned<String>>,
    /// Pieces by square: `white rook`, or `empty`.
    pub pieces: BTreeMap<String, Spanned<String>>,
    /// The exact set of legal moves (coordinate form or the notation for people).
    pub moves: Option<Spanned<Vec<String>>>,
    /// The exact set of squares the legal moves from a square reach: `{e5: [d4, d5, ...]}`
    /// (a move's first square is where it starts, its last square where it ends).
    pub reach: BTreeMap<String, Spanned<Vec<String>>>,
    /// The notation for people of legal moves, by coordinate form: `{e1g1: O-O, a2a9: "Ra9#"}`.
    pub notation: BTreeMap<String, Spanned<String>>,
    /// The number of legal moves.
    pub move_count: Option<Spanned<usize>>,
    /// Whether the side to move is in check.
    pub check: Option<Spanned<bool>>,
    /// The game's status: a word (`ongoing`, `white-wins`, `draw`...), or `{outcome, clause}`.
    pub status: Option<Spanned<StatusSpec>>,
    /// The side to move (`white`, `black`, ...).
    pub to_move: Option<Spanned<String>>,
    /// The whole position in the ruleset's one-line form.
    pub position: Option<Spanned<String>>,
    /// Clauses the step rests on, at least these: those the oracle's clause trace gives for the move
    /// played (the checks that let it through, its effects, the status it leaves and what that status
    /// rests on), for the event, or, in a step with neither, for the position's status and the notation for
    /// people the step asserts (the clauses it is written by). Checked by the oracle's runner only: the protocol has no clause trace, so the cases for engines leave it out.
    pub rests_on: Vec<Spanned<String>>,
    /// Clauses the step does not rest on (the same trace as `rests_on`).
    pub rests_not_on: Vec<Spanned<String>>,
}

impl Step {
    /// The step's name in messages: `label` (`step`, ``branch `Option A` step``) and its number, counted
    /// from 1 (`index` from 0), then its row where it has one (`step 2 (Move 2 (Black))`).
    pub fn name(&self, label: &str, index: usize) -> String {
        match &self.row {
            Some(r) => format!("{label} {} ({r})", index + 1),
            None => format!("{label} {}", index + 1),
        }
    }
}

/// `illegal:` is a mapping from each move to the clause that forbids it. The list form and `~` read, so that
/// the checker can say where a clause is missing; a scenario using them is refused.
#[derive(Debug, Default)]
pub struct Illegal(pub Vec<(Spanned<String>, Option<Spanned<String>>)>);

impl<'de> Deserialize<'de> for Illegal {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Illegal;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a list of moves, or a mapping from move to clause id")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Illegal, A::Error> {
                let mut out = Vec::new();
                while let Some(m) = seq.next_element::<Spanned<String>>()? {
                    out.push((m, None));
                }
                Ok(Illegal(out))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Illegal, A::Error> {
                let mut out = Vec::new();
                while let Some(m) = map.next_key::<Spanned<String>>()? {
                    let clause = map.next_value::<Option<Spanned<String>>>()?;
                    out.push((m, clause));
                }
                Ok(Illegal(out))
            }
        }
        d.deserialize_any(V)
    }
}

/// The expected status.
#[derive(Debug)]
pub struct StatusSpec {
    pub outcome: String,
    pub clause: Option<String>,
}

impl<'de> Deserialize<'de> for StatusSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Full {
            outcome: String,
            #[serde(default)]
            clause: Option<String>,
        }
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = StatusSpec;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a status word (`ongoing`, `white-wins`, `draw`...) or a mapping {outcome, clause}")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<StatusSpec, E> {
                Ok(StatusSpec {
                    outcome: v.to_string(),
                    clause: None,
                })
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<StatusSpec, A::Error> {
                let full = Full::deserialize(de::value::MapAccessDeserializer::new(map))?;
                Ok(StatusSpec {
                    outcome: full.outcome,
                    clause: full.clause,
                })
            }
        }
        d.deserialize_any(V)
    }
}

/// The status words a scenario may expect.
pub const STATUS_WORDS: &str =
    "ongoing, draw, undecided, or <side>-wins (white-wins, black-wins, ...)";

/// Whether `w` is one of the status words a scenario may expect.
pub fn status_word_ok(w: &str) -> bool {
    matches!(w, "ongoing" | "draw" | "undecided")
        || w.strip_suffix("-wins")
            .is_some_and(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_lowercase() || c == '-'))
}
