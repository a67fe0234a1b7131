//! Section 2: Standard Piece Movements (`fide/2.*`): how each chessman moves and what it attacks.
//!
//! Each piece's reach is said once ([`reach`]), in the words of the movement kit (`core::movement`), and
//! each rule of its movement once, as a check: deciding one move runs the check on that move
//! ([`piece_move`]); listing a piece's moves ([`piece_moves`]) runs the same checks on each square the
//! kit's walk of its lines and leaps reaches, so that the walk of a line is the iteration of the check's
//! own walk. Attacks are the same reach read backwards ([`is_attacked`]). The
//! Pawn's steps are checked by their shape ([`pawn_step`]); section 3 completes them with en passant and
//! promotion. Whether the mover's King is left attacked is section 4's.

use super::s01_board::{
    file_of, is_light_square, rank_of, square_at, square_name, Board, Kind, Piece, Position,
    Special, LINES,
};
use crate::clause;
use crate::core::movement::{along, attacked, chess_reach, walk, Cell, Reach, ALL_EIGHT, KNIGHT};
use crate::core::{effect, refuse, require, Check, Clause, ClauseSink, Color, PieceKind, Square};

/// How each chessman reaches other squares: the King one square in any direction (`fide/2.1.1`), the
/// Queen along ranks, files and diagonals (`fide/2.2.1`), the Rook along ranks and files (`fide/2.3.1`),
/// the Bishop along diagonals (`fide/2.4.1`), the Knight in an L whatever stands between (`fide/2.5.1`,
/// `fide/2.5.2`), the Pawn, as an attacker, one square diagonally forward (`fide/2.6.3`; its advances are
/// [`pawn_step`]): standard chess's, the kit's [`chess_reach`].
#[inline(always)]
pub fn reach(kind: Kind, color: Color) -> Reach {
    chess_reach(kind, color)
}

/// `fide/2.6.1`: the rank direction a Pawn of `color` advances in, toward the opponent.
#[inline]
pub fn forward(color: Color) -> i8 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// `fide/2.6.2`: a Pawn's starting rank, Rank 2 for White and Rank 7 for Black.
#[inline]
pub fn starting_rank(color: Color) -> i8 {
    match color {
        Color::White => 1,
        Color::Black => 6,
    }
}

/// What a square is for the side to move (the kit's hook): empty, one of its pieces, or an enemy's.
#[inline(always)]
pub fn cell(pos: &Position, sq: Square) -> Cell {
    match pos.board[sq.index()] {
        None => Cell::Empty,
        Some(p) if p.color == pos.side => Cell::Own,
        Some(_) => Cell::Enemy,
    }
}

/// `fide/4.1.1` ("under direct attack"), by the reach of section 2: whether a piece of `by` on `board`
/// could capture on `sq`, its lines passing vacant squares only.
#[inline]
pub fn is_attacked(board: &Board, sq: Square, by: Color) -> bool {
    attacked(
        &LINES,
        sq,
        |s| board[s.index()].is_none(),
        |s| {
            board[s.index()]
                .filter(|p| p.color == by)
                .map(|p| reach(p.kind, p.color))
        },
    )
}

/// Whether the piece on `from` attacks `target` on `board` (its reach, its lines over vacant squares).
pub fn attacks(board: &Board, from: Square, target: Square) -> bool {
    let Some(piece) = board[from.index()] else {
        return false;
    };
    let r = reach(piece.kind, piece.color);
    LINES.step_to(from, target, r.steps).is_some()
        || LINES.line_to(from, target, r.lines).is_some_and(|d| {
            let (to, blocker) = along(LINES.ray(from, d), target, |s| {
                if board[s.index()].is_some() {
                    Cell::Own
                } else {
                    Cell::Empty
                }
            });
            to.is_some() && blocker.is_none()
        })
}

/// `fide/2`: a move moves one of the mover's own pieces. Yields the piece.
pub fn own_piece<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
) -> Check<Piece> {
    let Some(piece) = pos.board[from.index()] else {
        return refuse(sink, clause!("fide/2"), || {
            format!("there is no piece on {}", square_name(from))
        });
    };
    require(sink, piece.color == pos.side, clause!("fide/2"), || {
        format!(
            "the piece on {} is {}'s, and {} is to move",
            square_name(from),
            piece.color,
            pos.side
        )
    })?;
    Ok(piece)
}

/// The clause of a leaper's move, its name, and what its move is, for the refusal.
fn leaper(kind: Kind) -> (Clause, &'static str, &'static str) {
    match kind {
        Kind::King => (clause!("fide/2.1.1"), "King", "moves exactly one square"),
        _ => (clause!("fide/2.5.1"), "Knight", "moves in an L-shape"),
    }
}

/// `fide/2.1.1` (the King), `fide/2.5.1` and `fide/2.5.2` (the Knight, whatever stands between): the
/// leap from `from` onto `to`, one of the piece's targets (`on_target`), holding `cell`: an empty square
/// or an enemy piece.
fn leap_onto<S: ClauseSink + ?Sized>(
    sink: &mut S,
    kind: Kind,
    (from, to): (Square, Square),
    on_target: bool,
    cell: Cell,
) -> Check {
    let (rule, name, shape) = leaper(kind);
    require(sink, on_target && cell.may_land(), rule, || {
        if cell == Cell::Own {
            format!(
                "the {name} cannot move onto its own piece on {}",
                square_name(to)
            )
        } else {
            format!(
                "the {name} {shape}; {}{} is not such a move",
                square_name(from),
                square_name(to)
            )
        }
    })?;
    if kind == Kind::Knight {
        sink.yes(clause!("fide/2.5.2"));
    }
    Ok(())
}

/// The move of any piece but the Pawn from `from` onto `to`: `fide/2.1.1`, the King moves one square in
/// any direction (castling is section 3's); `fide/2.5.1`, the Knight leaps to one of its eight L-shaped
/// targets, and `fide/2.5.2`, whatever stands between; each onto an empty square or an enemy piece. The
/// Queen, Rook and Bishop slide (`slide`).
pub fn piece_move<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    kind: Kind,
    from: Square,
    to: Square,
) -> Check {
    let targets = match kind {
        Kind::King => ALL_EIGHT,
        Kind::Knight => KNIGHT,
        _ => return slide(sink, pos, kind, (from, to)),
    };
    let on_target = LINES.step_to(from, to, targets).is_some();
    leap_onto(sink, kind, (from, to), on_target, cell(pos, to))
}

/// The clauses of a slider's move (its lines) and of its passing over vacant squares only.
fn slider(kind: Kind) -> (Clause, Clause) {
    match kind {
        Kind::Queen => (clause!("fide/2.2.1"), clause!("fide/2.2.2")),
        Kind::Rook => (clause!("fide/2.3.1"), clause!("fide/2.3.2")),
        _ => (clause!("fide/2.4.1"), clause!("fide/2.4.3")),
    }
}

/// The Queen (`fide/2.2.1`, `2.2.2`), Rook (`2.3.1`, `2.3.2`) and Bishop (`2.4.1`-`2.4.3`): the move along
/// one of its lines from `from` onto `to`, holding `cell` (an empty square or an enemy piece), having met
/// `blocker`, the first square between that is not vacant (none: it leaps over nothing).
fn slide_onto<S: ClauseSink + ?Sized>(
    sink: &mut S,
    kind: Kind,
    (from, to): (Square, Square),
    cell: Cell,
    blocker: Option<Square>,
) -> Check {
    let (moves, leaps) = slider(kind);
    let name = kind.name();
    require(sink, cell.may_land(), moves, || {
        format!(
            "the {name} cannot move onto its own piece on {}",
            square_name(to)
        )
    })?;
    require(sink, blocker.is_none(), leaps, || {
        format!(
            "the {name} cannot leap over the pieces between {} and {}",
            square_name(from),
            square_name(to)
        )
    })?;
    if kind == Kind::Bishop {
        // fide/2.4.2: a diagonal step changes file and rank by one each, so the Bishop keeps its colour.
        require(
            sink,
            is_light_square(from) == is_light_square(to),
            clause!("fide/2.4.2"),
            || "a Bishop stays on the squares of its colour".into(),
        )?;
    }
    Ok(())
}

/// The Queen, Rook and Bishop (`fide/2.2.1`-`2.4.3`): along one of its lines, not onto its own piece,
/// over vacant squares only.
fn slide<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    kind: Kind,
    (from, to): (Square, Square),
) -> Check {
    let dir = LINES.line_to(from, to, reach(kind, pos.side).lines);
    let (moves, _) = slider(kind);
    let name = kind.name();
    let Some(dir) = dir else {
        return refuse(sink, moves, || {
            format!(
                "the {name} cannot move from {} to {}: not along its lines",
                square_name(from),
                square_name(to)
            )
        });
    };
    let (lands, blocker) = along(LINES.ray(from, dir), to, |s| cell(pos, s));
    let lands = lands.expect("a line from `from` through `to` reaches it");
    slide_onto(sink, kind, (from, to), lands, blocker.map(|(s, _)| s))
}

/// The moves of the King's steps, the Knight's leaps and the sliders' lines of the piece on `from`: each
/// square its reach walks to, kept when the piece's check says yes (a refused one is settled with the
/// sink). A line is walked as the check walks it, nearest square first, up to the first piece.
#[inline]
pub fn piece_moves<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    piece: Piece,
    mut keep: impl FnMut(&mut S, Square),
) {
    let mut try_one = |sink: &mut S, verdict: Check, to: Square| match verdict {
        Ok(()) => keep(sink, to),
        Err(_) => sink.settle(false),
    };
    let r = reach(piece.kind, piece.color);
    for d in r.steps.iter() {
        if let Some(to) = LINES.step(from, d) {
            let verdict = leap_onto(sink, piece.kind, (from, to), true, cell(pos, to));
            try_one(sink, verdict, to);
        }
    }
    for d in r.lines.iter() {
        walk(
            LINES.ray(from, d),
            |s| cell(pos, s),
            |to, c| {
                let verdict = slide_onto(sink, piece.kind, (from, to), c, None);
                try_one(sink, verdict, to);
                true
            },
        );
    }
}

/// The shapes of a Pawn's move: one square straight forward, two, or one diagonally forward.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PawnShape {
    Advance,
    DoubleStep,
    Diagonal,
}

/// `fide/2.6.1`: a Pawn moves straight forward (or diagonally forward, 2.6.3): the shape of its move from
/// `from` to `to`, or the refusal of a move of no such shape.
pub fn pawn_shape<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
) -> Check<PawnShape> {
    let df = file_of(to) - file_of(from);
    let ahead = (rank_of(to) - rank_of(from)) * forward(pos.side);
    match (df.abs(), ahead) {
        (0, 1) => Ok(PawnShape::Advance),
        (0, 2) => Ok(PawnShape::DoubleStep),
        (1, 1) => Ok(PawnShape::Diagonal),
        _ => refuse(sink, clause!("fide/2.6.1"), || {
            format!(
                "a Pawn moves straight forward (or diagonally forward to capture); {}{} is not such a move",
                square_name(from),
                square_name(to)
            )
        }),
    }
}

/// The Pawn's step from `from` to `to` of the `shape` it has: `fide/2.6.1` one square forward onto an
/// empty square, `fide/2.6.2` two from its starting rank over two vacant squares, `fide/2.6.3` one
/// diagonally forward onto an enemy piece. Yields what kind of move it is; `None` for a diagonal step onto
/// an empty square, which only en passant (section 3) allows.
#[inline(always)]
pub fn pawn_step<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
    shape: PawnShape,
) -> Check<Option<Special>> {
    let us = pos.side;
    let target = pos.board[to.index()];
    let to_name = || square_name(to);
    match shape {
        PawnShape::Advance => {
            let enemy = target.is_some_and(|p| p.color != us);
            require(sink, !enemy, clause!("fide/2.6.3"), || {
                format!("a Pawn cannot capture directly forward ({})", to_name())
            })?;
            require(sink, target.is_none(), clause!("fide/2.6.1"), || {
                format!(
                    "the Pawn cannot advance to {}: the square is occupied",
                    to_name()
                )
            })?;
            Ok(Some(Special::Plain))
        }
        PawnShape::DoubleStep => {
            let from_start = rank_of(from) == starting_rank(us);
            let vacant = from_start
                && target.is_none()
                && square_at(file_of(from), rank_of(from) + forward(us))
                    .is_some_and(|s| pos.board[s.index()].is_none());
            require(sink, vacant, clause!("fide/2.6.2"), || {
                if from_start {
                    format!(
                        "the Pawn cannot advance two squares to {}: a square on the way is occupied",
                        to_name()
                    )
                } else {
                    format!(
                        "a Pawn advances two squares only from its starting rank; {} is not on it",
                        square_name(from)
                    )
                }
            })?;
            // fide/3.2.1: landing beside an enemy Pawn, the double step gives it the en passant capture.
            if sink.traces() {
                let beside = [-1, 1].into_iter().any(|d| {
                    square_at(file_of(to) + d, rank_of(to)).is_some_and(|s| {
                        pos.board[s.index()] == Some(Piece::new(us.opponent(), Kind::Pawn))
                    })
                });
                effect(sink, beside, clause!("fide/3.2.1"));
            }
            Ok(Some(Special::DoubleStep))
        }
        PawnShape::Diagonal => match target {
            Some(p) => {
                require(sink, p.color != us, clause!("fide/2.6.3"), || {
                    format!("the Pawn cannot capture its own piece on {}", to_name())
                })?;
                Ok(Some(Special::Plain))
            }
            None => Ok(None),
        },
    }
}
