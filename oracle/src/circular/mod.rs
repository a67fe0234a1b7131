//! Circular Chess by Alan and Martin Mattlage (`circular/*`) on its three boards: one file per section of the
//! rules, the board's geometry as data ([`geometry`]), and the interpretation register ([`interpretation`]).

pub mod diagram;
pub mod geometry;
pub mod interpretation;
pub mod legality;
pub mod notation;
pub mod s03_set_up;
pub mod s04_movement;
pub mod s05_rook;
pub mod s06_bishop;
pub mod s07_queen;
pub mod s08_king;
pub mod s09_knight;
pub mod s10_pawn;
pub mod s11_castling;
pub mod s12_promotion;
pub mod s13_check;
pub mod s14_winning_and_drawing;
pub mod san;
pub mod show;

use crate::clause;
use crate::core::{
    AnyRuleset, Clause, OracleError, Rejection, Rules, RulesetFace, SquareView, Status, Verdict,
};
use geometry::{Direction, Space, Step};
use interpretation::CircularInterpretation;
use notation::MoveText;
use s04_movement::{Kind, Move, Position};

/// The rulesets this module provides.
pub static RULESETS: &[&dyn AnyRuleset] = &[&RulesetFace(Circular)];

/// Circular Chess.
#[derive(Clone, Copy, Debug, Default)]
pub struct Circular;

impl Rules for Circular {
    type Position = Position;
    type Move = Move;
    type Interpretation = CircularInterpretation;

    fn slug(&self) -> &'static str {
        "circular"
    }

    fn name(&self) -> &'static str {
        "Circular Chess"
    }

    fn start_position(&self, interp: &CircularInterpretation) -> Position {
        s03_set_up::start_position(interp.board)
    }

    fn parse_position(
        &self,
        text: &str,
        interp: &CircularInterpretation,
    ) -> Result<Position, OracleError> {
        let pos = notation::parse_position(text)?;
        if interp.promotion == interpretation::Promotion::Compulsory {
            if let Some(s) = pos
                .board
                .spaces()
                .find(|&s| s.ring() == 1 && pos.at(s).is_some_and(|p| p.kind == Kind::Pawn))
            {
                return Err(OracleError::bad_position(
                    format!("a Pawn on {s}, a first rank, where it would have been promoted"),
                    Some(clause!("circular/12.1")),
                ));
            }
        }
        if s13_check::in_check(&pos, pos.to_move.opponent(), interp) {
            return Err(OracleError::bad_position(
                format!(
                    "{} is to move but {}'s King is in check: the last move may not have left it there",
                    pos.to_move,
                    pos.to_move.opponent()
                ),
                Some(clause!("circular/13.1")),
            ));
        }
        Ok(pos)
    }

    fn format_position(&self, pos: &Position) -> String {
        notation::format_position(pos)
    }

    fn side_to_move(&self, pos: &Position) -> &'static str {
        pos.to_move.name()
    }

    fn legal_moves(&self, pos: &Position, interp: &CircularInterpretation) -> Vec<Move> {
        legality::legal_moves(pos, interp)
    }

    fn format_move(&self, _pos: &Position, mv: &Move) -> String {
        notation::format_move(mv)
    }

    fn format_san(&self, pos: &Position, mv: &Move, interp: &CircularInterpretation) -> String {
        san::format_san(pos, mv, interp)
    }

    fn check_move(
        &self,
        pos: &Position,
        text: &str,
        interp: &CircularInterpretation,
    ) -> Verdict<Move> {
        let mt = match notation::parse_move(text) {
            Ok(mt) => mt,
            // Not a coordinate move: algebraic notation on the spaces' names (circular/2.4).
            Err(e) => {
                return match crate::core::san_parts::find_by_notation(self, pos, text, interp) {
                    Some(m) => Verdict::Legal(m),
                    None => Verdict::Unreadable(e),
                }
            }
        };
        let legal = legality::legal_moves(pos, interp);
        if let Some(m) = legal
            .iter()
            .find(|m| m.from == mt.from && m.to == mt.to && m.promotion == mt.promotion)
        {
            return Verdict::Legal(*m);
        }
        Verdict::Refused(refusal(pos, mt, interp))
    }

    fn play(&self, pos: &Position, mv: &Move, _interp: &CircularInterpretation) -> Position {
        legality::make_move(pos, mv)
    }

    fn status(&self, history: &[Position], interp: &CircularInterpretation) -> Status {
        match history.last() {
            Some(pos) => s14_winning_and_drawing::status(pos, interp),
            None => Status::ongoing(),
        }
    }

    fn in_check(&self, pos: &Position, interp: &CircularInterpretation) -> bool {
        s13_check::in_check(pos, pos.to_move, interp)
    }

    fn position_text_from_diagram(&self, diagram: &str) -> Result<String, OracleError> {
        diagram::position_text(diagram)
    }

    fn show(&self, pos: &Position) -> String {
        show::show(pos)
    }

    fn square(&self, pos: &Position, name: &str) -> Result<SquareView, OracleError> {
        let s = Space::from_name(name).ok_or_else(|| OracleError::BadSquare {
            text: name.to_string(),
            message: "not a space name: files a..i, ranks 1..8 (circular/2.4)".to_string(),
        })?;
        let piece = pos.at(s).map(|p| format!("{} {}", p.color, p.kind.word()));
        let state = if pos.board.is_void(s) {
            "void"
        } else {
            "normal"
        };
        Ok(SquareView {
            piece,
            state: Some(state.to_string()),
        })
    }

    fn events(&self) -> &'static [(&'static str, &'static str)] {
        s14_winning_and_drawing::EVENTS
    }

    fn event(
        &self,
        history: &[Position],
        event: &str,
        interp: &CircularInterpretation,
    ) -> Result<Status, OracleError> {
        s14_winning_and_drawing::event(history, event, interp)
    }
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

/// Why the rules refuse a well-formed move that is not legal: the first rule it breaks, with its clause.
fn refusal(pos: &Position, mt: MoveText, interp: &CircularInterpretation) -> Rejection {
    let board = pos.board;
    for s in [mt.from, mt.to] {
        if board.is_void(s) {
            return Rejection::new(
                clause!("circular/4.2"),
                format!(
                    "{s} is a void space of the {} board: no piece may occupy it",
                    board.name()
                ),
            );
        }
    }
    let Some(piece) = pos.at(mt.from) else {
        return Rejection::new(
            clause!("circular/4.1"),
            format!("there is no piece on {} to move", mt.from),
        );
    };
    if piece.color != pos.to_move {
        return Rejection::new(
            clause!("circular/4.1"),
            format!(
                "the {} on {} is {}'s, and {} is to move",
                piece.kind.word(),
                mt.from,
                piece.color,
                pos.to_move
            ),
        );
    }
    let movements: Vec<Move> = legality::movements(pos, interp)
        .into_iter()
        .filter(|m| m.from == mt.from && m.to == mt.to)
        .collect();
    if movements.iter().any(|m| m.promotion == mt.promotion) {
        return Rejection::new(
            own_king_clause(piece.kind),
            format!(
                "{}{} would leave {}'s King in check (13.1)",
                mt.from, mt.to, pos.to_move
            ),
        );
    }
    if !movements.is_empty() {
        return Rejection::new(
            clause!("circular/12.1"),
            match mt.promotion {
                None => "a Pawn reaching a first rank is promoted: add q, r, b or n".to_string(),
                Some(_) => "a Pawn is promoted only on reaching a first rank".to_string(),
            },
        );
    }
    if mt.from == mt.to && matches!(piece.kind, Kind::Rook | Kind::Queen) {
        return Rejection::new(
            if piece.kind == Kind::Rook {
                clause!("circular/5.4")
            } else {
                clause!("circular/7.1")
            },
            format!(
                "a {} may not make a move that returns it to the space from which it started",
                piece.kind.word()
            ),
        );
    }
    if pos.at(mt.to).is_some_and(|p| p.color == piece.color) {
        return Rejection::new(
            clause!("circular/4.2"),
            format!(
                "{} holds {}'s own piece: no two pieces may occupy the same space",
                mt.to, piece.color
            ),
        );
    }
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
            if let Some(r) = s11_castling::castling_refusal(pos, side, interp) {
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
