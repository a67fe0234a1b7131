#![no_main]
//! Fuzz target `diff_fide`: the oracle's `fide` against shakmaty's `Chess` at every ply of a game whose start
//! (among the seed positions) and moves the fuzzer chooses (see `conformance::fuzz_bodies::differential`).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| conformance::fuzz_bodies::differential::diff_fide(data));
