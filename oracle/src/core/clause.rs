//! Clause ids: `<ruleset>/<id>`, e.g. `void-chess/6.2.2`, as listed in `clauses/<ruleset>.yaml` at the
//! repository root.

use std::fmt;

/// A clause of a rules document, cited by its full id (`void-chess/6.2.2`).
///
/// Rule code cites clauses through the [`crate::clause!`] macro so that every citation is a
/// literal that the clause-registry test can check against the registry files.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Clause(pub &'static str);

impl Clause {
    /// The full id, `void-chess/6.2.2`.
    pub fn id(self) -> &'static str {
        self.0
    }

    /// The ruleset part of the id, `void-chess`.
    pub fn ruleset(self) -> &'static str {
        self.0.split_once('/').map_or(self.0, |(r, _)| r)
    }

    /// The document part of the id, `6.2.2`.
    pub fn number(self) -> &'static str {
        self.0.split_once('/').map_or("", |(_, n)| n)
    }
}

impl fmt::Display for Clause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

impl serde::Serialize for Clause {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0)
    }
}

/// Cite a clause: `clause!("void-chess/6.2.2")`.
#[macro_export]
macro_rules! clause {
    ($id:literal) => {
        $crate::core::Clause($id)
    };
}
