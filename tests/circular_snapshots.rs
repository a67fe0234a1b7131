//! Snapshots of Circular Chess, kept in `snapshots/` and read before they were accepted: the start position of
//! each board as `oracle show` prints it (the round board seen from above, the grid, the position text).

mod snapshot_support;

use snapshot_support::snapshot;

fn show(board: &str) -> String {
    let settings = vec![("board".to_string(), board.to_string())];
    oracle::ruleset("circular")
        .expect("circular is registered")
        .new_game("startpos", &settings)
        .expect("the start position")
        .show()
}

#[test]
fn circular_start_show_maximal() {
    snapshot("circular-start-show-maximal", show("maximal"));
}

#[test]
fn circular_start_show_medial() {
    snapshot("circular-start-show-medial", show("medial"));
}

#[test]
fn circular_start_show_minimal() {
    snapshot("circular-start-show-minimal", show("minimal"));
}
