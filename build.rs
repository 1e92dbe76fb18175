//! Compiles `proto/` with the pure-Rust `protox` (no system `protoc`), generates the tonic
//! client and server, and writes the file descriptor set that server reflection serves.

use std::{env, error::Error, fs, path::PathBuf};

const PROTOS: &[&str] = &["hanniball/v1/hanniball.proto"];

fn main() -> Result<(), Box<dyn Error>> {
    println!("cargo:rerun-if-changed=proto");
    let out_dir = PathBuf::from(env::var("OUT_DIR")?);

    let mut compiler = protox::Compiler::new(["proto"])?;
    compiler.include_source_info(true).include_imports(true);
    compiler.open_files(PROTOS)?;
    fs::write(
        out_dir.join("hanniball_descriptor.bin"),
        compiler.encode_file_descriptor_set(),
    )?;

    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        .compile_fds(compiler.file_descriptor_set())?;
    Ok(())
}
