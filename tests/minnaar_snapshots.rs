//! Snapshots of Minnaar Chess, kept in `snapshots/` and read before they were accepted:
//! - `minnaar-start-show`: the starting arrangement as `oracle show` prints it (section 3);
//! - `minnaar-moves-white-reply`: the White Establishment's 38 moves after `a1a2`, derived by hand in
//!   `tests/minnaar.rs` and `scenarios/minnaar/white-reply.yaml`.

mod snapshot_support;

use snapshot_support::snapshot;

fn game(moves: &[&str]) -> Box<dyn oracle::core::AnyGame> {
    let mut g = oracle::ruleset("minnaar")
        .unwrap()
        .new_game("startpos", &[])
        .unwrap();
    for m in moves {
        g.play(m).unwrap();
    }
    g
}

#[test]
fn start_show() {
    snapshot("minnaar-start-show", game(&[]).show());
}

#[test]
fn white_reply_moves() {
    let g = game(&["a1a2"]);
    let moves = g.legal_moves();
    assert_eq!(moves.len(), 38);
    snapshot("minnaar-moves-white-reply", moves.join("\n"));
}
