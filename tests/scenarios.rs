//! Every scenario file is its own named test:
//! - `scenarios/**/*.yaml`: the conformance suite; each must pass.
//! - `tests/fixtures/scenarios-toy/*.yaml`: the format's features, run on the fixture ruleset `toy`.
//! - `tests/fixtures/scenarios-malformed/*.yaml` and `tests/fixtures/scenarios-wrong/*.yaml`: files that
//!   must fail; the first line `# error: LINE:COLUMN: TEXT` says where and with what message.
//!
//! - `tests/perft/*.perft`: the perft tables of the rulesets, each a test `perft::<table>` running its
//!   counts up to a node budget under each case's switches (`cargo xtask perft --file F` runs every line).
//!
//! The rule cases and the perft tables together are what `cargo xtask mutants` runs against each mutant of
//! the oracle's rules: this program alone, with none of the unit or property tests.
//!
//! Nothing is skipped: a file whose ruleset no registry or oracle knows fails at its `ruleset:` line; a
//! missing or empty folder, and a ruleset of `oracle::rulesets()` with no scenario, are failing tests.

use conformance::load_scenario;
use conformance::registry::Registries;
use conformance::runner::{default_resolver, run_scenario};
use conformance::{display_path, repo_root, rulesets_without_scenarios, suite_files};
use libtest_mimic::{Arguments, Failed, Trial};
use oracle::core::perft_table::parse_perft_file;
use std::path::{Path, PathBuf};
use std::sync::Arc;

fn registries() -> Result<Registries, String> {
    let mut regs = Registries::project().map_err(|e| e.to_string())?.clone();
    let fixtures = Registries::load_dir(&repo_root().join("tests/fixtures/clauses"))
        .map_err(|e| e.to_string())?;
    regs.by_slug.extend(fixtures.by_slug);
    Ok(regs)
}

fn passing(path: &Path, regs: &Registries) -> Result<(), Failed> {
    let loaded = load_scenario(path, regs).map_err(|e| Failed::from(e.to_string()))?;
    let report =
        run_scenario(&loaded, &default_resolver).map_err(|e| Failed::from(e.to_string()))?;
    // A scenario asserts something: a step, or the refusal of its start.
    if report.steps == 0 && report.assertions == 0 {
        return Err(format!("{}: no steps", display_path(path)).into());
    }
    Ok(())
}

/// The expectation lines of a failing fixture: one or more leading `# error: LINE:COLUMN: TEXT` lines,
/// each an error the file must produce, in order.
fn expected_errors(path: &Path) -> Result<Vec<(String, String)>, Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| Failed::from(e.to_string()))?;
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.strip_prefix("# error: ") else {
            break;
        };
        let (place, msg) = rest
            .split_once(": ")
            .ok_or_else(|| Failed::from(format!("{}: bad `# error:` line", display_path(path))))?;
        out.push((
            format!("{}:{place}: ", display_path(path)),
            msg.trim().to_string(),
        ));
    }
    if out.is_empty() {
        return Err(format!(
            "{}: the first line must be `# error: LINE:COLUMN: TEXT`",
            display_path(path)
        )
        .into());
    }
    Ok(out)
}

fn failing(path: &Path, regs: &Registries) -> Result<(), Failed> {
    let expected = expected_errors(path)?;
    let result = load_scenario(path, regs).and_then(|l| run_scenario(&l, &default_resolver));
    let err = match result {
        Ok(_) => {
            return Err(format!(
                "{}: expected an error `{}` at {}but it passed",
                display_path(path),
                expected[0].1,
                expected[0].0
            )
            .into())
        }
        Err(e) => e,
    };
    let got: Vec<String> = err.each().map(|e| e.alone()).collect();
    if got.len() != expected.len() {
        return Err(format!(
            "expected {} errors, got {}:\n{}",
            expected.len(),
            got.len(),
            got.join("\n")
        )
        .into());
    }
    for ((place, msg), got) in expected.iter().zip(&got) {
        if !(got.starts_with(place) && got.contains(msg)) {
            return Err(format!("expected `{place}...{msg}...`\n     got `{got}`").into());
        }
    }
    Ok(())
}

fn name(root: &Path, path: &Path) -> String {
    path.strip_prefix(root)
        .unwrap_or(path)
        .with_extension("")
        .display()
        .to_string()
        .replace(std::path::MAIN_SEPARATOR, "::")
}

/// The largest count run of the rulesets' own tables of [`PERFT`] but the suicide base's.
const BUDGET: u64 = if cfg!(debug_assertions) {
    200_000
} else {
    5_000_000
};

/// The perft tables run here: the table, its budget, the fewest counts that must be within it. The
/// peers' tables (transcribed from python-chess, shakmaty and Fairy-Stockfish; `tests/peers.rs` checks
/// the positions they refuse by design) run at small depths of their own.
const PERFT: &[(&str, u64, usize)] = &[
    // Every one of the seven positions has counts under the budget (depths 1-3 at least).
    ("standard.perft", BUDGET, 7 * 3),
    ("tricky.perft", BUDGET, 12),
    // At least sixteen positions, depths 1-2 at least.
    ("void-chess.perft", BUDGET, 16 * 2),
    ("suicide-void.perft", BUDGET, 8 * 2),
    ("minnaar.perft", BUDGET, 8 * 2),
    ("circular.perft", BUDGET, 8 * 2),
    // The suicide base's start position without castling rights at depths 1 to 5 (2,732,672 leaves;
    // 46,264,162 at depth 6 by `cargo xtask perft --file tests/perft/suicide.perft`), and python-chess's
    // giveaway pawn endings, whose small counts also check that no move is legal once a side has lost all
    // its pieces (B.8): 24 counts.
    ("suicide.perft", 3_000_000, 5 + 6 + 13),
    ("peers-tricky.perft", 20_000, 40),
    ("peers-random-sample.perft", 3_000, 171 * 2),
    ("peers-antichess.perft", 200_000, 20),
];

/// Runs every count of a table within `budget`, under each case's switches; at least `fewest` must run.
fn perft_table(path: &Path, budget: u64, fewest: usize) -> Result<(), Failed> {
    let shown = display_path(path);
    let text = std::fs::read_to_string(path).map_err(|e| format!("{shown}: {e}"))?;
    let table = parse_perft_file(&text).map_err(|e| format!("{shown}: {e}"))?;
    let slug = table.ruleset.as_deref().unwrap_or("fide");
    let ruleset = oracle::ruleset(slug).map_err(|e| format!("{shown}: {e}"))?;
    let mut ran = 0;
    for case in &table.cases {
        let game = ruleset
            .new_game(&case.epd, &case.switches)
            .map_err(|e| format!("{shown}:{} ({}): {e}", case.line, case.id))?;
        for &(depth, expected) in &case.counts {
            if expected > budget {
                continue;
            }
            let got = game.perft(depth);
            if got != expected {
                let divide: Vec<String> = game
                    .divide(depth)
                    .into_iter()
                    .map(|(m, n)| format!("{m}: {n}"))
                    .collect();
                return Err(format!(
                    "{shown}:{} ({}): perft {depth} = {got}, expected {expected}\ndivide:\n{}",
                    case.line,
                    case.id,
                    divide.join("\n")
                )
                .into());
            }
            ran += 1;
        }
    }
    if ran < fewest {
        return Err(format!("{shown}: {ran} counts run, {fewest} expected").into());
    }
    Ok(())
}

fn main() {
    let args = Arguments::from_args();
    let root = repo_root();
    let regs = match registries() {
        Ok(r) => Arc::new(r),
        Err(e) => {
            let trial = Trial::test("clause-registries", move || Err(e.clone().into()));
            libtest_mimic::run(&args, vec![trial]).exit();
        }
    };
    let mut trials = Vec::new();
    let groups: [(&str, PathBuf, bool); 4] = [
        ("scenarios", root.join("scenarios"), true),
        ("toy", root.join("tests/fixtures/scenarios-toy"), true),
        (
            "malformed",
            root.join("tests/fixtures/scenarios-malformed"),
            false,
        ),
        ("wrong", root.join("tests/fixtures/scenarios-wrong"), false),
    ];
    for (group, dir, must_pass) in groups {
        let files = match suite_files(&dir) {
            Ok(files) => files,
            Err(e) => {
                trials.push(Trial::test(group, move || Err(e.clone().into())));
                continue;
            }
        };
        for path in files {
            let test_name = format!("{group}::{}", name(&dir, &path));
            let regs = Arc::clone(&regs);
            trials.push(Trial::test(test_name, move || {
                if must_pass {
                    passing(&path, &regs)
                } else {
                    failing(&path, &regs)
                }
            }));
        }
    }
    for &(table, budget, fewest) in PERFT {
        let path = root.join("tests/perft").join(table);
        let test_name = format!("perft::{}", table.trim_end_matches(".perft"));
        trials.push(Trial::test(test_name, move || {
            perft_table(&path, budget, fewest)
        }));
    }
    let slugs: Vec<&str> = oracle::rulesets().iter().map(|r| r.slug()).collect();
    let missing = rulesets_without_scenarios(&root.join("scenarios"), &slugs);
    trials.push(Trial::test("every ruleset has scenarios", move || {
        if missing.is_empty() {
            Ok(())
        } else {
            Err(missing.join("\n").into())
        }
    }));
    libtest_mimic::run(&args, trials).exit();
}
