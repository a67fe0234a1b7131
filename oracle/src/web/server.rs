//! The HTTP side of `oracle web`, on axum and tokio: the page, its script and its styles (embedded in
//! the binary: nothing is loaded from anywhere else), and `POST /api` ([`super::api`]), within the
//! server's limits ([`super::limits`], [`super::listen`]). It listens on 127.0.0.1 unless told otherwise.

use super::api::{Answer, Api, MAX_BODY};
use super::limits::{json, refusal, work, Limits, Work};
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use tower::ServiceExt;
use tower_http::timeout::RequestBodyDeadlineLayer;

const INDEX: &str = include_str!("page/index.html");
const SCRIPT: &str = include_str!("page/app.js");
const STYLE: &str = include_str!("page/style.css");

/// What every page of the server may load: its own script and styles, its own API, nothing else.
const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// The server's routes over one [`Api`], within `limits`: every request's body must arrive within
/// `body_timeout` (tower-http's deadline on the whole body), and the work of `POST /api` is limited as
/// [`work`] says.
pub fn router(api: Arc<Api>, limits: &Limits) -> Router {
    Router::new()
        .route(
            "/",
            get(|| async { page("text/html; charset=utf-8", INDEX) }),
        )
        .route(
            "/app.js",
            get(|| async { page("text/javascript; charset=utf-8", SCRIPT) }),
        )
        .route(
            "/style.css",
            get(|| async { page("text/css; charset=utf-8", STYLE) }),
        )
        .route("/api", post(api_request))
        .fallback(|| async {
            (
                StatusCode::NOT_FOUND,
                "not found: the page is /, the API is POST /api\n",
            )
        })
        .with_state(ApiState {
            work: work(api, limits),
        })
        .layer(RequestBodyDeadlineLayer::new(limits.body_timeout))
}

fn page(content_type: &'static str, text: &'static str) -> Response {
    let mut r = text.into_response();
    let h = r.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r
}

/// What `POST /api` is served with: the work of the API within the limits.
#[derive(Clone)]
struct ApiState {
    work: Work,
}

async fn api_request(State(state): State<ApiState>, headers: HeaderMap, body: Body) -> Response {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > MAX_BODY as u64) {
        return json(Answer::too_large());
    }
    let bytes = match axum::body::to_bytes(body, MAX_BODY).await {
        Ok(b) => b,
        Err(e) => {
            if caused_by::<http_body_util::LengthLimitError>(&e) {
                return json(Answer::too_large());
            }
            if caused_by::<tower_http::timeout::TimeoutError>(&e) {
                return refusal(
                    StatusCode::REQUEST_TIMEOUT,
                    "timeout",
                    "the request body did not arrive in time (`oracle web --body-timeout`)".into(),
                );
            }
            return json(Answer {
                status: 400,
                body: crate::serve::error_reply(
                    serde_json::Value::Null,
                    crate::serve::bad_request(format!("the request body could not be read: {e}")),
                ),
            });
        }
    };
    state
        .work
        .oneshot(bytes)
        .await
        .unwrap_or_else(|refused| refused)
}

/// Whether `e` or an error it was caused by is an `E`.
fn caused_by<E: std::error::Error + 'static>(e: &(dyn std::error::Error + 'static)) -> bool {
    let mut at = Some(e);
    while let Some(e) = at {
        if e.is::<E>() {
            return true;
        }
        at = e.source();
    }
    false
}

/// Serves `api` on `listener` with the default [`Limits`] until `shutdown` completes.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    api: Arc<Api>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    serve_within(listener, api, Limits::default(), shutdown).await
}

/// Serves `api` on `listener` within `limits` until `shutdown` completes.
pub async fn serve_within(
    listener: tokio::net::TcpListener,
    api: Arc<Api>,
    limits: Limits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    super::listen::serve(listener, router(api, &limits), limits, shutdown).await
}

/// `oracle web`: binds `listen`, says where on standard output, and serves within `limits` until Ctrl-C.
/// The connections allowed are fitted to the process's open-file limit (a note on standard error says so).
pub fn run(listen: SocketAddr, api: Api, limits: Limits) -> std::io::Result<()> {
    let (limits, note) = limits.fit_to_open_files();
    if let Some(note) = note {
        eprintln!("oracle web: {note}");
    }
    // The answers are worked out on the blocking threads, at most `max_requests` at once; an answer given up
    // at `request_timeout` still holds its thread until done, so the threads are capped at that number too.
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .max_blocking_threads(limits.max_requests.max(1))
        .build()?;
    runtime.block_on(async move {
        let listener = bind(listen).map_err(|e| {
            std::io::Error::new(e.kind(), format!("cannot listen on {listen}: {e}"))
        })?;
        let local = listener.local_addr()?;
        println!("oracle web: serving http://{local}/ (Ctrl-C stops)");
        use std::io::Write;
        std::io::stdout().flush()?;
        let stop = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        serve_within(listener, Arc::new(api), limits, stop).await
    })
}

/// The connections the kernel keeps waiting for the accept loop: enough for a burst of clients (the
/// standard library's 128 drops the rest of a burst, and each dropped client waits a second to try again).
const BACKLOG: u32 = 1024;

/// Listens on `addr` with a [`BACKLOG`].
fn bind(addr: SocketAddr) -> std::io::Result<tokio::net::TcpListener> {
    let socket = match addr {
        SocketAddr::V4(_) => tokio::net::TcpSocket::new_v4()?,
        SocketAddr::V6(_) => tokio::net::TcpSocket::new_v6()?,
    };
    #[cfg(unix)]
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(BACKLOG)
}
