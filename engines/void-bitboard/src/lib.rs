//! void-bitboard: a Void Chess move generator on 81-square bitboards (`u128` masks), written from the
//! rulebook (*Void Chess — Complete Official Rules*, clause ids `void-chess/...`) and the default readings
//! of the interpretation register (docs/void-chess.md).
//!
//! - [`board`]: masks and the precomputed tables (King steps, Knight leaps, Pawn captures, rays, the
//!   Minister's second ring);
//! - [`position`]: the position and its one-line text form;
//! - [`rules`]: pseudo-legal moves, attacks, the move with its tile changes and the Void Janitor, and
//!   legality by that simulation (10.1);
//! - [`status`]: the end of the game (Article 9);
//! - [`game`]: a start and the moves played from it;
//! - [`perft`]: leaf counts, with every leaf played or counted in bulk;
//! - [`split`]: the same counts with the root moves shared among threads;
//! - [`serve`]: the JSON-lines engine protocol (PROTOCOL.md).

pub mod board;
pub mod game;
pub mod perft;
pub mod position;
pub mod rules;
pub mod serve;
pub mod split;
pub mod status;

pub use game::Game;
pub use position::Position;
pub use rules::Move;
