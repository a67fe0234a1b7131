//! `cargo xtask fuzz build-check`: the ClusterFuzzLite build script run locally.

use super::cargo_fuzz::{ensure_cargo_fuzz, root, run_cmd};
use conformance::fuzz_bodies::targets;
use std::process::Command;

/// Runs `.clusterfuzzlite/build.sh` as the fuzzing service would, with the sanitizer this toolchain can
/// build, into a temporary `$OUT`, then runs each built target once over its seed corpus.
pub fn build_check() -> Result<(), String> {
    ensure_cargo_fuzz()?;
    let root = root();
    let out = root.join("fuzz/target/clusterfuzzlite-out");
    let work = root.join("fuzz/target/clusterfuzzlite-work");
    for d in [&out, &work] {
        let _ = std::fs::remove_dir_all(d);
        std::fs::create_dir_all(d).map_err(|e| format!("{}: {e}", d.display()))?;
    }
    run_cmd(
        Command::new("bash")
            .arg(root.join(".clusterfuzzlite/build.sh"))
            .env("SRC", root.parent().unwrap_or(&root))
            .env("PROJECT_DIR", &root)
            .env("OUT", &out)
            .env("WORK", &work)
            .env("SANITIZER", "none")
            .current_dir(&root),
    )?;
    for t in &targets() {
        let bin = out.join(t);
        if !bin.is_file() {
            return Err(format!("build.sh did not put `{t}` in $OUT"));
        }
        let zip = out.join(format!("{t}_seed_corpus.zip"));
        if !zip.is_file() {
            return Err(format!("build.sh did not put {t}_seed_corpus.zip in $OUT"));
        }
        run_cmd(
            Command::new(&bin)
                .arg("-runs=0")
                .arg(root.join("fuzz/corpus").join(t)),
        )?;
        println!("{t}: built and replayed its seed corpus");
    }
    println!("build.sh: every target built into {}", out.display());
    Ok(())
}
