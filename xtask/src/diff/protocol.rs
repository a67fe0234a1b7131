//! The adapter for engines that speak the JSON-lines protocol of `PROTOCOL.md` (as `oracle serve` does):
//! `hello` once, then `moves`, `status` and `play` about every position. The messages are the typed ones
//! of `oracle::protocol`, shared with the server.

use super::engine::{Answer, Engine, Fault, Query, StatusScope};
use super::process::EngineProcess;
use oracle::protocol::{
    HelloReply, MovesReply, Op, PlayReply, RawReply, Request, StatusReply, SwitchValue,
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
        engine
            .handshake()
            .map_err(|f| engine.process.handshake_failed("its hello", f))?;
        Ok(engine)
    }

    fn handshake(&mut self) -> Result<(), Fault> {
        self.process.start()?;
        let hello: HelloReply = self.ask(Request::new(Op::Hello), "hello")?;
        if hello.protocol != PROTOCOL_VERSION {
            return Err(Fault::Fatal {
                message: format!(
                    "the engine `{}` speaks protocol {}, the tester speaks protocol {PROTOCOL_VERSION}",
                    self.process.command_line(),
                    hello.protocol
                ),
            });
        }
        if let Some(list) = &hello.rulesets {
            if !list.contains(&self.ruleset) {
                return Err(Fault::Fatal {
                    message: format!(
                        "the engine `{}` does not know the ruleset `{}` (it knows {})",
                        self.process.command_line(),
                        self.ruleset,
                        list.join(", ")
                    ),
                });
            }
        }
        Ok(())
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
            return Err(Fault::Refused {
                request,
                message: err.message,
            });
        }
        reply.body().map_err(|e| {
            garbage(format!(
                "(the `{}` reply does not fit: {e}) {line}",
                body.op.name()
            ))
        })
    }

    fn position_request(&self, op: Op, q: &Query) -> Request {
        Request {
            interpretation: self.interpretation.clone(),
            ..Request::about(op, &self.ruleset, &q.start, &q.moves)
        }
    }
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
        let mut moves = self
            .ask::<MovesReply>(self.position_request(Op::Moves, q), &what)?
            .moves;
        moves.sort();
        let status: StatusReply = self.ask(self.position_request(Op::Status, q), &what)?;
        let play: PlayReply = self.ask(self.position_request(Op::Play, q), &what)?;
        Ok(Answer {
            moves,
            position: Some(play.position),
            check: status.check,
            status: Some((status.status, status.scope.unwrap_or(StatusScope::Full))),
            clause: status.clause,
        })
    }
}
