//! `cargo xtask fuzz`: runs the cargo-fuzz targets of `fuzz/` (installing cargo-fuzz when missing), keeps their
//! seed corpora, and checks the ClusterFuzzLite build script. See docs/fuzzing.md.

use conformance::fuzz_bodies::{self, invariants::Picker, targets};
use std::path::{Path, PathBuf};
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
    match run_inner(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("cargo xtask fuzz: {e}");
            ExitCode::from(1)
        }
    }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
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
        Action::Seed => seed(),
        Action::Tmin { target, file } => {
            known(target)?;
            ensure_cargo_fuzz()?;
            run_cmd(
                Command::new("cargo")
                    .args(["fuzz", "tmin"])
                    .args(crate::fuzz_campaign::build_options(target))
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
        Action::BuildCheck => build_check(),
        Action::Campaign {
            minutes,
            runs,
            aims,
            targets,
            workers,
        } => campaign(*minutes, *runs, *aims, targets, *workers),
    }
}

fn known(target: &str) -> Result<(), String> {
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

fn run_cmd(cmd: &mut Command) -> Result<(), String> {
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
fn ensure_cargo_fuzz() -> Result<(), String> {
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
        .args(crate::fuzz_campaign::build_options(target))
        .args([target, &work, &corpus, "--"])
        .arg(format!("-max_total_time={time}"))
        .arg("-print_final_stats=1")
        .current_dir(&root);
    if let Some(dict) = crate::fuzz_campaign::dictionary(&root, target) {
        cmd.arg(format!("-dict={dict}"));
    }
    run_cmd(&mut cmd)?;
    if add {
        // libFuzzer's merge keeps only inputs that reach code the committed corpus does not.
        run_cmd(
            Command::new("cargo")
                .args(["fuzz", "run"])
                .args(crate::fuzz_campaign::build_options(target))
                .args([target, &corpus, &work])
                .args(["--", "-merge=1"])
                .current_dir(&root),
        )?;
        println!("merged new inputs into {corpus}: review and commit them");
    }
    Ok(())
}

/// `cargo xtask fuzz campaign`: each target in turn, one at a time; the table in docs/fuzzing.md is
/// rewritten after each target, so an interrupted campaign keeps the figures of the targets it finished.
fn campaign(
    minutes: Option<f64>,
    runs: Option<u64>,
    aims: bool,
    targets: &[String],
    workers: u32,
) -> Result<(), String> {
    if minutes.is_some_and(|m| !(m.is_finite() && m > 0.0)) {
        return Err("--minutes needs a positive number".into());
    }
    if workers == 0 {
        return Err("--workers needs a positive number".into());
    }
    if runs == Some(0) {
        return Err("--runs needs a positive number".into());
    }
    if minutes.is_none() && runs.is_none() && !aims {
        return Err(
            "give --minutes N, --runs N or --aims (or --minutes with one of the others)".into(),
        );
    }
    let targets: Vec<String> = if targets.is_empty() {
        self::targets()
    } else {
        targets.to_vec()
    };
    for t in &targets {
        known(t)?;
    }
    ensure_cargo_fuzz()?;
    let root = root();
    let doc_path = root.join("docs/fuzzing.md");
    let mut crashed = Vec::new();
    for t in &targets {
        let budget = crate::fuzz_campaign::Budget {
            minutes,
            runs: runs.or(aims.then(|| crate::fuzz_campaign::aim(t))),
            workers,
        };
        let row = crate::fuzz_campaign::run_target(&root, t, budget)?;
        println!(
            "{t}: {} executions, {}/s ({} per CPU second), corpus {}, crashes {}",
            crate::fuzz_campaign::thousands(row.executions),
            crate::fuzz_campaign::thousands(row.per_second),
            row.per_cpu_second
                .map_or("-".into(), crate::fuzz_campaign::thousands),
            row.corpus,
            row.crashes
        );
        if row.crashes > 0 {
            crashed.push(t.clone());
        }
        let doc = std::fs::read_to_string(&doc_path)
            .map_err(|e| format!("{}: {e}", doc_path.display()))?;
        let order = self::targets();
        let order: Vec<&str> = order.iter().map(String::as_str).collect();
        let doc = crate::fuzz_campaign::update_table(&doc, &[row], &order);
        std::fs::write(&doc_path, doc).map_err(|e| format!("{}: {e}", doc_path.display()))?;
    }
    println!("the table is in {}", doc_path.display());
    if crashed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "crashes in {} (inputs in fuzz/artifacts/<target>/)",
            crashed.join(", ")
        ))
    }
}

/// Runs `.clusterfuzzlite/build.sh` as the fuzzing service would, with the sanitizer this toolchain can
/// build, into a temporary `$OUT`, then runs each built target once over its seed corpus.
fn build_check() -> Result<(), String> {
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

/// Writes (or rewrites) seed files of every corpus from real games of every ruleset present; files it does
/// not write (hand-made seeds, committed regressions) stay.
fn seed() -> Result<(), String> {
    let root = root();
    let mut written = 0;
    for t in &targets() {
        let dir = root.join("fuzz/corpus").join(t);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let mut put = |target: &str, name: String, data: &[u8]| -> Result<(), String> {
        let path = root
            .join("fuzz/corpus")
            .join(target)
            .join(format!("seed-{name}"));
        written += 1;
        std::fs::write(&path, data).map_err(|e| format!("{}: {e}", path.display()))
    };
    put(
        "serve_line",
        "hello".into(),
        b"{\"id\":1,\"op\":\"hello\"}\n",
    )?;
    put(
        "serve_line",
        "garbage".into(),
        b"{\"op\":\nnot json\n\xff\n",
    )?;
    put(
        "game_record",
        "opera-game".into(),
        b"[Variant \"fide\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 d6 {a comment} 3. d4 (3. Bc4) Bg4 1-0\n",
    )?;
    put(
        "scenario_text",
        "empty".into(),
        b"ruleset: void-chess\ntitle: x\nsteps: []\n",
    )?;
    // The differential targets: one input per seed position, a few random moves from it.
    for (target, slug) in [("diff_fide", "fide"), ("diff_suicide", "suicide")] {
        let mut rng = Picker::from_seed(slug.len() as u64);
        for i in 0..fuzz_bodies::differential::seeds(slug).len() {
            let mut data = (i as u16).to_le_bytes().to_vec();
            data.extend((0..16).map(|_| rng.below(256) as u8));
            put(target, format!("{i:03}"), &data)?;
        }
    }
    for (i, ruleset) in fuzz_bodies::rulesets().into_iter().enumerate() {
        let slug = ruleset.slug();
        let game = ruleset
            .new_game("startpos", &[])
            .map_err(|e| format!("{slug}: {e}"))?;
        // A short and a longer game, chosen by a fixed generator.
        let mut rng = Picker::from_seed(i as u64 + 1);
        let mut plies: Vec<u8> = Vec::new();
        let mut g = game.clone_box();
        let mut texts = vec![g.position()];
        for n in 0..24 {
            if g.status().is_over() || g.legal_moves().is_empty() {
                break;
            }
            let pick = rng.below(256) as u8;
            let moves = g.legal_moves();
            let m = moves[pick as usize % moves.len()].clone();
            g.play(&m).map_err(|e| format!("{slug}: {e}"))?;
            plies.push(pick);
            if n == 5 || n == 23 {
                texts.push(g.position());
            }
        }
        for (k, text) in texts.iter().enumerate() {
            put(
                "position_text",
                format!("{slug}-{k}"),
                &fuzz_bodies::position_input(i as u8, text),
            )?;
        }
        let short = &plies[..plies.len().min(4)];
        let mut g = game.clone_box();
        for &p in short {
            let moves = g.legal_moves();
            let m = moves[p as usize % moves.len()].clone();
            g.play(&m).map_err(|e| format!("{slug}: {e}"))?;
        }
        let sans = g.legal_moves_with_san();
        if let Some((coord, san)) = sans.first() {
            put(
                "move_text",
                format!("{slug}-coord"),
                &fuzz_bodies::move_input(i as u8, short, coord),
            )?;
            put(
                "move_text",
                format!("{slug}-san"),
                &fuzz_bodies::move_input(i as u8, short, san),
            )?;
            let backwards: String = coord.chars().rev().collect();
            put(
                "move_text",
                format!("{slug}-other"),
                &fuzz_bodies::move_input(i as u8, short, &backwards),
            )?;
        }
        let moves: Vec<String> = g.moves().to_vec();
        let mut lines = String::new();
        for op in ["moves", "status", "play"] {
            lines.push_str(
                &serde_json::json!({"id": op, "op": op, "ruleset": slug, "start": "startpos", "moves": moves})
                    .to_string(),
            );
            lines.push('\n');
        }
        lines.push_str(
            &serde_json::json!({"id": 9, "op": "perft", "depth": 1, "ruleset": slug, "start": texts[0]})
                .to_string(),
        );
        lines.push('\n');
        if let Some((coord, _)) = sans.first() {
            lines.push_str(
                &serde_json::json!({"id": 10, "op": "explain", "move": coord, "ruleset": slug,
                    "start": "startpos", "moves": moves})
                .to_string(),
            );
            lines.push('\n');
        }
        put("serve_line", slug.to_string(), lines.as_bytes())?;
        let target = fuzz_bodies::playout_target(slug);
        for k in 0..3u64 {
            let mut rng = Picker::from_seed(k * 7919 + i as u64);
            let bytes: Vec<u8> = (0..16 + 24 * k).map(|_| rng.below(256) as u8).collect();
            put(&target, format!("{k}"), &bytes)?;
        }
    }
    // Scenario files, where the scenario suite has them: the first of each ruleset, if small.
    if let Ok(dirs) = std::fs::read_dir(root.join("scenarios")) {
        for d in dirs.flatten().filter(|d| d.path().is_dir()) {
            let mut files: Vec<PathBuf> = std::fs::read_dir(d.path())
                .map_err(|e| e.to_string())?
                .flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
                .collect();
            files.sort();
            if let Some(f) = files
                .into_iter()
                .find(|f| f.metadata().is_ok_and(|m| m.len() < 3000))
            {
                let data = std::fs::read(&f).map_err(|e| e.to_string())?;
                put(
                    "scenario_text",
                    d.file_name().to_string_lossy().into_owned(),
                    &data,
                )?;
            }
        }
    }
    // Every target has at least one seed.
    for t in &targets() {
        let dir = root.join("fuzz/corpus").join(t);
        if std::fs::read_dir(&dir)
            .map_err(|e| e.to_string())?
            .next()
            .is_none()
        {
            put(t, "empty".into(), b"")?;
        }
    }
    println!("wrote {written} seed files under fuzz/corpus/");
    Ok(())
}
