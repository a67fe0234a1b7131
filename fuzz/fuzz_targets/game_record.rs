#![no_main]
//! Fuzz target `game_record`: see `conformance::fuzz_bodies::game_record`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| conformance::fuzz_bodies::game_record(data));
