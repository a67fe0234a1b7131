//! What every board picture is drawn with: the colours, a board's layout of square centres, the piece
//! glyphs, and XML escaping.

use std::fmt::Write;

/// Colours of the pictures (light and dark squares, the Unstable red of void-chess/2.3, the void hole).
pub mod colour {
    pub const LIGHT: &str = "#f0d9b5";
    pub const DARK: &str = "#b58863";
    pub const UNSTABLE: &str = "#d7263d";
    pub const VOID: &str = "#0d0d0d";
    pub const FRAME: &str = "#5b4632";
    pub const LABEL: &str = "#f7f1e6";
    pub const ARROW: &str = "#1f6fd1";
    pub const TRY_ARROW: &str = "#2a9d3a";
    pub const REFUSED: &str = "#ff8c00";
    pub const TARGET: &str = "#1f6fd1";
}

/// Where a board puts a square's centre, and how large a piece may be drawn there.
pub trait Layout {
    /// The centre of the named square and the radius a piece glyph may take, if the square is on the board.
    fn place(&self, square: &str) -> Option<(f64, f64, f64)>;
}

/// A drawn board: the SVG body, where its squares are, and its width and height.
pub type Drawn = (String, Box<dyn Layout>, (f64, f64));

/// Escapes text for XML.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A piece glyph from a square view's words (`white minister`, `southern sovereign`, `black pawn`).
pub fn piece(out: &mut String, words: &str, x: f64, y: f64, r: f64) {
    let mut it = words.split_whitespace();
    let owner = it.next().unwrap_or("");
    let kind = it.last().unwrap_or("");
    let (fill, stroke, ink) = match owner {
        "white" => ("#fbfbf7", "#1a1a1a", "#1a1a1a"),
        "black" => ("#1f1f1f", "#f4f4f4", "#f4f4f4"),
        "southern" => ("#e9b949", "#4a3200", "#3a2600"),
        "northern" => ("#2a7f8f", "#e8fbff", "#ffffff"),
        _ => ("#999999", "#000000", "#000000"),
    };
    let letter = match kind {
        "knight" => 'N',
        "sovereign" => 'S',
        k => k.chars().next().unwrap_or('?').to_ascii_uppercase(),
    };
    let _ = write!(out, r#"<g class="piece" data-piece="{}">"#, escape(words));
    match kind {
        "minister" => {
            // The Minister has a glyph of its own: a diamond.
            let d = r * 1.15;
            let _ = write!(
                out,
                r#"<path d="M{x:.1},{:.1} L{:.1},{y:.1} L{x:.1},{:.1} L{:.1},{y:.1} z" fill="{fill}" stroke="{stroke}" stroke-width="2.5"/>"#,
                y - d,
                x + d,
                y + d,
                x - d
            );
        }
        "sovereign" => {
            // A Sovereign: a hexagon in its group's colour.
            let pts: Vec<String> = (0..6)
                .map(|i| {
                    let a = (60.0 * i as f64 + 30.0f64).to_radians();
                    format!(
                        "{:.1},{:.1}",
                        x + r * 1.05 * a.cos(),
                        y + r * 1.05 * a.sin()
                    )
                })
                .collect();
            let _ = write!(
                out,
                r#"<polygon points="{}" fill="{fill}" stroke="{stroke}" stroke-width="2.5"/>"#,
                pts.join(" ")
            );
        }
        "king" => {
            let _ = write!(
                out,
                r#"<circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="{fill}" stroke="{stroke}" stroke-width="2.5"/><circle cx="{x:.1}" cy="{y:.1}" r="{:.1}" fill="none" stroke="{stroke}" stroke-width="1.5"/>"#,
                r * 0.8
            );
        }
        _ => {
            let _ = write!(
                out,
                r#"<circle cx="{x:.1}" cy="{y:.1}" r="{r:.1}" fill="{fill}" stroke="{stroke}" stroke-width="2.5"/>"#
            );
        }
    }
    let _ = writeln!(
        out,
        r#"<text x="{x:.1}" y="{:.1}" font-size="{:.1}" font-weight="bold" text-anchor="middle" fill="{ink}">{letter}</text></g>"#,
        y + r * 0.42,
        r * 1.15
    );
}
