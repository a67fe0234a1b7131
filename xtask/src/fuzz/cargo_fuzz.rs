//! cargo-fuzz as `cargo xtask fuzz` runs it: the project's root, the targets it knows, installing the tool
//! when missing, and the build options and dictionary of each target.

use conformance::fuzz_bodies::targets;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The project's root, where `cargo fuzz` runs.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// Whether `target` is a fuzz target, or the error listing them.
pub fn known(target: &str) -> Result<(), String> {
    let targets = targets();
    if targets.iter().any(|t| t == target) {
        Ok(())
    } else {
        Err(format!(
            "no target `{target}` (targets: {})",
            targets.join(", ")
        ))
    }
}

/// Runs `cmd`, an error naming it when it cannot start or fails.
pub fn run_cmd(cmd: &mut Command) -> Result<(), String> {
    let status = cmd
        .status()
        .map_err(|e| format!("cannot run {cmd:?}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{cmd:?} failed ({status})"))
    }
}

/// Installs cargo-fuzz with `cargo install --locked` when `cargo fuzz` is not there.
pub fn ensure_cargo_fuzz() -> Result<(), String> {
    let present = Command::new("cargo")
        .args(["fuzz", "--version"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !present {
        eprintln!("cargo-fuzz is missing: installing it (cargo install cargo-fuzz --locked)");
        run_cmd(Command::new("cargo").args(["install", "cargo-fuzz", "--locked"]))?;
    }
    Ok(())
}

/// The `cargo fuzz run` options of a target. The playout targets, `move_text` and `game_record` are built
/// without libFuzzer's comparison tracing (`--no-trace-compares`): their time goes to the oracle deciding
/// moves (a playout's bytes choose among legal moves, `move_text`'s all but a short move text, a game
/// record's moves are each decided), whose comparisons teach the fuzzer nothing, and tracing them took two
/// thirds of the time; `move_text` and `game_record` get the words of their texts from their dictionaries
/// instead ([`dictionary`]). They build into their own
/// target folder, so that switching between the two kinds of target does not rebuild everything.
pub fn build_options(target: &str) -> Vec<&'static str> {
    let mut v = vec!["--sanitizer", "none"];
    if target.starts_with("playout_") || target == "move_text" || target == "game_record" {
        v.extend([
            "--no-trace-compares",
            "--target-dir",
            "fuzz/target/no-trace-compares",
        ]);
    }
    v
}

/// The libFuzzer dictionary of a target, `fuzz/dicts/<target>.dict`, when it has one (relative to the
/// project's root, as `cargo fuzz run` is run there).
pub fn dictionary(root: &Path, target: &str) -> Option<String> {
    let path = format!("fuzz/dicts/{target}.dict");
    root.join(&path).is_file().then_some(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each dictionary in fuzz/dicts/ belongs to a target and has only lines libFuzzer reads (blank, a
    /// `#` comment, or a quoted word): a line it cannot read stops the fuzzer before it starts.
    #[test]
    fn the_dictionaries_are_of_targets_and_read_by_libfuzzer() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let dir = root.join("fuzz/dicts");
        let targets = conformance::fuzz_bodies::targets();
        let mut seen = 0;
        for entry in std::fs::read_dir(&dir).expect("fuzz/dicts exists") {
            let path = entry.expect("a directory entry").path();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let target = name.strip_suffix(".dict").unwrap_or_else(|| {
                panic!("fuzz/dicts/{name}: a dictionary is named <target>.dict")
            });
            assert!(
                targets.iter().any(|t| t == target),
                "fuzz/dicts/{name}: no fuzz target `{target}`"
            );
            assert_eq!(
                dictionary(&root, target).as_deref(),
                Some(format!("fuzz/dicts/{name}").as_str())
            );
            let text = std::fs::read_to_string(&path).unwrap();
            for (i, line) in text.lines().enumerate() {
                let line = line.trim();
                let word = line.len() >= 3 && line.starts_with('"') && line.ends_with('"');
                assert!(
                    line.is_empty() || line.starts_with('#') || word,
                    "fuzz/dicts/{name}:{}: not a comment nor a quoted word: {line}",
                    i + 1
                );
            }
            seen += 1;
        }
        assert!(seen > 0, "fuzz/dicts/ holds no dictionary");
        assert_eq!(dictionary(&root, "position_text"), None);
    }
}
