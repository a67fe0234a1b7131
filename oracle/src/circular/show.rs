//! Pictures of a position for people: the round board seen from above (White at the bottom, Black at the top),
//! and the same spaces as a file-by-rank grid.

use super::position::{default_crossed, format_position};
use super::s02_board::Space;
use super::s04_movement::{Kind, Position};

/// Horizontal and vertical radius of each ring (1 = outer) in characters.
const RADII: [(f64, f64); 4] = [(40.0, 20.0), (31.0, 15.5), (22.0, 11.0), (13.0, 6.5)];

fn token(pos: &Position, s: Space) -> String {
    if pos.board.is_void(s) {
        return format!("#{}", s.name());
    }
    let c = pos.at(s).map_or('.', |p| p.letter());
    format!("{c}{}", s.name())
}

/// The round board: every space as its piece letter (`.` empty, upper case White, lower case Black, `#` void)
/// followed by its name, at its place on the circle; `()` is the center-circle.
pub fn round_picture(pos: &Position) -> String {
    let (cx, cy) = (42i32, 20i32);
    let (w, h) = (87usize, 41usize);
    let mut grid = vec![vec![' '; w]; h];
    let mut put = |x: i32, y: i32, t: &str| {
        for (i, ch) in t.chars().enumerate() {
            let (px, py) = (x + i as i32, y);
            if (0..w as i32).contains(&px) && (0..h as i32).contains(&py) {
                grid[py as usize][px as usize] = ch;
            }
        }
    };
    put(cx - 1, cy, "()");
    for s in Space::all() {
        let d = s.data();
        let (rx, ry) = RADII[(d.ring - 1) as usize];
        let angle = (d.sector as f64 * 20.0).to_radians();
        let x = cx + (rx * angle.cos()).round() as i32;
        let y = cy - (ry * angle.sin()).round() as i32;
        put(x - 1, y, &token(pos, s));
    }
    let mut out = String::new();
    out.push_str(&format!("{:>44}\n", "Black"));
    for row in grid {
        let line: String = row.into_iter().collect();
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str(&format!("{:>44}\n", "White"));
    out
}

/// The same spaces as a grid of files a..i and ranks 8..1 (rank 4 and rank 5 meet across the center-circle;
/// file i joins file a with the ranks reversed). A Pawn whose crossed state is not the usual one for its half
/// carries `+` (crossed) or `-` (not crossed).
pub fn grid_picture(pos: &Position) -> String {
    let mut out = String::from("     a  b  c  d  e  f  g  h  i\n");
    for rank in (1..=8u8).rev() {
        out.push_str(&format!("  {rank} "));
        for file in 0..9u8 {
            let Some(s) = Space::at(file, rank) else {
                continue;
            };
            let cell = if pos.board.is_void(s) {
                " # ".to_string()
            } else {
                match pos.at(s) {
                    None => " . ".to_string(),
                    Some(p) => {
                        let mark =
                            if p.kind == Kind::Pawn && p.crossed != default_crossed(p.color, s) {
                                if p.crossed {
                                    '+'
                                } else {
                                    '-'
                                }
                            } else {
                                ' '
                            };
                        format!(" {}{mark}", p.letter())
                    }
                }
            };
            out.push_str(&cell);
        }
        let trimmed = out.trim_end_matches(' ').len();
        out.truncate(trimmed);
        out.push('\n');
        if rank == 5 {
            out.push_str("    ------- center-circle --------\n");
        }
    }
    out
}

/// Both pictures, the board's name and the position text.
pub fn show(pos: &Position) -> String {
    format!(
        "{} board ({} spaces), {} to move\n\n{}\n{}\n{}\n",
        pos.board.name(),
        pos.board.space_count(),
        pos.to_move,
        round_picture(pos),
        grid_picture(pos),
        format_position(pos)
    )
}
