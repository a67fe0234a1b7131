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

/// 22 moves at the start (void-chess/3.5, 3.6, 4.8), in coordinate form with the count last.
#[test]
fn moves_at_the_start() {
    let o = run(&["moves", "startpos"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert!(out.ends_with("22 legal moves\n"), "{out}");
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
    assert!(
        stdout(&o).contains("status: white-wins (void-chess/9.1)"),
        "{}",
        stdout(&o)
    );
}

/// `oracle explain` names the clause (exit 1 for "illegal"), and says legal (exit 0).
#[test]
fn explain_names_the_clause() {
    let o = run(&["explain", "startpos", "f1f3"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).contains("(void-chess/3.4)"), "{}", stdout(&o));
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
        (&["play", "startpos", "e2e4", "e2e4"], "(move 2)"),
        (&["perft", "startpos"], "--depth"),
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

/// `oracle switches` lists a ruleset's switches in the register's spelling, the default first and marked;
/// `oracle events` its events; an unknown ruleset is exit 2 naming the known ones.
#[test]
fn switches_and_events_of_a_ruleset() {
    let o = run(&["switches", "-r", "minnaar"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    let names: Vec<&str> = out.lines().filter_map(|l| l.split('\t').next()).collect();
    assert_eq!(names, ["empty-army", "four-passes"], "{out}");
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
    assert!(stderr(&o).contains("void-chess"), "{}", stderr(&o));
}
