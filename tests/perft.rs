//! The perft tables of `tests/perft/*.perft` (format: tests/perft/README.md), run through the uniform
//! ruleset face under each table's ruleset and each case's switches.
//!
//! The counts themselves are run by `tests/scenarios.rs` (`perft::<table>`, up to a node budget), beside
//! the rule cases; `cargo xtask perft --file F` runs every line in release and prints a per-move divide on
//! a mismatch. Checked here: every table names its ruleset, the register entries that say how perft
//! counts, and where each count comes from; every position chosen for a rule is read by the oracle, says in a comment
//! what it exercises, and really exercises it (its clauses are among those traced at depth 1 or 2).

use conformance::Registries;
use oracle::core::perft_table::{parse_perft_file, PerftTable};
use oracle::core::AnyGame;
use std::collections::BTreeSet;
use std::path::PathBuf;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/perft")
}

fn table(name: &str) -> PerftTable {
    let path = dir().join(name);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse_perft_file(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every `.perft` file of tests/perft, by name.
fn table_names() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .expect("tests/perft exists")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
        .map(|p| p.file_name().unwrap().to_string_lossy().to_string())
        .collect();
    names.sort();
    names
}

fn ruleset_of(name: &str, t: &PerftTable) -> &'static dyn oracle::core::AnyRuleset {
    let slug = t.ruleset.as_deref().unwrap_or("fide");
    oracle::ruleset(slug).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The words a `source` line may start with.
const SOURCES: &[&str] = &["published", "agreed", "oracle-alone", "alone", "hand"];

#[test]
fn every_table_says_its_ruleset_how_perft_counts_and_where_each_count_comes_from() {
    let names = table_names();
    assert!(names.len() >= 7, "{names:?}");
    for name in &names {
        let t = table(name);
        assert!(!t.cases.is_empty(), "{name} has no case");
        assert!(t.ruleset.is_some(), "{name}: no `ruleset` line");
        let ruleset = ruleset_of(name, &t);
        // How perft counts, stated once per file, as entries of the ruleset's register.
        assert!(!t.counting.is_empty(), "{name}: no `counting` line");
        for entry in &t.counting {
            assert!(
                ruleset.register().iter().any(|e| e.id == entry),
                "{name}: `counting {entry}` is no entry of the {} register",
                ruleset.slug()
            );
        }
        for case in &t.cases {
            assert!(!case.counts.is_empty(), "{name} ({}): no count", case.id);
            for ((depth, _), source) in case.counts.iter().zip(&case.sources) {
                let Some(source) = source else {
                    panic!("{name} ({}): perft {depth} has no `source`", case.id);
                };
                let words: Vec<&str> = source.split_whitespace().collect();
                assert!(
                    SOURCES.contains(&words[0]),
                    "{name} ({}): source `{source}` is none of {SOURCES:?}",
                    case.id
                );
                if words[0] == "alone" {
                    // Counted by one implementation other than the oracle (the oracle's own is
                    // `oracle-alone`): one that `cargo xtask perft --engine` runs.
                    assert!(
                        words.get(1) == Some(&"void-bitboard"),
                        "{name} ({}): `alone` names void-bitboard: `{source}`",
                        case.id
                    );
                }
                if words[0] == "agreed" {
                    assert!(
                        words.len() >= 3 && words.contains(&"oracle"),
                        "{name} ({}): `agreed` names the oracle and another implementation: `{source}`",
                        case.id
                    );
                }
            }
        }
    }
}

/// Every clause the oracle reports for the position of `game`: those of its legal moves' checks and
/// refusals and its status (`AnyGame::trace_position`), and those each legal move exercises when played
/// (`AnyGame::play_traced`: its effects, the status after it).
fn clauses_at(game: &dyn AnyGame) -> BTreeSet<String> {
    let mut all: BTreeSet<String> = game
        .trace_position()
        .clauses()
        .iter()
        .map(ToString::to_string)
        .collect();
    for m in game.legal_moves() {
        let mut g = game.clone_box();
        if let Ok(cs) = g.play_traced(&m) {
            all.extend(cs.iter().map(ToString::to_string));
        }
    }
    all
}

/// Checks that every case of a table chosen for a rule is read, says what it exercises, and exercises it.
fn cases_exercise_their_rules(name: &str) {
    let t = table(name);
    let ruleset = ruleset_of(name, &t);
    let registries = Registries::project().expect("the clause registries load");
    assert!(t.cases.len() >= 8, "{name}: {} cases", t.cases.len());
    for case in &t.cases {
        let at = format!("{name}:{} ({})", case.line, case.id);
        assert!(
            !case.comment.is_empty(),
            "{at}: no comment says what the position exercises"
        );
        assert!(!case.exercises.is_empty(), "{at}: no `exercises` line");
        for c in &case.exercises {
            assert!(
                registries.knows(c),
                "{at}: `{c}` is no clause of the registries"
            );
        }
        // The oracle reads the position (under the switches it names): it is a legal position.
        let game = ruleset
            .new_game(&case.epd, &case.switches)
            .unwrap_or_else(|e| panic!("{at}: {e}"));
        let mut traced = clauses_at(game.as_ref());
        let missing = |traced: &BTreeSet<String>| -> Vec<String> {
            case.exercises
                .iter()
                .filter(|c| !traced.contains(c.as_str()))
                .cloned()
                .collect()
        };
        if !missing(&traced).is_empty() {
            for (_, child) in game.successors() {
                traced.extend(clauses_at(child.as_ref()));
            }
        }
        let missing = missing(&traced);
        assert!(
            missing.is_empty(),
            "{at}: {missing:?} not traced at depth 1 or 2; traced: {traced:?}"
        );
    }
}

#[test]
fn void_chess_positions_exercise_their_rules() {
    cases_exercise_their_rules("void-chess.perft");
    assert!(table("void-chess.perft").cases.len() >= 16);
}

#[test]
fn suicide_void_positions_exercise_their_rules() {
    cases_exercise_their_rules("suicide-void.perft");
}

#[test]
fn minnaar_positions_exercise_their_rules() {
    cases_exercise_their_rules("minnaar.perft");
}

#[test]
fn circular_positions_exercise_their_rules() {
    cases_exercise_their_rules("circular.perft");
    // Each case names its board (the switch chooses `startpos`'s, a position text names its own, and the
    // two agree), and the table covers all three boards.
    let mut boards = BTreeSet::new();
    for case in table("circular.perft").cases {
        let board = case
            .switches
            .iter()
            .find(|(name, _)| name == "board")
            .map(|(_, value)| value.clone())
            .unwrap_or_else(|| panic!("{}: no `switch board=...`", case.id));
        let named = case.epd.split_whitespace().next().unwrap_or_default();
        assert!(
            named == "startpos" || named == board,
            "{}: the text's board {named} is not the switch's {board}",
            case.id
        );
        boards.insert(board);
    }
    assert_eq!(
        boards,
        ["maximal", "medial", "minimal"].map(String::from).into()
    );
}
