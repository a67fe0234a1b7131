//! Every scenario file is its own named test:
//! - `scenarios/**/*.yaml`: the conformance suite; each must pass.
//! - `tests/fixtures/scenarios-toy/*.yaml`: the format's features, run on the fixture ruleset `toy`.
//! - `tests/fixtures/scenarios-malformed/*.yaml` and `tests/fixtures/scenarios-wrong/*.yaml`: files that
//!   must fail; the first line `# error: LINE:COLUMN: TEXT` says where and with what message.
//!
//! A file whose ruleset the oracle does not provide yet is listed as ignored (never as passed).

use conformance::registry::Registries;
use conformance::runner::{default_resolver, run_scenario};
use conformance::scenario::{load_scenario, ruleset_of};
use conformance::{display_path, repo_root, yaml_files};
use libtest_mimic::{Arguments, Failed, Trial};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// The rulesets the project builds (some may not be in the oracle yet).
const PROJECT_RULESETS: &[&str] = &[
    "void-chess",
    "fide",
    "suicide-void",
    "suicide",
    "minnaar",
    "circular",
];

fn registries() -> Result<Registries, String> {
    let mut regs = Registries::project().map_err(|e| e.to_string())?;
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

/// The expectation line of a failing fixture: `# error: LINE:COLUMN: TEXT`.
fn expected_error(path: &Path) -> Result<(String, String), Failed> {
    let text = std::fs::read_to_string(path).map_err(|e| Failed::from(e.to_string()))?;
    let first = text.lines().next().unwrap_or("");
    let Some(rest) = first.strip_prefix("# error: ") else {
        return Err(format!(
            "{}: the first line must be `# error: LINE:COLUMN: TEXT`",
            display_path(path)
        )
        .into());
    };
    let (place, msg) = rest
        .split_once(": ")
        .ok_or_else(|| Failed::from(format!("{}: bad `# error:` line", display_path(path))))?;
    Ok((
        format!("{}:{place}: ", display_path(path)),
        msg.trim().to_string(),
    ))
}

fn failing(path: &Path, regs: &Registries) -> Result<(), Failed> {
    let (place, msg) = expected_error(path)?;
    let result = load_scenario(path, regs).and_then(|l| run_scenario(&l, &default_resolver));
    match result {
        Ok(_) => Err(format!(
            "{}: expected an error `{msg}` at {place}but it passed",
            display_path(path)
        )
        .into()),
        Err(e) => {
            let got = e.to_string();
            if got.starts_with(&place) && got.contains(&msg) {
                Ok(())
            } else {
                Err(format!("expected `{place}...{msg}...`\n     got `{got}`").into())
            }
        }
    }
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
        for path in yaml_files(&dir) {
            let test_name = format!("{group}::{}", name(&dir, &path));
            let regs = Arc::clone(&regs);
            // A file of a ruleset the oracle does not provide yet can be judged neither way (a failing
            // fixture that names a ruleset that will never exist is judged: it must fail).
            let available = ruleset_of(&path).is_none_or(|slug| {
                default_resolver(&slug).is_ok()
                    || (!must_pass && !PROJECT_RULESETS.contains(&slug.as_str()))
            });
            let p = path.clone();
            let trial = Trial::test(test_name, move || {
                if must_pass {
                    passing(&p, &regs)
                } else {
                    failing(&p, &regs)
                }
            })
            .with_ignored_flag(!available);
            trials.push(trial);
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
