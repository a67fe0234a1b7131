//! The engines the benchmarks name: the harness's own and void-bitboard in process, as `cargo xtask`
//! names them.

use harness::presets::Catalog;

/// The catalog the figures read `--engine` and `--stockfish` with.
pub fn catalog() -> Catalog {
    Catalog::new().with(void_bitboard::engine_face::VOID_BITBOARD)
}
