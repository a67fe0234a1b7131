//! A client of `POST /api` over one kept-alive HTTP/1.1 connection (hyper), for the tests that compare
//! `oracle web` with `oracle serve` and for the load figure of `cargo xtask bench`.

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
