//! The clause registries, the clause citations of the code, and the coverage gate.

use conformance::coverage::{
    evaluate, scan_code, CiteKind, Evaluation, Row, RulesetCoverage, Sources,
};
use conformance::registry::{ClauseKind, Registries};
use conformance::repo_root;
use conformance::runner::default_resolver;

fn fixture_sources(registry: &str) -> Sources {
    let root = repo_root();
    Sources {
        registry: root.join(registry),
        scenarios: root.join("tests/fixtures/scenarios-toy"),
        code: root.join("harness/src"),
        rulesets: Vec::new(),
        execute: true,
    }
}

/// The coverage of the toy scenarios against the toy registry in `registry`.
fn toy_evaluation(registry: &str) -> Evaluation {
    evaluate(&fixture_sources(registry), &default_resolver).expect("fixtures load")
}

/// The row of clause `id` in the toy ruleset's coverage.
fn row<'a>(toy: &'a RulesetCoverage, id: &str) -> &'a Row {
    toy.rows.iter().find(|r| r.id == id).expect("a row")
}

fn uncovered(eval: &Evaluation) -> Vec<&str> {
    let toy = &eval.coverage[0];
    toy.rows
        .iter()
        .filter(|r| r.uncovered())
        .map(|r| r.id.as_str())
        .collect()
}

/// toy/5 has neither scenario nor code; 1.1 and 4 are only named in scenario headers (no step asserts
/// them, no play exercises them), so they are uncovered too.
#[test]
fn coverage_fails_when_a_rule_clause_is_uncovered() {
    let eval = toy_evaluation("tests/fixtures/coverage-gap/clauses");
    assert!(!eval.complete());
    assert_eq!(uncovered(&eval), ["1.1", "4", "5"]);
}

/// A clause that a scenario names in its `clauses:` header, and that no step asserts and no play exercises,
/// is shown apart and covers nothing: both toy files name toy/4 in their headers; their `check:`
/// assertions name no clause and the toy rules report no clause for check.
#[test]
fn a_header_only_clause_is_shown_apart_and_uncovered() {
    let eval = toy_evaluation("tests/fixtures/clauses");
    let toy = &eval.coverage[0];
    let row = |id: &str| row(toy, id);
    assert!(row("4").scenarios.is_empty() && row("4").exercised.is_empty());
    assert_eq!(
        row("4").declared,
        [
            "tests/fixtures/scenarios-toy/branches.yaml",
            "tests/fixtures/scenarios-toy/features.yaml"
        ]
    );
    assert!(row("4").uncovered());
    // toy/2.3 (a capture) is asserted by no step; the play of branches.yaml exercises it (`d1c1` takes
    // White's King, and the toy rules report the capture's clause), features.yaml only names it.
    assert!(row("2.3").scenarios.is_empty());
    assert_eq!(
        row("2.3").exercised,
        ["tests/fixtures/scenarios-toy/branches.yaml"]
    );
    assert_eq!(
        row("2.3").declared,
        ["tests/fixtures/scenarios-toy/features.yaml"]
    );
    assert!(!row("2.3").uncovered());
    // toy/2.1 is asserted by refusals in features.yaml and named in both headers: asserted once, and
    // header-only in branches.yaml.
    assert_eq!(
        row("2.1").scenarios,
        ["tests/fixtures/scenarios-toy/features.yaml"]
    );
    assert_eq!(
        row("2.1").declared,
        ["tests/fixtures/scenarios-toy/branches.yaml"]
    );
    assert!(!row("2.1").uncovered());
    assert_eq!(uncovered(&eval), ["1.1", "4"]);
    let table = conformance::coverage::render(toy, false);
    assert!(
        table.contains(
            "named in a header, asserted or exercised 7 (100%); asserted by a step 4 (57%); exercised by play only 1; asserted or exercised 5 (71%)"
        ),
        "{table}"
    );
    assert!(
        table.contains("2.3      rule         0      1      1"),
        "{table}"
    );
}

/// With the clauses no toy step can assert marked informative, every rule clause is asserted and decided.
#[test]
fn coverage_passes_when_every_rule_clause_is_asserted() {
    let eval = toy_evaluation("tests/fixtures/coverage-asserted/clauses");
    assert_eq!(eval.failures().count(), 0);
    let toy = &eval.coverage[0];
    assert_eq!(toy.rule_count(), 4);
    assert_eq!(toy.with_scenario(), 4);
    assert_eq!(toy.with_code(), 4);
    assert!(eval.complete());
}

/// Only citations in or on a function (or constant) the code uses decide something: not a module heading,
/// not a type, not a function nothing calls (nor a `clause!` inside one).
#[test]
fn only_citations_in_used_code_decide() {
    let cites = scan_code(&repo_root().join("tests/fixtures/code-citations"), &["toy"]);
    let deciding: Vec<&str> = cites
        .iter()
        .filter(|c| c.decides)
        .map(|c| c.id.as_str())
        .collect();
    let idle: Vec<&str> = cites
        .iter()
        .filter(|c| !c.decides)
        .map(|c| c.id.as_str())
        .collect();
    assert_eq!(deciding, ["toy/2.1", "toy/3.1"]);
    assert_eq!(idle, ["toy/1.1", "toy/2.2", "toy/2.3", "toy/3.2"]);
}

/// A missing or empty scenario folder is an error naming it, never an empty suite that passes; so is a
/// ruleset asked for that has no registry, with the known ones named.
#[test]
fn missing_and_empty_suites_and_unknown_rulesets_fail_loudly() {
    let mut src = fixture_sources("tests/fixtures/clauses");
    src.scenarios = repo_root().join("tests/fixtures/no-such-folder");
    let err = evaluate(&src, &default_resolver).expect_err("an error");
    assert_eq!(err, "tests/fixtures/no-such-folder: no such folder");

    let empty =
        std::env::temp_dir().join(format!("conformance-empty-suite-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    src.scenarios = empty.clone();
    let err = evaluate(&src, &default_resolver).expect_err("an error");
    assert!(
        err.ends_with("the folder holds no scenario (`*.yaml`)"),
        "{err}"
    );
    std::fs::remove_dir_all(&empty).unwrap();

    let mut src = fixture_sources("tests/fixtures/clauses");
    src.rulesets = vec!["nope".to_string()];
    let err = evaluate(&src, &default_resolver).expect_err("an error");
    assert_eq!(
        err,
        "no ruleset `nope` (known: toy; each has a clause registry in tests/fixtures/clauses)"
    );
}

/// `cargo xtask check -r void-chess` ran every ruleset's scenarios ("204 scenarios passed"): a selection
/// runs only the scenario files about the rulesets selected.
#[test]
fn a_ruleset_selection_runs_only_its_scenarios() {
    let src = Sources {
        rulesets: vec!["void-chess".to_string()],
        execute: false,
        ..Sources::default()
    };
    let eval = evaluate(&src, &default_resolver).expect("the suite loads");
    let files = std::fs::read_dir(repo_root().join("scenarios/void-chess"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.path().extension().is_some_and(|x| x == "yaml"))
        })
        .count();
    assert!(files > 10);
    assert_eq!(eval.runs.len(), files);
    assert!(eval
        .runs
        .iter()
        .all(|r| r.ruleset.as_deref() == Some("void-chess")));
}

/// A registry whose ruleset no scenario is about is reported, so that `check` fails.
#[test]
fn a_ruleset_without_scenarios_is_reported() {
    let regs = repo_root().join("clauses");
    let mut src = fixture_sources("tests/fixtures/clauses");
    src.registry = regs;
    src.rulesets = vec!["fide".to_string()];
    let eval = evaluate(&src, &default_resolver).expect("loads");
    assert_eq!(
        eval.without_scenarios,
        ["ruleset `fide` has no scenario in tests/fixtures/scenarios-toy"]
    );
}

#[test]
fn informative_clauses_need_no_coverage() {
    let regs = Registries::load_dir(&repo_root().join("tests/fixtures/clauses")).unwrap();
    let toy = regs.get("toy").unwrap();
    let informative: Vec<&str> = toy
        .clauses
        .iter()
        .filter(|c| c.kind == ClauseKind::Informative)
        .map(|c| c.id.as_str())
        .collect();
    assert_eq!(informative, ["1", "2", "3"]);
}

/// Every `clause!("<slug>/<id>")` in the oracle names a clause of `clauses/<slug>.yaml`, and so does every
/// `/// <slug>/<id>` doc citation of a ruleset that has a registry.
#[test]
fn every_clause_cited_by_the_oracle_is_in_the_registry() {
    let regs = Registries::project().expect("the clause registries load");
    let mut slugs: Vec<&str> = oracle::rulesets().iter().map(|r| r.slug()).collect();
    slugs.extend(regs.by_slug.keys().map(|s| s.as_str()));
    slugs.sort();
    slugs.dedup();
    let cites = scan_code(&repo_root().join("oracle/src"), &slugs);
    let bad: Vec<String> = cites
        .iter()
        .filter(|c| {
            c.kind == CiteKind::Macro
                || c.id
                    .split_once('/')
                    .is_some_and(|(s, _)| regs.get(s).is_some())
        })
        .filter(|c| !regs.knows(&c.id))
        .map(|c| {
            format!(
                "{}:{}: {} is not in clauses/{}.yaml",
                c.file,
                c.line,
                c.id,
                c.id.split('/').next().unwrap_or("")
            )
        })
        .collect();
    assert!(
        bad.is_empty(),
        "clause citations missing from the registry:\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_scanner_finds_macro_and_doc_citations() {
    use conformance::coverage::{doc_citations, macro_literals};
    assert_eq!(
        macro_literals(
            r#"Rejection::new(clause!("void-chess/3.1"), "x"); clause!("void-chess/7.4")"#
        ),
        ["void-chess/3.1", "void-chess/7.4"]
    );
    assert_eq!(
        doc_citations("/// void-chess/6.2.2, void-chess/6A.5.", &["void-chess"]),
        ["void-chess/6.2.2", "void-chess/6A.5"]
    );
    assert_eq!(
        doc_citations(
            "/// void-chess/5.1, 5.3, 6A.2: the square (5.4) and 1.1-1.3",
            &["void-chess"]
        ),
        ["void-chess/5.1", "void-chess/5.3", "void-chess/6A.2"]
    );
    assert!(doc_citations("/// insufficient material (`fide/5.2.*`)", &["fide"]).is_empty());
    // `suicide-void/...` is not a citation of `void/...`, nor is a path like `scenarios/void-chess/x`.
    assert!(doc_citations("/// suicide-void/S.5", &["void"]).is_empty());
    assert!(doc_citations("/// see scenarios/void-chess/basics.yaml", &["void-chess"]).is_empty());
}

/// A definition (`definition: true`) is a rule clause that the differential tester's coverage does not
/// count: it names or describes what the rules use. The project's definitions are the ones listed here,
/// so that adding one is a reviewed change. (The colours of the squares, `circular/3.1` and `fide/1.4`,
/// are `kind: untestable`, outside the rule clauses altogether.)
#[test]
fn definitions_are_rule_clauses_left_out_of_the_deciding_rules() {
    let text = "ruleset: toy\ndocument: Toy\nclauses:\n  - id: \"1\"\n    title: a\n    definition: true\n  - id: \"2\"\n    title: b\n";
    let toy = conformance::Registry::parse("toy.yaml", text).unwrap();
    assert_eq!(toy.rules().count(), 2);
    let deciding: Vec<&str> = toy.deciding_rules().map(|c| c.id.as_str()).collect();
    assert_eq!(deciding, ["2"]);

    let regs = Registries::project().unwrap();
    let mut definitions = Vec::new();
    for (slug, reg) in &regs.by_slug {
        for c in &reg.clauses {
            if c.definition {
                assert_eq!(
                    c.kind,
                    ClauseKind::Rule,
                    "{slug}/{}: informative and a definition",
                    c.id
                );
                definitions.push(format!("{slug}/{}", c.id));
            }
        }
    }
    assert_eq!(
        definitions,
        [
            "circular/2.4",
            "circular/14.6",
            "fide/1.2",
            "fide/1.3",
            "fide/1.6",
            "void-chess/11.1",
            "void-chess/11.2",
            "void-chess/11.3",
            "void-chess/11.4",
        ]
    );
}
/// A clause no scenario can cover is classed `kind: untestable` with the reason; coverage does not ask a
/// scenario of it, shows it apart, and fails when a scenario asserts or exercises it after all (the class
/// was wrong). The registry refuses the class without a reason, and a reason without the class.
#[test]
fn untestable_clauses_need_a_reason_and_fail_when_a_scenario_covers_them() {
    let eval = toy_evaluation("tests/fixtures/coverage-untestable/clauses");
    let toy = &eval.coverage[0];
    let row = |id: &str| row(toy, id);
    assert_eq!(toy.untestable(), 2);
    assert!(!row("4").uncovered() && !row("4").misclassified());
    assert!(row("2.3").misclassified());
    assert!(!eval.complete());
    assert_eq!(uncovered(&eval), ["1.1"]);
    let table = conformance::coverage::render(toy, true);
    assert!(
        table.contains("2.3      untst        0      1      1     3  A piece may capture an adjacent enemy piece  <-- classed untestable, yet a scenario covers it"),
        "{table}"
    );
    assert!(
        table.contains("untestable: No toy step names a clause for check."),
        "{table}"
    );

    // Each clause entry (its lines after `id` and `title`), and the error that refuses it.
    for (entry, error) in [
        (
            "kind: untestable",
            "clause `1` is `kind: untestable` without `why:`",
        ),
        (
            "why: because",
            "clause `1` has `why:` but is not `kind: untestable`",
        ),
    ] {
        let text = format!(
            "ruleset: toy\ndocument: d\nclauses:\n  - id: \"1\"\n    title: t\n    {entry}\n"
        );
        let err = conformance::registry::Registry::parse("r.yaml", &text)
            .expect_err("the entry is refused");
        assert!(err.to_string().contains(error), "{entry}: {err}");
    }
}

/// Every rule clause of every ruleset is asserted by a step of a passing scenario or exercised by its play,
/// and decided by code. Every clause classed untestable says why, and no passing scenario asserts or
/// exercises it (the classification is checked against the suite, not taken on trust).
#[test]
fn the_project_covers_every_rule_clause_and_no_untestable_one() {
    let eval = evaluate(&Sources::default(), &default_resolver).expect("the suite loads");
    let failing: Vec<String> = eval
        .failures()
        .filter_map(|r| r.failure.as_ref().map(|e| e.to_string()))
        .collect();
    assert!(failing.is_empty(), "{failing:#?}");
    let uncovered: Vec<String> = eval
        .coverage
        .iter()
        .flat_map(|c| {
            c.rows
                .iter()
                .filter(|r| r.uncovered())
                .map(move |r| format!("{}/{}", c.slug, r.id))
        })
        .collect();
    assert!(
        uncovered.is_empty(),
        "uncovered rule clauses: {uncovered:?}"
    );
    assert!(eval.complete());
    for cov in &eval.coverage {
        for r in cov.rows.iter().filter(|r| r.kind == ClauseKind::Untestable) {
            assert!(
                r.why.as_deref().is_some_and(|w| w.len() > 20),
                "{}/{}",
                cov.slug,
                r.id
            );
            assert!(
                !r.misclassified(),
                "{}/{}: {:?} {:?}",
                cov.slug,
                r.id,
                r.scenarios,
                r.exercised
            );
        }
    }
}
