//! A Void Chess position on masks, and its one-line text form (the oracle's, docs/void-chess.md):
//! `<placement> <side> <castling> <en-passant> <halfmove> <fullmove> <tiles>`. The text is read here with
//! every check that needs no attack; [`Position::parse`] (setup.rs) adds the one that does (10.1).

use crate::board::{bit, file_of, name, parse_square, rank_of, square, squares, Mask};

/// White (0) or Black (1).
pub type Color = usize;
pub const WHITE: Color = 0;
pub const BLACK: Color = 1;

/// Piece kinds, as indices into [`Position::kind`].
pub const KING: usize = 0;
pub const QUEEN: usize = 1;
pub const ROOK: usize = 2;
pub const BISHOP: usize = 3;
pub const KNIGHT: usize = 4;
pub const MINISTER: usize = 5;
pub const PAWN: usize = 6;

/// The letters of the kinds (void-chess/11.2; `P` for the Pawn in positions).
pub const LETTERS: [char; 7] = ['K', 'Q', 'R', 'B', 'N', 'M', 'P'];

/// Castling rights: White kingside, White queenside, Black kingside, Black queenside (`KQkq`).
pub const CASTLE_WK: u8 = 1;
pub const CASTLE_WQ: u8 = 2;
pub const CASTLE_BK: u8 = 4;
pub const CASTLE_BQ: u8 = 8;

/// No en passant square.
pub const NO_SQUARE: u8 = 255;

/// The start (void-chess/1.3, 1.5, 1.6).
pub const START: &str = "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR w KQkq - 0 1 -";

/// A position: the pieces by colour and by kind, the tile states (void-chess/2.1: a square in neither
/// mask is Normal), the side to move, castling rights, the en passant square and the two counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub color: [Mask; 2],
    pub kind: [Mask; 7],
    pub unstable: Mask,
    pub void: Mask,
    pub side: Color,
    pub castling: u8,
    pub ep: u8,
    pub halfmove: u32,
    pub fullmove: u32,
}

/// A position text that cannot be read, or an impossible position (with the clause it breaks).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    pub message: String,
    pub clause: Option<&'static str>,
}

fn bad(message: impl Into<String>) -> PositionError {
    PositionError {
        message: message.into(),
        clause: None,
    }
}

pub(crate) fn impossible(clause: &'static str, message: impl Into<String>) -> PositionError {
    PositionError {
        message: message.into(),
        clause: Some(clause),
    }
}

/// The rank (0-based) a colour's Pawns promote on (void-chess/8.3).
pub const fn promotion_rank(c: Color) -> i32 {
    if c == WHITE {
        8
    } else {
        0
    }
}

/// The rank (0-based) a colour's Pawns start on (void-chess/1.5, 1.6, 3.6).
pub const fn pawn_start_rank(c: Color) -> i32 {
    if c == WHITE {
        1
    } else {
        7
    }
}

/// The home rank (0-based) of a colour's pieces.
pub const fn home_rank(c: Color) -> i32 {
    if c == WHITE {
        0
    } else {
        8
    }
}

impl Position {
    /// The pieces of both colours.
    #[inline(always)]
    pub fn occupied(&self) -> Mask {
        self.color[0] | self.color[1]
    }

    /// The kind of the piece on `sq`, if any.
    #[inline(always)]
    pub fn kind_at(&self, sq: u8) -> Option<usize> {
        let b = bit(sq);
        (0..7).find(|&k| self.kind[k] & b != 0)
    }

    /// The colour of the piece on `sq`, if any.
    pub fn color_at(&self, sq: u8) -> Option<Color> {
        let b = bit(sq);
        (0..2).find(|&c| self.color[c] & b != 0)
    }

    /// The square of `c`'s King (positions always have one per side, void-chess/1.4).
    #[inline(always)]
    pub fn king_square(&self, c: Color) -> Option<u8> {
        let k = self.kind[KING] & self.color[c];
        (k != 0).then(|| k.trailing_zeros() as u8)
    }

    fn letter_at(&self, sq: u8) -> Option<char> {
        let kind = self.kind_at(sq)?;
        let upper = LETTERS[kind];
        Some(if self.color[WHITE] & bit(sq) != 0 {
            upper
        } else {
            upper.to_ascii_lowercase()
        })
    }

    /// The text form.
    pub fn text(&self) -> String {
        let mut s = String::with_capacity(96);
        write_ranks(&mut s, |sq| self.letter_at(sq));
        s.push(' ');
        s.push(if self.side == WHITE { 'w' } else { 'b' });
        s.push(' ');
        let rights = [
            ('K', CASTLE_WK),
            ('Q', CASTLE_WQ),
            ('k', CASTLE_BK),
            ('q', CASTLE_BQ),
        ];
        let mut any = false;
        for (c, r) in rights {
            if self.castling & r != 0 {
                s.push(c);
                any = true;
            }
        }
        if !any {
            s.push('-');
        }
        s.push(' ');
        if self.ep == NO_SQUARE {
            s.push('-');
        } else {
            crate::board::push_name(self.ep, &mut s);
        }
        // The counters, then the tiles.
        use std::fmt::Write;
        let _ = write!(s, " {} {} ", self.halfmove, self.fullmove);
        if self.unstable | self.void == 0 {
            s.push('-');
        } else {
            write_ranks(&mut s, |sq| {
                if self.unstable & bit(sq) != 0 {
                    Some('u')
                } else if self.void & bit(sq) != 0 {
                    Some('v')
                } else {
                    None
                }
            });
        }
        s
    }

    /// Reads the text form (`startpos` is the start), refusing malformed text with the field and rank at
    /// fault and impossible positions with the clause they break, all but the side not to move being in
    /// check (void-chess/10.1), which [`Position::parse`] adds.
    pub(crate) fn read(text: &str) -> Result<Position, PositionError> {
        let text = text.trim();
        if text == "startpos" {
            return Position::read(START);
        }
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() != 7 {
            return Err(bad(format!(
                "expected 7 fields (placement side castling en-passant halfmove fullmove tiles), found {}",
                fields.len()
            )));
        }
        let mut pos = Position {
            color: [0; 2],
            kind: [0; 7],
            unstable: 0,
            void: 0,
            side: WHITE,
            castling: 0,
            ep: NO_SQUARE,
            halfmove: 0,
            fullmove: 1,
        };
        read_ranks(fields[0], "placement (field 1)", |sq, c| {
            let kind = LETTERS.iter().position(|l| *l == c.to_ascii_uppercase())?;
            pos.kind[kind] |= bit(sq);
            pos.color[usize::from(c.is_ascii_lowercase())] |= bit(sq);
            Some(())
        })?;
        pos.side = match fields[1] {
            "w" => WHITE,
            "b" => BLACK,
            s => return Err(bad(format!("side (field 2): `{s}` is not `w` or `b`"))),
        };
        if fields[2] != "-" {
            let mut last = None;
            for c in fields[2].chars() {
                let i = "KQkq".find(c).ok_or_else(|| {
                    bad(format!(
                        "castling (field 3): `{c}` is not one of K Q k q (or `-` for none)"
                    ))
                })?;
                if last.is_some_and(|l| i <= l) {
                    return Err(bad(format!(
                        "castling (field 3): `{}` must list K Q k q at most once each, in that order",
                        fields[2]
                    )));
                }
                last = Some(i);
                pos.castling |= 1 << i;
            }
        }
        if fields[3] != "-" {
            pos.ep = parse_square(fields[3]).ok_or_else(|| {
                bad(format!(
                    "en passant (field 4): `{}` is not a square a1..i9",
                    fields[3]
                ))
            })?;
        }
        pos.halfmove = counter(fields[4], "halfmove (field 5)")?;
        pos.fullmove = counter(fields[5], "fullmove (field 6)")?;
        if pos.fullmove == 0 {
            return Err(bad("fullmove (field 6): counting starts at 1"));
        }
        if fields[6] != "-" {
            let (mut unstable, mut void) = (0, 0);
            read_ranks(fields[6], "tiles (field 7)", |sq, c| {
                match c {
                    'u' => unstable |= bit(sq),
                    'v' => void |= bit(sq),
                    _ => return None,
                }
                Some(())
            })?;
            if unstable | void == 0 {
                return Err(bad("tiles (field 7): every tile is Normal; write `-`"));
            }
            pos.unstable = unstable;
            pos.void = void;
        }
        pos.check()?;
        Ok(pos)
    }

    /// Refuses impossible positions (docs/void-chess.md lists the checks and their clauses).
    fn check(&self) -> Result<(), PositionError> {
        for c in [WHITE, BLACK] {
            let word = color_word(c);
            let kings = (self.kind[KING] & self.color[c]).count_ones();
            if kings != 1 {
                return Err(impossible(
                    "void-chess/1.4",
                    format!("{word} has {kings} Kings; each side has exactly one"),
                ));
            }
            let pawns = (self.kind[PAWN] & self.color[c]).count_ones();
            if pawns > 9 {
                return Err(impossible(
                    "void-chess/1.4",
                    format!("{word} has {pawns} Pawns; a side begins with 9 and never gains any"),
                ));
            }
        }
        let stray = self.void & self.occupied() & !self.kind[MINISTER];
        if let Some(sq) = squares(stray).next() {
            return Err(impossible(
                "void-chess/2.4",
                format!(
                    "a piece other than a Minister stands on the void tile {}",
                    name(sq)
                ),
            ));
        }
        if let Some(sq) = squares(self.unstable & !self.occupied()).next() {
            return Err(impossible(
                "void-chess/2.3",
                format!("{} is unstable with no piece on it", name(sq)),
            ));
        }
        for sq in squares(self.kind[PAWN]) {
            let c = usize::from(self.color[BLACK] & bit(sq) != 0);
            if rank_of(sq) == promotion_rank(c) {
                return Err(impossible(
                    "void-chess/8.3",
                    format!(
                        "the Pawn on {} stands on its promotion rank unpromoted",
                        name(sq)
                    ),
                ));
            }
            if rank_of(sq) == promotion_rank(1 - c) {
                return Err(impossible(
                    "void-chess/3.6",
                    format!("the Pawn on {} stands behind its starting rank", name(sq)),
                ));
            }
        }
        for (right, c, rook_file) in [
            (CASTLE_WK, WHITE, 8),
            (CASTLE_WQ, WHITE, 0),
            (CASTLE_BK, BLACK, 8),
            (CASTLE_BQ, BLACK, 0),
        ] {
            let king = square(4, home_rank(c)).expect("on the board");
            let rook = square(rook_file, home_rank(c)).expect("on the board");
            if self.castling & right != 0
                && (self.kind[KING] & self.color[c] & bit(king) == 0
                    || self.kind[ROOK] & self.color[c] & bit(rook) == 0)
            {
                return Err(impossible(
                    "void-chess/8.1.1",
                    format!(
                        "a castling right needs the {} King on {} and Rook on {}",
                        color_word(c),
                        name(king),
                        name(rook)
                    ),
                ));
            }
        }
        if self.ep != NO_SQUARE {
            self.check_en_passant()?;
        }
        Ok(())
    }

    /// void-chess/8.2: the en passant square is the square just passed over by a Pawn of the side that
    /// moved, empty, with that Pawn beyond it and its starting square empty.
    fn check_en_passant(&self) -> Result<(), PositionError> {
        let mover = 1 - self.side;
        let ep = self.ep;
        let fail = |why: &str| {
            Err(impossible(
                "void-chess/8.2",
                format!("en passant square {}: {why}", name(ep)),
            ))
        };
        let dir = if mover == WHITE { 1 } else { -1 };
        if rank_of(ep) != pawn_start_rank(mover) + dir {
            return fail("not the square a Pawn of the side that just moved passes over");
        }
        let beyond = square(file_of(ep), rank_of(ep) + dir).expect("inside the board");
        let start = square(file_of(ep), rank_of(ep) - dir).expect("inside the board");
        if self.occupied() & bit(ep) != 0 || self.void & bit(ep) != 0 {
            return fail("it must be empty and not void");
        }
        if self.kind[PAWN] & self.color[mover] & bit(beyond) == 0 {
            return fail("no Pawn that just advanced two squares stands beyond it");
        }
        if self.occupied() & bit(start) != 0 {
            return fail("the Pawn's starting square is occupied");
        }
        if (self.unstable | self.void) & bit(beyond) != 0 || self.void & bit(start) != 0 {
            return fail(
                "a two-square advance is not a capture: the Pawn's squares cannot be unstable or void",
            );
        }
        Ok(())
    }
}

/// `white` or `black`.
pub fn color_word(c: Color) -> &'static str {
    if c == WHITE {
        "white"
    } else {
        "black"
    }
}

fn counter(s: &str, what: &str) -> Result<u32, PositionError> {
    if s.len() > 1 && s.starts_with('0') {
        return Err(bad(format!("{what}: `{s}` has a leading zero")));
    }
    s.parse::<u32>()
        .map_err(|_| bad(format!("{what}: `{s}` is not a whole number")))
}

/// Reads 9 ranks (rank 9 first) of letters and one-digit runs, calling `cell` for each letter.
fn read_ranks(
    field: &str,
    what: &str,
    mut cell: impl FnMut(u8, char) -> Option<()>,
) -> Result<(), PositionError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != 9 {
        return Err(bad(format!(
            "{what}: expected 9 ranks separated by `/`, found {}",
            ranks.len()
        )));
    }
    for (i, text) in ranks.iter().enumerate() {
        let rank = 8 - i as i32;
        let at = |problem: String| bad(format!("{what}, rank {}: {problem}", rank + 1));
        let mut file = 0i32;
        let mut last_digit = false;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 || last_digit {
                    return Err(at(format!(
                        "`{c}` is not allowed here (a run is one digit 1-9)"
                    )));
                }
                file += d as i32;
                last_digit = true;
            } else {
                let sq = square(file, rank).ok_or_else(|| at("more than 9 squares".into()))?;
                cell(sq, c).ok_or_else(|| at(format!("unknown letter `{c}`")))?;
                file += 1;
                last_digit = false;
            }
            if file > 9 {
                return Err(at("more than 9 squares".into()));
            }
        }
        if file != 9 {
            return Err(at(format!("{file} squares instead of 9")));
        }
    }
    Ok(())
}

/// Writes 9 ranks (rank 9 first), a digit for each run of squares without a letter.
fn write_ranks(s: &mut String, letter: impl Fn(u8) -> Option<char>) {
    let push_run = |s: &mut String, run: u32| match char::from_digit(run, 10) {
        Some(d) => s.push(d),
        None => s.push_str(&run.to_string()),
    };
    for rank in (0..9).rev() {
        let mut run = 0;
        for file in 0..9 {
            match letter(square(file, rank).expect("on the board")) {
                None => run += 1,
                Some(c) => {
                    if run > 0 {
                        push_run(s, run);
                        run = 0;
                    }
                    s.push(c);
                }
            }
        }
        if run > 0 {
            push_run(s, run);
        }
        if rank > 0 {
            s.push('/');
        }
    }
}
