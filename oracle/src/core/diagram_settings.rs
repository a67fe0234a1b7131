//! The settings after a board diagram (`to move`, `castling`, `en passant`, `halfmove`, `fullmove`, the
//! status line of `oracle show`, a ruleset's own keys), each kept with its line, and the errors of a
//! diagram located by line and column.

use super::{Color, OracleError};

/// An error at a diagram line (and column).
pub(super) fn bad(line: usize, column: Option<usize>, message: impl Into<String>) -> OracleError {
    let at = match column {
        Some(c) => format!("diagram line {line}, column {c}"),
        None => format!("diagram line {line}"),
    };
    OracleError::bad_position(format!("{at}: {}", message.into()), None)
}

/// A setting's value with the line it is on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setting {
    pub line: usize,
    pub value: String,
}

/// The settings after the board; `None` where the diagram leaves the default.
#[derive(Clone, Debug, Default)]
pub struct Settings {
    pub to_move: Option<Color>,
    pub castling: Option<Setting>,
    pub en_passant: Option<String>,
    pub halfmove: Option<String>,
    pub fullmove: Option<String>,
    /// The ruleset's own settings, `(key, setting)`.
    pub own: Vec<(String, Setting)>,
}

impl Settings {
    /// The fields of a FEN after the placement, the defaults where the diagram gives none: the side to
    /// move (`default_side` when not given), castling (`-`), en passant (`-`), halfmove (0), fullmove (1).
    pub fn fen_fields(&self, default_side: Color) -> String {
        format!(
            "{} {} {} {} {}",
            self.to_move.unwrap_or(default_side).letter(),
            self.castling.as_ref().map_or("-", |c| c.value.as_str()),
            self.en_passant.as_deref().unwrap_or("-"),
            self.halfmove.as_deref().unwrap_or("0"),
            self.fullmove.as_deref().unwrap_or("1"),
        )
    }

    /// Reads one `key: value` line.
    pub(super) fn set(
        &mut self,
        own_keys: &[&str],
        line: usize,
        key: &str,
        value: &str,
    ) -> Result<(), OracleError> {
        let value = value.split('#').next().unwrap_or("").trim().to_string();
        let key = key.trim().to_ascii_lowercase();
        match key.as_str() {
            "to move" => {
                self.to_move = Some(match value.as_str() {
                    "white" => Color::White,
                    "black" => Color::Black,
                    _ => {
                        return Err(bad(
                            line,
                            None,
                            format!("`to move: {value}`: expected white or black"),
                        ))
                    }
                })
            }
            "castling" => self.castling = Some(Setting { line, value }),
            "en passant" => self.en_passant = Some(value),
            "halfmove" => self.halfmove = Some(value),
            "fullmove" => self.fullmove = Some(value),
            "legend" => {}
            k if own_keys.contains(&k) => self.own.push((key, Setting { line, value })),
            _ => {
                let keys: Vec<&str> = ["to move", "castling", "en passant", "halfmove", "fullmove"]
                    .into_iter()
                    .chain(own_keys.iter().copied())
                    .collect();
                return Err(bad(
                    line,
                    None,
                    format!("unknown setting `{key}`: expected {}", keys.join(", ")),
                ));
            }
        }
        Ok(())
    }

    /// Reads the status line of `oracle show`: `white to move; castling KQkq; en passant -; half-moves
    /// 0; move 1` (every part after the first optional).
    pub(super) fn status_line(&mut self, line: usize, text: &str) -> Result<(), OracleError> {
        for part in text.split(';').map(str::trim) {
            let (key, value) = part.rsplit_once(' ').unwrap_or((part, ""));
            let value = value.to_string();
            match key {
                "white to" if value == "move" => self.to_move = Some(Color::White),
                "black to" if value == "move" => self.to_move = Some(Color::Black),
                "castling" => self.castling = Some(Setting { line, value }),
                "en passant" => self.en_passant = Some(value),
                "half-moves" => self.halfmove = Some(value),
                "move" => self.fullmove = Some(value),
                _ => {
                    return Err(bad(
                        line,
                        None,
                        format!(
                            "`{part}`: expected castling X, en passant X, half-moves N or move N"
                        ),
                    ))
                }
            }
        }
        Ok(())
    }
}
