//! The draw by material of lichess's Antichess (register SU-0-insufficient-material): under `-r antichess`
//! (reading `lichess`) and `-r giveaway` (reading `opposite-bishops`) the oracle draws a position of
//! Bishops and Pawns exactly where shakmaty's `Antichess` (`Position::outcome`, which applies
//! `is_insufficient_material`) does, for random positions where nothing but Bishops stands or a Pawn
//! stands among them that no Pawn blocks (lichess's wider rule, the Pawns blocked by Pawns, is
//! scalachess's alone: scenarios/suicide/0-insufficient-material-lichess-blocked-pawns.yaml). Where
//! shakmaty's own win stands (a side without pieces or without moves) the two agree too.

use conformance::rng::Picker;
use oracle::names::ruleset_named;
use shakmaty::variant::Antichess;
use shakmaty::{Color, KnownOutcome, Outcome, Position};

/// A random position of 1-3 Bishops a side, sometimes with a Pawn, as a FEN.
fn random_position(rng: &mut Picker) -> String {
    let mut board = [None::<char>; 64];
    let mut place = |c: char, rng: &mut Picker, ranks: std::ops::Range<usize>| loop {
        let s = rng.below(8) + 8 * (ranks.start + rng.below(ranks.len()));
        if board[s].is_none() {
            board[s] = Some(c);
            return;
        }
    };
    for c in ['B', 'b'] {
        for _ in 0..=rng.below(3) {
            place(c, rng, 0..8);
        }
    }
    if rng.below(3) == 0 {
        place(if rng.below(2) == 0 { 'P' } else { 'p' }, rng, 1..7);
    }
    let mut rows = Vec::new();
    for rank in (0..8).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for file in 0..8 {
            match board[8 * rank + file] {
                Some(c) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    let turn = if rng.below(2) == 0 { "w" } else { "b" };
    format!("{} {turn} - - 0 1", rows.join("/"))
}

/// shakmaty's outcome as the oracle's status word.
fn shakmaty_word(pos: &Antichess) -> String {
    match pos.outcome() {
        Outcome::Known(KnownOutcome::Draw) => "draw".into(),
        Outcome::Known(KnownOutcome::Decisive { winner }) => match winner {
            Color::White => "white-wins".into(),
            Color::Black => "black-wins".into(),
        },
        Outcome::Unknown => "ongoing".into(),
    }
}

#[test]
fn bishops_on_opposite_colours_draw_where_shakmaty_draws() {
    let mut rng = Picker::from_seed(37);
    let mut draws = 0;
    let mut ongoing = 0;
    for _ in 0..3000 {
        let fen = random_position(&mut rng);
        let Ok(theirs) = conformance::shakmaty_adapter::read_start::<Antichess>(&fen) else {
            continue; // a Pawn on a square shakmaty refuses
        };
        let want = shakmaty_word(&theirs);
        // A Pawn blocked by a Pawn cannot occur with one Pawn, so lichess's reading is the peers' here.
        for name in ["antichess", "giveaway"] {
            let (ruleset, settings) = ruleset_named(name).unwrap();
            let game = ruleset
                .new_game(&fen, &settings)
                .unwrap_or_else(|e| panic!("{name} {fen}: {e}"));
            let status = game.status();
            assert_eq!(status.word(), want, "{name} {fen}: {status}");
            if want == "draw" {
                assert_eq!(
                    status.clause.map(|c| c.to_string()),
                    Some("suicide-void/0".into())
                );
            }
        }
        match want.as_str() {
            "draw" => draws += 1,
            "ongoing" => ongoing += 1,
            _ => {}
        }
    }
    // Both answers are asked about often enough to mean something.
    assert!(
        draws > 200 && ongoing > 1000,
        "{draws} draws, {ongoing} ongoing"
    );
}
