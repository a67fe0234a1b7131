//! circular/2: The Board. The geometry of the round board, as data (circular/2.1-2.4, X.4-X.6); the note's
//! tables of spaces and neighbours are in `s02_board/tables.rs`.
//!
//! The rules' figures are lost; this is the reconstruction of the geometry note
//! (`circular-geometry.md`, sections 3, 6 and 7), written so that a reader can tick it off against the note:
//!
//! * 72 spaces: 4 concentric **rings** (ring 1 is the outer rim, ring 4 touches the center-circle), each cut
//!   into 18 **sectors** of 20 degrees (sector 0 is White's right, counted counter-clockwise). The spaces are
//!   named as in the rules' notation: files `a`..`i` are diameters, ranks `1`..`8` run along a file from
//!   White's first rank, across the center, to Black's first rank ([`SPACE_TABLE`], the note's section 9).
//! * File `i` is the extra diameter, horizontal, `i1`..`i4` on White's right; some of its spaces are **void**
//!   depending on the board ([`Board::voids`], the note's section 3.2).
//! * Each space has up to eight **neighbours** ([`NEIGHBOURS`], the note's section 7): `in` and `out` along its
//!   file, `ccw` and `cw` along its ring, and the four diagonal steps that keep its colour. A step marked
//!   `x(..)` passes through the center-circle: a piece going on in that direction reverses its radial sense
//!   (`in` becomes `out`). `RIM` means off the outer rim.
//!
//! Every line of the rules (files through the center, rings that wrap or are cut by voids, the spiral diagonal
//! arcs through the center) is a walk along this one neighbour table ([`walk`]).

/// A space of the round board: file index (a = 0 .. i = 8) times 8, plus rank - 1.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Space(pub u8);

/// The number of spaces of the full 9-file, 8-rank pattern (playable spaces plus voids).
pub const SPACE_COUNT: usize = 72;

mod tables;
pub use tables::*;

/// What the note's section 9 says about a space: its name, ring (1 = outer), sector (0..17, 20 degrees each,
/// counter-clockwise from White's right) and colour.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SpaceData {
    pub name: &'static str,
    pub ring: u8,
    pub sector: u8,
    pub light: bool,
}

/// One entry of the neighbour table: off the rim, or the next space and whether the step passed through the
/// center-circle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Rim,
    To(Space, bool),
}

/// The eight directions of the neighbour table, in its column order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    In,
    Out,
    Ccw,
    Cw,
    InCcw,
    InCw,
    OutCcw,
    OutCw,
}

impl Direction {
    /// All eight, in the table's column order.
    pub const ALL: [Direction; 8] = [
        Direction::In,
        Direction::Out,
        Direction::Ccw,
        Direction::Cw,
        Direction::InCcw,
        Direction::InCw,
        Direction::OutCcw,
        Direction::OutCw,
    ];
    /// Along the file (`in`, `out`) and along the rank (`ccw`, `cw`): the Rook's directions (circular/5.1).
    pub const FILE_AND_RANK: [Direction; 4] =
        [Direction::In, Direction::Out, Direction::Ccw, Direction::Cw];
    /// Along the file only.
    pub const FILE: [Direction; 2] = [Direction::In, Direction::Out];
    /// Along the rank only.
    pub const RANK: [Direction; 2] = [Direction::Ccw, Direction::Cw];
    /// The curved diagonals: the Bishop's directions (circular/6.1).
    pub const DIAGONAL: [Direction; 4] = [
        Direction::InCcw,
        Direction::InCw,
        Direction::OutCcw,
        Direction::OutCw,
    ];

    fn column(self) -> usize {
        self as usize
    }

    /// The direction a piece keeps after passing through the center-circle: the radial sense reverses, the
    /// rotational sense stays (circular/X.5: a Bishop curving left goes on curving left).
    pub fn across_centre(self) -> Direction {
        match self {
            Direction::In => Direction::Out,
            Direction::Out => Direction::In,
            Direction::InCcw => Direction::OutCcw,
            Direction::InCw => Direction::OutCw,
            Direction::OutCcw => Direction::InCcw,
            Direction::OutCw => Direction::InCw,
            d => d,
        }
    }

    /// The opposite direction.
    pub fn reverse(self) -> Direction {
        match self {
            Direction::In => Direction::Out,
            Direction::Out => Direction::In,
            Direction::Ccw => Direction::Cw,
            Direction::Cw => Direction::Ccw,
            Direction::InCcw => Direction::OutCw,
            Direction::InCw => Direction::OutCcw,
            Direction::OutCcw => Direction::InCw,
            Direction::OutCw => Direction::InCcw,
        }
    }

    /// For a diagonal direction, its radial and rotational parts (the two spaces at its corners).
    pub fn parts(self) -> Option<(Direction, Direction)> {
        match self {
            Direction::InCcw => Some((Direction::In, Direction::Ccw)),
            Direction::InCw => Some((Direction::In, Direction::Cw)),
            Direction::OutCcw => Some((Direction::Out, Direction::Ccw)),
            Direction::OutCw => Some((Direction::Out, Direction::Cw)),
            _ => None,
        }
    }

    /// The name used in the geometry note.
    pub fn name(self) -> &'static str {
        [
            "in", "out", "ccw", "cw", "in_ccw", "in_cw", "out_ccw", "out_cw",
        ][self.column()]
    }
}

/// The three versions of the board (circular/2.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Default)]
pub enum Board {
    /// Seventy spaces: only the outer end of file i is void.
    Maximal,
    /// Sixty-eight spaces; the board of the rules' illustrations.
    #[default]
    Medial,
    /// Sixty-six spaces: only the innermost space of each end of file i is playable.
    Minimal,
}

impl Board {
    /// All three boards.
    pub const ALL: [Board; 3] = [Board::Maximal, Board::Medial, Board::Minimal];

    /// `maximal`, `medial` or `minimal`.
    pub fn name(self) -> &'static str {
        match self {
            Board::Maximal => "maximal",
            Board::Medial => "medial",
            Board::Minimal => "minimal",
        }
    }

    /// Reads a board name.
    pub fn from_name(name: &str) -> Option<Board> {
        Board::ALL.into_iter().find(|b| b.name() == name)
    }

    /// The void spaces of this board: file i from the rim inward, on both ends (the note's section 3.2;
    /// register entry `CC-voids-from-rim`).
    pub const fn voids(self) -> &'static [Space] {
        match self {
            Board::Maximal => &[I1, I8],
            Board::Medial => &[I1, I2, I7, I8],
            Board::Minimal => &[I1, I2, I3, I6, I7, I8],
        }
    }

    /// Whether `s` is a void space on this board.
    #[inline]
    pub fn is_void(self, s: Space) -> bool {
        let mask = match self {
            Board::Maximal => const { void_mask(Board::Maximal) },
            Board::Medial => const { void_mask(Board::Medial) },
            Board::Minimal => const { void_mask(Board::Minimal) },
        };
        mask >> s.0 & 1 == 1
    }

    /// The number of playable spaces: 70, 68 or 66 (circular/2.1).
    pub fn space_count(self) -> usize {
        SPACE_COUNT - self.voids().len()
    }

    /// The playable spaces, a1 first.
    pub fn spaces(self) -> impl Iterator<Item = Space> {
        Space::all().filter(move |&s| !self.is_void(s))
    }
}

/// The void spaces of `board` ([`Board::voids`]) as one bit per space.
const fn void_mask(board: Board) -> u128 {
    let voids = board.voids();
    let (mut mask, mut i) = (0u128, 0);
    while i < voids.len() {
        mask |= 1 << voids[i].0;
        i += 1;
    }
    mask
}

impl Space {
    /// All 72 spaces of the pattern (voids included), a1, a2, .. i8.
    pub fn all() -> impl Iterator<Item = Space> {
        (0..SPACE_COUNT as u8).map(Space)
    }

    /// The index into arrays of [`SPACE_COUNT`].
    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The file index, a = 0 .. i = 8.
    pub fn file(self) -> u8 {
        self.0 / 8
    }

    /// The rank, 1..8.
    pub fn rank(self) -> u8 {
        self.0 % 8 + 1
    }

    /// The space at file index `file` (0..8) and rank `rank` (1..8).
    pub fn at(file: u8, rank: u8) -> Option<Space> {
        (file < 9 && (1..=8).contains(&rank)).then(|| Space(file * 8 + rank - 1))
    }

    /// The note's data for this space.
    pub fn data(self) -> &'static SpaceData {
        &SPACE_TABLE[self.index()]
    }

    /// The algebraic name, `a1` .. `i8` (circular/2.4).
    pub fn name(self) -> &'static str {
        self.data().name
    }

    /// Reads an algebraic name (voids included; whether a space is playable depends on the board).
    pub fn from_name(name: &str) -> Option<Space> {
        let b = name.as_bytes();
        if b.len() != 2 || !(b'a'..=b'i').contains(&b[0]) || !(b'1'..=b'8').contains(&b[1]) {
            return None;
        }
        Space::at(b[0] - b'a', b[1] - b'0')
    }

    /// The ring, 1 (outer rim) .. 4 (touching the center-circle).
    pub fn ring(self) -> u8 {
        self.data().ring
    }

    /// Whether the space is on White's half of the board (ranks 1-4) rather than Black's (ranks 5-8).
    pub fn on_white_half(self) -> bool {
        self.rank() <= 4
    }

    /// Whether the space is light-coloured (circular/2.1; circular/3.1: h1, the right-most space of White's
    /// first rank, is light).
    pub fn is_light(self) -> bool {
        self.data().light
    }

    /// One step in direction `d`: the next space (void or not) and the direction to go on in, or `None` off the
    /// outer rim. Passing through the center-circle reverses the radial sense (circular/X.5).
    pub fn step(self, d: Direction) -> Option<(Space, Direction)> {
        match NEIGHBOURS[self.index()][d.column()] {
            Step::Rim => None,
            Step::To(s, false) => Some((s, d)),
            Step::To(s, true) => Some((s, d.across_centre())),
        }
    }

    /// The neighbour in direction `d` and whether the step passes through the center-circle.
    pub fn neighbour(self, d: Direction) -> Step {
        NEIGHBOURS[self.index()][d.column()]
    }
}

impl std::fmt::Display for Space {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// Where a walk along a line stopped.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum WalkEnd {
    /// Off the outer rim.
    Rim,
    /// At a void space (the void is the payload).
    Void(Space),
    /// Back on the space the walk started from (a complete ring).
    Start,
}

/// The spaces along the line from `from` in direction `d`, in order, up to (not including) the rim, the first
/// void space of `board`, or the start space again; and what stopped it. Pieces are not considered.
pub fn walk(board: Board, from: Space, d: Direction) -> (Vec<Space>, WalkEnd) {
    let mut out = Vec::new();
    let (mut at, mut dir) = (from, d);
    loop {
        let Some((next, next_dir)) = at.step(dir) else {
            return (out, WalkEnd::Rim);
        };
        if next == from {
            return (out, WalkEnd::Start);
        }
        if board.is_void(next) {
            return (out, WalkEnd::Void(next));
        }
        out.push(next);
        at = next;
        dir = next_dir;
    }
}

/// The spaces of file `file` (0..8) on `board`, rank 1 first (circular/2.3: a diameter through the center).
pub fn file_spaces(board: Board, file: u8) -> Vec<Space> {
    (1..=8)
        .filter_map(|r| Space::at(file, r))
        .filter(|&s| !board.is_void(s))
        .collect()
}

/// The ring through `s` as seen from `s` counter-clockwise: the spaces in order up to a void or back to `s`
/// (circular/2.3: a rank is a complete circle or a circle segment).
pub fn ring_from(board: Board, s: Space) -> (Vec<Space>, WalkEnd) {
    walk(board, s, Direction::Ccw)
}

/// Whether the ring of `ring` (1..4) is a complete circle on `board` (no void on it).
pub fn ring_is_complete(board: Board, ring: u8) -> bool {
    !board.voids().iter().any(|v| v.ring() == ring)
}
