//! The connections of `oracle web`: each one accepted is served by hyper's HTTP/1.1 with the header limit
//! (hyper's `header_read_timeout` on tokio's timer) while it holds one of the [`Limits::max_connections`]
//! permits of a semaphore. A connection over the cap is served by hyper too, within the same header limit,
//! with one answer to its request: `busy` (503), and closed; at most [`BUSY_ANSWERS`] such at once, and one
//! over those is closed at once, unanswered. The rest of the limits are the router's ([`super::limits`]).

use super::limits::{busy_answer, Limits, BUSY_ANSWERS};
use axum::Router;
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::Request;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use std::convert::Infallible;
use std::future::Future;
use std::io::ErrorKind;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;

/// Serves `router` on `listener` within `limits` until `shutdown` completes; then stops accepting and waits
/// for the open connections to finish their requests (each within the limits).
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let permits = Arc::new(Semaphore::new(limits.max_connections));
    let graceful = GracefulShutdown::new();
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    let busy_permits = Arc::new(Semaphore::new(BUSY_ANSWERS));
    let mut busy_http = http.clone();
    busy_http.keep_alive(false);
    let busy: Arc<str> = Arc::from(format!(
        "the server is busy: {} connections are open (`oracle web --max-connections`); try again in a \
         moment",
        limits.max_connections
    ));
    let mut shutdown = std::pin::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(e) => {
                    accept_failed(e).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        if let Ok(permit) = permits.clone().try_acquire_owned() {
            let service = TowerToHyperService::new(router.clone());
            let connection = graceful.watch(http.serve_connection(TokioIo::new(stream), service));
            tokio::spawn(async move {
                // An error here is the client's (gone, too slow, a malformed request): it is closed.
                let _ = connection.await;
                drop(permit);
            });
        } else if let Ok(permit) = busy_permits.clone().try_acquire_owned() {
            let busy = busy.clone();
            let service = service_fn(move |_: Request<Incoming>| {
                let answer = busy_answer(busy.to_string());
                async move { Ok::<_, Infallible>(answer) }
            });
            let connection =
                graceful.watch(busy_http.serve_connection(TokioIo::new(stream), service));
            tokio::spawn(async move {
                let _ = connection.await;
                drop(permit);
            });
        }
        // Otherwise `stream` is dropped: closed at once.
    }
    drop(listener);
    graceful.shutdown().await;
    Ok(())
}

/// After a failed accept: a refused connection (the client gave up) is nothing; out of files or memory, the
/// loop waits a moment for connections to close instead of spinning (as axum's own `serve` does).
async fn accept_failed(e: std::io::Error) {
    let transient = matches!(
        e.kind(),
        ErrorKind::ConnectionAborted | ErrorKind::ConnectionReset | ErrorKind::ConnectionRefused
    );
    if !transient {
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}
