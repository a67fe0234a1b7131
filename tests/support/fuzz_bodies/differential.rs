//! Differential fuzzing against a third-party engine in process: libFuzzer chooses a start among the seed
//! positions (the start position, the perft-table positions, every scenario position of the ruleset and
//! the positions built for the pairs of its interaction table) and every move; the oracle and shakmaty (`Chess` for `fide`, `variant::Antichess` for `suicide`) must
//! agree at every ply on the legal moves, check, the board-read ends and the position. A disagreement is a
//! panic whose message is the `cargo xtask diff --start ... --moves ...` line that replays it.
//!
//! Expected differences are left out as the diff's shakmaty adapter leaves them out: the en passant field
//! of the position (engines write it under different conventions), the ends shakmaty does not decide
//! (repetition, move counts, material; `ongoing` from shakmaty is compared only when it has no legal move),
//! and, for `suicide`, a stalemate (lichess antichess: the stalemated side wins; FICS counts pieces).

use crate::shakmaty_adapter as adapter;
use arbitrary::{Arbitrary, Unstructured};
use oracle::core::AnyGame;
use shakmaty::{FromSetup, Position};
use std::path::Path;
use std::sync::OnceLock;

/// What libFuzzer chooses: a start (an index into the seeds, taken modulo their number) and the moves
/// (each an index into the oracle's sorted legal moves, modulo their number).
#[derive(Arbitrary, Clone, Debug)]
pub struct Input {
    pub start: u16,
    pub moves: Vec<u8>,
}

/// Longest game compared.
pub const MAX_PLIES: usize = 120;

/// The seed positions of `slug` (`fide` or `suicide`): the start position, then every position of the
/// perft tables (FIDE) and of the ruleset's scenarios that both the oracle and shakmaty read.
pub fn seeds(slug: &str) -> &'static [String] {
    static FIDE: OnceLock<Vec<String>> = OnceLock::new();
    static SUICIDE: OnceLock<Vec<String>> = OnceLock::new();
    match slug {
        "fide" => FIDE.get_or_init(|| collect_seeds::<shakmaty::Chess>("fide")),
        _ => SUICIDE.get_or_init(|| collect_seeds::<shakmaty::variant::Antichess>("suicide")),
    }
}

fn collect_seeds<P: FromSetup + Position + Default>(slug: &str) -> Vec<String> {
    let root = crate::repo_root();
    let ruleset = oracle::ruleset(slug).expect("the oracle has the ruleset");
    let mut candidates: Vec<String> = Vec::new();
    if slug == "fide" {
        // The FIDE tables of tests/perft (their `ruleset` line says so).
        for path in std::fs::read_dir(root.join("tests/perft"))
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "perft"))
        {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let Ok(table) = oracle::core::perft_table::parse_perft_file(&text) else {
                continue;
            };
            if table.ruleset.as_deref() != Some(slug) {
                continue;
            }
            for case in table.cases {
                let f: Vec<&str> = case
                    .epd
                    .split(';')
                    .next()
                    .unwrap_or("")
                    .split_whitespace()
                    .collect();
                if f.len() >= 4 {
                    candidates.push(format!("{} 0 1", f[..4].join(" ")));
                }
            }
        }
    }
    if let Ok(registries) = crate::Registries::load_dir(&root.join("clauses")) {
        for path in crate::yaml_files(&root.join("scenarios").join(slug)) {
            candidates.extend(scenario_positions(&path, &registries, slug));
        }
    }
    // The positions built for the pairs of the ruleset's interaction table: where two rules meet.
    if let Some(table) = crate::interactions::Table::project(slug) {
        let built = crate::interactions::generate::built_for_table(ruleset, &table, 1, 2);
        candidates.extend(built.into_iter().map(|(_, b)| b.position));
    }
    let mut out = vec!["startpos".to_string()];
    for c in candidates {
        let oracle_reads = ruleset.new_game(&c, &[]).is_ok();
        if oracle_reads && adapter::read_start::<P>(&c).is_ok() && !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// The start and every position along the steps of a scenario of ruleset `slug` with default switches.
fn scenario_positions(path: &Path, registries: &crate::Registries, slug: &str) -> Vec<String> {
    let Ok(loaded) = crate::load_scenario(path, registries) else {
        return Vec::new();
    };
    let s = &loaded.scenario;
    if s.ruleset.value != slug || !s.interpretation.is_empty() {
        return Vec::new();
    }
    let Some(start) = s.start.as_ref().map(|x| x.value.clone()) else {
        return Vec::new();
    };
    let Ok(ruleset) = oracle::ruleset(slug) else {
        return Vec::new();
    };
    let Ok(mut game) = ruleset.new_game(&start, &[]) else {
        return Vec::new();
    };
    let mut out = vec![game.position()];
    for step in &s.steps {
        let Some(play) = &step.value.play else {
            continue;
        };
        if game.play(&play.value).is_err() {
            break;
        }
        out.push(game.position());
    }
    out
}

/// The replay line of a disagreement.
fn replay(slug: &str, start: &str, moves: &[String]) -> String {
    format!(
        "cargo xtask diff --ruleset {slug} --engine shakmaty --start '{start}' --moves '{}'",
        moves.join(" ")
    )
}

/// The FEN fields compared: all but the en passant square.
fn fen_key(fen: &str) -> Vec<&str> {
    fen.split_whitespace()
        .enumerate()
        .filter(|(i, _)| *i != 3)
        .map(|(_, f)| f)
        .collect()
}

/// The first way shakmaty's view of `pos` differs from the oracle's view of `game`.
pub fn difference<P: Position>(slug: &str, game: &dyn AnyGame, pos: &P) -> Option<String> {
    let oracle_moves = game.legal_move_texts();
    let moves = adapter::legal_moves(pos);
    if moves != oracle_moves {
        let lacks: Vec<&&str> = oracle_moves
            .iter()
            .filter(|m| !moves.contains(&m.to_string()))
            .collect();
        let allows: Vec<&String> = moves
            .iter()
            .filter(|m| !oracle_moves.contains(&m.as_str()))
            .collect();
        return Some(format!(
            "legal moves: shakmaty lacks {lacks:?}, allows {allows:?}"
        ));
    }
    if pos.is_check() != game.in_check() {
        return Some(format!(
            "check: oracle {}, shakmaty {}",
            game.in_check(),
            pos.is_check()
        ));
    }
    let status = game.status();
    let theirs = adapter::board_status(pos);
    let stalemate = slug == "suicide" && moves.is_empty();
    let compared = (theirs != "ongoing" || moves.is_empty()) && !stalemate;
    if compared && theirs != status.word() {
        return Some(format!("status: oracle {status}, shakmaty {theirs}"));
    }
    let (fen, ours) = (adapter::fen(pos), game.position());
    if fen_key(&fen) != fen_key(&ours) {
        return Some(format!("position: oracle `{ours}`, shakmaty `{fen}`"));
    }
    None
}

/// Plays `input` from its seed in both and panics at the first difference with the line that replays it.
pub fn run<P: Position + FromSetup + Default + Clone>(slug: &str, input: &Input) {
    let seeds = seeds(slug);
    let start = &seeds[input.start as usize % seeds.len()];
    let ruleset = oracle::ruleset(slug).expect("the oracle has the ruleset");
    let mut game = ruleset.new_game(start, &[]).expect("a seed loads");
    let mut pos: P = adapter::read_start(start).expect("a seed loads in shakmaty");
    for ply in 0..=input.moves.len().min(MAX_PLIES) {
        if let Some(d) = difference(slug, game.as_ref(), &pos) {
            panic!(
                "the oracle and shakmaty differ: {d}\n  replay: {}",
                replay(slug, start, game.moves())
            );
        }
        let count = game.legal_move_texts().len();
        if ply == input.moves.len() || count == 0 || game.status().is_over() {
            return;
        }
        // The move is played as the oracle generated it, and from its text in shakmaty.
        let mv = game
            .play_legal(input.moves[ply] as usize % count)
            .expect("a legal move plays");
        if let Err(e) = adapter::play(&mut pos, &mv) {
            panic!(
                "shakmaty refuses the oracle's legal move: {e}\n  replay: {}",
                replay(slug, start, game.moves())
            );
        }
    }
}

/// Fuzz body `diff_fide`: the oracle's `fide` against shakmaty's `Chess`.
pub fn diff_fide(data: &[u8]) {
    if let Ok(input) = Input::arbitrary_take_rest(Unstructured::new(data)) {
        run::<shakmaty::Chess>("fide", &input);
    }
}

/// Fuzz body `diff_suicide`: the oracle's `suicide` against shakmaty's `Antichess`.
pub fn diff_suicide(data: &[u8]) {
    if let Ok(input) = Input::arbitrary_take_rest(Unstructured::new(data)) {
        run::<shakmaty::variant::Antichess>("suicide", &input);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seeds_hold_the_perft_and_scenario_positions() {
        let fide = seeds("fide");
        assert_eq!(fide[0], "startpos");
        assert!(
            fide.iter()
                .any(|s| s
                    .starts_with("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq")),
            "Kiwipete is a seed"
        );
        assert!(fide.len() > 20, "{} fide seeds", fide.len());
        assert!(
            seeds("suicide").len() > 5,
            "{} suicide seeds",
            seeds("suicide").len()
        );
    }

    #[test]
    fn a_difference_is_named_and_agreement_is_none() {
        let game = oracle::start_game("fide").unwrap();
        let same = shakmaty::Chess::default();
        assert_eq!(difference("fide", game.as_ref(), &same), None);
        let mut other = shakmaty::Chess::default();
        adapter::play(&mut other, "e2e4").unwrap();
        let d = difference("fide", game.as_ref(), &other).expect("they differ");
        assert!(d.starts_with("legal moves"), "{d}");
    }

    #[test]
    #[should_panic(
        expected = "replay: cargo xtask diff --ruleset suicide --engine shakmaty --start"
    )]
    fn a_disagreement_panics_with_its_replay_line() {
        // The oracle's suicide start against shakmaty's Chess: Chess has castling rights and check, so
        // they differ at once (the position's castling field), and the panic names the replay.
        let input = Input {
            start: 0,
            moves: vec![],
        };
        run::<shakmaty::Chess>("suicide", &input);
    }
}
