//! The HTTP side of `oracle web`, on axum and tokio: the page, its script and its styles (embedded in
//! the binary: nothing is loaded from anywhere else), and `POST /api` ([`super::api`]). It listens on
//! 127.0.0.1 unless told otherwise.

use super::api::{Answer, Api, MAX_BODY};
use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;

const INDEX: &str = include_str!("page/index.html");
const SCRIPT: &str = include_str!("page/app.js");
const STYLE: &str = include_str!("page/style.css");

/// What every page of the server may load: its own script and styles, its own API, nothing else.
const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// The server's routes over one [`Api`].
pub fn router(api: Arc<Api>) -> Router {
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
        .with_state(api)
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

fn json(answer: Answer) -> Response {
    let status = StatusCode::from_u16(answer.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut r = (status, answer.body).into_response();
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    r
}

async fn api_request(State(api): State<Arc<Api>>, headers: HeaderMap, body: Body) -> Response {
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
            let over = std::error::Error::source(&e)
                .is_some_and(|s| s.is::<http_body_util::LengthLimitError>());
            if over {
                return json(Answer::too_large());
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
    // The answer is computed off the server's event loop: a long record or game must not hold up others.
    match tokio::task::spawn_blocking(move || api.handle(&bytes)).await {
        Ok(answer) => json(answer),
        Err(e) => json(Answer {
            status: 500,
            body: crate::serve::error_reply(
                serde_json::Value::Null,
                crate::protocol::ErrorBody {
                    kind: "internal".into(),
                    message: format!("the oracle failed on this request (a bug): {e}"),
                    clause: None,
                    move_index: None,
                },
            ),
        }),
    }
}

/// Serves `api` on `listener` until `shutdown` completes.
pub async fn serve_on(
    listener: tokio::net::TcpListener,
    api: Arc<Api>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, router(api))
        .with_graceful_shutdown(shutdown)
        .await
}

/// `oracle web`: binds `listen`, says where on standard output, and serves until Ctrl-C.
pub fn run(listen: SocketAddr, api: Api) -> std::io::Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(listen).await.map_err(|e| {
            std::io::Error::new(e.kind(), format!("cannot listen on {listen}: {e}"))
        })?;
        let local = listener.local_addr()?;
        println!("oracle web: serving http://{local}/ (Ctrl-C stops)");
        use std::io::Write;
        std::io::stdout().flush()?;
        let stop = async {
            let _ = tokio::signal::ctrl_c().await;
        };
        serve_on(listener, Arc::new(api), stop).await
    })
}
