//! circular/13: Check and Checkmate. A King is in check when the opponent could capture it on the next move,
//! and no player may conclude a move that leaves his own King in check (13.1).
//!
//! That rule is the last check every move passes, so the legal moves are gathered here: each piece's
//! movement by the check of its section (5-12), the move made on a copy of the position (4.1, 4.2 and the
//! consequences of 10, 11 and 12), and the King's safety asked of the result. [`legal`] is the one chain of
//! checks a move passes: deciding a move text runs it, and the traced generation runs it on every candidate.

use super::interpretation::CircularInterpretation;
use super::s02_board::ring_is_complete;
use super::s02_board::{Direction, Space};
use super::s04_movement::{
    diagonal_step_open, lands, may_occupy, Kind, Move, MoveKind, MoveText, Mover, Piece, Position,
};
use super::s05_rook::{rook_destinations, rook_move};
use super::s06_bishop::{bishop_destinations, bishop_move};
use super::s07_queen::{queen_destinations, queen_move};
use super::s08_king::{king_destinations, king_move};
use super::s09_knight::{knight_destinations, knight_move, knight_sources};
use super::s10_pawn::{self, pawn_capture_spaces, pawn_move, pawn_moves};
use super::s11_castling::{self, castling_allowed, castling_moves, castling_side};
use super::s12_promotion::{self, promotion};
use crate::clause;
use crate::core::{refuse, require, Check, Clause, ClauseSink, Color, PieceKind};

/// The first piece met from `target` along direction `d` (a line is the same both ways).
fn first_piece_along(
    pos: &Position,
    target: Space,
    d: Direction,
    interp: &CircularInterpretation,
) -> Option<Piece> {
    let (mut at, mut dir) = (target, d);
    loop {
        if !diagonal_step_open(pos.board, at, dir, interp) {
            return None;
        }
        let (next, next_dir) = at.step(dir)?;
        if next == target || !may_occupy(pos.board, next) {
            return None;
        }
        if let Some(p) = pos.at(next) {
            return Some(p);
        }
        at = next;
        dir = next_dir;
    }
}

/// Whether a piece of `by` could capture on `target` (circular/13.1): along files and ranks (Rook, Queen),
/// along the diagonal arcs (Bishop, Queen), by a King's step, a Knight's leap or a Pawn's capture.
pub fn attacked_by(
    pos: &Position,
    target: Space,
    by: Color,
    interp: &CircularInterpretation,
) -> bool {
    let line = |dirs: &[Direction], kinds: [Kind; 2]| {
        dirs.iter().any(|&d| {
            first_piece_along(pos, target, d, interp)
                .is_some_and(|p| p.color == by && kinds.contains(&p.kind))
        })
    };
    if line(&Direction::FILE_AND_RANK, [Kind::Rook, Kind::Queen])
        || line(&Direction::DIAGONAL, [Kind::Bishop, Kind::Queen])
    {
        return true;
    }
    let holds = |s: Space, k: Kind| pos.at(s).is_some_and(|p| p.color == by && p.kind == k);
    if Direction::ALL.iter().any(|&d| {
        diagonal_step_open(pos.board, target, d, interp)
            && target.step(d).is_some_and(|(s, _)| holds(s, Kind::King))
    }) {
        return true;
    }
    if knight_sources(pos.board, interp.knights_and_voids)[target.index()]
        .iter()
        .any(|&s| holds(s, Kind::Knight))
    {
        return true;
    }
    Direction::DIAGONAL.iter().any(|&d| {
        let Some((s, _)) = target.step(d) else {
            return false;
        };
        match pos.at(s) {
            Some(p) if p.color == by && p.kind == Kind::Pawn => {
                pawn_capture_spaces(pos, p, s, interp).contains(&target)
            }
            _ => false,
        }
    })
}

/// circular/13.1: `color`'s King is in check.
pub fn in_check(pos: &Position, color: Color, interp: &CircularInterpretation) -> bool {
    pos.king(color)
        .is_some_and(|k| attacked_by(pos, k, color.opponent(), interp))
}

/// circular/4.1, circular/4.2: makes a move, final once made (register `CC-touch-move`): the piece goes to
/// its destination, an opposing piece there is captured, and the consequences of Castling (11.2), en
/// passant (10.5), promotion (12) and a Pawn crossing the center (10.1) follow; then the other player is
/// to move.
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

/// The clause a move of `kind` breaks when it would leave its own King in check.
fn own_king_clause(kind: Kind) -> Clause {
    match kind {
        Kind::Rook => clause!("circular/5.5"),
        Kind::Bishop => clause!("circular/6.3"),
        Kind::Queen => clause!("circular/7.1"),
        Kind::King => clause!("circular/8.3"),
        Kind::Knight => clause!("circular/9.3"),
        Kind::Pawn => clause!("circular/10.6"),
    }
}

/// The movement of `piece` on `m.from` to `to` by the check of its section (5-11), and the kind of move it
/// is: a King's two-space move on its first rank is Castling's (11), any other move of it the King's (8).
fn movement<S: ClauseSink + ?Sized>(
    sink: &mut S,
    m: Mover,
    piece: Piece,
    to: Space,
) -> Check<MoveKind> {
    let ordinary = |c: Check| c.map(|()| MoveKind::Ordinary);
    match piece.kind {
        Kind::Rook => ordinary(rook_move(sink, m, to)),
        Kind::Bishop => ordinary(bishop_move(sink, m, to)),
        Kind::Queen => ordinary(queen_move(sink, m, to)),
        Kind::Knight => ordinary(knight_move(sink, m, to)),
        Kind::Pawn => pawn_move(sink, m, to),
        Kind::King => match castling_side(m.from, to) {
            Some(side) if side.color == m.pos.to_move => {
                lands(sink, m, to)?;
                let by = m.pos.to_move.opponent();
                castling_allowed(sink, m.pos, side, |s| attacked_by(m.pos, s, by, m.interp))?;
                sink.yes(clause!("circular/11.1"));
                Ok(MoveKind::Castling)
            }
            _ => ordinary(king_move(sink, m, to)),
        },
    }
}

/// Every check a well-formed move must pass, in the order deciding reports them: both spaces on the
/// playing field (4.2), a piece of the player to move (4.1), the movement of its kind (5-11), the
/// promotion (12), and the player's own King not left in check (13.1, with each piece's clause). Yields
/// the move. A trace also hears the clauses of what the move does (a capture, the center crossed, the
/// Rook placed by Castling, en passant, the promotion).
pub fn legal<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mt: MoveText,
    interp: &CircularInterpretation,
) -> Check<Move> {
    let board = pos.board;
    // circular/2.1: the move goes between spaces of the board (a `Space` names one of them).
    sink.yes(clause!("circular/2.1"));
    for s in [mt.from, mt.to] {
        require(sink, !board.is_void(s), clause!("circular/4.2"), || {
            format!(
                "{s} is a void space of the {} board: no piece may occupy it",
                board.name()
            )
        })?;
    }
    let Some(piece) = pos.at(mt.from) else {
        return refuse(sink, clause!("circular/4.1"), || {
            format!("there is no piece on {} to move", mt.from)
        });
    };
    require(
        sink,
        piece.color == pos.to_move,
        clause!("circular/4.1"),
        || {
            format!(
                "the {} on {} is {}'s, and {} is to move",
                piece.kind.name(),
                mt.from,
                piece.color,
                pos.to_move
            )
        },
    )?;
    let kind = movement(sink, Mover::new(pos, mt.from, interp), piece, mt.to)?;
    let plain = Move {
        from: mt.from,
        to: mt.to,
        promotion: None,
        kind,
    };
    let mv = promotion(sink, piece, plain, mt.promotion, interp)?;
    require(
        sink,
        !leaves_own_king_in_check(pos, &mv, interp),
        own_king_clause(piece.kind),
        || {
            format!(
                "{}{} would leave {}'s King in check (13.1)",
                mt.from, mt.to, pos.to_move
            )
        },
    )?;
    sink.yes(clause!("circular/13.1"));
    Ok(mv)
}

/// Every move of the player to move that follows the movement rules of circular/5-12, before the rule that a
/// player may not leave his own King in check (circular/13.1).
pub fn movements(pos: &Position, interp: &CircularInterpretation) -> Vec<Move> {
    movements_of(pos, interp, |_, _| true)
}

/// [`movements`] of the pieces `of` says yes to, in the same order (the notation asks about the other
/// pieces of one kind only).
pub fn movements_of(
    pos: &Position,
    interp: &CircularInterpretation,
    of: impl Fn(Space, Piece) -> bool,
) -> Vec<Move> {
    let mut moves = Vec::with_capacity(48);
    let mut dests = Vec::with_capacity(40);
    for from in pos.board.spaces() {
        let Some(p) = pos.at(from) else { continue };
        if p.color != pos.to_move || !of(from, p) {
            continue;
        }
        piece_movements_into(pos, from, p, interp, &mut dests, &mut moves);
    }
    moves
}

/// The movements of the piece `p` on `from` (circular/5-12), each allowed by the check of its section,
/// appended to `moves`; `dests` is scratch.
fn piece_movements_into(
    pos: &Position,
    from: Space,
    p: Piece,
    interp: &CircularInterpretation,
    dests: &mut Vec<Space>,
    moves: &mut Vec<Move>,
) {
    dests.clear();
    let m = Mover::new(pos, from, interp);
    match p.kind {
        Kind::Rook => rook_destinations(m, dests),
        Kind::Bishop => bishop_destinations(m, dests),
        Kind::Queen => queen_destinations(m, dests),
        Kind::King => {
            king_destinations(m, dests);
            let by = pos.to_move.opponent();
            castling_moves(m, |s| attacked_by(pos, s, by, interp), moves);
        }
        Kind::Knight => knight_destinations(m, dests),
        Kind::Pawn => {
            pawn_moves(m, moves);
            return;
        }
    }
    moves.extend(dests.iter().map(|&to| Move::ordinary(from, to)));
}

/// Every legal move: the movements that do not leave the mover's own King in check (circular/13.1).
pub fn legal_moves(pos: &Position, interp: &CircularInterpretation) -> Vec<Move> {
    let mut moves = movements(pos, interp);
    moves.retain(|m| !leaves_own_king_in_check(pos, m, interp));
    moves
}

/// Whether the player to move has a legal move (circular/13.1): some movement does not leave his own King
/// in check. The movements after the first legal one are not looked at.
pub fn has_legal_move(pos: &Position, interp: &CircularInterpretation) -> bool {
    movements(pos, interp)
        .iter()
        .any(|m| !leaves_own_king_in_check(pos, m, interp))
}

/// The legal moves by the checks, every check reporting to `sink`: each movement of each piece of the
/// player to move (and, for a Rook or Queen on a complete ring, the move back to its own space, which
/// the ring's geometry would allow but 5.4 and 7.1 forbid), kept when [`legal`] says yes.
pub fn legal_moves_traced<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    interp: &CircularInterpretation,
) -> Vec<Move> {
    let mut out = Vec::with_capacity(48);
    let (mut dests, mut cands) = (Vec::with_capacity(40), Vec::with_capacity(48));
    for from in pos.board.spaces() {
        let Some(piece) = pos.at(from) else { continue };
        if piece.color != pos.to_move {
            continue;
        }
        cands.clear();
        piece_movements_into(pos, from, piece, interp, &mut dests, &mut cands);
        let mut texts: Vec<MoveText> = cands
            .iter()
            .map(|m| MoveText {
                from: m.from,
                to: m.to,
                promotion: m.promotion,
            })
            .collect();
        if matches!(piece.kind, Kind::Rook | Kind::Queen)
            && ring_is_complete(pos.board, from.ring())
        {
            texts.push(MoveText {
                from,
                to: from,
                promotion: None,
            });
        }
        for mt in texts {
            match legal(sink, pos, mt, interp) {
                Ok(mv) => {
                    out.push(mv);
                    sink.settle(true);
                }
                Err(_) => sink.settle(false),
            }
        }
    }
    out
}
