//! The clause registries, the clause citations of the code, and the coverage gate.

use conformance::coverage::{evaluate, scan_code, CiteKind, Sources};
use conformance::registry::{ClauseKind, Registries};
use conformance::repo_root;
use conformance::runner::default_resolver;

fn fixture_sources(registry: &str) -> Sources {
    let root = repo_root();
    Sources {
        registry: root.join(registry),
        scenarios: root.join("tests/fixtures/scenarios-toy"),
        code: root.join("tests/support"),
        rulesets: Vec::new(),
        execute: true,
    }
}

#[test]
fn coverage_fails_when_a_rule_clause_is_uncovered() {
    let eval = evaluate(
        &fixture_sources("tests/fixtures/coverage-gap/clauses"),
        &default_resolver,
    )
    .expect("fixtures load");
    assert!(
        !eval.complete(),
        "clause toy/5 has neither scenario nor code"
    );
    let toy = &eval.coverage[0];
    let uncovered: Vec<&str> = toy
        .rows
        .iter()
        .filter(|r| r.uncovered())
        .map(|r| r.id.as_str())
        .collect();
    assert_eq!(uncovered, ["5"]);
}

#[test]
fn coverage_passes_when_every_rule_clause_is_covered() {
    let eval = evaluate(
        &fixture_sources("tests/fixtures/clauses"),
        &default_resolver,
    )
    .expect("fixtures load");
    assert_eq!(eval.failures().count(), 0);
    let toy = &eval.coverage[0];
    // tests/fixtures/clauses/toy.yaml lists 7 rule clauses (1.1, 2.1, 2.2, 2.3, 3.1, 3.2, 4) and 3 headings.
    assert_eq!(toy.rule_count(), 7);
    assert_eq!(toy.with_scenario(), 7);
    assert_eq!(toy.with_code(), 7);
    assert!(eval.complete());
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
    let mut slugs: Vec<&str> = vec![
        "void-chess",
        "fide",
        "suicide-void",
        "suicide",
        "minnaar",
        "circular",
    ];
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
