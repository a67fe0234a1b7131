//! The in-process adapter for the workspace's own fast Void Chess move generator (`engines/void-bitboard`):
//! legal moves, the position, check and the full status (every end of Article 9).

use super::engine::{Answer, Engine, Fault, Query, StatusScope};
use void_bitboard::attacks::in_check;
use void_bitboard::game::{Replay, ReplayError};

/// void-bitboard, remembering the last game so that a query one move further costs one move.
#[derive(Default)]
pub struct VoidBitboardEngine {
    replay: Replay,
}

impl Engine for VoidBitboardEngine {
    fn name(&self) -> String {
        "void-bitboard".to_string()
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        let game = self
            .replay
            .reach(&q.start, &q.moves)
            .map_err(|e| Fault::Refused {
                request: q.describe(),
                message: match e {
                    ReplayError::Position(p) => {
                        format!("bad position `{}`: {}", q.start, p.message)
                    }
                    ReplayError::Move(i, m) => {
                        format!("move {i} `{}`: {}", q.moves[i], m.message())
                    }
                },
            })?;
        let pos = game.position();
        let mut moves: Vec<String> = game.legal_moves().iter().map(|m| m.text()).collect();
        moves.sort();
        Ok(Answer {
            moves,
            position: Some(pos.text()),
            check: Some(in_check(pos, pos.side)),
            status: Some((game.status.word.to_string(), StatusScope::Full)),
            clause: game.status.clause.map(str::to_string),
        })
    }
}
