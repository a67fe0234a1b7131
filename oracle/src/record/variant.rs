//! The ruleset a record's `Variant` tag names: its slug or its name, a name people use for it, or a
//! reading's name (`Antichess`, `Giveaway`: the suicide base read as lichess, python-chess and
//! Fairy-Stockfish play those games, `crate::names`), with the switches the name sets.

use crate::names::normalised;

/// What a `Variant` tag names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    /// The ruleset.
    pub slug: &'static str,
    /// The switches the name sets (a reading's).
    pub settings: Vec<(String, String)>,
    /// The reading's name, where the tag names one.
    pub reading: Option<&'static str>,
}

impl Named {
    fn slug(slug: &'static str) -> Named {
        Named {
            slug,
            settings: Vec::new(),
            reading: None,
        }
    }

    /// The ruleset as a verdict names it: the slug, or the reading with its ruleset and switches
    /// (`antichess: suicide, stalemate=stalemated-wins castling=none`), so that no reading goes unsaid.
    pub fn label(&self) -> String {
        match self.reading {
            None => self.slug.to_string(),
            Some(r) => {
                let switches: Vec<String> = self
                    .settings
                    .iter()
                    .map(|(k, v)| format!("{k}={v}"))
                    .collect();
                format!("{r}: {}, {}", self.slug, switches.join(" "))
            }
        }
    }
}

/// The ruleset a `Variant` tag names: no tag is FIDE chess, as in PGN; lichess's `Standard` and `From
/// Position` (a standard game from a set-up position) are FIDE chess too; `Suicide` is the suicide base as
/// written (FICS), `Antichess` and `Giveaway` its readings.
pub fn variant_named(variant: Option<&str>) -> Result<Named, String> {
    let Some(v) = variant else {
        return Ok(Named::slug("fide"));
    };
    let norm = normalised(v);
    if let Some(r) = crate::names::reading(&norm) {
        return Ok(Named {
            slug: r.slug,
            settings: r
                .settings
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
            reading: Some(r.name),
        });
    }
    for r in crate::rulesets() {
        if norm == r.slug() || norm == normalised(r.name()) {
            return Ok(Named::slug(r.slug()));
        }
    }
    match norm.as_str() {
        "standard" | "chess" | "fide-chess" | "fide" | "from-position" => Ok(Named::slug("fide")),
        "suicide-chess" => Ok(Named::slug("suicide")),
        _ => Err(format!(
            "Variant `{v}` names no ruleset (slugs: {}; readings: {})",
            crate::rulesets()
                .iter()
                .map(|r| r.slug())
                .collect::<Vec<_>>()
                .join(", "),
            crate::names::READINGS
                .iter()
                .map(|r| r.name)
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// The ruleset slug a `Variant` tag names.
pub fn variant_slug(variant: Option<&str>) -> Result<&'static str, String> {
    variant_named(variant).map(|n| n.slug)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_names() {
        assert_eq!(variant_slug(Some("Void Chess")), Ok("void-chess"));
        assert_eq!(variant_slug(Some("standard")), Ok("fide"));
        assert_eq!(variant_slug(Some("From Position")), Ok("fide"));
        assert_eq!(variant_slug(None), Ok("fide"));
        assert!(variant_slug(Some("bughouse")).is_err());
        assert!(variant_slug(Some("Crazyhouse")).is_err());
    }

    /// lichess writes `[Variant "Antichess"]`: the suicide base read with the stalemated side winning and
    /// no castling, never its FICS default; `Suicide` is that default.
    #[test]
    fn antichess_and_giveaway_name_their_readings() {
        let a = variant_named(Some("Antichess")).unwrap();
        assert_eq!(a.slug, "suicide");
        assert_eq!(
            a.label(),
            "antichess: suicide, stalemate=stalemated-wins castling=none \
             insufficient-material=lichess draw-rules=lichess"
        );
        let g = variant_named(Some("Giveaway")).unwrap();
        assert!(g.settings.contains(&("castling".into(), "allowed".into())));
        let s = variant_named(Some("Suicide")).unwrap();
        assert_eq!(
            (s.slug, s.settings.len(), s.label()),
            ("suicide", 0, "suicide".into())
        );
    }
}
