//! A cursor over a record's text that knows the line and column of where it stands.

use super::{Place, RecordError};

/// Longest tag value or word the reader accepts (a record is text a person wrote; nothing is longer).
pub const MAX_TOKEN: usize = 1000;

pub struct Cursor {
    chars: Vec<char>,
    i: usize,
    line: usize,
    column: usize,
}

impl Cursor {
    pub fn new(text: &str) -> Cursor {
        Cursor {
            chars: text.chars().collect(),
            i: 0,
            line: 1,
            column: 1,
        }
    }
    pub fn place(&self) -> Place {
        Place {
            line: self.line,
            column: self.column,
        }
    }
    pub fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }
    /// The length of a square name in parentheses at the cursor (`(e5)`: letters, then digits), as Void
    /// Chess writes a Minister's Step 1 square glued to its move (`Me6(e5)`, void-chess/11); `None` for
    /// anything else, such as a variation.
    pub fn square_in_parentheses(&self) -> Option<usize> {
        let rest = self.chars.get(self.i..)?;
        let close = rest.iter().take(8).position(|&c| c == ')')?;
        let inner = &rest[1..close];
        let letters = inner.iter().take_while(|c| c.is_ascii_lowercase()).count();
        let square = rest.first() == Some(&'(')
            && (1..=2).contains(&letters)
            && inner.len() > letters
            && inner[letters..].iter().all(char::is_ascii_digit);
        square.then_some(close + 1)
    }
    pub fn bump(&mut self) -> Option<char> {
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
    pub fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }
    /// Steps to the end of the line (the line end itself stays).
    pub fn skip_line(&mut self) {
        while self.peek().is_some_and(|x| x != '\n') {
            self.bump();
        }
    }
    /// Steps over `c` where it stands next, or says where it is missing: `what` is the message.
    pub fn expect(&mut self, c: char, what: impl FnOnce() -> String) -> Result<(), RecordError> {
        if self.peek() != Some(c) {
            return Err(Cursor::err(self.place(), what()));
        }
        self.bump();
        Ok(())
    }

    pub fn err(place: Place, message: impl Into<String>) -> RecordError {
        RecordError {
            place,
            message: message.into(),
        }
    }
}
