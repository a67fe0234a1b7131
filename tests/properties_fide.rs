//! Properties of FIDE chess beyond the generic ones of `tests/properties.rs`.
//!
//! The Laws treat White and Black alike (fide/1 and the piece moves of fide/3 name no colour except the
//! pawns' direction, which mirrors), so perft of a position and of its mirror are equal.

mod mirror_common;
mod proptest_support;

mirror_common::mirror_perft_properties!(fide, "fide");
