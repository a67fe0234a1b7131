//! Properties of the suicide base (`suicide`) and of Suicide Void Chess (`suicide-void`), over random games
//! from the start position and from positions read back from their text. The properties hold the rules to
//! account through the text face (square views, piece counts), not through the module's internals.
//!
//! More cases: `PROPTEST_CASES=500 cargo test --release --test properties_suicide`.

mod proptest_support;

use oracle::core::AnyGame;
use proptest::prelude::*;
use proptest::sample::Index;
use proptest_support::config;

const SQUARES: usize = 64;

fn square_names() -> Vec<String> {
    let mut out = Vec::with_capacity(SQUARES);
    for rank in 1..=8 {
        for file in 'a'..='h' {
            out.push(format!("{file}{rank}"));
        }
    }
    out
}

/// What the board shows: per square, the piece words and whether it is the void.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    pieces: Vec<Option<String>>,
    void: Option<usize>,
}

fn board(g: &dyn AnyGame, names: &[String]) -> Board {
    let mut pieces = Vec::with_capacity(SQUARES);
    let mut void = None;
    for (i, n) in names.iter().enumerate() {
        let v = g.square(n).expect("every square of the board is readable");
        if v.state.as_deref() == Some("void") {
            assert!(void.is_none(), "two void squares");
            void = Some(i);
        }
        pieces.push(v.piece);
    }
    Board { pieces, void }
}

fn count(b: &Board, side: &str) -> usize {
    b.pieces
        .iter()
        .flatten()
        .filter(|p| p.starts_with(side))
        .count()
}

fn other(side: &str) -> &'static str {
    if side == "white" {
        "black"
    } else {
        "white"
    }
}

/// Plays a random game, checking after every move that:
/// - B.6: when one legal move captures, every legal move captures;
/// - captures take exactly one of the opponent's pieces, other moves none; the mover's count never drops;
/// - S.3: no piece stands on the void; once placed, there is exactly one void square (S.1);
/// - S.5: the void moves exactly when a piece is captured, and to a different square;
/// - a game with no legal move has ended, with a clause.
fn random_game(
    slug: &str,
    start: &str,
    switches: &[(String, String)],
    choices: &[Index],
) -> Result<Box<dyn AnyGame>, TestCaseError> {
    let names = square_names();
    let mut g = oracle::ruleset(slug)
        .unwrap()
        .new_game(start, switches)
        .map_err(|e| TestCaseError::fail(format!("{start}: {e}")))?;
    for choice in choices {
        let moves = g.legal_moves();
        if moves.is_empty() || g.status().is_over() {
            prop_assert!(
                g.status().is_over() && g.status().clause.is_some(),
                "no legal move but the game is not over with a clause: {}",
                g.position()
            );
            break;
        }
        let before = board(&*g, &names);
        let mover = g.side_to_move();
        let placing = moves.iter().all(|m| m.starts_with('@'));
        if !placing {
            let captures: Vec<bool> = moves
                .iter()
                .map(|m| {
                    let mut next = g.clone_box();
                    next.play(m).expect("a legal move plays");
                    count(&board(&*next, &names), other(mover)) < count(&before, other(mover))
                })
                .collect();
            prop_assert!(
                captures.iter().all(|c| *c) || captures.iter().all(|c| !*c),
                "B.6: captures and non-captures are both legal in {}",
                g.position()
            );
        }
        let m = moves[choice.index(moves.len())].clone();
        g.play(&m)
            .map_err(|e| TestCaseError::fail(format!("{m}: {e}")))?;
        let after = board(&*g, &names);
        let taken = count(&before, other(mover)) - count(&after, other(mover));
        prop_assert!(taken <= 1, "{m} took {taken} pieces");
        prop_assert_eq!(
            count(&before, mover),
            count(&after, mover),
            "{} changed the mover's count",
            m
        );
        if let Some(v) = after.void {
            prop_assert!(
                after.pieces[v].is_none(),
                "S.3: a piece on the void after {}",
                m
            );
        }
        if slug == "suicide-void" && !placing {
            prop_assert!(after.void.is_some(), "the void vanished after {}", m);
            if taken == 1 {
                prop_assert_ne!(before.void, after.void, "S.5: {} did not move the void", m);
            } else {
                prop_assert_eq!(
                    before.void,
                    after.void,
                    "S.5: {} moved the void without a capture",
                    m
                );
            }
        }
        if placing {
            prop_assert!(after.void.is_some(), "S.1: {} placed no void", m);
            prop_assert_eq!(g.side_to_move(), "white", "S.2");
        }
    }
    Ok(g)
}

fn switch_sets() -> impl Strategy<Value = Vec<(String, String)>> {
    (any::<bool>(), any::<bool>(), any::<bool>(), any::<bool>()).prop_map(
        |(pv, before, skip, fics)| {
            let mut v = Vec::new();
            if pv {
                v.push(("promotion-victory".to_string(), "on".to_string()));
            }
            if before {
                v.push((
                    "relocation-squares".to_string(),
                    "before-capture".to_string(),
                ));
            }
            if skip {
                v.push(("relocation-on-game-end".to_string(), "skipped".to_string()));
            }
            if fics {
                v.push(("draw-rules".to_string(), "fics".to_string()));
            }
            v
        },
    )
}

proptest! {
    #![proptest_config(config(8))]

    #[test]
    fn suicide_games_keep_the_invariants(choices in prop::collection::vec(any::<Index>(), 0..60)) {
        random_game("suicide", "startpos", &[], &choices)?;
    }

    #[test]
    fn suicide_void_games_keep_the_invariants(
        choices in prop::collection::vec(any::<Index>(), 0..40),
        switches in switch_sets(),
    ) {
        random_game("suicide-void", "startpos", &switches, &choices)?;
    }

    /// A position reached by play reads back from its text alone, to the same text and the same moves.
    #[test]
    fn positions_read_back(choices in prop::collection::vec(any::<Index>(), 0..40), void in any::<bool>()) {
        let slug = if void { "suicide-void" } else { "suicide" };
        let g = random_game(slug, "startpos", &[], &choices)?;
        let again = oracle::ruleset(slug).unwrap().new_game(&g.position(), &[]);
        prop_assert!(again.is_ok(), "{} does not read back: {:?}", g.position(), again.err());
        let again = again.unwrap();
        prop_assert_eq!(again.position(), g.position());
        prop_assert_eq!(again.legal_moves(), g.legal_moves());
        prop_assert_eq!(again.status().word(), g.status().word());
    }
}
