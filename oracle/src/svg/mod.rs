//! Pictures of a position as SVG, for every ruleset: the board with its tiles, the pieces as self-drawn
//! glyphs, the last move as an arrow, and optional highlights (one piece's legal moves, the squares a
//! refused move would need). No fonts or images are loaded from anywhere: an SVG is one self-contained file.
//!
//! The picture is drawn from the uniform [`AnyGame`] face only (square views, the move list, the status), so
//! it shows exactly what the oracle answers. Every playable square is one element with the class `cell` and
//! a `data-square` attribute; the tests count them (81 for Void Chess, 64 for 8x8, 70/68/66 for Circular).

mod glyphs;
mod grid;
mod notes;
mod round;

pub use glyphs::escape;
use glyphs::{colour, Drawn, Layout};

use crate::core::square_names::squares_named;
use crate::core::{AnyGame, OracleError, Verdict};
use std::fmt::Write;

/// What to draw besides the position.
#[derive(Clone, Debug, Default)]
pub struct SvgOptions {
    /// Mark the legal moves of the piece on this square.
    pub moves_from: Option<String>,
    /// A move to try: when legal, drawn as a second arrow; when refused, the squares it names are
    /// outlined and the refusal with its clause is written under the board.
    pub try_move: Option<String>,
    /// Draw the last move played as an arrow (on by default through [`SvgOptions::new`]).
    pub last_move: bool,
}

impl SvgOptions {
    /// The defaults: last move shown, no highlights.
    pub fn new() -> SvgOptions {
        SvgOptions {
            last_move: true,
            ..SvgOptions::default()
        }
    }
}

/// The SVG picture of the game's current position.
pub fn board_svg(game: &dyn AnyGame, opts: &SvgOptions) -> Result<String, OracleError> {
    let mut extra = Extras::default();
    if opts.last_move {
        if let Some(last) = game.moves().last() {
            let (path, placed) = move_parts(last);
            extra.last = path;
            extra.placed = placed;
        }
    }
    if let Some(from) = &opts.moves_from {
        game.square(from)?;
        extra.from = Some(from.clone());
        extra.targets = game
            .legal_moves()
            .iter()
            .filter(|m| squares_named(m).first() == Some(from))
            .filter_map(|m| squares_named(m).last().cloned())
            .filter(|t| t != from)
            .collect();
    }
    if let Some(text) = &opts.try_move {
        match game.explain(text) {
            Verdict::Unreadable(e) => return Err(e),
            Verdict::Legal(coord) => {
                extra.tried = move_parts(&coord).0;
                extra.notes.push(format!("{text}: legal ({coord})"));
            }
            Verdict::Refused(r) => {
                extra.refused = squares_named(text);
                extra.notes.push(format!(
                    "{text}: refused, {} ({})",
                    r.message.trim_end_matches('.'),
                    r.clause
                ));
            }
        }
    }
    extra.notes.insert(0, notes::caption(game));
    if game.slug() == "minnaar" {
        // The tally and the marker (minnaar/9.1, 9.2), as the text picture words them.
        let shown = game.show();
        let counts = shown
            .lines()
            .filter(|l| l.starts_with("tally:") || l.starts_with("marker:"));
        for (i, line) in counts.enumerate() {
            extra.notes.insert(1 + i, line.to_string());
        }
    }
    let (mut body, layout, size): Drawn = match game.slug() {
        "circular" => round::draw(game)?,
        slug => grid::draw(game, grid_shape(slug))?,
    };
    draw_extras(&mut body, layout.as_ref(), &extra);
    Ok(wrap(game, &body, size, &extra.notes))
}

/// Files and ranks of a rectangular board by ruleset.
fn grid_shape(slug: &str) -> (u8, u8) {
    match slug {
        "void-chess" => (9, 9),
        _ => (8, 8),
    }
}

#[derive(Default)]
struct Extras {
    last: Vec<String>,
    from: Option<String>,
    targets: Vec<String>,
    tried: Vec<String>,
    refused: Vec<String>,
    /// A square the move put something on besides its path (Suicide Void's void after `@`).
    placed: Option<String>,
    notes: Vec<String>,
}

/// A move's path (the squares before any `@`) and the square after `@` (`e4d5@h6`: the void moves to h6;
/// `@e4`: the void is placed, no path).
fn move_parts(text: &str) -> (Vec<String>, Option<String>) {
    match text.split_once('@') {
        Some((path, placed)) => (squares_named(path), squares_named(placed).pop()),
        None => (squares_named(text), None),
    }
}

fn draw_extras(out: &mut String, layout: &dyn Layout, extra: &Extras) {
    for sq in &extra.refused {
        if let Some((x, y, r)) = layout.place(sq) {
            let _ = writeln!(
                out,
                r#"<circle class="refused" data-square="{sq}" cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="none" stroke="{}" stroke-width="4" stroke-dasharray="6 4"/>"#,
                r * 1.15,
                colour::REFUSED
            );
        }
    }
    if let Some((x, y, r)) = extra.from.as_deref().and_then(|s| layout.place(s)) {
        let _ = writeln!(
            out,
            r#"<circle class="moves-from" cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="none" stroke="{}" stroke-width="3"/>"#,
            r * 1.15,
            colour::TARGET
        );
    }
    for sq in &extra.targets {
        if let Some((x, y, r)) = layout.place(sq) {
            let _ = writeln!(
                out,
                r#"<circle class="target" data-square="{sq}" cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="{}" fill-opacity="0.75"/>"#,
                r * 0.35,
                colour::TARGET
            );
        }
    }
    arrow(out, layout, &extra.last, colour::ARROW, "last-move");
    if let Some(sq) = &extra.placed {
        arrow(
            out,
            layout,
            std::slice::from_ref(sq),
            colour::ARROW,
            "placed",
        );
    }
    arrow(out, layout, &extra.tried, colour::TRY_ARROW, "tried-move");
}

/// An arrow through the named squares (a single square gets a ring: a placement such as `@e4`).
fn arrow(out: &mut String, layout: &dyn Layout, squares: &[String], colour: &str, class: &str) {
    let points: Vec<(f64, f64, f64)> = squares.iter().filter_map(|s| layout.place(s)).collect();
    match points.as_slice() {
        [] => {}
        [(x, y, r)] => {
            let _ = writeln!(
                out,
                r#"<circle class="{class}" cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="none" stroke="{colour}" stroke-width="5" opacity="0.8"/>"#,
                r * 1.2
            );
        }
        _ => {
            // The head stops short of the target's centre, so that the piece stays readable.
            let n = points.len();
            let (x0, y0, _) = points[n - 2];
            let (x1, y1, r) = points[n - 1];
            let len = ((x1 - x0).powi(2) + (y1 - y0).powi(2)).sqrt().max(1.0);
            let cut = (r * 0.55).min(len / 2.0);
            let mut points = points.clone();
            points[n - 1] = (x1 - (x1 - x0) * cut / len, y1 - (y1 - y0) * cut / len, r);
            let list: Vec<String> = points
                .iter()
                .map(|(x, y, _)| format!("{x:.1},{y:.1}"))
                .collect();
            let _ = writeln!(
                out,
                r#"<polyline class="{class}" points="{}" fill="none" stroke="{colour}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round" opacity="0.75" marker-end="url(#head-{class})"/>"#,
                list.join(" ")
            );
        }
    }
}

fn wrap(game: &dyn AnyGame, body: &str, (w, h): (f64, f64), notes: &[String]) -> String {
    let notes = notes::wrap_notes(notes, w);
    let line = 20.0;
    let total_h = h + 12.0 + line * notes.len() as f64;
    let title = format!("{}: {}", game.slug(), game.position());
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}" height="{total_h:.0}" viewBox="0 0 {w:.0} {total_h:.0}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" data-ruleset="{}">"#,
        game.slug()
    );
    let _ = writeln!(out, "<title>{}</title>", escape(&title));
    out.push_str("<defs>\n");
    for (class, c) in [
        ("last-move", colour::ARROW),
        ("tried-move", colour::TRY_ARROW),
    ] {
        let _ = writeln!(
            out,
            r#"<marker id="head-{class}" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3" markerHeight="3" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{c}"/></marker>"#
        );
    }
    out.push_str("</defs>\n");
    let _ = writeln!(
        out,
        r##"<rect class="background" x="0" y="0" width="{w:.0}" height="{total_h:.0}" fill="#ffffff"/>"##
    );
    out.push_str(body);
    for (i, note) in notes.iter().enumerate() {
        let _ = writeln!(
            out,
            r##"<text class="caption" x="12" y="{:.0}" font-size="15" fill="#222222">{}</text>"##,
            h + 8.0 + line * (i as f64 + 0.75),
            escape(note)
        );
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_parts_of_move_texts() {
        assert_eq!(
            super::move_parts("e4d5@h6"),
            (vec!["e4".into(), "d5".into()], Some("h6".into()))
        );
        assert_eq!(super::move_parts("@e4"), (vec![], Some("e4".into())));
    }
}
