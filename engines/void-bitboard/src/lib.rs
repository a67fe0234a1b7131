//! void-bitboard: a Void Chess move generator on 81-square bitboards (`u128` masks), written from the
//! rulebook (*Void Chess — Complete Official Rules*, clause ids `void-chess/...`) and the default readings
//! of the interpretation register (docs/void-chess.md).
//!
//! The modules, each on top of the ones before it:
//! - [`board`]: masks and the precomputed tables (King steps, Knight leaps, Pawn captures, the Minister's
//!   second ring, lines and the squares between);
//! - [`lines`]: the sliders' reach, read from tables;
//! - [`position`]: the position and its one-line text form;
//! - [`attacks`]: the squares a side attacks (10.3), check (7.1);
//! - [`moves`]: the moves the movement rules allow (Articles 3, 4, 8);
//! - [`play`]: a move with its tile changes and the Void Janitor (Articles 2, 4-6, 10.2);
//! - [`rules`]: legality by that simulation (10.1);
//! - [`setup`]: reading a position with every check;
//! - [`count`]: the legal moves counted without playing those that cannot expose the King;
//! - [`perft`]: leaf counts, with every leaf played or counted in bulk;
//! - [`split`]: the same counts with the root moves shared among threads;
//! - [`status`]: the end of the game (Article 9);
//! - [`notation`]: a move as people write it (Article 11);
//! - [`game`]: a start and the moves played from it;
//! - [`serve`]: the JSON-lines engine protocol (PROTOCOL.md), on the oracle's protocol types;
//! - [`engine_face`]: the conformance harness's engine face, for the rule cases and the differential
//!   tester in process.

pub mod attacks;
pub mod board;
pub mod count;
pub mod engine_face;
pub mod game;
pub mod lines;
pub mod moves;
pub mod notation;
pub mod perft;
pub mod play;
pub mod position;
pub mod rules;
pub mod serve;
pub mod setup;
pub mod split;
pub mod status;

pub use game::Game;
pub use moves::Move;
pub use position::Position;
