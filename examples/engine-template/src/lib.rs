//! A tiny chess engine: FIDE chess, its rules by shakmaty. It knows nothing of the oracle or the
//! harness: `tests/conformance.rs` puts it behind the harness's engine face. Replace the body of each
//! method with your engine's own.

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, EnPassantMode, Position, PositionError};

/// A game: a start and the moves played from it.
#[derive(Clone, Debug, Default)]
pub struct Game {
    pos: Chess,
}

impl Game {
    /// The game from `startpos` or a FEN.
    pub fn new(start: &str) -> Result<Game, String> {
        if start == "startpos" {
            return Ok(Game::default());
        }
        let fen: Fen = start.parse().map_err(|e| format!("bad FEN: {e}"))?;
        // A check no last move could have given (two sliders at once, say) or more pieces than a game
        // can promote to cannot arise, but the rules still say what moves such a position allows: the
        // perft tables count some (shakmaty's own `tricky.perft` among them), so they are read, as
        // shakmaty's perft tests read them.
        let pos = fen
            .into_position(CastlingMode::Standard)
            .or_else(PositionError::ignore_impossible_check)
            .or_else(PositionError::ignore_too_much_material)
            .map_err(|e| format!("impossible position: {e}"))?;
        Ok(Game { pos })
    }

    /// Plays a move in coordinate form (`e2e4`, `e7e8q`, castling as the King's move `e1g1`).
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        let uci: UciMove = text.parse().map_err(|e| format!("bad move: {e}"))?;
        let m = uci
            .to_move(&self.pos)
            .map_err(|e| format!("illegal move: {e}"))?;
        self.pos.play_unchecked(m);
        Ok(())
    }

    /// The legal moves in coordinate form.
    pub fn legal_moves(&self) -> Vec<String> {
        self.pos
            .legal_moves()
            .iter()
            .map(|m| m.to_uci(CastlingMode::Standard).to_string())
            .collect()
    }

    /// The position as FEN.
    pub fn fen(&self) -> String {
        Fen::from_position(&self.pos, EnPassantMode::Legal).to_string()
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.pos.is_check()
    }

    /// `ongoing`, or how the game ended on the board: `white-wins`, `black-wins` (checkmate), `draw`
    /// (stalemate). The draws that rest on the game's history (repetition, the fifty moves) are not
    /// this engine's to decide.
    pub fn outcome(&self) -> &'static str {
        if !self.pos.legal_moves().is_empty() {
            return "ongoing";
        }
        match (self.pos.is_check(), self.pos.turn()) {
            (true, Color::White) => "black-wins",
            (true, Color::Black) => "white-wins",
            (false, _) => "draw",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Game;

    #[test]
    fn twenty_first_moves() {
        assert_eq!(Game::new("startpos").unwrap().legal_moves().len(), 20);
    }
}
