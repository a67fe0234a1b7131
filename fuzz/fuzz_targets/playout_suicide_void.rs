#![no_main]
//! Fuzz target `playout_suicide_void`: a random `suicide-void` game chosen by the bytes, every invariant checked at every
//! step (see `conformance::fuzz_bodies::playout_of`).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| conformance::fuzz_bodies::playout_of("suicide-void", data));
