//! `oracle serve`: the JSON-lines engine protocol of `PROTOCOL.md` (its types in [`crate::protocol`]). One
//! request per line on standard input, one reply per line on standard output, in order. A malformed line
//! gets an error reply; the server goes on.

use crate::core::{OracleError, Verdict};
use crate::game_cache::{GameCache, GameRef};
use crate::protocol::{
    Envelope, ErrorBody, ErrorReply, ExplainReply, HelloReply, MovesReply, NotationReply, Op,
    PerftReply, PlayReply, Request, StatusReply,
};
use serde::Serialize;
use serde_json::Value;
use std::io::{BufRead, Write};

pub use crate::protocol::PROTOCOL_VERSION;

/// The server's name in the `hello` reply.
pub const SERVER_NAME: &str = concat!("oracle ", env!("CARGO_PKG_VERSION"));

/// A failure to answer one request.
type Failure = ErrorBody;

/// The error body of an oracle error (its kind, message, clause and move index).
pub fn oracle_failure(e: OracleError) -> Failure {
    ErrorBody {
        kind: e.kind().to_string(),
        message: e.to_string(),
        clause: e.clause().map(|c| c.to_string()),
        move_index: e.move_index(),
    }
}

/// The error body of a malformed request.
pub fn bad_request(message: impl Into<String>) -> Failure {
    ErrorBody {
        kind: "bad-request".into(),
        message: message.into(),
        clause: None,
        move_index: None,
    }
}

/// Answers one request line with one reply line (without the newline). Never panics on any input.
pub fn handle_line(line: &str) -> String {
    handle_line_with(line, &mut GameCache::new(0))
}

/// [`handle_line`] with the games kept by earlier requests (the answer is the same, only faster).
pub fn handle_line_with(line: &str, cache: &mut GameCache) -> String {
    reply_to(line, cache).line
}

/// A reply line, and the kind of error it is when it is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub line: String,
    /// `bad-request`, `illegal-move`, ... (PROTOCOL.md); `None` for an answer.
    pub error_kind: Option<String>,
}

/// [`handle_line_with`], telling also whether the reply is an error and of which kind (`oracle web`
/// answers a `bad-request` with the HTTP status 400).
pub fn reply_to(line: &str, cache: &mut GameCache) -> Reply {
    let (id, request) = Request::parse(line);
    reply_to_parsed(id, request, cache)
}

/// [`reply_to`] of a line already read with [`Request::parse`] (`oracle web` reads it once to choose
/// which of its kept games to ask).
pub fn reply_to_parsed(
    id: Value,
    request: Result<Request<'_>, String>,
    cache: &mut GameCache,
) -> Reply {
    match request
        .map_err(bad_request)
        .and_then(|r| answer(&id, &r, cache))
    {
        Ok(line) => Reply {
            line,
            error_kind: None,
        },
        Err(error) => Reply {
            error_kind: Some(error.kind.clone()),
            line: error_reply(id, error),
        },
    }
}

/// The error reply line with this `id` and body.
pub fn error_reply(id: Value, error: ErrorBody) -> String {
    Envelope {
        id,
        body: ErrorReply { error },
    }
    .line()
}

/// An op's reply fields as JSON, to be sent after the request's `id`.
fn reply(body: impl Serialize) -> Result<Value, Failure> {
    serde_json::to_value(body).map_err(|e| bad_request(e.to_string()))
}

/// Builds the game a request describes: `ruleset` (a slug or a reading's name, `antichess`, as the
/// command line takes it: [`crate::names::resolve`]), `start`, `moves`, `interpretation`, and an optional
/// game `event` (`agreement`, ...) that happens after the moves. The game comes from `cache` when a kept
/// game is its start (see [`crate::game_cache`]).
fn game_of<'c>(r: &Request<'_>, cache: &'c mut GameCache) -> Result<GameRef<'c>, Failure> {
    let slug = r
        .ruleset
        .as_deref()
        .ok_or_else(|| bad_request("missing `ruleset` (e.g. \"void-chess\")"))?;
    let start = r
        .start
        .as_deref()
        .ok_or_else(|| bad_request("missing `start` (\"startpos\" or a position text)"))?;
    let (ruleset, switches) = crate::names::resolve(slug, &r.switches()).map_err(oracle_failure)?;
    let game = cache
        .game(ruleset.slug(), start, &switches, &r.moves)
        .map_err(oracle_failure)?;
    match &r.event {
        Some(event) => {
            let mut game = game.clone_box();
            game.event(event).map_err(oracle_failure)?;
            Ok(GameRef::Own(game))
        }
        None => Ok(GameRef::Kept(game)),
    }
}

/// The reply line to a request: its `id`, then the op's fields.
fn answer(id: &Value, r: &Request<'_>, cache: &mut GameCache) -> Result<String, Failure> {
    let fields = match r.op {
        Op::Hello => reply(HelloReply {
            name: SERVER_NAME.into(),
            protocol: PROTOCOL_VERSION,
            rulesets: Some(
                crate::rulesets()
                    .iter()
                    .map(|r| r.slug().to_string())
                    .collect(),
            ),
        }),
        Op::Moves => {
            // Written from the texts the game keeps (an engine under test asks at every ply).
            let game = game_of(r, cache)?;
            let body = MovesReply {
                moves: game.legal_move_texts(),
            };
            return Ok(Envelope {
                id: id.clone(),
                body,
            }
            .line());
        }
        Op::Play => reply(PlayReply {
            position: game_of(r, cache)?.position(),
        }),
        Op::Status => {
            let game = game_of(r, cache)?;
            let status = game.status();
            reply(StatusReply {
                status: status.word(),
                clause: status.clause.map(|c| c.to_string()),
                reason: Some(status.reason),
                check: Some(game.in_check()),
                side_to_move: Some(game.side_to_move().to_string()),
                scope: None,
            })
        }
        Op::Perft => {
            let depth = r
                .depth
                .ok_or_else(|| bad_request("`perft` needs a whole-number `depth`"))?;
            if depth > 12 {
                return Err(bad_request("`depth` must be a whole number from 0 to 12"));
            }
            reply(PerftReply {
                nodes: game_of(r, cache)?.perft(depth as u32),
            })
        }
        Op::Explain => {
            let mv =
                r.mv.as_deref()
                    .ok_or_else(|| bad_request("`explain` needs a `move`"))?;
            let verdict = game_of(r, cache)?.explain(mv);
            reply(match verdict {
                Verdict::Unreadable(e) => return Err(oracle_failure(e)),
                Verdict::Legal(coord) => ExplainReply {
                    legal: true,
                    mv: Some(coord),
                    clause: None,
                    message: None,
                },
                Verdict::Refused(rejection) => ExplainReply {
                    legal: false,
                    mv: None,
                    clause: Some(rejection.clause.to_string()),
                    message: Some(rejection.message),
                },
            })
        }
        Op::Notation => reply(NotationReply {
            notation: notation(&*game_of(r, cache)?, r.mv.as_deref())?,
        }),
    }?;
    Ok(Envelope {
        id: id.clone(),
        body: fields,
    }
    .line())
}

/// `notation`: the legal move `mv` (coordinate form) as the ruleset's notation for people writes it. A
/// move the position does not allow is refused as `explain` refuses it (`illegal-move` with its clause,
/// `bad-move` for a text that is no move); a move written otherwise than in coordinate form is `bad-move`.
fn notation(game: &dyn crate::core::AnyGame, mv: Option<&str>) -> Result<String, Failure> {
    let mv = mv.ok_or_else(|| bad_request("`notation` needs a `move` (coordinate form)"))?;
    if let Some((_, san)) = game
        .legal_moves_with_san()
        .into_iter()
        .find(|(c, _)| c == mv)
    {
        return Ok(san);
    }
    let failure = |kind: &str, message: String, clause: Option<String>| ErrorBody {
        kind: kind.to_string(),
        message,
        clause,
        move_index: None,
    };
    Err(match game.explain(mv) {
        Verdict::Unreadable(e) => oracle_failure(e),
        Verdict::Legal(coordinate) => failure(
            "bad-move",
            format!("`{mv}` is not in coordinate form (it is written `{coordinate}`)"),
            None,
        ),
        Verdict::Refused(r) => failure(
            "illegal-move",
            format!("`{mv}` is not a legal move here: {}", r.message),
            Some(r.clause.to_string()),
        ),
    })
}

/// Serves requests from `input` to `output` until end of input. Lines that are blank are skipped.
/// Input that is not UTF-8 gets an error reply for that line. The last games built are kept, so that a
/// game asked about ply by ply plays each move once.
pub fn serve(input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let mut input = input;
    let mut cache = GameCache::default();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        let reply = match std::str::from_utf8(&buf) {
            Ok(line) if line.trim().is_empty() => continue,
            Ok(line) => handle_line_with(line.trim_end_matches(['\n', '\r']), &mut cache),
            Err(_) => error_reply(Value::Null, bad_request("the line is not valid UTF-8")),
        };
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moves_reply_from_the_kept_texts_is_the_reply_a_client_reads() {
        let mut cache = GameCache::default();
        let line = r#"{"id":4,"op":"moves","ruleset":"fide","start":"startpos","moves":["e2e4"]}"#;
        let reply = handle_line_with(line, &mut cache);
        let raw: crate::protocol::RawReply = serde_json::from_str(&reply).unwrap();
        assert_eq!(raw.id, Value::from(4));
        let moves: MovesReply = raw.body().unwrap();
        assert_eq!(moves.moves.len(), 20, "Black's 20 replies to 1.e4: {reply}");
        assert!(
            reply.starts_with(r#"{"id":4,"moves":["a7a5","a7a6","#),
            "{reply}"
        );
        assert_eq!(reply, handle_line(line), "kept and fresh answers");
    }

    #[test]
    fn notation_writes_a_legal_move_for_people_and_refuses_another() {
        let ask = |moves: &str, mv: &str| {
            let line = format!(
                r#"{{"id":1,"op":"notation","ruleset":"fide","start":"startpos","moves":[{moves}],"move":"{mv}"}}"#
            );
            serde_json::from_str::<crate::protocol::RawReply>(&handle_line(&line)).unwrap()
        };
        let said = |moves: &str, mv: &str| ask(moves, mv).body::<NotationReply>().unwrap().notation;
        // FIDE Appendix C: a piece's letter and its destination; `#` for checkmate (C.13).
        assert_eq!(said("", "g1f3"), "Nf3");
        assert_eq!(said("", "e2e4"), "e4");
        assert_eq!(said(r#""f2f3","e7e5","g2g4""#, "d8h4"), "Qh4#");
        let refused = ask("", "e2e5").error.expect("an error");
        assert_eq!(refused.kind, "illegal-move");
        assert!(refused.clause.is_some(), "{refused:?}");
        assert_eq!(ask("", "Nf3").error.expect("an error").kind, "bad-move");
        assert_eq!(ask("", "e9e4").error.expect("an error").kind, "bad-move");
    }
}
