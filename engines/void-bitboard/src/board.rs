//! The 9x9 board as 81-bit masks (`u128`), and the tables every rule reads: King steps, Knight leaps,
//! Pawn captures, sliding rays, and the Minister's second ring (void-chess/1.1, 3.1-3.6, 4.2).

/// A set of squares: bit `rank * 9 + file`, a1 = 0, i9 = 80 (void-chess/1.1).
pub type Mask = u128;

/// Every square of the board.
pub const BOARD: Mask = (1u128 << 81) - 1;

/// The single-square mask of `sq`.
#[inline(always)]
pub const fn bit(sq: u8) -> Mask {
    1u128 << sq
}

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
    format!("{}{}", (b'a' + (sq % 9)) as char, (b'1' + (sq / 9)) as char)
}

/// The square a two-character name (`a1` .. `i9`) stands for.
pub fn parse_square(text: &str) -> Option<u8> {
    let b = text.as_bytes();
    if b.len() != 2 || !(b'a'..=b'i').contains(&b[0]) || !(b'1'..=b'9').contains(&b[1]) {
        return None;
    }
    Some((b[1] - b'1') * 9 + (b[0] - b'a'))
}

/// Iterates the squares of a mask, lowest first.
#[derive(Clone, Copy)]
pub struct Squares(pub Mask);

impl Iterator for Squares {
    type Item = u8;
    #[inline(always)]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let sq = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(sq)
    }
}

/// The eight directions as (file, rank) steps: the first four raise the square index, the last four
/// lower it (which end of a ray is nearest decides how its first blocker is found).
pub const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),
    (1, 0),
    (1, 1),
    (-1, 1),
    (0, -1),
    (-1, 0),
    (-1, -1),
    (1, -1),
];

const fn leaps(sq: u8, steps: &[(i32, i32)]) -> Mask {
    let mut m = 0;
    let mut i = 0;
    while i < steps.len() {
        if let Some(to) = square(file_of(sq) + steps[i].0, rank_of(sq) + steps[i].1) {
            m |= bit(to);
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
    /// void-chess/3.2-3.4: the squares along each of the eight [`DIRECTIONS`], nearest first.
    pub ray: [[Mask; 81]; 8],
    /// The squares exactly two King steps away (where a Minister's two-step move may end, 4.5).
    pub ring2: [Mask; 81],
    /// The squares straight ahead of a Pawn of colour `c` up to its promotion rank (void-chess/9.8.4).
    pub front: [[Mask; 81]; 2],
}

const fn build() -> Tables {
    let mut t = Tables {
        king: [0; 81],
        knight: [0; 81],
        pawn: [[0; 81]; 2],
        ray: [[0; 81]; 8],
        ring2: [0; 81],
        front: [[0; 81]; 2],
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
            while let Some(to) = square(f, r) {
                t.ray[d][s] |= bit(to);
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
                        t.ring2[s] |= bit(to);
                    }
                    if df * dr == 2 || df * dr == -2 {
                        t.knight[s] |= bit(to);
                    }
                }
                dr += 1;
            }
            df += 1;
        }
        t.front[0][s] = t.ray[0][s];
        t.front[1][s] = t.ray[4][s];
        sq += 1;
    }
    t
}

/// The tables.
pub static TABLES: Tables = build();

/// void-chess/3.2-3.4, 2.4: the squares a slider on `sq` reaches along direction `d`, stopping at (and
/// including) the first square in `blockers` (pieces and void tiles).
#[inline(always)]
pub fn ray_attacks(sq: u8, d: usize, blockers: Mask) -> Mask {
    let ray = TABLES.ray[d][sq as usize];
    let hit = ray & blockers;
    if hit == 0 {
        return ray;
    }
    let first = if d < 4 {
        hit.trailing_zeros()
    } else {
        127 - hit.leading_zeros()
    };
    ray ^ TABLES.ray[d][first as usize]
}

/// void-chess/3.3: a Rook's reach from `sq` (ranks and files).
#[inline(always)]
pub fn rook_attacks(sq: u8, blockers: Mask) -> Mask {
    lines_attacks(sq, [0, 1, 4, 5], blockers)
}

/// void-chess/3.4: a Bishop's reach from `sq` (diagonals).
#[inline(always)]
pub fn bishop_attacks(sq: u8, blockers: Mask) -> Mask {
    lines_attacks(sq, [2, 3, 6, 7], blockers)
}

/// The union of the rays `dirs` from `sq`, each ending at its first blocker.
#[inline(always)]
fn lines_attacks(sq: u8, dirs: [usize; 4], blockers: Mask) -> Mask {
    dirs.into_iter()
        .fold(0, |reach, d| reach | ray_attacks(sq, d, blockers))
}

/// The squares of `m` and their eight neighbours (one step of a flood fill, void-chess/9.8).
pub fn dilate(m: Mask) -> Mask {
    Squares(m).fold(m, |acc, sq| acc | TABLES.king[sq as usize])
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
        // A Rook on e5 sees 16 squares of the open 9x9 board, a Bishop 16 as well.
        assert_eq!(rook_attacks(40, 0).count_ones(), 16);
        assert_eq!(bishop_attacks(40, 0).count_ones(), 16);
        assert_eq!(rook_attacks(0, bit(3)).count_ones(), 8 + 3);
        assert_eq!(name(31), "e4");
        assert_eq!(parse_square("i9"), Some(80));
        assert_eq!(parse_square("j1"), None);
    }
}
