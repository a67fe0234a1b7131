//! The lines written under the board: whose move, check, the status with its clause, a tried move's verdict.
//! A line wider than the picture is wrapped between words, so that no part of it (the clause least of all)
//! falls off the picture.

use crate::core::AnyGame;
use std::fmt::Write;

/// The width the captions' font (15 px, a sans-serif) gives a character, generously: DejaVu Sans's widest
/// lower-case letters and digits are about 0.6 em.
pub const CHAR_WIDTH: f64 = 9.0;

/// The margin left of and right of a caption, in pixels.
pub const MARGIN: f64 = 12.0;

/// The line under the board: whose move, check, and the status with its clause.
pub fn caption(game: &dyn AnyGame) -> String {
    let status = game.status();
    let mut s = if status.is_over() {
        format!("{status}")
    } else {
        format!("{} to move", game.side_to_move().replace('-', " "))
    };
    if game.in_check() && !status.is_over() {
        s.push_str(", in check");
    }
    if let Some(last) = game.moves().last() {
        let _ = write!(s, "; last move {last}");
    }
    s
}

/// The notes as lines that fit a picture `width` pixels wide: each note broken between words where it is
/// too long. A word is never cut (a clause id such as `(void-chess/8.1.2)` is one word); a word longer
/// than a line has a line of its own.
pub fn wrap_notes(notes: &[String], width: f64) -> Vec<String> {
    let most = (((width - 2.0 * MARGIN) / CHAR_WIDTH).floor() as usize).max(20);
    let mut lines = Vec::new();
    for note in notes {
        let mut line = String::new();
        for word in note.split(' ') {
            let fits = line.chars().count() + 1 + word.chars().count() <= most;
            if !line.is_empty() && !fits {
                lines.push(std::mem::take(&mut line));
                // A continued line is indented, so that it reads as part of the note above.
                line.push_str("  ");
            }
            if !line.is_empty() && !line.ends_with("  ") {
                line.push(' ');
            }
            line.push_str(word);
        }
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `oracle show --svg --try e1g1 startpos`: the refusal was one line of 101 characters on a picture
    /// 632 pixels wide, and the clause fell off its right edge.
    #[test]
    fn a_long_refusal_is_wrapped_and_its_clause_kept_whole() {
        let game = crate::start_game("void-chess").unwrap();
        let opts = crate::svg::SvgOptions {
            try_move: Some("e1g1".into()),
            ..crate::svg::SvgOptions::new()
        };
        let svg = crate::svg::board_svg(game.as_ref(), &opts).unwrap();
        let width: f64 = svg
            .split("width=\"")
            .nth(1)
            .and_then(|s| s.split('"').next())
            .and_then(|s| s.parse().ok())
            .unwrap();
        let captions: Vec<&str> = svg
            .lines()
            .filter(|l| l.contains("class=\"caption\""))
            .map(|l| l.split('>').nth(1).unwrap().trim_end_matches("</text"))
            .collect();
        assert!(captions.len() >= 3, "{captions:?}");
        for c in &captions {
            let right = MARGIN + c.chars().count() as f64 * CHAR_WIDTH;
            assert!(
                right <= width - MARGIN,
                "`{c}` is {right} px wide of {width}"
            );
        }
        assert!(
            captions.iter().any(|c| c.ends_with("(void-chess/8.1.2)")),
            "{captions:?}"
        );
        assert!(captions[1].starts_with("e1g1: refused"), "{captions:?}");
    }

    #[test]
    fn short_notes_stay_one_line_and_long_words_are_not_cut() {
        let long = "x".repeat(90);
        let lines = wrap_notes(&["white to move".into(), format!("a {long} b")], 400.0);
        assert_eq!(lines, ["white to move", "a", &format!("  {long}"), "  b"]);
    }
}
