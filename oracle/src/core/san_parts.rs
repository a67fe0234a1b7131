//! Parts of standard algebraic notation that every ruleset writes the same way: the origin that tells a
//! move from its rivals (file, else rank, else the whole square), and the check and mate marks.

/// What to write between the piece letter and the destination so that the move is told from `rivals`
/// (other legal moves of the same kind of piece to the same square): nothing when there is none, the
/// origin's file when that differs from every rival's, else its rank when that does, else the square.
/// Square names are a file letter followed by the rank (`e4`, `i8`).
pub fn disambiguation(from: &str, rivals: &[String]) -> String {
    if rivals.is_empty() {
        return String::new();
    }
    let (file, rank) = from.split_at(from.char_indices().nth(1).map_or(from.len(), |(i, _)| i));
    let file_of = |s: &str| s.chars().next();
    let rank_of = |s: &str| s.get(1..).map(str::to_string);
    if rivals.iter().all(|r| file_of(r) != file_of(from)) {
        file.to_string()
    } else if rivals.iter().all(|r| rank_of(r) != rank_of(from)) {
        rank.to_string()
    } else {
        from.to_string()
    }
}

/// `+` for a check, `#` for a checkmate, nothing otherwise.
pub fn check_mark(check: bool, no_legal_move: bool) -> &'static str {
    match (check, no_legal_move) {
        (true, true) => "#",
        (true, false) => "+",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origin_by_file_then_rank_then_square() {
        assert_eq!(disambiguation("b1", &[]), "");
        assert_eq!(disambiguation("b1", &["f1".to_string()]), "b");
        assert_eq!(disambiguation("a1", &["a5".to_string()]), "1");
        assert_eq!(
            disambiguation("e4", &["e2".to_string(), "g4".to_string()]),
            "e4"
        );
        assert_eq!(check_mark(true, true), "#");
        assert_eq!(check_mark(true, false), "+");
        assert_eq!(check_mark(false, true), "");
    }
}
