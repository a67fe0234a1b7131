//! The bytes of a record file as text. Programs write UTF-8, often with a byte order mark (Windows), older
//! ones Latin-1 (ChessBase's accented names), Windows editors UTF-16 with its byte order mark; each is
//! read. A file that is not text at all (a NUL byte, control characters that no text holds) is refused
//! where the first such byte stands, so that binary data is "unreadable" and never taken for moves.

use super::{Place, RecordError};

/// The text of a record file: UTF-8 without its byte order mark, or else Latin-1; the error, at its line
/// and column, when a character no text holds is found.
pub fn record_text(bytes: &[u8]) -> Result<String, RecordError> {
    if let Some(text) = utf16(bytes) {
        return text;
    }
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

/// A file that starts with a UTF-16 byte order mark (what Windows editors call "Unicode"), read as UTF-16
/// in the order it gives; `None` for any other file. Bytes that are no UTF-16 are an error at the first of them.
fn utf16(bytes: &[u8]) -> Option<Result<String, RecordError>> {
    let little = match bytes {
        [0xff, 0xfe, ..] => true,
        [0xfe, 0xff, ..] => false,
        _ => return None,
    };
    let units = bytes[2..].chunks(2).map(|p| match (p, little) {
        ([a, b], true) => u16::from_le_bytes([*a, *b]),
        ([a, b], false) => u16::from_be_bytes([*a, *b]),
        // An odd byte at the end: no UTF-16 unit.
        _ => 0xdc00,
    });
    let mut text = String::new();
    for c in char::decode_utf16(units) {
        match c {
            Ok(c) => text.push(c),
            Err(_) => {
                let line = 1 + text.matches('\n').count();
                let column = 1 + text.rsplit('\n').next().map_or(0, |l| l.chars().count());
                return Some(Err(RecordError {
                    place: Place { line, column },
                    message:
                        "the file starts as UTF-16 text but holds bytes that are no UTF-16 here"
                            .into(),
                }));
            }
        }
    }
    // The same check as for any text: NUL and other control characters are not text.
    Some(record_text(text.as_bytes()))
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
        // UTF-16 with its byte order mark, little- and big-endian (Windows editors save so).
        let le: Vec<u8> = [0xff, 0xfe]
            .into_iter()
            .chain(
                "[Event \"Ä\"]\n1. e4 *"
                    .encode_utf16()
                    .flat_map(u16::to_le_bytes),
            )
            .collect();
        assert_eq!(record_text(&le).unwrap(), "[Event \"Ä\"]\n1. e4 *");
        let be: Vec<u8> = [0xfe, 0xff]
            .into_iter()
            .chain("1. d4 *".encode_utf16().flat_map(u16::to_be_bytes))
            .collect();
        assert_eq!(record_text(&be).unwrap(), "1. d4 *");
        let e = record_text(&[0xff, 0xfe, b'1', 0, b'\n', 0, b'e', 0, 0x00, 0xdc]).unwrap_err();
        assert_eq!(e.place, Place { line: 2, column: 2 });
        // An ELF header: not UTF-8, and its Latin-1 reading holds control characters.
        assert!(record_text(b"\x7fELF\x02\x01\x01\x00").is_err());
    }
}
