//! void-bitboard behind the conformance harness's engine face (`harness::engines::engine::Engine`):
//! legal moves, the position, check, the full status (every end of Article 9) and the notation for
//! people (Article 11), in process, so that
//! the rule cases (`tests/conformance.rs`) and the differential tester run at the speed of the move
//! generator. The rules above never call the oracle; this face only answers in the harness's terms.

use crate::attacks::in_check;
use crate::game::{Replay, ReplayError};
use harness::engines::engine::{Answer, Engine, Fault, Query, StatusScope};
use harness::presets::InProcess;

/// void-bitboard as an engine the harness starts by name (`--engine void-bitboard`): Void Chess under
/// its default readings (it has no switches).
pub const VOID_BITBOARD: InProcess = InProcess {
    name: "void-bitboard",
    rulesets: &["void-chess"],
    start: |_, switches| {
        harness::engines::engine::no_switches(switches)?;
        Ok(Box::<VoidBitboardEngine>::default())
    },
};

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
        moves.sort_unstable();
        Ok(Answer {
            moves,
            position: Some(pos.text()),
            check: Some(in_check(pos, pos.side)),
            status: Some((game.status.word.to_string(), StatusScope::Full)),
            clause: game.status.clause.map(str::to_string),
        })
    }

    /// The move as Article 11 writes it (`crate::notation`).
    fn notation(&mut self, q: &Query, mv: &str) -> Option<Result<String, Fault>> {
        let request = format!("notation {mv} after {}", q.describe());
        let game = match self.replay.reach(&q.start, &q.moves) {
            Ok(g) => g,
            Err(_) => {
                return Some(Err(Fault::Refused {
                    request,
                    message: "the position cannot be reached".into(),
                }))
            }
        };
        Some(
            crate::serve::notation(game, mv).map_err(|e| Fault::Refused {
                request,
                message: e.message,
            }),
        )
    }

    fn perft(&mut self, q: &Query, depth: u32) -> Option<Result<u64, Fault>> {
        let game = self.replay.reach(&q.start, &q.moves).ok()?;
        Some(Ok(crate::perft::perft_bulk(game.position(), depth)))
    }
}
