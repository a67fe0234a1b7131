//! Section 2: Standard Piece Movements (`fide/2.*`): how each chessman moves and what it attacks.
//!
//! This file generates the moves each piece's geometry allows (ignoring whether the mover's King is left
//! attacked, which section 4 decides) and answers "is this square attacked by that side?".

use super::moves::{Move, Special};
use super::s01_board::{
    file_of, is_light_square, rank_of, square_at, square_name, Board, Kind, Piece, Position,
};
use crate::clause;
use crate::core::grid::{Step, ALL_EIGHT, DIAGONAL, KNIGHT_LEAPS, ORTHOGONAL};
use crate::core::Color;
use crate::core::PieceKind;
use crate::core::Square;
use crate::core::{refuse, require, Check, Clause, ClauseSink};

/// Up to eight squares reached by fixed leaps from a square.
#[derive(Copy, Clone, Debug)]
pub struct Leaps {
    pub len: u8,
    pub to: [Square; 8],
}

impl Leaps {
    #[inline]
    pub fn squares(&self) -> &[Square] {
        &self.to[..self.len as usize]
    }
}

/// The squares along one line from a square, nearest first, up to the edge.
#[derive(Copy, Clone, Debug)]
pub struct Ray {
    pub len: u8,
    pub to: [Square; 7],
}

impl Ray {
    #[inline]
    pub fn squares(&self) -> &[Square] {
        &self.to[..self.len as usize]
    }
}

const fn leap_table(steps: [Step; 8]) -> [Leaps; 64] {
    let mut table = [Leaps {
        len: 0,
        to: [Square(0); 8],
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
        let mut i = 0;
        while i < 8 {
            let (nf, nr) = (f + steps[i].0, r + steps[i].1);
            if nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
                let n = table[sq].len as usize;
                table[sq].to[n] = Square((nf + nr * 8) as u8);
                table[sq].len += 1;
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

const fn ray_table(step: Step) -> [Ray; 64] {
    let mut table = [Ray {
        len: 0,
        to: [Square(0); 7],
    }; 64];
    let mut sq = 0;
    while sq < 64 {
        let (mut f, mut r) = ((sq % 8) as i8, (sq / 8) as i8);
        loop {
            f += step.0;
            r += step.1;
            if f < 0 || f >= 8 || r < 0 || r >= 8 {
                break;
            }
            let n = table[sq].len as usize;
            table[sq].to[n] = Square((f + r * 8) as u8);
            table[sq].len += 1;
        }
        sq += 1;
    }
    table
}

/// `fide/2.5.1`: the (up to) eight L-shaped targets of a Knight on each square.
pub static KNIGHT_TARGETS: [Leaps; 64] = leap_table(KNIGHT_LEAPS);
/// `fide/2.1.1`: the (up to) eight neighbouring squares of a King on each square.
pub static KING_TARGETS: [Leaps; 64] = leap_table(ALL_EIGHT);
/// The four rank and file lines from each square (`fide/2.3.1`), then the four diagonals (`fide/2.4.1`).
pub static LINES: [[Ray; 64]; 8] = [
    ray_table(ORTHOGONAL[0]),
    ray_table(ORTHOGONAL[1]),
    ray_table(ORTHOGONAL[2]),
    ray_table(ORTHOGONAL[3]),
    ray_table(DIAGONAL[0]),
    ray_table(DIAGONAL[1]),
    ray_table(DIAGONAL[2]),
    ray_table(DIAGONAL[3]),
];
/// Indices into [`LINES`] of the rank and file lines.
pub const RANKS_AND_FILES: std::ops::Range<usize> = 0..4;
/// Indices into [`LINES`] of the diagonals.
pub const DIAGONALS: std::ops::Range<usize> = 4..8;

/// The rank direction a Pawn of `color` advances in.
#[inline]
pub fn forward(color: Color) -> i8 {
    match color {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// Whether `sq` is attacked by a piece of `by` on `board`, reading each piece's capturing geometry
/// backwards from the square (`fide/4.1.1`: "under direct attack").
pub fn is_attacked(board: &Board, sq: Square, by: Color) -> bool {
    let is = |s: Square, kind: Kind| board[s.index()] == Some(Piece::new(by, kind));
    // fide/2.5.1, fide/2.5.2: a Knight attacks its L-targets whatever stands between.
    if KNIGHT_TARGETS[sq.index()]
        .squares()
        .iter()
        .any(|&s| is(s, Kind::Knight))
    {
        return true;
    }
    // fide/2.1.1: a King attacks its neighbours.
    if KING_TARGETS[sq.index()]
        .squares()
        .iter()
        .any(|&s| is(s, Kind::King))
    {
        return true;
    }
    // fide/2.6.3: a Pawn attacks the two squares diagonally forward of it.
    let pawn_rank = rank_of(sq) - forward(by);
    for df in [-1, 1] {
        if let Some(s) = square_at(file_of(sq) + df, pawn_rank) {
            if is(s, Kind::Pawn) {
                return true;
            }
        }
    }
    // fide/2.2.1-2.4.3: the first piece along a line attacks when it is a Rook or Queen (ranks and files)
    // or a Bishop or Queen (diagonals); nothing leaps over the piece in between.
    for line in RANKS_AND_FILES {
        if first_piece(board, &LINES[line][sq.index()])
            .is_some_and(|p| p.color == by && matches!(p.kind, Kind::Rook | Kind::Queen))
        {
            return true;
        }
    }
    for line in DIAGONALS {
        if first_piece(board, &LINES[line][sq.index()])
            .is_some_and(|p| p.color == by && matches!(p.kind, Kind::Bishop | Kind::Queen))
        {
            return true;
        }
    }
    false
}

#[inline]
fn first_piece(board: &Board, ray: &Ray) -> Option<Piece> {
    ray.squares().iter().find_map(|&s| board[s.index()])
}

/// `fide/2.1.1` (King), `fide/2.5.1` and `fide/2.5.2` (Knight, whatever stands between): one leap onto an
/// empty square or an enemy piece.
pub fn leaper_moves(pos: &Position, from: Square, leaps: &Leaps, out: &mut Vec<Move>) {
    for &to in leaps.squares() {
        if pos.board[to.index()].is_none_or(|p| p.color != pos.side) {
            out.push(Move::plain(from, to));
        }
    }
}

/// `fide/2.2.1`-`2.4.3`: along each line over vacant squares, stopping at (and possibly capturing) the
/// first piece; no leaping. `fide/2.4.2`: a diagonal step changes file and rank by one each, so a Bishop
/// never leaves the colour of its squares.
pub fn line_moves(
    pos: &Position,
    from: Square,
    lines: std::ops::Range<usize>,
    out: &mut Vec<Move>,
) {
    for line in lines {
        for &to in LINES[line][from.index()].squares() {
            match pos.board[to.index()] {
                None => out.push(Move::plain(from, to)),
                Some(p) => {
                    if p.color != pos.side {
                        out.push(Move::plain(from, to));
                    }
                    break;
                }
            }
        }
    }
}

/// The Pawn: `fide/2.6.1` one square forward onto an empty square, `fide/2.6.2` two from its starting rank
/// over two vacant squares, `fide/2.6.3` a capture one square diagonally forward. A one-square move or a
/// capture goes through `add`, which section 3 gives to turn a move onto the last rank into promotions
/// (`fide/3.3.1`); en passant is section 3's too (`fide/3.2.2`).
#[inline]
pub fn pawn_moves(
    pos: &Position,
    from: Square,
    out: &mut Vec<Move>,
    add: impl Fn(Color, Move, &mut Vec<Move>),
) {
    let us = pos.side;
    let dir = forward(us);
    let (file, rank) = (file_of(from), rank_of(from));
    if let Some(one) = square_at(file, rank + dir) {
        if pos.board[one.index()].is_none() {
            add(us, Move::plain(from, one), out);
            if rank == starting_rank(us) {
                if let Some(two) = square_at(file, rank + 2 * dir) {
                    if pos.board[two.index()].is_none() {
                        out.push(Move {
                            from,
                            to: two,
                            promotion: None,
                            special: Special::DoubleStep,
                        });
                    }
                }
            }
        }
    }
    for df in [-1, 1] {
        let Some(to) = square_at(file + df, rank + dir) else {
            continue;
        };
        if pos.board[to.index()].is_some_and(|p| p.color != us) {
            add(us, Move::plain(from, to), out);
        }
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

/// Whether the piece on `from` attacks `target` on `board` (its capturing geometry, over vacant squares).
pub fn attacks(board: &Board, from: Square, target: Square) -> bool {
    let Some(piece) = board[from.index()] else {
        return false;
    };
    let lines = match piece.kind {
        Kind::Knight => return KNIGHT_TARGETS[from.index()].squares().contains(&target),
        Kind::King => return KING_TARGETS[from.index()].squares().contains(&target),
        Kind::Pawn => {
            return rank_of(target) == rank_of(from) + forward(piece.color)
                && (file_of(target) - file_of(from)).abs() == 1
        }
        Kind::Bishop => DIAGONALS,
        Kind::Rook => RANKS_AND_FILES,
        Kind::Queen => 0..8,
    };
    lines.into_iter().any(|line| {
        for &s in LINES[line][from.index()].squares() {
            if s == target {
                return true;
            }
            if board[s.index()].is_some() {
                return false;
            }
        }
        false
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

/// Whether `to` holds a piece of the side to move.
#[inline]
fn own_piece_on(pos: &Position, to: Square) -> bool {
    pos.board[to.index()].is_some_and(|p| p.color == pos.side)
}

/// A leaper's move: onto one of `targets` from `from`, an empty square or an enemy piece; refused by
/// `clause` with `shape` (what the piece's move is) naming the rule.
fn leap<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    (from, to): (Square, Square),
    targets: &Leaps,
    (clause, name, shape): (Clause, &str, &str),
) -> Check {
    let own = own_piece_on(pos, to);
    require(
        sink,
        targets.squares().contains(&to) && !own,
        clause,
        || {
            if own {
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
        },
    )
}

/// `fide/2.1.1`: the King moves one square in any direction, onto an empty square or an enemy piece
/// (castling is section 3's).
pub fn king_step<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
) -> Check {
    let rule = (clause!("fide/2.1.1"), "King", "moves exactly one square");
    leap(sink, pos, (from, to), &KING_TARGETS[from.index()], rule)
}

/// `fide/2.5.1`: the Knight leaps to one of its eight L-shaped targets, onto an empty square or an enemy
/// piece; `fide/2.5.2`: whatever stands between.
pub fn knight_leap<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    from: Square,
    to: Square,
) -> Check {
    let rule = (clause!("fide/2.5.1"), "Knight", "moves in an L-shape");
    leap(sink, pos, (from, to), &KNIGHT_TARGETS[from.index()], rule)?;
    sink.yes(clause!("fide/2.5.2"));
    Ok(())
}

/// The Queen (`fide/2.2.1`, `2.2.2`), Rook (`2.3.1`, `2.3.2`) and Bishop (`2.4.1`-`2.4.3`): along one of
/// its lines, not onto its own piece, over vacant squares only.
pub fn slide<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    kind: Kind,
    from: Square,
    to: Square,
) -> Check {
    let (df, dr) = (file_of(to) - file_of(from), rank_of(to) - rank_of(from));
    let straight = df == 0 || dr == 0;
    let diagonal = df.abs() == dr.abs();
    let (on_line, moves, leaps) = match kind {
        Kind::Queen => (
            straight || diagonal,
            clause!("fide/2.2.1"),
            clause!("fide/2.2.2"),
        ),
        Kind::Rook => (straight, clause!("fide/2.3.1"), clause!("fide/2.3.2")),
        _ => (diagonal, clause!("fide/2.4.1"), clause!("fide/2.4.3")),
    };
    let name = kind.name();
    require(sink, on_line && from != to, moves, || {
        format!(
            "the {name} cannot move from {} to {}: not along its lines",
            square_name(from),
            square_name(to)
        )
    })?;
    require(sink, !own_piece_on(pos, to), moves, || {
        format!(
            "the {name} cannot move onto its own piece on {}",
            square_name(to)
        )
    })?;
    let step = (df.signum(), dr.signum());
    let mut vacant = true;
    let (mut f, mut r) = (file_of(from) + step.0, rank_of(from) + step.1);
    while (f, r) != (file_of(to), rank_of(to)) {
        if square_at(f, r).is_some_and(|s| pos.board[s.index()].is_some()) {
            vacant = false;
            break;
        }
        f += step.0;
        r += step.1;
    }
    require(sink, vacant, leaps, || {
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
