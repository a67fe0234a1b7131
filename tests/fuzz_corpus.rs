//! Replays every file of every committed fuzz corpus (`fuzz/corpus/<target>/*`) through the same body the
//! fuzz target runs (`conformance::fuzz_bodies`), without libFuzzer: one named test per file, so a failure
//! names the target and the input. Inputs that once crashed the oracle stay in the corpus as regressions.

use conformance::fuzz_bodies::{run_target, targets};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz")
}

fn replay(target: String, file: PathBuf) -> Result<(), Failed> {
    let data = std::fs::read(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    let outcome = std::panic::catch_unwind(|| run_target(&target, &data));
    match outcome {
        Ok(Some(())) => Ok(()),
        Ok(None) => Err(format!("no fuzz body named `{target}`").into()),
        Err(panic) => {
            let msg = panic
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| panic.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "a panic".to_string());
            Err(format!("{} fails: {msg}", file.display()).into())
        }
    }
}

/// Every target of `targets()` (one playout per ruleset of `oracle::rulesets()`) has its source in `fuzz/fuzz_targets/`, a `[[bin]]` in `fuzz/Cargo.toml`
/// and a non-empty seed corpus; every corpus folder belongs to a target.
fn layout() -> Result<(), Failed> {
    let dir = fuzz_dir();
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).map_err(|e| e.to_string())?;
    let targets = targets();
    for t in &targets {
        if !dir.join("fuzz_targets").join(format!("{t}.rs")).is_file() {
            return Err(format!("fuzz/fuzz_targets/{t}.rs is missing").into());
        }
        if !manifest.contains(&format!("name = \"{t}\"")) {
            return Err(format!("fuzz/Cargo.toml has no [[bin]] `{t}`").into());
        }
        let corpus = dir.join("corpus").join(t);
        let files = std::fs::read_dir(&corpus)
            .map_err(|e| format!("{}: {e}", corpus.display()))?
            .count();
        if files == 0 {
            return Err(format!("fuzz/corpus/{t} is empty").into());
        }
    }
    for entry in std::fs::read_dir(dir.join("corpus")).map_err(|e| e.to_string())? {
        let name = entry.map_err(|e| e.to_string())?.file_name();
        let name = name.to_string_lossy();
        if !targets.iter().any(|t| *t == name) {
            return Err(format!("fuzz/corpus/{name} is no target's corpus").into());
        }
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = vec![Trial::test("fuzz layout", layout)];
    for target in targets() {
        let corpus = fuzz_dir().join("corpus").join(&target);
        let Ok(entries) = std::fs::read_dir(&corpus) else {
            // The layout test names the missing corpus.
            continue;
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_file())
            .collect();
        files.sort();
        for file in files {
            let name = format!(
                "{target}/{}",
                file.file_name().unwrap_or_default().to_string_lossy()
            );
            let t = target.clone();
            trials.push(Trial::test(name, move || replay(t, file)));
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
