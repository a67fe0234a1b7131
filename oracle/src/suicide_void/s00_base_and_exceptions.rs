//! suicide-void/0: "Suicide Chess with the following exceptions": the moves of both rulesets, and every
//! rule that can refuse one, in the document's order, as one check ([`move_check`], calling the section
//! files' rules). The suicide base runs the base's rules (P, B); Suicide Void Chess the same with the
//! void's (S), which the [`Layer`] switches on: the void's square a wall for the movement kit
//! (`ss_the_void::cell`), its placement, its move after a capture. Generation offers the check the
//! candidate moves and keeps those it allows; deciding a move text, in coordinate form or in the notation
//! for people, runs the same check on that one move and reports the first rule that says no.

use super::layer::Layer;
use super::position::{promotion_rank, Position, Void, BOARD};
use super::sb_castling::{castling_candidates, castling_made, castling_wing, rook_follows};
use super::sb_compulsory_capture::capturing_is_compulsory;
use super::sb_game_end::{drawn, stalemate};
use super::sb_standard_movement::{self, make_standard_move, promoted, standard_chess_moves, Step};
use super::sp_pieces::Kind;
use super::ss_promotion_victory::{decided_by_the_pieces, not_replaced};
use super::ss_the_void::{
    self, jumps_over, move_the_void, then_white_moves_first, void_in_the_way,
    void_moved_after_a_capture, void_placed, void_placed_first,
};
use crate::clause;
use crate::core::check::{self, keep_legal, refuse, require, Check, ClauseSink, NoTrace};
use crate::core::{Color, PieceKind, Square, Status, CHESS_KINDS};

/// A move. In the suicide base, only piece moves without a void square occur.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Black's opening placement of the void (`suicide-void/S.1`), written `@e4`.
    PlaceVoid(Square),
    /// A piece moves from `from` to `to`; a Pawn reaching the last rank names its `promotion`; a capture
    /// in Suicide Void Chess names the void's new square `void_to` (`suicide-void/S.5`): `e4d5@h6`.
    Piece {
        from: Square,
        to: Square,
        promotion: Option<Kind>,
        void_to: Option<Square>,
    },
}

/// A move text read in coordinate form, before the rules have looked at it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Coordinate {
    Place(Square),
    Piece {
        from: Square,
        to: Square,
        /// The promotion letter as written (any letter, so that a wrong one is refused with its clause).
        promotion: Option<char>,
        void_to: Option<Square>,
    },
}

/// What the checks of every candidate move read of one position, worked out once.
pub struct Ground<'a> {
    pos: &'a Position,
    layer: &'a Layer,
    /// B.2: the moves of standard chess, the void left out.
    free: Vec<Step>,
    /// The same with the void's limits, S.3 and S.4.
    standard: Vec<Step>,
    /// B.6: the first capture the side to move can make, if any.
    a_capture: Option<Step>,
    /// B.8: the side that has lost all its pieces, if one has (the game is over).
    all_lost: Option<Color>,
}

impl<'a> Ground<'a> {
    pub fn new(pos: &'a Position, layer: &'a Layer) -> Ground<'a> {
        let standard =
            standard_chess_moves(pos, layer.promotion_victory, |s| ss_the_void::cell(pos, s));
        let free = if pos.void_square().is_some() {
            standard_chess_moves(pos, layer.promotion_victory, |s| {
                sb_standard_movement::cell(pos, s)
            })
        } else {
            standard.clone()
        };
        let a_capture = standard.iter().find(|s| s.captures.is_some()).copied();
        let all_lost = Color::BOTH.into_iter().find(|&c| pos.count(c) == 0);
        Ground {
            pos,
            layer,
            free,
            standard,
            a_capture,
            all_lost,
        }
    }

    /// suicide-void/B.2: whether the standard movement of the piece on `from`, the void left out, takes
    /// it to `to`.
    pub fn moves_freely(&self, from: Square, to: Square) -> bool {
        self.free.iter().any(|s| s.from == from && s.to == to)
    }

    /// The move a candidate that passed the checks names.
    pub fn the_move(&self, c: &Coordinate) -> Move {
        match *c {
            Coordinate::Place(s) => Move::PlaceVoid(s),
            Coordinate::Piece {
                from,
                to,
                promotion,
                void_to,
            } => Move::Piece {
                from,
                to,
                promotion: promotion.and_then(|c| CHESS_KINDS.from_lower_letter(c)),
                void_to,
            },
        }
    }

    /// The candidates generation offers the checks: every square for the void's placement; otherwise each
    /// move of standard chess the void allows, and after a capture in Suicide Void Chess each square for
    /// the void's new one (and none, for a capture that may leave it).
    fn candidates(&self) -> Vec<Coordinate> {
        if self.pos.void == Void::NotYetPlaced {
            return BOARD.squares().map(Coordinate::Place).collect();
        }
        let mut out = Vec::with_capacity(self.free.len());
        // Castling, under the Giveaway reading: the King's move to g1 or c1 while it holds the right.
        if self.layer.castling {
            out.extend(castling_candidates(self.pos).into_iter().map(|(from, to)| {
                Coordinate::Piece {
                    from,
                    to,
                    promotion: None,
                    void_to: None,
                }
            }));
        }
        // The moves the void takes away (S.3, S.4) are candidates too: their checks refuse them.
        for step in self.free.iter().filter(|s| !self.standard.contains(s)) {
            out.push(Coordinate::Piece {
                from: step.from,
                to: step.to,
                promotion: step.promotion.map(|k| k.letter().to_ascii_lowercase()),
                void_to: None,
            });
        }
        for step in &self.standard {
            let c = |void_to| Coordinate::Piece {
                from: step.from,
                to: step.to,
                promotion: step.promotion.map(|k| k.letter().to_ascii_lowercase()),
                void_to,
            };
            out.push(c(None));
            if self.layer.void && step.captures.is_some() {
                out.extend(BOARD.squares().map(|v| c(Some(v))));
            }
        }
        out
    }
}

/// Whether the move written `c` may be made here: every rule of the two rulesets that can refuse a move, in
/// the order of the document; the first that says no refuses it. Generation keeps the candidates it allows
/// ([`legal_moves`]), and deciding a move text runs it on that one move.
pub fn move_check<S: ClauseSink + ?Sized>(sink: &mut S, g: &Ground, c: &Coordinate) -> Check {
    let (pos, layer) = (g.pos, g.layer);
    let name = |s| BOARD.name(s);
    // suicide-void/B.8 (register SU-B.8-no-moves-after-the-end): once a side has lost all its pieces it
    // has won and the game is over: no move is legal, not even Black's placement of the void.
    if let Some(lost) = g.all_lost {
        return refuse(sink, clause!("suicide-void/B.8"), || {
            format!(
                "{} has lost all its pieces: the game is over (B.8)",
                lost.name()
            )
        });
    }
    let (from, to, promotion, void_to) = match *c {
        // suicide-void/S.1: the void's placement.
        Coordinate::Place(s) => return void_placed(sink, pos, s),
        Coordinate::Piece {
            from,
            to,
            promotion,
            void_to,
        } => (from, to, promotion, void_to),
    };
    void_placed_first(sink, pos)?;
    // suicide-void/B.2: a player moves one of his own pieces.
    let Some(piece) = pos.at(from) else {
        return refuse(sink, clause!("suicide-void/B.2"), || {
            format!("there is no piece on {}", name(from))
        });
    };
    require(
        sink,
        piece.color == pos.turn,
        clause!("suicide-void/B.2"),
        || {
            format!(
                "the {} on {} is not {}'s, who is to move",
                piece.name(),
                name(from),
                pos.turn.name()
            )
        },
    )?;
    // suicide-void/B.4: no castling (with `castling=allowed`, the Giveaway reading: as in standard chess,
    // and, being no capture, only when no capture is, B.6).
    let castles = castling_wing(pos, from, to);
    require(
        sink,
        castles.is_none() || layer.castling,
        clause!("suicide-void/B.4"),
        || "castling is not allowed".to_string(),
    )?;
    if let Some(kingside) = castles {
        let alone = promotion.is_none() && void_to.is_none();
        return castling_made(sink, pos, kingside, g.a_capture.is_some(), alone);
    }
    // suicide-void/B.2: the piece moves as in standard chess.
    require(
        sink,
        g.moves_freely(from, to),
        clause!("suicide-void/B.2"),
        || {
            format!(
                "a {} does not move from {} to {}",
                piece.name(),
                name(from),
                name(to)
            )
        },
    )?;
    // suicide-void/S.3, S.4: not onto the void, and only a Knight over it.
    let Some(step) = g.standard.iter().find(|s| s.from == from && s.to == to) else {
        return void_in_the_way(sink, pos, to);
    };
    // suicide-void/B.6: capturing is compulsory (B.7: any capture may be chosen).
    capturing_is_compulsory(sink, pos, step, g.a_capture)?;
    // suicide-void/B.5 and P.2: a pawn reaching the last rank is promoted, also to a King; S.6: with the
    // promotion victory it wins there and is not replaced.
    let promotes = piece.kind == Kind::Pawn && BOARD.rank(to) == promotion_rank(piece.color);
    if !promotes {
        require(
            sink,
            promotion.is_none(),
            clause!("suicide-void/B.2"),
            || "only a pawn reaching the last rank is promoted".to_string(),
        )?;
    } else if layer.promotion_victory {
        not_replaced(sink, (from, to), promotion)?;
    } else {
        promoted(sink, promotion)?;
    }
    if !layer.void {
        return Ok(());
    }
    // suicide-void/S.5: after a capture the capturer moves the void to a different unoccupied square.
    void_moved_after_a_capture(sink, pos, layer, step, (from, to, promotion), void_to)
}

/// Every legal move under `layer`: the candidates [`move_check`] allows. They are what the position
/// allows even once S.6's promotion victory has decided the game (it leaves the other side pieces that
/// can move); the status says the game has ended, and no move is played after it (PROTOCOL.md, "After
/// the game has ended"). Once a side has lost all its pieces (B.8) there are none (register
/// SU-B.8-no-moves-after-the-end).
pub fn legal_moves(pos: &Position, layer: &Layer) -> Vec<Move> {
    legal_moves_traced(pos, layer, &mut NoTrace)
}

/// [`legal_moves`], every check reporting to `sink`.
pub fn legal_moves_traced<S: ClauseSink + ?Sized>(
    pos: &Position,
    layer: &Layer,
    sink: &mut S,
) -> Vec<Move> {
    let g = Ground::new(pos, layer);
    keep_legal(sink, g.candidates(), |sink, c| {
        move_check(sink, &g, c)?;
        if sink.traces() {
            move_effects(sink, &g, c);
        }
        Ok(())
    })
    .iter()
    .map(|c| g.the_move(c))
    .collect()
}

/// For a trace: the clauses of what the legal move `c` does beyond the checks it passed: after the void
/// is placed White moves first (S.2); the base rules apply to every piece move (0); a capture is the
/// player's choice among those on offer (B.7); a King moves and is captured as an ordinary piece, with no
/// check (B.3, P.1); a Pawn may become a King (P.2); no piece lands on the void (S.3), and only a Knight
/// moves over it (S.4, P.3: its jump passes over the void when the void is a square of the rectangle the
/// jump spans).
fn move_effects<S: ClauseSink + ?Sized>(sink: &mut S, g: &Ground, c: &Coordinate) {
    let pos = g.pos;
    let Coordinate::Piece {
        from,
        to,
        promotion,
        ..
    } = *c
    else {
        sink.yes(clause!("suicide-void/S.2"));
        return;
    };
    sink.yes(clause!("suicide-void/0"));
    let Some(piece) = pos.at(from) else {
        return;
    };
    let step = g.standard.iter().find(|s| s.from == from && s.to == to);
    check::effect(
        sink,
        step.is_some_and(|s| s.captures.is_some()),
        clause!("suicide-void/B.7"),
    );
    let king = piece.kind == Kind::King || pos.at(to).is_some_and(|p| p.kind == Kind::King);
    check::effect(sink, king, clause!("suicide-void/B.3"));
    check::effect(sink, king, clause!("suicide-void/P.1"));
    check::effect(sink, promotion == Some('k'), clause!("suicide-void/P.2"));
    if g.layer.void && pos.void_square().is_some() {
        sink.yes(clause!("suicide-void/S.3"));
        // S.4, P.3: only a Knight moves over the void, where its jump spans the void square.
        let over = piece.kind == Kind::Knight
            && pos.void_square().is_some_and(|v| jumps_over(from, to, v));
        check::effect(sink, over, clause!("suicide-void/S.4"));
        check::effect(sink, over, clause!("suicide-void/P.3"));
    }
}

/// Plays a legal move.
pub fn play(pos: &Position, mv: &Move) -> Position {
    match *mv {
        Move::PlaceVoid(s) => then_white_moves_first(pos, s),
        Move::Piece {
            from,
            to,
            promotion,
            void_to,
        } => {
            let moving_pawn = pos.at(from).is_some_and(|p| p.kind == Kind::Pawn);
            let captures = if pos.at(to).is_some() {
                Some(to)
            } else if moving_pawn && pos.en_passant == Some(to) {
                BOARD.square(BOARD.file(to), BOARD.rank(from))
            } else {
                None
            };
            let mut next = make_standard_move(
                pos,
                &Step {
                    from,
                    to,
                    promotion,
                    captures,
                },
            );
            // Castling, under the Giveaway reading: the Rook to the square the King passed over.
            rook_follows(&mut next, pos, from, to);
            if let Some(v) = void_to {
                move_the_void(&mut next, v);
            }
            next
        }
    }
}

/// Whether the side to move has any legal move (cheaper than listing them).
fn has_legal_move(pos: &Position, layer: &Layer) -> bool {
    if decided_by_the_pieces(pos, layer).is_some() {
        return false;
    }
    if pos.void == Void::NotYetPlaced || (layer.castling && !pos.castling.none()) {
        return !legal_moves(pos, layer).is_empty();
    }
    // A capture always has a square for the void: it frees at least one square (S.5).
    !standard_chess_moves(pos, layer.promotion_victory, |s| ss_the_void::cell(pos, s)).is_empty()
}

/// How the game stands after `history`.
pub fn status(history: &[Position], layer: &Layer) -> Status {
    let Some(pos) = history.last() else {
        return Status::ongoing();
    };
    if let Some(s) = decided_by_the_pieces(pos, layer) {
        return s;
    }
    if !has_legal_move(pos, layer) {
        return stalemate(pos, layer.stalemated_side_wins);
    }
    let moves_from = |p: &Position, s: Square| {
        legal_moves(p, layer)
            .iter()
            .any(|m| matches!(m, Move::Piece { from, .. } if *from == s))
    };
    drawn(history, layer, &moves_from).unwrap_or_else(Status::ongoing)
}
