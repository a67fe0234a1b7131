//! Snapshots of Void Chess, kept in `snapshots/` and read before they were accepted:
//! - `void-chess-moves-<scenario>`: for the start position of a curated scenario, every candidate move of
//!   the side to move (each piece's movement pattern on an open board, castling, promotions, the
//!   Minister's one- and two-step paths) with the oracle's verdict: legal (with its notation for people)
//!   or refused (with the clause and the reason);
//! - `void-chess-transcript-<scenario>`: the 6B and 6C tables, the board after every step.
//!
//! (The start position as `oracle show` prints it is `void_chess_start_diagram`, in tests/void_chess_snapshots.rs.)

use conformance::load_scenario;
use conformance::registry::Registries;
use conformance::repo_root;
use conformance::runner::{default_resolver, run_scenario_observed};
use libtest_mimic::{Arguments, Failed, Trial};
use oracle::core::grid::{Step, ALL_EIGHT, KNIGHT_LEAPS};
use oracle::core::{AnyGame, Verdict};
use std::collections::BTreeSet;
use std::fmt::Write as _;

const SLUG: &str = "void-chess";

/// Curated positions: the start of each of these scenarios, and why it is worth a snapshot.
const CURATED: &[(&str, &str)] = &[
    (
        "start-position",
        "the start: 22 moves; the Minister, the King and the sliders are hemmed in",
    ),
    (
        "void-blocks-movement",
        "void tiles in the way of every kind of piece",
    ),
    (
        "minister-open-board",
        "the Minister's 24 squares and its two-step paths",
    ),
    (
        "minister-blocked",
        "a Minister ringed by friendly pieces (4.8)",
    ),
    (
        "minister-captures",
        "Minister captures on Step 1 end the move; on Step 2 they are allowed",
    ),
    ("castling", "both castlings legal"),
    (
        "castling-refused-attacked",
        "castling through an attacked square",
    ),
    (
        "castling-refused-void-and-occupied",
        "castling across a void tile and an occupied square",
    ),
    (
        "check-resolution",
        "a check answered by moving, blocking or capturing",
    ),
    ("pinned-piece", "a Knight pinned to its King"),
    (
        "promotion",
        "promotion by step and by capture, Minister included",
    ),
    (
        "end-void-trap-near-miss",
        "a void-trap position with one legal move: refusals by 10.1 and 10.2",
    ),
    (
        "switch-unstable-king-castling",
        "a King on an unstable tile (7.2)",
    ),
];

fn scenario_path(name: &str) -> std::path::PathBuf {
    repo_root().join(format!("scenarios/{SLUG}/{name}.yaml"))
}

fn registries() -> Result<&'static Registries, Failed> {
    Registries::project().map_err(|e| Failed::from(e.to_string()))
}

/// A game at the start of a scenario.
fn scenario_start(name: &str) -> Result<Box<dyn AnyGame>, Failed> {
    let regs = registries()?;
    let loaded =
        load_scenario(&scenario_path(name), regs).map_err(|e| Failed::from(e.to_string()))?;
    let mut game = None;
    let mut first = true;
    let _ = run_scenario_observed(&loaded, &default_resolver, &mut |_, g| {
        if first {
            game = Some(g.clone_box());
            first = false;
        }
    });
    game.ok_or_else(|| Failed::from(format!("{name}: the scenario does not start")))
}

const FILES: &str = "abcdefghi";

fn name(file: i32, rank: i32) -> Option<String> {
    if (0..9).contains(&file) && (0..9).contains(&rank) {
        Some(format!(
            "{}{}",
            FILES.as_bytes()[file as usize] as char,
            rank + 1
        ))
    } else {
        None
    }
}

/// A step table of the shared geometry in this file's `i32` coordinates.
const fn wide(steps: [Step; 8]) -> [(i32, i32); 8] {
    let mut out = [(0, 0); 8];
    let mut i = 0;
    while i < 8 {
        out[i] = (steps[i].0 as i32, steps[i].1 as i32);
        i += 1;
    }
    out
}
const KING: [(i32, i32); 8] = wide(ALL_EIGHT);
const KNIGHT: [(i32, i32); 8] = wide(KNIGHT_LEAPS);

/// Every move the pieces of the side to move could make by their movement patterns alone (board edges
/// aside, nothing in the way counts), in coordinate form.
fn candidates(game: &dyn AnyGame) -> Result<BTreeSet<String>, Failed> {
    let side = game.side_to_move();
    let mut out = BTreeSet::new();
    for file in 0..9 {
        for rank in 0..9 {
            let from = name(file, rank).expect("on the board");
            let view = game
                .square(&from)
                .map_err(|e| Failed::from(e.to_string()))?;
            let Some(piece) = view.piece else { continue };
            let Some(kind) = piece.strip_prefix(&format!("{side} ")) else {
                continue;
            };
            let mut to = |df: i32, dr: i32, suffix: &str| {
                if let Some(t) = name(file + df, rank + dr) {
                    out.insert(format!("{from}{t}{suffix}"));
                }
            };
            let lines = |dirs: &[(i32, i32)], to: &mut dyn FnMut(i32, i32, &str)| {
                for (df, dr) in dirs {
                    for n in 1..9 {
                        to(df * n, dr * n, "");
                    }
                }
            };
            match kind {
                "king" => {
                    for (df, dr) in KING {
                        to(df, dr, "");
                    }
                    if file == 4 && (rank == 0 || rank == 8) {
                        to(2, 0, "");
                        to(-2, 0, "");
                    }
                }
                "knight" => {
                    for (df, dr) in KNIGHT {
                        to(df, dr, "");
                    }
                }
                "rook" => lines(&[(0, 1), (0, -1), (1, 0), (-1, 0)], &mut to),
                "bishop" => lines(&[(1, 1), (1, -1), (-1, 1), (-1, -1)], &mut to),
                "queen" => lines(&KING, &mut to),
                "pawn" => {
                    let (dir, start, last) = if side == "white" {
                        (1, 1, 8)
                    } else {
                        (-1, 7, 0)
                    };
                    let promos: &[&str] = if rank + dir == last {
                        &["q", "r", "b", "n", "m"]
                    } else {
                        &[""]
                    };
                    for p in promos {
                        to(0, dir, p);
                        to(-1, dir, p);
                        to(1, dir, p);
                    }
                    if rank == start {
                        to(0, 2 * dir, "");
                    }
                }
                "minister" => {
                    for (df, dr) in KING {
                        let Some(step1) = name(file + df, rank + dr) else {
                            continue;
                        };
                        out.insert(format!("{from}{step1}"));
                        for (ef, er) in KING {
                            if (df + ef, dr + er) == (0, 0) {
                                continue;
                            }
                            if let Some(step2) = name(file + df + ef, rank + dr + er) {
                                out.insert(format!("{from}{step1}{step2}"));
                            }
                        }
                    }
                }
                other => return Err(format!("unknown piece `{other}` on {from}").into()),
            }
        }
    }
    Ok(out)
}

fn moves_snapshot(scenario: &str, why: &str) -> Result<String, Failed> {
    let game = scenario_start(scenario)?;
    let mut s = String::new();
    let _ = writeln!(s, "{why}");
    let _ = writeln!(s, "position: {}", game.position());
    let _ = writeln!(s, "{}", game.show());
    let legal = game.legal_moves_with_san();
    let cands = candidates(game.as_ref())?;
    let missing: Vec<&str> = legal
        .iter()
        .map(|(c, _)| c.as_str())
        .filter(|c| !cands.contains(*c))
        .collect();
    if !missing.is_empty() {
        return Err(format!("legal moves that no movement pattern produces: {missing:?}").into());
    }
    let _ = writeln!(s, "legal ({}):", legal.len());
    for (c, san) in &legal {
        let _ = writeln!(s, "  {c:<8} {san}");
    }
    let mut refused = Vec::new();
    for c in &cands {
        if legal.iter().any(|(l, _)| l == c) {
            continue;
        }
        match game.explain(c) {
            Verdict::Legal(coord) => {
                return Err(format!(
                    "`{c}` is accepted by explain (as `{coord}`) but not listed as legal"
                )
                .into())
            }
            Verdict::Refused(rej) => {
                refused.push(format!("  {c:<8} {}: {}", rej.clause, rej.message))
            }
            Verdict::Unreadable(e) => refused.push(format!("  {c:<8} not a move: {e}")),
        }
    }
    let _ = writeln!(s, "refused ({}):", refused.len());
    for r in refused {
        let _ = writeln!(s, "{r}");
    }
    Ok(s)
}

fn transcript(scenario: &str) -> Result<String, Failed> {
    let regs = registries()?;
    let loaded =
        load_scenario(&scenario_path(scenario), regs).map_err(|e| Failed::from(e.to_string()))?;
    let mut s = String::new();
    run_scenario_observed(&loaded, &default_resolver, &mut |step, g| {
        let _ = writeln!(s, "== {step}");
        let _ = writeln!(s, "{}", g.position());
        let _ = writeln!(s, "{}", g.show());
        let _ = writeln!(s, "status: {}", g.status());
        let _ = writeln!(s);
    })
    .map_err(|e| Failed::from(e.to_string()))?;
    Ok(s)
}

fn check(name: &str, value: &str) {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(|| insta::assert_snapshot!(name.to_string(), value));
}

fn main() {
    let args = Arguments::from_args();
    let mut trials = Vec::new();
    for (scenario, why) in CURATED {
        let name = format!("void-chess-moves-{scenario}");
        trials.push(Trial::test(name.clone(), move || {
            let snap = moves_snapshot(scenario, why)?;
            check(&name, &snap);
            Ok(())
        }));
    }
    for scenario in ["table-6b-capture-escape-destruction", "table-6c-recaptures"] {
        let name = format!("void-chess-transcript-{scenario}");
        trials.push(Trial::test(name.clone(), move || {
            let snap = transcript(scenario)?;
            check(&name, &snap);
            Ok(())
        }));
    }
    libtest_mimic::run(&args, trials).exit();
}
