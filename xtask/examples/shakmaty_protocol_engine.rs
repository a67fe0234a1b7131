//! A correct chess engine (shakmaty) speaking the JSON-lines protocol of PROTOCOL.md, ruleset `fide`.
//! The differential tester's own tests put a misbehaving proxy in front of it.

use serde_json::{json, Value};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Position};
use std::io::{BufRead, Write};

fn position(req: &Value) -> Result<Chess, String> {
    let start = req["start"].as_str().ok_or("missing `start`")?;
    let mut pos = if start == "startpos" {
        Chess::default()
    } else {
        let fen: Fen = start.parse().map_err(|e| format!("bad FEN: {e}"))?;
        fen.into_position(CastlingMode::Standard)
            .map_err(|e| format!("bad position: {e}"))?
    };
    for m in req["moves"].as_array().into_iter().flatten() {
        let text = m.as_str().ok_or("moves must be strings")?;
        let uci: UciMove = text.parse().map_err(|e| format!("bad move {text}: {e}"))?;
        let mv = uci
            .to_move(&pos)
            .map_err(|e| format!("illegal move {text}: {e}"))?;
        pos.play_unchecked(mv);
    }
    Ok(pos)
}

fn answer(req: &Value) -> Result<Value, String> {
    match req["op"].as_str() {
        Some("hello") => {
            Ok(json!({"name": "shakmaty test engine", "protocol": 1, "rulesets": ["fide"]}))
        }
        Some("moves") => {
            let pos = position(req)?;
            let mut moves: Vec<String> = pos
                .legal_moves()
                .iter()
                .map(|m| m.to_uci(CastlingMode::Standard).to_string())
                .collect();
            moves.sort();
            Ok(json!({ "moves": moves }))
        }
        Some("status") => {
            let pos = position(req)?;
            let word = if pos.is_checkmate() {
                if pos.turn() == Color::White {
                    "black-wins"
                } else {
                    "white-wins"
                }
            } else if pos.is_stalemate() {
                "draw"
            } else {
                "ongoing"
            };
            Ok(json!({"status": word, "scope": "board", "check": pos.is_check()}))
        }
        Some("play") => {
            let pos = position(req)?;
            Ok(json!({"position": Fen::from_position(&pos, EnPassantMode::Legal).to_string()}))
        }
        other => Err(format!("unknown op {other:?}")),
    }
}

fn main() {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { return };
        if line.trim().is_empty() {
            continue;
        }
        let req: Value = serde_json::from_str(&line).unwrap_or(Value::Null);
        let mut reply = match answer(&req) {
            Ok(v) => v,
            Err(message) => json!({"error": {"kind": "bad-request", "message": message}}),
        };
        reply["id"] = req.get("id").cloned().unwrap_or(Value::Null);
        if writeln!(out, "{reply}").and_then(|_| out.flush()).is_err() {
            return;
        }
    }
}
