//! Article 11 — Notation: the coordinate form (the machine contract) and standard algebraic notation
//! extended for the 9x9 board and the Minister.

use super::interpretation::VoidInterpretation;
use super::s01_board::{Kind, Move, Position, BOARD};
use super::s08_special::{castling_of, en_passant_capture_square};
use super::s10_attacks::in_check;
use super::s10_legality::{has_legal_move, is_legal, pseudo_legal_moves_of, simulate};
use crate::clause;
use crate::core::PieceKind;
use crate::core::{Clause, OracleError};

/// The coordinate form: from-square, a Minister's Step 1 square when it takes two steps, to-square, and a
/// lower-case promotion letter (`e2e4`, `e4e5e6`, `e8e9m`, castling `e1g1`).
pub fn format_coordinate(mv: &Move) -> String {
    let mut s = String::with_capacity(7);
    write_coordinate(mv, &mut s);
    s
}

/// [`format_coordinate`], written at the end of `out`.
pub fn write_coordinate(mv: &Move, out: &mut String) {
    BOARD.push_name(mv.from, out);
    if let Some(via) = mv.via {
        BOARD.push_name(via, out);
    }
    BOARD.push_name(mv.to, out);
    if let Some(k) = mv.promotion {
        out.push(k.letter().to_ascii_lowercase());
    }
}

/// Reads the coordinate form. `None` when the text does not begin with two square names (then it may be
/// algebraic); `Some(Err)` when it does but the rest is not a move. A promotion letter `k` or `p` is read, so
/// that the rules can refuse it with its clause (8.3).
pub fn parse_coordinate(text: &str) -> Option<Result<Move, OracleError>> {
    let (from, rest) = BOARD.parse_prefix(text)?;
    let (second, rest) = BOARD.parse_prefix(rest)?;
    let (via, to, rest) = match BOARD.parse_prefix(rest) {
        Some((third, rest)) => (Some(second), third, rest),
        None => (None, second, rest),
    };
    let promotion = match rest {
        "" => None,
        "q" | "r" | "b" | "n" | "m" | "k" | "p" => {
            Kind::from_letter(rest.chars().next()?.to_ascii_uppercase())
        }
        _ => {
            return Some(Err(OracleError::bad_move(
                text,
                format!(
                    "unexpected `{rest}` after the squares: a coordinate move is from-square, an optional \
                     Minister Step 1 square, to-square and an optional promotion letter q, r, b, n or m \
                     (e2e4, e4e5e6, e8e9m)"
                ),
            )))
        }
    };
    Some(Ok(Move {
        from,
        via,
        to,
        promotion,
    }))
}

/// void-chess/11.1, 11.2, 11.3, 11.4, with the documented extension for the Minister: piece letter (none for a Pawn),
/// disambiguation, `x` for a capture, the destination, for a Minister's two-step move its Step 1 square in
/// parentheses (`Me6(e5)`), `=` and the promotion letter, `+` for check and `#` for checkmate; castling `O-O`
/// and `O-O-O`. `mv` must be legal.
pub fn format_san(pos: &Position, mv: &Move, interp: &VoidInterpretation) -> String {
    let Some(piece) = pos.piece(mv.from) else {
        return format_coordinate(mv);
    };
    let mut s = String::new();
    if let Some(c) = castling_of(pos, mv) {
        s.push_str(if c.kingside { "O-O" } else { "O-O-O" });
    } else {
        let capture = pos.piece(mv.to).is_some()
            || (piece.kind == Kind::Pawn
                && en_passant_capture_square(pos, mv.from, mv.to, piece.color).is_some());
        if piece.kind == Kind::Pawn {
            if capture {
                s.push((b'a' + BOARD.file(mv.from) as u8) as char);
            }
        } else {
            s.push(piece.kind.letter());
            s.push_str(&disambiguation(pos, mv, piece.kind, interp));
        }
        if capture {
            s.push('x');
        }
        s.push_str(&BOARD.name(mv.to));
        if let Some(via) = mv.via {
            s.push_str(&format!("({})", BOARD.name(via)));
        }
        if let Some(k) = mv.promotion {
            s.push('=');
            s.push(k.letter());
        }
    }
    let next = simulate(pos, mv, interp, true).next;
    if in_check(&next, next.side, interp) {
        s.push(if has_legal_move(&next, interp) {
            '+'
        } else {
            '#'
        });
    }
    s
}

/// void-chess/11.1, 11.2, 11.3, 11.4: the clauses a move's notation (as [`format_san`] writes it) is
/// written by: the squares (11.1), the piece letter or its absence for a Pawn (11.2), `x`, `+`, `#` and
/// castling (11.3), `=` and a promotion letter (11.4).
pub fn notation_clauses(san: &str) -> Vec<Clause> {
    let castling = san.starts_with("O-O");
    let mut out = Vec::new();
    if !castling {
        out.extend([clause!("void-chess/11.1"), clause!("void-chess/11.2")]);
    }
    if castling || san.contains(['x', '+', '#']) {
        out.push(clause!("void-chess/11.3"));
    }
    if san.contains('=') {
        out.push(clause!("void-chess/11.4"));
    }
    out
}

/// The file, rank or square of origin needed to tell this move from another of the same kind of piece
/// to the same square (and, for Ministers, through the same square).
fn disambiguation(pos: &Position, mv: &Move, kind: Kind, interp: &VoidInterpretation) -> String {
    // Only the other pieces of that kind can be rivals: their moves alone are generated.
    let rivals: Vec<Move> =
        pseudo_legal_moves_of(pos, interp, |from, p| from != mv.from && p.kind == kind)
            .into_iter()
            .filter(|m| {
                m.to == mv.to
                    && m.via == mv.via
                    && m.promotion == mv.promotion
                    && is_legal(pos, m, interp)
            })
            .collect();
    if rivals.is_empty() {
        return String::new();
    }
    let name = BOARD.name(mv.from);
    let (file, rank) = name.split_at(1);
    if rivals
        .iter()
        .all(|m| BOARD.file(m.from) != BOARD.file(mv.from))
    {
        file.to_string()
    } else if rivals
        .iter()
        .all(|m| BOARD.rank(m.from) != BOARD.rank(mv.from))
    {
        rank.to_string()
    } else {
        name
    }
}

/// The legal move whose notation is `text` (`+`, `#`, `!` and `?` aside), found by reading the text
/// ([`read_san`]) rather than by writing the notation of every legal move and comparing, as
/// [`crate::core::rules::find_legal`] does: a piece of the side to move that the text can name is taken
/// when its move is legal and its own notation is `text`. No two legal moves share a notation
/// (void-chess/11.1), so it is the move `find_legal` finds; `None` sends the text on to it.
pub fn written_so(pos: &Position, text: &str, interp: &VoidInterpretation) -> Option<Move> {
    let bare = |s: &str| s.trim_end_matches(['+', '#', '!', '?']).to_string();
    let san = read_san(text)?;
    pos.pieces()
        .filter(|&(sq, p)| p.color == pos.side && san.may_name(sq, p.kind))
        .map(|(from, _)| Move {
            from,
            via: san.via,
            to: san.to,
            promotion: san.promotion,
        })
        .find(|mv| {
            super::s10_legality::legal(&mut crate::core::NoTrace, pos, mv, interp).is_ok()
                && bare(&format_san(pos, mv, interp)) == bare(text)
        })
}

/// What algebraic notation says of a move: the kind of piece, the file and rank of origin it gives, the
/// destination, a Minister's Step 1 square and the promotion.
pub struct SanParts {
    pub kind: Kind,
    pub file: Option<i32>,
    pub rank: Option<i32>,
    pub to: crate::core::Square,
    pub via: Option<crate::core::Square>,
    pub promotion: Option<Kind>,
}

impl SanParts {
    /// Whether a piece of kind `kind` on `sq` fits the kind and the origin written.
    pub fn may_name(&self, sq: crate::core::Square, kind: Kind) -> bool {
        kind == self.kind
            && self.file.is_none_or(|f| BOARD.file(sq) == f)
            && self.rank.is_none_or(|r| BOARD.rank(sq) == r)
    }
}

/// Reads the parts of algebraic notation: the piece letter (none for a Pawn), an optional file and rank of
/// origin, an optional `x`, the destination, a Minister's Step 1 square in parentheses, `=` and a promotion
/// letter, and any `+`/`#`. `None` when the text is not of that shape.
pub fn read_san(text: &str) -> Option<SanParts> {
    let body = text.trim_end_matches(['+', '#', '!', '?']);
    let (body, promotion) = match body.split_once('=') {
        Some((b, p)) => {
            let mut chars = p.chars();
            let kind = Kind::from_letter(chars.next()?)?;
            if chars.next().is_some() {
                return None;
            }
            (b, Some(kind))
        }
        None => (body, None),
    };
    let (body, via) = match body.strip_suffix(')').and_then(|b| b.split_once('(')) {
        Some((b, v)) => (b, Some(BOARD.parse(v).ok()?)),
        None => (body, None),
    };
    let (kind, rest) = match body.chars().next()? {
        c @ ('K' | 'Q' | 'R' | 'B' | 'N' | 'M') => (Kind::from_letter(c)?, &body[1..]),
        _ => (Kind::Pawn, body),
    };
    if rest.len() < 2 || !rest.is_ascii() {
        return None;
    }
    let to = BOARD.parse(&rest[rest.len() - 2..]).ok()?;
    let prefix = rest[..rest.len() - 2].trim_end_matches('x');
    let (mut file, mut rank) = (None, None);
    for c in prefix.chars() {
        match c {
            'a'..='i' if file.is_none() => file = Some(c as i32 - 'a' as i32),
            '1'..='9' if rank.is_none() => rank = Some(c as i32 - '1' as i32),
            _ => return None,
        }
    }
    Some(SanParts {
        kind,
        file,
        rank,
        to,
        via,
        promotion,
    })
}

/// Reads algebraic notation that names no legal move, to find the move meant, so that the rules can say why
/// it is refused: the parts [`read_san`] reads. `None` when the text is not of that shape or when not
/// exactly one piece of the side to move fits.
pub fn san_to_move(pos: &Position, text: &str) -> Option<Move> {
    let san = read_san(text)?;
    let (kind, file, to) = (san.kind, san.file, san.to);
    let color = pos.side;
    let mut candidates = pos
        .pieces()
        .filter(|&(sq, p)| p.color == color && san.may_name(sq, p.kind));
    let mut from = candidates.next()?.0;
    if candidates.next().is_some() {
        if kind != Kind::Pawn {
            return None;
        }
        // Several Pawns on the file: the nearest one behind the destination.
        let dir = super::s03_movement::forward(color) as i32;
        from = pos
            .pieces()
            .filter(|(sq, p)| {
                p.color == color
                    && p.kind == Kind::Pawn
                    && file.is_none_or(|f| BOARD.file(*sq) == f)
                    && (file.is_some() || BOARD.file(*sq) == BOARD.file(to))
                    && (BOARD.rank(to) - BOARD.rank(*sq)) * dir > 0
            })
            .min_by_key(|(sq, _)| (BOARD.rank(to) - BOARD.rank(*sq)).abs())?
            .0;
    }
    Some(Move {
        from,
        via: san.via,
        to,
        promotion: san.promotion,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::rules::find_legal;
    use crate::void_chess::s01_board::starting_position;
    use crate::void_chess::s10_legality::legal_moves;
    use crate::void_chess::VoidChess;

    /// [`written_so`] is a fast path of [`find_legal`]: along games of every kind of move (captures,
    /// Minister paths, the Janitor), the notation of every legal move reads through it as the move
    /// `find_legal` finds, and it reads most of them.
    #[test]
    fn written_so_reads_the_move_find_legal_finds() {
        let interp = VoidInterpretation::default();
        let (mut read, mut all) = (0, 0);
        for game in 0..6usize {
            let mut pos = starting_position();
            for ply in 0..50usize {
                let legal = legal_moves(&pos, &interp);
                if legal.is_empty() {
                    break;
                }
                for mv in &legal {
                    let san = format_san(&pos, mv, &interp);
                    assert_eq!(
                        find_legal(&VoidChess, &pos, &san, &interp),
                        Some(*mv),
                        "{san}"
                    );
                    if let Some(fast) = written_so(&pos, &san, &interp) {
                        assert_eq!(fast, *mv, "{san}");
                        read += 1;
                    }
                    all += 1;
                }
                let pick = &legal[(ply * (2 * game + 7) + game) % legal.len()];
                pos = simulate(&pos, pick, &interp, true).next;
            }
        }
        assert!(
            read * 10 > all * 9,
            "the fast path read {read} of {all} moves"
        );
    }
}
