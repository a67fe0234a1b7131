//! The movement kit of the chess family: the lines and leaps from every square of a rectangular board,
//! and the one walk along a line, with hooks that say what a square is for the side that moves.
//!
//! FIDE chess, the suicide base, Suicide Void Chess and Void Chess move and attack with it. Each says only
//! what is its own: what a square is for the mover (its [`Cell`]: empty, its own piece, an enemy piece, or
//! a wall no piece may pass or land on, such as a void), how each of its pieces reaches (a [`Reach`]), and
//! the clause of each refusal. The kit says the rest once, for all of them: a line is walked square by
//! square, nearest first, and stops at the first square that is not empty; a move ends on an empty square
//! or on an enemy piece; a piece attacks a square when it could move there.
//!
//! # Conventions
//!
//! `from` the square a piece moves from, `to` the square it moves to, `dir` a [`Dir`], `cell` the hook
//! that says what a square is, `lines` a board's [`Lines`] (`core::lines`).

use super::grid::Square;
pub use super::lines::{
    forward, pawn_captures, Dir, Dirs, Lines, ALL_EIGHT, DIAGONAL, KNIGHT, NONE, ORTHOGONAL,
};

/// What a square is for the side that moves: the hook through which a ruleset tells the kit what may be
/// passed and landed on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// Nothing stands there: a line goes on past it, a move may end on it.
    Empty,
    /// A piece of the side that moves: a line stops before it.
    Own,
    /// A piece of the other side: a line stops there, and a move may end there, taking it.
    Enemy,
    /// What no piece may pass or land on (a void).
    Wall,
}

impl Cell {
    /// A move may end here: an empty square, or an enemy piece taken.
    #[inline(always)]
    pub fn may_land(self) -> bool {
        matches!(self, Cell::Empty | Cell::Enemy)
    }

    /// A line goes on past it: only an empty square.
    #[inline(always)]
    pub fn may_pass(self) -> bool {
        self == Cell::Empty
    }
}

/// How a kind of piece reaches other squares: one step (or leap) along one of its `steps`, or along one of
/// its `lines` over empty squares.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    pub steps: Dirs,
    pub lines: Dirs,
}

impl Reach {
    /// One step or leap along one of `dirs` (a King's steps, a Knight's leaps, a Pawn's captures).
    pub const fn step(dirs: Dirs) -> Reach {
        Reach {
            steps: dirs,
            lines: NONE,
        }
    }

    /// Any number of squares along one of the lines `dirs`, each passed square empty.
    pub const fn line(dirs: Dirs) -> Reach {
        Reach {
            steps: NONE,
            lines: dirs,
        }
    }
}

/// The walk of one line: each square along `ray` with what it is, nearest first, up to and including the
/// first that may not be passed (`each` hears it too, and may end the walk sooner by answering no). The
/// one walk of a line, for listing a piece's moves, for deciding one move, and for attacks.
#[inline(always)]
pub fn walk(
    ray: &[Square],
    cell: impl Fn(Square) -> Cell,
    mut each: impl FnMut(Square, Cell) -> bool,
) {
    for &sq in ray {
        let c = cell(sq);
        if !each(sq, c) || !c.may_pass() {
            return;
        }
    }
}

/// What a move along a line to `to` meets: what `to` is, and the first square before it that may not
/// be passed, with what it is (none when every square between is empty). `None` when `to` is not on
/// the line, or lies beyond the first square that may not be passed (a line ends there).
pub fn along(
    ray: &[Square],
    to: Square,
    cell: impl Fn(Square) -> Cell,
) -> (Option<Cell>, Option<(Square, Cell)>) {
    let mut blocker = None;
    for &sq in ray {
        let c = cell(sq);
        if sq == to {
            return (Some(c), blocker);
        }
        if !c.may_pass() && blocker.is_none() {
            blocker = Some((sq, c));
        }
    }
    (None, blocker)
}

/// Whether a piece attacks `target`, read backwards from it: a piece one step or leap away whose reach
/// steps toward `target`, or the first square that a line may not pass, looking back along each line, when
/// the piece there runs along that line toward `target`. `reach_of(square)` is the reach of the attacking
/// side's piece on `square` (`None` for any other square); `passable(square)` whether a line passes it.
#[inline(always)]
pub fn attacked<const N: usize>(
    lines: &Lines<N>,
    target: Square,
    passable: impl Fn(Square) -> bool,
    reach_of: impl Fn(Square) -> Option<Reach>,
) -> bool {
    // The steps and leaps, then the lines.
    for &(back, from) in lines.around(target) {
        if reach_of(from).is_some_and(|r| r.steps.contains(back.reverse())) {
            return true;
        }
    }
    for d in ALL_EIGHT.iter() {
        for &sq in lines.ray(target, d.reverse()) {
            if !passable(sq) {
                if reach_of(sq).is_some_and(|r| r.lines.contains(d)) {
                    return true;
                }
                break;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Color, Grid};

    const CHESS: Lines<64> = Lines::of(Grid::CHESS);

    fn sq(name: &str) -> Square {
        Grid::CHESS.parse(name).unwrap()
    }

    #[test]
    fn a_walk_stops_at_the_first_square_that_is_not_empty() {
        let piece = sq("e6");
        let cell = |s: Square| if s == piece { Cell::Enemy } else { Cell::Empty };
        let mut seen = Vec::new();
        walk(CHESS.ray(sq("e2"), forward(Color::White)), cell, |s, c| {
            seen.push((Grid::CHESS.name(s), c));
            true
        });
        assert_eq!(
            seen,
            [
                ("e3".to_string(), Cell::Empty),
                ("e4".to_string(), Cell::Empty),
                ("e5".to_string(), Cell::Empty),
                ("e6".to_string(), Cell::Enemy)
            ]
        );
        let ray = CHESS.ray(sq("e2"), forward(Color::White));
        assert_eq!(along(ray, sq("e6"), cell), (Some(Cell::Enemy), None));
        assert_eq!(
            along(ray, sq("e8"), cell),
            (Some(Cell::Empty), Some((piece, Cell::Enemy)))
        );
        assert_eq!(
            along(ray, sq("d3"), cell),
            (None, Some((piece, Cell::Enemy)))
        );
    }

    #[test]
    fn an_attack_is_a_move_read_backwards() {
        // A Rook on a1 attacks a5 over empty squares, not a8 past a Pawn on a6; a Knight on b1 attacks c3,
        // and shields h1 from the Rook; the White Pawn on a6 attacks b7.
        let (rook, knight, pawn) = (sq("a1"), sq("b1"), sq("a6"));
        let passable = |s: Square| s != rook && s != knight && s != pawn;
        let reach_of = |s: Square| match s {
            s if s == rook => Some(Reach::line(ORTHOGONAL)),
            s if s == knight => Some(Reach::step(KNIGHT)),
            s if s == pawn => Some(Reach::step(pawn_captures(Color::White))),
            _ => None,
        };
        let attacked_at = |name: &str| attacked(&CHESS, sq(name), passable, reach_of);
        for name in ["a5", "c3", "d2", "b7"] {
            assert!(attacked_at(name), "{name}");
        }
        for name in ["h1", "a8", "b2", "a7", "b5"] {
            assert!(!attacked_at(name), "{name}");
        }
    }
}
