#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| arbiter_fuzz::chess_football::fuzz_cfn(data));
