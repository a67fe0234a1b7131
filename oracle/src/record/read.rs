//! Reading a record's text: the tag pairs and, word by word (`words.rs`), the moves with their numbers and
//! marks, the comments, variations, glyphs and closing result.

use super::cursor::{Cursor, MAX_TOKEN};
use super::words::{classify, move_word, Word};
use super::{Place, Record, RecordError, RecordMove};

/// Reads every game of a record file. A game with an error in its text ends the reading there: the games
/// before it are returned with the error.
pub fn read_records(text: &str) -> (Vec<Record>, Option<RecordError>) {
    // A byte order mark (files saved on Windows) is no part of the record.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
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
                    Ok(tag) => {
                        game.tags.push(tag);
                        game.tag_places.push(at);
                    }
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
            // A comment to the end of the line; and, at the start of a line, PGN's escape `%`.
            ';' => c.skip_line(),
            '%' if at.column == 1 => c.skip_line(),
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
                    // A square in parentheses glued to the move is part of it (`Me6(e5)`); a variation
                    // stands apart or holds more than a square.
                    if x == '(' && !token.is_empty() {
                        if let Some(n) = c.square_in_parentheses() {
                            (0..n).filter_map(|_| c.bump()).for_each(|x| token.push(x));
                            continue;
                        }
                    }
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
                let word = match classify(&token) {
                    Ok(w) => w,
                    Err(e) => return (games, Some(Cursor::err(at, e))),
                };
                match word {
                    Word::Result(result) => {
                        if let (Some(n), Some(p)) = (number, number_place) {
                            return (
                                games,
                                Some(Cursor::err(
                                    p,
                                    format!("move number {n} with no move after it"),
                                )),
                            );
                        }
                        game.termination = Some(result);
                    }
                    Word::Glyph => {}
                    // `e.p.` standing alone says the move before it takes en passant.
                    Word::EnPassant => match game.moves.last_mut() {
                        Some(m) => m.marks.en_passant = true,
                        None => {
                            return (
                                games,
                                Some(Cursor::err(at, "`e.p.` with no move before it")),
                            )
                        }
                    },
                    Word::Number { number: n, rest } => match rest {
                        None => {
                            number = Some(n);
                            number_place = Some(at);
                        }
                        Some((text, before)) => {
                            let place = Place {
                                line: at.line,
                                column: at.column + before,
                            };
                            game.moves.push(record_move(&text, place, Some(n)));
                            number = None;
                            number_place = None;
                        }
                    },
                    Word::Move(_) => {
                        game.moves.push(record_move(&token, at, number.take()));
                        number_place = None;
                    }
                }
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

/// A move word read at `place`, with the number written before it.
fn record_move(word: &str, place: Place, number: Option<u32>) -> RecordMove {
    let m = move_word(word);
    RecordMove {
        text: m.text,
        place,
        number,
        marks: m.marks,
        null: m.null,
    }
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

    /// Void Chess writes a Minister's Step 1 square glued to its move (`Mb9(c8)#`, void-chess/11): part
    /// of the move; a variation stands apart, or glued holds more than a square.
    #[test]
    fn a_glued_square_in_parentheses_is_part_of_the_move() {
        let (games, err) = read_records("1. Mb9(c8)# (1. e4) e5 2. d4(2. c4 c5) d5(d6) 1-0");
        assert_eq!(err, None);
        let moves: Vec<&str> = games[0].moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(moves, ["Mb9(c8)#", "e5", "d4", "d5(d6)"]);
        assert_eq!(
            games[0].moves[0].marks.check,
            crate::record::CheckMark::Mate
        );
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
}
