//! The tester's proof of power (planted mutants caught and shrunk) and its robustness (engines that crash,
//! hang, print garbage, answer slowly, or speak another protocol version).

mod engines;
mod findings;
#[path = "../../../tests/common_engines.rs"]
mod test_engines;

use super::engine::Engine;
use super::game::{play_game, Finding, Plan};
use super::shrink::shrink;
use crate::planted::fide::PlantedChess;
use crate::planted::{self, Deviation};
use std::path::PathBuf;

/// A run as `cargo xtask diff` makes it (quietly): its summary.
pub(crate) fn execute(
    o: &super::Options,
    ruleset: &'static dyn oracle::core::AnyRuleset,
) -> Result<super::runner::Summary, String> {
    let catalog = crate::presets::Catalog::new();
    let control = super::interrupt::Control::default();
    let every = std::time::Duration::from_secs(3600);
    super::run_to_files(&catalog, o, ruleset, control, every, &mut |_| {}).map(|f| f.summary)
}

fn fide() -> &'static dyn oracle::core::AnyRuleset {
    oracle::ruleset("fide").expect("the oracle has the FIDE ruleset")
}

/// The six standard perft test positions (between them castling both ways, en passant with position 3's
/// horizontal pin, promotions and pins), and one set up for double checks: a Knight in front of a Rook on
/// the enemy King's file, whose moves to d6 or f6 check twice. Games start from each in turn.
const POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "4k3/8/r7/8/4N3/8/8/K3R3 w - - 0 1",
];

fn plan(starts: &[&str], seed: u64, max_plies: usize) -> Plan {
    Plan::new(
        fide(),
        starts.iter().map(|s| s.to_string()).collect(),
        seed,
        max_plies,
    )
}

/// Plays games until a finding whose reproduction is at most `plies` long, as a user reads a run's
/// findings: each finding is shrunk from its own game's start position, and games start at different
/// positions, so the shortest reproduction is the one that matters. Returns it (or the shortest seen)
/// and how many findings were made on the way.
fn short_finding(
    plan: &Plan,
    engine: &mut PlantedChess,
    games: u64,
    plies: usize,
) -> (Option<Finding>, usize) {
    let mut best: Option<Finding> = None;
    let mut count = 0;
    for g in 0..games {
        if let Some(found) = play_game(plan, engine, g)
            .expect("the oracle plays")
            .finding
        {
            let f = shrink(plan, engine, &found, None);
            count += 1;
            let shorter = best
                .as_ref()
                .is_none_or(|b| f.shrunk_moves.len() < b.shrunk_moves.len());
            if shorter {
                best = Some(f);
            }
            if best.as_ref().is_some_and(|b| b.shrunk_moves.len() <= plies) {
                break;
            }
        }
    }
    (best, count)
}

#[test]
fn the_unmutated_engine_agrees() {
    let plan = plan(POSITIONS, 1, 60);
    let mut engine =
        crate::engines::shakmaty_engine::ShakmatyEngine::<shakmaty::Chess>::new("shakmaty");
    for g in 0..30 {
        let r = play_game(&plan, &mut engine, g).unwrap();
        assert!(r.finding.is_none(), "{:?}", r.finding);
        assert!(r.faults.is_empty());
    }
}

/// Runs a written scenario, unchanged, through the scenario runner that `cargo xtask check` runs: it
/// asserts the oracle's answers and names its clauses, so it must load and pass.
pub(super) fn scenario_passes(text: &str, name: &str) {
    let registries = crate::Registries::project().expect("the registries load");
    let file = format!("{name}.yaml");
    let loaded = crate::parse_scenario(&file, text, registries)
        .unwrap_or_else(|e| panic!("the scenario does not load: {e}\n{text}"));
    if let Err(e) = crate::run_scenario(&loaded, &crate::runner::default_resolver) {
        panic!("the scenario fails the checker: {e}\n{text}");
    }
    assert!(!loaded.declared_ids().is_empty(), "{text}");
}

/// Catches `mutant` in seeded games from those positions and checks its shortest reproduction.
fn caught_and_shrunk(name: &str) {
    let mutant = planted::find(name).expect("a planted bug");
    let plan = plan(POSITIONS, 1, 60);
    let mut engine = PlantedChess::new(mutant);
    let (finding, count) = short_finding(&plan, &mut engine, 600, 8);
    let finding = finding.unwrap_or_else(|| panic!("{mutant:?} was not caught in 600 games"));
    eprintln!(
        "{mutant:?}: {count} findings; game {} ply {} -> {} plies from {}: {} then {}",
        finding.game,
        finding.moves.len(),
        finding.shrunk_moves.len(),
        finding.start,
        finding.shrunk_moves.join(" "),
        finding.shrunk_difference.describe()
    );
    assert!(
        finding.shrunk_moves.len() <= 8,
        "{mutant:?} shrunk only to {} plies: {:?} from {}",
        finding.shrunk_moves.len(),
        finding.shrunk_moves,
        finding.start
    );
    let text = super::scenario::scenario(&plan, &engine.name(), "(replay)", &finding);
    scenario_passes(&text, mutant.name);
    // The scenario shows the finding: it fails against the planted engine, passes against the oracle.
    if let Err(why) = super::confirm::confirm(&text, &mut engine) {
        panic!(
            "{}: the scenario written does not show the finding: {why}\n{text}",
            mutant.name
        );
    }
}

macro_rules! mutant_tests {
    ($($name:ident: $mutant:literal,)*) => {
        $(
            #[test]
            fn $name() {
                caught_and_shrunk($mutant);
            }
        )*

        /// The planted FIDE bugs on shakmaty these tests show caught by random games: at least ten (the
        /// others are caught by the rule cases alone, `check_engine`'s tests).
        #[test]
        fn at_least_ten_mutants_are_tested() {
            let tested = [$($mutant),*];
            assert!(tested.len() >= 10);
            for name in tested {
                let p = planted::find(name).expect("a planted bug");
                assert!(matches!(p.deviation, Deviation::Chess(_)), "{name}");
            }
        }
    };
}

mutant_tests! {
    mutant_castle_through_attacked_square: "castle-through-attacked-square",
    mutant_castle_out_of_check: "castle-out-of-check",
    mutant_castle_into_check: "castle-into-check",
    mutant_en_passant_exposing_king: "en-passant-exposing-king",
    mutant_no_en_passant: "no-en-passant",
    mutant_no_under_promotion: "no-under-promotion",
    mutant_pinned_piece_moves: "pinned-piece-moves",
    mutant_double_check_answered_by_block: "double-check-answered-by-block",
    mutant_king_ignores_pawn_attacks: "king-ignores-pawn-attacks",
    mutant_pawn_jumps_over_piece: "pawn-jumps-over-piece",
    mutant_capture_keeps_move_count: "capture-keeps-move-count",
    mutant_knight_check_unseen: "knight-check-unseen",
    mutant_never_castles: "fide-never-castles",
}

/// One planted bug shows in many games: the findings are grouped by kind, the first of each kind is
/// shrunk and the others are "the same as" it.
#[test]
fn findings_of_one_kind_are_grouped_and_one_is_shrunk() {
    let p = plan(POSITIONS, 1, 60);
    let mut engine = PlantedChess::new(planted::find("no-under-promotion").unwrap());
    let mut findings: Vec<Finding> = (0..80)
        .filter_map(|g| play_game(&p, &mut engine, g).unwrap().finding)
        .collect();
    assert!(findings.len() >= 3, "{} findings", findings.len());
    let chosen = super::group::group(&p, &mut findings, 20);
    assert!(
        chosen.len() < findings.len(),
        "{chosen:?} of {}",
        findings.len()
    );
    let first = &findings[chosen[0]];
    assert!(
        first.labels.iter().all(|l| l.starts_with("lacks legal P")),
        "{:?}",
        first.labels
    );
    let same: Vec<&Finding> = findings.iter().filter(|f| f.same_as.is_some()).collect();
    assert!(!same.is_empty());
    assert!(same.iter().all(|f| f.same_as.unwrap() < f.game));
    // Past the limit, a new kind stays unshrunk and is not "the same as" anything.
    for f in &mut findings {
        f.same_as = None;
    }
    let none = super::group::group(&p, &mut findings, 0);
    assert!(none.is_empty());
    assert_eq!(findings[0].same_as, None);
}

pub(super) fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("xtask-diff-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}
