//! PROTOCOL.md in front of any engine the harness reaches (a preset, a planted bug, a UCI engine, an
//! engine linked in): one request a line in, one reply a line out (`cargo xtask serve`). What the
//! engine cannot answer is the error `unsupported` (`explain` or `notation` of an engine without it,
//! `perft`); a switch it refuses is `bad-interpretation`. A runner in another language (the
//! suite export's `runner.py`) can so test the planted bugs and the engines behind adapters. An engine
//! that crashes or hangs behind the bridge ends the bridge.

use crate::engines::engine::{Answer, Engine, Fault, Judged, Query, StatusScope};
use crate::presets::EngineSpec;
use oracle::protocol::{Op, Request, PROTOCOL_VERSION};
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::io::{BufRead, Write};
use std::time::Duration;

/// Answers the requests of `input` a line each on `output` with the engine `spec` (named `text` in its
/// `hello`), its UCI engines told `uci_options`; until the input ends, or with the fault of the engine's
/// process that ends the bridge.
pub fn serve(
    text: &str,
    spec: EngineSpec,
    uci_options: Vec<(String, String)>,
    input: impl BufRead,
    mut output: impl Write,
) -> Result<(), String> {
    let mut bridge = Bridge {
        text: text.to_string(),
        spec,
        uci_options,
        engines: BTreeMap::new(),
        switches: BTreeMap::new(),
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        if line.trim().is_empty() {
            continue;
        }
        let (id, request) = Request::parse(&line);
        let mut reply = match request
            .map_err(|m| Error("bad-request", m))
            .and_then(|r| bridge.answer(&r))
        {
            Ok(v) => v,
            Err(Error("fatal", message)) => return Err(message),
            Err(Error(kind, message)) => {
                json!({"error": {"kind": kind, "message": message, "clause": null, "move_index": null}})
            }
        };
        reply["id"] = id;
        if writeln!(output, "{reply}")
            .and_then(|_| output.flush())
            .is_err()
        {
            break;
        }
    }
    Ok(())
}

/// Why a request gets an error reply: the protocol's kind and a message; `fatal` for a fault of the
/// process behind the bridge, which ends the bridge.
struct Error(&'static str, String);

/// The bridge: one engine per ruleset, started when first asked.
struct Bridge {
    text: String,
    spec: EngineSpec,
    uci_options: Vec<(String, String)>,
    engines: BTreeMap<String, Box<dyn Engine>>,
    switches: BTreeMap<String, Vec<(String, String)>>,
}

impl Bridge {
    fn engine(
        &mut self,
        slug: &str,
        switches: Vec<(String, String)>,
    ) -> Result<&mut dyn Engine, Error> {
        if !self.engines.contains_key(slug) {
            let mut options = self.uci_options.clone();
            self.spec
                .check_ruleset(slug, &mut options)
                .map_err(|m| Error("unknown-ruleset", m))?;
            let engine = self
                .spec
                .start(slug, &options, &[], Duration::from_secs(10))
                .map_err(|m| Error("unknown-ruleset", m))?;
            self.engines.insert(slug.to_string(), engine);
        }
        let engine = self.engines.get_mut(slug).expect("started above");
        if self.switches.get(slug) != Some(&switches) {
            engine
                .set_interpretation(&switches)
                .map_err(|m| Error("bad-interpretation", m))?;
            self.switches.insert(slug.to_string(), switches);
        }
        Ok(engine.as_mut())
    }

    fn answer(&mut self, r: &Request) -> Result<Value, Error> {
        if r.op == Op::Hello {
            let rulesets = match &self.spec {
                EngineSpec::Protocol(_) => vec!["fide".to_string()],
                spec => spec.plays().unwrap_or_default(),
            };
            return Ok(json!({"name": format!("xtask serve {}", self.text),
                "protocol": PROTOCOL_VERSION, "rulesets": rulesets}));
        }
        let (Some(slug), Some(start)) = (&r.ruleset, &r.start) else {
            return Err(Error(
                "bad-request",
                "`ruleset` and `start` are needed".into(),
            ));
        };
        let q = Query {
            start: start.clone(),
            moves: r.moves.iter().map(|m| m.to_string()).collect(),
            before_last: None,
        };
        let event = r.event.clone();
        // A reading's name (`antichess`) is its ruleset with its switches, as `oracle serve` reads it.
        let (slug, switches) = match oracle::names::reading(slug) {
            Some(_) => {
                let (ruleset, switches) = oracle::names::resolve(slug, &r.switches())
                    .map_err(|e| Error("bad-interpretation", e.to_string()))?;
                (ruleset.slug().to_string(), switches)
            }
            None => (slug.clone(), r.switches()),
        };
        let engine = self.engine(&slug, switches)?;
        match r.op {
            Op::Explain => {
                let mv =
                    r.mv.clone()
                        .ok_or_else(|| Error("bad-request", "`move` is needed".into()))?;
                let judged = engine
                    .explain(&q, event.as_deref(), &mv)
                    .ok_or_else(|| {
                        Error("unsupported", "the engine does not explain moves".into())
                    })?
                    .map_err(fault)?;
                Ok(match judged {
                    Judged::Legal { coordinate } => json!({"legal": true, "move": coordinate}),
                    Judged::Refused { clause, message } => {
                        json!({"legal": false, "clause": clause, "message": message})
                    }
                })
            }
            Op::Notation => {
                let mv =
                    r.mv.clone()
                        .ok_or_else(|| Error("bad-request", "`move` is needed".into()))?;
                let written = engine
                    .notation(&q, &mv)
                    .ok_or_else(|| {
                        Error(
                            "unsupported",
                            "the engine does not write moves for people".into(),
                        )
                    })?
                    .map_err(fault)?;
                Ok(json!({ "notation": written }))
            }
            Op::Moves | Op::Status | Op::Play => {
                let a: Answer = match &event {
                    None => engine.query(&q).map_err(fault)?,
                    Some(ev) => engine
                        .query_event(&q, ev)
                        .ok_or_else(|| {
                            Error("unsupported", "the engine has no game events".into())
                        })?
                        .map_err(fault)?,
                };
                reply_of(r.op, a)
            }
            _ => Err(Error(
                "unsupported",
                format!("the bridge does not answer `{}`", r.op.name()),
            )),
        }
    }
}

/// An engine fault as an error reply; a fault of the process behind the bridge ends the bridge.
fn fault(f: Fault) -> Error {
    match f {
        Fault::Refused { message, .. } => Error("illegal-move", message),
        Fault::Unsupported { message, .. } => Error("unsupported", message),
        other => Error("fatal", format!("the engine failed: {other}")),
    }
}

fn reply_of(op: Op, a: Answer) -> Result<Value, Error> {
    Ok(match op {
        Op::Moves => json!({"moves": a.moves}),
        Op::Play => json!({"position": a
            .position
            .ok_or_else(|| Error("unsupported", "the engine does not give the position".into()))?}),
        _ => {
            let (word, scope) = a
                .status
                .ok_or_else(|| Error("unsupported", "the engine gives no status".into()))?;
            let mut v = json!({"status": word, "clause": a.clause, "reason": ""});
            if let Some(check) = a.check {
                v["check"] = json!(check);
            }
            if scope == StatusScope::Board {
                v["scope"] = json!("board");
            }
            v
        }
    })
}
