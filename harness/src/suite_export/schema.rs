//! The JSON Schema of an exported case (`case.schema.json`), written from the types of `cases/mod.rs`,
//! and a small validator for the part of JSON Schema it uses, with which the export's test checks
//! every case file against it.

use serde_json::{json, Value};

fn expect_kind(kind: &str, fields: Value, required: &[&str]) -> Value {
    let mut properties = json!({"kind": {"const": kind}, "at": {"$ref": "#/$defs/at"}});
    for (k, v) in fields.as_object().into_iter().flatten() {
        properties[k] = v.clone();
    }
    let mut req = vec!["kind", "at"];
    req.extend(required);
    json!({"type": "object", "additionalProperties": false, "required": req, "properties": properties})
}

/// The schema of a case file.
pub fn case_schema() -> Value {
    let text = json!({"type": "string"});
    let texts = json!({"type": "array", "items": {"type": "string"}});
    let maybe_text = json!({"type": ["string", "null"]});
    let expect = json!({"oneOf": [
        expect_kind("legal", json!({"move": text, "text": text}), &["move", "text"]),
        expect_kind("illegal", json!({"move": maybe_text, "text": text, "clause": text}), &["move", "text", "clause"]),
        expect_kind("tile", json!({"square": text, "state": {"enum": ["normal", "unstable", "void"]}}), &["square", "state"]),
        expect_kind("piece", json!({"square": text, "piece": maybe_text}), &["square", "piece"]),
        expect_kind("moves", json!({"moves": texts}), &["moves"]),
        expect_kind("move-count", json!({"count": {"type": "integer", "minimum": 0}}), &["count"]),
        expect_kind("reach", json!({"from": text, "squares": texts}), &["from", "squares"]),
        expect_kind("notation", json!({"move": text, "san": text}), &["move", "san"]),
        expect_kind("check", json!({"value": {"type": "boolean"}}), &["value"]),
        expect_kind("status", json!({"outcome": text, "clause": maybe_text}), &["outcome", "clause"]),
        expect_kind("to-move", json!({"side": text}), &["side"]),
        expect_kind("position", json!({"position": text}), &["position"]),
        expect_kind("refused", json!({"clause": text}), &["clause"]),
    ]});
    let step = json!({
        "type": "object",
        "additionalProperties": false,
        "required": ["name", "at", "moves", "play", "event", "over", "expect"],
        "properties": {
            "name": text, "at": {"$ref": "#/$defs/at"}, "moves": texts,
            "play": maybe_text, "event": maybe_text, "over": {"type": "boolean"},
            "expect": {"type": "array", "items": {"$ref": "#/$defs/expect"}}
        }
    });
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "case.schema.json",
        "title": "A rule case of the Void Chess reference oracle's suite (RUNNER.md)",
        "type": "object",
        "additionalProperties": false,
        "required": ["id", "file", "ruleset", "title", "clauses", "interpretation", "needs", "start", "steps"],
        "properties": {
            "id": text, "file": text, "ruleset": text, "title": text, "clauses": texts,
            "interpretation": {"type": "object", "additionalProperties": {"type": "string"}},
            "needs": texts, "start": text,
            "steps": {"type": "array", "items": {"$ref": "#/$defs/step"}}
        },
        "$defs": {
            "at": {"type": "array", "items": {"type": "integer", "minimum": 0}, "minItems": 2, "maxItems": 2},
            "step": step,
            "expect": expect
        }
    })
}

#[cfg(test)]
fn type_ok(t: &Value, v: &Value) -> bool {
    let one = |name: &str| match name {
        "object" => v.is_object(),
        "array" => v.is_array(),
        "string" => v.is_string(),
        "integer" => v.is_u64() || v.is_i64(),
        "boolean" => v.is_boolean(),
        "null" => v.is_null(),
        _ => false,
    };
    match t {
        Value::String(s) => one(s),
        Value::Array(list) => list.iter().any(|s| s.as_str().is_some_and(one)),
        _ => false,
    }
}

#[cfg(test)]
/// Checks `v` against `schema` (the keywords `case_schema` uses), within `root` for `$ref`s; the
/// first problem, with where it is.
pub fn validate(root: &Value, schema: &Value, v: &Value, path: &str) -> Result<(), String> {
    let bad = |what: String| Err(format!("{path}: {what}"));
    if let Some(r) = schema.get("$ref").and_then(Value::as_str) {
        let name = r.trim_start_matches("#/$defs/");
        return validate(root, &root["$defs"][name], v, path);
    }
    if let Some(t) = schema.get("type") {
        if !type_ok(t, v) {
            return bad(format!("expected type {t}, found {v}"));
        }
    }
    if let Some(c) = schema.get("const") {
        if c != v {
            return bad(format!("expected {c}, found {v}"));
        }
    }
    if let Some(e) = schema.get("enum").and_then(Value::as_array) {
        if !e.contains(v) {
            return bad(format!("{v} is not one of {e:?}"));
        }
    }
    if let (Some(min), Some(n)) = (schema.get("minimum").and_then(Value::as_i64), v.as_i64()) {
        if n < min {
            return bad(format!("{n} is below {min}"));
        }
    }
    if let Some(options) = schema.get("oneOf").and_then(Value::as_array) {
        let fitting = options
            .iter()
            .filter(|o| validate(root, o, v, path).is_ok())
            .count();
        if fitting != 1 {
            return bad(format!("fits {fitting} of the forms, not exactly one: {v}"));
        }
    }
    if let Some(obj) = v.as_object() {
        for k in schema
            .get("required")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            if !obj.contains_key(k.as_str().unwrap_or_default()) {
                return bad(format!("missing `{k}`"));
            }
        }
        let props = schema.get("properties").and_then(Value::as_object);
        for (k, x) in obj {
            match (
                props.and_then(|p| p.get(k)),
                schema.get("additionalProperties"),
            ) {
                (Some(s), _) => validate(root, s, x, &format!("{path}.{k}"))?,
                (None, Some(Value::Bool(false))) => return bad(format!("unknown field `{k}`")),
                (None, Some(s @ Value::Object(_))) => validate(root, s, x, &format!("{path}.{k}"))?,
                _ => {}
            }
        }
    }
    if let Some(list) = v.as_array() {
        let (min, max) = (schema.get("minItems"), schema.get("maxItems"));
        if min
            .and_then(Value::as_u64)
            .is_some_and(|m| (list.len() as u64) < m)
            || max
                .and_then(Value::as_u64)
                .is_some_and(|m| (list.len() as u64) > m)
        {
            return bad(format!("{} items", list.len()));
        }
        if let Some(items) = schema.get("items") {
            for (i, x) in list.iter().enumerate() {
                validate(root, items, x, &format!("{path}[{i}]"))?;
            }
        }
    }
    Ok(())
}
