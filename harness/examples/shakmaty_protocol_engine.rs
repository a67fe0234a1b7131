//! A correct chess engine speaking the JSON-lines protocol of PROTOCOL.md, ruleset `fide`: the harness's
//! shakmaty adapter (`harness::engines::shakmaty_engine`) behind the protocol. The differential tester's
//! own tests put a misbehaving proxy in front of it.

use harness::engines::engine::{Engine, Query};
use harness::engines::shakmaty_engine::ShakmatyEngine;
use serde_json::{json, Value};
use std::io::{BufRead, Write};

/// The query a request asks about: its start and moves.
fn query(req: &Value) -> Result<Query, String> {
    let start = req["start"].as_str().ok_or("missing `start`")?;
    let moves = req["moves"].as_array().into_iter().flatten();
    Ok(Query {
        start: start.to_string(),
        moves: moves
            .map(|m| {
                m.as_str()
                    .map(str::to_string)
                    .ok_or("moves must be strings")
            })
            .collect::<Result<_, _>>()?,
        before_last: None,
    })
}

fn answer(engine: &mut ShakmatyEngine<shakmaty::Chess>, req: &Value) -> Result<Value, String> {
    let op = req["op"].as_str();
    if op == Some("hello") {
        return Ok(json!({"name": "shakmaty test engine", "protocol": 1, "rulesets": ["fide"]}));
    }
    if !matches!(op, Some("moves" | "status" | "play")) {
        return Err(format!("unknown op {op:?}"));
    }
    let answer = engine
        .query(&query(req)?)
        .map_err(|fault| fault.to_string())?;
    Ok(match op {
        Some("moves") => json!({ "moves": answer.moves }),
        Some("status") => {
            let word = answer.status.map(|(word, _)| word);
            json!({"status": word, "scope": "board", "check": answer.check})
        }
        _ => json!({ "position": answer.position }),
    })
}

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let mut engine = ShakmatyEngine::new("shakmaty");
    for line in stdin.lock().lines() {
        let Ok(line) = line else { return };
        if line.trim().is_empty() {
            continue;
        }
        let req: Value = serde_json::from_str(&line).unwrap_or(Value::Null);
        let mut reply = match answer(&mut engine, &req) {
            Ok(v) => v,
            Err(message) => json!({"error": {"kind": "bad-request", "message": message}}),
        };
        reply["id"] = req.get("id").cloned().unwrap_or(Value::Null);
        if writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
            return;
        }
    }
}
