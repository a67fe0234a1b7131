//! The lines and leaps of a rectangular board, for the movement kit (`core::movement`): the directions
//! from a square ([`Dir`], sets of them [`Dirs`]: a Rook's lines, a Bishop's, a Knight's leaps...), and,
//! for each square of a board, the square one step away in each direction and the squares along each line
//! to the edge ([`Lines`]), worked out once.

use super::grid::{Grid, Square, Step};
use super::Color;

/// A direction from a square: toward one of its eight neighbours (along which lines run), or one of the
/// eight Knight leaps. Directions come in opposite pairs: [`Dir::reverse`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dir(u8);

/// The step of each direction in files and ranks; each direction's reverse is its index with the lowest
/// bit flipped.
const DELTAS: [Step; 16] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
    (1, 2),
    (-1, -2),
    (2, 1),
    (-2, -1),
    (2, -1),
    (-2, 1),
    (1, -2),
    (-1, 2),
];

/// A set of directions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Dirs(u16);

/// No direction.
pub const NONE: Dirs = Dirs(0);

/// The directions along ranks and files (a Rook's lines).
pub const ORTHOGONAL: Dirs = Dirs(0b1111);
/// The diagonal directions (a Bishop's lines).
pub const DIAGONAL: Dirs = Dirs(0b1111_0000);
/// The eight directions toward a square's neighbours (a Queen's lines, a King's steps).
pub const ALL_EIGHT: Dirs = Dirs(0b1111_1111);
/// The eight L-shaped leaps of a Knight.
pub const KNIGHT: Dirs = Dirs(0b1111_1111_0000_0000);

impl Dirs {
    /// The set of `dirs`.
    pub const fn of(dirs: &[Dir]) -> Dirs {
        let (mut bits, mut i) = (0u16, 0);
        while i < dirs.len() {
            bits |= 1 << dirs[i].0;
            i += 1;
        }
        Dirs(bits)
    }

    /// Whether `dir` is one of them.
    #[inline(always)]
    pub const fn contains(self, dir: Dir) -> bool {
        self.0 & (1 << dir.0) != 0
    }

    /// Each direction of the set, in the kit's order.
    #[inline(always)]
    pub fn iter(self) -> impl Iterator<Item = Dir> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let d = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Dir(d)
            })
        })
    }
}

impl Dir {
    /// The step in files and ranks.
    pub const fn step(self) -> Step {
        DELTAS[self.0 as usize]
    }

    /// The opposite direction.
    pub const fn reverse(self) -> Dir {
        Dir(self.0 ^ 1)
    }

    /// Whether the direction runs along a line (toward a neighbour), not a Knight's leap.
    pub const fn is_line(self) -> bool {
        self.0 < 8
    }

    /// Whether the direction is diagonal.
    pub const fn is_diagonal(self) -> bool {
        self.0 >= 4 && self.0 < 8
    }
}

/// The direction a Pawn of `color` advances in: toward the higher ranks for White, the lower for Black.
pub const fn forward(color: Color) -> Dir {
    match color {
        Color::White => Dir(2),
        Color::Black => Dir(3),
    }
}

/// The two directions a Pawn of `color` captures in: one square diagonally forward.
pub const fn pawn_captures(color: Color) -> Dirs {
    match color {
        Color::White => Dirs::of(&[Dir(4), Dir(7)]),
        Color::Black => Dirs::of(&[Dir(5), Dir(6)]),
    }
}

/// The longest line the kit keeps: boards up to nine squares a side.
const LONGEST: usize = 8;
/// No square: off the board.
const OFF: u8 = u8::MAX;

/// The squares along one line from a square, nearest first, to the edge of the board.
#[derive(Copy, Clone, Debug)]
struct Ray {
    len: u8,
    to: [Square; LONGEST],
}

/// The lines and leaps from every square of a rectangular board of `N` squares (at most nine a side),
/// worked out once: the square one step away in each [`Dir`], and each line's squares to the edge.
pub struct Lines<const N: usize> {
    grid: Grid,
    next: [[u8; 16]; N],
    rays: [[Ray; 8]; N],
    /// The steps and leaps that stay on the board, from each square: how many, and each with its square.
    around: [(u8, [(Dir, Square); 16]); N],
    /// The file and rank of each square.
    coords: [(i8, i8); N],
}

/// The line direction of each step `(df, dr)` with both parts in -1..=1, at `(dr + 1) * 3 + df + 1`
/// (none for `(0, 0)`).
const LINE_OF_STEP: [u8; 9] = [5, 3, 6, 1, OFF, 0, 7, 2, 4];

impl<const N: usize> Lines<N> {
    /// The lines of `grid`, which has `N` squares and at most nine files and ranks.
    pub const fn of(grid: Grid) -> Lines<N> {
        assert!(grid.files as usize * grid.ranks as usize == N);
        assert!(grid.files as usize <= LONGEST + 1 && grid.ranks as usize <= LONGEST + 1);
        let mut next = [[OFF; 16]; N];
        let mut rays = [[Ray {
            len: 0,
            to: [Square(0); LONGEST],
        }; 8]; N];
        let mut around = [(0u8, [(Dir(0), Square(0)); 16]); N];
        let mut coords = [(0i8, 0i8); N];
        let (files, ranks) = (grid.files as i32, grid.ranks as i32);
        let mut sq = 0;
        while sq < N {
            let (file, rank) = ((sq as i32) % files, (sq as i32) / files);
            coords[sq] = (file as i8, rank as i8);
            let mut d = 0;
            while d < 16 {
                let (df, dr) = (DELTAS[d].0 as i32, DELTAS[d].1 as i32);
                let (mut f, mut r) = (file + df, rank + dr);
                while f >= 0 && f < files && r >= 0 && r < ranks {
                    let to = (f + r * files) as u8;
                    if next[sq][d] == OFF {
                        next[sq][d] = to;
                        let n = around[sq].0 as usize;
                        around[sq].1[n] = (Dir(d as u8), Square(to));
                        around[sq].0 += 1;
                    }
                    if d >= 8 {
                        break;
                    }
                    let n = rays[sq][d].len as usize;
                    rays[sq][d].to[n] = Square(to);
                    rays[sq][d].len += 1;
                    f += df;
                    r += dr;
                }
                d += 1;
            }
            sq += 1;
        }
        Lines {
            grid,
            next,
            rays,
            around,
            coords,
        }
    }

    /// The board.
    pub const fn grid(&self) -> Grid {
        self.grid
    }

    /// The square one step (or leap) along `dir` from `from`, if it is on the board.
    #[inline(always)]
    pub fn step(&self, from: Square, dir: Dir) -> Option<Square> {
        match self.next[from.index()][dir.0 as usize] {
            OFF => None,
            to => Some(Square(to)),
        }
    }

    /// Every step and leap from `from` that stays on the board, with its direction: the steps to the
    /// neighbours, then the leaps.
    #[inline(always)]
    pub fn around(&self, from: Square) -> &[(Dir, Square)] {
        let (len, steps) = &self.around[from.index()];
        &steps[..*len as usize]
    }

    /// The squares along the line from `from` in `dir` (a line's direction), nearest first, to the edge.
    #[inline(always)]
    pub fn ray(&self, from: Square, dir: Dir) -> &[Square] {
        let ray = &self.rays[from.index()][dir.0 as usize & 7];
        &ray.to[..ray.len as usize]
    }

    /// The direction among `dirs` in which `to` lies one step (or leap) from `from`.
    pub fn step_to(&self, from: Square, to: Square, dirs: Dirs) -> Option<Dir> {
        dirs.iter().find(|&d| self.step(from, d) == Some(to))
    }

    /// The direction among `dirs` of the line from `from` that passes `to`.
    #[inline]
    pub fn line_to(&self, from: Square, to: Square, dirs: Dirs) -> Option<Dir> {
        let ((f0, r0), (f1, r1)) = (self.coords[from.index()], self.coords[to.index()]);
        let (df, dr) = (f1 - f0, r1 - r0);
        if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return None;
        }
        let d = LINE_OF_STEP[((dr.signum() + 1) * 3 + df.signum() + 1) as usize];
        (d != OFF && dirs.contains(Dir(d))).then_some(Dir(d))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: Lines<64> = Lines::of(Grid::CHESS);
    const NINE: Lines<81> = Lines::of(Grid { files: 9, ranks: 9 });

    fn sq(name: &str) -> Square {
        Grid::CHESS.parse(name).unwrap()
    }

    fn names(squares: &[Square]) -> Vec<String> {
        squares.iter().map(|&s| Grid::CHESS.name(s)).collect()
    }

    #[test]
    fn directions_pair_with_their_reverse() {
        for d in ALL_EIGHT.iter().chain(KNIGHT.iter()) {
            let (f, r) = d.step();
            assert_eq!(d.reverse().step(), (-f, -r));
            assert_eq!(d.reverse().reverse(), d);
        }
        assert_eq!(forward(Color::White).step(), (0, 1));
        assert_eq!(forward(Color::Black).step(), (0, -1));
        let steps = |d: Dirs| d.iter().map(Dir::step).collect::<Vec<_>>();
        assert_eq!(steps(pawn_captures(Color::White)), [(1, 1), (-1, 1)]);
        assert_eq!(steps(pawn_captures(Color::Black)), [(-1, -1), (1, -1)]);
        assert_eq!(ALL_EIGHT.iter().count(), 8);
        assert!(DIAGONAL.iter().all(Dir::is_diagonal) && !ORTHOGONAL.iter().any(Dir::is_diagonal));
    }

    #[test]
    fn lines_run_to_the_edge_and_leaps_stay_on_the_board() {
        assert_eq!(names(CHESS.ray(sq("e4"), Dir(4))), ["f5", "g6", "h7"]);
        assert!(CHESS.ray(sq("a1"), Dir(1)).is_empty());
        assert_eq!(CHESS.ray(sq("a1"), Dir(2)).len(), 7);
        assert_eq!(NINE.ray(Square(0), Dir(4)).len(), 8);
        let knight: Vec<_> = KNIGHT
            .iter()
            .filter_map(|d| CHESS.step(sq("a1"), d))
            .collect();
        assert_eq!(names(&knight), ["b3", "c2"]);
        assert_eq!(CHESS.step(sq("h8"), Dir(0)), None);
        assert_eq!(CHESS.line_to(sq("a1"), sq("d4"), DIAGONAL), Some(Dir(4)));
        assert_eq!(CHESS.line_to(sq("a1"), sq("d4"), ORTHOGONAL), None);
        assert_eq!(CHESS.line_to(sq("a1"), sq("b3"), ALL_EIGHT), None);
        assert_eq!(CHESS.step_to(sq("a1"), sq("b3"), KNIGHT), Some(Dir(8)));
    }
}
