//! Every scenario file is its own named test:
//! - `scenarios/**/*.yaml`: the conformance suite; each must pass.
//! - `tests/fixtures/scenarios-toy/*.yaml`: the format's features, run on the fixture ruleset `toy`.
//! - `tests/fixtures/scenarios-malformed/*.yaml` and `tests/fixtures/scenarios-wrong/*.yaml`: files that
//!   must fail; the first line `# error: LINE:COLUMN: TEXT` says where and with what message.
//!
//! Nothing is skipped: a file whose ruleset no registry or oracle knows fails at its `ruleset:` line; a
//! missing or empty folder, and a ruleset of `oracle::rulesets()` with no scenario, are failing tests.

use conformance::load_scenario;
use conformance::registry::Registries;
use conformance::runner::{default_resolver, run_scenario};
use conformance::{display_path, repo_root, rulesets_without_scenarios, suite_files};
use libtest_mimic::{Arguments, Failed, Trial};
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
    if report.steps == 0 {
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
