//! `void-bitboard serve`: the JSON-lines engine protocol of PROTOCOL.md (version 1), for `void-chess`. The
//! requests and replies are the oracle's protocol types (`oracle::protocol`), the ones `oracle serve` and
//! the differential tester use, so the three cannot drift apart; nothing else of the oracle is used.

use crate::attacks::in_check;
use crate::game::{read_coordinate, refusal, Game, MoveError, Replay, ReplayError};
use crate::perft::perft_bulk;
use crate::position::color_word;
use oracle::protocol::{
    Envelope, ErrorBody, ErrorReply, ExplainReply, HelloReply, MovesReply, NotationReply, Op,
    PerftReply, PlayReply, Request, StatusReply, SwitchValue, PROTOCOL_VERSION,
};
use serde::Serialize;
use serde_json::Value;
use std::io::{BufRead, Write};

/// The register switches and their values (docs/void-chess.md); this engine implements the defaults
/// (the first value of each).
pub const SWITCHES: &[(&str, &str, &str)] = &[
    ("minister-heals", "every-square", "destination-only"),
    ("promotion-capture-tile", "unstable", "normal"),
    ("unstable-king-castling", "forbidden", "allowed"),
    ("void-trap", "janitor-skipped", "any-pseudo-legal"),
    ("repetition-en-passant", "legal-capture", "square-set"),
    ("thirty-move-janitor", "no-reset", "reset"),
    ("pawn-attack", "diagonal", "pseudo-legal-moves"),
    ("fortress-kings", "either", "both"),
    ("attacks-under-7.2", "ignore", "apply"),
    ("fortress-entry", "reachable", "one-move"),
];

/// The ruleset this engine plays.
const RULESET: &str = "void-chess";

fn fail(kind: &str, message: impl Into<String>) -> ErrorBody {
    ErrorBody {
        kind: kind.to_string(),
        message: message.into(),
        clause: None,
        move_index: None,
    }
}

fn move_failure(e: MoveError, index: Option<usize>) -> ErrorBody {
    ErrorBody {
        clause: e.clause().map(str::to_string),
        move_index: index,
        ..fail(e.kind(), e.message())
    }
}

/// The reply line: the request's `id`, then the op's fields.
fn line(id: &Value, body: impl Serialize) -> String {
    Envelope {
        id: id.clone(),
        body,
    }
    .line()
}

/// The server's state: the last game built, so that a request one move further costs one move.
#[derive(Default)]
pub struct Server {
    replay: Replay,
}

impl Server {
    pub fn new() -> Server {
        Server::default()
    }

    /// Answers one request line (never empty) with one reply line, without the newline.
    pub fn answer(&mut self, text: &str) -> String {
        let (id, request) = Request::parse(text);
        match request
            .map_err(|message| fail("bad-request", message))
            .and_then(|r| self.reply(&id, &r))
        {
            Ok(reply) => reply,
            Err(error) => line(&id, ErrorReply { error }),
        }
    }

    fn reply(&mut self, id: &Value, r: &Request<'_>) -> Result<String, ErrorBody> {
        let hello = || {
            line(
                id,
                HelloReply {
                    name: concat!("void-bitboard ", env!("CARGO_PKG_VERSION")).into(),
                    protocol: PROTOCOL_VERSION,
                    rulesets: Some(vec![RULESET.into()]),
                },
            )
        };
        if r.op == Op::Hello {
            return Ok(hello());
        }
        let game = self.game_of(r)?;
        let pos = game.position();
        Ok(match r.op {
            Op::Hello => hello(),
            Op::Moves => {
                let mut moves: Vec<String> = game.legal_moves().iter().map(|m| m.text()).collect();
                moves.sort();
                line(id, MovesReply { moves })
            }
            Op::Play => line(
                id,
                PlayReply {
                    position: pos.text(),
                },
            ),
            Op::Status => line(
                id,
                StatusReply {
                    status: game.status.word.into(),
                    clause: game.status.clause.map(str::to_string),
                    reason: Some(game.status.reason.clone()),
                    check: Some(in_check(pos, pos.side)),
                    side_to_move: Some(color_word(pos.side).into()),
                    scope: None,
                },
            ),
            Op::Perft => {
                let depth = r.depth.filter(|d| *d <= 12).ok_or_else(|| {
                    fail("bad-request", "`depth` (a whole number 0..12) is missing")
                })?;
                line(
                    id,
                    PerftReply {
                        nodes: perft_bulk(pos, depth as u32),
                    },
                )
            }
            Op::Explain => {
                let text =
                    r.mv.as_deref()
                        .ok_or_else(|| fail("bad-request", "`move` (a string) is missing"))?;
                line(id, explain(game, text)?)
            }
            Op::Notation => {
                let text =
                    r.mv.as_deref()
                        .ok_or_else(|| fail("bad-request", "`move` (a string) is missing"))?;
                line(
                    id,
                    NotationReply {
                        notation: notation(game, text)?,
                    },
                )
            }
        })
    }

    /// The game a request describes: `void-chess`, the register's defaults, `start`, then `moves`.
    fn game_of(&mut self, r: &Request<'_>) -> Result<&Game, ErrorBody> {
        let ruleset = r
            .ruleset
            .as_deref()
            .ok_or_else(|| fail("bad-request", "`ruleset` (a string) is missing"))?;
        if ruleset != RULESET {
            return Err(fail(
                "unknown-ruleset",
                format!("`{ruleset}`: this engine plays {RULESET} only"),
            ));
        }
        let start = r
            .start
            .as_deref()
            .ok_or_else(|| fail("bad-request", "`start` (a string) is missing"))?;
        for (name, value) in &r.interpretation {
            check_switch(name, value)?;
        }
        if let Some(event) = &r.event {
            return Err(fail(
                "unsupported",
                format!("{RULESET} has no game event `{event}`"),
            ));
        }
        self.replay.reach(start, &r.moves).map_err(|e| match e {
            ReplayError::Position(e) => ErrorBody {
                clause: e.clause.map(str::to_string),
                ..fail("bad-position", e.message)
            },
            ReplayError::Move(i, e) => move_failure(e, Some(i)),
        })
    }
}

/// `explain`: the move is legal, or the clause that refuses it; after the end of the game every move is
/// refused with the clause that ended it (PROTOCOL.md).
fn explain(game: &Game, text: &str) -> Result<ExplainReply, ErrorBody> {
    read_coordinate(text).map_err(|e| move_failure(e, None))?;
    let refused = |clause: Option<&str>, message: &str| ExplainReply {
        legal: false,
        mv: None,
        clause: clause.map(str::to_string),
        message: Some(message.to_string()),
    };
    if game.status.is_over() {
        let message = format!("{text}: the game has ended: {}", game.status.reason);
        return Ok(refused(game.status.clause, &message));
    }
    if game.legal_moves().iter().any(|m| m.text() == text) {
        return Ok(ExplainReply {
            legal: true,
            mv: Some(text.to_string()),
            clause: None,
            message: None,
        });
    }
    let why = refusal(game.position(), text).map_err(|e| move_failure(e, None))?;
    Ok(refused(why.clause(), why.message()))
}

/// `notation`: a legal move (coordinate form) as Article 11 writes it; a move that is not legal is
/// refused as `play` refuses it (after the end of the game too: the position's moves are written).
pub fn notation(game: &Game, text: &str) -> Result<String, ErrorBody> {
    read_coordinate(text).map_err(|e| move_failure(e, None))?;
    let legal = game.legal_moves();
    match legal.iter().find(|m| m.text() == text) {
        Some(m) => Ok(crate::notation::san(game.position(), m, &legal)),
        None => {
            let why = refusal(game.position(), text).map_err(|e| move_failure(e, None))?;
            Err(move_failure(why, None))
        }
    }
}

/// A switch of the request: one of [`SWITCHES`] at its default; another value is `unsupported`.
fn check_switch(name: &str, value: &SwitchValue) -> Result<(), ErrorBody> {
    let Some(&(_, default, other)) = SWITCHES.iter().find(|(n, _, _)| *n == name) else {
        return Err(fail(
            "bad-interpretation",
            format!("no switch named `{name}`"),
        ));
    };
    let value = value.text();
    if value != default && value != other {
        return Err(fail(
            "bad-interpretation",
            format!("`{name}` has no value `{value}` (`{default}` or `{other}`)"),
        ));
    }
    if value != default {
        return Err(fail(
            "unsupported",
            format!(
                "void-bitboard implements the register's default readings only (`{name}={default}`)"
            ),
        ));
    }
    Ok(())
}

/// Serves requests from `input` until it ends, one reply line per request line.
pub fn serve(input: impl BufRead, mut output: impl Write) -> std::io::Result<()> {
    let mut server = Server::new();
    for request in input.split(b'\n') {
        let request = request?;
        let reply = match std::str::from_utf8(&request) {
            Ok(text) if text.trim().is_empty() => continue,
            Ok(text) => server.answer(text.trim_end_matches('\r')),
            Err(_) => line(
                &Value::Null,
                ErrorReply {
                    error: fail("bad-request", "the line is not UTF-8"),
                },
            ),
        };
        writeln!(output, "{reply}")?;
        output.flush()?;
    }
    Ok(())
}
