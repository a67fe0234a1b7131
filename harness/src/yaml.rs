//! How the suite reads YAML.

/// The YAML options of every file the suite reads: duplicate keys are errors, booleans are only
/// `true`/`false` (so `check: no` or `check: yes` is refused rather than guessed).
pub fn options() -> serde_saphyr::Options {
    serde_saphyr::options! {
        duplicate_keys: serde_saphyr::options::DuplicateKeyPolicy::Error,
        strict_booleans: true,
    }
}
