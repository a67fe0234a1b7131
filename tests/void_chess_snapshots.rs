//! Reviewed snapshots of Void Chess output: the start diagram, perft divide at depth 2 from the start
//! (every first move has 22 replies, see tests/void_chess_start.rs), and the algebraic list of a curated
//! position with a Minister, unstable and void tiles.

mod snapshot_support;
#[path = "void_chess_support/mod.rs"]
mod support;

use snapshot_support::snapshot;
use support::*;

#[test]
fn start_diagram() {
    snapshot("void_chess_start_diagram", game("startpos", &[]).show());
}

#[test]
fn start_divide_depth_2() {
    let g = game("startpos", &[]);
    let rows = g.divide(2);
    assert!(rows.iter().all(|(_, n)| *n == 22));
    let text: String = rows.iter().map(|(m, n)| format!("{m}: {n}\n")).collect();
    snapshot("void_chess_start_divide_2", text);
}

/// White Minister e5 with a void on e6, a White Rook on unstable d4 and a Black Knight on f6. Reviewed by
/// hand: 66 moves = King 3 (a2, b1, b2) + Rook 16 (8 along rank 4, 8 along the d-file; Rd9+ and Ri4+ check
/// the King on i9) + Minister 47: 7 one-step moves (d4 is a friend; f6 a capture that ends the move, 4.3)
/// and two-step moves through d5 (6), d6 (7), e4 (6), e6 the void (7), f4 (7), f5 (7), never back to e5
/// (4.2.2) nor onto d4. Moves other than the Rook's leave it to the Janitor, which is legal (6B option B).
#[test]
fn curated_minister_position() {
    let start = position("Me5 Rd4 nf6 Ka1 ki9", 'w', "e6:v d4:u");
    let g = game(&start, &[]);
    assert_eq!(g.legal_moves().len(), 66);
    let mut text = g.show();
    for (coord, san) in g.legal_moves_with_san() {
        text.push_str(&format!("{coord} {san}\n"));
    }
    snapshot("void_chess_minister_moves", text);
}
