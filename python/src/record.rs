//! `check_game`: every game of a record (PGN-style, `oracle/src/record/`) replayed by the rules, each
//! game's verdict as `oracle check-game` gives it, and the command's whole report.

use oracle::record::{check_file, check_record, read_records, record_text, GameVerdict as Verdict};
use oracle::record::{Place, ResultCheck};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

/// The verdict on one game of a record.
#[pyclass(module = "voidchess", frozen, get_all)]
#[derive(Clone, Debug)]
pub struct GameVerdict {
    /// The game's number in the file (1 for the first); for a file that is not text, 0.
    pub number: usize,
    /// `legal`, `illegal`, `null-move`, `malformed` (the game, or the text after the games, cannot be
    /// read or replayed) or `unreadable` (the bytes are not text).
    pub kind: &'static str,
    /// The line `oracle check-game` prints for the game: `game 1 (line 1 column 1): legal to the end ...`.
    pub line: String,
    /// The verdict alone, as that line gives it after the game's number and place.
    pub verdict: String,
    /// 0 legal (and the `Result` agrees, or is absent, or was decided outside the moves), 1 an illegal or
    /// null move or a `Result` the moves contradict, 2 a record that cannot be read or replayed.
    pub code: u8,
    /// Where the game starts in the text: (line, column).
    pub start: Option<(usize, usize)>,
    /// The ruleset played, where the record names one that exists.
    pub ruleset: Option<String>,
    /// Plies played: all of them (`legal`), or up to and including the one at fault.
    pub plies: Option<usize>,
    /// The status at the end of a legal game, as the verdict words it.
    pub status: Option<String>,
    /// How the `Result` compares with the status: `absent`, `agrees`, `outside`, `disagrees`.
    pub result: Option<&'static str>,
    /// The move at fault (illegal or null), as written, with its number as people number it.
    #[pyo3(name = "move")]
    pub mv: Option<String>,
    pub move_number: Option<String>,
    /// Where the move at fault (or the error) stands: (line, column).
    pub place: Option<(usize, usize)>,
    /// The clause that refuses the move at fault.
    pub clause: Option<String>,
    /// Why the move is refused, or why the record cannot be read.
    pub reason: Option<String>,
    /// The notes on check, mate and `e.p.` marks that disagree with the position.
    pub notes: Vec<String>,
}

fn at(p: Place) -> (usize, usize) {
    (p.line, p.column)
}

impl GameVerdict {
    fn blank(number: usize, kind: &'static str, line: String, verdict: String, code: u8) -> Self {
        GameVerdict {
            number,
            kind,
            line,
            verdict,
            code,
            start: None,
            ruleset: None,
            plies: None,
            status: None,
            result: None,
            mv: None,
            move_number: None,
            place: None,
            clause: None,
            reason: None,
            notes: Vec::new(),
        }
    }

    fn of(number: usize, start: Option<Place>, v: &Verdict) -> Self {
        let verdict = v.describe();
        let at_start = start.map(|p| format!(" ({p})")).unwrap_or_default();
        let line = format!("game {number}{at_start}: {verdict}");
        let kind = match v {
            Verdict::Legal { .. } => "legal",
            Verdict::Illegal { .. } => "illegal",
            Verdict::NullMove { .. } => "null-move",
            Verdict::Malformed(_) => "malformed",
        };
        let mut out = GameVerdict::blank(number, kind, line, verdict, v.code());
        out.start = start.map(at);
        out.notes = v.notes().to_vec();
        match v {
            Verdict::Legal {
                slug,
                plies,
                status,
                result,
                ..
            } => {
                out.ruleset = Some(slug.clone());
                out.plies = Some(*plies);
                out.status = Some(status.clone());
                out.result = Some(match result {
                    ResultCheck::Absent => "absent",
                    ResultCheck::Agrees(_) => "agrees",
                    ResultCheck::Outside(_) => "outside",
                    ResultCheck::Disagrees { .. } => "disagrees",
                });
            }
            Verdict::Illegal {
                slug,
                ply,
                number,
                text,
                place,
                clause,
                reason,
                ..
            } => {
                out.ruleset = Some(slug.clone());
                out.plies = Some(*ply);
                out.mv = Some(text.clone());
                out.move_number = Some(number.clone());
                out.place = Some(at(*place));
                out.clause = clause.clone();
                out.reason = Some(reason.clone());
            }
            Verdict::NullMove {
                slug,
                ply,
                number,
                text,
                place,
                ..
            } => {
                out.ruleset = Some(slug.clone());
                out.plies = Some(*ply);
                out.mv = Some(text.clone());
                out.move_number = Some(number.clone());
                out.place = Some(at(*place));
            }
            Verdict::Malformed(e) => {
                out.place = Some(at(e.place));
                out.reason = Some(e.message.clone());
            }
        }
        out
    }
}

#[pymethods]
impl GameVerdict {
    fn __str__(&self) -> String {
        self.line.clone()
    }

    fn __repr__(&self) -> String {
        format!(
            "GameVerdict(number={}, kind={:?}, code={})",
            self.number, self.kind, self.code
        )
    }
}

/// The bytes of a record given as text (`str`) or as the file's bytes.
fn bytes_of(record: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(s) = record.cast::<PyString>() {
        return Ok(s.to_cow()?.as_bytes().to_vec());
    }
    if let Ok(b) = record.cast::<PyBytes>() {
        return Ok(b.as_bytes().to_vec());
    }
    Err(pyo3::exceptions::PyTypeError::new_err(format!(
        "a record is text (str) or a file's bytes, not {}",
        record.get_type().name()?
    )))
}

/// Every game of a record replayed by the rules: one verdict a game, as `oracle check-game` gives it.
/// Text that stops being a record after the games is one more verdict (`malformed`); bytes that are not
/// text are one verdict (`unreadable`); a record with no game gives none.
#[pyfunction]
pub fn check_game(record: &Bound<'_, PyAny>) -> PyResult<Vec<GameVerdict>> {
    let bytes = bytes_of(record)?;
    let text = match record_text(&bytes) {
        Ok(t) => t,
        Err(e) => {
            let line = format!("unreadable: {e}");
            let mut v = GameVerdict::blank(0, "unreadable", line.clone(), line, 2);
            v.place = Some(at(e.place));
            v.reason = Some(e.message);
            return Ok(vec![v]);
        }
    };
    let (games, error) = read_records(&text);
    let mut out: Vec<GameVerdict> = games
        .iter()
        .enumerate()
        .map(|(i, record)| GameVerdict::of(i + 1, record.place, &check_record(record)))
        .collect();
    if let Some(e) = error {
        let n = games.len() + 1;
        let verdict = format!("malformed record: {e}");
        let mut v = GameVerdict::blank(n, "malformed", format!("game {n}: {verdict}"), verdict, 2);
        v.place = Some(at(e.place));
        v.reason = Some(e.message);
        out.push(v);
    }
    Ok(out)
}

/// `oracle check-game`'s whole report on a record and its exit code: 0 every game legal, 1 an illegal
/// or null move or a contradicted `Result`, 2 a record that cannot be read (or holds no game).
#[pyfunction]
pub fn check_game_report(record: &Bound<'_, PyAny>) -> PyResult<(String, u8)> {
    Ok(check_file(&bytes_of(record)?))
}
