//! The rule cases of FIDE chess against this engine, each a named test: `cargo test` runs them,
//! `cargo test -- castling` some, `cargo test -- --list` lists them. A case the engine cannot answer
//! (a question it has no answer for: the notation for people, a draw by the game's history) is shown
//! as ignored with the reason; a failed case names the step, the scenario's answer beside the
//! engine's, and the rule's clauses.

use engine_template::Game;
use harness::engines::engine::{Answer, Engine, Fault, Query, StatusScope};
use harness::presets::InProcess;

/// The engine behind the harness's face: the position a query reaches, answered.
struct Template;

impl Engine for Template {
    fn name(&self) -> String {
        "engine-template".to_string()
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        let refused = |message: String| Fault::Refused {
            request: q.describe(),
            message,
        };
        let mut game = Game::new(&q.start).map_err(refused)?;
        for m in &q.moves {
            game.play(m).map_err(refused)?;
        }
        let mut moves = game.legal_moves();
        moves.sort();
        Ok(Answer {
            moves,
            position: Some(game.fen()),
            check: Some(game.in_check()),
            // The board's ends only: checkmate and stalemate.
            status: Some((game.outcome().to_string(), StatusScope::Board)),
            clause: None,
        })
    }
}

const TEMPLATE: InProcess = InProcess {
    name: "engine-template",
    rulesets: &["fide"],
    start: |_ruleset, switches| {
        harness::engines::engine::no_switches(switches)?;
        Ok(Box::new(Template))
    },
};

fn main() {
    harness::Harness::new(TEMPLATE)
        .rulesets(["fide"])
        .perft(100_000)
        .test()
}
