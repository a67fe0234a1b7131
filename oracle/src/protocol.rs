//! The engine protocol of `PROTOCOL.md` as types: its version, the request, and every reply. `oracle serve`
//! reads requests and writes replies with them; `cargo xtask diff` writes requests and reads replies with
//! the same types, so the two sides cannot drift apart.

mod reply;

pub use reply::{
    Envelope, ErrorBody, ErrorReply, ExplainReply, HelloReply, MovesReply, NotationReply,
    PerftReply, PlayReply, RawReply, Scope, StatusReply,
};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};
use std::borrow::Cow;
use std::collections::BTreeMap;

/// The protocol version spoken by both sides.
pub const PROTOCOL_VERSION: u64 = 1;

/// The operations of a request.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Op {
    Hello,
    Moves,
    Play,
    Status,
    Perft,
    Explain,
    Notation,
}

impl Op {
    /// Every op, in the order PROTOCOL.md lists them.
    pub const ALL: [Op; 7] = [
        Op::Hello,
        Op::Moves,
        Op::Play,
        Op::Status,
        Op::Perft,
        Op::Explain,
        Op::Notation,
    ];

    /// The op's name on the wire.
    pub fn name(self) -> &'static str {
        match self {
            Op::Hello => "hello",
            Op::Moves => "moves",
            Op::Play => "play",
            Op::Status => "status",
            Op::Perft => "perft",
            Op::Explain => "explain",
            Op::Notation => "notation",
        }
    }
}

/// A switch value: a string, or `true`/`false` (taken as the strings `"true"`/`"false"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum SwitchValue {
    Text(String),
    Flag(bool),
}

impl SwitchValue {
    /// The value as the register spells it.
    pub fn text(&self) -> String {
        match self {
            SwitchValue::Text(s) => s.clone(),
            SwitchValue::Flag(b) => b.to_string(),
        }
    }
}

/// One request line. Only `op` is always needed; which other fields an op uses is in PROTOCOL.md.
///
/// The move texts borrow from the line read when it writes them without escapes: a request names the
/// whole game again at every ply, and copying each move text of a long game cost more than answering.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request<'a> {
    /// Echoed in the reply; `null` when absent.
    #[serde(default, skip_serializing_if = "Value::is_null")]
    pub id: Value,
    pub op: Op,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruleset: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    #[serde(
        default,
        borrow,
        deserialize_with = "borrowed_texts",
        skip_serializing_if = "Vec::is_empty"
    )]
    pub moves: Vec<Cow<'a, str>>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub interpretation: BTreeMap<String, SwitchValue>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub depth: Option<u64>,
    #[serde(default, rename = "move", skip_serializing_if = "Option::is_none")]
    pub mv: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
}

/// The fields a request may have.
pub const REQUEST_FIELDS: &[&str] = &[
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

/// Reads a list of strings, each borrowed from the input where it has no escape.
fn borrowed_texts<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Cow<'de, str>>, D::Error> {
    struct Text<'a>(Cow<'a, str>);
    impl<'de> Deserialize<'de> for Text<'de> {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct Visitor;
            impl<'de> serde::de::Visitor<'de> for Visitor {
                type Value = Text<'de>;
                fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                    f.write_str("a string")
                }
                fn visit_borrowed_str<E>(self, v: &'de str) -> Result<Self::Value, E> {
                    Ok(Text(Cow::Borrowed(v)))
                }
                fn visit_str<E>(self, v: &str) -> Result<Self::Value, E> {
                    Ok(Text(Cow::Owned(v.to_string())))
                }
            }
            d.deserialize_str(Visitor)
        }
    }
    let texts: Vec<Text<'de>> = Deserialize::deserialize(d)?;
    Ok(texts.into_iter().map(|t| t.0).collect())
}

impl<'a> Request<'a> {
    /// A request of `op` with no other field.
    pub fn new(op: Op) -> Request<'a> {
        Request {
            id: Value::Null,
            op,
            ruleset: None,
            start: None,
            moves: Vec::new(),
            interpretation: BTreeMap::new(),
            depth: None,
            mv: None,
            event: None,
        }
    }

    /// A request about the position reached from `start` after `moves`.
    pub fn about(op: Op, ruleset: &str, start: &str, moves: &[String]) -> Request<'a> {
        Request {
            ruleset: Some(ruleset.to_string()),
            start: Some(start.to_string()),
            moves: moves.iter().map(|m| Cow::Owned(m.clone())).collect(),
            ..Request::new(op)
        }
    }

    /// The switches as (name, value) pairs.
    pub fn switches(&self) -> Vec<(String, String)> {
        self.interpretation
            .iter()
            .map(|(k, v)| (k.clone(), v.text()))
            .collect()
    }

    /// Reads a request line, with a message naming the field at fault when it is not one. The `id` is
    /// returned whenever the line is a JSON object, so that an error reply can echo it.
    pub fn parse(line: &'a str) -> (Value, Result<Request<'a>, String>) {
        // The typed reading first: nearly every line of an engine session is a well-formed request, and
        // this reads its fields without building a JSON tree. A line it does not take is read again as a
        // JSON object, field by field, for the message naming the field at fault (and for the forms only
        // that reading accepts, such as `null` for an absent list); both readings agree on every line the
        // typed one takes (`typed_and_field_by_field_readings_agree`).
        if let Ok(request) = serde_json::from_str::<Request>(line) {
            return (request.id.clone(), Ok(request));
        }
        Request::parse_fields(line)
    }

    /// [`Request::parse`] field by field, from a JSON tree.
    fn parse_fields(line: &str) -> (Value, Result<Request<'a>, String>) {
        let value: Value = match serde_json::from_str(line) {
            Ok(v) => v,
            Err(e) => return (Value::Null, Err(format!("the line is not JSON: {e}"))),
        };
        let id = value.get("id").cloned().unwrap_or(Value::Null);
        let Value::Object(obj) = value else {
            return (id, Err("the request must be a JSON object".into()));
        };
        (id, Request::from_object(obj))
    }

    fn from_object(obj: Map<String, Value>) -> Result<Request<'a>, String> {
        if let Some(unknown) = obj.keys().find(|k| !REQUEST_FIELDS.contains(&k.as_str())) {
            return Err(format!(
                "unknown field `{unknown}` (fields: {})",
                REQUEST_FIELDS.join(", ")
            ));
        }
        let op = match str_field(&obj, "op")? {
            None => return Err("missing `op`".into()),
            Some(name) => Op::ALL
                .into_iter()
                .find(|o| o.name() == name)
                .ok_or_else(|| {
                    let ops: Vec<&str> = Op::ALL.iter().map(|o| o.name()).collect();
                    format!("unknown op `{name}` (ops: {})", ops.join(", "))
                })?,
        };
        let moves = match obj.get("moves") {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(items)) => items
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    v.as_str()
                        .map(|m| Cow::Owned(m.to_string()))
                        .ok_or_else(|| format!("`moves[{i}]` must be a string, not {v}"))
                })
                .collect::<Result<_, _>>()?,
            Some(other) => return Err(format!("`moves` must be an array of strings, not {other}")),
        };
        let interpretation = match obj.get("interpretation") {
            None | Some(Value::Null) => BTreeMap::new(),
            Some(Value::Object(m)) => m
                .iter()
                .map(|(k, v)| match v {
                    Value::String(s) => Ok((k.clone(), SwitchValue::Text(s.clone()))),
                    Value::Bool(b) => Ok((k.clone(), SwitchValue::Flag(*b))),
                    other => Err(format!(
                        "`interpretation.{k}` must be a string, not {other}"
                    )),
                })
                .collect::<Result<_, _>>()?,
            Some(other) => {
                return Err(format!(
                    "`interpretation` must be an object of switch names to values, not {other}"
                ))
            }
        };
        let depth = match obj.get("depth") {
            None | Some(Value::Null) => None,
            Some(Value::Number(n)) if n.as_u64().is_some() => n.as_u64(),
            Some(other) => {
                return Err(format!(
                    "`depth` must be a whole number from 0 to 12, not {other}"
                ))
            }
        };
        Ok(Request {
            id: obj.get("id").cloned().unwrap_or(Value::Null),
            op,
            ruleset: str_field(&obj, "ruleset")?.map(str::to_string),
            start: str_field(&obj, "start")?.map(str::to_string),
            moves,
            interpretation,
            depth,
            mv: str_field(&obj, "move")?.map(str::to_string),
            event: str_field(&obj, "event")?.map(str::to_string),
        })
    }
}

fn str_field<'a>(obj: &'a Map<String, Value>, name: &str) -> Result<Option<&'a str>, String> {
    match obj.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(other) => Err(format!("`{name}` must be a string, not {other}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_round_trips_through_its_wire_form() {
        let mut r = Request::about(Op::Moves, "fide", "startpos", &["e2e4".to_string()]);
        r.id = Value::from(7);
        r.interpretation
            .insert("x".into(), SwitchValue::Text("y".into()));
        let line = serde_json::to_string(&r).unwrap();
        assert_eq!(
            line,
            r#"{"id":7,"op":"moves","ruleset":"fide","start":"startpos","moves":["e2e4"],"interpretation":{"x":"y"}}"#
        );
        let (id, parsed) = Request::parse(&line);
        assert_eq!(id, Value::from(7));
        assert_eq!(parsed.unwrap(), r);
        assert_eq!(serde_json::from_str::<Request>(&line).unwrap(), r);
    }

    #[test]
    fn typed_and_field_by_field_readings_agree() {
        let lines = [
            r#"{"id":1,"op":"moves","ruleset":"fide","start":"startpos","moves":["e2e4","e7e5"]}"#,
            r#"{"op":"status","ruleset":"void-chess","start":"startpos","interpretation":{"a":"b","c":true}}"#,
            r#"{"id":"x","op":"perft","ruleset":"fide","start":"startpos","depth":3}"#,
            r#"{"id":null,"op":"explain","ruleset":"fide","start":"startpos","move":"e2e5","event":"agreement"}"#,
            r#"{"id":2,"op":"notation","ruleset":"fide","start":"startpos","move":"g1f3"}"#,
            r#"{"id":[1,{"a":2}],"op":"hello"}"#,
            r#"{"op":"moves","moves":null,"interpretation":null,"depth":null}"#,
            r#"{"op":"moves","moves":["e2e4",3]}"#,
            r#"{"op":"perft","depth":3.0}"#,
            r#"{"op":"perft","depth":-1}"#,
            r#"{"op":"jump"}"#,
            r#"{"op":"moves","colour":"white"}"#,
            r#"{"op":"moves","op":"status"}"#,
            r#"{"op":"moves","interpretation":{"a":1}}"#,
            r#"[1,2]"#,
            r#"{"op":"moves""#,
        ];
        for line in lines {
            let typed = serde_json::from_str::<Request>(line).ok();
            let (id, fields) = Request::parse_fields(line);
            if let Some(typed) = typed {
                assert_eq!((typed.id.clone(), Ok(typed)), (id, fields), "{line}");
            }
            assert_eq!(Request::parse(line), Request::parse_fields(line), "{line}");
        }
    }

    #[test]
    fn replies_are_read_by_their_op_and_errors_apart() {
        let raw: RawReply =
            serde_json::from_str(r#"{"id":3,"status":"draw","clause":"fide/5.1","extra":1}"#)
                .unwrap();
        assert_eq!(raw.id, Value::from(3));
        let s: StatusReply = raw.body().unwrap();
        assert_eq!(s.clause.as_deref(), Some("fide/5.1"));
        assert_eq!((s.check, s.scope), (None, None));
        let raw: RawReply =
            serde_json::from_str(r#"{"id":4,"error":{"kind":"bad-move","message":"m"}}"#).unwrap();
        assert_eq!(raw.error.unwrap().kind, "bad-move");
        let raw: RawReply = serde_json::from_str(r#"{"id":5,"moves":"e2e4"}"#).unwrap();
        assert!(raw.body::<MovesReply>().is_err());
    }
}
