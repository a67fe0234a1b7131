//! Section 5: Draw Conditions (`fide/5.*`): stalemate, insufficient material, threefold repetition, the
//! fifty-move rule and mutual agreement.

use super::interpretation::{EnPassantRights, FideInterpretation};
use super::s01_board::{
    file_of, is_light_square, rank_of, square_at, Board, Kind, Move, Piece, Position, Special,
};
use super::s02_pieces::forward;
use super::s04_check::{king_in_check, leaves_king_safe};
use crate::core::Square;
use crate::core::{Color, Status};

/// `fide/5.1`: the player to move has no legal move and is not in check: an immediate draw.
pub fn stalemate(pos: &Position, moves_available: bool) -> Option<Status> {
    if !moves_available && !king_in_check(pos, pos.side) {
        Some(Status::draw(
            crate::clause!("fide/5.1"),
            format!(
                "stalemate: {} has no legal move and is not in check",
                pos.side
            ),
        ))
    } else {
        None
    }
}

/// The pieces of one side other than its King.
fn material(board: &Board, color: Color) -> Vec<(Kind, Square)> {
    (0..64u8)
        .map(Square)
        .filter_map(|sq| match board[sq.index()] {
            Some(Piece { color: c, kind }) if c == color && kind != Kind::King => Some((kind, sq)),
            _ => None,
        })
        .collect()
}

/// `fide/5.2.1`-`5.2.4`: neither player can checkmate, in exactly the document's four cases (register
/// entry `FIDE-5.2-listed-cases`). Returns the clause of the case that applies.
pub fn insufficient_material(board: &Board) -> Option<crate::core::Clause> {
    let white = material(board, Color::White);
    let black = material(board, Color::Black);
    let (more, less) = if white.len() >= black.len() {
        (&white, &black)
    } else {
        (&black, &white)
    };
    match (more.as_slice(), less.as_slice()) {
        // fide/5.2.1: King vs. King.
        ([], []) => Some(crate::clause!("fide/5.2.1")),
        // fide/5.2.2: King and Bishop vs. King.
        ([(Kind::Bishop, _)], []) => Some(crate::clause!("fide/5.2.2")),
        // fide/5.2.3: King and Knight vs. King.
        ([(Kind::Knight, _)], []) => Some(crate::clause!("fide/5.2.3")),
        // fide/5.2.4: King and Bishop vs. King and Bishop, both Bishops on the same square colour.
        ([(Kind::Bishop, a)], [(Kind::Bishop, b)])
            if is_light_square(*a) == is_light_square(*b) =>
        {
            Some(crate::clause!("fide/5.2.4"))
        }
        _ => None,
    }
}

/// The status for insufficient material (`fide/5.2.1` to `fide/5.2.4`).
pub fn insufficient_material_status(pos: &Position) -> Option<Status> {
    insufficient_material(&pos.board).map(|clause| {
        Status::draw(
            clause,
            "insufficient material: neither player can checkmate".to_string(),
        )
    })
}

/// What makes two positions "the exact identical board position ... with the same player to move, same legal
/// move set, castling rights, and en passant rights" (`fide/5.3`): the board, the side, the castling rights
/// and the en passant right. The legal move set is decided by these four, so it needs no comparison of its
/// own.
fn repetition_key<'a>(
    history: &'a [Position],
    index: usize,
    interp: &FideInterpretation,
) -> (
    &'a Board,
    Color,
    super::s01_board::CastlingRights,
    Option<Square>,
) {
    let pos = &history[index];
    let en_passant = match interp.repetition_en_passant {
        EnPassantRights::Capturable => capturable_en_passant(pos),
        EnPassantRights::DoubleStep => pos.en_passant,
    };
    (&pos.board, pos.side, pos.castling, en_passant)
}

/// `fide/5.3`: the current position has occurred three times (counting itself).
pub fn threefold_repetition(history: &[Position], interp: &FideInterpretation) -> bool {
    let Some(last) = history.len().checked_sub(1) else {
        return false;
    };
    // A pawn advance or a capture changes the board for good, so only positions since the last one can
    // repeat the current one; the halfmove clock counts them.
    let reach = (history[last].halfmove_clock as usize).min(last);
    let key = repetition_key(history, last, interp);
    let mut seen = 1;
    let mut i = last;
    while i >= 2 && last - (i - 2) <= reach {
        i -= 2;
        if repetition_key(history, i, interp) == key {
            seen += 1;
            if seen >= 3 {
                return true;
            }
        }
    }
    false
}

/// The status for a threefold repetition (`fide/5.3`).
pub fn threefold_repetition_status() -> Status {
    Status::draw(
        crate::clause!("fide/5.3"),
        "threefold repetition: the same position occurred three times",
    )
}

/// `fide/5.4`: 50 consecutive moves by each side (100 plies) without a pawn advance or a capture.
pub fn fifty_move_rule(pos: &Position) -> bool {
    pos.halfmove_clock >= 100
}

/// The status for the fifty-move rule (`fide/5.4`).
pub fn fifty_move_status() -> Status {
    Status::draw(
        crate::clause!("fide/5.4"),
        "fifty-move rule: 50 moves by each side without a pawn advance or a capture",
    )
}

/// `fide/5.5`: both players agree to a draw.
pub fn mutual_agreement() -> Status {
    Status::draw(crate::clause!("fide/5.5"), "the players agreed to a draw")
}

/// `fide/3.2.1`-`3.2.3`: the en passant square when an en passant capture onto it is legal right now (an
/// enemy Pawn stands beside the Pawn that just advanced two squares, and taking it does not leave the
/// capturer's King attacked); `None` otherwise, even right after a two-square advance.
pub fn capturable_en_passant(pos: &Position) -> Option<Square> {
    let skipped = pos.en_passant?;
    let capturer = pos.side;
    let advanced = square_at(file_of(skipped), rank_of(skipped) - forward(capturer))?;
    for df in [-1, 1] {
        let Some(beside) = square_at(file_of(advanced) + df, rank_of(advanced)) else {
            continue;
        };
        if pos.board[beside.index()] == Some(Piece::new(capturer, Kind::Pawn)) {
            let capture = Move {
                from: beside,
                to: skipped,
                promotion: None,
                special: Special::EnPassant,
            };
            if leaves_king_safe(pos, &capture) {
                return Some(skipped);
            }
        }
    }
    None
}
