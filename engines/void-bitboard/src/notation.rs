//! Article 11 — Notation: a legal move as people write it. Standard algebraic notation on the 9x9 board
//! (11.1), the piece letters with none for a Pawn (11.2), `x`, `+`, `#`, `O-O` and `O-O-O` (11.3), `=` and
//! the letter of a promotion (11.4); and the project's written extension for the Minister's two-step move
//! (docs/void-chess.md, "Standard algebraic notation"): its Step 1 square in parentheses after the
//! destination (`Mf6(f5)`), since two paths to one square are two moves (4.2, 4.6).

use crate::attacks::in_check;
use crate::board::{file_of, name, rank_of};
use crate::moves::{Move, CAPTURE, CASTLE, EN_PASSANT, NO_PROMO};
use crate::play::make;
use crate::position::*;
use crate::rules::has_legal_move;

/// The legal move `m` of `pos` written for people; `legal` is every legal move of `pos` (the rivals it
/// must be told from).
pub fn san(pos: &Position, m: &Move, legal: &[Move]) -> String {
    let mut s = String::new();
    if m.flags & CASTLE != 0 {
        // void-chess/11.3: O-O kingside (the King from e to g, 8.1), O-O-O queenside.
        s.push_str(if file_of(m.to) > file_of(m.from) {
            "O-O"
        } else {
            "O-O-O"
        });
    } else {
        // void-chess/11.3: `x` for a capture, an en passant capture included (8.2).
        let capture = m.flags & (CAPTURE | EN_PASSANT) != 0;
        let piece = m.piece as usize;
        if piece == PAWN {
            // void-chess/11.2: a Pawn has no letter; a capturing Pawn is named by its file, as in
            // standard algebraic notation (11.1).
            if capture {
                s.push((b'a' + file_of(m.from) as u8) as char);
            }
        } else {
            // void-chess/11.2: the piece's letter.
            s.push(LETTERS[piece]);
            s.push_str(&origin(m, legal));
        }
        if capture {
            s.push('x');
        }
        // void-chess/11.1: files a to i, ranks 1 to 9.
        s.push_str(&name(m.to));
        if m.via != NO_SQUARE {
            // The Minister's Step 1 square (4.2), the written extension.
            s.push('(');
            s.push_str(&name(m.via));
            s.push(')');
        }
        if m.promo != NO_PROMO {
            // void-chess/11.4: `=` and the letter of the piece the Pawn becomes.
            s.push('=');
            s.push(LETTERS[m.promo as usize]);
        }
    }
    // void-chess/11.3: `+` for check, `#` for checkmate (9.1: in check with no legal move).
    let next = make(pos, m, true);
    if in_check(&next, next.side) {
        s.push(if has_legal_move(&next) { '+' } else { '#' });
    }
    s
}

/// Standard algebraic notation's origin (11.1): nothing when no other piece of the kind has a legal move
/// written the same but for the origin (the same destination, Step 1 square and promotion); else the
/// file when it tells them apart, else the rank, else the whole square.
fn origin(m: &Move, legal: &[Move]) -> String {
    let rivals: Vec<&Move> = legal
        .iter()
        .filter(|r| {
            r.from != m.from
                && r.piece == m.piece
                && r.to == m.to
                && r.via == m.via
                && r.promo == m.promo
        })
        .collect();
    let from = name(m.from);
    if rivals.is_empty() {
        String::new()
    } else if rivals.iter().all(|r| file_of(r.from) != file_of(m.from)) {
        from[..1].to_string()
    } else if rivals.iter().all(|r| rank_of(r.from) != rank_of(m.from)) {
        from[1..].to_string()
    } else {
        from
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::legal_moves;

    /// The moves of `text` written for people, by coordinate form.
    fn written(text: &str) -> std::collections::BTreeMap<String, String> {
        let pos = Position::parse(text).unwrap();
        let legal = legal_moves(&pos);
        legal
            .iter()
            .map(|m| (m.text(), san(&pos, m, &legal)))
            .collect()
    }

    /// Written from Article 11: the letters of 11.2, a Pawn without one, castling and promotion as 11.3
    /// and 11.4 spell them, `+` and `#`, and the origin where two pieces of a kind reach one square.
    #[test]
    fn moves_are_written_as_article_11_says() {
        let start = written(START);
        assert_eq!(start["e2e4"], "e4");
        assert_eq!(start["b1c3"], "Nc3");
        let castles = written("4k4/9/9/9/9/9/9/9/R3K3R w KQ - 0 1 -");
        assert_eq!(castles["e1g1"], "O-O");
        assert_eq!(castles["e1c1"], "O-O-O");
        assert_eq!(castles["a1a9"], "Ra9+");
        let promotions = written("9/4P4/9/9/9/k8/9/9/4K4 w - - 0 1 -");
        assert_eq!(promotions["e8e9m"], "e9=M");
        assert_eq!(promotions["e8e9q"], "e9=Q");
        let same_file = written("4k4/9/9/9/R8/9/9/9/R3K4 w - - 0 1 -");
        assert_eq!((&*same_file["a1a3"], &*same_file["a5a3"]), ("R1a3", "R5a3"));
        let same_rank = written("4k4/9/9/9/9/R7R/9/9/4K4 w - - 0 1 -");
        assert_eq!(
            (&*same_rank["a4e4"], &*same_rank["i4e4"]),
            ("Rae4+", "Rie4+")
        );
        assert_eq!(same_rank["a4a5"], "Ra5");
        let mate = written("k8/9/1K7/9/9/9/9/9/7R1 w - - 0 1 -");
        assert_eq!(mate["h1h9"], "Rh9#");
        let minister = written("4k4/9/9/9/4M4/9/9/9/4K4 w - - 0 1 -");
        assert_eq!(minister["e5e6"], "Me6");
        assert_eq!(minister["e5f5f6"], "Mf6(f5)");
    }
}
