//! Article 8 — Castling, En Passant, and Pawn Promotion.

use super::interpretation::VoidInterpretation;
use super::s01_board::{home_rank, Kind, Move, Piece, Position, BOARD};
use super::s02_tiles::{is_void, leave_square};
use super::s03_movement::forward;
use super::s07_king::king_on_unstable_tile;
use super::s07_king::{castling_square_attacked, in_check};
use crate::clause;
use crate::core::{refuse, require, Check, ClauseSink, Color, NoTrace, Square};

/// The squares one castling uses (void-chess/8.1.5, 8.1.6).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Castling {
    pub kingside: bool,
    pub king_from: Square,
    pub king_to: Square,
    pub rook_from: Square,
    /// The square the King passes through, where the Rook lands.
    pub rook_to: Square,
}

fn on_home_rank(color: Color, file: i32) -> Square {
    BOARD
        .square(file, home_rank(color))
        .expect("files a-i are on the board")
}

/// void-chess/8.1.5, 8.1.6: Rooks on files a and i; kingside the King goes e->g and the Rook i->f,
/// queenside the King goes e->c and the Rook a->d (the square the King passed through).
pub fn castling(color: Color, kingside: bool) -> Castling {
    let (king_to, rook_from, rook_to) = if kingside { (6, 8, 5) } else { (2, 0, 3) };
    Castling {
        kingside,
        king_from: on_home_rank(color, 4),
        king_to: on_home_rank(color, king_to),
        rook_from: on_home_rank(color, rook_from),
        rook_to: on_home_rank(color, rook_to),
    }
}

/// void-chess/8.1, 8.1.5, 8.1.6: castling's Rook moves to the square the King passed through (leaving its
/// tile as any piece does, 2.5); each clause reported to `sink`. Yields the Rook's square.
pub fn move_the_rook<S: ClauseSink + ?Sized>(
    pos: &mut Position,
    c: &Castling,
    sink: &mut S,
) -> Square {
    for clause in [
        clause!("void-chess/8.1"),
        clause!("void-chess/8.1.5"),
        clause!("void-chess/8.1.6"),
    ] {
        sink.yes(clause);
    }
    let rook = pos.board[c.rook_from.index()].take();
    leave_square(pos, c.rook_from, &mut NoTrace);
    pos.board[c.rook_to.index()] = rook;
    c.rook_to
}

/// The castling a move of the King from its home square two files along its rank is, if it is one.
pub fn castling_of(pos: &Position, mv: &Move) -> Option<Castling> {
    let piece = pos.piece(mv.from)?;
    if piece.kind != Kind::King || mv.via.is_some() || mv.promotion.is_some() {
        return None;
    }
    [true, false]
        .into_iter()
        .map(|kingside| castling(piece.color, kingside))
        .find(|c| c.king_from == mv.from && c.king_to == mv.to)
}

/// The squares strictly between the King and the Rook (void-chess/8.1.2).
fn squares_between(c: &Castling) -> impl Iterator<Item = Square> {
    let (a, b) = (BOARD.file(c.king_from), BOARD.file(c.rook_from));
    let rank = BOARD.rank(c.king_from);
    (a.min(b) + 1..a.max(b)).map(move |f| BOARD.square(f, rank).expect("on the board"))
}

/// void-chess/8.1: `color` may castle on this side now: the King and that Rook have not moved (8.1.1), the
/// King does not stand on an unstable tile (7.2, switch `unstable-king-castling`), the squares between them
/// are empty and not void (8.1.2), the King is not in check (8.1.3), and the squares it passes and lands on
/// are not attacked (8.1.4).
pub fn castling_allowed<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    color: Color,
    kingside: bool,
    interp: &VoidInterpretation,
) -> Check {
    let c = castling(color, kingside);
    let side = if kingside { "kingside" } else { "queenside" };
    // 8.1.1: neither the King nor that Rook has moved (the rights record it).
    require(
        sink,
        pos.castling.get(color, kingside)
            && pos.piece(c.king_from) == Some(Piece::new(color, Kind::King))
            && pos.piece(c.rook_from) == Some(Piece::new(color, Kind::Rook)),
        clause!("void-chess/8.1.1"),
        || format!("{color} may not castle {side}: the King or that Rook has moved"),
    )?;
    // 7.2: a King on an unstable tile must step off it; castling is not such a step (register VC-7.2).
    require(
        sink,
        interp.unstable_king_may_castle || !king_on_unstable_tile(pos, color),
        clause!("void-chess/7.2"),
        || {
            "the King stands on an unstable tile and must step off it; castling is not allowed"
                .into()
        },
    )?;
    // 8.1.2: every square between King and Rook empty and not void.
    for sq in squares_between(&c) {
        require(sink, !is_void(pos, sq), clause!("void-chess/8.1.2"), || {
            format!(
                "{color} may not castle {side}: {} between King and Rook is a void tile",
                BOARD.name(sq)
            )
        })?;
        require(
            sink,
            pos.piece(sq).is_none(),
            clause!("void-chess/8.1.2"),
            || {
                format!(
                    "{color} may not castle {side}: {} between King and Rook is occupied",
                    BOARD.name(sq)
                )
            },
        )?;
    }
    // 8.1.3: not out of check.
    require(
        sink,
        !in_check(pos, color, interp),
        clause!("void-chess/8.1.3"),
        || format!("{color} may not castle while in check"),
    )?;
    // 8.1.4: the square passed through and the square landed on not attacked.
    for sq in [c.rook_to, c.king_to] {
        require(
            sink,
            !castling_square_attacked(pos, sq, color.opponent(), interp),
            clause!("void-chess/8.1.4"),
            || {
                format!(
                    "{color} may not castle {side}: the King would pass or land on {}, which is attacked",
                    BOARD.name(sq)
                )
            },
        )?;
    }
    Ok(())
}

/// void-chess/8.2 (with 3.6): a Pawn's diagonal step onto an empty square is an en passant capture, allowed
/// only on the turn right after the enemy Pawn's two-square advance; otherwise a Pawn moves diagonally
/// only to capture.
pub fn en_passant<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, mv: &Move) -> Check {
    let color = pos.side;
    if en_passant_capture_square(pos, mv.from, mv.to, color).is_some() {
        return require(sink, true, clause!("void-chess/8.2"), String::new);
    }
    let beside = BOARD.square(BOARD.file(mv.to), BOARD.rank(mv.from));
    let enemy_pawn_beside = beside
        .and_then(|b| pos.piece(b))
        .is_some_and(|p| p.color != color && p.kind == Kind::Pawn);
    if enemy_pawn_beside {
        refuse(sink, clause!("void-chess/8.2"), || {
            "en passant is allowed only on the turn right after the enemy Pawn's two-square advance"
                .into()
        })
    } else {
        refuse(sink, clause!("void-chess/3.6"), || {
            format!(
                "a Pawn moves diagonally only to capture, and {} is empty",
                BOARD.name(mv.to)
            )
        })
    }
}

/// void-chess/8.3: only a Pawn is promoted (a move names a `promotion` choice only for a Pawn).
pub fn only_a_pawn_promotes<S: ClauseSink + ?Sized>(
    sink: &mut S,
    promotion: Option<Kind>,
    piece: Piece,
) -> Check {
    require(
        sink,
        promotion.is_none() || piece.kind == Kind::Pawn,
        clause!("void-chess/8.3"),
        || "only a Pawn is promoted".into(),
    )
}

/// void-chess/8.3: a Pawn reaching the opponent's back rank must be promoted, to a Queen, Rook, Bishop,
/// Knight or Minister, and is promoted nowhere else.
pub fn promotion<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, mv: &Move) -> Check {
    let promotes = BOARD.rank(mv.to) == promotion_rank(pos.side);
    let c83 = clause!("void-chess/8.3");
    require(sink, !promotes || mv.promotion.is_some(), c83, || {
        "a Pawn reaching the last rank must be promoted (add q, r, b, n or m)".into()
    })?;
    require(sink, promotes || mv.promotion.is_none(), c83, || {
        "a Pawn is promoted only on reaching the opponent's back rank".into()
    })?;
    require(
        sink,
        mv.promotion
            .is_none_or(|k| promotion_choices().contains(&k)),
        c83,
        || "a Pawn promotes to a Queen, Rook, Bishop, Knight or Minister only".into(),
    )
}

/// void-chess/8.1.1: a right is lost once the King or that Rook moves or is removed (captured or destroyed).
pub fn update_castling_rights(pos: &mut Position, mv: &Move) {
    for color in Color::BOTH {
        for kingside in [true, false] {
            let c = castling(color, kingside);
            let touched = [mv.from, mv.to]
                .iter()
                .any(|s| *s == c.king_from || *s == c.rook_from);
            let in_place = pos.piece(c.king_from) == Some(Piece::new(color, Kind::King))
                && pos.piece(c.rook_from) == Some(Piece::new(color, Kind::Rook));
            if touched || !in_place {
                pos.castling.set(color, kingside, false);
            }
        }
    }
}

/// void-chess/8.2: after a Pawn's two-square advance, the square it passed over (where an opposing Pawn may
/// capture it en passant on the very next turn only).
pub fn en_passant_square_after(pos: &Position, mv: &Move) -> Option<Square> {
    let piece = pos.piece(mv.from)?;
    if piece.kind != Kind::Pawn || (BOARD.rank(mv.to) - BOARD.rank(mv.from)).abs() != 2 {
        return None;
    }
    BOARD.offset(mv.from, (0, forward(piece.color)))
}

/// void-chess/8.2, 5.3: if a Pawn of `color` on `from` going diagonally to `to` captures en passant, the
/// square of the Pawn it captures.
pub fn en_passant_capture_square(
    pos: &Position,
    from: Square,
    to: Square,
    color: Color,
) -> Option<Square> {
    if pos.en_passant != Some(to) || pos.piece(to).is_some() {
        return None;
    }
    if BOARD.rank(to) - BOARD.rank(from) != forward(color) as i32
        || (BOARD.file(to) - BOARD.file(from)).abs() != 1
    {
        return None;
    }
    let victim = BOARD.square(BOARD.file(to), BOARD.rank(from))?;
    (pos.piece(victim) == Some(Piece::new(color.opponent(), Kind::Pawn))).then_some(victim)
}

/// void-chess/8.3: the rank (from 0) where a colour's Pawns promote: 9 for White, 1 for Black.
pub fn promotion_rank(color: Color) -> i32 {
    match color {
        Color::White => 8,
        Color::Black => 0,
    }
}

/// void-chess/8.3: a Pawn promotes to a Queen, Rook, Bishop, Knight or Minister; never a King.
pub fn promotion_choices() -> [Kind; 5] {
    [
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
        Kind::Minister,
    ]
}

/// void-chess/8.1.5: the candidate castlings of a King on `from`: the King's move two squares toward
/// either Rook, from its home square.
pub fn castling_candidates(color: Color, from: Square, out: &mut Vec<Move>) {
    for kingside in [true, false] {
        let c = castling(color, kingside);
        if c.king_from == from {
            out.push(Move::new(c.king_from, c.king_to));
        }
    }
}

/// void-chess/8.3: the candidate moves `out[start..]` of a Pawn of `color` on `from`, each move onto the
/// last rank made once for each promotion choice (only a Pawn one rank short of it reaches it).
#[inline]
pub fn with_promotion_choices(color: Color, from: Square, out: &mut Vec<Move>, start: usize) {
    if BOARD.rank(from) + forward(color) as i32 != promotion_rank(color) {
        return;
    }
    for i in start..out.len() {
        if BOARD.rank(out[i].to) == promotion_rank(color) {
            let [first, rest @ ..] = promotion_choices();
            out[i].promotion = Some(first);
            let mv = out[i];
            out.extend(rest.map(|kind| Move {
                promotion: Some(kind),
                ..mv
            }));
        }
    }
}
