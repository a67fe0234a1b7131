//! Shared support for the conformance suite.
pub mod fuzz_bodies;
