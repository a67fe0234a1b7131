//! `cargo xtask fuzz`: runs the cargo-fuzz targets of `fuzz/` (installing cargo-fuzz when missing), keeps their
//! seed corpora, and checks the ClusterFuzzLite build script. See docs/fuzzing.md. The files: `cargo_fuzz.rs`
//! (the tool and a target's options), `campaign.rs` (every target in turn), `table.rs` (the campaign's table in
//! docs/fuzzing.md and libFuzzer's statistics), `seed.rs` (the seed corpora), `build_check.rs` (the
//! ClusterFuzzLite build script run locally).

mod build_check;
mod campaign;
mod cargo_fuzz;
mod seed;
mod table;

use cargo_fuzz::{build_options, dictionary, ensure_cargo_fuzz, known, root, run_cmd};
use conformance::fuzz_bodies::targets;
use std::path::Path;
use std::process::{Command, ExitCode};

/// The options of `cargo xtask fuzz`. Fuzzing uses `cargo fuzz run --sanitizer none` (the stable
/// toolchain cannot build the address sanitizer). New inputs go to fuzz/work/<target> (not committed);
/// crashes to fuzz/artifacts/<target>. See docs/fuzzing.md.
#[derive(clap::Args, Debug, Clone)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    #[command(subcommand)]
    action: Option<Action>,
    /// Fuzz this target.
    target: Option<String>,
    /// Seconds to fuzz.
    #[arg(long, default_value_t = 600)]
    time: u64,
    /// Merge new inputs that reach new code into fuzz/corpus/<target>.
    #[arg(long)]
    add: bool,
}

#[derive(clap::Subcommand, Debug, Clone)]
enum Action {
    /// The targets.
    List,
    /// (Re)write seed files of every corpus from games of every ruleset.
    Seed,
    /// Minimise a crashing input.
    Tmin { target: String, file: String },
    /// Commit an input (e.g. a fixed crash) to the target's corpus.
    Add {
        target: String,
        file: String,
        name: Option<String>,
    },
    /// Run .clusterfuzzlite/build.sh locally (sanitizer none) and replay each built target over its seed
    /// corpus.
    BuildCheck,
    /// Fuzz every target (or those named) in turn, one at a time, and write the table of figures into
    /// docs/fuzzing.md. Each target runs for `--minutes`, `--runs` executions, or until its aim (`--aims`:
    /// 10 million executions of a parser target, 1 million of the others), whichever comes first.
    Campaign {
        /// Minutes per target (at most, with --runs or --aims).
        #[arg(long)]
        minutes: Option<f64>,
        /// Executions per target.
        #[arg(long, conflicts_with = "aims")]
        runs: Option<u64>,
        /// Run each target until its aim: 10 million executions of a parser target, 1 million of the others.
        #[arg(long)]
        aims: bool,
        /// Only these targets (comma-separated); the table keeps the other rows.
        #[arg(long, value_delimiter = ',')]
        targets: Vec<String>,
        /// Worker processes per target (libFuzzer's fork mode, one per core): their executions are summed
        /// in the row, and `per CPU second` still divides by the CPU time of them all.
        #[arg(long, default_value_t = 1)]
        workers: u32,
    },
}

pub fn run(args: &Args) -> ExitCode {
    crate::exit::exit_code("fuzz", 1, run_inner(args))
}

fn run_inner(args: &Args) -> Result<(), String> {
    let Some(action) = &args.action else {
        return match &args.target {
            Some(target) => fuzz(target, args.time, args.add),
            None => Err(format!(
                "give a target (`cargo xtask fuzz list`) or see `cargo xtask fuzz --help`; targets: {}",
                targets().join(", ")
            )),
        };
    };
    match action {
        Action::List => {
            for t in targets() {
                println!("{t}");
            }
            Ok(())
        }
        Action::Seed => seed::seed(),
        Action::Tmin { target, file } => {
            known(target)?;
            ensure_cargo_fuzz()?;
            run_cmd(
                Command::new("cargo")
                    .args(["fuzz", "tmin"])
                    .args(build_options(target))
                    .args([target, file])
                    .current_dir(root()),
            )
        }
        Action::Add { target, file, name } => {
            known(target)?;
            let data = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
            let name = name.clone().unwrap_or_else(|| {
                format!(
                    "regression-{}",
                    Path::new(file)
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_else(|| "input".into())
                )
            });
            let dest = root().join("fuzz/corpus").join(target).join(&name);
            std::fs::write(&dest, data).map_err(|e| format!("{}: {e}", dest.display()))?;
            println!(
                "added {} (`cargo test --test fuzz_corpus {target}/{name}` replays it)",
                dest.display()
            );
            Ok(())
        }
        Action::BuildCheck => build_check::build_check(),
        Action::Campaign {
            minutes,
            runs,
            aims,
            targets,
            workers,
        } => campaign::campaign(*minutes, *runs, *aims, targets, *workers),
    }
}

fn fuzz(target: &str, time: u64, add: bool) -> Result<(), String> {
    known(target)?;
    ensure_cargo_fuzz()?;
    let root = root();
    let corpus = format!("fuzz/corpus/{target}");
    let work = format!("fuzz/work/{target}");
    std::fs::create_dir_all(root.join(&work)).map_err(|e| format!("{work}: {e}"))?;
    // New inputs are written to the first folder (work); the committed corpus is read as seeds.
    let mut cmd = Command::new("cargo");
    cmd.args(["fuzz", "run"])
        .args(build_options(target))
        .args([target, &work, &corpus, "--"])
        .arg(format!("-max_total_time={time}"))
        .arg("-print_final_stats=1")
        .current_dir(&root);
    if let Some(dict) = dictionary(&root, target) {
        cmd.arg(format!("-dict={dict}"));
    }
    run_cmd(&mut cmd)?;
    if add {
        // libFuzzer's merge keeps only inputs that reach code the committed corpus does not.
        run_cmd(
            Command::new("cargo")
                .args(["fuzz", "run"])
                .args(build_options(target))
                .args([target, &corpus, &work])
                .args(["--", "-merge=1"])
                .current_dir(&root),
        )?;
        println!("merged new inputs into {corpus}: review and commit them");
    }
    Ok(())
}
