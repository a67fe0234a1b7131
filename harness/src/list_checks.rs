//! The two expectations of a step that compare lists with the oracle's: `moves:` (the legal moves, exactly)
//! and `reach:` (the squares a piece's legal moves end on), each failure saying what is missing and what
//! is extra.

use crate::expectations::{legal_named, reached_from};
use oracle::core::AnyGame;
use serde_saphyr::Spanned;
use std::collections::BTreeSet;

/// Checks `moves:`: the legal moves are exactly the listed ones.
pub fn exact_moves(game: &dyn AnyGame, want: &Spanned<Vec<String>>) -> Result<(), String> {
    let legal = game.legal_moves_with_san();
    let mut expected = BTreeSet::new();
    let mut unknown = Vec::new();
    for m in &want.value {
        if let Some(c) = legal_named(&legal, m) {
            expected.insert(c.clone());
        } else {
            unknown.push(m.trim().to_string());
        }
    }
    let actual: BTreeSet<String> = legal.iter().map(|(c, _)| c.clone()).collect();
    let extra: Vec<&String> = actual.difference(&expected).collect();
    if unknown.is_empty() && extra.is_empty() {
        return Ok(());
    }
    let mut msg = format!(
        "legal moves differ (expected {}, the oracle has {})",
        want.value.len(),
        actual.len()
    );
    if !unknown.is_empty() {
        msg.push_str(&format!("; expected but not legal: {}", unknown.join(" ")));
    }
    if !extra.is_empty() {
        let extra: Vec<&str> = extra.iter().map(|s| s.as_str()).collect();
        msg.push_str(&format!("; legal but not expected: {}", extra.join(" ")));
    }
    Err(msg)
}

/// Checks one entry of `reach:`: the squares the legal moves from `from` end on.
pub fn reached(
    game: &dyn AnyGame,
    legal: &[String],
    from: &str,
    want: &Spanned<Vec<String>>,
) -> Result<(), String> {
    game.square(from).map_err(|e| format!("reach: {e}"))?;
    let found = reached_from(legal, from);
    let expected: BTreeSet<String> = want.value.iter().map(|s| s.trim().to_string()).collect();
    if found == expected {
        return Ok(());
    }
    let missing: Vec<&str> = expected.difference(&found).map(|s| s.as_str()).collect();
    let extra: Vec<&str> = found.difference(&expected).map(|s| s.as_str()).collect();
    Err(format!(
        "squares reached from {from} differ (expected {}, the oracle has {}); not reached: [{}]; reached but not expected: [{}]",
        expected.len(),
        found.len(),
        missing.join(" "),
        extra.join(" ")
    ))
}
