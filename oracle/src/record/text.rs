//! The bytes of a record file as text. Programs write UTF-8, often with a byte order mark (Windows), older
//! ones Latin-1 (ChessBase's accented names); either is read. A file that is not text at all (a NUL byte,
//! control characters that no text holds) is refused where the first such byte stands, so that binary
//! data is "unreadable" and never taken for moves.

use super::{Place, RecordError};

/// The text of a record file: UTF-8 without its byte order mark, or else Latin-1; the error, at its line
/// and column, when a character no text holds is found.
pub fn record_text(bytes: &[u8]) -> Result<String, RecordError> {
    let text = match std::str::from_utf8(bytes) {
        Ok(t) => t.strip_prefix('\u{feff}').unwrap_or(t).to_string(),
        // Latin-1: each byte is the character of that number.
        Err(_) => bytes.iter().map(|&b| b as char).collect(),
    };
    let (mut line, mut column) = (1, 1);
    for c in text.chars() {
        if is_not_text(c) {
            return Err(RecordError {
                place: Place { line, column },
                message: format!(
                    "character U+{:04X} is not text: the file is not a record (binary data?)",
                    c as u32
                ),
            });
        }
        if c == '\n' {
            line += 1;
            column = 1;
        } else {
            column += 1;
        }
    }
    Ok(text)
}

/// A control character no text file holds: any below U+0020 but tab, line feed, carriage return, form feed
/// and the DOS end-of-file mark (U+001A), and DEL and the C1 controls (U+007F to U+009F).
fn is_not_text(c: char) -> bool {
    let n = c as u32;
    (n < 0x20 && !matches!(c, '\t' | '\n' | '\r' | '\x0c' | '\x1a')) || (0x7f..=0x9f).contains(&n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_with_its_mark_latin1_and_binary() {
        assert_eq!(
            record_text(b"\xef\xbb\xbf[Event \"A\"]").unwrap(),
            "[Event \"A\"]"
        );
        assert_eq!(
            record_text(b"[White \"M\xfcller\"]").unwrap(),
            "[White \"Müller\"]"
        );
        assert_eq!(record_text(b"1. e4\r\ne5\r\n").unwrap(), "1. e4\r\ne5\r\n");
        let e = record_text(b"1. e4\n e5 \x00\x01\x02").unwrap_err();
        assert_eq!(e.place, Place { line: 2, column: 5 });
        assert!(e.message.contains("U+0000 is not text"), "{}", e.message);
        // An ELF header: not UTF-8, and its Latin-1 reading holds control characters.
        assert!(record_text(b"\x7fELF\x02\x01\x01\x00").is_err());
    }
}
