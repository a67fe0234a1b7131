//! The one reader of the notation for people: standard algebraic notation and its kin in every ruleset.
//!
//! A text is read by its shape into its parts ([`Written`]: castling, the piece letter, the origin
//! written, the capture mark, the destination, the promotion, and the ruleset's own part), then matched
//! against the parts of the legal moves ([`Parts`]). The origin tells rivals apart (more of it than
//! needed is read), the check and mate marks are ignored, and the capture mark is read loosely: a text
//! that names no legal move as written is read again without its capture mark and without SAN's rule
//! that a Pawn written without its file advances on its own file (`Nxf3` for `Nf3`, `d5` for `exd5` when
//! that is the one Pawn move to d5). When still no legal move is written so, the reader finds the move the
//! text means (the one piece it can name, whose movement allows the move or which alone fits) and hands it
//! to the ruleset's checks, so that a refused move is explained as in coordinate form.
//!
//! A ruleset gives only its letters and its own forms ([`Form`]), and answers the reader's questions about
//! its moves (`core::reading`, with the reader itself).
//!
//! # Conventions
//!
//! Squares are `(file, rank)`, both from 0, as written (`e4` is `(4, 3)`); `w` the parts of the text.

use super::grid::{Grid, Square};

/// A square as notation names it: its file and rank, both from 0.
pub type Coords = (u8, u8);

/// A square of a rectangular board, as notation names it.
pub fn coords(grid: Grid, sq: Square) -> Coords {
    (grid.file(sq) as u8, grid.rank(sq) as u8)
}

/// The square of a rectangular board that notation names `c` (one the form read, so on the board).
pub fn square(grid: Grid, c: Coords) -> Square {
    grid.square(c.0 as i32, c.1 as i32)
        .expect("a square the form read")
}

/// A move's coordinate form (the machine contract, beside the notation for people) as a new string:
/// what the ruleset's `write` writes at the end of a string, where a position's moves are listed.
pub fn coordinate_form<M>(mv: &M, write: fn(&M, &mut String)) -> String {
    let mut s = String::with_capacity(8);
    write(mv, &mut s);
    s
}

/// What a ruleset's notation for people is made of.
#[derive(Copy, Clone, Debug)]
pub struct Form {
    /// The piece letters (a Pawn has none): chess's `KQRBN`, Void Chess's `KQRBNM`, Minnaar's `SKQRBN`.
    pub letters: &'static str,
    /// The board's number of files (letters from `a`) and ranks (numbers from 1, at most 9).
    pub files: u8,
    pub ranks: u8,
    /// The ruleset's own part of a move text, with the square it names, taken off before the rest is
    /// read: a Minister's Step 1 square `(e5)` (before any promotion), a void's new square `@h6` (at the
    /// end). `None`: the notation has none.
    pub own: Option<Own>,
}

/// A ruleset's own part of a move text: a square between `open` and `close` (`(` and `)`), or after
/// `open` to the end (`@`, with `close` none).
#[derive(Copy, Clone, Debug)]
pub struct Own {
    pub open: char,
    pub close: Option<char>,
}

impl Own {
    /// A square between `open` and `close`: `(e5)`.
    pub const fn between(open: char, close: char) -> Own {
        Own {
            open,
            close: Some(close),
        }
    }

    /// A square after `open`, to the end: `@h6`.
    pub const fn after(open: char) -> Own {
        Own { open, close: None }
    }
}

/// The origin a text writes: its file, its rank, both or neither.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Origin {
    pub file: Option<u8>,
    pub rank: Option<u8>,
}

impl Origin {
    /// Whether neither the file nor the rank is written.
    pub fn is_empty(&self) -> bool {
        self.file.is_none() && self.rank.is_none()
    }
}

/// The parts of a move text in the notation for people: of a text as read ([`Written`], its origin as far
/// as written) or of a legal move as written (its origin whole).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Parts<O = Coords> {
    /// Castling: `O-O` (kingside, `true`) or `O-O-O`, also with zeros.
    pub castle: Option<bool>,
    /// The piece letter; `None` for a Pawn.
    pub letter: Option<char>,
    /// The origin.
    pub from: O,
    /// Whether the capture mark `x` (or `:`) is written.
    pub capture: bool,
    /// The destination.
    pub to: Coords,
    /// The promotion letter after `=`, upper case.
    pub promotion: Option<char>,
    /// The square of the ruleset's own part, when written.
    pub own: Option<Coords>,
}

/// A move text read by its shape.
pub type Written = Parts<Origin>;

impl Form {
    /// Chess's notation: the letters `KQRBN` on the 8x8 board, no part of its own.
    pub const CHESS: Form = Form {
        letters: "KQRBN",
        files: 8,
        ranks: 8,
        own: None,
    };

    /// A square name on this board (`e4`), as coordinates.
    fn square(&self, text: &str) -> Option<Coords> {
        let b = text.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let (file, rank) = (b[0].wrapping_sub(b'a'), b[1].wrapping_sub(b'1'));
        (file < self.files && rank < self.ranks).then_some((file, rank))
    }

    /// Reads a text by its shape (`Nf3`, `exd5`, `R1a3`, `e8=Q`, `O-O`, `Me6(e5)`, `exd5@h6`; check, mate
    /// and annotation marks ignored); `None` when it does not have the shape of this notation.
    pub fn read(&self, text: &str) -> Option<Written> {
        let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
        if !t.is_ascii() {
            return None;
        }
        let castle = match t {
            "O-O" | "0-0" => Some(true),
            "O-O-O" | "0-0-0" => Some(false),
            _ => None,
        };
        if let Some(kingside) = castle {
            return Some(Written {
                castle: Some(kingside),
                letter: None,
                from: Origin::default(),
                capture: false,
                to: (0, 0),
                promotion: None,
                own: None,
            });
        }
        let (t, own) = self.take_own(t)?;
        let (t, promotion) = match t.split_once('=') {
            Some((body, p)) => {
                let mut chars = p.chars();
                let letter = chars.next().filter(char::is_ascii_alphabetic)?;
                if chars.next().is_some() {
                    return None;
                }
                (body.to_string(), Some(letter.to_ascii_uppercase()))
            }
            None => (t.into_owned(), None),
        };
        let t = t.as_str();
        let (letter, t) = match t.chars().next() {
            Some(c) if self.letters.contains(c) => (Some(c), &t[1..]),
            _ => (None, t),
        };
        if t.len() < 2 {
            return None;
        }
        let (head, dest) = t.split_at(t.len() - 2);
        let to = self.square(dest)?;
        let (head, capture) = match head.strip_suffix(['x', ':']) {
            Some(h) => (h, true),
            None => (head, false),
        };
        let mut from = Origin::default();
        for c in head.bytes() {
            let (f, r) = (c.wrapping_sub(b'a'), c.wrapping_sub(b'1'));
            if f < self.files && from.is_empty() {
                from.file = Some(f);
            } else if r < self.ranks && from.rank.is_none() {
                from.rank = Some(r);
            } else {
                return None;
            }
        }
        Some(Written {
            castle: None,
            letter,
            from,
            capture,
            to,
            promotion,
            own,
        })
    }

    /// The text without the ruleset's own part, and its square; `None` when the part is malformed.
    fn take_own<'t>(&self, t: &'t str) -> Option<(std::borrow::Cow<'t, str>, Option<Coords>)> {
        let Some(own) = self.own else {
            return Some((t.into(), None));
        };
        let Some(start) = t.find(own.open) else {
            return Some((t.into(), None));
        };
        let rest = &t[start + own.open.len_utf8()..];
        let (square, after) = match own.close {
            Some(close) => rest.split_once(close)?,
            None => (rest, ""),
        };
        let square = self.square(square)?;
        Some(([&t[..start], after].concat().into(), Some(square)))
    }
}

impl Written {
    /// Whether the legal move written `parts` is written so: the same castling, piece letter,
    /// destination, promotion and own part; a piece the text may name ([`Written::may_name`]); and,
    /// `strictly`, the capture mark as the move has it.
    pub fn fits(&self, parts: &Parts, strictly: bool) -> bool {
        if self.castle.is_some() || parts.castle.is_some() {
            return self.castle == parts.castle;
        }
        self.may_name(parts.letter, parts.from)
            && self.to == parts.to
            && self.promotion == parts.promotion
            && self.own == parts.own
            && (!strictly || self.capture == parts.capture)
    }

    /// Whether a piece with `letter` on `from` may be the one the text names (for a legal move's, or
    /// for finding the move meant): the letter as written, on the origin written; a Pawn written without
    /// an origin, on the destination's file, loosely too: `g5` is never `hxg5` (python-chess's reader
    /// allows no Pawn capture without its file either).
    pub fn may_name(&self, letter: Option<char>, from: Coords) -> bool {
        self.castle.is_none()
            && letter == self.letter
            && self.from.file.is_none_or(|f| f == from.0)
            && self.from.rank.is_none_or(|r| r == from.1)
            && (letter.is_some() || !self.from.is_empty() || from.0 == self.to.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: Form = Form::CHESS;

    #[test]
    fn texts_are_read_by_their_shape() {
        let w = CHESS.read("Nbxd2+").unwrap();
        assert_eq!(
            (w.letter, w.from.file, w.from.rank, w.capture, w.to),
            (Some('N'), Some(1), None, true, (3, 1))
        );
        let w = CHESS.read("e8=Q#").unwrap();
        assert_eq!((w.letter, w.to, w.promotion), (None, (4, 7), Some('Q')));
        assert_eq!(CHESS.read("0-0-0").unwrap().castle, Some(false));
        assert_eq!(CHESS.read("R1a3").unwrap().from.rank, Some(0));
        assert_eq!(CHESS.read("Qh4e1").unwrap().from.file, Some(7));
        for bad in ["", "Z4", "e9", "Nf", "Nbb1d2", "e8=", "e8=QQ", "i1", "é4"] {
            assert_eq!(CHESS.read(bad), None, "{bad}");
        }
        let nine = Form {
            letters: "KQRBNM",
            files: 9,
            ranks: 9,
            own: Some(Own::between('(', ')')),
        };
        let w = nine.read("Mxe6(e5)+").unwrap();
        assert_eq!(
            (w.letter, w.to, w.own, w.capture),
            (Some('M'), (4, 5), Some((4, 4)), true)
        );
        assert_eq!(nine.read("Me6(e0)"), None);
        let void = Form {
            own: Some(Own::after('@')),
            ..CHESS
        };
        let w = void.read("exd5@h6").unwrap();
        assert_eq!((w.from.file, w.to, w.own), (Some(4), (3, 4), Some((7, 5))));
    }

    #[test]
    fn a_text_fits_a_move_strictly_or_loosely() {
        let push = Parts {
            castle: None,
            letter: None,
            from: (3, 3),
            to: (3, 4),
            capture: false,
            promotion: None,
            own: None,
        };
        let take = Parts {
            from: (4, 3),
            capture: true,
            ..push
        };
        let d5 = CHESS.read("d5").unwrap();
        assert!(d5.fits(&push, true) && !d5.fits(&take, true) && !d5.fits(&take, false));
        let exd5 = CHESS.read("exd5").unwrap();
        assert!(exd5.fits(&take, true) && !exd5.fits(&push, false));
        assert!(CHESS.read("ed5").unwrap().fits(&take, false));
        assert!(d5.may_name(None, (3, 1)) && !d5.may_name(None, (4, 3)));
        let knight = Parts {
            letter: Some('N'),
            from: (6, 0),
            to: (5, 2),
            ..push
        };
        assert!(CHESS.read("Ngf3").unwrap().fits(&knight, true));
        assert!(!CHESS.read("Nbf3").unwrap().fits(&knight, false));
        assert!(CHESS.read("Nxf3").unwrap().fits(&knight, false));
        assert!(!CHESS.read("Nxf3").unwrap().fits(&knight, true));
    }
}
