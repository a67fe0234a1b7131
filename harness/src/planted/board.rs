//! The text forms the planted bugs read and rewrite: a board from a placement field, its squares,
//! the fields of a position text and the squares of a move text.

use oracle::core::Grid;

/// A board read from a position text's placement field: `rows[0]` is the top rank, `.` an empty square,
/// `#` a void space (Circular).
pub struct Board {
    rows: Vec<Vec<char>>,
}

impl Board {
    pub fn parse(placement: &str) -> Board {
        let rows = placement
            .split('/')
            .map(|rank| {
                let mut row = Vec::new();
                for c in rank.chars() {
                    match c {
                        '1'..='9' => {
                            row.extend(std::iter::repeat_n('.', c as usize - '0' as usize))
                        }
                        '+' | '-' => {}
                        other => row.push(other),
                    }
                }
                row
            })
            .collect();
        Board { rows }
    }

    /// The square `name` (`e4`) as (row, column).
    pub fn index(&self, name: &str) -> Option<(usize, usize)> {
        let mut chars = name.chars();
        let file = chars.next()?;
        let rank: usize = chars.as_str().parse().ok()?;
        let col = (file as usize).checked_sub('a' as usize)?;
        let row = self.rows.len().checked_sub(rank)?;
        (row < self.rows.len() && col < self.rows[row].len()).then_some((row, col))
    }

    pub fn at(&self, name: &str) -> Option<char> {
        self.index(name).map(|(r, c)| self.rows[r][c])
    }

    pub fn set(&mut self, name: &str, value: char) {
        if let Some((r, c)) = self.index(name) {
            self.rows[r][c] = value;
        }
    }

    pub fn count(&self, f: impl Fn(char) -> bool) -> usize {
        self.rows.iter().flatten().filter(|c| f(**c)).count()
    }

    /// The placement text again, `.` runs as digits. The board is taken as rectangular, as wide as its
    /// first rank.
    pub fn write(&self) -> String {
        let grid = Grid {
            files: self.rows.first().map_or(0, Vec::len) as u8,
            ranks: self.rows.len() as u8,
        };
        grid.write_placement(|sq| {
            let row = &self.rows[self.rows.len() - 1 - grid.rank(sq) as usize];
            row.get(grid.file(sq) as usize)
                .copied()
                .filter(|&c| c != '.')
        })
    }
}

/// Void Chess's tiles field (index 6) as a board of `.`, `u`, `v`.
pub fn tiles(position: &str) -> Board {
    match fields(position).get(6).copied() {
        Some(t) if t != "-" => Board::parse(t),
        _ => Board::parse("9/9/9/9/9/9/9/9/9"),
    }
}

pub fn with_tiles(position: &str, board: &Board) -> String {
    let mut f: Vec<String> = fields(position).iter().map(|s| s.to_string()).collect();
    let text = board.write();
    f[6] = if board.count(|c| c != '.') == 0 {
        "-".into()
    } else {
        text
    };
    f.join(" ")
}

/// The position with its tiles edited by `edit`.
pub fn edit_tiles(position: &str, edit: impl FnOnce(&mut Board)) -> String {
    let mut t = tiles(position);
    edit(&mut t);
    with_tiles(position, &t)
}

pub fn fields(position: &str) -> Vec<&str> {
    position.split_whitespace().collect()
}

/// The squares of a coordinate move (`e4e5e6` -> e4, e5, e6; `e7e8q@a3` -> e7, e8), and its suffix.
pub fn squares(mv: &str) -> Vec<String> {
    let body = mv.split('@').next().unwrap_or("");
    let mut out = Vec::new();
    let mut current = String::new();
    for c in body.chars() {
        if c.is_ascii_lowercase() && !current.is_empty() && current.len() > 1 {
            out.push(std::mem::take(&mut current));
        }
        current.push(c);
    }
    if current.len() > 1 {
        out.push(current);
    }
    out
}

pub fn rank_of(square: &str) -> u32 {
    square[1..].parse().unwrap_or(0)
}

pub fn is_white(piece: char) -> bool {
    piece.is_ascii_uppercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_read_and_write_back() {
        let placement = "rnbqkbmnr/ppp1p1ppp/9/3p1P3/9/9/9/PPPP1PPPP/RNBQKBMNR";
        let b = Board::parse(placement);
        assert_eq!(b.at("f6"), Some('P'));
        assert_eq!(b.at("e1"), Some('K'));
        assert_eq!(b.at("i9"), Some('r'));
        assert_eq!(b.write(), placement);
        assert_eq!(squares("e4e5e6"), ["e4", "e5", "e6"]);
        assert_eq!(squares("e7d8k@a3"), ["e7", "d8"]);
        assert_eq!(squares("c7c8q"), ["c7", "c8"]);
        assert_eq!(squares("a3i5"), ["a3", "i5"]);
    }
}
