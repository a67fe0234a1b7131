//! The names a ruleset goes by besides its slug: the games that lichess, python-chess and Fairy-Stockfish
//! call Antichess and Giveaway are readings of the suicide base, each its slug with the switches that make
//! it that game. `--ruleset antichess` on the command line and `[Variant "Antichess"]` in a record both mean
//! `suicide` with those switches, never the base's default reading.

use crate::core::{AnyRuleset, OracleError};

/// A ruleset read in one way, under a name of its own.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The name (`antichess`), as `--ruleset` takes it.
    pub name: &'static str,
    /// What the name means, for `oracle rulesets`.
    pub title: &'static str,
    /// The ruleset read.
    pub slug: &'static str,
    /// The switches the name sets (register entries SU-B.9-giveaway-stalemate, SU-B.4-giveaway-castling).
    pub settings: &'static [(&'static str, &'static str)],
    /// Other spellings of the name in records and programs (`Anti chess`, `Give away`).
    pub also: &'static [&'static str],
}

/// The readings with names of their own.
pub const READINGS: &[Reading] = &[
    Reading {
        name: "antichess",
        title: "Antichess (lichess; python-chess's AntichessBoard, Fairy-Stockfish's antichess): suicide, \
                the stalemated side wins, no castling, lichess's draws (Bishops that can never be taken, \
                100 plies without a capture or a pawn move, a fifth repetition)",
        slug: "suicide",
        settings: &[
            ("stalemate", "stalemated-wins"),
            ("castling", "none"),
            ("insufficient-material", "lichess"),
            ("draw-rules", "lichess"),
        ],
        also: &["anti-chess", "anti"],
    },
    Reading {
        name: "giveaway",
        title: "Giveaway (python-chess's GiveawayBoard, Fairy-Stockfish's giveaway): suicide, the \
                stalemated side wins, castling as in standard chess, drawn when only Bishops on squares \
                of opposite colours are left",
        slug: "suicide",
        settings: &[
            ("stalemate", "stalemated-wins"),
            ("castling", "allowed"),
            ("insufficient-material", "opposite-bishops"),
        ],
        also: &["giveaway-chess", "give-away", "give-away-chess"],
    },
];

/// A name as compared: lower case, spaces and `_` as `-`.
pub fn normalised(name: &str) -> String {
    name.trim()
        .to_ascii_lowercase()
        .chars()
        .map(|c| if c == ' ' || c == '_' { '-' } else { c })
        .collect()
}

/// The reading a name stands for, if it is one of [`READINGS`] (or one of their other spellings).
pub fn reading(name: &str) -> Option<&'static Reading> {
    let n = normalised(name);
    READINGS
        .iter()
        .find(|r| r.name == n || r.also.contains(&n.as_str()))
}

/// Switches as (name, value) pairs.
pub type Settings = Vec<(String, String)>;

/// The ruleset a `--ruleset` value names, its slug or a reading's name, with the switches the name sets.
pub fn ruleset_named(name: &str) -> Result<(&'static dyn AnyRuleset, Settings), OracleError> {
    match reading(name) {
        Some(r) => Ok((crate::ruleset(r.slug)?, owned(r.settings))),
        None => crate::ruleset(name)
            .map(|r| (r, Vec::new()))
            .map_err(|e| match e {
                OracleError::UnknownRuleset { slug, known } => OracleError::UnknownRuleset {
                    slug,
                    known: format!(
                        "{known}; and the readings {}",
                        READINGS
                            .iter()
                            .map(|r| r.name)
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                },
                e => e,
            }),
    }
}

/// The ruleset `name` stands for (its slug, or a reading's name such as `antichess`) and the switches in
/// force: those the name sets and those `given` besides. The one resolution of a ruleset's name for the
/// command line (`--ruleset`, `--interpretation`), `oracle serve` and `POST /api` (`ruleset`,
/// `interpretation`) and records (`Variant`, `Interpretation`): a switch given twice, or against the
/// name, is an error naming it.
pub fn resolve(
    name: &str,
    given: &[(String, String)],
) -> Result<(&'static dyn AnyRuleset, Settings), OracleError> {
    for (i, (switch, value)) in given.iter().enumerate() {
        if let Some((_, first)) = given[..i].iter().find(|(n, _)| n == switch) {
            return Err(OracleError::BadInterpretation {
                message: format!(
                    "`{switch}` is set twice (`{switch}={first}` and `{switch}={value}`): give each \
                     switch once"
                ),
            });
        }
    }
    let (ruleset, named) = ruleset_named(name)?;
    Ok((ruleset, with_given(name, named, given)?))
}

/// The switches `named` sets (by a reading's name) and those `given` besides, as one list: a switch given
/// that contradicts the name is an error naming both, so that no name is silently read another way.
pub fn with_given(
    name: &str,
    named: Vec<(String, String)>,
    given: &[(String, String)],
) -> Result<Vec<(String, String)>, OracleError> {
    let mut out = named;
    for (k, v) in given {
        match out.iter().find(|(n, _)| n == k) {
            Some((_, w)) if w != v => {
                return Err(OracleError::BadInterpretation {
                    message: format!(
                        "`{name}` is read with `{k}={w}`, and `{k}={v}` is given: name the ruleset by its \
                         slug to read it otherwise"
                    ),
                })
            }
            Some(_) => {}
            None => out.push((k.clone(), v.clone())),
        }
    }
    Ok(out)
}

fn owned(settings: &[(&str, &str)]) -> Vec<(String, String)> {
    settings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn readings_name_the_suicide_base_with_their_switches() {
        let (r, s) = ruleset_named("Antichess").unwrap();
        assert_eq!(r.slug(), "suicide");
        assert_eq!(
            s,
            owned(&[
                ("stalemate", "stalemated-wins"),
                ("castling", "none"),
                ("insufficient-material", "lichess"),
                ("draw-rules", "lichess")
            ])
        );
        let (_, s) = ruleset_named("give away").unwrap();
        assert!(s.contains(&("castling".into(), "allowed".into())));
        assert_eq!(ruleset_named("fide").unwrap().1, vec![]);
        let e = ruleset_named("losers").err().unwrap().to_string();
        assert!(e.contains("the readings antichess, giveaway"), "{e}");
        // Every reading's switches are switches of its ruleset, with values of theirs.
        for r in READINGS {
            crate::ruleset(r.slug)
                .unwrap()
                .new_game("startpos", &owned(r.settings))
                .unwrap();
        }
    }

    #[test]
    fn a_switch_given_against_the_name_is_refused() {
        let named = owned(READINGS[0].settings);
        let given = owned(&[("stalemate", "fewer-pieces")]);
        let e = with_given("antichess", named.clone(), &given).unwrap_err();
        assert!(e.to_string().contains("`stalemate=stalemated-wins`"), "{e}");
        let given = owned(&[("castling", "none")]);
        assert_eq!(
            with_given("antichess", named.clone(), &given)
                .unwrap()
                .len(),
            4
        );
        let given = owned(&[("draw-rules", "fics")]);
        assert!(with_given("antichess", named, &given).is_err());
    }
}
