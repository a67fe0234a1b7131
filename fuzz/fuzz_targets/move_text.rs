#![no_main]
//! Fuzz target `move_text`: see `conformance::fuzz_bodies::move_text`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| conformance::fuzz_bodies::move_text(data));
