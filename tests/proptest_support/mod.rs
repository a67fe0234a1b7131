//! The proptest settings every property file shares: the case count (`PROPTEST_CASES` overrides it),
//! failures kept in `proptest-regressions`, and shrinking bounded because it replays whole games.

use proptest::prelude::{ProptestConfig, TestCaseError};
use proptest::sample::Index;

/// Cases per property: `PROPTEST_CASES` or a number that keeps `cargo test` quick in a debug build.
#[allow(dead_code)] // not every property file reads the count on its own
pub fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The shared configuration with `default_cases` cases.
pub fn config(default_cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases: cases(default_cases),
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("proptest-regressions"),
        )),
        max_shrink_iters: 4096,
        // Shrinking replays whole games: bound it so a failure is reported in reasonable time.
        max_shrink_time: 60_000,
        ..ProptestConfig::default()
    }
}

/// A scenario's start: the ruleset's slug, the start text and the interpretation switches.
#[allow(dead_code)] // only the files that play from the scenarios' starts use it
pub type Start = (&'static str, String, Vec<(String, String)>);

/// The start of a game that has no moves yet, with its interpretation switches.
#[allow(dead_code)]
pub fn start_of(g: &dyn oracle::core::AnyGame) -> Start {
    let switches = g
        .interpretation()
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    (g.slug(), g.start(), switches)
}

/// Every game every scenario goes through, one per step (branches included), in file order.
#[allow(dead_code)]
pub fn scenario_games() -> Vec<Box<dyn oracle::core::AnyGame>> {
    use conformance::{display_path, registry::Registries, repo_root, runner, yaml_files};
    let regs = Registries::project().expect("the clause registries load");
    let mut games: Vec<Box<dyn oracle::core::AnyGame>> = Vec::new();
    for path in yaml_files(&repo_root().join("scenarios")) {
        let loaded = conformance::load_scenario(&path, regs)
            .unwrap_or_else(|e| panic!("{}: {e}", display_path(&path)));
        let mut observe = |_: &str, g: &dyn oracle::core::AnyGame| games.push(g.clone_box());
        runner::run_scenario_observed(&loaded, &runner::default_resolver, &mut observe)
            .unwrap_or_else(|e| panic!("{}: {e}", display_path(&path)));
    }
    games
}

/// The start of every scenario, read once.
#[allow(dead_code)]
pub fn scenario_starts() -> &'static [Start] {
    static STARTS: std::sync::OnceLock<Vec<Start>> = std::sync::OnceLock::new();
    STARTS.get_or_init(|| {
        scenario_games()
            .iter()
            .filter(|g| g.moves().is_empty())
            .map(|g| start_of(g.as_ref()))
            .collect()
    })
}

/// A new game from the start `first` picks out of `starts`, failing the case if it is refused.
#[allow(dead_code)]
pub fn game_from(
    starts: &[Start],
    first: Index,
) -> Result<Box<dyn oracle::core::AnyGame>, TestCaseError> {
    let (slug, start, switches) = &starts[first.index(starts.len())];
    oracle::ruleset(slug)
        .and_then(|r| r.new_game(start, switches))
        .map_err(|e| TestCaseError::fail(format!("{slug}: {start}: {e}")))
}

/// Picks one of `n` things by walking `choices` round and round (0 where there are none).
#[allow(dead_code)]
pub fn picker(choices: &[Index]) -> impl FnMut(usize) -> usize + '_ {
    let mut it = choices.iter().cycle();
    move |n: usize| it.next().map_or(0, |i| i.index(n.max(1)))
}

/// What [`random_game`] is played from: the index of the start, and the choices of `len` moves (walked
/// round and round when the game is longer).
#[allow(dead_code)]
pub fn game_choices(
    len: std::ops::Range<usize>,
) -> impl proptest::strategy::Strategy<Value = (Index, Vec<Index>)> {
    use proptest::prelude::{any, prop};
    (any::<Index>(), prop::collection::vec(any::<Index>(), len))
}

/// Plays a random game from the start `first` picks out of `starts`, at most `plies` moves, each move
/// picked by walking `choices`; before each move (and at the position the game stops in, when it ends
/// first) `visit` is shown the game, the ply and the same picker, and a failure it reports fails the case.
#[allow(dead_code)]
pub fn random_game(
    starts: &[Start],
    first: Index,
    choices: &[Index],
    plies: usize,
    mut visit: impl FnMut(
        &dyn oracle::core::AnyGame,
        usize,
        &mut dyn FnMut(usize) -> usize,
    ) -> Result<(), String>,
) -> Result<(), TestCaseError> {
    let mut game = game_from(starts, first)?;
    let mut pick = picker(choices);
    for ply in 0..plies {
        visit(game.as_ref(), ply, &mut pick).map_err(TestCaseError::fail)?;
        let moves = game.legal_moves();
        if game.status().is_over() || moves.is_empty() {
            break;
        }
        let m = &moves[pick(moves.len())];
        game.play(m)
            .map_err(|e| TestCaseError::fail(format!("{}: {m}: {e}", game.slug())))?;
    }
    Ok(())
}
