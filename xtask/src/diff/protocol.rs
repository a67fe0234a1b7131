//! The adapter for engines that speak the JSON-lines protocol of `PROTOCOL.md` (as `oracle serve` does):
//! `hello` once, then `moves`, `status` and `play` about every position.

use super::engine::{Answer, Engine, Fault, Query, StatusScope};
use super::process::{EngineProcess, ReadError};
use serde_json::{json, Map, Value};
use std::time::{Duration, Instant};

/// The protocol version the tester speaks.
pub const PROTOCOL_VERSION: u64 = 1;

/// An engine speaking our protocol over a command line.
pub struct ProtocolEngine {
    process: EngineProcess,
    ruleset: String,
    interpretation: Map<String, Value>,
    timeout: Duration,
    next_id: u64,
}

impl ProtocolEngine {
    /// Starts the engine and checks its `hello`: the protocol version and that it knows `ruleset`.
    pub fn start(
        argv: Vec<String>,
        ruleset: &str,
        interpretation: &[(String, String)],
        timeout: Duration,
    ) -> Result<ProtocolEngine, Fault> {
        let mut engine = ProtocolEngine {
            process: EngineProcess::new(argv),
            ruleset: ruleset.to_string(),
            interpretation: interpretation
                .iter()
                .map(|(k, v)| (k.clone(), Value::String(v.clone())))
                .collect(),
            timeout,
            next_id: 0,
        };
        engine.handshake().map_err(|f| match f {
            Fault::Fatal { .. } => f,
            other => Fault::Fatal {
                message: format!(
                    "the engine `{}` failed its hello: {other}",
                    engine.process.command_line()
                ),
            },
        })?;
        Ok(engine)
    }

    fn handshake(&mut self) -> Result<(), Fault> {
        self.process
            .ensure_started()
            .map_err(|message| Fault::Fatal { message })?;
        let reply = self.request(json!({"op": "hello"}), "hello")?;
        let version = reply.get("protocol").and_then(Value::as_u64);
        if version != Some(PROTOCOL_VERSION) {
            return Err(Fault::Fatal {
                message: format!(
                    "the engine `{}` speaks protocol {}, the tester speaks protocol {PROTOCOL_VERSION}",
                    self.process.command_line(),
                    reply
                        .get("protocol")
                        .map_or("(none given)".to_string(), Value::to_string)
                ),
            });
        }
        if let Some(list) = reply.get("rulesets").and_then(Value::as_array) {
            if !list
                .iter()
                .any(|r| r.as_str() == Some(self.ruleset.as_str()))
            {
                return Err(Fault::Fatal {
                    message: format!(
                        "the engine `{}` does not know the ruleset `{}` (it knows {})",
                        self.process.command_line(),
                        self.ruleset,
                        Value::Array(list.clone())
                    ),
                });
            }
        }
        Ok(())
    }

    /// Sends one request and reads its reply, restarting the engine first if it is down.
    fn request(&mut self, mut body: Value, what: &str) -> Result<Map<String, Value>, Fault> {
        if !self.process.is_running() {
            self.process
                .ensure_started()
                .map_err(|message| Fault::Crash {
                    request: what.to_string(),
                    detail: message,
                })?;
            if body.get("op").and_then(Value::as_str) != Some("hello") {
                // A restarted engine is greeted again before it is asked anything.
                self.request(json!({"op": "hello"}), "hello")?;
            }
        }
        self.next_id += 1;
        let id = self.next_id;
        body["id"] = json!(id);
        let line = format!("{body}\n");
        let request = line.trim_end().to_string();
        let deadline = Instant::now() + self.timeout;
        let fault = |e: ReadError, timeout: Duration| match e {
            ReadError::Timeout => Fault::Timeout {
                request: request.clone(),
                seconds: timeout.as_secs_f64(),
            },
            ReadError::Ended(detail) => Fault::Crash {
                request: request.clone(),
                detail,
            },
        };
        self.process
            .send(&line)
            .map_err(|e| fault(e, self.timeout))?;
        let reply = self
            .process
            .read_line(deadline)
            .map_err(|e| fault(e, self.timeout))?;
        let garbage = |line: &str| Fault::Garbage {
            request: request.clone(),
            line: line.to_string(),
        };
        let value: Value = match serde_json::from_str(&reply) {
            Ok(v) => v,
            Err(_) => {
                // After a line outside the protocol nothing more from this process can be trusted.
                self.process.kill();
                return Err(garbage(&reply));
            }
        };
        let Value::Object(obj) = value else {
            self.process.kill();
            return Err(garbage(&reply));
        };
        if obj.get("id") != Some(&json!(id)) {
            self.process.kill();
            return Err(garbage(&reply));
        }
        if let Some(err) = obj.get("error") {
            let message = err
                .get("message")
                .and_then(Value::as_str)
                .map_or_else(|| err.to_string(), str::to_string);
            return Err(Fault::Refused { request, message });
        }
        Ok(obj)
    }

    fn position_request(&self, op: &str, q: &Query) -> Value {
        let mut body = json!({
            "op": op,
            "ruleset": self.ruleset,
            "start": q.start,
            "moves": q.moves,
        });
        if !self.interpretation.is_empty() {
            body["interpretation"] = Value::Object(self.interpretation.clone());
        }
        body
    }
}

fn field<'a>(obj: &'a Map<String, Value>, name: &str, request: &str) -> Result<&'a Value, Fault> {
    obj.get(name).ok_or_else(|| Fault::Garbage {
        request: request.to_string(),
        line: format!("(reply without `{name}`) {}", Value::Object(obj.clone())),
    })
}

impl Engine for ProtocolEngine {
    fn name(&self) -> String {
        self.process.command_line()
    }

    fn restarts(&self) -> u32 {
        self.process.starts.saturating_sub(1)
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        let what = q.describe();
        let bad = |obj: &Map<String, Value>, name: &str| Fault::Garbage {
            request: what.clone(),
            line: format!(
                "(`{name}` has the wrong type) {}",
                Value::Object(obj.clone())
            ),
        };

        let reply = self.request(self.position_request("moves", q), &what)?;
        let list = field(&reply, "moves", &what)?
            .as_array()
            .ok_or_else(|| bad(&reply, "moves"))?;
        let mut moves = Vec::with_capacity(list.len());
        for m in list {
            moves.push(m.as_str().ok_or_else(|| bad(&reply, "moves"))?.to_string());
        }
        moves.sort();

        let reply = self.request(self.position_request("status", q), &what)?;
        let word = field(&reply, "status", &what)?
            .as_str()
            .ok_or_else(|| bad(&reply, "status"))?
            .to_string();
        let scope = match reply.get("scope").and_then(Value::as_str) {
            Some("board") => StatusScope::Board,
            _ => StatusScope::Full,
        };
        let check = match reply.get("check") {
            None | Some(Value::Null) => None,
            Some(v) => Some(v.as_bool().ok_or_else(|| bad(&reply, "check"))?),
        };

        let reply = self.request(self.position_request("play", q), &what)?;
        let position = field(&reply, "position", &what)?
            .as_str()
            .ok_or_else(|| bad(&reply, "position"))?
            .to_string();

        Ok(Answer {
            moves,
            position: Some(position),
            check,
            status: Some((word, scope)),
        })
    }
}
