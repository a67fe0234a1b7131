//! Properties every registered ruleset must have, written once over `oracle::rulesets()` and the text face,
//! so that a ruleset is checked here from the moment it is registered. Each ruleset's own invariants are in
//! `tests/properties_<ruleset>.rs` and in the hooks of `conformance::fuzz_bodies`.
//!
//! More cases: `PROPTEST_CASES=500 cargo test --release --test properties`. A failing case is shrunk to the
//! shortest game and saved under `tests/properties.proptest-regressions`, which is committed and replayed first.

mod proptest_support;

use conformance::fuzz_bodies::invariants::{self, Checks};
use conformance::fuzz_bodies::playout::{self, Settings};
use conformance::fuzz_bodies::rulesets;
use oracle::core::{AnyGame, AnyRuleset};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest_support::{cases, config};
use quickcheck::{QuickCheck, TestResult};
use serde_json::{json, Value};

/// A source of choices from a proptest vector: the game ends where the vector does.
fn chooser(choices: &[Index]) -> impl FnMut(usize) -> Option<usize> + '_ {
    let mut it = choices.iter();
    move |n| it.next().map(|i| i.index(n.max(1)))
}

fn quick_settings(max_plies: usize) -> Settings {
    Settings {
        max_plies,
        checks: Checks::quick(),
    }
}

/// Plays a random game in `ruleset` from the choices, without checks; returns the game.
fn walk(
    ruleset: &dyn AnyRuleset,
    switches: &[(String, String)],
    choose: &mut dyn FnMut(usize) -> Option<usize>,
) -> Box<dyn AnyGame> {
    playout::walk(ruleset, switches, choose).unwrap_or_else(|e| panic!("{e}"))
}

proptest! {
    #![proptest_config(config(6))]

    /// For every ruleset, in a random game from the start position under random interpretation switches:
    /// every position's text reads back to the same position; every legal move is decided legal from its
    /// coordinate text and its notation for people, as the same move, and plays; moves not in the legal list
    /// are refused with a clause of the rules; a game with no legal move has ended with a clause; and the
    /// ruleset's own invariants hold at every position and after every move.
    #[test]
    fn random_games_keep_every_invariant(choices in prop::collection::vec(any::<Index>(), 0..40)) {
        for ruleset in rulesets() {
            let mut choose = chooser(&choices);
            if let Err(e) = playout::run(ruleset, &mut choose, &quick_settings(40)) {
                prop_assert!(false, "{e}");
            }
        }
    }

    /// The same invariants from random valid positions: a position reached by a random game is read from its
    /// text alone (no history) and a second random game is played from it.
    #[test]
    fn games_from_positions_read_from_text_keep_every_invariant(
        to_reach in prop::collection::vec(any::<Index>(), 0..40),
        then in prop::collection::vec(any::<Index>(), 0..12),
    ) {
        for ruleset in rulesets() {
            let reached = walk(ruleset, &[], &mut chooser(&to_reach));
            let text = reached.position();
            let game = ruleset.new_game(&text, &[]);
            prop_assert!(game.is_ok(), "{}: `{text}` does not read back: {:?}", ruleset.slug(), game.err());
            let mut choose = chooser(&then);
            if let Err(e) = playout::run_from(game.unwrap(), &mut choose, &quick_settings(12)) {
                prop_assert!(false, "{e}");
            }
        }
    }

    /// `oracle serve` agrees with the game record: for a random game, the `moves`, `play`, `status` and `explain`
    /// requests answer what the game says, and a request with one field spoiled gets an error reply, not a panic.
    #[test]
    fn serve_agrees_with_the_game(
        choices in prop::collection::vec(any::<Index>(), 0..16),
        id in any::<u32>(),
        spoil in 0usize..8,
    ) {
        for ruleset in rulesets() {
            let game = walk(ruleset, &[], &mut chooser(&choices));
            let base = json!({
                "id": id,
                "ruleset": ruleset.slug(),
                "start": "startpos",
                "moves": game.moves(),
            });
            let ask = |op: &str, extra: &[(&str, Value)]| -> Value {
                let mut req = base.clone();
                req["op"] = json!(op);
                for (k, v) in extra {
                    req[*k] = v.clone();
                }
                let reply = oracle::serve::handle_line(&req.to_string());
                invariants::check_serve_reply(&reply).unwrap_or_else(|e| panic!("{e}"));
                serde_json::from_str(&reply).expect("checked above")
            };
            let moves = ask("moves", &[]);
            prop_assert_eq!(&moves["id"], &json!(id));
            prop_assert_eq!(&moves["moves"], &json!(game.legal_moves()), "{}", ruleset.slug());
            let played = ask("play", &[]);
            prop_assert_eq!(&played["position"], &json!(game.position()));
            let status = ask("status", &[]);
            prop_assert_eq!(&status["status"], &json!(game.status().word()));
            prop_assert_eq!(&status["side_to_move"], &json!(game.side_to_move()));
            prop_assert_eq!(&status["check"], &json!(game.in_check()));
            if let Some(m) = game.legal_moves().first() {
                let explained = ask("explain", &[("move", json!(m))]);
                let over = game.status().is_over();
                prop_assert_eq!(&explained["legal"], &json!(!over), "{}: explain {}", ruleset.slug(), m);
            }
            let spoiled: (&str, Value) = match spoil {
                0 => ("ruleset", json!("no-such-ruleset")),
                1 => ("start", json!("not a position")),
                2 => ("moves", json!(["not-a-move"])),
                3 => ("moves", json!(7)),
                4 => ("interpretation", json!({"no-such-switch": "x"})),
                5 => ("depth", json!(-1)),
                6 => ("op", json!("no-such-op")),
                _ => ("unknown-field", json!(true)),
            };
            let op = if spoil == 5 { "perft" } else { "moves" };
            let reply = ask(op, std::slice::from_ref(&spoiled));
            prop_assert!(reply.get("error").is_some(), "{}: spoiling {spoiled:?} gave {reply}", ruleset.slug());
        }
    }
}

/// The outcome of a quickcheck law over every ruleset: passed, or the first ruleset's slug and what is wrong.
fn every_ruleset(law: impl Fn(&'static dyn AnyRuleset) -> Result<(), String>) -> TestResult {
    for ruleset in rulesets() {
        if let Err(e) = law(ruleset) {
            return TestResult::error(format!("{}: {e}", ruleset.slug()));
        }
    }
    TestResult::passed()
}

/// Runs a quickcheck law, `default_cases` times unless `PROPTEST_CASES` says otherwise.
fn quickcheck(default_cases: u32, law: impl quickcheck::Testable) {
    QuickCheck::new()
        .tests(cases(default_cases) as u64)
        .quickcheck(law);
}

/// Perft at depth 1 is the number of legal moves (none where the ruleset's perft stops although moves are
/// listed: a Minnaar victory, register MN-perft), and perft divided by first move adds up to perft (the
/// definition of perft: leaves below each first move, summed).
#[test]
fn perft_is_the_sum_of_its_division() {
    fn law(choices: Vec<u8>) -> TestResult {
        every_ruleset(|ruleset| {
            let mut it = choices.iter().take(20);
            let game = walk(ruleset, &[], &mut |_| it.next().map(|c| *c as usize));
            let counted = game.successors().len() as u64;
            if counted != 0 && counted != game.legal_moves().len() as u64 {
                return Err("perft's children are not the legal moves".to_string());
            }
            if game.perft(1) != counted {
                return Err("perft 1 is not the move count".to_string());
            }
            let divide = game.divide(2);
            let sum: u64 = divide.iter().map(|(_, n)| n).sum();
            if sum != game.perft(2) {
                return Err(format!("divide 2 adds up to {sum}"));
            }
            let firsts: Vec<String> = divide.into_iter().map(|(m, _)| m).collect();
            let children: Vec<String> = game.successors().into_iter().map(|(m, _)| m).collect();
            if firsts != children {
                return Err("divide lists other moves".to_string());
            }
            Ok(())
        })
    }
    quickcheck(8, law as fn(Vec<u8>) -> TestResult);
}

/// A square name is accepted exactly when it is a name of the board: any other text (near misses such as
/// `e04`, `E4`, `e4 `, `j1`, `e10`, or arbitrary text) is refused with an error.
#[test]
fn square_names_are_exactly_the_board() {
    fn law(file: u8, rank: u8, form: u8, junk: String) -> TestResult {
        let f = (b'a' + file % 27) as char;
        let r = rank % 12;
        let name = match form % 7 {
            0 => format!("{f}{r}"),
            1 => format!("{f}0{r}"),
            2 => format!("{}{r}", f.to_ascii_uppercase()),
            3 => format!("{f}{r} "),
            4 => format!("{f}{r}{f}"),
            5 => format!("{f}-{r}"),
            _ => junk,
        };
        every_ruleset(|ruleset| {
            let game = ruleset
                .new_game("startpos", &[])
                .map_err(|e| format!("no start position: {e}"))?;
            let board = invariants::board_squares(game.as_ref());
            if game.square(&name).is_ok() && !board.contains(&name) {
                return Err(format!("`{name}` is read as a square"));
            }
            Ok(())
        })
    }
    quickcheck(200, law as fn(u8, u8, u8, String) -> TestResult);
}

/// Setting interpretation switches is order-independent, and the game reports the values it was given.
#[test]
fn switches_are_reported_as_set() {
    fn law(picks: Vec<u8>) -> TestResult {
        every_ruleset(|ruleset| {
            let mut it = picks.iter().copied().cycle();
            let switches = if picks.is_empty() {
                Vec::new()
            } else {
                playout::choose_switches(ruleset, &mut |n| it.next().unwrap_or(0) as usize % n)
            };
            let mut reversed = switches.clone();
            reversed.reverse();
            let (a, b) = match (
                ruleset.new_game("startpos", &switches),
                ruleset.new_game("startpos", &reversed),
            ) {
                (Ok(a), Ok(b)) => (a, b),
                (a, b) => {
                    let (a, b) = (a.err(), b.err());
                    return Err(format!("switches {switches:?} refused: {a:?} {b:?}"));
                }
            };
            if a.interpretation() != b.interpretation() || a.position() != b.position() {
                return Err("switch order matters".to_string());
            }
            for (k, v) in &switches {
                if !a.interpretation().iter().any(|(k2, v2)| k2 == k && v2 == v) {
                    return Err(format!("{k}={v} is not reported"));
                }
            }
            Ok(())
        })
    }
    quickcheck(30, law as fn(Vec<u8>) -> TestResult);
}

/// Every ruleset loads its start position, and its text reads back (the smallest case of the round trip,
/// so that a broken ruleset fails here with a plain message before the random games do).
#[test]
fn every_start_position_reads_back() {
    for ruleset in rulesets() {
        let game = ruleset
            .new_game("startpos", &[])
            .unwrap_or_else(|e| panic!("{}: {e}", ruleset.slug()));
        let again = ruleset
            .new_game(&game.position(), &[])
            .unwrap_or_else(|e| panic!("{}: `{}`: {e}", ruleset.slug(), game.position()));
        assert_eq!(again.position(), game.position(), "{}", ruleset.slug());
        assert_eq!(
            again.legal_moves(),
            game.legal_moves(),
            "{}",
            ruleset.slug()
        );
    }
}
