//! One rule, one place: deciding a move (`explain`) and listing the moves (`moves`) run the same checks, so
//! they agree on every candidate move of every ruleset. Over positions of seeded random games, every
//! coordinate move from a square holding a piece to any square of the board (with a promotion letter where
//! it lands on a first or last rank), and every legal move's own text, is decided: a move is decided legal
//! exactly when it is listed, as the same coordinate text; a refused move names a clause of its ruleset.
//! A Void Chess Minister's two-step paths are candidates too.

use conformance::fuzz_bodies::invariants::{board_squares, Picker};
use oracle::core::{AnyGame, Verdict};
use std::collections::BTreeSet;

fn rank_of(name: &str) -> u32 {
    name[1..].parse().unwrap_or(0)
}

/// The candidates of the current position.
fn candidates(game: &dyn AnyGame, board: &[String]) -> BTreeSet<String> {
    let last_rank = board.iter().map(|s| rank_of(s)).max().unwrap_or(0);
    let mut out: BTreeSet<String> = game.legal_moves().into_iter().collect();
    for from in board {
        let Ok(view) = game.square(from) else {
            continue;
        };
        let Some(piece) = view.piece else {
            continue;
        };
        for to in board {
            let plain = format!("{from}{to}");
            let r = rank_of(to);
            if r == 1 || r == last_rank {
                for letter in ["q", "n", "m"] {
                    out.insert(format!("{plain}{letter}"));
                }
            }
            out.insert(plain);
        }
        if game.slug() == "void-chess" && piece.ends_with("minister") {
            for via in board {
                for to in board {
                    if near(from, via) && near(via, to) {
                        out.insert(format!("{from}{via}{to}"));
                    }
                }
            }
        }
    }
    out
}

/// Whether two squares of a rectangular board are neighbours.
fn near(a: &str, b: &str) -> bool {
    let f = |s: &str| s.as_bytes()[0] as i32;
    let df = (f(a) - f(b)).abs();
    let dr = (rank_of(a) as i32 - rank_of(b) as i32).abs();
    df.max(dr) == 1
}

fn agree_at(game: &dyn AnyGame, board: &[String]) -> Result<usize, String> {
    let legal: BTreeSet<String> = game.legal_moves().into_iter().collect();
    let over = game.status().is_over();
    let mut decided = 0;
    for c in candidates(game, board) {
        decided += 1;
        match game.explain(&c) {
            Verdict::Legal(m) => {
                if !legal.contains(&m) {
                    return Err(format!(
                        "`{c}` is decided legal as `{m}`, which is not listed"
                    ));
                }
            }
            Verdict::Refused(r) => {
                if legal.contains(&c) && !over {
                    return Err(format!(
                        "`{c}` is listed, yet refused ({}: {})",
                        r.clause, r.message
                    ));
                }
                if r.clause.ruleset() != game.slug() && !game.slug().starts_with("suicide") {
                    return Err(format!(
                        "`{c}` is refused by {}, not a clause of {}",
                        r.clause,
                        game.slug()
                    ));
                }
            }
            Verdict::Unreadable(e) => {
                if legal.contains(&c) {
                    return Err(format!("`{c}` is listed, yet decided unreadable: {e}"));
                }
            }
        }
    }
    Ok(decided)
}

#[test]
fn explain_and_moves_agree_on_every_candidate_of_every_ruleset() {
    let mut failures = Vec::new();
    for ruleset in oracle::rulesets() {
        // A deterministic generator: the games are the same on every run.
        let mut rng = Picker::from_seed(0x5eed ^ ruleset.slug().len() as u64);
        let mut decided = 0;
        'games: for _game in 0..2 {
            let mut game = ruleset.new_game("startpos", &[]).expect("the start");
            let board = board_squares(game.as_ref());
            assert!(!board.is_empty(), "{}: no square names", ruleset.slug());
            for ply in 0..24 {
                if ply == 7 || ply == 19 || game.status().is_over() {
                    match agree_at(game.as_ref(), &board) {
                        Ok(n) => decided += n,
                        Err(e) => {
                            failures.push(format!(
                                "{} at `{}`: {e}",
                                ruleset.slug(),
                                game.position()
                            ));
                            break 'games;
                        }
                    }
                }
                let moves = game.legal_moves();
                if game.status().is_over() || moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())].clone();
                game.play(&mv).expect("a listed move plays");
            }
        }
        assert!(decided > 0, "{}: nothing decided", ruleset.slug());
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
