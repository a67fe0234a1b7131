//! The interpretation registers as `cargo xtask register` prints them, kept as a reviewed snapshot.

#[test]
fn register_markdown() {
    let text = oracle::core::interpretation::register_markdown(&oracle::rulesets());
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!("register", text));
}

/// Every Void Chess register entry cites clauses that exist, and its default is one of its readings.
#[test]
fn void_chess_register_entries_are_well_formed() {
    let registry = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/clauses/void-chess.yaml"
    ))
    .unwrap();
    let r = oracle::ruleset("void-chess").unwrap();
    for e in r.register() {
        assert!(e.readings.iter().any(|x| x.value == e.default), "{}", e.id);
        for c in e.clauses {
            let id = c.strip_prefix("void-chess/").unwrap();
            assert!(registry.contains(&format!("id: \"{id}\"")), "{}: {c}", e.id);
        }
    }
}
