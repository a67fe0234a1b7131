//! The round board of Circular Chess drawn from its geometry (circular/2.1-2.4): four rings of eighteen
//! spaces around the center-circle, White at the bottom; the voids of the chosen board shown as holes;
//! every space named (circular/2.4) and the files lettered around the rim.

use super::glyphs::{colour, escape, piece, Drawn, Layout};
use crate::circular::s02_board::{Board, Space};
use crate::core::{AnyGame, OracleError};
use std::f64::consts::PI;
use std::fmt::Write;

const CENTRE: f64 = 370.0;
const INNER: f64 = 72.0;
const RING: f64 = 66.0;

/// Inner and outer radius of ring `k` (1 = outer rim, 4 = next to the center-circle).
fn radii(k: u8) -> (f64, f64) {
    let inner = INNER + (4 - k) as f64 * RING;
    (inner, inner + RING)
}

fn point(r: f64, degrees: f64) -> (f64, f64) {
    let a = degrees * PI / 180.0;
    (CENTRE + r * a.cos(), CENTRE - r * a.sin())
}

pub(crate) struct RoundLayout;

impl Layout for RoundLayout {
    fn place(&self, square: &str) -> Option<(f64, f64, f64)> {
        let s = Space::from_name(square)?;
        let d = s.data();
        let (r0, r1) = radii(d.ring);
        let mid = (r0 + r1) / 2.0;
        let (x, y) = point(mid, d.sector as f64 * 20.0);
        // The arc of a space at its middle radius bounds the glyph as much as the ring's width does.
        let arc = mid * 20.0f64.to_radians();
        Some((x, y, (arc.min(RING) * 0.4).min(24.0)))
    }
}

/// The annular sector of one space.
fn sector_path(k: u8, sector: u8) -> String {
    let (r0, r1) = radii(k);
    let (a0, a1) = (sector as f64 * 20.0 - 10.0, sector as f64 * 20.0 + 10.0);
    let (x0, y0) = point(r1, a0);
    let (x1, y1) = point(r1, a1);
    let (x2, y2) = point(r0, a1);
    let (x3, y3) = point(r0, a0);
    // Angles grow counter-clockwise on the page (y points down): the outer arc is swept with flag 0.
    format!(
        "M{x0:.2},{y0:.2} A{r1:.2},{r1:.2} 0 0 0 {x1:.2},{y1:.2} L{x2:.2},{y2:.2} A{r0:.2},{r0:.2} 0 0 1 {x3:.2},{y3:.2} Z"
    )
}

/// Draws the round board and pieces; returns the body, the layout and the picture's size.
pub(crate) fn draw(game: &dyn AnyGame) -> Result<Drawn, OracleError> {
    let position = game.position();
    let board_word = position.split_whitespace().next().unwrap_or("");
    let board = Board::from_name(board_word).ok_or_else(|| OracleError::BadPosition {
        message: format!("no Circular board named `{board_word}` in `{position}`"),
        clause: None,
    })?;
    let size = 2.0 * CENTRE;
    let outer = radii(1).1;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<circle class="rim" cx="{CENTRE}" cy="{CENTRE}" r="{:.1}" fill="{}"/>"#,
        outer + 30.0,
        colour::FRAME
    );
    let mut pieces = String::new();
    for s in Space::all() {
        let d = s.data();
        let path = sector_path(d.ring, d.sector);
        let name = s.name();
        if board.is_void(s) {
            let _ = writeln!(
                out,
                r##"<path class="void-space" data-square="{name}" d="{path}" fill="{}" stroke="#444444" stroke-width="2" stroke-dasharray="5 4"/>"##,
                colour::VOID
            );
            continue;
        }
        let (shade, fill) = if d.light {
            ("light", colour::LIGHT)
        } else {
            ("dark", colour::DARK)
        };
        let _ = writeln!(
            out,
            r##"<path class="cell {shade}" data-square="{name}" d="{path}" fill="{fill}" stroke="#3b2c1f" stroke-width="1"/>"##
        );
        let (r0, _) = radii(d.ring);
        let (lx, ly) = point(r0 + 9.0, d.sector as f64 * 20.0 + 6.0);
        let _ = writeln!(
            out,
            r##"<text class="space-name" x="{lx:.1}" y="{ly:.1}" font-size="10" text-anchor="middle" fill="#3b2c1f" fill-opacity="0.8">{name}</text>"##
        );
        if let Some(words) = game.square(name)?.piece {
            let (x, y, r) = RoundLayout.place(name).expect("a space of the pattern");
            piece(&mut pieces, &words, x, y, r);
        }
    }
    let _ = writeln!(
        out,
        r##"<circle class="center-circle" cx="{CENTRE}" cy="{CENTRE}" r="{INNER}" fill="#e8e2d4" stroke="#3b2c1f" stroke-width="2"/>"##
    );
    let _ = writeln!(
        out,
        r##"<text class="label" x="{CENTRE}" y="{:.0}" font-size="14" text-anchor="middle" fill="#3b2c1f">{} board</text>"##,
        CENTRE + 5.0,
        escape(board.name())
    );
    // File letters around the rim: each file is a diameter, lettered at both its ends (circular/2.4).
    for sector in 0..18u8 {
        let file = if sector <= 9 {
            (sector + 8) % 9
        } else {
            sector - 10
        };
        let (x, y) = point(outer + 15.0, sector as f64 * 20.0);
        let _ = writeln!(
            out,
            r#"<text class="label" x="{x:.1}" y="{:.1}" font-size="15" text-anchor="middle" fill="{}">{}</text>"#,
            y + 5.0,
            colour::LABEL,
            (b'a' + file) as char
        );
    }
    for (word, y) in [("Black", 24.0), ("White", size - 12.0)] {
        let _ = writeln!(
            out,
            r#"<text class="label" x="{CENTRE}" y="{y:.0}" font-size="14" text-anchor="middle" fill="{}">{word}</text>"#,
            colour::LABEL
        );
    }
    out.push_str(&pieces);
    Ok((out, Box::new(RoundLayout), (size, size)))
}
