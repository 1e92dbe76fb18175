#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../src/hnefatafl.rs"]
#[allow(dead_code)]
mod checks;

fuzz_target!(|data: &[u8]| checks::fuzz_decode(data));
