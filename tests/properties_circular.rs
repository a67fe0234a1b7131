//! Circular Chess properties beyond the generic ones of `tests/properties.rs`: every line of the geometry is
//! symmetric. Lines are walks along the neighbour table (circular/2.3, X.4-X.6; `circular-geometry.md`
//! section 7): if a step in direction `d` from A reaches B (going on in `d2`, reversed radially after
//! passing the center-circle, X.5), then a step from B in the reverse of `d2` reaches A, going on in the
//! reverse of `d`. So every line can be walked both ways through the same spaces.

use oracle::circular::geometry::{walk, Board, Direction, Space, WalkEnd, SPACE_COUNT};
use quickcheck::{QuickCheck, TestResult};

fn cases(default: u64) -> u64 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Every step of the neighbour table, both ways (all 72 spaces and 8 directions: the table is small enough
/// to check whole).
#[test]
fn every_step_of_every_line_can_be_walked_back() {
    for i in 0..SPACE_COUNT {
        let a = Space(i as u8);
        for d in Direction::ALL {
            let Some((b, d2)) = a.step(d) else { continue };
            let back = b.step(d2.reverse());
            assert_eq!(
                back,
                Some((a, d.reverse())),
                "{} --{d:?}--> {} (going on {d2:?}), but back from {} going {:?} gives {back:?}",
                a.name(),
                b.name(),
                b.name(),
                d2.reverse()
            );
        }
    }
}

/// A line walked from A in direction `d` to its last space Z, walked back from Z, passes the same spaces in
/// reverse order and ends on A (on every board: voids end lines the same way in both directions).
#[test]
fn every_line_reads_the_same_both_ways() {
    fn law(space: u8, dir: u8, board: u8) -> TestResult {
        let a = Space(space % SPACE_COUNT as u8);
        let board = Board::ALL[board as usize % Board::ALL.len()];
        if board.is_void(a) {
            return TestResult::discard();
        }
        let d = Direction::ALL[dir as usize % 8];
        let (line, end) = walk(board, a, d);
        if end == WalkEnd::Start || line.is_empty() {
            return TestResult::discard();
        }
        // The direction on arrival at the last space: replay the steps.
        let (mut at, mut going) = (a, d);
        for s in &line {
            let (next, next_dir) = at.step(going).expect("walk took this step");
            assert_eq!(next, *s);
            at = next;
            going = next_dir;
        }
        let (back, _) = walk(board, at, going.reverse());
        let mut expected: Vec<Space> = line[..line.len() - 1].iter().rev().copied().collect();
        expected.push(a);
        if back.len() < expected.len() || back[..expected.len()] != expected[..] {
            return TestResult::error(format!(
                "{board:?}: from {} going {d:?}: {:?}; back from {}: {:?}",
                a.name(),
                line.iter().map(|s| s.name()).collect::<Vec<_>>(),
                at.name(),
                back.iter().map(|s| s.name()).collect::<Vec<_>>()
            ));
        }
        TestResult::passed()
    }
    QuickCheck::new()
        .tests(cases(300))
        .quickcheck(law as fn(u8, u8, u8) -> TestResult);
}
