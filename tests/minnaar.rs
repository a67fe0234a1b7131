//! Minnaar Chess rule cases: hand-derived move counts and one case (or more) for every rule clause.
//! Every expected value is derived from the rules document (`minnaar/<id>` cites the clause); the derivations
//! are in the comments.

mod rule_cases;

use oracle::core::{AnyGame, Game, Outcome, Verdict};
use oracle::minnaar::{Minnaar, MinnaarInterpretation};
use rule_cases::{assert_starts_refused_by, assert_starts_unreadable, status};

const START: &str = "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 0 0/0/0/0";

fn game_with(start: &str, switches: &[(&str, &str)]) -> Box<dyn AnyGame> {
    rule_cases::new_game("minnaar", start, switches)
}

fn game(start: &str) -> Box<dyn AnyGame> {
    game_with(start, &[])
}

fn play(g: &mut Box<dyn AnyGame>, moves: &[&str]) {
    for m in moves {
        g.play(m)
            .unwrap_or_else(|e| panic!("move `{m}` from `{}`: {e}", g.position()));
    }
}

/// The status after `moves` from `start`.
fn status_after(start: &str, moves: &[&str]) -> (String, Option<&'static str>) {
    let mut g = game(start);
    play(&mut g, moves);
    status(&*g)
}

/// A status word with the clause that decided it.
fn decided(word: &str, clause: &'static str) -> (String, Option<&'static str>) {
    (word.to_string(), Some(clause))
}

fn assert_illegal(g: &dyn AnyGame, mv: &str, clause: &str) {
    match g.explain(mv) {
        Verdict::Legal(_) => panic!("`{mv}` should be illegal ({clause}) in `{}`", g.position()),
        Verdict::Unreadable(e) => panic!("`{mv}` is not a move text: {e}"),
        Verdict::Refused(r) => assert_eq!(
            r.clause.id(),
            clause,
            "`{mv}` in `{}`: {}",
            g.position(),
            r.message
        ),
    }
}

fn assert_legal(g: &dyn AnyGame, mv: &str) {
    match g.explain(mv) {
        Verdict::Legal(_) => {}
        Verdict::Unreadable(e) => panic!("`{mv}` is not a move text: {e}"),
        Verdict::Refused(r) => panic!(
            "`{mv}` should be legal in `{}`: {} ({})",
            g.position(),
            r.message,
            r.clause
        ),
    }
}

/// The first legal move, in sorted order, that captures nothing (a forced pass included).
fn first_quiet_move(g: &dyn AnyGame) -> String {
    g.legal_moves()
        .into_iter()
        .find(|m| m == "pass" || g.square(&m[2..4]).expect("a square").piece.is_none())
        .unwrap_or_else(|| panic!("no quiet move in `{}`", g.position()))
}

/// Plays `n` quiet moves, each the first of the position (see [`first_quiet_move`]).
fn play_quiet(g: &mut dyn AnyGame, n: usize) {
    for _ in 0..n {
        let mv = first_quiet_move(g);
        g.play(&mv)
            .unwrap_or_else(|e| panic!("move `{mv}` from `{}`: {e}", g.position()));
    }
}

fn first_capture(g: &dyn AnyGame) -> Option<String> {
    g.legal_moves()
        .into_iter()
        .find(|m| m != "pass" && g.square(&m[2..4]).expect("a square").piece.is_some())
}

fn piece(g: &dyn AnyGame, sq: &str) -> Option<String> {
    g.square(sq).expect("a square").piece
}

// ---------------------------------------------------------------------------------------------------------
// Hand-derived move counts.

/// minnaar/3.*, minnaar/4.1, minnaar/4.2, minnaar/4.3, minnaar/4.4, minnaar/6.1
/// The Southern Sovereigns' first turn. A Sovereign on file f of rank 1 (f = 0 for a .. 7 for h): sideways it
/// is blocked by its neighbours, downwards is off the board. Up its file: ranks 2 and 3 are empty and rank 4
/// holds a Black piece it may capture, within four squares: 3 moves. Up-right diagonal: min(3, 7 - f) squares
/// (the third reaches rank 4, a capture); up-left: min(3, f).
/// Up the file: 8 x 3 = 24. Up-right over f = 0..7: 3+3+3+3+3+2+1+0 = 18. Up-left: 18. Total 60.
#[test]
fn southern_sovereigns_first_turn_has_60_moves() {
    let g = game("startpos");
    assert_eq!(g.side_to_move(), "southern-sovereigns");
    assert_eq!(g.legal_moves().len(), 60);
    // 12 of them capture (rank 4 reached): 8 up the files + 2 x (files a-e right, d-h left = 5) = 18.
    // Derivation: up-right reaches rank 4 when f + 3 <= 7 (f = 0..4, 5 moves), up-left when f >= 3 (5 moves).
    let captures = g
        .legal_moves()
        .iter()
        .filter(|m| piece(&*g, &m[2..4]).is_some())
        .count();
    assert_eq!(captures, 18);
}

/// minnaar/2.2 (identical powers), minnaar/6.1
/// The Northern Sovereigns face the White Establishment across ranks 7 and 6 exactly as the Southern face the
/// Black across ranks 2 and 3: the mirror image of the count above, 60.
#[test]
fn northern_sovereigns_have_the_same_powers() {
    let g = game("ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS northern-sovereigns 2 0/0/0/0");
    assert_eq!(g.legal_moves().len(), 60);
}

/// minnaar/5.0 .. minnaar/5.7
/// The White Establishment's reply after a quiet Sovereign move. White stands on rank 5, Black (its ally)
/// right behind on rank 4, ranks 6 and 7 empty, the Northern Sovereigns on rank 8 (capturable).
/// - Ra5: up a6, a7, xa8 = 3 (b5 and a4 are allies). Rh5: 3.
/// - Nb5: a7, c7, d6, a3, c3 (d4 is an ally) = 5. Ng5: f7, h7, e6, f3, h3 (e4 ally) = 5.
/// - Bc5: d6, e7, xf8 and b6, a7 = 5 (b4, d4 allies). Bf5: e6, d7, xc8 and g6, h7 = 5.
/// - Qd5: up d6, d7, xd8; up-right e6, f7, xg8; up-left c6, b7, xa8 = 9 (sideways and down: allies).
/// - Ke5: d6, e6, f6 = 3.
///
/// Total 3 + 5 + 5 + 9 + 3 + 5 + 5 + 3 = 38. A quiet Sovereign move reaches only ranks 2 and 3, where no
/// White line runs; a Sovereign on a3/c3/f3/h3 turns a Knight move into a capture, still one move.
#[test]
fn white_establishment_reply_has_38_moves() {
    for quiet in ["a1a2", "c1c3", "h1h3"] {
        let mut g = game("startpos");
        play(&mut g, &[quiet]);
        assert_eq!(g.side_to_move(), "white-establishment");
        assert_eq!(g.legal_moves().len(), 38, "after {quiet}");
    }
}

/// A position, its number of legal moves, moves among them, and moves refused with their clause.
type Counted = (
    &'static str,
    usize,
    &'static [&'static str],
    &'static [(&'static str, &'static str)],
);

/// Mid-game move counts, each derived square by square in the comment above its position, with moves the
/// count includes and moves the rules refuse (and the clause that refuses them).
#[test]
fn mid_game_move_counts() {
    #[rustfmt::skip]
    let cases: [Counted; 3] = [
        // minnaar/4.1, minnaar/4.2, minnaar/4.3, minnaar/4.4
        // A Northern Sovereign on d4; White Rook d7, Southern Sovereign f6, Black Knight b4, Southern
        // Sovereign a1, White King h1.
        // - up: d5, d6, xd7 = 3;       down: d3, d2, d1 = 3 (edge)
        // - right: e4, f4, g4, h4 = 4; left: c4, xb4 = 2
        // - up-right: e5 (f6 is an allied Sovereign) = 1; up-left: c5, b6, a7 = 3 (edge)
        // - down-right: e3, f2, g1 = 3 (edge); down-left: c3, b2 (a1 is an allied Sovereign) = 2
        // Total 21.
        ("8/3R4/5S2/8/1n1s4/8/8/S6K northern-sovereigns 10 0/0/0/0", 21, &["d4d7", "d4b4"], &[("d4f6", "minnaar/4.3"), ("d4a1", "minnaar/4.3")]),
        // minnaar/4.1, minnaar/4.2, minnaar/4.4: the four-square limit.
        // Southern Sovereigns on a1 and h8, a White Queen on c3, a Northern Sovereign on h1, a Black King
        // on a8.
        // - a1: up a2..a5 = 4 (a6 would be a fifth square); right b1..e1 = 4; up-right b2, xc3 = 2. 10.
        // - h8: down h7..h4 = 4; left g8..d8 = 4; down-left g7, f6, e5, d4 = 4. 12.
        // Total 22.
        ("k6S/8/8/8/8/2Q5/8/S6s southern-sovereigns 0 0/0/0/0", 22, &["a1a5", "a1c3"], &[("a1a6", "minnaar/4.2"), ("h8c8", "minnaar/4.2")]),
        // minnaar/5.1, minnaar/5.3, minnaar/5.5, minnaar/5.7, minnaar/5.8
        // Black to move: King e4, Rook d3, Knight a1; White Bishop d5 (an ally); Northern Sovereign e5,
        // Southern Sovereign f3.
        // - Ke4: d5 ally, d3 own Rook; e5 (capture), f5, d4, f4, e3, f3 (capture) = 6.
        // - Rd3: up d4 (d5 ally) = 1; down d2, d1 = 2; left c3, b3, a3 = 3; right e3, xf3 = 2. 8.
        // - Na1: b3, c2 = 2.
        // Total 16.
        ("8/8/8/3Bs3/4k3/3r1S2/8/n7 black-establishment 5 0/0/0/0", 16, &["e4e5"], &[("e4d5", "minnaar/5.7"), ("d3d5", "minnaar/5.7"), ("d3d6", "minnaar/5.6")]),
    ];
    for (start, count, legal, illegal) in cases {
        let g = game(start);
        assert_eq!(g.legal_moves().len(), count, "{start}");
        for mv in legal {
            assert_legal(&*g, mv);
        }
        for (mv, clause) in illegal {
            assert_illegal(&*g, mv, clause);
        }
    }
}

/// minnaar/6.3
/// The White King on a8 is boxed in by its Black allies on a7, b7 and b8: White has no legal move, so its
/// only move is the forced pass.
#[test]
fn a_group_with_no_legal_move_must_pass() {
    let g = game("Kb6/rn6/8/8/4k3/8/7s/7S white-establishment 3 0/0/0/0");
    assert_eq!(g.legal_moves(), vec!["pass".to_string()]);
    assert_illegal(&*g, "a8a7", "minnaar/5.7");
    assert_illegal(&*g, "a8b8", "minnaar/5.7");
}

// ---------------------------------------------------------------------------------------------------------
// Sections 1-3: the board, the sides, the starting arrangement.

/// minnaar/1.1, minnaar/2.1, minnaar/3.1 .. minnaar/3.6, minnaar/8.6
#[test]
fn the_starting_arrangement() {
    let g = game("startpos");
    assert_eq!(g.position(), START);
    for file in "abcdefgh".chars() {
        assert_eq!(
            piece(&*g, &format!("{file}8")).as_deref(),
            Some("northern sovereign")
        );
        assert_eq!(
            piece(&*g, &format!("{file}1")).as_deref(),
            Some("southern sovereign")
        );
        for rank in [2, 3, 6, 7] {
            assert_eq!(piece(&*g, &format!("{file}{rank}")), None);
        }
    }
    let order = [
        "rook", "knight", "bishop", "queen", "king", "bishop", "knight", "rook",
    ];
    for (file, kind) in "abcdefgh".chars().zip(order) {
        assert_eq!(
            piece(&*g, &format!("{file}5")),
            Some(format!("white {kind}"))
        );
        assert_eq!(
            piece(&*g, &format!("{file}4")),
            Some(format!("black {kind}"))
        );
    }
    assert!(g.square("i1").is_err() && g.square("a9").is_err());
    // minnaar/8.6: a new battlefield is a fresh game from the same arrangement.
    let mut ended = game("startpos");
    ended.event("agreement").unwrap();
    assert_eq!(game("startpos").position(), ended.start());
}

/// minnaar/2.1, minnaar/2.2, minnaar/5.9: no side ever gains a piece.
#[test]
fn impossible_positions_are_refused() {
    #[rustfmt::skip]
    let cases = [
        // nine Southern Sovereigns
        ("ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/S7/SSSSSSSS southern-sovereigns 0 0/0/0/0", "minnaar/2.2"),
        // three White Knights
        ("ssssssss/8/N7/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 0 0/0/0/0", "minnaar/5.9"),
        // both Black Bishops on light squares, c4 and a2 (a1 is dark; file + rank odd is light)
        ("ssssssss/8/8/RNBQKBNR/rnbqk1nr/8/b7/SSSSSSSS southern-sovereigns 0 0/0/0/0", "minnaar/5.4"),
        // tally beyond 80
        ("ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 81 0/0/0/0", "minnaar/9.1"),
        // no Establishment and no Northern Sovereign: two victories at once
        ("8/8/8/8/8/8/8/SSSSSSSS southern-sovereigns 0 0/0/0/0", "minnaar/7.2"),
        // the Northern Sovereigns said to have just passed, but they can move
        ("ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS black-establishment 3 0/0/1/0", "minnaar/6.3"),
        // a pass in a row that the tally did not count
        ("Kb6/rn6/8/8/4k3/8/7s/7S northern-sovereigns 0 0/1/0/0", "minnaar/8.3"),
        // a rank of nine squares
        ("ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSSS southern-sovereigns 0 0/0/0/0", "minnaar/1.1"),
        // every piece on the board, so the tally counts every turn from the first (9.1, 6.1): before the
        // Southern Sovereigns' turn it is a multiple of four, and 77 turns end before the White Establishment's
        ("ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 77 0/0/0/0", "minnaar/9.1"),
        ("ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS black-establishment 0 0/0/0/0", "minnaar/9.1"),
        // tally 30 before the Southern Sovereigns puts the last capture 31 turns back, on the White
        // Establishment's turn (9.3), but White has no piece left to have made it (9.2)
        ("s7/8/8/8/3k4/8/8/3S4 southern-sovereigns 30 0/4/0/0", "minnaar/9.2"),
        // the last capture on the Northern Sovereigns' turn (tally 0 before the Black Establishment), but no
        // Establishment piece is missing: Sovereigns capture only Establishment pieces (4.4)
        ("ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/1SSSSSSS black-establishment 0 0/0/0/0", "minnaar/9.2"),
        // ... and on the Black Establishment's turn, with only Establishment pieces missing (5.7)
        ("ssssssss/8/8/RNBQKBN1/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 0 0/0/0/0", "minnaar/9.2"),
        // the White Establishment has no pieces and had three turns since the last capture, each a forced
        // pass (6.3), yet its passes in a row read 0
        ("s7/8/8/8/3k4/8/8/3S4 southern-sovereigns 12 0/0/0/0", "minnaar/6.3"),
    ];
    assert_starts_refused_by("minnaar", &cases);
    // The same kinds of position where the counts fit the turns played: accepted.
    let minnaar = oracle::ruleset("minnaar").unwrap();
    for (text, switches) in [
        (
            "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 76 0/0/0/0",
            &[][..],
        ),
        (
            "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS white-establishment 77 0/0/0/0",
            &[],
        ),
        ("s7/8/8/8/3k4/8/8/3S4 southern-sovereigns 31 0/4/0/0", &[]),
        ("s7/8/8/8/3k4/8/8/3S4 southern-sovereigns 12 0/3/0/0", &[]),
        (
            "ssssssss/8/8/RNBQKBN1/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 1 0/0/0/0",
            &[],
        ),
        // Under `empty-army=skip` the empty White army takes no turn: the cycle is Southern, Northern, Black,
        // and a tally of 30 puts the last capture on the Black Establishment's turn (31 = 3 x 10 + 1 back).
        (
            "s7/8/8/8/3k4/8/8/3S4 southern-sovereigns 30 0/0/0/0",
            &[("empty-army", "skip")],
        ),
    ] {
        let switches: Vec<(String, String)> = switches
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        if let Err(e) = minnaar.new_game(text, &switches) {
            panic!("`{text}` {switches:?} can arise, but: {e}");
        }
    }
    // Malformed texts are refused with a message, never a panic.
    assert_starts_unreadable(
        "minnaar",
        &[
            "",
            "startpos x",
            "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern 0 0/0/0/0",
            "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSX southern-sovereigns 0 0/0/0/0",
            "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns -1 0/0/0/0",
            "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns +1 0/0/0/0",
            "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 01 0/0/0/0",
            "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 0 0/+/0/0",
            "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 0 0/0/0",
            "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 0 0/0/0/5",
            "ssssssss/9/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 0 0/0/0/0",
            "ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8 southern-sovereigns 0 0/0/0/0",
        ],
    );
    // Move texts that are not moves at all.
    let g = game("startpos");
    for text in ["", "a1", "a1a2a3", "z1a2", "a1a9", "pas", "a1a2x"] {
        assert!(
            g.explain(text).unreadable().is_some(),
            "`{text}` is not a move text"
        );
    }
}

/// minnaar/2.2, minnaar/4.3: all sixteen Sovereigns are allies; the dot changes nothing.
#[test]
fn sovereigns_never_capture_sovereigns() {
    // Southern d4 next to Northern d5 and Southern e4.
    let g = game("7k/8/8/3s4/3SS3/8/8/8 southern-sovereigns 0 0/0/0/0");
    assert_illegal(&*g, "d4d5", "minnaar/4.3");
    assert_illegal(&*g, "d4e4", "minnaar/4.3");
    assert_illegal(&*g, "d4d6", "minnaar/4.3"); // over the Northern Sovereign
    assert_legal(&*g, "d4c5");
}

// ---------------------------------------------------------------------------------------------------------
// Section 4: the Sovereign.

/// minnaar/4.1, minnaar/4.2, minnaar/4.3, minnaar/4.4
#[test]
fn the_sovereign_moves_like_a_queen_up_to_four_squares() {
    let g = game("startpos");
    assert_illegal(&*g, "a1b3", "minnaar/4.1"); // not a line
    assert_illegal(&*g, "a1a5", "minnaar/4.3"); // over the Black Rook on a4
    assert_legal(&*g, "d1d4"); // captures the Black Queen (4.4), three squares
    assert_legal(&*g, "a1d4"); // diagonal capture, three squares
                               // The same limit for capturing: a Black Rook five squares away cannot be taken, four squares away can.
    let far = game("7s/8/r7/8/8/8/8/S6K southern-sovereigns 0 0/0/0/0");
    assert_illegal(&*far, "a1a6", "minnaar/4.2");
    let near = game("7s/8/8/r7/8/8/8/S6K southern-sovereigns 0 0/0/0/0");
    assert_legal(&*near, "a1a5");
    // Either colour (4.4): the White Queen and the Black King.
    let both = game("k6S/8/8/8/8/2Q5/8/S6s southern-sovereigns 0 0/0/0/0");
    assert_legal(&*both, "a1c3");
    let g2 = game("7s/8/8/8/k7/8/8/S6K southern-sovereigns 0 0/0/0/0");
    assert_legal(&*g2, "a1a4");
}

// ---------------------------------------------------------------------------------------------------------
// Section 5: the Establishment.

/// minnaar/5.0 .. minnaar/5.9
#[test]
fn the_establishment_moves_as_in_chess_from_the_first_turn() {
    let mut g = game("startpos");
    play(&mut g, &["a1a2"]);
    // 5.0: full powers on White's very first turn.
    assert_legal(&*g, "d5d7");
    assert_legal(&*g, "d5d8"); // a capture of a Northern Sovereign
    assert_legal(&*g, "e5e6"); // 5.1
    assert_illegal(&*g, "e5e7", "minnaar/5.1");
    assert_illegal(&*g, "d5e7", "minnaar/5.2");
    assert_illegal(&*g, "a5b6", "minnaar/5.3");
    assert_illegal(&*g, "c5c6", "minnaar/5.4");
    assert_illegal(&*g, "b5b7", "minnaar/5.5");
    assert_legal(&*g, "b5a3"); // 5.5: the Knight jumps over the ranks of pieces
    assert_illegal(&*g, "a5a3", "minnaar/5.6"); // through the Black Rook on a4
    assert_illegal(&*g, "d5d3", "minnaar/5.6");
    assert_illegal(&*g, "b5d4", "minnaar/5.7"); // onto the Black Queen
    assert_illegal(&*g, "d5e5", "minnaar/5.7"); // onto its own King
    assert_illegal(&*g, "d5d8q", "minnaar/5.9"); // no promotion
                                                 // 5.7 for Black: never captures White.
    let mut b = game("startpos");
    play(&mut b, &["a1a2", "a5a6", "a8a7"]);
    assert_eq!(b.side_to_move(), "black-establishment");
    assert_illegal(&*b, "d4d5", "minnaar/5.7");
    assert_illegal(&*b, "b4b6", "minnaar/5.5");
    assert_legal(&*b, "b4c2");
    // 5.9: no castling: the King on e5 going two squares toward its Rook on h5. Toward a5, where no Rook
    // stands, it is only a King moving too far (5.1; register MN-5-king-two-squares), and under
    // `king-two-squares=king-step` both are 5.1.
    let c = game("7s/8/8/4K2R/8/8/8/S6k white-establishment 1 0/0/0/0");
    assert_illegal(&*c, "e5g5", "minnaar/5.9");
    assert_illegal(&*c, "e5c5", "minnaar/5.1");
    assert_legal(&*c, "e5f5");
    let k = game_with(
        "7s/8/8/4K2R/8/8/8/S6k white-establishment 1 0/0/0/0",
        &[("king-two-squares", "king-step")],
    );
    assert_illegal(&*k, "e5g5", "minnaar/5.1");
    assert_illegal(&*k, "e5c5", "minnaar/5.1");
}

/// minnaar/5.8: no check, and capturing a King does not end the game.
#[test]
fn a_king_is_captured_like_any_piece() {
    let mut g = game("startpos");
    assert!(!g.in_check());
    play(&mut g, &["e1e4"]); // the Southern Sovereign takes the Black King
    assert_eq!(piece(&*g, "e4").as_deref(), Some("southern sovereign"));
    assert_eq!(status(&*g), ("ongoing".to_string(), None));
    // The White King may step where a Sovereign can capture it: no check.
    assert_legal(&*g, "e5e6");
    play(&mut g, &["e5e6", "e8e7"]); // ... and the Northern Sovereign takes it
    assert_eq!(piece(&*g, "e7").as_deref(), Some("northern sovereign"));
    assert_eq!(status(&*g).0, "ongoing");
}

// ---------------------------------------------------------------------------------------------------------
// Section 6: turns.

/// minnaar/6.1, minnaar/6.2, minnaar/6.3
#[test]
fn the_four_turn_cycle() {
    let mut g = game("startpos");
    let mut seen = vec![g.side_to_move()];
    for _ in 0..8 {
        let mv = first_quiet_move(&*g);
        play(&mut g, &[&mv]);
        seen.push(g.side_to_move());
    }
    let cycle = [
        "southern-sovereigns",
        "white-establishment",
        "northern-sovereigns",
        "black-establishment",
    ];
    for (i, side) in seen.iter().enumerate() {
        assert_eq!(*side, cycle[i % 4], "turn {}", i + 1);
    }
    // 6.2: a group moves only its own pieces, even an allied Sovereign of the other group is not its own.
    let g = game("startpos");
    assert_illegal(&*g, "a8a7", "minnaar/6.2");
    assert_illegal(&*g, "d5d6", "minnaar/6.2");
    assert_illegal(&*g, "d3d2", "minnaar/6.2"); // an empty square
                                                // 6.3: passing is never a choice.
    assert_illegal(&*g, "pass", "minnaar/6.3");
}

/// minnaar/6.3, minnaar/8.3, minnaar/9.1, minnaar/9.2: a forced pass counts as a turn, for the tally and the
/// marker alike.
#[test]
fn a_forced_pass_counts_as_a_turn() {
    let rules = Minnaar;
    // Tally 3 with White to move: the last capture was 4 turns ago, by White itself, so the marker sits beside
    // the White Establishment with a count of 0 (9.2).
    let mut g = Game::new(
        rules,
        "Kb6/rn6/8/8/4k3/8/7s/7S white-establishment 3 0/0/0/0",
        MinnaarInterpretation::default(),
    )
    .unwrap();
    assert_eq!(g.current().marker.beside.word(), "white-establishment");
    assert_eq!(g.current().marker.count, 0);
    oracle::core::AnyGame::play(&mut g, "pass").unwrap();
    assert_eq!(g.current().tally, 4);
    assert_eq!(g.current().marker.count, 1);
    assert_eq!(g.current().turn.word(), "northern-sovereigns");
    assert_eq!(
        oracle::core::AnyGame::position(&g),
        "Kb6/rn6/8/8/4k3/8/7s/7S northern-sovereigns 4 0/1/0/0"
    );
}

/// minnaar/6.4, register MN-6.4-four-passes: under `same-group`, the White King boxed in for four of its turns
/// in a row ends the battle undecided as soon as its fourth pass is made (turn 14: round 4, turn 2); under the
/// default reading (four consecutive turns of the battle) the battle goes on.
#[test]
fn four_forced_passes_in_a_row() {
    // The White King on a8 boxed in by Black on a7, b7, b8; a Northern Sovereign on h8, away from the box.
    let start = "Kb5s/rn6/8/8/4k3/8/8/7S southern-sovereigns 0 0/0/0/0";
    let round = |odd: bool| -> [&'static str; 4] {
        if odd {
            ["h1h2", "pass", "h8h7", "e4e3"]
        } else {
            ["h2h1", "pass", "h7h8", "e3e4"]
        }
    };
    for (reading, ends) in [("same-group", true), ("consecutive-turns", false)] {
        let mut g = game_with(start, &[("four-passes", reading)]);
        for r in 1..=4 {
            let moves = round(r % 2 == 1);
            let n = if r == 4 { 2 } else { 4 };
            play(&mut g, &moves[..n]);
        }
        if ends {
            assert_eq!(status(&*g), ("undecided".to_string(), Some("minnaar/6.4")));
            assert_eq!(g.statuses()[12].word(), "ongoing"); // after the third pass's round
        } else {
            assert_eq!(status(&*g).0, "ongoing");
        }
    }
    // Under the default reading, three passes in a row may be claimed only by groups that cannot move.
    let minnaar = oracle::ruleset("minnaar").unwrap();
    assert!(minnaar
        .new_game("Kb5s/rn6/8/8/4k3/8/8/7S northern-sovereigns 1 0/1/0/0", &[])
        .is_ok());
}

/// minnaar/6.3, minnaar/8.3, register MN-6.3-empty-army: an Establishment army with no pieces left passes on
/// its turn (default), or its turn is left out (`skip`).
#[test]
fn an_army_with_no_pieces_left_passes() {
    // White has no pieces; Black has a King on e4.
    let start = "7s/8/8/8/4k3/8/8/S7 white-establishment 0 0/0/0/0";
    let g = game(start);
    assert_eq!(g.legal_moves(), vec!["pass".to_string()]);
    let mut g = game(start);
    play(&mut g, &["pass"]);
    assert_eq!(
        g.position(),
        "7s/8/8/8/4k3/8/8/S7 northern-sovereigns 1 0/1/0/0"
    );
    // Under `skip`, after the Southern Sovereigns it is the Northern Sovereigns' turn, and only 1 turn is counted.
    let mut s = game_with(
        "7s/8/8/8/4k3/8/8/S7 southern-sovereigns 0 0/0/0/0",
        &[("empty-army", "skip")],
    );
    play(&mut s, &["a1a2"]);
    assert_eq!(s.side_to_move(), "northern-sovereigns");
    assert!(s.position().ends_with(" 1 0/0/0/0"));
}

// ---------------------------------------------------------------------------------------------------------
// Section 7: winning.

/// minnaar/7.1: Liberation.
#[test]
fn victory_by_liberation() {
    let mut g = game("s7/8/8/8/3k4/8/8/3S4 southern-sovereigns 0 0/0/0/0");
    play(&mut g, &["d1d4"]);
    assert_eq!(
        status(&*g),
        ("sovereign-alliance-wins".to_string(), Some("minnaar/7.1"))
    );
    assert_eq!(g.status().outcome, Outcome::Win("sovereign-alliance"));
    // The battle is over: no further move.
    assert!(g.play("a8a7").is_err());
}

/// minnaar/7.2: Divide and Conquer, even with the other group untouched.
#[test]
fn victory_by_divide_and_conquer() {
    let won = decided("establishment-wins", "minnaar/7.2");
    let start = "4s3/8/8/4Q3/8/8/8/SSSSSSSS white-establishment 0 0/0/0/0";
    assert_eq!(status_after(start, &["e5e8"]), won);
    // And the Southern group: Black takes the last Southern Sovereign.
    let start = "ssssssss/8/8/8/8/8/8/r6S black-establishment 0 0/0/0/0";
    assert_eq!(status_after(start, &["a1h1"]), won);
}

// ---------------------------------------------------------------------------------------------------------
// Sections 8 and 9: the Struggle Continues, and counting the 80 turns.

/// minnaar/8.0, minnaar/8.3, minnaar/9.1, minnaar/9.2, minnaar/9.3
/// With no capture at all the battle ends at the end of round 20: after turn 80 (the Black Establishment's
/// twentieth), not after turn 79.
#[test]
fn eighty_turns_without_a_capture_exactly() {
    let mut g = Game::new(Minnaar, "startpos", MinnaarInterpretation::default()).unwrap();
    for turn in 1..=80 {
        let mv = first_quiet_move(&g);
        oracle::core::AnyGame::play(&mut g, &mv).unwrap();
        assert_eq!(g.current().tally, turn as u8);
        // 9.2: the marker stays beside the Black Establishment and counts its turns.
        assert_eq!(g.current().marker.beside.word(), "black-establishment");
        assert_eq!(g.current().marker.count, (turn / 4) as u8);
    }
    let statuses = oracle::core::AnyGame::statuses(&g);
    assert_eq!(statuses[78].word(), "ongoing"); // after turn 79
    assert_eq!(statuses[79].word(), "undecided"); // after turn 80
    assert_eq!(statuses[79].clause.map(|c| c.id()), Some("minnaar/8.0"));
    assert_eq!(
        oracle::core::AnyGame::side_to_move(&g),
        "southern-sovereigns"
    );
    assert!(oracle::core::AnyGame::play(&mut g, "a1a2").is_err());
}

/// minnaar/8.0, minnaar/8.4: the count ends the battle undecided whatever the material.
#[test]
fn counting_pieces_never_decides_a_battle() {
    // All 16 Sovereigns against a lone Black King; tally 79 (the Southern Sovereigns made the last capture,
    // 80 turns back, 9.3; the empty White army has passed on each of its turns since, 6.3); a quiet move is
    // the 80th turn.
    let start = "ssssssss/8/8/8/7k/8/8/SSSSSSSS southern-sovereigns 79 0/4/0/0";
    let undecided = decided("undecided", "minnaar/8.0");
    assert_eq!(status_after(start, &["a1a2"]), undecided);
}

/// minnaar/8.1, minnaar/9.5: a capture on the very turn that would have completed the count is still a
/// capture: the count starts again and the battle goes on; a capture that wins, wins.
#[test]
fn a_capture_on_the_eightieth_turn_restarts_the_count() {
    // The Southern Sovereigns took the Black Rook on h4 80 turns back (9.3: the 80th turn after a capture is
    // the capturing group's own).
    let at79 = "ssssssss/8/8/RNBQKBNR/rnbqkbn1/8/8/SSSSSSSS southern-sovereigns 79 0/0/0/0";
    let quiet = status_after(at79, &["a1a2"]);
    assert_eq!(quiet, decided("undecided", "minnaar/8.0"));
    let mut capture = game(at79);
    play(&mut capture, &["d1d4"]);
    assert_eq!(status(&*capture).0, "ongoing");
    assert!(capture
        .position()
        .ends_with(" white-establishment 0 0/0/0/0"));
    // A winning capture on that turn wins.
    let start = "s7/8/8/8/3k4/8/8/3S4 southern-sovereigns 79 0/4/0/0";
    assert_eq!(
        status_after(start, &["d1d4"]),
        decided("sovereign-alliance-wins", "minnaar/7.1")
    );
}

/// minnaar/8.2, minnaar/9.3, minnaar/9.4: the worked example. The Northern Sovereigns capture on the third
/// turn of round 7 (turn 27); with no capture after it, each group has 20 turns and the 80th is the Northern
/// Sovereigns' own, the third turn of round 27 (turn 26 x 4 + 3 = 107): the battle ends as soon as they have
/// moved, in the middle of the round. With the marker: beside the Northern Sovereigns, 20 at that turn.
#[test]
fn the_worked_example_of_9_4() {
    let mut g = Game::new(Minnaar, "startpos", MinnaarInterpretation::default()).unwrap();
    let turn_of = |round: usize, place: usize| (round - 1) * 4 + place;
    play_quiet(&mut g, turn_of(7, 3) - 1);
    assert_eq!(
        oracle::core::AnyGame::side_to_move(&g),
        "northern-sovereigns"
    );
    let capture = first_capture(&g).expect("the Northern Sovereigns have a capture");
    oracle::core::AnyGame::play(&mut g, &capture).unwrap();
    assert_eq!(g.current().tally, 0);
    assert_eq!(g.current().marker.beside.word(), "northern-sovereigns");
    play_quiet(&mut g, turn_of(27, 3) - turn_of(7, 3));
    let statuses = oracle::core::AnyGame::statuses(&g);
    assert_eq!(statuses.len(), 107);
    assert!(statuses[..106].iter().all(|s| !s.is_over()));
    assert_eq!(statuses[106].word(), "undecided");
    assert_eq!(statuses[106].clause.map(|c| c.id()), Some("minnaar/8.0"));
    // Ended in the middle of round 27: the Black Establishment would have been next.
    assert_eq!(
        oracle::core::AnyGame::side_to_move(&g),
        "black-establishment"
    );
    assert_eq!(g.current().marker.beside.word(), "northern-sovereigns");
    assert_eq!(g.current().marker.count, 20);
    assert_eq!(g.history[106].marker.count, 19);
}

/// minnaar/8.5: agreement and the End Battle button end the battle undecided, never a victory.
#[test]
fn ending_a_battle_by_choice_is_undecided() {
    for event in ["agreement", "end-battle"] {
        let mut g = game("startpos");
        play(&mut g, &["d1d4"]);
        g.event(event).unwrap();
        assert_eq!(status(&*g), ("undecided".to_string(), Some("minnaar/8.5")));
        assert!(g.play("a5a6").is_err());
        assert!(g.event(event).is_err());
    }
    let mut g = game("startpos");
    assert!(g.event("resign").is_err());
    assert_eq!(status(&*g).0, "ongoing");
}

/// Register MN-6.3-empty-army: why `pass` is the default. Under `skip`, with the White Establishment gone, a
/// round has three turns; the marker (beside the Black Establishment) counts 20 after 60 turns while the tally
/// is at 60, so the two methods no longer agree, against 9.3. The result is taken from the tally (80 turns).
#[test]
fn under_skip_the_tally_and_the_marker_disagree() {
    let mut switches = MinnaarInterpretation::default();
    oracle::core::Interpretation::set(&mut switches, "empty-army", "skip").unwrap();
    let mut g = Game::new(
        Minnaar,
        "7s/8/8/8/4k3/8/8/S7 southern-sovereigns 0 0/0/0/0",
        switches,
    )
    .unwrap();
    play_quiet(&mut g, 60);
    assert_eq!(g.current().tally, 60);
    assert_eq!(g.current().marker.count, 20);
    // Read back from its text under `skip`, the position has the marker play kept (register
    // MN-9.2-marker-in-text: counted in the cycle of three groups that take turns).
    let text = oracle::core::AnyGame::position(&g);
    let read = oracle::core::Rules::parse_position(&Minnaar, &text, &switches).unwrap();
    assert_eq!(read.marker, g.current().marker, "{text}");
    assert_eq!(oracle::core::AnyGame::status(&g).word(), "ongoing");
    play_quiet(&mut g, 20);
    assert_eq!(
        oracle::core::AnyGame::status(&g).clause.map(|c| c.id()),
        Some("minnaar/8.0")
    );
}

/// minnaar/8.5, minnaar/7.1 through `oracle serve`: the status words, the side words, and an event after the
/// moves.
#[test]
fn serve_answers_in_the_documented_words() {
    let ask = |req: serde_json::Value| -> serde_json::Value {
        serde_json::from_str(&oracle::serve::handle_line(&req.to_string())).unwrap()
    };
    let r = ask(
        serde_json::json!({"id": 1, "op": "status", "ruleset": "minnaar", "start": "startpos",
        "moves": ["a1a2", "a5a6"]}),
    );
    assert_eq!(r["status"], "ongoing");
    assert_eq!(r["side_to_move"], "northern-sovereigns");
    let r = ask(
        serde_json::json!({"id": 2, "op": "status", "ruleset": "minnaar", "start": "startpos",
        "moves": ["d1d4"], "event": "end-battle"}),
    );
    assert_eq!(r["status"], "undecided");
    assert_eq!(r["clause"], "minnaar/8.5");
    let r = ask(
        serde_json::json!({"id": 3, "op": "status", "ruleset": "minnaar",
        "start": "s7/8/8/8/3k4/8/8/3S4 southern-sovereigns 0 0/0/0/0", "moves": ["d1d4"]}),
    );
    assert_eq!(r["status"], "sovereign-alliance-wins");
    assert_eq!(r["clause"], "minnaar/7.1");
    let r = ask(
        serde_json::json!({"id": 4, "op": "moves", "ruleset": "minnaar",
        "start": "Kb6/rn6/8/8/4k3/8/7s/7S white-establishment 3 0/0/0/0"}),
    );
    assert_eq!(r["moves"], serde_json::json!(["pass"]));
    let r = ask(
        serde_json::json!({"id": 5, "op": "status", "ruleset": "minnaar", "start": "startpos",
        "event": "resign"}),
    );
    assert!(r.get("error").is_some(), "{r}");
}

/// `oracle explain -r minnaar startpos Se2` said "a Minnaar move is a from-square and a to-square": the text
/// is the notation, naming three Sovereigns' moves (d1, e1 and f1 may each step to e2). A capture mark
/// missing or extra reads where it names one move; notation naming none says so.
#[test]
fn notation_that_names_several_moves_or_none_says_so() {
    let g = game("startpos");
    let unreadable = |text: &str| match g.explain(text) {
        Verdict::Unreadable(e) => e.to_string(),
        other => panic!("{text}: {other:?}"),
    };
    let msg = unreadable("Se2");
    assert!(
        msg.contains("more than one Sovereign fits this notation (Sde2, See2, Sfe2)"),
        "{msg}"
    );
    assert!(msg.contains("add the file or rank"), "{msg}");
    let msg = unreadable("Se5");
    assert!(
        msg.contains("no Sovereign of the Southern Sovereigns can move to e5"),
        "{msg}"
    );
    assert_legal(g.as_ref(), "Sde2");
    // a1a4 captures the Black Rook on a4: `Saa4` lacks the capture mark, `Saxa4` has it.
    for text in ["Saa4", "Saxa4"] {
        assert!(
            matches!(g.explain(text), Verdict::Legal(m) if m == "a1a4"),
            "{text}"
        );
    }
}

/// Register MN-perft: under the default `perft=stop-at-victory` nothing is counted below a victory, as
/// python-chess, shakmaty and scalachess count a variant's win, while the move list after the victory still
/// lists the position's moves (PROTOCOL.md); under `perft=moves-only` perft counts by that list. The counts
/// by hand: after d1d4 takes the last Establishment piece (7.1), the White army is empty, so its one move
/// is the pass (6.3).
#[test]
fn perft_stops_at_a_victory_by_default() {
    let start = "s7/8/8/8/3k4/8/8/3S4 southern-sovereigns 12 0/3/0/0";
    for (reading, below) in [("stop-at-victory", 0), ("moves-only", 1)] {
        let mut g = game_with(start, &[("perft", reading)]);
        play(&mut g, &["d1d4"]);
        assert_eq!(g.status().word(), "sovereign-alliance-wins");
        assert_eq!(g.legal_moves(), vec!["pass".to_string()], "{reading}");
        assert_eq!(g.perft(1), below, "{reading}");
        assert_eq!(g.divide(1).len() as u64, below, "{reading}");
        assert_eq!(g.successors().len() as u64, below, "{reading}");
        assert_eq!(g.perft(0), 1, "{reading}: the victory itself is a leaf");
    }
    // From the position before, one of the Southern Sovereign's moves is the victory: perft 2 is the
    // moves-only count less the one pass below it.
    let two = |reading: &str| game_with(start, &[("perft", reading)]).perft(2);
    assert_eq!(two("stop-at-victory") + 1, two("moves-only"));
    // The undecided ends do not cut the tree: with the tally at 80 the battle is over (8.0), and perft
    // counts the moves the list gives.
    let over = game("ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 80 0/0/0/0");
    assert_eq!(over.status().clause.map(|c| c.id()), Some("minnaar/8.0"));
    assert_eq!(over.perft(1), 60);
}

/// Register MN-6.4-empty-army-passes, under `four-passes=same-group`: an army with no pieces passes on each
/// of its turns (6.3); under `counted` (default) its fourth pass ends the battle (6.4), under
/// `not-counted` it does not. Both armies: White empty (Black King on e4), Black empty (White King on e5).
#[test]
fn an_empty_armys_passes_under_same_group() {
    // The Northern Sovereigns took the last White piece (tally 0 before Black); the Southern Sovereigns took
    // the last Black piece (tally 0 before Northern).
    let white_empty = (
        "8/8/7s/8/4k3/8/8/S7 black-establishment 0 0/0/0/0",
        [
            ["e4e3", "a1a2", "pass", "h6h7"],
            ["e3e4", "a2a1", "pass", "h7h6"],
        ],
    );
    let black_empty = (
        "s7/8/8/4K3/8/8/8/2S5 northern-sovereigns 0 0/0/0/0",
        [
            ["a8a7", "pass", "c1c2", "e5e6"],
            ["a7a8", "pass", "c2c1", "e6e5"],
        ],
    );
    for (start, rounds) in [white_empty, black_empty] {
        for (reading, ends) in [("counted", true), ("not-counted", false)] {
            let mut g = game_with(
                start,
                &[
                    ("four-passes", "same-group"),
                    ("empty-army-passes", reading),
                ],
            );
            for r in 0..4 {
                let moves = &rounds[r % 2];
                // The fourth round stops after the empty army's fourth pass.
                let n = if r == 3 {
                    moves.iter().position(|m| *m == "pass").unwrap() + 1
                } else {
                    4
                };
                play(&mut g, &moves[..n]);
                if r < 3 {
                    assert_eq!(status(&*g).0, "ongoing", "{start} {reading} round {r}");
                }
            }
            let want = if ends {
                ("undecided".to_string(), Some("minnaar/6.4"))
            } else {
                ("ongoing".to_string(), None)
            };
            assert_eq!(status(&*g), want, "{start} {reading}");
        }
    }
}
