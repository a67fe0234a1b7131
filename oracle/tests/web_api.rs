//! `oracle web`'s `POST /api` answers PROTOCOL.md's requests as `oracle serve` does: both commands run as
//! processes, and every request of random games of every ruleset (moves, status, play, explain, perft,
//! and requests that are errors) gets the same reply, byte for byte, from both. Then what the server
//! refuses: a body over 1 MiB (413), malformed JSON (400 with the protocol's error body), a perft over
//! its budget, and paths that are no page; and its limits on slow and too many clients, in brief (the
//! attacks themselves are `ci/web-attack.sh`).

use oracle::web::client::Client;
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

const ORACLE: &str = env!("CARGO_BIN_EXE_oracle");

/// An `oracle web` process, stopped when dropped.
struct WebServer {
    child: Child,
    addr: SocketAddr,
}

impl WebServer {
    fn start(extra: &[&str]) -> WebServer {
        let mut child = Command::new(ORACLE)
            .args(["web", "--listen", "127.0.0.1:0"])
            .args(extra)
            .stdout(Stdio::piped())
            .spawn()
            .expect("oracle web starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let addr = line
            .split("http://")
            .nth(1)
            .and_then(|rest| rest.split('/').next())
            .and_then(|a| a.parse().ok())
            .unwrap_or_else(|| panic!("oracle web says where it serves: {line:?}"));
        WebServer { child, addr }
    }
}

impl Drop for WebServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An `oracle serve` process.
struct Serve {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Serve {
    fn start() -> Serve {
        let mut child = Command::new(ORACLE)
            .arg("serve")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("oracle serve starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Serve {
            child,
            input,
            output,
        }
    }

    fn ask(&mut self, line: &str) -> String {
        writeln!(self.input, "{line}").unwrap();
        let mut reply = String::new();
        self.output.read_line(&mut reply).unwrap();
        reply.trim_end().to_string()
    }
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

/// A small seeded generator (the games need only be varied and repeatable).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n.max(1) as u64) as usize
    }
}

/// The requests asked at one position of a game: what an engine under test is asked, and errors.
fn requests_at(ruleset: &str, moves: &[String], legal: &[String], rng: &mut Lcg) -> Vec<Value> {
    let base = json!({"ruleset": ruleset, "start": "startpos", "moves": moves});
    let with = |fields: Value| {
        let mut r = base.clone();
        for (k, v) in fields.as_object().unwrap() {
            r[k] = v.clone();
        }
        r
    };
    let past_a_bad_move = [moves.to_vec(), vec!["a1h8".to_string()]].concat();
    let mut out = vec![
        with(json!({"id": 1, "op": "moves"})),
        with(json!({"id": "s", "op": "status"})),
        with(json!({"id": [3], "op": "play"})),
        with(json!({"id": 4, "op": "explain", "move": "a1a1"})),
        with(json!({"id": 5, "op": "explain", "move": "zz"})),
        with(json!({"id": 6, "op": "moves", "moves": past_a_bad_move})),
    ];
    if !legal.is_empty() {
        let mv = &legal[rng.below(legal.len())];
        out.push(with(json!({"id": 7, "op": "explain", "move": mv})));
        out.push(with(json!({"id": 9, "op": "notation", "move": mv})));
    }
    if moves.len().is_multiple_of(7) {
        out.push(with(json!({"id": 8, "op": "perft", "depth": 2})));
    }
    out
}

#[test]
fn post_api_answers_as_oracle_serve_over_random_games() {
    let server = WebServer::start(&[]);
    let mut serve = Serve::start();
    let rt = runtime();
    let mut client = rt.block_on(Client::connect(server.addr)).unwrap();
    let mut rng = Lcg(2026);
    let mut compared = 0;
    // Every ruleset by its slug, and the readings by their names (`antichess`), as the command line takes them.
    let names = oracle::rulesets()
        .into_iter()
        .map(|r| r.slug())
        .chain(oracle::names::READINGS.iter().map(|r| r.name));
    for name in names {
        for _game in 0..3 {
            let mut moves: Vec<String> = Vec::new();
            for _ply in 0..24 {
                let line =
                    json!({"op": "moves", "ruleset": name, "start": "startpos", "moves": moves});
                let reply: Value = serde_json::from_str(&serve.ask(&line.to_string())).unwrap();
                let legal: Vec<String> =
                    serde_json::from_value(reply["moves"].clone()).unwrap_or_default();
                for request in requests_at(name, &moves, &legal, &mut rng) {
                    let line = request.to_string();
                    let want = serve.ask(&line);
                    let (status, got) = rt.block_on(client.post(&line)).unwrap();
                    assert_eq!(got, want, "POST /api and oracle serve differ on {line}");
                    let bad_request = want.contains(r#""kind":"bad-request""#);
                    assert_eq!(status, if bad_request { 400 } else { 200 }, "{line}");
                    compared += 1;
                }
                let status: Value = serde_json::from_str(&serve.ask(
                    &json!({"op": "status", "ruleset": name, "start": "startpos", "moves": moves}).to_string(),
                ))
                .unwrap();
                if legal.is_empty() || status["status"] != "ongoing" {
                    break;
                }
                moves.push(legal[rng.below(legal.len())].clone());
            }
        }
    }
    // Lines that are no request, and requests that are wrong, get the same error replies.
    for line in [
        r#"{"op":"#,
        "[1,2]",
        r#"{"id":9,"op":"jump"}"#,
        r#"{"id":9,"op":"moves","ruleset":"chess960","start":"startpos"}"#,
        r#"{"id":9,"op":"moves","ruleset":"fide","start":"8/8/8 w - - 0 1"}"#,
        r#"{"id":9,"op":"moves","ruleset":"fide","start":"startpos","colour":"white"}"#,
        r#"{"id":9,"op":"moves","ruleset":"fide","start":"startpos","interpretation":{"no-such":"x"}}"#,
        r#"{"id":9,"op":"perft","ruleset":"fide","start":"startpos","depth":13}"#,
        r#"{"id":9,"op":"hello"}"#,
    ] {
        let (_, got) = rt.block_on(client.post(line)).unwrap();
        assert_eq!(got, serve.ask(line), "{line}");
        compared += 1;
    }
    assert!(compared > 1000, "{compared} requests compared");
}

#[test]
fn bad_bodies_are_refused_with_the_protocols_error_body() {
    let server = WebServer::start(&["--perft-budget", "1"]);
    let rt = runtime();
    let mut client = rt.block_on(Client::connect(server.addr)).unwrap();
    let error_of = |body: &str| -> Value {
        let v: Value = serde_json::from_str(body).unwrap_or_else(|_| panic!("JSON: {body}"));
        v["error"].clone()
    };
    // Malformed JSON: 400, kind bad-request, the place named.
    let (status, body) = rt.block_on(client.post(r#"{"id":1,"op":"moves""#)).unwrap();
    assert_eq!(status, 400);
    assert_eq!(error_of(&body)["kind"], "bad-request");
    assert!(body.contains("column"), "{body}");
    // Not UTF-8: 400.
    let (status, body) = rt
        .block_on(client.send("POST", "/api", vec![b'{', 0xff, b'}']))
        .unwrap();
    assert_eq!(
        (status, error_of(&body)["kind"].clone()),
        (400, json!("bad-request"))
    );
    // Over 1 MiB: 413, the body's size named; the connection's next request is still answered.
    let big = format!(
        r#"{{"op":"moves","ruleset":"fide","start":"startpos","moves":[{}]}}"#,
        vec![r#""e2e4""#; 200_000].join(",")
    );
    assert!(big.len() > 1 << 20);
    let (status, body) = rt.block_on(client.post(&big)).unwrap();
    assert_eq!(status, 413, "{body}");
    assert!(error_of(&body)["message"]
        .as_str()
        .unwrap()
        .contains("1 MiB"));
    let mut client = rt.block_on(Client::connect(server.addr)).unwrap();
    // A page request with a field it does not have: 400.
    let (status, body) = rt
        .block_on(
            client
                .post(r#"{"op":"view","ruleset":"fide","start":"startpos","file":"/etc/passwd"}"#),
        )
        .unwrap();
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("unknown field `file`"), "{body}");
    // A path where a position goes is read as a position, and refused as one.
    let (status, body) = rt
        .block_on(client.post(r#"{"op":"moves","ruleset":"fide","start":"/etc/hostname"}"#))
        .unwrap();
    assert_eq!(
        (status, error_of(&body)["kind"].clone()),
        (200, json!("bad-position"))
    );
    // A perft estimated over the budget (1 s here) is refused before it starts: FIDE's perft 7 is 3.2 G.
    let (status, body) = rt
        .block_on(
            client.post(r#"{"id":5,"op":"perft","ruleset":"fide","start":"startpos","depth":7}"#),
        )
        .unwrap();
    assert_eq!(
        (status, error_of(&body)["kind"].clone()),
        (200, json!("over-budget")),
        "{body}"
    );
    // Only the page's three files and POST /api are served.
    for path in [
        "/../Cargo.toml",
        "/etc/passwd",
        "/api/../app.js",
        "/index.html",
    ] {
        let (status, _) = rt.block_on(client.send("GET", path, Vec::new())).unwrap();
        assert_eq!(status, 404, "{path}");
    }
    let (status, _) = rt.block_on(client.send("GET", "/api", Vec::new())).unwrap();
    assert_eq!(status, 405);
    let (status, page) = rt.block_on(client.send("GET", "/", Vec::new())).unwrap();
    assert_eq!(status, 200);
    assert!(page.contains(r#"<script src="/app.js""#), "{page}");
}

#[test]
fn the_page_perft_stops_and_keeps_its_finished_root_moves() {
    // A budget of a day: the count is stopped by `perft-stop`, whatever the machine's speed.
    let server = WebServer::start(&["--perft-budget", "86400"]);
    let rt = runtime();
    let mut client = rt.block_on(Client::connect(server.addr)).unwrap();
    let ask = |client: &mut Client, request: Value| -> Value {
        let (_, body) = rt.block_on(client.post(&request.to_string())).unwrap();
        serde_json::from_str(&body).unwrap()
    };
    // A count of FIDE's start position: its job.
    let start = |client: &mut Client, depth: u32| -> Value {
        let request =
            json!({"op": "perft-start", "ruleset": "fide", "start": "startpos", "depth": depth});
        ask(client, request)["job"].clone()
    };
    // A job's poll once it is no longer estimating or counting.
    let settled = |client: &mut Client, id: &Value| -> Value {
        loop {
            let v = ask(client, json!({"op": "perft-poll", "job": id}));
            if v["phase"] != "estimating" && v["phase"] != "counting" {
                return v;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    };
    // A small count: done, with its divide (FIDE perft 3 is 8902, published).
    let id = start(&mut client, 3);
    let done = settled(&mut client, &id);
    assert_eq!(done["phase"], "done", "{done}");
    assert_eq!(done["nodes"], 8902);
    assert_eq!(done["divide"].as_object().unwrap().len(), 20);
    // A long count (FIDE perft 6, 119,060,324 leaves, published: seconds even in an optimised build),
    // stopped once it is counting: what was counted is kept, marked as stopped.
    let id = start(&mut client, 6);
    for _ in 0..600 {
        if ask(&mut client, json!({"op": "perft-poll", "job": id}))["phase"] != "estimating" {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    ask(&mut client, json!({"op": "perft-stop", "job": id}));
    let stopped = settled(&mut client, &id);
    assert_eq!(stopped["phase"], "stopped", "{stopped}");
    assert_eq!(stopped["note"], "stopped by perft-stop");
    let finished: u64 = stopped["divide"]
        .as_object()
        .unwrap()
        .values()
        .map(|n| n.as_u64().unwrap())
        .sum();
    let partial: u64 = stopped["incomplete"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p[1].as_u64().unwrap())
        .sum();
    assert_eq!(
        stopped["nodes"].as_u64(),
        Some(finished + partial),
        "{stopped}"
    );
    assert!(
        stopped["nodes"].as_u64().unwrap() < 119_060_324,
        "{stopped}"
    );
    let unknown = ask(&mut client, json!({"op": "perft-poll", "job": 999}));
    assert_eq!(unknown["error"]["kind"], "bad-request");
}

/// The page's own requests take the readings' names too (oracle/src/names.rs): `antichess` is lichess's
/// Antichess, whose draw by opposite Bishops (register SU-0-insufficient-material) the page shows; a
/// Giveaway game castles, is written as a record and read back under that name's switches.
#[test]
fn the_pages_requests_take_the_readings_names() {
    let server = WebServer::start(&[]);
    let rt = runtime();
    let mut client = rt.block_on(Client::connect(server.addr)).unwrap();
    let mut ask = |request: Value| -> Value {
        let (status, body) = rt.block_on(client.post(&request.to_string())).unwrap();
        assert_eq!(status, 200, "{request}: {body}");
        serde_json::from_str(&body).unwrap()
    };
    let start = "8/8/8/6b1/8/3B4/4B3/5B2 w - - 0 1";
    let view = ask(json!({"op": "view", "ruleset": "antichess", "start": start}));
    assert_eq!(view["status"]["word"], "draw", "{view}");
    let setup = ask(
        json!({"op": "setup", "ruleset": "giveaway", "text": "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1"}),
    );
    assert_eq!(
        setup["position"], "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1",
        "{setup}"
    );
    let moves = ["e2e3", "e7e6", "g1f3", "g8f6", "f1e2", "f8e7"];
    let view =
        ask(json!({"op": "view", "ruleset": "giveaway", "start": "startpos", "moves": moves}));
    let castles = view["legal"]
        .as_array()
        .unwrap()
        .iter()
        .any(|m| m["move"] == "e1g1");
    assert!(castles, "Giveaway castles: {view}");
    let record =
        ask(json!({"op": "record", "ruleset": "giveaway", "start": "startpos", "moves": moves}));
    let text = record["record"]
        .as_str()
        .unwrap_or_else(|| panic!("{record}"));
    let checked = ask(json!({"op": "check-record", "text": text}));
    assert!(
        checked.to_string().contains("legal to the end"),
        "{checked}"
    );
}

/// What the server answered on a raw connection before closing it, and when it closed (from the call).
fn answer_and_close(stream: &mut std::net::TcpStream) -> (String, std::time::Duration) {
    use std::io::Read;
    let started = std::time::Instant::now();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(10)))
        .unwrap();
    let mut got = Vec::new();
    let _ = stream.read_to_end(&mut got);
    (
        String::from_utf8_lossy(&got).into_owned(),
        started.elapsed(),
    )
}

#[test]
fn a_half_sent_request_is_closed_at_the_header_limit_and_one_over_the_cap_is_answered_busy() {
    let server = WebServer::start(&["--header-timeout", "1", "--max-connections", "1"]);
    // Half a request's headers, then nothing: closed, unanswered, at the header limit (1 s).
    let mut held = std::net::TcpStream::connect(server.addr).unwrap();
    held.write_all(b"POST /api HTTP/1.1\r\nHost: oracle\r\nContent-")
        .unwrap();
    // Meanwhile the cap of one connection is full: the next is answered 503 `busy` and closed.
    let mut over = std::net::TcpStream::connect(server.addr).unwrap();
    over.write_all(b"GET / HTTP/1.1\r\nHost: oracle\r\n\r\n")
        .unwrap();
    let (answer, _) = answer_and_close(&mut over);
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    assert!(answer.contains(r#""kind":"busy""#), "{answer}");
    let (answer, after) = answer_and_close(&mut held);
    assert_eq!(answer, "");
    assert!(
        after > std::time::Duration::from_millis(500) && after < std::time::Duration::from_secs(3),
        "closed after {after:?}"
    );
    // The cap has room again: a request is answered.
    let rt = runtime();
    let mut client = rt.block_on(Client::connect(server.addr)).unwrap();
    let (status, _) = rt.block_on(client.post(r#"{"op":"hello"}"#)).unwrap();
    assert_eq!(status, 200);
}
