//! `POST /api`: one request body, one reply body. The requests of PROTOCOL.md are answered by
//! [`crate::serve`]'s own code, so a reply is the line `oracle serve` writes for the same request; the
//! page's own requests ([`super::request::WebOp`]) are answered here. No request reads or writes a file:
//! a record or a position comes in the body, and the answers are built in memory.
//!
//! The HTTP status is 400 for a request that cannot be read (the protocol's `bad-request`), 413 for a
//! body over [`MAX_BODY`], and 200 for every other reply, an error about the game included (as
//! `oracle serve` answers it on its line).

use super::perft_jobs::PerftJobs;
use super::request::{reply_line, WebOp, WebRequest, MAX_DEPTH};
use super::{records, view};
use crate::game_cache::GameCache;
use crate::protocol::{ErrorBody, Op, Request};
use crate::serve::{bad_request, error_reply, reply_to_parsed, Reply};
use serde::Deserialize;
use serde_json::Value;
use std::borrow::Cow;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

/// The largest request body taken: 1 MiB.
pub const MAX_BODY: usize = 1 << 20;

/// How many kept-game caches the server has: requests about different games go to different caches
/// (by ruleset, start, switches and first two moves), so that they seldom wait for one another.
const SHARDS: usize = 16;

/// The perft time budget of `oracle web` unless told otherwise.
pub const DEFAULT_PERFT_BUDGET: Duration = Duration::from_secs(30);

/// An answer: the HTTP status and the body (one JSON object).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub status: u16,
    pub body: String,
}

impl Answer {
    fn of(reply: Reply) -> Answer {
        Answer {
            status: match reply.error_kind.as_deref() {
                Some("bad-request") => 400,
                _ => 200,
            },
            body: reply.line,
        }
    }

    /// The 413 answer to a body over [`MAX_BODY`].
    pub fn too_large() -> Answer {
        Answer {
            status: 413,
            body: error_reply(
                Value::Null,
                bad_request(format!(
                    "the request body is over {MAX_BODY} bytes (1 MiB): send a shorter game or record"
                )),
            ),
        }
    }
}

/// The state of one server: its kept games and its perft jobs.
pub struct Api {
    caches: Vec<Mutex<GameCache>>,
    perft: PerftJobs,
    /// The time an answer may take (`oracle web --request-timeout`), if limited: the protocol's `perft`,
    /// counted within its request, is also estimated against it.
    answer_limit: Option<Duration>,
}

impl Default for Api {
    fn default() -> Self {
        Api::new(DEFAULT_PERFT_BUDGET)
    }
}

/// Just enough of a request to send it on: its `op`.
#[derive(Deserialize)]
struct OpOnly<'a> {
    #[serde(default, borrow)]
    op: Option<Cow<'a, str>>,
}

fn lock(m: &Mutex<GameCache>) -> MutexGuard<'_, GameCache> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Api {
    /// A server whose perft counts may take `perft_budget` each.
    pub fn new(perft_budget: Duration) -> Api {
        Api {
            caches: (0..SHARDS)
                .map(|_| Mutex::new(GameCache::default()))
                .collect(),
            perft: PerftJobs::new(perft_budget),
            answer_limit: None,
        }
    }

    /// The same server, its answers given up after `limit`: the protocol's `perft` is counted only when
    /// estimated within the smaller of the perft budget and `limit` (the page's counts run on threads of
    /// their own and keep the budget).
    pub fn answering_within(self, limit: Duration) -> Api {
        Api {
            answer_limit: Some(limit),
            ..self
        }
    }

    /// Answers one request body. Never panics, never touches a file.
    pub fn handle(&self, body: &[u8]) -> Answer {
        if body.len() > MAX_BODY {
            return Answer::too_large();
        }
        let Ok(text) = std::str::from_utf8(body) else {
            return Answer::of(Reply {
                line: error_reply(Value::Null, bad_request("the body is not valid UTF-8")),
                error_kind: Some("bad-request".into()),
            });
        };
        let op = serde_json::from_str::<OpOnly>(text).ok().and_then(|o| o.op);
        match op.as_deref().and_then(WebOp::named) {
            Some(_) => self.page_request(text),
            None => self.protocol_request(text),
        }
    }

    /// A request of PROTOCOL.md, answered by `oracle serve`'s code with a kept game.
    fn protocol_request(&self, text: &str) -> Answer {
        let (id, request) = Request::parse(text);
        let Ok(r) = &request else {
            return Answer::of(reply_to_parsed(id, request, &mut GameCache::new(0)));
        };
        if r.op == Op::Perft {
            if let Err(error) = self.perft_allowed(r) {
                return Answer::of(Reply {
                    error_kind: Some(error.kind.clone()),
                    line: error_reply(id, error),
                });
            }
            // A count is not kept: it must not hold a cache that other requests wait for.
            return Answer::of(reply_to_parsed(id, request, &mut GameCache::new(0)));
        }
        let cache = self.cache_of(r.ruleset.as_deref(), r.start.as_deref(), &r.moves);
        let mut cache = lock(cache);
        Answer::of(reply_to_parsed(id, request, &mut cache))
    }

    /// Whether the protocol's `perft` may count: a place among the running counts and an estimate
    /// within the budget. A request the protocol refuses (no depth, a bad game) is let through for
    /// `oracle serve`'s code to refuse.
    fn perft_allowed(&self, r: &Request<'_>) -> Result<(), ErrorBody> {
        let Some(depth) = r.depth.filter(|d| *d <= u64::from(MAX_DEPTH)) else {
            return Ok(());
        };
        let (Some(slug), Some(start)) = (r.ruleset.as_deref(), r.start.as_deref()) else {
            return Ok(());
        };
        let Ok(mut game) = crate::names::resolve(slug, &r.switches())
            .and_then(|(rs, switches)| rs.new_game(start, &switches))
        else {
            return Ok(());
        };
        for m in &r.moves {
            if game.play(m).is_err() {
                return Ok(());
            }
        }
        let _slot = self.perft.slot()?;
        let estimate = self.perft.estimate(game.as_ref(), depth as u32);
        self.perft
            .check_answer_estimate(&estimate, self.answer_limit)
    }

    /// The kept games for a game of `ruleset` from `start` whose first moves are `moves`.
    fn cache_of(
        &self,
        ruleset: Option<&str>,
        start: Option<&str>,
        moves: &[impl AsRef<str>],
    ) -> &Mutex<GameCache> {
        let mut h = DefaultHasher::new();
        (ruleset, start).hash(&mut h);
        for m in moves.iter().take(2) {
            m.as_ref().hash(&mut h);
        }
        &self.caches[(h.finish() % SHARDS as u64) as usize]
    }

    /// A request of the page.
    fn page_request(&self, text: &str) -> Answer {
        let r: WebRequest = match serde_json::from_str(text) {
            Ok(r) => r,
            Err(e) => {
                let id = serde_json::from_str::<Value>(text)
                    .ok()
                    .and_then(|v| v.get("id").cloned())
                    .unwrap_or(Value::Null);
                return Answer::of(Reply {
                    line: error_reply(id, bad_request(format!("the request: {e}"))),
                    error_kind: Some("bad-request".into()),
                });
            }
        };
        let reply = match self.page_answer(&r) {
            Ok(line) => Reply {
                line,
                error_kind: None,
            },
            Err(error) => Reply {
                error_kind: Some(error.kind.clone()),
                line: error_reply(r.id.clone(), error),
            },
        };
        Answer::of(reply)
    }

    fn page_answer(&self, r: &WebRequest) -> Result<String, ErrorBody> {
        let id = &r.id;
        let game = || {
            let cache = self.cache_of(r.ruleset.as_deref(), r.start.as_deref(), &r.moves);
            r.game(&mut lock(cache))
        };
        let job = || {
            r.job
                .ok_or_else(|| bad_request("this op needs the `job` number perft-start gave"))
        };
        Ok(match r.op {
            WebOp::Info => reply_line(id, view::info()),
            WebOp::View => reply_line(id, view::view(r, game()?.as_ref())?),
            WebOp::Setup => reply_line(id, records::setup(r)?),
            WebOp::CheckRecord => reply_line(id, records::check_records(r)?),
            WebOp::Record => reply_line(id, records::record(r, game()?.as_ref())?),
            WebOp::PerftStart => {
                let depth = r.depth.filter(|d| *d <= MAX_DEPTH).ok_or_else(|| {
                    bad_request(format!(
                        "`perft-start` needs a `depth`, a whole number from 0 to {MAX_DEPTH}"
                    ))
                })?;
                reply_line(id, self.perft.start(game()?, depth)?)
            }
            WebOp::PerftPoll => reply_line(id, self.perft.poll(job()?)?),
            WebOp::PerftStop => reply_line(id, self.perft.stop(job()?)?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The protocol's `perft` of FIDE's start position to depth 8 (84,998,978,956 leaves, hours of
    /// counting): its answer.
    fn deep_perft(api: &Api) -> Value {
        let body = r#"{"id":1,"op":"perft","ruleset":"fide","start":"startpos","depth":8}"#;
        serde_json::from_str(&api.handle(body.as_bytes()).body).unwrap()
    }

    #[test]
    fn the_protocols_perft_is_refused_by_the_smaller_of_its_budget_and_the_answer_limit() {
        let (one, two) = (Duration::from_secs(1), Duration::from_secs(2));
        let refused_by = |api: &Api| {
            let reply = deep_perft(api);
            assert_eq!(reply["error"]["kind"], "over-budget", "{reply}");
            reply["error"]["message"].as_str().unwrap().to_string()
        };
        let message = refused_by(&Api::new(two).answering_within(one));
        assert!(
            message.contains("1 s") && message.contains("--request-timeout"),
            "{message}"
        );
        let message = refused_by(&Api::new(one).answering_within(two));
        assert!(
            message.contains("1 s") && message.contains("--perft-budget"),
            "{message}"
        );
        let message = refused_by(&Api::new(one));
        assert!(message.contains("--perft-budget"), "{message}");
    }
}
