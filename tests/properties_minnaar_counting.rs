//! Minnaar Chess properties beyond the generic ones of `tests/properties.rs`.
//!
//! - The turn count (section 9): the tally (9.1) and the marker (9.2), kept here from the rules' words alone
//!   (the tally adds one after every turn and restarts on a capture, the capturing turn not counted; the
//!   marker starts beside the Black Establishment, moves to a capturing group with count 0, and adds one when
//!   its group finishes a turn without capturing), must equal what the position carries, and they always
//!   end the battle on the same turn (9.3: "an optional marker method that always gives the same result").
//! - Allies never capture allies: all Sovereigns are allies (minnaar/2.2); White and Black Establishment
//!   pieces are allies and capture Sovereigns only (minnaar/5.4).

use conformance::fuzz_bodies::typed;
use oracle::core::{Rules, Square};
use oracle::minnaar::s09_counting::Marker;
use oracle::minnaar::{Group, Minnaar, MinnaarInterpretation, Move, Piece, Position};
use proptest::prelude::*;

fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn config(default_cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases: cases(default_cases),
        max_shrink_iters: 4096,
        // Shrinking replays whole games: bound it so a failure is reported in reasonable time.
        max_shrink_time: 60_000,
        failure_persistence: Some(Box::new(
            proptest::test_runner::FileFailurePersistence::WithSource("proptest-regressions"),
        )),
        ..ProptestConfig::default()
    }
}

/// Which of the two alliances a piece belongs to, from the rules' words (not the module's own predicate).
fn alliance(p: Piece) -> &'static str {
    match p {
        Piece::Sovereign(_) => "sovereign alliance",
        Piece::Establishment(..) => "establishment",
    }
}

fn pieces_on_board(pos: &Position) -> usize {
    pos.board.iter().filter(|p| p.is_some()).count()
}

/// The next group in the order of a round (minnaar/6.1: Southern Sovereigns, White Establishment, Northern
/// Sovereigns, Black Establishment).
fn next_group(g: Group) -> Group {
    match g {
        Group::SouthernSovereigns => Group::WhiteEstablishment,
        Group::WhiteEstablishment => Group::NorthernSovereigns,
        Group::NorthernSovereigns => Group::BlackEstablishment,
        Group::BlackEstablishment => Group::SouthernSovereigns,
    }
}

/// Plays from the start: `choices[i]` picks a move; when `quiet` a non-capturing one where there is one
/// (so that games reach the 80-turn end). Checks every position.
fn play(choices: &[u16], quiet: bool) -> Result<u32, String> {
    let rules = Minnaar;
    let interp = MinnaarInterpretation::default();
    let mut history = vec![rules.start_position(&interp)];
    let mut tally: u32 = 0;
    let mut marker = (Group::BlackEstablishment, 0u32);
    for &c in choices {
        let pos = history.last().expect("a start").clone();
        if rules.status(&history, &interp).is_over() {
            break;
        }
        let mut moves = rules.legal_moves(&pos, &interp);
        // Allies never capture allies.
        for m in &moves {
            if let Move::Piece { from, to } = m {
                if let (Some(a), Some(b)) = (pos.at(*from), pos.at(*to)) {
                    if alliance(a) == alliance(b) {
                        return Err(format!(
                            "{a:?} on {} may take its ally {b:?} on {} in `{}`",
                            name(*from),
                            name(*to),
                            rules.format_position(&pos)
                        ));
                    }
                }
            }
        }
        if quiet {
            let calm: Vec<Move> = moves
                .iter()
                .filter(|m| !matches!(m, Move::Piece { to, .. } if pos.at(*to).is_some()))
                .cloned()
                .collect();
            if !calm.is_empty() {
                moves = calm;
            }
        }
        if moves.is_empty() {
            return Err(format!(
                "no move at all, not even `pass`, in `{}`",
                rules.format_position(&pos)
            ));
        }
        let m = &moves[c as usize % moves.len()];
        let next = rules.play(&pos, m, &interp);
        let captured = pieces_on_board(&next) < pieces_on_board(&pos);
        // minnaar/9.1 and 9.2, from the words of the rules.
        if captured {
            tally = 0;
            marker = (pos.turn, 0);
        } else {
            tally += 1;
            if marker.0 == pos.turn {
                marker.1 += 1;
            }
        }
        if next.turn != next_group(pos.turn) {
            return Err(format!(
                "after {:?}'s turn, {:?} is to move",
                pos.turn, next.turn
            ));
        }
        if u32::from(next.tally) != tally {
            return Err(format!(
                "minnaar/9.1: the position's tally is {}, the rules' {tally}",
                next.tally
            ));
        }
        let expected = Marker {
            beside: marker.0,
            count: marker.1 as u8,
        };
        if next.marker != expected {
            return Err(format!(
                "minnaar/9.2: the position's marker is {:?}, the rules' {expected:?}",
                next.marker
            ));
        }
        if (tally >= 80) != (marker.1 >= 20) {
            return Err(format!(
                "minnaar/9.3: the tally ({tally}) and the marker ({}) disagree on the end",
                marker.1
            ));
        }
        typed::check_round_trips(&rules, &next, &interp)?;
        history.push(next);
        if tally >= 80 {
            let status = rules.status(&history, &interp);
            if !status.is_over() {
                return Err("minnaar/9.1: the tally reached 80 and the battle goes on".into());
            }
        }
    }
    Ok(tally)
}

fn name(sq: Square) -> String {
    oracle::minnaar::s01_board::BOARD.name(sq)
}

proptest! {
    #![proptest_config(config(4))]

    /// Random games, captures allowed: allies never take allies; tally and marker follow 9.1 and 9.2 and agree.
    #[test]
    fn tally_and_marker_agree_and_allies_never_capture_allies(
        choices in prop::collection::vec(any::<u16>(), 0..60),
    ) {
        if let Err(e) = play(&choices, false) {
            prop_assert!(false, "{e}");
        }
    }

    /// Quiet games (no capture while a quiet move exists) long enough to reach the 80-turn end (9.1-9.3).
    #[test]
    fn quiet_games_end_by_tally_and_marker_together(
        choices in prop::collection::vec(any::<u16>(), 90..100),
    ) {
        if let Err(e) = play(&choices, true) {
            prop_assert!(false, "{e}");
        }
    }
}

/// The quiet game that always takes the first quiet move runs into the 80-turn end (9.1), where the marker
/// count is 20 (9.2, 9.3), so the properties above do reach that end.
#[test]
fn a_quiet_game_reaches_the_eighty_turn_end() {
    let tally = play(&[0; 100], true).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(tally, 80);
}
