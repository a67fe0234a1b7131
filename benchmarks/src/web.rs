//! The web section of `cargo xtask bench`, the load figure of `oracle web`: 50 clients at once, each on its own connection,
//! each asking 40 requests about a game of Void Chess of its own (`moves`, `status` and `play` at each ply,
//! as a page or an engine under test asks them), against the server `oracle web` runs (the same router and
//! runtime, in this process, on 127.0.0.1). Every answer is compared with the one the library gives for
//! the same request (`oracle::serve::handle_line`, computed before the load starts), and the latencies
//! give p50 and p99. Target: every answer right, p99 at most 50 ms on the 2-core machine.

use super::options::Options;
use super::target::Target;
use harness::rng::Picker;
use oracle::web::api::Api;
use oracle::web::client::Client;
use std::sync::Arc;
use std::time::{Duration, Instant};

const CLIENTS: usize = 50;
const REQUESTS: usize = 40;
/// The target for the 99th percentile.
const P99_TARGET: Duration = Duration::from_millis(50);

/// One client's requests with the answer each must get.
fn script(seed: u64) -> Vec<(String, String)> {
    let mut rng = Picker::from_seed(seed);
    let mut moves: Vec<String> = Vec::new();
    let mut out = Vec::new();
    let ask = |op: &str, moves: &[String], id: usize| {
        serde_json::json!({"id": id, "op": op, "ruleset": "void-chess", "start": "startpos", "moves": moves})
            .to_string()
    };
    while out.len() < REQUESTS {
        let mut legal: Vec<String> = Vec::new();
        for op in ["moves", "status", "play"] {
            if out.len() == REQUESTS {
                break;
            }
            let line = ask(op, &moves, out.len());
            let reply = oracle::serve::handle_line(&line);
            if op == "moves" {
                let v: serde_json::Value = serde_json::from_str(&reply).unwrap_or_default();
                legal = serde_json::from_value(v["moves"].clone()).unwrap_or_default();
            }
            out.push((line, reply));
        }
        if legal.is_empty() {
            // The game is over: the client starts another from the start.
            moves.clear();
        } else {
            moves.push(legal[rng.below(legal.len())].clone());
        }
    }
    out
}

/// What the load gave.
struct Figures {
    latencies: Vec<Duration>,
    errors: usize,
    first_error: Option<String>,
    wall: Duration,
}

async fn client(
    addr: std::net::SocketAddr,
    script: Vec<(String, String)>,
) -> (Vec<Duration>, usize, Option<String>) {
    let mut latencies = Vec::new();
    let (mut errors, mut first) = (0, None);
    let mut c = match Client::connect(addr).await {
        Ok(c) => c,
        Err(e) => return (latencies, script.len(), Some(e)),
    };
    for (line, want) in script {
        let t = Instant::now();
        let got = c.post(&line).await;
        latencies.push(t.elapsed());
        let wrong = match &got {
            Ok((200, body)) if *body == want => None,
            Ok((status, body)) => Some(format!("{line} got {status} {body}, not {want}")),
            Err(e) => Some(format!("{line}: {e}")),
        };
        if let Some(w) = wrong {
            errors += 1;
            first.get_or_insert(w);
        }
    }
    (latencies, errors, first)
}

fn load() -> Result<Figures, String> {
    let scripts: Vec<_> = (0..CLIENTS).map(|i| script(1000 + i as u64)).collect();
    // The server as `oracle web` runs it: tokio's multi-threaded runtime (a worker a core).
    let server = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let listener = server
        .block_on(tokio::net::TcpListener::bind("127.0.0.1:0"))
        .map_err(|e| format!("cannot listen on 127.0.0.1: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let serving = server.spawn(oracle::web::server::serve_on(
        listener,
        Arc::new(Api::default()),
        async move {
            let _ = stopped.await;
        },
    ));
    // The clients on a thread of their own.
    let clients = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    let started = Instant::now();
    let results = clients.block_on(async {
        let tasks: Vec<_> = scripts
            .into_iter()
            .map(|s| tokio::spawn(client(addr, s)))
            .collect();
        let mut out = Vec::new();
        for t in tasks {
            out.push(t.await);
        }
        out
    });
    let wall = started.elapsed();
    let _ = stop.send(());
    let _ = server.block_on(serving);
    let mut figures = Figures {
        latencies: Vec::new(),
        errors: 0,
        first_error: None,
        wall,
    };
    for r in results {
        let (latencies, errors, first) = r.map_err(|e| format!("a client failed: {e}"))?;
        figures.latencies.extend(latencies);
        figures.errors += errors;
        if figures.first_error.is_none() {
            figures.first_error = first;
        }
    }
    Ok(figures)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i]
}

/// Runs the load and prints its figure; the targets: every answer right, p99 at most 50 ms.
pub fn run(_: &Options) -> Result<Vec<Target>, String> {
    println!(
        "\noracle web under load: {CLIENTS} clients at once, {REQUESTS} requests each (moves, status, play over a game of Void Chess):"
    );
    let mut f = load().map_err(|e| format!("the web load could not run: {e}"))?;
    f.latencies.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let (p50, p99) = (
        percentile(&f.latencies, 0.50),
        percentile(&f.latencies, 0.99),
    );
    let max = f.latencies.last().copied().unwrap_or_default();
    println!(
        "{} requests, {} errors, p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms, {:.0} requests/s",
        f.latencies.len(),
        f.errors,
        ms(p50),
        ms(p99),
        ms(max),
        f.latencies.len() as f64 / f.wall.as_secs_f64().max(1e-9),
    );
    if let Some(e) = &f.first_error {
        println!("first error: {e}");
    }
    Ok(vec![
        Target::at_most(
            "oracle web: wrong answers under the load",
            f.errors as f64,
            0.0,
            "answers",
        ),
        Target::at_most(
            "oracle web: p99 latency under the load",
            ms(p99),
            ms(P99_TARGET),
            "ms",
        ),
    ])
}
