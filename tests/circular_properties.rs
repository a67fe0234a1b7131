//! Properties of Circular Chess: the symmetry of its lines (whatever reaches a space along a line can be reached
//! back along it), the symmetry of the rules under the half-turn that swaps White and Black, and invariants of
//! random games on all three boards. More cases: `PROPTEST_CASES=500 cargo test --release --test
//! circular_properties`; a failing case is saved in `tests/circular_properties.proptest-regressions`.

mod proptest_support;

use oracle::circular::interpretation::*;
use oracle::circular::s02_board::*;
use oracle::circular::s03_set_up::start_position;
use oracle::circular::s04_movement::{Kind, Move, Piece, Position};
use oracle::circular::s08_king::king_steps;
use oracle::circular::s09_knight::knight_leaps;
use oracle::circular::s13_check::in_check;
use oracle::circular::s13_check::{legal_moves, make_move, movements};
use oracle::circular::Circular;
use oracle::core::{Color, Rules, Verdict};
use proptest::prelude::*;
use std::collections::BTreeSet;

fn interps() -> Vec<CircularInterpretation> {
    let mut out = Vec::new();
    for board in Board::ALL {
        for knights_and_voids in [
            KnightsAndVoids::Strict,
            KnightsAndVoids::Either,
            KnightsAndVoids::Literal,
        ] {
            for diagonal_past_void_corner in [
                DiagonalPastVoidCorner::Pass,
                DiagonalPastVoidCorner::Blocked,
            ] {
                out.push(CircularInterpretation {
                    board,
                    knights_and_voids,
                    diagonal_past_void_corner,
                    ..Default::default()
                });
            }
        }
    }
    out
}

fn reach_alone(interp: &CircularInterpretation, from: Space, kind: Kind) -> BTreeSet<Space> {
    let mut pos = Position::empty(interp.board);
    pos.spaces[from.index()] = Some(Piece::new(Color::White, kind));
    movements(&pos, interp).iter().map(|m| m.to).collect()
}

/// circular/2.3, 6.1, 8.1, 9.1: files, ranks and diagonal arcs are lines, the same both ways; a King's step and
/// a Knight's leap can be made back. Checked for every piece on every space of every board, under every reading,
/// but a Knight's under `knights-and-voids=literal`, whose written path from one end can pass a void that
/// the path from the other end does not (Nh1-i3 on Maximal, not Ni3-h1: register CC-knights-and-voids).
#[test]
fn every_line_step_and_leap_can_be_made_back() {
    for interp in interps() {
        let board = interp.board;
        for kind in [
            Kind::Rook,
            Kind::Bishop,
            Kind::Queen,
            Kind::King,
            Kind::Knight,
        ] {
            let reach: Vec<BTreeSet<Space>> = Space::all()
                .map(|s| {
                    if board.is_void(s) {
                        BTreeSet::new()
                    } else {
                        reach_alone(&interp, s, kind)
                    }
                })
                .collect();
            let one_way =
                kind == Kind::Knight && interp.knights_and_voids == KnightsAndVoids::Literal;
            for a in board.spaces() {
                for &b in &reach[a.index()] {
                    assert!(
                        one_way || reach[b.index()].contains(&a),
                        "{kind:?} reaches {b} from {a} but not back ({interp:?})"
                    );
                    assert!(!board.is_void(b) && b != a);
                }
            }
        }
        // The step and leap helpers used by the check test agree with the movers.
        for a in board.spaces() {
            let pos = Position::empty(board);
            let steps: BTreeSet<Space> = king_steps(&pos, a, &interp).into_iter().collect();
            assert_eq!(steps, reach_alone(&interp, a, Kind::King));
            let leaps: BTreeSet<Space> = knight_leaps(board, a, interp.knights_and_voids)
                .into_iter()
                .collect();
            assert_eq!(leaps, reach_alone(&interp, a, Kind::Knight));
        }
    }
}

/// Every step of the neighbour table, both ways (all 72 spaces and 8 directions: the table is small enough
/// to check whole): if a step in direction `d` from A reaches B, going on in `d2` (reversed radially after
/// passing the center-circle, X.5), then a step from B in the reverse of `d2` reaches A, going on in the
/// reverse of `d` (circular/2.3, X.4-X.6). The lines of the pieces above are built on these steps.
#[test]
fn every_step_of_the_neighbour_table_can_be_walked_back() {
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

/// Every walk along a line on an empty board keeps to one colour along diagonals, and a line never visits a
/// space twice.
#[test]
fn walks_never_repeat_a_space() {
    for board in Board::ALL {
        for s in board.spaces() {
            for d in Direction::ALL {
                let (spaces, _) = walk(board, s, d);
                let distinct: BTreeSet<Space> = spaces.iter().copied().collect();
                assert_eq!(distinct.len(), spaces.len(), "{s} {}", d.name());
                assert!(!distinct.contains(&s));
                if d.parts().is_some() {
                    assert!(spaces.iter().all(|t| t.is_light() == s.is_light()));
                }
            }
        }
    }
}

/// The half-turn of the board: file kept, rank r to 9 - r (sector j to j + 9), colours swapped. The rules of
/// circular/3-14 treat White and Black alike, and every board's voids are symmetric under it.
fn turn(s: Space) -> Space {
    Space::at(s.file(), 9 - s.rank()).expect("a space")
}

fn turned(pos: &Position) -> Position {
    let mut out = Position::empty(pos.board);
    for s in Space::all() {
        out.spaces[turn(s).index()] = pos.at(s).map(|p| Piece {
            color: p.color.opponent(),
            ..p
        });
    }
    out.to_move = pos.to_move.opponent();
    out.castling = pos.castling.mirrored();
    out.en_passant = pos.en_passant.map(turn);
    out.halfmove_clock = pos.halfmove_clock;
    out
}

fn turned_move(m: &Move) -> Move {
    Move {
        from: turn(m.from),
        to: turn(m.to),
        ..*m
    }
}

fn check_position(pos: &Position, interp: &CircularInterpretation) -> Result<(), String> {
    let rules = Circular;
    let text = rules.format_position(pos);
    // The position text reads back to the same position.
    let back = rules
        .parse_position(&text, interp)
        .map_err(|e| format!("{text}: {e}"))?;
    if back != *pos {
        return Err(format!("{text} reads back differently"));
    }
    // circular/4.2: no piece on a void space; circular/12.1: no Pawn on a first rank (unless promotion is
    // optional).
    for s in Space::all() {
        if let Some(p) = pos.at(s) {
            if pos.board.is_void(s) {
                return Err(format!("{text}: a piece on the void {s}"));
            }
            if p.kind == Kind::Pawn && s.ring() == 1 && interp.promotion == Promotion::Compulsory {
                return Err(format!("{text}: a Pawn on the first rank {s}"));
            }
        }
    }
    let moves = legal_moves(pos, interp);
    for (i, m) in moves.iter().enumerate() {
        // circular/13.1: no legal move leaves the mover's King in check.
        if in_check(&make_move(pos, m), pos.to_move, interp) {
            return Err(format!("{text}: {m:?} leaves the King in check"));
        }
        // The coordinate text of legal moves reads back to them (a sample: each such read decides legality).
        if i % 8 != 0
            && m.promotion.is_none()
            && m.kind == oracle::circular::s04_movement::MoveKind::Ordinary
        {
            continue;
        }
        let t = rules.format_move(pos, m);
        match rules.check_move(pos, &t, interp) {
            Verdict::Legal(again) if again == *m => {}
            other => return Err(format!("{text}: {t} reads back as {other:?}")),
        }
    }
    // Check found by looking from the King agrees with the opponent's own move generation.
    let mut other_side = pos.clone();
    other_side.to_move = pos.to_move.opponent();
    other_side.en_passant = None;
    let king = pos.king(pos.to_move);
    let captures_king = movements(&other_side, interp)
        .iter()
        .any(|m| Some(m.to) == king);
    if captures_king != in_check(pos, pos.to_move, interp) {
        return Err(format!(
            "{text}: in_check disagrees with the opponent's moves"
        ));
    }
    // The half-turn with colours swapped gives the same moves, turned.
    let turned_pos = turned(pos);
    let mine: BTreeSet<String> = moves
        .iter()
        .map(|m| rules.format_move(pos, &turned_move(m)))
        .collect();
    let theirs: BTreeSet<String> = legal_moves(&turned_pos, interp)
        .iter()
        .map(|m| rules.format_move(&turned_pos, m))
        .collect();
    if mine != theirs {
        return Err(format!(
            "{text}: the half-turned position has other moves: {:?} vs {:?}",
            mine.symmetric_difference(&theirs).collect::<Vec<_>>(),
            rules.format_position(&turned_pos)
        ));
    }
    Ok(())
}

fn interp_strategy() -> impl Strategy<Value = CircularInterpretation> {
    (
        0..3usize,
        0..3usize,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        (any::<bool>(), any::<bool>()),
    )
        .prop_map(|(b, k, d, e, p, (f, m))| CircularInterpretation {
            board: Board::ALL[b],
            knights_and_voids: [
                KnightsAndVoids::Strict,
                KnightsAndVoids::Either,
                KnightsAndVoids::Literal,
            ][k],
            fourth_rank: if f {
                FourthRank::Circle
            } else {
                FourthRank::RankDigit
            },
            mate_and_material: if m {
                MateAndMaterial::CheckmateFirst
            } else {
                MateAndMaterial::MaterialFirst
            },
            diagonal_past_void_corner: if d {
                DiagonalPastVoidCorner::Pass
            } else {
                DiagonalPastVoidCorner::Blocked
            },
            en_passant: if e {
                EnPassant::Literal
            } else {
                EnPassant::PassedSquare
            },
            promotion: if p {
                Promotion::Compulsory
            } else {
                Promotion::Optional
            },
        })
}

proptest! {
    #![proptest_config(proptest_support::config(16))]

    /// Random games from the start on every board and under every reading: at every position the text
    /// round-trips, no piece stands on a void, no legal move leaves its King in check, check agrees with the
    /// opponent's moves, and the half-turned position has the half-turned moves.
    #[test]
    fn random_games_keep_the_invariants(interp in interp_strategy(), choices in proptest::collection::vec(any::<u16>(), 1..60)) {
        let mut pos = start_position(interp.board);
        check_position(&pos, &interp).map_err(TestCaseError::fail)?;
        for c in choices {
            let moves = legal_moves(&pos, &interp);
            if moves.is_empty() {
                break;
            }
            let m = moves[c as usize % moves.len()];
            pos = make_move(&pos, &m);
            check_position(&pos, &interp).map_err(TestCaseError::fail)?;
        }
    }
}
