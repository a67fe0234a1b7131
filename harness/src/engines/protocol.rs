//! The adapter for engines that speak the JSON-lines protocol of `PROTOCOL.md` (as `oracle serve` does):
//! `hello` once, then `moves`, `status` and `play` about every position. The messages are the typed ones
//! of `oracle::protocol`, shared with the server.

use super::engine::{Answer, Engine, Explained, Fault, Judged, Query, StatusScope};
use super::process::EngineProcess;
use oracle::protocol::{
    ExplainReply, HelloReply, MovesReply, NotationReply, Op, PlayReply, RawReply, Request,
    StatusReply, SwitchValue,
};
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::collections::BTreeMap;
use std::time::Duration;

pub use oracle::protocol::PROTOCOL_VERSION;

/// An engine speaking our protocol over a command line.
pub struct ProtocolEngine {
    process: EngineProcess,
    ruleset: String,
    interpretation: BTreeMap<String, SwitchValue>,
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
                .map(|(k, v)| (k.clone(), SwitchValue::Text(v.clone())))
                .collect(),
            timeout,
            next_id: 0,
        };
        engine.process.start()?;
        let hello = engine
            .ask::<HelloReply>(Request::new(Op::Hello), "hello")
            .map_err(|f| engine.process.handshake_failed("its hello", f))?;
        engine.check_hello(&hello)?;
        Ok(engine)
    }

    /// Checks a `hello`: the protocol version, and that the engine knows the ruleset where it lists them.
    fn check_hello(&self, hello: &HelloReply) -> Result<(), Fault> {
        let unknown = hello
            .rulesets
            .as_ref()
            .filter(|l| !l.contains(&self.ruleset));
        let problem = if hello.protocol != PROTOCOL_VERSION {
            format!(
                "speaks protocol {}, the tester speaks protocol {PROTOCOL_VERSION}",
                hello.protocol
            )
        } else if let Some(list) = unknown {
            format!(
                "does not know the ruleset `{}` (it knows {})",
                self.ruleset,
                list.join(", ")
            )
        } else {
            return Ok(());
        };
        Err(Fault::Fatal {
            message: format!("the engine `{}` {problem}", self.process.command_line()),
        })
    }

    /// Sends one request and reads its reply as `T`, restarting the engine first if it is down.
    fn ask<T: DeserializeOwned>(&mut self, mut body: Request, what: &str) -> Result<T, Fault> {
        if !self.process.is_running() {
            self.process
                .ensure_started()
                .map_err(|message| Fault::Crash {
                    request: what.to_string(),
                    detail: message,
                })?;
            if body.op != Op::Hello {
                // A restarted engine is greeted again before it is asked anything.
                self.ask::<HelloReply>(Request::new(Op::Hello), "hello")?;
            }
        }
        self.next_id += 1;
        let id = self.next_id;
        body.id = Value::from(id);
        let request = serde_json::to_string(&body).map_err(|e| Fault::Fatal {
            message: format!("cannot write a request: {e}"),
        })?;
        let line = self
            .process
            .exchange(&format!("{request}\n"), self.timeout, |_| true)
            .map_err(|e| e.fault(&request, self.timeout))?
            .pop()
            .unwrap_or_default();
        let garbage = |line: String| Fault::Garbage {
            request: request.clone(),
            line,
        };
        let reply = match serde_json::from_str::<RawReply>(&line) {
            Ok(r) if r.id == id => r,
            // After a line outside the protocol (not JSON, not an object, another id) nothing more from
            // this process can be trusted.
            _ => {
                self.process.kill();
                return Err(garbage(line));
            }
        };
        if let Some(err) = reply.error {
            // The engine cannot answer this kind of question, or does not know a switch: no refusal.
            if matches!(err.kind.as_str(), "unsupported" | "bad-interpretation") {
                return Err(Fault::Unsupported {
                    request,
                    message: err.message,
                });
            }
            // `notation` is an optional request, newer than protocol 1's first engines: an engine
            // that reads it as a bad request does not know it.
            if body.op == Op::Notation && err.kind == "bad-request" {
                return Err(Fault::Unsupported {
                    request,
                    message: format!("the engine has no `notation` ({})", err.message),
                });
            }
            // The error's clause goes into the message, where a refusal's clause is looked for.
            let message = match err.clause {
                Some(c) if !err.message.contains(&c) => format!("{} ({c})", err.message),
                _ => err.message,
            };
            return Err(Fault::Refused { request, message });
        }
        reply.body().map_err(|e| {
            garbage(format!(
                "(the `{}` reply does not fit: {e}) {line}",
                body.op.name()
            ))
        })
    }

    fn position_request(&self, op: Op, q: &Query) -> Request<'static> {
        Request {
            interpretation: self.interpretation.clone(),
            ..Request::about(op, &self.ruleset, &q.start, &q.moves)
        }
    }

    /// `moves`, `status` and `play` about the position `q` reaches, after `event` if there is one.
    fn answer(&mut self, q: &Query, event: Option<&str>) -> Result<Answer, Fault> {
        let what = match event {
            Some(ev) => format!("{} event {ev}", q.describe()),
            None => q.describe(),
        };
        let request = |engine: &Self, op| Request {
            event: event.map(str::to_string),
            ..engine.position_request(op, q)
        };
        let mut moves = self
            .ask::<MovesReply>(request(self, Op::Moves), &what)?
            .moves;
        moves.sort();
        // An engine may answer `moves` and not the status or the position (`unsupported`): those
        // answers are then absent, not a fault.
        let status = optional(self.ask::<StatusReply>(request(self, Op::Status), &what))?;
        let play = optional(self.ask::<PlayReply>(request(self, Op::Play), &what))?;
        Ok(Answer {
            moves,
            position: play.map(|p| p.position),
            check: status.as_ref().and_then(|s| s.check),
            clause: status.as_ref().and_then(|s| s.clause.clone()),
            status: status.map(|s| (s.status, s.scope.unwrap_or(StatusScope::Full))),
        })
    }
}

/// `None` for a question the engine says it cannot answer.
fn optional<T>(reply: Result<T, Fault>) -> Result<Option<T>, Fault> {
    match reply {
        Ok(t) => Ok(Some(t)),
        Err(Fault::Unsupported { .. }) => Ok(None),
        Err(f) => Err(f),
    }
}

impl Engine for ProtocolEngine {
    fn name(&self) -> String {
        self.process.command_line()
    }

    fn restarts(&self) -> u32 {
        self.process.restarts()
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        self.answer(q, None)
    }

    fn query_event(&mut self, q: &Query, event: &str) -> Option<Result<Answer, Fault>> {
        Some(self.answer(q, Some(event)))
    }

    /// Keeps the switches for every later request, after checking them with one request at the start
    /// position: an engine that does not know a switch or a value refuses it there.
    fn set_interpretation(&mut self, switches: &[(String, String)]) -> Result<(), String> {
        self.interpretation = switches
            .iter()
            .map(|(k, v)| (k.clone(), SwitchValue::Text(v.clone())))
            .collect();
        if switches.is_empty() {
            return Ok(());
        }
        let probe = Query {
            start: "startpos".into(),
            moves: Vec::new(),
            before_last: None,
        };
        match self.ask::<MovesReply>(self.position_request(Op::Moves, &probe), "switches") {
            Err(Fault::Unsupported { message, .. }) => Err(message),
            _ => Ok(()),
        }
    }

    fn explain(&mut self, q: &Query, event: Option<&str>, mv: &str) -> Explained {
        let request = Request {
            mv: Some(mv.to_string()),
            event: event.map(str::to_string),
            ..self.position_request(Op::Explain, q)
        };
        let what = format!("explain {mv} after {}", q.describe());
        // An error reply to `explain` (no such op, a text it cannot read) says it cannot judge the text.
        let reply = self
            .ask::<ExplainReply>(request, &what)
            .map_err(|f| match f {
                Fault::Refused { request, message } => Fault::Unsupported { request, message },
                other => other,
            });
        Some(reply.map(|r| match r {
            ExplainReply {
                legal: true, mv: m, ..
            } => Judged::Legal {
                coordinate: m.unwrap_or_else(|| mv.to_string()),
            },
            ExplainReply {
                clause, message, ..
            } => Judged::Refused {
                clause,
                message: message.unwrap_or_default(),
            },
        }))
    }

    /// `notation`: an engine without it answers `unsupported` (or `bad-request`, the answer to an op
    /// it does not know), which says it does not write moves for people.
    fn notation(&mut self, q: &Query, mv: &str) -> Option<Result<String, Fault>> {
        let request = Request {
            mv: Some(mv.to_string()),
            ..self.position_request(Op::Notation, q)
        };
        let what = format!("notation {mv} after {}", q.describe());
        Some(
            self.ask::<NotationReply>(request, &what)
                .map(|r| r.notation),
        )
    }
}
