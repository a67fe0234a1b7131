//! Article 7 — Special Rules for the King: check (7.1), the King on an unstable tile (7.2, 7.3), never onto a
//! void tile (7.4, checked with the King's step in Article 3).
//!
//! Check is an attack on the King, and 10.3 says how attacks are computed: by the opponent's pseudo-legal
//! moves, void tiles blocking sliders and Knight landings. The rulebook states that computation in Article
//! 10 for check (7.1), castling (8.1) and the King's safety (10.1); it lives here, with the first rule that
//! asks, on the reach of Articles 3 and 4, so that Articles 8 and 10 read it from below. So does the
//! [`KingWatch`], an optimisation of 10.1 that Article 10's legal-move lists use.

use super::interpretation::VoidInterpretation;
use super::s01_board::{Kind, Move, Piece, Position, Tile, BOARD, LINES};
use super::s02_tiles::is_void;
use super::s03_movement::{distance, pawn_step, reach, PawnStep};
use super::s04_minister::reaches;
use crate::clause;
use crate::core::movement::attacked;
use crate::core::{require, Check, ClauseSink, Color, NoTrace, Square};

/// void-chess/7.1: a King is in check when an opponent's piece attacks it (attacks as void-chess/10.3 says).
pub fn in_check(pos: &Position, color: Color, interp: &VoidInterpretation) -> bool {
    pos.king_square(color)
        .is_some_and(|k| is_attacked(pos, k, color.opponent(), interp))
}

/// void-chess/10.3 with 7.2, under `attacks-under-7.2=apply` (register VC-10.3-attacks-under-7.2): when
/// `by`'s King stands on an unstable tile, its side's pseudo-legal moves are King moves only (7.2), so only
/// its King attacks. Under `ignore` (the default) every piece attacks as its movement allows.
pub fn only_the_king_attacks(pos: &Position, by: Color, interp: &VoidInterpretation) -> bool {
    interp.attacks_apply_7_2 && king_on_unstable_tile(pos, by)
}

/// void-chess/10.3: whether a piece of colour `by` could move to `target` by its pseudo-legal moves: the
/// reach of Article 3 read backwards from `target`, its lines passing empty squares that are not void
/// (2.4), no standard piece landing on a void tile; or a Minister's path of Article 4, the only one that
/// may reach a void tile (2.4). `pawns` says whether Pawns attack so (their diagonals, 3.6).
fn attacked_by(
    pos: &Position,
    target: Square,
    by: Color,
    interp: &VoidInterpretation,
    pawns: bool,
) -> bool {
    let king_only = only_the_king_attacks(pos, by, interp);
    let standard = !is_void(pos, target)
        && attacked(
            &LINES,
            target,
            |sq| pos.piece(sq).is_none() && !is_void(pos, sq),
            |sq| {
                pos.piece(sq)
                    .filter(|p| p.color == by)
                    .filter(|p| {
                        (pawns || p.kind != Kind::Pawn) && (!king_only || p.kind == Kind::King)
                    })
                    .map(|p| reach(p.kind, p.color))
            },
        );
    standard || (!king_only && minister_attacks(pos, target, by))
}

/// void-chess/10.3: whether a piece of colour `by` attacks `target` (see `attacked_by`).
pub fn is_attacked(pos: &Position, target: Square, by: Color, interp: &VoidInterpretation) -> bool {
    attacked_by(pos, target, by, interp, true)
}

/// void-chess/10.3 with 4.2: a Minister of `by` within two squares reaches `target` by its path.
fn minister_attacks(pos: &Position, target: Square, by: Color) -> bool {
    let minister = Some(Piece::new(by, Kind::Minister));
    let (tf, tr) = (BOARD.file(target), BOARD.rank(target));
    (-2..=2).any(|df| {
        (-2..=2).any(|dr| {
            BOARD.square(tf + df, tr + dr).is_some_and(|origin| {
                origin != target
                    && pos.piece(origin) == minister
                    && reaches(pos, by, origin, target)
            })
        })
    })
}

/// void-chess/10.3, 8.1.4: whether an empty square the King would pass or land on when castling is attacked.
/// By default as [`is_attacked`] (a Pawn attacks diagonally, as in orthodox chess); under
/// `pawn-attack=pseudo-legal-moves` (register VC-10.3-pawn-attack) a Pawn attacks the empty squares it could
/// move to, its one- or two-square advance (3.6), and not its diagonals.
pub fn castling_square_attacked(
    pos: &Position,
    target: Square,
    by: Color,
    interp: &VoidInterpretation,
) -> bool {
    if !interp.pawns_attack_by_pseudo_legal_moves || only_the_king_attacks(pos, by, interp) {
        return is_attacked(pos, target, by, interp);
    }
    attacked_by(pos, target, by, interp, false) || pawn_advances_to(pos, target, by)
}

/// void-chess/3.6: a Pawn of `by` could advance onto `target` (the Pawn's step of Article 3, from the
/// one or two squares behind it).
fn pawn_advances_to(pos: &Position, target: Square, by: Color) -> bool {
    let theirs = Position {
        side: by,
        ..pos.clone()
    };
    let pawn = Some(Piece::new(by, Kind::Pawn));
    let back = if by == Color::White { -1 } else { 1 };
    (1..=2).any(|n| {
        BOARD
            .square(BOARD.file(target), BOARD.rank(target) + n * back)
            .is_some_and(|from| {
                pos.piece(from) == pawn
                    && pawn_step(&mut NoTrace, &theirs, &Move::new(from, target))
                        == Ok(PawnStep::Advance)
            })
    })
}

/// void-chess/7.2: whether `color`'s King stands on an unstable tile.
pub fn king_on_unstable_tile(pos: &Position, color: Color) -> bool {
    pos.king_square(color)
        .is_some_and(|k| pos.tile(k) == Tile::Unstable)
}

/// void-chess/7.2: with its King on an unstable tile at the start of its turn, a player must move the King;
/// no other piece may move.
pub fn must_move_the_king(pos: &Position) -> bool {
    king_on_unstable_tile(pos, pos.side)
}

/// void-chess/7.2: the check of a piece about to move, `king_must_move` being [`must_move_the_king`].
pub fn only_the_king_may_move<S: ClauseSink + ?Sized>(
    sink: &mut S,
    king_must_move: bool,
    piece: Piece,
) -> Check {
    require(
        sink,
        !king_must_move || piece.kind == Kind::King,
        clause!("void-chess/7.2"),
        || {
            "the King stands on an unstable tile at the start of the turn: only the King may move"
                .into()
        },
    )
}

/// void-chess/7.3, 6.4, 9.2: the King stands on an unstable tile and has no legal move to escape; the Janitor will
/// destroy it at the end of the turn (6.4, 9.2), and its side loses.
pub fn king_stranded_on_unstable_tile(pos: &Position, has_legal_move: bool) -> bool {
    must_move_the_king(pos) && !has_legal_move
}

/// An optimisation of void-chess/10.1, not a rule: what a position tells, once, about the moves that
/// cannot leave the mover's King in check, so that those need no simulation (10.2) and no attack test
/// (10.3). The answer is always the rule's: [`KingWatch::cannot_expose`] says yes only when the full
/// simulation would say the King is safe, and `tests/properties_void_chess.rs` checks that the legal
/// moves with and without it are the same over random games under every switch.
///
/// The reasoning: when the mover's King stands, is not in check and is not on an unstable tile, a move
/// changes the attacks on the King's square only by what it changes on the board. A move that is not
/// the King's (castling included), that takes no Pawn en passant (5.3 empties a second square) and no
/// King, fills or changes only its arrival square, which then holds the mover, empties `from` (which
/// may turn void, 2.5: that blocks lines, it opens none) and, for a Minister under
/// `minister-heals=every-square`, heals its Step 1 square (4.6): a void tile healed opens its square
/// to lines (2.4). An opened square lets an attack through only when it lies on a line from the King to
/// an opponent's piece that slides along it, with nothing else between (2.4, 3.2-3.4, 10.3), or next to
/// the King with an opponent's Minister within two squares of it (a Step 1 square, 4.2.2; emptying it
/// matters, healing it does not, as a Minister passes void tiles). The Void Janitor (6.2) then destroys
/// the mover's other non-Minister pieces on unstable tiles, and each leaves an empty void tile (6.2.2):
/// a line through it stays closed (void blocks it, as the piece did), no Knight, Pawn or King attack
/// depends on it, and only a Minister's Step 1 square next to the King opens; so the watch clears
/// nothing when such a piece stands next to the King with an opponent's Minister within two squares.
pub struct KingWatch {
    /// The mover's King's square, when the reasoning above applies to the position.
    king: Option<Square>,
    /// Whether an opponent's Minister stands within two squares of the King (it may attack the King in
    /// two steps through an emptied square next to it, 4.2.2).
    minister_near: bool,
}

impl KingWatch {
    /// The watch of `pos` for the side to move.
    pub fn of(pos: &Position, interp: &VoidInterpretation) -> KingWatch {
        let side = pos.side;
        let none = KingWatch {
            king: None,
            minister_near: false,
        };
        let Some(king) = pos.king_square(side) else {
            return none;
        };
        if pos.tile(king) == Tile::Unstable || is_attacked(pos, king, side.opponent(), interp) {
            return none;
        }
        let (mut minister_near, mut destroyed_near) = (false, false);
        for (sq, piece) in pos.pieces() {
            if piece.color != side && piece.kind == Kind::Minister {
                minister_near |= distance(sq, king) <= 2;
            }
            if piece.color == side && piece.kind != Kind::Minister && pos.tile(sq) == Tile::Unstable
            {
                destroyed_near |= distance(sq, king) <= 1;
            }
        }
        if minister_near && destroyed_near {
            return none;
        }
        KingWatch {
            king: Some(king),
            minister_near,
        }
    }

    /// Whether the pseudo-legal move `mv` of `piece` certainly leaves the mover's King safe (see
    /// [`KingWatch`]); no means only "ask the rule".
    pub fn cannot_expose(
        &self,
        pos: &Position,
        mv: &Move,
        piece: Piece,
        interp: &VoidInterpretation,
    ) -> bool {
        let Some(king) = self.king else {
            return false;
        };
        if piece.kind == Kind::King {
            return false;
        }
        if pos.piece(mv.to).is_some_and(|p| p.kind == Kind::King) {
            return false;
        }
        // A Pawn's move onto the en passant square is en passant (8.2: no Pawn advances onto it), which
        // empties a second square (5.3).
        if piece.kind == Kind::Pawn && pos.en_passant == Some(mv.to) {
            return false;
        }
        // The squares the move opens: `from`, and a void Step 1 square a Minister heals (4.6).
        let healed = mv
            .via
            .filter(|&via| interp.minister_heals_every_square && is_void(pos, via));
        let opened = [Some(mv.from), healed];
        opened
            .into_iter()
            .flatten()
            .all(|sq| self.opens_nothing(pos, king, sq, &opened))
    }

    /// Whether emptying (or healing) `sq`, with the other `opened` squares, leaves every attack on the
    /// King as it was.
    fn opens_nothing(
        &self,
        pos: &Position,
        king: Square,
        sq: Square,
        opened: &[Option<Square>; 2],
    ) -> bool {
        let (df, dr) = (
            BOARD.file(sq) - BOARD.file(king),
            BOARD.rank(sq) - BOARD.rank(king),
        );
        if df != 0 && dr != 0 && df.abs() != dr.abs() {
            return true; // off every line through the King
        }
        if self.minister_near && df.abs() <= 1 && dr.abs() <= 1 {
            return false; // a Minister's Step 1 square next to the King (4.2.2) may open
        }
        // On one line with the King: safe unless the first piece or void tile along it, seen from the
        // King and passing the opened squares, is an opponent's piece that slides along that line (2.4,
        // 3.2-3.4).
        let step = (df.signum() as i8, dr.signum() as i8);
        let diagonal = df != 0 && dr != 0;
        for on in BOARD.ray(king, step) {
            if opened.contains(&Some(on)) {
                continue;
            }
            if is_void(pos, on) {
                return true;
            }
            if let Some(p) = pos.piece(on) {
                let slides_here = p.kind == Kind::Queen
                    || p.kind == if diagonal { Kind::Bishop } else { Kind::Rook };
                return p.color == pos.side || !slides_here;
            }
        }
        true
    }
}
