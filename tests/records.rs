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

/// Asserts that a verdict's description (the report line of `oracle check-game`) says each of `parts`.
fn assert_describes(v: &GameVerdict, parts: &[&str]) {
    let d = v.describe();
    for part in parts {
        assert!(d.contains(part), "{part:?} not in {d}");
    }
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
        notes,
    } = v
    else {
        panic!("{v:?}")
    };
    assert_eq!(
        slug,
        "antichess: suicide, stalemate=stalemated-wins castling=none \
         insufficient-material=lichess draw-rules=lichess"
    );
    assert_eq!(*plies, 57);
    assert!(
        status.starts_with("black-wins (suicide-void/B.9): black is stalemated and wins"),
        "{status}"
    );
    assert_eq!(result, &ResultCheck::Agrees("0-1".into()));
    // python-chess writes the stalemating move `29. Rxh4#`: a mark of the game's end, which agrees.
    assert!(notes.is_empty(), "{notes:?}");
    assert_eq!(v.code(), 0);
    assert_describes(v, &["antichess: suicide"]);

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
    assert_describes(v, &["`stalemate=stalemated-wins`"]);
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
    assert_describes(&v[0], &["giveaway: suicide"]);
    let GameVerdict::Illegal {
        ply, clause, text, ..
    } = &v[1]
    else {
        panic!("{:?}", v[1])
    };
    assert_eq!((*ply, text.as_str()), (7, "O-O"));
    assert_eq!(clause.as_deref(), Some("suicide-void/B.4"));
}

/// The verdicts of a record given as bytes: the report lines and the exit code of `oracle check-game`.
fn report(bytes: &[u8]) -> (String, u8) {
    oracle::record::check_file(bytes)
}

/// python-chess's `utf8-bom.pgn` starts with a byte order mark: it read as a bad move `\u{feff}` and then
/// a phantom game at line 1 column 2. Two games with no moves, each `*`.
#[test]
fn a_byte_order_mark_is_no_part_of_the_record() {
    let text =
        "\u{feff}[Event \"A\"]\n[Result \"*\"]\n\n *\n\n[Event \"B\"]\n[Result \"*\"]\n\n *\n";
    let (out, code) = report(text.as_bytes());
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out,
        "game 1 (line 1 column 1): no moves (fide); status: ongoing; Result * agrees\n\
         game 2 (line 6 column 1): no moves (fide); status: ongoing; Result * agrees\n"
    );
    // The same file saved as UTF-16 (its own byte order mark): the same report. It was unreadable.
    let utf16: Vec<u8> = [0xff, 0xfe]
        .into_iter()
        .chain(text[3..].encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    assert_eq!(report(&utf16), (out, 0));
}

/// CRLF line ends (files saved on Windows) read as LF ones do, at the same lines and columns.
#[test]
fn crlf_line_ends() {
    let lf = "[Event \"x\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    let crlf = lf.replace('\n', "\r\n");
    assert_eq!(report(lf.as_bytes()), report(crlf.as_bytes()));
    let (out, code) = report(crlf.as_bytes());
    assert_eq!(code, 0);
    assert!(
        out.contains("black-wins (fide/4.3.2)") && out.contains("Result 0-1 agrees"),
        "{out}"
    );
    let bad = crlf.replace("Qh4#", "Qh5#");
    assert!(report(bad.as_bytes())
        .0
        .contains("Qh5# (ply 4, line 4 column 16)"));
}

/// ChessBase's `Z0` and the `--` of other programs are null moves: a side passes, which no rule allows,
/// so the game is checked up to it and the verdict names it (exit 1); they were "bad move" words.
#[test]
fn null_moves_are_named_and_end_the_check() {
    for null in ["Z0", "--"] {
        let text = format!("1. e4 e5 2. Nf3 {null} 3. Bc4 1-0\n");
        let (out, code) = report(text.as_bytes());
        assert_eq!(code, 1, "{out}");
        assert!(
            out.contains(&format!(
                "a null move at ply 4 (2... {null}, line 1 column 17): no move of the rules; the game \
                 cannot be checked past it [fide]"
            )),
            "{out}"
        );
    }
}

/// What real files put around the moves: `e.p.` after an en passant capture (alone or glued), glyphs
/// (`!?`, `$1`, `+-`), `;` comments, `%` lines, a `SetUp` tag with its FEN, lichess's `From Position` and
/// `Standard`; the game reads as if they were not there.
#[test]
fn glyphs_en_passant_comments_and_setup_tags() {
    let text = "% a line for programs\n\
                [Event \"?\"]\n[Variant \"From Position\"]\n[SetUp \"1\"]\n\
                [FEN \"rnbqkbnr/ppp1pppp/8/8/3p4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\
                [Result \"*\"]\n\n\
                1. e4!? dxe3 e.p. $1 ; a comment to the end of the line\n\
                2. fxe3?! e5 +- 3. Nf3 *\n";
    let (out, code) = report(text.as_bytes());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("legal to the end (fide, 5 plies)"), "{out}");
    assert!(!out.contains("note:"), "{out}");
    let glued = "[Variant \"Standard\"]\n1. e4 d5 2. e5 f5 3. exf6e.p. *\n";
    let (out, code) = report(glued.as_bytes());
    assert_eq!((code, out.contains("note:")), (0, false), "{out}");
}

/// Marks that disagree with the position are said in a note (they passed in silence): a mate mark on a
/// move that does not mate, a check mark where there is no check, `e.p.` on a capture that is not one.
#[test]
fn marks_that_disagree_get_a_note() {
    let (out, code) = report(b"1. e4 e5 2. d4# exd4 3. Qxd4+ Nc6 4. Qxd7+ Bxd7 e.p. *\n");
    assert_eq!(code, 0, "{out}");
    for note in [
        "note: 2. d4#: marked as mate (`#`), but the game goes on (line 1 column 13)",
        "note: 3. Qxd4+: marked as check (`+`), but the side to move is not in check",
        "note: 4... Bxd7: marked `e.p.`, but it takes nothing en passant",
    ] {
        assert!(out.contains(note), "{note}\n{out}");
    }
    // 4. Qxd7+ gives check: no note on it.
    assert!(!out.contains("4. Qxd7+"), "{out}");
    // A mate mark on a move that stalemates: the game ends, but drawn (it said "the game goes on").
    let text = "[FEN \"7k/8/8/5Q2/8/8/8/K7 w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\n1. Qf7# 1/2-1/2\n";
    let (out, code) = report(text.as_bytes());
    assert_eq!(code, 0, "{out}");
    assert!(
        out.contains("stalemate")
            && out.contains("note: 1. Qf7#: marked as mate (`#`), but it ends the game drawn"),
        "{out}"
    );
}

/// An error of a tag is reported at that tag (it was "line 1 column 1" whatever line the tag was on).
#[test]
fn a_tag_at_fault_is_named_at_its_line_and_column() {
    let text = "[Event \"?\"]\n[Site \"?\"]\n  [Variant \"Crazyhouse\"]\n\n1. e4 *\n";
    let (out, code) = report(text.as_bytes());
    assert_eq!(code, 2);
    assert!(
        out.contains("malformed record: line 3 column 3: Variant `Crazyhouse`"),
        "{out}"
    );
    let text = "[Event \"?\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n";
    assert!(report(text.as_bytes())
        .0
        .contains("line 2 column 1: tag FEN: bad position"));
    let text = "[Event \"?\"]\n[SetUp \"1\"]\n\n1. e4 *\n";
    let (out, _) = report(text.as_bytes());
    assert!(
        out.contains("line 2 column 1: tag SetUp \"1\" says"),
        "{out}"
    );
}

/// Binary data is an unreadable record (exit 2), not a move that is illegal (exit 1).
#[test]
fn binary_input_is_unreadable() {
    let mut bytes = b"\x7fELF\x02\x01\x01\x00\x00\x00".to_vec();
    bytes.extend((0..200u8).map(|b| b.wrapping_mul(37)));
    let (out, code) = report(&bytes);
    assert_eq!(code, 2, "{out}");
    assert!(
        out.starts_with("unreadable: line 1 column 1: character U+007F is not text"),
        "{out}"
    );
}

/// Two real Antichess games. FICS (`[Variant "antichess"]`, clock comments after every move): Black wins
/// by losing all material, as its `ResultDescription` tag says. lichess (game 60a0EiZh, 2023): both sides
/// promote to Kings and Rooks and repeat the position a third time after 44...Rb6, "The game is a draw";
/// python-chess's AntichessBoard reads the same 67 and 88 plies, Black's win by losing all pieces and a
/// third repetition. lichess ends a game by itself only at the fifth occurrence; the third is a player's
/// claim (lila's `Drawer`, made here by a player's preference), so under the Antichess reading
/// (`draw-rules=lichess`, register SU-0-draw-rules) the draw is one the rules did not make; the record
/// cannot ask `Antichess` for `draw-rules=fics` (the name sets the switch), but the base by its own name
/// with Antichess's stalemate and FICS's draw rules ends at the repetition and the Result agrees.
#[test]
fn real_antichess_games_from_fics_and_lichess() {
    let [v] = &verdicts(&fixture("fics-antichess-all-lost.pgn"))[..] else {
        panic!()
    };
    assert_describes(
        v,
        &[
            "67 plies",
            "black-wins (suicide-void/B.8): black has lost all its pieces",
            "Result 0-1 agrees",
        ],
    );
    assert_eq!(v.code(), 0);

    let text = fixture("lichess-antichess-repetition.pgn");
    let [v] = &verdicts(&text)[..] else { panic!() };
    let GameVerdict::Legal { plies, result, .. } = v else {
        panic!("{v:?}")
    };
    assert_eq!(*plies, 88);
    assert_eq!(result, &ResultCheck::Outside("1/2-1/2".into()));
    let against = text.replace(
        "[Termination",
        "[Interpretation \"draw-rules=fics\"]\n[Termination",
    );
    let [v] = &verdicts(&against)[..] else {
        panic!()
    };
    assert_eq!(v.code(), 2, "{v:?}");
    assert_describes(v, &["`draw-rules=lichess`", "`draw-rules=fics`"]);
    let fics = text.replace(
        "[Variant \"Antichess\"]",
        "[Variant \"Suicide\"]\n[Interpretation \"stalemate=stalemated-wins draw-rules=fics\"]",
    );
    let [v] = &verdicts(&fics)[..] else { panic!() };
    assert_describes(
        v,
        &[
            "88 plies",
            "draw (suicide-void/0): the same position for the third time",
            "Result 1/2-1/2 agrees",
        ],
    );
}
