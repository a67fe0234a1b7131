//! What a traced position reports, against the rules texts: a position where the text allows a move
//! reports the clause of that move among the move's clauses (castling, en passant, promotion...), a
//! position where the text forbids candidates reports the refusing clause, and the state of a position
//! (check, checkmate, the initial placement) its clauses. Over positions of seeded games of every
//! ruleset, the traced generation (the checks) lists exactly the moves of the untraced one.

use oracle::core::{AnyGame, PositionTrace};

fn game(slug: &str, start: &str) -> Box<dyn AnyGame> {
    oracle::ruleset(slug)
        .unwrap()
        .new_game(start, &[])
        .unwrap_or_else(|e| panic!("{slug} {start}: {e}"))
}

fn trace(slug: &str, start: &str) -> PositionTrace {
    game(slug, start).trace_position()
}

/// The clause ids of the legal move `mv`.
fn move_clauses(t: &PositionTrace, mv: &str) -> Vec<&'static str> {
    let (_, cs) = t
        .moves
        .iter()
        .find(|(m, _)| m == mv)
        .unwrap_or_else(|| panic!("{mv} is not legal here: {:?}", t.moves));
    cs.iter().map(|c| c.id()).collect()
}

/// Asserts that the legal move `mv` rests on every clause of `clauses`.
fn assert_cites(t: &PositionTrace, mv: &str, clauses: &[&str]) {
    let cs = move_clauses(t, mv);
    for c in clauses {
        assert!(cs.contains(c), "{mv}: {c} not in {cs:?}");
    }
}

fn refused(t: &PositionTrace) -> Vec<&'static str> {
    t.refused.iter().map(|c| c.id()).collect()
}

fn state(t: &PositionTrace) -> Vec<&'static str> {
    t.state.iter().map(|c| c.id()).collect()
}

#[test]
fn fide_castling_on_both_sides_reports_its_clauses() {
    // fide/3.1.1-3.1.7: King and Rooks unmoved, nothing between, nothing attacked: both castlings.
    let t = trace("fide", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_cites(
        &t,
        "e1g1",
        &[
            "fide/3.1.1",
            "fide/3.1.3",
            "fide/3.1.4",
            "fide/3.1.5",
            "fide/3.1.6",
            "fide/3.1.7",
        ],
    );
    assert!(move_clauses(&t, "e1c1").contains(&"fide/3.1.2"));
    assert!(!move_clauses(&t, "e1g1").contains(&"fide/3.1.2"));
    // A Rook's own move rests on the Rook's rules.
    assert!(move_clauses(&t, "h1h5").contains(&"fide/2.3.1"));
}

#[test]
fn fide_castling_through_an_attacked_square_is_refused_by_3_1_6() {
    // The black Rook on f8 attacks f1, the square the King crosses on the King's side.
    let t = trace("fide", "k4r2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(t.moves.iter().all(|(m, _)| m != "e1g1"));
    assert!(refused(&t).contains(&"fide/3.1.6"), "{:?}", refused(&t));
}

#[test]
fn fide_en_passant_promotion_and_the_double_step_report_their_clauses() {
    // fide/3.2.2: the d-Pawn has just advanced two squares beside the e5 Pawn.
    let t = trace("fide", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    assert_cites(&t, "e5d6", &["fide/3.2.2", "fide/3.2.3"]);
    // fide/3.3.1, 3.3.2: a Pawn reaching the last rank becomes any of the four pieces.
    let t = trace("fide", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    for mv in ["a7a8q", "a7a8n"] {
        assert_cites(&t, mv, &["fide/3.3.1", "fide/3.3.2"]);
    }
    // A promotion without its choice is a refused candidate (3.3.1) only in deciding; here every
    // candidate carries a choice, so the Pawn's plain candidate is not refused by 3.3.1.
    // fide/3.2.1: the double step lands beside the enemy Pawn on d4.
    let t = trace("fide", "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    assert!(move_clauses(&t, "e2e4").contains(&"fide/3.2.1"));
    assert!(!move_clauses(&t, "e2e3").contains(&"fide/3.2.1"));
}

#[test]
fn fide_double_check_and_discovered_check_report_their_clauses() {
    // The Knight on d3 and the Rook on h1 both check the King on e1: only a King move answers
    // (fide/4.2.2), so the Bishop's capture of the Knight is refused.
    let t = trace("fide", "4k3/8/8/8/1B6/3n4/8/4K2r w - - 0 1");
    assert!(refused(&t).contains(&"fide/4.2.2"), "{:?}", refused(&t));
    assert!(t.moves.iter().all(|(m, _)| m.starts_with("e1")));
    assert!(move_clauses(&t, "e1e2").contains(&"fide/4.2.2"));
    assert!(state(&t).contains(&"fide/4.1.1"));
    // The Knight on e2 masks the Rook on e1: any Knight move discovers the check (fide/4.2.1).
    let t = trace("fide", "4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1");
    assert_cites(&t, "e2c3", &["fide/4.2.1", "fide/4.1.1"]);
    assert!(!move_clauses(&t, "g1h1").contains(&"fide/4.2.1"));
}

#[test]
fn fide_checkmate_and_the_start_report_their_state() {
    // Fool's mate: 1. f3 e5 2. g4 Qh4#.
    let mut g = game("fide", "startpos");
    assert!(state(&g.trace_position()).contains(&"fide/1.5"));
    g.play_all(&["f2f3".into(), "e7e5".into(), "g2g4".into(), "d8h4".into()])
        .unwrap();
    let t = g.trace_position();
    assert_eq!(t.status.map(|c| c.id()), Some("fide/4.3.2"));
    assert!(state(&t).contains(&"fide/4.3.1"));
    assert!(t.moves.is_empty());
    assert!(!state(&t).contains(&"fide/1.5"));
}

#[test]
fn the_traced_generation_lists_the_moves_of_the_untraced_one() {
    let registries = conformance::Registries::project().unwrap();
    for ruleset in oracle::rulesets() {
        // A deterministic generator: the games are the same on every run.
        let mut rng = conformance::fuzz_bodies::invariants::Picker::from_seed(7);
        for _ in 0..6 {
            let mut g = ruleset.new_game("startpos", &[]).unwrap();
            for _ in 0..80 {
                // The untraced list first: a trace keeps its moves as the game's legal list.
                let moves = g.legal_moves();
                let trace = g.trace_position();
                for c in trace.clauses() {
                    assert!(registries.knows(c.id()), "{c} is in no registry");
                }
                let traced: Vec<String> = trace.moves.into_iter().map(|(m, _)| m).collect();
                assert_eq!(traced, moves, "{} {}", ruleset.slug(), g.position());
                if moves.is_empty() || g.status().is_over() {
                    break;
                }
                g.play(&moves[rng.below(moves.len())]).unwrap();
            }
        }
    }
}

#[test]
fn fide_traced_generation_agrees_on_the_perft_positions() {
    let root = env!("CARGO_MANIFEST_DIR");
    for table in ["tests/perft/standard.perft", "tests/perft/tricky.perft"] {
        let text = std::fs::read_to_string(format!("{root}/{table}")).unwrap();
        let cases = oracle::core::perft_table::parse_perft_table(&text).unwrap();
        assert!(!cases.is_empty());
        for case in cases {
            let g = game("fide", &case.epd);
            // The children too: a Pawn promoted, a castling right lost, an en passant square set.
            for (_, child) in g.successors() {
                // The untraced list first: a trace keeps its moves as the game's legal list.
                let untraced = child.legal_moves();
                let traced: Vec<String> = child
                    .trace_position()
                    .moves
                    .into_iter()
                    .map(|(m, _)| m)
                    .collect();
                assert_eq!(traced, untraced, "{}", child.position());
            }
        }
    }
}

#[test]
fn circular_castling_and_the_kings_crossing_report_their_clauses() {
    // circular/11.1, 11.2: King and Rook unmoved, the arc between them empty and unattacked.
    let t = trace("circular", "medial 4k2r#/7p#/9/9/9/9/8#/R3K3# w Qk - 0 1");
    assert_cites(&t, "e1c1", &["circular/11.1", "circular/11.2"]);
    assert!(!move_clauses(&t, "e1d1").contains(&"circular/11.2"));
    // circular/8.2: from d4 the King crosses the center-circle to d5 (directly opposite), c5 and e5.
    let t = trace("circular", "medial k7#/7p#/9/9/3K5/9/8#/8# w - - 0 1");
    for mv in ["d4d5", "d4c5", "d4e5"] {
        assert_cites(&t, mv, &["circular/8.2", "circular/2.2"]);
    }
    for mv in ["d4c4", "d4d3", "d4e3"] {
        let cs = move_clauses(&t, mv);
        assert!(cs.contains(&"circular/8.1"), "{mv}: {cs:?}");
        assert!(!cs.contains(&"circular/8.2"), "{mv}: {cs:?}");
    }
}

#[test]
fn circular_promotion_on_the_pawns_own_first_rank_reports_12_2() {
    // The Pawn on a3 turns round through the a/i seam (still moving toward the center, so no crossing),
    // crosses the center after i4, and captures on h1, White's own first rank (circular/12.2).
    let mut g = game("circular", "maximal 3k4#/1p7/9/8n/9/P3K4/9/7r# w - - 0 1");
    let seam = move_clauses(&g.trace_position(), "a3i5");
    assert!(!seam.contains(&"circular/10.3"), "{seam:?}");
    let moves = [
        "a3i5", "d8e8", "i5i4", "e8d8", "i4i3", "d8e8", "i3i2", "e8d8",
    ];
    g.play_all(&moves.map(String::from)).unwrap();
    let t = g.trace_position();
    assert_cites(&t, "i2h1q", &["circular/12.2", "circular/10.4"]);
    assert!(!move_clauses(&t, "i2h1q").contains(&"circular/12.1"));
}

#[test]
fn circular_a_rook_on_a_complete_ring_may_not_return_to_its_space() {
    // circular/5.4: on the Medial board's rings 2-4 (no void), a Rook going round would come back.
    let t = trace("circular", "medial k7#/7p#/9/9/9/3R5/8#/7K# w - - 0 1");
    assert!(refused(&t).contains(&"circular/5.4"), "{:?}", refused(&t));
    assert_cites(&t, "d3d4", &["circular/5.1", "circular/5.5"]);
}
