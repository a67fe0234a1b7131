//! The tester against the planted rule bugs of Void Chess, Suicide Void Chess, Minnaar Chess and Circular
//! Chess: each one caught in a bounded run with the default settings, and shrunk to a short scenario
//! that the suite's scenario runner accepts.

use super::engine::Engine;
use super::game::{play_game, Finding, Plan};
use super::rule_mutant::{RuleMutant, RuleMutantEngine};
use super::seeds::seed_positions;
use super::shrink::shrink;
use super::walk::Walk;

/// The games a bounded test plays at most before giving up on a mutant.
const GAMES: u64 = 400;
/// The longest reproduction accepted, in plies from a start or seed position.
const PLIES: usize = 12;

/// The plan of a default run of `slug` with seed 1: games from the start position and, every other game,
/// from the seed positions; the steered walk.
fn default_plan(slug: &str) -> Plan {
    let ruleset = oracle::ruleset(slug).expect("the oracle has the ruleset");
    let mut plan = Plan::new(ruleset, vec!["startpos".to_string()], 1, 200);
    plan.seeds = seed_positions(ruleset, &[]);
    plan.walk = Walk::default();
    plan
}

/// Plays games until a finding at most `PLIES` long after shrinking; returns the shortest seen.
fn short_finding(plan: &Plan, engine: &mut dyn Engine) -> (Option<Finding>, u64) {
    let mut best: Option<Finding> = None;
    for g in 0..GAMES {
        if let Some(found) = play_game(plan, engine, g)
            .expect("the oracle plays")
            .finding
        {
            let f = shrink(plan, engine, &found, None);
            let shorter = best
                .as_ref()
                .is_none_or(|b| f.shrunk_moves.len() < b.shrunk_moves.len());
            if shorter {
                best = Some(f);
            }
            if best.as_ref().is_some_and(|b| b.shrunk_moves.len() <= PLIES) {
                return (best, g + 1);
            }
        }
    }
    (best, GAMES)
}

fn caught_and_shrunk(mutant: RuleMutant) {
    let plan = default_plan(mutant.slug());
    let mut engine = RuleMutantEngine::new(mutant);
    let (finding, games) = short_finding(&plan, &mut engine);
    let finding = finding.unwrap_or_else(|| panic!("{mutant:?} was not caught in {GAMES} games"));
    eprintln!(
        "{mutant:?}: game {} (of {games}) ply {} -> {} plies from {}: {} then {}",
        finding.game,
        finding.moves.len(),
        finding.shrunk_moves.len(),
        finding.shrunk_start,
        finding.shrunk_moves.join(" "),
        finding.shrunk_difference.describe()
    );
    assert!(
        finding.shrunk_moves.len() <= PLIES,
        "{mutant:?} shrunk only to {} plies: {:?} from {}",
        finding.shrunk_moves.len(),
        finding.shrunk_moves,
        finding.shrunk_start
    );
    let text = super::scenario::scenario(&plan, &engine.name(), "(replay)", &finding);
    super::tests::scenario_passes(&text, &format!("{mutant:?}"));
}

macro_rules! rule_mutant_tests {
    ($($name:ident: $mutant:ident,)*) => {
        $(
            #[test]
            fn $name() {
                caught_and_shrunk(RuleMutant::$mutant);
            }
        )*

        #[test]
        fn every_rule_mutant_is_tested_and_each_ruleset_has_five() {
            let tested = [$(RuleMutant::$mutant),*];
            assert_eq!(tested.len(), RuleMutant::ALL.len(), "every mutant has its test");
            for slug in ["void-chess", "suicide-void", "minnaar", "circular"] {
                let n = tested.iter().filter(|m| m.slug() == slug).count();
                assert!(n >= 5, "{slug}: {n} planted bugs");
            }
        }
    };
}

rule_mutant_tests! {
    void_chess_void_trap_is_stalemate: VoidTrapIsStalemate,
    void_chess_fortress_missed: FortressMissed,
    void_chess_thirty_move_one_late: ThirtyMoveOneLate,
    void_chess_en_passant_leaves_tile_normal: EnPassantLeavesTileNormal,
    void_chess_minister_capture_keeps_unstable: MinisterCaptureKeepsUnstable,
    void_chess_minister_avoids_void_step: MinisterAvoidsVoidStep,
    void_chess_castling_over_void: CastlingOverVoid,
    void_chess_repetition_ignores_tiles: RepetitionIgnoresTiles,
    suicide_void_stalemated_side_wins: StalematedSideWins,
    suicide_void_double_step_over_void: DoubleStepOverVoid,
    suicide_void_en_passant_square_not_freed: EnPassantSquareNotFreed,
    suicide_void_no_king_promotion: NoKingPromotion,
    suicide_void_last_capture_skips_relocation: LastCaptureSkipsRelocation,
    minnaar_tally_ends_at_79: TallyEndsAt79,
    minnaar_capture_on_turn_80_ends: CaptureOnTurn80Ends,
    minnaar_pass_not_counted: PassNotCounted,
    minnaar_divide_and_conquer_south_only: DivideAndConquerSouthOnly,
    minnaar_empty_army_cannot_pass: EmptyArmyCannotPass,
    circular_king_cannot_cross_centre: KingCannotCrossCentre,
    circular_castling_over_attacked_arc: CastlingOverAttackedArc,
    circular_stalemate_loses: StalemateLoses,
    circular_fifty_moves_automatic: FiftyMovesAutomatic,
    circular_no_promotion_on_own_first_rank: NoPromotionOnOwnFirstRank,
}

/// The unmutated oracle agrees with itself from every seed (the mutants' differences are theirs).
#[test]
fn the_oracle_agrees_with_itself_from_the_seeds() {
    for slug in ["void-chess", "suicide-void", "minnaar", "circular"] {
        let plan = default_plan(slug);
        let mut engine = RuleMutantEngine::plain(slug);
        for g in 0..20 {
            let r = play_game(&plan, &mut engine, g).unwrap();
            assert!(r.finding.is_none(), "{slug}: {:?}", r.finding);
        }
    }
}
