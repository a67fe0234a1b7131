//! `oracle serve` (PROTOCOL.md) with Void Chess: one reply per request, errors that name what is wrong,
//! and service that goes on after a bad line.

use oracle::serve::{handle_line, serve};
use serde_json::{json, Value};

fn ask(request: Value) -> Value {
    serde_json::from_str(&handle_line(&request.to_string())).expect("the reply is JSON")
}

fn ask_text(line: &str) -> Value {
    serde_json::from_str(&handle_line(line)).expect("the reply is JSON")
}

#[test]
fn hello_lists_void_chess() {
    let r = ask(json!({"id": 1, "op": "hello"}));
    assert_eq!(r["id"], 1);
    assert_eq!(r["protocol"], 1);
    assert!(r["rulesets"]
        .as_array()
        .unwrap()
        .contains(&json!("void-chess")));
}

/// 22 sorted moves at the start (see tests/void_chess_start.rs); perft(2) 484.
#[test]
fn moves_and_perft() {
    let r = ask(
        json!({"id": 2, "op": "moves", "ruleset": "void-chess", "start": "startpos", "moves": []}),
    );
    let moves: Vec<String> = serde_json::from_value(r["moves"].clone()).unwrap();
    assert_eq!(moves.len(), 22);
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
    let r = ask(
        json!({"id": 3, "op": "perft", "ruleset": "void-chess", "start": "startpos", "depth": 2}),
    );
    assert_eq!(r, json!({"id": 3, "nodes": 484}));
}

/// `play` returns the text form after the moves (void-chess/5.1: f6 unstable after e5xf6).
#[test]
fn play_returns_the_position() {
    let r = ask(
        json!({"id": 4, "op": "play", "ruleset": "void-chess", "start": "startpos",
        "moves": ["e2e4", "d8d6", "e4e5", "f8f6", "e5f6"]}),
    );
    assert_eq!(
        r["position"],
        "rnbqkbmnr/ppp1p1ppp/9/3p1P3/9/9/9/PPPP1PPPP/RNBQKBMNR b KQkq - 0 3 9/9/9/5u3/9/9/9/9/9"
    );
}

/// `status` returns the clause as `void-chess/<id>`: the Ra8-a9 mate is void-chess/9.1; the void trap of
/// tests/void_chess_end.rs is 9.3 by default and stays 9.3 under the other reading, while its stalemate twin
/// switches from 9.4 to 9.3 with `void-trap=any-pseudo-legal`.
#[test]
fn status_carries_the_clause() {
    let r = ask(json!({"id": 5, "op": "status", "ruleset": "void-chess",
        "start": "4k4/R2ppp3/9/9/9/9/9/9/K8 w - - 0 1 -", "moves": ["a8a9"]}));
    assert_eq!(r["status"], "white-wins");
    assert_eq!(r["clause"], "void-chess/9.1");
    let twin = "8k/9/9/9/9/9/2m4p1/1N5P1/K8 w - - 0 1 9/9/9/9/9/9/9/vu7/1v7";
    let r = ask(json!({"id": 6, "op": "status", "ruleset": "void-chess", "start": twin}));
    assert_eq!(
        (r["status"].as_str(), r["clause"].as_str()),
        (Some("draw"), Some("void-chess/9.4"))
    );
    let r = ask(
        json!({"id": 7, "op": "status", "ruleset": "void-chess", "start": twin,
        "interpretation": {"void-trap": "any-pseudo-legal"}}),
    );
    assert_eq!(
        (r["status"].as_str(), r["clause"].as_str()),
        (Some("black-wins"), Some("void-chess/9.3"))
    );
    // 1. c3 e6 2. Qb3 Ke8 3. Qxe6# from the start (derivation in tests/cli.rs).
    let r = ask(
        json!({"id": 11, "op": "status", "ruleset": "void-chess", "start": "startpos",
        "moves": ["c2c3", "e8e6", "d1b3", "e9e8", "b3e6"]}),
    );
    assert_eq!(
        (r["status"].as_str(), r["clause"].as_str()),
        (Some("white-wins"), Some("void-chess/9.1"))
    );
    let r = ask(json!({"id": 8, "op": "status", "ruleset": "void-chess", "start": "startpos"}));
    assert_eq!(r["status"], "ongoing");
    assert_eq!(r["clause"], Value::Null);
}

#[test]
fn explain_names_the_clause() {
    let r = ask(
        json!({"id": 9, "op": "explain", "ruleset": "void-chess", "start": "startpos", "move": "f1f3"}),
    );
    assert_eq!(r["legal"], false);
    assert_eq!(r["clause"], "void-chess/3.4");
    let r = ask(
        json!({"id": 10, "op": "explain", "ruleset": "void-chess", "start": "startpos", "move": "Nc3"}),
    );
    assert_eq!(r["legal"], true);
    assert_eq!(r["move"], "b1c3");
}

/// Malformed requests: each answered with an error of the right kind whose message names the problem.
#[test]
fn malformed_requests_get_errors() {
    let g = |extra: Value| {
        let mut base =
            json!({"id": 1, "op": "moves", "ruleset": "void-chess", "start": "startpos"});
        for (k, v) in extra.as_object().unwrap() {
            base[k] = v.clone();
        }
        base.to_string()
    };
    #[rustfmt::skip]
    let cases: Vec<(String, &str, &str)> = vec![
        ("{".to_string(), "bad-request", "not JSON"),
        ("[1,2]".to_string(), "bad-request", "JSON object"),
        ("{\"id\":1}".to_string(), "bad-request", "missing `op`"),
        ("{\"id\":1,\"op\":\"fly\"}".to_string(), "bad-request", "unknown op `fly`"),
        ("{\"id\":1,\"op\":\"moves\",\"start\":\"startpos\"}".to_string(), "bad-request", "missing `ruleset`"),
        (g(json!({"start": null})), "bad-request", "missing `start`"),
        (g(json!({"ruleset": "void"})), "unknown-ruleset", "unknown ruleset `void`"),
        (g(json!({"start": "9/9 w"})), "bad-position", "expected 7 fields"),
        (g(json!({"start": "8k/9/9/9/9/9/9/9/9 w - - 0 1 -"})), "bad-position", "void-chess/1.4"),
        (g(json!({"moves": "e2e4"})), "bad-request", "array of strings"),
        (g(json!({"moves": [42]})), "bad-request", "moves[0]"),
        (g(json!({"moves": ["e2e4", "e2e4"]})), "illegal-move", "e2e4"),
        (g(json!({"moves": ["e2e9x"]})), "bad-move", "e2e9x"),
        (g(json!({"interpretation": {"void-trap": "maybe"}})), "bad-interpretation", "no value `maybe`"),
        (g(json!({"interpretation": {"nope": "x"}})), "bad-interpretation", "no switch named `nope`"),
        (g(json!({"interpretation": [1]})), "bad-request", "interpretation"),
        (g(json!({"op": "perft", "depth": -1})), "bad-request", "depth"),
        (g(json!({"op": "perft"})), "bad-request", "depth"),
        (g(json!({"op": "explain"})), "bad-request", "needs a `move`"),
        (g(json!({"colour": "white"})), "bad-request", "unknown field `colour`"),
    ];
    for (line, kind, needle) in cases {
        let r = ask_text(&line);
        assert_eq!(r["error"]["kind"], kind, "{line}: {r}");
        let msg = r["error"]["message"].as_str().unwrap();
        assert!(msg.contains(needle), "{line}: `{msg}` lacks `{needle}`");
    }
    // An illegal move says which move, and the clause.
    let r = ask_text(&g(json!({"moves": ["e2e4", "e8e6", "f1f4"]})));
    assert_eq!(r["error"]["move_index"], 2);
    assert_eq!(r["error"]["clause"], "void-chess/3.4");
    // So does a move text that is no move at all (PROTOCOL.md: `move_index` of the move at fault).
    let r = ask_text(&g(json!({"moves": ["e2e4", "zz"]})));
    assert_eq!(r["error"]["kind"], "bad-move");
    assert_eq!(r["error"]["move_index"], 1);
    let msg = r["error"]["message"].as_str().unwrap();
    assert!(
        msg.starts_with("bad move `zz` (move 1..., ply 2): "),
        "{msg}"
    );
}

/// The server goes on after bad lines (not JSON, not UTF-8) and answers in order.
#[test]
fn the_server_survives_bad_lines() {
    let mut input: Vec<u8> = Vec::new();
    input.extend_from_slice(b"{\"id\":1,\"op\":\"hello\"}\n");
    input.extend_from_slice(b"\xff\xfe garbage\n");
    input.extend_from_slice(b"not json at all\n");
    input.extend_from_slice(b"\n");
    input.extend_from_slice(b"{\"id\":4,\"op\":\"perft\",\"ruleset\":\"void-chess\",\"start\":\"startpos\",\"depth\":1}\n");
    let mut output = Vec::new();
    serve(&input[..], &mut output).unwrap();
    let text = String::from_utf8(output).unwrap();
    let replies: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(replies.len(), 4);
    assert_eq!(replies[0]["id"], 1);
    assert_eq!(replies[1]["error"]["kind"], "bad-request");
    assert_eq!(replies[2]["error"]["kind"], "bad-request");
    assert_eq!(replies[3], json!({"id": 4, "nodes": 22}));
}

/// The readings' names (`antichess`, `giveaway`: oracle/src/names.rs) are rulesets here as on the command
/// line, with the same switches: lichess's Antichess draws when only Bishops on squares of opposite
/// colours are left (register SU-0-insufficient-material), the base as written plays on; a switch given
/// against the name is refused as `--interpretation` is.
#[test]
fn readings_are_rulesets_as_on_the_command_line() {
    let start = "8/8/8/6b1/8/3B4/4B3/5B2 w - - 0 1";
    for name in ["antichess", "Antichess", "giveaway"] {
        let r = ask(json!({"id": 1, "op": "status", "ruleset": name, "start": start}));
        assert_eq!(r["status"], "draw", "{name}: {r}");
        assert_eq!(r["clause"], "suicide-void/0", "{name}: {r}");
    }
    let r = ask(json!({"id": 2, "op": "status", "ruleset": "suicide", "start": start}));
    assert_eq!(r["status"], "ongoing", "{r}");
    let r = ask(json!({"id": 3, "op": "moves", "ruleset": "giveaway", "start": "startpos"}));
    assert_eq!(r["moves"].as_array().map(Vec::len), Some(20), "{r}");
    let r = ask(
        json!({"id": 4, "op": "status", "ruleset": "antichess", "start": start,
        "interpretation": {"insufficient-material": "none"}}),
    );
    assert_eq!(r["error"]["kind"], "bad-interpretation", "{r}");
    let r = ask(json!({"id": 5, "op": "status", "ruleset": "losers", "start": start}));
    assert_eq!(r["error"]["kind"], "unknown-ruleset", "{r}");
    assert!(
        r["error"]["message"]
            .as_str()
            .unwrap()
            .contains("antichess, giveaway"),
        "{r}"
    );
}
