//! The replies of the engine protocol (`PROTOCOL.md`): one type per request's answer, the error, and the
//! envelope every reply travels in.

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The reply to `hello`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HelloReply {
    pub name: String,
    pub protocol: u64,
    /// The slugs the engine plays; an engine that leaves it out is taken to play the ruleset asked for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rulesets: Option<Vec<String>>,
}

/// The reply to `moves`: every legal move, coordinate form, sorted. (The server writes it from the texts
/// its game keeps, `MovesReply<&str>`; a client reads `MovesReply`.)
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MovesReply<S = String> {
    pub moves: Vec<S>,
}

/// The reply to `play`: the position reached, in the ruleset's text form.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayReply {
    pub position: String,
}

/// How much of the status an engine decides (`scope` of a `status` reply).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Scope {
    /// Every end the ruleset has. The default.
    Full,
    /// Only the ends read off the board (checkmate, stalemate); anything else is called `ongoing`.
    Board,
}

/// The reply to `status`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StatusReply {
    /// `ongoing`, `white-wins`, `black-wins` (or `<side>-wins`), `draw`, `undecided`.
    pub status: String,
    /// The clause that ended the game; `null` while it goes on (or when the engine does not say).
    #[serde(default)]
    pub clause: Option<String>,
    #[serde(default)]
    pub reason: Option<String>,
    /// Whether the side to move is in check; engines may leave it out.
    #[serde(default)]
    pub check: Option<bool>,
    #[serde(default)]
    pub side_to_move: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scope: Option<Scope>,
}

/// The reply to `perft`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PerftReply {
    pub nodes: u64,
}

/// The reply to `explain`: `legal` and the coordinate `move`, or not `legal` with `clause` and `message`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExplainReply {
    pub legal: bool,
    #[serde(default, rename = "move", skip_serializing_if = "Option::is_none")]
    pub mv: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clause: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// The reply to `notation`: a legal move (given in coordinate form) as the engine writes it for people
/// (`Nf3`, `O-O`, `e8=Q`, `Me7(d6)#`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NotationReply {
    pub notation: String,
}

/// The body of an error reply.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ErrorBody {
    /// `bad-request`, `unknown-ruleset`, `bad-interpretation`, `bad-position`, `bad-move`,
    /// `illegal-move`, `game-over`, `bad-square`, `unsupported`.
    pub kind: String,
    pub message: String,
    #[serde(default)]
    pub clause: Option<String>,
    #[serde(default)]
    pub move_index: Option<usize>,
}

/// An error reply's fields besides `id`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ErrorReply {
    pub error: ErrorBody,
}

/// A reply line: the request's `id`, then the op's fields (or `error`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Envelope<T> {
    pub id: Value,
    #[serde(flatten)]
    pub body: T,
}

impl<T: Serialize> Envelope<T> {
    /// The reply as one line of JSON (without the newline).
    pub fn line(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| {
            // Only a non-string map key could fail here, and none of the reply types has one.
            format!(r#"{{"id":null,"error":{{"kind":"bad-request","message":"{e}"}}}}"#)
        })
    }
}

/// A reply as the client reads it: the `id`, an `error` when there is one, and the op's fields, read
/// into the op's reply type with [`RawReply::body`].
#[derive(Clone, Debug, PartialEq, Deserialize)]
pub struct RawReply {
    #[serde(default)]
    pub id: Value,
    #[serde(default)]
    pub error: Option<ErrorBody>,
    #[serde(flatten)]
    pub fields: Map<String, Value>,
}

impl RawReply {
    /// The op's fields as its reply type, or the serde message when they do not fit it.
    pub fn body<T: serde::de::DeserializeOwned>(&self) -> Result<T, String> {
        serde_json::from_value(Value::Object(self.fields.clone())).map_err(|e| e.to_string())
    }
}
