//! Fuzz body of `web_api`: one request body for `POST /api` of `oracle web` ([`oracle::web::api::Api`],
//! the request handling without its HTTP). Every body gets one JSON object in answer, with the status
//! 200, 400 (exactly when the answer is the protocol's `bad-request`) or 413; an error answer has a kind of
//! PROTOCOL.md's list or `over-budget`; never a panic.

use oracle::web::api::Api;
use std::sync::OnceLock;
use std::time::Duration;

/// The error kinds an answer may carry.
const KINDS: &[&str] = &[
    "bad-request",
    "unknown-ruleset",
    "bad-interpretation",
    "bad-position",
    "bad-move",
    "illegal-move",
    "game-over",
    "bad-square",
    "unsupported",
    "over-budget",
];

/// Longest body looked at (a request is far shorter; `MAX_BODY` itself is tested in oracle/tests/web_api.rs).
const MAX_BODY: usize = 2000;

pub fn web_api(data: &[u8]) {
    static API: OnceLock<Api> = OnceLock::new();
    // A perft may take a second here: deep counts are refused by their estimate, not counted.
    let api = API.get_or_init(|| Api::new(Duration::from_secs(1)));
    let body = &data[..data.len().min(MAX_BODY)];
    if let Ok(v) = serde_json::from_slice::<serde_json::Value>(body) {
        if v.get("depth")
            .and_then(|d| d.as_u64())
            .is_some_and(|d| d > 2)
        {
            return;
        }
    }
    let answer = api.handle(body);
    let reply: serde_json::Value = serde_json::from_str(&answer.body).unwrap_or_else(|e| {
        super::invariants::fail(
            "web api",
            format!("the answer is not JSON ({e}): {}", answer.body),
        )
    });
    if !reply.is_object() || reply.get("id").is_none() {
        super::invariants::fail(
            "web api",
            format!("the answer is no object with an id: {reply}"),
        );
    }
    let kind = reply.get("error").map(|e| {
        e.get("kind")
            .and_then(|k| k.as_str())
            .unwrap_or("")
            .to_string()
    });
    if let Some(kind) = &kind {
        if !KINDS.contains(&kind.as_str()) {
            super::invariants::fail("web api", format!("an error of no known kind: {reply}"));
        }
    }
    let expected = match kind.as_deref() {
        Some("bad-request") => 400,
        _ => 200,
    };
    if answer.status != expected {
        super::invariants::fail(
            "web api",
            format!(
                "status {} for the answer {reply} (expected {expected})",
                answer.status
            ),
        );
    }
}
