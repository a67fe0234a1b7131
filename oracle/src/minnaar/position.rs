//! The position's text form: one line (FEN-like, with the four groups, whose turn, the no-capture tally and
//! the passes in a row), read and checked. The document has no notation of its own; see `docs/minnaar.md`.
//!
//! Position: `<board> <group to move> <tally> <passes>`, for example the starting arrangement
//! `ssssssss/8/8/RNBQKBNR/rnbqkbnr/8/8/SSSSSSSS southern-sovereigns 0 0/0/0/0`.
//! - board: ranks 8 to 1 separated by `/`, digits for runs of empty squares; `S` a Southern Sovereign, `s` a
//!   Northern Sovereign, `K Q R B N` the White Establishment, `k q r b n` the Black Establishment;
//! - group to move: `southern-sovereigns`, `white-establishment`, `northern-sovereigns`, `black-establishment`;
//! - tally: turns since the last capture, 0 to 80 (9.1);
//! - passes: for each group in turn order (Southern/White/Northern/Black), how many of its own most recent
//!   turns in a row were forced passes, 0 to 4.

use super::interpretation::{EmptyArmy, MinnaarInterpretation};
use super::s01_board::{Position, BOARD};
use super::s02_sides::{Alliance, Group, Kind, Origin, Piece, KINDS};
use super::s06_turns::{groups_taking_turns, moves_of_own_pieces, turns_passed_in_a_row};
use super::s07_winning::{divide_and_conquer, liberation};
use super::s09_counting::{marker_from_tally, TALLY_LIMIT};
use crate::clause;
use crate::core::PieceKind;
use crate::core::{Clause, Color, OracleError, PlacementFault};

fn bad(message: impl Into<String>, clause: Option<Clause>) -> OracleError {
    OracleError::bad_position(message, clause)
}

/// Writes the position text.
pub fn format_position(pos: &Position) -> String {
    let board = BOARD.write_placement(|sq| pos.at(sq).map(|p| p.letter()));
    let passes: Vec<String> = pos.passes.iter().map(|p| p.to_string()).collect();
    format!(
        "{board} {} {} {}",
        pos.turn.word(),
        pos.tally,
        passes.join("/")
    )
}

/// Reads the position text, refusing impossible positions with the clause they break.
pub fn parse_position(text: &str, interp: &MinnaarInterpretation) -> Result<Position, OracleError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() != 4 {
        return Err(bad(
            format!(
                "expected 4 fields (board, group to move, tally, passes), found {}: `{text}`",
                fields.len()
            ),
            None,
        ));
    }
    let board = parse_board(fields[0])?;
    let turn = Group::from_word(fields[1]).ok_or_else(|| {
        bad(
            format!(
                "field 2: `{}` is not a group (southern-sovereigns, white-establishment, \
                 northern-sovereigns, black-establishment)",
                fields[1]
            ),
            None,
        )
    })?;
    let tally = match fields[2].parse::<u8>() {
        Ok(t)
            if t <= TALLY_LIMIT
                && fields[2].bytes().all(|b| b.is_ascii_digit())
                && (fields[2] == "0" || !fields[2].starts_with('0')) =>
        {
            t
        }
        _ => {
            return Err(bad(
                format!(
                    "field 3: the tally must be a whole number from 0 to {TALLY_LIMIT}, not `{}`",
                    fields[2]
                ),
                Some(clause!("minnaar/9.1")),
            ))
        }
    };
    let pass_fields: Vec<&str> = fields[3].split('/').collect();
    let mut passes = [0u8; 4];
    if pass_fields.len() != 4 {
        return Err(bad(
            format!(
                "field 4: the passes in a row are four numbers s/w/n/b, not `{}`",
                fields[3]
            ),
            None,
        ));
    }
    for (i, f) in pass_fields.iter().enumerate() {
        passes[i] = match f.parse::<u8>() {
            Ok(p) if p <= 4 && f.len() == 1 => p,
            _ => {
                return Err(bad(
                    format!(
                        "field 4: the passes in a row of the {} must be a number from 0 to 4, not `{f}`",
                        Group::IN_TURN_ORDER[i].name()
                    ),
                    Some(clause!("minnaar/6.4")),
                ))
            }
        };
    }
    let mut pos = Position {
        board,
        turn,
        tally,
        marker: marker_from_tally(turn, tally, &Group::IN_TURN_ORDER),
        passes,
    };
    pos.marker = marker_from_tally(turn, tally, &groups_taking_turns(&pos, interp));
    check_pieces(&pos)?;
    check_turns(&pos, interp)?;
    check_last_capture(&pos)?;
    check_empty_armies_passed(&pos, interp)?;
    Ok(pos)
}

/// Reads the board field by the shared rule of [`crate::core::Grid::read_placement`]; a field that does
/// not give the board's eight ranks of eight squares breaks `minnaar/1.1`.
fn parse_board(text: &str) -> Result<[Option<Piece>; 64], OracleError> {
    let mut board = [None; 64];
    let read = BOARD
        .read_placement(text, Piece::from_letter)
        .map_err(|e| {
            let clause = matches!(e.fault, PlacementFault::Ranks | PlacementFault::Width)
                .then(|| clause!("minnaar/1.1"));
            bad(
                e.naming_letters("S s KQRBN kqrbn").describe("field 1"),
                clause,
            )
        })?;
    for (sq, piece) in read {
        board[sq.index()] = Some(piece);
    }
    Ok(board)
}

/// No side ever gains a piece: at most eight Sovereigns per group, and each army at most its back rank
/// (there is no promotion), its two Bishops on squares of opposite colours.
fn check_pieces(pos: &Position) -> Result<(), OracleError> {
    for o in Origin::BOTH {
        let n = pos.count(|p| p == Piece::Sovereign(o));
        if n > 8 {
            return Err(bad(
                format!("{n} {} Sovereigns: a group has eight", o.word()),
                Some(clause!("minnaar/2.2")),
            ));
        }
    }
    for c in Color::BOTH {
        for k in KINDS.kinds() {
            let n = pos.count(|p| p == Piece::Establishment(c, k));
            if n > k.per_army() {
                return Err(bad(
                    format!(
                        "{n} {c} {}s: an army has {} and there is no promotion",
                        k.name(),
                        k.per_army()
                    ),
                    Some(clause!("minnaar/5.9")),
                ));
            }
        }
        let shades: Vec<i32> = BOARD
            .squares()
            .filter(|&sq| pos.at(sq) == Some(Piece::Establishment(c, Kind::Bishop)))
            .map(|sq| (BOARD.file(sq) + BOARD.rank(sq)) % 2)
            .collect();
        if shades.len() == 2 && shades[0] == shades[1] {
            return Err(bad(
                format!(
                    "both {c} Bishops stand on squares of one colour: they begin on c and f and move only \
                     along diagonals"
                ),
                Some(clause!("minnaar/5.4")),
            ));
        }
    }
    if let (Some(_), Some(_)) = (liberation(pos), divide_and_conquer(pos)) {
        return Err(bad(
            "both victories hold at once, but the first of them ends the battle",
            Some(clause!("minnaar/7.2")),
        ));
    }
    Ok(())
}

/// The group to move takes its turn; the forced passes in a row were made by groups that have no legal move
/// on this board, and were counted by the tally.
fn check_turns(pos: &Position, interp: &MinnaarInterpretation) -> Result<(), OracleError> {
    if interp.empty_army == EmptyArmy::Skip && !pos.has_pieces(pos.turn) {
        return Err(bad(
            format!(
                "the {} have no pieces, and under empty-army=skip a group without pieces has no turn",
                pos.turn.name()
            ),
            Some(clause!("minnaar/6.1")),
        ));
    }
    let run = turns_passed_in_a_row(pos, interp);
    if run > pos.tally {
        return Err(bad(
            format!(
                "{run} forced passes in a row but a tally of {}: every pass counts as a turn",
                pos.tally
            ),
            Some(clause!("minnaar/8.3")),
        ));
    }
    let mut group = pos.turn;
    let mut checked = 0;
    while checked < run {
        group = group.before(1);
        if interp.empty_army == EmptyArmy::Skip && !pos.has_pieces(group) {
            continue;
        }
        checked += 1;
        let probe = Position {
            turn: group,
            ..pos.clone()
        };
        if !moves_of_own_pieces(&probe).is_empty() {
            return Err(bad(
                format!(
                    "the {} are counted as having just passed, but they have a legal move on this board",
                    group.name()
                ),
                Some(clause!("minnaar/6.3")),
            ));
        }
    }
    Ok(())
}

/// The alliance whose pieces `group` moves.
fn alliance_of(group: Group) -> Alliance {
    match group {
        Group::SouthernSovereigns | Group::NorthernSovereigns => Alliance::Sovereigns,
        Group::WhiteEstablishment | Group::BlackEstablishment => Alliance::Establishment,
    }
}

/// The tally says where the marker stands (9.3), that is, which group made the last capture: the one
/// `tally + 1` turns before the group to move. With every piece on the board nothing has been captured, the
/// tally has counted every turn from the first (9.1), and the marker is still where the battle put it,
/// beside the Black Establishment (9.2): the tally and the group to move agree with the turns played.
/// Otherwise the marker's group made the last capture and nothing has been captured since (9.2), so its
/// capturing piece still stands, and what it took was of the other alliance: Sovereigns capture
/// Establishment pieces (4.4), the Establishment captures Sovereigns (5.7).
/// minnaar/9.1, minnaar/9.2, minnaar/9.3
fn check_last_capture(pos: &Position) -> Result<(), OracleError> {
    let last = pos.marker.beside;
    let missing = |a: Alliance| pos.count(|p| p.alliance() == a) < 16;
    let (sovereigns_taken, establishment_taken) = (
        missing(Alliance::Sovereigns),
        missing(Alliance::Establishment),
    );
    let puts = || {
        let back = pos.tally as usize + 1;
        format!(
            "a tally of {} with the {} to move puts the last capture {back} turn{} back, on a turn of the {}",
            pos.tally,
            pos.turn.name(),
            if back == 1 { "" } else { "s" },
            last.name()
        )
    };
    if !sovereigns_taken && !establishment_taken {
        if last == Group::BlackEstablishment {
            return Ok(());
        }
        let first = pos.turn.index() as u8;
        return Err(bad(
            format!(
                "every piece is on the board, so nothing has been captured and the tally counts every turn \
                 from the first, the Southern Sovereigns' (6.1): with the {} to move it is one of {}, {}, ..., \
                 {}, not {}",
                pos.turn.name(),
                first,
                first + 4,
                first + 4 * ((TALLY_LIMIT - first) / 4),
                pos.tally
            ),
            Some(clause!("minnaar/9.1")),
        ));
    }
    if !pos.has_pieces(last) {
        return Err(bad(
            format!(
                "{}, but the {} have no piece on the board: nothing has been captured since, so the piece \
                 that made the capture would still stand beside the marker",
                puts(),
                last.name()
            ),
            Some(clause!("minnaar/9.2")),
        ));
    }
    let (took, words) = match alliance_of(last) {
        Alliance::Sovereigns => (
            establishment_taken,
            "no Establishment piece is missing, and Sovereigns capture only Establishment pieces (4.4)",
        ),
        Alliance::Establishment => (
            sovereigns_taken,
            "no Sovereign is missing, and the Establishment captures only Sovereigns (5.7)",
        ),
    };
    if !took {
        return Err(bad(
            format!("{}, but {words}", puts()),
            Some(clause!("minnaar/9.2")),
        ));
    }
    Ok(())
}

/// Under `empty-army=pass` (register MN-6.3-empty-army) an Establishment army with no pieces passes on each
/// of its turns, and has had no pieces since the last capture at least (no piece is ever added): each of its
/// turns the tally counts was a forced pass (6.3), so its passes in a row are at least that many (up to
/// four, as the text counts them).
/// minnaar/6.3
fn check_empty_armies_passed(
    pos: &Position,
    interp: &MinnaarInterpretation,
) -> Result<(), OracleError> {
    if interp.empty_army != EmptyArmy::Pass {
        return Ok(());
    }
    for army in [Group::WhiteEstablishment, Group::BlackEstablishment] {
        if pos.has_pieces(army) {
            continue;
        }
        let turns = (1..=pos.tally as usize)
            .filter(|&n| pos.turn.before(n) == army)
            .count();
        let at_least = turns.min(4) as u8;
        if pos.passes[army.index()] < at_least {
            return Err(bad(
                format!(
                    "the {} have no pieces, so each of their {turns} turns since the last capture was a \
                     forced pass, but their passes in a row are {}, not at least {at_least}",
                    army.name(),
                    pos.passes[army.index()]
                ),
                Some(clause!("minnaar/6.3")),
            ));
        }
    }
    Ok(())
}
