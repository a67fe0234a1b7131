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
        let text = oracle::core::interpretation::register_markdown(&[ruleset]);
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
