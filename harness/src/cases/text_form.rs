//! Each ruleset's one-line position text as data (the shape `docs/<ruleset>.md` gives it): its fields,
//! where the placement and the side to move are, the letters of its pieces, and where the tile states
//! are written. `cargo xtask check --engine` reads an engine's position through it to answer `pieces`,
//! `tiles` and `to_move`, and the suite export writes it into `rulesets.json` for runners in other
//! languages, so that every runner reads a position the same way. A test reads every position of every
//! scenario through it and compares with the oracle's own answers for each square.

use serde::Serialize;
use std::collections::BTreeMap;

/// Where a ruleset writes its tile (or space) states.
#[derive(Clone, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Tiles {
    /// A field that is `-` when every tile is normal, else ranks like the placement: a letter per
    /// tile of a state (`u`, `v`), a digit per run of normal tiles (Void Chess).
    Grid {
        field: usize,
        letters: BTreeMap<char, &'static str>,
    },
    /// A field naming the one square of that state, or `-` (Suicide Void Chess's void).
    Square { field: usize, state: &'static str },
    /// A mark in the placement itself for a square of that state (Circular Chess's `#` voids).
    Placement { mark: char, state: &'static str },
}

/// A ruleset's position text.
#[derive(Clone, Debug, Serialize)]
pub struct TextForm {
    /// The fields, space-separated, in order.
    pub fields: Vec<&'static str>,
    /// Fields not compared when two texts are compared (`en-passant`: engines write it under different
    /// conventions; the next position's legal moves compare it where it matters).
    pub lenient: Vec<&'static str>,
    /// The field holding the pieces: ranks from the last down, `/` between ranks, a number for a run
    /// of empty squares, a letter per piece, followed by any of `marks`.
    pub placement: usize,
    /// The file letters, left to right; the ranks are numbered 1 up to `ranks`.
    pub files: &'static str,
    pub ranks: u32,
    /// Characters that may follow a piece letter and change nothing of what the piece is.
    pub marks: &'static str,
    /// The field naming the side to move, and the word each value stands for (a value not listed is
    /// its own word).
    pub side: usize,
    pub sides: BTreeMap<&'static str, &'static str>,
    /// Each piece letter and its words (`R`: `white rook`).
    pub pieces: BTreeMap<char, String>,
    /// Where tile states are written; `None` for a ruleset without them. A tile written nowhere is
    /// `normal`.
    pub tiles: Option<Tiles>,
}

fn chess_pieces(extra: &[(char, &str)]) -> BTreeMap<char, String> {
    let kinds = [
        ('K', "king"),
        ('Q', "queen"),
        ('R', "rook"),
        ('B', "bishop"),
        ('N', "knight"),
        ('P', "pawn"),
    ];
    let mut out = BTreeMap::new();
    for (letter, name) in kinds.iter().chain(extra) {
        out.insert(*letter, format!("white {name}"));
        out.insert(letter.to_ascii_lowercase(), format!("black {name}"));
    }
    out
}

/// The text form of the ruleset `slug`, or `None` for a ruleset this module does not know.
pub fn text_form(slug: &str) -> Option<TextForm> {
    let fields = super::fields::fields_of(slug);
    let white_black = BTreeMap::from([("w", "white"), ("b", "black")]);
    let chess = |files, ranks, pieces, tiles| TextForm {
        fields: fields.clone(),
        lenient: vec!["en-passant"],
        placement: 0,
        files,
        ranks,
        marks: "",
        side: 1,
        sides: white_black.clone(),
        pieces,
        tiles,
    };
    Some(match slug {
        "fide" | "suicide" => chess("abcdefgh", 8, chess_pieces(&[]), None),
        "void-chess" => chess(
            "abcdefghi",
            9,
            chess_pieces(&[('M', "minister")]),
            Some(Tiles::Grid {
                field: 6,
                letters: BTreeMap::from([('u', "unstable"), ('v', "void")]),
            }),
        ),
        "suicide-void" => chess(
            "abcdefgh",
            8,
            chess_pieces(&[]),
            Some(Tiles::Square {
                field: 6,
                state: "void",
            }),
        ),
        "circular" => TextForm {
            placement: 1,
            marks: "+-",
            side: 2,
            tiles: Some(Tiles::Placement {
                mark: '#',
                state: "void",
            }),
            ..chess("abcdefghi", 8, chess_pieces(&[]), None)
        },
        "minnaar" => {
            let mut pieces = chess_pieces(&[]);
            pieces.retain(|c, _| !c.eq_ignore_ascii_case(&'p'));
            pieces.insert('S', "southern sovereign".into());
            pieces.insert('s', "northern sovereign".into());
            TextForm {
                lenient: Vec::new(),
                sides: BTreeMap::new(),
                ..chess("abcdefgh", 8, pieces, None)
            }
        }
        _ => return None,
    })
}

impl TextForm {
    /// The field `i` of a position text.
    fn field<'a>(&self, position: &'a str, i: usize) -> Result<&'a str, String> {
        position.split_whitespace().nth(i).ok_or_else(|| {
            format!(
                "the position `{position}` has no {} field",
                self.fields.get(i).copied().unwrap_or("such")
            )
        })
    }

    /// The cells of a placement-like field, the last rank first: a cell is the character written for
    /// it (`.` for an empty square).
    fn cells(&self, text: &str, marks: &str) -> Result<Vec<Vec<char>>, String> {
        let width = self.files.len();
        let mut rows = Vec::new();
        for rank in text.split('/') {
            let mut row = Vec::new();
            let mut run = 0usize;
            for c in rank.chars() {
                if let Some(d) = c.to_digit(10) {
                    run = run * 10 + d as usize;
                    continue;
                }
                row.extend(std::iter::repeat_n('.', run));
                run = 0;
                if !marks.contains(c) {
                    row.push(c);
                }
            }
            row.extend(std::iter::repeat_n('.', run));
            if row.len() != width {
                return Err(format!(
                    "the rank `{rank}` of `{text}` is not {width} squares wide"
                ));
            }
            rows.push(row);
        }
        if rows.len() != self.ranks as usize {
            return Err(format!("`{text}` does not have {} ranks", self.ranks));
        }
        Ok(rows)
    }

    /// The cell of `square` (`e4`) in placement-like `text`.
    fn cell(&self, text: &str, marks: &str, square: &str) -> Result<char, String> {
        let rows = self.cells(text, marks)?;
        let mut chars = square.chars();
        let file = chars.next().and_then(|f| self.files.find(f));
        let rank = chars.as_str().parse::<u32>().ok();
        match (file, rank) {
            (Some(f), Some(r)) if (1..=self.ranks).contains(&r) => {
                Ok(rows[(self.ranks - r) as usize][f])
            }
            _ => Err(format!("`{square}` is not a square of this board")),
        }
    }

    /// The words of the piece on `square` (`white rook`), or `None` for no piece.
    pub fn piece(&self, position: &str, square: &str) -> Result<Option<String>, String> {
        let placement = self.field(position, self.placement)?;
        let c = self.cell(placement, self.marks, square)?;
        if c == '.' || matches!(&self.tiles, Some(Tiles::Placement { mark, .. }) if *mark == c) {
            return Ok(None);
        }
        match self.pieces.get(&c) {
            Some(words) => Ok(Some(words.clone())),
            None => Err(format!(
                "`{c}` on {square} is not a piece letter of this ruleset"
            )),
        }
    }

    /// The tile state of `square` (`normal`, `unstable`, `void`).
    pub fn tile(&self, position: &str, square: &str) -> Result<String, String> {
        const NORMAL: &str = "normal";
        let state = match &self.tiles {
            None => return Err("this ruleset has no tile states".into()),
            Some(Tiles::Grid { field, letters }) => {
                let text = self.field(position, *field)?;
                if text == "-" {
                    self.cell(&self.empty_grid(), "", square)?;
                    NORMAL
                } else {
                    let c = self.cell(text, "", square)?;
                    match (c, letters.get(&c)) {
                        ('.', _) => NORMAL,
                        (_, Some(state)) => state,
                        _ => return Err(format!("`{c}` on {square} is not a tile letter")),
                    }
                }
            }
            Some(Tiles::Square { field, state }) => {
                self.cell(&self.empty_grid(), "", square)?;
                if self.field(position, *field)? == square {
                    state
                } else {
                    NORMAL
                }
            }
            Some(Tiles::Placement { mark, state }) => {
                let placement = self.field(position, self.placement)?;
                if self.cell(placement, self.marks, square)? == *mark {
                    state
                } else {
                    NORMAL
                }
            }
        };
        Ok(state.to_string())
    }

    /// The word of the side to move (`white`, `northern-sovereigns`).
    pub fn side_to_move(&self, position: &str) -> Result<String, String> {
        let value = self.field(position, self.side)?;
        Ok(self.sides.get(value).copied().unwrap_or(value).to_string())
    }

    /// A placement with no piece, for checking a square name.
    fn empty_grid(&self) -> String {
        let rank = self.files.len().to_string();
        vec![rank; self.ranks as usize].join("/")
    }
}

#[cfg(test)]
mod tests {
    use super::text_form;

    /// Every position of every scenario (its start and after each step), every square: the text form
    /// reads the piece, the tile state and the side to move the oracle gives.
    #[test]
    fn every_scenario_position_reads_as_the_oracle_reads_it() {
        let mut squares_read = 0;
        for case in crate::cases::project_positions() {
            let (slug, games) = case;
            let form = text_form(slug).unwrap_or_else(|| panic!("{slug} has a text form"));
            for game in games {
                let position = game.position();
                assert_eq!(
                    form.side_to_move(&position).unwrap(),
                    game.side_to_move(),
                    "{position}"
                );
                for rank in 1..=form.ranks {
                    for file in form.files.chars() {
                        let sq = format!("{file}{rank}");
                        let Ok(view) = game.square(&sq) else { continue };
                        assert_eq!(
                            form.piece(&position, &sq).unwrap(),
                            view.piece,
                            "{sq} {position}"
                        );
                        match view.state {
                            Some(state) => assert_eq!(form.tile(&position, &sq).unwrap(), state),
                            None => assert!(form.tiles.is_none(), "{slug}"),
                        }
                        squares_read += 1;
                    }
                }
            }
        }
        assert!(squares_read > 50_000, "{squares_read}");
    }
}
