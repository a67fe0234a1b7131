//! The interpretation registers as `cargo xtask register` prints them, one reviewed snapshot per ruleset
//! (so that a change to one ruleset's register touches only its own snapshot), and the well-formedness of every
//! entry: its clauses exist in the clause registries and its default is one of its readings.

use std::collections::BTreeSet;

#[test]
fn register_markdown_per_ruleset() {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    for ruleset in oracle::rulesets() {
        let text = oracle::core::register_table::register_markdown(&[ruleset]);
        let name = format!("register-{}", ruleset.slug());
        settings.bind(|| insta::assert_snapshot!(name, text));
    }
}

#[test]
fn every_register_entry_is_well_formed() {
    let registries = conformance::Registries::project().expect("the clause registries load");
    for ruleset in oracle::rulesets() {
        let mut ids = BTreeSet::new();
        for e in ruleset.register() {
            assert!(
                ids.insert(e.id),
                "{}: duplicate entry id {}",
                ruleset.slug(),
                e.id
            );
            assert!(
                e.readings.iter().any(|r| r.value == e.default),
                "{}: default `{}` is not one of its readings",
                e.id,
                e.default
            );
            assert!(!e.clauses.is_empty(), "{}: names no clause", e.id);
            // RegisterEntry::decided leaves these to the entry: each must say them.
            for (what, text) in [("id", e.id), ("question", e.question), ("why", e.why)] {
                assert!(
                    !text.trim().is_empty(),
                    "{}: an entry (`{}`) without its {what}",
                    ruleset.slug(),
                    e.id
                );
            }
            for c in e.clauses {
                assert!(
                    registries.knows(c),
                    "{}: clause {c} is in no registry",
                    e.id
                );
            }
            if e.switch.is_some() {
                assert!(
                    e.readings.len() >= 2,
                    "{}: a switch needs two readings",
                    e.id
                );
            }
        }
    }
}

/// The interpretation in force when no switch is set is the register's: every switch reads its entry's
/// default, and no switch is missing or extra.
#[test]
fn the_default_in_force_is_the_registers() {
    for ruleset in oracle::rulesets() {
        let game = ruleset
            .new_game("startpos", &[])
            .unwrap_or_else(|e| panic!("{}: startpos: {e}", ruleset.slug()));
        let in_force = game.interpretation();
        let declared: Vec<(&str, &str)> = ruleset
            .register()
            .iter()
            .filter_map(|e| e.switch.map(|s| (s, e.default)))
            .collect();
        assert_eq!(in_force, declared, "{}", ruleset.slug());
    }
}

/// Every reading of every switch can be set and reads back as itself, by the spelling of the register;
/// a value that is no reading is refused with the switch's values named.
#[test]
fn every_reading_of_every_switch_round_trips() {
    for ruleset in oracle::rulesets() {
        for entry in ruleset.register() {
            let Some(switch) = entry.switch else { continue };
            assert!(
                switch.bytes().all(|b| b.is_ascii_lowercase()
                    || b.is_ascii_digit()
                    || b == b'-'
                    || b == b'.'),
                "{}: switch `{switch}` is not spelt in lowercase words joined by hyphens (no `_`)",
                ruleset.slug()
            );
            for reading in entry.readings {
                let setting = [(switch.to_string(), reading.value.to_string())];
                let game = ruleset.new_game("startpos", &setting).unwrap_or_else(|e| {
                    panic!("{}: {switch}={}: {e}", ruleset.slug(), reading.value)
                });
                let value = game
                    .interpretation()
                    .into_iter()
                    .find(|(s, _)| *s == switch)
                    .map(|(_, v)| v);
                assert_eq!(value, Some(reading.value), "{}: {switch}", ruleset.slug());
            }
            let bad = [(switch.to_string(), "no-such-reading".to_string())];
            let error = ruleset
                .new_game("startpos", &bad)
                .err()
                .map(|e| e.to_string());
            let error =
                error.unwrap_or_else(|| panic!("{}: {switch} took a bad value", ruleset.slug()));
            assert!(error.contains(entry.default), "{}: {error}", ruleset.slug());
        }
    }
}
