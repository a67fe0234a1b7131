//! The vocabulary every ruleset shares.
//!
//! A ruleset implements the typed [`Rules`] trait with its own position, move and interpretation types;
//! [`game::Game`] turns any of them into the object-safe [`AnyRuleset`]/[`AnyGame`] face that the
//! command line, `oracle serve`, the scenario runner, the property tests and the differential tester use.
//! Nothing here knows how many sides a game has or what its board looks like: sides are named by the
//! ruleset (two colours, or Minnaar's four groups), squares are named by the ruleset (a rectangular
//! [`grid::Grid`], or Circular Chess's cells and lines).

pub mod castling;
pub mod check;
pub mod clause;
pub mod diagram;
pub mod diagram_settings;
pub mod error;
pub mod events;
pub mod face;
pub mod game;
pub mod game_face;
pub mod grid;
pub mod grid_setup;
pub mod interpretation;
pub mod kinds;
pub mod lines;
pub mod movement;
pub mod notation;
pub mod number;
pub mod perft_table;
pub mod placement;
pub mod reading;
pub mod register_table;
pub mod rules;
pub mod san_parts;
pub mod setup;
pub mod side;
pub mod sinks;
pub mod spellings;
pub mod square_names;
pub mod status;
pub mod trace;

pub use castling::{CastlingRights, Wing};
pub use check::{
    decide, effect, keep_legal, refuse, require, Check, ClauseSink, ClauseTally, Explaining,
    NoTrace, Verdict,
};
pub use clause::Clause;
pub use diagram::{picture, read_diagram, Diagram, DiagramForm, Setting, Settings};
pub use error::OracleError;
pub use face::{AnyGame, AnyRuleset};
pub use game::Game;
pub use game_face::RulesetFace;
pub use grid::{Grid, Square};
pub use grid_setup::GridSetup;
pub use interpretation::{Interpretation, Reading, RegisterEntry, Switches};
pub use kinds::{
    read_chess_placement, traditional_first_rank, ChessKind, KindTable, Piece, PieceKind,
    CHESS_KINDS,
};
pub use placement::{PlacementError, PlacementFault};
pub use rules::{chess_move_number, perft, perft_divide, Rejection, Rules, SquareView};
pub use setup::{validate, PawnRank, PositionChecks, Role, Setup};
pub use side::Color;
pub use status::{Outcome, Status};
pub use trace::PositionTrace;
