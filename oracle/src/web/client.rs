//! Clients of `POST /api`: [`Client`], over one kept-alive HTTP/1.1 connection (hyper), for the tests that
//! compare `oracle web` with `oracle serve` and for the load figure of `cargo xtask bench`; and
//! [`InProcess`], the server's router called in this process without a socket, for the fuzz target
//! `web_api`.

use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper::client::conn::http1::{self, SendRequest};
use hyper_util::rt::TokioIo;
use std::net::SocketAddr;

/// One connection to an `oracle web` server.
pub struct Client {
    sender: SendRequest<Full<Bytes>>,
    host: String,
}

impl Client {
    /// Connects to the server at `addr` (inside a tokio runtime).
    pub async fn connect(addr: SocketAddr) -> Result<Client, String> {
        let stream = tokio::net::TcpStream::connect(addr)
            .await
            .map_err(|e| format!("cannot connect to {addr}: {e}"))?;
        let _ = stream.set_nodelay(true);
        let (sender, connection) = http1::handshake(TokioIo::new(stream))
            .await
            .map_err(|e| format!("HTTP handshake with {addr}: {e}"))?;
        tokio::spawn(async move {
            let _ = connection.await;
        });
        Ok(Client {
            sender,
            host: addr.to_string(),
        })
    }

    /// Sends `method` `path` with `body`; the status and the body of the answer.
    pub async fn send(
        &mut self,
        method: &str,
        path: &str,
        body: Vec<u8>,
    ) -> Result<(u16, String), String> {
        let request = hyper::Request::builder()
            .method(method)
            .uri(path)
            .header(hyper::header::HOST, &self.host)
            .header(hyper::header::CONTENT_TYPE, "application/json")
            .body(Full::new(Bytes::from(body)))
            .map_err(|e| e.to_string())?;
        self.sender
            .ready()
            .await
            .map_err(|e| format!("the connection closed: {e}"))?;
        let response = self
            .sender
            .send_request(request)
            .await
            .map_err(|e| format!("{method} {path}: {e}"))?;
        let status = response.status().as_u16();
        let bytes = response
            .into_body()
            .collect()
            .await
            .map_err(|e| format!("reading the answer to {method} {path}: {e}"))?
            .to_bytes();
        Ok((status, String::from_utf8_lossy(&bytes).into_owned()))
    }

    /// `POST /api` with one request.
    pub async fn post(&mut self, body: &str) -> Result<(u16, String), String> {
        self.send("POST", "/api", body.as_bytes().to_vec()).await
    }
}

/// `POST /api` called in this process, without a socket: the server's router with its limits in the path
/// (the body's deadline and size, the work's places and time), on a runtime of its own.
pub struct InProcess {
    runtime: tokio::runtime::Runtime,
    router: axum::Router,
}

impl InProcess {
    pub fn new(api: super::api::Api, limits: super::limits::Limits) -> std::io::Result<InProcess> {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .max_blocking_threads(limits.max_requests.max(1))
            .build()?;
        let router = super::server::router(std::sync::Arc::new(api), &limits);
        Ok(InProcess { runtime, router })
    }

    /// `POST /api` with `body`: the status and the body of the answer.
    pub fn post(&self, body: &[u8]) -> (u16, String) {
        use tower::ServiceExt;
        let request = hyper::Request::post("/api")
            .header(hyper::header::CONTENT_TYPE, "application/json")
            .body(axum::body::Body::from(body.to_vec()))
            .expect("a POST with a body of bytes is a request");
        self.runtime.block_on(async {
            let response = match self.router.clone().oneshot(request).await {
                Ok(r) => r,
                Err(never) => match never {},
            };
            let status = response.status().as_u16();
            let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
                .await
                .unwrap_or_default();
            (status, String::from_utf8_lossy(&bytes).into_owned())
        })
    }
}
