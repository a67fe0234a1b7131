//! How a scenario's expectations are read: the words a tile, a piece or a side is compared by, the legal
//! move a `moves:` entry names, the squares a `reach:` entry is about. The scenario runner checks them
//! against the oracle with these readings, and `cargo xtask` compiles them into rule cases (and checks an
//! engine's answers) with the same ones, so that a case asks exactly what its scenario asserts.

use std::collections::BTreeSet;

/// Words as they are compared: white space folded to one space, lower case (`White  Rook` is `white rook`).
pub fn norm(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// A `pieces:` entry's piece in words, or `None` where it says the square is `empty` (or `none`).
pub fn expected_piece(written: &str) -> Option<String> {
    let words = norm(written);
    (words != "empty" && words != "none").then_some(words)
}

/// A move text without its check and annotation marks (`Qxf7#` is `Qxf7`).
fn strip_marks(s: &str) -> &str {
    s.trim().trim_end_matches(['+', '#', '!', '?'])
}

/// The coordinate form of the legal move a `moves:` entry names, in its coordinate form or in the
/// notation for people (marks aside); `legal` holds each legal move's coordinate form and notation.
pub fn legal_named<'a>(legal: &'a [(String, String)], written: &str) -> Option<&'a String> {
    let m = written.trim();
    legal
        .iter()
        .find(|(c, s)| c == m || strip_marks(s) == strip_marks(m))
        .map(|(c, _)| c)
}

/// The square names in a coordinate move, in order, each a run of letters then digits: `e4e5e6` gives
/// e4, e5, e6; `e8e9m` gives e8, e9.
pub fn squares_of(mv: &str) -> Vec<&str> {
    square_names(mv).collect()
}

/// [`squares_of`] one by one, with nothing allocated (the differential tester asks it of every legal
/// move of every position it steers from).
pub fn square_names(mv: &str) -> impl Iterator<Item = &str> {
    let b = mv.as_bytes();
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < b.len() {
            let start = i;
            while i < b.len() && b[i].is_ascii_lowercase() {
                i += 1;
            }
            let letters = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            if letters > start && i > letters {
                return Some(&mv[start..i]);
            } else if i == start {
                i += 1;
            }
        }
        None
    })
}

/// The squares the moves of `legal` that start on `from` end on (`reach:`).
pub fn reached_from(legal: &[String], from: &str) -> BTreeSet<String> {
    legal
        .iter()
        .filter_map(|m| {
            let sq = squares_of(m);
            (sq.first() == Some(&from)).then(|| sq.last().unwrap_or(&"").to_string())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_and_pieces_as_scenarios_write_them() {
        assert_eq!(squares_of("e4e5e6"), ["e4", "e5", "e6"]);
        assert_eq!(squares_of("e8e9m"), ["e8", "e9"]);
        assert_eq!(squares_of("e4d5@h6"), ["e4", "d5", "h6"]);
        assert!(squares_of("pass").is_empty());
        assert_eq!(expected_piece(" White  Rook "), Some("white rook".into()));
        assert_eq!(expected_piece("None"), None);
        let legal = [("e1g1".to_string(), "O-O+".to_string())];
        assert_eq!(legal_named(&legal, "O-O"), Some(&legal[0].0));
        assert_eq!(legal_named(&legal, " e1g1 "), Some(&legal[0].0));
        assert_eq!(legal_named(&legal, "e1f1"), None);
    }
}
