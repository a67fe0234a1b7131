#![no_main]
//! Fuzz target `position_text`: see `conformance::fuzz_bodies::position_text`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| conformance::fuzz_bodies::position_text(data));
