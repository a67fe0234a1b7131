//! The two rulesets behind the [`Rules`] face: `suicide` (the document's "Basic Suicide Chess rules", the
//! FICS suicide rules) and `suicide-void` (the same with the void layer, S.1..S.6). Both run the same rule
//! functions; the [`Layer`] says which rules are in force, and one `impl Rules` serves both
//! ([`SuicideRules`], over the [`Variant`] that sets each apart).
//!
//! Every rule that can refuse a move is one check in [`move_check`] (calling the section files' rules):
//! generation offers it the candidate moves and keeps those it allows, and deciding a move text, in
//! coordinate form or algebraic, runs the same check on that one move and reports the first rule that
//! says no.

use super::interpretation::{Layer, SuicideSwitches, SuicideVoidSwitches};
use super::moves::{Move, Step};
use super::notation::{self, Coordinate};
use super::position::{promotion_rank, Position, Void, BOARD};
use super::sb_castling::{
    castling_allowed, castling_candidates, castling_wing, king_target, remaining_rights,
    rook_squares,
};
use super::sb_compulsory_capture::capturing_is_compulsory;
use super::sb_game_end::{decided_by_the_pieces, fics_draw, stalemate};
use super::sb_standard_movement::{make_standard_move, standard_chess_moves};
use super::sp_pieces::{Kind, PROMOTION_KINDS};
use super::ss_the_void::{
    capture_ends_the_game, may_relocate_to, move_the_void, then_white_moves_first,
};
use crate::clause;
use crate::core::check::{
    self, keep_legal, refuse, require, Check, ClauseSink, Explaining, NoTrace,
};
use crate::core::rules::find_legal;
use crate::core::Interpretation;
use crate::core::PieceKind;
use crate::core::{
    Color, OracleError, Rejection, Rules, Square, SquareView, Status, Verdict, CHESS_KINDS,
};
use crate::readable;

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
        let standard = standard_chess_moves(pos, layer.promotion_victory);
        let free = if pos.void_square().is_some() {
            let without_void = Position {
                void: Void::NotInGame,
                ..pos.clone()
            };
            standard_chess_moves(&without_void, layer.promotion_victory)
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

    /// The move a candidate that passed the checks names.
    fn the_move(&self, c: &Coordinate) -> Move {
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

/// suicide-void/S.1: the game starts with Black placing the void; no piece moves before.
fn void_placed_first<S: ClauseSink + ?Sized>(sink: &mut S, pos: &Position) -> Check {
    require(
        sink,
        pos.void != Void::NotYetPlaced,
        clause!("suicide-void/S.1"),
        || "the game starts with Black placing the void (`@e4`) before any piece moves".to_string(),
    )
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
        Coordinate::Place(s) => {
            // suicide-void/S.1: Black places the void once, before White's first move, on an unoccupied
            // square (P.4: an object, not a piece).
            require(
                sink,
                pos.void == Void::NotYetPlaced && pos.turn == Color::Black,
                clause!("suicide-void/S.1"),
                || {
                    "the void is placed once, by Black, before White's first move; after that it moves \
                     only after a capture (S.5)"
                        .to_string()
                },
            )?;
            return require(
                sink,
                pos.is_unoccupied(s),
                clause!("suicide-void/S.1"),
                || {
                    format!(
                        "{} is occupied: the void goes on an unoccupied square",
                        name(s)
                    )
                },
            );
        }
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
        castling_allowed(sink, pos, kingside)?;
        require(
            sink,
            g.a_capture.is_none(),
            clause!("suicide-void/B.6"),
            || "capturing is compulsory: castling is no capture".to_string(),
        )?;
        return require(
            sink,
            promotion.is_none() && void_to.is_none(),
            clause!("suicide-void/B.2"),
            || "castling is written as the King's move alone (`e1g1`)".to_string(),
        );
    }
    // suicide-void/B.2: the piece moves as in standard chess.
    require(
        sink,
        g.free.iter().any(|s| s.from == from && s.to == to),
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
        return if pos.void_square() == Some(to) {
            refuse(sink, clause!("suicide-void/S.3"), || {
                format!("{} is the void: no piece can land on it", name(to))
            })
        } else {
            refuse(sink, clause!("suicide-void/S.4"), || {
                format!(
                    "the void on {} is in the way: only a Knight may move over it",
                    pos.void_square().map(name).unwrap_or_default()
                )
            })
        };
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
        require(
            sink,
            promotion.is_none(),
            clause!("suicide-void/S.6"),
            || {
                format!(
                "with the promotion victory the pawn wins on reaching the last rank and is not \
                 replaced: write {}{} without a promotion letter",
                name(from),
                name(to)
            )
            },
        )?;
    } else {
        let Some(c) = promotion else {
            return refuse(sink, clause!("suicide-void/B.5"), || {
                "a pawn reaching the last rank is promoted: add q, r, b, n or k".to_string()
            });
        };
        require(
            sink,
            PROMOTION_KINDS
                .iter()
                .any(|k| k.letter().to_ascii_lowercase() == c),
            clause!("suicide-void/B.5"),
            || format!("a pawn cannot promote to `{c}`: only to q, r, b, n or k"),
        )?;
    }
    if !layer.void {
        return Ok(());
    }
    // suicide-void/S.5: after a capture the capturer moves the void to a different unoccupied square
    // (with relocation-on-game-end=skipped, not after a capture that ends the game).
    let stays = layer.skip_relocation_on_game_end && capture_ends_the_game(pos, step, layer);
    match (step.captures.is_some() && !stays, void_to) {
        (true, None) => refuse(sink, clause!("suicide-void/S.5"), || {
            format!(
                "after a capture the capturer moves the void to a different unoccupied square: \
                 write {}{}{}@<square>",
                name(from),
                name(to),
                promotion.map(String::from).unwrap_or_default()
            )
        }),
        (true, Some(v)) => require(
            sink,
            may_relocate_to(pos, step, layer, v),
            clause!("suicide-void/S.5"),
            || {
                if pos.void_square() == Some(v) {
                    format!("the void must move to a different square than {}", name(v))
                } else {
                    format!("{} is not an unoccupied square for the void", name(v))
                }
            },
        ),
        (false, Some(_)) if stays => refuse(sink, clause!("suicide-void/S.5"), || {
            "this capture ends the game, and with relocation-on-game-end=skipped the void stays"
                .to_string()
        }),
        (false, Some(_)) => refuse(sink, clause!("suicide-void/S.5"), || {
            "the void moves only after a capture".to_string()
        }),
        (false, None) => Ok(()),
    }
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

/// Whether the side to move has any legal move (cheaper than listing them).
fn has_legal_move(pos: &Position, layer: &Layer) -> bool {
    if decided_by_the_pieces(pos, layer).is_some() {
        return false;
    }
    if pos.void == Void::NotYetPlaced || (layer.castling && !pos.castling.none()) {
        return !legal_moves(pos, layer).is_empty();
    }
    // A capture always has a square for the void: it frees at least one square (S.5).
    !standard_chess_moves(pos, layer.promotion_victory).is_empty()
}

/// Whether a Knight's jump from `from` to `to` passes over `sq`: a square of the two-by-three rectangle
/// the jump spans, other than its ends.
fn jumps_over(from: Square, to: Square, sq: Square) -> bool {
    let within = |a: i32, b: i32, x: i32| a.min(b) <= x && x <= a.max(b);
    sq != from
        && sq != to
        && within(BOARD.file(from), BOARD.file(to), BOARD.file(sq))
        && within(BOARD.rank(from), BOARD.rank(to), BOARD.rank(sq))
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
            if let Some(kingside) = castling_wing(pos, from, to) {
                let (rook_from, rook_to) = rook_squares(pos.turn, kingside);
                next.board[rook_to.index()] = next.board[rook_from.index()].take();
            }
            next.castling = remaining_rights(pos.castling, from, to);
            if let Some(v) = void_to {
                move_the_void(&mut next, v);
            }
            next
        }
    }
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
    if layer.fics_draw_rules {
        if let Some(s) = fics_draw(history) {
            return s;
        }
    }
    Status::ongoing()
}

/// The move an algebraic text names: the text names the move that the pieces' standard movement (B.2, the
/// void left out) allows, or, when no piece of the kind reaches the square, the move of the one piece it
/// names (the only one of its kind, or the one its from-square hints pick). `None` when it names no one
/// move; the error when it names several.
fn named_by_algebraic(
    g: &Ground,
    text: &str,
    san: &notation::Algebraic,
) -> Result<Option<Coordinate>, OracleError> {
    let pos = g.pos;
    let coord = |from| Coordinate::Piece {
        from,
        to: san.to,
        promotion: san.promotion,
        void_to: san.void_to,
    };
    let mut reaching: Vec<Square> = g
        .free
        .iter()
        .filter(|s| {
            pos.at(s.from)
                .is_some_and(|p| san.fits(p.kind, s.from, s.to))
        })
        .map(|s| s.from)
        .collect();
    reaching.dedup();
    match reaching[..] {
        [one] => return Ok(Some(coord(one))),
        [] => {}
        _ => {
            return Err(OracleError::bad_move(
                text,
                "ambiguous: several pieces of that kind can move there; add the from-file or \
                 from-rank, or give the coordinate form",
            ))
        }
    }
    // A Pawn's advance names no file: it is the target's.
    let pawn_file = san.kind.is_none() && san.file.is_none();
    let pieces: Vec<Square> = BOARD
        .squares()
        .filter(|&s| {
            pos.at(s).is_some_and(|p| {
                p.color == pos.turn
                    && san.fits(p.kind, s, san.to)
                    && (!pawn_file || BOARD.file(s) == BOARD.file(san.to))
            })
        })
        .collect();
    Ok(match pieces[..] {
        // A King's two squares toward a Rook is castling, which is written `O-O`, not `Kg1`.
        [one] if castling_wing(pos, one, san.to).is_some() => None,
        [one] => Some(coord(one)),
        _ => None,
    })
}

/// `check_move` for both rulesets: the text read as a move, decided by [`move_check`].
fn decide<R: Rules<Position = Position, Move = Move>>(
    rules: &R,
    pos: &Position,
    text: &str,
    interp: &R::Interpretation,
    layer: &Layer,
) -> Verdict<Move> {
    // A coordinate text is decided by the checks below; another text may be the notation of a legal move.
    let read = notation::read_coordinate(text);
    if read.is_none() {
        if let Some(m) = find_legal(rules, pos, text, interp) {
            return Verdict::Legal(m);
        }
    }
    let g = Ground::new(pos, layer);
    let castle = text
        .trim_end_matches(['+', '#', '!', '?'])
        .replace('0', "O");
    let coord = if matches!(castle.as_str(), "O-O" | "O-O-O") {
        // suicide-void/B.4, for the notation that names castling whatever stands where; under the
        // Giveaway reading it is the King's move from its home square.
        if !layer.castling {
            return Verdict::Refused(Rejection::new(
                clause!("suicide-void/B.4"),
                "castling is not allowed",
            ));
        }
        let kingside = castle == "O-O";
        let (from, _) = super::position::castling_homes(pos.turn, crate::core::Wing::of(kingside));
        Coordinate::Piece {
            from,
            to: king_target(pos.turn, kingside),
            promotion: None,
            void_to: None,
        }
    } else if let Some(c) = read {
        c
    } else if let Some(san) = notation::read_algebraic(text) {
        match readable!(named_by_algebraic(&g, text, &san)) {
            Some(c) => c,
            None => {
                // No one piece is named: the move is refused by the first rule that refuses every move
                // here, or by B.2, the pieces' movement.
                if let Err(r) = void_placed_first(&mut Explaining, pos) {
                    return Verdict::Refused(r);
                }
                return Verdict::Refused(Rejection::new(
                    clause!("suicide-void/B.2"),
                    format!(
                        "no {} of {} can move to {}{}",
                        san.kind.unwrap_or(Kind::Pawn).name(),
                        pos.turn.name(),
                        BOARD.name(san.to),
                        match (san.file, san.rank) {
                            (None, None) => "",
                            _ => " from the file or rank written",
                        }
                    ),
                ));
            }
        }
    } else {
        return Verdict::Unreadable(notation::unreadable(text, layer.void));
    };
    // The base game has no void, whether the text is in coordinate form or algebraic (`f6@f1`).
    if !layer.void {
        match coord {
            Coordinate::Place(_) => {
                return Verdict::Unreadable(OracleError::bad_move(
                    text,
                    "the suicide base game has no void to place",
                ))
            }
            Coordinate::Piece {
                void_to: Some(_), ..
            } => {
                return Verdict::Unreadable(OracleError::bad_move(
                    text,
                    "the suicide base game has no void (write the move without `@`)",
                ))
            }
            Coordinate::Piece { .. } => {}
        }
    }
    check::decide(coord, |sink, c| move_check(sink, &g, c)).map(|c| g.the_move(&c))
}

/// A picture of the position in the diagram form (`super::diagram`, which reads it back): FEN letters,
/// `.` for an empty square, `#` for the void (none before its placement, suicide-void/S.1), then the side
/// to move.
fn picture(pos: &Position) -> String {
    let mut out = crate::core::picture(BOARD, 1, |s| {
        let token = match pos.at(s) {
            Some(p) => p.letter(),
            None if pos.void_square() == Some(s) => '#',
            None => '.',
        };
        token.to_string()
    });
    out.push_str(pos.turn.name());
    out.push_str(" to move\n");
    out
}

fn square_view(pos: &Position, name: &str, with_void: bool) -> Result<SquareView, OracleError> {
    let s = BOARD.parse(name)?;
    Ok(SquareView {
        piece: notation::piece_words(pos.at(s)),
        state: with_void.then(|| {
            if pos.void_square() == Some(s) {
                "void".to_string()
            } else {
                "normal".to_string()
            }
        }),
    })
}

/// What sets one of the two rulesets apart from the other: its slug and name, its switches, and whether
/// the void layer is in force. Suicide Void Chess is "Suicide Chess with the following exceptions": the
/// rules above read the exceptions from the [`Layer`], so the two rulesets differ in nothing else.
pub trait Variant: Copy + std::fmt::Debug + Default + Send + Sync + 'static {
    const SLUG: &'static str;
    const NAME: &'static str;
    /// Whether the void (S.1..S.6) is in the game: the position text's void field, the diagram's `#`,
    /// a square's `void` state.
    const VOID: bool;
    /// The switches; the rules in force under them are `Layer::from(&switches)`.
    type Switches: Interpretation;
}

/// The suicide base (`suicide`): the document's basic Suicide Chess rules.
#[derive(Copy, Clone, Debug, Default)]
pub struct Suicide;

/// Suicide Void Chess (`suicide-void`): the base with the void.
#[derive(Copy, Clone, Debug, Default)]
pub struct SuicideVoid;

impl Variant for Suicide {
    const SLUG: &'static str = "suicide";
    const NAME: &'static str = "Suicide Chess (FICS rules, the base of Suicide Void Chess)";
    const VOID: bool = false;
    type Switches = SuicideSwitches;
}

impl Variant for SuicideVoid {
    const SLUG: &'static str = "suicide-void";
    const NAME: &'static str = "Suicide Void Chess";
    const VOID: bool = true;
    type Switches = SuicideVoidSwitches;
}

/// Either ruleset behind the [`Rules`] face: `SuicideRules(Suicide)` or `SuicideRules(SuicideVoid)`.
#[derive(Copy, Clone, Debug, Default)]
pub struct SuicideRules<V: Variant>(pub V);

impl<V: Variant> Rules for SuicideRules<V>
where
    for<'a> Layer: From<&'a V::Switches>,
{
    crate::rules_head!(V::SLUG, V::NAME; Position, Move, V::Switches);
    fn start_clauses(&self) -> &'static [crate::core::Clause] {
        // suicide-void/B.1: the standard chess opening setup.
        &[clause!("suicide-void/B.1")]
    }

    fn start_position(&self, interp: &V::Switches) -> Position {
        let mut pos = Position::standard_opening_setup(if V::VOID {
            Void::NotYetPlaced
        } else {
            Void::NotInGame
        });
        // Under the Giveaway reading every castling right is held at the start (SU-B.4-giveaway-castling).
        if Layer::from(interp).castling {
            pos.castling = crate::core::CastlingRights::ALL;
        }
        pos
    }
    fn parse_position(&self, text: &str, interp: &V::Switches) -> Result<Position, OracleError> {
        let layer = Layer::from(interp);
        Position::from_text(text, V::VOID, layer.promotion_victory, layer.castling)
    }
    fn format_position(&self, pos: &Position) -> String {
        pos.to_text()
    }
    fn side_to_move(&self, pos: &Position) -> &'static str {
        pos.turn.name()
    }
    fn move_number(&self, pos: &Position) -> Option<String> {
        Some(crate::core::chess_move_number(
            pos.fullmove_number,
            pos.turn == crate::core::Color::Black,
        ))
    }
    fn legal_moves(&self, pos: &Position, interp: &V::Switches) -> Vec<Move> {
        legal_moves(pos, &Layer::from(interp))
    }
    fn legal_moves_traced(
        &self,
        pos: &Position,
        interp: &V::Switches,
        sink: &mut dyn ClauseSink,
    ) -> Vec<Move> {
        legal_moves_traced(pos, &Layer::from(interp), sink)
    }
    fn format_move(&self, _pos: &Position, mv: &Move) -> String {
        notation::coordinate(mv)
    }
    fn write_move(&self, _pos: &Position, mv: &Move, out: &mut String) {
        notation::write_coordinate(mv, out);
    }
    fn format_san(&self, pos: &Position, mv: &Move, interp: &V::Switches) -> String {
        let standard = standard_chess_moves(pos, Layer::from(interp).promotion_victory);
        notation::algebraic(pos, mv, &standard)
    }
    fn check_move(&self, pos: &Position, text: &str, interp: &V::Switches) -> Verdict<Move> {
        decide(self, pos, text, interp, &Layer::from(interp))
    }
    fn play(&self, pos: &Position, mv: &Move, _interp: &V::Switches) -> Position {
        play(pos, mv)
    }
    fn position_text_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        super::diagram::position_text(diagram, V::VOID)
    }
    fn status(&self, history: &[Position], interp: &V::Switches) -> Status {
        status(history, &Layer::from(interp))
    }
    fn show(&self, pos: &Position) -> String {
        picture(pos)
    }
    fn square(&self, pos: &Position, name: &str) -> Result<SquareView, OracleError> {
        square_view(pos, name, V::VOID)
    }
}
