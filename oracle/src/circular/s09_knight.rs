//! circular/9: The Knight. Two spaces along its rank then one along the file, or two along its file then one
//! along the rank; it jumps over pieces but never across or over a void space.
//!
//! The rule is one check, [`knight_move`]; generation offers it the leaps of [`knight_table`], the spaces
//! its void rule leaves for each space, and deciding a move text runs the same check.

use super::interpretation::KnightsAndVoids;
use super::s02_board::{Board, Direction, Space, Step};
use super::s04_movement::{lands, may_occupy, Mover};
use crate::clause;
use crate::core::{effect, refuse, require, Check, ClauseSink, NoTrace};

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
    l_walk(from, steps).map(|(over, to, _)| (over, to))
}

/// [`l_path`], and whether one of its steps passed through the center-circle.
fn l_walk(from: Space, steps: [Direction; 3]) -> Option<([Space; 2], Space, bool)> {
    let mut at = from;
    let mut dirs = steps;
    let mut visited = [from; 3];
    let mut across = false;
    for i in 0..3 {
        let (next, _) = at.step(dirs[i])?;
        if let Step::To(_, true) = at.neighbour(dirs[i]) {
            across = true;
            for d in dirs.iter_mut().skip(i + 1) {
                *d = d.across_centre();
            }
        }
        visited[i] = next;
        at = next;
    }
    Some(([visited[0], visited[1]], visited[2], across))
}

/// The two L-shaped paths of a leap: long-long-short and short-long-long.
pub fn l_paths(from: Space, leap: Leap) -> [Option<([Space; 2], Space)>; 2] {
    [
        l_path(from, [leap.long, leap.long, leap.short]),
        l_path(from, [leap.short, leap.long, leap.long]),
    ]
}

/// circular/9.1, circular/9.3 (X.6): the spaces a Knight on `from` may leap to on an empty board: never onto a void space,
/// and never across or over one (register entry `CC-knights-and-voids`: under `strict` no space of either
/// path may be void; under `either` one path free of voids suffices; under `literal` the path 9.1 writes,
/// the long leg first, must be free of voids).
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
            // circular/9.1: "two spaces along the rank ..., and then ... one space along the file", and the
            // same with file and rank exchanged: the long leg first, the first of `l_paths`.
            KnightsAndVoids::Literal => clear(&paths[0]),
        };
        if allowed {
            out.push(dest);
        }
    }
    out
}

/// The index of a board and a reading among the tables computed once.
fn table_index(board: Board, mode: KnightsAndVoids) -> usize {
    let b = Board::ALL.iter().position(|&x| x == board).unwrap_or(0);
    let m = match mode {
        KnightsAndVoids::Strict => 0,
        KnightsAndVoids::Either => 1,
        KnightsAndVoids::Literal => 2,
    };
    b * 3 + m
}

/// [`knight_leaps`] for every space, computed once per board and reading.
pub fn knight_table(board: Board, mode: KnightsAndVoids) -> &'static [Vec<Space>] {
    use std::sync::OnceLock;
    static TABLES: [OnceLock<Vec<Vec<Space>>>; 9] = [const { OnceLock::new() }; 9];
    TABLES[table_index(board, mode)].get_or_init(|| {
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

/// For every space, the spaces from which a Knight leaps to it: [`knight_table`] read backwards, computed once
/// per board and reading. Under `strict` and `either` a leap can always be made back, so the two tables are
/// the same; under `literal` they differ where only one direction's written path passes a void (Nh1-i3 on
/// Maximal, but not Ni3-h1).
pub fn knight_sources(board: Board, mode: KnightsAndVoids) -> &'static [Vec<Space>] {
    use std::sync::OnceLock;
    static TABLES: [OnceLock<Vec<Vec<Space>>>; 9] = [const { OnceLock::new() }; 9];
    TABLES[table_index(board, mode)].get_or_init(|| {
        let mut sources = vec![Vec::new(); knight_table(board, mode).len()];
        for from in Space::all() {
            for &to in &knight_table(board, mode)[from.index()] {
                sources[to.index()].push(from);
            }
        }
        sources
    })
}

/// The spaces a Knight would reach if void spaces did not stop it: the leaps of circular/9.1 and 9.2 alone.
pub fn knight_leaps_ignoring_voids(from: Space) -> Vec<Space> {
    let mut out: Vec<Space> = LEAPS
        .iter()
        .filter_map(|&leap| l_paths(from, leap)[0].map(|p| p.1))
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether a leap from `from` to `to` passes through the center-circle on one of its L-shaped paths
/// (circular/9.2).
fn leap_crosses_the_centre(from: Space, to: Space) -> bool {
    LEAPS.iter().any(|&leap| {
        [
            [leap.long, leap.long, leap.short],
            [leap.short, leap.long, leap.long],
        ]
        .into_iter()
        .any(|steps| l_walk(from, steps).is_some_and(|(_, end, across)| end == to && across))
    })
}

/// circular/9.1, circular/9.2, circular/9.3, circular/4.2: the Knight on `m.from` leaps to `to`, two spaces
/// along its rank and one along the file or two along the file and one along the rank (9.1; across the
/// center-circle the spaces directly opposite are adjacent, 9.2), over pieces but never across or over a
/// void space (9.3), and lands there (4.2: an opposing piece there is captured).
pub fn knight_move<S: ClauseSink + ?Sized>(sink: &mut S, m: Mover, to: Space) -> Check {
    lands(sink, m, to)?;
    let allowed =
        knight_table(m.pos.board, m.interp.knights_and_voids)[m.from.index()].contains(&to);
    if !allowed {
        let leap = knight_leaps_ignoring_voids(m.from).contains(&to);
        require(sink, !leap, clause!("circular/9.3"), || {
            format!(
                "the Knight's leap {}{to} would cross or jump over a void space",
                m.from
            )
        })?;
        return refuse(sink, clause!("circular/9.1"), || {
            format!(
                "{to} is not two spaces along a rank or file and one across from {}",
                m.from
            )
        });
    }
    sink.yes(clause!("circular/9.1"));
    let across = sink.traces() && leap_crosses_the_centre(m.from, to);
    effect(sink, across, clause!("circular/9.2"));
    // circular/2.2: the center-circle is no space; the Knight's path passes through it.
    effect(sink, across, clause!("circular/2.2"));
    Ok(())
}

/// circular/9.1-9.3: every space the Knight may leap to.
pub fn knight_destinations(m: Mover, out: &mut Vec<Space>) {
    for &to in &knight_table(m.pos.board, m.interp.knights_and_voids)[m.from.index()] {
        if knight_move(&mut NoTrace, m, to).is_ok() {
            out.push(to);
        }
    }
}
