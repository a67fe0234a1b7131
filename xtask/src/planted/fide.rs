//! The planted FIDE bugs: shakmaty's correct chess with one deviation each.

use super::{Deviation, Kind, Planted};
use crate::diff::engine::{Answer, Engine, Fault, Query};
use crate::diff::shakmaty_engine::{answer_of, ShakmatyEngine};
use shakmaty::attacks::{attacks, king_attacks, pawn_attacks};
use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Chess, EnPassantMode, FromSetup, Move, Position, Rank,
    Role, Square,
};

const fn bug(
    name: &'static str,
    clauses: &'static [&'static str],
    description: &'static str,
    f: fn(&Chess, &Query, &mut Answer) -> Result<(), Fault>,
) -> Planted {
    Planted {
        name,
        ruleset: "fide",
        kind: Kind::Rule,
        clauses,
        description,
        deviation: Deviation::Chess(f),
    }
}

pub const BUGS: &[Planted] = &[
    bug(
        "castle-through-attacked-square",
        &["fide/3.1.6"],
        "the King may castle across a square the opponent attacks",
        castle_through_attacked_square,
    ),
    bug(
        "castle-out-of-check",
        &["fide/3.1.5"],
        "the King may castle while in check",
        castle_out_of_check,
    ),
    bug(
        "castle-into-check",
        &["fide/3.1.7"],
        "the King may castle onto an attacked square",
        castle_into_check,
    ),
    bug(
        "en-passant-exposing-king",
        &["fide/2.1.2"],
        "en passant is allowed even when removing both Pawns exposes the King",
        en_passant_exposing_king,
    ),
    bug(
        "no-en-passant",
        &["fide/3.2.2"],
        "en passant is never generated",
        no_en_passant,
    ),
    bug(
        "no-under-promotion",
        &["fide/3.3.1"],
        "a Pawn promotes only to a Queen",
        no_under_promotion,
    ),
    bug(
        "pinned-piece-moves",
        &["fide/2.1.2"],
        "a pinned piece (other than a Pawn or King) may leave its line",
        pinned_piece_moves,
    ),
    bug(
        "double-check-answered-by-block",
        &["fide/4.2.2"],
        "a double check may be answered by capturing or blocking one of the checkers",
        double_check_answered_by_block,
    ),
    bug(
        "king-ignores-pawn-attacks",
        &["fide/2.1.2"],
        "the King may step onto a square attacked only by Pawns",
        king_ignores_pawn_attacks,
    ),
    bug(
        "pawn-jumps-over-piece",
        &["fide/2.6.2"],
        "a Pawn on its first rank may advance two squares over a piece",
        pawn_jumps_over_piece,
    ),
    bug(
        "capture-keeps-move-count",
        &["fide/5.4"],
        "a capture does not reset the fifty-move count (only Pawn moves do)",
        capture_keeps_move_count,
    ),
    bug(
        "knight-check-unseen",
        &["fide/4.1.1"],
        "check by a Knight alone is not seen as check",
        knight_check_unseen,
    ),
    bug(
        "fide-never-castles",
        &["fide/3.1.1", "fide/3.1.2"],
        "castling is never generated",
        never_castles,
    ),
];

/// shakmaty with one planted bug.
pub struct PlantedChess {
    planted: &'static Planted,
    base: ShakmatyEngine<Chess>,
}

impl PlantedChess {
    pub fn new(planted: &'static Planted) -> PlantedChess {
        PlantedChess {
            planted,
            base: ShakmatyEngine::new("planted"),
        }
    }
}

impl Engine for PlantedChess {
    fn name(&self) -> String {
        format!("planted:{}", self.planted.name)
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        let pos = self.base.position_after(q)?.clone();
        let mut answer = answer_of(&pos);
        if let Deviation::Chess(f) = self.planted.deviation {
            f(&pos, q, &mut answer)?;
        }
        Ok(answer)
    }
}

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

fn castle_through_attacked_square(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    add(
        a,
        castling_where(pos, |check, transit, dest| !check && transit && !dest),
    )
}

fn castle_out_of_check(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    add(
        a,
        castling_where(pos, |check, transit, dest| check && !transit && !dest),
    )
}

fn castle_into_check(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    add(
        a,
        castling_where(pos, |check, transit, dest| !check && !transit && dest),
    )
}

fn en_passant_exposing_king(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
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

fn pinned_piece_moves(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
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

fn double_check_answered_by_block(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
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

fn king_ignores_pawn_attacks(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    let board = pos.board();
    let us = pos.turn();
    let mut out = Vec::new();
    if let Some(king) = board.king_of(us) {
        let without_king = board.occupied() ^ Bitboard::from_square(king);
        for to in king_attacks(king) & !board.by_color(us) {
            let attackers = attacked(pos, to, without_king);
            if attackers.any() && (attackers & !board.by_role(Role::Pawn)).is_empty() {
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
    add(a, out)
}

fn pawn_jumps_over_piece(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
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

fn no_en_passant(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    drop_legal(pos, a, |m| m.is_en_passant())
}

fn never_castles(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    drop_legal(pos, a, |m| m.is_castle())
}

fn no_under_promotion(_: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
    a.moves.retain(|m| m.len() != 5 || m.ends_with('q'));
    Ok(())
}

fn knight_check_unseen(pos: &Chess, _: &Query, a: &mut Answer) -> Result<(), Fault> {
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

fn capture_keeps_move_count(_: &Chess, q: &Query, a: &mut Answer) -> Result<(), Fault> {
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
