//! Which cases a list of names selects: a ruleset by its slug, or a reading by its name as the command
//! line, `oracle serve` and `POST /api` take it (`antichess`, `giveaway`: [`oracle::names`], one list of
//! names for all of them). A reading selects the scenarios of its ruleset that hold under it: their own
//! switches agree with the reading's ([`oracle::names::with_given`]), and the oracle passes them with the
//! two sets of switches merged (a scenario of the default reading that a reading's switch changes, a
//! stalemate the reading scores otherwise, is left out, never asked with an answer of another reading).
//! Such a case carries the merged switches in its `interpretation` and is named `<reading>/<file>`.

use super::compile::{compile, compile_text};
use super::Case;
use crate::files::Source;
use crate::scenario::parse_scenario;
use crate::Registries;
use oracle::names::Reading;

/// The cases selected, the files that could not be read or compiled (each with its located error),
/// and, per reading, what was left out and why.
#[derive(Debug, Default)]
pub struct Selection {
    pub cases: Vec<Case>,
    pub errors: Vec<String>,
    pub left_out: Vec<String>,
}

/// The cases of the scenario files of `source` for `names`: rulesets by slug, readings by name
/// ([`select`]; every ruleset's when empty), in file order, and the files that could not be read
/// or compiled, each with its located error.
pub fn load_cases(source: &Source, names: &[String]) -> Result<(Vec<Case>, Vec<String>), String> {
    let s = select(source, names)?;
    Ok((s.cases, s.errors))
}

/// The slug a name stands for: a reading's ruleset, or the name itself.
pub fn slug_of(name: &str) -> String {
    oracle::names::reading(name).map_or_else(|| name.to_string(), |r| r.slug.to_string())
}

/// The cases of the scenario files of `source` for `names` (every ruleset's, of their own readings,
/// when empty), in file order.
pub fn select(source: &Source, names: &[String]) -> Result<Selection, String> {
    let registries = Registries::project().map_err(|e| e.to_string())?;
    let readings: Vec<&Reading> = names
        .iter()
        .filter_map(|n| oracle::names::reading(n))
        .collect();
    let slugs: Vec<&String> = names
        .iter()
        .filter(|n| oracle::names::reading(n).is_none())
        .collect();
    let every = names.is_empty();
    let mut out = Selection::default();
    let mut tally = vec![(0, 0, 0); readings.len()];
    for f in source.scenarios(None)? {
        let (file, id, text) = (f.name, f.id, f.text);
        let folder = id.split('/').next().unwrap_or("");
        if every || !slugs.is_empty() {
            match compile_text(&file, &id, &text, registries) {
                Ok(c) if every || slugs.contains(&&c.ruleset) => out.cases.push(c),
                Ok(_) => {}
                // A file is reported where its folder is one of the rulesets asked for.
                Err(e) if every || slugs.iter().any(|s| *s == folder) => out.errors.push(e),
                Err(_) => {}
            }
        }
        for (r, n) in readings.iter().zip(tally.iter_mut()) {
            match under_reading(&file, &id, &text, registries, r) {
                Ok(Fit::Holds(c)) => {
                    n.0 += 1;
                    out.cases.push(*c)
                }
                Ok(Fit::Conflicts) => n.1 += 1,
                Ok(Fit::Fails) => n.2 += 1,
                Ok(Fit::Other) => {}
                Err(e) if r.slug == folder && !out.errors.contains(&e) => out.errors.push(e),
                Err(_) => {}
            }
        }
    }
    for (r, (held, conflicts, fails)) in readings.iter().zip(tally) {
        out.left_out.push(format!(
            "{}: {held} `{}` scenarios hold under it; left out {conflicts} whose switches are \
             against its, and {fails} the oracle does not pass under its switches",
            r.name, r.slug
        ));
    }
    Ok(out)
}

/// How one scenario fits a reading.
enum Fit {
    /// It holds under the reading: the case, with the merged switches.
    Holds(Box<Case>),
    /// A switch of its own is against the reading's.
    Conflicts,
    /// The oracle does not pass it under the merged switches.
    Fails,
    /// Another ruleset's.
    Other,
}

fn under_reading(
    file: &str,
    id: &str,
    text: &str,
    registries: &Registries,
    r: &Reading,
) -> Result<Fit, String> {
    let mut loaded = parse_scenario(file, text, registries).map_err(|e| e.to_string())?;
    let s = &mut loaded.scenario;
    if oracle::ruleset(&s.ruleset.value).ok().map(|x| x.slug()) != Some(r.slug) {
        return Ok(Fit::Other);
    }
    let named = r
        .settings
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let Ok(merged) = oracle::names::with_given(r.name, named, &s.switches()) else {
        return Ok(Fit::Conflicts);
    };
    // The reading's switches join the scenario's, placed at its `ruleset` line for messages.
    for (k, v) in merged {
        let mut node = s.ruleset.clone();
        node.value = v;
        s.interpretation.entry(k).or_insert(node);
    }
    if crate::runner::run_scenario(&loaded, &crate::runner::default_resolver).is_err() {
        return Ok(Fit::Fails);
    }
    let name = id.split_once('/').map_or(id, |(_, rest)| rest);
    compile(&loaded, &format!("{}/{name}", r.name)).map(|c| Fit::Holds(Box::new(c)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `antichess` selects the suicide scenarios that hold under lichess's Antichess: none of another
    /// reading's stalemate or castling, none whose stalemate the FICS rule scores (B.9), every case with
    /// the reading's switches.
    #[test]
    fn a_reading_selects_the_scenarios_of_its_ruleset_that_hold_under_it() {
        let s = select(&Source::Embedded, &["antichess".to_string()]).unwrap();
        assert!(s.errors.is_empty(), "{:?}", s.errors);
        assert!(s.cases.len() >= 10, "{}", s.cases.len());
        for c in &s.cases {
            assert_eq!(c.ruleset, "suicide");
            assert!(c.id.starts_with("antichess/"), "{}", c.id);
            assert_eq!(
                c.interpretation.get("stalemate").map(String::as_str),
                Some("stalemated-wins"),
                "{}",
                c.id
            );
            assert_eq!(
                c.interpretation.get("draw-rules").map(String::as_str),
                Some("lichess")
            );
        }
        let ids: Vec<&str> = s.cases.iter().map(|c| c.id.as_str()).collect();
        // B.9 as written (FICS): fewer pieces wins a stalemate; lichess: the stalemated side wins.
        assert!(
            !ids.contains(&"antichess/b9-stalemate-more-loses"),
            "{ids:?}"
        );
        // Giveaway's castling is against Antichess's `castling=none`.
        assert!(
            !ids.iter().any(|i| i.contains("giveaway-castling")),
            "{ids:?}"
        );
        assert!(
            ids.contains(&"antichess/b6-b7-compulsory-capture"),
            "{ids:?}"
        );
        assert_eq!(s.left_out.len(), 1);
        assert_eq!(slug_of("Antichess"), "suicide");
        assert_eq!(slug_of("fide"), "fide");
    }
}
