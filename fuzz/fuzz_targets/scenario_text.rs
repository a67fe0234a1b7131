#![no_main]
//! Fuzz target `scenario_text`: see `conformance::fuzz_bodies::scenario_text`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| conformance::fuzz_bodies::scenario_text(data));
