//! Edits of a position text that the generator of positions for a pair makes: a piece added on an empty
//! square, a piece other than a King taken off, a piece moved to an empty square, a Void Chess tile
//! turned void or unstable. Each ruleset's
//! text keeps its placement in the first field holding a `/` (ranks from the last, a digit a run of
//! empty squares, `#` a void space, `+`/`-` a mark on the letter before it); Void Chess's tiles are its
//! seventh field, written the same way. The oracle then decides whether the edited text is a position.

use crate::rng::Picker;

/// A placement as rows of cells (`rows[0]` the last rank): `""` an empty square, `"#"` a void space,
/// otherwise a piece letter with its marks.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Cells {
    rows: Vec<Vec<String>>,
}

impl Cells {
    fn parse(text: &str) -> Cells {
        let rows = text
            .split('/')
            .map(|rank| {
                let mut row: Vec<String> = Vec::new();
                for c in rank.chars() {
                    match c {
                        '1'..='9' => {
                            row.extend((0..c as usize - '0' as usize).map(|_| String::new()))
                        }
                        '+' | '-' => {
                            if let Some(last) = row.last_mut() {
                                last.push(c);
                            }
                        }
                        other => row.push(other.to_string()),
                    }
                }
                row
            })
            .collect();
        Cells { rows }
    }

    fn write(&self) -> String {
        let ranks: Vec<String> = self
            .rows
            .iter()
            .map(|row| {
                // Each run of empty squares as its count, each other cell as it is.
                row.chunk_by(|a, b| a.is_empty() && b.is_empty())
                    .map(|run| {
                        if run[0].is_empty() {
                            run.len().to_string()
                        } else {
                            run[0].clone()
                        }
                    })
                    .collect()
            })
            .collect();
        ranks.join("/")
    }

    fn squares(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.rows
            .iter()
            .enumerate()
            .flat_map(|(r, row)| (0..row.len()).map(move |c| (r, c)))
    }
}

/// The cell of `square` (`e4`: a file letter from `a`, a rank number from 1) in the placement of
/// `position`: `Some("")` for an empty square, `Some("#")` a void space, else the piece with its marks;
/// `None` off the board.
pub fn cell(position: &str, square: &str) -> Option<String> {
    let placement = position.split_whitespace().find(|f| f.contains('/'))?;
    let cells = Cells::parse(placement);
    let (r, c) = locate(&cells, square)?;
    Some(cells.rows[r][c].clone())
}

/// `position` with the cell of `square` set to `value` (`""` empties it), marks and every other field
/// kept; `None` off the board.
pub fn with_cell(position: &str, square: &str, value: &str) -> Option<String> {
    let mut fields: Vec<String> = position.split_whitespace().map(str::to_string).collect();
    let at = fields.iter().position(|f| f.contains('/'))?;
    let mut cells = Cells::parse(&fields[at]);
    let (r, c) = locate(&cells, square)?;
    cells.rows[r][c] = value.to_string();
    fields[at] = cells.write();
    Some(fields.join(" "))
}

/// Where `square` is among the rows (`rows[0]` the last rank).
fn locate(cells: &Cells, square: &str) -> Option<(usize, usize)> {
    let file = (square.as_bytes().first()?.checked_sub(b'a'))? as usize;
    let rank: usize = square.get(1..)?.parse().ok()?;
    let r = cells.rows.len().checked_sub(rank)?;
    (file < cells.rows.get(r)?.len()).then_some((r, file))
}

/// The piece letters of `slug` a generator may add (both colours).
fn letters(slug: &str) -> &'static [&'static str] {
    match slug {
        "void-chess" => &["Q", "R", "B", "N", "M", "P", "q", "r", "b", "n", "m", "p"],
        "minnaar" => &["S", "s", "Q", "R", "B", "N", "K", "q", "r", "b", "n", "k"],
        "circular" => &["Q", "R", "B", "N", "P+", "q", "r", "b", "n", "p+"],
        _ => &["Q", "R", "B", "N", "P", "q", "r", "b", "n", "p"],
    }
}

/// One random edit of `position`, or `None` when the drawn edit does not apply. Kings are never added
/// or taken off; the oracle judges the rest.
pub fn edit(slug: &str, position: &str, rng: &mut Picker) -> Option<String> {
    let mut fields: Vec<String> = position.split_whitespace().map(str::to_string).collect();
    let at = fields.iter().position(|f| f.contains('/'))?;
    let mut cells = Cells::parse(&fields[at]);
    let squares: Vec<(usize, usize)> = cells.squares().collect();
    let cell = |cells: &Cells, (r, c): (usize, usize)| cells.rows[r][c].clone();
    let empty: Vec<(usize, usize)> = squares
        .iter()
        .copied()
        .filter(|&sq| cell(&cells, sq).is_empty())
        .collect();
    let pieces: Vec<(usize, usize)> = squares
        .iter()
        .copied()
        .filter(|&sq| !cell(&cells, sq).is_empty() && cell(&cells, sq) != "#")
        .collect();
    let pick = |rng: &mut Picker, from: &[(usize, usize)]| {
        (!from.is_empty()).then(|| from[rng.below(from.len())])
    };
    let kind = if slug == "void-chess" {
        rng.below(6)
    } else {
        rng.below(4)
    };
    match kind {
        // Add a piece on an empty square.
        0 | 1 => {
            let (r, c) = pick(rng, &empty)?;
            let all = letters(slug);
            cells.rows[r][c] = all[rng.below(all.len())].to_string();
        }
        // Take a piece other than a King off.
        2 => {
            let (r, c) = pick(rng, &pieces)?;
            if cells.rows[r][c].eq_ignore_ascii_case("k") {
                return None;
            }
            cells.rows[r][c] = String::new();
        }
        // Move a piece (a King too) to an empty square.
        3 => {
            let (r, c) = pick(rng, &pieces)?;
            let (to_r, to_c) = pick(rng, &empty)?;
            cells.rows[to_r][to_c] = std::mem::take(&mut cells.rows[r][c]);
        }
        // Void Chess: an empty square's tile void, or an occupied square's tile unstable.
        _ => {
            let tiles_field = 6;
            let (r, c) = squares[rng.below(squares.len())];
            let tiles = fields.get(tiles_field)?.clone();
            let mut t = if tiles == "-" {
                Cells::parse(&["9"; 9].join("/"))
            } else {
                Cells::parse(&tiles)
            };
            let mark = if cells.rows[r][c].is_empty() {
                "v"
            } else {
                "u"
            };
            if !t.rows.get(r)?.get(c)?.is_empty() {
                return None;
            }
            t.rows[r][c] = mark.to_string();
            fields[tiles_field] = t.write();
        }
    }
    fields[at] = cells.write();
    Some(fields.join(" "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placements_read_and_write_back() {
        for p in [
            "rnbqkbmnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKBMNR",
            "rnbqkbnr#/pppppppp#/9/9/9/9/PPPPPPPP#/RNBQKBNR#",
            "1P+7/9/9/9/9/9/9/4k4",
            "s7/8/8/8/8/8/K7/S6k",
        ] {
            assert_eq!(Cells::parse(p).write(), p);
        }
        let mut rng = Picker::from_seed(3);
        let start = "4k4/9/9/9/9/9/9/9/4K4 w - - 0 1 -";
        let edited: Vec<String> = (0..50)
            .filter_map(|_| edit("void-chess", start, &mut rng))
            .collect();
        assert!(edited.iter().any(|e| e.ends_with(" -") && e != start));
        assert!(edited.iter().any(|e| !e.ends_with(" -")), "a tile edit");
        assert!(edited.iter().all(|e| e.matches('k').count() == 1));
        let circular = "medial 8#/8#/9/9/4P+4/9/8#/K7# w - - 0 1";
        assert_eq!(cell(circular, "e4").as_deref(), Some("P+"));
        assert_eq!(cell(circular, "i8").as_deref(), Some("#"));
        assert_eq!(
            with_cell(circular, "a1", "").as_deref(),
            Some("medial 8#/8#/9/9/4P+4/9/8#/8# w - - 0 1")
        );
    }
}
