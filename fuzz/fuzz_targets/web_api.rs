#![no_main]
//! Fuzz target `web_api`: see `conformance::fuzz_bodies::web::web_api`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| conformance::fuzz_bodies::web::web_api(data));
