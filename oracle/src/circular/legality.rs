//! The top layer of the rules: every movement of circular/5-12 gathered, the legal ones (circular/13.1), and
//! how a move is made with all its consequences (circular/4.1, 4.3, 10, 11, 12). The section files below
//! know nothing of this one.

use super::interpretation::CircularInterpretation;
use super::s04_movement::{Kind, Move, MoveKind, Position};
use super::s13_check::in_check;
use super::{
    s05_rook, s06_bishop, s07_queen, s08_king, s09_knight, s10_pawn, s11_castling, s12_promotion,
};
use crate::core::Color;

/// Every move of the player to move that follows the movement rules of circular/5-12, before the rule that a
/// player may not leave his own King in check (circular/13.1).
pub fn movements(pos: &Position, interp: &CircularInterpretation) -> Vec<Move> {
    let mut moves = Vec::with_capacity(48);
    let mut dests = Vec::with_capacity(40);
    for from in pos.board.spaces() {
        let Some(p) = pos.at(from) else { continue };
        if p.color != pos.to_move {
            continue;
        }
        dests.clear();
        match p.kind {
            Kind::Rook => s05_rook::rook_destinations(pos, from, interp, &mut dests),
            Kind::Bishop => s06_bishop::bishop_destinations(pos, from, interp, &mut dests),
            Kind::Queen => s07_queen::queen_destinations(pos, from, interp, &mut dests),
            Kind::King => {
                s08_king::king_destinations(pos, from, interp, &mut dests);
                s11_castling::castling_moves(pos, from, interp, &mut moves);
            }
            Kind::Knight => s09_knight::knight_destinations(pos, from, interp, &mut dests),
            Kind::Pawn => {
                s10_pawn::pawn_moves(pos, from, interp, &mut moves);
                continue;
            }
        }
        moves.extend(dests.iter().map(|&to| Move::ordinary(from, to)));
    }
    moves
}

/// Every legal move: the movements that do not leave the mover's own King in check (circular/13.1).
pub fn legal_moves(pos: &Position, interp: &CircularInterpretation) -> Vec<Move> {
    let mut moves = movements(pos, interp);
    moves.retain(|m| !leaves_own_king_in_check(pos, m, interp));
    moves
}

/// circular/4.1, circular/4.3: makes a move, final once made (register `CC-touch-move`): the piece goes to its destination, an opposing piece there is captured, and
/// the consequences of Castling, en passant, promotion and a Pawn crossing the center follow; then the other
/// player is to move.
pub fn make_move(pos: &Position, m: &Move) -> Position {
    let mut next = pos.clone();
    let Some(mut piece) = pos.at(m.from) else {
        return next;
    };
    let captured = pos.at(m.to).is_some() || m.kind == MoveKind::EnPassant;
    next.spaces[m.from.index()] = None;
    if piece.kind == Kind::Pawn {
        piece.crossed = s10_pawn::crossed_after(piece, m);
        if m.kind == MoveKind::EnPassant {
            if let Some(victim) = s10_pawn::en_passant_victim(m.to) {
                next.spaces[victim.index()] = None;
            }
        }
        if let Some(kind) = m.promotion {
            piece = s12_promotion::promoted(piece, kind);
        }
    }
    next.spaces[m.to.index()] = Some(piece);
    if m.kind == MoveKind::Castling {
        s11_castling::place_rook(&mut next, m);
    }
    s11_castling::update_rights(&mut next.castling, m);
    next.en_passant = if m.kind == MoveKind::TwoSpaces {
        s10_pawn::space_passed_over(m)
    } else {
        None
    };
    next.halfmove_clock = if captured || pos.at(m.from).is_some_and(|p| p.kind == Kind::Pawn) {
        0
    } else {
        pos.halfmove_clock.saturating_add(1)
    };
    if pos.to_move == Color::Black {
        next.fullmove_number = pos.fullmove_number.saturating_add(1);
    }
    next.to_move = pos.to_move.opponent();
    next
}

/// circular/13.1: a player may not conclude a move that leaves his own King in check.
pub fn leaves_own_king_in_check(pos: &Position, m: &Move, interp: &CircularInterpretation) -> bool {
    in_check(&make_move(pos, m), pos.to_move, interp)
}
