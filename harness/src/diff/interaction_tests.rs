//! The tester against the planted interaction bugs (`planted/interactions/`): each one caught by a
//! default run with seed 1 (the seeds built for the pairs of the ruleset's interaction table come first)
//! and shrunk to a short scenario the suite's runner accepts (`rule_mutant_tests::caught_and_shrunk`),
//! and each one caught by the rule cases alone (`cargo xtask check --engine planted:NAME`, through the
//! library face `check_engine::run`): some case of its ruleset fails.

use super::rule_mutant_tests::caught_and_shrunk;
use crate::check_engine::{run, Options};
use crate::planted;

/// The cases of `name`'s ruleset that fail against it.
fn failing_cases(name: &str) -> Vec<String> {
    let p = planted::find(name).expect("a planted bug");
    let outcome = run(
        &format!("planted:{name}"),
        &crate::presets::EngineSpec::Planted(p),
        &[p.ruleset.to_string()],
        &Options::default(),
    )
    .unwrap_or_else(|e| panic!("{name}: {e}"));
    assert!(outcome.errors.is_empty(), "{:?}", outcome.errors);
    outcome
        .cases
        .iter()
        .filter(|c| c.verdict == "failed")
        .map(|c| c.file.clone())
        .collect()
}

macro_rules! interaction_tests {
    ($($name:ident: $bug:literal,)*) => {
        mod by_a_default_run {
            $(
                #[test]
                fn $name() {
                    super::caught_and_shrunk($bug);
                }
            )*
        }

        mod by_the_scenarios_alone {
            $(
                #[test]
                fn $name() {
                    let failed = super::failing_cases($bug);
                    assert!(!failed.is_empty(), "{}: no case fails", $bug);
                }
            )*
        }

        /// Every planted interaction bug is tested both ways, and each ruleset has its share: eight for
        /// Void Chess, four for each other ruleset.
        #[test]
        fn every_interaction_bug_is_tested() {
            let tested = [$($bug),*];
            let planted: Vec<&str> = planted::all()
                .filter(|p| p.kind.word() == "interaction")
                .map(|p| p.name)
                .collect();
            assert_eq!(tested.len(), planted.len(), "{planted:?}");
            for name in planted {
                assert!(tested.contains(&name), "{name} has no test");
            }
            for slug in ["void-chess", "fide", "suicide", "suicide-void", "minnaar", "circular"] {
                let n = tested
                    .iter()
                    .filter(|m| planted::find(m).is_ok_and(|p| p.ruleset == slug))
                    .count();
                let least = if slug == "void-chess" { 8 } else { 4 };
                assert!(n >= least, "{slug}: {n} planted interaction bugs");
            }
        }
    };
}

interaction_tests! {
    en_passant_skips_the_janitor: "en-passant-skips-the-janitor",
    castling_skips_the_janitor: "castling-skips-the-janitor",
    promotion_capture_leaves_tile_normal: "promotion-capture-leaves-tile-normal",
    king_step_leaves_tile_normal: "king-step-leaves-tile-normal",
    legality_before_the_janitor: "legality-before-the-janitor",
    healed_void_check_missed: "healed-void-check-missed",
    en_passant_check_missed: "en-passant-check-missed",
    thirty_moves_before_checkmate: "thirty-moves-before-checkmate",
    bare_kings_before_stalemate: "bare-kings-before-stalemate",
    checkmate_before_king_destroyed: "checkmate-before-king-destroyed",
    fide_en_passant_check_missed: "fide-en-passant-check-missed",
    fide_castling_rook_check_missed: "fide-castling-rook-check-missed",
    fide_promoted_piece_check_missed: "fide-promoted-piece-check-missed",
    fide_fifty_moves_before_checkmate: "fide-fifty-moves-before-checkmate",
    fide_en_passant_no_evasion: "fide-en-passant-no-evasion",
    circular_crossing_check_missed: "circular-crossing-check-missed",
    circular_castling_rook_check_missed: "circular-castling-rook-check-missed",
    circular_en_passant_exposes_king: "circular-en-passant-exposes-king",
    circular_own_rank_promotion_check_missed: "circular-own-rank-promotion-check-missed",
    suicide_en_passant_not_compulsory: "suicide-en-passant-not-compulsory",
    suicide_en_passant_last_piece_missed: "suicide-en-passant-last-piece-missed",
    suicide_stalemate_missed_after_promotion: "suicide-stalemate-missed-after-promotion",
    suicide_stalemate_counts_the_captured_piece: "suicide-stalemate-counts-the-captured-piece",
    void_promotion_capture_skips_relocation: "void-promotion-capture-skips-relocation",
    void_end_before_relocation: "void-end-before-relocation",
    void_en_passant_last_piece_missed: "void-en-passant-last-piece-missed",
    void_knight_capture_over_void_refused: "void-knight-capture-over-void-refused",
    minnaar_king_capture_not_liberation: "minnaar-king-capture-not-liberation",
    minnaar_win_on_the_eightieth_undecided: "minnaar-win-on-the-eightieth-undecided",
    minnaar_pass_never_ends_the_count: "minnaar-pass-never-ends-the-count",
    minnaar_king_capture_keeps_the_count: "minnaar-king-capture-keeps-the-count",
}
