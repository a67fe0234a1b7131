//! The top layer of the rules: every movement of circular/5-12 gathered, the legal ones (circular/13.1), and
//! how a move is made with all its consequences (circular/4.1, 4.3, 10, 11, 12). The section files below
//! know nothing of this one.

use super::interpretation::CircularInterpretation;
use super::s02_board::{ring_is_complete, Direction, Space, Step};
use super::s04_movement::{Kind, Move, MoveKind, MoveText, Mover, Piece, Position};
use super::s13_check::in_check;
use super::{
    s04_movement, s05_rook, s06_bishop, s07_queen, s08_king, s09_knight, s10_pawn, s11_castling,
    s12_promotion,
};
use crate::clause;
use crate::core::PieceKind;
use crate::core::{
    effect, refuse, require, Check, Clause, ClauseSink, Color, Explaining, Rejection,
};

/// Every move of the player to move that follows the movement rules of circular/5-12, before the rule that a
/// player may not leave his own King in check (circular/13.1).
pub fn movements(pos: &Position, interp: &CircularInterpretation) -> Vec<Move> {
    movements_of(pos, interp, |_, _| true)
}

/// [`movements`] of the pieces `of` says yes to, in the same order (the notation asks about the other
/// pieces of one kind only).
pub fn movements_of(
    pos: &Position,
    interp: &CircularInterpretation,
    of: impl Fn(Space, Piece) -> bool,
) -> Vec<Move> {
    let mut moves = Vec::with_capacity(48);
    let mut dests = Vec::with_capacity(40);
    for from in pos.board.spaces() {
        let Some(p) = pos.at(from) else { continue };
        if p.color != pos.to_move || !of(from, p) {
            continue;
        }
        piece_movements_into(pos, from, p, interp, &mut dests, &mut moves);
    }
    moves
}

/// The movements of the piece `p` on `from` (circular/5-12), appended to `moves`; `dests` is scratch.
fn piece_movements_into(
    pos: &Position,
    from: Space,
    p: Piece,
    interp: &CircularInterpretation,
    dests: &mut Vec<Space>,
    moves: &mut Vec<Move>,
) {
    dests.clear();
    let m = Mover::new(pos, from, interp);
    match p.kind {
        Kind::Rook => s05_rook::rook_destinations(m, dests),
        Kind::Bishop => s06_bishop::bishop_destinations(m, dests),
        Kind::Queen => s07_queen::queen_destinations(m, dests),
        Kind::King => {
            s08_king::king_destinations(m, dests);
            s11_castling::castling_moves(m, moves);
        }
        Kind::Knight => s09_knight::knight_destinations(m, dests),
        Kind::Pawn => {
            s10_pawn::pawn_moves(m, moves);
            return;
        }
    }
    moves.extend(dests.iter().map(|&to| Move::ordinary(from, to)));
}

/// Every legal move: the movements that do not leave the mover's own King in check (circular/13.1).
pub fn legal_moves(pos: &Position, interp: &CircularInterpretation) -> Vec<Move> {
    let mut moves = movements(pos, interp);
    moves.retain(|m| !leaves_own_king_in_check(pos, m, interp));
    moves
}

/// Whether the player to move has a legal move (circular/13.1): some movement does not leave his own King
/// in check. The movements after the first legal one are not looked at.
pub fn has_legal_move(pos: &Position, interp: &CircularInterpretation) -> bool {
    movements(pos, interp)
        .iter()
        .any(|m| !leaves_own_king_in_check(pos, m, interp))
}

/// circular/4.1, circular/4.3: makes a move, final once made (register `CC-touch-move`): the piece goes to its destination, an opposing piece there is captured, and
/// the consequences of Castling, en passant, promotion and a Pawn crossing the center follow; then the other
/// player is to move.
pub fn make_move(pos: &Position, m: &Move) -> Position {
    let mut next = pos.clone();
    let Some(mut piece) = pos.at(m.from) else {
        return next;
    };
    let captured = pos.at(m.to).is_some() || m.kind == MoveKind::EnPassant;
    next.spaces[m.from.index()] = None;
    if piece.kind == Kind::Pawn {
        piece.crossed = s10_pawn::crossed_after(piece, m);
        if m.kind == MoveKind::EnPassant {
            if let Some(victim) = s10_pawn::en_passant_victim(m.to) {
                next.spaces[victim.index()] = None;
            }
        }
        if let Some(kind) = m.promotion {
            piece = s12_promotion::promoted(piece, kind);
        }
    }
    next.spaces[m.to.index()] = Some(piece);
    if m.kind == MoveKind::Castling {
        s11_castling::place_rook(&mut next, m);
    }
    s11_castling::update_rights(&mut next.castling, m);
    next.en_passant = if m.kind == MoveKind::TwoSpaces {
        s10_pawn::space_passed_over(m)
    } else {
        None
    };
    next.halfmove_clock = if captured || pos.at(m.from).is_some_and(|p| p.kind == Kind::Pawn) {
        0
    } else {
        pos.halfmove_clock.saturating_add(1)
    };
    if pos.to_move == Color::Black {
        next.fullmove_number = pos.fullmove_number.saturating_add(1);
    }
    next.to_move = pos.to_move.opponent();
    next
}

/// circular/13.1: a player may not conclude a move that leaves his own King in check.
pub fn leaves_own_king_in_check(pos: &Position, m: &Move, interp: &CircularInterpretation) -> bool {
    in_check(&make_move(pos, m), pos.to_move, interp)
}

/// Every check a well-formed move must pass, in the order deciding reports them: both spaces on the
/// playing field (4.2), a piece of the player to move (4.1), the movement of its kind (5-12), the
/// promotion (12.1), and the player's own King not left in check (13.1, with each piece's clause). Yields
/// the move. A trace also hears the clauses of what the move does (a capture, the center crossed, the
/// Rook placed by Castling, en passant, the promotion).
pub fn legal<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    mt: MoveText,
    interp: &CircularInterpretation,
) -> Check<Move> {
    let board = pos.board;
    // circular/2.1: the move goes between spaces of the board (a `Space` names one of them).
    sink.yes(clause!("circular/2.1"));
    for s in [mt.from, mt.to] {
        require(sink, !board.is_void(s), clause!("circular/4.2"), || {
            format!(
                "{s} is a void space of the {} board: no piece may occupy it",
                board.name()
            )
        })?;
    }
    let Some(piece) = pos.at(mt.from) else {
        return refuse(sink, clause!("circular/4.1"), || {
            format!("there is no piece on {} to move", mt.from)
        });
    };
    require(
        sink,
        piece.color == pos.to_move,
        clause!("circular/4.1"),
        || {
            format!(
                "the {} on {} is {}'s, and {} is to move",
                piece.kind.name(),
                mt.from,
                piece.color,
                pos.to_move
            )
        },
    )?;
    let mut found = Vec::with_capacity(8);
    piece_movements_into(pos, mt.from, piece, interp, &mut Vec::new(), &mut found);
    found.retain(|m| m.to == mt.to);
    if found.is_empty() {
        if matches!(piece.kind, Kind::Rook | Kind::Queen) {
            let clause = if piece.kind == Kind::Rook {
                clause!("circular/5.4")
            } else {
                clause!("circular/7.1")
            };
            require(sink, mt.from != mt.to, clause, || {
                format!(
                    "a {} may not make a move that returns it to the space from which it started",
                    piece.kind.name()
                )
            })?;
        }
        require(
            sink,
            pos.at(mt.to).is_none_or(|p| p.color != piece.color),
            clause!("circular/4.2"),
            || {
                format!(
                    "{} holds {}'s own piece: no two pieces may occupy the same space",
                    mt.to, piece.color
                )
            },
        )?;
        let r = geometry_refusal(pos, mt, piece, interp);
        return refuse(sink, r.clause, || r.message);
    }
    let Some(&mv) = found.iter().find(|m| m.promotion == mt.promotion) else {
        return refuse(sink, clause!("circular/12.1"), || match mt.promotion {
            None => "a Pawn reaching a first rank is promoted: add q, r, b or n".to_string(),
            Some(_) => "a Pawn is promoted only on reaching a first rank".to_string(),
        });
    };
    if sink.traces() {
        movement_clauses(sink, pos, piece, &mv);
    }
    require(
        sink,
        !leaves_own_king_in_check(pos, &mv, interp),
        own_king_clause(piece.kind),
        || {
            format!(
                "{}{} would leave {}'s King in check (13.1)",
                mt.from, mt.to, pos.to_move
            )
        },
    )?;
    sink.yes(clause!("circular/13.1"));
    Ok(mv)
}

/// For a trace: the clauses of the movement `mv` of `piece` makes and of what it does to the board.
fn movement_clauses<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position, piece: Piece, mv: &Move) {
    let capture = pos.at(mv.to).is_some() || mv.kind == MoveKind::EnPassant;
    let across = crosses_the_centre(piece, mv);
    effect(sink, across, clause!("circular/2.2"));
    sink.yes(clause!("circular/4.2"));
    match piece.kind {
        Kind::Rook => {
            // circular/2.3: files are diameters, ranks circles or segments; the Rook's lines.
            sink.yes(clause!("circular/2.3"));
            sink.yes(clause!("circular/5.1"));
            sink.yes(clause!("circular/5.4"));
            effect(sink, capture, clause!("circular/5.2"));
            effect(sink, across, clause!("circular/5.3"));
        }
        Kind::Bishop => {
            sink.yes(clause!("circular/6.1"));
            sink.yes(clause!("circular/6.2"));
        }
        Kind::Queen => sink.yes(clause!("circular/7.1")),
        Kind::King => {
            if mv.kind == MoveKind::Castling {
                sink.yes(clause!("circular/11.1"));
                sink.yes(clause!("circular/11.2"));
            } else {
                sink.yes(clause!("circular/8.1"));
                effect(sink, across, clause!("circular/8.2"));
            }
        }
        Kind::Knight => {
            sink.yes(clause!("circular/9.1"));
            effect(sink, across, clause!("circular/9.2"));
        }
        Kind::Pawn => {
            sink.yes(clause!("circular/10.1"));
            effect(sink, !capture, clause!("circular/10.2"));
            effect(sink, across, clause!("circular/10.3"));
            effect(sink, capture, clause!("circular/10.4"));
            effect(
                sink,
                mv.kind == MoveKind::EnPassant,
                clause!("circular/10.5"),
            );
            if mv.promotion.is_some() {
                // 12.2 on the Pawn's own first rank, 12.1 on the opponent's.
                let own_first = (mv.to.rank() == 1) == (piece.color == Color::White);
                sink.yes(if own_first {
                    clause!("circular/12.2")
                } else {
                    clause!("circular/12.1")
                });
            }
        }
    }
}

/// Whether `mv` passes through the center-circle, which is no space (circular/2.2): a Pawn that crossed
/// on this move (10.1); another piece going from one half of the board to the other between spaces at
/// least five sectors (100 degrees) apart, which the seam between files a and i never joins.
fn crosses_the_centre(piece: Piece, mv: &Move) -> bool {
    if piece.kind == Kind::Pawn {
        return s10_pawn::crossed_after(piece, mv) != piece.crossed;
    }
    let (a, b) = (mv.from.data().sector, mv.to.data().sector);
    let apart = a.abs_diff(b).min(18 - a.abs_diff(b));
    mv.from.on_white_half() != mv.to.on_white_half() && apart >= 5
}

/// The legal moves by the checks, every check reporting to `sink`: each movement of each piece of the
/// player to move (and, for a Rook or Queen on a complete ring, the move back to its own space, which
/// the ring's geometry would allow but 5.4 and 7.1 forbid), kept when [`legal`] says yes.
pub fn legal_moves_traced<S: ClauseSink + ?Sized>(
    sink: &mut S,
    pos: &Position,
    interp: &CircularInterpretation,
) -> Vec<Move> {
    let mut out = Vec::with_capacity(48);
    let (mut dests, mut cands) = (Vec::with_capacity(40), Vec::with_capacity(48));
    for from in pos.board.spaces() {
        let Some(piece) = pos.at(from) else { continue };
        if piece.color != pos.to_move {
            continue;
        }
        cands.clear();
        piece_movements_into(pos, from, piece, interp, &mut dests, &mut cands);
        let mut texts: Vec<MoveText> = cands
            .iter()
            .map(|m| MoveText {
                from: m.from,
                to: m.to,
                promotion: m.promotion,
            })
            .collect();
        if matches!(piece.kind, Kind::Rook | Kind::Queen)
            && ring_is_complete(pos.board, from.ring())
        {
            texts.push(MoveText {
                from,
                to: from,
                promotion: None,
            });
        }
        for mt in texts {
            match legal(sink, pos, mt, interp) {
                Ok(mv) => {
                    out.push(mv);
                    sink.settle(true);
                }
                Err(_) => sink.settle(false),
            }
        }
    }
    out
}

/// The clause a move of `kind` breaks when it would leave its own King in check.
fn own_king_clause(kind: Kind) -> Clause {
    match kind {
        Kind::Rook => clause!("circular/5.5"),
        Kind::Bishop => clause!("circular/6.3"),
        Kind::Queen => clause!("circular/7.1"),
        Kind::King => clause!("circular/8.3"),
        Kind::Knight => clause!("circular/9.3"),
        Kind::Pawn => clause!("circular/10.6"),
    }
}

/// Why the piece on `mt.from` cannot reach `mt.to` by its movement (circular/5-10): the rule of its kind
/// that the move breaks.
fn geometry_refusal(
    pos: &Position,
    mt: MoveText,
    piece: Piece,
    interp: &CircularInterpretation,
) -> Rejection {
    match piece.kind {
        Kind::Rook => line_refusal(
            pos,
            mt,
            &Direction::FILE_AND_RANK,
            interp,
            [
                clause!("circular/5.1"),
                clause!("circular/5.3"),
                clause!("circular/5.4"),
            ],
            "Rook",
        ),
        Kind::Bishop => line_refusal(
            pos,
            mt,
            &Direction::DIAGONAL,
            interp,
            [
                clause!("circular/6.2"),
                clause!("circular/6.3"),
                clause!("circular/6.2"),
            ],
            "Bishop",
        ),
        Kind::Queen => line_refusal(
            pos,
            mt,
            &Direction::ALL,
            interp,
            [
                clause!("circular/7.1"),
                clause!("circular/7.1"),
                clause!("circular/7.1"),
            ],
            "Queen",
        ),
        Kind::King => king_refusal(pos, mt, interp),
        Kind::Knight => {
            if s09_knight::knight_leaps_ignoring_voids(mt.from).contains(&mt.to) {
                Rejection::new(
                    clause!("circular/9.3"),
                    format!(
                        "the Knight's leap {}{} would cross or jump over a void space",
                        mt.from, mt.to
                    ),
                )
            } else {
                Rejection::new(
                    clause!("circular/9.1"),
                    format!(
                        "{} is not two spaces along a rank or file and one across from {}",
                        mt.to, mt.from
                    ),
                )
            }
        }
        Kind::Pawn => pawn_refusal(pos, mt, interp),
    }
}

/// Explains a refused Rook, Bishop or Queen move: `[not on a line or pieces between, void between, start]`.
fn line_refusal(
    pos: &Position,
    mt: MoveText,
    dirs: &[Direction],
    interp: &CircularInterpretation,
    clauses: [Clause; 3],
    name: &str,
) -> Rejection {
    if mt.from == mt.to {
        return Rejection::new(
            clauses[2],
            format!("a {name} may not make a move that returns it to the space it started from"),
        );
    }
    let mut through_piece = false;
    let mut through_void = false;
    for &d in dirs {
        let (mut at, mut dir) = (mt.from, d);
        let (mut piece_seen, mut void_seen) = (false, false);
        loop {
            if !s04_movement::diagonal_step_open(pos.board, at, dir, interp) {
                void_seen = true;
            }
            let Some((next, next_dir)) = at.step(dir) else {
                break;
            };
            if next == mt.from {
                break;
            }
            if next == mt.to {
                through_piece |= piece_seen && !void_seen;
                through_void |= void_seen;
                break;
            }
            if pos.board.is_void(next) {
                void_seen = true;
            } else if pos.at(next).is_some() {
                piece_seen = true;
            }
            at = next;
            dir = next_dir;
        }
    }
    if through_piece {
        Rejection::new(
            clauses[0],
            format!("a piece stands between {} and {}", mt.from, mt.to),
        )
    } else if through_void {
        Rejection::new(
            clauses[1],
            format!(
                "the {name} may not move across a void space from {} to {}",
                mt.from, mt.to
            ),
        )
    } else {
        Rejection::new(
            clauses[0],
            format!(
                "{} is not on a line the {name} on {} moves along",
                mt.to, mt.from
            ),
        )
    }
}

fn king_refusal(pos: &Position, mt: MoveText, interp: &CircularInterpretation) -> Rejection {
    if let Some(side) = s11_castling::castling_side(mt.from, mt.to) {
        if side.color == pos.to_move {
            if let Err(r) = s11_castling::castling_allowed(&mut Explaining, pos, side, interp) {
                return r;
            }
        }
    }
    let adjacent = Direction::ALL
        .iter()
        .any(|&d| matches!(mt.from.neighbour(d), Step::To(s, _) if s == mt.to));
    if adjacent {
        Rejection::new(
            clause!("circular/8.3"),
            format!(
                "the King may not step past the corner of a void space from {} to {}",
                mt.from, mt.to
            ),
        )
    } else {
        Rejection::new(
            clause!("circular/8.1"),
            format!(
                "{} is not adjacent to the King on {} along a file, rank or diagonal",
                mt.to, mt.from
            ),
        )
    }
}

fn pawn_refusal(pos: &Position, mt: MoveText, interp: &CircularInterpretation) -> Rejection {
    let Some(pawn) = pos.at(mt.from) else {
        return Rejection::new(clause!("circular/4.1"), "no Pawn to move");
    };
    let ahead = mt.from.step(s10_pawn::forward(pawn)).map(|(s, _)| s);
    let two_ahead = ahead.and_then(|s| s.step(s10_pawn::forward(pawn)).map(|(t, _)| t));
    if ahead == Some(mt.to) {
        return Rejection::new(
            clause!("circular/10.2"),
            format!(
                "the Pawn moves forward only onto an empty space, and {} is occupied",
                mt.to
            ),
        );
    }
    if two_ahead == Some(mt.to) && !pawn.crossed {
        return Rejection::new(
            clause!("circular/10.2"),
            if s10_pawn::on_starting_space(pawn, mt.from) {
                "the Pawn may move two spaces only over an empty space onto an empty space"
                    .to_string()
            } else {
                format!(
                    "the Pawn on {} is not on its starting space: it moves one space",
                    mt.from
                )
            },
        );
    }
    let diagonal = s10_pawn::diagonally_forward(pawn)
        .iter()
        .any(|&d| matches!(mt.from.neighbour(d), Step::To(s, _) if s == mt.to));
    if diagonal {
        if pos.en_passant == Some(mt.to) {
            return Rejection::new(
                clause!("circular/10.5"),
                "en passant needs a Pawn that has crossed the center, on the opponent's fourth rank, beside the \
                 Pawn that has just moved two spaces",
            );
        }
        if !s10_pawn::pawn_capture_spaces(pos, pawn, mt.from, interp).contains(&mt.to) {
            return Rejection::new(
                clause!("circular/10.6"),
                "the Pawn may not pass the corner of a void space",
            );
        }
        return Rejection::new(
            clause!("circular/10.4"),
            format!(
                "the Pawn moves diagonally only to capture, and {} is empty",
                mt.to
            ),
        );
    }
    Rejection::new(
        clause!("circular/10.1"),
        format!(
            "the Pawn on {} always moves forward ({}): never backward, sideways or diagonally",
            mt.from,
            if pawn.crossed {
                "away from the center"
            } else {
                "toward the center"
            }
        ),
    )
}
