//! `toy`: a five-square fixture ruleset that tests the scenario runner itself, independent of the real
//! rulesets. Its clause registry is `tests/fixtures/clauses/toy.yaml`:
//! a row of squares a1..e1, each normal or void; Kings (`K`/`k`) and Stones (`S`/`s`) step one square
//! sideways onto an empty normal square or capture an adjacent enemy piece; taking the King wins; a side
//! with no move draws; a King with an enemy piece beside it is in check.
//! Position text: the five squares (`K`, `k`, `S`, `s`, `.` empty, `#` void) and the side (`w`/`b`).

use oracle::clause;
use oracle::core::{
    Color, OracleError, Rejection, Rules, RulesetFace, SquareView, Status, Switches, Verdict,
};

pub const SLUG: &str = "toy";

/// The registered face of the toy ruleset.
pub static TOY: RulesetFace<Toy> = RulesetFace(Toy);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    Empty,
    Void,
    Piece(Color, bool), // bool: is a King
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ToyPosition {
    pub cells: [Cell; 5],
    pub side: Color,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ToyMove {
    pub from: usize,
    pub to: usize,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct Toy;

fn square_name(i: usize) -> String {
    format!("{}1", (b'a' + i as u8) as char)
}

fn parse_square(s: &str) -> Result<usize, OracleError> {
    let b = s.as_bytes();
    if b.len() == 2 && (b'a'..=b'e').contains(&b[0]) && b[1] == b'1' {
        Ok((b[0] - b'a') as usize)
    } else {
        Err(OracleError::BadSquare {
            text: s.to_string(),
            message: "toy squares are a1..e1".to_string(),
        })
    }
}

impl Toy {
    fn king_square(pos: &ToyPosition, c: Color) -> Option<usize> {
        pos.cells.iter().position(|x| *x == Cell::Piece(c, true))
    }

    /// toy/2.1, toy/2.2, toy/2.3
    fn judge(pos: &ToyPosition, mv: ToyMove) -> Result<(), Rejection> {
        match pos.cells[mv.from] {
            Cell::Piece(c, _) if c == pos.side => {}
            _ => {
                return Err(Rejection::new(
                    clause!("toy/2.1"),
                    "no piece of the side to move there",
                ))
            }
        }
        if mv.from.abs_diff(mv.to) != 1 {
            return Err(Rejection::new(clause!("toy/2.1"), "pieces step one square"));
        }
        match pos.cells[mv.to] {
            Cell::Void => Err(Rejection::new(clause!("toy/2.2"), "the square is void")),
            Cell::Piece(c, _) if c == pos.side => Err(Rejection::new(
                clause!("toy/2.1"),
                "a friendly piece stands there",
            )),
            _ => Ok(()),
        }
    }
}

impl Rules for Toy {
    type Position = ToyPosition;
    type Move = ToyMove;
    type Interpretation = Switches;

    fn slug(&self) -> &'static str {
        SLUG
    }
    fn name(&self) -> &'static str {
        "Toy (scenario-runner fixture)"
    }
    fn start_position(&self, _: &Switches) -> ToyPosition {
        self.parse_position("K.S.k w", &Switches)
            .expect("valid start")
    }
    /// toy/1.1
    fn parse_position(&self, text: &str, _: &Switches) -> Result<ToyPosition, OracleError> {
        let parts: Vec<&str> = text.split_whitespace().collect();
        let [cells, side] = parts[..] else {
            return Err(OracleError::bad_position(
                format!("`{text}`: expected five squares and a side"),
                None,
            ));
        };
        let chars: Vec<char> = cells.chars().collect();
        if chars.len() != 5 {
            return Err(OracleError::bad_position(
                format!("`{cells}` has {} squares, expected 5", chars.len()),
                Some(clause!("toy/1.1")),
            ));
        }
        let mut out = [Cell::Empty; 5];
        for (i, ch) in chars.iter().enumerate() {
            out[i] = match ch {
                '.' => Cell::Empty,
                '#' => Cell::Void,
                'K' => Cell::Piece(Color::White, true),
                'k' => Cell::Piece(Color::Black, true),
                'S' => Cell::Piece(Color::White, false),
                's' => Cell::Piece(Color::Black, false),
                _ => {
                    return Err(OracleError::bad_position(
                        format!("`{ch}` is not a toy square"),
                        None,
                    ))
                }
            };
        }
        for c in Color::BOTH {
            if out.iter().filter(|x| **x == Cell::Piece(c, true)).count() > 1 {
                return Err(OracleError::bad_position(
                    format!("{c} has two Kings"),
                    Some(clause!("toy/1.1")),
                ));
            }
        }
        let side = Color::from_letter(side).ok_or_else(|| {
            OracleError::bad_position(format!("side `{side}`, expected w or b"), None)
        })?;
        Ok(ToyPosition { cells: out, side })
    }
    fn format_position(&self, pos: &ToyPosition) -> String {
        let cells: String = pos
            .cells
            .iter()
            .map(|c| match c {
                Cell::Empty => '.',
                Cell::Void => '#',
                Cell::Piece(Color::White, true) => 'K',
                Cell::Piece(Color::Black, true) => 'k',
                Cell::Piece(Color::White, false) => 'S',
                Cell::Piece(Color::Black, false) => 's',
            })
            .collect();
        format!("{cells} {}", pos.side.letter())
    }
    fn side_to_move(&self, pos: &ToyPosition) -> &'static str {
        pos.side.name()
    }
    fn legal_moves(&self, pos: &ToyPosition, _: &Switches) -> Vec<ToyMove> {
        let mut out = Vec::new();
        if self.status(std::slice::from_ref(pos), &Switches).is_over() {
            return out;
        }
        for from in 0..5usize {
            for to in [from.wrapping_sub(1), from + 1] {
                if to < 5 && Toy::judge(pos, ToyMove { from, to }).is_ok() {
                    out.push(ToyMove { from, to });
                }
            }
        }
        out
    }
    fn write_move(&self, _: &ToyPosition, mv: &ToyMove, out: &mut String) {
        out.push_str(&square_name(mv.from));
        out.push_str(&square_name(mv.to));
    }
    fn check_move(&self, pos: &ToyPosition, text: &str, _: &Switches) -> Verdict<ToyMove> {
        if text.len() != 4 || !text.is_ascii() {
            return Verdict::Unreadable(OracleError::bad_move(
                text,
                "expected from and to squares, e.g. a1b1",
            ));
        }
        let from = oracle::readable!(parse_square(&text[..2]));
        let to = oracle::readable!(parse_square(&text[2..]));
        let mv = ToyMove { from, to };
        Verdict::of(mv, Toy::judge(pos, mv))
    }
    fn play(&self, pos: &ToyPosition, mv: &ToyMove, _: &Switches) -> ToyPosition {
        let mut next = pos.clone();
        next.cells[mv.to] = next.cells[mv.from];
        next.cells[mv.from] = Cell::Empty;
        next.side = pos.side.opponent();
        next
    }
    /// toy/2.3: a capture is the one effect the toy rules name (the clause trace of a move's effects).
    fn play_traced(
        &self,
        pos: &ToyPosition,
        mv: &ToyMove,
        interp: &Switches,
        sink: &mut dyn oracle::core::ClauseSink,
    ) -> ToyPosition {
        if matches!(pos.cells[mv.to], Cell::Piece(..)) {
            sink.yes(clause!("toy/2.3"));
        }
        self.play(pos, mv, interp)
    }
    /// toy/3.1, toy/3.2
    fn status(&self, history: &[ToyPosition], _: &Switches) -> Status {
        let pos = history.last().expect("a history has a position");
        for c in Color::BOTH {
            if Toy::king_square(pos, c).is_none() {
                return Status::win(
                    c.opponent().name(),
                    clause!("toy/3.1"),
                    format!("{c}'s King was taken"),
                );
            }
        }
        let any = (0..5usize).any(|from| {
            [from.wrapping_sub(1), from + 1]
                .into_iter()
                .any(|to| to < 5 && Toy::judge(pos, ToyMove { from, to }).is_ok())
        });
        if !any {
            return Status::draw(clause!("toy/3.2"), "no legal move");
        }
        Status::ongoing()
    }
    /// toy/4
    fn in_check(&self, pos: &ToyPosition, _: &Switches) -> bool {
        let Some(k) = Toy::king_square(pos, pos.side) else {
            return false;
        };
        [k.wrapping_sub(1), k + 1]
            .into_iter()
            .any(|n| n < 5 && matches!(pos.cells[n], Cell::Piece(c, _) if c != pos.side))
    }
    fn show(&self, pos: &ToyPosition) -> String {
        self.format_position(pos)
    }
    fn square(&self, pos: &ToyPosition, name: &str) -> Result<SquareView, OracleError> {
        let i = parse_square(name)?;
        let (piece, state) = match pos.cells[i] {
            Cell::Empty => (None, "normal"),
            Cell::Void => (None, "void"),
            Cell::Piece(c, k) => (
                Some(format!("{c} {}", if k { "king" } else { "stone" })),
                "normal",
            ),
        };
        Ok(SquareView {
            piece,
            state: Some(state.to_string()),
        })
    }
    /// A diagram is the five squares separated by spaces on one line, then `white to move` or `black to move`.
    fn position_text_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        let mut lines = diagram.lines().map(str::trim).filter(|l| !l.is_empty());
        let board: String = lines.next().unwrap_or("").split_whitespace().collect();
        let side = match lines.next() {
            Some("white to move") | None => "w",
            Some("black to move") => "b",
            Some(other) => {
                return Err(OracleError::bad_position(
                    format!("`{other}`: expected `white to move` or `black to move`"),
                    None,
                ))
            }
        };
        Ok(format!("{board} {side}"))
    }
}
