//! How a game ends: suicide-void/B.8 (the first player to lose all pieces wins), B.9 (stalemate: fewer
//! pieces wins, equal is a draw), and the draws of the switches: with `insufficient-material`, the draw
//! when no piece can ever be taken (lichess's, python-chess's and shakmaty's Antichess); with
//! `draw-rules=fics`, the FICS draws by the fifty-move rule and by repetition, with `draw-rules=lichess`
//! lichess's. (S.6, the optional promotion victory, is `ss_promotion_victory`'s.)

use super::interpretation::{DrawRules, InsufficientMaterial};
use super::layer::Layer;
use super::position::{forward, Position, BOARD};
use super::sp_pieces::Kind;
use crate::clause;
use crate::core::{Color, Square, Status};

/// suicide-void/B.8: the first player to lose all his pieces wins.
pub fn first_player_to_lose_all_pieces_wins(pos: &Position) -> Option<Status> {
    Color::BOTH
        .into_iter()
        .find(|&c| pos.count(c) == 0)
        .map(|c| {
            Status::win(
                c.name(),
                clause!("suicide-void/B.8"),
                format!("{} has lost all its pieces", c.name()),
            )
        })
}

/// suicide-void/B.9: in the case of stalemate (the side to move has no legal move), whichever player has
/// fewer pieces left wins; the same number is a draw; the type of pieces makes no difference. With
/// `stalemated_side_wins` (switch `stalemate=stalemated-wins`, the Giveaway and Antichess reading, register
/// SU-B.9-giveaway-stalemate) the side to move wins whatever the counts.
pub fn stalemate(pos: &Position, stalemated_side_wins: bool) -> Status {
    let mover = pos.turn;
    if stalemated_side_wins {
        return Status::win(
            mover.name(),
            clause!("suicide-void/B.9"),
            format!(
                "{} is stalemated and wins (stalemate=stalemated-wins, as Giveaway and Antichess read it); \
                 white has {}, black {} pieces",
                mover.name(),
                pos.count(Color::White),
                pos.count(Color::Black)
            ),
        );
    }
    let (mine, theirs) = (pos.count(mover), pos.count(mover.opponent()));
    let counts = format!(
        "{} is stalemated; white has {}, black {} pieces",
        mover.name(),
        pos.count(Color::White),
        pos.count(Color::Black)
    );
    if mine < theirs {
        Status::win(mover.name(), clause!("suicide-void/B.9"), counts)
    } else if theirs < mine {
        Status::win(mover.opponent().name(), clause!("suicide-void/B.9"), counts)
    } else {
        Status::draw(clause!("suicide-void/B.9"), counts)
    }
}

/// The draws the switches add, in the order the peers decide them, after B.8, S.6 and B.9: the draw by
/// material (register SU-0-insufficient-material), then those of the move count and of repetition
/// (SU-0-draw-rules). `moves_from` says whether a position has a legal move from a square (for
/// lichess's blocked Pawns).
pub fn drawn(
    history: &[Position],
    layer: &Layer,
    moves_from: &dyn Fn(&Position, Square) -> bool,
) -> Option<Status> {
    let pos = history.last()?;
    let material = match layer.insufficient_material {
        InsufficientMaterial::None => None,
        InsufficientMaterial::OppositeBishops => opposite_bishops(pos),
        InsufficientMaterial::Lichess => {
            opposite_bishops(pos).or_else(|| blocked_pawns_beside_bishops(pos, moves_from))
        }
    };
    material.or_else(|| match layer.draw_rules {
        DrawRules::None => None,
        DrawRules::Fics => fics_draw(history),
        DrawRules::Lichess => lichess_draw(history),
    })
}

/// Whether `s` is a light square (a1 is dark).
fn light(s: Square) -> bool {
    (BOARD.file(s) + BOARD.rank(s)) % 2 == 1
}

/// The colour of the squares every Bishop of `color` stands on, when it has Bishops all on one colour:
/// `Some(true)` for light squares.
fn bishops_colour(pos: &Position, color: Color) -> Option<bool> {
    let mut colours = BOARD
        .squares()
        .filter(|&s| {
            pos.at(s)
                .is_some_and(|p| p.color == color && p.kind == Kind::Bishop)
        })
        .map(light);
    let first = colours.next()?;
    colours.all(|c| c == first).then_some(first)
}

/// Register SU-0-insufficient-material, `insufficient-material=opposite-bishops` (suicide-void/0): only
/// Bishops are left, every White Bishop on squares of one colour and every Black Bishop on squares of the
/// other; a Bishop keeps to its colour, so none can ever be taken, neither side can lose all its pieces
/// (B.8), and the game is drawn at once (lichess, python-chess and shakmaty agree).
pub fn opposite_bishops(pos: &Position) -> Option<Status> {
    let only_bishops = pos.board.iter().flatten().all(|p| p.kind == Kind::Bishop);
    let white = bishops_colour(pos, Color::White)?;
    let black = bishops_colour(pos, Color::Black)?;
    (only_bishops && white != black).then(|| {
        Status::draw(
            clause!("suicide-void/0"),
            format!(
                "only Bishops are left, White's on {} squares and Black's on {}: none can ever be taken \
                 (insufficient-material, as lichess, python-chess and shakmaty read Antichess)",
                if white { "light" } else { "dark" },
                if black { "light" } else { "dark" },
            ),
        )
    })
}

/// Register SU-0-insufficient-material, `insufficient-material=lichess` (suicide-void/0): Bishops as in
/// [`opposite_bishops`] and Pawns besides them, each on squares of its own Bishops' colour (so that the
/// other side's Bishops can neither take it nor be taken by it), with a Pawn on the square ahead and no
/// legal move from its square were its side to move (scalachess `Antichess.isInsufficientMaterial` and
/// `InsufficientMatingMaterial.pawnBlockedByPawn`): the game is drawn at once.
pub fn blocked_pawns_beside_bishops(
    pos: &Position,
    moves_from: &dyn Fn(&Position, Square) -> bool,
) -> Option<Status> {
    let bishops_and_pawns = pos
        .board
        .iter()
        .flatten()
        .all(|p| matches!(p.kind, Kind::Bishop | Kind::Pawn));
    let white = bishops_colour(pos, Color::White)?;
    let black = bishops_colour(pos, Color::Black)?;
    if !bishops_and_pawns || white == black {
        return None;
    }
    let mut turned = [pos.clone(), pos.clone()];
    for (t, color) in turned.iter_mut().zip(Color::BOTH) {
        if t.turn != color {
            t.turn = color;
            t.en_passant = None;
        }
    }
    let stuck = BOARD.squares().all(|s| {
        let Some(p) = pos.at(s).filter(|p| p.kind == Kind::Pawn) else {
            return true;
        };
        let (own, side) = match p.color {
            Color::White => (white, 0),
            Color::Black => (black, 1),
        };
        let ahead = BOARD.square(BOARD.file(s), BOARD.rank(s) + i32::from(forward(p.color)));
        let blocked = ahead.is_some_and(|a| pos.at(a).is_some_and(|q| q.kind == Kind::Pawn));
        light(s) == own && blocked && !moves_from(&turned[side], s)
    });
    stuck.then(|| {
        Status::draw(
            clause!("suicide-void/0"),
            "only Bishops on squares of opposite colours are left, and Pawns blocked by Pawns that \
             neither side's Bishops can reach: no piece can ever be taken (insufficient-material=lichess, \
             as lichess reads Antichess)",
        )
    })
}

/// suicide-void/0 with `draw-rules=lichess` (register SU-0-draw-rules): lichess ends a game by itself in
/// a draw after 100 plies without a capture or a pawn move (scalachess `Variant.fiftyMoves`) and when the
/// same position stands for the fifth time (`History.fivefoldRepetition`).
pub fn lichess_draw(history: &[Position]) -> Option<Status> {
    let pos = history.last()?;
    if pos.halfmove_clock >= 100 {
        return Some(Status::draw(
            clause!("suicide-void/0"),
            "fifty moves by each side without a capture or a pawn move (lichess's rules)",
        ));
    }
    (occurrences(history) >= 5).then(|| {
        Status::draw(
            clause!("suicide-void/0"),
            "the same position for the fifth time (lichess's rules)",
        )
    })
}

/// How many times the last position of `history` has stood.
fn occurrences(history: &[Position]) -> usize {
    history.last().map_or(0, |pos| {
        history
            .iter()
            .filter(|p| same_for_repetition(p, pos))
            .count()
    })
}

/// suicide-void/0 with `draw-rules=fics` (register entry SU-0-draw-rules): the FICS fifty-move rule
/// (100 plies without a capture or a pawn move) and threefold repetition end the game in a draw.
pub fn fics_draw(history: &[Position]) -> Option<Status> {
    let pos = history.last()?;
    if pos.halfmove_clock >= 100 {
        return Some(Status::draw(
            clause!("suicide-void/0"),
            "fifty moves by each side without a capture or a pawn move (FICS rules)",
        ));
    }
    if occurrences(history) >= 3 {
        return Some(Status::draw(
            clause!("suicide-void/0"),
            "the same position for the third time (FICS rules)",
        ));
    }
    None
}

/// The same position for the repetition rule: pieces, side to move, en passant square, castling rights and
/// void.
fn same_for_repetition(a: &Position, b: &Position) -> bool {
    a.board == b.board
        && a.turn == b.turn
        && a.en_passant == b.en_passant
        && a.void == b.void
        && a.castling == b.castling
}
