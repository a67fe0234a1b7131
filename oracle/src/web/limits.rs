//! The limits of `oracle web` (docs/web.md, "Limits"): how long a client may take to send a request, how
//! long a kept-alive connection may wait idle, how many connections may be open and how many requests of
//! `POST /api` may be worked on at once, and how long that work may take. Each is enforced by what the
//! libraries offer, not by timers of our own:
//!
//! - the headers: hyper's `header_read_timeout`, whose timer runs whenever a connection waits for a
//!   request's headers: a new connection, and a kept-alive one after its answer (so it is also the idle
//!   limit);
//! - the body: tower-http's `RequestBodyDeadlineLayer` (the whole body within the limit, however it
//!   trickles in);
//! - the work of `POST /api`, once its body is read: tower's `timeout`, `concurrency_limit` and
//!   `load_shed` around it ([`work`]);
//! - the connections: a semaphore's permits held by each connection's task ([`super::listen`]);
//!   [`BUSY_ANSWERS`] more are answered `busy`.
//!
//! Beyond a limit the client gets the protocol's error body: `busy` (503) for a connection over the cap
//! or a request over the requests at once, `timeout` (408 for a body that did not arrive in time, 503 for
//! work that did not end in time).

use super::api::{Answer, Api};
use crate::protocol::ErrorBody;
use crate::serve::error_reply;
use axum::body::Bytes;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::BoxError;
use std::sync::Arc;
use std::time::Duration;
use tower::util::BoxCloneSyncService;
use tower::ServiceBuilder;

/// The limits of one server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The time a client has to send a request's headers, from the moment the connection waits for
    /// them: just opened, or kept alive after an answer (the idle limit).
    pub header_timeout: Duration,
    /// The time a client has to send a request's body once its headers are in.
    pub body_timeout: Duration,
    /// The time the answer to a request of `POST /api` may take to be worked out, once its body is read.
    pub request_timeout: Duration,
    /// Connections open at once; the one over it gets the `busy` answer and is closed.
    pub max_connections: usize,
    /// Requests of `POST /api` worked on at once; the one over it gets the `busy` answer.
    pub max_requests: usize,
}

impl Limits {
    /// The limits unless told otherwise (`oracle web`'s defaults).
    pub const DEFAULT: Limits = Limits {
        header_timeout: Duration::from_secs(10),
        body_timeout: Duration::from_secs(10),
        request_timeout: Duration::from_secs(60),
        max_connections: 1024,
        max_requests: 64,
    };
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEFAULT
    }
}

/// Connections over the cap answered `busy` at once; one more is closed unanswered.
pub const BUSY_ANSWERS: usize = 256;

/// File descriptors kept for other things than connections (the busy answers, the listener, the runtime,
/// standard streams).
const SPARE_FILES: u64 = BUSY_ANSWERS as u64 + 64;

impl Limits {
    /// The limits with `max_connections` lowered to what the process's open-file limit allows (after
    /// raising its soft limit as far as the hard limit lets it), and the note saying so when lowered.
    pub fn fit_to_open_files(self) -> (Limits, Option<String>) {
        let wanted = self.max_connections as u64 + SPARE_FILES;
        let Some(files) = open_file_limit(wanted) else {
            return (self, None);
        };
        if files >= wanted {
            return (self, None);
        }
        let fit = files.saturating_sub(SPARE_FILES).max(1) as usize;
        let note = format!(
            "at most {fit} connections, not {}: the process may open {files} files (ulimit -n)",
            self.max_connections
        );
        (
            Limits {
                max_connections: fit,
                ..self
            },
            Some(note),
        )
    }
}

/// The work of `POST /api` on a body read whole: [`Api::handle`] on a blocking thread (a long record or game
/// must not hold up the event loop), within the limits; the answer is the response, and so is a limit's
/// refusal. The body is read before: a slow client holds none of the `max_requests` places.
pub type Work = BoxCloneSyncService<Bytes, Response, Response>;

/// [`Work`] for `api` within `limits`: an answer over `request_timeout` is given up with `timeout` (its
/// thread finishes it unseen), a request over `max_requests` at once is answered `busy` at once (not
/// queued).
pub fn work(api: Arc<Api>, limits: &Limits) -> Work {
    let limits = *limits;
    BoxCloneSyncService::new(
        ServiceBuilder::new()
            .map_response(json)
            .map_err(move |e: BoxError| over_limit(&e, &limits))
            .load_shed()
            .concurrency_limit(limits.max_requests)
            .timeout(limits.request_timeout)
            .service_fn(move |body: Bytes| {
                let api = api.clone();
                async move {
                    tokio::task::spawn_blocking(move || api.handle(&body))
                        .await
                        .map_err(BoxError::from)
                }
            }),
    )
}

/// The answer to a request that a limit stopped, or whose handling failed.
fn over_limit(e: &BoxError, limits: &Limits) -> Response {
    if e.is::<tower::load_shed::error::Overloaded>() {
        return busy_answer(format!(
            "the server is busy: {} requests are being answered (`oracle web --max-requests`); try \
             again in a moment",
            limits.max_requests
        ));
    }
    if e.is::<tower::timeout::error::Elapsed>() {
        return refusal(
            StatusCode::SERVICE_UNAVAILABLE,
            "timeout",
            format!(
                "the answer took over {} s (`oracle web --request-timeout`)",
                limits.request_timeout.as_secs_f64()
            ),
        );
    }
    refusal(
        StatusCode::INTERNAL_SERVER_ERROR,
        "internal",
        format!("the oracle failed on this request (a bug): {e}"),
    )
}

/// An answer of the API as HTTP: its status, its JSON body.
pub fn json(answer: Answer) -> Response {
    let status = StatusCode::from_u16(answer.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut r = (status, answer.body).into_response();
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    r
}

/// The `busy` answer (503, with a `Retry-After` of a second).
pub fn busy_answer(message: String) -> Response {
    let mut r = refusal(StatusCode::SERVICE_UNAVAILABLE, "busy", message);
    r.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
    r
}

/// Raises the soft limit on open files toward `wanted` (not past the hard limit); the soft limit then.
#[cfg(unix)]
fn open_file_limit(wanted: u64) -> Option<u64> {
    rlimit::increase_nofile_limit(wanted).ok()
}

#[cfg(not(unix))]
fn open_file_limit(_wanted: u64) -> Option<u64> {
    None
}

/// An answer of the server itself (not of the oracle): `status` with the protocol's error body.
pub fn refusal(status: StatusCode, kind: &str, message: String) -> Response {
    json(Answer {
        status: status.as_u16(),
        body: error_reply(
            serde_json::Value::Null,
            ErrorBody {
                kind: kind.into(),
                message,
                clause: None,
                move_index: None,
            },
        ),
    })
}
