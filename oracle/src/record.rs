//! Game records in the style of PGN, for every ruleset: read (`oracle check-game`) and written
//! (`oracle play --record`).
//!
//! ```text
//! [Event "Club game"]
//! [Variant "void-chess"]
//! [FEN "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -"]
//! [Result "1-0"]
//!
//! 1. e4 e5 2. Nf3 {a comment} Nc6 (2... d6 a variation) 3. Bb5 1-0
//! ```
//!
//! - Tag pairs `[Name "value"]`. `Variant` names the ruleset by slug (`void-chess`) or by name (`Void Chess`,
//!   `Standard` and `chess` for `fide`); a record with no `Variant` tag is FIDE chess, as in PGN. `FEN` (or
//!   `Start`, `Position`) gives the start in the ruleset's text form when it is not the start position.
//!   `Interpretation` sets switches, `name=value` separated by spaces. `Result` is `1-0`, `0-1`, `1/2-1/2`,
//!   `*`, or a status word of the ruleset (`establishment-wins`).
//! - The moves, in the notation for people or in coordinate form, with optional move numbers (`12.`,
//!   `12...`), comments (`{...}`, `;` to the end of the line), variations in parentheses (skipped), numeric
//!   annotation glyphs (`$1`) and the closing result.
//! - Several games in one file: each game starts at its tag pairs.
//!
//! Errors in the text are located by line and column and never panic.

use crate::core::{AnyGame, OracleError, Status, Verdict as MoveVerdict};
use std::fmt::Write;

/// A place in the record's text, 1-based.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Place {
    pub line: usize,
    pub column: usize,
}

impl std::fmt::Display for Place {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {} column {}", self.line, self.column)
    }
}

/// A move as written in the record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordMove {
    pub text: String,
    pub place: Place,
    /// The move number written before it, if any (`12.` or `12...`).
    pub number: Option<u32>,
}

/// One game of a record file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// Where the game starts in the file.
    pub place: Option<Place>,
    pub tags: Vec<(String, String)>,
    pub moves: Vec<RecordMove>,
    /// The closing result written after the moves (`1-0`, ...), if any.
    pub termination: Option<String>,
}

impl Record {
    /// The value of a tag (the first one of that name).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// A located error in a record's text.
#[derive(thiserror::Error, Clone, Debug, PartialEq, Eq)]
#[error("{place}: {message}")]
pub struct RecordError {
    pub place: Place,
    pub message: String,
}

struct Cursor<'a> {
    chars: Vec<char>,
    i: usize,
    line: usize,
    column: usize,
    _text: &'a str,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str) -> Cursor<'a> {
        Cursor {
            chars: text.chars().collect(),
            i: 0,
            line: 1,
            column: 1,
            _text: text,
        }
    }
    fn place(&self) -> Place {
        Place {
            line: self.line,
            column: self.column,
        }
    }
    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }
    fn bump(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.i += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }
    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }
    /// Steps over `c` where it stands next, or says where it is missing: `what` is the message.
    fn expect(&mut self, c: char, what: impl FnOnce() -> String) -> Result<(), RecordError> {
        if self.peek() != Some(c) {
            return Err(Cursor::err(self.place(), what()));
        }
        self.bump();
        Ok(())
    }

    fn err(place: Place, message: impl Into<String>) -> RecordError {
        RecordError {
            place,
            message: message.into(),
        }
    }
}

/// Longest tag value or token the reader accepts (a record is text a person wrote; nothing is longer).
const MAX_TOKEN: usize = 1000;

fn is_result(token: &str) -> bool {
    matches!(token, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

/// Reads every game of a record file. A game with an error in its text ends the reading there: the games
/// before it are returned with the error.
pub fn read_records(text: &str) -> (Vec<Record>, Option<RecordError>) {
    let mut c = Cursor::new(text);
    let mut games = Vec::new();
    let mut game = Record::default();
    let mut in_moves = false;
    let mut number: Option<u32> = None;
    let mut number_place: Option<Place> = None;
    loop {
        c.skip_space();
        let Some(ch) = c.peek() else { break };
        let at = c.place();
        match ch {
            '[' => {
                if in_moves || game.termination.is_some() {
                    games.push(std::mem::take(&mut game));
                    in_moves = false;
                    number = None;
                    number_place = None;
                }
                if game.place.is_none() {
                    game.place = Some(at);
                }
                match read_tag(&mut c) {
                    Ok(tag) => game.tags.push(tag),
                    Err(e) => return (games, Some(e)),
                }
            }
            '{' => {
                c.bump();
                let mut len = 0;
                loop {
                    match c.bump() {
                        Some('}') => break,
                        Some(_) => len += 1,
                        None => {
                            return (
                                games,
                                Some(Cursor::err(
                                    at,
                                    "a comment `{` that is never closed with `}`",
                                )),
                            )
                        }
                    }
                    if len > 100_000 {
                        return (
                            games,
                            Some(Cursor::err(at, "a comment longer than 100000 characters")),
                        );
                    }
                }
            }
            ';' => {
                while c.peek().is_some_and(|x| x != '\n') {
                    c.bump();
                }
            }
            '(' => {
                let mut depth = 0usize;
                loop {
                    match c.bump() {
                        Some('(') => depth += 1,
                        Some(')') => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        Some('{') => {
                            while c.peek().is_some_and(|x| x != '}') {
                                c.bump();
                            }
                            c.bump();
                        }
                        Some(_) => {}
                        None => {
                            return (
                                games,
                                Some(Cursor::err(
                                    at,
                                    "a variation `(` that is never closed with `)`",
                                )),
                            )
                        }
                    }
                }
            }
            ')' => return (games, Some(Cursor::err(at, "`)` closes no variation"))),
            '}' => return (games, Some(Cursor::err(at, "`}` closes no comment"))),
            ']' => return (games, Some(Cursor::err(at, "`]` closes no tag pair"))),
            '"' => {
                return (
                    games,
                    Some(Cursor::err(at, "a quoted string outside a tag pair")),
                )
            }
            _ => {
                let mut token = String::new();
                while let Some(x) = c.peek() {
                    if x.is_whitespace() || "[]{}();\"".contains(x) {
                        break;
                    }
                    token.push(x);
                    c.bump();
                    if token.len() > MAX_TOKEN {
                        return (
                            games,
                            Some(Cursor::err(at, "a word longer than 1000 characters")),
                        );
                    }
                }
                if game.place.is_none() {
                    game.place = Some(at);
                }
                if game.termination.is_some() {
                    // Moves after a result with no tag pairs between: a new game without tags.
                    games.push(std::mem::take(&mut game));
                    game.place = Some(at);
                    number = None;
                    number_place = None;
                }
                in_moves = true;
                if is_result(&token) {
                    if let (Some(n), Some(p)) = (number, number_place) {
                        return (
                            games,
                            Some(Cursor::err(
                                p,
                                format!("move number {n} with no move after it"),
                            )),
                        );
                    }
                    game.termination = Some(token.replace('½', "1/2"));
                    continue;
                }
                if token.starts_with('$') && token[1..].chars().all(|d| d.is_ascii_digit()) {
                    continue;
                }
                // A move number, alone (`12.`, `12...`) or glued to its move (`12.e4`, `12...e5`).
                let digits: String = token.chars().take_while(char::is_ascii_digit).collect();
                let rest = &token[digits.len()..];
                if !digits.is_empty() && rest.starts_with('.') {
                    let after = rest.trim_start_matches('.');
                    let Ok(n) = digits.parse::<u32>() else {
                        return (
                            games,
                            Some(Cursor::err(
                                at,
                                format!("move number `{digits}` is too large"),
                            )),
                        );
                    };
                    if after.is_empty() {
                        number = Some(n);
                        number_place = Some(at);
                        continue;
                    }
                    let column = at.column + token.chars().count() - after.chars().count();
                    game.moves.push(RecordMove {
                        text: after.to_string(),
                        place: Place {
                            line: at.line,
                            column,
                        },
                        number: Some(n),
                    });
                    number = None;
                    number_place = None;
                    continue;
                }
                game.moves.push(RecordMove {
                    text: token,
                    place: at,
                    number: number.take(),
                });
                number_place = None;
            }
        }
    }
    if let (Some(n), Some(p)) = (number, number_place) {
        return (
            games,
            Some(Cursor::err(
                p,
                format!("the record ends after move number {n}, with no move after it"),
            )),
        );
    }
    if game.place.is_some() {
        games.push(game);
    }
    (games, None)
}

fn read_tag(c: &mut Cursor) -> Result<(String, String), RecordError> {
    let start = c.place();
    c.bump(); // [
    c.skip_space();
    let mut name = String::new();
    while let Some(x) = c.peek() {
        if x.is_ascii_alphanumeric() || x == '_' {
            name.push(x);
            c.bump();
            if name.len() > MAX_TOKEN {
                return Err(Cursor::err(start, "a tag name longer than 1000 characters"));
            }
        } else {
            break;
        }
    }
    if name.is_empty() {
        return Err(Cursor::err(c.place(), "a tag pair needs a name after `[`"));
    }
    c.skip_space();
    c.expect('"', || format!("tag `{name}`: expected a quoted value"))?;
    let mut value = String::new();
    loop {
        match c.bump() {
            Some('"') => break,
            Some('\\') => match c.bump() {
                Some(x) => value.push(x),
                None => break,
            },
            Some('\n') | None => {
                return Err(Cursor::err(
                    start,
                    format!("tag `{name}`: the value is never closed with `\"` on its line"),
                ))
            }
            Some(x) => value.push(x),
        }
        if value.len() > MAX_TOKEN {
            return Err(Cursor::err(
                start,
                format!("tag `{name}`: value longer than 1000 characters"),
            ));
        }
    }
    c.skip_space();
    c.expect(']', || {
        format!("tag `{name}`: expected `]` after the value")
    })?;
    Ok((name, value))
}

/// The ruleset slug a `Variant` tag names.
pub fn variant_slug(variant: Option<&str>) -> Result<&'static str, String> {
    let Some(v) = variant else {
        return Ok("fide");
    };
    let norm: String = v
        .trim()
        .to_ascii_lowercase()
        .chars()
        .map(|c| if c == ' ' || c == '_' { '-' } else { c })
        .collect();
    for r in crate::rulesets() {
        let name: String = r
            .name()
            .to_ascii_lowercase()
            .chars()
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        if norm == r.slug() || norm == name {
            return Ok(r.slug());
        }
    }
    match norm.as_str() {
        "standard" | "chess" | "fide-chess" | "fide" => Ok("fide"),
        "suicide-chess" | "giveaway" | "antichess" => Ok("suicide"),
        _ => Err(format!(
            "Variant `{v}` names no ruleset (slugs: {})",
            crate::rulesets()
                .iter()
                .map(|r| r.slug())
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

/// The PGN result of a status where there is one (`1-0`, `0-1`, `1/2-1/2`, `*`).
pub fn pgn_result(status: &Status) -> String {
    match status.word().as_str() {
        "ongoing" => "*".to_string(),
        "white-wins" => "1-0".to_string(),
        "black-wins" => "0-1".to_string(),
        "draw" => "1/2-1/2".to_string(),
        other => other.to_string(),
    }
}

/// What checking one game found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameVerdict {
    /// Every move is legal; the status at the end, and what the `Result` tag says of it.
    Legal {
        slug: String,
        plies: usize,
        status: String,
        result: ResultCheck,
    },
    /// The first illegal move.
    Illegal {
        slug: String,
        ply: usize,
        number: String,
        text: String,
        place: Place,
        clause: Option<String>,
        reason: String,
    },
    /// The record cannot be replayed: an unknown variant, a bad start, a word that is no move.
    Malformed(RecordError),
}

/// How the `Result` tag (or the closing result) compares with the oracle's status at the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultCheck {
    /// No result given.
    Absent,
    Agrees(String),
    /// The rules have not ended the game: a decisive or drawn result came from outside the moves
    /// (resignation, time, agreement), which the record does not show.
    Outside(String),
    Disagrees {
        given: String,
        expected: String,
    },
}

fn result_word(given: &str) -> String {
    match given {
        "1-0" => "white-wins".into(),
        "0-1" => "black-wins".into(),
        "1/2-1/2" => "draw".into(),
        "*" => "ongoing".into(),
        other => other.to_string(),
    }
}

fn number_of(game: &dyn AnyGame, ply: usize, written: Option<u32>) -> String {
    let side = game.side_to_move();
    match (written, side) {
        (Some(n), "black") => format!("{n}..."),
        (Some(n), _) => format!("{n}."),
        (None, _) => format!("ply {}", ply + 1),
    }
}

/// Replays one game and decides it.
pub fn check_record(record: &Record) -> GameVerdict {
    let place = record.place.unwrap_or(Place { line: 1, column: 1 });
    let malformed = |message: String| GameVerdict::Malformed(RecordError { place, message });
    let slug = match variant_slug(record.tag("Variant")) {
        Ok(s) => s,
        Err(e) => return malformed(e),
    };
    let mut settings = Vec::new();
    if let Some(list) = record.tag("Interpretation") {
        for item in list.split_whitespace() {
            match crate::core::interpretation::parse_setting(item) {
                Ok(s) => settings.push(s),
                Err(e) => return malformed(format!("tag Interpretation: {e}")),
            }
        }
    }
    let start = record
        .tag("FEN")
        .or_else(|| record.tag("Start"))
        .or_else(|| record.tag("Position"))
        .unwrap_or("startpos");
    let ruleset = match crate::ruleset(slug) {
        Ok(r) => r,
        Err(e) => return malformed(e.to_string()),
    };
    let mut game = match ruleset.new_game(start, &settings) {
        Ok(g) => g,
        Err(e) => return malformed(format!("the start: {e}")),
    };
    let mut last_number: Option<u32> = None;
    for (ply, mv) in record.moves.iter().enumerate() {
        if mv.number.is_some() {
            last_number = mv.number;
        }
        let number = number_of(game.as_ref(), ply, mv.number.or(last_number));
        let illegal = |clause, reason| GameVerdict::Illegal {
            slug: slug.to_string(),
            ply: ply + 1,
            number,
            text: mv.text.clone(),
            place: mv.place,
            clause,
            reason,
        };
        match game.explain(&mv.text) {
            // The verdict's coordinate form plays the move without reading the notation again.
            MoveVerdict::Legal(coordinate) => {
                if let Err(e) = game.play(&coordinate) {
                    return malformed(format!("{}: {e}", mv.place));
                }
            }
            MoveVerdict::Refused(r) => return illegal(Some(r.clause.to_string()), r.message),
            MoveVerdict::Unreadable(e) => return illegal(None, e.to_string()),
        }
    }
    let status = game.status();
    let given = record
        .tag("Result")
        .map(str::to_string)
        .or_else(|| record.termination.clone());
    let result = match given {
        None => ResultCheck::Absent,
        Some(g) => {
            let word = result_word(g.trim());
            if word == status.word() {
                ResultCheck::Agrees(g)
            } else if !status.is_over() {
                ResultCheck::Outside(g)
            } else {
                ResultCheck::Disagrees {
                    given: g,
                    expected: pgn_result(&status),
                }
            }
        }
    };
    GameVerdict::Legal {
        slug: slug.to_string(),
        plies: record.moves.len(),
        status: status.to_string(),
        result,
    }
}

impl GameVerdict {
    /// 0 legal with an agreeing (or absent, or outside) result; 1 an illegal move or a disagreeing result;
    /// 2 a record that cannot be replayed.
    pub fn code(&self) -> u8 {
        match self {
            GameVerdict::Legal {
                result: ResultCheck::Disagrees { .. },
                ..
            } => 1,
            GameVerdict::Legal { .. } => 0,
            GameVerdict::Illegal { .. } => 1,
            GameVerdict::Malformed(_) => 2,
        }
    }

    /// The answer for people, one or two lines.
    pub fn describe(&self) -> String {
        match self {
            GameVerdict::Legal {
                slug,
                plies,
                status,
                result,
            } => {
                let mut s = format!("legal to the end ({slug}, {plies} plies); status: {status}");
                match result {
                    ResultCheck::Absent => s.push_str("; no Result given"),
                    ResultCheck::Agrees(g) => {
                        let _ = write!(s, "; Result {g} agrees");
                    }
                    ResultCheck::Outside(g) => {
                        let _ = write!(
                            s,
                            "; Result {g}: the rules have not ended the game, so it was decided outside the moves (resignation, time or agreement)"
                        );
                    }
                    ResultCheck::Disagrees { given, expected } => {
                        let _ = write!(
                            s,
                            "; Result {given} DISAGREES: the moves end the game as {expected}"
                        );
                    }
                }
                s
            }
            GameVerdict::Illegal {
                slug,
                ply,
                number,
                text,
                place,
                clause,
                reason,
            } => match clause {
                Some(c) => format!(
                    "illegal move {number} {text} (ply {ply}, {place}): {reason} ({c}) [{slug}]"
                ),
                None => {
                    format!("not a move: {number} {text} (ply {ply}, {place}): {reason} [{slug}]")
                }
            },
            GameVerdict::Malformed(e) => format!("malformed record: {e}"),
        }
    }
}

/// Writes a game as a record: tags (`Variant`, `FEN` when the start is not the start position, any switch
/// that differs from its default, `Result`, and `Termination` with the status and its clause), then the
/// moves in the notation for people with move numbers, then the result.
pub fn write_record(
    game: &dyn AnyGame,
    settings: &[(String, String)],
) -> Result<String, OracleError> {
    let ruleset = crate::ruleset(game.slug())?;
    let mut replay = ruleset.new_game(&game.start(), settings)?;
    let startpos = ruleset.new_game("startpos", settings)?;
    let mut out = String::new();
    let _ = writeln!(out, "[Variant \"{}\"]", game.slug());
    if startpos.position() != game.start() {
        let _ = writeln!(out, "[SetUp \"1\"]");
        let _ = writeln!(out, "[FEN \"{}\"]", game.start().replace('"', "\\\""));
    }
    if !settings.is_empty() {
        let list: Vec<String> = settings.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let _ = writeln!(out, "[Interpretation \"{}\"]", list.join(" "));
    }
    let status = game.status();
    let result = pgn_result(&status);
    let _ = writeln!(out, "[Result \"{result}\"]");
    if status.is_over() {
        let _ = writeln!(
            out,
            "[Termination \"{}\"]",
            status.to_string().replace('"', "'")
        );
    }
    out.push('\n');
    let two_colours = matches!(replay.side_to_move(), "white" | "black");
    let mut round = 1u32;
    let first_side = replay.side_to_move();
    let mut words: Vec<String> = Vec::new();
    for (i, mv) in game.moves().iter().enumerate() {
        let side = replay.side_to_move();
        if two_colours {
            if side == "white" {
                words.push(format!("{round}."));
            } else if i == 0 {
                words.push(format!("{round}..."));
            }
        } else if side == first_side {
            words.push(format!("{round}."));
        }
        let san = replay
            .legal_moves_with_san()
            .into_iter()
            .find(|(c, _)| c == mv)
            .map(|(_, s)| s)
            .unwrap_or_else(|| mv.clone());
        replay.play(mv)?;
        words.push(san);
        let next = replay.side_to_move();
        if (two_colours && side == "black") || (!two_colours && next == first_side) {
            round += 1;
        }
    }
    words.push(result);
    let mut line = String::new();
    for w in words {
        if !line.is_empty() && line.len() + 1 + w.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&w);
    }
    out.push_str(&line);
    out.push('\n');
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `}` ends a word without being part of it: read as a word it was never consumed, and the reader
    /// went round for ever, adding empty words.
    #[test]
    fn a_closing_brace_outside_a_comment_is_a_located_error() {
        let (games, err) = read_records("[Variant \"FIDE\"]\n\n1. e4 }e5 *\n");
        assert!(games.is_empty());
        assert_eq!(
            err,
            Some(RecordError {
                place: Place { line: 3, column: 7 },
                message: "`}` closes no comment".into()
            })
        );
        let (_, err) = read_records("1. e4 as}");
        assert_eq!(
            err.map(|e| (e.place.column, e.message)),
            Some((9, "`}` closes no comment".into()))
        );
    }

    #[test]
    fn reads_tags_numbers_comments_variations_and_results() {
        let text =
            "[Event \"x\"]\n[Variant \"FIDE\"]\n\n1.e4 e5 {ok} 2. Nf3 (2. d4 exd4) Nc6 $1 1-0\n";
        let (games, err) = read_records(text);
        assert_eq!(err, None);
        assert_eq!(games.len(), 1);
        let g = &games[0];
        assert_eq!(g.tag("variant"), Some("FIDE"));
        let moves: Vec<&str> = g.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(moves, ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(g.moves[0].place, Place { line: 4, column: 3 });
        assert_eq!(g.moves[2].number, Some(2));
        assert_eq!(g.termination.as_deref(), Some("1-0"));
    }

    #[test]
    fn several_games_and_located_errors() {
        let (games, err) = read_records("[A \"1\"]\n1. e4 *\n[B \"2\"]\n1. d4 *\n");
        assert_eq!((games.len(), err), (2, None));
        let (_, err) = read_records("[Event \"x\"]\n1. e4 {never closed\n");
        assert_eq!(err.unwrap().place, Place { line: 2, column: 7 });
        let (_, err) = read_records("[Event \"cut");
        assert!(err.unwrap().message.contains("never closed"));
        let (_, err) = read_records("1. e4 e5 2.");
        let err = err.unwrap();
        assert_eq!(
            err.place,
            Place {
                line: 1,
                column: 10
            }
        );
        assert!(err.message.contains("move number 2"));
    }

    #[test]
    fn variant_names() {
        assert_eq!(variant_slug(Some("Void Chess")), Ok("void-chess"));
        assert_eq!(variant_slug(Some("standard")), Ok("fide"));
        assert_eq!(variant_slug(None), Ok("fide"));
        assert!(variant_slug(Some("bughouse")).is_err());
    }
}
