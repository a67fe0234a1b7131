//! The engines `--engine` names here: the harness's own (the preset programs, shakmaty, the oracle,
//! the planted bugs, `uci:COMMAND`, protocol command lines) and the workspace's void-bitboard in process.

use harness::presets::Catalog;

/// The catalog every command reads `--engine` with.
pub fn catalog() -> Catalog {
    Catalog::new().with(void_bitboard::engine_face::VOID_BITBOARD)
}
