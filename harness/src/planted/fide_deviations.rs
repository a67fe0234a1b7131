//! The deviations of the planted FIDE bugs (`fide.rs`): each rewrites shakmaty's answer where its
//! rule applies.

use crate::engines::engine::{Answer, Fault, Query};
use shakmaty::attacks::{attacks, king_attacks, pawn_attacks};
use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Chess, EnPassantMode, FromSetup, Move, Position, Rank,
    Role, Square,
};

fn uci(m: &Move) -> String {
    m.to_uci(CastlingMode::Standard).to_string()
}

/// Adds moves to the answer's list (kept sorted, without repeats).
fn add(answer: &mut Answer, moves: Vec<Move>) -> Result<(), Fault> {
    for m in moves {
        let text = uci(&m);
        if !answer.moves.contains(&text) {
            answer.moves.push(text);
        }
    }
    answer.moves.sort();
    Ok(())
}

/// Squares the opponent attacks, with `occupied` as the board's occupancy.
fn attacked(pos: &Chess, sq: Square, occupied: Bitboard) -> Bitboard {
    pos.board().attacks_to(sq, !pos.turn(), occupied)
}

/// The castling moves with the path clear of pieces that `wanted(in check, transit attacked,
/// destination attacked)` accepts.
fn castling_where(pos: &Chess, wanted: fn(bool, bool, bool) -> bool) -> Vec<Move> {
    let mut out = Vec::new();
    let us = pos.turn();
    let Some(king) = pos.board().king_of(us) else {
        return out;
    };
    let occupied_without_king = pos.board().occupied() ^ Bitboard::from_square(king);
    for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
        let Some(rook) = pos.castles().rook(us, side) else {
            continue;
        };
        let rank = king.rank();
        let (transit, dest) = match side {
            CastlingSide::KingSide => (
                Square::from_coords(shakmaty::File::F, rank),
                Square::from_coords(shakmaty::File::G, rank),
            ),
            CastlingSide::QueenSide => (
                Square::from_coords(shakmaty::File::D, rank),
                Square::from_coords(shakmaty::File::C, rank),
            ),
        };
        let between = shakmaty::attacks::between(king, rook);
        if (between & pos.board().occupied()).any() {
            continue;
        }
        let transit_attacked = attacked(pos, transit, occupied_without_king).any();
        let dest_attacked = attacked(pos, dest, occupied_without_king).any();
        if wanted(pos.is_check(), transit_attacked, dest_attacked) {
            out.push(Move::Castle { king, rook });
        }
    }
    out
}

pub(super) fn castle_through_attacked_square(
    pos: &Chess,
    _: &Query,
    a: &mut Answer,
) -> Result<(), Fault> {
    add(
        a,
        castling_where(pos, |check, transit, dest| !check && transit && !dest),
    )
}

pub(super) fn castle_out_of_check(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    add(
        a,
        castling_where(pos, |check, transit, dest| check && !transit && !dest),
    )
}

pub(super) fn castle_into_check(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    add(
        a,
        castling_where(pos, |check, transit, dest| !check && !transit && dest),
    )
}

pub(super) fn en_passant_exposing_king(
    pos: &Chess,
    _: &Query,
    a: &mut Answer,
) -> Result<(), Fault> {
    let mut out = Vec::new();
    let us = pos.turn();
    if let Some(ep) = pos.maybe_ep_square() {
        let ours = pos.board().by_color(us) & pos.board().by_role(Role::Pawn);
        for from in pawn_attacks(!us, ep) & ours {
            out.push(Move::EnPassant { from, to: ep });
        }
    }
    add(a, out)
}

pub(super) fn pinned_piece_moves(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    if pos.is_check() {
        return Ok(());
    }
    let board = pos.board();
    let us = pos.turn();
    let ours = board.by_color(us);
    let mut out = Vec::new();
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for from in board.by_role(role) & ours {
            let piece = shakmaty::Piece { color: us, role };
            for to in attacks(from, piece, board.occupied()) & !ours {
                out.push(Move::Normal {
                    role,
                    from,
                    capture: board.role_at(to),
                    to,
                    promotion: None,
                });
            }
        }
    }
    add(a, out)
}

pub(super) fn double_check_answered_by_block(
    pos: &Chess,
    _: &Query,
    a: &mut Answer,
) -> Result<(), Fault> {
    let checkers = pos.checkers();
    let mut out = Vec::new();
    if checkers.count() == 2 {
        for other in checkers {
            let mut setup = pos.to_setup(EnPassantMode::Legal);
            setup.board.discard_piece_at(other);
            if let Ok(single) = Chess::from_setup(setup, CastlingMode::Standard) {
                let moves = single.legal_moves();
                out.extend(moves.into_iter().filter(|m| m.role() != Role::King));
            }
        }
    }
    add(a, out)
}

/// The King's steps onto the squares of `near` (not its own pieces') whose attackers, the King
/// lifted off the board, `overlooked` takes for none: the steps of a King that overlooks them.
fn king_steps_overlooking(
    pos: &Chess,
    near: Bitboard,
    overlooked: impl Fn(Bitboard) -> bool,
) -> Vec<Move> {
    let board = pos.board();
    let us = pos.turn();
    let mut out = Vec::new();
    if let Some(king) = board.king_of(us) {
        let without_king = board.occupied() ^ Bitboard::from_square(king);
        for to in king_attacks(king) & !board.by_color(us) & near {
            if overlooked(attacked(pos, to, without_king)) {
                out.push(Move::Normal {
                    role: Role::King,
                    from: king,
                    capture: board.role_at(to),
                    to,
                    promotion: None,
                });
            }
        }
    }
    out
}

pub(super) fn king_ignores_pawn_attacks(
    pos: &Chess,
    _: &Query,
    a: &mut Answer,
) -> Result<(), Fault> {
    let pawns = pos.board().by_role(Role::Pawn);
    let by_pawns_only = |attackers: Bitboard| attackers.any() && (attackers & !pawns).is_empty();
    add(
        a,
        king_steps_overlooking(pos, Bitboard::FULL, by_pawns_only),
    )
}

pub(super) fn pawn_jumps_over_piece(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    let board = pos.board();
    let us = pos.turn();
    let occupied = board.occupied();
    let (home, step): (Rank, i32) = if us.is_white() {
        (Rank::Second, 8)
    } else {
        (Rank::Seventh, -8)
    };
    let mut out = Vec::new();
    for from in board.by_role(Role::Pawn) & board.by_color(us) & Bitboard::from_rank(home) {
        let (Some(one), Some(two)) = (from.offset(step), from.offset(2 * step)) else {
            continue;
        };
        if occupied.contains(one) && !occupied.contains(two) {
            out.push(Move::Normal {
                role: Role::Pawn,
                from,
                capture: None,
                to: two,
                promotion: None,
            });
        }
    }
    add(a, out)
}

/// Removes the legal moves of `pos` that `which` picks from the answer.
fn drop_legal(pos: &Chess, a: &mut Answer, which: fn(&Move) -> bool) -> Result<(), Fault> {
    let dropped: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| which(m))
        .map(uci)
        .collect();
    a.moves.retain(|m| !dropped.contains(m));
    Ok(())
}

pub(super) fn no_en_passant(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    drop_legal(pos, a, |m| m.is_en_passant())
}

pub(super) fn never_castles(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    drop_legal(pos, a, |m| m.is_castle())
}

pub(super) fn no_under_promotion(_: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    a.moves.retain(|m| m.len() != 5 || m.ends_with('q'));
    Ok(())
}

pub(super) fn knight_check_unseen(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    let checkers = pos.checkers();
    if checkers.any() && (checkers & !pos.board().by_role(Role::Knight)).is_empty() {
        a.check = Some(false);
    }
    Ok(())
}

/// The halfmove count if only pawn moves reset it.
fn pawn_only_clock(start: &Chess, moves: &[String]) -> Option<u32> {
    let mut pos = start.clone();
    let mut clock = pos.halfmoves();
    for text in moves {
        let m = text
            .parse::<shakmaty::uci::UciMove>()
            .ok()?
            .to_move(&pos)
            .ok()?;
        clock = if m.role() == Role::Pawn { 0 } else { clock + 1 };
        pos.play_unchecked(m);
    }
    Some(clock)
}

pub(super) fn capture_keeps_move_count(_: &Chess, q: &Query, a: &mut Answer) -> Result<(), Fault> {
    let refuse = |message: &str| Fault::Refused {
        request: q.describe(),
        message: message.to_string(),
    };
    let start: Chess = if q.start == "startpos" {
        Chess::default()
    } else {
        let fen: shakmaty::fen::Fen = q.start.parse().map_err(|_| refuse("bad FEN"))?;
        fen.into_position(CastlingMode::Standard)
            .map_err(|_| refuse("bad position"))?
    };
    if let (Some(clock), Some(fen)) = (pawn_only_clock(&start, &q.moves), &a.position) {
        let mut fields: Vec<String> = fen.split(' ').map(str::to_string).collect();
        if fields.len() == 6 {
            fields[4] = clock.to_string();
            a.position = Some(fields.join(" "));
        }
    }
    Ok(())
}

pub(super) fn kings_may_touch(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    let mut out = Vec::new();
    if let Some(theirs) = pos.board().king_of(!pos.turn()) {
        let by_their_king_only = |attackers| attackers == Bitboard::from_square(theirs);
        out = king_steps_overlooking(pos, king_attacks(theirs), by_their_king_only);
    }
    add(a, out)
}

pub(super) fn pawn_captures_straight(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    let board = pos.board();
    let us = pos.turn();
    let (step, last) = if us.is_white() {
        (8, Rank::Eighth)
    } else {
        (-8, Rank::First)
    };
    let mut out = Vec::new();
    for from in board.by_role(Role::Pawn) & board.by_color(us) {
        let Some(to) = from.offset(step) else {
            continue;
        };
        if to.rank() != last && board.by_color(!us).contains(to) {
            out.push(Move::Normal {
                role: Role::Pawn,
                from,
                capture: board.role_at(to),
                to,
                promotion: None,
            });
        }
    }
    add(a, out)
}

pub(super) fn stalemate_is_a_win(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    if pos.is_stalemate() {
        let winner = if pos.turn().is_white() {
            "black-wins"
        } else {
            "white-wins"
        };
        a.status = Some((
            winner.to_string(),
            crate::engines::engine::StatusScope::Board,
        ));
    }
    Ok(())
}
