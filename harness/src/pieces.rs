//! The rulesets a scenario may name, and the words for their pieces: [`default_resolver`] finds a ruleset by
//! slug (the oracle's, and the suite's fixture ruleset `toy`); [`piece_words`] lists what a square's piece is
//! called (`white rook`, `southern sovereign`), which a scenario's `pieces:` must use.

use oracle::core::{AnyRuleset, OracleError};

/// Finds a ruleset by slug (normally [`oracle::ruleset`]; tests add fixture rulesets).
pub type Resolver = dyn Fn(&str) -> Result<&'static dyn AnyRuleset, OracleError>;

/// The oracle's rulesets, and the suite's fixture ruleset `toy`.
pub fn default_resolver(slug: &str) -> Result<&'static dyn AnyRuleset, OracleError> {
    if slug == crate::toy::SLUG {
        return Ok(&crate::toy::TOY);
    }
    oracle::ruleset(slug)
}

/// The words of every kind of piece of `ruleset`, as a square's view names them (`white rook`), sorted:
/// those of the pieces of its start position, where every ruleset of the project has each of its kinds of
/// piece, and of the same kinds for the side that faces them (`black stone` beside `white stone`; White
/// faces Black, the Southern Sovereigns the Northern). Squares named `a1` to `p16` are asked; a board
/// answers for its own. Empty when the ruleset cannot start a game.
pub fn piece_words(ruleset: &dyn AnyRuleset) -> Vec<String> {
    let Ok(game) = ruleset.new_game("startpos", &[]) else {
        return Vec::new();
    };
    let mut words: Vec<String> = (b'a'..=b'p')
        .flat_map(|f| (1..=16).map(move |r| format!("{}{r}", f as char)))
        .filter_map(|sq| game.square(&sq).ok().and_then(|v| v.piece))
        .map(|w| w.to_ascii_lowercase())
        .collect();
    let facing = |w: &String| {
        let (owner, kind) = w.split_once(' ')?;
        let other = match owner {
            "white" => "black",
            "black" => "white",
            "southern" => "northern",
            "northern" => "southern",
            _ => return None,
        };
        Some(format!("{other} {kind}"))
    };
    let faced: Vec<String> = words.iter().filter_map(facing).collect();
    words.extend(faced);
    words.sort();
    words.dedup();
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_ruleset_names_its_pieces() {
        let words = |slug| piece_words(default_resolver(slug).unwrap());
        assert_eq!(words("fide").len(), 12);
        assert!(words("void-chess").contains(&"black minister".to_string()));
        assert_eq!(words("void-chess").len(), 14);
        let minnaar = words("minnaar");
        assert!(
            minnaar.contains(&"southern sovereign".to_string()),
            "{minnaar:?}"
        );
        assert!(!words("circular").is_empty());
    }
}
