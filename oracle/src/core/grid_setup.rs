//! The [`Setup`] of a position on a rectangular board, one cell a square, shared by Void Chess, FIDE chess
//! and the suicide rulesets: what [`super::setup::validate`] asks of such a position.

use super::setup::{PawnRank, Role, Setup};
use super::{CastlingRights, Color, Grid, OracleError, Piece, PieceKind, Square, Wing};

/// A position on a rectangular board, stored as one cell a square (`board[sq.index()]`), for the
/// [`Setup`] of Void Chess, FIDE chess and the suicide rulesets. A side's first rank is the edge nearest
/// it (rank 1 for White), its Pawns start on the rank next to it and are promoted on the far edge, as in
/// every one of them. The builders add what the ruleset has: castling, check, its own checks.
pub struct GridSetup<'a, K> {
    grid: Grid,
    board: &'a [Option<Piece<K>>],
    side_to_move: Color,
    en_passant: Option<Square>,
    castling: CastlingRights,
    homes: fn(Color, Wing) -> (Square, Square),
    in_check: Option<&'a dyn Fn(Color) -> bool>,
    own_checks: Option<&'a dyn Fn() -> Result<(), OracleError>>,
    en_passant_also: Option<&'a dyn Fn(Square, Square, Square) -> Option<String>>,
}

impl<'a, K: PieceKind> GridSetup<'a, K> {
    /// The position with no castling rights, no check and no checks of the ruleset's own.
    pub fn new(
        grid: Grid,
        board: &'a [Option<Piece<K>>],
        side_to_move: Color,
        en_passant: Option<Square>,
    ) -> GridSetup<'a, K> {
        GridSetup {
            grid,
            board,
            side_to_move,
            en_passant,
            castling: CastlingRights::default(),
            homes: |_, _| unreachable!("no castling rights"),
            in_check: None,
            own_checks: None,
            en_passant_also: None,
        }
    }

    /// The castling rights, and where each castling's King and Rook start.
    pub fn castling(
        mut self,
        rights: CastlingRights,
        homes: fn(Color, Wing) -> (Square, Square),
    ) -> Self {
        self.castling = rights;
        self.homes = homes;
        self
    }

    /// Whether a side's King is attacked.
    pub fn check(mut self, in_check: &'a dyn Fn(Color) -> bool) -> Self {
        self.in_check = Some(in_check);
        self
    }

    /// The ruleset's own checks (see [`Setup::own_checks`]).
    pub fn own_checks(mut self, checks: &'a dyn Fn() -> Result<(), OracleError>) -> Self {
        self.own_checks = Some(checks);
        self
    }

    /// The ruleset's own conditions on the en passant square (see [`Setup::en_passant_also`]).
    pub fn en_passant_also(
        mut self,
        also: &'a dyn Fn(Square, Square, Square) -> Option<String>,
    ) -> Self {
        self.en_passant_also = Some(also);
        self
    }

    /// The rank (from 0) of `color`'s first rank.
    fn first_rank(&self, color: Color) -> i32 {
        match color {
            Color::White => 0,
            Color::Black => self.grid.ranks as i32 - 1,
        }
    }
}

impl<K: PieceKind> Setup for GridSetup<'_, K> {
    type Sq = Square;

    fn squares(&self) -> Vec<Square> {
        self.grid.squares().collect()
    }
    fn name(&self, sq: Square) -> String {
        self.grid.name(sq)
    }
    fn piece(&self, sq: Square) -> Option<(Color, Role)> {
        self.board[sq.index()].map(|p| (p.color, Role::of(p.kind)))
    }
    fn side_to_move(&self) -> Color {
        self.side_to_move
    }
    fn pawn_rank(&self, color: Color, sq: Square) -> PawnRank {
        let rank = self.grid.rank(sq);
        if rank == self.first_rank(color) {
            PawnRank::BehindStart
        } else if rank == self.first_rank(color.opponent()) {
            PawnRank::Promotion
        } else {
            PawnRank::Between
        }
    }
    fn castling(&self) -> CastlingRights {
        self.castling
    }
    fn castling_homes(&self, color: Color, wing: Wing) -> (Square, Square) {
        (self.homes)(color, wing)
    }
    fn en_passant(&self) -> Option<Square> {
        self.en_passant
    }
    fn double_step_over(&self, ep: Square, mover: Color) -> Option<(Square, Square)> {
        let forward = match mover {
            Color::White => 1,
            Color::Black => -1,
        };
        if self.grid.rank(ep) != self.first_rank(mover) + 2 * forward as i32 {
            return None;
        }
        Some((
            self.grid.offset(ep, (0, -forward))?,
            self.grid.offset(ep, (0, forward))?,
        ))
    }
    fn en_passant_also(&self, ep: Square, start: Square, beyond: Square) -> Option<String> {
        self.en_passant_also
            .and_then(|also| also(ep, start, beyond))
    }
    fn in_check(&self, color: Color) -> bool {
        self.in_check.is_some_and(|in_check| in_check(color))
    }
    fn own_checks(&self) -> Result<(), OracleError> {
        self.own_checks.map_or(Ok(()), |checks| checks())
    }
}
