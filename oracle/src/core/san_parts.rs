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

/// The legal move whose notation for people is `text` (marks `+ # ! ?` ignored), computing the notation
/// only of the moves that end on the square the text ends with (`Nf3`: the moves to f3), so that reading
/// one move does not write every move of the position. Moves in coordinate form name their destination
/// second (`g1f3`, `a7a8q`). Text with no square (`O-O`) is compared with every legal move.
pub fn find_by_notation<R: crate::core::Rules>(
    rules: &R,
    pos: &R::Position,
    text: &str,
    interp: &R::Interpretation,
) -> Option<R::Move> {
    let wanted = text.trim().trim_end_matches(['+', '#', '!', '?']);
    let dest = super::square_names::squares_named(wanted).pop();
    rules.legal_moves(pos, interp).into_iter().find(|m| {
        let coord = rules.format_move(pos, m);
        let ends_there = dest.as_deref().is_none_or(|d| {
            super::square_names::squares_named(&coord)
                .get(1)
                .map(String::as_str)
                == Some(d)
        });
        ends_there
            && rules
                .format_san(pos, m, interp)
                .trim_end_matches(['+', '#'])
                == wanted
    })
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
