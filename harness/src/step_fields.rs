//! The two fields of a scenario step that read more than one way: `illegal:` (each move with the clause
//! that forbids it) and `status:` (a word, or a word with the clause that decides it), each read so that
//! the checker can say at its line what is missing.

use serde::de::{self, Deserializer, MapAccess, SeqAccess, Visitor};
use serde::Deserialize;
use serde_saphyr::Spanned;
use std::fmt;

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
