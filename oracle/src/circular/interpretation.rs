//! The interpretation register of Circular Chess: the geometry decisions forced by the lost figures, and the
//! points the rules text leaves open. Each switch is a field of [`CircularInterpretation`]; the entries are
//! in `interpretation/register.rs`.

use super::s02_board::Board;
use crate::core::interpretation::Readings;

mod register;

crate::switch_readings! {
    /// How a Knight's leap meets a void space (circular/9.3, circular/X.6).
    pub enum KnightsAndVoids {
        /// Refused if any space of either L-shaped path (the 2x3 box minus start and end) is void.
        Strict = "strict",
        /// Allowed if at least one of the two L-shaped paths has no void space.
        Either = "either",
        /// Allowed if the path the text writes has no void space: two spaces along the rank, then one along
        /// the file (or two along the file, then one along the rank): the long leg first.
        Literal = "literal",
    }
}

crate::switch_readings! {
    /// Whether a one-step diagonal move past the corner of a void space is allowed (Ka1-i7 on Maximal).
    pub enum DiagonalPastVoidCorner {
        /// Allowed: the void is beside the arc, not on it.
        Pass = "pass",
        /// Refused: a void at either corner of the step blocks it.
        Blocked = "blocked",
    }
}

crate::switch_readings! {
    /// Who may capture en passant (circular/10.5).
    pub enum EnPassant {
        /// As the text says: a Pawn that has crossed the center, on the opponent's fourth rank, beside the
        /// Pawn that has just moved two spaces from its start.
        Literal = "literal",
        /// As in traditional Chess: any Pawn that could have captured on the space passed over (adds the
        /// Maximal-board captures from i2 and i7 across the a/i seam).
        PassedSquare = "passed-square",
    }
}

crate::switch_readings! {
    /// What "its opponent's fourth rank" is for a Pawn that has crossed the center (circular/10.5).
    pub enum FourthRank {
        /// The innermost circle: a rank is a circle (2.3), so every space next to the center-circle.
        Circle = "circle",
        /// The spaces whose name carries the digit: rank 5 for White, rank 4 for Black.
        RankDigit = "rank-digit",
    }
}

crate::switch_readings! {
    /// Which end comes first when a checkmate leaves insufficient material (circular/13.2, 14.3).
    pub enum MateAndMaterial {
        /// The checkmate wins, as in traditional Chess.
        CheckmateFirst = "checkmate-first",
        /// The game is drawn: insufficient material ends it whatever else holds.
        MaterialFirst = "material-first",
    }
}

crate::switch_readings! {
    /// Whether a Pawn reaching a first rank must be promoted (circular/12.1-12.2 say "may").
    pub enum Promotion {
        /// It must, as in traditional Chess.
        Compulsory = "compulsory",
        /// It may also stay a Pawn.
        Optional = "optional",
    }
}

impl Readings for Board {
    fn from_reading(reading: &str) -> Option<Board> {
        Board::from_name(reading)
    }
    fn reading(self) -> &'static str {
        self.name()
    }
}

crate::interpretation_switches! {
    /// The switches of the Circular Chess register; `Default` is the register's defaults.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct CircularInterpretation in register::REGISTER {
        /// The board `startpos` stands for (a position text names its own board).
        pub board: Board = "board",
        pub knights_and_voids: KnightsAndVoids = "knights-and-voids",
        pub diagonal_past_void_corner: DiagonalPastVoidCorner = "diagonal-past-void-corner",
        pub en_passant: EnPassant = "en-passant",
        pub fourth_rank: FourthRank = "fourth-rank",
        pub promotion: Promotion = "promotion",
        pub mate_and_material: MateAndMaterial = "mate-and-material",
    }
}
