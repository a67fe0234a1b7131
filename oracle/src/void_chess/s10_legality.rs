//! Article 10 — Move Legality and the Void Janitor Simulation: attacks, the simulation of a move with every
//! tile change and the Janitor, and the legal moves.

use super::interpretation::VoidInterpretation;
use super::s01_board::{next_player, Kind, Move, Piece, Position, BOARD};
use super::s02_tiles::{is_void, leave_square};
use super::s03_movement::{
    bishop_moves, forward, king_moves, knight_moves, pawn_moves, pawn_start_rank, queen_moves,
    rook_moves,
};
use super::s04_minister::{heal, minister_moves};
use super::s05_captures::make_capture_square_unstable;
use super::s06_janitor::{void_janitor, JanitorReport};
use super::s07_king::{in_check, must_move_the_king};
use super::s08_special::{
    castling_moves, castling_of, en_passant_capture_square, en_passant_square_after,
    update_castling_rights,
};
use crate::core::grid::{Step, ALL_EIGHT, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL};
use crate::core::{Color, Square};

fn distance(a: Square, b: Square) -> i32 {
    (BOARD.file(a) - BOARD.file(b))
        .abs()
        .max((BOARD.rank(a) - BOARD.rank(b)).abs())
}

/// void-chess/10.3: whether a piece of colour `by` could move to `target` by its pseudo-legal moves. Void tiles
/// block sliders and Knight landings (Article 3); a Minister reaches `target` in one step, or in two through an
/// empty square (void or not, 4.2), and is the only piece that may reach a void tile (2.4).
pub fn is_attacked(pos: &Position, target: Square, by: Color) -> bool {
    minister_attacks(pos, target, by)
        || (!is_void(pos, target)
            && (pawn_attacks(pos, target, by)
                || leaper_attacks(pos, target, by, &KNIGHT_LEAPS, Kind::Knight)
                || leaper_attacks(pos, target, by, &ALL_EIGHT, Kind::King)
                || slider_attacks(pos, target, by, &ORTHOGONAL, Kind::Rook)
                || slider_attacks(pos, target, by, &DIAGONAL, Kind::Bishop)))
}

/// void-chess/10.3, 8.1.4: whether an empty square the King would pass or land on when castling is attacked.
/// By default as [`is_attacked`] (a Pawn attacks diagonally, as in orthodox chess); under
/// `pawn-attack=pseudo-legal-moves` (register VC-10.3-pawn-attack) a Pawn attacks the empty squares it could
/// move to, its one- or two-square advance, and not its diagonals.
pub fn castling_square_attacked(
    pos: &Position,
    target: Square,
    by: Color,
    interp: &VoidInterpretation,
) -> bool {
    if !interp.pawns_attack_by_pseudo_legal_moves {
        return is_attacked(pos, target, by);
    }
    if minister_attacks(pos, target, by) {
        return true;
    }
    if is_void(pos, target) {
        return false;
    }
    leaper_attacks(pos, target, by, &KNIGHT_LEAPS, Kind::Knight)
        || leaper_attacks(pos, target, by, &ALL_EIGHT, Kind::King)
        || slider_attacks(pos, target, by, &ORTHOGONAL, Kind::Rook)
        || slider_attacks(pos, target, by, &DIAGONAL, Kind::Bishop)
        || pawn_advances_to(pos, target, by)
}

/// void-chess/3.6: a Pawn of `by` could advance onto the empty square `target` (one step, or two from its
/// starting rank over an empty, non-void square).
fn pawn_advances_to(pos: &Position, target: Square, by: Color) -> bool {
    let pawn = Some(Piece::new(by, Kind::Pawn));
    if pos.piece(target).is_some() || is_void(pos, target) {
        return false;
    }
    let back = -forward(by);
    let Some(one) = BOARD.offset(target, (0, back)) else {
        return false;
    };
    if pos.piece(one) == pawn {
        return true;
    }
    let Some(two) = BOARD.offset(one, (0, back)) else {
        return false;
    };
    pos.piece(one).is_none()
        && !is_void(pos, one)
        && pos.piece(two) == pawn
        && BOARD.rank(two) == pawn_start_rank(by)
}

/// void-chess/10.3 with 4.2: a Minister of `by` within two squares reaches `target`.
fn minister_attacks(pos: &Position, target: Square, by: Color) -> bool {
    let minister = Some(Piece::new(by, Kind::Minister));
    let (tf, tr) = (BOARD.file(target), BOARD.rank(target));
    for df in -2..=2 {
        for dr in -2..=2 {
            let Some(origin) = BOARD.square(tf + df, tr + dr) else {
                continue;
            };
            if origin == target || pos.piece(origin) != minister {
                continue;
            }
            if distance(origin, target) == 1 {
                return true;
            }
            // Two steps: through a square next to both, with no piece on it (4.2.2).
            let through_empty = ALL_EIGHT.iter().any(|&s| {
                BOARD
                    .offset(origin, s)
                    .is_some_and(|via| distance(via, target) == 1 && pos.piece(via).is_none())
            });
            if through_empty {
                return true;
            }
        }
    }
    false
}

/// void-chess/10.3 with 3.6: a Pawn attacks the two squares diagonally ahead of it.
fn pawn_attacks(pos: &Position, target: Square, by: Color) -> bool {
    let pawn = Some(Piece::new(by, Kind::Pawn));
    [-1, 1].iter().any(|&side| {
        BOARD
            .offset(target, (side, -forward(by)))
            .is_some_and(|from| pos.piece(from) == pawn)
    })
}

fn leaper_attacks(pos: &Position, target: Square, by: Color, steps: &[Step], kind: Kind) -> bool {
    let piece = Some(Piece::new(by, kind));
    steps.iter().any(|&s| {
        BOARD
            .offset(target, s)
            .is_some_and(|from| pos.piece(from) == piece)
    })
}

/// void-chess/10.3 with 2.4, 3.2-3.4: the first piece along each line, before any void tile, attacks if it
/// slides along that line (a Queen along any, a Rook along ranks and files, a Bishop along diagonals).
fn slider_attacks(pos: &Position, target: Square, by: Color, lines: &[Step], kind: Kind) -> bool {
    for &step in lines {
        let mut at = target;
        while let Some(sq) = BOARD.offset(at, step) {
            if is_void(pos, sq) {
                break;
            }
            if let Some(p) = pos.piece(sq) {
                if p.color == by && (p.kind == kind || p.kind == Kind::Queen) {
                    return true;
                }
                break;
            }
            at = sq;
        }
    }
    false
}

/// The result of simulating a move (void-chess/10.2).
#[derive(Clone, Debug)]
pub struct Simulation {
    pub next: Position,
    pub janitor: JanitorReport,
    pub captured: bool,
}

/// void-chess/10.2: executes `mv` (which must be a pseudo-legal move of the side to move) with every tile
/// change it makes (2.5, 4.6, 5.1-5.3), then, when `run_janitor`, the Void Janitor (6.1); then updates the
/// castling rights, the en passant square, the counters and the turn (1.7).
pub fn simulate(
    pos: &Position,
    mv: &Move,
    interp: &VoidInterpretation,
    run_janitor: bool,
) -> Simulation {
    let color = pos.side;
    let mut next = pos.clone();
    let Some(piece) = pos.piece(mv.from) else {
        // Not a move; the caller guarantees a piece. Nothing changes but the turn.
        next.side = next_player(color);
        return Simulation {
            next,
            janitor: JanitorReport::default(),
            captured: false,
        };
    };
    let castling = castling_of(pos, mv);
    let en_passant_victim = if piece.kind == Kind::Pawn {
        en_passant_capture_square(pos, mv.from, mv.to, color)
    } else {
        None
    };
    let captured = pos.piece(mv.to).is_some() || en_passant_victim.is_some();

    // The piece leaves its square: an unstable tile turns void at once (2.5).
    next.board[mv.from.index()] = None;
    leave_square(&mut next, mv.from);
    // A Minister's Step 1 heals the tile it steps on (4.6; register VC-4.6-heal-path).
    if let (Some(via), true) = (mv.via, interp.minister_heals_every_square) {
        heal(&mut next, via);
    }
    if let Some(victim) = en_passant_victim {
        next.board[victim.index()] = None; // 5.3: the captured Pawn is removed from its square.
    }
    let arriving = Piece::new(color, mv.promotion.unwrap_or(piece.kind));
    next.board[mv.to.index()] = Some(arriving);
    if piece.kind == Kind::Minister
        || (captured && arriving.kind == Kind::Minister && interp.promotion_capture_heals)
    {
        heal(&mut next, mv.to); // 4.6, 5.2
    } else if captured {
        make_capture_square_unstable(&mut next, mv.to); // 5.1, 5.3
    }
    let mut safe = [mv.to, mv.to];
    if let Some(c) = castling {
        let rook = next.board[c.rook_from.index()].take();
        leave_square(&mut next, c.rook_from);
        next.board[c.rook_to.index()] = rook;
        safe[1] = c.rook_to;
    }
    let janitor = if run_janitor {
        void_janitor(&mut next, color, &safe)
    } else {
        JanitorReport::default()
    };

    update_castling_rights(&mut next, mv);
    next.en_passant = en_passant_square_after(pos, mv);
    let resets = piece.kind == Kind::Pawn
        || captured
        || (interp.janitor_resets_thirty_move_count && janitor.destroyed > 0);
    next.halfmove = if resets {
        0
    } else {
        pos.halfmove.saturating_add(1)
    };
    if color == Color::Black {
        next.fullmove = next.fullmove.saturating_add(1);
    }
    next.side = next_player(color);
    Simulation {
        next,
        janitor,
        captured,
    }
}

/// void-chess/10.1: after the move and the Janitor, the mover's King still stands and is not in check.
pub fn king_safe_after(next: &Position, mover: Color) -> bool {
    match next.king_square(mover) {
        None => false,
        Some(_) => !in_check(next, mover),
    }
}

/// The moves the movement rules allow the side to move (Articles 3, 4, 8, and 7.2), before the King's safety
/// is considered.
pub fn pseudo_legal_moves(pos: &Position, interp: &VoidInterpretation) -> Vec<Move> {
    let color = pos.side;
    let king_only = must_move_the_king(pos);
    let mut out = Vec::with_capacity(64);
    for (sq, p) in pos.pieces() {
        if p.color != color || (king_only && p.kind != Kind::King) {
            continue;
        }
        match p.kind {
            Kind::King => {
                king_moves(pos, sq, color, &mut out);
                castling_moves(pos, color, interp, &mut out);
            }
            Kind::Queen => queen_moves(pos, sq, color, &mut out),
            Kind::Rook => rook_moves(pos, sq, color, &mut out),
            Kind::Bishop => bishop_moves(pos, sq, color, &mut out),
            Kind::Knight => knight_moves(pos, sq, color, &mut out),
            Kind::Minister => minister_moves(pos, sq, color, &mut out),
            Kind::Pawn => pawn_moves(pos, sq, color, &mut out),
        }
    }
    out
}

/// void-chess/10.1, 10.2: the legal moves with the position each leads to: every pseudo-legal move is
/// simulated with its tile changes and the Janitor, and kept when the mover's King is then safe.
pub fn legal_moves_and_positions(
    pos: &Position,
    interp: &VoidInterpretation,
) -> Vec<(Move, Position)> {
    pseudo_legal_moves(pos, interp)
        .into_iter()
        .filter_map(|mv| {
            let sim = simulate(pos, &mv, interp, true);
            king_safe_after(&sim.next, pos.side).then_some((mv, sim.next))
        })
        .collect()
}

/// void-chess/10.1: the legal moves.
pub fn legal_moves(pos: &Position, interp: &VoidInterpretation) -> Vec<Move> {
    pseudo_legal_moves(pos, interp)
        .into_iter()
        .filter(|mv| is_legal(pos, mv, interp))
        .collect()
}

/// void-chess/10.1: whether a pseudo-legal move is legal.
pub fn is_legal(pos: &Position, mv: &Move, interp: &VoidInterpretation) -> bool {
    king_safe_after(&simulate(pos, mv, interp, true).next, pos.side)
}

/// Whether the side to move has any legal move (stops at the first).
pub fn has_legal_move(pos: &Position, interp: &VoidInterpretation) -> bool {
    pseudo_legal_moves(pos, interp)
        .iter()
        .any(|mv| is_legal(pos, mv, interp))
}
