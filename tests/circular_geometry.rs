//! The worked examples of the Circular Chess geometry note (`circular-geometry.md`, section 10: reach of each
//! piece on an otherwise empty board, per board) and its sections 3, 4, 6 and 7 (names, colours, the step
//! function and the neighbour table). Every table row below is copied from the note; a failing row is printed.
//! The note derived these from its own model of the board (the rules' figures are lost), independently of
//! this code.

use oracle::circular::interpretation::{CircularInterpretation, KnightsAndVoids};
use oracle::circular::s02_board::*;
use oracle::circular::s04_movement::{Kind, Mover, Piece, Position};
use oracle::circular::s09_knight::knight_leaps;
use oracle::circular::s10_pawn::pawn_moves;
use oracle::circular::s13_check::movements;
use oracle::circular::{s05_rook, s06_bishop, s07_queen, s08_king};
use oracle::core::Color;
use std::collections::BTreeSet;

fn sp(name: &str) -> Space {
    Space::from_name(name).unwrap_or_else(|| panic!("bad space name {name} in a table"))
}

fn board(name: &str) -> Board {
    Board::from_name(name).unwrap_or_else(|| panic!("bad board name {name}"))
}

/// The spaces listed in a table cell (`—` = none), without marks.
fn cell(text: &str) -> Vec<String> {
    text.split_whitespace()
        .filter(|t| *t != "—")
        .map(|t| t.to_string())
        .collect()
}

fn names(v: &[Space]) -> Vec<String> {
    v.iter().map(|s| s.name().to_string()).collect()
}

fn set(v: &[String]) -> BTreeSet<String> {
    v.iter().cloned().collect()
}

fn rows(table: &str) -> Vec<Vec<String>> {
    table
        .lines()
        .filter(|l| l.starts_with('|'))
        .map(|l| {
            l.trim()
                .trim_matches('|')
                .split('|')
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect()
}

fn alone(b: Board, s: Space, piece: Piece) -> Position {
    let mut pos = Position::empty(b);
    pos.spaces[s.index()] = Some(piece);
    pos
}

/// One of the articles' destination functions (`s05_rook::rook_destinations`, ...).
type Destinations = fn(Mover, &mut Vec<Space>);

/// Where a White `kind` alone on `b` at `from` may go, by `destinations` under the default readings.
fn reach(b: Board, from: Space, kind: Kind, destinations: Destinations) -> Vec<Space> {
    let pos = alone(b, from, Piece::new(Color::White, kind));
    let mut dests = Vec::new();
    destinations(
        Mover::new(&pos, from, &CircularInterpretation::default()),
        &mut dests,
    );
    dests
}

/// Checks a row of a ray table (board | piece on | one ray per direction of `directions` | total): each ray
/// walked from the square, and the number of destinations of `kind` alone there, none of them its own
/// square.
fn check_rays(
    r: &[String],
    directions: [Direction; 4],
    kind: Kind,
    destinations: Destinations,
) -> Result<(), String> {
    let (b, from) = (board(&r[0]), sp(&r[1]));
    for (col, d) in (2..).zip(directions) {
        let got = names(&walk(b, from, d).0);
        if got != cell(&r[col]) {
            return Err(format!("{} ray is {}", d.name(), got.join(" ")));
        }
    }
    let dests = reach(b, from, kind, destinations);
    let total: usize = r[6].parse().map_err(|_| "bad total")?;
    if dests.len() != total || dests.contains(&from) {
        return Err(format!(
            "{} destinations: {}",
            dests.len(),
            names(&dests).join(" ")
        ));
    }
    Ok(())
}

/// Runs `check` on every row and fails with every wrong row listed.
fn each_row(table: &str, check: impl Fn(&[String]) -> Result<(), String>) {
    let failures: Vec<String> = rows(table)
        .iter()
        .filter_map(|r| {
            check(r)
                .err()
                .map(|e| format!("row `{}`: {e}", r.join(" | ")))
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// ---- Sections 3, 4, 6.1, 7: names, colours, the step function, the neighbour table ----

/// Section 3: polar coordinates from the algebraic name.
fn polar_of(s: Space) -> (i32, i32) {
    let (f, r) = (s.file() as i32, s.rank() as i32);
    if r <= 4 {
        (r, (10 + f) % 18)
    } else {
        (9 - r, 1 + f)
    }
}

/// Section 6.1: the one step function, in polar coordinates.
fn polar_step(k: i32, j: i32, dk: i32, dj: i32) -> Option<((i32, i32), bool)> {
    let j2 = (j + dj).rem_euclid(18);
    let k2 = k + dk;
    if k2 == 0 {
        return None;
    }
    if k2 == 5 {
        return Some(((4, (j2 + 9) % 18), true));
    }
    Some(((k2, j2), false))
}

#[test]
fn names_rings_sectors_and_colours_follow_sections_3_and_4() {
    for s in Space::all() {
        let (k, j) = polar_of(s);
        assert_eq!((s.ring() as i32, s.data().sector as i32), (k, j), "{s}");
        // Section 4: light iff k + j is even; equivalently dark iff file + rank (a = 1) is even.
        assert_eq!(s.is_light(), (k + j) % 2 == 0, "{s}");
        assert_eq!(
            s.is_light(),
            (s.file() as i32 + 1 + s.rank() as i32) % 2 == 1,
            "{s}"
        );
        assert_eq!(Space::from_name(s.name()), Some(s));
    }
}

#[test]
fn the_neighbour_table_is_the_step_function_of_section_6_1() {
    let polar: Vec<(i32, i32)> = Space::all().map(polar_of).collect();
    let by_polar = |p: (i32, i32)| Space::all().find(|&s| polar_of(s) == p).expect("a cell");
    for s in Space::all() {
        let (k, j) = polar[s.index()];
        for d in Direction::ALL {
            let (dk, dj) = match d {
                Direction::In => (1, 0),
                Direction::Out => (-1, 0),
                Direction::Ccw => (0, 1),
                Direction::Cw => (0, -1),
                Direction::InCcw => (1, 1),
                Direction::InCw => (1, -1),
                Direction::OutCcw => (-1, 1),
                Direction::OutCw => (-1, -1),
            };
            let expected = match polar_step(k, j, dk, dj) {
                None => Step::Rim,
                Some((p, crossed)) => Step::To(by_polar(p), crossed),
            };
            assert_eq!(s.neighbour(d), expected, "{s} {}", d.name());
        }
    }
}

#[test]
fn every_diagonal_step_keeps_the_colour_and_every_orthogonal_step_changes_it() {
    // Section 4 and circular/6.1: diagonals are arcs of like-coloured spaces.
    for s in Space::all() {
        for d in Direction::ALL {
            if let Some((t, _)) = s.step(d) {
                let diagonal = d.parts().is_some();
                assert_eq!(
                    s.is_light() == t.is_light(),
                    diagonal,
                    "{s} {} {t}",
                    d.name()
                );
            }
        }
    }
}

#[test]
fn boards_have_70_68_and_66_spaces_with_the_voids_of_section_3_2() {
    let expect = [
        ("maximal", 70, "i1 i8"),
        ("medial", 68, "i1 i2 i7 i8"),
        ("minimal", 66, "i1 i2 i3 i6 i7 i8"),
    ];
    for (b, n, voids) in expect {
        let b = board(b);
        assert_eq!(b.space_count(), n);
        assert_eq!(b.spaces().count(), n);
        assert_eq!(names(b.voids()).join(" "), voids);
    }
    // circular/2.4's example: on Medial the space just right of the voids on White's left is i6.
    assert!(!Board::Medial.is_void(I6));
    assert!(Board::Medial.is_void(I7));
    assert_eq!(I6.step(Direction::Out).map(|(s, _)| s), Some(I7));
    // circular/3.1: the right-most space of White's first rank (h1) is light; a1 is dark.
    assert!(H1.is_light() && !A1.is_light());
    // circular/3.2: each Rook's start space is next to a void space on every board.
    for b in Board::ALL {
        for r in [A1, H1, A8, H8] {
            assert!(
                Direction::RANK
                    .iter()
                    .any(|&d| r.step(d).is_some_and(|(s, _)| b.is_void(s))),
                "{r} on {}",
                b.name()
            );
        }
    }
}

#[test]
fn rings_wrap_or_are_cut_as_in_section_6_3() {
    let (ring2, end) = ring_from(Board::Maximal, A2);
    assert_eq!(
        names(&ring2).join(" "),
        "b2 c2 d2 e2 f2 g2 h2 i2 a7 b7 c7 d7 e7 f7 g7 h7 i7"
    );
    assert_eq!(end, WalkEnd::Start);
    let (ring2, end) = ring_from(Board::Medial, A2);
    assert_eq!(names(&ring2).join(" "), "b2 c2 d2 e2 f2 g2 h2");
    assert_eq!(end, WalkEnd::Void(I2));
    let complete = |b: Board| {
        (1..=4)
            .filter(|&r| ring_is_complete(b, r))
            .collect::<Vec<_>>()
    };
    assert_eq!(complete(Board::Maximal), vec![2, 3, 4]);
    assert_eq!(complete(Board::Medial), vec![3, 4]);
    assert_eq!(complete(Board::Minimal), vec![4]);
    // Section 6.2: file i is cut by the voids.
    assert_eq!(
        names(&file_spaces(Board::Maximal, 8)).join(" "),
        "i2 i3 i4 i5 i6 i7"
    );
    assert_eq!(
        names(&file_spaces(Board::Medial, 8)).join(" "),
        "i3 i4 i5 i6"
    );
    assert_eq!(names(&file_spaces(Board::Minimal, 8)).join(" "), "i4 i5");
}

// ---- Section 10.1: rook rays (board | rook on | in | out | ccw | cw | total distinct) ----

const ROOK_RAYS: &str = "\
| maximal | a1 | a2 a3 a4 a5 a6 a7 a8 | — | b1 c1 d1 e1 f1 g1 h1 | — | 14 |
| maximal | h1 | h2 h3 h4 h5 h6 h7 h8 | — | — | g1 f1 e1 d1 c1 b1 a1 | 14 |
| maximal | d1 | d2 d3 d4 d5 d6 d7 d8 | — | e1 f1 g1 h1 | c1 b1 a1 | 14 |
| maximal | a2 | a3 a4 a5 a6 a7 a8 | a1 | b2 c2 d2 e2 f2 g2 h2 i2 a7 b7 c7 d7 e7 f7 g7 h7 i7 | i7 h7 g7 f7 e7 d7 c7 b7 a7 i2 h2 g2 f2 e2 d2 c2 b2 | 23 |
| maximal | i2 | i3 i4 i5 i6 i7 | — | a7 b7 c7 d7 e7 f7 g7 h7 i7 a2 b2 c2 d2 e2 f2 g2 h2 | h2 g2 f2 e2 d2 c2 b2 a2 i7 h7 g7 f7 e7 d7 c7 b7 a7 | 21 |
| maximal | d4 | d5 d6 d7 d8 | d3 d2 d1 | e4 f4 g4 h4 i4 a5 b5 c5 d5 e5 f5 g5 h5 i5 a4 b4 c4 | c4 b4 a4 i5 h5 g5 f5 e5 d5 c5 b5 a5 i4 h4 g4 f4 e4 | 23 |
| maximal | i4 | i5 i6 i7 | i3 i2 | a5 b5 c5 d5 e5 f5 g5 h5 i5 a4 b4 c4 d4 e4 f4 g4 h4 | h4 g4 f4 e4 d4 c4 b4 a4 i5 h5 g5 f5 e5 d5 c5 b5 a5 | 21 |
| medial | a1 | a2 a3 a4 a5 a6 a7 a8 | — | b1 c1 d1 e1 f1 g1 h1 | — | 14 |
| medial | h1 | h2 h3 h4 h5 h6 h7 h8 | — | — | g1 f1 e1 d1 c1 b1 a1 | 14 |
| medial | d1 | d2 d3 d4 d5 d6 d7 d8 | — | e1 f1 g1 h1 | c1 b1 a1 | 14 |
| medial | a2 | a3 a4 a5 a6 a7 a8 | a1 | b2 c2 d2 e2 f2 g2 h2 | — | 14 |
| medial | d4 | d5 d6 d7 d8 | d3 d2 d1 | e4 f4 g4 h4 i4 a5 b5 c5 d5 e5 f5 g5 h5 i5 a4 b4 c4 | c4 b4 a4 i5 h5 g5 f5 e5 d5 c5 b5 a5 i4 h4 g4 f4 e4 | 23 |
| medial | i4 | i5 i6 | i3 | a5 b5 c5 d5 e5 f5 g5 h5 i5 a4 b4 c4 d4 e4 f4 g4 h4 | h4 g4 f4 e4 d4 c4 b4 a4 i5 h5 g5 f5 e5 d5 c5 b5 a5 | 19 |
| minimal | a1 | a2 a3 a4 a5 a6 a7 a8 | — | b1 c1 d1 e1 f1 g1 h1 | — | 14 |
| minimal | h1 | h2 h3 h4 h5 h6 h7 h8 | — | — | g1 f1 e1 d1 c1 b1 a1 | 14 |
| minimal | d1 | d2 d3 d4 d5 d6 d7 d8 | — | e1 f1 g1 h1 | c1 b1 a1 | 14 |
| minimal | a2 | a3 a4 a5 a6 a7 a8 | a1 | b2 c2 d2 e2 f2 g2 h2 | — | 14 |
| minimal | d4 | d5 d6 d7 d8 | d3 d2 d1 | e4 f4 g4 h4 i4 a5 b5 c5 d5 e5 f5 g5 h5 i5 a4 b4 c4 | c4 b4 a4 i5 h5 g5 f5 e5 d5 c5 b5 a5 i4 h4 g4 f4 e4 | 23 |
| minimal | i4 | i5 | — | a5 b5 c5 d5 e5 f5 g5 h5 i5 a4 b4 c4 d4 e4 f4 g4 h4 | h4 g4 f4 e4 d4 c4 b4 a4 i5 h5 g5 f5 e5 d5 c5 b5 a5 | 17 |
";

#[test]
fn section_10_1_rook_rays() {
    let directions = [Direction::In, Direction::Out, Direction::Ccw, Direction::Cw];
    each_row(ROOK_RAYS, |r| {
        check_rays(r, directions, Kind::Rook, s05_rook::rook_destinations)
    });
}

// ---- Section 10.2: bishop rays (board | bishop on | in_ccw | in_cw | out_ccw | out_cw | total) ----

const BISHOP_RAYS: &str = "\
| maximal | c1 | d2 e3 f4 g5 h6 i7 a1 | b2 a3 i5 h4 g3 f2 e1 | — | — | 14 |
| maximal | f1 | g2 h3 i4 a4 b3 c2 d1 | e2 d3 c4 b5 a6 i2 h1 | — | — | 14 |
| maximal | d4 | e5 f6 g7 h8 | c5 b6 a7 | e3 f2 g1 | c3 b2 a1 | 13 |
| maximal | h2 | i3 a5 b4 c3 d2 e1 | g3 f4 e5 d6 c7 b8 | — | g1 | 13 |
| maximal | a1 | b2 c3 d4 e5 f6 g7 h8 | i7 h6 g5 f4 e3 d2 c1 | — | — | 14 |
| maximal | e5 | f4 g3 h2 | d4 c3 b2 a1 | f6 g7 h8 | d6 c7 b8 | 13 |
| medial | c1 | d2 e3 f4 g5 h6 | b2 a3 i5 h4 g3 f2 e1 | — | — | 12 |
| medial | f1 | g2 h3 i4 a4 b3 c2 d1 | e2 d3 c4 b5 a6 | — | — | 12 |
| medial | d4 | e5 f6 g7 h8 | c5 b6 a7 | e3 f2 g1 | c3 b2 a1 | 13 |
| medial | h2 | i3 a5 b4 c3 d2 e1 | g3 f4 e5 d6 c7 b8 | — | g1 | 13 |
| medial | a1 | b2 c3 d4 e5 f6 g7 h8 | — | — | — | 7 |
| medial | e5 | f4 g3 h2 | d4 c3 b2 a1 | f6 g7 h8 | d6 c7 b8 | 13 |
| minimal | c1 | d2 e3 f4 g5 h6 | b2 a3 i5 h4 g3 f2 e1 | — | — | 12 |
| minimal | f1 | g2 h3 i4 a4 b3 c2 d1 | e2 d3 c4 b5 a6 | — | — | 12 |
| minimal | d4 | e5 f6 g7 h8 | c5 b6 a7 | e3 f2 g1 | c3 b2 a1 | 13 |
| minimal | h2 | — | g3 f4 e5 d6 c7 b8 | — | g1 | 7 |
| minimal | a1 | b2 c3 d4 e5 f6 g7 h8 | — | — | — | 7 |
| minimal | e5 | f4 g3 h2 | d4 c3 b2 a1 | f6 g7 h8 | d6 c7 b8 | 13 |
";

#[test]
fn section_10_2_bishop_rays() {
    let directions = [
        Direction::InCcw,
        Direction::InCw,
        Direction::OutCcw,
        Direction::OutCw,
    ];
    each_row(BISHOP_RAYS, |r| {
        check_rays(r, directions, Kind::Bishop, s06_bishop::bishop_destinations)
    });
}

// ---- Section 10.3: queen destination counts (board | Qd1 | Qd4 | Qe5 | Qa1 | Qi4) ----

const QUEEN_COUNTS: &str = "\
| maximal | 26 | 34 | 34 | 27 | 33 |
| medial | 26 | 34 | 34 | 21 | 31 |
| minimal | 24 | 34 | 34 | 21 | 29 |
";

#[test]
fn section_10_3_queen_destination_counts() {
    each_row(QUEEN_COUNTS, |r| {
        let b = board(&r[0]);
        for (col, from) in (1..).zip([D1, D4, E5, A1, I4]) {
            let dests = reach(b, from, Kind::Queen, s07_queen::queen_destinations);
            let want: usize = r[col].parse().map_err(|_| "bad count")?;
            if dests.len() != want {
                return Err(format!("Q{from}: {} destinations", dests.len()));
            }
        }
        Ok(())
    });
}

// ---- Section 10.4: king moves (board | Kd4 | Ke5 | Ka1 | Kh1 | Ki4 | Ki5 | Ka4) ----

const KING_MOVES: &str = "\
| maximal | c3 c4 c5 d3 d5 e3 e4 e5 | d4 d5 d6 e4 e6 f4 f5 f6 | a2 b1 b2 i7 | g1 g2 h2 i2 | a4 a5 a6 h3 h4 h5 i3 i5 | a3 a4 a5 h4 h5 h6 i4 i6 | a3 a5 b3 b4 b5 i4 i5 i6 |
| medial | c3 c4 c5 d3 d5 e3 e4 e5 | d4 d5 d6 e4 e6 f4 f5 f6 | a2 b1 b2 | g1 g2 h2 | a4 a5 a6 h3 h4 h5 i3 i5 | a3 a4 a5 h4 h5 h6 i4 i6 | a3 a5 b3 b4 b5 i4 i5 i6 |
| minimal | c3 c4 c5 d3 d5 e3 e4 e5 | d4 d5 d6 e4 e6 f4 f5 f6 | a2 b1 b2 | g1 g2 h2 | a4 a5 a6 h3 h4 h5 i5 | a3 a4 a5 h4 h5 h6 i4 | a3 a5 b3 b4 b5 i4 i5 |
";

#[test]
fn section_10_4_king_moves() {
    each_row(KING_MOVES, |r| {
        let b = board(&r[0]);
        for (col, from) in (1..).zip([D4, E5, A1, H1, I4, I5, A4]) {
            let dests = reach(b, from, Kind::King, s08_king::king_destinations);
            if set(&names(&dests)) != set(&cell(&r[col])) || dests.len() != cell(&r[col]).len() {
                return Err(format!("K{from}: {}", names(&dests).join(" ")));
            }
        }
        Ok(())
    });
}

// ---- Section 10.5: knight moves (board | Nb1 | Ng1 | Na1 | Nh1 | Nd4 | Nd3 | Ni4);
// `x?` legal under K-either only, `~~x~~` illegal under both ----

const KNIGHT_MOVES: &str = "\
| maximal | a3 c3 d2 i7? | e2 f3 h3 i2? | b3 c2 h7? i6? | a7? f2 g3 i3? | b3 b5 c2 c6 e2 e6 f3 f5 | b2 b4 c1 c5 e1 e5 f2 f4 | a3 a7 b4 b6 g3 g5 h2 h6 |
| medial | a3 c3 d2 | e2 f3 h3 | b3 c2 ~~h7~~ i6? | ~~a7~~ f2 g3 i3? | b3 b5 c2 c6 e2 e6 f3 f5 | b2 b4 c1 c5 e1 e5 f2 f4 | a3 a7? b4 b6 g3 g5 h2? h6 |
| minimal | a3 c3 d2 | e2 f3 h3 | b3 c2 ~~h7~~ | ~~a7~~ f2 g3 | b3 b5 c2 c6 e2 e6 f3 f5 | b2 b4 c1 c5 e1 e5 f2 f4 | a3? a7? b4 b6? g3? g5 h2? h6? |
";

#[test]
fn section_10_5_knight_moves_under_both_readings() {
    each_row(KNIGHT_MOVES, |r| {
        let b = board(&r[0]);
        for (col, from) in (1..).zip([B1, G1, A1, H1, D4, D3, I4]) {
            let entries = cell(&r[col]);
            let strict: BTreeSet<String> = entries
                .iter()
                .filter(|e| !e.ends_with('?') && !e.starts_with("~~"))
                .cloned()
                .collect();
            let either: BTreeSet<String> = entries
                .iter()
                .filter(|e| !e.starts_with("~~"))
                .map(|e| e.trim_end_matches('?').to_string())
                .collect();
            for (mode, want) in [
                (KnightsAndVoids::Strict, strict),
                (KnightsAndVoids::Either, either),
            ] {
                let got = set(&names(&knight_leaps(b, from, mode)));
                if got != want {
                    return Err(format!("N{from} {mode:?}: {got:?}"));
                }
            }
        }
        Ok(())
    });
}

/// The note's companion data (`circular-geometry.json`, `knight_moves`) lists every knight move per board with
/// its two L-paths' void flags: 428 of 452 moves have both paths clear on Maximal, 388 of 420 with at least one
/// on Medial, 348 of 380 on Minimal. The literal reading takes the flag of the path with the long leg first
/// (`path_radial_first_clear` for a leap two along the file, `path_angular_first_clear` for one two along the
/// ring; which leg is the long one found by walking the note's step function, section 6.1): 440 on Maximal,
/// 404 on Medial, 364 on Minimal.
#[test]
fn knight_move_totals_of_the_geometry_data() {
    for (b, strict, either, literal) in [
        (Board::Maximal, 428, 452, 440),
        (Board::Medial, 388, 420, 404),
        (Board::Minimal, 348, 380, 364),
    ] {
        let count = |mode| -> usize { b.spaces().map(|s| knight_leaps(b, s, mode).len()).sum() };
        assert_eq!(count(KnightsAndVoids::Strict), strict, "{}", b.name());
        assert_eq!(count(KnightsAndVoids::Either), either, "{}", b.name());
        assert_eq!(count(KnightsAndVoids::Literal), literal, "{}", b.name());
    }
}

// ---- Section 10.6: pawn moves (board | pawn | push | cap | note), the note's rows grouped by pawn ----

const PAWN_MOVES: &str = "\
| maximal | W d2 (start) | d3 | c3 e3 | double step d2–d4 also legal |
| medial | W d2 (start) | d3 | c3 e3 | double step d2–d4 also legal |
| minimal | W d2 (start) | d3 | c3 e3 | double step d2–d4 also legal |
| maximal | W d4 | d5 | c5* e5* | `*` = crosses the centre |
| medial | W d4 | d5 | c5* e5* | `*` = crosses the centre |
| minimal | W d4 | d5 | c5* e5* | `*` = crosses the centre |
| maximal | W h4 | h5 | g5* i5* | captures onto g5, i5 across the centre |
| medial | W h4 | h5 | g5* i5* | captures onto g5, i5 across the centre |
| minimal | W h4 | h5 | g5* i5* | captures onto g5, i5 across the centre |
| maximal | W a3 (not yet crossed) | a4 | i5 b4 | a3×i5 lands on Black's half without crossing the centre |
| medial | W a3 (not yet crossed) | a4 | i5 b4 | a3×i5 lands on Black's half without crossing the centre |
| minimal | W a3 (not yet crossed) | a4 | i5 b4 | a3×i5 lands on Black's half without crossing the centre |
| maximal | W e5 (crossed) | e6 | d6 f6 | after crossing, moves outward (rank increases) |
| medial | W e5 (crossed) | e6 | d6 f6 | after crossing, moves outward (rank increases) |
| minimal | W e5 (crossed) | e6 | d6 f6 | after crossing, moves outward (rank increases) |
| maximal | W a6 (crossed) | a7 | i2 b7 | a6×i2 crosses the a/i seam onto White's half |
| medial | W a6 (crossed) | a7 | b7 | a6×i2 crosses the a/i seam onto White's half |
| minimal | W a6 (crossed) | a7 | b7 | a6×i2 crosses the a/i seam onto White's half |
";

#[test]
fn section_10_6_pawn_moves() {
    each_row(PAWN_MOVES, |r| {
        let b = board(&r[0]);
        let words: Vec<&str> = r[1].split_whitespace().collect();
        let from = sp(words[1]);
        let crossed =
            r[1].contains("(crossed)") || (!r[1].contains("not yet") && !from.on_white_half());
        let pawn = Piece {
            color: Color::White,
            kind: Kind::Pawn,
            crossed,
        };
        let mut pos = alone(b, from, pawn);
        let push = cell(&r[2]);
        let caps: Vec<String> = cell(&r[3])
            .iter()
            .map(|c| c.trim_end_matches('*').to_string())
            .collect();
        let mut want: BTreeSet<String> = set(&push);
        if r[4].contains("double step") {
            want.insert(
                r[4].split('–')
                    .nth(1)
                    .unwrap_or("")
                    .split_whitespace()
                    .next()
                    .unwrap_or("")
                    .to_string(),
            );
        }
        // Opposing pieces on every playable neighbour except straight ahead, so that any capture the row does not
        // list would show up.
        let ahead = from
            .step(if crossed {
                Direction::Out
            } else {
                Direction::In
            })
            .map(|(s, _)| s);
        for d in Direction::ALL {
            if let Some((s, _)) = from.step(d) {
                if Some(s) != ahead && !b.is_void(s) && !want.contains(s.name()) {
                    pos.spaces[s.index()] = Some(Piece::new(Color::Black, Kind::Knight));
                }
            }
        }
        want.extend(caps);
        let mut moves = Vec::new();
        pawn_moves(
            Mover::new(&pos, from, &CircularInterpretation::default()),
            &mut moves,
        );
        let got: BTreeSet<String> = moves.iter().map(|m| m.to.name().to_string()).collect();
        if got != want {
            return Err(format!("moves to {got:?}"));
        }
        Ok(())
    });
}

// ---- Section 10.7: the start position ----

#[test]
fn section_10_7_twenty_first_moves_under_strict_and_twenty_two_on_maximal_under_either() {
    use oracle::circular::s03_set_up::start_position;
    use oracle::circular::s13_check::legal_moves;
    for b in Board::ALL {
        // Under `literal` Nb1-i7 and Ng1-i2 pass i8 and i1 on their written paths (b1 a1 i8, g1 h1 i1): 20.
        for mode in [
            KnightsAndVoids::Strict,
            KnightsAndVoids::Either,
            KnightsAndVoids::Literal,
        ] {
            let interp = CircularInterpretation {
                board: b,
                knights_and_voids: mode,
                ..Default::default()
            };
            let pos = start_position(b);
            let n = legal_moves(&pos, &interp).len();
            let want = if b == Board::Maximal && mode == KnightsAndVoids::Either {
                22
            } else {
                20
            };
            assert_eq!(n, want, "{} {mode:?}", b.name());
            // No slider has a move in the start position (section 10.7).
            assert!(movements(&pos, &interp).iter().all(|m| !matches!(
                pos.at(m.from).map(|p| p.kind),
                Some(Kind::Rook | Kind::Bishop | Kind::Queen)
            )));
        }
    }
    let either = CircularInterpretation {
        board: Board::Maximal,
        knights_and_voids: KnightsAndVoids::Either,
        ..Default::default()
    };
    let extra: BTreeSet<String> = legal_moves(&start_position(Board::Maximal), &either)
        .iter()
        .filter(|m| m.to.file() == 8)
        .map(|m| format!("{}{}", m.from, m.to))
        .collect();
    assert_eq!(
        extra,
        ["b1i7", "g1i2"].iter().map(|s| s.to_string()).collect()
    );
}

// ---- Section 10.8: the rook's full circle ----

#[test]
fn section_10_8_rook_full_circle_excludes_its_start() {
    let dests = reach(Board::Maximal, A2, Kind::Rook, s05_rook::rook_destinations);
    let ring: BTreeSet<String> = "b2 c2 d2 e2 f2 g2 h2 i2 a7 b7 c7 d7 e7 f7 g7 h7 i7"
        .split(' ')
        .map(String::from)
        .collect();
    let got = set(&names(&dests));
    assert!(ring.is_subset(&got) && !got.contains("a2"));
    let (ring, _) = ring_from(Board::Medial, A2);
    assert_eq!(names(&ring).join(" "), "b2 c2 d2 e2 f2 g2 h2");
    let dests = reach(Board::Medial, A2, Kind::Rook, s05_rook::rook_destinations);
    assert_eq!(dests.len(), 14);
}

// ---- The lines of circular/2.3 and circular/6.1 on the full pattern of 72 spaces ----

/// Steps from `s` in `d` ignoring voids, following the direction changes at the center-circle.
fn line(s: Space, d: Direction, steps: usize) -> Vec<Space> {
    let (mut at, mut dir) = (s, d);
    let mut out = vec![s];
    for _ in 0..steps {
        match at.step(dir) {
            Some((next, next_dir)) => {
                out.push(next);
                at = next;
                dir = next_dir;
            }
            None => break,
        }
    }
    out
}

#[test]
fn files_run_from_rank_1_across_the_centre_to_rank_8() {
    // circular/2.3, 2.4: a file is a diameter; its ranks 1..8 go from White's first rank across the center.
    for file in 0..9u8 {
        let start = Space::at(file, 1).unwrap();
        let got = line(start, Direction::In, 20);
        let want: Vec<Space> = (1..=8).map(|r| Space::at(file, r).unwrap()).collect();
        assert_eq!(got, want, "file {}", (b'a' + file) as char);
    }
}

#[test]
fn rings_are_circles_of_18_spaces() {
    // circular/2.3: on the full pattern every ring closes after 18 steps, visiting 18 distinct spaces of one ring.
    for s in Space::all() {
        let got = line(s, Direction::Ccw, 18);
        assert_eq!(got.len(), 19);
        assert_eq!(got[18], s);
        let distinct: BTreeSet<Space> = got[..18].iter().copied().collect();
        assert_eq!(distinct.len(), 18);
        assert!(got.iter().all(|t| t.ring() == s.ring()));
    }
}

#[test]
fn diagonal_arcs_spiral_in_through_the_centre_and_out_to_the_rim() {
    // circular/6.1: each arc runs from the outer circle through successive circles into the center, one space
    // round per circle, through the center and back out to the outer circle, curving the same way, all of one
    // colour: 8 spaces, rings 1 2 3 4 4 3 2 1, then off the rim.
    for s in Space::all().filter(|s| s.ring() == 1) {
        for d in [Direction::InCcw, Direction::InCw] {
            let got = line(s, d, 10);
            let rings: Vec<u8> = got.iter().map(|t| t.ring()).collect();
            assert_eq!(rings, vec![1, 2, 3, 4, 4, 3, 2, 1], "{s} {}", d.name());
            assert!(got.iter().all(|t| t.is_light() == s.is_light()));
            // One sector further round per step, in the same sense; across the center 9 + 1 sectors.
            let sectors: Vec<i32> = got.iter().map(|t| t.data().sector as i32).collect();
            let turn: i32 = if d == Direction::InCcw { 1 } else { -1 };
            for (i, w) in sectors.windows(2).enumerate() {
                let step = (w[1] - w[0]).rem_euclid(18);
                let want = if i == 3 {
                    (9 + turn).rem_euclid(18)
                } else {
                    turn.rem_euclid(18)
                };
                assert_eq!(step, want, "{s} {} step {i}", d.name());
            }
        }
    }
}
