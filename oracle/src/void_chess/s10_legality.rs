//! Article 10 — Move Legality and the Void Janitor Simulation: the simulation of a move with every tile
//! change and the Janitor, the checks every move must pass, and the legal moves (attacks, 10.3, are in
//! [`super::s10_attacks`]).
//!
//! This is the top of the rulebook: generation enumerates each piece's candidate moves and keeps those
//! on which every check says yes ([`legal`]); deciding one move text runs [`legal`] on that one move and
//! reports the first check that says no. There is no other copy of a rule.

use super::interpretation::VoidInterpretation;
use super::s01_board::Tile;
use super::s01_board::{next_player, piece_to_move, Kind, Move, Piece, Position, BOARD};
use super::s02_tiles::{is_void, leave_square};
use super::s03_movement::{forward, king_step, knight_leap, pawn_step, slide, slider, PawnStep};
use super::s04_minister::{
    heal, minister_path, minister_paths, not_walled_in, two_steps_only_for_the_minister,
};
use super::s05_captures::make_capture_square_unstable;
use super::s06_janitor::void_janitor;
use super::s07_king::{must_move_the_king, only_the_king_may_move};
use super::s08_special::{
    castling, castling_allowed, castling_of, en_passant, en_passant_capture_square,
    en_passant_square_after, only_a_pawn_promotes, promotion, promotion_choices, promotion_rank,
    update_castling_rights,
};
use super::s10_attacks::{in_check, is_attacked};
use crate::clause;
use crate::core::grid::{Step, ALL_EIGHT, KNIGHT_LEAPS};
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
    let en_passant_victim = if piece.kind == Kind::Pawn {
        en_passant_capture_square(pos, mv.from, mv.to, color)
    } else {
        None
    };
    let captured = pos.piece(mv.to).is_some() || en_passant_victim.is_some();

    // The piece leaves its square: an unstable tile turns void at once (2.5).
    next.board[mv.from.index()] = None;
    if pos.tile(mv.from) == Tile::Unstable {
        sink.yes(clause!("void-chess/2.5"));
        sink.yes(clause!("void-chess/6A.2"));
    }
    leave_square(&mut next, mv.from);
    // A Minister's Step 1 heals the tile it steps on (4.6; register VC-4.6-heal-path).
    if let (Some(via), true) = (mv.via, interp.minister_heals_every_square) {
        if pos.tile(via) != Tile::Normal {
            sink.yes(clause!("void-chess/4.6"));
        }
        heal(&mut next, via);
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
        if captured {
            sink.yes(clause!("void-chess/5.2"));
        }
        if next.tile(mv.to) != Tile::Normal {
            sink.yes(clause!("void-chess/4.6"));
        }
        heal(&mut next, mv.to); // 4.6, 5.2
    } else if captured {
        sink.yes(clause!("void-chess/5.1"));
        sink.yes(clause!("void-chess/2.3"));
        sink.yes(clause!("void-chess/6A.1"));
        if next.tile(mv.to) == Tile::Unstable {
            sink.yes(clause!("void-chess/6A.5"));
        }
        make_capture_square_unstable(&mut next, mv.to); // 5.1, 5.3
    }
    let mut safe = [mv.to, mv.to];
    if let Some(c) = castling {
        sink.yes(clause!("void-chess/8.1"));
        sink.yes(clause!("void-chess/8.1.5"));
        sink.yes(clause!("void-chess/8.1.6"));
        let rook = next.board[c.rook_from.index()].take();
        leave_square(&mut next, c.rook_from);
        next.board[c.rook_to.index()] = rook;
        safe[1] = c.rook_to;
    }
    let destroyed = if run_janitor {
        void_janitor(&mut next, color, &safe, sink)
    } else {
        0
    };

    update_castling_rights(&mut next, mv);
    next.en_passant = en_passant_square_after(pos, mv);
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
/// (see [`pseudo_legal_moves_with`]); the shape checks (a piece of the side to move, a move that moves,
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
        Kind::Minister => minister_path(sink, pos, mv),
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
/// King still stands and is not in check. Yields the position after the move. A refusal names 3.1 for a
/// King walking into an attack, 7.1 for a move that leaves a check unresolved, and 10.1 otherwise, or when
/// only the Janitor's destructions expose the King.
pub fn king_safe<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mv: &Move,
    piece: Piece,
    interp: &VoidInterpretation,
) -> Check<Position> {
    // A trace hears the clause of each effect where the simulation applies it (simulate_traced).
    let sim = if sink.traces() {
        simulate_traced(pos, mv, interp, true, sink)
    } else {
        simulate(pos, mv, interp, true)
    };
    if king_safe_after(&sim.next, pos.side, interp) {
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
        // 10.2: the King is exposed only after the Janitor's effects, which the simulation includes; a
        // trace reads it with the refusal (the interaction of the Janitor with legality).
        sink.yes(clause!("void-chess/10.2"));
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
/// movement (3.0), a Normal arrival tile (2.2), the Minister entering a void tile (2.4).
fn move_effects<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, mv: &Move, piece: Piece) {
    use super::s02_tiles::Tile;
    sink.yes(clause!("void-chess/1.1"));
    sink.yes(clause!("void-chess/1.7"));
    effect(
        sink,
        piece.kind != Kind::Minister,
        clause!("void-chess/3.0"),
    );
    effect(
        sink,
        pos.tile(mv.to) == Tile::Normal,
        clause!("void-chess/2.2"),
    );
    // void-chess/2.4: only the Minister enters a void tile.
    let enters_void = [Some(mv.to), mv.via]
        .into_iter()
        .flatten()
        .any(|sq| pos.tile(sq) == Tile::Void);
    effect(
        sink,
        piece.kind == Kind::Minister && enters_void,
        clause!("void-chess/2.4"),
    );
}

/// void-chess/10.1: every check a move must pass; yields the position after it.
pub fn legal<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mv: &Move,
    interp: &VoidInterpretation,
) -> Check<Position> {
    let piece = movement_allowed(sink, pos, mv, interp)?;
    king_safe(sink, pos, mv, piece, interp)
}

/// The candidate moves of the piece on `from`: the geometry of its movement, which the checks then filter.
/// A slider's candidates along each line stop at the first void tile or piece (the squares beyond are
/// refused by the same rule), a Minister's are [`minister_paths`], a Pawn's carry each promotion choice
/// on the last rank, a King's include its two castlings.
fn candidates(pos: &Position, from: Square, piece: Piece, out: &mut Vec<Move>) {
    let to = |steps: &[Step], out: &mut Vec<Move>| {
        for &step in steps {
            if let Some(to) = BOARD.offset(from, step) {
                out.push(Move::new(from, to));
            }
        }
    };
    match piece.kind {
        Kind::King => {
            to(&ALL_EIGHT, out);
            for kingside in [true, false] {
                let c = castling(piece.color, kingside);
                if c.king_from == from {
                    out.push(Move::new(c.king_from, c.king_to));
                }
            }
        }
        Kind::Knight => to(&KNIGHT_LEAPS, out),
        Kind::Queen | Kind::Rook | Kind::Bishop => {
            let (lines, _, _) = slider(piece.kind).expect("a slider");
            for &step in lines {
                for sq in BOARD.ray(from, step) {
                    out.push(Move::new(from, sq));
                    if is_void(pos, sq) || pos.piece(sq).is_some() {
                        break;
                    }
                }
            }
        }
        Kind::Minister => minister_paths(pos, from, out),
        Kind::Pawn => {
            let dir = forward(piece.color);
            for step in [(0, dir), (0, 2 * dir), (-1, dir), (1, dir)] {
                let Some(to) = BOARD.offset(from, step) else {
                    continue;
                };
                if BOARD.rank(to) == promotion_rank(piece.color) {
                    for kind in promotion_choices() {
                        out.push(Move {
                            promotion: Some(kind),
                            ..Move::new(from, to)
                        });
                    }
                } else {
                    out.push(Move::new(from, to));
                }
            }
        }
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

/// The moves the movement rules allow the side to move, before the King's safety is considered.
pub fn pseudo_legal_moves(pos: &Position, interp: &VoidInterpretation) -> Vec<Move> {
    pseudo_legal_moves_of(pos, interp, |_, _| true)
}

/// The moves the movement rules allow the pieces `of` says yes to (of the side to move), before the King's
/// safety: [`pseudo_legal_moves`] of those pieces, in the same order.
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
/// is then safe. Every check reports to `sink`.
pub fn legal_moves_with<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    interp: &VoidInterpretation,
    mut keep: impl FnMut(Move, Position),
) {
    pseudo_legal_moves_with(
        sink,
        pos,
        interp,
        |_, _| true,
        |sink, mv, piece| {
            let safe = king_safe(sink, pos, &mv, piece, interp);
            sink.settle(safe.is_ok());
            if let Ok(next) = safe {
                keep(mv, next);
            }
        },
    );
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
    pseudo_legal_moves_with(
        &mut NoTrace,
        pos,
        interp,
        |_, _| true,
        |_, mv, piece| {
            let next = simulate(pos, &mv, interp, true).next;
            if watch.cannot_expose(pos, &mv, piece, interp)
                || king_safe_after(&next, pos.side, interp)
            {
                out.push((mv, next));
            }
        },
    );
    out
}

/// void-chess/10.1: the legal moves: [`legal_moves_with`], a move a [`KingWatch`] clears kept without
/// simulating it (the same answer, tested against the full simulation by `tests/properties_void_chess.rs`).
pub fn legal_moves(pos: &Position, interp: &VoidInterpretation) -> Vec<Move> {
    let mut out = Vec::with_capacity(64);
    watched_legal_moves(pos, interp, |_, _| true, |mv| out.push(mv));
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
        let distance = super::s03_movement::distance;
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
        if piece.kind == Kind::Pawn
            && en_passant_capture_square(pos, mv.from, mv.to, pos.side).is_some()
        {
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
