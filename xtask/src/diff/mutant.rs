//! Test-only: an engine with planted FIDE rule bugs, to show that the tester catches each one and shrinks
//! it. It is shakmaty's correct chess with one deviation at a time, each one a mistake engine authors
//! really make.

use super::engine::{Answer, Engine, Fault, Query};
use super::shakmaty_engine::{answer_of, ShakmatyEngine};
use shakmaty::attacks::{attacks, king_attacks, pawn_attacks};
use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Chess, EnPassantMode, FromSetup, Move, Position, Rank,
    Role, Square,
};

/// The planted bugs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mutant {
    /// The King may castle across a square the opponent attacks.
    CastleThroughAttackedSquare,
    /// The King may castle while in check.
    CastleOutOfCheck,
    /// The King may castle onto an attacked square.
    CastleIntoCheck,
    /// En passant is allowed even when removing both pawns exposes the King.
    EnPassantExposingKing,
    /// En passant is never generated.
    NoEnPassant,
    /// Promotion only to a Queen.
    NoUnderPromotion,
    /// A pinned piece (other than a Pawn or King) may leave its line.
    PinnedPieceMoves,
    /// A double check may be answered by capturing or blocking one of the checkers.
    DoubleCheckAnsweredByBlock,
    /// The King may step onto a square attacked only by Pawns.
    KingIgnoresPawnAttacks,
    /// A Pawn on its first rank may advance two squares over a piece.
    PawnJumpsOverPiece,
    /// A capture does not reset the fifty-move count (only pawn moves do).
    CaptureKeepsMoveCount,
    /// Check by a Knight alone is not seen as check.
    KnightCheckUnseen,
}

impl Mutant {
    pub const ALL: [Mutant; 12] = [
        Mutant::CastleThroughAttackedSquare,
        Mutant::CastleOutOfCheck,
        Mutant::CastleIntoCheck,
        Mutant::EnPassantExposingKing,
        Mutant::NoEnPassant,
        Mutant::NoUnderPromotion,
        Mutant::PinnedPieceMoves,
        Mutant::DoubleCheckAnsweredByBlock,
        Mutant::KingIgnoresPawnAttacks,
        Mutant::PawnJumpsOverPiece,
        Mutant::CaptureKeepsMoveCount,
        Mutant::KnightCheckUnseen,
    ];
}

/// shakmaty with one planted bug.
pub struct MutantEngine {
    mutant: Mutant,
    base: ShakmatyEngine<Chess>,
}

impl MutantEngine {
    pub fn new(mutant: Mutant) -> MutantEngine {
        MutantEngine {
            mutant,
            base: ShakmatyEngine::new("mutant"),
        }
    }
}

fn uci(m: &Move) -> String {
    m.to_uci(CastlingMode::Standard).to_string()
}

/// Squares the opponent attacks, with `occupied` as the board's occupancy.
fn attacked(pos: &Chess, sq: Square, occupied: Bitboard) -> Bitboard {
    pos.board().attacks_to(sq, !pos.turn(), occupied)
}

fn castling_deviations(pos: &Chess, mutant: Mutant) -> Vec<Move> {
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
        let in_check = pos.is_check();
        let transit_attacked = attacked(pos, transit, occupied_without_king).any();
        let dest_attacked = attacked(pos, dest, occupied_without_king).any();
        let wanted = match mutant {
            Mutant::CastleThroughAttackedSquare => !in_check && transit_attacked && !dest_attacked,
            Mutant::CastleOutOfCheck => in_check && !transit_attacked && !dest_attacked,
            Mutant::CastleIntoCheck => !in_check && !transit_attacked && dest_attacked,
            _ => false,
        };
        if wanted {
            out.push(Move::Castle { king, rook });
        }
    }
    out
}

fn extra_moves(pos: &Chess, mutant: Mutant) -> Vec<Move> {
    let board = pos.board();
    let us = pos.turn();
    let ours = board.by_color(us);
    let occupied = board.occupied();
    let mut out = Vec::new();
    match mutant {
        Mutant::CastleThroughAttackedSquare
        | Mutant::CastleOutOfCheck
        | Mutant::CastleIntoCheck => {
            out = castling_deviations(pos, mutant);
        }
        Mutant::EnPassantExposingKing => {
            if let Some(ep) = pos.maybe_ep_square() {
                for from in pawn_attacks(!us, ep) & board.by_role(Role::Pawn) & ours {
                    out.push(Move::EnPassant { from, to: ep });
                }
            }
        }
        Mutant::PinnedPieceMoves if !pos.is_check() => {
            for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                for from in board.by_role(role) & ours {
                    let piece = shakmaty::Piece { color: us, role };
                    for to in attacks(from, piece, occupied) & !ours {
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
        }
        Mutant::DoubleCheckAnsweredByBlock => {
            let checkers = pos.checkers();
            if checkers.count() == 2 {
                for other in checkers {
                    let mut setup = pos.to_setup(EnPassantMode::Legal);
                    setup.board.discard_piece_at(other);
                    if let Ok(single) = Chess::from_setup(setup, CastlingMode::Standard) {
                        out.extend(
                            single
                                .legal_moves()
                                .into_iter()
                                .filter(|m| m.role() != Role::King),
                        );
                    }
                }
            }
        }
        Mutant::KingIgnoresPawnAttacks => {
            if let Some(king) = board.king_of(us) {
                let without_king = occupied ^ Bitboard::from_square(king);
                for to in king_attacks(king) & !ours {
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
        }
        Mutant::PawnJumpsOverPiece => {
            let (home, step): (Rank, i32) = if us.is_white() {
                (Rank::Second, 8)
            } else {
                (Rank::Seventh, -8)
            };
            for from in board.by_role(Role::Pawn) & ours & Bitboard::from_rank(home) {
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
        }
        _ => {}
    }
    out
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

impl Engine for MutantEngine {
    fn name(&self) -> String {
        format!("mutant:{:?}", self.mutant)
    }

    fn query(&mut self, q: &Query) -> Result<Answer, Fault> {
        let pos = self.base.position_after(q)?.clone();
        let mut answer = answer_of(&pos);
        let mutant = self.mutant;
        match mutant {
            Mutant::NoEnPassant => {
                let ep: Vec<String> = pos
                    .legal_moves()
                    .iter()
                    .filter(|m| m.is_en_passant())
                    .map(uci)
                    .collect();
                answer.moves.retain(|m| !ep.contains(m));
            }
            Mutant::NoUnderPromotion => {
                answer.moves.retain(|m| m.len() != 5 || m.ends_with('q'));
            }
            Mutant::KnightCheckUnseen => {
                let checkers = pos.checkers();
                if checkers.any() && (checkers & !pos.board().by_role(Role::Knight)).is_empty() {
                    answer.check = Some(false);
                }
            }
            Mutant::CaptureKeepsMoveCount => {
                let start: Chess = if q.start == "startpos" {
                    Chess::default()
                } else {
                    let fen: shakmaty::fen::Fen = q.start.parse().map_err(|_| Fault::Refused {
                        request: q.describe(),
                        message: "bad FEN".into(),
                    })?;
                    fen.into_position(CastlingMode::Standard)
                        .map_err(|_| Fault::Refused {
                            request: q.describe(),
                            message: "bad position".into(),
                        })?
                };
                if let (Some(clock), Some(fen)) =
                    (pawn_only_clock(&start, &q.moves), &answer.position)
                {
                    let mut fields: Vec<String> = fen.split(' ').map(str::to_string).collect();
                    if fields.len() == 6 {
                        fields[4] = clock.to_string();
                        answer.position = Some(fields.join(" "));
                    }
                }
            }
            _ => {
                for m in extra_moves(&pos, mutant) {
                    let text = uci(&m);
                    if !answer.moves.contains(&text) {
                        answer.moves.push(text);
                    }
                }
                answer.moves.sort();
            }
        }
        Ok(answer)
    }
}
