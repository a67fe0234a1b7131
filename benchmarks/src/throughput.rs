//! The diff section of `cargo xtask bench`: the differential tester's throughput against a UCI engine
//! (Stockfish by default), one engine process. No target: the figure depends on the engine; a
//! disagreement found fails the section.

use super::options::Options;
use super::target::Target;
use harness::diff;

pub fn run(o: &Options) -> Result<Vec<Target>, String> {
    let games = if o.quick { o.games.min(50) } else { o.games };
    println!(
        "\ndiff throughput against {} ({games} games, 1 job: one engine process):",
        o.engine
    );
    let args = [
        "diff",
        "--ruleset",
        "fide",
        "--engine",
        &o.engine,
        "--games",
        &games.to_string(),
        "--seed",
        "1",
        "--jobs",
        "1",
        "--quiet",
    ];
    let options = diff::Options::try_parse_from(args).map_err(|e| e.to_string())?;
    let ruleset = oracle::ruleset("fide").map_err(|e| e.to_string())?;
    let catalog = crate::catalog::catalog();
    let control = diff::interrupt::Control::default();
    let every = std::time::Duration::from_secs(3600);
    let finished = diff::run_to_files(&catalog, &options, ruleset, control, every, &mut |_| {})
        .map_err(|e| format!("the diff could not run: {e}"))?;
    // The diff's own summary line, positions per second included.
    diff::output::print_summary(&options, &finished.summary, &finished.written);
    let summary = finished.summary;
    if summary.exit_code() != 0 {
        return Err("the diff found disagreements or engine faults".into());
    }
    Ok(Vec::new())
}
