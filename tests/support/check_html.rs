//! The scenario run as static pages (`cargo xtask check --html DIR`). `index.html` has the summary, the failed
//! scenarios and the clause coverage table of each ruleset; each failed step has a page with the board
//! before it and after its move, the move, the scenario's expectation and the oracle's answer (the failure
//! message says both), the clauses the scenario names, and the command that replays the position.

use crate::coverage::{Evaluation, ScenarioRun, Sources};
use harness::html::{esc, figure, page, replay_command, slug_name, write};
use harness::registry::{ClauseKind, Registries};
use harness::runner::{default_resolver, run_scenario_observed};
use harness::scenario::{Loaded, Step};
use oracle::core::AnyGame;
use std::fmt::Write;
use std::path::Path;

/// Writes the report; returns the number of pages written.
pub fn write_report(dir: &Path, src: &Sources, eval: &Evaluation) -> Result<usize, String> {
    let registries = Registries::load_dir(&src.registry).map_err(|e| e.to_string())?;
    let mut failures = String::new();
    let mut pages = 1;
    for run in eval.failures() {
        let failure = run.failure.as_ref().expect("a failed run");
        let name = format!("{}.html", slug_name(&run.file));
        let link = match failure_page(run, &registries) {
            Some(body) => {
                write(dir, &name, &page(&format!("{}: failed", run.file), &body))?;
                pages += 1;
                format!("<a href=\"{}\">{}</a>", esc(&name), esc(&run.file))
            }
            None => esc(&run.file),
        };
        let _ = writeln!(
            failures,
            "<tr><td>{link}</td><td>{}:{}</td><td>{}</td></tr>",
            failure.line,
            failure.column,
            esc(&failure.message)
        );
    }
    let passed = eval.runs.len() - eval.failures().count();
    let mut body = String::new();
    let _ = writeln!(body, "<h1>Scenario check</h1>");
    let _ = writeln!(
        body,
        "<p><span class=\"{}\">{passed} passed, {} failed</span>, {} rulesets without scenarios (scenarios from <code>{}</code>)</p>",
        if passed == eval.runs.len() { "ok" } else { "fail" },
        eval.runs.len() - passed,
        eval.without_scenarios.len(),
        esc(&crate::display_path(&src.scenarios))
    );
    if !failures.is_empty() {
        let _ = writeln!(
            body,
            "<h2>Failed scenarios</h2>\n<table><tr><th>file</th><th>line:column</th><th>what differs</th></tr>\n{failures}</table>"
        );
    }
    for cov in &eval.coverage {
        let _ = writeln!(
            body,
            "<h2 id=\"{0}\">Clause coverage: {0}</h2>\n<p>{1} rule clauses: {2} asserted by a passing scenario, {3} more exercised by a scenario's play, {4} decided by code; {5} classed untestable.</p>",
            esc(&cov.slug),
            cov.rule_count(),
            cov.with_scenario(),
            cov.only_exercised(),
            cov.with_code(),
            cov.untestable()
        );
        body.push_str("<table><tr><th>clause</th><th>kind</th><th>scenarios</th><th>code</th><th>title</th></tr>\n");
        for row in &cov.rows {
            let kind = match row.kind {
                ClauseKind::Rule => "rule",
                ClauseKind::Informative => "informative",
                ClauseKind::Untestable => "untestable",
            };
            let _ = writeln!(
                body,
                "<tr{}><td>{}</td><td>{kind}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                if row.uncovered() {
                    " class=\"uncovered\""
                } else {
                    ""
                },
                esc(&row.id),
                row.scenarios.len(),
                row.code.len(),
                esc(&row.title)
            );
        }
        body.push_str("</table>\n");
    }
    write(dir, "index.html", &page("Scenario check", &body))?;
    Ok(pages)
}

/// Which step failed: its branch (if any) and its 1-based number, from the failure message.
fn failed_step(message: &str) -> Option<(Option<String>, usize)> {
    let (branch, rest) = match message.strip_prefix("branch `") {
        Some(r) => {
            let (name, rest) = r.split_once('`')?;
            (Some(name.to_string()), rest.trim_start())
        }
        None => (None, message),
    };
    let rest = rest.strip_prefix("step ")?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    Some((branch, digits.parse().ok()?))
}

/// The move a step is about: the one it plays, or the first one it says is illegal or legal.
fn step_move(step: &Step) -> Option<String> {
    step.play
        .as_ref()
        .map(|p| p.value.trim().to_string())
        .or_else(|| {
            step.illegal
                .as_ref()?
                .0
                .first()
                .map(|(m, _)| m.value.clone())
        })
        .or_else(|| step.legal.first().map(|m| m.value.clone()))
}

/// The page of one failed scenario; `None` when the failure is not at a step (a file that does not load).
fn failure_page(run: &ScenarioRun, registries: &Registries) -> Option<String> {
    let failure = run.failure.as_ref()?;
    let (branch, number) = failed_step(&failure.message)?;
    let path = crate::repo_root().join(&run.file);
    let path = if path.exists() {
        path
    } else {
        Path::new(&run.file).to_path_buf()
    };
    let loaded: Loaded = crate::load_scenario(&path, registries).ok()?;
    let s = &loaded.scenario;
    let steps = match &branch {
        Some(b) => &s.branches.iter().find(|x| x.value.name == *b)?.value.steps,
        None => &s.steps,
    };
    let step = &steps.get(number - 1)?.value;
    // The game after every step, by the step's name.
    let mut seen: Vec<(String, Box<dyn AnyGame>)> = Vec::new();
    let _ = run_scenario_observed(&loaded, &default_resolver, &mut |name, game| {
        seen.push((name.to_string(), game.clone_box()));
    });
    let label = match &branch {
        Some(b) => format!("branch `{b}` step"),
        None => "step".to_string(),
    };
    let named = |wanted: &str| {
        seen.iter().rev().find(|(n, _)| {
            n.strip_prefix(wanted)
                .is_some_and(|r| r.is_empty() || r.starts_with([' ', ':']))
        })
    };
    let before = if number > 1 {
        named(&format!("{label} {}", number - 1))
    } else if branch.is_some() {
        named(&format!("step {}", s.steps.len())).or_else(|| named("start"))
    } else {
        named("start")
    }?;
    let before = before.1.as_ref();
    let interp: Vec<(String, String)> = s
        .interpretation
        .iter()
        .map(|(k, v)| (k.clone(), v.value.clone()))
        .collect();
    let mv = step_move(step);
    let mut body = String::new();
    let _ = writeln!(
        body,
        "<h1>{}</h1>\n<p><a href=\"index.html\">back to the index</a></p>",
        esc(&s.title)
    );
    let clauses: Vec<&str> = s.clauses.value.iter().map(|c| c.value.as_str()).collect();
    let _ = writeln!(
        body,
        "<dl><dt>scenario</dt><dd><code>{}:{}:{}</code></dd><dt>ruleset</dt><dd>{}</dd><dt>step</dt><dd>{label} {number}{}</dd><dt>move</dt><dd><code>{}</code></dd><dt>clauses</dt><dd>{}</dd><dt>expected and found</dt><dd class=\"fail\">{}</dd></dl>",
        esc(&run.file),
        failure.line,
        failure.column,
        esc(&s.ruleset.value),
        step.row.as_deref().map(|r| format!(" ({})", esc(r))).unwrap_or_default(),
        esc(mv.as_deref().unwrap_or("(none: the step plays no move)")),
        esc(&clauses.join(", ")),
        esc(&failure.message)
    );
    body.push_str("<div class=\"boards\">\n");
    body.push_str(&figure("before the step", before, None));
    if let Some(m) = &mv {
        let mut after = before.clone_box();
        match after.play(m) {
            Ok(()) => body.push_str(&figure(&format!("after {m}"), after.as_ref(), None)),
            Err(e) => {
                body.push_str(&figure(
                    &format!("{m} refused: {e}"),
                    before,
                    Some(m.as_str()),
                ));
            }
        }
    }
    body.push_str("</div>\n");
    let mut tail = vec!["--svg"];
    if let Some(m) = &mv {
        tail.extend(["--try", m.as_str()]);
    }
    let _ = writeln!(
        body,
        "<h2>Replay</h2>\n<pre>{}\ncargo xtask check --scenarios {}</pre>",
        esc(&replay_command(before, &interp, &tail)),
        esc(&path.parent().map(crate::display_path).unwrap_or_default())
    );
    Some(body)
}

#[cfg(test)]
mod tests {
    use super::failed_step;
    use crate::coverage::{evaluate, Sources};
    use harness::runner::default_resolver;

    #[test]
    fn a_wrong_fixture_gets_a_page_with_both_boards() {
        let root = crate::repo_root();
        let src = Sources {
            scenarios: root.join("tests/fixtures/scenarios-wrong"),
            rulesets: vec!["void-chess".to_string()],
            ..Sources::default()
        };
        let eval = evaluate(&src, &default_resolver).unwrap();
        let dir = std::env::temp_dir().join(format!("check-html-{}", std::process::id()));
        let pages = super::write_report(&dir, &src, &eval).unwrap();
        assert!(pages >= 2, "{pages}");
        let page = std::fs::read_to_string(
            dir.join("tests-fixtures-scenarios-wrong-void-chess-table-6b-wrong-tile-yaml.html"),
        )
        .unwrap();
        // The fixture claims e5 stays Normal after Rxe5; void-chess/5.1 makes it Unstable.
        assert_eq!(page.matches("<svg ").count(), 2);
        assert!(page.contains("after Rxe5"));
        assert!(page.contains("tile e5: expected normal, found unstable"));
        assert!(
            page.contains(r#"class="cell dark unstable" data-square="e5""#)
                || page.contains(r#"class="cell light unstable" data-square="e5""#)
        );
        let index = std::fs::read_to_string(dir.join("index.html")).unwrap();
        assert!(index.contains("Clause coverage: void-chess"));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn step_of_a_failure_message() {
        assert_eq!(
            failed_step("step 3 (Move 1 (White)): tile e5: expected normal"),
            Some((None, 3))
        );
        assert_eq!(
            failed_step("branch `left` step 12: status"),
            Some((Some("left".to_string()), 12))
        );
        assert_eq!(failed_step("unknown ruleset `toy`"), None);
    }
}
