//! Article 11 — Notation: standard algebraic notation extended for the 9x9 board and the Minister, as the
//! oracle writes it (`notation.rs` reads it, with the coordinate form).

use super::interpretation::VoidInterpretation;
use super::s01_board::{Kind, Move, Position, BOARD};
use super::s07_king::in_check;
use super::s08_special::{castling_of, en_passant_capture_square};
use super::s10_legality::{has_legal_move, is_legal, pseudo_legal_moves_of, simulate};
use crate::clause;
use crate::core::Clause;
use crate::core::PieceKind;

/// void-chess/11.1, 11.2, 11.3, 11.4, with the documented extension for the Minister: piece letter (none for a Pawn),
/// disambiguation, `x` for a capture, the destination, for a Minister's two-step move its Step 1 square in
/// parentheses (`Me6(e5)`), `=` and the promotion letter, `+` for check and `#` for checkmate; castling `O-O`
/// and `O-O-O`. `mv` must be legal.
pub fn format_san(pos: &Position, mv: &Move, interp: &VoidInterpretation) -> String {
    let Some(piece) = pos.piece(mv.from) else {
        return [BOARD.name(mv.from), BOARD.name(mv.to)].concat();
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
