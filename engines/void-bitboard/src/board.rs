//! The 9x9 board as 81-bit masks (`u128`), and the tables every rule reads: King steps, Knight leaps,
//! Pawn captures, the Minister's second ring, the squares between two squares of a line, and the lines
//! themselves (void-chess/1.1, 3.1-3.6, 4.2). The sliders' reach is in [`crate::lines`].

/// A set of squares: bit `rank * 9 + file`, a1 = 0, i9 = 80 (void-chess/1.1).
pub type Mask = u128;

/// Every square of the board.
pub const BOARD: Mask = (1u128 << 81) - 1;

/// The single-square mask of `sq`, for tables built at compile time (see [`bit`]).
pub const fn square_mask(sq: u8) -> Mask {
    1u128 << sq
}

/// The single-square mask of `sq`, read from a table: a shift of a `u128` by a variable amount costs
/// several instructions, a load one.
#[inline(always)]
pub fn bit(sq: u8) -> Mask {
    BITS[sq as usize]
}

static BITS: [Mask; 128] = {
    let mut t = [0; 128];
    let mut sq = 0;
    while sq < 81 {
        t[sq] = 1u128 << sq;
        sq += 1;
    }
    t
};

/// The file (0 = a) of a square.
#[inline(always)]
pub const fn file_of(sq: u8) -> i32 {
    (sq % 9) as i32
}

/// The rank (0 = rank 1) of a square.
#[inline(always)]
pub const fn rank_of(sq: u8) -> i32 {
    (sq / 9) as i32
}

/// The square at `file`, `rank`, if both are on the board.
pub const fn square(file: i32, rank: i32) -> Option<u8> {
    if file >= 0 && file < 9 && rank >= 0 && rank < 9 {
        Some((rank * 9 + file) as u8)
    } else {
        None
    }
}

/// `e4` for the square 31.
pub fn name(sq: u8) -> String {
    let mut s = String::with_capacity(2);
    push_name(sq, &mut s);
    s
}

/// Appends the name of `sq` to `out`.
pub fn push_name(sq: u8, out: &mut String) {
    out.push((b'a' + (sq % 9)) as char);
    out.push((b'1' + (sq / 9)) as char);
}

/// The square a two-character name (`a1` .. `i9`) stands for.
pub fn parse_square(text: &str) -> Option<u8> {
    let b = text.as_bytes();
    if b.len() != 2 || !(b'a'..=b'i').contains(&b[0]) || !(b'1'..=b'9').contains(&b[1]) {
        return None;
    }
    Some((b[1] - b'1') * 9 + (b[0] - b'a'))
}

/// The lowest square of a mask that is not empty.
#[inline(always)]
pub fn first(m: Mask) -> u8 {
    m.trailing_zeros() as u8
}

/// Iterates the squares of a mask, lowest first (the two 64-bit halves one after the other: cheaper than
/// clearing the lowest bit of a `u128`).
#[derive(Clone, Copy)]
pub struct Squares {
    low: u64,
    high: u64,
}

/// The squares of `m`, lowest first.
#[inline(always)]
pub fn squares(m: Mask) -> Squares {
    Squares {
        low: m as u64,
        high: (m >> 64) as u64,
    }
}

impl Iterator for Squares {
    type Item = u8;
    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.low != 0 {
            let sq = self.low.trailing_zeros() as u8;
            self.low &= self.low - 1;
            Some(sq)
        } else if self.high != 0 {
            let sq = self.high.trailing_zeros() as u8 + 64;
            self.high &= self.high - 1;
            Some(sq)
        } else {
            None
        }
    }
}

/// The eight directions as (file, rank) steps: Rook-like ones first (even index), then Bishop-like.
pub const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

const fn leaps(sq: u8, steps: &[(i32, i32)]) -> Mask {
    let mut m = 0;
    let mut i = 0;
    while i < steps.len() {
        if let Some(to) = square(file_of(sq) + steps[i].0, rank_of(sq) + steps[i].1) {
            m |= square_mask(to);
        }
        i += 1;
    }
    m
}

/// Per-square tables, built once at compile time.
pub struct Tables {
    /// void-chess/3.1: the eight neighbours (also a Minister's Step 1 and Step 2, 4.2).
    pub king: [Mask; 81],
    /// void-chess/3.5: the Knight's L-shaped leaps.
    pub knight: [Mask; 81],
    /// void-chess/3.6: the squares a Pawn of colour `c` on the square captures on (`[c][sq]`).
    pub pawn: [[Mask; 81]; 2],
    /// The squares exactly two King steps away (where a Minister's two-step move may end, 4.5).
    pub ring2: [Mask; 81],
    /// The squares straight ahead of a Pawn of colour `c` up to its promotion rank (void-chess/9.8.4).
    pub front: [[Mask; 81]; 2],
    /// The rank and the file through the square, the square left out (where a Rook could see from it).
    pub rook_lines: [Mask; 81],
    /// The two diagonals through the square, the square left out.
    pub bishop_lines: [Mask; 81],
    /// `[a][b]`: the squares strictly between two squares of one rank, file or diagonal; empty otherwise.
    pub between: [[Mask; 81]; 81],
}

const fn build() -> Tables {
    let mut t = Tables {
        king: [0; 81],
        knight: [0; 81],
        pawn: [[0; 81]; 2],
        ring2: [0; 81],
        front: [[0; 81]; 2],
        rook_lines: [0; 81],
        bishop_lines: [0; 81],
        between: [[0; 81]; 81],
    };
    let mut sq = 0u8;
    while sq < 81 {
        let s = sq as usize;
        t.king[s] = leaps(sq, &DIRECTIONS);
        t.pawn[0][s] = leaps(sq, &[(-1, 1), (1, 1)]);
        t.pawn[1][s] = leaps(sq, &[(-1, -1), (1, -1)]);
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRECTIONS[d];
            let (mut f, mut r) = (file_of(sq) + df, rank_of(sq) + dr);
            let mut passed = 0;
            while let Some(to) = square(f, r) {
                if d % 2 == 0 {
                    t.rook_lines[s] |= square_mask(to);
                } else {
                    t.bishop_lines[s] |= square_mask(to);
                }
                if d == 0 {
                    t.front[0][s] |= square_mask(to);
                } else if d == 4 {
                    t.front[1][s] |= square_mask(to);
                }
                t.between[s][to as usize] = passed;
                passed |= square_mask(to);
                f += df;
                r += dr;
            }
            d += 1;
        }
        // The 5x5 square around `sq`: its outer ring (two King steps away), and in it the Knight's
        // leaps, two squares one way and one square perpendicular (void-chess/3.5).
        let mut df = -2;
        while df <= 2 {
            let mut dr = -2;
            while dr <= 2 {
                if let Some(to) = square(file_of(sq) + df, rank_of(sq) + dr) {
                    if df == 2 || df == -2 || dr == 2 || dr == -2 {
                        t.ring2[s] |= square_mask(to);
                    }
                    if df * dr == 2 || df * dr == -2 {
                        t.knight[s] |= square_mask(to);
                    }
                }
                dr += 1;
            }
            df += 1;
        }
        sq += 1;
    }
    t
}

/// The tables.
pub static TABLES: Tables = build();

/// The squares of `m` and their eight neighbours (one step of a flood fill, void-chess/9.8).
pub fn dilate(m: Mask) -> Mask {
    squares(m).fold(m, |acc, sq| acc | TABLES.king[sq as usize])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_have_the_counts_of_the_rules() {
        // 3.1: a King in a corner has 3 neighbours, in the middle 8; 3.5: a Knight 2 and 8.
        assert_eq!(TABLES.king[0].count_ones(), 3);
        assert_eq!(TABLES.king[40].count_ones(), 8);
        assert_eq!(TABLES.knight[0].count_ones(), 2);
        assert_eq!(TABLES.knight[40].count_ones(), 8);
        // 4.5: 24 squares within two steps on an open board.
        assert_eq!((TABLES.king[40] | TABLES.ring2[40]).count_ones(), 24);
        // From e5 a Rook's lines hold 16 squares of the 9x9 board, a Bishop's 16 as well.
        assert_eq!(TABLES.rook_lines[40].count_ones(), 16);
        assert_eq!(TABLES.bishop_lines[40].count_ones(), 16);
        // a1 and a9: the seven squares of the a-file between them; a1 and b3 share no line.
        assert_eq!(TABLES.between[0][72].count_ones(), 7);
        assert_eq!(TABLES.between[72][0], TABLES.between[0][72]);
        assert_eq!(TABLES.between[0][19], 0);
        assert_eq!(TABLES.between[0][20], bit(10));
        assert_eq!(name(31), "e4");
        assert_eq!(parse_square("i9"), Some(80));
        assert_eq!(parse_square("j1"), None);
        assert!((0..81).all(|sq| bit(sq) == square_mask(sq)));
    }
}
