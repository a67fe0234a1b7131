//! What the rule-case files share: a game of a ruleset with switches, the clause that refuses a move, and
//! the status as its word and clause.

use oracle::core::{AnyGame, Verdict};

/// A new game of `slug` from `start` with the interpretation `switches`, failing the test if it is refused.
pub fn new_game(slug: &str, start: &str, switches: &[(&str, &str)]) -> Box<dyn AnyGame> {
    let settings: Vec<(String, String)> = switches
        .iter()
        .map(|(n, v)| (n.to_string(), v.to_string()))
        .collect();
    oracle::ruleset(slug)
        .unwrap_or_else(|e| panic!("{slug}: {e}"))
        .new_game(start, &settings)
        .unwrap_or_else(|e| panic!("{slug} start `{start}`: {e}"))
}

/// The clause that refuses `start` as the start of a game of `slug`, failing if it is accepted or refused
/// as anything but a bad position.
#[allow(dead_code)] // not every rule-case file asks for refused starts
pub fn start_refused_by(slug: &str, start: &str) -> Option<&'static str> {
    let err = oracle::ruleset(slug)
        .unwrap_or_else(|e| panic!("{slug}: {e}"))
        .new_game(start, &[])
        .err()
        .unwrap_or_else(|| panic!("{slug} start `{start}` was accepted"));
    assert_eq!(err.kind(), "bad-position", "{slug} start `{start}`: {err}");
    err.clause().map(|c| c.id())
}

/// Asserts that each start of `cases` is refused as the start of a game of `slug` by the clause beside it.
#[allow(dead_code)] // not every rule-case file asks for refused starts
pub fn assert_starts_refused_by(slug: &str, cases: &[(&str, &str)]) {
    for (start, clause) in cases {
        assert_eq!(start_refused_by(slug, start), Some(*clause), "`{start}`");
    }
}

/// Asserts that none of `starts` is accepted as the start of a game of `slug`.
#[allow(dead_code)] // not every rule-case file asks for refused starts
pub fn assert_starts_unreadable(slug: &str, starts: &[&str]) {
    let ruleset = oracle::ruleset(slug).unwrap_or_else(|e| panic!("{slug}: {e}"));
    for start in starts {
        assert!(
            ruleset.new_game(start, &[]).is_err(),
            "`{start}` was accepted"
        );
    }
}

/// The clause that refuses `mv`, failing if the move is legal or unreadable.
#[allow(dead_code)] // not every rule-case file asks for refusals
pub fn refused_by(g: &dyn AnyGame, mv: &str) -> String {
    match g.explain(mv) {
        Verdict::Refused(r) => r.clause.id().to_string(),
        Verdict::Legal(m) => panic!("`{mv}` was accepted as {m}"),
        Verdict::Unreadable(e) => panic!("`{mv}` was unreadable: {e}"),
    }
}

/// Asserts that `clause` refuses each move of `cases`; the second item of a case says why, for the
/// failure message.
#[allow(dead_code)] // not every rule-case file asks for refusals
pub fn assert_refused_by(g: &dyn AnyGame, clause: &str, cases: &[(&str, &str)]) {
    for (mv, why) in cases {
        assert_eq!(refused_by(g, mv), clause, "`{mv}`: {why}");
    }
}

/// The status word and the clause that decided it.
#[allow(dead_code)] // not every rule-case file asks for the status
pub fn status(g: &dyn AnyGame) -> (String, Option<&'static str>) {
    let s = g.status();
    (s.word(), s.clause.map(|c| c.id()))
}
