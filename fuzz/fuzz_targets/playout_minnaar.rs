#![no_main]
//! Fuzz target `playout_minnaar`: a random `minnaar` game chosen by the bytes, every invariant checked at every
//! step (see `conformance::fuzz_bodies::playout_of`).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| conformance::fuzz_bodies::playout_of("minnaar", data));
