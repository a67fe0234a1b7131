#![no_main]
//! Fuzz target `diff_suicide`: the oracle's `suicide` against shakmaty's `variant::Antichess` at every ply of a game whose start
//! (among the seed positions) and moves the fuzzer chooses (see `conformance::fuzz_bodies::differential`).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| conformance::fuzz_bodies::differential::diff_suicide(data));
