//! What the engines share where their logic is the same: the text records' lines and header
//! ([`record`]).

pub mod record;
