//! The insta settings the snapshot files share: snapshots live in `snapshots/` at the repository root,
//! named as given, without the test module's name.

/// Asserts that `text` matches the snapshot `name`.
pub fn snapshot(name: &str, text: String) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    settings.bind(|| insta::assert_snapshot!(name, text));
}
