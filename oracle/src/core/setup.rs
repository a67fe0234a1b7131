//! One validator for a position read from text, in the manner of shakmaty's `FromSetup`: the text is read
//! into the ruleset's position, then [`validate`] refuses what the rules make impossible. Every ruleset of
//! the chess family calls the same validator; a ruleset's [`PositionChecks`] names the clause each check
//! cites in its rulebook, and leaves out (`None`) the checks that do not apply to it (the suicide rulesets
//! have no royal King and no check; only Void Chess counts Pawns). What is a ruleset's own (Void Chess's
//! tiles, Suicide Void's void) it adds through [`Setup::own_checks`] and [`Setup::en_passant_also`].
//!
//! Conventions: `sq` a square of the ruleset's board (a [`super::Square`] of a [`super::Grid`], or Circular Chess's
//! spaces), `mover` the side that made the last move (the side not to move), `ep` the en passant square.
//!
//! Minnaar Chess is not of the family (no King, no Pawn, four groups) and keeps its own checks.

use super::{CastlingRights, Clause, Color, OracleError, PieceKind, Wing};

/// What a check asks of a piece: whether it is the King, a Rook or a Pawn, the pieces the checks of a
/// position speak of; any other kind is `Other`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    King,
    Rook,
    Pawn,
    Other,
}

impl Role {
    /// The role of a kind of piece, by its letter: `K`, `R`, `P` in every ruleset of the chess family.
    pub fn of<K: PieceKind>(kind: K) -> Role {
        match kind.letter() {
            'K' => Role::King,
            'R' => Role::Rook,
            'P' => Role::Pawn,
            _ => Role::Other,
        }
    }
}

/// Where a square lies for a Pawn of one side.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PawnRank {
    /// Behind the Pawns' starting rank (the side's first rank), where no Pawn ever stands.
    BehindStart,
    /// Where a Pawn arriving is promoted.
    Promotion,
    /// Anywhere else.
    Between,
}

/// The checks of a position, each with the clause of the ruleset's rulebook it cites; `None` where the
/// check does not apply to the ruleset. They run in this order, the first that fails refusing the
/// position; the ruleset's own checks ([`Setup::own_checks`]) run after the Pawns' ranks.
#[derive(Copy, Clone, Debug, Default)]
pub struct PositionChecks {
    /// Each side has exactly one King.
    pub one_king_each: Option<Clause>,
    /// No side has more Pawns than it begins with (the number), since none is ever gained.
    pub pawns_at_most: Option<(usize, Clause)>,
    /// No Pawn stands behind its starting rank: Pawns only move forward.
    pub no_pawn_behind_start: Option<Clause>,
    /// No Pawn stands unpromoted where it would have been promoted.
    pub no_pawn_unpromoted: Option<Clause>,
    /// A castling right needs its King and Rook on their starting squares.
    pub castling_needs_king_and_rook: Option<Clause>,
    /// The en passant square is the square a Pawn of the side that just moved passed over with a
    /// two-square advance.
    pub en_passant_after_double_step: Option<Clause>,
    /// The side that just moved has not left its own King in check.
    pub mover_not_in_check: Option<Clause>,
}

/// A position as the validator reads it: the board's squares and what stands on them, the side to move,
/// the castling rights and the en passant square, and the ruleset's answers to the questions only it can
/// answer (check, its own checks).
pub trait Setup {
    /// A square of the ruleset's board.
    type Sq: Copy + PartialEq;

    /// Every square of the board, in the order the checks search it.
    fn squares(&self) -> Vec<Self::Sq>;
    /// The square's name, `e4`.
    fn name(&self, sq: Self::Sq) -> String;
    /// What stands on `sq`: its colour and role.
    fn piece(&self, sq: Self::Sq) -> Option<(Color, Role)>;
    /// Whose turn it is.
    fn side_to_move(&self) -> Color;
    /// Where `sq` lies for a Pawn of `color`.
    fn pawn_rank(&self, color: Color, sq: Self::Sq) -> PawnRank;

    /// The castling rights.
    fn castling(&self) -> CastlingRights;
    /// The starting squares of the King and the Rook of `color`'s castling on `wing`.
    fn castling_homes(&self, color: Color, wing: Wing) -> (Self::Sq, Self::Sq);

    /// The en passant square.
    fn en_passant(&self) -> Option<Self::Sq>;
    /// For a square `ep` and the side that just moved: the square a Pawn's two-square advance over `ep`
    /// starts from and the square it ends on; `None` when no two-square advance passes over `ep`.
    fn double_step_over(&self, ep: Self::Sq, mover: Color) -> Option<(Self::Sq, Self::Sq)>;
    /// What else, of the ruleset's own, keeps `ep` from being the square passed over from `start` to
    /// `beyond` (Void Chess: a void or unstable square on the way); `None` when nothing does.
    fn en_passant_also(&self, ep: Self::Sq, start: Self::Sq, beyond: Self::Sq) -> Option<String> {
        let _ = (ep, start, beyond);
        None
    }

    /// Whether `color`'s King is attacked.
    fn in_check(&self, color: Color) -> bool;

    /// The ruleset's own checks of what stands where (Void Chess's tiles, Suicide Void's void).
    fn own_checks(&self) -> Result<(), OracleError> {
        Ok(())
    }
}

fn impossible(clause: Clause, message: String) -> OracleError {
    OracleError::bad_position(message, Some(clause))
}

/// Refuses a position the rules make impossible: the checks of `checks` that apply, in their order, then
/// the ruleset's own; the error cites the ruleset's clause and says what is wrong and where.
pub fn validate<S: Setup>(setup: &S, checks: &PositionChecks) -> Result<(), OracleError> {
    let squares = setup.squares();
    let holding = |color: Color, role: Role| -> Vec<S::Sq> {
        squares
            .iter()
            .copied()
            .filter(|&sq| setup.piece(sq) == Some((color, role)))
            .collect()
    };
    let names = |at: &[S::Sq]| -> String {
        let names: Vec<String> = at.iter().map(|&sq| setup.name(sq)).collect();
        names.join(", ")
    };
    if let Some(clause) = checks.one_king_each {
        for color in Color::BOTH {
            let kings = holding(color, Role::King);
            if kings.len() != 1 {
                let at = if kings.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", names(&kings))
                };
                return Err(impossible(
                    clause,
                    format!(
                        "{color} has {} Kings{at}; each side has exactly one",
                        kings.len()
                    ),
                ));
            }
        }
    }
    if let Some((most, clause)) = checks.pawns_at_most {
        for color in Color::BOTH {
            let pawns = holding(color, Role::Pawn).len();
            if pawns > most {
                return Err(impossible(
                    clause,
                    format!(
                        "{color} has {pawns} Pawns; a side begins with {most} and never gains any"
                    ),
                ));
            }
        }
    }
    for &sq in &squares {
        let Some((color, Role::Pawn)) = setup.piece(sq) else {
            continue;
        };
        let (clause, why) = match setup.pawn_rank(color, sq) {
            PawnRank::BehindStart => (
                checks.no_pawn_behind_start,
                "stands behind its starting rank; Pawns only move forward",
            ),
            PawnRank::Promotion => (
                checks.no_pawn_unpromoted,
                "stands unpromoted on a rank where it would have been promoted",
            ),
            PawnRank::Between => (None, ""),
        };
        if let Some(clause) = clause {
            let at = setup.name(sq);
            return Err(impossible(clause, format!("a {color} Pawn on {at} {why}")));
        }
    }
    setup.own_checks()?;
    if let Some(clause) = checks.castling_needs_king_and_rook {
        let rights = setup.castling();
        for color in Color::BOTH {
            for wing in Wing::BOTH {
                if !rights.get(color, wing.is_kingside()) {
                    continue;
                }
                let (king, rook) = setup.castling_homes(color, wing);
                if setup.piece(king) != Some((color, Role::King))
                    || setup.piece(rook) != Some((color, Role::Rook))
                {
                    return Err(impossible(
                        clause,
                        format!(
                            "castling right `{}` needs the {color} King on {} and Rook on {}",
                            wing.letter(color),
                            setup.name(king),
                            setup.name(rook)
                        ),
                    ));
                }
            }
        }
    }
    if let (Some(clause), Some(ep)) = (checks.en_passant_after_double_step, setup.en_passant()) {
        en_passant_after_double_step(setup, clause, ep)?;
    }
    if let Some(clause) = checks.mover_not_in_check {
        let (side, mover) = (setup.side_to_move(), setup.side_to_move().opponent());
        if setup.in_check(mover) {
            return Err(impossible(
                clause,
                format!(
                    "{mover}'s King on {} is in check with {side} to move: the last move cannot have \
                     left it there",
                    names(&holding(mover, Role::King))
                ),
            ));
        }
    }
    Ok(())
}

/// The en passant square `ep` lies where a Pawn of the side that just moved passed over with its
/// two-square advance: empty, with that Pawn just beyond it and its starting square empty.
fn en_passant_after_double_step<S: Setup>(
    setup: &S,
    clause: Clause,
    ep: S::Sq,
) -> Result<(), OracleError> {
    let mover = setup.side_to_move().opponent();
    let fail = |why: String| {
        Err(impossible(
            clause,
            format!("en passant square {}: {why}", setup.name(ep)),
        ))
    };
    let Some((start, beyond)) = setup.double_step_over(ep, mover) else {
        return fail(format!(
            "not a square a {mover} Pawn passes over with a two-square advance ({mover} made the last move)"
        ));
    };
    if setup.piece(ep).is_some() {
        return fail("it is occupied; the square a Pawn passes over is empty".to_string());
    }
    if setup.piece(beyond) != Some((mover, Role::Pawn)) {
        return fail(format!(
            "no {mover} Pawn that just advanced two squares stands beyond it, on {}",
            setup.name(beyond)
        ));
    }
    if setup.piece(start).is_some() {
        return fail(format!(
            "the Pawn's starting square {} is occupied",
            setup.name(start)
        ));
    }
    match setup.en_passant_also(ep, start, beyond) {
        Some(why) => fail(why),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{read_chess_placement, ChessKind, Grid, GridSetup, Piece};

    const ALL: PositionChecks = PositionChecks {
        one_king_each: Some(Clause("t/kings")),
        pawns_at_most: Some((8, Clause("t/pawns"))),
        no_pawn_behind_start: Some(Clause("t/behind")),
        no_pawn_unpromoted: Some(Clause("t/promotion")),
        castling_needs_king_and_rook: Some(Clause("t/castling")),
        en_passant_after_double_step: Some(Clause("t/ep")),
        mover_not_in_check: Some(Clause("t/check")),
    };

    /// The clause and message that refuse `placement` with `side` to move and `ep`, under `checks`, the
    /// Kings' and Rooks' homes those of chess and a side in check when a Rook of the other stands on
    /// its King's file with nothing between (enough for the cases below).
    fn refusal(
        placement: &str,
        side: Color,
        castling: &str,
        ep: Option<&str>,
        checks: &PositionChecks,
    ) -> Option<(&'static str, String)> {
        let g = Grid::CHESS;
        let board = read_chess_placement(placement, "f").unwrap();
        let on_file = |color: Color| {
            let king = g
                .squares()
                .find(|s| board[s.index()] == Some(Piece::new(color, ChessKind::King)));
            king.is_some_and(|k| {
                [(1, 0), (-1, 0), (0, 1), (0, -1)].into_iter().any(|step| {
                    g.ray(k, step)
                        .find_map(|s| board[s.index()])
                        .is_some_and(|p| p == Piece::new(color.opponent(), ChessKind::Rook))
                })
            })
        };
        let setup = GridSetup::new(g, &board, side, ep.map(|e| g.parse(e).unwrap()))
            .castling(CastlingRights::from_fen(castling).unwrap(), |c, w| {
                let rank = if c == Color::White { 0 } else { 7 };
                let rook = if w.is_kingside() { 7 } else { 0 };
                (
                    Grid::CHESS.square(4, rank).unwrap(),
                    Grid::CHESS.square(rook, rank).unwrap(),
                )
            })
            .check(&on_file);
        validate(&setup, checks)
            .err()
            .map(|e| (e.clause().unwrap().id(), e.to_string()))
    }

    #[test]
    fn each_check_refuses_with_its_clause_and_says_where() {
        let w = Color::White;
        let case = |placement, side, castling, ep| refusal(placement, side, castling, ep, &ALL);
        assert_eq!(case("4k3/8/8/8/8/8/8/4K3", w, "-", None), None);
        let (clause, message) = case("4k3/8/8/8/8/8/8/3KK3", w, "-", None).unwrap();
        assert_eq!(clause, "t/kings");
        assert!(message.contains("white has 2 Kings (d1, e1)"), "{message}");
        let (clause, _) = case("4k3/8/8/8/pppppppp/p7/8/4K3", w, "-", None).unwrap();
        assert_eq!(clause, "t/pawns");
        let (clause, message) = case("4k3/8/8/8/8/8/8/P3K3", w, "-", None).unwrap();
        assert_eq!(clause, "t/behind");
        assert!(message.contains("white Pawn on a1"), "{message}");
        let (clause, message) = case("4k3/8/8/8/8/8/8/p3K3", w, "-", None).unwrap();
        assert_eq!(clause, "t/promotion");
        assert!(message.contains("black Pawn on a1"), "{message}");
        let (clause, message) = case("4k3/8/8/8/8/8/8/4K3", w, "K", None).unwrap();
        assert_eq!(clause, "t/castling");
        assert!(
            message.contains("`K` needs the white King on e1 and Rook on h1"),
            "{message}"
        );
        assert_eq!(case("4k3/8/8/8/8/8/8/4K2R", w, "K", None), None);
        let b = Color::Black;
        assert_eq!(case("4k3/8/8/8/4P3/8/8/4K3", b, "-", Some("e3")), None);
        let (clause, message) = case("4k3/8/8/8/8/8/8/4K3", b, "-", Some("e3")).unwrap();
        assert_eq!(clause, "t/ep");
        assert!(
            message.contains("no white Pawn") && message.contains("on e4"),
            "{message}"
        );
        let (_, message) = case("4k3/8/8/8/4P3/8/8/4K3", b, "-", Some("e4")).unwrap();
        assert!(
            message.contains("not a square a white Pawn passes over"),
            "{message}"
        );
        let (_, message) = case("4k3/8/8/8/4P3/8/4N3/4K3", b, "-", Some("e3")).unwrap();
        assert!(
            message.contains("starting square e2 is occupied"),
            "{message}"
        );
        let (clause, message) = case("4k3/8/8/8/8/8/8/4K2r", b, "-", None).unwrap();
        assert_eq!(clause, "t/check");
        assert!(
            message.contains("white's King on e1 is in check with black to move"),
            "{message}"
        );
    }

    #[test]
    fn a_check_left_out_does_not_refuse() {
        let none = PositionChecks::default();
        for placement in [
            "8/8/8/8/8/8/8/8",
            "4k3/8/8/8/8/8/8/P3K3",
            "P3k3/8/8/8/8/8/8/4K2r",
        ] {
            assert_eq!(
                refusal(placement, Color::Black, "KQkq", Some("a6"), &none),
                None
            );
        }
        let no_kings = PositionChecks {
            one_king_each: None,
            ..ALL
        };
        assert_eq!(
            refusal("8/8/8/8/8/8/8/8", Color::White, "-", None, &no_kings),
            None
        );
    }
}
