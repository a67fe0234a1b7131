//! `oracle serve`: the JSON-lines engine protocol of `PROTOCOL.md`. One request per line on standard input,
//! one reply per line on standard output, in order. A malformed line gets an error reply; the server goes on.

use crate::core::{AnyGame, OracleError, Verdict};
use serde_json::{json, Map, Value};
use std::io::{BufRead, Write};

/// The protocol version spoken here.
pub const PROTOCOL_VERSION: u64 = 1;

/// The server's name in the `hello` reply.
pub const SERVER_NAME: &str = concat!("oracle ", env!("CARGO_PKG_VERSION"));

/// A failure to answer one request.
struct Failure {
    kind: &'static str,
    message: String,
    clause: Option<String>,
    move_index: Option<usize>,
}

impl From<OracleError> for Failure {
    fn from(e: OracleError) -> Self {
        Failure {
            kind: e.kind(),
            message: e.to_string(),
            clause: e.clause().map(|c| c.to_string()),
            move_index: e.move_index(),
        }
    }
}

fn bad_request(message: impl Into<String>) -> Failure {
    Failure {
        kind: "bad-request",
        message: message.into(),
        clause: None,
        move_index: None,
    }
}

/// Answers one request line with one reply line (without the newline). Never panics on any input.
pub fn handle_line(line: &str) -> String {
    let request: Value = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) => {
            return error_reply(
                Value::Null,
                bad_request(format!("the line is not JSON: {e}")),
            )
            .to_string()
        }
    };
    let id = request.get("id").cloned().unwrap_or(Value::Null);
    let Some(obj) = request.as_object() else {
        return error_reply(id, bad_request("the request must be a JSON object")).to_string();
    };
    match answer(obj) {
        Ok(mut fields) => {
            let mut reply = Map::new();
            reply.insert("id".into(), id);
            reply.append(&mut fields);
            Value::Object(reply).to_string()
        }
        Err(f) => error_reply(id, f).to_string(),
    }
}

fn error_reply(id: Value, f: Failure) -> Value {
    json!({
        "id": id,
        "error": {
            "kind": f.kind,
            "message": f.message,
            "clause": f.clause,
            "move_index": f.move_index,
        }
    })
}

fn str_field<'a>(obj: &'a Map<String, Value>, name: &str) -> Result<Option<&'a str>, Failure> {
    match obj.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(other) => Err(bad_request(format!(
            "`{name}` must be a string, not {other}"
        ))),
    }
}

const KNOWN_FIELDS: &[&str] = &[
    "id",
    "op",
    "ruleset",
    "start",
    "moves",
    "interpretation",
    "depth",
    "move",
    "event",
];

/// Builds the game a request describes: `ruleset`, `start`, `moves`, `interpretation`, and an optional
/// game `event` (`agreement`, ...) that happens after the moves.
fn game_of(obj: &Map<String, Value>) -> Result<Box<dyn AnyGame>, Failure> {
    let slug = str_field(obj, "ruleset")?
        .ok_or_else(|| bad_request("missing `ruleset` (e.g. \"void-chess\")"))?;
    let start = str_field(obj, "start")?
        .ok_or_else(|| bad_request("missing `start` (\"startpos\" or a position text)"))?;
    let moves: Vec<String> = match obj.get("moves") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Array(items)) => items
            .iter()
            .enumerate()
            .map(|(i, v)| {
                v.as_str()
                    .map(str::to_string)
                    .ok_or_else(|| bad_request(format!("`moves[{i}]` must be a string, not {v}")))
            })
            .collect::<Result<_, _>>()?,
        Some(other) => {
            return Err(bad_request(format!(
                "`moves` must be an array of strings, not {other}"
            )))
        }
    };
    let interpretation: Vec<(String, String)> = match obj.get("interpretation") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::Object(m)) => m
            .iter()
            .map(|(k, v)| match v {
                Value::String(s) => Ok((k.clone(), s.clone())),
                Value::Bool(b) => Ok((k.clone(), b.to_string())),
                other => Err(bad_request(format!(
                    "`interpretation.{k}` must be a string, not {other}"
                ))),
            })
            .collect::<Result<_, _>>()?,
        Some(other) => {
            return Err(bad_request(format!(
                "`interpretation` must be an object of switch names to values, not {other}"
            )))
        }
    };
    let ruleset = crate::ruleset(slug)?;
    let mut game = ruleset.new_game(start, &interpretation)?;
    game.play_all(&moves)?;
    if let Some(event) = str_field(obj, "event")? {
        game.event(event)?;
    }
    Ok(game)
}

fn answer(obj: &Map<String, Value>) -> Result<Map<String, Value>, Failure> {
    if let Some(unknown) = obj.keys().find(|k| !KNOWN_FIELDS.contains(&k.as_str())) {
        return Err(bad_request(format!(
            "unknown field `{unknown}` (fields: {})",
            KNOWN_FIELDS.join(", ")
        )));
    }
    let op = str_field(obj, "op")?.ok_or_else(|| bad_request("missing `op`"))?;
    let mut out = Map::new();
    match op {
        "hello" => {
            out.insert("name".into(), json!(SERVER_NAME));
            out.insert("protocol".into(), json!(PROTOCOL_VERSION));
            let slugs: Vec<&str> = crate::rulesets().iter().map(|r| r.slug()).collect();
            out.insert("rulesets".into(), json!(slugs));
        }
        "moves" => {
            let game = game_of(obj)?;
            out.insert("moves".into(), json!(game.legal_moves()));
        }
        "play" => {
            let game = game_of(obj)?;
            out.insert("position".into(), json!(game.position()));
        }
        "status" => {
            let game = game_of(obj)?;
            let status = game.status();
            out.insert("status".into(), json!(status.word()));
            out.insert("clause".into(), json!(status.clause.map(|c| c.to_string())));
            out.insert("reason".into(), json!(status.reason));
            out.insert("check".into(), json!(game.in_check()));
            out.insert("side_to_move".into(), json!(game.side_to_move()));
        }
        "perft" => {
            let depth = match obj.get("depth") {
                Some(Value::Number(n)) => n
                    .as_u64()
                    .filter(|d| *d <= 12)
                    .ok_or_else(|| bad_request("`depth` must be a whole number from 0 to 12"))?,
                _ => return Err(bad_request("`perft` needs a whole-number `depth`")),
            };
            let game = game_of(obj)?;
            out.insert("nodes".into(), json!(game.perft(depth as u32)));
        }
        "explain" => {
            let mv =
                str_field(obj, "move")?.ok_or_else(|| bad_request("`explain` needs a `move`"))?;
            let game = game_of(obj)?;
            match game.explain(mv) {
                Verdict::Legal(coord) => {
                    out.insert("legal".into(), json!(true));
                    out.insert("move".into(), json!(coord));
                }
                Verdict::Unreadable(e) => return Err(e.into()),
                Verdict::Refused(rejection) => {
                    out.insert("legal".into(), json!(false));
                    out.insert("clause".into(), json!(rejection.clause.to_string()));
                    out.insert("message".into(), json!(rejection.message));
                }
            }
        }
        other => {
            return Err(bad_request(format!(
                "unknown op `{other}` (ops: hello, moves, play, status, perft, explain)"
            )))
        }
    }
    Ok(out)
}

/// Serves requests from `input` to `output` until end of input. Lines that are blank are skipped.
/// Input that is not UTF-8 gets an error reply for that line.
pub fn serve(input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let mut input = input;
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        let reply = match std::str::from_utf8(&buf) {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => handle_line(line.trim_end_matches(['\n', '\r'])),
            Err(_) => {
                error_reply(Value::Null, bad_request("the line is not valid UTF-8")).to_string()
            }
        };
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
}
