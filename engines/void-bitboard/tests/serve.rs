//! `void-bitboard serve` beside `oracle serve`: the same request lines get replies of the same kind with
//! the same answers (legal moves, position, status and clause, check, perft, whether a move is legal, the
//! error kind and the index of the move at fault), read with the protocol's own types.

use oracle::protocol::{
    ExplainReply, HelloReply, MovesReply, NotationReply, PerftReply, PlayReply, RawReply,
    StatusReply,
};
use serde::de::DeserializeOwned;
use std::fmt::Debug;
use void_bitboard::serve::Server;

thread_local! {
    /// The oracle's kept games (its answers are those of a fresh build: `oracle::game_cache`).
    static KEPT: std::cell::RefCell<oracle::game_cache::GameCache> = Default::default();
}

fn both(server: &mut Server, line: &str) -> (RawReply, RawReply) {
    let ours = server.answer(line);
    let theirs = KEPT.with(|kept| oracle::serve::handle_line_with(line, &mut kept.borrow_mut()));
    let read = |reply: &str| -> RawReply {
        serde_json::from_str(reply).unwrap_or_else(|e| panic!("{reply}: {e}"))
    };
    (read(&ours), read(&theirs))
}

/// Both replies' fields as the op's reply type.
fn bodies<T: DeserializeOwned>(ours: &RawReply, theirs: &RawReply) -> (T, T) {
    (ours.body().unwrap(), theirs.body().unwrap())
}

/// Both replies' fields, as the op's reply type, are the same.
fn same_body<T: DeserializeOwned + PartialEq + Debug>(
    ours: &RawReply,
    theirs: &RawReply,
    line: &str,
) {
    let (a, b) = bodies::<T>(ours, theirs);
    assert_eq!(a, b, "{line}");
}

/// Asks both about `line` and compares what the op answers.
fn compare(server: &mut Server, line: &str) {
    let (ours, theirs) = both(server, line);
    assert_eq!(ours.id, theirs.id, "{line}");
    match (&ours.error, &theirs.error) {
        (Some(a), Some(b)) => {
            assert_eq!(
                (&a.kind, a.move_index),
                (&b.kind, b.move_index),
                "{line}: {a:?} / {b:?}"
            );
            return;
        }
        (None, None) => {}
        _ => panic!("{line}: one error only: {ours:?} / {theirs:?}"),
    }
    let op: serde_json::Value =
        serde_json::from_str::<serde_json::Value>(line).unwrap()["op"].clone();
    match op.as_str().unwrap() {
        "moves" => same_body::<MovesReply>(&ours, &theirs, line),
        "play" => same_body::<PlayReply>(&ours, &theirs, line),
        "status" => {
            let (a, b) = bodies::<StatusReply>(&ours, &theirs);
            assert_eq!(
                (&a.status, &a.clause, a.check, &a.side_to_move),
                (&b.status, &b.clause, b.check, &b.side_to_move),
                "{line}"
            );
        }
        "perft" => same_body::<PerftReply>(&ours, &theirs, line),
        "explain" => {
            let (a, b) = bodies::<ExplainReply>(&ours, &theirs);
            assert_eq!((a.legal, &a.mv), (b.legal, &b.mv), "{line}");
            assert_eq!(
                a.clause.is_some(),
                !a.legal,
                "{line}: a refusal names its clause"
            );
        }
        "notation" => same_body::<NotationReply>(&ours, &theirs, line),
        other => panic!("no comparison for `{other}`"),
    }
}

#[test]
fn hello_names_the_engine_and_its_ruleset() {
    let reply: RawReply =
        serde_json::from_str(&Server::new().answer(r#"{"id":"h","op":"hello"}"#)).unwrap();
    assert_eq!(reply.id, "h");
    let hello: HelloReply = reply.body().unwrap();
    assert!(hello.name.starts_with("void-bitboard "));
    assert_eq!(hello.protocol, oracle::protocol::PROTOCOL_VERSION);
    assert_eq!(hello.rulesets, Some(vec!["void-chess".to_string()]));
}

#[test]
fn a_game_asked_ply_by_ply_gets_the_oracles_answers() {
    // A game of the oracle's choosing: at each ply one legal move picked by the ply number, up to 40
    // plies (or the end of the game).
    let mut server = Server::new();
    let mut moves: Vec<String> = Vec::new();
    for ply in 0..40 {
        let about = |op: &str, extra: &str| {
            format!(
                r#"{{"id":{ply},"op":"{op}","ruleset":"void-chess","start":"startpos","moves":{}{extra}}}"#,
                serde_json::to_string(&moves).unwrap()
            )
        };
        for (op, extra) in [("moves", ""), ("status", ""), ("play", "")] {
            compare(&mut server, &about(op, extra));
        }
        compare(&mut server, &about("explain", r#","move":"e2e4""#));
        compare(&mut server, &about("explain", r#","move":"a1a9""#));
        let (_, status) = both(&mut server, &about("status", ""));
        if status.body::<StatusReply>().unwrap().status != "ongoing" {
            break;
        }
        let (_, theirs) = both(&mut server, &about("moves", ""));
        let legal = theirs.body::<MovesReply>().unwrap().moves;
        assert!(!legal.is_empty(), "an ongoing game has moves");
        moves.push(legal[(7 * ply + 3) % legal.len()].clone());
    }
    assert!(moves.len() >= 20, "{moves:?}");
}

#[test]
fn perft_and_positions_with_tiles_get_the_oracles_answers() {
    let mut server = Server::new();
    let heals = "8k/9/9/R8/4M4/9/9/9/K8 w - - 0 1 9/9/4v4/3vv4/9/9/9/9/9";
    let trap = "8k/2R6/9/9/9/9/2m6/1N5P1/K8 w - - 0 1 9/9/9/9/9/9/9/vu7/1v7";
    // tests/bulk_count.rs: the Janitor's victim on d2 closes the Minister's path to e1.
    let victim = "4k4/9/9/9/9/9/4m4/3NPP3/R3K4 w - - 0 1 9/9/9/9/9/9/9/3u5/9";
    for line in [
        r#"{"id":1,"op":"perft","ruleset":"void-chess","start":"startpos","depth":3}"#.to_string(),
        format!(r#"{{"id":2,"op":"perft","ruleset":"void-chess","start":"{heals}","depth":2}}"#),
        format!(r#"{{"id":3,"op":"moves","ruleset":"void-chess","start":"{heals}"}}"#),
        format!(r#"{{"id":4,"op":"status","ruleset":"void-chess","start":"{trap}"}}"#),
        format!(
            r#"{{"id":5,"op":"moves","ruleset":"void-chess","start":"{trap}","moves":["a1a2"]}}"#
        ),
        format!(
            r#"{{"id":6,"op":"explain","ruleset":"void-chess","start":"{heals}","move":"e5d5c6"}}"#
        ),
        format!(r#"{{"id":7,"op":"moves","ruleset":"void-chess","start":"{victim}"}}"#),
        format!(r#"{{"id":8,"op":"perft","ruleset":"void-chess","start":"{victim}","depth":3}}"#),
    ] {
        compare(&mut server, &line);
    }
}

/// Article 11 written by both: every legal move of positions with Ministers, voids and unstable tiles,
/// castling and promotion, and of a game of the oracle's choosing, every fifth ply.
#[test]
fn every_legal_move_is_written_for_people_as_the_oracle_writes_it() {
    let mut server = Server::new();
    let every_move = |server: &mut Server, start: &str, moves: &[String]| {
        let about = |op: &str, extra: &str| {
            format!(
                r#"{{"id":1,"op":"{op}","ruleset":"void-chess","start":"{start}","moves":{}{extra}}}"#,
                serde_json::to_string(moves).unwrap()
            )
        };
        let (_, theirs) = both(server, &about("moves", ""));
        let legal = theirs.body::<MovesReply>().unwrap().moves;
        for mv in &legal {
            compare(server, &about("notation", &format!(r#","move":"{mv}""#)));
        }
        compare(server, &about("notation", r#","move":"a1a9""#));
        legal
    };
    for start in [
        "startpos",
        "8k/9/9/R8/4M4/9/9/9/K8 w - - 0 1 9/9/4v4/3vv4/9/9/9/9/9",
        "8k/2R6/9/9/9/9/2m6/1N5P1/K8 w - - 0 1 9/9/9/9/9/9/9/vu7/1v7",
        "4k4/9/9/9/9/9/4m4/3NPP3/R3K4 w - - 0 1 9/9/9/9/9/9/9/3u5/9",
        "r3k3r/2P1P4/9/3M1M3/9/9/9/1p7/R3K3R w KQkq - 0 1 -",
        "r3k3r/2P1P4/9/3M1M3/9/9/9/1p7/R3K3R b KQkq - 0 1 -",
        "4k4/9/9/9/4M4/9/9/9/4K4 w - - 0 1 9/9/9/3v5/9/9/9/9/9",
    ] {
        every_move(&mut server, start, &[]);
    }
    let mut moves: Vec<String> = Vec::new();
    for ply in 0..60 {
        let legal = if ply % 5 == 0 {
            every_move(&mut server, "startpos", &moves)
        } else {
            let line = format!(
                r#"{{"id":2,"op":"moves","ruleset":"void-chess","start":"startpos","moves":{}}}"#,
                serde_json::to_string(&moves).unwrap()
            );
            both(&mut server, &line)
                .1
                .body::<MovesReply>()
                .unwrap()
                .moves
        };
        if legal.is_empty() {
            break;
        }
        moves.push(legal[(11 * ply + 5) % legal.len()].clone());
    }
}

#[test]
fn bad_requests_get_the_oracles_error_kinds() {
    let mut server = Server::new();
    for line in [
        "not json",
        "[1,2]",
        r#"{"id":1,"op":"jump"}"#,
        r#"{"id":2,"op":"moves","colour":"white"}"#,
        r#"{"id":3,"op":"moves","start":"startpos"}"#,
        r#"{"id":4,"op":"moves","ruleset":"chess960","start":"startpos"}"#,
        r#"{"id":5,"op":"moves","ruleset":"void-chess","start":"9/9 w - - 0 1 -"}"#,
        r#"{"id":6,"op":"moves","ruleset":"void-chess","start":"startpos","moves":["e2e4","zz"]}"#,
        r#"{"id":7,"op":"moves","ruleset":"void-chess","start":"startpos","moves":["e2e4","e2e4"]}"#,
        r#"{"id":8,"op":"moves","ruleset":"void-chess","start":"startpos","interpretation":{"no-such":"x"}}"#,
        r#"{"id":9,"op":"moves","ruleset":"void-chess","start":"startpos","interpretation":{"void-trap":"maybe"}}"#,
        r#"{"id":10,"op":"moves","ruleset":"void-chess","start":"startpos","interpretation":{"void-trap":"janitor-skipped"}}"#,
        r#"{"id":11,"op":"perft","ruleset":"void-chess","start":"startpos"}"#,
        r#"{"id":12,"op":"explain","ruleset":"void-chess","start":"startpos"}"#,
        r#"{"id":13,"op":"moves","ruleset":"void-chess","start":"startpos","event":"agreement"}"#,
    ] {
        compare(&mut server, line);
    }
    // A switch away from the default: the oracle plays it, this engine says it does not.
    let line = r#"{"id":14,"op":"moves","ruleset":"void-chess","start":"startpos","interpretation":{"void-trap":"any-pseudo-legal"}}"#;
    let (ours, _) = both(&mut server, line);
    assert_eq!(ours.error.map(|e| e.kind), Some("unsupported".to_string()));
}
