#![no_main]
//! Fuzz target `serve_line`: see `conformance::fuzz_bodies::serve_line`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| conformance::fuzz_bodies::serve_line(data));
