//! Game records as real programs write them (`oracle check-game`, `oracle::record`): the names lichess,
//! python-chess and Fairy-Stockfish give the readings of the suicide base.

use oracle::record::{check_record, read_records, GameVerdict, ResultCheck};

fn fixture(name: &str) -> String {
    let path = conformance::repo_root()
        .join("tests/fixtures/records")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn verdicts(text: &str) -> Vec<GameVerdict> {
    let (games, err) = read_records(text);
    assert_eq!(err, None);
    games.iter().map(check_record).collect()
}

/// A game in lichess's export format, `[Variant "Antichess"]`, that ends with Black stalemated, Black
/// having three pieces and White two (played at random by python-chess's AntichessBoard, whose outcome,
/// Black's win, the `Result` gives). Under Antichess's reading the stalemated side wins and the Result
/// agrees; read as FICS suicide (B.9 as written: fewer pieces wins) it would be White's win, and the same
/// moves under `[Variant "Suicide"]` are judged so.
#[test]
fn a_lichess_antichess_game_ending_in_stalemate_is_judged_by_antichess() {
    let text = fixture("antichess-stalemate.pgn");
    let [v] = &verdicts(&text)[..] else { panic!() };
    let GameVerdict::Legal {
        slug,
        plies,
        status,
        result,
    } = v
    else {
        panic!("{v:?}")
    };
    assert_eq!(
        slug,
        "antichess: suicide, stalemate=stalemated-wins castling=none"
    );
    assert_eq!(*plies, 57);
    assert!(
        status.starts_with("black-wins (suicide-void/B.9): black is stalemated and wins"),
        "{status}"
    );
    assert_eq!(result, &ResultCheck::Agrees("0-1".into()));
    assert_eq!(v.code(), 0);
    assert!(
        v.describe().contains("antichess: suicide"),
        "{}",
        v.describe()
    );

    let fics = text.replace("[Variant \"Antichess\"]", "[Variant \"Suicide\"]");
    let [v] = &verdicts(&fics)[..] else { panic!() };
    let GameVerdict::Legal { result, .. } = v else {
        panic!("{v:?}")
    };
    assert_eq!(
        result,
        &ResultCheck::Disagrees {
            given: "0-1".into(),
            expected: "1-0".into()
        }
    );
    // An Interpretation tag that contradicts the name is refused, not silently followed.
    let against = text.replace(
        "[Variant \"Antichess\"]",
        "[Variant \"Antichess\"]\n[Interpretation \"stalemate=fewer-pieces\"]",
    );
    let [v] = &verdicts(&against)[..] else {
        panic!()
    };
    assert_eq!(v.code(), 2, "{v:?}");
    assert!(
        v.describe().contains("`stalemate=stalemated-wins`"),
        "{}",
        v.describe()
    );
}

/// Giveaway castles (python-chess's GiveawayBoard and Fairy-Stockfish's `giveaway` accept `4. O-O O-O`
/// here); Antichess does not (lichess, python-chess's AntichessBoard from its start, Fairy-Stockfish's
/// `antichess`), and says so with B.4.
#[test]
fn giveaway_castles_and_antichess_does_not() {
    let text = fixture("giveaway-castling.pgn");
    let v = verdicts(&text);
    assert_eq!(v.len(), 2);
    assert_eq!(v[0].code(), 0, "{}", v[0].describe());
    assert!(
        v[0].describe().contains("giveaway: suicide"),
        "{}",
        v[0].describe()
    );
    let GameVerdict::Illegal {
        ply, clause, text, ..
    } = &v[1]
    else {
        panic!("{:?}", v[1])
    };
    assert_eq!((*ply, text.as_str()), (7, "O-O"));
    assert_eq!(clause.as_deref(), Some("suicide-void/B.4"));
}
