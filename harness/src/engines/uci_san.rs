//! A move of standard chess written for people (FIDE Laws, Appendix C: the algebraic notation), from what
//! a UCI engine answers and nothing else: its board before the move (the FEN of its `d` command), its
//! legal moves there (`go perft 1`) and whether the move leaves the opponent in check and with a move
//! (its answers about the position after). UCI engines do not write such moves themselves; the UCI
//! adapter answers the protocol's `notation` question with this, so a rule case's notation step checks
//! the engine's own board, moves and check, not the oracle's.

/// What the engine says of the position after the move: the opponent is in check; the opponent has a
/// legal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct After {
    pub check: bool,
    pub has_move: bool,
}

/// The pieces of a FEN's placement field by square (`a1` is 0, `h8` is 63), or why it cannot be read.
fn board(fen: &str) -> Result<[Option<char>; 64], String> {
    let placement = fen.split_whitespace().next().unwrap_or("");
    let mut squares = [None; 64];
    let ranks: Vec<&str> = placement.split('/').collect();
    if ranks.len() != 8 {
        return Err(format!("the engine's FEN `{fen}` has not eight ranks"));
    }
    for (i, rank) in ranks.iter().enumerate() {
        let row = 7 - i;
        let mut file = 0usize;
        for c in rank.chars() {
            if let Some(n) = c.to_digit(10) {
                file += n as usize;
            } else if "PNBRQKpnbrqk".contains(c) && file < 8 {
                squares[row * 8 + file] = Some(c);
                file += 1;
            } else {
                return Err(format!("the engine's FEN `{fen}`: `{c}` in rank {}", 8 - i));
            }
        }
        if file != 8 {
            return Err(format!(
                "the engine's FEN `{fen}`: rank {} is not eight files",
                8 - i
            ));
        }
    }
    Ok(squares)
}

/// A square name `e4` as its number.
fn square(name: &str) -> Option<usize> {
    let b = name.as_bytes();
    if b.len() != 2 || !(b'a'..=b'h').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
        return None;
    }
    Some(usize::from(b[1] - b'1') * 8 + usize::from(b[0] - b'a'))
}

/// A UCI move `e7e8q` as its squares and promotion letter.
fn parts(mv: &str) -> Option<(usize, usize, Option<char>)> {
    let from = square(mv.get(0..2)?)?;
    let to = square(mv.get(2..4)?)?;
    let promotion = match mv.len() {
        4 => None,
        5 => Some(mv.chars().nth(4).filter(|c| "qrbn".contains(*c))?),
        _ => return None,
    };
    Some((from, to, promotion))
}

/// The move `mv` (UCI coordinates, one of `legal`) of the position `fen`, written as Appendix C writes it:
/// `O-O`, `O-O-O` (C.13), the piece's letter (C.3; none for a Pawn), the file or rank or both that tell
/// it apart from another piece of its kind reaching the same square (C.10), `x` for a capture (C.9; a
/// Pawn's capture with its file), the square, `=` and the new piece for a promotion (C.9), `+` for check
/// and `#` for checkmate (C.13).
pub fn san(fen: &str, legal: &[String], mv: &str, after: After) -> Result<String, String> {
    let squares = board(fen)?;
    let (from, to, promotion) =
        parts(mv).ok_or_else(|| format!("`{mv}` is not a move in coordinates"))?;
    if !legal.iter().any(|m| m == mv) {
        return Err(format!(
            "the engine does not list {mv} among its legal moves"
        ));
    }
    let piece =
        squares[from].ok_or_else(|| format!("the engine's board has no piece on {}", &mv[..2]))?;
    let kind = piece.to_ascii_uppercase();
    let name = |sq: usize| format!("{}{}", (b'a' + (sq % 8) as u8) as char, sq / 8 + 1);
    let mut text = String::new();
    let file_step = (to % 8) as i32 - (from % 8) as i32;
    if kind == 'K' && from / 8 == to / 8 && file_step.abs() == 2 {
        text.push_str(if file_step > 0 { "O-O" } else { "O-O-O" });
    } else if kind == 'P' {
        if from % 8 != to % 8 {
            text.push((b'a' + (from % 8) as u8) as char);
            text.push('x');
        }
        text.push_str(&name(to));
        if let Some(p) = promotion {
            text.push('=');
            text.push(p.to_ascii_uppercase());
        }
    } else {
        text.push(kind);
        // The other pieces of the same kind and colour with a legal move to the same square.
        let rivals: Vec<usize> = legal
            .iter()
            .filter_map(|m| parts(m))
            .filter(|&(f, t, _)| t == to && f != from && squares[f] == Some(piece))
            .map(|(f, _, _)| f)
            .collect();
        if !rivals.is_empty() {
            let same_file = rivals.iter().any(|&f| f % 8 == from % 8);
            let same_rank = rivals.iter().any(|&f| f / 8 == from / 8);
            let at = name(from);
            if !same_file {
                text.push_str(&at[..1]);
            } else if !same_rank {
                text.push_str(&at[1..]);
            } else {
                text.push_str(&at);
            }
        }
        if squares[to].is_some() {
            text.push('x');
        }
        text.push_str(&name(to));
    }
    match (after.check, after.has_move) {
        (true, false) => text.push('#'),
        (true, true) => text.push('+'),
        _ => {}
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(list: &str) -> Vec<String> {
        list.split_whitespace().map(str::to_string).collect()
    }

    const QUIET: After = After {
        check: false,
        has_move: true,
    };

    /// The examples are the Laws' own (Appendix C) and the notation of the FIDE rule cases.
    #[test]
    fn moves_are_written_as_appendix_c_writes_them() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let first = moves("e2e4 g1f3 b1c3");
        assert_eq!(san(start, &first, "e2e4", QUIET).unwrap(), "e4");
        assert_eq!(san(start, &first, "g1f3", QUIET).unwrap(), "Nf3");
        // C.13: castling, either wing.
        let castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let both = moves("e1g1 e1c1 a1a2");
        assert_eq!(san(castle, &both, "e1g1", QUIET).unwrap(), "O-O");
        assert_eq!(san(castle, &both, "e1c1", QUIET).unwrap(), "O-O-O");
        // C.9: a Pawn's capture names its file; en passant too (the square it lands on is empty).
        let ep = "8/8/8/8/3Pp3/8/8/4K2k b - d3 0 1";
        assert_eq!(san(ep, &moves("e4d3 e4e3"), "e4d3", QUIET).unwrap(), "exd3");
        // C.9: promotion, with the new piece.
        let promote = "8/4P3/8/8/8/8/8/k6K w - - 0 1";
        let all = moves("e7e8q e7e8r e7e8b e7e8n");
        assert_eq!(san(promote, &all, "e7e8q", QUIET).unwrap(), "e8=Q");
        assert_eq!(san(promote, &all, "e7e8n", QUIET).unwrap(), "e8=N");
        // C.13: checkmate; the fool's mate.
        let fool = "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2";
        let mate = After {
            check: true,
            has_move: false,
        };
        assert_eq!(
            san(fool, &moves("d8h4 e5e4"), "d8h4", mate).unwrap(),
            "Qh4#"
        );
        let check = After {
            check: true,
            has_move: true,
        };
        assert_eq!(
            san(fool, &moves("d8h4 e5e4"), "d8h4", check).unwrap(),
            "Qh4+"
        );
    }

    /// C.10: two pieces of a kind reach the square: the file tells them apart, else the rank, else both.
    #[test]
    fn a_rival_of_the_same_kind_adds_the_file_or_the_rank() {
        // Knights on b1 and f1 both reach d2: Nbd2.
        let knights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";
        let legal = moves("b1d2 f1d2 b1c3");
        assert_eq!(san(knights, &legal, "b1d2", QUIET).unwrap(), "Nbd2");
        assert_eq!(san(knights, &legal, "b1c3", QUIET).unwrap(), "Nc3");
        // Rooks on a1 and a5 both reach a3: R1a3, R5a3.
        let rooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";
        let legal = moves("a1a3 a5a3");
        assert_eq!(san(rooks, &legal, "a1a3", QUIET).unwrap(), "R1a3");
        // Queens on e4, h4 and h1 all reach e1... h4 and e4 share a rank, h4 and h1 a file: Qh4e1.
        let queens = "k7/8/8/8/4Q2Q/8/8/K6Q w - - 0 1";
        let legal = moves("e4e1 h4e1 h1e1");
        assert_eq!(san(queens, &legal, "h4e1", QUIET).unwrap(), "Qh4e1");
        // A capture by a piece: Bxf7 (C.9).
        let capture = "4k3/5p2/8/8/2B5/8/8/4K3 w - - 0 1";
        assert_eq!(san(capture, &moves("c4f7"), "c4f7", QUIET).unwrap(), "Bxf7");
    }

    #[test]
    fn what_cannot_be_written_is_said() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let err = san(start, &moves("e2e4"), "e2e5", QUIET).unwrap_err();
        assert!(err.contains("does not list e2e5"), "{err}");
        let err = san(start, &moves("e3e4"), "e3e4", QUIET).unwrap_err();
        assert!(err.contains("no piece on e3"), "{err}");
        let err = san("8/8 w - - 0 1", &moves("e2e4"), "e2e4", QUIET).unwrap_err();
        assert!(err.contains("not eight ranks"), "{err}");
        let err = san(start, &moves("O-O"), "O-O", QUIET).unwrap_err();
        assert!(err.contains("not a move in coordinates"), "{err}");
    }
}
