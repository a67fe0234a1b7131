//! `void-bitboard serve`: the JSON-lines engine protocol of PROTOCOL.md (version 1), for `void-chess`.

use crate::attacks::in_check;
use crate::game::{read_coordinate, refusal, MoveError, Replay, ReplayError};
use crate::perft::perft_bulk;
use crate::position::color_word;
use crate::rules::legal_moves;
use serde_json::{json, Map, Value};
use std::io::{BufRead, Write};

/// The register switches and their values (docs/void-chess.md); this engine implements the defaults
/// (the first value of each).
pub const SWITCHES: &[(&str, &str, &str)] = &[
    ("minister-heals", "every-square", "destination-only"),
    ("promotion-capture-tile", "unstable", "normal"),
    ("unstable-king-castling", "forbidden", "allowed"),
    ("void-trap", "janitor-skipped", "any-pseudo-legal"),
    ("repetition-en-passant", "legal-capture", "square-set"),
    ("thirty-move-janitor", "no-reset", "reset"),
    ("pawn-attack", "diagonal", "pseudo-legal-moves"),
    ("fortress-kings", "either", "both"),
    ("attacks-under-7.2", "ignore", "apply"),
    ("fortress-entry", "reachable", "one-move"),
];

/// The fields a request may have (PROTOCOL.md), separated by spaces.
const FIELDS: &str = "id op ruleset start moves interpretation depth move event";

/// A failed request: the protocol's error kind, message, clause and the index of the move at fault.
#[derive(Debug)]
pub struct Failure {
    kind: &'static str,
    message: String,
    clause: Option<&'static str>,
    move_index: Option<usize>,
}

fn fail(kind: &'static str, message: impl Into<String>) -> Failure {
    Failure {
        kind,
        message: message.into(),
        clause: None,
        move_index: None,
    }
}

impl Failure {
    fn to_json(&self, id: &Value) -> Value {
        json!({"id": id, "error": {
            "kind": self.kind, "message": self.message, "clause": self.clause, "move_index": self.move_index,
        }})
    }
}

fn move_failure(e: MoveError, index: Option<usize>) -> Failure {
    Failure {
        kind: e.kind(),
        message: e.message().to_string(),
        clause: e.clause(),
        move_index: index,
    }
}

/// The server's state: the last game built, so that a request one move further costs one move.
#[derive(Default)]
pub struct Server {
    replay: Replay,
}

impl Server {
    pub fn new() -> Server {
        Server::default()
    }

    /// Answers one request line (never empty) with one reply line.
    pub fn answer(&mut self, line: &str) -> Value {
        let request: Value = match serde_json::from_str(line) {
            Ok(v) => v,
            Err(e) => return fail("bad-request", format!("not JSON: {e}")).to_json(&Value::Null),
        };
        let Some(object) = request.as_object() else {
            return fail("bad-request", "a request is a JSON object").to_json(&Value::Null);
        };
        let id = object.get("id").cloned().unwrap_or(Value::Null);
        match self.reply(object) {
            Ok(mut fields) => {
                fields.insert("id".into(), id);
                Value::Object(fields)
            }
            Err(f) => f.to_json(&id),
        }
    }

    fn reply(&mut self, r: &Map<String, Value>) -> Result<Map<String, Value>, Failure> {
        if let Some(unknown) = r
            .keys()
            .find(|k| !FIELDS.split(" ").any(|f| f == k.as_str()))
        {
            return Err(fail("bad-request", format!("unknown field `{unknown}`")));
        }
        let op = r
            .get("op")
            .and_then(Value::as_str)
            .ok_or_else(|| fail("bad-request", "`op` (a string) is missing"))?;
        let mut out = Map::new();
        if op == "hello" {
            out.insert(
                "name".into(),
                json!(concat!("void-bitboard ", env!("CARGO_PKG_VERSION"))),
            );
            out.insert("protocol".into(), json!(1));
            out.insert("rulesets".into(), json!(["void-chess"]));
            return Ok(out);
        }
        if !["moves", "play", "status", "perft", "explain"].contains(&op) {
            return Err(fail("bad-request", format!("unknown op `{op}`")));
        }
        let ruleset = r
            .get("ruleset")
            .and_then(Value::as_str)
            .ok_or_else(|| fail("bad-request", "`ruleset` (a string) is missing"))?;
        if ruleset != "void-chess" {
            return Err(fail(
                "unknown-ruleset",
                format!("`{ruleset}`: this engine plays void-chess only"),
            ));
        }
        let start = r
            .get("start")
            .and_then(Value::as_str)
            .ok_or_else(|| fail("bad-request", "`start` (a string) is missing"))?;
        let moves = match r.get("moves") {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(a)) => a
                .iter()
                .map(|m| m.as_str().map(str::to_string))
                .collect::<Option<Vec<String>>>()
                .ok_or_else(|| fail("bad-request", "`moves` must be an array of strings"))?,
            Some(_) => return Err(fail("bad-request", "`moves` must be an array of strings")),
        };
        check_interpretation(r.get("interpretation"))?;
        if let Some(event) = r.get("event") {
            return Err(fail(
                "unsupported",
                format!("void-chess has no game event {event}"),
            ));
        }
        let game = self.replay.reach(start, &moves).map_err(|e| match e {
            ReplayError::Position(e) => Failure {
                clause: e.clause,
                ..fail("bad-position", e.message)
            },
            ReplayError::Move(i, e) => move_failure(e, Some(i)),
        })?;
        match op {
            "moves" => {
                let mut texts: Vec<String> = game.legal_moves().iter().map(|m| m.text()).collect();
                texts.sort();
                out.insert("moves".into(), json!(texts));
            }
            "play" => {
                out.insert("position".into(), json!(game.position().text()));
            }
            "status" => {
                let pos = game.position();
                out.insert("status".into(), json!(game.status.word));
                out.insert("clause".into(), json!(game.status.clause));
                out.insert("reason".into(), json!(game.status.reason));
                out.insert("check".into(), json!(in_check(pos, pos.side)));
                out.insert("side_to_move".into(), json!(color_word(pos.side)));
            }
            "perft" => {
                let depth = r
                    .get("depth")
                    .and_then(Value::as_u64)
                    .filter(|d| *d <= 12)
                    .ok_or_else(|| {
                        fail("bad-request", "`depth` (a whole number 0..12) is missing")
                    })?;
                out.insert(
                    "nodes".into(),
                    json!(perft_bulk(game.position(), depth as u32)),
                );
            }
            _ => {
                let text = r
                    .get("move")
                    .and_then(Value::as_str)
                    .ok_or_else(|| fail("bad-request", "`move` (a string) is missing"))?;
                let pos = *game.position();
                read_coordinate(text).map_err(|e| move_failure(e, None))?;
                if legal_moves(&pos).iter().any(|m| m.text() == text) {
                    out.insert("legal".into(), json!(true));
                    out.insert("move".into(), json!(text));
                } else {
                    let why = refusal(&pos, text).map_err(|e| move_failure(e, None))?;
                    out.insert("legal".into(), json!(false));
                    out.insert("clause".into(), json!(why.clause()));
                    out.insert("message".into(), json!(why.message()));
                }
            }
        }
        Ok(out)
    }
}

fn check_interpretation(value: Option<&Value>) -> Result<(), Failure> {
    let map = match value {
        None | Some(Value::Null) => return Ok(()),
        Some(Value::Object(m)) => m,
        Some(_) => return Err(fail("bad-request", "`interpretation` must be an object")),
    };
    for (name, v) in map {
        let Some(&(_, default, other)) = SWITCHES.iter().find(|(n, _, _)| n == name) else {
            return Err(fail(
                "bad-interpretation",
                format!("no switch named `{name}`"),
            ));
        };
        let value = match v {
            Value::String(s) => s.clone(),
            Value::Bool(b) => b.to_string(),
            _ => {
                return Err(fail(
                    "bad-interpretation",
                    format!("`{name}`: the value must be a string"),
                ))
            }
        };
        if value != default && value != other {
            return Err(fail(
                "bad-interpretation",
                format!("`{name}` has no value `{value}` (`{default}` or `{other}`)"),
            ));
        }
        if value != default {
            return Err(fail(
                "unsupported",
                format!("void-bitboard implements the register's default readings only (`{name}={default}`)"),
            ));
        }
    }
    Ok(())
}

/// Serves requests from `input` until it ends, one reply line per request line.
pub fn serve(input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let mut server = Server::new();
    for line in input.split(b'\n') {
        let line = line?;
        let reply = match std::str::from_utf8(&line) {
            Ok(text) if text.trim().is_empty() => continue,
            Ok(text) => server.answer(text),
            Err(_) => fail("bad-request", "the line is not UTF-8").to_json(&Value::Null),
        };
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
    Ok(())
}
