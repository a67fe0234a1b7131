//! circular/9: The Knight. Two spaces along its rank then one along the file, or two along its file then one
//! along the rank; it jumps over pieces but never across or over a void space.

use super::interpretation::KnightsAndVoids;
use super::s02_board::{Board, Direction, Space};
use super::s04_movement::{may_occupy, Mover};

/// One of the eight leaps: `long` twice and `short` once, in either order (the two L-shaped paths).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Leap {
    pub long: Direction,
    pub short: Direction,
}

/// circular/9.1: two along the rank and one along the file, or two along the file and one along the rank.
pub const LEAPS: [Leap; 8] = [
    Leap {
        long: Direction::Ccw,
        short: Direction::In,
    },
    Leap {
        long: Direction::Ccw,
        short: Direction::Out,
    },
    Leap {
        long: Direction::Cw,
        short: Direction::In,
    },
    Leap {
        long: Direction::Cw,
        short: Direction::Out,
    },
    Leap {
        long: Direction::In,
        short: Direction::Ccw,
    },
    Leap {
        long: Direction::In,
        short: Direction::Cw,
    },
    Leap {
        long: Direction::Out,
        short: Direction::Ccw,
    },
    Leap {
        long: Direction::Out,
        short: Direction::Cw,
    },
];

/// The two spaces jumped over and the landing space of one L-shaped path, or `None` if it leaves the board.
/// circular/9.2 (and X.5): through the center-circle the spaces directly across are adjacent in the same
/// file, so a path that passes through it goes on with its radial sense reversed.
pub fn l_path(from: Space, steps: [Direction; 3]) -> Option<([Space; 2], Space)> {
    let mut at = from;
    let mut dirs = steps;
    let mut visited = [from; 3];
    for i in 0..3 {
        let (next, _) = at.step(dirs[i])?;
        if let super::s02_board::Step::To(_, true) = at.neighbour(dirs[i]) {
            for d in dirs.iter_mut().skip(i + 1) {
                *d = d.across_centre();
            }
        }
        visited[i] = next;
        at = next;
    }
    Some(([visited[0], visited[1]], visited[2]))
}

/// The two L-shaped paths of a leap: long-long-short and short-long-long.
pub fn l_paths(from: Space, leap: Leap) -> [Option<([Space; 2], Space)>; 2] {
    [
        l_path(from, [leap.long, leap.long, leap.short]),
        l_path(from, [leap.short, leap.long, leap.long]),
    ]
}

/// circular/9.3 (X.6): the spaces a Knight on `from` may leap to on an empty board: never onto a void space,
/// and never across or over one (register entry `CC-knights-and-voids`: under `strict` no space of either
/// path may be void; under `either` one path free of voids suffices).
pub fn knight_leaps(board: Board, from: Space, mode: KnightsAndVoids) -> Vec<Space> {
    let mut out = Vec::with_capacity(8);
    for leap in LEAPS {
        let paths = l_paths(from, leap);
        let Some(dest) = paths.iter().flatten().map(|p| p.1).next() else {
            continue;
        };
        if !may_occupy(board, dest) || out.contains(&dest) {
            continue;
        }
        let clear = |p: &Option<([Space; 2], Space)>| {
            p.is_some_and(|(over, to)| to == dest && over.iter().all(|&s| !board.is_void(s)))
        };
        let allowed = match mode {
            KnightsAndVoids::Strict => paths.iter().all(clear),
            KnightsAndVoids::Either => paths.iter().any(clear),
        };
        if allowed {
            out.push(dest);
        }
    }
    out
}

/// [`knight_leaps`] for every space, computed once per board and reading.
pub fn knight_table(board: Board, mode: KnightsAndVoids) -> &'static [Vec<Space>] {
    use std::sync::OnceLock;
    static TABLES: [OnceLock<Vec<Vec<Space>>>; 6] = [const { OnceLock::new() }; 6];
    let b = Board::ALL.iter().position(|&x| x == board).unwrap_or(0);
    let m = match mode {
        KnightsAndVoids::Strict => 0,
        KnightsAndVoids::Either => 1,
    };
    TABLES[b * 2 + m].get_or_init(|| {
        Space::all()
            .map(|s| {
                if board.is_void(s) {
                    Vec::new()
                } else {
                    knight_leaps(board, s, mode)
                }
            })
            .collect()
    })
}

/// The spaces a Knight would reach if void spaces did not stop it (used to explain a refusal by 9.3).
pub fn knight_leaps_ignoring_voids(from: Space) -> Vec<Space> {
    let mut out: Vec<Space> = LEAPS
        .iter()
        .filter_map(|&leap| l_paths(from, leap)[0].map(|p| p.1))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// circular/9.3: the Knight moves to, or captures on, a leap destination not held by its own piece.
pub fn knight_destinations(m: Mover, out: &mut Vec<Space>) {
    out.extend(
        knight_table(m.pos.board, m.interp.knights_and_voids)[m.from.index()]
            .iter()
            .copied()
            .filter(|&s| m.may_end_on(s)),
    );
}
