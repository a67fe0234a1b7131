//! The tester against the planted rule bugs of Void Chess, Suicide Void Chess, Minnaar Chess and Circular
//! Chess: each one caught in a bounded run with the default settings, and shrunk to a short scenario
//! that the suite's scenario runner accepts.

use super::compare::{compare, observe};
use super::engine::{Engine, Query};
use super::game::{before_last, play_game, Finding, Plan};
use super::seeds::{seeds, Seeds};
use super::shrink::shrink;
use super::walk::Walk;
use crate::planted::oracle_engine::PlantedOracle;
use crate::planted::{self, Deviation};
use std::collections::BTreeMap;
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The games a bounded test plays at most before giving up on a mutant.
const GAMES: u64 = 400;
/// The longest reproduction accepted, in plies from a start or seed position.
const PLIES: usize = 12;
/// The time one finding's shrinking may take, as `--shrink-time` gives a whole run by default.
const SHRINK_TIME: Duration = Duration::from_secs(120);

/// The plan of a default run of `slug` with seed 1: games from the start position and, every other game,
/// from the seeds (`seeds.rs`, worked out once per ruleset for all the tests); the steered walk.
pub(super) fn default_plan(slug: &str) -> Plan {
    static SEEDS: OnceLock<Mutex<BTreeMap<String, Seeds>>> = OnceLock::new();
    let ruleset = oracle::ruleset(slug).expect("the oracle has the ruleset");
    let mut plan = Plan::new(ruleset, vec!["startpos".to_string()], 1, 200);
    let cache = SEEDS.get_or_init(Default::default);
    let known = cache.lock().unwrap().get(slug).cloned();
    let s = known.unwrap_or_else(|| {
        let s = seeds(ruleset, &[], 1);
        cache.lock().unwrap().insert(slug.to_string(), s.clone());
        s
    });
    s.install(&mut plan);
    plan.walk = Walk::default();
    plan
}

/// What catching a mutant took.
struct Caught {
    finding: Option<Finding>,
    games: u64,
    findings: usize,
    play_seconds: f64,
    shrink_seconds: f64,
}

/// Plays games until a finding at most `PLIES` long after shrinking; returns the shortest seen.
fn short_finding(plan: &Plan, engine: &mut dyn Engine) -> Caught {
    let mut caught = Caught {
        finding: None,
        games: GAMES,
        findings: 0,
        play_seconds: 0.0,
        shrink_seconds: 0.0,
    };
    for g in 0..GAMES {
        let began = Instant::now();
        let found = play_game(plan, engine, g)
            .expect("the oracle plays")
            .finding;
        caught.play_seconds += began.elapsed().as_secs_f64();
        let Some(found) = found else { continue };
        caught.findings += 1;
        let began = Instant::now();
        let f = shrink(plan, engine, &found, Some(began + SHRINK_TIME));
        caught.shrink_seconds += began.elapsed().as_secs_f64();
        let best = &mut caught.finding;
        if best
            .as_ref()
            .is_none_or(|b| f.shrunk_moves.len() < b.shrunk_moves.len())
        {
            *best = Some(f);
        }
        if best.as_ref().is_some_and(|b| b.shrunk_moves.len() <= PLIES) {
            caught.games = g + 1;
            break;
        }
    }
    caught
}

/// The engine still differs from the oracle at the end of the shrunk sequence: the written scenario,
/// whose checks are the oracle's answers there, fails against it.
fn still_differs(plan: &Plan, engine: &mut dyn Engine, f: &Finding) -> bool {
    let game = plan
        .replay(&f.shrunk_start, &f.shrunk_moves)
        .expect("the oracle plays the shrunk sequence");
    let query = Query {
        start: f.shrunk_start.clone(),
        moves: f.shrunk_moves.clone(),
        before_last: before_last(plan, &f.shrunk_start, &f.shrunk_moves),
    };
    match engine.query(&query) {
        Ok(answer) => compare(&observe(game.as_ref()), &answer).is_some(),
        Err(_) => true,
    }
}

pub(super) fn caught_and_shrunk(name: &str) {
    let mutant = planted::find(name).expect("a planted bug");
    let plan = default_plan(mutant.ruleset);
    let mut engine = PlantedOracle::new(mutant);
    let caught = short_finding(&plan, &mut engine);
    let finding = caught
        .finding
        .unwrap_or_else(|| panic!("{mutant:?} was not caught in {GAMES} games"));
    eprintln!(
        "{mutant:?}: game {} (of {}, {} findings; {:.1} s playing, {:.1} s shrinking) ply {} -> {} plies \
         from {} ({}): {} then {}",
        finding.game,
        caught.games,
        caught.findings,
        caught.play_seconds,
        caught.shrink_seconds,
        finding.moves.len(),
        finding.shrunk_moves.len(),
        finding.shrunk_start,
        if finding.shrunk_start == finding.start {
            "the game's start"
        } else {
            "the position reached"
        },
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
    assert!(
        still_differs(&plan, &mut engine, &finding),
        "{mutant:?}: the shrunk sequence no longer shows the difference"
    );
    let text = super::scenario::scenario(&plan, &engine.name(), "(replay)", &finding);
    super::tests::scenario_passes(&text, mutant.name);
    // The scenario shows the finding: it fails against the planted engine, passes against the oracle.
    if let Err(why) = super::confirm::confirm(&text, &mut engine) {
        panic!(
            "{}: the scenario written does not show the finding: {why}\n{text}",
            mutant.name
        );
    }
}

macro_rules! rule_mutant_tests {
    ($($(#[$attr:meta])* $name:ident: $mutant:literal,)*) => {
        $(
            #[test]
            $(#[$attr])*
            fn $name() {
                caught_and_shrunk($mutant);
            }
        )*

        /// The planted bugs these tests show caught by random games: every oracle-based rule bug that
        /// existed when the games were tuned (those added since are caught by the rule cases alone,
        /// `check_engine`'s tests), at least five a ruleset.
        #[test]
        fn the_rule_mutants_are_tested_and_each_ruleset_has_five() {
            let tested = [$($mutant),*];
            for name in tested {
                let p = planted::find(name).expect("a planted bug");
                assert!(matches!(p.deviation, Deviation::Oracle(_)), "{name}");
            }
            for slug in ["void-chess", "suicide-void", "minnaar", "circular"] {
                let n = tested
                    .iter()
                    .filter(|m| planted::find(m).is_ok_and(|p| p.ruleset == slug))
                    .count();
                assert!(n >= 5, "{slug}: {n} planted bugs");
            }
        }
    };
}

rule_mutant_tests! {
    void_chess_void_trap_is_stalemate: "void-trap-is-stalemate",
    void_chess_fortress_missed: "fortress-missed",
    void_chess_thirty_move_one_late: "thirty-move-one-late",
    void_chess_en_passant_leaves_tile_normal: "en-passant-leaves-tile-normal",
    void_chess_minister_capture_keeps_unstable: "minister-capture-keeps-unstable",
    void_chess_minister_avoids_void_step: "minister-avoids-void-step",
    void_chess_castling_over_void: "castling-over-void",
    void_chess_repetition_ignores_castling_rights: "repetition-ignores-castling-rights",
    suicide_void_stalemated_side_wins: "stalemated-side-wins",
    suicide_void_double_step_over_void: "double-step-over-void",
    suicide_void_en_passant_square_not_freed: "en-passant-square-not-freed",
    suicide_void_no_king_promotion: "no-king-promotion",
    suicide_void_last_capture_skips_relocation: "last-capture-skips-relocation",
    minnaar_tally_ends_at_79: "tally-ends-at-79",
    minnaar_capture_on_turn_80_ends: "capture-on-turn-80-ends",
    minnaar_pass_not_counted: "pass-not-counted",
    minnaar_divide_and_conquer_south_only: "divide-and-conquer-south-only",
    minnaar_empty_army_cannot_pass: "empty-army-cannot-pass",
    circular_king_cannot_cross_centre: "king-cannot-cross-centre",
    circular_castling_over_attacked_arc: "castling-over-attacked-arc",
    circular_stalemate_loses: "stalemate-loses",
    circular_fifty_moves_automatic: "fifty-moves-automatic",
    circular_no_promotion_on_own_first_rank: "no-promotion-on-own-first-rank",
}

/// The unmutated oracle agrees with itself from every seed (the mutants' differences are theirs).
#[test]
fn the_oracle_agrees_with_itself_from_the_seeds() {
    for slug in ["void-chess", "suicide-void", "minnaar", "circular"] {
        let mut plan = default_plan(slug);
        plan.max_plies = 40;
        let mut engine = PlantedOracle::plain(slug).expect("the oracle has the ruleset");
        for g in 0..4 {
            let r = play_game(&plan, &mut engine, g).unwrap();
            assert!(r.finding.is_none(), "{slug}: {:?}", r.finding);
        }
    }
}
