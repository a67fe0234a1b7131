//! What the tester asks an engine, what it hears back, and how an engine can fail to answer.

use std::fmt;

/// One question: the position reached from `start` (`startpos` or a position text) after `moves`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Query {
    pub start: String,
    pub moves: Vec<String>,
    /// The oracle's text of the position before the last move, where there is a last move. Adapters
    /// whose engines replay long move lists slowly (UCI) may start from it and play the last move only:
    /// the engine still computes that move's effect itself, which is what the position comparison checks.
    pub before_last: Option<String>,
}

impl Query {
    /// The query in one line for reports: `startpos moves e2e4 e7e5`.
    pub fn describe(&self) -> String {
        if self.moves.is_empty() {
            self.start.clone()
        } else {
            format!("{} moves {}", self.start, self.moves.join(" "))
        }
    }
}

/// How much of the game's status an engine decides: the protocol's `scope`.
pub use oracle::protocol::Scope as StatusScope;

/// An engine's answer about one position. `None` where the engine cannot say.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    /// The legal moves, coordinate form, sorted.
    pub moves: Vec<String>,
    /// The position in the ruleset's text form (FEN for FIDE).
    pub position: Option<String>,
    /// Whether the side to move is in check.
    pub check: Option<bool>,
    /// The status word (`ongoing`, `white-wins`, `draw`...) and how much of it the engine decides.
    pub status: Option<(String, StatusScope)>,
    /// The clause the engine says ended the game, where it names one.
    pub clause: Option<String>,
}

/// Why an engine gave no usable answer. The tester reports it with the request and goes on.
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// No answer within the per-request timeout; the engine was killed and will be restarted.
    Timeout { request: String, seconds: f64 },
    /// The engine exited (or closed its output) while answering; it will be restarted.
    Crash { request: String, detail: String },
    /// A line that does not belong to the protocol, quoted as received.
    Garbage { request: String, line: String },
    /// The engine answered with an error to a request about a position the oracle reached legally.
    Refused { request: String, message: String },
    /// The engine could not be started or its handshake failed: the run cannot go on.
    Fatal { message: String },
    /// The engine says it cannot answer this kind of question (the protocol's `unsupported` and
    /// `bad-interpretation` errors): not a disagreement, and not a fault of the process either.
    Unsupported { request: String, message: String },
}

impl Fault {
    /// The short kind used in reports: `timeout`, `crash`, `garbage`, `refused`, `fatal`.
    pub fn kind(&self) -> &'static str {
        self.kind_and_request().0
    }

    /// The request that was being answered, where there was one.
    pub fn request(&self) -> Option<&str> {
        self.kind_and_request().1
    }

    fn kind_and_request(&self) -> (&'static str, Option<&str>) {
        match self {
            Fault::Timeout { request, .. } => ("timeout", Some(request)),
            Fault::Crash { request, .. } => ("crash", Some(request)),
            Fault::Garbage { request, .. } => ("garbage", Some(request)),
            Fault::Refused { request, .. } => ("refused", Some(request)),
            Fault::Fatal { .. } => ("fatal", None),
            Fault::Unsupported { request, .. } => ("unsupported", Some(request)),
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Timeout { request, seconds } => {
                write!(f, "no answer within {seconds} s to `{request}`")
            }
            Fault::Crash { request, detail } => write!(f, "crashed on `{request}`: {detail}"),
            Fault::Garbage { request, line } => {
                write!(f, "answered `{request}` with garbage: {line:?}")
            }
            Fault::Refused { request, message } => {
                write!(f, "refused `{request}`: {message}")
            }
            Fault::Fatal { message } => f.write_str(message),
            Fault::Unsupported { request, message } => {
                write!(f, "cannot answer `{request}`: {message}")
            }
        }
    }
}

/// An engine's judgement of one move text (the protocol's `explain`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judged {
    /// Legal, with its coordinate form.
    Legal { coordinate: String },
    /// Refused, with the clause that forbids it where the engine names one.
    Refused {
        clause: Option<String>,
        message: String,
    },
}

/// What an engine says to [`Engine::explain`]: its judgement, its fault, or `None` where it cannot
/// explain.
pub type Explained = Option<Result<Judged, Fault>>;

/// An engine without switches: the default readings only, any switch refused.
pub fn no_switches(switches: &[(String, String)]) -> Result<(), String> {
    match switches.first() {
        None => Ok(()),
        Some((name, _)) => Err(format!(
            "the engine has no interpretation switches (the case sets `{name}`)"
        )),
    }
}

/// An engine under test, behind one face whatever its adapter. `query` is what the differential
/// tester asks; the rule cases (`cargo xtask check --engine`) also ask `explain`, `notation`,
/// `query_event` and set switches, where the engine has them (`None` or `Err` where it has not: the question is then not
/// answered, never taken as a pass).
pub trait Engine: Send {
    /// A name for reports (`uci:/usr/games/stockfish`, `shakmaty`, ...).
    fn name(&self) -> String;
    /// Answers one query.
    fn query(&mut self, q: &Query) -> Result<Answer, Fault>;
    /// How many times the engine has been restarted after a fault.
    fn restarts(&self) -> u32 {
        0
    }
    /// Sets the register switches (`name`, `value`) every later question is asked under; `Err` with
    /// why when the engine refuses one. An engine without switches refuses any.
    fn set_interpretation(&mut self, switches: &[(String, String)]) -> Result<(), String> {
        no_switches(switches)
    }
    /// Judges the move text `mv` in the position `q` reaches (after the game event `event`, if any);
    /// `None` where the engine cannot explain.
    fn explain(&mut self, _q: &Query, _event: Option<&str>, _mv: &str) -> Explained {
        None
    }
    /// The legal move `mv` (coordinate form) of the position `q` reaches, as the engine writes it for
    /// people (the protocol's `notation`: `Nf3`, `O-O`, `e8=Q`); `None` where the engine does not write
    /// moves for people.
    fn notation(&mut self, _q: &Query, _mv: &str) -> Option<Result<String, Fault>> {
        None
    }
    /// Answers about the position `q` reaches after the game event `event` (`agreement`,
    /// `claim-draw`, ...); `None` where the engine has no game events.
    fn query_event(&mut self, _q: &Query, _event: &str) -> Option<Result<Answer, Fault>> {
        None
    }
    /// The number of move paths `depth` plies long from the position `q` reaches (perft), where the
    /// engine counts them itself; `None` leaves the count to the harness, which asks `query` at every
    /// node ([`crate::perft_tables::count`]).
    fn perft(&mut self, _q: &Query, _depth: u32) -> Option<Result<u64, Fault>> {
        None
    }
}
