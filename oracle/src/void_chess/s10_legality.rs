//! Article 10 — Move Legality and the Void Janitor Simulation: the simulation of a move with every tile
//! change and the Janitor (10.2), the checks every move must pass (10.1), and the legal moves. Attacks
//! (10.3) are computed with check, in Article 7 ([`super::s07_king::is_attacked`]), from the reach of
//! Articles 3 and 4.
//!
//! This is the top of the rulebook: generation enumerates each piece's candidate moves and keeps those
//! on which every check says yes ([`legal`]); deciding one move text runs [`legal`] on that one move and
//! reports the first check that says no. The rules of each piece's movement are written once, in their
//! Article's file, as checks both run; the lists that a [`KingWatch`] spares the simulation are tested
//! against the rule run on every candidate (`tests/properties_void_chess.rs`).

use super::interpretation::VoidInterpretation;
use super::s01_board::Tile;
use super::s01_board::{next_player, piece_to_move, Kind, Move, Piece, Position, BOARD};
use super::s02_tiles::{landing_clauses, leave_square};
use super::s03_movement::{
    king_step, knight_leap, pawn_step, slide, standard_candidates, PawnStep,
};
use super::s04_minister::{
    heal, minister_path, minister_paths, not_walled_in, two_steps_only_for_the_minister,
};
use super::s05_captures::make_capture_square_unstable;
use super::s06_janitor::void_janitor;
use super::s07_king::{
    in_check, is_attacked, must_move_the_king, only_the_king_may_move, KingWatch,
};
use super::s08_special::{
    castling_allowed, castling_candidates, castling_of, en_passant, en_passant_capture_square,
    en_passant_square_after, move_the_rook, only_a_pawn_promotes, promotion,
    update_castling_rights, with_promotion_choices,
};
use crate::clause;
use crate::core::{effect, refuse, require, Check, ClauseSink, Color, NoTrace, Square};

/// The result of simulating a move (void-chess/10.2).
#[derive(Clone, Debug)]
pub struct Simulation {
    pub next: Position,
    /// How many pieces the Janitor destroyed (void-chess/6.3: possibly several).
    pub destroyed: u32,
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
    simulate_traced(pos, mv, interp, run_janitor, &mut NoTrace)
}

/// [`simulate`], reporting to `sink` the clause of each tile change and Janitor action that took place
/// (the clause trace of a move's effects; see [`crate::core::Rules::play_traced`]).
pub fn simulate_traced<S: ClauseSink + ?Sized>(
    pos: &Position,
    mv: &Move,
    interp: &VoidInterpretation,
    run_janitor: bool,
    sink: &mut S,
) -> Simulation {
    let color = pos.side;
    let mut next = pos.clone();
    let Some(piece) = pos.piece(mv.from) else {
        // Not a move; the caller guarantees a piece. Nothing changes but the turn.
        next.side = next_player(color);
        return Simulation { next, destroyed: 0 };
    };
    let castling = castling_of(pos, mv);
    let en_passant_victim = (piece.kind == Kind::Pawn)
        .then(|| en_passant_capture_square(pos, mv.from, mv.to, color))
        .flatten();
    let captured = pos.piece(mv.to).is_some() || en_passant_victim.is_some();

    // The piece leaves its square: an unstable tile turns void at once (2.5).
    next.board[mv.from.index()] = None;
    leave_square(&mut next, mv.from, sink);
    // A Minister's Step 1 heals the tile it steps on (4.6; register VC-4.6-heal-path).
    if let (Some(via), true) = (mv.via, interp.minister_heals_every_square) {
        heal(&mut next, via, sink);
    }
    if let Some(victim) = en_passant_victim {
        sink.yes(clause!("void-chess/5.3"));
        next.board[victim.index()] = None; // 5.3: the captured Pawn is removed from its square.
    }
    let arriving = Piece::new(color, mv.promotion.unwrap_or(piece.kind));
    next.board[mv.to.index()] = Some(arriving);
    if piece.kind == Kind::Minister
        || (captured && arriving.kind == Kind::Minister && interp.promotion_capture_heals)
    {
        effect(sink, captured, clause!("void-chess/5.2"));
        heal(&mut next, mv.to, sink); // 4.6, 5.2
    } else if captured {
        make_capture_square_unstable(&mut next, mv.to, sink); // 5.1, 5.3
    }
    let rook = castling.map(|c| move_the_rook(&mut next, &c, sink));
    let safe = [mv.to, rook.unwrap_or(mv.to)];
    let destroyed = run_janitor.then(|| void_janitor(&mut next, color, &safe, sink));
    let destroyed = destroyed.unwrap_or(0);

    update_castling_rights(&mut next, mv);
    next.en_passant = en_passant_square_after(pos, mv);
    // 9.6: the half-moves without a pawn move or capture (register VC-9.6-janitor).
    let resets = piece.kind == Kind::Pawn
        || captured
        || (interp.janitor_resets_thirty_move_count && destroyed > 0);
    next.halfmove = if resets {
        0
    } else {
        pos.halfmove.saturating_add(1)
    };
    if color == Color::Black {
        next.fullmove = next.fullmove.saturating_add(1);
    }
    next.side = next_player(color);
    Simulation { next, destroyed }
}

/// void-chess/10.1: after the move and the Janitor, the mover's King still stands and is not in check.
pub fn king_safe_after(next: &Position, mover: Color, interp: &VoidInterpretation) -> bool {
    // Not in check (7.1): the King's square is not attacked.
    next.king_square(mover)
        .is_some_and(|king| !is_attacked(next, king, mover.opponent(), interp))
}

/// void-chess/1.7, 4.2, 7.2, 8.3, and the movement of Articles 3, 4 and 8: the checks of a move before the
/// King's safety, in the order deciding reports them. Generation runs the same checks on its candidates
/// (see `pseudo_legal_moves_with`); the shape checks (a piece of the side to move, a move that moves,
/// a Step 1 square only for a Minister, a promotion only for a Pawn) hold for every candidate it makes.
pub fn movement_allowed<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mv: &Move,
    interp: &VoidInterpretation,
) -> Check<Piece> {
    let piece = piece_to_move(sink, pos, mv)?;
    only_the_king_may_move(sink, must_move_the_king(pos), piece)?;
    two_steps_only_for_the_minister(sink, mv, piece)?;
    only_a_pawn_promotes(sink, mv.promotion, piece)?;
    if piece.kind == Kind::Minister {
        not_walled_in(sink, pos, mv.from)?;
    }
    movement(sink, pos, mv, piece, interp)?;
    Ok(piece)
}

/// The movement of `piece` (Articles 3, 4 and 8), once the piece may move at all.
fn movement<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mv: &Move,
    piece: Piece,
    interp: &VoidInterpretation,
) -> Check {
    match piece.kind {
        Kind::King => match castling_of(pos, mv) {
            Some(c) => castling_allowed(sink, pos, piece.color, c.kingside, interp),
            None => king_step(sink, pos, mv),
        },
        Kind::Queen | Kind::Rook | Kind::Bishop => slide(sink, pos, mv, piece.kind),
        Kind::Knight => knight_leap(sink, pos, mv),
        Kind::Minister => minister_path(sink, pos, pos.side, mv),
        Kind::Pawn => {
            if pawn_step(sink, pos, mv)? == PawnStep::DiagonalOntoEmpty {
                en_passant(sink, pos, mv)?;
            }
            promotion(sink, pos, mv)
        }
    }?;
    if pos.tile(mv.to) == Tile::Normal {
        sink.yes(clause!("void-chess/2.2")); // a normal tile is an ordinary square to land on
    }
    if piece.kind != Kind::Minister {
        // 3.0, 2.4: a standard piece's move kept to orthodox movement over no void tile (the checks
        // above refuse a void tile by the piece's own clause of Articles 3, 7 and 8).
        sink.yes(clause!("void-chess/3.0"));
        sink.yes(clause!("void-chess/2.4"));
    }
    Ok(())
}

/// void-chess/10.1, 10.2 (with 3.1 and 7.1): after the move, its tile changes and the Janitor, the mover's
/// King still stands and is not in check (`cleared`: a [`KingWatch`] says so). Yields the position after
/// the move. A refusal names 3.1 for a King walking into an attack, 7.1 for a move that leaves a check
/// unresolved, and 10.1 otherwise, or when only the Janitor's destructions expose the King.
pub fn king_safe<S: ClauseSink + ?Sized>(
    sink: &mut S,
    (pos, mv, piece): (&Position, &Move, Piece),
    interp: &VoidInterpretation,
    cleared: bool,
) -> Check<Position> {
    // A trace hears the clause of each effect where the simulation applies it (simulate_traced).
    let sim = if sink.traces() {
        simulate_traced(pos, mv, interp, true, sink)
    } else {
        simulate(pos, mv, interp, true)
    };
    if cleared || king_safe_after(&sim.next, pos.side, interp) {
        // 10.2: judged on the simulated position; 10.3: by the opponent's attacks there.
        sink.yes(clause!("void-chess/10.2"));
        sink.yes(clause!("void-chess/10.3"));
        require(sink, true, clause!("void-chess/10.1"), String::new)?;
        if sink.traces() {
            move_effects(sink, pos, mv, piece);
        }
        return Ok(sim.next);
    }
    let janitor_exposes_it = sim.destroyed > 0
        && king_safe_after(&simulate(pos, mv, interp, false).next, pos.side, interp);
    if janitor_exposes_it {
        sink.yes(clause!("void-chess/10.2")); // exposed only by the Janitor's effects (10.2)
        refuse(sink, clause!("void-chess/10.1"), || {
            "after the move the Void Janitor would destroy pieces and leave the King in check or \
             destroyed (10.2)"
                .into()
        })
    } else if piece.kind == Kind::King {
        refuse(sink, clause!("void-chess/3.1"), || {
            format!(
                "the King may not move to {}, which is attacked",
                BOARD.name(mv.to)
            )
        })
    } else if in_check(pos, pos.side, interp) {
        refuse(sink, clause!("void-chess/7.1"), || {
            "the King is in check and this move does not resolve it".into()
        })
    } else {
        refuse(sink, clause!("void-chess/10.1"), || {
            "the move would leave the King in check".into()
        })
    }
}

/// For a trace: the clauses a legal move `mv` of `piece` rests on besides its checks and the effects
/// [`simulate_traced`] reports where it applies them: the board and the turn (1.1, 1.7), the standard
/// movement (3.0), and the tile it lands on (Article 2's [`landing_clauses`]).
fn move_effects<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, mv: &Move, piece: Piece) {
    sink.yes(clause!("void-chess/1.1"));
    sink.yes(clause!("void-chess/1.7"));
    let minister = piece.kind == Kind::Minister;
    effect(sink, !minister, clause!("void-chess/3.0"));
    landing_clauses(sink, pos, mv, minister);
}

/// void-chess/10.1: every check a move must pass; yields the position after it.
pub fn legal<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mv: &Move,
    interp: &VoidInterpretation,
) -> Check<Position> {
    let piece = movement_allowed(sink, pos, mv, interp)?;
    king_safe(sink, (pos, mv, piece), interp, false)
}

/// The candidate moves of the piece on `from`: the geometry of its movement, which the checks then filter
/// ([`standard_candidates`] of Article 3, a Minister's [`minister_paths`], a Pawn's with each promotion
/// choice on the last rank and a King's two castlings, Article 8's).
fn candidates(pos: &Position, from: Square, piece: Piece, out: &mut Vec<Move>) {
    if piece.kind == Kind::Minister {
        return minister_paths(pos, from, out);
    }
    let start = out.len();
    standard_candidates(pos, from, piece, out);
    match piece.kind {
        Kind::Pawn => with_promotion_choices(piece.color, from, out, start),
        Kind::King => castling_candidates(piece.color, from, out),
        _ => {}
    }
}

/// The moves the movement rules allow the side to move (Articles 3, 4, 8, and 7.2), before the King's
/// safety: every candidate of every piece of the side to move, kept when [`movement_allowed`] says yes.
/// Each kept move is handed to `keep` with its piece; each refused candidate is settled with the sink.
/// Only the pieces `of` says yes to are looked at (all of them, but where a caller asks about some only).
fn pseudo_legal_moves_with<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    interp: &VoidInterpretation,
    of: impl Fn(Square, Piece) -> bool,
    mut keep: impl FnMut(&mut S, Move, Piece),
) {
    let king_must_move = must_move_the_king(pos);
    let mut cands = Vec::with_capacity(32);
    for (from, piece) in pos.pieces() {
        if piece.color != pos.side
            || !of(from, piece)
            || only_the_king_may_move(sink, king_must_move, piece).is_err()
        {
            continue;
        }
        if piece.kind == Kind::Minister && not_walled_in(sink, pos, from).is_err() {
            continue;
        }
        cands.clear();
        candidates(pos, from, piece, &mut cands);
        for mv in &cands {
            match movement(sink, pos, mv, piece, interp) {
                Ok(()) => keep(sink, *mv, piece),
                Err(_) => sink.settle(false),
            }
        }
    }
}

/// Every piece of the side to move (the pieces a list of moves looks at).
pub fn every_piece(_: Square, _: Piece) -> bool {
    true
}

/// The moves the movement rules allow the pieces `of` says yes to (of the side to move, [`every_piece`]
/// or some), before the King's safety, in the order of `pseudo_legal_moves_with`.
pub fn pseudo_legal_moves_of(
    pos: &Position,
    interp: &VoidInterpretation,
    of: impl Fn(Square, Piece) -> bool,
) -> Vec<Move> {
    let mut out = Vec::with_capacity(64);
    pseudo_legal_moves_with(&mut NoTrace, pos, interp, of, |_, mv, _| out.push(mv));
    out
}

/// void-chess/10.1, 10.2: the legal moves, each handed to `keep` with the position it leads to: every
/// pseudo-legal move is simulated with its tile changes and the Janitor, and kept when the mover's King
/// is then safe (not looked for where a [`KingWatch`] clears the move). Every check reports to `sink`.
pub fn legal_moves_with<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    interp: &VoidInterpretation,
    mut keep: impl FnMut(Move, Position),
) {
    let watch = KingWatch::of(pos, interp);
    pseudo_legal_moves_with(sink, pos, interp, every_piece, |sink, mv, piece| {
        let cleared = watch.cannot_expose(pos, &mv, piece, interp);
        let safe = king_safe(sink, (pos, &mv, piece), interp, cleared);
        sink.settle(safe.is_ok());
        if let Ok(next) = safe {
            keep(mv, next);
        }
    });
}

/// void-chess/10.1, 10.2: the legal moves with the position each leads to: [`legal_moves_with`], the
/// King's safety asked only of the moves a [`KingWatch`] cannot clear (the same answer, tested against
/// the full simulation by `tests/properties_void_chess.rs`).
pub fn legal_moves_and_positions(
    pos: &Position,
    interp: &VoidInterpretation,
) -> Vec<(Move, Position)> {
    let watch = KingWatch::of(pos, interp);
    let mut out = Vec::with_capacity(64);
    pseudo_legal_moves_with(&mut NoTrace, pos, interp, every_piece, |_, mv, piece| {
        let next = simulate(pos, &mv, interp, true).next;
        if watch.cannot_expose(pos, &mv, piece, interp) || king_safe_after(&next, pos.side, interp)
        {
            out.push((mv, next));
        }
    });
    out
}

/// void-chess/10.1: the legal moves: [`legal_moves_with`], a move a [`KingWatch`] clears kept without
/// simulating it (the same answer, tested against the full simulation by `tests/properties_void_chess.rs`).
pub fn legal_moves(pos: &Position, interp: &VoidInterpretation) -> Vec<Move> {
    let mut out = Vec::with_capacity(64);
    watched_legal_moves(pos, interp, every_piece, |mv| out.push(mv));
    out
}

/// The legal moves of the pieces `of` says yes to, each handed to `keep`: a pseudo-legal move is kept
/// when a [`KingWatch`] clears it or, if not, when [`is_legal`] says so.
fn watched_legal_moves(
    pos: &Position,
    interp: &VoidInterpretation,
    of: impl Fn(Square, Piece) -> bool,
    mut keep: impl FnMut(Move),
) {
    let watch = KingWatch::of(pos, interp);
    pseudo_legal_moves_with(&mut NoTrace, pos, interp, of, |_, mv, piece| {
        if watch.cannot_expose(pos, &mv, piece, interp) || is_legal(pos, &mv, interp) {
            keep(mv);
        }
    });
}

/// void-chess/10.1: whether a pseudo-legal move is legal.
pub fn is_legal(pos: &Position, mv: &Move, interp: &VoidInterpretation) -> bool {
    king_safe_after(&simulate(pos, mv, interp, true).next, pos.side, interp)
}

/// Whether the side to move has any legal move: some pseudo-legal move is legal. The pieces after the one
/// that has a legal move are not looked at.
pub fn has_legal_move(pos: &Position, interp: &VoidInterpretation) -> bool {
    let found = std::cell::Cell::new(false);
    watched_legal_moves(pos, interp, |_, _| !found.get(), |_| found.set(true));
    found.get()
}
