//! The two rulesets behind the [`Rules`] face: `suicide` (the document's "Basic Suicide Chess rules", the
//! FICS suicide rules) and `suicide-void` (the same with the void layer, S.1..S.6). Both run the same rule
//! functions; the [`Layer`] says which rules are in force.

use super::interpretation::{Layer, SuicideSwitches, SuicideVoidSwitches};
use super::moves::{Move, Step};
use super::notation::{self, Coordinate};
use super::position::{back_rank, promotion_rank, Position, Void, BOARD};
use super::sb_compulsory_capture::capturing_is_compulsory;
use super::sb_game_end::{decided_by_the_pieces, fics_draw, stalemate};
use super::sb_standard_movement::{make_standard_move, standard_chess_moves};
use super::sp_pieces::{Kind, PROMOTION_KINDS};
use super::ss_the_void::{
    capture_ends_the_game, move_the_void, then_white_moves_first, void_placements, void_relocations,
};
use crate::clause;
use crate::core::rules::find_legal;
use crate::core::{OracleError, Rejection, Rules, Square, SquareView, Status, Verdict};
use crate::readable;

/// Every legal move under `layer`: what the position allows, even once the pieces have decided the game
/// (S.6's promotion victory leaves the other side pieces that can move); the status says the game has
/// ended, and no move is played after it (PROTOCOL.md, "After the game has ended").
pub fn legal_moves(pos: &Position, layer: &Layer) -> Vec<Move> {
    if pos.void == Void::NotYetPlaced {
        return void_placements(pos)
            .into_iter()
            .map(Move::PlaceVoid)
            .collect();
    }
    let steps = capturing_is_compulsory(standard_chess_moves(pos, layer.promotion_victory));
    let mut out = Vec::with_capacity(steps.len());
    for step in steps {
        let piece_move = |void_to| Move::Piece {
            from: step.from,
            to: step.to,
            promotion: step.promotion,
            void_to,
        };
        if !layer.void
            || step.captures.is_none()
            || (layer.skip_relocation_on_game_end && capture_ends_the_game(pos, &step, layer))
        {
            out.push(piece_move(None));
        } else {
            out.extend(
                void_relocations(pos, &step, layer)
                    .into_iter()
                    .map(|v| piece_move(Some(v))),
            );
        }
    }
    out
}

/// Whether the side to move has any legal move (cheaper than listing them).
fn has_legal_move(pos: &Position, layer: &Layer) -> bool {
    if decided_by_the_pieces(pos, layer).is_some() {
        return false;
    }
    if pos.void == Void::NotYetPlaced {
        return !void_placements(pos).is_empty();
    }
    // A capture always has a square for the void: it frees at least one square (S.5).
    !standard_chess_moves(pos, layer.promotion_victory).is_empty()
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
        return stalemate(pos);
    }
    if layer.fics_draw_rules {
        if let Some(s) = fics_draw(history) {
            return s;
        }
    }
    Status::ongoing()
}

/// B.8, B.9, S.6: no move is made once the pieces have decided the game.
fn game_over(pos: &Position, layer: &Layer) -> Option<Rejection> {
    decided_by_the_pieces(pos, layer).map(|s| {
        let clause = s.clause.unwrap_or(clause!("suicide-void/B.8"));
        Rejection::new(clause, format!("the game is over: {s}"))
    })
}

/// S.1: no piece moves before Black has placed the void.
fn void_first(pos: &Position) -> Option<Rejection> {
    (pos.void == Void::NotYetPlaced).then(|| {
        Rejection::new(
            clause!("suicide-void/S.1"),
            "the game starts with Black placing the void (`@e4`) before any piece moves",
        )
    })
}

/// Why a coordinate move that is not among the legal moves is refused.
fn explain_refusal(
    pos: &Position,
    text: &str,
    coord: Coordinate,
    layer: &Layer,
) -> Result<Rejection, OracleError> {
    if let Some(r) = game_over(pos, layer) {
        return Ok(r);
    }
    let name = |s| BOARD.name(s);
    let (from, to, promotion, void_to) = match coord {
        Coordinate::Place(s) => {
            if !layer.void {
                return Err(OracleError::bad_move(
                    text,
                    "the suicide base game has no void to place",
                ));
            }
            return Ok(if pos.void != Void::NotYetPlaced {
                Rejection::new(
                    clause!("suicide-void/S.1"),
                    "the void is placed once, by Black, before White's first move; after that it moves \
                     only after a capture (S.5)",
                )
            } else {
                Rejection::new(
                    clause!("suicide-void/S.1"),
                    format!(
                        "{} is occupied: the void goes on an unoccupied square",
                        name(s)
                    ),
                )
            });
        }
        Coordinate::Piece {
            from,
            to,
            promotion,
            void_to,
        } => (from, to, promotion, void_to),
    };
    if !layer.void && void_to.is_some() {
        return Err(OracleError::bad_move(
            text,
            "the suicide base game has no void (write the move without `@`)",
        ));
    }
    if let Some(r) = void_first(pos) {
        return Ok(r);
    }
    let Some(piece) = pos.at(from) else {
        return Ok(Rejection::new(
            clause!("suicide-void/B.2"),
            format!("there is no piece on {}", name(from)),
        ));
    };
    if piece.color != pos.turn {
        return Ok(Rejection::new(
            clause!("suicide-void/B.2"),
            format!(
                "the {} on {} is not {}'s, who is to move",
                piece.words(),
                name(from),
                pos.turn.name()
            ),
        ));
    }
    if piece.kind == Kind::King
        && BOARD.rank(from) == BOARD.rank(to)
        && (BOARD.file(from) - BOARD.file(to)).abs() == 2
        && BOARD.file(from) == 4
        && BOARD.rank(from) == back_rank(piece.color)
    {
        return Ok(Rejection::new(
            clause!("suicide-void/B.4"),
            "castling is not allowed",
        ));
    }
    let without_void = Position {
        void: Void::NotInGame,
        ..pos.clone()
    };
    let free: Vec<Step> = standard_chess_moves(&without_void, layer.promotion_victory)
        .into_iter()
        .filter(|s| s.from == from && s.to == to)
        .collect();
    if free.is_empty() {
        return Ok(Rejection::new(
            clause!("suicide-void/B.2"),
            format!(
                "a {} does not move from {} to {}",
                piece.words(),
                name(from),
                name(to)
            ),
        ));
    }
    let all = standard_chess_moves(pos, layer.promotion_victory);
    let Some(step) = all.iter().find(|s| s.from == from && s.to == to).copied() else {
        return Ok(if pos.void_square() == Some(to) {
            Rejection::new(
                clause!("suicide-void/S.3"),
                format!("{} is the void: no piece can land on it", name(to)),
            )
        } else {
            Rejection::new(
                clause!("suicide-void/S.4"),
                format!(
                    "the void on {} is in the way: only a Knight may move over it",
                    pos.void_square().map(name).unwrap_or_default()
                ),
            )
        });
    };
    if step.captures.is_none() {
        if let Some(c) = all.iter().find(|s| s.captures.is_some()) {
            return Ok(Rejection::new(
                clause!("suicide-void/B.6"),
                format!(
                    "capturing is compulsory, and {} can capture ({}{})",
                    pos.turn.name(),
                    name(c.from),
                    name(c.to)
                ),
            ));
        }
    }
    let promotes = piece.kind == Kind::Pawn && BOARD.rank(to) == promotion_rank(piece.color);
    match (promotes, promotion) {
        (true, Some(_)) if layer.promotion_victory => {
            return Ok(Rejection::new(
                clause!("suicide-void/S.6"),
                format!(
                    "with the promotion victory the pawn wins on reaching the last rank and is not \
                     replaced: write {}{} without a promotion letter",
                    name(from),
                    name(to)
                ),
            ))
        }
        (true, None) if !layer.promotion_victory => {
            return Ok(Rejection::new(
                clause!("suicide-void/B.5"),
                "a pawn reaching the last rank is promoted: add q, r, b, n or k",
            ))
        }
        (true, Some(c)) if !PROMOTION_KINDS.iter().any(|k| k.letter() == c) => {
            return Ok(Rejection::new(
                clause!("suicide-void/B.5"),
                format!("a pawn cannot promote to `{c}`: only to q, r, b, n or k"),
            ))
        }
        (false, Some(_)) => {
            return Ok(Rejection::new(
                clause!("suicide-void/B.2"),
                "only a pawn reaching the last rank is promoted",
            ))
        }
        _ => {}
    }
    if layer.void {
        let ends = capture_ends_the_game(pos, &step, layer);
        match (step.captures.is_some(), void_to) {
            (true, None) => {
                return Ok(Rejection::new(
                    clause!("suicide-void/S.5"),
                    format!(
                        "after a capture the capturer moves the void to a different unoccupied square: \
                         write {}{}{}@<square>",
                        name(from),
                        name(to),
                        promotion.map(String::from).unwrap_or_default()
                    ),
                ))
            }
            (true, Some(_)) if ends && layer.skip_relocation_on_game_end => {
                return Ok(Rejection::new(
                    clause!("suicide-void/S.5"),
                    "this capture ends the game, and with relocation-on-game-end=skipped the void stays",
                ))
            }
            (true, Some(v)) if !void_relocations(pos, &step, layer).contains(&v) => {
                return Ok(Rejection::new(
                    clause!("suicide-void/S.5"),
                    if pos.void_square() == Some(v) {
                        format!("the void must move to a different square than {}", name(v))
                    } else {
                        format!("{} is not an unoccupied square for the void", name(v))
                    },
                ))
            }
            (false, Some(_)) => {
                return Ok(Rejection::new(
                    clause!("suicide-void/S.5"),
                    "the void moves only after a capture",
                ))
            }
            _ => {}
        }
    }
    Ok(Rejection::new(
        clause!("suicide-void/B.2"),
        format!("`{text}` is not a legal move here"),
    ))
}

/// Why an algebraic move that names no legal move is refused: the text names the move that the pieces'
/// standard movement (B.2, the void left out) allows, and that move is refused for the same reason as in
/// coordinate form, so that a refusal cites the same clause whichever notation the move is written in.
fn refuse_algebraic(
    pos: &Position,
    text: &str,
    san: &notation::Algebraic,
    layer: &Layer,
) -> Result<Rejection, OracleError> {
    let without_void = Position {
        void: Void::NotInGame,
        ..pos.clone()
    };
    let mut named: Vec<(Square, Square)> = standard_chess_moves(&without_void, false)
        .into_iter()
        .filter(|s| {
            pos.at(s.from)
                .is_some_and(|p| san.fits(p.kind, s.from, s.to))
        })
        .map(|s| (s.from, s.to))
        .collect();
    named.dedup();
    let coord = |(from, to): (Square, Square)| Coordinate::Piece {
        from,
        to,
        promotion: san.promotion,
        void_to: san.void_to,
    };
    match named[..] {
        [one] => explain_refusal(pos, text, coord(one), layer),
        [] => {
            if let Some(r) = game_over(pos, layer).or_else(|| void_first(pos)) {
                return Ok(r);
            }
            let kind = san.kind.unwrap_or(Kind::Pawn);
            Ok(Rejection::new(
                clause!("suicide-void/B.2"),
                format!(
                    "no {} of {} can move to {}{}",
                    kind.word(),
                    pos.turn.name(),
                    BOARD.name(san.to),
                    match (san.file, san.rank) {
                        (None, None) => String::new(),
                        _ => " from the file or rank written".to_string(),
                    }
                ),
            ))
        }
        _ => {
            let refusals = named
                .iter()
                .map(|&m| explain_refusal(pos, text, coord(m), layer))
                .collect::<Result<Vec<_>, _>>()?;
            if refusals.iter().all(|r| r.clause == refusals[0].clause) {
                Ok(refusals[0].clone())
            } else {
                Err(OracleError::bad_move(
                    text,
                    "ambiguous: several pieces of that kind can move there; add the from-file or \
                     from-rank, or give the coordinate form",
                ))
            }
        }
    }
}

/// `check_move` for both rulesets.
fn decide<R: Rules<Position = Position, Move = Move>>(
    rules: &R,
    pos: &Position,
    text: &str,
    interp: &R::Interpretation,
    layer: &Layer,
) -> Verdict<Move> {
    if let Some(m) = find_legal(rules, pos, text, interp) {
        return Verdict::Legal(m);
    }
    if matches!(
        text.trim_end_matches(['+', '#', '!', '?']),
        "O-O" | "O-O-O" | "0-0" | "0-0-0"
    ) {
        return Verdict::Refused(Rejection::new(
            clause!("suicide-void/B.4"),
            "castling is not allowed",
        ));
    }
    if let Some(coord) = notation::read_coordinate(text) {
        return Verdict::Refused(readable!(explain_refusal(pos, text, coord, layer)));
    }
    if let Some(san) = notation::read_algebraic(text) {
        return Verdict::Refused(readable!(refuse_algebraic(pos, text, &san, layer)));
    }
    Verdict::Unreadable(notation::unreadable(text, layer.void))
}

/// A picture of the position: FEN letters, `.` for an empty square, `*` for the void.
fn picture(pos: &Position) -> String {
    let mut out = String::new();
    for r in (0..8).rev() {
        out.push_str(&format!("{} ", r + 1));
        for f in 0..8 {
            let s = BOARD.square(f, r).expect("on the board");
            out.push(' ');
            out.push(match pos.at(s) {
                Some(p) => p.fen_letter(),
                None if pos.void_square() == Some(s) => '*',
                None => '.',
            });
        }
        out.push('\n');
    }
    out.push_str("   a b c d e f g h\n");
    out.push_str(&format!("{} to move", pos.turn.name()));
    match pos.void {
        Void::NotInGame => {}
        Void::NotYetPlaced => out.push_str("; the void is not yet placed"),
        Void::On(s) => out.push_str(&format!("; the void (*) is on {}", BOARD.name(s))),
    }
    out.push('\n');
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

/// The suicide base ruleset (`suicide`): the document's basic Suicide Chess rules.
#[derive(Copy, Clone, Debug, Default)]
pub struct Suicide;

/// Suicide Void Chess (`suicide-void`).
#[derive(Copy, Clone, Debug, Default)]
pub struct SuicideVoid;

impl Rules for Suicide {
    type Position = Position;
    type Move = Move;
    type Interpretation = SuicideSwitches;

    fn slug(&self) -> &'static str {
        "suicide"
    }
    fn name(&self) -> &'static str {
        "Suicide Chess (FICS rules, the base of Suicide Void Chess)"
    }
    fn start_position(&self, _interp: &SuicideSwitches) -> Position {
        Position::standard_opening_setup(Void::NotInGame)
    }
    fn parse_position(
        &self,
        text: &str,
        _interp: &SuicideSwitches,
    ) -> Result<Position, OracleError> {
        Position::from_text(text, false, false)
    }
    fn format_position(&self, pos: &Position) -> String {
        pos.to_text()
    }
    fn side_to_move(&self, pos: &Position) -> &'static str {
        pos.turn.name()
    }
    fn legal_moves(&self, pos: &Position, interp: &SuicideSwitches) -> Vec<Move> {
        legal_moves(pos, &Layer::from(interp))
    }
    fn format_move(&self, _pos: &Position, mv: &Move) -> String {
        notation::coordinate(mv)
    }
    fn format_san(&self, pos: &Position, mv: &Move, interp: &SuicideSwitches) -> String {
        let standard = standard_chess_moves(pos, Layer::from(interp).promotion_victory);
        notation::algebraic(pos, mv, &standard)
    }
    fn check_move(&self, pos: &Position, text: &str, interp: &SuicideSwitches) -> Verdict<Move> {
        decide(self, pos, text, interp, &Layer::from(interp))
    }
    fn play(&self, pos: &Position, mv: &Move, _interp: &SuicideSwitches) -> Position {
        play(pos, mv)
    }
    fn position_text_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        super::diagram::position_text(diagram, false)
    }
    fn status(&self, history: &[Position], interp: &SuicideSwitches) -> Status {
        status(history, &Layer::from(interp))
    }
    fn show(&self, pos: &Position) -> String {
        picture(pos)
    }
    fn square(&self, pos: &Position, name: &str) -> Result<SquareView, OracleError> {
        square_view(pos, name, false)
    }
}

impl Rules for SuicideVoid {
    type Position = Position;
    type Move = Move;
    type Interpretation = SuicideVoidSwitches;

    fn slug(&self) -> &'static str {
        "suicide-void"
    }
    fn name(&self) -> &'static str {
        "Suicide Void Chess"
    }
    fn start_position(&self, _interp: &SuicideVoidSwitches) -> Position {
        Position::standard_opening_setup(Void::NotYetPlaced)
    }
    fn parse_position(
        &self,
        text: &str,
        interp: &SuicideVoidSwitches,
    ) -> Result<Position, OracleError> {
        Position::from_text(text, true, interp.promotion_victory)
    }
    fn format_position(&self, pos: &Position) -> String {
        pos.to_text()
    }
    fn side_to_move(&self, pos: &Position) -> &'static str {
        pos.turn.name()
    }
    fn legal_moves(&self, pos: &Position, interp: &SuicideVoidSwitches) -> Vec<Move> {
        legal_moves(pos, &Layer::from(interp))
    }
    fn format_move(&self, _pos: &Position, mv: &Move) -> String {
        notation::coordinate(mv)
    }
    fn format_san(&self, pos: &Position, mv: &Move, interp: &SuicideVoidSwitches) -> String {
        let standard = standard_chess_moves(pos, Layer::from(interp).promotion_victory);
        notation::algebraic(pos, mv, &standard)
    }
    fn check_move(
        &self,
        pos: &Position,
        text: &str,
        interp: &SuicideVoidSwitches,
    ) -> Verdict<Move> {
        decide(self, pos, text, interp, &Layer::from(interp))
    }
    fn play(&self, pos: &Position, mv: &Move, _interp: &SuicideVoidSwitches) -> Position {
        play(pos, mv)
    }
    fn position_text_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        super::diagram::position_text(diagram, true)
    }
    fn status(&self, history: &[Position], interp: &SuicideVoidSwitches) -> Status {
        status(history, &Layer::from(interp))
    }
    fn show(&self, pos: &Position) -> String {
        picture(pos)
    }
    fn square(&self, pos: &Position, name: &str) -> Result<SquareView, OracleError> {
        square_view(pos, name, true)
    }
}
