//! Fuzz body of `web_api`: one request body for `POST /api` of `oracle web`, sent through the server's
//! router with its limits in the path (the body's deadline and size, the work's places and time:
//! [`oracle::web::client::InProcess`], no socket); built without the feature `web`, to the request
//! handling alone ([`oracle::web::api::Api`]). Every body gets one JSON object in answer, with the status
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

/// The API every input is sent to. A perft may take a second here: deep counts are refused by their
/// estimate, not counted.
fn api() -> Api {
    Api::new(Duration::from_secs(1))
}

/// `POST /api` with `body`: the status and the answer.
#[cfg(feature = "web")]
fn post(body: &[u8]) -> (u16, String) {
    use oracle::web::client::InProcess;
    use oracle::web::limits::Limits;
    static SERVER: OnceLock<InProcess> = OnceLock::new();
    SERVER
        .get_or_init(|| {
            InProcess::new(api(), Limits::default()).expect("a runtime for the in-process server")
        })
        .post(body)
}

/// `POST /api` with `body`: the status and the answer.
#[cfg(not(feature = "web"))]
fn post(body: &[u8]) -> (u16, String) {
    static API: OnceLock<Api> = OnceLock::new();
    let answer = API.get_or_init(api).handle(body);
    (answer.status, answer.body)
}

pub fn web_api(data: &[u8]) {
    let body = &data[..data.len().min(MAX_BODY)];
    if let Ok(v) = serde_json::from_slice::<serde_json::Value>(body) {
        if v.get("depth")
            .and_then(|d| d.as_u64())
            .is_some_and(|d| d > 2)
        {
            return;
        }
    }
    let (status, answer) = post(body);
    let reply: serde_json::Value = serde_json::from_str(&answer).unwrap_or_else(|e| {
        super::invariants::fail("web api", format!("the answer is not JSON ({e}): {answer}"))
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
    if status != expected {
        super::invariants::fail(
            "web api",
            format!("status {status} for the answer {reply} (expected {expected})"),
        );
    }
}
