//! Rectangular boards (Void Chess's 9x9, the 8x8 of FIDE, Suicide, Suicide Void and Minnaar): files left to
//! right, the first rank at the bottom, a1 dark. Tile states come from the square views: Unstable red
//! (void-chess/2.3), Void a hole; Suicide Void's void is the coin on its square.

use super::glyphs::{colour, piece, Drawn, Layout};
use crate::core::{AnyGame, OracleError};
use std::fmt::Write;

const CELL: f64 = 64.0;
const MARGIN: f64 = 28.0;

pub(crate) struct GridLayout {
    files: u8,
    ranks: u8,
}

impl GridLayout {
    fn name(&self, file: u8, rank: u8) -> String {
        format!("{}{}", (b'a' + file) as char, rank + 1)
    }
    fn corner(&self, file: u8, rank: u8) -> (f64, f64) {
        (
            MARGIN + file as f64 * CELL,
            MARGIN + (self.ranks - 1 - rank) as f64 * CELL,
        )
    }
}

impl Layout for GridLayout {
    fn place(&self, square: &str) -> Option<(f64, f64, f64)> {
        let b = square.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let file = b[0].checked_sub(b'a')?;
        let rank = b[1].checked_sub(b'1')?;
        if file >= self.files || rank >= self.ranks {
            return None;
        }
        let (x, y) = self.corner(file, rank);
        Some((x + CELL / 2.0, y + CELL / 2.0, CELL * 0.36))
    }
}

/// Draws the board and pieces; returns the body, the layout and the picture's size.
pub(crate) fn draw(game: &dyn AnyGame, (files, ranks): (u8, u8)) -> Result<Drawn, OracleError> {
    let layout = GridLayout { files, ranks };
    let w = 2.0 * MARGIN + files as f64 * CELL;
    let h = 2.0 * MARGIN + ranks as f64 * CELL;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<rect class="frame" x="0" y="0" width="{w:.0}" height="{h:.0}" fill="{}"/>"#,
        colour::FRAME
    );
    let mut pieces = String::new();
    for rank in 0..ranks {
        for file in 0..files {
            let name = layout.name(file, rank);
            let view = game.square(&name)?;
            let (x, y) = layout.corner(file, rank);
            // Each player has a light square in the near-right corner (void-chess/1.2, fide/1.2 alike).
            let light = (file + rank) % 2 == (files - 1) % 2;
            let state = view.state.as_deref().unwrap_or("normal");
            let coin = game.slug() == "suicide-void" && state == "void";
            let fill = match state {
                "unstable" => colour::UNSTABLE,
                "void" if !coin => colour::VOID,
                _ if light => colour::LIGHT,
                _ => colour::DARK,
            };
            let shade = if light { "light" } else { "dark" };
            let _ = writeln!(
                out,
                r#"<rect class="cell {shade} {state}" data-square="{name}" x="{x:.0}" y="{y:.0}" width="{CELL:.0}" height="{CELL:.0}" fill="{fill}"/>"#
            );
            let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
            if state == "void" && !coin {
                // A hole: a darker well with a rim, so that it reads as missing floor.
                let _ = writeln!(
                    out,
                    r##"<rect class="hole" x="{:.0}" y="{:.0}" width="{:.0}" height="{:.0}" fill="none" stroke="#444444" stroke-width="3" stroke-dasharray="5 4"/>"##,
                    x + 5.0,
                    y + 5.0,
                    CELL - 10.0,
                    CELL - 10.0
                );
            }
            if coin {
                let _ = writeln!(
                    out,
                    r##"<g class="coin"><circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="#c9a227" stroke="#6b5200" stroke-width="3"/><circle cx="{cx:.1}" cy="{cy:.1}" r="{:.1}" fill="none" stroke="#6b5200" stroke-width="1.5"/></g>"##,
                    CELL * 0.3,
                    CELL * 0.2
                );
            }
            if let Some(words) = &view.piece {
                piece(&mut pieces, words, cx, cy, CELL * 0.36);
            }
        }
    }
    for file in 0..files {
        let (x, _) = layout.corner(file, 0);
        for y in [MARGIN * 0.7, h - MARGIN * 0.3] {
            let _ = writeln!(
                out,
                r#"<text class="label" x="{:.0}" y="{y:.0}" font-size="15" text-anchor="middle" fill="{}">{}</text>"#,
                x + CELL / 2.0,
                colour::LABEL,
                (b'a' + file) as char
            );
        }
    }
    for rank in 0..ranks {
        let (_, y) = layout.corner(0, rank);
        for x in [MARGIN / 2.0, w - MARGIN / 2.0] {
            let _ = writeln!(
                out,
                r#"<text class="label" x="{x:.0}" y="{:.0}" font-size="15" text-anchor="middle" fill="{}">{}</text>"#,
                y + CELL / 2.0 + 5.0,
                colour::LABEL,
                rank + 1
            );
        }
    }
    out.push_str(&pieces);
    Ok((out, Box::new(layout), (w, h)))
}
