//! The `oracle` command line: answers for Void Chess, exit codes, and malformed arguments (exit 2, a message
//! naming what is wrong, never a panic).

use std::process::{Command, Output, Stdio};

/// The `oracle` binary of this build, which cargo builds for this package's integration tests.
fn oracle_bin() -> &'static str {
    env!("CARGO_BIN_EXE_oracle")
}

fn run(args: &[&str]) -> Output {
    Command::new(oracle_bin())
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("oracle runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Asserts that `text` (what the command printed) contains `needle`, showing the text when it does not.
fn assert_contains(text: &str, needle: &str) {
    assert!(text.contains(needle), "`{needle}` is not in:\n{text}");
}

/// 22 moves at the start (void-chess/3.5, 3.6, 4.8), in coordinate form with the count and the status last.
#[test]
fn moves_at_the_start() {
    let o = run(&["moves", "startpos"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert!(out.ends_with("22 legal moves\nstatus: ongoing\n"), "{out}");
    assert!(out.lines().any(|l| l == "b1c3"));
    let san = stdout(&run(&["moves", "--san", "startpos"]));
    assert!(san.lines().any(|l| l == "b1c3 Nc3"), "{san}");
}

/// perft(2) = 484 (22 x 22, see tests/void_chess_start.rs), ending with Stockfish's line.
#[test]
fn perft_prints_nodes_searched() {
    let o = run(&["perft", "--depth", "2", "startpos"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).ends_with("Nodes searched: 484\n"));
    let d = stdout(&run(&["perft", "--depth", "2", "--divide", "startpos"]));
    assert!(d.lines().any(|l| l == "e2e4: 22"), "{d}");
    assert!(d.ends_with("\nNodes searched: 484\n"));
}

/// `oracle play` prints the position and the status with its clause: the Ra8-a9 mate (void-chess/9.1).
#[test]
fn play_prints_the_status_with_its_clause() {
    let pos = "4k4/R2ppp3/9/9/9/9/9/9/K8 w - - 0 1 -";
    let o = run(&["play", pos, "a8a9"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("status: white-wins (void-chess/9.1)"), "{out}");
    let o = run(&["play", "startpos", "e2e4"]);
    assert!(stdout(&o).contains("status: ongoing"));
    // From the start: 1. c3 e6 2. Qb3 Ke8 3. Qxe6#. The Queen takes e6 on the b3-c4-d5-e6 diagonal and
    // checks e8 up the file (e7 empty). The King's squares: d7, e7, f7 next to the Queen; e9 on its file
    // once the King leaves e8; d9, f9, d8, f8 its own pieces. Nothing takes e6 (no Black Pawn or Knight
    // reaches it, the Bishops, Queen and the ringed Minister are blocked) and nothing reaches e7: mate (9.1).
    let o = run(&["play", "startpos", "c2c3", "e8e6", "d1b3", "e9e8", "b3e6"]);
    assert_contains(&stdout(&o), "status: white-wins (void-chess/9.1)");
}

/// `oracle explain` names the clause (exit 1 for "illegal"), and says legal (exit 0).
#[test]
fn explain_names_the_clause() {
    let o = run(&["explain", "startpos", "f1f3"]);
    assert_eq!(o.status.code(), Some(1));
    assert_contains(&stdout(&o), "(void-chess/3.4)");
    let o = run(&["explain", "startpos", "g1g2"]);
    assert!(stdout(&o).contains("(void-chess/4.8)"));
    let o = run(&["explain", "startpos", "e2e4", "e8e6", "e4e5", "e6e5"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("(void-chess/3.6)"));
    let o = run(&["explain", "startpos", "e2e4"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("legal"));
    // Under a switch: castling with the King on an unstable tile.
    let pos = "4k4/9/9/9/9/9/9/9/4K3R w K - 0 1 9/9/9/9/9/9/9/9/4u4";
    let o = run(&["explain", pos, "e1g1"]);
    assert!(stdout(&o).contains("(void-chess/7.2)"));
    let o = run(&[
        "explain",
        "--interpretation",
        "unstable-king-castling=allowed",
        pos,
        "e1g1",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}

/// `oracle show` draws the board with tile marks.
#[test]
fn show_marks_tiles() {
    let o = run(&["show", "startpos", "e2e4", "d8d6", "e4e5", "f8f6", "e5f6"]);
    let out = stdout(&o);
    assert!(out.contains(" P*"), "{out}");
    assert!(out.contains("   a  b  c  d  e  f  g  h  i"));
}

/// A refused move of a list is numbered as people number it: the 16th move given is Black's eighth
/// (`8...Qxg2+`), where the message said "(move 16)".
#[test]
fn a_refused_move_is_numbered_as_people_number_it() {
    let moves = "e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4 Bb4+ Bd2 Bxd2+ Nbxd2 Qxg2+";
    let mut args = vec!["play", "-r", "fide", "startpos"];
    args.extend(moves.split(' '));
    let o = run(&args);
    assert_eq!(o.status.code(), Some(1 + 1), "{o:?}");
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("illegal move `Qxg2+` (move 8..., ply 16)"),
        "{err}"
    );
    // From a position whose move number is 30, with White to move, the second move given is 30...
    let o = run(&[
        "play",
        "-r",
        "fide",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 30",
        "e1e2",
        "e2e3",
    ]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("(move 30..., ply 2)"), "{err}");
}

/// Malformed command lines: exit 2, a message naming what is wrong, no panic.
#[test]
fn malformed_arguments_exit_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["moves", "not a position"], "expected 7 fields"),
        (
            &["moves", "--ruleset", "void-chez", "startpos"],
            "unknown ruleset `void-chez`",
        ),
        (&["moves", "startpos", "e2e5"], "illegal move `e2e5`"),
        (&["moves", "startpos", "e2e4", "zz"], "bad move `zz"),
        (&["play", "startpos", "e2e4", "e2e4"], "(move 1..., ply 2)"),
        (&["perft", "startpos"], "--depth"),
        (
            &["play", "-r", "fide", "startpos", "1. e4 e5 2. Nf3 Nc6"],
            "it holds 6 words: give each move as an argument of its own",
        ),
        (
            &["perft", "-r", "fide", "--depth", "99", "--yes", "startpos"],
            "more than a count can hold",
        ),
        (&["perft", "--depth", "x", "startpos"], "invalid value"),
        (&["explain", "startpos"], "needs a move"),
        (&["moves", "-i", "void-trap", "startpos"], "name=value"),
        (
            &["moves", "-i", "void-trap=sometimes", "startpos"],
            "no value `sometimes`",
        ),
        (
            &["moves", "-i", "no-switch=x", "startpos"],
            "no switch named `no-switch`",
        ),
        (&["frobnicate"], "frobnicate"),
        (&["moves"], "POSITION"),
        (
            &["show", "8k/9/9/9/9/9/9/9/9 w - - 0 1 -"],
            "void-chess/1.4",
        ),
        (
            &[
                "play",
                "4k4/R2ppp3/9/9/9/9/9/9/K8 w - - 0 1 -",
                "a8a9",
                "e9d9",
            ],
            "already over",
        ),
    ];
    for (args, needle) in cases {
        let o = run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        let err = stderr(&o);
        assert!(err.contains(needle), "{args:?}: `{err}` lacks `{needle}`");
        assert!(!err.contains("panicked"), "{args:?}");
    }
}

/// `oracle serve` over a pipe: a malformed line gets an error, the next request is still answered.
#[test]
fn serve_keeps_serving() {
    use std::io::Write;
    let mut child = Command::new(oracle_bin())
        .arg("serve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("oracle serve starts");
    let input = "this is not json\n{\"id\":2,\"op\":\"perft\",\"ruleset\":\"void-chess\",\"start\":\"startpos\",\"depth\":2}\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(lines[0].contains("\"bad-request\""));
    assert_eq!(lines[1], r#"{"id":2,"nodes":484}"#);
}

fn fixture(name: &str) -> String {
    format!(
        "{}/../tests/fixtures/records/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// `check-game`: a legal FIDE record whose Result agrees (the Opera game, Morphy 1858, ends 17. Rd8#),
/// a Void Chess record with an illegal move in the middle, a record whose Result contradicts its mate
/// (Fool's mate is Black's win), a truncated record; and all four in one file, each with its own answer.
#[test]
fn check_game_answers_and_exit_codes() {
    let o = run(&["check-game", &fixture("fide-opera-game.pgn")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("legal to the end (fide, 33 plies)"), "{out}");
    assert!(
        out.contains("white-wins (fide/4.3.2)") && out.contains("Result 1-0 agrees"),
        "{out}"
    );

    let o = run(&["check-game", &fixture("void-chess-illegal-move.pgn")]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    // 3. Bc4xf7: the Black Pawn on e6 stands in the Bishop's way (void-chess/3.4).
    assert!(
        out.contains("illegal move 3. Bc4xf7 (ply 5, line 5 column 24)"),
        "{out}"
    );
    assert!(out.contains("(void-chess/3.4)"), "{out}");

    let o = run(&["check-game", &fixture("fide-wrong-result.pgn")]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("Result 1-0 DISAGREES: the moves end the game as 0-1"));

    let o = run(&["check-game", &fixture("truncated.pgn")]);
    assert_eq!(o.status.code(), Some(2));
    assert_contains(
        &stdout(&o),
        "malformed record: line 5 column 17: a comment `{` that is never closed",
    );

    let mut all = String::new();
    for f in [
        "fide-opera-game.pgn",
        "void-chess-illegal-move.pgn",
        "fide-wrong-result.pgn",
        "truncated.pgn",
    ] {
        all.push_str(&std::fs::read_to_string(fixture(f)).unwrap());
    }
    let path = std::env::temp_dir().join(format!("records-{}.pgn", std::process::id()));
    std::fs::write(&path, all).unwrap();
    let o = run(&["check-game", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(o.status.code(), Some(2));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert!(lines[0].starts_with("game 1 ") && lines[0].contains("agrees"));
    assert!(lines[1].starts_with("game 2 ") && lines[1].contains("illegal move 3."));
    assert!(lines[2].starts_with("game 3 ") && lines[2].contains("DISAGREES"));
    assert!(lines[3].starts_with("game 4: malformed record"));
}

/// `check-game` on what real files hold, through the command: bytes that are not text (from a file or
/// standard input) are unreadable, exit 2 (they were read as moves, an illegal move, exit 1); a null move
/// is named, exit 1.
#[test]
fn check_game_reads_bytes_binary_is_unreadable_and_a_null_move_is_named() {
    use std::io::Write;
    let path = std::env::temp_dir().join(format!("binary-{}.pgn", std::process::id()));
    std::fs::write(&path, b"\x7fELF\x02\x01\x01\x00 e4 e5").unwrap();
    let o = run(&["check-game", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(o.status.code(), Some(2));
    assert_contains(
        &stdout(&o),
        "unreadable: line 1 column 1: character U+007F is not text",
    );
    let stdin_check = |input: &[u8]| {
        let mut child = Command::new(oracle_bin())
            .args(["check-game", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("oracle check-game starts");
        child.stdin.take().unwrap().write_all(input).unwrap();
        child.wait_with_output().unwrap()
    };
    let o = stdin_check(b"1. e4 \x00\x01");
    assert_eq!(o.status.code(), Some(2));
    assert_contains(&stdout(&o), "unreadable: line 1 column 7");
    let o = stdin_check(b"\xef\xbb\xbf1. e4 e5 2. -- Nc6 *\r\n");
    assert_eq!(o.status.code(), Some(1));
    assert_contains(
        &stdout(&o),
        "a null move at ply 3 (2. --, line 1 column 13): no move of the rules",
    );
}

/// `play --record` writes a record that `check-game` reads back: legal to the end, the Result agreeing.
#[test]
fn play_record_round_trips_through_check_game() {
    for (ruleset, moves) in [
        ("fide", vec!["f3", "e5", "g4", "Qh4"]),
        ("void-chess", vec!["e2e4", "e8e6", "Bc4"]),
        ("circular", vec!["e3", "e6", "Nf3"]),
        ("minnaar", vec!["Saxa4", "Nc3", "Saa7"]),
        ("suicide-void", vec!["@e4", "d2d3"]),
    ] {
        let path =
            std::env::temp_dir().join(format!("record-{ruleset}-{}.pgn", std::process::id()));
        let mut args = vec![
            "play",
            "-r",
            ruleset,
            "--record",
            path.to_str().unwrap(),
            "startpos",
        ];
        args.extend(moves.iter().copied());
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{ruleset}: {}", stderr(&o));
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(&format!("[Variant \"{ruleset}\"]")), "{text}");
        let o = run(&["check-game", path.to_str().unwrap()]);
        let _ = std::fs::remove_file(&path);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{ruleset}: {text}\n{}",
            stdout(&o)
        );
        let out = stdout(&o);
        assert!(
            out.contains(&format!(
                "legal to the end ({ruleset}, {} plies)",
                moves.len()
            )),
            "{out}"
        );
    }
    let path = std::env::temp_dir().join(format!("record-mate-{}.pgn", std::process::id()));
    run(&[
        "play",
        "-r",
        "fide",
        "--record",
        path.to_str().unwrap(),
        "startpos",
        "f3",
        "e5",
        "g4",
        "Qh4",
    ]);
    let text = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    assert!(
        text.contains("[Result \"0-1\"]") && text.contains("1. f3 e5 2. g4 Qh4# 0-1"),
        "{text}"
    );
}

/// The answers for people: check named by `play` and `show`, the status beside `moves`, the clause said
/// once, `1 legal move`, and clear refusals of `explain` with no move, an over-large number and a switch
/// given twice.
#[test]
fn answers_for_people() {
    let out = stdout(&run(&["play", "-r", "fide", "startpos", "e4", "f5", "Qh5"]));
    assert!(out.contains("status: ongoing; black is in check"), "{out}");
    let out = stdout(&run(&["show", "-r", "fide", "startpos", "e4", "f5", "Qh5"]));
    assert!(out.contains("check: black is in check"), "{out}");
    assert!(out.contains("last move: d1h5"), "{out}");
    assert!(
        out.contains("position: rnbqkbnr/ppppp1pp/8/5p1Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2"),
        "{out}"
    );

    // Fool's mate: no legal move, and the status says why.
    let out = stdout(&run(&[
        "moves", "-r", "fide", "startpos", "f3", "e5", "g4", "Qh4",
    ]));
    assert!(
        out.contains("0 legal moves\nstatus: black-wins (fide/4.3.2)"),
        "{out}"
    );
    // void-chess/9.1 cited once.
    let out = stdout(&run(&[
        "play", "startpos", "c2c3", "e8e6", "d1b3", "e9e8", "b3e6",
    ]));
    assert_eq!(out.matches("void-chess/9.1").count(), 1, "{out}");
    // After 1. e4 f5 2. Qh5+ the only way out of check is g6 (the g-Pawn blocks the diagonal).
    let out = stdout(&run(&[
        "moves", "-r", "fide", "startpos", "e4", "f5", "Qh5",
    ]));
    assert!(out.contains("\n1 legal move\n"), "{out}");

    let o = run(&["explain", "startpos"]);
    assert_eq!(o.status.code(), Some(2));
    assert_contains(&stderr(&o), "`explain` needs a move");
    assert!(!stderr(&o).contains("bad move ``"));

    let o = run(&[
        "play",
        "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 99999999999 -",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_contains(&stderr(&o), "too large");

    let o = run(&[
        "play",
        "-r",
        "circular",
        "-i",
        "board=maximal",
        "-i",
        "board=minimal",
        "startpos",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_contains(&stderr(&o), "`board` is set twice");
}

/// Notation people paste: PGN move numbers, long algebraic, lower-case castling, the King taking its own
/// Rook (Chess960 tools), and SAN for Minnaar and Circular.
#[test]
fn notation_people_paste() {
    let out = stdout(&run(&[
        "play", "-r", "fide", "startpos", "1.e4", "e5", "2.", "Ng1-f3", "Nb8-c6", "3.Bc4", "Bc5",
        "4.o-o",
    ]));
    assert!(out.contains("RNBQ1RK1 b kq"), "{out}");
    let out = stdout(&run(&[
        "play", "-r", "fide", "startpos", "e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "e1h1",
    ]));
    assert!(out.contains("RNBQ1RK1 b kq"), "{out}");
    let out = stdout(&run(&["moves", "--san", "-r", "minnaar", "startpos"]));
    assert!(out.lines().any(|l| l == "a1a4 Saxa4"), "{out}");
    let out = stdout(&run(&["moves", "--san", "-r", "circular", "startpos"]));
    assert!(out.lines().any(|l| l == "g1f3 Nf3"), "{out}");
}

/// `show --svg --out FILE` writes the picture, and nothing to standard output.
#[test]
fn show_svg_to_a_file() {
    let path = std::env::temp_dir().join(format!("board-{}.svg", std::process::id()));
    let o = run(&[
        "show",
        "--svg",
        "--out",
        path.to_str().unwrap(),
        "-r",
        "circular",
        "startpos",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).is_empty());
    let svg = std::fs::read_to_string(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
}

/// `oracle show` output of Void Chess, the notes under the picture included, pastes under a scenario's
/// `board:` and reads back to the position shown, tiles included.
#[test]
fn show_output_reads_back_as_a_diagram() {
    let (ruleset, moves) = ("void-chess", ["e2e4", "d8d6", "e4e5", "f8f6", "e5f6"]);
    let mut args = vec!["show", "-r", ruleset, "startpos"];
    args.extend(moves.iter().copied());
    let shown = stdout(&run(&args));
    let mut args = vec!["play", "-r", ruleset, "startpos"];
    args.extend(moves.iter().copied());
    let played = stdout(&run(&args));
    let position = played
        .lines()
        .find_map(|l| l.strip_prefix("position: "))
        .expect("play prints the position");
    let read = oracle::ruleset(ruleset)
        .unwrap()
        .position_from_diagram(&shown)
        .unwrap_or_else(|e| panic!("{ruleset}: {e}\n{shown}"));
    // Compare the fields a picture shows: the board, the side to move, castling, and Void Chess's
    // tiles (its last field).
    let fields = |p: &str| {
        let words: Vec<&str> = p.split_whitespace().collect();
        let mut f = words[..3].to_vec();
        if ruleset == "void-chess" {
            f.push(words[words.len() - 1]);
        }
        f.join(" ")
    };
    assert_eq!(fields(&read), fields(position), "{ruleset}\n{shown}");
}

/// `oracle switches` lists a ruleset's switches in the register's spelling, the default first and marked;
/// `oracle events` its events; an unknown ruleset is exit 2 naming the known ones.
#[test]
fn switches_and_events_of_a_ruleset() {
    let o = run(&["switches", "-r", "minnaar"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    let names: Vec<&str> = out.lines().filter_map(|l| l.split('\t').next()).collect();
    assert_eq!(
        names,
        [
            "empty-army",
            "four-passes",
            "empty-army-passes",
            "king-two-squares",
            "perft"
        ],
        "{out}"
    );
    assert!(out.contains("\tconsecutive-turns* same-group\t"), "{out}");
    let o = run(&["events", "-r", "fide"]);
    assert_eq!(o.status.code(), Some(0));
    let events: Vec<String> = stdout(&o)
        .lines()
        .filter_map(|l| l.split('\t').next().map(str::to_string))
        .collect();
    assert_eq!(
        events,
        ["agreement", "flag-white", "flag-black", "claim-draw"]
    );
    assert_eq!(
        stdout(&run(&["events", "-r", "void-chess"])),
        "void-chess has no events\n"
    );
    let o = run(&["switches", "-r", "nope"]);
    assert_eq!(o.status.code(), Some(2));
    assert_contains(&stderr(&o), "void-chess");
}

/// lichess's Antichess (`-r antichess`): only Bishops on squares of opposite colours are left, a draw with
/// its clause (register SU-0-insufficient-material); `oracle serve` answers the same.
#[test]
fn antichess_draws_opposite_bishops_here_and_in_serve() {
    let start = "8/8/8/6b1/8/3B4/4B3/5B2 w - - 0 1";
    let o = run(&["play", "-r", "antichess", start]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_contains(
        &stdout(&o),
        "status: draw (suicide-void/0): only Bishops are left",
    );
    let line = format!(r#"{{"id":1,"op":"status","ruleset":"antichess","start":"{start}"}}"#);
    let mut child = Command::new(oracle_bin())
        .arg("serve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("oracle serve runs");
    use std::io::Write;
    writeln!(child.stdin.take().unwrap(), "{line}").unwrap();
    let out = child.wait_with_output().unwrap();
    let reply = String::from_utf8_lossy(&out.stdout);
    assert_contains(&reply, r#""clause":"suicide-void/0""#);
    assert_contains(&reply, r#""status":"draw""#);
    let o = run(&["play", "-r", "suicide", start]);
    assert_contains(&stdout(&o), "status: ongoing");
}
